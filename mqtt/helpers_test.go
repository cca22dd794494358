package mqtt

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	paho "github.com/eclipse/paho.mqtt.golang"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/phone"
)

// wait is how long a test waits for a message that must come. It guards
// against hanging, it does not measure anything.
const wait = 30 * time.Second

// safeLog is a Logf that stops writing to t once the test is over
// (background goroutines may still log while shutting down).
func safeLog(t *testing.T) func(string, ...any) {
	var mu sync.Mutex
	done := false
	t.Cleanup(func() { mu.Lock(); done = true; mu.Unlock() })
	return func(f string, a ...any) {
		mu.Lock()
		defer mu.Unlock()
		if !done {
			t.Logf(f, a...)
		}
	}
}

// newTable opens a table in a temporary folder with a game of players seats
// in the given modes (all phones if nil).
func newTable(t *testing.T, players int, modes []table.SeatMode) (*table.Table, string) {
	t.Helper()
	dir := t.TempDir()
	tb, _, err := table.Open(table.Options{Dir: dir, Logf: safeLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Close() })
	if modes == nil {
		for i := 0; i < players; i++ {
			modes = append(modes, table.Phone)
		}
	}
	if err := tb.NewGame(express.GameName, express.Setup{Players: players, Seed: 7}, modes); err != nil {
		t.Fatal(err)
	}
	return tb, dir
}

func testConfig() Config {
	return Config{TableID: "t1", Language: "en",
		Broker: BrokerConfig{TCPListen: "127.0.0.1:0", WSListen: "127.0.0.1:0"},
		HTTP:   HTTPConfig{Listen: "127.0.0.1:0"}}
}

