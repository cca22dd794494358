// Command loadtest measures the phone path on the embedded broker: 6 phones
// and 30 spectators, every command sent by the actor's phone, timed from
// its publish to that phone receiving its updated view; beside it, in the
// same run and on the same broker, a bare publish → subscribe hop of a
// payload the size of a seat view, and the table's own Submit (journal
// fsync) on the same disk. It prints figures and asserts nothing.
//
//	go run ./mqtt/loadtest [-commands 400] [-spectators 30] [-dir /dev/shm]
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing/fstest"
	"time"

	paho "github.com/eclipse/paho.mqtt.golang"

	"colt/engine/express"
	"colt/engine/table"
	"colt/mqtt"
)

const tableID = "lt"

// loadPage stands in for the phone page: the load test's phones are MQTT
// clients and never load it.
var loadPage = fstest.MapFS{"index.html": &fstest.MapFile{Data: []byte("colt load test\n")}}

func main() {
	commands := flag.Int("commands", 400, "phone commands to time")
	spectators := flag.Int("spectators", 30, "spectator clients subscribed to the public view")
	dirFlag := flag.String("dir", "", "folder for the journal (default: a temporary folder; /dev/shm leaves the disk out)")
	flag.Parse()
	if err := run(*commands, *spectators, *dirFlag); err != nil {
		fmt.Fprintln(os.Stderr, "loadtest:", err)
		os.Exit(1)
	}
}

type phone struct {
	seat   express.Seat
	c      paho.Client
	mu     sync.Mutex
	view   miniView
	viewAt time.Time
	size   int
	cond   *sync.Cond
}

func (p *phone) onView(_ paho.Client, m paho.Message) {
	now := time.Now()
	// decode only what the test needs: the phones share the broker's CPU
	var msg struct {
		View struct {
			Version int               `json:"version"`
			Rules   string            `json:"rules"`
			Legal   []express.Command `json:"legal"`
		} `json:"view"`
	}
	if len(m.Payload()) == 0 || json.Unmarshal(m.Payload(), &msg) != nil {
		return
	}
	p.mu.Lock()
	if msg.View.Version < p.view.Version {
		p.mu.Unlock()
		return // handlers run concurrently (SetOrderMatters(false)): keep the newest
	}
	p.view, p.viewAt, p.size = miniView(msg.View), now, len(m.Payload())
	p.cond.Broadcast()
	p.mu.Unlock()
}

// waitView waits for a view of a version other than not (or any, if not < 0)
// that equals want (if want >= 0).
// miniView is the part of a seat view the load test reads.
type miniView struct {
	Version int
	Rules   string
	Legal   []express.Command
}

func (p *phone) waitView(want int) (miniView, time.Time, error) {
	deadline := time.Now().Add(30 * time.Second)
	t := time.AfterFunc(30*time.Second, func() { p.mu.Lock(); p.cond.Broadcast(); p.mu.Unlock() })
	defer t.Stop()
	p.mu.Lock()
	defer p.mu.Unlock()
	for p.view.Version < want || p.view.Rules == "" {
		if time.Now().After(deadline) {
			return p.view, p.viewAt, fmt.Errorf("seat %d: no view of version %d (has %d)", p.seat, want, p.view.Version)
		}
		p.cond.Wait()
	}
	return p.view, p.viewAt, nil
}

func connect(url, user, pass string, handler paho.MessageHandler) (paho.Client, error) {
	o := paho.NewClientOptions().AddBroker(url).SetUsername(user).SetPassword(pass).
		SetClientID(fmt.Sprintf("lt-%s-%d", user, rand.Int64())).SetOrderMatters(false).SetDefaultPublishHandler(handler)
	c := paho.NewClient(o)
	if tok := c.Connect(); !tok.WaitTimeout(10*time.Second) || tok.Error() != nil {
		return nil, fmt.Errorf("connect %s: %v", user, tok.Error())
	}
	return c, nil
}

