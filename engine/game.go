package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Seat is a player's place at the table, 0-based, clockwise. Every ruleset
// numbers its seats with this type (express.Seat and super.Seat are it).
type Seat int8

// NoSeat means "nobody": the public audience, or no seat.
const NoSeat Seat = -1

// String returns "seat N" (1-based for people).
func (s Seat) String() string {
	if s == NoSeat {
		return "nobody"
	}
	return fmt.Sprintf("seat %d", int(s)+1)
}

// The errors every ruleset's Apply and command decoding wrap, so a host
// tells them apart without knowing the game (errors.Is).
var (
	// ErrIllegal: the command is not among its seat's legal commands now.
	ErrIllegal = errors.New("illegal command")
	// ErrBadCommand: the command cannot be decoded, or is another game's.
	ErrBadCommand = errors.New("malformed command")
	// ErrSetup: the setup cannot start a game.
	ErrSetup = errors.New("invalid setup")
	// ErrRulesVersion: a record was written for rules this engine does not replay.
	ErrRulesVersion = errors.New("record is for other rules")
)

// Command is one decision by one seat, in its game's own command type
// (express.Command, super.Command): a value that encodes to JSON. Two
// commands are the same decision exactly when their JSON is the same
// (SameCommand); a command type need not be comparable with ==.
type Command = any

// SameCommand reports whether two commands are the same decision (the same
// JSON encoding).
func SameCommand(a, b Command) bool {
	ja, erra := json.Marshal(a)
	jb, errb := json.Marshal(b)
	return erra == nil && errb == nil && bytes.Equal(ja, jb)
}

// Game is one game in progress as a host sees it (the live table, a
// transport, the LEDs), whatever its ruleset: docs/design.md's "shape that holds
// every ruleset". A Game is a value: Apply returns the next game and never
// changes this one, so a host may keep and share it freely. A ruleset does
// not implement it by hand: it describes its value state in a Spec and the
// core's Hosted adapter is its Game (express.Game and super.Game embed it);
// the fast paths of the bots and simulations (engine.Rules) do not go
// through it.
type Game interface {
	// Name is the game's name in the box ("express", "super").
	Name() string
	Turns
	// WithVersion returns the game with its state id (every seat's) set to
	// v: a host keeps ids increasing across an undo, so a command made
	// before the undo stays stale. Rules never read the id.
	WithVersion(v int) Game
	// Legal lists seat's legal commands in a stable order: never empty for
	// an expected seat, empty for any other.
	Legal(seat Seat) []Command
	// CommandSeat returns the seat that makes cmd; false when cmd is not a
	// command of this game.
	CommandSeat(cmd Command) (Seat, bool)
	// DecodeCommand parses one command from its JSON strictly; errors
	// wrap ErrBadCommand.
	DecodeCommand(b []byte) (Command, error)
	// Apply returns the game after cmd and what happened, never changing
	// this game. A command not in its seat's Legal list is refused with an
	// error wrapping ErrIllegal (ErrBadCommand for another game's command).
	Apply(cmd Command) (Game, Events, error)
	// View is what seat may know (NoSeat: the public), in the game's own
	// view type (express.PlayerView, express.PublicView, …): a value that
	// encodes to JSON and holds no secret of another seat.
	View(seat Seat) any
	// Result is the scores in the game's own result type (encodes to
	// JSON): final once Over, as they stand before (an operator ending a
	// game early).
	Result() any
	// PlayerNames names each seat's character, in seat order (the history).
	PlayerNames() []string
	// Record is the game so far — rules version, setup (with its seed) and
	// commands; replaying it (Ruleset.Replay) gives this game back.
	Record() Record
	// Signal is what the seat LEDs show now.
	Signal() TurnSignal
}

// Turns is who owes a choice in a game and its state ids: what a host asks
// of a game (Game) and the core asks of a ruleset's value state (StateOf).
type Turns interface {
	// Players is the number of seats at the table (seats 0..Players-1).
	Players() int
	// Expected lists the seats that owe a choice now, in seat order: at
	// least one in a live game, several in a simultaneous secret step,
	// none once the game is over.
	Expected() []Seat
	// Simultaneous reports whether the expected seats each commit a hidden
	// choice that resolves when the last one commits.
	Simultaneous() bool
	// Over reports whether the game has ended.
	Over() bool
	// Version is the state id: it moves on with every accepted command.
	Version() int
	// VersionFor is the state id a command from seat must carry to be
	// accepted: another seat's commit in a simultaneous step does not
	// change it, so one seat's commit never makes another's stale.
	VersionFor(seat Seat) int
}

