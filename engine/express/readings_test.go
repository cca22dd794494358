package express

import (
	"errors"
	"strings"
	"testing"

	"colt/engine/express/cards"
)

// The readings of docs/rules.md §7 and §12 corrected against the French
// rulebook (rules version colt-express-3). Each test also plays the
// position as a colt-express-2 record replays it (table.previous): old
// records keep the meaning they were played with.

// carHorses returns a table's horses with n horses facing the Car (§12:
// for a horse the Car is one step beyond the locomotive).
func carHorses(wagons []uint8, n uint8) []uint8 {
	h := make([]uint8, carHorse+1)
	copy(h, wagons)
	h[carHorse] = n
	return h
}

// §7 Swivel Arm: "Every bandit on a roof of the train goes to the caboose
// roof (FR « sur un toit du train »: not the stagecoach roof, not the
// Time-Travel Car)."
func TestSwivelArmMovesOnlyTheTrainsRoofs(t *testing.T) {
	four := []bandit{{ch: Tuco, at: "sr", hostage: "banker"}, {ch: Doc, at: "r1"}, {ch: Belle, at: "car"}, {ch: Django, at: "i2"}}
	s, _ := endOfRound(t, table{rules: RuleTTC, coach: 1, bandits: four}, 1, cards.SwivelArm)
	at(t, s, 0, "sr") // the stagecoach's roof is not a roof of the train
	at(t, s, 1, "r4")
	at(t, s, 2, "car")
	at(t, s, 3, "i2")
	// a colt-express-2 record replays as it was played: the stagecoach's roof went too
	old, _ := endOfRound(t, table{rules: RuleTTC, coach: 1, bandits: four, previous: true}, 1, cards.SwivelArm)
	at(t, old, 0, "r4")
	at(t, old, 1, "r4")
}

// §7 Braking: "Every bandit on a roof of the train moves one wagon forward
// (those on the locomotive roof stay; with the Car they go into it, §12; the
// stagecoach roof is not a roof of the train)."
func TestBrakingMovesOnlyTheTrainsRoofs(t *testing.T) {
	four := []bandit{{ch: Tuco, at: "sr", hostage: "banker"}, {ch: Doc, at: "r2"}, {ch: Belle, at: "r0"}, {ch: Django, at: "i2"}}
	for _, previous := range []bool{false, true} { // the same reading in both versions
		s, _ := endOfRound(t, table{rules: RuleTTC, coach: 3, bandits: four, previous: previous}, 1, cards.Braking)
		at(t, s, 0, "sr")
		at(t, s, 1, "r1")
		at(t, s, 2, "car")
		at(t, s, 3, "i2")
	}
}

