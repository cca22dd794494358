package mqtt

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"colt/engine"
	"colt/engine/games"
	"colt/engine/table"
)

// The house's proof (issue 26): a third game, Odds and Evens, defined only
// here and joined to the box with one registry line, runs through the core's
// adapter (engine.Spec/Hosted), the table (journal, resume after a restart,
// undo) and this bridge, each phone seeing only its own secret.
//
// Each round both seats pick 1 or 2 in secret (a simultaneous step); when
// both have picked, the picks are shown and an even sum scores for seat 1,
// an odd one for seat 2. The first to Target points wins.

type toyState struct {
	Target, Round int
	Picks         [2]int // this round's picks; 0: not yet
	Score         [2]int
	Ver           int
	SeatVer       [2]int
}

type toyCmd struct {
	Seat engine.Seat `json:"seat"`
	Pick int         `json:"pick"`
}

// toyEvent is a pick (its value shown to its own seat only) or a reveal.
type toyEvent struct {
	Seat   engine.Seat `json:"seat"`
	Pick   int         `json:"pick,omitempty"`
	Reveal [2]int      `json:"reveal,omitzero"`
}

type toyEvents []toyEvent

func (e toyEvents) Len() int        { return len(e) }
func (e toyEvents) Highlight() bool { return false }
func (e toyEvents) Barrier() bool   { return len(e) > 0 && e[len(e)-1].Reveal != [2]int{} }
func (e toyEvents) Then(n engine.Events) engine.Events {
	if n, ok := n.(toyEvents); ok {
		return append(e[:len(e):len(e)], n...)
	}
	return e
}
func (e toyEvents) For(viewer engine.Seat) any {
	out := append(toyEvents{}, e...)
	for i := range out {
		if out[i].Seat != viewer {
			out[i].Pick = 0
		}
	}
	return out
}

func (s *toyState) Players() int       { return 2 }
func (s *toyState) Over() bool         { return max(s.Score[0], s.Score[1]) >= s.Target }
func (s *toyState) Simultaneous() bool { return !s.Over() }
func (s *toyState) Version() int       { return s.Ver }
func (s *toyState) VersionFor(seat engine.Seat) int {
	if seat < 0 || seat > 1 {
		return s.Ver
	}
	return s.SeatVer[seat]
}
func (s *toyState) SetVersion(v int) { s.Ver, s.SeatVer = v, [2]int{v, v} }
func (s *toyState) Expected() []engine.Seat {
	var out []engine.Seat
	for i, p := range s.Picks {
		if p == 0 && !s.Over() {
			out = append(out, engine.Seat(i))
		}
	}
	return out
}

func toyLegal(s *toyState, seat engine.Seat) []toyCmd {
	if seat < 0 || seat > 1 || s.Picks[seat] != 0 || s.Over() {
		return []toyCmd{}
	}
	return []toyCmd{{seat, 1}, {seat, 2}}
}

// toyApply applies c in place (events: nil for a replay).
func toyApply(s *toyState, c toyCmd, evs *toyEvents) error {
	switch {
	case s.Over():
		return &engine.IllegalError[toyCmd]{Command: c, Code: engine.RefusedGameOver, Reason: "the game is over"}
	case len(toyLegal(s, c.Seat)) == 0:
		return &engine.IllegalError[toyCmd]{Command: c, Code: engine.RefusedNotYourTurn, Reason: "one pick a round"}
	case c.Pick != 1 && c.Pick != 2:
		return &engine.IllegalError[toyCmd]{Command: c, Code: engine.RefusedNotLegal, Reason: "pick 1 or 2"}
	}
	s.Picks[c.Seat] = c.Pick
	s.Ver++
	s.SeatVer[c.Seat] = s.Ver
	ev := toyEvents{{Seat: c.Seat, Pick: c.Pick}}
	if s.Picks[0] != 0 && s.Picks[1] != 0 {
		s.Score[(s.Picks[0]+s.Picks[1])%2]++
		ev = append(ev, toyEvent{Seat: engine.NoSeat, Reveal: s.Picks})
		s.Picks, s.Round, s.SeatVer = [2]int{}, s.Round+1, [2]int{s.Ver, s.Ver}
	}
	if evs != nil {
		*evs = ev
	}
	return nil
}

