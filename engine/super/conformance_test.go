package super_test

import (
	"fmt"
	"testing"

	"colt/engine/enginetest"
	"colt/engine/super"
)

// The conformance suite of engine/enginetest, for Colt Super Express: random
// games checked at every step against the contract of docs/design.md, through the
// game's entry into the core, as a host would use it. `colt sim --game
// super --players N --games 10000` runs the long version of the invariants.

// TestConformance plays seeded random games for every table size.
func TestConformance(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 20
	}
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		t.Run(fmt.Sprintf("%dp", n), func(t *testing.T) {
			for g := 0; g < games; g++ {
				su := super.Setup{Players: n}
				if g%5 == 1 { // chosen characters and printed loot values too
					su.Characters = []string{"Tuco", "random", "Mei"}
					su.Loot = make([]int, n+1)
					for i := range su.Loot {
						su.Loot[i] = 1 + (i*7+int(g))%9
					}
				}
				enginetest.Conformance(t, super.Kit, su, uint64(g)*7919+uint64(n), 1)
			}
		})
	}
}
