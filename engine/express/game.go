package express

import (
	"slices"

	"colt/engine"
	"colt/engine/express/cards"
)

// GameName is Colt Express's name in the box (engine.Game.Name).
const GameName = "express"

// Game is Colt Express as a host plays it (engine.Game): the core's one
// adapter (engine.Hosted) over State and its record. It is the host's path;
// bots and simulations use State and Ruleset directly (DoLegal, no
// allocation per decision).
type Game struct {
	engine.Hosted[State, *State, Command, Setup]
}

var _ engine.Game = (*Game)(nil)

// Spec is Colt Express's entry into the core (engine.Spec): the host adapter, the
// record envelope and the replay path; engine/games registers it.
var Spec = &engine.Spec[State, *State, Command, Setup]{
	Name:       GameName,
	Title:      "Colt Express",
	Rules:      RulesVersion,
	RecordName: "colt game record",
	RecordDoc:  "docs/record-format.md",
	Replays:    knownVersions[1:],
	WrongRules: errVersion,
	New: func(su Setup) (State, engine.Events, error) {
		s, evs, err := New(su)
		return s, &Events{List: evs}, err
	},
	Setup: func(su Setup, rules string) (State, error) {
		var s State
		err := s.setup(su, rules, emitter{})
		return s, err
	},
	Do: func(s *State, c Command) error { return s.Do(c, nil) },
	// Apply keeps the public views inside the change for the narration.
	Apply: func(s *State, c Command) (engine.Events, error) {
		evs := &Events{}
		if err := s.DoWithViews(c, &evs.List, &evs.Steps); err != nil {
			return nil, err
		}
		evs.barrier = isBarrier(c, evs.List)
		return evs, nil
	},
	Seat:          func(c Command) Seat { return c.Seat },
	Legal:         LegalFor,
	DecodeCommand: DecodeCommand,
	View:          engine.Views(Public, View),
	// the scores as they stand before the end
	Result: func(s *State) any { return Score(s) },
	// each player's character (the first bandit's with two bandits each)
	PlayerNames: func(s *State) []string {
		var out []string
		for _, p := range Score(s).Players {
			out = append(out, p.Character.String())
		}
		return out
	},
	Signal: func(s *State) engine.TurnSignal {
		pv := Public(s)
		return SignalFor(&pv)
	},
	Wrap: func(h engine.Hosted[State, *State, Command, Setup]) engine.Game { return &Game{h} },
}

// NewGame starts a game of su; its events describe the set-up and the
// first deal.
func NewGame(su Setup) (*Game, *Events, error) {
	g, evs, err := Spec.NewGame(su)
	if err != nil {
		return nil, nil, err
	}
	return g.(*Game), evs.(*Events), nil
}

// ReplayGame rebuilds the game of a record (undo, resume, history).
func ReplayGame(r Record) (*Game, error) {
	g, err := Spec.ReplayGame(r)
	if err != nil {
		return nil, err
	}
	return g.(*Game), nil
}

// ExpressRecord returns a copy of the game's Record.
func (g *Game) ExpressRecord() Record { return g.TypedRecord() }