// §12: "[The Car] is reached by Move or by Ride (FR « On peut l'atteindre
// par un Déplacement ou par la Chevauchée »: for a horse it is one step
// beyond the locomotive …)". §11 Ride: "move bandit and horse 0–3 wagons
// forward or back, then put the bandit inside the wagon the horse now
// faces"; "If at least one horse faces your bandit's wagon, mount it".
func TestCarReachedByRide(t *testing.T) {
	four := func(at string, horses []uint8, previous bool) table {
		return horsesTable(table{rules: RuleTTC, marshal: 4, coach: 3, horses: horses, pile: card(0, Ride), previous: previous, bandits: []bandit{
			{ch: Tuco, at: at}, {ch: Doc, at: "r4"}, {ch: Belle, at: "r4"}, {ch: Django, at: "r3"}}})
	}
	runSteal(t, []stealCase{
		{name: "from wagon 2 the Car is three steps: the horse faces it, the bandit goes in", tb: four("r2", []uint8{0, 0, 1}, false),
			want: "ride car, ride 0, ride 1, ride 2, ride 3, ride stagecoach, ride 4", then: []string{"ride car"},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "car")
				if s.horses[2] != 0 || s.horses[carHorse] != 1 {
					t.Errorf("horses %v: the horse goes with its rider, one step beyond the locomotive", s.horses)
				}
				if n := countEv(evs, EvHorseMoved, func(e Event) bool { return e.To.Area == AreaCar && e.From == pos(t, "i2") }); n != 1 {
					t.Errorf("%d horses moved to the Car: %s", n, kinds(evs))
				}
				if v := Public(s); v.CarHorses != 1 || v.Horses[2] != 0 {
					t.Errorf("the public view shows %d horses at the Car, %v beside the train", v.CarHorses, v.Horses)
				}
			}},
		{name: "from wagon 3 the Car is four steps away", tb: four("i3", []uint8{0, 0, 0, 1}, false),
			want: "ride 0, ride 1, ride 2, ride 3, ride stagecoach, ride 4"},
		{name: "from the Car, on the horse facing it: back to the locomotive and two wagons", tb: four("car", carHorses(nil, 1), false),
			want: "ride car, ride 0, ride 1, ride 2", then: []string{"ride 1"},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "i1")
				if s.horses[carHorse] != 0 || s.horses[1] != 1 {
					t.Errorf("horses %v", s.horses)
				}
			}},
		{name: "in the Car with no horse facing it: no effect", tb: four("car", []uint8{1, 1}, false),
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "car")
				if countEv(evs, EvNoEffect, nil) != 1 {
					t.Errorf("events %s", kinds(evs))
				}
			}},
		{name: "colt-express-2: the Car was reached by Move only", tb: four("r2", []uint8{0, 0, 1}, true),
			want: "ride 0, ride 1, ride 2, ride 3, ride stagecoach, ride 4"},
	})
}

// §12: "a Move or Ride that crosses the Shotgun's position on the way costs
// the neutral bullet of §11 as any other crossing does"; §11: "A bandit who
// passes through the Shotgun's position during a Move is not stopped but
// takes a neutral bullet." Hostages: the Old Lady "may move only one wagon
// on the roof", and the Car is one step beyond the locomotive (§12).
func TestMoveIntoTheCarCrossesTheShotgun(t *testing.T) {
	four := func(at string, hostage string, previous bool) table {
		return horsesTable(table{rules: RuleTTC, marshal: 4, coach: 1, shotgunOn: true, pile: card(0, Move), previous: previous, bandits: []bandit{
			{ch: Tuco, at: at, hostage: hostage}, {ch: Doc, at: "r4"}, {ch: Belle, at: "r4"}, {ch: Django, at: "i3"}}})
	}
	runSteal(t, []stealCase{
		{name: "roof 2 into the Car over the Shotgun's roof 1: a neutral bullet", tb: four("r2", "", false),
			want: "move car, move 0, move 1, move 3, move 4, move stagecoach", then: []string{"move car"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "car"); received(t, s, 0, 1) }},
		{name: "the locomotive's roof into the Car crosses nothing", tb: four("r0", "", false),
			want: "move car, move 1, move 2, move 3, move stagecoach", then: []string{"move car"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "car"); received(t, s, 0, 0) }},
		{name: "colt-express-2: the crossing into the Car cost nothing", tb: four("r2", "", true),
			want: "move car, move 0, move 1, move 3, move 4, move stagecoach", then: []string{"move car"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "car"); received(t, s, 0, 0) }},
		{name: "the Old Lady on roof 1: the Car is two steps away", tb: func() table {
			tb := four("r1", "old-lady", false)
			tb.shotgunOn = false
			return tb
		}(), want: "move 0, move 2, move stagecoach"},
		{name: "colt-express-2: the Old Lady reached the Car from roof 1", tb: func() table {
			tb := four("r1", "old-lady", true)
			tb.shotgunOn = false
			return tb
		}(), want: "move car, move 0, move 2, move stagecoach"},
	})
	// from the stagecoach's roof: crossing to the faced roof, the roofs to the locomotive's, then the Car
	coach := func(coach int8, shotgun, previous bool) table {
		tb := four("sr", "", previous)
		tb.coach, tb.shotgunOn = coach, shotgun
		return tb
	}
	runSteal(t, []stealCase{
		{name: "the stagecoach facing wagon 1: the Car is three steps, over the Shotgun's roof", tb: coach(1, true, false),
			want: "move car, move 0, move 1, move 2, move 3", then: []string{"move car"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "car"); received(t, s, 0, 1) }},
		{name: "the stagecoach facing wagon 2: the Car is four steps", tb: coach(2, false, false),
			want: "move 0, move 1, move 2, move 3, move 4"},
		{name: "colt-express-2: no Move from the stagecoach's roof into the Car", tb: coach(1, false, true),
			want: "move 0, move 1, move 2, move 3"},
	})
}