// toyView is what a seat may know: the scores, its own pick, its choices.
type toyView struct {
	Version int      `json:"version"`
	Score   [2]int   `json:"score"`
	Mine    int      `json:"mine"`
	Legal   []toyCmd `json:"legal"`
}

type toySetup struct {
	Target int `json:"target"`
}

var toySpec = &engine.Spec[toyState, *toyState, toyCmd, toySetup]{
	Name: "toy", Title: "Odds and Evens", Rules: "toy-1", RecordName: "toy record", RecordDoc: "mqtt/toygame_test.go",
	New: func(su toySetup) (toyState, engine.Events, error) {
		if su.Target < 1 {
			return toyState{}, nil, fmt.Errorf("%w: target %d; play to 1 point or more", engine.ErrSetup, su.Target)
		}
		return toyState{Target: su.Target}, toyEvents{}, nil
	},
	Setup: func(su toySetup, _ string) (toyState, error) { return toyState{Target: su.Target}, nil },
	Do:    func(s *toyState, c toyCmd) error { return toyApply(s, c, nil) },
	Apply: func(s *toyState, c toyCmd) (engine.Events, error) {
		var evs toyEvents
		err := toyApply(s, c, &evs)
		return evs, err
	},
	Seat:  func(c toyCmd) engine.Seat { return c.Seat },
	Legal: toyLegal,
	DecodeCommand: func(b []byte) (toyCmd, error) {
		var c toyCmd
		if err := engine.DecodeStrict(b, &c); err != nil {
			return c, fmt.Errorf("%w: %v", engine.ErrBadCommand, err)
		}
		return c, nil
	},
	View: func(s *toyState, seat engine.Seat) any {
		v := toyView{Version: s.VersionFor(seat), Score: s.Score}
		if seat >= 0 {
			v.Mine, v.Legal = s.Picks[seat], toyLegal(s, seat)
		}
		return v
	},
	Result: func(s *toyState) any { return s.Score },
}

// the one registry line
func init() { must(games.Register(games.Of(toySpec, nil))) }

func must(err error) {
	if err != nil {
		panic(err)
	}
}

type toySeatMessage struct {
	View   toyView    `json:"view"`
	Events []toyEvent `json:"events"`
}

