package express

import (
	"errors"
	"strings"
	"testing"

	"colt/engine/express/cards"
)

// The Horses & Stagecoach expansion (docs/rules.md §11; the French rulebook
// of Horses & Stagecoach is the truth): one test per rule, citing its sentence, on
// literal positions (helpers_test.go: "si"/"sr" are the stagecoach's inside
// and roof, "esc" escaped). Tokens of a 4-player horses game: purses 0–17,
// jewels 18–23, strongboxes 24–26 (26 is the stagecoach's), whisky flasks
// 27–30 (one per wagon).

func horsesTable(tb table) table {
	tb.rules |= RuleHorses
	return tb
}

const coachBox LootID = 26

func hostageOf(t *testing.T, s *State, b Seat, want string) {
	t.Helper()
	got := "none"
	if h := s.bandits[b].hostage; h >= 0 {
		got = Hostage(h).String()
	}
	if got != want {
		t.Errorf("%s holds hostage %s, want %s", b, got, want)
	}
}

// §11 Setup: "The stagecoach stands beside the train facing the locomotive,
// the strongbox on its roof and the Shotgun on top. One whisky flask, face
// down, inside each wagon except the locomotive. Draw (players − 1)
// hostages, face up. … Add the 3 neutral bullets. Each player adds their
// Ride card to their deck and takes a horse."
func TestHorsesSetup(t *testing.T) {
	s, _, err := New(Setup{Players: 4, Seed: 3, Rules: RuleHorses})
	if err != nil {
		t.Fatal(err)
	}
	lay, lt := s.g.lay, s.g.loot
	if s.coach != 0 || s.shotgunOn || s.loot[coachBox] != atPlace(lay.stageRoof) || lt.kind[coachBox] != Strongbox {
		t.Errorf("stagecoach facing %d, shotgun %v, its strongbox at %d", s.coach, s.shotgunOn, s.loot[coachBox])
	}
	if n := int(lt.end[Whisky] - lt.first[Whisky]); n != 4 {
		t.Fatalf("%d flasks for 4 wagons", n)
	}
	for w := int8(1); w <= 4; w++ {
		if got := s.lootAt[atPlace(lay.inside(w))] & lt.kindBits(Whisky); got == 0 {
			t.Errorf("no flask inside wagon %d", w)
		}
	}
	if s.lootAt[atPlace(lay.inside(0))]&lt.kindBits(Whisky) != 0 {
		t.Error("a flask in the locomotive")
	}
	if got := len(Public(&s).Hostages); got != 3 {
		t.Errorf("%d hostages face up, want players−1 = 3", got)
	}
	if s.neutral != 16 {
		t.Errorf("%d neutral bullets, want 13 + 3", s.neutral)
	}
	for b := 0; b < 4; b++ {
		if s.g.deck[b][Ride] != 1 || s.bandits[b].pos != lay.offBoard {
			t.Errorf("bandit %d: %d Ride cards, at %d", b, s.g.deck[b][Ride], s.bandits[b].pos)
		}
	}
	// "Before the first round the bandits arrive on horseback": the Horse Attack, all at once
	if s.phase != Preparing || s.stage != StageHorseAttack || len(s.Expected()) != 4 || s.attackAt != 4 {
		t.Errorf("setup ends in %s/%s expecting %v at wagon %d", s.phase, s.stage, s.Expected(), s.attackAt)
	}
	// the base game's cards are unchanged; the expansion's are mixed in only with it
	for r := 0; r < Rounds; r++ {
		base, _, _ := New(Setup{Players: 4, Seed: uint64(r)})
		if m := s.g.cat.RoundCards[base.rounds[r].card].Module; m != "" {
			t.Errorf("a base game dealt the %s card %s", m, s.g.cat.RoundCards[base.rounds[r].card].ID)
		}
	}
	// "Note - Le Plan d'attaque n'est pas compatible avec la variante Experts."
	_, _, err = New(Setup{Players: 4, Rules: RuleHorses | RuleExperts})
	if !errors.Is(err, ErrSetup) || !strings.Contains(err.Error(), "Plan of Attack") {
		t.Errorf("horses with experts: %v", err)
	}
}

// attack plays the Horse Attack with the given commands (short forms, one
// per seat and reveal, in seat order) and returns the state.
func attack(t *testing.T, su Setup, moves ...string) *State {
	t.Helper()
	s, _, err := New(su)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		seat, cmd, _ := strings.Cut(m, ":")
		var found bool
		for _, c := range LegalFor(&s, Seat(seat[0]-'0')) {
			if short(c) == cmd {
				do(t, &s, c)
				found = true
				break
			}
		}
		if !found {
			t.Fatalf("%s not legal for seat %s: %v", cmd, seat, LegalFor(&s, Seat(seat[0]-'0')))
		}
	}
	return &s
}

