package express

import (
	"slices"
	"testing"

	"colt/engine"
)

// TestTurmoilLightsEveryOwingSeat: in a Turmoil turn (§11) every player
// chooses at once, so the LED signal lights every seat that still owes its
// choice — as in the other secret steps — and a seat goes dark once it has
// chosen.
func TestTurmoilLightsEveryOwingSeat(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed < 200 && seen < 5; seed++ {
		s, _, err := New(Setup{Players: 4, Rules: RuleHorses, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rnd := NewRand(seed)
		for !s.Over() {
			legal := Legal(&s)
			if s.Stage() == StageTurmoil && len(s.Expected()) > 1 {
				seen++
				pv := Public(&s)
				sig := SignalFor(&pv)
				if sig.Phase != engine.TurnChoosing || !slices.Equal(sig.Owing, s.Expected()) {
					t.Fatalf("Turmoil, %v owing: signal %+v", s.Expected(), sig)
				}
				first := s.Expected()[0]
				if err := s.Do(LegalFor(&s, first)[0], nil); err != nil {
					t.Fatal(err)
				}
				pv = Public(&s)
				if sig := SignalFor(&pv); slices.Contains(sig.Owing, first) {
					t.Fatalf("%s chose but its LED is still lit: %+v", first, sig)
				}
				continue
			}
			if err := s.Do(legal[rnd.Intn(len(legal))], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no Turmoil turn in the seeded games")
	}
}
