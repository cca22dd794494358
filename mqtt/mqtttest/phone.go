// Package mqtttest is a seat's phone for tests outside package mqtt: it
// logs in to a table's broker with the seat's credentials, keeps every
// message of the seat's view and every reply to its commands, and waits for
// them. The kiosk's and `colt serve`'s power-cut tests play their phones
// through it, so both check the same thing the same way.
package mqtttest

import (
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	paho "github.com/eclipse/paho.mqtt.golang"

	"colt/engine"
	"colt/mqtt"
)

// Wait is how long a phone waits for a message before it fails the test:
// generous, for a cold and busy machine.
const Wait = 60 * time.Second

// Phone is one seat's logged-in phone.
type Phone struct {
	Seat   engine.Seat
	Client paho.Client
	topics mqtt.Topics

	mu      sync.Mutex
	views   []mqtt.SeatMessage
	replies []mqtt.Reply
}

// Dial logs seat n's phone in to broker (an MQTT URL such as
// tcp://127.0.0.1:1883) for table with the seat's token, and subscribes it
// to the seat's view and replies. It disconnects when the test ends.
func Dial(t testing.TB, broker, table string, n engine.Seat, token string) *Phone {
	t.Helper()
	p := &Phone{Seat: n, topics: mqtt.Topics{Table: table}}
	o := paho.NewClientOptions().AddBroker(broker).
		SetClientID(fmt.Sprintf("colt-test-%s-%d-%d", table, n, time.Now().UnixNano())).
		SetUsername(mqtt.SeatUser(table, n)).SetPassword(token).SetOrderMatters(true).
		SetConnectRetry(true).SetConnectRetryInterval(50 * time.Millisecond).SetAutoReconnect(false)
	p.Client = paho.NewClient(o)
	if tok := p.Client.Connect(); !tok.WaitTimeout(Wait) || tok.Error() != nil {
		t.Fatalf("phone %d: connect to %s: %v", n, broker, tok.Error())
	}
	t.Cleanup(func() { p.Client.Disconnect(0) })
	tok := p.Client.SubscribeMultiple(map[string]byte{p.topics.SeatView(n): 1, p.topics.SeatReply(n): 1}, func(_ paho.Client, m paho.Message) {
		p.mu.Lock()
		defer p.mu.Unlock()
		if m.Topic() == p.topics.SeatReply(n) {
			var r mqtt.Reply
			if json.Unmarshal(m.Payload(), &r) == nil {
				p.replies = append(p.replies, r)
			}
			return
		}
		var msg mqtt.SeatMessage
		if len(m.Payload()) > 0 && json.Unmarshal(m.Payload(), &msg) == nil {
			p.views = append(p.views, msg)
		}
	})
	if !tok.WaitTimeout(Wait) || tok.Error() != nil {
		t.Fatalf("phone %d: subscribe: %v", n, tok.Error())
	}
	return p
}

// Views is a copy of every view message the phone has had, oldest first.
func (p *Phone) Views() []mqtt.SeatMessage {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]mqtt.SeatMessage(nil), p.views...)
}

// Last is the newest view message and how many the phone has had.
func (p *Phone) Last() (mqtt.SeatMessage, int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.views) == 0 {
		return mqtt.SeatMessage{}, 0
	}
	return p.views[len(p.views)-1], len(p.views)
}

// WaitView waits for a view message satisfying ok and returns it; after
// Wait it fails the test, naming what it waited for and the tips of the
// last message it had.
func (p *Phone) WaitView(t testing.TB, what string, ok func(mqtt.SeatMessage) bool) mqtt.SeatMessage {
	t.Helper()
	for deadline := time.Now().Add(Wait); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		for _, m := range p.Views() {
			if ok(m) {
				return m
			}
		}
	}
	m, count := p.Last()
	t.Fatalf("phone %d: no message with %s (%d messages; the last has tips %v)", p.Seat, what, count, Concepts(m.Tips))
	return mqtt.SeatMessage{}
}

// Send publishes msg on the seat's command topic and waits for the reply
// to its id.
func (p *Phone) Send(t testing.TB, msg mqtt.CommandMessage) mqtt.Reply {
	t.Helper()
	b, err := json.Marshal(msg)
	if err != nil {
		t.Fatal(err)
	}
	p.Client.Publish(p.topics.SeatCmd(p.Seat), 1, false, b)
	for deadline := time.Now().Add(Wait); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		p.mu.Lock()
		for _, r := range p.replies {
			if r.ID == msg.ID {
				p.mu.Unlock()
				return r
			}
		}
		p.mu.Unlock()
	}
	t.Fatalf("phone %d: no answer to its message %s", p.Seat, msg.ID)
	return mqtt.Reply{}
}

// GotIt closes the tip about concept at state v ("Got it") and waits for
// the answer.
func (p *Phone) GotIt(t testing.TB, id string, v int, concept string) mqtt.Reply {
	t.Helper()
	return p.Send(t, mqtt.CommandMessage{V: &v, ID: id, Teach: mqtt.TeachGotIt, Concept: concept})
}

// Concepts lists the tips' concepts, in order.
func Concepts(tips []mqtt.Tip) []string {
	var out []string
	for _, tip := range tips {
		out = append(out, tip.Concept)
	}
	return out
}

// Version reads the state version of a view message (0 when it has none).
func Version(m mqtt.SeatMessage) int {
	b, _ := json.Marshal(m.View)
	var v struct {
		Version int `json:"version"`
	}
	json.Unmarshal(b, &v)
	return v.Version
}