func startService(t *testing.T, tb *table.Table, cfg Config) *Service {
	t.Helper()
	s, err := StartWith(cfg, tb, safeLog(t), Options{Assets: phone.Assets()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// client is a test MQTT client recording every message by topic.
type client struct {
	c    paho.Client
	lost atomic.Int32
	mu   sync.Mutex
	msgs map[string][][]byte
	cond *sync.Cond
}

func dial(url, user, pass string, headers map[string]string) (*client, error) {
	return dialAs(url, user, pass, fmt.Sprintf("colt-test-%s-%d", user, time.Now().UnixNano()), headers) // a café broker wants the "colt-" prefix
}

// dialAs connects with the given MQTT client id; the client counts the
// connections it lost in lost.
func dialAs(url, user, pass, id string, headers map[string]string) (*client, error) {
	cl := &client{msgs: map[string][][]byte{}}
	cl.cond = sync.NewCond(&cl.mu)
	o := paho.NewClientOptions().AddBroker(url).SetUsername(user).SetPassword(pass).
		SetClientID(id).
		SetAutoReconnect(false).SetConnectTimeout(wait).SetOrderMatters(false).
		SetConnectionLostHandler(func(paho.Client, error) { cl.lost.Add(1) }).
		SetDefaultPublishHandler(cl.record)
	if headers != nil {
		h := map[string][]string{}
		for k, v := range headers {
			h[k] = []string{v}
		}
		o.SetHTTPHeaders(h)
	}
	cl.c = paho.NewClient(o)
	tok := cl.c.Connect()
	if !tok.WaitTimeout(wait) {
		return nil, fmt.Errorf("connect timed out")
	}
	if err := tok.Error(); err != nil {
		return nil, err
	}
	return cl, nil
}

func mustDial(t *testing.T, url, user, pass string) *client {
	t.Helper()
	cl, err := dial(url, user, pass, nil)
	if err != nil {
		t.Fatalf("connect as %s: %v", user, err)
	}
	t.Cleanup(func() { cl.c.Disconnect(0) })
	return cl
}

func (cl *client) record(_ paho.Client, m paho.Message) {
	cl.mu.Lock()
	cl.msgs[m.Topic()] = append(cl.msgs[m.Topic()], append([]byte(nil), m.Payload()...))
	cl.cond.Broadcast()
	cl.mu.Unlock()
}

// sub subscribes and returns the granted code of each filter (0x80: refused).
func (cl *client) sub(t *testing.T, filters ...string) []byte {
	t.Helper()
	f := map[string]byte{}
	for _, x := range filters {
		f[x] = 1
	}
	tok := cl.c.SubscribeMultiple(f, nil)
	if !tok.WaitTimeout(wait) || tok.Error() != nil {
		t.Fatalf("subscribe %v: %v", filters, tok.Error())
	}
	res := tok.(*paho.SubscribeToken).Result()
	out := make([]byte, len(filters))
	for i, x := range filters {
		out[i] = res[x]
	}
	return out
}

func (cl *client) pub(t *testing.T, topic string, payload []byte) {
	t.Helper()
	tok := cl.c.Publish(topic, 1, false, payload)
	if !tok.WaitTimeout(wait) || tok.Error() != nil {
		t.Fatalf("publish %s: %v", topic, tok.Error())
	}
}

// waitFor returns the first message on topic (from index from on) that
// satisfies ok, failing the test after wait.
func (cl *client) waitFor(t *testing.T, topic string, ok func([]byte) bool) []byte {
	t.Helper()
	deadline := time.Now().Add(wait)
	timer := time.AfterFunc(wait, func() { cl.mu.Lock(); cl.cond.Broadcast(); cl.mu.Unlock() })
	defer timer.Stop()
	cl.mu.Lock()
	defer cl.mu.Unlock()
	for {
		for _, m := range cl.msgs[topic] {
			if ok(m) {
				return m
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no matching message on %s; got %d messages there", topic, len(cl.msgs[topic]))
		}
		cl.cond.Wait()
	}
}

// topicsSeen lists every topic that delivered a message.
func (cl *client) all() map[string][][]byte {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	out := map[string][][]byte{}
	for k, v := range cl.msgs {
		out[k] = append([][]byte(nil), v...)
	}
	return out
}

// expressSeatMessage is a SeatMessage of a Colt Express game as a phone
// decodes it.
type expressSeatMessage struct {
	Game   string             `json:"game"`
	View   express.PlayerView `json:"view"`
	Events []express.Event    `json:"events"`
	Reason string             `json:"reason,omitempty"`
}

func seatView(t *testing.T, b []byte) expressSeatMessage {
	t.Helper()
	var m expressSeatMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("bad seat view %q: %v", b, err)
	}
	return m
}

func anyMsg([]byte) bool { return true }

func versionAtLeast(v int) func([]byte) bool {
	return func(b []byte) bool {
		var m struct {
			View *struct {
				Version int `json:"version"`
			} `json:"view"`
		}
		return json.Unmarshal(b, &m) == nil && m.View != nil && m.View.Version >= v
	}
}

func replyWithID(id string) func([]byte) bool {
	return func(b []byte) bool {
		var r Reply
		return json.Unmarshal(b, &r) == nil && r.ID == id
	}
}

// playFirstLegal sends seat n's first legal command of view on the phone
// connection ph, with the message id id, and fails the test unless the
// table accepts it.
func playFirstLegal(t *testing.T, ph *client, tp Topics, n engine.Seat, view express.PlayerView, id string) {
	t.Helper()
	ph.pub(t, tp.SeatCmd(n), cmdMessage(t, view.Version, id, view.Legal[0]))
	var r Reply
	if err := json.Unmarshal(ph.waitFor(t, tp.SeatReply(n), replyWithID(id)), &r); err != nil || !r.OK {
		t.Fatalf("the table refused the phone's %s: reply %+v (%v)", id, r, err)
	}
}

// neverLost fails the test if the connection of who was closed since it
// was opened (an intruder reusing its client id, a guest's login).
func neverLost(t *testing.T, who string, cl *client) {
	t.Helper()
	if n := cl.lost.Load(); n != 0 || !cl.c.IsConnected() {
		t.Fatalf("%s's connection was closed (%d times)", who, n)
	}
}

func cmdMessage(t *testing.T, v int, id string, cmd express.Command) []byte {
	t.Helper()
	raw, err := json.Marshal(cmd)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(CommandMessage{V: &v, ID: id, Cmd: raw})
	return b
}

// snapshot is the game's record and journal bytes, to prove a refusal
// changed nothing.
type snapshot struct {
	rec     []byte
	journal []byte
}

func snap(t *testing.T, tb *table.Table, dir string) snapshot {
	t.Helper()
	rec, _ := json.Marshal(tb.Record())
	j, err := os.ReadFile(filepath.Join(dir, "journal.log"))
	if err != nil {
		t.Fatal(err)
	}
	return snapshot{rec, j}
}

// stateOf returns a copy of the Colt Express state on a table.
func stateOf(tb *table.Table) express.State {
	s, _ := express.StateOf(tb.Game())
	return s
}

// recordOf returns the Colt Express record of the game on a table.
func recordOf(tb *table.Table) express.Record {
	return tb.Game().(*express.Game).ExpressRecord()
}
