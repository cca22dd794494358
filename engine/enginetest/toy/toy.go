// Package toy is Odds and Evens, a toy game that proves the house (issue
// 26): a game the box does not sell, joined to it with one registry line
// (games.Register(games.Of(toy.Spec, nil))) in a test, runs through the
// core's adapter (engine.Spec/Hosted), the table (journal, resume after a
// restart, undo), the MQTT bridge (each phone seeing only its own secret)
// and a minimal kiosk renderer, with no change anywhere else. Only tests
// import it.
//
// Each round both seats pick 1 or 2 in secret (a simultaneous step); when
// both have picked, the picks are shown and an even sum scores for seat 1,
// an odd one for seat 2. The first to Target points wins.
package toy

import (
	"fmt"

	"colt/engine"
)

// Name is the game's name in records and the games registry.
const Name = "toy"

// State is the game: the target, this round's secret picks, the scores.
type State struct {
	Target, Round int
	Picks         [2]int // this round's picks; 0: not yet
	Score         [2]int
	Ver           int
	SeatVer       [2]int
}

// Cmd is a seat's pick.
type Cmd struct {
	Seat engine.Seat `json:"seat"`
	Pick int         `json:"pick"`
}

// Event is a pick (its value shown to its own seat only) or a reveal.
type Event struct {
	Seat   engine.Seat `json:"seat"`
	Pick   int         `json:"pick,omitempty"`
	Reveal [2]int      `json:"reveal,omitzero"`
}

// Events are one command's events.
type Events []Event

func (e Events) Len() int        { return len(e) }
func (e Events) Highlight() bool { return false }
func (e Events) Barrier() bool   { return len(e) > 0 && e[len(e)-1].Reveal != [2]int{} }
func (e Events) Then(n engine.Events) engine.Events {
	if n, ok := n.(Events); ok {
		return append(e[:len(e):len(e)], n...)
	}
	return e
}
func (e Events) For(viewer engine.Seat) any {
	out := append(Events{}, e...)
	for i := range out {
		if out[i].Seat != viewer {
			out[i].Pick = 0
		}
	}
	return out
}

func (s *State) Players() int       { return 2 }
func (s *State) Over() bool         { return max(s.Score[0], s.Score[1]) >= s.Target }
func (s *State) Simultaneous() bool { return !s.Over() }
func (s *State) Version() int       { return s.Ver }
func (s *State) VersionFor(seat engine.Seat) int {
	if seat < 0 || seat > 1 {
		return s.Ver
	}
	return s.SeatVer[seat]
}
func (s *State) SetVersion(v int) { s.Ver, s.SeatVer = v, [2]int{v, v} }
func (s *State) Expected() []engine.Seat {
	var out []engine.Seat
	for i, p := range s.Picks {
		if p == 0 && !s.Over() {
			out = append(out, engine.Seat(i))
		}
	}
	return out
}

func legal(s *State, seat engine.Seat) []Cmd {
	if seat < 0 || seat > 1 || s.Picks[seat] != 0 || s.Over() {
		return []Cmd{}
	}
	return []Cmd{{seat, 1}, {seat, 2}}
}

// apply applies c in place (events: nil for a replay).
func apply(s *State, c Cmd, evs *Events) error {
	switch {
	case s.Over():
		return &engine.IllegalError[Cmd]{Command: c, Code: engine.RefusedGameOver, Reason: "the game is over"}
	case len(legal(s, c.Seat)) == 0:
		return &engine.IllegalError[Cmd]{Command: c, Code: engine.RefusedNotYourTurn, Reason: "one pick a round"}
	case c.Pick != 1 && c.Pick != 2:
		return &engine.IllegalError[Cmd]{Command: c, Code: engine.RefusedNotLegal, Reason: "pick 1 or 2"}
	}
	s.Picks[c.Seat] = c.Pick
	s.Ver++
	s.SeatVer[c.Seat] = s.Ver
	ev := Events{{Seat: c.Seat, Pick: c.Pick}}
	if s.Picks[0] != 0 && s.Picks[1] != 0 {
		s.Score[(s.Picks[0]+s.Picks[1])%2]++
		ev = append(ev, Event{Seat: engine.NoSeat, Reveal: s.Picks})
		s.Picks, s.Round, s.SeatVer = [2]int{}, s.Round+1, [2]int{s.Ver, s.Ver}
	}
	if evs != nil {
		*evs = ev
	}
	return nil
}

// View is what a seat may know: the scores, its own pick, its choices.
type View struct {
	Version int    `json:"version"`
	Score   [2]int `json:"score"`
	Mine    int    `json:"mine"`
	Legal   []Cmd  `json:"legal"`
}

// Setup is a new game's options: the points to play to.
type Setup struct {
	Target int `json:"target"`
}

// Spec is the game as the core's adapter hosts it.
var Spec = &engine.Spec[State, *State, Cmd, Setup]{
	Name: Name, Title: "Odds and Evens", Rules: "toy-1", RecordName: "toy record", RecordDoc: "engine/enginetest/toy/toy.go",
	New: func(su Setup) (State, engine.Events, error) {
		if su.Target < 1 {
			return State{}, nil, fmt.Errorf("%w: target %d; play to 1 point or more", engine.ErrSetup, su.Target)
		}
		return State{Target: su.Target}, Events{}, nil
	},
	Setup: func(su Setup, _ string) (State, error) { return State{Target: su.Target}, nil },
	Do:    func(s *State, c Cmd) error { return apply(s, c, nil) },
	Apply: func(s *State, c Cmd) (engine.Events, error) {
		var evs Events
		err := apply(s, c, &evs)
		return evs, err
	},
	Seat:  func(c Cmd) engine.Seat { return c.Seat },
	Legal: legal,
	DecodeCommand: func(b []byte) (Cmd, error) {
		var c Cmd
		if err := engine.DecodeStrict(b, &c); err != nil {
			return c, fmt.Errorf("%w: %v", engine.ErrBadCommand, err)
		}
		return c, nil
	},
	View: func(s *State, seat engine.Seat) any {
		v := View{Version: s.VersionFor(seat), Score: s.Score}
		if seat >= 0 {
			v.Mine, v.Legal = s.Picks[seat], legal(s, seat)
		}
		return v
	},
	Result: func(s *State) any { return s.Score },
}
