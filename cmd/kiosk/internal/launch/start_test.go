package launch

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

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

	cfgFile := writeTestConfig(t, dir, data, "table_id = \"ev\"\n", "http://kiosk.test")
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

// TestBootDrawsAFullScreenFirstScreenOnce: a full-screen kiosk is given
// the display's size before its window is shown (screen.go), so its first
// screen is built once, at the display's scale (2.25 on 1920×1080), and
// the moment the display makes the window full screen changes nothing:
// the same objects, no second build. (Before, the first screen was built
// at the smallest scale, 0.8, and built again at 2.25 on that resize.)
func TestBootDrawsAFullScreenFirstScreenOnce(t *testing.T) {
	dir := t.TempDir()
	cfgFile := writeTestConfig(t, dir, filepath.Join(dir, "data"), "fullscreen = true\n", "")
	ui := newUIApp(t)
	display := fyne.NewSize(1920, 1080)
	asked := 0
	r, code := Boot([]string{"--config", cfgFile}, BootOptions{App: ui, Logf: t.Logf,
		Screen: func() (fyne.Size, bool) { asked++; return display, true }})
	if r == nil {
		t.Fatalf("the kiosk did not start (exit code %d)", code)
	}
	t.Cleanup(r.Close)
	if asked != 1 {
		t.Fatalf("the display's size was asked %d times, want once", asked)
	}
	first := func() (fyne.CanvasObject, float32) {
		var o fyne.CanvasObject
		var text float32
		ui.do(func() {
			// the window's content: the scale watcher's container, the kiosk's root, the screen
			root := r.Window.Canvas().Content().(*fyne.Container).Objects[0].(*fyne.Container)
			o = root.Objects[0]
			text = fyne.CurrentApp().Settings().Theme().Size(theme.SizeNameText)
		})
		return o, text
	}
	built, text := first()
	if text != 16*2.25 {
		t.Fatalf("the first screen was built with text of %v, want %v (the scale of %v)", text, 16*2.25, display)
	}
	ui.do(func() { r.Window.Resize(display) }) // the display makes the window full screen
	ui.do(func() {})                           // and whatever that queued has run
	again, text := first()
	if again != built || text != 16*2.25 {
		t.Fatalf("the window's full-screen size built the first screen again (text %v)", text)
	}
}

// TestFyneScale: the window scale Fyne's desktop driver gives a monitor,
// which sizes a full-screen window before it is shown (screen.go).
func TestFyneScale(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	for _, c := range []struct {
		name        string
		getenv      func(string) string
		setting     float32
		wayland     bool
		widthMm, px int
		want        float32
	}{
		{"the Pi's 7-inch touchscreen, 155 mm for 800 px (131 dpi)", env(), 1, false, 155, 800, 1.1},
		{"a 24-inch full-HD monitor (92 dpi: never below 1)", env(), 1, false, 531, 1920, 1},
		{"a monitor that tells no size", env(), 1, false, 0, 1920, 1},
		{"Xvfb's 96 dpi", env(), 1, false, 508, 1920, 1},
		{"FYNE_SCALE", env("FYNE_SCALE", "1.5"), 1, false, 531, 1920, 1.5},
		{"FYNE_SCALE times the density", env("FYNE_SCALE", "2"), 1, false, 155, 800, 2.2},
		{"FYNE_SCALE=auto ignores the setting", env("FYNE_SCALE", "auto"), 2, false, 531, 1920, 1},
		{"the user's setting", env(), 1.5, false, 531, 1920, 1.5},
		{"DPI detection off", env("FYNE_DISABLE_DPI_DETECTION", "true"), 1, false, 155, 800, 1},
		{"Wayland scales by itself", env(), 1, true, 155, 800, 1},
		{"the Steam Deck's 6 cm", env(), 1, false, 60, 1280, 1},
	} {
		if got := fyneScale(c.getenv, c.setting, c.wayland, c.widthMm, c.px); got != c.want {
			t.Errorf("%s: scale %v, want %v", c.name, got, c.want)
		}
	}
	if got := fullScreenSize(fyne.NewSize(800, 480), 155, env(), 1, false); got != fyne.NewSize(800/float32(1.1), 480/float32(1.1)) {
		t.Errorf("the Pi's full screen: %v", got)
	}
}

// writeTestConfig writes the kiosk.toml of a test kiosk into dir and
// returns its path: English, its data in data, the broker (TCP and
// websocket) and the page server on free local ports, no GPIO; top is
// more top-level settings, one per line, and publicURL the page server's
// public address ("": none).
func writeTestConfig(t *testing.T, dir, data, top, publicURL string) string {
	t.Helper()
	http := "listen = \"127.0.0.1:0\"\n"
	if publicURL != "" {
		http += fmt.Sprintf("public_url = %q\n", publicURL)
	}
	cfg := fmt.Sprintf("language = \"en\"\n%sdata_dir = %q\n[broker]\ntcp_listen = \"127.0.0.1:0\"\nws_listen = \"127.0.0.1:0\"\n[http]\n%s[gpio]\nenabled = \"off\"\n",
		top, data, http)
	file := filepath.Join(dir, "kiosk.toml")
	if err := os.WriteFile(file, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}
