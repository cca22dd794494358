package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Names is the name table of a small enum T (a card, a character, a phase):
// its String, its parse and its text encoding, written once for every
// ruleset. The zero-based constants of T are named List[0], List[1], ….
type Names[T ~uint8] struct {
	// Type is T's Go name, for a value out of range ("Character(9)").
	Type string
	// What names the enum in errors ("loot kind").
	What string
	// List names the constants in order.
	List []string
	// Fold parses names case-insensitively.
	Fold bool
	// Unknown, when set, is the whole error for an unknown name, with one
	// %q for it ("unknown card %q (Move, …)"); otherwise the error is
	// "unknown <What> %q", followed by " (one of a, b)" when ListInError.
	Unknown string
	// ListInError appends the names to the default error.
	ListInError bool
}

// String returns v's name, or "Type(v)" out of range.
func (n *Names[T]) String(v T) string {
	if int(v) < len(n.List) {
		return n.List[v]
	}
	return fmt.Sprintf("%s(%d)", n.Type, v)
}

// Parse returns the constant named s.
func (n *Names[T]) Parse(s string) (T, error) {
	for i, name := range n.List {
		if name == s || n.Fold && strings.EqualFold(name, s) {
			return T(i), nil
		}
	}
	switch {
	case n.Unknown != "":
		return 0, fmt.Errorf(n.Unknown, s)
	case n.ListInError:
		return 0, fmt.Errorf("unknown %s %q (one of %s)", n.What, s, strings.Join(n.List, ", "))
	}
	return 0, fmt.Errorf("unknown %s %q", n.What, s)
}

// Unmarshal decodes a name into *v (encoding.TextUnmarshaler); *v is 0 on
// error.
func (n *Names[T]) Unmarshal(v *T, b []byte) error {
	x, err := n.Parse(string(b))
	*v = x
	return err
}

// DecodeStrict reads one JSON value into v: unknown fields anywhere and
// trailing data after the value are errors (records, setups, commands).
func DecodeStrict(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("trailing data after the record")
	}
	return nil
}

// IllegalError explains why a command of C was refused:
// errors.Is(err, ErrIllegal) holds, and errors.As finds the RefusedError.
// Code is the typed reason for players; Reason is an English detail for logs.
type IllegalError[C any] struct {
	Command C
	Code    Refusal
	Reason  string
}

// Error says what was refused, why, and what to do.
func (e *IllegalError[C]) Error() string {
	return fmt.Sprintf("illegal command %s: %s", any(e.Command), e.Reason)
}

// Is makes errors.Is(err, ErrIllegal) true.
func (e *IllegalError[C]) Is(target error) bool { return target == ErrIllegal }

// Refused returns the typed reason (RefusedError).
func (e *IllegalError[C]) Refused() Refusal { return e.Code }
