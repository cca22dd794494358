package launch

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	paho "github.com/eclipse/paho.mqtt.golang"

	"colt/cmd/internal/config"
	"colt/engine"
	"colt/engine/express"
	"colt/engine/table"
	"colt/mqtt"
	"colt/ui/teach"
)

// TestTeacherSource (issue 24): the phones find no teacher until the kiosk
// names its own, then the kiosk's current one, and progress is saved with
// the kiosk's function.
func TestTeacherSource(t *testing.T) {
	var s TeacherSource
	if s.Current() != nil {
		t.Fatal("a teacher before the kiosk named one")
	}
	s.Changed(teach.New(teach.Plan{})) // nothing to save with: no panic
	var tc *teach.Teacher
	var saved []*teach.Teacher
	s.Set(func() *teach.Teacher { return tc }, func(x *teach.Teacher) { saved = append(saved, x) })
	if s.Current() != nil {
		t.Fatal("a teacher while the kiosk teaches none")
	}
	tc = teach.New(teach.Plan{FirstGame: true})
	if s.Current() != tc {
		t.Fatal("not the kiosk's teacher")
	}
	s.Changed(tc)
	if len(saved) != 1 || saved[0] != tc {
		t.Fatalf("saved %v", saved)
	}
}

// TestStartPhonesTeaches (issue 24): the phone service the kiosk starts
// asks the kiosk's teacher: a phone's "stop teaching" is refused while the
// kiosk teaches nothing, then stops the kiosk's teacher (and its progress is
// saved) once the kiosk named one.
func TestStartPhonesTeaches(t *testing.T) {
	teachers := new(TeacherSource)
	pt := startPhonesTable(t, "tt", []table.SeatMode{table.Phone, table.Phone, table.Bot}, teachers)
	replies := make(chan mqtt.Reply, 4)
	tp := mqtt.Topics{Table: "tt"}
	c := pt.login(t, 0, tp.SeatReply(0), func(b []byte) {
		var r mqtt.Reply
		json.Unmarshal(b, &r)
		replies <- r
	})
	stop := func(id string) mqtt.Reply {
		v := 0
		b, _ := json.Marshal(mqtt.CommandMessage{V: &v, ID: id, Teach: mqtt.TeachStop})
		c.Publish(tp.SeatCmd(0), 1, false, b)
		select {
		case r := <-replies:
			return r
		case <-time.After(30 * time.Second):
			t.Fatal("no reply to the phone's stop")
		}
		return mqtt.Reply{}
	}
	if r := stop("s1"); r.OK || r.Code != mqtt.CodeNotTeaching {
		t.Fatalf("stop while the kiosk teaches nothing: %+v", r)
	}
	tc := teach.New(teach.Plan{FirstGame: true})
	// the state is saved whenever the phones' tips change (they survive a
	// power cut): the stop must be saved, stopped
	var saved atomic.Int32
	var savedStopped atomic.Bool
	teachers.Set(func() *teach.Teacher { return tc }, func(t *teach.Teacher) { saved.Add(1); savedStopped.Store(t.Stopped()) })
	if r := stop("s2"); !r.OK || !tc.Stopped() || saved.Load() < 1 || !savedStopped.Load() {
		t.Fatalf("stop with the kiosk's teacher: %+v, stopped %v, saved %d times, the last one stopped %v", r, tc.Stopped(), saved.Load(), savedStopped.Load())
	}
}

