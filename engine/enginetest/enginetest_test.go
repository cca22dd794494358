package enginetest

import (
	"testing"

	"colt/engine/express"
)

// TestConformance runs the suite for every way to play × player count.
// `colt sim --players N --rules LIST --games 10000` runs the long version.
func TestConformance(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	for _, n := range Setups() {
		t.Run(n.Name, func(t *testing.T) {
			t.Parallel()
			su := n.Setup
			su.Seed = 1
			Check(t, su, games)
		})
	}
}

// TestSetupsCoverEveryModule: the suite's list names every module.
func TestSetupsCoverEveryModule(t *testing.T) {
	seen := map[string]bool{}
	for _, n := range append(Setups(), HorsesSetups()...) {
		for _, m := range n.Setup.Rules.Names() {
			seen[m] = true
		}
	}
	for _, m := range express.ModuleNames() { // every module, including any added later
		if !seen[m] {
			t.Errorf("no conformance setup uses %s", m)
		}
	}
}

// TestConformanceHorses runs the suite for every way to play with the
// Horses & Stagecoach expansion (§11).
func TestConformanceHorses(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	for _, n := range HorsesSetups() {
		t.Run(n.Name, func(t *testing.T) {
			t.Parallel()
			su := n.Setup
			su.Seed = 1
			Check(t, su, games)
		})
	}
}
