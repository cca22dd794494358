package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	paho "github.com/eclipse/paho.mqtt.golang"

	"colt/engine"
	"colt/engine/express"
	"colt/mqtt"
)

// servedTable is one run of a `colt serve` process: its broker and the
// seat tokens it printed.
type servedTable struct {
	cmd    *exec.Cmd
	broker string
	tokens map[engine.Seat]string
}

// startServe runs `colt serve` on data with a broker on a free loopback
// port, and reads the seats' join links it prints (their tokens).
func startServe(t *testing.T, bin, data string, phones int, args ...string) *servedTable {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	cfg := filepath.Join(t.TempDir(), "colt.toml")
	os.WriteFile(cfg, []byte(fmt.Sprintf("table_id = \"pc\"\n[broker]\ntcp_listen = %q\nws_listen = \"127.0.0.1:0\"\n[http]\nlisten = \"127.0.0.1:0\"\n[gpio]\nenabled = \"off\"\n", addr)), 0o600)
	cmd := exec.Command(bin, append([]string{"serve", "--config", cfg, "--data", data}, args...)...)
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+data)
	out, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	st := &servedTable{cmd: cmd, broker: "tcp://" + addr, tokens: map[engine.Seat]string{}}
	t.Cleanup(func() { cmd.Process.Signal(syscall.SIGKILL); cmd.Wait() })
	sc := bufio.NewScanner(out)
	for len(st.tokens) < phones && sc.Scan() {
		var n int
		var link string
		if _, err := fmt.Sscanf(sc.Text(), "seat %d: %s", &n, &link); err != nil {
			continue
		}
		u, err := url.Parse(link)
		if err != nil {
			t.Fatalf("join link %q: %v", link, err)
		}
		st.tokens[engine.Seat(n-1)] = u.Query().Get("k")
	}
	if len(st.tokens) < phones {
		t.Fatalf("colt serve printed %d join links, want %d", len(st.tokens), phones)
	}
	go func() { // keep reading, so the process never blocks on its output
		for sc.Scan() {
		}
	}()
	return st
}

// servePhone is one seat's phone on a served table: it records every
// message of its seat's view and its replies.
type servePhone struct {
	seat    engine.Seat
	c       paho.Client
	tp      mqtt.Topics
	mu      sync.Mutex
	views   []mqtt.SeatMessage
	replies []mqtt.Reply
}

func dialServePhone(t *testing.T, st *servedTable, n engine.Seat) *servePhone {
	t.Helper()
	p := &servePhone{seat: n, tp: mqtt.Topics{Table: "pc"}}
	o := paho.NewClientOptions().AddBroker(st.broker).SetClientID(fmt.Sprintf("colt-test-pc-%d-%d", n, time.Now().UnixNano())).
		SetUsername(mqtt.SeatUser("pc", n)).SetPassword(st.tokens[n]).SetOrderMatters(true).
		SetConnectRetry(true).SetConnectRetryInterval(50 * time.Millisecond).SetAutoReconnect(false)
	p.c = paho.NewClient(o)
	if tok := p.c.Connect(); !tok.WaitTimeout(60*time.Second) || tok.Error() != nil {
		t.Fatalf("phone %d: connect: %v", n, tok.Error())
	}
	t.Cleanup(func() { p.c.Disconnect(0) })
	tok := p.c.SubscribeMultiple(map[string]byte{p.tp.SeatView(n): 1, p.tp.SeatReply(n): 1}, func(_ paho.Client, m paho.Message) {
		p.mu.Lock()
		defer p.mu.Unlock()
		if m.Topic() == p.tp.SeatReply(n) {
			var r mqtt.Reply
			json.Unmarshal(m.Payload(), &r)
			p.replies = append(p.replies, r)
			return
		}
		var msg mqtt.SeatMessage
		if len(m.Payload()) > 0 && json.Unmarshal(m.Payload(), &msg) == nil {
			p.views = append(p.views, msg)
		}
	})
	if !tok.WaitTimeout(30*time.Second) || tok.Error() != nil {
		t.Fatalf("phone %d: subscribe: %v", n, tok.Error())
	}
	return p
}

// waitView waits for a view message satisfying ok (failing the test after
// a minute) and returns it.
func (p *servePhone) waitView(t *testing.T, what string, ok func(mqtt.SeatMessage) bool) mqtt.SeatMessage {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		p.mu.Lock()
		for _, m := range p.views {
			if ok(m) {
				p.mu.Unlock()
				return m
			}
		}
		p.mu.Unlock()
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	var last []string
	if len(p.views) > 0 {
		last = tipConcepts(p.views[len(p.views)-1].Tips)
	}
	t.Fatalf("phone %d: no message with %s (%d messages, the last with tips %v)", p.seat, what, len(p.views), last)
	return mqtt.SeatMessage{}
}

// gotIt closes one of the phone's tips and waits for the answer.
func (p *servePhone) gotIt(t *testing.T, v int, id, concept string) mqtt.Reply {
	t.Helper()
	b, _ := json.Marshal(mqtt.CommandMessage{V: &v, ID: id, Teach: mqtt.TeachGotIt, Concept: concept})
	p.c.Publish(p.tp.SeatCmd(p.seat), 1, false, b)
	return p.reply(t, id)
}

