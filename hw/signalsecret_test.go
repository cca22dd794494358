package hw

import (
	"reflect"
	"testing"

	"colt/engine/express"
)

// TestSignalKeepsTheCarSecret: while a bandit hidden by the Time-Travel Car
// waits to appear (docs/rules.md §12), the seat LEDs show the same thing
// whichever car its player chose: two copies of a game that differ only in
// the hiding place give the same turn signal after every command until the
// bandit appears.
func TestSignalKeepsTheCarSecret(t *testing.T) {
	forks := 0
	for g := uint64(0); g < 300 && forks < 15; g++ {
		s, _, err := express.New(express.Setup{Players: 3 + int(g%4), Rules: express.RuleTTC, Seed: g + 11})
		if err != nil {
			t.Fatal(err)
		}
		rnd := express.NewRand(g)
		for !s.Over() {
			legal := express.Legal(&s)
			if s.Stage() == express.StageHide {
				forks++
				compareSignals(t, s, legal, rnd)
			}
			c := legal[rnd.Intn(len(legal))]
			for _, l := range legal { // head for the Car: the games hide often
				if l.Kind == express.CmdMove && l.Wagon == -1 && rnd.Intn(2) == 0 {
					c = l
				}
			}
			if err := s.Do(c, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if forks < 5 {
		t.Fatalf("only %d hides in the seeded games", forks)
	}
}

func compareSignals(t *testing.T, s express.State, hides []express.Command, rnd *express.Rand) {
	t.Helper()
	a, b := s, s
	if err := a.Do(hides[0], nil); err != nil {
		t.Fatal(err)
	}
	if err := b.Do(hides[len(hides)-1], nil); err != nil {
		t.Fatal(err)
	}
	for step := 0; !a.Over(); step++ {
		pa, pb := express.Public(&a), express.Public(&b)
		if sa, sb := SignalFrom(express.SignalFor(&pa)), SignalFrom(express.SignalFor(&pb)); !reflect.DeepEqual(sa, sb) {
			t.Fatalf("step %d: the LEDs show where the bandit hid: %+v / %+v", step, sa, sb)
		}
		legal := express.Legal(&a)
		c := legal[rnd.Intn(len(legal))]
		var evs []express.Event
		if err := a.Do(c, &evs); err != nil {
			t.Fatal(err)
		}
		if err := b.Do(c, nil); err != nil {
			t.Fatalf("step %d: %v legal in one copy only: %v", step, c, err)
		}
		for _, e := range evs {
			if e.Kind == express.EvBanditAppeared {
				return // the secret is out
			}
		}
	}
}
