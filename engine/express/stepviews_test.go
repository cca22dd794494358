package express_test

import (
	"math/rand/v2"
	"testing"

	"colt/engine/express"
)

// TestStepViewsAtEveryEvent: a host narrating a command page by page gets
// the public view as each of its events is told (issue 22, item 8: a long
// Horse Attack or end-of-round event drawn as of the page being read): the
// engine changes the state, then tells it, so the view of a boarding or a
// move shows the bandit where the event puts it, and the view of the event
// before showed it elsewhere.
func TestStepViewsAtEveryEvent(t *testing.T) {
	placed, moved := 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		for _, su := range []express.Setup{
			{Players: 5, Rules: express.RuleHorses, Seed: seed},
			{Players: 4, Seed: seed},
		} {
			g, _, err := express.NewGame(su)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 8))
			for !g.Over() {
				legal := g.Legal(g.Expected()[0])
				next, e, err := g.Apply(legal[rng.IntN(len(legal))])
				if err != nil {
					t.Fatal(err)
				}
				g = next.(*express.Game)
				evs := e.(*express.Events)
				if len(evs.Steps) != len(evs.List) {
					t.Fatalf("%d views for %d events", len(evs.Steps), len(evs.List))
				}
				for i, ev := range evs.List {
					if evs.Steps[i].At != i {
						t.Fatalf("view %d is of event %d", i, evs.Steps[i].At)
					}
					at := &evs.Steps[i].View
					switch ev.Kind {
					case express.EvBanditPlaced:
						placed++
						if at.Bandits[ev.Seat].Position != ev.To {
							t.Fatalf("%s boards %v: its view shows %v", ev.Kind, ev.To, at.Bandits[ev.Seat].Position)
						}
					case express.EvBanditMoved:
						moved++
						if at.Bandits[ev.Seat].Position != ev.To {
							t.Fatalf("%s %v→%v: its view shows %v", ev.Kind, ev.From, ev.To, at.Bandits[ev.Seat].Position)
						}
						if i > 0 && evs.List[i-1].Kind != express.EvBanditPlaced && evs.Steps[i-1].View.Bandits[ev.Seat].Position != ev.From &&
							evs.List[i-1].Seat != ev.Seat {
							t.Fatalf("%s %v→%v: the view of the event before shows %v", ev.Kind, ev.From, ev.To, evs.Steps[i-1].View.Bandits[ev.Seat].Position)
						}
					}
				}
			}
		}
	}
	if placed == 0 || moved == 0 {
		t.Fatalf("%d boardings, %d moves seen", placed, moved)
	}
}
