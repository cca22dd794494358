package engine

import (
	"errors"
	"testing"
)

type color uint8

var colorNames = Names[color]{Type: "color", What: "color", List: []string{"red", "green"}, ListInError: true}

// TestNames: a name table names its constants, parses them back (exactly,
// or case-insensitively with Fold), says what is wrong with an unknown
// name, and names a value out of range by its type.
func TestNames(t *testing.T) {
	if got := colorNames.String(1); got != "green" {
		t.Errorf("String(1) = %q", got)
	}
	if got := colorNames.String(7); got != "color(7)" {
		t.Errorf("String(7) = %q", got)
	}
	if c, err := colorNames.Parse("green"); c != 1 || err != nil {
		t.Errorf("Parse(green) = %d, %v", c, err)
	}
	if _, err := colorNames.Parse("Green"); err == nil || err.Error() != `unknown color "Green" (one of red, green)` {
		t.Errorf("Parse(Green) without Fold: %v", err)
	}
	folded := colorNames
	folded.Fold, folded.Unknown = true, "no colour %q: pick red or green"
	if c, err := folded.Parse("GREEN"); c != 1 || err != nil {
		t.Errorf("folded Parse(GREEN) = %d, %v", c, err)
	}
	if _, err := folded.Parse("blue"); err == nil || err.Error() != `no colour "blue": pick red or green` {
		t.Errorf("Parse(blue) with Unknown: %v", err)
	}
	c := color(1)
	if err := colorNames.Unmarshal(&c, []byte("blue")); err == nil || c != 0 {
		t.Errorf("Unmarshal(blue) = %d, %v", c, err)
	}
}

// TestDecodeStrict: unknown fields and trailing data are refused.
func TestDecodeStrict(t *testing.T) {
	var v struct{ A int }
	if err := DecodeStrict([]byte(`{"A":1}`), &v); err != nil || v.A != 1 {
		t.Errorf("good: %v %+v", err, v)
	}
	for _, bad := range []string{`{"A":1,"B":2}`, `{"A":1} {}`, `[1]`, ``} {
		if err := DecodeStrict([]byte(bad), &v); err == nil {
			t.Errorf("DecodeStrict(%s) accepted", bad)
		}
	}
}

// TestIllegalError: a refusal is ErrIllegal and a RefusedError with its code.
func TestIllegalError(t *testing.T) {
	var err error = &IllegalError[string]{Command: "fly", Code: RefusedNotYourTurn, Reason: "wait"}
	var r RefusedError
	if !errors.Is(err, ErrIllegal) || !errors.As(err, &r) || r.Refused() != RefusedNotYourTurn || err.Error() != "illegal command fly: wait" {
		t.Errorf("%v", err)
	}
}
