package super

import (
	"math"

	"colt/engine"
)

// Ruleset is Colt Super Express for code that plays any game of the box:
// the bots' search and the arena (engine.Rules). Every decision is a
// simultaneous plan; Determinize draws the stacks the others have committed
// anew, so a sample is always complete.
var Ruleset = engine.Rules[State, Command]{
	Name: RulesVersion,
	Legal: func(s *State, seat int, buf []Command) []Command {
		return s.LegalInto(Seat(seat), buf)
	},
	Do:    func(s *State, legal []Command, i int) { s.DoLegal(legal, i, nil) },
	Over:  func(s *State) bool { return s.Over() },
	Actor: func(s *State) int { return int(s.Actor()) },
	Determinize: func(s *State, seat int, seed uint64) State {
		return s.Determinize(Seat(seat), NewRand(seed))
	},
	Complete: func(*State, int) bool { return true },
	Outcome:  outcome,
}

// outcome: seat's share of the win and its loot's lead over the best
// other's (4 in loot value ≈ 0.76).
func outcome(s *State, seat int) (share, lead float64) {
	r := s.Result()
	for _, w := range r.Winners {
		if int(w) == seat {
			share = 1 / float64(len(r.Winners))
		}
	}
	mine, best := 0, math.MinInt
	for _, p := range r.Players {
		v := 0
		for _, l := range p.Loot {
			v += l.Value
		}
		if int(p.Seat) == seat {
			mine = v
		} else {
			best = max(best, v)
		}
	}
	return share, math.Tanh(float64(mine-best) / 4)
}
