package express

import (
	"fmt"
	"reflect"
	"testing"
)

// stealCase is one Stealin' test: a literal position whose pile starts
// resolving at once, the choices expected, the commands to make, and a check
// of the outcome.
type stealCase struct {
	name  string
	tb    table
	want  string   // Legal at the first choice ("" = no choice: resolved automatically)
	then  []string // commands (short form) made one after the other
	check func(t *testing.T, s *State, evs []Event)
}

func runSteal(t *testing.T, cases []stealCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.tb.phase = Stealin
			tc.tb.turns = "N"
			// The last round: when the pile is done the game ends, so the decks
			// are not shuffled for a next round and can be inspected.
			tc.tb.round = Rounds - 1
			s, evs := build(t, tc.tb)
			got := ""
			if s.phase == Stealin && s.stage != StageNone {
				got = legal(s)
			}
			if got != tc.want {
				t.Fatalf("legal: %q\nwant:  %q", got, tc.want)
			}
			for _, c := range tc.then {
				evs = append(evs, doShort(t, s, c)...)
			}
			if tc.check != nil {
				tc.check(t, s, evs)
			}
		})
	}
}

// card returns a one-card pile for seat.
func card(seat Seat, k ActionKind) []PileCard { return []PileCard{{Owner: seat, Kind: k}} }

func at(t *testing.T, s *State, seat Seat, want string) {
	t.Helper()
	if got := s.BanditAt(seat); got != pos(t, want) {
		t.Errorf("%s (%s) at %v, want %s", seat, s.bandits[seat].character, got, pos(t, want))
	}
}

func received(t *testing.T, s *State, seat Seat, want int) {
	t.Helper()
	if got := int(s.bandits[seat].received); got != want {
		t.Errorf("%s (%s) received %d bullets, want %d", seat, s.bandits[seat].character, got, want)
	}
}

func TestMove(t *testing.T) {
	three := func(at string, marshal int8) table {
		return table{marshal: marshal, pile: card(0, Move), bandits: []bandit{
			{ch: Tuco, at: at}, {ch: Doc, at: "r1"}, {ch: Belle, at: "r1"}, {ch: Django, at: "r1"}}}
	}
	six := func(at string) table {
		return table{pile: card(0, Move), bandits: []bandit{
			{ch: Tuco, at: at}, {ch: Doc, at: "r1"}, {ch: Belle, at: "r1"}, {ch: Django, at: "r1"}, {ch: Ghost, at: "r1"}, {ch: Cheyenne, at: "r1"}}}
	}
	runSteal(t, []stealCase{
		// §5 Move inside: exactly one wagon forward or back.
		{name: "inside: one wagon either way", tb: three("i2", 0), want: "move 1, move 3", then: []string{"move 3"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "i3") }},
		{name: "inside the locomotive: back only", tb: three("i0", 4), want: "",
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "i1") }},
		{name: "inside the caboose: forward only", tb: three("i4", 0), want: "",
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "i3") }},
		// §5 Move roof: 1, 2 or 3 wagons, never off the train.
		{name: "roof: 1 to 3 wagons either way", tb: six("r3"), want: "move 0, move 1, move 2, move 4, move 5, move 6"},
		{name: "roof of the locomotive", tb: six("r0"), want: "move 1, move 2, move 3", then: []string{"move 3"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "r3") }},
		{name: "roof of the caboose", tb: three("r4", 0), want: "move 1, move 2, move 3"},
		{name: "roof near the locomotive", tb: six("r1"), want: "move 0, move 2, move 3, move 4"},
		// §5 The Marshal rule: arriving inside his wagon sends you to its roof with a neutral bullet.
		{name: "moving inside into the Marshal's wagon: flee to the roof", tb: three("i2", 1), want: "move 1, move 3", then: []string{"move 1"},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "r1")
				received(t, s, 0, 1)
				// the neutral bullet went on top of the deck, then the resolved Move
				p := &s.players[0]
				if p.deck[p.deckLen-2] != neutralBulletCard() || topCard(s, 0) != actionCard(Move, 0) || s.neutral != 12 {
					t.Errorf("deck top %v, stock %d", p.deck[p.deckLen-2:p.deckLen], s.neutral)
				}
				if countEv(evs, EvBanditMoved, func(e Event) bool { return e.Cause.By == ByMarshal && e.To == pos(t, "r1") }) != 1 ||
					countEv(evs, EvBulletGiven, func(e Event) bool { return e.Target == 0 && e.Seat == NoSeat }) != 1 {
					t.Errorf("events %s", kinds(evs))
				}
			}},
		{name: "moving on the roof over the Marshal: nothing happens", tb: three("r2", 1), want: "move 0, move 1, move 3, move 4", then: []string{"move 1"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "r1"); received(t, s, 0, 0) }},
		// The resolved card goes back on top of its owner's deck (§4).
		{name: "the card goes back on top of the deck", tb: three("i2", 0), then: []string{"move 1"}, want: "move 1, move 3",
			check: func(t *testing.T, s *State, evs []Event) {
				if topCard(s, 0) != actionCard(Move, 0) {
					t.Errorf("top card %v", topCard(s, 0).Kind())
				}
			}},
	})
}

