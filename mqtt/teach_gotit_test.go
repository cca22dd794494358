package mqtt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	paho "github.com/eclipse/paho.mqtt.golang"

	"colt/engine"
	"colt/ui/phone"
)

// spy is an MQTT client that records every message it receives, in the
// order the broker delivered them (one handler at a time).
type spy struct {
	mu   sync.Mutex
	log  []spied
	cond *sync.Cond
}

type spied struct {
	topic   string
	payload []byte
}

func dialSpy(t *testing.T, url, user, pass, filter string) *spy {
	t.Helper()
	sp := &spy{}
	sp.cond = sync.NewCond(&sp.mu)
	o := paho.NewClientOptions().AddBroker(url).SetUsername(user).SetPassword(pass).
		SetClientID(fmt.Sprintf("colt-test-spy-%d", time.Now().UnixNano())).
		SetAutoReconnect(false).SetConnectTimeout(wait).SetOrderMatters(true).
		SetDefaultPublishHandler(func(_ paho.Client, m paho.Message) {
			sp.mu.Lock()
			sp.log = append(sp.log, spied{m.Topic(), append([]byte(nil), m.Payload()...)})
			sp.cond.Broadcast()
			sp.mu.Unlock()
		})
	c := paho.NewClient(o)
	if tok := c.Connect(); !tok.WaitTimeout(wait) || tok.Error() != nil {
		t.Fatalf("spy: connect: %v", tok.Error())
	}
	t.Cleanup(func() { c.Disconnect(0) })
	if tok := c.Subscribe(filter, 1, nil); !tok.WaitTimeout(wait) || tok.Error() != nil {
		t.Fatalf("spy: subscribe %s: %v", filter, tok.Error())
	}
	return sp
}

// waitFor returns the index of the first message from index from on topic
// that satisfies ok, failing the test after wait.
func (sp *spy) waitFor(t *testing.T, from int, topic string, ok func([]byte) bool) int {
	t.Helper()
	deadline := time.Now().Add(wait)
	timer := time.AfterFunc(wait, func() { sp.mu.Lock(); sp.cond.Broadcast(); sp.mu.Unlock() })
	defer timer.Stop()
	sp.mu.Lock()
	defer sp.mu.Unlock()
	for {
		for i := from; i < len(sp.log); i++ {
			if sp.log[i].topic == topic && ok(sp.log[i].payload) {
				return i
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no matching message on %s", topic)
		}
		sp.cond.Wait()
	}
}

func (sp *spy) since(from int) []spied {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	return append([]spied(nil), sp.log[from:]...)
}

// eventsOf returns a message's "events", as published.
func eventsOf(t *testing.T, b []byte) json.RawMessage {
	t.Helper()
	var m struct {
		Events json.RawMessage `json:"events"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("bad message %q: %v", b, err)
	}
	return m.Events
}

// TestGotItRepublishesOnlyItsSeat (issue 32 item 4): a phone's "Got it"
// touches only its own seat: of every topic of the table, only that seat's
// retained message is published again — not the public one (spectators,
// guests), not another seat's — and it still carries the last move's
// events, so a phone reloading afterwards still sees them.
func TestGotItRepublishesOnlyItsSeat(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	ft := &fakeTeacher{taught: map[engine.Seat]bool{}}
	s, err := StartWith(testConfig(), tb, safeLog(t), Options{Assets: phone.Assets(), TeachHooks: ft.hooks()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	tp := Topics{"t1"}
	kuser, ksecret := s.broker.KioskLogin()
	sp := dialSpy(t, tcpURL(s), kuser, ksecret, "#")
	kiosk := mustDial(t, tcpURL(s), kuser, ksecret)

	// one move: every message carries its events, every seat its tip
	st := stateOf(tb)
	actor := st.Actor()
	v := version(tb)
	kiosk.pub(t, tp.SeatCmd(actor), cmdMessage(t, v, "m1", st.LegalInto(actor, nil)[0]))
	moved := func(b []byte) bool {
		return versionAtLeast(v+1)(b) && !bytes.Equal(eventsOf(t, b), []byte("[]"))
	}
	sp.waitFor(t, 0, tp.Public(), moved)
	last := map[engine.Seat][]byte{}
	for n := engine.Seat(0); n < 3; n++ {
		i := sp.waitFor(t, 0, tp.SeatView(n), func(b []byte) bool { return moved(b) && len(tipsOf(t, b)) == 1 })
		last[n] = sp.since(i)[0].payload
	}
	mark := len(sp.since(0))

	// each seat in turn closes its tip; each waits for the previous one's
	// message, so every message of the earlier closes came before
	for n := engine.Seat(0); n < 3; n++ {
		id := fmt.Sprintf("g%d", n)
		kiosk.pub(t, tp.SeatCmd(n), teachMessage(v+1, id, TeachGotIt, fmt.Sprintf("you.seat%d", n)))
		var r Reply
		json.Unmarshal(sp.since(sp.waitFor(t, mark, tp.SeatReply(n), replyWithID(id)))[0].payload, &r)
		if !r.OK {
			t.Fatalf("seat %d's got-it refused: %+v", n, r)
		}
		sp.waitFor(t, mark, tp.SeatView(n), func(b []byte) bool { return len(tipsOf(t, b)) == 0 })
	}
	count := map[string]int{}
	for _, m := range sp.since(mark) {
		count[m.topic]++
		switch m.topic {
		case tp.SeatCmd(0), tp.SeatCmd(1), tp.SeatCmd(2), tp.SeatReply(0), tp.SeatReply(1), tp.SeatReply(2):
			continue // the requests and their answers
		case tp.SeatView(0), tp.SeatView(1), tp.SeatView(2):
		default:
			t.Errorf("a got-it published on %s: %.200s", m.topic, m.payload)
			continue
		}
		if got, want := eventsOf(t, m.payload), eventsOf(t, last[seatOf(tp, m.topic)]); !bytes.Equal(got, want) {
			t.Errorf("%s lost the last move's events after a got-it: %s, was %s", m.topic, got, want)
		}
	}
	for n := engine.Seat(0); n < 3; n++ {
		if c := count[tp.SeatView(n)]; c != 1 {
			t.Errorf("seat %d's message was published %d times by the three got-its, want once (its own)", n, c)
		}
	}

	// a phone reloading now gets its retained message, the move's events in it
	ph := mustDial(t, tcpURL(s), SeatUser("t1", 0), token(tb, 0))
	ph.sub(t, tp.SeatView(0))
	got := ph.waitFor(t, tp.SeatView(0), func(b []byte) bool { return len(b) > 0 })
	if ev := eventsOf(t, got); !bytes.Equal(ev, eventsOf(t, last[0])) || len(tipsOf(t, got)) != 0 {
		t.Fatalf("seat 0's retained message after its got-it: events %s (the move's: %s), tips %+v", ev, eventsOf(t, last[0]), tipsOf(t, got))
	}
}

// seatOf is the seat of a seat view topic.
func seatOf(tp Topics, topic string) engine.Seat {
	for n := engine.Seat(0); n < MaxSeats; n++ {
		if tp.SeatView(n) == topic {
			return n
		}
	}
	return engine.NoSeat
}
