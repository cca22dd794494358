package mqtt

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"colt/engine"
	"colt/engine/enginetest/toy"
	"colt/engine/games"
	"colt/engine/table"
)

// The house's proof (issue 26): a third game, Odds and Evens (package
// engine/enginetest/toy), joined to the box here with one registry line,
// runs through the core's adapter, the table (journal, resume after a
// restart, undo) and this bridge, each phone seeing only its own secret.

// the one registry line
func init() { must(games.Register(games.Of(toy.Spec, nil))) }

func must(err error) {
	if err != nil {
		panic(err)
	}
}

type toySeatMessage struct {
	View   toy.View    `json:"view"`
	Events []toy.Event `json:"events"`
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
	if err := tb.NewGame(toy.Name, toy.Setup{Target: 2}, []table.SeatMode{table.Phone, table.Phone}); err != nil {
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
		raw, _ := json.Marshal(toy.Cmd{Seat: seat, Pick: pick})
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
	if err := tb.Submit(table.FromKiosk, toy.Cmd{Seat: 0, Pick: 2}, table.AnyVersion, "f"); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("seat 1 picked twice in one round after the restart: %v", err)
	}
	if err := tb.Submit(table.FromKiosk, toy.Cmd{Seat: 1, Pick: 3}, table.AnyVersion, "e"); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("seat 2 picked 3: %v", err)
	}
	if err := tb.Submit(table.FromKiosk, toy.Cmd{Seat: 1, Pick: 1}, table.AnyVersion, "g"); err != nil {
		t.Fatal(err)
	}
	// 1+1 even: seat 1 scores; round 3 ends the game
	for i, pick := range []int{2, 2} {
		if err := tb.Submit(table.FromKiosk, toy.Cmd{Seat: engine.Seat(i), Pick: pick}, table.AnyVersion, fmt.Sprint("h", i)); err != nil {
			t.Fatal(err)
		}
	}
	if g := tb.Game(); g.Result().([2]int) != [2]int{2, 1} || !g.Over() || len(g.Expected()) != 0 {
		t.Fatalf("end: score %v, over %v", g.Result(), g.Over())
	}

	// a bot seat: a game without bots of its own plays them at random
	if err := tb.NewGame(toy.Name, toy.Setup{Target: 1}, []table.SeatMode{table.Handoff, table.Bot}); err != nil {
		t.Fatal(err)
	}
	if exp := tb.Game().Expected(); len(exp) != 1 || exp[0] != 0 {
		t.Fatalf("the bot has not picked: %v owe a pick", exp)
	}
	if err := tb.Submit(table.FromKiosk, toy.Cmd{Seat: 0, Pick: 1}, table.AnyVersion, "i"); err != nil {
		t.Fatal(err)
	}
	if !tb.Game().Over() {
		t.Fatal("a game to 1 point is not over after one round")
	}
}
