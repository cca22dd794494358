package super

import (
	"fmt"
	"slices"

	"colt/engine"
)

// GameName is Colt Super Express's name in the box (engine.Game.Name).
const GameName = "super"

// Game is Colt Super Express as a host plays it (engine.Game): the core's
// one adapter (engine.Hosted) over State and its record. It is the host's
// path; bots and simulations use State and Ruleset directly.
type Game struct {
	engine.Hosted[State, *State, Command, Setup]
}

var _ engine.Game = (*Game)(nil)

// Spec is Colt Super Express's entry into the core (engine.Spec): the host adapter, the
// record envelope and the replay path; engine/games registers it.
var Spec = &engine.Spec[State, *State, Command, Setup]{
	Name:       GameName,
	Title:      "Colt Super Express",
	Rules:      RulesVersion,
	RecordName: "Colt Super Express record",
	RecordDoc:  "docs/super-express.md",
	WrongRules: func(rules string) error {
		return fmt.Errorf("%w: %q, this engine plays %q (Colt Super Express); open a Colt Express record with --game express", ErrRulesVersion, rules, RulesVersion)
	},
	New: func(su Setup) (State, engine.Events, error) {
		s, evs, err := New(su)
		return s, &Events{List: evs}, err
	},
	Setup: func(su Setup, _ string) (State, error) {
		var s State
		err := s.setup(su, emitter{})
		return s, err
	},
	Do: func(s *State, c Command) error { return s.Do(c, nil) },
	Apply: func(s *State, c Command) (engine.Events, error) {
		evs := &Events{}
		if err := s.check(c); err != nil {
			return nil, err
		}
		s.apply(c, emitter{list: &evs.List, steps: &evs.Steps})
		return evs, nil
	},
	Seat:          func(c Command) Seat { return c.Seat },
	Legal:         LegalFor,
	DecodeCommand: DecodeCommand,
	View:          engine.Views(Public, View),
	// the *Result once the game is over; nil before (Colt Super Express has
	// no scores until its end)
	Result: func(s *State) any {
		if r := s.Result(); r != nil {
			return r
		}
		return nil
	},
	PlayerNames: func(s *State) []string {
		out := make([]string, s.Players())
		for i := range out {
			out[i] = s.Character(Seat(i)).String()
		}
		return out
	},
	// every seat that still owes its stack while planning; the winners at the end
	Signal: func(s *State) engine.TurnSignal {
		ts := engine.TurnSignal{Phase: engine.TurnChoosing, Players: s.Players(), Active: NoSeat, Owing: s.Expected()}
		if r := s.Result(); r != nil {
			ts.Phase, ts.Owing = engine.TurnOver, nil
			ts.Winners = append([]Seat(nil), r.Winners...)
		}
		return ts
	},
	Wrap: func(h engine.Hosted[State, *State, Command, Setup]) engine.Game { return &Game{h} },
}

// NewGame starts a game of su; its events describe the set-up.
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

// Events is what one change of a Colt Super Express game did
// (engine.Events): its events, unfiltered (a stack is its seat's secret).
type Events struct {
	// List is every event, stacks included: filter it with For.
	List []Event
	// Steps are the public views inside the change (StepView), in order.
	Steps []StepView
}

var _ engine.Events = (*Events)(nil)
var _ engine.Narrated = (*Events)(nil)

// PublicSteps returns the []StepView inside the change: the public view
// just before each card turned over, the caboose unhooked and the end.
func (e *Events) PublicSteps() any {
	if len(e.Steps) == 0 {
		return nil
	}
	return slices.Clone(e.Steps)
}

// Len returns the number of events.
func (e *Events) Len() int { return len(e.List) }

// For returns the []Event as viewer may see them (EventsFor).
func (e *Events) For(viewer Seat) any { return EventsFor(e.List, viewer) }

// Barrier reports whether undo must stop after these events: anything but
// a hidden stack going down — the stacks revealed, a round resolved.
func (e *Events) Barrier() bool {
	for _, ev := range e.List {
		if ev.Kind != EvStacked {
			return true
		}
	}
	return false
}

// Highlight is false: Colt Super Express has no end-of-round event.
func (e *Events) Highlight() bool { return false }

// Then returns e followed by next (an *Events).
func (e *Events) Then(next engine.Events) engine.Events {
	n, ok := next.(*Events)
	if !ok || n == nil {
		return e
	}
	steps := slices.Clip(e.Steps)
	for _, st := range n.Steps {
		st.At += len(e.List)
		steps = append(steps, st)
	}
	return &Events{List: append(slices.Clip(e.List), n.List...), Steps: steps}
}
