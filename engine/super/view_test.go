package super

import (
	"colt/engine"

	"bytes"
	"encoding/json"
	"testing"
)

// randomPlanStates plays seeded random games for 3–7 players and calls f on
// every live state.
func randomPlanStates(t *testing.T, games int, f func(s *State)) {
	t.Helper()
	var buf []Command
	for g := 0; g < games; g++ {
		s, _, err := New(Setup{Players: MinPlayers + g%5, Seed: uint64(g)*104729 + 3})
		if err != nil {
			t.Fatal(err)
		}
		rnd := NewRand(uint64(g) + 99)
		for !s.Over() {
			f(&s)
			buf = s.LegalAllInto(buf[:0])
			if err := s.Do(buf[rnd.Intn(len(buf))], nil); err != nil {
				t.Fatal(err)
			}
		}
		f(&s)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestViewsHideOtherStacks is the secrecy property of the plan ("Chaque
// joueur choisit et pose face cachée devant lui 3 cartes"; §13 "every player
// secretly stacks 3 of their 4 cards"): changing only the hidden stacks of
// other seats (and the random state) never changes a seat's view or the
// public view. The changed states really differ, so the test can fail.
func TestViewsHideOtherStacks(t *testing.T) {
	rnd := NewRand(7)
	checked := 0
	randomPlanStates(t, 100, func(s *State) {
		for v := NoSeat; int(v) < int(s.nPlayers); v++ {
			m := *s
			m.rng = engine.NewRNG(m.rng.Seed() ^ (rnd.Uint64() | 1))
			for o := 0; o < int(s.nPlayers); o++ {
				if Seat(o) == v || !s.stacked(Seat(o)) {
					continue
				}
				for m.stack[o] == s.stack[o] {
					m.stack[o] = stackChoices[rnd.Intn(NumStacks)]
				}
			}
			a, _ := s.MarshalBinary()
			b, _ := m.MarshalBinary()
			if bytes.Equal(a, b) {
				t.Fatal("the scrambled state should differ from the original")
			}
			if !bytes.Equal(mustJSON(t, View(s, v)), mustJSON(t, View(&m, v))) {
				t.Fatalf("%s's view changes with other seats' hidden stacks:\n%s\n%s", v, mustJSON(t, View(s, v)), mustJSON(t, View(&m, v)))
			}
			if !bytes.Equal(mustJSON(t, Public(s)), mustJSON(t, Public(&m))) {
				t.Fatal("the public view changes with hidden stacks")
			}
			checked++
		}
	})
	if checked < 1000 {
		t.Errorf("only %d views checked", checked)
	}
}

// TestOwnStackInOwnView: a seat sees its own stack, top first, and the card
// it set aside; others see only that it stacked.
func TestOwnStackInOwnView(t *testing.T) {
	s, _, err := New(Setup{Players: 3, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	next, evs, err := Apply(s, Stack(1, Shoot, FloorChange, Move))
	if err != nil {
		t.Fatal(err)
	}
	own := View(&next, 1)
	if len(own.Stack) != 3 || own.Stack[0] != Shoot || own.Stack[1] != FloorChange || own.Stack[2] != Move ||
		len(own.Hand) != 1 || own.Hand[0] != TurnAround || len(own.Legal) != 0 {
		t.Errorf("seat 1's own view: stack %v hand %v legal %d", own.Stack, own.Hand, len(own.Legal))
	}
	other := View(&next, 0)
	if !other.Bandits[1].Stacked || other.Bandits[1].Waiting || !other.Bandits[0].Waiting || len(other.Legal) != NumStacks {
		t.Errorf("seat 0 should see that seat 1 stacked and that it owes its own stack: %+v", other.Bandits)
	}
	if got := EventsFor(evs, 0)[0]; got.Kind != EvStacked || got.Cards != nil {
		t.Errorf("seat 0 sees %+v", got)
	}
	if got := EventsFor(evs, 1)[0]; len(got.Cards) != 3 {
		t.Errorf("seat 1 should see its own stack in its event: %+v", got)
	}
	// the stack stays secret until the round is played, then only what was
	// revealed is shown
	for !next.Over() && next.Round() == 0 {
		next.Do(LegalFor(&next, next.Actor())[0], nil)
	}
	for _, r := range Public(&next).LastRound {
		if r.Seat == 1 && (len(r.Revealed) == 0 || r.Revealed[0] != Shoot) {
			t.Errorf("after the round, seat 1's revealed cards are public: %v", r.Revealed)
		}
	}
}

// TestPerSeatStateIDs: the plan is a simultaneous secret step; one seat's
// stack moves only its own state id, so a command another seat prepared
// against the earlier state is still current; the last stack of the round
// opens a new plan in which every seat starts from the same new id.
func TestPerSeatStateIDs(t *testing.T) {
	s, _, err := New(Setup{Players: 4, Seed: 12})
	if err != nil {
		t.Fatal(err)
	}
	v0 := [4]int{s.VersionFor(0), s.VersionFor(1), s.VersionFor(2), s.VersionFor(3)}
	next, _, err := Apply(s, Stack(2, Move, Shoot, TurnAround))
	if err != nil {
		t.Fatal(err)
	}
	for seat := Seat(0); seat < 4; seat++ {
		moved := next.VersionFor(seat) != v0[seat]
		if moved != (seat == 2) {
			t.Errorf("after seat 2's stack, %s's state id moved: %v", seat, moved)
		}
	}
	if View(&next, 0).Version != v0[0] {
		t.Error("seat 0's view should still carry the id its pending stack was made against")
	}
	for _, seat := range []Seat{0, 1, 3} {
		if next, _, err = Apply(next, Stack(seat, FloorChange, TurnAround, Shoot)); err != nil {
			t.Fatal(err)
		}
	}
	if next.Over() {
		t.Fatal("the first round of seed 12 ended the game; pick a seed whose game goes on")
	}
	want := next.Version()
	for _, seat := range next.Expected() {
		if next.VersionFor(seat) != want {
			t.Errorf("a new plan: %s starts from id %d, want %d", seat, next.VersionFor(seat), want)
		}
	}
}