// Events is what one change did (a command and the automatic steps after
// it, or several changes in a row), in the game's own event type. A host
// never looks inside: it asks for them as each viewer may see them, so
// secrets are filtered once, at the source.
type Events interface {
	// Len is the number of events.
	Len() int
	// For returns the events as viewer may see them (NoSeat: the public),
	// in the game's own type (e.g. []express.Event): it encodes to JSON.
	For(viewer Seat) any
	// Barrier reports whether an undo must stop after these events: a
	// secret was revealed to someone or chance was drawn (undo never shows
	// a secret again or rerolls chance).
	Barrier() bool
	// Highlight reports whether the events hold a moment the whole table
	// should notice (Colt Express's end-of-round event): the seat LEDs
	// run a chase.
	Highlight() bool
	// Then returns these events followed by next, events of the same game
	// (nil: these alone). Neither is changed.
	Then(next Events) Events
}

// Narrated is implemented by events that keep the public views inside a
// change (Colt Express): a screen narrating the change step by step draws
// each step as it stood, not as the change ends.
type Narrated interface {
	// PublicSteps returns the public views inside the change in the game's
	// own type (e.g. []express.StepView).
	PublicSteps() any
}

// Record is a whole game in a form any host can keep: rules version, setup
// (with its seed) and commands, each in its game's own JSON. It encodes
// exactly as the game's own record does, so `colt replay` reads it.
type Record struct {
	Rules    string            `json:"rules"`
	Setup    json.RawMessage   `json:"setup"`
	Commands []json.RawMessage `json:"commands"`
}

// TurnPhase is the part of a turn the seat LEDs show.
type TurnPhase uint8

// The turn phases.
const (
	// TurnChoosing is a simultaneous secret step: every Owing seat chooses
	// hidden; a seat's light goes off when it has chosen.
	TurnChoosing TurnPhase = iota
	// TurnTakingTurns is seats acting one after the other (Colt Express's
	// Schemin'): Active is the seat to play.
	TurnTakingTurns
	// TurnResolving is the played actions resolving one by one (Stealin'):
	// Active owns the action resolving; Owing, if any, owes a choice in it.
	TurnResolving
	// TurnOver is the final scores: Winners are lit.
	TurnOver
)

// TurnSignal is what the seat LEDs need to know about the game at one
// moment; the ruleset fills it from its public view, so the LEDs need no
// game-specific code.
type TurnSignal struct {
	Phase TurnPhase
	// Players is the number of seats in play.
	Players int
	// Active is the seat whose turn or action it is; NoSeat for none.
	Active Seat
	// PlaysTwice marks a turn where the active seat plays twice (Speed-Up).
	PlaysTwice bool
	// Reversed marks a turn where play goes round the other way (Switch).
	Reversed bool
	// Owing lists the seats that owe a choice.
	Owing []Seat
	// Winners lists the winning seats once the game is over.
	Winners []Seat
}

// Refusal is the typed reason a command was refused: hosts translate it for
// players (a ruleset's English reason is for logs only).
type Refusal uint8

// The refusal reasons.
const (
	RefusedNotLegal    Refusal = iota // the seat is expected but this choice is not among Legal
	RefusedNotYourTurn                // the seat is not expected to choose now
	RefusedGameOver                   // the game has ended
)

var refusalNames = [...]string{"not-legal", "not-your-turn", "game-over"}

// String returns the refusal's wire name ("not-legal").
func (r Refusal) String() string {
	if int(r) < len(refusalNames) {
		return refusalNames[r]
	}
	return fmt.Sprintf("Refusal(%d)", r)
}

// RefusedError is a ruleset's refusal of an illegal command (its
// IllegalError): errors.As finds it whatever the game.
type RefusedError interface {
	error
	// Refused returns the typed reason.
	Refused() Refusal
}
