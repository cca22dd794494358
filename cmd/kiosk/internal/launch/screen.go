package launch

import (
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
)

// A full-screen window learns its size only once the display has made it
// full screen, after Fyne has drawn its first frame at the window's
// minimum. The kiosk sizes its first screen by the window (kiosk.New), so
// it was built at the smallest scale, drawn, and built and drawn again at
// the screen's real scale (with the theme set anew, which makes Fyne drop
// every font face it had read). Boot gives a full-screen window the size
// the display will give it, before it is shown: the first screen is built
// once, at its real scale, and the first frame shows it (issue 33).

// fullScreenSize is the size, in Fyne's units, of a full-screen window on a
// monitor of px pixels, widthMm wide: the pixels over the scale Fyne will
// give the window (fyneScale).
func fullScreenSize(px fyne.Size, widthMm int, getenv func(string) string, settingsScale float32, wayland bool) fyne.Size {
	s := fyneScale(getenv, settingsScale, wayland, widthMm, int(px.Width))
	return fyne.NewSize(px.Width/s, px.Height/s)
}

// fyneScale is the scale Fyne's desktop driver (v2.8, internal/driver/glfw
// scale.go and window_desktop.go) gives a window on a monitor widthPx
// pixels and widthMm millimetres wide: FYNE_SCALE or the user's setting,
// times the monitor's density over 120 dpi (never below 1; 1 under
// Wayland, which scales by itself, or with FYNE_DISABLE_DPI_DETECTION),
// rounded to a tenth. Should a later Fyne compute it otherwise, or a
// Wayland compositor scale the output itself, the guess is wrong and the
// kiosk draws its first screen twice, as it did before, at the right scale
// in the end (its scale watcher follows the window).
func fyneScale(getenv func(string) string, settingsScale float32, wayland bool, widthMm, widthPx int) float32 {
	user := float32(1)
	env := getenv("FYNE_SCALE")
	if v, err := strconv.ParseFloat(env, 32); env != "" && env != "auto" && err == nil && v != 0 {
		user = float32(v)
	} else if env != "auto" && settingsScale > 0 {
		user = settingsScale
	}
	if user < 0 {
		user = 1
	}
	detected := float32(1)
	switch off := getenv("FYNE_DISABLE_DPI_DETECTION"); {
	case wayland, strings.EqualFold(off, "true"), strings.EqualFold(off, "t"), off == "1":
	case widthMm == 60: // Fyne's fix for a display that says 6 cm (the Steam Deck)
	default:
		dpi := float32(widthPx) / (float32(widthMm) / 25.4)
		if dpi > 1000 || dpi < 10 || widthMm <= 0 {
			dpi = 120
		}
		detected = max(1, dpi/120)
	}
	return float32(math.Round(float64(detected*user*10))) / 10
}