func TestFloorChange(t *testing.T) {
	tb := func(at string, marshal int8) table {
		return table{marshal: marshal, pile: card(0, FloorChange), bandits: []bandit{
			{ch: Tuco, at: at}, {ch: Doc, at: "r3"}, {ch: Belle, at: "r3"}}}
	}
	runSteal(t, []stealCase{
		{name: "inside to roof", tb: tb("i2", 0), check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "r2") }},
		{name: "roof to inside", tb: tb("r2", 0), check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "i2") }},
		{name: "down into the Marshal's wagon: straight back up with a neutral bullet (§5)", tb: tb("r1", 1),
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "r1")
				received(t, s, 0, 1)
				if countEv(evs, EvBanditMoved, nil) != 2 {
					t.Errorf("want two moves (down, then flee): %s", kinds(evs))
				}
			}},
	})
}

func TestShoot(t *testing.T) {
	bullet := func(from, to Seat) func(t *testing.T, s *State, evs []Event) {
		return func(t *testing.T, s *State, evs []Event) {
			received(t, s, to, 1)
			if s.bandits[from].bullets != 5 {
				t.Errorf("shooter has %d bullets, want 5", s.bandits[from].bullets)
			}
			if topCard(s, to) != bulletCard(from) {
				t.Errorf("top of the target's deck is %v, want a bullet from %s", topCard(s, to), from)
			}
			if countEv(evs, EvBulletGiven, func(e Event) bool { return e.Seat == from && e.Target == to }) != 1 {
				t.Errorf("events %s", kinds(evs))
			}
		}
	}
	r3 := func(shooter Seat) table {
		// R3's example: Ghost alone on a roof, Tuco and Cheyenne on the next roof, Doc on the roof after.
		return table{pile: card(shooter, Shoot), bandits: []bandit{
			{ch: Ghost, at: "r1"}, {ch: Tuco, at: "r2"}, {ch: Cheyenne, at: "r2"}, {ch: Doc, at: "r3"}}}
	}
	noTarget := func(t *testing.T, s *State, evs []Event) {
		if countEv(evs, EvNoEffect, func(e Event) bool { return e.Card == Shoot }) != 1 || countEv(evs, EvBulletGiven, nil) != 0 {
			t.Errorf("events %s", kinds(evs))
		}
		if s.bandits[0].bullets != 6 || topCard(s, 0) != actionCard(Shoot, 0) {
			t.Errorf("bullets %d, top %v", s.bandits[0].bullets, topCard(s, 0).Kind())
		}
	}
	runSteal(t, []stealCase{
		// §5 Shoot inside: a bandit inside an adjacent wagon; never your own position, never a roof, never two wagons away.
		{name: "inside: the adjacent wagons", want: "shoot 1, shoot 2", then: []string{"shoot 2"}, check: bullet(0, 2),
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Cheyenne, at: "i2"}, {ch: Doc, at: "i1"}, {ch: Ghost, at: "i3"}, {ch: Tuco, at: "i2"}, {ch: Django, at: "r1"}, {ch: Belle, at: "i4"}}}},
		// R3
		{name: "R3 example: Ghost may shoot Tuco or Cheyenne, not Doc", tb: r3(0), want: "shoot 1, shoot 2"},
		{name: "R3 example: Tuco may shoot Ghost or Doc, not Cheyenne", tb: r3(1), want: "shoot 0, shoot 3", then: []string{"shoot 3"}, check: bullet(1, 3)},
		{name: "R3 example: Doc may shoot Tuco or Cheyenne, not Ghost", tb: r3(3), want: "shoot 1, shoot 2"},
		{name: "roof: bandits inside neither block nor can be hit", want: "shoot 2, shoot 3",
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Ghost, at: "r1"}, {ch: Doc, at: "i2"}, {ch: Cheyenne, at: "r4"}, {ch: Django, at: "r0"}}},
			then: []string{"shoot 2"}, check: bullet(0, 2)},
		{name: "roof: single target is hit automatically", want: "",
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Ghost, at: "r1"}, {ch: Doc, at: "i2"}, {ch: Cheyenne, at: "r3"}}},
			check: bullet(0, 2)},
		{name: "no target: no effect, the bullet is kept", want: "", check: noTarget,
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Cheyenne, at: "i2"}, {ch: Doc, at: "i2"}, {ch: Ghost, at: "r3"}}}},
		{name: "no bullets left: no effect", want: "",
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Cheyenne, at: "i2"}, {ch: Doc, at: "i3", deck: "000"}, {ch: Ghost, at: "r3", deck: "000"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				if s.bandits[0].bullets != 0 || countEv(evs, EvNoEffect, nil) != 1 || countEv(evs, EvBulletGiven, nil) != 0 {
					t.Errorf("bullets %d events %s", s.bandits[0].bullets, kinds(evs))
				}
				received(t, s, 1, 3)
			}},
		// §6 Tuco shoots through the roof.
		{name: "Tuco inside: through the roof too", want: "shoot 1, shoot 2", then: []string{"shoot 1"}, check: bullet(0, 1),
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Tuco, at: "i2"}, {ch: Doc, at: "r2"}, {ch: Ghost, at: "i3"}}}},
		{name: "Tuco on the roof: down through the roof", want: "", check: bullet(0, 1),
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Tuco, at: "r2"}, {ch: Doc, at: "i2"}, {ch: Ghost, at: "i3"}}}},
		{name: "others cannot shoot through the roof", want: "", check: noTarget,
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Cheyenne, at: "r2"}, {ch: Doc, at: "i2"}, {ch: Ghost, at: "i3"}}}},
		// §6 Belle, R5.
		{name: "Belle is protected by another target", want: "", check: bullet(0, 2),
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Tuco, at: "i2"}, {ch: Belle, at: "i1"}, {ch: Doc, at: "i3"}}}},
		{name: "Belle on the same roof as another target: only the other", want: "shoot 2, shoot 3",
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Ghost, at: "r3"}, {ch: Belle, at: "r1"}, {ch: Doc, at: "r1"}, {ch: Tuco, at: "r4"}}}},
		{name: "Belle alone in the line of fire is hit", want: "", check: bullet(0, 1),
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Tuco, at: "i2"}, {ch: Belle, at: "i1"}, {ch: Doc, at: "i2"}}}},
		{name: "R5: a bandit hidden behind Belle does not protect her", want: "", check: bullet(0, 1),
			tb: table{pile: card(0, Shoot), bandits: []bandit{
				{ch: Ghost, at: "r1"}, {ch: Belle, at: "r2"}, {ch: Doc, at: "r3"}}}},
	})
}

