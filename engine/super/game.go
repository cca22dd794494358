package super

import (
	"encoding/json"
	"fmt"
	"slices"

	"colt/engine"
)

// GameName is Colt Super Express's name in the box (engine.Game.Name).
const GameName = "super"

// Game is Colt Super Express as a host plays it (engine.Game): a value
// state and its record. It is the host's path; bots and simulations use
// State and Ruleset directly.
type Game struct {
	s   State
	rec Record
}

var _ engine.Game = (*Game)(nil)

// NewGame starts a game of su; its events describe the set-up.
func NewGame(su Setup) (*Game, *Events, error) {
	s, evs, err := New(su)
	if err != nil {
		return nil, nil, err
	}
	return &Game{s: s, rec: NewRecord(su)}, &Events{List: evs}, nil
}

// ReplayGame rebuilds the game of a record (undo, resume, history).
func ReplayGame(r Record) (*Game, error) {
	s, err := Replay(r)
	if err != nil {
		return nil, err
	}
	r.Commands = append([]Command{}, r.Commands...)
	return &Game{s: s, rec: r}, nil
}

// State returns a copy of the game's state.
func (g *Game) State() State { return g.s }

// Name returns "super".
func (g *Game) Name() string { return GameName }

// Players returns the number of players.
func (g *Game) Players() int { return g.s.Players() }

// Expected returns the seats that still owe their stack.
func (g *Game) Expected() []Seat { return g.s.Expected() }

// Simultaneous reports whether the seats are planning (every live state).
func (g *Game) Simultaneous() bool { return g.s.Simultaneous() }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.s.Over() }

// Version returns the state id.
func (g *Game) Version() int { return g.s.Version() }

// VersionFor returns the state id a stack from seat must carry.
func (g *Game) VersionFor(seat Seat) int { return g.s.VersionFor(seat) }

// WithVersion returns the game with its state id set to v (State.SetVersion).
func (g *Game) WithVersion(v int) engine.Game {
	n := *g
	n.s.SetVersion(v)
	return &n
}

// Legal returns seat's legal stacks (Command values) in a stable order.
func (g *Game) Legal(seat Seat) []engine.Command {
	legal := LegalFor(&g.s, seat)
	out := make([]engine.Command, len(legal))
	for i, c := range legal {
		out[i] = c
	}
	return out
}

// CommandSeat returns the seat of a Command; false for any other value.
func (g *Game) CommandSeat(cmd engine.Command) (Seat, bool) {
	c, ok := cmd.(Command)
	return c.Seat, ok
}

// DecodeCommand parses a Command from JSON (DecodeCommand).
func (g *Game) DecodeCommand(b []byte) (engine.Command, error) { return DecodeCommand(b) }

// Apply returns the game after cmd (a Command) and its *Events; g is not
// changed.
func (g *Game) Apply(cmd engine.Command) (engine.Game, engine.Events, error) {
	c, ok := cmd.(Command)
	if !ok {
		return nil, nil, fmt.Errorf("%w: %T is not a Colt Super Express command", ErrBadCommand, cmd)
	}
	n := &Game{s: g.s, rec: g.rec}
	evs := &Events{}
	if err := n.s.check(c); err != nil {
		return nil, nil, err
	}
	n.s.apply(c, emitter{list: &evs.List, steps: &evs.Steps})
	n.rec.Commands = append(slices.Clip(g.rec.Commands), c)
	return n, evs, nil
}

// View returns the PublicView for NoSeat, else seat's PlayerView.
func (g *Game) View(seat Seat) any {
	if seat == NoSeat {
		return Public(&g.s)
	}
	return View(&g.s, seat)
}

// Result returns the *Result once the game is over; nil before (Colt Super
// Express has no scores until its end).
func (g *Game) Result() any {
	if r := g.s.Result(); r != nil {
		return r
	}
	return nil
}

// PlayerNames names each seat's character.
func (g *Game) PlayerNames() []string {
	out := make([]string, g.s.Players())
	for i := range out {
		out[i] = g.s.Character(Seat(i)).String()
	}
	return out
}

// Record returns the game's record in the host's form; its JSON is the
// Record's.
func (g *Game) Record() engine.Record {
	su, _ := json.Marshal(g.rec.Setup)
	r := engine.Record{Rules: g.rec.Rules, Setup: su, Commands: make([]json.RawMessage, len(g.rec.Commands))}
	for i, c := range g.rec.Commands {
		r.Commands[i], _ = json.Marshal(c)
	}
	return r
}

// Signal returns the seat LEDs' signal: every seat that still owes its
// stack while planning; the winners at the end.
func (g *Game) Signal() engine.TurnSignal {
	ts := engine.TurnSignal{Phase: engine.TurnChoosing, Players: g.s.Players(), Active: NoSeat, Owing: g.s.Expected()}
	if r := g.s.Result(); r != nil {
		ts.Phase, ts.Owing = engine.TurnOver, nil
		ts.Winners = append([]Seat(nil), r.Winners...)
	}
	return ts
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
