package express

import (
	"encoding/json"
	"fmt"
	"slices"

	"colt/engine"
	"colt/engine/express/cards"
)

// GameName is Colt Express's name in the box (engine.Game.Name).
const GameName = "express"

// Game is Colt Express as a host plays it (engine.Game): a value state and
// its record. It is the host's path; bots and simulations use State and
// Ruleset directly (DoLegal, no allocation per decision).
type Game struct {
	s   State
	rec Record
}

var _ engine.Game = (*Game)(nil)

// NewGame starts a game of su; its events describe the set-up and the
// first deal.
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

// State returns a copy of the game's state (Colt Express's own screens).
func (g *Game) State() State { return g.s }

// Name returns "express".
func (g *Game) Name() string { return GameName }

// Players returns the number of players.
func (g *Game) Players() int { return g.s.Players() }

// Expected returns the seats that owe a choice now.
func (g *Game) Expected() []Seat { return g.s.Expected() }

// Simultaneous reports whether the current step is a simultaneous secret choice.
func (g *Game) Simultaneous() bool { return g.s.Simultaneous() }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.s.Over() }

// Version returns the state id.
func (g *Game) Version() int { return g.s.Version() }

// VersionFor returns the state id a command from seat must carry.
func (g *Game) VersionFor(seat Seat) int { return g.s.VersionFor(seat) }

// WithVersion returns the game with its state id set to v (State.SetVersion).
func (g *Game) WithVersion(v int) engine.Game {
	n := *g
	n.s.SetVersion(v)
	return &n
}

// Legal returns seat's legal commands (Command values) in a stable order.
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

// Apply returns the game after cmd (a Command) and its *Events, with the
// public views inside the change for the narration; g is not changed.
func (g *Game) Apply(cmd engine.Command) (engine.Game, engine.Events, error) {
	c, ok := cmd.(Command)
	if !ok {
		return nil, nil, fmt.Errorf("%w: %T is not a Colt Express command", ErrBadCommand, cmd)
	}
	n := &Game{s: g.s, rec: g.rec}
	evs := &Events{}
	if err := n.s.DoWithViews(c, &evs.List, &evs.Steps); err != nil {
		return nil, nil, err
	}
	n.rec.Commands = append(slices.Clip(g.rec.Commands), c)
	evs.barrier = isBarrier(c, evs.List)
	return n, evs, nil
}

// View returns the PublicView for NoSeat, else seat's PlayerView.
func (g *Game) View(seat Seat) any {
	if seat == NoSeat {
		return Public(&g.s)
	}
	return View(&g.s, seat)
}

// Result returns the Result (Score): the scores as they stand before the end.
func (g *Game) Result() any { return Score(&g.s) }

// PlayerNames names each player's character, in seat order (the first
// bandit's with two bandits each).
func (g *Game) PlayerNames() []string {
	var out []string
	for _, p := range Score(&g.s).Players {
		out = append(out, p.Character.String())
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

// ExpressRecord returns a copy of the game's Record.
func (g *Game) ExpressRecord() Record {
	r := g.rec
	r.Commands = append([]Command{}, r.Commands...)
	return r
}

// Signal returns the seat LEDs' signal (SignalFor on the public view).
func (g *Game) Signal() engine.TurnSignal {
	pv := Public(&g.s)
	return SignalFor(&pv)
}

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
		return eg.s, true
	}
	return State{}, false
}
