// Package launch starts the kiosk program: flags, configuration, table,
// phone service, seat panel, window, and systemd readiness and watchdog.
// cmd/kiosk's main only calls Main.
package launch

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"colt/cmd/internal/config"
	"colt/engine/express/cards"
	"colt/engine/table"
	"colt/hw"
	"colt/internal/cputime"
	"colt/mqtt"
	"colt/ui/i18n"
	"colt/ui/kiosk"
	"colt/ui/phone"
	"colt/ui/voice"
)

// Flags are the kiosk's command-line flags; each one overrides the
// configuration file.
type Flags struct {
	Config     string // --config: the TOML file (default /etc/colt/kiosk.toml, optional)
	configSet  bool
	Fullscreen bool   // --fullscreen
	Windowed   bool   // --windowed
	Data       string // --data: data directory
	Broker     string // --broker: external broker URL
	Lang       string // --lang
	Table      string // --table: table id
	Fast       bool   // --fast
	fastSet    bool

	// Hidden flags for screenshots and benchmarks.
	DemoScreen string // --demo-screen: open on a screen of a seeded game
	DemoSeed   uint64 // --demo-seed
	DemoPhones bool   // --demo-phones: start the phone service in a demo too
	Size       string // --size WxH: window size when windowed
}

// ParseFlags reads the command line. Usage goes to out.
func ParseFlags(args []string, out io.Writer) (Flags, error) {
	var f Flags
	fs := flag.NewFlagSet("colt-kiosk", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&f.Config, "config", config.DefaultPath, "configuration file (TOML); the default path may be missing")
	fs.BoolVar(&f.Fullscreen, "fullscreen", false, "open full screen (the Pi's touchscreen)")
	fs.BoolVar(&f.Windowed, "windowed", false, "open in a window (overrides fullscreen in the config)")
	fs.StringVar(&f.Data, "data", "", "data directory for the journal and finished games (overrides data_dir)")
	fs.StringVar(&f.Broker, "broker", "", "external MQTT broker URL, e.g. tcp://cafe-broker.local:1883 (default: embedded broker)")
	fs.StringVar(&f.Lang, "lang", "", "language at start: en, fr, nl or it")
	fs.StringVar(&f.Table, "table", "", "table id in the MQTT namespace colt/<table>/…")
	fs.BoolVar(&f.Fast, "fast", false, "fast mode: no pause between Stealin' steps")
	fs.StringVar(&f.DemoScreen, "demo-screen", "", "")
	fs.Uint64Var(&f.DemoSeed, "demo-seed", 7, "")
	fs.BoolVar(&f.DemoPhones, "demo-phones", false, "")
	fs.StringVar(&f.Size, "size", "", "")
	fs.Usage = func() {
		fmt.Fprintf(out, "Usage: colt-kiosk [flags]\n\nThe Colt Express table companion on a touchscreen.\n\nFlags:\n")
		fs.VisitAll(func(fl *flag.Flag) {
			if fl.Usage == "" {
				return // hidden: screenshots and benchmarks
			}
			fmt.Fprintf(out, "  --%s\n\t%s\n", fl.Name, fl.Usage)
		})
	}
	if err := fs.Parse(args); err != nil {
		return f, err
	}
	if fs.NArg() > 0 {
		return f, fmt.Errorf("unexpected argument %q (flags start with --)", fs.Arg(0))
	}
	fs.Visit(func(fl *flag.Flag) {
		switch fl.Name {
		case "config":
			f.configSet = true
		case "fast":
			f.fastSet = true
		}
	})
	if f.Fullscreen && f.Windowed {
		return f, errors.New("--fullscreen and --windowed contradict each other: give one")
	}
	if f.DemoScreen != "" && !contains(kiosk.DemoScreens(), f.DemoScreen) {
		return f, fmt.Errorf("--demo-screen %q: one of %s", f.DemoScreen, strings.Join(kiosk.DemoScreens(), ", "))
	}
	return f, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// LoadConfig reads the configuration file and applies the flags on top. A
// file that cannot be used gives the defaults and a warning for the screen.
func (f Flags) LoadConfig() (config.Config, []string) {
	var warnings []string
	optional := !f.configSet || f.Config == config.DefaultPath
	cfg, err := config.Load(f.Config, optional)
	if err != nil {
		warnings = append(warnings, err.Error())
	}
	if f.Fullscreen {
		cfg.Fullscreen = true
	}
	if f.Windowed {
		cfg.Fullscreen = false
	}
	if f.Data != "" {
		cfg.DataDir = f.Data
	}
	if f.Broker != "" {
		cfg.Broker.URL = f.Broker
	}
	if f.Lang != "" {
		if config.ValidLanguage(f.Lang) {
			cfg.Language = f.Lang
		} else {
			warnings = append(warnings, fmt.Sprintf("--lang: %v; using %s", config.NotALanguage(f.Lang), cfg.Language))
		}
	}
	if f.Table != "" {
		cfg.TableID = f.Table
	}
	if f.fastSet {
		cfg.FastMode = f.Fast
	}
	if err := cfg.Validate(); err != nil {
		warnings = append(warnings, fmt.Sprintf("settings: %v; using the defaults", err))
		def := config.Default()
		def.Fullscreen, def.FastMode = cfg.Fullscreen, cfg.FastMode
		cfg = def
	}
	return cfg, warnings
}

// OpenTable opens the table in the configured data directory. A data
// directory or journal that cannot be used falls back to a temporary one
// with a warning, so the kiosk always starts.
func OpenTable(cfg config.Config, logf func(string, ...any)) (*table.Table, []string) {
	var warnings []string
	dir, err := cfg.ResolveDataDir()
	if err != nil {
		warnings = append(warnings, err.Error())
	}
	if dir != "" {
		t, ws, err := table.Open(table.Options{Dir: dir, Logf: logf, PaceBots: true}) // bots at the narration's pace
		warnings = append(warnings, ws...)
		if err == nil {
			return t, warnings
		}
		warnings = append(warnings, err.Error())
	}
	tmp, err := os.MkdirTemp("", "colt-kiosk-")
	if err != nil {
		tmp = os.TempDir()
	}
	warnings = append(warnings, fmt.Sprintf("games are kept in %s until the data folder is fixed", tmp))
	t, ws, err := table.Open(table.Options{Dir: tmp, Logf: logf, PaceBots: true})
	if err != nil {
		panic("kiosk: cannot open a table even in a temporary folder: " + err.Error())
	}
	return t, append(warnings, ws...)
}

// OpenPanel opens the seat buttons and LEDs on the GPIO header as the
// configuration says. When there is none (a laptop, gpio.enabled = "off",
// or an error) it returns the keyboard stand-in, whose LEDs the kiosk draws
// on screen, and at most one message: an error is worth a banner only when
// the panel was asked for explicitly (gpio.enabled = "on").
func OpenPanel(cfg config.Config, logf func(string, ...any)) (hw.Panel, *hw.Keys, error) {
	keys := func() *hw.Keys {
		return hw.NewKeys(nil, time.Duration(cfg.GPIO.LongPressMS)*time.Millisecond)
	}
	if cfg.GPIO.Enabled == "off" {
		k := keys()
		return k, k, nil
	}
	pins := hw.PinMap{
		Chip: cfg.GPIO.Chip, SeatButtons: cfg.GPIO.SeatButtons, SeatLEDs: cfg.GPIO.SeatLEDs,
		TableButton: cfg.GPIO.TableButton, StatusLED: cfg.GPIO.StatusLED,
		DebounceMS: cfg.GPIO.DebounceMS, LongPressMS: cfg.GPIO.LongPressMS,
	}
	p, err := hw.Open(pins, hw.Options{Logf: logf})
	if err == nil {
		return p, nil, nil
	}
	logf("kiosk: seat panel: %v (keys 1–6 and Space stand in for the buttons)", err)
	k := keys()
	if cfg.GPIO.Enabled == "on" {
		return k, k, err
	}
	return k, k, nil
}

// StartPhones starts the phone service (package mqtt): the embedded
// broker or the café broker, the bridge to the table and the phone page.
// teachers gives the current game's teacher (none: not teaching): each
// phone is taught the tips of its own view, and given the kiosk's shared
// tips about a choice its own seat makes now (teachphones.Hooks, beside
// the kiosk's shared screen).
func StartPhones(c config.Config, t *table.Table, logf func(string, ...any), teachers *TeacherSource) (*mqtt.Service, error) {
	return mqtt.StartWith(mqtt.Config{
		TableID: c.TableID, Language: c.Language,
		Broker: mqtt.BrokerConfig(c.Broker), HTTP: mqtt.HTTPConfig(c.HTTP),
	}, t, logf, mqtt.Options{Assets: phone.Assets(), TeachHooks: teachers.Hooks(), Words: i18n.PhoneWords})
}

// Settings returns what the screens need from the configuration, and a
// warning when the operator's round-card file cannot be used (the embedded
// cards are played then).
func Settings(c config.Config) (kiosk.Settings, []string) {
	s := kiosk.Settings{Language: c.Language, OperatorPIN: c.OperatorPIN,
		IdleResetMinutes: c.IdleResetMinutes, ExportDir: c.ExportDir, FastMode: c.FastMode,
		VoiceAllowed: c.VoiceAllowed(), VoiceOn: c.VoiceOn()}
	if c.RoundCardsFile == "" {
		return s, nil
	}
	data, err := os.ReadFile(c.RoundCardsFile)
	if err == nil {
		_, err = cards.Parse(data)
	}
	if err != nil {
		return s, []string{fmt.Sprintf("round_cards_file %s: %v; playing the built-in cards", c.RoundCardsFile, err)}
	}
	s.RoundCards = data
	return s, nil
}

// Main runs the kiosk program: flags, configuration, table, phones, panel,
// window, and systemd readiness and watchdog. It returns the exit code.
// displayAvailable says, in one sentence, why the kiosk cannot open a window
// when no display is set (instead of the graphics library's panic and stack
// trace), or nil. Builds with the ci tag draw on Fyne's test driver and
// need none.
func displayAvailable(getenv func(string) string) error {
	if testDriver || getenv("DISPLAY") != "" || getenv("WAYLAND_DISPLAY") != "" {
		return nil
	}
	return errors.New("no display to draw on (DISPLAY and WAYLAND_DISPLAY are unset): start the kiosk from the Pi's desktop or as the colt-kiosk service (docs/install-pi.md), under xvfb-run for a test, or run `colt serve` for a table without a screen")
}

func Main(args []string) int {
	release := holdGC() // until the first frame (start.go)
	defer release()
	r, code := Boot(args, BootOptions{FirstFrame: release})
	if r == nil {
		return code
	}
	defer r.Close()
	r.Window.SetOnClosed(func() { r.notify.Send("STOPPING=1") })
	r.Window.ShowAndRun()
	return 0
}

// BootOptions adjust Boot for a test; the zero value is the program's.
type BootOptions struct {
	// Clock drives the kiosk's timers (idle reset, the bots' pace); nil:
	// the system clock. A test moves a hw.FakeClock instead of waiting.
	Clock hw.Clock
	// Logf receives the log; nil: standard error.
	Logf func(string, ...any)
	// App draws the kiosk; nil: the program's (a window on the display,
	// or Fyne's test driver with the ci tag). A test passes one of Fyne's
	// test apps, which needs no display.
	App fyne.App
	// FirstFrame is called on the UI thread once the window is shown;
	// nil: nothing.
	FirstFrame func()
	// Screen tells the size, in Fyne's units, a full-screen window will
	// have, before it is shown (screen.go); nil: the display's
	// (displaySize) when App is nil, none otherwise.
	Screen func() (fyne.Size, bool)
}

// Running is a kiosk started by Boot: its window (not shown yet), the
// table, the phone service (nil without phones) and the kiosk on the
// window. Close stops them all.
type Running struct {
	App    fyne.App
	Window fyne.Window
	Kiosk  *kiosk.Kiosk
	Table  *table.Table
	Phones *mqtt.Service
	Keys   *hw.Keys // the keyboard stand-in for the seat panel, nil with GPIO

	notify  *Notifier
	closers []func()
}

// Close stops the kiosk, the panel, the phone service and the table, in
// that order.
func (r *Running) Close() {
	for i := len(r.closers) - 1; i >= 0; i-- {
		r.closers[i]()
	}
	r.closers = nil
}

// Boot does what Main does before showing the window: flags,
// configuration, table, phones, panel, the kiosk on its window, its timers
// and systemd readiness. It returns nil and the exit code when the kiosk
// cannot start (the reason is logged).
func Boot(args []string, o BootOptions) (*Running, int) {
	logf := o.Logf
	if logf == nil {
		logf = log.New(os.Stderr, "colt-kiosk: ", log.LstdFlags).Printf
	}
	started := time.Now()
	warmMessages() // English, on another core while the window opens (start.go)
	f, err := ParseFlags(args, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil, 0
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "colt-kiosk:", err)
		return nil, 2
	}
	r := &Running{}
	fail := func(code int) (*Running, int) {
		r.Close()
		return nil, code
	}
	cfg, warnings := f.LoadConfig()
	if f.DemoScreen != "" {
		dir, err := os.MkdirTemp("", "colt-demo-")
		if err != nil {
			fmt.Fprintln(os.Stderr, "colt-kiosk:", err)
			return fail(1)
		}
		r.closers = append(r.closers, func() { os.RemoveAll(dir) })
		cfg.DataDir = dir
	}
	for _, w := range warnings {
		logf("%s", w)
	}
	t, ws := OpenTable(cfg, logf)
	r.Table = t
	r.closers = append(r.closers, func() { t.Close() })
	warnings = append(warnings, ws...)
	dataDir, _ := cfg.ResolveDataDir()
	logf("data folder %s (journal, history)", dataDir)
	if l := config.LoadOperatorLanguage(dataDir); l != "" && f.Lang == "" {
		cfg.Language = l // the operator's choice on the kiosk wins over the file
	}
	guests := ""
	if l := config.LoadGuestsLanguage(dataDir); l != "" && f.Lang == "" && t.Playing() {
		guests = l // a game resumed after a power cut comes back in the guests' language
	}
	warmMessages(cfg.Language, guests) // the first screen's language (start.go)

	if o.App == nil {
		if err := displayAvailable(os.Getenv); err != nil {
			fmt.Fprintln(os.Stderr, "colt-kiosk:", err)
			return fail(1)
		}
	}
	settings, ws := Settings(cfg)
	warnings = append(warnings, ws...)
	settings.SaveLanguage = func(l string) error { return config.SaveOperatorLanguage(dataDir, l) }
	settings.SaveGuestsLanguage = func(l string) error { return config.SaveGuestsLanguage(dataDir, l) }
	settings.ResumeLanguage = guests
	teachers := new(TeacherSource)             // the kiosk's teacher, for the phones (teach_phone.go)
	current := &Teachers{OnSet: teachers.Wake} // the teacher of the game on the table, set by the kiosk (teachers.go)
	saveTeaching, savePhoneTeaching := current.Savers(func(b []byte) error { return config.SaveTeaching(dataDir, b) })
	settings.SaveTeaching = saveTeaching
	if t.Playing() { // a game resumed after a power cut goes on teaching where it was, its phones' open tips too
		saved, err := LoadTeaching(dataDir, logf)
		if err != nil {
			warnings = append(warnings, err.Error())
		}
		settings.ResumeTeaching = saved
	}
	if dataDir != "" { // the operator's round-card corrections, beside the journal
		settings.RoundCardsOverride = filepath.Join(dataDir, kiosk.RoundCardsFileName)
	}
	teachers.Set(current.Current, savePhoneTeaching)

	// The voice (issue 35) and the phone service start on other cores
	// while the window opens (start.go); the kiosk is built with both, as
	// before, so a phone that joins at once finds the table and the kiosk.
	type opened struct {
		sp  *voice.Speaker
		err error
	}
	voiceOpened := inBackground(func() opened {
		if !cfg.VoiceAllowed() {
			return opened{}
		}
		sp, err := voice.Open(cfg.VoiceDevice, cfg.VoiceVolume, nil)
		return opened{sp, err}
	})
	r.closers = append(r.closers, func() {
		if v := voiceOpened(); v.sp != nil {
			v.sp.Close()
		}
	})
	type service struct {
		svc *mqtt.Service
		err error
	}
	phonesStarted := inBackground(func() service {
		if f.DemoScreen != "" && !f.DemoPhones {
			return service{}
		}
		svc, err := StartPhones(cfg, t, logf, teachers)
		return service{svc, err}
	})
	r.closers = append(r.closers, func() {
		if p := phonesStarted(); p.svc != nil {
			p.svc.Close()
		}
	})

	a := o.App
	if a == nil {
		a = app.NewWithID("express.colt.kiosk")
	}
	fontsLoaded := warmFonts(a) // on another core while the window opens (start.go)
	notify := NewNotifier()
	r.notify = notify
	win := a.NewWindow("Colt Express")
	r.App, r.Window = a, win
	win.SetPadded(false)
	if cfg.Fullscreen {
		win.SetFullScreen(true)
		screen := o.Screen
		if screen == nil && o.App == nil {
			screen = func() (fyne.Size, bool) { return displaySize(a) }
		}
		if screen != nil {
			if size, ok := screen(); ok { // the first screen is built at its real scale, once (screen.go)
				win.Resize(size)
			}
		}
	} else {
		win.Resize(parseSize(f.Size))
	}

	opts := kiosk.Options{Table: t, Config: settings, Warnings: warnings, OnTeacher: current.Set, Clock: o.Clock}
	if v := voiceOpened(); cfg.VoiceAllowed() { // without a sound card it speaks to nobody, and says so when switched on
		opts.Voice, opts.VoiceErr = v.sp, v.err
		if v.sp == nil && cfg.VoiceOn() { // no espeak-ng: the banner says what to install
			opts.Warnings = append(opts.Warnings, v.err.Error())
		}
	}
	if p := phonesStarted(); p.err != nil {
		logf("phones: %v (the kiosk runs on without phones)", p.err)
		opts.PhonesErr = p.err
	} else if p.svc != nil {
		opts.Phones = p.svc
		r.Phones = p.svc
		logf("phone page %s, broker websocket %s (the QR codes on the screen carry each seat's link)", p.svc.PublicURL(), p.svc.WSURL())
	}
	panel, keys, perr := OpenPanel(cfg, logf)
	r.closers = append(r.closers, func() { panel.Close() })
	opts.Panel, opts.Keys, opts.PanelErr = panel, keys, perr
	r.Keys = keys

	fontsLoaded() // the first screen measures text from here on
	var demo func(*kiosk.Kiosk)
	if f.DemoScreen != "" {
		var err error
		demo, err = kiosk.PrepareDemo(t, f.DemoScreen, f.DemoSeed)
		if err != nil {
			fmt.Fprintln(os.Stderr, "colt-kiosk: demo:", err)
			return fail(1)
		}
	}
	k := kiosk.New(win, opts)
	r.Kiosk = k
	r.closers = append(r.closers, k.Close)
	if demo != nil {
		kiosk.ApplyDemo(k, demo)
	}
	k.Start()

	a.Lifecycle().SetOnStarted(func() {
		logf("first frame: window shown %d ms after start (%s)", time.Since(started).Milliseconds(), cputime.SoFar())
		if o.FirstFrame != nil {
			o.FirstFrame()
		}
		if err := notify.Send("READY=1\nSTATUS=Colt Express kiosk running"); err != nil {
			logf("systemd notify: %v", err)
		}
		warmFallbacks(a) // what the first screen did not need, before the next screen needs it (start.go)
		if iv := WatchdogInterval(); iv > 0 && notify.Enabled() {
			go func() {
				tick := time.NewTicker(iv)
				defer tick.Stop()
				for range tick.C {
					// pinged from the UI thread: a frozen UI stops the pings
					fyne.Do(func() { notify.Send("WATCHDOG=1") })
				}
			}()
		}
	})
	return r, 0
}

// parseSize reads "WxH" (default: the 800×480 design size).
func parseSize(s string) fyne.Size {
	var w, h float32
	if _, err := fmt.Sscanf(s, "%fx%f", &w, &h); err != nil || w < 100 || h < 100 {
		return fyne.NewSize(800, 480)
	}
	return fyne.NewSize(w, h)
}