func sub(c paho.Client, topic string, h paho.MessageHandler) error {
	tok := c.Subscribe(topic, 1, h)
	if !tok.WaitTimeout(10*time.Second) || tok.Error() != nil {
		return fmt.Errorf("subscribe %s: %v", topic, tok.Error())
	}
	return nil
}

func run(commands, spectators int, dir string) error {
	if dir == "" {
		d, err := os.MkdirTemp("", "colt-loadtest-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(d)
		dir = d
	} else {
		d, err := os.MkdirTemp(dir, "colt-loadtest-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(d)
		dir = d
	}
	tb, _, err := table.Open(table.Options{Dir: dir})
	if err != nil {
		return err
	}
	defer tb.Close()
	modes := []table.SeatMode{table.Phone, table.Phone, table.Phone, table.Phone, table.Phone, table.Phone}
	seed := uint64(1)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 6, Seed: seed}, modes); err != nil {
		return err
	}
	secret := table.NewToken()
	svc, err := mqtt.StartWith(mqtt.Config{TableID: tableID, Language: "en",
		Broker: mqtt.BrokerConfig{TCPListen: "127.0.0.1:0", WSListen: "127.0.0.1:0"},
		HTTP:   mqtt.HTTPConfig{Listen: "127.0.0.1:0"}}, tb, nil, mqtt.Options{KioskSecret: secret, Assets: loadPage})
	if err != nil {
		return err
	}
	defer svc.Close()
	url := "tcp://" + svc.BrokerAddr().String()
	tp := mqtt.Topics{Table: tableID}

	var phones [6]*phone
	connectPhones := func() error {
		for i := range phones {
			if phones[i] != nil {
				phones[i].c.Disconnect(0)
			}
			p := &phone{seat: express.Seat(i)}
			p.cond = sync.NewCond(&p.mu)
			c, err := connect(url, mqtt.SeatUser(tableID, p.seat), tb.Seats()[i].Token, nil)
			if err != nil {
				return err
			}
			p.c = c
			if err := sub(c, tp.SeatView(p.seat), p.onView); err != nil {
				return err
			}
			if err := sub(c, tp.SeatReply(p.seat), func(paho.Client, paho.Message) {}); err != nil {
				return err
			}
			phones[i] = p
		}
		return nil
	}
	if err := connectPhones(); err != nil {
		return err
	}
	var publicSeen atomic.Int64
	for i := 0; i < spectators; i++ {
		c, err := connect(url, mqtt.SpectatorUser, "", nil)
		if err != nil {
			return err
		}
		defer c.Disconnect(0)
		if err := sub(c, tp.Public(), func(paho.Client, paho.Message) { publicSeen.Add(1) }); err != nil {
			return err
		}
	}

	// the bare hop: two kiosk-rights clients on a topic of their own
	hopCh := make(chan time.Time, 1)
	recv, err := connect(url, mqtt.KioskUser(tableID), secret, nil)
	if err != nil {
		return err
	}
	defer recv.Disconnect(0)
	if err := sub(recv, tp.Prefix()+"bench", func(_ paho.Client, m paho.Message) { hopCh <- time.Now() }); err != nil {
		return err
	}
	send, err := connect(url, mqtt.KioskUser(tableID), secret, nil)
	if err != nil {
		return err
	}
	defer send.Disconnect(0)

	// the table alone: Submit with its journal fsync, on the same disk
	tb2dir, _ := os.MkdirTemp(dir, "direct-")
	tb2, _, err := table.Open(table.Options{Dir: tb2dir})
	if err != nil {
		return err
	}
	defer tb2.Close()
	if err := tb2.NewGame(express.GameName, express.Setup{Players: 6, Seed: seed}, modes); err != nil {
		return err
	}

	rng := rand.New(rand.NewPCG(1, 2))
	var cmdView, cmdReply, hop, submit []time.Duration
	var viewBytes int
	for i := 0; i < commands; i++ {
		st := stateOf(tb)
		if st.Over() {
			seed++
			if err := tb.NewGame(express.GameName, express.Setup{Players: 6, Seed: seed}, modes); err != nil {
				return err
			}
			if err := connectPhones(); err != nil { // new tokens
				return err
			}
			st = stateOf(tb)
		}
		a := st.Actor()
		p := phones[a]
		view, _, err := p.waitView(st.Version())
		if err != nil {
			return err
		}
		cmd := view.Legal[rng.IntN(len(view.Legal))]
		raw, _ := json.Marshal(cmd)
		v := view.Version
		id := fmt.Sprintf("c%d", i)
		msg, _ := json.Marshal(mqtt.CommandMessage{V: &v, ID: id, Cmd: raw})

		replyCh := make(chan time.Time, 1)
		rtok := p.c.Subscribe(tp.SeatReply(a), 1, func(_ paho.Client, m paho.Message) {
			if strings.Contains(string(m.Payload()), `"id":"`+id+`"`) {
				select {
				case replyCh <- time.Now():
				default:
				}
			}
		})
		rtok.Wait()
		t0 := time.Now()
		p.c.Publish(tp.SeatCmd(a), 1, false, msg)
		_, at, err := p.waitView(v + 1)
		if err != nil {
			return err
		}
		var rt time.Time
		select {
		case rt = <-replyCh:
		case <-time.After(30 * time.Second):
			return fmt.Errorf("no reply to %s", id)
		}
		cmdView = append(cmdView, at.Sub(t0))
		cmdReply = append(cmdReply, rt.Sub(t0))
		viewBytes = p.size

		// one bare hop of the same size, on the same broker, right after
		payload := make([]byte, viewBytes)
		t1 := time.Now()
		send.Publish(tp.Prefix()+"bench", 1, false, payload)
		select {
		case r := <-hopCh:
			hop = append(hop, r.Sub(t1))
		case <-time.After(30 * time.Second):
			return fmt.Errorf("bare hop lost")
		}

		// and the table alone
		s2 := stateOf(tb2)
		if s2.Over() {
			if err := tb2.NewGame(express.GameName, express.Setup{Players: 6, Seed: seed + 1000}, modes); err != nil {
				return err
			}
			s2 = stateOf(tb2)
		}
		legal := express.Legal(&s2)
		t2 := time.Now()
		if err := tb2.Submit(table.FromKiosk, legal[rng.IntN(len(legal))], s2.Version(), ""); err != nil {
			return err
		}
		submit = append(submit, time.Since(t2))
	}

	fmt.Printf("embedded broker, 6 phones + %d spectators, %d commands, seat view ≈ %d bytes, journal in %s\n", spectators, commands, viewBytes, dir)
	fmt.Printf("%-44s %10s %10s %10s\n", "", "p50", "p99", "max")
	row := func(name string, d []time.Duration) {
		sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
		fmt.Printf("%-44s %10s %10s %10s\n", name, pct(d, 50), pct(d, 99), d[len(d)-1].Round(time.Microsecond))
	}
	row("bare publish → subscribe hop (QoS 1)", hop)
	row("table.Submit alone (journal fsync)", submit)
	row("phone command → its reply", cmdReply)
	row("phone command → its view updated", cmdView)
	p99ratio := float64(pctD(cmdView, 99)) / float64(pctD(hop, 99))
	fmt.Printf("p99 command→view / p99 bare hop = %.1f× (target ≤ 2×); minus Submit's p50: %.1f×\n", p99ratio,
		float64(pctD(cmdView, 99)-pctD(submit, 50))/float64(pctD(hop, 99)))
	fmt.Printf("public views received by spectators: %d\n", publicSeen.Load())
	return nil
}

func pctD(d []time.Duration, p int) time.Duration {
	i := (len(d)*p + 99) / 100
	if i > 0 {
		i--
	}
	return d[i]
}

func pct(d []time.Duration, p int) string { return pctD(d, p).Round(time.Microsecond).String() }

// stateOf returns a copy of the Colt Express state on a table.
func stateOf(tb *table.Table) express.State {
	s, _ := express.StateOf(tb.Game())
	return s
}
