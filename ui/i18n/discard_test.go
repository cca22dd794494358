package i18n

import (
	"math/rand/v2"
	"strings"
	"testing"

	"colt/engine/express"
)

// TestDiscardNamesTheCards: an Experts discard is public, so its
// narration names every card (issue 22, item 9): "Ghost discards 3 cards
// face up: Move, Bullet and Rob." — in every language, for every discard
// of seeded Experts games, the cards being the ones that reached the
// public discard pile.
func TestDiscardNamesTheCards(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 3; seed++ {
		for _, su := range []express.Setup{
			{Players: 4, Rules: express.RuleExperts, Seed: seed},
			{Players: 2, Seed: seed}, // the 2-player game plays the Experts rules (§10)
		} {
			s, evs, err := express.New(su)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 9))
			for !s.Over() {
				pv := express.Public(&s)
				for _, ev := range evs {
					if ev.Kind != express.EvCardsDiscarded || ev.Count == 0 {
						continue
					}
					seen++
					pub := ev.For(express.NoSeat)
					if len(pub.Cards) != pub.Count {
						t.Fatalf("%d cards discarded, %d named: %+v", pub.Count, len(pub.Cards), pub)
					}
					for _, l := range Langs() {
						instr, _ := Describe(l, pub, &pv)
						for _, c := range pub.Cards {
							if name := CardName(l, c.Card); !strings.Contains(instr, name) {
								t.Errorf("%s: %q does not name the discarded %s", l, instr, name)
							}
						}
					}
				}
				legal := express.Legal(&s)
				s, evs, err = express.Apply(s, legal[rng.IntN(len(legal))])
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no discard in the seeded games")
	}
}
