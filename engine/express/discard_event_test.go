package express_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"colt/engine/express"
)

// TestDiscardEventNamesTheCards: an Experts discard lies face up (§10), so
// EvCardsDiscarded lists its cards (Cards), publicly, and they are the
// cards that reached the top of the seat's public discard pile.
func TestDiscardEventNamesTheCards(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 4; seed++ {
		s, _, err := express.New(express.Setup{Players: 4, Rules: express.RuleExperts, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 3))
		for !s.Over() {
			legal := express.Legal(&s)
			var evs []express.Event
			var steps []express.StepView
			next := s
			if err := next.DoWithViews(legal[rng.IntN(len(legal))], &evs, &steps); err != nil {
				t.Fatal(err)
			}
			for i, e := range evs {
				if e.Kind != express.EvCardsDiscarded {
					continue
				}
				seen++
				pub := e.For(express.NoSeat)
				if len(pub.Cards) != e.Count {
					t.Fatalf("seed %d: %d cards discarded, %d listed", seed, e.Count, len(pub.Cards))
				}
				// the discard pile as it stands at the next narrated moment
				pv := express.Public(&next)
				for _, st := range steps {
					if st.At > i {
						pv = st.View
						break
					}
				}
				d := pv.Seats[e.Seat].Discard
				if len(d) < e.Count || !slices.Equal(d[len(d)-e.Count:], pub.Cards) {
					t.Fatalf("seed %d: listed %v, the discard pile ends %v", seed, pub.Cards, d)
				}
			}
			s = next
		}
	}
	if seen == 0 {
		t.Fatal("no discard in the seeded games")
	}
}