// reply waits for the answer to the phone's message id.
func (p *servePhone) reply(t *testing.T, id string) mqtt.Reply {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		p.mu.Lock()
		for _, r := range p.replies {
			if r.ID == id {
				p.mu.Unlock()
				return r
			}
		}
		p.mu.Unlock()
	}
	t.Fatalf("phone %d: no answer to its message %s", p.seat, id)
	return mqtt.Reply{}
}

func tipConcepts(tips []mqtt.Tip) []string {
	var out []string
	for _, tip := range tips {
		out = append(out, tip.Concept)
	}
	return out
}

// viewVersion reads a seat message's state id.
func viewVersion(m mqtt.SeatMessage) int {
	b, _ := json.Marshal(m.View)
	var v struct {
		Version int `json:"version"`
	}
	json.Unmarshal(b, &v)
	return v.Version
}

// TestServeTeachTipsSurviveAPowerCut (issue 32 item 3): `colt serve
// --teach first` with three phones; a card is played, each phone has tips
// open, two of them close one ("Got it", answered); then the process is killed without
// warning (SIGKILL, a power cut) and started again on the same data
// folder: the game resumes from its journal, and every phone is shown
// again exactly the tips it had open — in order, Tap as before — and none
// it closed.
func TestServeTeachTipsSurviveAPowerCut(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and kills a real colt serve; run without -short")
	}
	bin := buildColt(t)
	data := t.TempDir()
	args := []string{"--players", "3", "--seed", "6", "--seats", "phone,phone,phone", "--teach", "first"}
	seats := []engine.Seat{0, 1, 2}

	first := startServe(t, bin, data, len(seats), args...)
	phones := map[engine.Seat]*servePhone{}
	for _, n := range seats {
		phones[n] = dialServePhone(t, first, n)
	}
	// the first player plays a card (journaled) before the power cut
	var actor engine.Seat = engine.NoSeat
	for _, n := range seats {
		m := phones[n].waitView(t, "its view", func(m mqtt.SeatMessage) bool { return m.View != nil })
		var v express.PlayerView
		b, _ := json.Marshal(m.View)
		json.Unmarshal(b, &v)
		if len(v.Legal) > 0 {
			actor = n
			cmd, _ := json.Marshal(v.Legal[0])
			msg, _ := json.Marshal(mqtt.CommandMessage{V: &v.Version, ID: "m1", Cmd: cmd})
			phones[n].c.Publish(phones[n].tp.SeatCmd(n), 1, false, msg)
			if r := phones[n].reply(t, "m1"); !r.OK {
				t.Fatalf("phone %d's move refused: %+v", n, r)
			}
			break
		}
	}
	if actor == engine.NoSeat {
		t.Fatal("no phone may play")
	}
	open := map[engine.Seat][]mqtt.Tip{}
	closed := map[engine.Seat]string{}
	version := 0
	for _, n := range seats {
		p := phones[n]
		m := p.waitView(t, "the move and two tips or more", func(m mqtt.SeatMessage) bool { return viewVersion(m) > 0 && len(m.Tips) >= 2 })
		version = viewVersion(m)
		tips := m.Tips
		if n != 2 { // seats 0 and 1 close their first tip; seat 2 closes none
			closed[n] = tips[0].Concept
			if r := p.gotIt(t, version, fmt.Sprintf("g%d", n), tips[0].Concept); !r.OK {
				t.Fatalf("phone %d's got-it refused: %+v", n, r)
			}
			tips = tips[1:]
			p.waitView(t, "its tip closed", func(m mqtt.SeatMessage) bool { return slices.Equal(tipConcepts(m.Tips), tipConcepts(tips)) })
		}
		open[n] = tips
		t.Logf("phone %d before the power cut: open %v, closed %q", n, tipConcepts(tips), closed[n])
	}

	// the power cut
	first.cmd.Process.Signal(syscall.SIGKILL)
	first.cmd.Wait()

	again := startServe(t, bin, data, len(seats), args...)
	for _, n := range seats {
		p := dialServePhone(t, again, n)
		m := p.waitView(t, fmt.Sprintf("its open tips %v", tipConcepts(open[n])), func(m mqtt.SeatMessage) bool {
			return viewVersion(m) == version && slices.Equal(tipConcepts(m.Tips), tipConcepts(open[n]))
		})
		if !slices.Equal(m.Tips, open[n]) {
			t.Errorf("phone %d after the power cut: %+v, want %+v", n, m.Tips, open[n])
		}
		p.mu.Lock()
		for _, m := range p.views {
			if c := closed[n]; c != "" && slices.Contains(tipConcepts(m.Tips), c) {
				t.Errorf("phone %d was shown %q again after the power cut, which it had closed", n, c)
			}
		}
		p.mu.Unlock()
	}
	b, err := os.ReadFile(filepath.Join(data, serveTeachFile))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s after the restart: %s", serveTeachFile, b)
	if strings.Contains(string(b), strconv.Quote(again.tokens[0])) {
		t.Fatalf("the teaching state names a seat token: %s", b)
	}
}