// §11 Horse Attack: "All players reveal at once a closed fist holding either
// their bandit or their horse. Those who show their bandit board the caboose
// (inside) and put their horse facing it; the others go on galloping and
// reveal again for the next wagon forward … A player left alone chooses any
// remaining wagon. The locomotive (and the stagecoach) cannot be chosen.
// After this, horses belong to no one. The first player is drawn among the
// bandits in the wagon farthest from the locomotive."
func TestHorseAttack(t *testing.T) {
	su := Setup{Players: 4, Seed: 8, Rules: RuleHorses}
	s := attack(t, su, "0:board 0", "1:gallop", "2:board 2", "3:gallop")
	if s.stage != StageHorseAttack || s.attackAt != 3 || s.IsExpected(0) || !s.IsExpected(1) || !s.IsExpected(3) {
		t.Fatalf("after the caboose: %s at %d, expecting %v", s.stage, s.attackAt, s.Expected())
	}
	if s.BanditAt(0) != pos(t, "i4") || s.BanditAt(2) != pos(t, "i4") || s.horses[4] != 2 {
		t.Errorf("caboose: %v %v, %d horses", s.BanditAt(0), s.BanditAt(2), s.horses[4])
	}
	s2 := *s
	doShort(t, &s2, "gallop")
	doShort(t, &s2, "board 3") // seat 3 boards wagon 3; seat 1 is left alone
	if s2.stage != StageAttackAlone || s2.Actor() != 1 || legal(&s2) != "startWagon 1, startWagon 2" {
		t.Fatalf("alone: %s, actor %s, legal %s", s2.stage, s2.Actor(), legal(&s2))
	}
	doShort(t, &s2, "startWagon 1")
	if s2.BanditAt(1) != pos(t, "i1") || s2.horses != [maxWagons + 1]uint8{0, 1, 0, 1, 2} {
		t.Errorf("seat 1 at %v, horses %v", s2.BanditAt(1), s2.horses)
	}
	// the first player is one of the bandits of the caboose, the farthest wagon
	if s2.phase != Schemin || (s2.first != 0 && s2.first != 2) {
		t.Errorf("%s, first player %s", s2.phase, s2.first)
	}
	// everyone still galloping at the last wagon before the locomotive boards it
	s3 := attack(t, su, "0:gallop", "1:gallop", "2:gallop", "3:gallop", "0:gallop", "1:gallop", "2:gallop", "3:gallop",
		"0:gallop", "1:board 1", "2:gallop", "3:gallop")
	if s3.phase != Schemin || s3.BanditAt(1) != pos(t, "i2") || s3.BanditAt(0) != pos(t, "i1") || s3.first != 1 {
		t.Errorf("%s: %v %v, first %s", s3.phase, s3.BanditAt(1), s3.BanditAt(0), s3.first)
	}
	// Teams (§10 "or the Horse Attack with the expansion"): the first player is an A player
	for seed := uint64(0); seed < 20; seed++ {
		s := attack(t, Setup{Players: 4, Seed: seed, Rules: RuleHorses | RuleTeams}, "0:gallop", "1:board 1", "2:gallop", "3:gallop")
		if len(s.Expected()) != 3 {
			t.Fatalf("expected %v", s.Expected())
		}
		for _, seat := range []Seat{0, 2, 3} {
			for _, c := range LegalFor(s, seat) {
				if short(c) == "gallop" {
					do(t, s, c)
				}
			}
		}
		for s.phase == Preparing {
			do(t, s, LegalFor(s, s.Actor())[0])
		}
		if s.first != 0 {
			t.Fatalf("seed %d: Teams first player %s, want the A player of the caboose's team (seat 0)", seed, s.first)
		}
	}
	// two bandits each (2-player game): a fist per bandit
	s4, _, _ := New(Setup{Players: 2, Seed: 1, Rules: RuleHorses})
	if got := legal(&s4); got != "board 0, board 1, boardBoth, gallop, board 2, board 3, boardBoth, gallop" {
		t.Errorf("2-player Horse Attack: %s", got)
	}
}

// §11 Ride: "If at least one horse faces your bandit's wagon, mount it (from
// inside or from the roof), move bandit and horse 0–3 wagons forward or
// back, then put the bandit inside the wagon the horse now faces — or, if
// the stagecoach faces that wagon too, inside the stagecoach if you prefer.
// … No horse: no effect." Stagecoach interior: "A bandit who enters it
// without a hostage must at once take a hostage of their choice, if any
// remain. One hostage per bandit."
func TestRide(t *testing.T) {
	four := func(at string, horses []uint8, hostage string) table {
		return horsesTable(table{marshal: 0, coach: 1, horses: horses, pile: card(0, Ride), bandits: []bandit{
			{ch: Tuco, at: at, hostage: hostage}, {ch: Doc, at: "i4"}, {ch: Belle, at: "i4"}, {ch: Django, at: "r3"}}})
	}
	runSteal(t, []stealCase{
		{name: "from the roof: 0–3 wagons, or the stagecoach facing wagon 1", tb: four("r2", []uint8{0, 0, 1, 0, 3}, ""),
			want: "ride 0, ride 1, ride stagecoach, ride 2, ride 3, ride 4", then: []string{"ride 3"},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "i3")
				if s.horses[2] != 0 || s.horses[3] != 1 {
					t.Errorf("horses %v: the horse goes with its rider", s.horses)
				}
			}},
		{name: "into the stagecoach without a hostage: take one of those left", tb: four("i2", []uint8{0, 0, 1, 0, 3}, ""),
			want: "ride 0, ride 1, ride stagecoach, ride 2, ride 3, ride 4", then: []string{"ride stagecoach", "hostage old-lady"},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "si")
				hostageOf(t, s, 0, "old-lady")
				if s.hostagesOut&(1<<OldLady) != 0 || s.horses[1] != 1 {
					t.Errorf("hostages %b, horses %v", s.hostagesOut, s.horses)
				}
			}},
		{name: "into the stagecoach with a hostage already: none more", tb: four("i2", []uint8{0, 0, 1, 0, 3}, "banker"),
			want: "ride 0, ride 1, ride stagecoach, ride 2, ride 3, ride 4", then: []string{"ride stagecoach"},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "si")
				hostageOf(t, s, 0, "banker")
				if s.stage != StageNone || countEv(evs, EvHostageTaken, nil) != 0 {
					t.Errorf("a second hostage offered")
				}
			}},
		{name: "no horse facing the wagon: no effect", tb: four("i2", []uint8{0, 1, 0, 0, 3}, ""),
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "i2")
				if countEv(evs, EvNoEffect, nil) != 1 {
					t.Errorf("events %s", kinds(evs))
				}
			}},
		{name: "the Zealot: may no longer Ride", tb: four("i2", []uint8{0, 0, 1, 0, 3}, "zealot"),
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "i2")
				if countEv(evs, EvNoEffect, nil) != 1 {
					t.Errorf("events %s", kinds(evs))
				}
			}},
		{name: "a horse carries a bandit from the stagecoach to the wagon it faces without moving", tb: four("sr", []uint8{0, 1, 0, 0, 3}, "banker"),
			want: "ride 0, ride 1, ride stagecoach, ride 2, ride 3, ride 4", then: []string{"ride 1"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "i1") }},
		{name: "into the Marshal's wagon: flee to the roof", tb: func() table { tb := four("i2", []uint8{0, 0, 1, 0, 3}, ""); tb.marshal = 3; return tb }(),
			want: "ride 0, ride 1, ride stagecoach, ride 2, ride 3, ride 4", then: []string{"ride 3"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "r3"); received(t, s, 0, 1) }},
	})
	// no hostage left: entering takes none
	tb := four("i2", []uint8{0, 0, 1, 0, 3}, "")
	tb.hostages = []Hostage{}
	tb.bandits[1].hostage, tb.bandits[2].hostage, tb.bandits[3].hostage = "zealot", "minister", "teacher"
	runSteal(t, []stealCase{{name: "no hostage left", tb: tb, want: "ride 0, ride 1, ride stagecoach, ride 2, ride 3, ride 4",
		then: []string{"ride stagecoach"}, check: func(t *testing.T, s *State, evs []Event) {
			at(t, s, 0, "si")
			hostageOf(t, s, 0, "none")
		}}})
}

