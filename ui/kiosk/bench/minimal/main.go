// Command minimal is the baseline of the kiosk start-up benchmark
// (../startup.sh): the smallest Fyne window, one label, logging its first
// frame the way colt-kiosk does. It opens at the size the kiosk is given
// (--size WxH, default 800x480) or full screen (--fullscreen), so the two
// fill as many pixels.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"

	"colt/internal/cputime"
)

func main() {
	started := time.Now()
	logger := log.New(os.Stderr, "minimal: ", log.LstdFlags)
	size := flag.String("size", "800x480", "window size WxH")
	full := flag.Bool("fullscreen", false, "open full screen")
	flag.Parse()
	var w, h float32
	if _, err := fmt.Sscanf(*size, "%fx%f", &w, &h); err != nil || w < 100 || h < 100 {
		fmt.Fprintf(os.Stderr, "minimal: --size %q: want WxH, at least 100x100\n", *size)
		os.Exit(2)
	}
	a := app.NewWithID("express.colt.bench-minimal")
	win := a.NewWindow("Fyne minimal")
	win.SetContent(widget.NewLabel("Hello"))
	if *full {
		win.SetFullScreen(true)
	} else {
		win.Resize(fyne.NewSize(w, h))
	}
	a.Lifecycle().SetOnStarted(func() {
		logger.Printf("first frame: window shown %d ms after start (%s)", time.Since(started).Milliseconds(), cputime.SoFar())
	})
	win.ShowAndRun()
}
