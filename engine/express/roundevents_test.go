package express

import (
	"reflect"
	"testing"

	"colt/engine/express/cards"
)

// TestRoundEvents checks every end-of-round event of §7. Each position is
// built at the end of Stealin' (empty pile), so the event resolves at once.
func TestRoundEvents(t *testing.T) {
	for _, tc := range []struct {
		name  string
		tb    table
		check func(t *testing.T, s *State, evs []Event)
	}{
		{
			name: "Angry Marshal: roof of his wagon takes a bullet, then he moves toward the caboose",
			tb: table{event: cards.AngryMarshal, marshal: 2, bandits: []bandit{
				{ch: Ghost, at: "r2"}, {ch: Tuco, at: "r2"}, {ch: Doc, at: "i3"}, {ch: Belle, at: "r3"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				if s.Marshal() != 3 {
					t.Errorf("marshal %d, want 3", s.Marshal())
				}
				received(t, s, 0, 1)
				received(t, s, 1, 1)
				at(t, s, 2, "r3") // the Marshal arrives: flee (§5)
				received(t, s, 2, 1)
				received(t, s, 3, 0)
			},
		},
		{
			name: "Angry Marshal in the caboose stays",
			tb: table{event: cards.AngryMarshal, marshal: 3, bandits: []bandit{
				{ch: Ghost, at: "r3"}, {ch: Tuco, at: "r2"}, {ch: Doc, at: "i2"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				if s.Marshal() != 3 || countEv(evs, EvMarshalMoved, nil) != 0 {
					t.Errorf("marshal %d", s.Marshal())
				}
				received(t, s, 0, 1)
				received(t, s, 1, 0)
			},
		},
		{
			name: "Angry Marshal with a short stock: nobody on his roof takes one (R7)",
			tb: table{event: cards.AngryMarshal, marshal: 1, stock: intp(1), bandits: []bandit{
				{ch: Ghost, at: "r1"}, {ch: Tuco, at: "r1"}, {ch: Doc, at: "i2"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				received(t, s, 0, 0)
				received(t, s, 1, 0)
				at(t, s, 2, "r2") // flees from the Marshal, but the stock is gone
				received(t, s, 2, 0)
				if !s.neutralGone {
					t.Error("stock not removed")
				}
			},
		},
		{
			name: "Swivel Arm: every roof bandit goes to the caboose roof",
			tb: table{event: cards.SwivelArm, bandits: []bandit{
				{ch: Ghost, at: "r1"}, {ch: Tuco, at: "r4"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "r0"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "r4")
				at(t, s, 1, "r4")
				at(t, s, 2, "i2")
				at(t, s, 3, "r4")
				if n := countEv(evs, EvBanditMoved, nil); n != 2 {
					t.Errorf("%d moves, want 2", n)
				}
			},
		},
		{
			name: "Braking: roof bandits move one wagon forward; the locomotive roof stays",
			tb: table{event: cards.Braking, bandits: []bandit{
				{ch: Ghost, at: "r0"}, {ch: Tuco, at: "r2"}, {ch: Doc, at: "i3"}, {ch: Belle, at: "r4"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "r0")
				at(t, s, 1, "r1")
				at(t, s, 2, "i3")
				at(t, s, 3, "r3")
			},
		},
		{
			name: "Take It All!: the second strongbox goes inside the Marshal's wagon",
			tb: table{event: cards.TakeItAll, marshal: 2, bandits: []bandit{
				{ch: Ghost, at: "r0"}, {ch: Tuco, at: "r2"}, {ch: Doc, at: "i3"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				if !reflect.DeepEqual(tokensAt(s, pos(t, "i2")), []LootID{NumLoot - 1}) || Public(s).BoxWaiting {
					t.Errorf("inside wagon 2: %v", tokensAt(s, pos(t, "i2")))
				}
				if countEv(evs, EvLootPlaced, func(e Event) bool { return e.Token == NumLoot-1 && e.To == pos(t, "i2") }) != 1 {
					t.Errorf("events %s", kinds(evs))
				}
			},
		},
		{
			name: "Passengers' Rebellion: every bandit inside takes a neutral bullet",
			tb: table{event: cards.PassengersRebellion, bandits: []bandit{
				{ch: Ghost, at: "i1"}, {ch: Tuco, at: "r2"}, {ch: Doc, at: "i3"}, {ch: Belle, at: "i3"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				received(t, s, 0, 1)
				received(t, s, 1, 0)
				received(t, s, 2, 1)
				received(t, s, 3, 1)
				if s.neutral != 10 {
					t.Errorf("stock %d", s.neutral)
				}
			},
		},
		{
			name: "Passengers' Rebellion with a short stock: nobody, and the stock is gone (R7, §9)",
			tb: table{event: cards.PassengersRebellion, stock: intp(2), bandits: []bandit{
				{ch: Ghost, at: "i1"}, {ch: Tuco, at: "r2"}, {ch: Doc, at: "i3"}, {ch: Belle, at: "i3"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				for i := Seat(0); i < 4; i++ {
					received(t, s, i, 0)
				}
				if !s.neutralGone || countEv(evs, EvNeutralStockGone, func(e Event) bool { return e.Count == 2 }) != 1 {
					t.Errorf("gone %v events %s", s.neutralGone, kinds(evs))
				}
			},
		},
		{
			name: "Marshal's Revenge: the roof of his wagon loses its lowest purse",
			tb: table{event: cards.MarshalsRevenge, marshal: 2, bandits: []bandit{
				{ch: Ghost, at: "r2", loot: []LootID{16, 9, 18}},
				{ch: Tuco, at: "r2", loot: []LootID{19, 24}},
				{ch: Doc, at: "r3", loot: []LootID{0}},
				{ch: Belle, at: "i3", loot: []LootID{1}}}},
			check: func(t *testing.T, s *State, evs []Event) {
				if !reflect.DeepEqual(heldTokens(s, 0), []LootID{16, 18}) || s.loot[9] != placeOut {
					t.Errorf("Ghost holds %v", heldTokens(s, 0))
				}
				if len(heldTokens(s, 1)) != 2 || len(heldTokens(s, 2)) != 1 || len(heldTokens(s, 3)) != 1 {
					t.Errorf("others lost something: %v %v %v", heldTokens(s, 1), heldTokens(s, 2), heldTokens(s, 3))
				}
				if countEv(evs, EvLootLost, func(e Event) bool { return e.Seat == 0 && e.Token == 9 && e.Value == 300 }) != 1 || countEv(evs, EvLootLost, nil) != 1 {
					t.Errorf("events %s", kinds(evs))
				}
			},
		},
		{
			name: "Hostage-Taking: every bandit in or on the locomotive gains $250",
			tb: table{event: cards.HostageTaking, marshal: 2, bandits: []bandit{
				{ch: Ghost, at: "i0"}, {ch: Tuco, at: "r0", ransoms: 1}, {ch: Doc, at: "r1"}}},
			check: func(t *testing.T, s *State, evs []Event) {
				for i, want := range []uint8{1, 2, 0} {
					if s.bandits[i].ransoms != want {
						t.Errorf("%s ransoms %d, want %d", Seat(i), s.bandits[i].ransoms, want)
					}
				}
				r := Score(s)
				if r.Players[1].Ransoms != 500 {
					t.Errorf("score ransoms %d", r.Players[1].Ransoms)
				}
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.tb.phase = Stealin
			s, evs := build(t, tc.tb)
			if countEv(evs, EvRoundEvent, func(e Event) bool { return e.RoundEvent == tc.tb.event }) != 1 {
				t.Errorf("no EvRoundEvent: %s", kinds(evs))
			}
			if s.round != 1 || s.phase != Schemin {
				t.Errorf("after the event: round %d phase %s", s.round, s.phase)
			}
			tc.check(t, s, evs)
		})
	}
}

// TestPickpocketing: every bandit alone with a purse may take one, in turn
// order from the first player (§7, R8).
func TestPickpocketing(t *testing.T) {
	s, _ := build(t, table{phase: Stealin, event: cards.Pickpocketing, first: 3, floor: map[string][]LootID{
		"r1": {3, 9, 18}, // Ghost alone: two purses and a jewel
		"i3": {10},       // Tuco and Doc together: nobody
		"i4": {19},       // Belle alone with a jewel only: nothing to take
		"r2": {11},       // Django alone
	}, bandits: []bandit{
		{ch: Ghost, at: "r1"}, {ch: Tuco, at: "i3"}, {ch: Doc, at: "i3"}, {ch: Belle, at: "i4"}, {ch: Django, at: "r2"}}})
	// turn order from seat 4: 3, 4, 0, 1, 2 — Django (seat 4) before Ghost (seat 0)
	if s.phase != EventChoice || s.Actor() != 4 || s.Stage() != StagePickpocket {
		t.Fatalf("phase %s actor %s stage %s", s.phase, s.Actor(), s.Stage())
	}
	if got := legal(s); got != "pickpocket 11, decline" {
		t.Errorf("Django: %s", got)
	}
	doShort(t, s, "decline")
	if s.Actor() != 0 {
		t.Fatalf("actor %s", s.Actor())
	}
	if got := legal(s); got != "pickpocket 3, pickpocket 9, decline" {
		t.Errorf("Ghost: %s", got)
	}
	evs := doShort(t, s, "pickpocket 9")
	if !reflect.DeepEqual(heldTokens(s, 0), []LootID{9}) || len(heldTokens(s, 4)) != 0 || s.purseKnown[9] != 1 {
		t.Errorf("Ghost %v Django %v", heldTokens(s, 0), heldTokens(s, 4))
	}
	if countEv(evs, EvLootTaken, func(e Event) bool { return e.Cause.By == ByEvent && e.Cause.Event == cards.Pickpocketing }) != 1 {
		t.Errorf("events %s", kinds(evs))
	}
	if s.phase != Schemin || s.round != 1 || s.first != 4 {
		t.Errorf("after Pickpocketing: %s round %d first %s", s.phase, s.round, s.first)
	}
}

// TestRoundEnd: the first player passes to the left (§4 End) and the game
// ends after five rounds (§8).
func TestRoundEnd(t *testing.T) {
	s, evs := build(t, table{phase: Stealin, first: 3, round: 0, bandits: []bandit{
		{ch: Ghost, at: "r1"}, {ch: Tuco, at: "i3"}, {ch: Doc, at: "i3"}, {ch: Belle, at: "i4"}}})
	if s.first != 0 || s.round != 1 || s.Actor() != 0 || s.phase != Schemin {
		t.Errorf("first %s round %d actor %s", s.first, s.round, s.Actor())
	}
	if countEv(evs, EvRoundEnded, func(e Event) bool { return e.Seat == 0 && e.Count == 1 }) != 1 ||
		countEv(evs, EvRoundStarted, func(e Event) bool { return e.Seat == 0 && e.Count == 2 }) != 1 {
		t.Errorf("events %s", kinds(evs))
	}

	s, evs = build(t, table{phase: Stealin, first: 1, round: Rounds - 1, bandits: []bandit{
		{ch: Ghost, at: "r1"}, {ch: Tuco, at: "i3"}, {ch: Doc, at: "i3"}}})
	if !s.Over() || s.Actor() != NoSeat || len(Legal(s)) != 0 || countEv(evs, EvGameOver, nil) != 1 {
		t.Fatalf("after round 5: %s actor %s events %s", s.phase, s.Actor(), kinds(evs))
	}
	if Public(s).Result == nil {
		t.Error("no result in the public view")
	}
	if _, _, err := Apply(*s, Draw(0)); err == nil {
		t.Error("a command after the game was accepted")
	}
}

// TestFullGameRounds: a whole game has five rounds and the first player
// moves one seat to the left each round.
func TestFullGameRounds(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s, evs, _ := New(Setup{Players: n, Seed: uint64(n) * 31})
		rnd := NewRand(7)
		var buf []Command
		for !s.Over() {
			buf = s.LegalInto(s.Actor(), buf[:0])
			var e []Event
			if err := s.Do(buf[rnd.Intn(len(buf))], &e); err != nil {
				t.Fatal(err)
			}
			evs = append(evs, e...)
		}
		var firsts []Seat
		for _, e := range evs {
			if e.Kind == EvRoundStarted {
				firsts = append(firsts, e.Seat)
			}
		}
		if len(firsts) != Rounds {
			t.Fatalf("%dp: %d rounds", n, len(firsts))
		}
		for i := 1; i < len(firsts); i++ {
			if firsts[i] != Seat((int(firsts[i-1])+1)%n) {
				t.Errorf("%dp: first players %v", n, firsts)
			}
		}
	}
}
