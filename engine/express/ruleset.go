package express

import (
	"math"

	"colt/engine"
)

// Ruleset is Colt Express (every module) for code that plays any game of
// the box: the bots' search and the arena (engine.Rules).
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
	// in a simultaneous step the other seats' hidden commits stay in the sample
	Complete: func(s *State, _ int) bool { return !s.Simultaneous() },
	Outcome:  outcome,
}

// outcome: seat's share of the win (a shared win split; in Teams the
// team's) and its lead over the best other player or team, $1000 ≈ 0.76.
func outcome(s *State, seat int) (share, lead float64) {
	r := Score(s)
	for _, w := range r.Winners {
		if int(w) == seat {
			share = 1 / float64(len(r.Winners))
		}
	}
	mine, best := 0, math.MinInt
	if len(r.Teams) > 0 {
		for _, t := range r.Teams {
			in := false
			for _, x := range t.Seats {
				in = in || int(x) == seat
			}
			if in {
				mine = t.Total
			} else {
				best = max(best, t.Total)
			}
		}
	} else {
		for _, p := range r.Players {
			if int(p.Seat) == seat {
				mine = p.Total
			} else {
				best = max(best, p.Total)
			}
		}
	}
	return share, math.Tanh(float64(mine-best) / 1000)
}
