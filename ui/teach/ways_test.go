package teach

import (
	"slices"
	"testing"

	"colt/engine/express"
	"colt/engine/super"
)

// TestModulesOfWay: a way to play has the modules its rules bring, and
// nothing else.
func TestModulesOfWay(t *testing.T) {
	for _, tc := range []struct {
		w    Way
		want []Module
	}{
		{Way{Game: express.GameName, Players: 4}, []Module{Base}},
		{Way{Game: express.GameName, Players: 4, Rules: express.RuleExperts | express.RuleHorses}, []Module{Base, Experts, Horses}},
		{Way{Game: express.GameName, Players: 2}, []Module{Base, Experts, TwoPlayers}},
		{Way{Game: express.GameName, Players: 5, Rules: express.RuleTeams | express.RuleTTC}, []Module{Base, Teams, Car}},
		{Way{Game: super.GameName, Players: 5}, []Module{Super}},
	} {
		if got := ModulesOfWay(tc.w); !slices.Equal(got, tc.want) {
			t.Errorf("%+v: %v, want %v", tc.w, got, tc.want)
		}
	}
}
