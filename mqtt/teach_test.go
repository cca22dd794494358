package mqtt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"colt/engine"
	"colt/engine/table"
	"colt/ui/phone"
)

// fakeTeacher stands in for ui/teach (which mqtt may not import): it
// teaches each seat one tip named after the seat its view belongs to, once,
// and counts the stops.
type fakeTeacher struct {
	mu       sync.Mutex
	taught   map[engine.Seat]bool
	stopped  bool
	stops    []engine.Seat
	wrongFor []string // views given for another seat than n
}

func (f *fakeTeacher) hooks() TeachHooks {
	return TeachHooks{
		SeatTips: func(n engine.Seat, view any) ([]Tip, error) {
			var v struct {
				Seat engine.Seat `json:"seat"`
			}
			b, _ := json.Marshal(view)
			json.Unmarshal(b, &v)
			f.mu.Lock()
			defer f.mu.Unlock()
			if v.Seat != n {
				f.wrongFor = append(f.wrongFor, fmt.Sprintf("seat %d got seat %d's view", n, v.Seat))
			}
			if f.stopped || f.taught[n] {
				return nil, nil
			}
			f.taught[n] = true
			c := fmt.Sprintf("you.seat%d", v.Seat)
			return []Tip{{Concept: c, Place: "hand", Tap: n == 0, TitleID: "teach." + c + ".title", TextID: "teach." + c + ".text"}}, nil
		},
		StopTeaching: func(n engine.Seat) bool {
			f.mu.Lock()
			defer f.mu.Unlock()
			was := !f.stopped
			f.stopped = true
			f.stops = append(f.stops, n)
			return was
		},
	}
}

// tipsOf decodes a seat message's tips.
func tipsOf(t *testing.T, b []byte) []Tip {
	t.Helper()
	var m SeatMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("bad seat message %q: %v", b, err)
	}
	return m.Tips
}

func teachMessage(v int, id, teach, concept string) []byte {
	b, _ := json.Marshal(CommandMessage{V: &v, ID: id, Teach: teach, Concept: concept})
	return b
}

