//go:build !ci

package launch

import (
	"os"

	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// testDriver: without the ci tag the kiosk draws on a real display.
const testDriver = false

// displaySize is the size, in Fyne's units, a full-screen window will have
// on the primary monitor (screen.go), asked of GLFW, which Fyne's driver
// has started by the time a window exists. It must run on the main thread
// (Boot does, called by Main). false: no monitor to ask.
func displaySize(a fyne.App) (size fyne.Size, ok bool) {
	defer func() {
		if recover() != nil { // GLFW not started: no display; Fyne says why
			size, ok = fyne.Size{}, false
		}
	}()
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return fyne.Size{}, false
	}
	mode := m.GetVideoMode()
	if mode == nil || mode.Width <= 0 || mode.Height <= 0 {
		return fyne.Size{}, false
	}
	widthMm, _ := m.GetPhysicalSize()
	px := fyne.NewSize(float32(mode.Width), float32(mode.Height))
	return fullScreenSize(px, widthMm, os.Getenv, a.Settings().Scale(), wayland), true
}
