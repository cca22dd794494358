package kiosk

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"colt/engine/express"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// update rewrites the markup goldens in testdata/:
//
//	go test ./ui/kiosk/ -run Golden -update
var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// rig is a kiosk on the Fyne test driver with its own table and clock.
type rig struct {
	t     testing.TB
	k     *Kiosk
	tbl   *table.Table
	win   fyne.Window
	clock *hw.FakeClock
	dir   string
	// toCar: play taps the Time-Travel Car whenever it is a lit place (§12)
	toCar bool
}

var start = time.Date(2026, 3, 14, 20, 0, 0, 0, time.UTC)

// newRig builds a kiosk at w × h design pixels (scale follows the size).
func newRig(t testing.TB, settings Settings, w, h float32) *rig {
	return newRigWith(t, settings, w, h, table.Options{})
}

// newRigWith is newRig on a table opened with opts (its folder and clock
// are the rig's).
func newRigWith(t testing.TB, settings Settings, w, h float32, opts table.Options) *rig {
	t.Helper()
	return newRigAfter(t, settings, w, h, opts, nil)
}

// newDemoRig is newRig on a table where the demo screen's game was played
// (PrepareDemo) before the kiosk was built, as the program's --demo-screen
// and readcheck do; it returns what opens the screen (ApplyDemo). A kiosk
// built first would redraw its screen at every move of the demo game (17 s
// of a whole 2-player game on the set-up pages).
func newDemoRig(t testing.TB, settings Settings, w, h float32, screen string) (*rig, func(*Kiosk)) {
	t.Helper()
	var apply func(*Kiosk)
	r := newRigAfter(t, settings, w, h, table.Options{}, func(tbl *table.Table) {
		var err error
		if apply, err = PrepareDemo(tbl, screen, 7); err != nil {
			t.Fatalf("%s: %v", screen, err)
		}
	})
	return r, apply
}

// newRigAfter is newRigWith running before (when not nil) on the table
// before the kiosk is built on it.
func newRigAfter(t testing.TB, settings Settings, w, h float32, opts table.Options, before func(*table.Table)) *rig {
	t.Helper()
	freeRenderers()
	test.NewTempApp(t)
	dir := t.TempDir()
	clock := hw.NewFakeClock(start)
	opts.Dir, opts.Now = dir, clock.Now
	tbl, warnings, err := table.Open(opts)
	if err != nil || len(warnings) > 0 {
		t.Fatalf("table.Open: %v %v", err, warnings)
	}
	t.Cleanup(func() { tbl.Close() })
	if before != nil {
		before(tbl)
	}
	if settings.Language == "" {
		settings.Language = "en"
	}
	if settings.OperatorPIN == "" {
		settings.OperatorPIN = "4321"
	}
	win := test.NewTempWindow(t, nil)
	win.SetPadded(false)
	size := fyne.NewSize(w, h)
	win.Resize(size)
	k := New(win, Options{
		Table: tbl, Config: settings, Clock: clock, Scale: kit.ScaleFor(size),
		Seed: func() (uint64, error) { return 42, nil },
	})
	t.Cleanup(k.Close)
	win.Resize(size)
	return &rig{t: t, k: k, tbl: tbl, win: win, clock: clock, dir: dir}
}

// objects returns every object on screen, laid out.
func (r *rig) objects() []fyne.CanvasObject {
	r.win.Resize(r.win.Canvas().Size())
	return test.LaidOutObjects(r.win.Canvas().Content())
}

// tiles returns the tiles on screen whose Name starts with prefix.
func (r *rig) tiles(prefix string) []*widgets.Tile {
	var out []*widgets.Tile
	for _, o := range r.objects() {
		if t, ok := o.(*widgets.Tile); ok && strings.HasPrefix(t.Name, prefix) && t.Visible() {
			out = append(out, t)
		}
	}
	return out
}

