package super

import (
	"errors"
	"fmt"

	"colt/engine"
	"colt/engine/enginetest"
)

// Kit describes Colt Super Express to the test kit (engine/enginetest): the
// conformance suite, the goldens and the fuzzers call it.
var Kit = &enginetest.Game[State, *State, Command, Setup]{
	Spec:       Spec,
	Rules:      Ruleset,
	Invariants: CheckInvariants,
	Seeded:     func(su Setup, seed uint64) Setup { su.Seed = seed; return su },
	// a stack naming Move twice when expected; a good stack otherwise
	Refused: func(s *State, seat Seat) Command {
		if !s.IsExpected(seat) {
			return Stack(seat, Move, Shoot, TurnAround)
		}
		return Stack(seat, Move, Move, Shoot)
	},
}

func init() {
	Kit.Step = checkStep
	Kit.End = func(s *State) error {
		if s.Actor() != NoSeat {
			return fmt.Errorf("actor %s after the game", s.Actor())
		}
		if res := s.Result(); res == nil || len(res.Winners) == 0 || len(res.Players) != s.Players() {
			return fmt.Errorf("result without winners or players: %+v", res)
		}
		return nil
	}
}

// checkStep checks a stack more closely: before it, every seat's view
// shows its hand and stack as they stand and a seat out of range is
// refused; the stack's Stacked event shows the cards to its own seat only;
// every card revealed is the one stacked at that position.
func checkStep(before, after *State, c Command, evs engine.Events) error {
	n := before.Players()
	for v := Seat(0); int(v) < n; v++ {
		view := View(before, v)
		switch {
		case before.IsExpected(v):
			if len(view.Legal) != NumStacks || len(view.Hand) != 4 || len(view.Stack) != 0 {
				return fmt.Errorf("planning %s's view shows hand %v, stack %v, %d legal", v, view.Hand, view.Stack, len(view.Legal))
			}
		case before.Aboard(v):
			if len(view.Stack) != 3 || len(view.Hand) != 1 {
				return fmt.Errorf("%s stacked: its view shows stack %v, hand %v", v, view.Stack, view.Hand)
			}
		}
	}
	if err := Kit.Refuses(before, Stack(Seat(n), Move, Shoot, TurnAround), RefusedNotYourTurn); err != nil {
		return err
	}
	list := evs.(*Events).List
	found := false
	for _, e := range list {
		if e.Kind != EvStacked || e.Seat != c.Seat {
			continue
		}
		found = true
		if own := e.For(c.Seat); len(own.Cards) != 3 || [3]Card(own.Cards) != c.Cards {
			return fmt.Errorf("the Stacked event shows its seat %v, want %v", own.Cards, c.Cards)
		}
		for v := NoSeat; v < MaxPlayers; v++ {
			if v != c.Seat && e.For(v).Cards != nil {
				return fmt.Errorf("the Stacked event of %s shows its cards to %s", c.Seat, v)
			}
		}
	}
	if !found {
		return errors.New("no Stacked event for the command")
	}
	planned := before.stack
	planned[c.Seat] = c.Cards
	for _, e := range list {
		if e.Kind == EvCardRevealed && (e.Count < 1 || e.Count > 3 || planned[e.Seat][e.Count-1] != e.Card) {
			return fmt.Errorf("%s reveals %s as card %d of stack %v", e.Seat, e.Card, e.Count, planned[e.Seat])
		}
	}
	return nil
}
