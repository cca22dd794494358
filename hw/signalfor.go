package hw

import (
	"colt/engine/express"
	"colt/engine/express/cards"
)

// SignalFor fills a TurnSignal from the engine's public view. It reads the
// view only; every meaning is in Signals.
func SignalFor(pv *express.PublicView) TurnSignal {
	ts := TurnSignal{Players: pv.Players, Active: NoSeat}
	switch pv.Phase {
	case express.Preparing, express.Keeping: // every seat that still owes its secret choice
		ts.Phase = PhaseChoosing
		for _, s := range pv.Expected {
			ts.Owing = append(ts.Owing, int(s))
		}
	case express.Schemin:
		ts.Phase = PhaseSchemin
		ts.Active = int(pv.Actor)
		if pv.Turn < len(pv.Round.Turns) {
			ts.PlaysTwice = pv.Round.Turns[pv.Turn] == cards.SpeedUp
			ts.Reversed = pv.Round.Turns[pv.Turn] == cards.Switch
		}
	case express.Stealin, express.EventChoice:
		ts.Phase = PhaseStealin
		ts.Active = int(pv.Actor)
		if pv.Resolving >= 0 && pv.Resolving < len(pv.Pile) {
			ts.Active = int(pv.Pile[pv.Resolving].Owner)
		}
		if pv.Stage != express.StageNone {
			ts.Owing = []int{int(pv.Actor)}
		}
	case express.GameOver:
		ts.Phase = PhaseGameOver
		if pv.Result != nil {
			for _, w := range pv.Result.Winners {
				ts.Winners = append(ts.Winners, int(w))
			}
		}
	}
	return ts
}
