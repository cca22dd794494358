package mqtt

import (
	"testing"
	"time"
)

// waitUntil polls cond until it holds, failing the test after wait (a
// guard against hanging, not a measure of speed).
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(wait)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("never: %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestPhoneConnectedAndReset (issue 32 item 2): the service says which
// seats have a phone of this game connected, and tells a watcher when that
// changes; resetting a seat's phone gives it a new token, refuses the old
// link (its phone is disconnected and cannot log in again) and the new link
// plays; the other seats keep theirs.
func TestPhoneConnectedAndReset(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	tp := Topics{"t1"}
	changes := make(chan struct{}, 100)
	defer s.WatchPhones(func() {
		select {
		case changes <- struct{}{}:
		default:
		}
	})()
	if on, known := s.PhoneConnected(1); on || !known {
		t.Fatalf("before any phone: seat 2 connected %v known %v", on, known)
	}
	old := token(tb, 1)
	ph := mustDial(t, tcpURL(s), SeatUser("t1", 1), old)
	waitUntil(t, "seat 2's phone counts as connected", func() bool { on, _ := s.PhoneConnected(1); return on })
	select {
	case <-changes:
	case <-time.After(wait):
		t.Fatal("the watcher was not told of the phone")
	}
	if on, _ := s.PhoneConnected(0); on {
		t.Fatal("seat 1 counts as connected with only seat 2's phone")
	}
	other := mustDial(t, tcpURL(s), SeatUser("t1", 2), token(tb, 2))
	waitUntil(t, "seat 3's phone counts", func() bool { on, _ := s.PhoneConnected(2); return on })
	oldURL := s.JoinURL(1)

	if err := tb.ResetTokens(1); err != nil {
		t.Fatal(err)
	}
	if token(tb, 1) == old || s.JoinURL(1) == oldURL {
		t.Fatal("the reset seat kept its token and link")
	}
	waitUntil(t, "the old phone is disconnected", func() bool { return !ph.c.IsConnected() })
	waitUntil(t, "seat 2 counts as not connected", func() bool { on, _ := s.PhoneConnected(1); return !on })
	if _, err := dial(tcpURL(s), SeatUser("t1", 1), old, nil); err == nil {
		t.Fatal("the old link still logs in after the reset")
	}
	neverLost(t, "seat 3 (not reset)", other)
	if on, _ := s.PhoneConnected(2); !on {
		t.Fatal("seat 3's phone no longer counts after seat 2's reset")
	}
	// the new link plays
	fresh := mustDial(t, tcpURL(s), SeatUser("t1", 1), token(tb, 1))
	fresh.sub(t, tp.SeatView(1), tp.SeatReply(1))
	m := seatView(t, fresh.waitFor(t, tp.SeatView(1), func(b []byte) bool { return gameOf(b) == GameTag(tb.Seats()) }))
	waitUntil(t, "the new phone counts", func() bool { on, _ := s.PhoneConnected(1); return on })
	st := stateOf(tb)
	if st.Actor() == 1 {
		playFirstLegal(t, fresh, tp, 1, m.View, "after-reset")
	}

	// the whole table
	before := tb.Seats()
	if err := tb.ResetTokens(); err != nil {
		t.Fatal(err)
	}
	for i, si := range tb.Seats() {
		if si.Token == before[i].Token {
			t.Errorf("seat %d kept its token after resetting the whole table", i+1)
		}
	}
	waitUntil(t, "every phone is disconnected", func() bool { return !fresh.c.IsConnected() && !other.c.IsConnected() })
	if n, _ := s.PhonesOnline(); n != [MaxSeats]int{} {
		t.Fatalf("after resetting every seat, phones still count: %v", n)
	}
	if err := tb.ResetTokens(5); err == nil {
		t.Fatal("a seat outside the game was reset")
	}
	if _, err := tb.EndGame(); err != nil {
		t.Fatal(err)
	}
	if err := tb.ResetTokens(); err == nil {
		t.Fatal("tokens reset with no game")
	}
}
