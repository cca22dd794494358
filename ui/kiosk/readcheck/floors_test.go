package readcheck

import (
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"colt/hw"
	"colt/ui/kiosk"
	"colt/ui/kiosk/kit"
)

// cleaner is an empty canvas: capturing it only runs Fyne's cache clean
// (the test driver drops old renderers only when a canvas is captured).
var cleaner = test.NewCanvas()

// TestFloorsEveryScreen (issues 34 and 33) walks every demo screen of the
// kiosk in en, fr, nl and it at 800×480 and 1920×1080 on Fyne's test driver
// (no display needed, so plain `go test` runs it) and holds it to the
// floors — no text under MinText (13 px), no word the table acts on under
// ActText (18 px), every instruction, whose-turn and pass-the-screen line
// the voice reads drawn inside a kit.Acted mark — and to every other rule
// of the walk the driver can judge: no text cut, shortened or off the
// screen, no scroll bar on a narration step, no touch target too small, no
// two texts drawn over each other nor a text over a button. The
// real-window check (TestReadableOnScreen) holds the walk's rules in a GL
// window, with the colour and translation checks besides. A screen listed
// in testdata/open.txt (the screens still open) is reported, not failed.
//
//	COLT_READABLE_SCREENS=hand,scores COLT_READABLE_LANGS=fr go test -run TestFloorsEveryScreen ./ui/kiosk/readcheck/
func TestFloorsEveryScreen(t *testing.T) {
	if glApp != nil {
		t.Skip("the real-window check runs instead (TestReadableOnScreen)")
	}
	if testing.Short() {
		t.Skip("-short: walks every demo screen in four languages")
	}
	if sizesApart(t) {
		return
	}
	screens := envList("COLT_READABLE_SCREENS", kiosk.DemoScreens())
	langs := envList("COLT_READABLE_LANGS", []string{"en", "fr", "nl", "it"})
	open := openFailures(t)
	least := map[string]*Text{}
	leastAt := map[string]string{}
	checked := 0
	defer fyne.SetCurrentApp(fyne.CurrentApp())
	for _, size := range sizesWanted() {
		for _, screen := range screens {
			for _, lang := range langs {
				s := showTest(t, screen, lang, size)
				if s.rep == nil {
					continue
				}
				checked++
				floorsOf(t, s, open[fmt.Sprintf("%s %s %.0fx%.0f", screen, lang, size.Width, size.Height)])
				if size.Width != 800 {
					continue // the floors' figures are the Pi's screen's
				}
				for _, x := range []*Text{s.rep.Smallest, s.rep.SmallestAct} {
					if x == nil {
						continue
					}
					key := lang + " all"
					if x.Act {
						key = lang + " acted-on"
					}
					if least[key] == nil || x.Size < least[key].Size {
						least[key], leastAt[key] = x, screen
					}
				}
			}
		}
	}
	keys := make([]string, 0, len(least))
	for k := range least {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		t.Logf("%s: smallest %.1f px (%q on %s)", k, least[k].Size, short(least[k].Text), leastAt[k])
	}
	t.Logf("%d screens checked", checked)
}

// floorsOf fails the test on what the Fyne driver can judge of the shown
// screen s: every problem of the walk (a text under the floors, cut,
// shortened or off the screen, a scroll bar on a narration step, a touch
// target too small), a line the voice reads outside a kit.Acted mark, two
// texts drawn over each other or a text over a button (the walk's
// overlaps, the same check kiosk.TestStepInstructionsFit makes on a sample
// of whole games). A screen still open (testdata/open.txt) is logged, not
// failed.
func floorsOf(t *testing.T, s shown, open bool) {
	t.Helper()
	problems := slices.Clone(s.rep.Problems)
	problems = append(problems, unmarked(s)...)
	problems = append(problems, s.rep.Overlaps...)
	where := fmt.Sprintf("%s %s %.0fx%.0f", s.screen, s.lang, s.size.Width, s.size.Height)
	switch {
	case len(problems) > 0 && open:
		t.Logf("still open (testdata/open.txt): %s: %d problems:\n  %s", where, len(problems), strings.Join(problems, "\n  "))
	case len(problems) > 0:
		t.Errorf("%s: %d problems:\n  %s", where, len(problems), strings.Join(problems, "\n  "))
	}
}

// showTest builds a kiosk on a test window for a fresh demo game of screen
// and walks it (rep is nil when the demo could not be prepared).
func showTest(t *testing.T, screen, lang string, size fyne.Size) shown {
	t.Helper()
	cleaner.Capture()
	s := shown{screen: screen, lang: lang, size: size}
	tbl, demo := prepare(t, screen)
	if tbl == nil {
		return s
	}
	defer tbl.Close()
	// an app and a window per screen, let go of once walked (a cleanup of
	// t would hold every kiosk to the end of the test); a new test app
	// clears Fyne's font cache, where each kiosk's faces stay (2.4 GB of
	// them after every screen on one app)
	a := test.NewApp()
	defer a.Quit()
	win := test.NewWindow(nil)
	defer win.Close()
	win.SetPadded(false)
	win.Resize(size)
	keys := hw.NewKeys(nil, 0)
	k := kiosk.New(win, kiosk.Options{
		Table: tbl, Config: kiosk.Settings{Language: lang, OperatorPIN: "4321"},
		Phones: qrPhones{}, Panel: keys, Keys: keys, Scale: kit.ScaleFor(size),
	})
	defer k.Close()
	kiosk.ApplyDemo(k, demo)
	win.Resize(size)
	kit.LayOut(win.Canvas().Content(), size)
	c := win.Canvas()
	s.rep = Walk(c, Options{Screen: Rect{0, 0, size.Width * c.Scale(), size.Height * c.Scale()}, Scrollable: scrollable(screen)})
	s.acted = k.ActedLines()
	return s
}

// sizesApart runs the check once per window size, each in a process of its
// own, when the sizes are not chosen (COLT_READABLE_SIZES), and tells
// whether it did: the kiosks built on Fyne's test driver keep their font
// faces to the end of the process (2.3 GB after the 800×480 pass, 3.1 GB
// after both in one process).
func sizesApart(t *testing.T) bool {
	if os.Getenv("COLT_READABLE_SIZES") != "" {
		return false
	}
	for _, size := range sizes {
		name := fmt.Sprintf("%.0fx%.0f", size.Width, size.Height)
		cmd := exec.Command(os.Args[0], "-test.run=^TestFloorsEveryScreen$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), "COLT_READABLE_SIZES="+name)
		out, err := cmd.CombinedOutput()
		switch {
		case err != nil:
			t.Errorf("%s: %v:\n%s", name, err, out)
		case testing.Verbose():
			t.Logf("%s:\n%s", name, out)
		}
	}
	return true
}
