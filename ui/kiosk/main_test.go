package kiosk

import (
	"fmt"
	"os"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// fyneCache is how long the Fyne test driver keeps a widget's renderer
// that nothing drew or walked. Fyne's own minute is right for a window
// whose loop cleans its cache (the kiosk on the Pi), but the test driver
// never cleans by itself: every screen the tests build stayed in memory,
// and the package grew past 24 GB and was killed (CI stop 28). Fyne reads
// FYNE_CACHE once, when the process starts, so TestMain runs the test
// binary again with it set.
const fyneCache = "2s"

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

// lastClean is when freeRenderers last ran.
var lastClean time.Time

// freeRenderers lets Fyne drop the renderers of screens no longer shown
// (those older than FYNE_CACHE): the test driver does it only when a
// canvas is captured, and Fyne runs the clean at most every 10 seconds.
func freeRenderers() {
	if time.Since(lastClean) < 10*time.Second {
		return
	}
	lastClean = time.Now()
	test.NewCanvas().Capture() // an empty canvas: the capture is only the clean
}