func TestDjangoPush(t *testing.T) {
	tb := func(django, target string, marshal int8) table {
		return table{marshal: marshal, pile: card(0, Shoot), bandits: []bandit{
			{ch: Django, at: django}, {ch: Doc, at: target}, {ch: Ghost, at: "r5"}, {ch: Tuco, at: "r5"}, {ch: Belle, at: "r5"}}}
	}
	pushed := func(want string, bullets int) func(t *testing.T, s *State, evs []Event) {
		return func(t *testing.T, s *State, evs []Event) {
			at(t, s, 1, want)
			received(t, s, 1, bullets)
		}
	}
	runSteal(t, []stealCase{
		// §6 Django, R6: pushed one wagon in the direction of the shot, same floor.
		{name: "inside, toward the locomotive", tb: tb("i3", "i2", 0), check: pushed("i1", 1)},
		{name: "inside, toward the caboose", tb: tb("i2", "i3", 0), check: pushed("i4", 1)},
		{name: "roof, from afar", tb: tb("r4", "r1", 0), want: "shoot 1, shoot 2, shoot 3", then: []string{"shoot 1"}, check: pushed("r0", 1)},
		{name: "roof, toward the caboose", tb: tb("r1", "r3", 0), check: func(t *testing.T, s *State, evs []Event) {
			at(t, s, 1, "r4")
			if countEv(evs, EvBanditMoved, func(e Event) bool { return e.Cause.By == ByDjango && e.Seat == 1 }) != 1 {
				t.Errorf("events %s", kinds(evs))
			}
		}},
		// §9: never off the train.
		{name: "not past the locomotive", tb: tb("i1", "i0", 5), check: pushed("i0", 1)},
		{name: "not past the caboose", tb: tb("r2", "r5", 0), want: "shoot 1, shoot 2, shoot 3", then: []string{"shoot 1"},
			check: pushed("r5", 1)},
		// R4: pushed into the Marshal's wagon: flee to its roof with a neutral bullet.
		{name: "pushed into the Marshal's wagon flees", tb: tb("i3", "i2", 1), check: func(t *testing.T, s *State, evs []Event) {
			at(t, s, 1, "r1")
			received(t, s, 1, 2)
			if neutralTaken(s, 1) != 1 {
				t.Errorf("neutral bullets %d", neutralTaken(s, 1))
			}
		}},
	})
}