// §11 Stagecoach roof: "Reached from its interior by FloorChange, or from the
// roof of the wagon it faces by Move (crossing counts as one of the 1–3
// steps). For Move and Punch it is adjacent to the roof of the wagon it
// faces." Interior: "For Shoot and Punch only, it is adjacent to the
// interior of the wagon it faces." Hostages: the Old Lady "may move only one
// wagon on the roof".
func TestStagecoachMoves(t *testing.T) {
	four := func(at string, hostage string) table {
		return horsesTable(table{marshal: 0, coach: 2, pile: card(0, Move), bandits: []bandit{
			{ch: Tuco, at: at, hostage: hostage}, {ch: Doc, at: "i4"}, {ch: Belle, at: "i4"}, {ch: Django, at: "i3"}}})
	}
	runSteal(t, []stealCase{
		{name: "roof of wagon 4: two steps to wagon 2, the third onto the stagecoach", tb: four("r4", ""),
			want: "move 1, move 2, move 3, move stagecoach", then: []string{"move stagecoach"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "sr") }},
		{name: "from the stagecoach's roof: the faced roof and two more each way", tb: four("sr", ""),
			want: "move 0, move 1, move 2, move 3, move 4"},
		{name: "the Old Lady on the stagecoach's roof: only the faced roof", tb: four("sr", "old-lady"), want: "",
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "r2") }},
		{name: "the Old Lady on a roof: one wagon", tb: four("r3", "old-lady"), want: "move 2, move 4"},
		{name: "the Old Lady on the faced roof: one wagon or the stagecoach", tb: four("r2", "old-lady"), want: "move 1, move 3, move stagecoach"},
		{name: "inside the stagecoach a Move has no effect", tb: four("si", "banker"),
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "si")
				if countEv(evs, EvNoEffect, nil) != 1 {
					t.Errorf("events %s", kinds(evs))
				}
			}},
	})
	fc := four("sr", "")
	fc.pile = card(0, FloorChange)
	runSteal(t, []stealCase{{name: "FloorChange from its roof into it: a hostage of the 3 face up", tb: fc,
		want: "hostage zealot, hostage minister, hostage old-lady", then: []string{"hostage minister"},
		check: func(t *testing.T, s *State, evs []Event) {
			at(t, s, 0, "si")
			hostageOf(t, s, 0, "minister")
		}}})
}

// §11 Stagecoach roof: "From the stagecoach roof a bandit may shoot any
// bandit on the train roof, and any bandit on the train roof may shoot a
// bandit on the stagecoach roof; Django's push does not apply to either."
// Shotgun: "it blocks line of sight on the train roof (not for shots from or
// to the stagecoach)". Interior: adjacent to the faced wagon's for Shoot.
func TestStagecoachShoot(t *testing.T) {
	five := func(shooter Character, at string, shotgun bool) table {
		return horsesTable(table{marshal: 0, coach: 2, shotgunOn: shotgun, pile: card(0, Shoot), bandits: []bandit{
			{ch: shooter, at: at}, {ch: Doc, at: "r1"}, {ch: Ghost, at: "r0"}, {ch: Cheyenne, at: "sr"}, {ch: Belle, at: "i4"}}})
	}
	runSteal(t, []stealCase{
		{name: "from the stagecoach's roof: every train roof, even behind another", tb: five(Tuco, "sr", false), want: "shoot 1, shoot 2"},
		{name: "Django on the stagecoach's roof pushes nobody", tb: five(Django, "sr", false), want: "shoot 1, shoot 2", then: []string{"shoot 1"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 1, "r1") }},
		{name: "from a train roof: the nearest roof each way, and the stagecoach's roof", tb: five(Tuco, "r4", false), want: "shoot 1, shoot 3"},
		{name: "the Shotgun on roof 2 blocks the train roof, not the stagecoach", tb: five(Tuco, "r4", true), want: "",
			check: func(t *testing.T, s *State, evs []Event) { received(t, s, 3, 1); received(t, s, 1, 0) }},
		{name: "Django from a train roof at the stagecoach's roof pushes nobody", tb: five(Django, "r4", false), want: "shoot 1, shoot 3", then: []string{"shoot 3"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 3, "sr") }},
		{name: "inside the stagecoach: the inside of the faced wagon only", tb: func() table {
			tb := five(Tuco, "si", false)
			tb.bandits[0].hostage = "banker"
			tb.bandits[1].at = "i2"
			tb.bandits[2].at = "i1"
			return tb
		}(), want: "shoot 1, shoot 3"}, // Tuco: also through the stagecoach's roof
	})
}

