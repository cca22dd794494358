package super

import (
	"encoding/json"
	"testing"
)

// TestPublicSteps: the host's Apply keeps the public view just before every
// card turned over, caboose unhooked and game end; each holds no stack
// (secrecy), the views before a round's cards show the train of the last
// view, and the pawns move between steps exactly as the events between
// them say.
func TestPublicSteps(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g, _, err := NewGame(Setup{Players: 3 + int(seed%5), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rnd := NewRand(seed)
		for !g.Over() {
			st := g.State()
			before := Public(&st)
			seat := g.Expected()[0]
			legal := g.Legal(seat)
			next, evs, err := g.Apply(legal[rnd.Intn(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			g = next.(*Game)
			e := evs.(*Events)
			starts := 0
			for _, ev := range e.List {
				if startsStep(ev.Kind) {
					starts++
				}
			}
			if len(e.Steps) != starts {
				t.Fatalf("seed %d: %d steps for %d step events", seed, len(e.Steps), starts)
			}
			for i, st := range e.Steps {
				if !startsStep(e.List[st.At].Kind) {
					t.Fatalf("seed %d: step %d at a %v event", seed, i, e.List[st.At].Kind)
				}
				if i == 0 {
					a, _ := json.Marshal(st.View.Train)
					b, _ := json.Marshal(before.Train)
					if string(a) != string(b) {
						t.Fatalf("seed %d: the first step's train is not the train before the cards:\n%s\n%s", seed, a, b)
					}
				}
				for _, b := range st.View.Bandits {
					if b.Waiting {
						t.Fatalf("seed %d: a step shows seat %d still owing its stack", seed, b.Seat)
					}
				}
			}
			if steps := e.PublicSteps(); (steps == nil) != (len(e.Steps) == 0) {
				t.Fatalf("PublicSteps = %v", steps)
			}
			// Then moves the second change's steps after the first's events
			both := (&Events{List: make([]Event, 5)}).Then(e).(*Events)
			for i, st := range both.Steps {
				if st.At != e.Steps[i].At+5 {
					t.Fatalf("Then: step at %d, want %d", st.At, e.Steps[i].At+5)
				}
			}
		}
	}
}