// TestToyGameThroughTheHouse plays Odds and Evens by phone through the
// bridge, undoes a pick, restarts the table from its journal, and finishes
// the game: every step through code that knows nothing of the game.
func TestToyGameThroughTheHouse(t *testing.T) {
	dir := t.TempDir()
	tb, _, err := table.Open(table.Options{Dir: dir, Logf: safeLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.NewGame("toy", toySetup{Target: 2}, []table.SeatMode{table.Phone, table.Phone}); err != nil {
		t.Fatal(err)
	}
	if sig := tb.Signal(); sig.Phase != engine.TurnChoosing || len(sig.Owing) != 2 {
		t.Fatalf("the seat LEDs show %+v, want both seats owing a pick", sig)
	}
	s := startService(t, tb, testConfig())
	tp := Topics{"t1"}
	phones := [2]*client{}
	for i := range phones {
		seat := engine.Seat(i)
		phones[i] = mustDial(t, tcpURL(s), SeatUser("t1", seat), token(tb, seat))
		phones[i].sub(t, tp.SeatView(seat), tp.SeatReply(seat))
	}
	send := func(seat engine.Seat, pick int, id string) {
		t.Helper()
		var m toySeatMessage
		json.Unmarshal(phones[seat].waitFor(t, tp.SeatView(seat), versionAtLeast(tb.Game().VersionFor(seat))), &m)
		if len(m.View.Legal) != 2 {
			t.Fatalf("seat %d's view offers %v", seat, m.View.Legal)
		}
		raw, _ := json.Marshal(toyCmd{seat, pick})
		v := m.View.Version
		b, _ := json.Marshal(CommandMessage{V: &v, ID: id, Cmd: raw})
		phones[seat].pub(t, tp.SeatCmd(seat), b)
		var r Reply
		json.Unmarshal(phones[seat].waitFor(t, tp.SeatReply(seat), replyWithID(id)), &r)
		if !r.OK {
			t.Fatalf("seat %d's pick %d: %+v", seat, pick, r)
		}
	}

	// round 1: seat 1 picks 2 in secret; only its own phone sees the 2
	send(0, 2, "a")
	own := phones[0].waitFor(t, tp.SeatView(0), func(b []byte) bool { var m toySeatMessage; return json.Unmarshal(b, &m) == nil && m.View.Mine == 2 })
	var m toySeatMessage
	json.Unmarshal(own, &m)
	if len(m.Events) != 1 || m.Events[0].Pick != 2 || len(m.View.Legal) != 0 {
		t.Fatalf("seat 1 after its pick: %s", own)
	}
	other := phones[1].waitFor(t, tp.SeatView(1), func(b []byte) bool { var m toySeatMessage; return json.Unmarshal(b, &m) == nil && len(m.Events) == 1 })
	var om toySeatMessage
	json.Unmarshal(other, &om)
	if len(om.Events) != 1 || om.Events[0].Pick != 0 || om.View.Mine != 0 {
		t.Fatalf("seat 2 sees seat 1's secret pick: %s", other)
	}
	send(1, 1, "b") // 2+1 odd: seat 2 scores, the picks are shown
	if got := tb.Game().Result().([2]int); got != [2]int{0, 1} {
		t.Fatalf("score after round 1: %v", got)
	}

	// round 2: a pick is taken back (undo stops at the reveal)
	send(0, 1, "c")
	if n := tb.UndoLimit(); n != 1 {
		t.Fatalf("undo limit %d, want 1 (the reveal is a barrier)", n)
	}
	if err := tb.Undo(1); err != nil {
		t.Fatal(err)
	}
	if exp := tb.Game().Expected(); len(exp) != 2 {
		t.Fatalf("after the undo %v owe a pick, want both", exp)
	}
	send(0, 1, "d")
	want, _ := json.Marshal(tb.Record())

	// a power cut: the table comes back from its journal, mid-round
	s.Close()
	tb.Close()
	tb, _, err = table.Open(table.Options{Dir: dir, Logf: safeLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Close() })
	if got, _ := json.Marshal(tb.Record()); string(got) != string(want) || tb.GameName() != "toy" {
		t.Fatalf("resumed %s record %s, want %s", tb.GameName(), got, want)
	}
	if err := tb.Submit(table.FromKiosk, toyCmd{0, 2}, table.AnyVersion, "f"); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("seat 1 picked twice in one round after the restart: %v", err)
	}
	if err := tb.Submit(table.FromKiosk, toyCmd{1, 3}, table.AnyVersion, "e"); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("seat 2 picked 3: %v", err)
	}
	if err := tb.Submit(table.FromKiosk, toyCmd{1, 1}, table.AnyVersion, "g"); err != nil {
		t.Fatal(err)
	}
	// 1+1 even: seat 1 scores; round 3 ends the game
	for i, pick := range []int{2, 2} {
		if err := tb.Submit(table.FromKiosk, toyCmd{engine.Seat(i), pick}, table.AnyVersion, fmt.Sprint("h", i)); err != nil {
			t.Fatal(err)
		}
	}
	if g := tb.Game(); g.Result().([2]int) != [2]int{2, 1} || !g.Over() || len(g.Expected()) != 0 {
		t.Fatalf("end: score %v, over %v", g.Result(), g.Over())
	}

	// a bot seat: a game without bots of its own plays them at random
	if err := tb.NewGame("toy", toySetup{Target: 1}, []table.SeatMode{table.Handoff, table.Bot}); err != nil {
		t.Fatal(err)
	}
	if exp := tb.Game().Expected(); len(exp) != 1 || exp[0] != 0 {
		t.Fatalf("the bot has not picked: %v owe a pick", exp)
	}
	if err := tb.Submit(table.FromKiosk, toyCmd{0, 1}, table.AnyVersion, "i"); err != nil {
		t.Fatal(err)
	}
	if !tb.Game().Over() {
		t.Fatal("a game to 1 point is not over after one round")
	}
}