// §11 Shotgun: "Inactive until punched (a bandit frees the strongbox by
// punching the Shotgun; given the choice between Belle and the Shotgun, the
// Shotgun must be chosen). Punched, the Shotgun leaves the strongbox on the
// stagecoach roof and moves to the roof of the wagon facing the stagecoach
// … a bandit who ends up there (Move, Punch, fleeing the Marshal, …) takes a
// neutral bullet and must flee to the roof of an adjacent wagon of their
// choice (even the one they came from; never the stagecoach roof). A bandit
// who passes through the Shotgun's position during a Move is not stopped but
// takes a neutral bullet." R4: a flee landing on another forbidden position
// applies that position's rule too.
func TestShotgun(t *testing.T) {
	base := func(k ActionKind, at string, shotgun bool) table {
		doc := "r2"
		if shotgun {
			doc = "i1"
		}
		return horsesTable(table{marshal: 0, coach: 2, shotgunOn: shotgun, pile: card(0, k), floor: map[string][]LootID{"sr": {coachBox}},
			bandits: []bandit{{ch: Tuco, at: at}, {ch: Belle, at: "sr"}, {ch: Doc, at: doc}, {ch: Django, at: "i4"}}})
	}
	runSteal(t, []stealCase{
		{name: "Rob on the stagecoach's roof: the Shotgun still guards the strongbox", tb: base(Rob, "sr", false),
			check: func(t *testing.T, s *State, evs []Event) {
				if s.loot[coachBox] != atPlace(s.g.lay.stageRoof) || countEv(evs, EvNoEffect, nil) != 1 {
					t.Errorf("strongbox at %d, events %s", s.loot[coachBox], kinds(evs))
				}
			}},
		{name: "Punch with Belle beside the Shotgun: the Shotgun; it lands on Doc's roof", tb: base(Punch, "sr", false), want: "flee 1, flee 3",
			check: func(t *testing.T, s *State, evs []Event) {
				if !s.shotgunOn || s.loot[coachBox] != atPlace(s.g.lay.stageRoof) {
					t.Fatalf("shotgun %v, strongbox %d", s.shotgunOn, s.loot[coachBox])
				}
				at(t, s, 1, "sr") // Belle not punched
				received(t, s, 2, 1)
				if s.stage != StageFlee || s.Actor() != 2 || legal(s) != "flee 1, flee 3" {
					t.Errorf("Doc must flee: %s, %s", s.stage, legal(s))
				}
				doShort(t, s, "flee 1")
				at(t, s, 2, "r1")
			}},
		{name: "a Move through the Shotgun's roof: a neutral bullet, not stopped", tb: base(Move, "r3", true),
			want: "move 0, move 1, move 2, move 4, move stagecoach", then: []string{"move 1"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "r1"); received(t, s, 0, 1) }},
		{name: "a Move onto the Shotgun's roof: a bullet, then flee, even back", tb: base(Move, "r3", true),
			want: "move 0, move 1, move 2, move 4, move stagecoach", then: []string{"move 2", "flee 3"},
			check: func(t *testing.T, s *State, evs []Event) {
				// at the round's end the stagecoach moves to wagon 3 and the Shotgun with it: hit again
				received(t, s, 0, 2)
				if s.stage != StageFlee || s.phase != EventChoice || legal(s) != "flee 2, flee 4" {
					t.Fatalf("%s/%s: %s", s.phase, s.stage, legal(s))
				}
				doShort(t, s, "flee 2")
				at(t, s, 0, "r2")
			}},
		{name: "a Move onto the stagecoach's roof through the Shotgun's: a bullet", tb: base(Move, "r3", true),
			want: "move 0, move 1, move 2, move 4, move stagecoach", then: []string{"move stagecoach"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "sr"); received(t, s, 0, 1) }},
		{name: "Stealin' goes on only after the flee", tb: func() table {
			tb := base(Move, "r3", true)
			tb.pile = append(tb.pile, PileCard{Owner: 3, Kind: FloorChange})
			return tb
		}(), want: "move 0, move 1, move 2, move 4, move stagecoach", then: []string{"move 2"},
			check: func(t *testing.T, s *State, evs []Event) {
				if s.stage != StageFlee || s.resolve != 1 {
					t.Errorf("stage %s resolve %d", s.stage, s.resolve)
				}
				doShort(t, s, "flee 1")
				at(t, s, 3, "r4") // Django's FloorChange resolved after
			}},
	})
	// R4: fleeing the Marshal onto the Shotgun's roof: the Shotgun's rule too, in that order
	tb := base(Move, "i3", true)
	tb.marshal = 2
	tb.bandits[2].at = "r1"
	runSteal(t, []stealCase{{name: "R4: the Marshal's flee lands on the Shotgun: a second bullet and a second flee", tb: tb,
		want: "move 2, move 4", then: []string{"move 2"},
		check: func(t *testing.T, s *State, evs []Event) {
			at(t, s, 0, "r2")
			received(t, s, 0, 2)
			if n := countEv(evs, EvBulletGiven, func(e Event) bool { return e.Cause.By == ByMarshal }); n != 1 {
				t.Errorf("%d Marshal bullets", n)
			}
			if s.stage != StageFlee || legal(s) != "flee 1, flee 3" {
				t.Fatalf("stage %s legal %s", s.stage, legal(s))
			}
			doShort(t, s, "flee 1")
			at(t, s, 0, "r1")
		}}})
	// a punch pushes the victim onto the Shotgun's roof
	pt := base(Punch, "r1", true)
	pt.bandits[2].at = "r1"
	pt.bandits[1].at = "i1"
	runSteal(t, []stealCase{{name: "pushed onto the Shotgun's roof: bullet and flee", tb: pt, want: "push 0, push 2", then: []string{"push 2", "flee 1"},
		check: func(t *testing.T, s *State, evs []Event) { at(t, s, 2, "r1"); received(t, s, 2, 1) }}})
}

