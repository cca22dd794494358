package kiosk

import (
	"fmt"
	"os"
	"syscall"
	"testing"

	"fyne.io/fyne/v2/test"
)

// fyneCache is how long the Fyne test driver keeps a widget's renderer
// that nothing drew or walked. Fyne's own minute is right for a window
// whose loop cleans its cache every frame (the kiosk on the Pi), but the
// test driver never cleans by itself: every screen the tests built stayed
// in memory, and the package grew past 24 GB and was killed (CI stop 28).
// Fyne reads FYNE_CACHE once, when the process starts, so TestMain runs
// the test binary again with it set. A screen on show is walked at every
// look the rig takes (freeRenderers), far more often than this.
const fyneCache = "20s"

func TestMain(m *testing.M) {
	if os.Getenv("FYNE_CACHE") == "" {
		os.Setenv("FYNE_CACHE", fyneCache)
		exe, err := os.Executable()
		if err == nil {
			err = syscall.Exec(exe, os.Args, os.Environ())
		}
		fmt.Fprintf(os.Stderr, "cannot restart the test binary with FYNE_CACHE=%s (%v): the tests run, with Fyne's one-minute cache\n", fyneCache, err)
	}
	os.Exit(m.Run())
}

// cleaner is an empty canvas: capturing it only runs Fyne's cache clean.
var cleaner = test.NewCanvas()

// freeRenderers lets Fyne drop the renderers of screens no longer shown,
// those nothing walked for FYNE_CACHE: the test driver cleans only when a
// canvas is captured. Each capture also moves Fyne's clock for "last
// walked" on (it stands still between cleans otherwise, and a screen on
// show would look as old as the last clean); Fyne itself cleans at most
// every 10 seconds.
func freeRenderers() { cleaner.Capture() }