// TestStartPhonesRelayOwnChoice (issue 24): beside the kiosk's shared
// screen, the phone whose seat must choose is given the shared tip about
// that choice (play or draw, to tap), in its own retained message, even
// when the kiosk's screen taught it after the bridge had published the
// state; another phone is given none of the shared tips.
func TestStartPhonesRelayOwnChoice(t *testing.T) {
	tc := teach.New(teach.Plan{FirstGame: true})
	teachers := new(TeacherSource)
	teachers.Set(func() *teach.Teacher { return tc }, nil)
	pt := startPhonesTable(t, "tr", []table.SeatMode{table.Phone, table.Phone, table.Phone}, teachers)
	tb := pt.tb
	g := tb.Game()
	actor := g.Expected()[0]
	other := (actor + 1) % 3
	tp := mqtt.Topics{Table: "tr"}
	type seen struct {
		mu   sync.Mutex
		msgs []mqtt.SeatMessage
	}
	phones := map[engine.Seat]*seen{}
	for _, n := range []engine.Seat{actor, other} {
		s := &seen{}
		phones[n] = s
		pt.login(t, n, tp.SeatView(n), func(b []byte) {
			var msg mqtt.SeatMessage
			json.Unmarshal(b, &msg)
			s.mu.Lock()
			s.msgs = append(s.msgs, msg)
			s.mu.Unlock()
		})
	}
	// wait for a message that satisfies ok (the test's own clock: no timed assertion)
	waitFor := func(n engine.Seat, what string, ok func(mqtt.SeatMessage) bool) mqtt.SeatMessage {
		t.Helper()
		for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			s := phones[n]
			s.mu.Lock()
			for _, m := range s.msgs {
				if ok(m) {
					s.mu.Unlock()
					return m
				}
			}
			s.mu.Unlock()
		}
		t.Fatalf("phone %d: no message with %s", n, what)
		return mqtt.SeatMessage{}
	}
	for _, n := range []engine.Seat{actor, other} {
		waitFor(n, "its view", func(m mqtt.SeatMessage) bool { return m.View != nil })
	}
	// the kiosk draws the state now, after the bridge published it
	shared, err := tc.Shared(nil, tb.Public())
	if err != nil || len(shared) < 2 {
		t.Fatalf("shared tips %v, %v", shared, err)
	}
	// beside its own hand's card tips (issue 34: each card taught at its
	// first choice, "you.*"), the only shared tip is play or draw, to tap
	m := waitFor(actor, "the play-or-draw tip", func(m mqtt.SeatMessage) bool {
		for _, tip := range m.Tips {
			if tip.Concept == "playOrDraw" {
				return true
			}
		}
		return false
	})
	for _, tip := range m.Tips {
		switch {
		case tip.Concept == "playOrDraw":
			if !tip.Tap || tip.TitleID != "teach.playOrDraw.title" {
				t.Fatalf("the actor's play-or-draw tip: %+v", tip)
			}
		case !strings.HasPrefix(tip.Concept, "you."):
			t.Fatalf("the actor's phone was given the shared tip %+v; want only play or draw beside its own card tips", tip)
		}
	}
	// a move later (every phone's message published again), the other phone still has none
	v := tb.Game().Version()
	if err := tb.Submit(table.FromPhone, g.Legal(actor)[0], v, "m1"); err != nil {
		t.Fatal(err)
	}
	waitFor(other, "the next state", func(m mqtt.SeatMessage) bool {
		return m.View != nil && strings.Contains(string(mustJSON(m.View)), fmt.Sprintf(`"version":%d`, v+1))
	})
	phones[other].mu.Lock()
	defer phones[other].mu.Unlock()
	for _, m := range phones[other].msgs {
		for _, tip := range m.Tips {
			if !strings.HasPrefix(tip.Concept, "you.") {
				t.Fatalf("phone %d, whose seat did not choose, was given the shared tip %+v", other, tip)
			}
		}
	}
}

// phonesTable is a table and the kiosk's phone service on it.
type phonesTable struct {
	id  string
	tb  *table.Table
	svc *mqtt.Service
}

// startPhonesTable opens a table with a 3-player Colt Express game of the
// given seat modes and starts the kiosk's phone service on it as table id,
// asking teachers; both close when the test ends.
func startPhonesTable(t *testing.T, id string, modes []table.SeatMode, teachers *TeacherSource) phonesTable {
	t.Helper()
	tb, _, err := table.Open(table.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Close() })
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 3}, modes); err != nil {
		t.Fatal(err)
	}
	cfg := config.Config{TableID: id, Language: "en"}
	cfg.Broker.TCPListen, cfg.Broker.WSListen, cfg.HTTP.Listen = "127.0.0.1:0", "127.0.0.1:0", "127.0.0.1:0"
	svc, err := StartPhones(cfg, tb, t.Logf, teachers)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { svc.Close() })
	return phonesTable{id: id, tb: tb, svc: svc}
}

// login logs seat n's phone in to the broker with its seat token and
// subscribes it to topic, each message's payload going to got; the phone
// disconnects when the test ends.
func (p phonesTable) login(t *testing.T, n engine.Seat, topic string, got func([]byte)) paho.Client {
	t.Helper()
	o := paho.NewClientOptions().AddBroker("tcp://" + p.svc.BrokerAddr().String()).SetClientID(fmt.Sprintf("colt-test-phone-%d", n)).
		SetUsername(mqtt.SeatUser(p.id, n)).SetPassword(p.tb.Seats()[n].Token)
	c := paho.NewClient(o)
	if tok := c.Connect(); !tok.WaitTimeout(30*time.Second) || tok.Error() != nil {
		t.Fatalf("phone %d login: %v", n, tok.Error())
	}
	t.Cleanup(func() { c.Disconnect(0) })
	if tok := c.Subscribe(topic, 1, func(_ paho.Client, m paho.Message) { got(m.Payload()) }); !tok.WaitTimeout(30*time.Second) || tok.Error() != nil {
		t.Fatal(tok.Error())
	}
	return c
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}
