package express_test

import (
	"testing"

	"colt/engine/enginetest"
	"colt/engine/express"
)

// TestConformance runs the suite of engine/enginetest for every way to play
// × player count, the Horses & Stagecoach expansion (§11) included. `colt
// sim --players N --rules LIST --games 10000` runs the long version.
func TestConformance(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	for _, w := range append(express.Ways(), express.HorsesWays()...) {
		t.Run(w.Name, func(t *testing.T) {
			t.Parallel()
			enginetest.Conformance(t, express.Kit, w.Setup, 1, games)
		})
	}
}

// TestWaysCoverEveryModule: the suite's list names every module.
func TestWaysCoverEveryModule(t *testing.T) {
	seen := map[string]bool{}
	for _, w := range append(express.Ways(), express.HorsesWays()...) {
		for _, m := range w.Setup.Rules.Names() {
			seen[m] = true
		}
	}
	for _, m := range express.ModuleNames() { // every module, including any added later
		if !seen[m] {
			t.Errorf("no conformance setup uses %s", m)
		}
	}
}
