package express

import "colt/engine/enginetest"

// Kit describes Colt Express to the test kit (engine/enginetest): the
// conformance suite, the goldens and the fuzzers call it.
var Kit = &enginetest.Game[State, *State, Command, Setup]{
	Spec:       Spec,
	Rules:      Ruleset,
	Invariants: CheckInvariants,
	Seeded:     func(su Setup, seed uint64) Setup { su.Seed = seed; return su },
	// out of turn: a draw; in turn: the Marshal to the locomotive
	Refused: func(s *State, seat Seat) Command {
		if !s.IsExpected(seat) {
			return Simple(seat, CmdDraw)
		}
		return Choose(seat, CmdMarshal, 0)
	},
}
