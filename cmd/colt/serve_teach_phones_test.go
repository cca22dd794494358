package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	paho "github.com/eclipse/paho.mqtt.golang"

	"colt/cmd/internal/config"
	"colt/engine"
	"colt/engine/table"
	"colt/mqtt"
	"colt/ui/teach"
)

// phonesSeen records the retained messages each phone seat receives.
type phonesSeen struct {
	mu   sync.Mutex
	msgs map[engine.Seat][]mqtt.SeatMessage
}

func (p *phonesSeen) last(n engine.Seat) (mqtt.SeatMessage, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	ms := p.msgs[n]
	if len(ms) == 0 {
		return mqtt.SeatMessage{}, false
	}
	return ms[len(ms)-1], true
}

// closeAfterEnd is serve's phone service, closed only once every phone was
// given the end of the game (serve exits as soon as the game is over: the
// bridge's last publication must not be cut).
type closeAfterEnd struct {
	phoneService
	seen    *phonesSeen
	seats   []engine.Seat
	clients []paho.Client
}

func (c *closeAfterEnd) Close() error {
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		all := true
		for _, n := range c.seats {
			m, ok := c.seen.last(n)
			all = all && ok && slices.ContainsFunc(m.Tips, func(tip mqtt.Tip) bool { return tip.Concept == "end" })
		}
		if all {
			break
		}
	}
	for _, cl := range c.clients {
		cl.Disconnect(0)
	}
	return c.phoneService.Close()
}

// TestServeTeachPhonesOnly (issue 24): on `colt serve --teach first` — a
// table whose only screens are the phones — every phone is taught the
// whole game through a real broker: the goal, play or draw, the pile
// turned over, the actions, the events and the end, each once, besides its
// own tips; serve chose them as a shared screen would (from public
// information), the progress beside the journal says each phone seat was
// given every one of them and the bot seat none.
func TestServeTeachPhonesOnly(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game through the broker")
	}
	dir := t.TempDir()
	cfgPath := filepath.Join(t.TempDir(), "colt.toml")
	os.WriteFile(cfgPath, []byte("table_id = \"st\"\n[broker]\ntcp_listen = \"127.0.0.1:0\"\nws_listen = \"127.0.0.1:0\"\n[http]\nlisten = \"127.0.0.1:0\"\n[gpio]\nenabled = \"off\"\n"), 0o600)
	real := startPhones
	t.Cleanup(func() { startPhones = real })
	seen := &phonesSeen{msgs: map[engine.Seat][]mqtt.SeatMessage{}}
	phoneSeats := []engine.Seat{0, 1}
	startPhones = func(c config.Config, tb *table.Table, logf func(string, ...any), tf func() *teach.Teacher, sv func(*teach.Teacher)) (phoneService, error) {
		svc, err := real(c, tb, logf, tf, sv)
		if err != nil {
			return nil, err
		}
		out := &closeAfterEnd{phoneService: svc, seen: seen, seats: phoneSeats}
		addr := svc.(*mqtt.Service).BrokerAddr().String()
		tp := mqtt.Topics{Table: "st"}
		for _, n := range phoneSeats {
			o := paho.NewClientOptions().AddBroker("tcp://" + addr).SetClientID(fmt.Sprintf("colt-test-serve-%d", n)).
				SetUsername(mqtt.SeatUser("st", n)).SetPassword(tb.Seats()[n].Token).SetOrderMatters(true)
			cl := paho.NewClient(o)
			if tok := cl.Connect(); !tok.WaitTimeout(30*time.Second) || tok.Error() != nil {
				return nil, fmt.Errorf("phone %d: %v", n, tok.Error())
			}
			out.clients = append(out.clients, cl)
			if tok := cl.Subscribe(tp.SeatView(n), 1, func(_ paho.Client, m paho.Message) {
				var msg mqtt.SeatMessage
				if json.Unmarshal(m.Payload(), &msg) != nil {
					return
				}
				seen.mu.Lock()
				seen.msgs[n] = append(seen.msgs[n], msg)
				seen.mu.Unlock()
			}); !tok.WaitTimeout(30*time.Second) || tok.Error() != nil {
				return nil, tok.Error()
			}
		}
		return out, nil
	}
	captureStdout(t, func() {
		err := runServe([]string{"--config", cfgPath, "--data", dir, "--players", "3", "--seed", "6", "--seats", "phone,phone,bot",
			"--teach", "first", "--feed-auto", "--exit-when-over"})
		if err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	b, err := os.ReadFile(filepath.Join(dir, serveTeachFile))
	if err != nil {
		t.Fatal(err)
	}
	var sv savedTeaching
	json.Unmarshal(b, &sv)
	p, err := teach.DecodeProgress(sv.Progress)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []teach.Concept{"goal", "playOrDraw", "stealin", "end"} {
		if !slices.Contains(p.Shared, c) {
			t.Errorf("serve did not teach %q: %v", c, p.Shared)
		}
	}
	actions := 0
	for _, c := range p.Shared {
		if strings.HasPrefix(string(c), "action.") {
			actions++
		}
	}
	if actions < 3 {
		t.Errorf("only %d actions taught: %v", actions, p.Shared)
	}
	for _, n := range phoneSeats {
		if int(n) >= len(p.Relayed) || !slices.Equal(p.Relayed[n], p.Shared) {
			t.Errorf("phone seat %d was given %v; the game taught %v", n, p.Relayed, p.Shared)
		}
		m, ok := seen.last(n)
		if !ok {
			t.Fatalf("phone %d received nothing", n)
		}
		var open []teach.Concept
		for _, tip := range m.Tips {
			if slices.Contains(open, teach.Concept(tip.Concept)) {
				t.Errorf("phone %d holds %q twice", n, tip.Concept)
			}
			open = append(open, teach.Concept(tip.Concept))
		}
		for _, c := range p.Shared {
			if !slices.Contains(open, c) {
				t.Errorf("phone %d's last message lacks %q (it holds %v)", n, c, open)
			}
		}
	}
	if len(p.Relayed) > 2 && len(p.Relayed[2]) > 0 {
		t.Errorf("the bot seat was given %v", p.Relayed[2])
	}
}
