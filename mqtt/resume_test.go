package mqtt

import (
	"fmt"
	"testing"

	"colt/engine/express"
	"colt/engine/table"
)

// TestResumeWithPhoneReconnectAndUndo: the kiosk loses power mid-game; on
// restart the table resumes from its journal and a phone that reconnects
// with the same token sees its current hand at once. Then the operator
// undoes a command and the phones follow.
func TestResumeWithPhoneReconnectAndUndo(t *testing.T) {
	tb, dir := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	tp := Topics{"t1"}
	// play face-up or face-down cards only, through the phones (no draw, so undo can reach back)
	for i := 0; i < 3; i++ {
		st := stateOf(tb)
		a := st.Actor()
		ph := mustDial(t, tcpURL(s), SeatUser("t1", a), token(tb, a))
		ph.sub(t, tp.SeatView(a), tp.SeatReply(a))
		view := seatView(t, ph.waitFor(t, tp.SeatView(a), versionAtLeast(st.Version()))).View
		id := fmt.Sprintf("r-%d", i)
		ph.pub(t, tp.SeatCmd(a), cmdMessage(t, view.Version, id, view.Legal[0]))
		ph.waitFor(t, tp.SeatReply(a), replyWithID(id))
		ph.c.Disconnect(0)
	}
	before := stateOf(tb)
	seats := tb.Seats()
	s.Close()
	tb.Close() // power cut: nothing else reaches the disk

	tb2, warns, err := table.Open(table.Options{Dir: dir, Logf: safeLog(t)})
	if err != nil || len(warns) != 0 {
		t.Fatalf("resume: %v %v", err, warns)
	}
	t.Cleanup(func() { tb2.Close() })
	s2 := startService(t, tb2, testConfig())
	a := before.Actor()
	ph := mustDial(t, tcpURL(s2), SeatUser("t1", a), seats[a].Token) // same token as before the cut
	ph.sub(t, tp.SeatView(a))
	m := seatView(t, ph.waitFor(t, tp.SeatView(a), versionAtLeast(before.Version())))
	want := express.View(&before, a)
	if m.View.Version != before.Version() || fmt.Sprint(m.View.Hand) != fmt.Sprint(want.Hand) {
		t.Fatalf("after resume the phone sees version %d hand %v, want %d %v", m.View.Version, m.View.Hand, before.Version(), want.Hand)
	}

	// undo: every phone gets the earlier state (with a new, higher id)
	if err := tb2.Undo(1); err != nil {
		t.Fatal(err)
	}
	undone := stateOf(tb2)
	prev := express.Seat(undone.Actor())
	ph2 := mustDial(t, tcpURL(s2), SeatUser("t1", prev), seats[prev].Token)
	ph2.sub(t, tp.SeatView(prev))
	m2 := seatView(t, ph2.waitFor(t, tp.SeatView(prev), versionAtLeast(undone.Version())))
	if m2.View.Version != undone.Version() || len(m2.View.Legal) == 0 || m2.View.Pile == nil || len(m2.View.Pile) != len(express.Public(&undone).Pile) {
		t.Fatalf("after undo seat %d sees version %d with %d legal, want version %d", prev, m2.View.Version, len(m2.View.Legal), undone.Version())
	}
}