// §11 events with a horse facing the Car (§12: one step beyond the
// locomotive): Panting Horses removes "the 1 nearest" the caboose, so the
// Car's last; Higher Speed moves "all horses" one wagon toward the caboose.
func TestHorsesEventsWithTheCarsHorse(t *testing.T) {
	four := []bandit{{ch: Tuco, at: "r1"}, {ch: Doc, at: "si", hostage: "banker"}, {ch: Belle, at: "car"}, {ch: Django, at: "i2"}}
	s, _ := endOfRound(t, table{rules: RuleTTC, coach: 1, horses: carHorses([]uint8{0, 1}, 1), bandits: four}, 1, cards.PantingHorses)
	if s.horses[1] != 0 || s.horses[carHorse] != 1 {
		t.Errorf("Panting Horses: horses %v, want the one facing wagon 1 gone", s.horses)
	}
	s, _ = endOfRound(t, table{rules: RuleTTC, coach: 1, horses: carHorses(nil, 1), bandits: four}, 1, cards.PantingHorses)
	if s.horses[carHorse] != 0 {
		t.Errorf("Panting Horses: horses %v, want the Car's gone (the only one)", s.horses)
	}
	s, evs := endOfRound(t, table{rules: RuleTTC, coach: 1, horses: carHorses([]uint8{1}, 2), bandits: four}, 1, cards.HigherSpeed)
	if s.horses[carHorse] != 0 || s.horses[0] != 2 || s.horses[1] != 1 {
		t.Errorf("Higher Speed: horses %v, want the Car's two at the locomotive", s.horses)
	}
	if n := countEv(evs, EvHorseMoved, func(e Event) bool { return e.From.Area == AreaCar && e.To == pos(t, "i0") && e.Count == 2 }); n != 1 {
		t.Errorf("Higher Speed: %d events move the Car's horses: %s", n, kinds(evs))
	}
}