// tile returns the one tile named name, or nil.
func (r *rig) tile(name string) *widgets.Tile {
	for _, t := range r.tiles(name) {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// tap taps the tile named name; the test fails if there is none.
func (r *rig) tap(name string) {
	r.t.Helper()
	t := r.tile(name)
	if t == nil {
		r.t.Fatalf("no %q on the %s screen; tiles: %v", name, r.describe(), r.names())
	}
	if name == "reveal" {
		// a deliberate tap by the next player, not the second tap of a
		// double tap (TestRevealIgnoresTheConfirmingFinger tests those)
		r.k.taps.OK = false
	}
	test.Tap(t)
	if strings.HasPrefix(name, "cmd:") && r.has("confirm") {
		test.Tap(r.tile("confirm")) // a card is played with a second tap, on its confirm (issue 22)
	}
}

func (r *rig) has(name string) bool { return r.tile(name) != nil }

func (r *rig) names() []string {
	var out []string
	for _, t := range r.tiles("") {
		if t.Name != "" {
			out = append(out, t.Name)
		}
	}
	return out
}

// handCards counts the hidden-hand cards on screen.
func (r *rig) handCards() int {
	n := 0
	for _, o := range r.objects() {
		if h, ok := o.(*widgets.HandCard); ok {
			n += handCardCount(h.Text())
		}
	}
	return n
}

// handCardCount is how many cards a hand card stands for: one, or N when
// it reads "Shoot ×N" (a long hand shows each card once, with how many).
func handCardCount(text string) int {
	var n int
	if i := strings.LastIndex(text, "\u00a0×"); i >= 0 {
		if _, err := fmt.Sscanf(text[i+len("\u00a0×"):], "%d", &n); err == nil && n > 1 {
			return n
		}
	}
	return 1
}

// texts returns every text drawn on screen.
func (r *rig) texts() []string {
	var out []string
	for _, o := range r.objects() {
		switch x := o.(type) {
		case *canvas.Text:
			if x.Visible() && x.Text != "" {
				out = append(out, x.Text)
			}
		}
	}
	return out
}

func (r *rig) showsText(s string) bool {
	for _, t := range r.texts() {
		if strings.Contains(t, s) {
			return true
		}
	}
	return false
}

func (r *rig) describe() string {
	pv := r.pub()
	return pv.Phase.String() + "/" + pv.Stage.String() + " screen " + string(rune('0'+r.k.nav.screen))
}

// overflows lists tiles whose text is cut off and texts that leave the
// window.
func (r *rig) overflows() []string {
	var out []string
	size := r.win.Canvas().Size()
	for _, o := range r.objects() {
		switch x := o.(type) {
		case *widgets.Tile:
			if x.Visible() && x.Overflows() {
				out = append(out, x.Text())
			}
		case *widgets.HandCard:
			if x.Visible() && x.Overflows() {
				out = append(out, x.Text())
			}
		}
	}
	// a text must stay inside the container that lays it out
	var walk func(o fyne.CanvasObject, at fyne.Position, left, right float32)
	walk = func(o fyne.CanvasObject, at fyne.Position, pl, pr float32) {
		if !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			l, rt := max(pl, at.X), min(pr, at.X+x.Size().Width)
			for _, c := range x.Objects {
				walk(c, at.Add(c.Position()), l, rt)
			}
		case *canvas.Text:
			if x.Text == "" {
				return
			}
			w := fyne.MeasureText(x.Text, x.TextSize, x.TextStyle).Width
			left := at.X
			switch x.Alignment {
			case fyne.TextAlignCenter:
				left = at.X + (x.Size().Width-w)/2
			case fyne.TextAlignTrailing:
				left = at.X + x.Size().Width - w
			}
			if left < pl-1 || left+w > pr+1 {
				out = append(out, x.Text)
			}
		}
	}
	walk(r.win.Canvas().Content(), fyne.Position{}, 0, size.Width)
	return out
}

// golden compares the screen with testdata/name, or rewrites it with -update.
func (r *rig) golden(name string) {
	r.t.Helper()
	r.objects()
	if *update {
		path := filepath.Join("testdata", name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			r.t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(test.RenderToMarkup(r.win.Canvas())), 0o644); err != nil {
			r.t.Fatal(err)
		}
		return
	}
	test.AssertRendersToMarkup(r.t.(*testing.T), name, r.win.Canvas())
}

// choiceCount is how many choices (cmd:N buttons) the screen offers now:
// one per legal command, lookalike purses making one.
func (r *rig) choiceCount() int {
	return len(r.tiles("cmd:"))
}

// setBot makes the seat whose Bot button is named prefix + "bot" (e.g.
// "mode:2:", "op:seat:2:") a bot of level m: Bot, then Bot again until the
// button names the level (the level lives in the seat's own button).
func (r *rig) setBot(prefix string, m table.SeatMode) {
	r.t.Helper()
	want := kit.Tr(r.k.lang, kit.LevelName(m))
	for i := 0; i < 4; i++ {
		r.tap(prefix + "bot")
		if b := r.tile(prefix + "bot"); b != nil && len(b.Lines) == 2 && b.Lines[1] == want {
			return
		}
	}
	r.t.Fatalf("%sbot never reaches level %s: %v", prefix, m, r.tile(prefix+"bot").Lines)
}

// begin turns the pages of the physical set-up instructions (one tap each)
// and starts the game from the last one.
func (r *rig) begin() {
	r.t.Helper()
	for i := 0; i < 20 && r.has("phys-next"); i++ {
		r.tap("phys-next")
	}
	if r.has("begin") || r.k.nav.screen == screenPhysical {
		r.tap("begin")
	}
}

// stateOf returns a copy of the Colt Express state on a table.
func stateOf(tb *table.Table) express.State {
	s, _ := express.StateOf(tb.Game())
	return s
}

// sampledUnderShort skips a case of a heavy test under -short unless it is
// in the test's sample. The heavy tests here walk whole games in every
// language and way to play: under -short — the emulated arm64 leg of
// deploy/test.sh (deploy/ci-arm64.sh -- -short), where one such game takes
// a minute — each runs a sample that still reaches every language and game
// feature; the full set runs natively in deploy/test.sh's go test ./...
func sampledUnderShort(t *testing.T, inSample bool) {
	t.Helper()
	if testing.Short() && !inSample {
		t.Skip("-short runs a sample of this test's cases; this one runs in the full native run (deploy/test.sh: go test ./...)")
	}
}
