package enginetest

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"colt/engine"
)

// race is a tiny game for the kit's own tests: two seats take turns adding
// 1 or 2 to a counter; whoever reaches Goal wins. With leak set, Apply
// changes a counter shared by every copy of the state (a broken ruleset:
// Apply mutates its input).
type race struct {
	N, Goal, Ver int
	Turn         engine.Seat
	leak         *int
}

type raceCmd struct {
	Seat engine.Seat `json:"seat"`
	Add  int         `json:"add"`
}

type raceEvents []raceCmd

func (e raceEvents) Len() int                           { return len(e) }
func (e raceEvents) For(engine.Seat) any                { return []raceCmd(e) }
func (e raceEvents) Barrier() bool                      { return false }
func (e raceEvents) Highlight() bool                    { return false }
func (e raceEvents) Then(n engine.Events) engine.Events { return append(e, n.(raceEvents)...) }

func (s *race) Players() int               { return 2 }
func (s *race) Over() bool                 { return s.N >= s.Goal }
func (s *race) Simultaneous() bool         { return false }
func (s *race) Version() int               { return s.Ver }
func (s *race) VersionFor(engine.Seat) int { return s.Ver }
func (s *race) SetVersion(v int)           { s.Ver = v }
func (s *race) MarshalBinary() ([]byte, error) {
	b := binary.AppendVarint(nil, int64(s.N))
	b = binary.AppendVarint(b, int64(s.Ver))
	if s.leak != nil {
		b = binary.AppendVarint(b, int64(*s.leak))
	}
	return append(b, byte(s.Turn)), nil
}
func (s *race) Expected() []engine.Seat {
	if s.Over() {
		return nil
	}
	return []engine.Seat{s.Turn}
}

func raceLegal(s *race, seat engine.Seat) []raceCmd {
	if s.Over() || seat != s.Turn {
		return nil
	}
	return []raceCmd{{seat, 1}, {seat, 2}}
}

func raceDo(s *race, c raceCmd) error {
	switch {
	case s.Over():
		return &engine.IllegalError[raceCmd]{Command: c, Code: engine.RefusedGameOver}
	case c.Seat != s.Turn:
		return &engine.IllegalError[raceCmd]{Command: c, Code: engine.RefusedNotYourTurn}
	case c.Add != 1 && c.Add != 2:
		return &engine.IllegalError[raceCmd]{Command: c, Code: engine.RefusedNotLegal}
	}
	s.N, s.Ver, s.Turn = s.N+c.Add, s.Ver+1, 1-s.Turn
	if s.leak != nil {
		*s.leak++
	}
	return nil
}

type raceSetup struct {
	Goal int  `json:"goal"`
	Leak bool `json:"leak,omitempty"`
	Seed uint64
}

func raceGame() *Game[race, *race, raceCmd, raceSetup] {
	start := func(su raceSetup, _ string) (race, error) {
		s := race{Goal: su.Goal, Turn: engine.Seat(su.Seed % 2)}
		if su.Leak {
			s.leak = new(int)
		}
		return s, nil
	}
	spec := &engine.Spec[race, *race, raceCmd, raceSetup]{
		Name: "race", Title: "Race", Rules: "race-1", RecordName: "race record", RecordDoc: "enginetest_test.go",
		New: func(su raceSetup) (race, engine.Events, error) {
			s, err := start(su, "")
			return s, raceEvents{}, err
		},
		Setup: start,
		Do:    raceDo,
		Apply: func(s *race, c raceCmd) (engine.Events, error) {
			if err := raceDo(s, c); err != nil {
				return nil, err
			}
			return raceEvents{c}, nil
		},
		Seat:  func(c raceCmd) engine.Seat { return c.Seat },
		Legal: raceLegal,
		DecodeCommand: func(b []byte) (raceCmd, error) {
			var c raceCmd
			if err := engine.DecodeStrict(b, &c); err != nil {
				return c, fmt.Errorf("%w: %v", engine.ErrBadCommand, err)
			}
			return c, nil
		},
		View: func(s *race, seat engine.Seat) any {
			return struct {
				Version int       `json:"version"`
				N       int       `json:"n"`
				Legal   []raceCmd `json:"legal"`
			}{s.Ver, s.N, raceLegal(s, seat)}
		},
		Result: func(s *race) any { return s.N },
	}
	return &Game[race, *race, raceCmd, raceSetup]{
		Spec:       spec,
		Invariants: func(s *race) error { return nil },
		Seeded:     func(su raceSetup, seed uint64) raceSetup { su.Seed = seed; return su },
		Refused: func(s *race, seat engine.Seat) raceCmd {
			if seat == s.Turn && !s.Over() {
				return raceCmd{seat, 3}
			}
			return raceCmd{seat, 1}
		},
	}
}

// recorder is a testing.TB that keeps the first failure instead of
// stopping the test.
type recorder struct {
	*testing.T
	failed string
}

func (r *recorder) Fatalf(format string, args ...any) {
	if r.failed == "" {
		r.failed = fmt.Sprintf(format, args...)
	}
}

func (r *recorder) Helper() {}

// TestConformanceOfASoundGame: a game that keeps the contract passes.
func TestConformanceOfASoundGame(t *testing.T) {
	Conformance(t, raceGame(), raceSetup{Goal: 9}, 1, 20)
}

// TestConformanceCatchesAMutatingApply: a game whose Apply changes its
// input is reported.
func TestConformanceCatchesAMutatingApply(t *testing.T) {
	r := &recorder{T: t}
	Conformance(r, raceGame(), raceSetup{Goal: 9, Leak: true}, 1, 1)
	if !strings.Contains(r.failed, "mutated its input") {
		t.Fatalf("the kit reported %q", r.failed)
	}
}

// TestConformanceCatchesAWrongRefusal: a game that refuses an out-of-turn
// command with the wrong reason is reported.
func TestConformanceCatchesAWrongRefusal(t *testing.T) {
	g := raceGame()
	apply := g.Spec.Apply
	broken := *g.Spec
	broken.Apply = func(s *race, c raceCmd) (engine.Events, error) {
		if c.Seat != s.Turn && !s.Over() {
			return nil, &engine.IllegalError[raceCmd]{Command: c, Code: engine.RefusedNotLegal}
		}
		return apply(s, c)
	}
	g.Spec = &broken
	r := &recorder{T: t}
	Conformance(r, g, raceSetup{Goal: 9}, 1, 1)
	if !strings.Contains(r.failed, "refusal") {
		t.Fatalf("the kit reported %q", r.failed)
	}
}

// TestRandomRecordAndExample: a random record replays, encodes one command
// per line, and FirstDiff names the first differing line.
func TestRandomRecordAndExample(t *testing.T) {
	g := raceGame()
	rec := g.RandomRecord(t, raceSetup{Goal: 5}, 3)
	s, err := g.Spec.ReplayN(rec, len(rec.Commands))
	if err != nil || !s.Over() {
		t.Fatalf("replay: over %v, %v", s.Over(), err)
	}
	b, err := EncodeRecord(rec)
	if err != nil || strings.Count(string(b), "\n") != len(rec.Commands)+6 {
		t.Fatalf("EncodeRecord:\n%s", b)
	}
	if d := FirstDiff([]byte("a\nb\nc"), []byte("a\nx\nc")); !strings.HasPrefix(d, "line 2:") {
		t.Errorf("FirstDiff = %q", d)
	}
}