// §10 two bandits each: "the rulebook advises playing it without the
// Experts variant (« Il est conseillé de jouer … sans la variante experts »):
// advice, not a ban." Played together, each keeps its own rule: Experts'
// "a player may keep any action cards in hand for the next round" and "draw
// up to 6", and the variant's "before shuffling, each player may take one
// card of their choice" on top of it ("7 in hand; with Doc, 8") — from the
// deck or, with Experts, the discard: all the player's cards not in hand.
func TestTwoBanditsWithExpertsIsAllowed(t *testing.T) {
	if !TwoBanditsExpertsAdvice(RuleTwoBandits|RuleExperts) || TwoBanditsExpertsAdvice(RuleTwoBandits) || TwoBanditsExpertsAdvice(RuleExperts) {
		t.Error("the advice is for the two-bandit variant with Experts only")
	}
	s := twoBandits(t, Setup{Players: 3, Rules: RuleExperts, Seed: 8, Characters: []string{"Ghost", "Tuco", "Belle", "Cheyenne", "Doc", "Django"}})
	if !s.g.experts || s.stage != StageTakeCard {
		t.Fatalf("experts %v, round start at %s/%s; want the card to take", s.g.experts, s.phase, s.stage)
	}
	take := func(i int) {
		c := base(Seat(i), CmdTakeCard)
		c.Card, c.Bandit = Shoot, Seat(s.players[i].bandits[0])
		do(t, s, c)
	}
	take(0)
	do(t, s, Simple(1, CmdDecline))
	take(2)
	for i, want := range []int{7, 6, 8} { // taken + 6; declined: 6; Doc: taken + 7
		if got := int(s.players[i].handLen); got != want {
			t.Errorf("round 1: seat %d holds %d cards, want %d", i, got, want)
		}
	}
	// play on to the next round's card to take, keeping one card each at the end of Schemin'
	rnd := NewRand(3)
	kept := [3]int{}
	for s.round == 0 && !s.Over() {
		if s.stage == StageKeep {
			for _, seat := range s.Expected() {
				if kept[seat] == 0 {
					findCmd(t, s, seat, CmdKeep, LegalFor(s, seat)[0].Card)
					kept[seat] = int(s.players[seat].kept)
					continue
				}
				do(t, s, Simple(seat, CmdDone))
			}
			continue
		}
		all := Legal(s)
		do(t, s, all[rnd.Intn(len(all))])
	}
	if s.stage != StageTakeCard || s.round != 1 {
		t.Fatalf("round %d at %s/%s, want the card to take", s.round+1, s.phase, s.stage)
	}
	for i := 0; i < 3; i++ {
		if got := int(s.players[i].handLen); got != kept[i] || kept[i] != 1 {
			t.Errorf("round 2: seat %d holds %d cards before the deal, kept %d (Experts: kept cards stay in hand)", i, got, kept[i])
		}
		p := &s.players[i]
		if p.discLen == 0 {
			t.Fatalf("seat %d: an empty discard after a round of Experts", i)
		}
		take := base(Seat(i), CmdTakeCard) // from the discard: the deck may be spent
		for _, c := range p.discard[:p.discLen] {
			if c.Kind() != Bullet {
				take.Card, take.Bandit = c.Kind(), c.bandit()
			}
		}
		if take.Card == Move && take.Bandit == NoSeat {
			t.Fatalf("seat %d: no action card in the discard", i)
		}
		do(t, s, take)
	}
	for i, want := range []int{7, 7, 8} { // draw up to 6 (Doc 7), the card taken on top
		p := &s.players[i]
		actions := 0
		for _, c := range p.hand[:p.handLen] {
			actions += b2i(c.Kind() != Bullet)
		}
		if got := int(p.handLen); got != want {
			t.Errorf("round 2: seat %d holds %d cards (%d actions), want %d", i, got, actions, want)
		}
	}
}

// docs/design.md rule 6 and docs/record-format.md: "The version changes whenever a
// rule change would make an old record replay differently." A
// colt-express-2 record replays with that version's readings (the goldens
// under testdata/golden are such records), a new game is colt-express-3,
// and the two-bandit variant with Experts, refused by colt-express-2, is no
// record of that version.
func TestRulesVersions(t *testing.T) {
	s, err := NewQuiet(Setup{Players: 3, Rules: RuleTTC | RuleHorses, Seed: 1})
	if err != nil || s.g.version != RulesVersion || !s.g.frReadings || NewRecord(Setup{}).Rules != "colt-express-3" {
		t.Fatalf("a new game: version %q, readings %v, %v", s.g.version, s.g.frReadings, err)
	}
	old, err := ReplayN(Record{Rules: PreviousRulesVersion, Setup: Setup{Players: 3, Rules: RuleTTC | RuleHorses, Seed: 1}}, 0)
	if err != nil || old.g.version != PreviousRulesVersion || old.g.frReadings {
		t.Fatalf("a colt-express-2 record: version %q, readings %v, %v", old.g.version, old.g.frReadings, err)
	}
	if _, err := ReplayN(Record{Rules: PreviousRulesVersion, Setup: Setup{Players: 3, Rules: RuleTwoBandits | RuleExperts, Seed: 1}}, 0); !errors.Is(err, ErrSetup) {
		t.Errorf("a colt-express-2 record of two bandits with Experts: %v, want ErrSetup", err)
	}
	if _, err := ReplayN(Record{Rules: "colt-express-9", Setup: Setup{Players: 3}}, 0); !errors.Is(err, ErrRulesVersion) || !strings.Contains(err.Error(), "colt-express-2") {
		t.Errorf("an unknown version: %v", err)
	}
}
