package launch

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"
	"time"

	"colt/engine/express"
	"colt/engine/table"
	"colt/hw"
	"colt/mqtt"
)

// TestHoldGCUntilTheFirstFrame: the collector is off from Main's start to
// the first frame, with a heap bound in case the start ever needs more,
// and the program's own settings (GOGC, GOMEMLIMIT) are back after it.
func TestHoldGCUntilTheFirstFrame(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(73))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	release := holdGC()
	if p := debug.SetGCPercent(-1); p != -1 {
		t.Errorf("before the first frame the collector runs at GOGC=%d", p)
	}
	if l := debug.SetMemoryLimit(-1); l != startHeapLimit {
		t.Errorf("before the first frame the heap is bounded at %d, want %d", l, startHeapLimit)
	}
	release()
	release() // a second call changes nothing
	if p := debug.SetGCPercent(73); p != 73 {
		t.Errorf("after the first frame GOGC=%d, want the program's 73", p)
	}
	if l := debug.SetMemoryLimit(-1); l != math.MaxInt64 {
		t.Errorf("after the first frame the memory limit is %d, want the program's (none)", l)
	}
}

// TestBootResumesAPowerCutGameWithItsPhones: the voice and the phone
// service start beside the window (start.go), and the kiosk is built with
// them: a game left by a power cut is the kiosk's first screen (not the
// set-up form), its phone seat's link is there from the start, a phone that joins
// the moment Boot returns gets its seat's view of the resumed game, and
// the first frame calls BootOptions.FirstFrame (Main's release of the
// collector) once.
func TestBootResumesAPowerCutGameWithItsPhones(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	tb, _, err := table.Open(table.Options{Dir: data})
	if err != nil {
		t.Fatal(err)
	}
	modes := []table.SeatMode{table.Handoff, table.Handoff, table.Phone}
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 5}, modes); err != nil {
		t.Fatal(err)
	}
	version := tb.Game().Version()
	tb.Close() // the power cut: the journal is all there is

	cfgFile := filepath.Join(dir, "kiosk.toml")
	cfg := fmt.Sprintf(`language = "en"
table_id = "ev"
data_dir = %q
[broker]
tcp_listen = "127.0.0.1:0"
ws_listen = "127.0.0.1:0"
[http]
listen = "127.0.0.1:0"
public_url = "http://kiosk.test"
[gpio]
enabled = "off"
`, data)
	if err := os.WriteFile(cfgFile, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	ui := newUIApp(t)
	clock := hw.NewFakeClock(time.Date(2026, 12, 6, 20, 0, 0, 0, time.UTC))
	frames := 0
	r, code := Boot([]string{"--config", cfgFile, "--windowed"}, BootOptions{Clock: clock, App: ui, Logf: t.Logf,
		FirstFrame: func() { frames++ }})
	if r == nil {
		t.Fatalf("the kiosk did not start (exit code %d)", code)
	}
	t.Cleanup(r.Close)
	if r.Phones == nil {
		t.Fatal("the kiosk started without its phone service")
	}
	e := &evening{t: t, ui: ui, r: r, s: screen{r.Window}, clock: clock,
		topic: mqtt.Topics{Table: "ev"}, ws: "tcp://" + r.Phones.BrokerAddr().String(), phones: map[int]*mqttPhone{}}
	ph := e.scan(2) // at once
	if !r.Table.Playing() || r.Table.Game().Version() != version {
		t.Fatalf("the resumed table: playing %v at version %d, want %d", r.Table.Playing(), r.Table.Game().Version(), version)
	}
	var names []string
	e.do(func() { names = e.s.names() })
	t.Logf("the first screen: %v", names)
	if e.has("start") || !e.has("reveal") { // the set-up form's Start; the game's curtain before the first player's hand
		t.Fatalf("the first screen is not the resumed game: %v", names)
	}
	tag := mqtt.GameTag(r.Table.Seats())
	e.eventually("the phone that joined at once gets its seat's view", func() bool {
		v, _ := ph.last()
		return tagOf(v) == tag
	})
	if frames != 0 {
		t.Fatalf("FirstFrame called %d times before the first frame", frames)
	}
	ui.do(func() { r.App.Lifecycle().(interface{ OnStarted() func() }).OnStarted()() })
	if frames != 1 {
		t.Fatalf("the first frame called FirstFrame %d times, want once", frames)
	}
}
