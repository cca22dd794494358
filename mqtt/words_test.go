package mqtt

import (
	"encoding/json"
	"sync"
	"testing"

	"colt/engine/express"
	"colt/ui/phone"
)

// TestMessagesCarryTheirWords: with a WordsFunc (the programs give
// i18n.PhoneWords), every seat and public message carries one word per
// event it carries, built from that message's own view and events — the
// seat's from its view, the public from the public one — so the phones
// render the kiosk's words; without one, no message has words.
func TestMessagesCarryTheirWords(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	var mu sync.Mutex
	var publicCalls, seatCalls int
	words := func(view any, evs []json.RawMessage) any {
		mu.Lock()
		defer mu.Unlock()
		out := make([]string, len(evs))
		switch view.(type) {
		case express.PublicView, *express.PublicView:
			publicCalls++
			for i := range out {
				out[i] = "public"
			}
		case express.PlayerView, *express.PlayerView:
			seatCalls++
			for i := range out {
				out[i] = "seat"
			}
		default:
			t.Errorf("words asked for a view of type %T", view)
		}
		return out
	}
	s, err := StartWith(testConfig(), tb, safeLog(t), Options{Assets: phone.Assets(), Words: words})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	st := stateOf(tb)
	actor := st.Actor()
	ph := mustDial(t, tcpURL(s), SeatUser("t1", actor), token(tb, actor))
	ph.sub(t, Topics{"t1"}.SeatView(actor), Topics{"t1"}.SeatReply(actor), Topics{"t1"}.Public())
	first := seatView(t, ph.waitFor(t, Topics{"t1"}.SeatView(actor), versionAtLeast(st.Version())))
	ph.pub(t, Topics{"t1"}.SeatCmd(actor), cmdMessage(t, first.View.Version, "m1", first.View.Legal[0]))
	ph.waitFor(t, Topics{"t1"}.SeatReply(actor), replyWithID("m1"))
	check := func(topic, want string) {
		var m struct {
			Events []json.RawMessage `json:"events"`
			Words  []string          `json:"words"`
		}
		if err := json.Unmarshal(ph.waitFor(t, topic, versionAtLeast(first.View.Version+1)), &m); err != nil {
			t.Fatal(err)
		}
		if len(m.Events) == 0 || len(m.Words) != len(m.Events) {
			t.Fatalf("%s: %d events, %d words", topic, len(m.Events), len(m.Words))
		}
		for _, w := range m.Words {
			if w != want {
				t.Fatalf("%s: words built from the %s view", topic, w)
			}
		}
	}
	check(Topics{"t1"}.SeatView(actor), "seat")
	check(Topics{"t1"}.Public(), "public")
	mu.Lock()
	defer mu.Unlock()
	if publicCalls == 0 || seatCalls == 0 {
		t.Errorf("words asked %d times for the public, %d for seats", publicCalls, seatCalls)
	}
}
