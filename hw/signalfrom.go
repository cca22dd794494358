package hw

import "colt/engine"

// SignalFrom fills a TurnSignal from the game's turn signal
// (engine.Game.Signal): the LEDs need no game-specific code. It only
// translates; every meaning is in Signals.
func SignalFrom(gs engine.TurnSignal) TurnSignal {
	ts := TurnSignal{Players: gs.Players, Active: int(gs.Active), PlaysTwice: gs.PlaysTwice, Reversed: gs.Reversed}
	switch gs.Phase {
	case engine.TurnChoosing:
		ts.Phase = PhaseChoosing
	case engine.TurnTakingTurns:
		ts.Phase = PhaseSchemin
	case engine.TurnResolving:
		ts.Phase = PhaseStealin
	case engine.TurnOver:
		ts.Phase = PhaseGameOver
	}
	for _, s := range gs.Owing {
		ts.Owing = append(ts.Owing, int(s))
	}
	for _, s := range gs.Winners {
		ts.Winners = append(ts.Winners, int(s))
	}
	return ts
}
