// Command minimal is the baseline of the kiosk start-up benchmark
// (../startup.sh): the smallest Fyne window, one label, logging its first
// frame the way colt-kiosk does.
package main

import (
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
	a := app.NewWithID("express.colt.bench-minimal")
	w := a.NewWindow("Fyne minimal")
	w.SetContent(widget.NewLabel("Hello"))
	w.Resize(fyne.NewSize(800, 480))
	a.Lifecycle().SetOnStarted(func() {
		logger.Printf("first frame: window shown %d ms after start (%s)", time.Since(started).Milliseconds(), cputime.SoFar())
	})
	w.ShowAndRun()
}
