package toyboard_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"colt/engine/enginetest/toy"
	"colt/engine/express"
	"colt/engine/super"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk"
	_ "colt/ui/kiosk/expressboard" // the box's games, as the program registers them
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	_ "colt/ui/kiosk/superboard"
	"colt/ui/kiosk/toyboard"
)

// The house's proof on the kiosk (issues 26 and 33): Odds and Evens, a
// game the box does not sell, joins the kiosk with only its own
// registration (this package's init) — no line of the shell names it — and
// plays through the shell: the set-up form's chooser, its own form, the
// curtain that hands the screen to each seat in turn for its secret pick,
// the seat buttons and LEDs, an undo from the operator menu, a restart
// from the journal, the final result.

// driver taps a kiosk in the Fyne test driver as its players do.
type driver struct {
	t     *testing.T
	win   fyne.Window
	k     *kiosk.Kiosk
	tbl   *table.Table
	panel *hw.Fake
	clock *hw.FakeClock
	dir   string
	// saveGuests is the kiosk's Settings.SaveGuestsLanguage (nil: none).
	saveGuests func(lang string) error
}

var start = time.Date(2026, 12, 5, 20, 0, 0, 0, time.UTC)

func newDriver(t *testing.T) *driver {
	t.Helper()
	test.NewTempApp(t)
	d := &driver{t: t, clock: hw.NewFakeClock(start), dir: t.TempDir()}
	d.win = test.NewTempWindow(t, nil)
	d.win.SetPadded(false)
	d.win.Resize(fyne.NewSize(800, 480))
	d.open()
	return d
}

// open opens the table from its folder (its journal: a power cut's
// restart) and a new kiosk on it.
func (d *driver) open() {
	d.t.Helper()
	tbl, warns, err := table.Open(table.Options{Dir: d.dir, Now: d.clock.Now})
	if err != nil || len(warns) > 0 {
		d.t.Fatalf("table.Open: %v %v", err, warns)
	}
	d.t.Cleanup(func() { tbl.Close() })
	d.panel = hw.NewFake(d.clock)
	d.k = kiosk.New(d.win, kiosk.Options{Table: tbl, Panel: d.panel, Clock: d.clock, Scale: 1,
		Config: kiosk.Settings{Language: "en", OperatorPIN: "4321", SaveGuestsLanguage: d.saveGuests}})
	d.t.Cleanup(d.k.Close)
	d.tbl = tbl
	d.win.Resize(fyne.NewSize(800, 480))
}

func (d *driver) objects() []fyne.CanvasObject {
	d.win.Resize(d.win.Canvas().Size())
	return test.LaidOutObjects(d.win.Canvas().Content())
}

// tile is the visible tile named name, or nil.
func (d *driver) tile(name string) *widgets.Tile {
	for _, o := range d.objects() {
		if t, ok := o.(*widgets.Tile); ok && t.Name == name && t.Visible() {
			return t
		}
	}
	return nil
}

func (d *driver) has(name string) bool { return d.tile(name) != nil }

// tap taps the tile named name, a moment after the last tap (a new
// finger, not the second tap of a double tap).
func (d *driver) tap(name string) {
	d.t.Helper()
	t := d.tile(name)
	if t == nil {
		d.t.Fatalf("no %q on screen: %v", name, d.texts())
	}
	d.clock.Advance(2 * time.Second)
	test.Tap(t)
}

// texts are the texts drawn on screen.
func (d *driver) texts() []string {
	var out []string
	for _, o := range d.objects() {
		if x, ok := o.(*canvas.Text); ok && x.Visible() && x.Text != "" {
			out = append(out, x.Text)
		}
	}
	return out
}

func (d *driver) shows(s string) bool { return strings.Contains(strings.Join(d.texts(), "\n"), s) }