func TestRob(t *testing.T) {
	runSteal(t, []stealCase{
		// §5 Rob, R1: every purse is a distinct choice; jewels (and strongboxes) are alike.
		{name: "choose any token here; inside and roof are separate", want: "rob 3, rob 9, rob 18, rob 24",
			tb: table{pile: card(0, Rob), floor: map[string][]LootID{"i2": {3, 9, 18, 19, 24}, "r2": {10, 20}}, bandits: []bandit{
				{ch: Doc, at: "i2"}, {ch: Tuco, at: "i3"}, {ch: Belle, at: "i3"}}},
			then: []string{"rob 9"},
			check: func(t *testing.T, s *State, evs []Event) {
				if !reflect.DeepEqual(heldTokens(s, 0), []LootID{9}) || s.purseKnown[9] != 1 {
					t.Errorf("held %v known %b", heldTokens(s, 0), s.purseKnown[9])
				}
				for _, e := range evs {
					if e.Kind == EvLootTaken {
						if e.Token != 9 || e.Value != 300 || e.From != pos(t, "i2") || e.For(1).Value != 0 || e.For(NoSeat).Value != 0 {
							t.Errorf("event %+v", e)
						}
					}
				}
			}},
		{name: "one token: taken automatically", want: "",
			tb: table{pile: card(0, Rob), floor: map[string][]LootID{"r2": {20}, "i2": {3}}, bandits: []bandit{
				{ch: Doc, at: "r2"}, {ch: Tuco, at: "i3"}, {ch: Belle, at: "i3"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				if !reflect.DeepEqual(heldTokens(s, 0), []LootID{20}) {
					t.Errorf("held %v", heldTokens(s, 0))
				}
			}},
		{name: "nothing here: no effect", want: "",
			tb: table{pile: card(0, Rob), floor: map[string][]LootID{"i2": {3}}, bandits: []bandit{
				{ch: Doc, at: "r2"}, {ch: Tuco, at: "i3"}, {ch: Belle, at: "i3"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				if len(heldTokens(s, 0)) != 0 || countEv(evs, EvNoEffect, nil) != 1 {
					t.Errorf("held %v events %s", heldTokens(s, 0), kinds(evs))
				}
			}},
	})
}

func TestPunch(t *testing.T) {
	runSteal(t, []stealCase{
		// §5 Punch: a target on your own position.
		{name: "targets on the same position only", want: "punch 1, punch 3",
			tb: table{pile: card(0, Punch), bandits: []bandit{
				{ch: Doc, at: "r2"}, {ch: Tuco, at: "r2"}, {ch: Ghost, at: "i2"}, {ch: Django, at: "r2"}, {ch: Cheyenne, at: "r3"}}}},
		{name: "nobody else here: no effect", want: "",
			tb: table{pile: card(0, Punch), bandits: []bandit{
				{ch: Doc, at: "r2"}, {ch: Tuco, at: "i2"}, {ch: Ghost, at: "r3"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				if countEv(evs, EvNoEffect, nil) != 1 {
					t.Errorf("events %s", kinds(evs))
				}
			}},
		// §5 Punch: one token from the target's card (purses distinct, R1), dropped on your position, then the push.
		{name: "token choice, drop, push either way", want: "punchLoot 1, punchLoot 9, punchLoot 18, punchLoot 24",
			tb: table{pile: card(0, Punch), bandits: []bandit{
				{ch: Doc, at: "i2"}, {ch: Tuco, at: "i2", loot: []LootID{1, 9, 18, 19, 24}}, {ch: Ghost, at: "r3"}, {ch: Belle, at: "r3"}}},
			then: []string{"punchLoot 9"},
			check: func(t *testing.T, s *State, evs []Event) {
				if !reflect.DeepEqual(tokensAt(s, pos(t, "i2")), []LootID{9}) || !reflect.DeepEqual(heldTokens(s, 1), []LootID{1, 18, 19, 24}) {
					t.Errorf("floor %v, target %v", tokensAt(s, pos(t, "i2")), heldTokens(s, 1))
				}
				if s.purseKnown[9] != 1<<1 {
					t.Errorf("the puncher learned the purse's value (R1): %b", s.purseKnown[9])
				}
				if got := legal(s); got != "push 1, push 3" {
					t.Fatalf("push choices %s", got)
				}
				doShort(t, s, "push 3")
				at(t, s, 1, "i3")
				at(t, s, 0, "i2")
			}},
		{name: "a single token drops automatically; from the locomotive: back only", want: "",
			tb: table{marshal: 3, pile: card(0, Punch), bandits: []bandit{
				{ch: Doc, at: "r0"}, {ch: Tuco, at: "r0", loot: []LootID{5}}, {ch: Ghost, at: "r3"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 1, "r1")
				if !reflect.DeepEqual(tokensAt(s, pos(t, "r0")), []LootID{5}) {
					t.Errorf("floor %v", tokensAt(s, pos(t, "r0")))
				}
			}},
		{name: "from the caboose: forward only", want: "",
			tb: table{pile: card(0, Punch), bandits: []bandit{
				{ch: Doc, at: "i3"}, {ch: Tuco, at: "i3"}, {ch: Ghost, at: "r3"}}},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 1, "i2") }},
		{name: "a target with no loot is still moved", want: "push 1, push 3", then: []string{"push 1"},
			tb: table{pile: card(0, Punch), bandits: []bandit{
				{ch: Doc, at: "r2"}, {ch: Tuco, at: "r2"}, {ch: Ghost, at: "r3"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 1, "r1")
				if countEv(evs, EvLootDropped, nil) != 0 {
					t.Errorf("events %s", kinds(evs))
				}
			}},
		{name: "pushed into the Marshal's wagon: flee (R4)", want: "push 1, push 3", then: []string{"push 1"},
			tb: table{marshal: 1, pile: card(0, Punch), bandits: []bandit{
				{ch: Doc, at: "i2"}, {ch: Tuco, at: "i2"}, {ch: Ghost, at: "r3"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 1, "r1")
				received(t, s, 1, 1)
			}},
		// §6 Belle, R5.
		{name: "Belle is protected by another target", want: "push 1, push 3",
			tb: table{pile: card(0, Punch), bandits: []bandit{
				{ch: Doc, at: "r2"}, {ch: Belle, at: "r2"}, {ch: Tuco, at: "r2"}, {ch: Ghost, at: "r3"}}},
			then:  []string{"push 3"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 2, "r3"); at(t, s, 1, "r2") }},
		{name: "Belle alone is punched", want: "",
			tb: table{pile: card(0, Punch), bandits: []bandit{
				{ch: Doc, at: "r3"}, {ch: Belle, at: "r3"}, {ch: Tuco, at: "r2"}}},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 1, "r2") }},
		// §6 Cheyenne keeps a purse if she likes; a jewel drops as usual.
		{name: "Cheyenne keeps the purse", want: "punchLoot 9, punchLoot 18",
			tb: table{pile: card(0, Punch), bandits: []bandit{
				{ch: Cheyenne, at: "r2"}, {ch: Tuco, at: "r2", loot: []LootID{9, 18}}, {ch: Ghost, at: "r3"}}},
			then: []string{"punchLoot 9"},
			check: func(t *testing.T, s *State, evs []Event) {
				if got := legal(s); got != "keepPurse true, keepPurse false" {
					t.Fatalf("keep choices %s", got)
				}
				doShort(t, s, "keepPurse true")
				if !reflect.DeepEqual(heldTokens(s, 0), []LootID{9}) || s.purseKnown[9]&1 == 0 || len(tokensAt(s, pos(t, "r2"))) != 0 {
					t.Errorf("Cheyenne holds %v", heldTokens(s, 0))
				}
				doShort(t, s, "push 1")
			}},
		{name: "Cheyenne lets the purse drop", want: "punchLoot 9, punchLoot 18",
			tb: table{pile: card(0, Punch), bandits: []bandit{
				{ch: Cheyenne, at: "r2"}, {ch: Tuco, at: "r2", loot: []LootID{9, 18}}, {ch: Ghost, at: "r3"}}},
			then: []string{"punchLoot 9", "keepPurse false", "push 3"},
			check: func(t *testing.T, s *State, evs []Event) {
				if len(heldTokens(s, 0)) != 0 || !reflect.DeepEqual(tokensAt(s, pos(t, "r2")), []LootID{9}) {
					t.Errorf("Cheyenne holds %v", heldTokens(s, 0))
				}
			}},
		{name: "Cheyenne's jewel drops", want: "punchLoot 9, punchLoot 18",
			tb: table{pile: card(0, Punch), bandits: []bandit{
				{ch: Cheyenne, at: "r2"}, {ch: Tuco, at: "r2", loot: []LootID{9, 18}}, {ch: Ghost, at: "r3"}}},
			then: []string{"punchLoot 18"},
			check: func(t *testing.T, s *State, evs []Event) {
				if s.stage != StagePush || !reflect.DeepEqual(tokensAt(s, pos(t, "r2")), []LootID{18}) {
					t.Errorf("stage %s floor %v", s.stage, tokensAt(s, pos(t, "r2")))
				}
			}},
	})
}

func TestMarshalCard(t *testing.T) {
	tb := func(marshal int8) table {
		return table{marshal: marshal, pile: card(0, MarshalCard), bandits: []bandit{
			{ch: Doc, at: "r2"}, {ch: Tuco, at: "i3"}, {ch: Ghost, at: "i3"}, {ch: Belle, at: "r3"}, {ch: Django, at: "i5"}}}
	}
	runSteal(t, []stealCase{
		// §5 Marshal: one wagon, inside, either way.
		{name: "either way", tb: tb(2), want: "marshal 1, marshal 3", then: []string{"marshal 1"},
			check: func(t *testing.T, s *State, evs []Event) {
				if s.Marshal() != 1 || countEv(evs, EvMarshalMoved, nil) != 1 {
					t.Errorf("marshal %d", s.Marshal())
				}
			}},
		{name: "from the locomotive: back only", tb: tb(0), want: "",
			check: func(t *testing.T, s *State, evs []Event) {
				if s.Marshal() != 1 {
					t.Errorf("marshal %d", s.Marshal())
				}
			}},
		{name: "from the caboose: forward only", tb: table{marshal: 3, pile: card(0, MarshalCard), bandits: []bandit{{ch: Doc, at: "r2"}, {ch: Tuco, at: "i1"}, {ch: Belle, at: "r1"}}},
			want: "", check: func(t *testing.T, s *State, evs []Event) {
				if s.Marshal() != 2 {
					t.Errorf("marshal %d", s.Marshal())
				}
			}},
		// §5 The Marshal rule: bandits inside the wagon he enters flee to its roof, each with a neutral bullet.
		{name: "the bandits inside flee", tb: tb(2), want: "marshal 1, marshal 3", then: []string{"marshal 3"},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 1, "r3")
				at(t, s, 2, "r3")
				at(t, s, 3, "r3")
				received(t, s, 1, 1)
				received(t, s, 2, 1)
				received(t, s, 3, 0)
				received(t, s, 4, 0)
				if s.neutral != 11 {
					t.Errorf("stock %d", s.neutral)
				}
			}},
	})
}

// TestNeutralStock: §9, R7 — a group bigger than the stock takes nothing and the stock leaves the game.
func TestNeutralStock(t *testing.T) {
	// The Marshal moves into wagon 3 where Tuco and Ghost are inside; then
	// Belle climbs down from the roof of wagon 3 and flees back up alone.
	tb := func(stock int) table {
		return table{marshal: 2, stock: intp(stock), pile: []PileCard{{Owner: 0, Kind: MarshalCard}, {Owner: 3, Kind: FloorChange}}, bandits: []bandit{
			{ch: Doc, at: "r2"}, {ch: Tuco, at: "i3"}, {ch: Ghost, at: "i3"}, {ch: Belle, at: "r3"}}}
	}
	runSteal(t, []stealCase{
		{name: "stock 1, two bandits flee: nobody takes one, the stock is gone for good", tb: tb(1), want: "marshal 1, marshal 3", then: []string{"marshal 3"},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 1, "r3")
				at(t, s, 2, "r3")
				at(t, s, 3, "r3")
				received(t, s, 1, 0)
				received(t, s, 2, 0)
				received(t, s, 3, 0)
				if !s.neutralGone || s.neutral != 0 || s.neutralLost != 13 || countEv(evs, EvNeutralStockGone, nil) != 1 ||
					countEv(evs, EvNeutralStockGone, func(e Event) bool { return e.Count == 1 }) != 1 {
					t.Errorf("gone %v stock %d events %s", s.neutralGone, s.neutral, kinds(evs))
				}
			}},
		{name: "stock 2, two bandits flee: both take one; then the empty stock is removed", tb: tb(2), want: "marshal 1, marshal 3", then: []string{"marshal 3"},
			check: func(t *testing.T, s *State, evs []Event) {
				received(t, s, 1, 1)
				received(t, s, 2, 1)
				received(t, s, 3, 0)
				at(t, s, 3, "r3")
				if !s.neutralGone || s.neutral != 0 || countEv(evs, EvNeutralStockGone, func(e Event) bool { return e.Count == 0 }) != 1 {
					t.Errorf("gone %v stock %d events %s", s.neutralGone, s.neutral, kinds(evs))
				}
			}},
	})
	// Once gone, a lone fleeing bandit takes nothing either.
	s, evs := build(t, table{marshal: 1, stock: intp(0), phase: Stealin, pile: []PileCard{{Owner: 0, Kind: FloorChange}, {Owner: 1, Kind: FloorChange}}, bandits: []bandit{
		{ch: Doc, at: "r1"}, {ch: Tuco, at: "r1"}, {ch: Belle, at: "r3"}}})
	if countEv(evs, EvNeutralStockGone, func(e Event) bool { return e.Count == 0 }) != 1 || !s.neutralGone {
		t.Errorf("empty stock not removed: %s", kinds(evs))
	}
	if s.bandits[0].received != 0 || s.bandits[1].received != 0 || s.BanditAt(1) != pos(t, "r1") {
		t.Errorf("received %d %d, seat 2 at %v", s.bandits[0].received, s.bandits[1].received, s.BanditAt(1))
	}
	if countEv(evs, EvNeutralStockGone, nil) != 1 {
		t.Errorf("stock removed twice: %s", kinds(evs))
	}
}