// SignalFor is what the seat LEDs show for a public view: every seat that
// owes its secret choice in a simultaneous step; the seat to play in
// Schemin' (Speed-Up: twice; Switch: reversed); the owner of the resolving
// card in Stealin' (and the actor if it owes a choice); the winners.
func SignalFor(pv *PublicView) engine.TurnSignal {
	ts := engine.TurnSignal{Players: pv.Players, Active: NoSeat}
	switch pv.Phase {
	case Preparing, Keeping:
		ts.Phase = engine.TurnChoosing
		ts.Owing = append([]Seat(nil), pv.Expected...)
	case Schemin:
		if pv.Stage == StageTurmoil { // every player chooses at once (§11): each owing seat is lit
			ts.Phase = engine.TurnChoosing
			ts.Owing = append([]Seat(nil), pv.Expected...)
			break
		}
		ts.Phase = engine.TurnTakingTurns
		ts.Active = pv.Actor
		if pv.Turn < len(pv.Round.Turns) {
			ts.PlaysTwice = pv.Round.Turns[pv.Turn] == cards.SpeedUp
			ts.Reversed = pv.Round.Turns[pv.Turn] == cards.Switch
		}
	case Stealin, EventChoice:
		ts.Phase = engine.TurnResolving
		ts.Active = pv.Actor
		if pv.Resolving >= 0 && pv.Resolving < len(pv.Pile) {
			ts.Active = pv.Pile[pv.Resolving].Owner
		}
		if pv.Stage != StageNone {
			ts.Owing = []Seat{pv.Actor}
		}
	case GameOver:
		ts.Phase = engine.TurnOver
		if pv.Result != nil {
			ts.Winners = append([]Seat(nil), pv.Result.Winners...)
		}
	}
	return ts
}

// Events is what one change of a Colt Express game did (engine.Events):
// its events, unfiltered, and the public views inside it.
type Events struct {
	// List is every event, secrets included: filter it with For.
	List []Event
	// Steps are the public views inside the change, each as List[At] is
	// told (one per event, StepView).
	Steps   []StepView
	barrier bool
}

var _ engine.Events = (*Events)(nil)
var _ engine.Narrated = (*Events)(nil)

// Len returns the number of events.
func (e *Events) Len() int { return len(e.List) }

// For returns the []Event as viewer may see them (EventsFor).
func (e *Events) For(viewer Seat) any { return EventsFor(e.List, viewer) }

// Barrier reports whether undo must stop after these events (isBarrier).
func (e *Events) Barrier() bool { return e.barrier }

// Highlight reports whether an end-of-round event was announced.
func (e *Events) Highlight() bool {
	for _, ev := range e.List {
		if ev.Kind == EvRoundEvent {
			return true
		}
	}
	return false
}

// PublicSteps returns the []StepView inside the change.
func (e *Events) PublicSteps() any {
	var out []StepView
	for _, v := range e.Steps {
		if v.At < len(e.List) {
			out = append(out, v)
		}
	}
	return out
}

// Then returns e followed by next (an *Events), the step indexes moved on.
func (e *Events) Then(next engine.Events) engine.Events {
	n, ok := next.(*Events)
	if !ok || n == nil {
		return e
	}
	out := &Events{List: append(slices.Clip(e.List), n.List...), barrier: e.barrier || n.barrier}
	out.Steps = slices.Clip(e.Steps)
	for _, v := range n.Steps {
		v.At += len(e.List)
		out.Steps = append(out.Steps, v)
	}
	return out
}

// isBarrier reports whether undo must stop after this command: it revealed a
// secret to someone (cards drawn, a face-down card turned, a purse value
// seen) — undo never reveals secrets or rerolls chance.
func isBarrier(c Command, evs []Event) bool {
	if c.Kind == CmdDraw {
		return true
	}
	for _, e := range evs {
		switch {
		case e.Kind == EvCardsDrawn, e.Kind == EvRoundStarted, e.Kind == EvPartnerCard:
			return true
		case e.Kind == EvBanditPlaced, e.Kind == EvCardTaken, e.Kind == EvCardsKept, e.Kind == EvCardsDiscarded:
			return true // a simultaneous secret step was revealed
		case e.Kind == EvCardRevealed && e.FaceDown, e.Kind == EvBanditAppeared:
			return true // a face-down card turned over; where a bandit hid shown (§12)
		case e.Kind == EvLootTaken && e.Loot == Purse:
			return true
		}
	}
	return false
}

// StateOf returns a copy of the state of a hosted Colt Express game; false
// when g is another game (or nil).
func StateOf(g engine.Game) (State, bool) {
	if eg, ok := g.(*Game); ok {
		return eg.State(), true
	}
	return State{}, false
}
