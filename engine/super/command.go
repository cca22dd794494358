package super

import (
	"colt/engine"

	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// CommandKind is what a command does.
type CommandKind uint8

// The command kinds. A player's only decision in Colt Super Express is the
// stack; the action phase has no choices.
const (
	CmdStack CommandKind = iota // the plan: Cards, top first (the fourth card sits out)
	numCommandKinds
)

var commandNames = [...]string{"stack"}

// String returns the command kind's wire name.
func (k CommandKind) String() string {
	if k < numCommandKinds {
		return commandNames[k]
	}
	return fmt.Sprintf("CommandKind(%d)", k)
}

// Command is one decision by one seat: its stack of three cards for the
// round, top (resolved first) first. Two commands are equal exactly when
// they mean the same choice.
//
// The stack is one command rather than three: it is one secret decision,
// so a seat is either committed or not (no half-stacks in the state, the
// views, the journal or an undo); a bot or a phone that builds the stack
// card by card sends it once, and Legal lists the 24 ordered choices.
type Command struct {
	Seat  Seat
	Kind  CommandKind
	Cards [StackSize]Card
}

// Stack returns the command stacking cards a, b, c (a resolved first).
func Stack(seat Seat, a, b, c Card) Command {
	return Command{Seat: seat, Kind: CmdStack, Cards: [StackSize]Card{a, b, c}}
}

// SetAside returns the card a stack leaves out this round.
func (c Command) SetAside() Card {
	var used [NumCards]bool
	for _, k := range c.Cards {
		if k < NumCards {
			used[k] = true
		}
	}
	for k := Card(0); k < NumCards; k++ {
		if !used[k] {
			return k
		}
	}
	return HiddenCard
}

// String describes the command for logs and error messages (its JSON form).
func (c Command) String() string {
	b, err := json.Marshal(c)
	if err != nil {
		return fmt.Sprintf("{seat %d, kind %d, cards %v}", c.Seat, c.Kind, c.Cards)
	}
	return string(b)
}

// wireCommand is the JSON shape of a command.
type wireCommand struct {
	Seat  *int      `json:"seat"`
	Do    string    `json:"do"`
	Cards *[]string `json:"cards,omitempty"`
}

// MarshalJSON writes {"seat":2,"do":"stack","cards":["Move","Shoot","TurnAround"]}.
func (c Command) MarshalJSON() ([]byte, error) {
	if c.Kind >= numCommandKinds {
		return nil, fmt.Errorf("super: cannot encode command kind %d", c.Kind)
	}
	seat := int(c.Seat)
	names := make([]string, StackSize)
	for i, k := range c.Cards {
		if k >= NumCards {
			return nil, fmt.Errorf("super: cannot encode card %d in a stack", k)
		}
		names[i] = k.String()
	}
	return json.Marshal(wireCommand{Seat: &seat, Do: c.Kind.String(), Cards: &names})
}

// ErrBadCommand is returned (wrapped) for a command that cannot be decoded.
var ErrBadCommand = engine.ErrBadCommand

// UnmarshalJSON reads a command strictly (see DecodeCommand).
func (c *Command) UnmarshalJSON(b []byte) error {
	v, err := DecodeCommand(b)
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// DecodeCommand parses one JSON command strictly: unknown fields, trailing
// data, a missing or extra card, or an unknown name are errors wrapping
// ErrBadCommand. It checks the shape only; whether the stack is allowed now
// (three different cards, the seat's turn to plan) is Legal's job.
func DecodeCommand(b []byte) (Command, error) {
	const example = `{"seat":0,"do":"stack","cards":["Move","Shoot","TurnAround"]}`
	var w wireCommand
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return Command{}, fmt.Errorf("%w: %v (expected e.g. %s)", ErrBadCommand, err, example)
	}
	if dec.More() {
		return Command{}, fmt.Errorf("%w: trailing data after the command object (expected e.g. %s)", ErrBadCommand, example)
	}
	if w.Seat == nil {
		return Command{}, fmt.Errorf("%w: missing \"seat\" (expected e.g. %s)", ErrBadCommand, example)
	}
	if *w.Seat < 0 || *w.Seat >= MaxPlayers {
		return Command{}, fmt.Errorf("%w: seat %d out of range 0–%d", ErrBadCommand, *w.Seat, MaxPlayers-1)
	}
	kind := numCommandKinds
	for i, n := range commandNames {
		if n == w.Do {
			kind = CommandKind(i)
		}
	}
	if kind == numCommandKinds {
		return Command{}, fmt.Errorf("%w: unknown \"do\" %q (one of %s)", ErrBadCommand, w.Do, strings.Join(commandNames[:], ", "))
	}
	c := Command{Seat: Seat(*w.Seat), Kind: kind}
	if w.Cards == nil || len(*w.Cards) != StackSize {
		return Command{}, fmt.Errorf("%w: a stack names exactly %d cards, top first (expected e.g. %s)", ErrBadCommand, StackSize, example)
	}
	for i, name := range *w.Cards {
		k, err := ParseCard(name)
		if err != nil {
			return Command{}, fmt.Errorf("%w: %v", ErrBadCommand, err)
		}
		c.Cards[i] = k
	}
	return c, nil
}