// TestToyGameThroughTheKiosk plays Odds and Evens at the kiosk: chosen in
// the set-up form's chooser beside the box's games, its set-up, the curtain
// and the secret picks (never shown to the other seat), the seat button and
// its LED, an undo from the operator menu, a power cut and a resume on a
// new kiosk, and the end.
func TestToyGameThroughTheKiosk(t *testing.T) {
	var names []string
	for _, g := range kit.Games() {
		names = append(names, g.Name)
	}
	if fmt.Sprint(names) != fmt.Sprint([]string{express.GameName, super.GameName, toy.Name}) {
		t.Fatalf("the registered games %v: want the box's two, then the toy", names)
	}
	d := newDriver(t)
	for _, g := range names {
		if !d.has("game:" + g) {
			t.Errorf("the chooser does not offer %s: %v", g, d.texts())
		}
	}
	if !d.shows(toyboard.Title) || d.has("toy:start") {
		t.Fatalf("the chooser does not name Odds and Evens, or its form is up before it was chosen: %v", d.texts())
	}
	d.tap("game:" + toy.Name)
	d.tap("toy:start")
	if d.tbl.GameName() != toy.Name || !d.has("begin") {
		t.Fatalf("after start: game %q, screen %v", d.tbl.GameName(), d.texts())
	}
	d.tap("begin")
	pick := func(seat, n int) {
		t.Helper()
		if !d.has("reveal") || d.has("cmd:0") {
			t.Fatalf("seat %d's picks show before its player revealed them: %v", seat, d.texts())
		}
		if !d.shows(fmt.Sprintf("Seat %d: tap to pick in secret", seat)) {
			t.Fatalf("the curtain does not wait for seat %d: %v", seat, d.texts())
		}
		d.tap("reveal")
		d.tap(fmt.Sprintf("cmd:%d", n-1))
	}
	pick(1, 2)
	// seat 2's curtain: seat 1's pick is not on screen; seat 2's LED blinks
	if d.shows("Picks:") || !d.shows("Seat 1 picked") {
		t.Fatalf("after seat 1's secret pick: %v", d.texts())
	}
	if l := d.panel.Lights(); l.Seats[0] != hw.Off || l.Seats[1] != hw.FastBlink {
		t.Fatalf("the LEDs show %v, want seat 2's alone blinking: it owes its pick", l.Seats[:2])
	}
	// seat 2 reveals with its button
	d.k.HandlePress(hw.Press{Source: hw.Seat(1), Kind: hw.Short, At: d.clock.Now()})
	if !d.has("cmd:0") {
		t.Fatalf("seat 2's button did not reveal its picks: %v", d.texts())
	}
	d.tap("cmd:0") // 2+1: odd, seat 2 scores
	if !d.shows("Picks: 2 and 1") || !d.shows("Score 0 : 1") {
		t.Fatalf("after round 1: %v", d.texts())
	}

	// round 2: seat 1 picks, then the operator undoes it from the menu
	pick(1, 1)
	played := len(d.tbl.Record().Commands)
	d.tap("operator")
	for _, c := range "4321" {
		d.tap("pin:" + string(c))
	}
	d.tap("pin:ok")
	d.tap("op:undo")
	if got := len(d.tbl.Record().Commands); got != played-1 {
		t.Fatalf("the operator's undo left %d commands, want %d", got, played-1)
	}
	d.tap("op:close")
	pick(1, 1)

	// a power cut: a new kiosk on the table opened again from its journal
	want := fmt.Sprint(d.tbl.Record())
	d.k.Close()
	d.tbl.Close()
	d.open()
	if got := fmt.Sprint(d.tbl.Record()); d.tbl.GameName() != toy.Name || got != want {
		t.Fatalf("resumed %s %v, want %v", d.tbl.GameName(), got, want)
	}
	pick(2, 1) // 1+1: even, seat 1 scores
	pick(1, 2)
	pick(2, 2) // 2+2: even, seat 1 wins 2:1
	if !d.shows("Game over") || !d.shows("Score 2 : 1") {
		t.Fatalf("the end: %v", d.texts())
	}
	if g := d.tbl.Game(); !g.Over() || g.Result().([2]int) != [2]int{2, 1} {
		t.Fatalf("the table's result %v", g.Result())
	}
}

// TestToyBoardIsTheCoreAlone: the toy's board has the core kit.Board's
// methods and no other — none of the optional capabilities — yet plays a
// whole game through the kiosk (TestToyGameThroughTheKiosk) and shows in
// the operator's history by the shell's default words.
func TestToyBoardIsTheCoreAlone(t *testing.T) {
	core := reflect.TypeOf((*kit.Board)(nil)).Elem()
	toyType := reflect.TypeOf(&toyboard.Board{})
	var extra []string
	for i := 0; i < toyType.NumMethod(); i++ {
		if _, ok := core.MethodByName(toyType.Method(i).Name); !ok {
			extra = append(extra, toyType.Method(i).Name)
		}
	}
	if len(extra) > 0 || toyType.NumMethod() != core.NumMethod() {
		t.Errorf("the toy board has %d methods, beyond the core's %d: %v", toyType.NumMethod(), core.NumMethod(), extra)
	}
	d := newDriver(t)
	d.tap("game:" + toy.Name)
	d.tap("toy:start")
	d.tap("begin")
	for d.has("reveal") {
		d.tap("reveal")
		d.tap("cmd:0") // 1+1, and again: seat 1 wins 2:0
	}
	if !d.shows("Game over") || !d.shows("Score 2 : 0") {
		t.Fatalf("the end: %v", d.texts())
	}
	d.tap("operator")
	for _, c := range "4321" {
		d.tap("pin:" + string(c))
	}
	d.tap("pin:ok")
	d.tap("op:history")
	if !d.shows("[2,0]") {
		t.Errorf("the history does not show the toy's game by its stored result: %v", d.texts())
	}
}

// TestToyStartKeepsTheGuestsLanguage: a game started at the kiosk, whatever
// its board, is resumed after a power cut in the language it is played in:
// the shell keeps it on the table's "new" update (the toy's board says
// nothing of it).
func TestToyStartKeepsTheGuestsLanguage(t *testing.T) {
	test.NewTempApp(t)
	var saved []string
	d := &driver{t: t, clock: hw.NewFakeClock(start), dir: t.TempDir(),
		saveGuests: func(l string) error { saved = append(saved, l); return nil }}
	d.win = test.NewTempWindow(t, nil)
	d.win.SetPadded(false)
	d.win.Resize(fyne.NewSize(800, 480))
	d.open()
	d.tap("lang:fr")
	d.tap("game:" + toy.Name)
	saved = nil
	d.tap("toy:start")
	if d.tbl.GameName() != toy.Name || fmt.Sprint(saved) != "[fr]" {
		t.Fatalf("after the toy's start (game %q) the guests' language saved: %q, want [fr]", d.tbl.GameName(), saved)
	}
}
