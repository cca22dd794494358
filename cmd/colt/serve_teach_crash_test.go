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
	"syscall"
	"testing"

	"colt/engine"
	"colt/engine/express"
	"colt/mqtt"
	"colt/mqtt/mqtttest"
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
	phones := map[engine.Seat]*mqtttest.Phone{}
	for _, n := range seats {
		phones[n] = mqtttest.Dial(t, first.broker, "pc", n, first.tokens[n])
	}
	// the first player plays a card (journaled) before the power cut
	var actor engine.Seat = engine.NoSeat
	for _, n := range seats {
		m := phones[n].WaitView(t, "its view", func(m mqtt.SeatMessage) bool { return m.View != nil })
		var v express.PlayerView
		b, _ := json.Marshal(m.View)
		json.Unmarshal(b, &v)
		if len(v.Legal) > 0 {
			actor = n
			cmd, _ := json.Marshal(v.Legal[0])
			if r := phones[n].Send(t, mqtt.CommandMessage{V: &v.Version, ID: "m1", Cmd: cmd}); !r.OK {
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
		m := p.WaitView(t, "the move and two tips or more", func(m mqtt.SeatMessage) bool { return mqtttest.Version(m) > 0 && len(m.Tips) >= 2 })
		version = mqtttest.Version(m)
		tips := m.Tips
		if n != 2 { // seats 0 and 1 close their first tip; seat 2 closes none
			closed[n] = tips[0].Concept
			if r := p.GotIt(t, fmt.Sprintf("g%d", n), version, tips[0].Concept); !r.OK {
				t.Fatalf("phone %d's got-it refused: %+v", n, r)
			}
			tips = tips[1:]
			p.WaitView(t, "its tip closed", func(m mqtt.SeatMessage) bool { return slices.Equal(mqtttest.Concepts(m.Tips), mqtttest.Concepts(tips)) })
		}
		open[n] = tips
		t.Logf("phone %d before the power cut: open %v, closed %q", n, mqtttest.Concepts(tips), closed[n])
	}

	// the power cut
	first.cmd.Process.Signal(syscall.SIGKILL)
	first.cmd.Wait()

	again := startServe(t, bin, data, len(seats), args...)
	for _, n := range seats {
		p := mqtttest.Dial(t, again.broker, "pc", n, again.tokens[n])
		m := p.WaitView(t, fmt.Sprintf("its open tips %v", mqtttest.Concepts(open[n])), func(m mqtt.SeatMessage) bool {
			return mqtttest.Version(m) == version && slices.Equal(mqtttest.Concepts(m.Tips), mqtttest.Concepts(open[n]))
		})
		if !slices.Equal(m.Tips, open[n]) {
			t.Errorf("phone %d after the power cut: %+v, want %+v", n, m.Tips, open[n])
		}
		for _, m := range p.Views() {
			if c := closed[n]; c != "" && slices.Contains(mqtttest.Concepts(m.Tips), c) {
				t.Errorf("phone %d was shown %q again after the power cut, which it had closed", n, c)
			}
		}
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
