package express

import "fmt"

// Way is one way to play, named by its options ("4p-experts,teams"): the
// conformance suite, the bots' and the translations' tests walk them all.
type Way struct {
	Name  string
	Setup Setup
}

// Ways returns every way to play the engine supports, for every player
// count it allows: the base game (3–6), the 2-player game, Experts (3–6),
// Teams (4, 6), Teams with Experts, the two-bandit variant (2, 3) with and
// without Experts, and the Time-Travel Car with each of them.
func Ways() []Way {
	var out []Way
	add := func(n int, r Rules) {
		name := fmt.Sprintf("%dp", n)
		if r != 0 {
			name += "-" + r.String()
		}
		out = append(out, Way{Name: name, Setup: Setup{Players: n, Rules: r}})
	}
	add(2, 0)
	for n := 3; n <= 6; n++ {
		add(n, 0)
		add(n, RuleExperts)
	}
	for _, n := range []int{4, 6} {
		add(n, RuleTeams)
		add(n, RuleTeams|RuleExperts)
	}
	add(2, RuleTwoBandits)
	add(3, RuleTwoBandits)
	// two bandits each with Experts: advised against, not forbidden (§10)
	add(2, RuleTwoBandits|RuleExperts)
	add(3, RuleTwoBandits|RuleExperts)
	// the Time-Travel Car with the base game and every variant
	add(2, RuleTTC)
	for n := 3; n <= 6; n++ {
		add(n, RuleTTC)
	}
	add(4, RuleExperts|RuleTTC)
	add(4, RuleTeams|RuleTTC)
	add(6, RuleTeams|RuleExperts|RuleTTC)
	add(2, RuleTwoBandits|RuleTTC)
	add(3, RuleTwoBandits|RuleTTC)
	return out
}

// HorsesWays returns every way to play with the Horses & Stagecoach
// expansion (§11): 2–6 players, Teams, two bandits each, the 2-player game
// and the Time-Travel Car. It is kept apart from Ways (whose commands and
// events the ui translations cover) until the ui learns the expansion.
func HorsesWays() []Way {
	var out []Way
	add := func(n int, r Rules) {
		r |= RuleHorses
		out = append(out, Way{Name: fmt.Sprintf("%dp-%s", n, r), Setup: Setup{Players: n, Rules: r}})
	}
	for n := 2; n <= 6; n++ {
		add(n, 0)
	}
	add(4, RuleTeams)
	add(6, RuleTeams)
	add(2, RuleTwoBandits)
	add(3, RuleTwoBandits)
	add(3, RuleTTC)
	add(5, RuleTTC)
	add(4, RuleTeams|RuleTTC)
	return out
}