func TestMoveNotOffTheTrain(t *testing.T) {
	// §5 Move, §9: every move choice stays on the train, for every position and table size.
	for n := 3; n <= 6; n++ {
		for w := 0; w <= n; w++ {
			for _, f := range []string{"i", "r"} {
				here := fmt.Sprintf("%s%d", f, w)
				marshal := int8(0)
				if w == 0 {
					marshal = 1
				}
				tb := table{marshal: marshal, phase: Stealin, turns: "N", pile: card(0, Move)}
				for i := 0; i < n; i++ {
					where := "r1"
					if i == 0 {
						where = here
					}
					tb.bandits = append(tb.bandits, bandit{ch: Character(i), at: where})
				}
				s, _ := build(t, tb)
				if s.stage != StageMove {
					continue // one option, taken automatically and checked by the invariants
				}
				for _, c := range Legal(s) {
					if c.Wagon < 0 || c.Wagon > int8(n) || c.Wagon == int8(w) {
						t.Errorf("%dp from %s: %s", n, here, short(c))
					}
					d := int(c.Wagon) - w
					if d < 0 {
						d = -d
					}
					if (f == "i" && d != 1) || d > 3 {
						t.Errorf("%dp from %s: %s", n, here, short(c))
					}
				}
			}
		}
	}
}