// TestTeachTipsReachOnlyTheirSeat (issue 24): each seat's tips, chosen from
// its own view, are in its own retained message and in no other seat's nor
// the public one; "got-it" closes one tip of that seat; "stop" stops the
// table's teaching and takes every open tip away; repeated or bad requests
// are refused with a code and change neither the game nor the tips.
func TestTeachTipsReachOnlyTheirSeat(t *testing.T) {
	tb, dir := newTable(t, 3, nil)
	ft := &fakeTeacher{taught: map[engine.Seat]bool{}}
	s, err := StartWith(testConfig(), tb, safeLog(t), Options{Assets: phone.Assets(), TeachHooks: ft.hooks()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	tp := Topics{"t1"}
	kuser, ksecret := s.broker.KioskLogin()
	kiosk := mustDial(t, tcpURL(s), kuser, ksecret)
	kiosk.sub(t, tp.Prefix()+"#")
	hasTips := func(b []byte) bool { return len(b) > 0 && len(tipsOf(t, b)) > 0 }
	for n := engine.Seat(0); n < 3; n++ {
		tips := tipsOf(t, kiosk.waitFor(t, tp.SeatView(n), hasTips))
		want := fmt.Sprintf("you.seat%d", n)
		if len(tips) != 1 || tips[0].Concept != want || tips[0].TitleID != "teach."+want+".title" || tips[0].Tap != (n == 0) {
			t.Fatalf("seat %d's tips = %+v, want only %s", n, tips, want)
		}
	}
	// play one move so every seat's message is published again
	st := stateOf(tb)
	actor := st.Actor()
	ph := mustDial(t, tcpURL(s), SeatUser("t1", actor), token(tb, actor))
	ph.sub(t, tp.SeatView(actor), tp.SeatReply(actor))
	view := seatView(t, ph.waitFor(t, tp.SeatView(actor), versionAtLeast(version(tb)))).View
	ph.pub(t, tp.SeatCmd(actor), cmdMessage(t, view.Version, "m1", view.Legal[0]))
	kiosk.waitFor(t, tp.Public(), versionAtLeast(view.Version+1))
	// no seat's message, and no public message, ever held another seat's tip
	for topic, msgs := range kiosk.all() {
		for _, m := range msgs {
			for n := 0; n < 3; n++ {
				c := []byte(fmt.Sprintf("you.seat%d", n))
				if bytes.Contains(m, c) && topic != tp.SeatView(engine.Seat(n)) {
					t.Fatalf("%s carries seat %d's tip: %s", topic, n, m)
				}
			}
			if topic == tp.Public() && bytes.Contains(m, []byte(`"tips"`)) {
				t.Fatalf("the public message carries tips: %s", m)
			}
		}
	}
	// the tips stay (taught once, kept until closed) after the move
	for n := engine.Seat(0); n < 3; n++ {
		msgs := kiosk.all()[tp.SeatView(n)]
		if last := tipsOf(t, msgs[len(msgs)-1]); len(last) != 1 {
			t.Fatalf("seat %d's tip went away by itself after a move: %+v", n, last)
		}
	}
	ft.mu.Lock()
	if len(ft.wrongFor) > 0 {
		t.Fatalf("the hook was given another seat's view: %v", ft.wrongFor)
	}
	ft.mu.Unlock()

	ask := func(n engine.Seat, payload []byte, id string) Reply {
		t.Helper()
		kiosk.pub(t, tp.SeatCmd(n), payload)
		var r Reply
		json.Unmarshal(kiosk.waitFor(t, tp.SeatReply(n), replyWithID(id)), &r)
		return r
	}
	v := version(tb)
	before := snap(t, tb, dir)

	// seat 0 closes its tip: gone from its message, the others keep theirs
	if r := ask(0, teachMessage(v, "g1", TeachGotIt, "you.seat0"), "g1"); !r.OK {
		t.Fatalf("got-it refused: %+v", r)
	}
	noTips := func(b []byte) bool { return len(b) > 0 && !bytes.Contains(b, []byte(`"tips"`)) }
	kiosk.waitFor(t, tp.SeatView(0), noTips)
	for _, c := range []struct {
		name, id string
		seat     engine.Seat
		payload  []byte
		code     string
	}{
		{"the same tip again", "g2", 0, teachMessage(v, "g2", TeachGotIt, "you.seat0"), CodeNoTip},
		{"another seat's tip", "g3", 0, teachMessage(v, "g3", TeachGotIt, "you.seat1"), CodeNoTip},
		{"a tip never taught", "g4", 2, teachMessage(v, "g4", TeachGotIt, "you.nothing"), CodeNoTip},
		{"got-it without its concept", "g5", 1, teachMessage(v, "g5", TeachGotIt, ""), CodeMalformed},
		{"an unknown request", "g6", 1, teachMessage(v, "g6", "pause", ""), CodeMalformed},
		{"a request with a move", "g7", 1, []byte(fmt.Sprintf(`{"v":%d,"id":"g7","teach":"stop","cmd":{"seat":1,"do":"draw"}}`, v)), CodeMalformed},
		{"a concept without a request", "g8", 1, []byte(fmt.Sprintf(`{"v":%d,"id":"g8","concept":"you.seat1"}`, v)), CodeMalformed},
		{"stop with a concept", "g9", 1, teachMessage(v, "g9", TeachStop, "you.seat1"), CodeMalformed},
	} {
		if r := ask(c.seat, c.payload, c.id); r.OK || r.Code != c.code || r.Error == "" {
			t.Fatalf("%s: reply %+v, want %s with a sentence", c.name, r, c.code)
		}
	}
	// seat 1 and 2 still have their tips
	for n := engine.Seat(1); n < 3; n++ {
		msgs := kiosk.all()[tp.SeatView(n)]
		if last := tipsOf(t, msgs[len(msgs)-1]); len(last) != 1 || last[0].Concept != fmt.Sprintf("you.seat%d", n) {
			t.Fatalf("seat %d's tips after the refusals: %+v", n, last)
		}
	}

	// seat 1 stops teaching: the host is told once, every open tip goes
	if r := ask(1, teachMessage(v, "s1", TeachStop, ""), "s1"); !r.OK {
		t.Fatalf("stop refused: %+v", r)
	}
	kiosk.waitFor(t, tp.SeatView(1), noTips)
	kiosk.waitFor(t, tp.SeatView(2), noTips)
	if r := ask(2, teachMessage(v, "s2", TeachStop, ""), "s2"); r.OK || r.Code != CodeNotTeaching || !strings.Contains(r.Error, "not teaching") {
		t.Fatalf("a second stop: reply %+v, want %s", r, CodeNotTeaching)
	}
	ft.mu.Lock()
	if len(ft.stops) != 2 || ft.stops[0] != 1 {
		t.Fatalf("the host was asked to stop by %v, want seat 1 first", ft.stops)
	}
	ft.mu.Unlock()
	after := snap(t, tb, dir)
	if !bytes.Equal(before.rec, after.rec) || !bytes.Equal(before.journal, after.journal) {
		t.Fatal("a teaching request changed the game or its journal")
	}

	// a seat played on the kiosk is not taught on a phone
	if err := tb.SetSeatMode(2, table.Handoff); err != nil {
		t.Fatal(err)
	}
	if r := ask(2, teachMessage(version(tb), "m2", TeachGotIt, "you.seat2"), "m2"); r.Code != CodeSeatMode {
		t.Fatalf("a kiosk seat's got-it: reply %+v, want %s", r, CodeSeatMode)
	}
}

// TestNoTeachingSameMessage (issue 24): without teaching, a seat's retained
// message is byte for byte the message the bridge published before
// teaching existed (no "tips" key), and a table that stops teaching is
// refused: there is nothing to stop.
func TestNoTeachingSameMessage(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	tp := Topics{"t1"}
	kuser, ksecret := s.broker.KioskLogin()
	kiosk := mustDial(t, tcpURL(s), kuser, ksecret)
	kiosk.sub(t, tp.Prefix()+"#")
	// the seat message as it was before teaching: the same fields, in order
	type before struct {
		Game     string              `json:"game"`
		View     json.RawMessage     `json:"view"`
		Events   json.RawMessage     `json:"events"`
		Reason   string              `json:"reason,omitempty"`
		Table    *table.Presentation `json:"table,omitempty"`
		TakeBack bool                `json:"takeBack,omitempty"`
	}
	for n := engine.Seat(0); n < 3; n++ {
		got := kiosk.waitFor(t, tp.SeatView(n), func(b []byte) bool { return len(b) > 0 })
		var old before
		if err := json.Unmarshal(got, &old); err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(old)
		if !bytes.Equal(got, want) {
			t.Fatalf("seat %d's message without teaching differs from before:\n got %s\nwant %s", n, got, want)
		}
	}
	v := version(tb)
	kiosk.pub(t, tp.SeatCmd(0), teachMessage(v, "s1", TeachStop, ""))
	var r Reply
	json.Unmarshal(kiosk.waitFor(t, tp.SeatReply(0), replyWithID("s1")), &r)
	if r.OK || r.Code != CodeNotTeaching {
		t.Fatalf("stop without teaching: reply %+v, want %s", r, CodeNotTeaching)
	}
}

// TestTipsAfterStopDropped: a tip the host chose just before a phone stopped
// teaching (the hook runs outside the bridge's lock) is not kept; a new game
// starts with no tip and teaching on.
func TestTipsAfterStopDropped(t *testing.T) {
	var st seatTips
	st.reset("g1")
	tip := Tip{Concept: "you.a", TitleID: "teach.you.a.title", TextID: "teach.you.a.text"}
	if got := st.add(1, []Tip{tip, tip}); len(got) != 1 {
		t.Fatalf("open tips %+v, want one (the same concept once)", got)
	}
	if got := st.add(2, nil); got != nil {
		t.Fatalf("seat 2 has seat 1's tip: %+v", got)
	}
	st = seatTips{game: "g1", stopped: true}
	if got := st.add(1, []Tip{tip}); got != nil {
		t.Fatalf("a tip kept after the stop: %+v", got)
	}
	st.reset("g2")
	if st.stopped || st.add(1, []Tip{tip}) == nil {
		t.Fatal("a new game should teach again")
	}
}

// TestTeachWakeRepublishes (issue 24): a tip the host has for a seat after
// the bridge published that seat's view (the shared screen taught it just
// after) reaches the phone when the host wakes the bridge (TeachHooks.Watch),
// with no table update; when the host stops teaching by itself, the open
// tips go; the bridge ends the watch when it closes.
func TestTeachWakeRepublishes(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	var mu sync.Mutex
	pending := map[engine.Seat][]Tip{}
	var wake func()
	cancelled, stopped := false, false
	hooks := TeachHooks{
		Stopped: func() bool { mu.Lock(); defer mu.Unlock(); return stopped },
		SeatTips: func(n engine.Seat, view any) ([]Tip, error) {
			mu.Lock()
			defer mu.Unlock()
			tips := pending[n]
			delete(pending, n)
			return tips, nil
		},
		Watch: func(w func()) func() {
			mu.Lock()
			wake = w
			mu.Unlock()
			return func() { mu.Lock(); cancelled = true; mu.Unlock() }
		},
	}
	s, err := StartWith(testConfig(), tb, safeLog(t), Options{Assets: phone.Assets(), TeachHooks: hooks})
	if err != nil {
		t.Fatal(err)
	}
	tp := Topics{"t1"}
	kuser, ksecret := s.broker.KioskLogin()
	kiosk := mustDial(t, tcpURL(s), kuser, ksecret)
	kiosk.sub(t, tp.Prefix()+"#")
	v := version(tb)
	kiosk.waitFor(t, tp.SeatView(1), func(b []byte) bool { return len(b) > 0 && seatView(t, b).View.Version >= v })
	mu.Lock()
	if wake == nil {
		mu.Unlock()
		t.Fatal("the bridge did not ask the host to wake it")
	}
	tip := Tip{Concept: "playOrDraw", Place: "hand", Tap: true, TitleID: "teach.playOrDraw.title", TextID: "teach.playOrDraw.text"}
	pending[1] = []Tip{tip}
	w := wake
	mu.Unlock()
	w()
	got := tipsOf(t, kiosk.waitFor(t, tp.SeatView(1), func(b []byte) bool { return len(b) > 0 && len(tipsOf(t, b)) > 0 }))
	if len(got) != 1 || got[0] != tip || version(tb) != v {
		t.Fatalf("seat 1's tips after the wake: %+v (state %d, was %d)", got, version(tb), v)
	}
	for n, msgs := range map[engine.Seat][][]byte{0: kiosk.all()[tp.SeatView(0)], 2: kiosk.all()[tp.SeatView(2)]} {
		for _, m := range msgs {
			if len(m) > 0 && len(tipsOf(t, m)) > 0 {
				t.Fatalf("seat %d was given seat 1's tip: %s", n, m)
			}
		}
	}
	// the host stops teaching by itself (the kiosk's own button): the
	// phones' open tips go when it wakes the bridge
	mu.Lock()
	stopped = true
	mu.Unlock()
	before := len(kiosk.all()[tp.SeatView(1)])
	w()
	for deadline := time.Now().Add(wait); ; time.Sleep(5 * time.Millisecond) {
		msgs := kiosk.all()[tp.SeatView(1)]
		if len(msgs) > before && len(msgs[len(msgs)-1]) > 0 && !bytes.Contains(msgs[len(msgs)-1], []byte(`"tips"`)) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("seat 1's tip stayed after the host stopped teaching")
		}
	}
	s.Close()
	mu.Lock()
	defer mu.Unlock()
	if !cancelled {
		t.Fatal("the bridge closed without ending the watch")
	}
}
