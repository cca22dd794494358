package launch

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"colt/cmd/internal/config"
	"colt/engine"
	"colt/engine/express"
	"colt/engine/table"
	"colt/mqtt"
	"colt/mqtt/mqtttest"
	"colt/ui/teach"
)

// kioskRun is one run of the kiosk's teaching and phones on a data folder,
// wired as Main wires them: the phones start first, then the kiosk's
// screens name their teacher (a new one, or one resumed from the saved
// state); the kiosk asks the teacher for the shared tips of every table
// update and saves the progress when it taught something.
type kioskRun struct {
	tb       *table.Table
	svc      *mqtt.Service
	current  *Teachers
	save     func([]byte) error
	logs     *logLines
	unshared func()
}

type logLines struct {
	mu    sync.Mutex
	lines []string
}

func (l *logLines) logf(f string, a ...any) {
	l.mu.Lock()
	l.lines = append(l.lines, fmt.Sprintf(f, a...))
	l.mu.Unlock()
}

func (l *logLines) find(s string) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, line := range l.lines {
		if strings.Contains(line, s) {
			return line
		}
	}
	return ""
}

// startKioskRun opens the table in dir (a game in progress resumes from
// its journal) and starts the kiosk's phones on it as table id.
func startKioskRun(t *testing.T, dir, id string) *kioskRun {
	t.Helper()
	r := &kioskRun{logs: &logLines{}}
	tb, _, err := table.Open(table.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	r.tb = tb
	teachers := new(TeacherSource)
	r.current = &Teachers{OnSet: teachers.Wake}
	var savePhones func(*teach.Teacher)
	r.save, savePhones = r.current.Savers(func(b []byte) error { return config.SaveTeaching(dir, b) })
	teachers.Set(r.current.Current, savePhones)
	// the kiosk's shared screen: Shared for each update, saved when it taught
	r.unshared = tb.Subscribe(func(u table.Update) {
		tc := r.current.Current()
		if tc == nil || u.Reason == "notice" || u.Public == nil {
			return
		}
		if tips, err := tc.Shared(u.PublicEvents, u.Public); err != nil {
			t.Errorf("shared tips: %v", err)
		} else if len(tips) > 0 {
			b, _ := json.Marshal(tc.Progress())
			r.save(b)
		}
	})
	cfg := config.Config{TableID: id, Language: "en"}
	cfg.Broker.TCPListen, cfg.Broker.WSListen, cfg.HTTP.Listen = "127.0.0.1:0", "127.0.0.1:0", "127.0.0.1:0"
	svc, err := StartPhones(cfg, tb, r.logs.logf, teachers)
	if err != nil {
		t.Fatal(err)
	}
	r.svc = svc
	// a power cut closes nothing; the test's end does
	t.Cleanup(func() { svc.Close(); tb.Close() })
	return r
}

// share gives the kiosk's teacher the state as it stands (the kiosk draws
// the game it started or resumed).
func (r *kioskRun) share(t *testing.T) {
	t.Helper()
	tc := r.current.Current()
	tips, err := tc.Shared(nil, r.tb.Public())
	if err != nil {
		t.Fatal(err)
	}
	if len(tips) > 0 {
		b, _ := json.Marshal(tc.Progress())
		r.save(b)
	}
}

// phones logs every seat's phone in to the run's broker.
func (r *kioskRun) phones(t *testing.T, id string, seats int) map[engine.Seat]*mqtttest.Phone {
	t.Helper()
	out := map[engine.Seat]*mqtttest.Phone{}
	for n := engine.Seat(0); n < engine.Seat(seats); n++ {
		out[n] = mqtttest.Dial(t, "tcp://"+r.svc.BrokerAddr().String(), id, n, r.tb.Seats()[n].Token)
	}
	return out
}

// TestKioskPhoneTipsSurviveAPowerCut (issue 32 item 3): a kiosk teaching a
// first game to four phones — the kiosk's launch path: StartPhones with
// the TeacherSource, the teaching state saved beside the journal by
// Teachers' savers — plays on until several phones have tips open, one
// phone closes one; then the power goes (nothing is closed or saved on the
// way out) and the kiosk starts again on the same data folder: the game
// resumes from its journal, the phones start before the kiosk names its
// resumed teacher (as in Main), and every phone is shown again exactly the
// tips it had open, none it closed. A teaching state that is then lost
// (unreadable, or missing) is logged, saying so, and the game resumes all
// the same, untaught.
func TestKioskPhoneTipsSurviveAPowerCut(t *testing.T) {
	const id, seats = "pk", 4
	dir := t.TempDir()
	first := startKioskRun(t, dir, id)
	modes := []table.SeatMode{table.Phone, table.Phone, table.Phone, table.Phone}
	first.current.Set(teach.New(teach.Plan{FirstGame: true})) // the set-up's "first game": the kiosk's new teacher…
	if err := first.tb.NewGame(express.GameName, express.Setup{Players: seats, Seed: 11}, modes); err != nil {
		t.Fatal(err)
	}
	first.share(t) // …teaches the game as it stands
	phones := first.phones(t, id, seats)

	// play on (the phones' moves, each published) until two phones or more have a tip open
	withTips := func() []engine.Seat {
		var out []engine.Seat
		for n := engine.Seat(0); n < seats; n++ {
			if m, _ := phones[n].Last(); len(m.Tips) > 0 {
				out = append(out, n)
			}
		}
		return out
	}
	for move := 0; len(withTips()) < 2; move++ {
		if move == 40 {
			t.Fatalf("after 40 moves only phones %v have a tip open", withTips())
		}
		g := first.tb.Game()
		actor := g.Expected()[0]
		v := g.Version()
		for n := engine.Seat(0); n < seats; n++ { // every phone shows this state first
			phones[n].WaitView(t, fmt.Sprintf("state %d", v), func(m mqtt.SeatMessage) bool { return mqtttest.Version(m) == v })
		}
		if err := first.tb.Submit(table.FromPhone, g.Legal(actor)[0], v, fmt.Sprintf("m%d", move)); err != nil {
			t.Fatal(err)
		}
		phones[actor].WaitView(t, fmt.Sprintf("state %d", v+1), func(m mqtt.SeatMessage) bool { return mqtttest.Version(m) > v })
	}
	version := first.tb.Game().Version()
	open := map[engine.Seat][]mqtt.Tip{}
	for n := engine.Seat(0); n < seats; n++ {
		m := phones[n].WaitView(t, fmt.Sprintf("state %d", version), func(m mqtt.SeatMessage) bool { return mqtttest.Version(m) == version })
		open[n] = m.Tips
	}
	// one phone closes its first tip (answered: saved by then)
	closer := withTips()[0]
	closed := open[closer][0].Concept
	if r := phones[closer].GotIt(t, "g1", version, closed); !r.OK {
		t.Fatalf("got-it refused: %+v", r)
	}
	open[closer] = open[closer][1:]
	phones[closer].WaitView(t, "its tip closed", func(m mqtt.SeatMessage) bool {
		return slices.Equal(mqtttest.Concepts(m.Tips), mqtttest.Concepts(open[closer]))
	})
	total := 0
	for n := engine.Seat(0); n < seats; n++ {
		total += len(open[n])
		t.Logf("phone %d before the power cut: open %v", n, mqtttest.Concepts(open[n]))
	}
	if total == 0 {
		t.Fatal("no tip left open to survive the power cut")
	}

	// the power cut: the first run is left as it is, the kiosk starts again
	first.unshared()
	saved, err := LoadTeaching(dir, t.Logf)
	if err != nil || saved == nil {
		t.Fatalf("the saved teaching state: %v", err)
	}
	again := startKioskRun(t, dir, id)
	if !again.tb.Playing() || again.tb.Game().Version() != version {
		t.Fatalf("the game did not resume from its journal at state %d", version)
	}
	phones = again.phones(t, id, seats)
	for n := engine.Seat(0); n < seats; n++ { // the phones show the resumed game before the kiosk's teacher exists
		phones[n].WaitView(t, "the resumed game", func(m mqtt.SeatMessage) bool { return mqtttest.Version(m) == version })
	}
	p, err := teach.DecodeProgress(saved)
	if err != nil {
		t.Fatal(err)
	}
	again.current.Set(teach.Resume(p)) // the kiosk's screens resume the teacher (kiosk.Options.OnTeacher)
	for n := engine.Seat(0); n < seats; n++ {
		m := phones[n].WaitView(t, fmt.Sprintf("its open tips %v", mqtttest.Concepts(open[n])), func(m mqtt.SeatMessage) bool {
			return slices.Equal(mqtttest.Concepts(m.Tips), mqtttest.Concepts(open[n]))
		})
		if !slices.Equal(m.Tips, open[n]) {
			t.Errorf("phone %d after the power cut: %+v, want %+v", n, m.Tips, open[n])
		}
	}
	for _, m := range phones[closer].Views() {
		if slices.Contains(mqtttest.Concepts(m.Tips), closed) {
			t.Errorf("phone %d was shown %q again after the power cut, which it had closed", closer, closed)
		}
	}

	// the teaching state lost: logged, and the game resumes untaught
	path := filepath.Join(dir, config.TeachingFile)
	for _, c := range []struct {
		name string
		lose func() error
		log  string
	}{
		{"unreadable", func() error { return os.WriteFile(path, []byte(`{"plan":{"firstGame":tr`), 0o600) }, "unreadable"},
		{"missing", func() error { return os.Remove(path) }, "no teaching state"},
	} {
		if err := c.lose(); err != nil {
			t.Fatal(err)
		}
		logs := &logLines{}
		saved, err := LoadTeaching(dir, logs.logf)
		if saved != nil || (c.name == "unreadable") != (err != nil) {
			t.Errorf("%s: LoadTeaching gave %q, %v", c.name, saved, err)
		}
		if line := logs.find(c.log); line == "" || !strings.Contains(line, dir) || !strings.Contains(line, "resume") {
			t.Errorf("%s: the log says %q; want one line naming the folder and saying the game resumes", c.name, logs.lines)
		}
		run := startKioskRun(t, dir, id)
		if !run.tb.Playing() || run.tb.Game().Version() != version {
			t.Fatalf("%s teaching state: the game did not resume at state %d", c.name, version)
		}
	}
}