// §11 Stagecoach interior: "For Shoot and Punch only, it is adjacent to the
// interior of the wagon it faces." A bandit punched into it takes a hostage.
// "The Marshal never enters it."
func TestStagecoachPunch(t *testing.T) {
	tb := horsesTable(table{marshal: 0, coach: 2, pile: card(0, Punch), bandits: []bandit{
		{ch: Tuco, at: "i2"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i4"}, {ch: Django, at: "i4"}}})
	runSteal(t, []stealCase{{name: "pushed from the faced wagon into the stagecoach", tb: tb, want: "push 1, push 3, push stagecoach", then: []string{"push stagecoach", "hostage zealot"},
		check: func(t *testing.T, s *State, evs []Event) { at(t, s, 1, "si"); hostageOf(t, s, 1, "zealot") }}})
	back := horsesTable(table{marshal: 2, coach: 2, pile: card(0, Punch), bandits: []bandit{
		{ch: Tuco, at: "si", hostage: "banker"}, {ch: Doc, at: "si", hostage: "poodle"}, {ch: Belle, at: "i4"}, {ch: Django, at: "i4"}}})
	runSteal(t, []stealCase{{name: "pushed out of the stagecoach into the Marshal's wagon: the roof", tb: back, want: "",
		check: func(t *testing.T, s *State, evs []Event) { at(t, s, 1, "r2"); received(t, s, 1, 1) }}})
	m := horsesTable(table{marshal: 2, coach: 2, pile: card(0, MarshalCard), bandits: []bandit{
		{ch: Tuco, at: "si", hostage: "banker"}, {ch: Doc, at: "i4"}, {ch: Belle, at: "i4"}, {ch: Django, at: "i4"}}})
	runSteal(t, []stealCase{{name: "the Marshal moves along the train only", tb: m, want: "marshal 1, marshal 3"}})
}

// §11 Hostages: "The Teacher: may no longer Punch"; "The Poker Player: lose
// your character power"; "The Photographer: may no longer play cards face
// down, even as Ghost"; "The Minister: draw one card fewer"; "The Poodle:
// add one neutral bullet to your deck at the start of each round".
func TestHostageEffects(t *testing.T) {
	runSteal(t, []stealCase{
		{name: "the Teacher: a Punch has no effect", tb: horsesTable(table{pile: card(0, Punch), bandits: []bandit{
			{ch: Tuco, at: "i2", hostage: "teacher"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3"}}}),
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 1, "i2")
				if countEv(evs, EvNoEffect, nil) != 1 {
					t.Errorf("events %s", kinds(evs))
				}
			}},
		{name: "the Poker Player: Belle is a target like any other", tb: horsesTable(table{pile: card(0, Punch), bandits: []bandit{
			{ch: Tuco, at: "i2"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i2", hostage: "poker-player"}}}),
			want: "punch 1, punch 2"},
	})
	// the Photographer and Ghost in a Tunnel and a first turn
	tb := horsesTable(table{turns: "TN", bandits: []bandit{
		{ch: Ghost, at: "i2", hand: "MFS", hostage: "photographer"}, {ch: Doc, at: "i2", hand: "MFS"}, {ch: Belle, at: "i3", hand: "MFS"}}})
	s, _ := build(t, tb)
	if got := legal(s); strings.Contains(got, "down") {
		t.Errorf("the Photographer's Ghost plays face down: %s", got)
	}
	tb.turns = "NN"
	tb.bandits[0].hostage = ""
	s, _ = build(t, tb)
	if got := legal(s); !strings.Contains(got, "down") {
		t.Errorf("Ghost without the Photographer: %s", got)
	}
	// the Minister and the Poodle at the next round's start
	tb = horsesTable(table{phase: Stealin, round: 1, bandits: []bandit{
		{ch: Tuco, at: "i2", hostage: "minister"}, {ch: Doc, at: "i2", hostage: "poodle"}, {ch: Belle, at: "i3"}}})
	s, evs := build(t, tb)
	if s.round != 2 || s.players[0].handLen != 5 || s.players[1].handLen != 7 || s.players[2].handLen != 6 {
		t.Errorf("round %d hands %d %d %d, want 5 (Minister), 7 (Doc), 6", s.round, s.players[0].handLen, s.players[1].handLen, s.players[2].handLen)
	}
	if n := countEv(evs, EvBulletGiven, func(e Event) bool { return e.Target == 1 && e.Seat == NoSeat }); n != 1 || s.bandits[1].received != 1 {
		t.Errorf("the Poodle gave %d neutral bullets", n)
	}
}

// §11 Whisky: "In Schemin', on your turn, instead of playing or drawing you
// may drink a flask — only in a Normal turn. Classic: draw 3 cards, then play
// one action card (no drawing instead). Old: play 2 action cards in a row
// (no drawing instead of either)." "Each flask can be drunk twice: after the
// first time it is turned to its half-empty side, after the second it leaves
// the game."
func TestWhisky(t *testing.T) {
	const classic, old LootID = 27, 28
	tb := horsesTable(table{turns: "NT", oldFlask: old, halfFlask: []LootID{old}, bandits: []bandit{
		{ch: Tuco, at: "i2", hand: "MS", loot: []LootID{classic, old}}, {ch: Doc, at: "i2", hand: "MFS"}, {ch: Belle, at: "i3", hand: "MFS"}}})
	s, _ := build(t, tb)
	if got := legal(s); got != "play Move, play Shoot, draw, drink 27, drink 28" {
		t.Fatalf("legal %s", got)
	}
	c := *s
	evs := doShort(t, &c, "drink 27")
	if c.players[0].handLen != 5 || c.Actor() != 0 || legal(&c) != "play Move, play FloorChange, play Shoot, play Rob, play Punch" &&
		!strings.HasPrefix(legal(&c), "play ") || strings.Contains(legal(&c), "draw") || strings.Contains(legal(&c), "drink") {
		t.Fatalf("after a classic: hand %d, actor %s, legal %s", c.players[0].handLen, c.Actor(), legal(&c))
	}
	if c.flaskHalf&1 == 0 || countEv(evs, EvWhiskyDrunk, func(e Event) bool { return e.Count == 1 && e.Value == 3 }) != 1 {
		t.Errorf("classic flask not half-empty, events %s", kinds(evs))
	}
	doShort(t, &c, "play Move")
	if c.Actor() != 1 {
		t.Errorf("after one card the turn moves on; actor %s", c.Actor())
	}
	o := *s
	doShort(t, &o, "drink 28")
	if o.loot[old] != placeOut {
		t.Errorf("the half-empty old whisky stays at %d", o.loot[old])
	}
	if got := legal(&o); got != "play Move, play Shoot" {
		t.Fatalf("old whisky: %s", got)
	}
	doShort(t, &o, "play Move")
	if o.Actor() != 0 || legal(&o) != "play Shoot" {
		t.Fatalf("second card in a row: actor %s, %s", o.Actor(), legal(&o))
	}
	doShort(t, &o, "play Shoot")
	if o.Actor() != 1 || o.pileLen != 2 {
		t.Errorf("actor %s, pile %d", o.Actor(), o.pileLen)
	}
	// not in a Tunnel turn
	tb.turn = 1
	s, _ = build(t, tb)
	if strings.Contains(legal(s), "drink") {
		t.Errorf("drinking in a Tunnel: %s", legal(s))
	}
}

// §11 Turmoil: "everyone chooses a card, all reveal at once, and the cards go
// onto the pile in normal turn order; a player may instead announce, before
// the reveal, that they draw 3."
func TestTurmoil(t *testing.T) {
	tb := horsesTable(table{turns: "MN", first: 1, bandits: []bandit{
		{ch: Tuco, at: "i2", hand: "MS"}, {ch: Doc, at: "i2", hand: "MF"}, {ch: Belle, at: "i3", hand: "RS"}}})
	s, _ := build(t, tb)
	if s.stage != StageTurmoil || len(s.Expected()) != 3 {
		t.Fatalf("stage %s expecting %v", s.stage, s.Expected())
	}
	if got := short(LegalFor(s, 0)[0]); got != "play Move" || len(LegalFor(s, 0)) != 3 {
		t.Errorf("seat 0: %v", LegalFor(s, 0))
	}
	pick := func(seat Seat, want string) {
		for _, c := range LegalFor(s, seat) {
			if short(c) == want {
				evs := do(t, s, c)
				for _, e := range evs {
					if e.Kind == EvCardPlayed || e.Kind == EvCardsDrawn {
						t.Errorf("%s revealed before everyone chose", e.Kind)
					}
				}
				return
			}
		}
		t.Fatalf("%s not legal for %s", want, seat)
	}
	pick(0, "play Shoot")
	pick(2, "draw")
	var evs []Event
	for _, c := range LegalFor(s, 1) {
		if short(c) == "play FloorChange" {
			evs = do(t, s, c)
		}
	}
	// in turn order from the first player (seat 1): Doc, Belle draws, Tuco
	if s.pileLen != 2 || s.pile[0].Owner != 1 || s.pile[0].Kind != FloorChange || s.pile[1].Owner != 0 || s.pile[1].Kind != Shoot || s.pile[0].FaceDown {
		t.Errorf("pile %v", s.pile[:s.pileLen])
	}
	if s.players[2].handLen != 5 || countEv(evs, EvCardsDrawn, nil) != 1 {
		t.Errorf("Belle's draw: hand %d", s.players[2].handLen)
	}
	if s.stage != StageNone || s.turn != 1 || s.Actor() != 1 {
		t.Errorf("next turn: stage %s turn %d actor %s", s.stage, s.turn, s.Actor())
	}
}

// §11 Plan of Attack: "for each symbol, each player may keep one card from
// hand for the next round, chosen between Schemin' and Stealin'; kept cards
// are not shuffled back and the hand is completed to 6 (7 for Doc) next round."
func TestPlanOfAttack(t *testing.T) {
	s, _, _ := New(Setup{Players: 3, Seed: 2, Rules: RuleHorses})
	rnd := NewRand(4)
	var buf []Command
	for steps := 0; !s.Over() && steps < 5000; steps++ {
		if s.stage == StagePlan {
			seat := s.Expected()[0]
			kept := LegalFor(&s, seat)[0]
			if kept.Kind != CmdKeep || LegalFor(&s, seat)[len(LegalFor(&s, seat))-1].Kind != CmdDone {
				t.Fatalf("plan legal %v", LegalFor(&s, seat))
			}
			card := actionCard(kept.Card, Seat(s.players[seat].bandits[0]))
			do(t, &s, kept) // one symbol: keeping one card ends the seat's choice
			if s.IsExpected(seat) {
				t.Fatalf("%s may keep more than the card's one symbol", seat)
			}
			for s.stage == StagePlan {
				do(t, &s, Simple(s.Expected()[0], CmdDone))
			}
			round := s.round
			for s.round == round && !s.Over() {
				buf = s.LegalAllInto(buf[:0])
				do(t, &s, buf[rnd.Intn(len(buf))])
			}
			p := &s.players[seat]
			found := false
			for _, c := range p.hand[:p.handLen] {
				found = found || c == card
			}
			if !found || int(p.handLen) != s.handTarget(seat) && s.phase == Schemin && s.turn == 0 && s.orderAt == 0 {
				t.Errorf("the kept %s is not in the next hand %v", card.Kind(), p.hand[:p.handLen])
			}
			return
		}
		buf = s.LegalAllInto(buf[:0])
		do(t, &s, buf[rnd.Intn(len(buf))])
	}
	t.Skip("no Plan of Attack round in this game")
}

// endOfRound builds a position at the end of Stealin' of round r with event ev.
func endOfRound(t *testing.T, tb table, r int, ev cards.Event) (*State, []Event) {
	tb.phase, tb.round, tb.event, tb.turns = Stealin, r, ev, "N"
	return build(t, horsesTable(tb))
}

// §11 Events, and "At the end of each round, after the event, the
// stagecoach moves one wagon toward the caboose (unless it already faces the
// caboose), and a Shotgun on the train roof moves with it."
func TestHorsesEvents(t *testing.T) {
	four := []bandit{{ch: Tuco, at: "r1"}, {ch: Doc, at: "si", hostage: "banker"}, {ch: Belle, at: "r3"}, {ch: Django, at: "i2"}}
	t.Run("Panting Horses: the 1 nearest the caboose with 2–4 players", func(t *testing.T) {
		s, _ := endOfRound(t, table{coach: 1, horses: []uint8{0, 1, 2, 0, 1}, bandits: four}, 1, cards.PantingHorses)
		if s.horses != [maxWagons + 1]uint8{0, 1, 2, 0, 0} {
			t.Errorf("horses %v", s.horses)
		}
	})
	t.Run("Whisky for the Marshal: a classic flask, one wagon toward the caboose", func(t *testing.T) {
		s, _ := endOfRound(t, table{marshal: 1, floor: map[string][]LootID{"i1": {27}}, bandits: four}, 1, cards.WhiskyForMarshal)
		if s.loot[27] != placeOut || s.Marshal() != 2 {
			t.Fatalf("flask at %d, Marshal at %d", s.loot[27], s.Marshal())
		}
		at(t, s, 3, "r2") // Django met him
		received(t, s, 3, 1)
	})
	t.Run("Whisky for the Marshal: the old one, to the caboose", func(t *testing.T) {
		s, _ := endOfRound(t, table{marshal: 1, oldFlask: 27, floor: map[string][]LootID{"i1": {27}}, bandits: four}, 1, cards.WhiskyForMarshal)
		if s.Marshal() != 4 {
			t.Errorf("Marshal at %d", s.Marshal())
		}
	})
	t.Run("Whisky for the Marshal: no flask, nothing", func(t *testing.T) {
		s, _ := endOfRound(t, table{marshal: 1, floor: map[string][]LootID{"i2": {27}}, bandits: four}, 1, cards.WhiskyForMarshal)
		if s.Marshal() != 1 {
			t.Errorf("Marshal at %d", s.Marshal())
		}
	})
	t.Run("Higher Speed: roofs, horses, stagecoach and Shotgun one wagon back, then the usual move", func(t *testing.T) {
		s, _ := endOfRound(t, table{coach: 1, horses: []uint8{1, 0, 2, 0, 1}, bandits: four}, 1, cards.HigherSpeed)
		at(t, s, 0, "r2")
		at(t, s, 2, "r4")
		if s.coach != 3 || s.horses != [maxWagons + 1]uint8{0, 1, 0, 2, 1} {
			t.Errorf("coach %d horses %v", s.coach, s.horses)
		}
	})
	t.Run("Shotgun's Rage: in or on the stagecoach or its wagon", func(t *testing.T) {
		s, _ := endOfRound(t, table{coach: 2, bandits: four}, 1, cards.ShotgunsRage)
		received(t, s, 0, 0)
		received(t, s, 1, 1)
		received(t, s, 3, 1)
	})
	t.Run("the stagecoach and the Shotgun move; a bandit under the Shotgun flees", func(t *testing.T) {
		s, _ := endOfRound(t, table{coach: 2, shotgunOn: true, bandits: four}, 1, cards.NoEvent)
		if s.coach != 3 || s.phase != EventChoice || s.stage != StageFlee || s.Actor() != 2 {
			t.Fatalf("coach %d, %s/%s actor %s", s.coach, s.phase, s.stage, s.Actor())
		}
		received(t, s, 2, 1)
		doShort(t, s, "flee 4")
		if s.phase != Schemin || s.round != 2 {
			t.Errorf("%s round %d", s.phase, s.round)
		}
	})
	t.Run("facing the caboose, it stays", func(t *testing.T) {
		s, _ := endOfRound(t, table{coach: 4, bandits: four}, 1, cards.NoEvent)
		if s.coach != 4 {
			t.Errorf("coach %d", s.coach)
		}
	})
}

// §11 scoring: "Scoring adds the hostages' ransoms"; Sharing the Loot "several
// bandits on the same position as a strongbox holder share its value equally
// (rounded down)"; Escape "every bandit still in or on the train … is
// arrested and cannot win; to escape, play Ride during this round and leave
// the train for good (out of the game but still in the running), or be in or
// on the stagecoach at the end"; Deadly Bullet "every bullet received during
// this round costs its victim $150, neutral ones included".
func TestHorsesScoring(t *testing.T) {
	t.Run("ransoms", func(t *testing.T) {
		s, _ := endOfRound(t, table{bandits: []bandit{
			{ch: Tuco, at: "i1", hostage: "old-lady", loot: []LootID{18, 19}}, {ch: Doc, at: "i1", hostage: "banker", loot: []LootID{24}},
			{ch: Belle, at: "i3", hostage: "poker-player", loot: []LootID{2, 3}}, {ch: Django, at: "i4", hostage: "photographer", deck: "01N"},
			{ch: Cheyenne, at: "i5"}}}, Rounds-1, cards.NoEvent)
		r := Score(s)
		for i, want := range []int{1000, 1000, 500, 400} {
			if r.Players[i].Hostages != want {
				t.Errorf("%s ransom %d, want %d", Seat(i), r.Players[i].Hostages, want)
			}
		}
	})
	t.Run("Sharing the Loot, rounded down", func(t *testing.T) {
		s, _ := endOfRound(t, table{bandits: []bandit{
			{ch: Tuco, at: "i1", loot: []LootID{24}}, {ch: Doc, at: "i1"}, {ch: Belle, at: "i1"}, {ch: Django, at: "i4", loot: []LootID{25}}}}, Rounds-1, cards.SharingTheLoot)
		r := Score(s)
		if r.Players[0].Shared != -667 || r.Players[1].Shared != 333 || r.Players[2].Shared != 333 || r.Players[3].Shared != 0 {
			t.Errorf("shares %d %d %d %d, want -667 333 333 0", r.Players[0].Shared, r.Players[1].Shared, r.Players[2].Shared, r.Players[3].Shared)
		}
		if r.Players[0].Total != 333 {
			t.Errorf("Tuco's total %d", r.Players[0].Total)
		}
	})
	t.Run("Escape: the rich bandit on the train cannot win", func(t *testing.T) {
		s, _ := endOfRound(t, table{bandits: []bandit{
			{ch: Tuco, at: "i1", loot: []LootID{24, 25}}, {ch: Doc, at: "esc"}, {ch: Belle, at: "sr", loot: []LootID{18}}, {ch: Django, at: "r4"}}}, Rounds-1, cards.Escape)
		r := Score(s)
		if !r.Players[0].Arrested || r.Players[1].Arrested || r.Players[2].Arrested || !r.Players[3].Arrested {
			t.Errorf("arrested %v %v %v %v", r.Players[0].Arrested, r.Players[1].Arrested, r.Players[2].Arrested, r.Players[3].Arrested)
		}
		if len(r.Winners) != 1 || r.Winners[0] != 2 {
			t.Errorf("winners %v, want Belle (seat 2)", r.Winners)
		}
	})
	t.Run("Escape: Ride off the train for good", func(t *testing.T) {
		tb := horsesTable(table{coach: 3, horses: []uint8{0, 1}, event: cards.Escape, pile: card(0, Ride), bandits: []bandit{
			{ch: Tuco, at: "i1"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i4"}, {ch: Django, at: "r4"}}})
		runSteal(t, []stealCase{{name: "escape", tb: tb, want: "ride 0, ride 1, ride 2, ride 3, ride stagecoach, ride 4, ride escape", then: []string{"ride escape"},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "esc")
				if s.horses[1] != 0 || !s.Over() || Score(s).Players[0].Arrested {
					t.Errorf("horses %v, over %v", s.horses, s.Over())
				}
			}}})
	})
	t.Run("Deadly Bullet: $150 per bullet this round", func(t *testing.T) {
		tb := horsesTable(table{event: cards.DeadlyBullet, pile: []PileCard{{Owner: 0, Kind: Shoot}, {Owner: 1, Kind: Shoot}}, bandits: []bandit{
			{ch: Tuco, at: "i1", deck: "N"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3"}}})
		runSteal(t, []stealCase{{name: "deadly", tb: tb, want: "", check: func(t *testing.T, s *State, evs []Event) {
			r := Score(s)
			if r.Players[1].DeadlyBullets != -150 || r.Players[0].DeadlyBullets != -150 || r.Players[2].DeadlyBullets != 0 {
				t.Errorf("deadly %d %d %d", r.Players[0].DeadlyBullets, r.Players[1].DeadlyBullets, r.Players[2].DeadlyBullets)
			}
		}}})
	})
}

// The new commands encode and decode strictly (docs/design.md rule 3). A Ride may
// go to the Time-Travel Car (§12, colt-express-3: "reached by Move or by Ride").
func TestHorsesCommandsJSON(t *testing.T) {
	for _, c := range []Command{
		Choose(1, CmdRide, int(coachWagon)), Choose(1, CmdRide, int(escapeWagon)), Choose(1, CmdRide, 3), Choose(1, CmdRide, int(carWagon)),
		Choose(2, CmdMove, int(coachWagon)), Choose(0, CmdPush, int(coachWagon)), Choose(0, CmdFlee, 2),
		Choose(0, CmdHostage, int(OldLady)), Simple(0, CmdPunchShotgun), Choose(0, CmdDrink, 29),
		Simple(3, CmdGallop), Simple(3, CmdBoardBoth), Choose(1, CmdStartWagon, 2), Choose(0, CmdHide, int(coachWagon)),
		func() Command { c := Simple(2, CmdBoard); c.Bandit = 2; return c }(), Play(0, Ride, false),
	} {
		b, err := c.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeCommand(b)
		if err != nil || got != c {
			t.Errorf("%s: decoded %v, %v", b, got, err)
		}
	}
	for _, bad := range []string{`{"seat":0,"do":"hide","area":"escaped"}`, `{"seat":0,"do":"move","area":"escaped"}`,
		`{"seat":0,"do":"hostage","hostage":"mayor"}`, `{"seat":0,"do":"board"}`} {
		if _, err := DecodeCommand([]byte(bad)); !errors.Is(err, ErrBadCommand) {
			t.Errorf("%s decoded: %v", bad, err)
		}
	}
}

// §12 with §11: "the stagecoach roof and the Car can shoot each other"; a
// hiding place may be "the stagecoach"; the Shotgun blocks the Car's line
// along the train's roofs too. §11: a bandit moved onto the Shotgun's roof
// by an event flees as well.
func TestHorsesWithTheCar(t *testing.T) {
	tb := horsesTable(table{rules: RuleTTC, coach: 2, shotgunOn: true, pile: card(0, Shoot), bandits: []bandit{
		{ch: Tuco, at: "car"}, {ch: Doc, at: "r4"}, {ch: Belle, at: "i4"}, {ch: Cheyenne, at: "sr"}}})
	runSteal(t, []stealCase{{name: "from the Car: the stagecoach's roof; the Shotgun hides roof 4", tb: tb, want: "",
		check: func(t *testing.T, s *State, evs []Event) { received(t, s, 3, 1); received(t, s, 1, 0) }}})
	h := horsesTable(table{rules: RuleTTC, phase: Stealin, round: 1, turns: "N", coach: 1, bandits: []bandit{
		{ch: Tuco, at: "car"}, {ch: Doc, at: "r3"}, {ch: Belle, at: "i3"}}})
	s, _ := build(t, h)
	if s.stage != StageHide || !strings.Contains(legal(s), "hide stagecoach") {
		t.Fatalf("stage %s, legal %s", s.stage, legal(s))
	}
	doShort(t, s, "hide stagecoach")
	for s.phase == Schemin {
		do(t, s, Legal(s)[len(Legal(s))-1])
	}
	at(t, s, 0, "si")
	if s.stage != StageHostage {
		t.Errorf("appearing inside the stagecoach: stage %s", s.stage)
	}
	// Braking moves a roof bandit onto the Shotgun's roof: a bullet and a flee
	b, _ := endOfRound(t, table{coach: 2, shotgunOn: true, bandits: []bandit{{ch: Tuco, at: "r3"}, {ch: Doc, at: "i1"}, {ch: Belle, at: "i3"}}}, 1, cards.Braking)
	if b.stage != StageFlee || b.bandits[0].received != 1 {
		t.Errorf("after Braking onto the Shotgun: %s, %d bullets", b.stage, b.bandits[0].received)
	}
}

// §4 with §11: a forced choice between two cards (a hostage to take, the
// Shotgun to flee) resolves no card: the next card on the pile, face
// down, stays a back to everyone but its owner, and no card is being
// resolved (the views and Determinize showed its face as the card being
// resolved).
func TestForcedChoiceKeepsTheNextCardFaceDown(t *testing.T) {
	s, _ := build(t, horsesTable(table{coach: 2, phase: Stealin, pile: []PileCard{{Owner: 0, Kind: FloorChange}, {Owner: 1, Kind: Shoot, FaceDown: true}},
		bandits: []bandit{{ch: Tuco, at: "sr"}, {ch: Doc, at: "r1"}, {ch: Belle, at: "i2"}}}))
	if s.stage != StageHostage || s.resolve != 1 {
		t.Fatalf("Tuco inside the stagecoach: stage %s, card %d", s.stage, s.resolve)
	}
	for _, viewer := range []Seat{NoSeat, 0, 2} {
		v := View(s, viewer)
		if v.Pile[1].Card != HiddenCard || v.Resolving != -1 {
			t.Errorf("seat %d sees the next card as %v, resolving %d", viewer, v.Pile[1].Card, v.Resolving)
		}
	}
	if v := View(s, 1); v.Pile[1].Card != Shoot {
		t.Errorf("its owner sees its face-down card as %v", v.Pile[1].Card)
	}
	if s.hiddenPileCard(1, 1) || !s.hiddenPileCard(1, 0) {
		t.Error("Determinize would know the face-down card")
	}
}
