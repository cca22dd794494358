package kiosk

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestGoldenScreens renders the main screens of a seeded game (the same
// demo games as --demo-screen) and compares them with the markup goldens
// in testdata/. After an intended change to a screen, look at it with
// ui/kiosk/screenshots.sh, then refresh the goldens:
//
//	go test ./ui/kiosk/ -run TestGoldenScreens -update
//
// (Fyne also writes the markup of a failing screen to testdata/failed/.)
func TestGoldenScreens(t *testing.T) {
	sizes := []struct {
		name string
		size fyne.Size
	}{{"800x480", fyne.NewSize(800, 480)}, {"1920x1080", fyne.NewSize(1920, 1080)}}
	for _, sz := range sizes {
		for _, screen := range DemoScreens() {
			if sz.name == "1920x1080" && screen != "table" && screen != "hand" && screen != "scores" {
				continue
			}
			t.Run(sz.name+"/"+screen, func(t *testing.T) {
				r, apply := newDemoRig(t, Settings{IdleResetMinutes: 20}, sz.size.Width, sz.size.Height, screen)
				ApplyDemo(r.k, apply)
				// a hand behind the curtain: Schemin's and each variant's secret step
				secret := slices.Contains([]string{"hand", "hand-two-bandits", "hand-car", "hand-2p", "hand-teams-6",
					"turmoil-horses", "keep-experts", "bullets-experts", "cover-two-bandits", "plan-horses",
					"hand-long-pile", "hand-again", "confirm-teams-6", "hand-facedown-horses", "hand-whisky-horses"}, screen)
				if n := r.handCards(); (n > 0) != secret {
					t.Errorf("%s screen shows %d hand cards", screen, n)
				}
				if bad := r.overflows(); len(bad) > 0 {
					t.Errorf("text cut off: %q", bad)
				}
				r.golden(sz.name + "/" + screen + ".xml")
			})
		}
	}
}

// BenchmarkTapToFrame measures a tap on the touchscreen until the next
// frame is drawn (software painter of the test driver): reveal the hand,
// then hide it again, each followed by a full frame.
func BenchmarkTapToFrame(b *testing.B) {
	r := newBenchRig(b, "handoff")
	c := r.win.Canvas()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		test.Tap(r.tile("reveal"))
		c.Capture()
		test.Tap(r.tile("hide"))
		c.Capture()
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(2*b.N)/1000, "ms/tap")
}

// BenchmarkChoiceToFrame measures a Stealin' choice: the tap, the table
// applying and journaling it, the kiosk rebuilding the screen and drawing it.
// Each round trip is the choice and an undo.
func BenchmarkChoiceToFrame(b *testing.B) {
	r := newBenchRig(b, "choice")
	c := r.win.Canvas()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		test.Tap(r.tile("cmd:0"))
		c.Capture()
		b.StopTimer()
		if err := r.tbl.Undo(1); err != nil {
			b.Fatal(err)
		}
		r.eb().DropNarration()
		r.k.render()
		b.StartTimer()
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/1000, "ms/tap")
}

func newBenchRig(b *testing.B, screen string) *rig {
	b.Helper()
	r := newRig(b, Settings{}, 800, 480)
	apply, err := PrepareDemo(r.tbl, screen, 7)
	if err != nil {
		b.Fatal(err)
	}
	ApplyDemo(r.k, apply)
	return r
}

// BenchmarkRebuildScreen measures the kiosk's own share of a frame: build
// the table screen's widget tree from the table's view and lay it out
// (without painting).
func BenchmarkRebuildScreen(b *testing.B) {
	r := newBenchRig(b, "choice")
	c := r.win.Canvas()
	size := c.Size()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r.k.render()
		c.Content().Resize(size.AddWidthHeight(0, 1))
		c.Content().Resize(size)
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/1000, "ms/screen")
}
