package launch

import (
	"runtime/debug"
	"sync"

	"fyne.io/fyne/v2"

	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
)

// The start to the first frame (issue 33, ui/kiosk/bench/startup.sh). A
// minimal Fyne window spends its start opening the window and loading its
// font with Fyne's fallbacks behind it (~23 ms of CPU here). The kiosk's
// first screen draws every text from Colt Sans alone (kit.Theme.FontSource,
// widgets.Para for its one paragraph), so it loads two small faces
// (warmFonts) and leaves the fallbacks for after the first frame
// (warmFallbacks); its words are compiled into ui/i18n (messages_gen.go:
// indexing English is ~1 ms, parsing its TOML was ~7 ms). Both are read on
// other cores while the main thread opens the window, and the garbage
// collector waits for the first frame: most of what the start allocates is
// parsing tables thrown away at once, and collecting it on the way cost
// more than it saved.

// startHeapLimit bounds the Go heap while the collector waits for the first
// frame: the start needs ~60 MB with no collection at all, and should it
// ever need more (a window that never shows, a huge journal), the runtime
// collects at this size as usual instead of growing without end.
const startHeapLimit = 160 << 20

// holdGC switches the garbage collector off until release is called (once
// the first frame is shown); release restores the settings the program
// started with (GOGC, GOMEMLIMIT) and returns the start's garbage to the
// system, so the kiosk's memory after the start is what it was before.
// release may be called more than once.
func holdGC() (release func()) {
	percent := debug.SetGCPercent(-1)
	limit := debug.SetMemoryLimit(-1) // reads the limit
	debug.SetMemoryLimit(min(limit, startHeapLimit))
	var once sync.Once
	return func() {
		once.Do(func() {
			debug.SetGCPercent(percent)
			debug.SetMemoryLimit(limit)
			go debug.FreeOSMemory() // collects now, off the UI thread
		})
	}
}

// warmMessages reads, on another core, the words of the languages given
// (codes; English, every language's fallback, always) and the language
// picker's names; i18n reads each language once, whoever asks first, and
// the first screen waits for them only if it asks before they are read.
func warmMessages(langs ...string) {
	go func() {
		i18n.En.Name()
		i18n.New(i18n.En)
		for _, code := range langs {
			if l, ok := i18n.ParseLang(code); ok {
				i18n.New(l)
			}
		}
	}()
}

// warmFonts sets the kiosk's theme on a and has Fyne load, on another
// goroutine, the two faces the first screen draws from: Colt Sans Regular
// and Bold, each alone (kit.Theme.FontSource: no fallback font behind
// them); wait returns once they are loaded. Nothing else may measure or
// draw text until wait has returned: Fyne's text shaper is not safe for
// two goroutines at once. The main thread meanwhile opens the window,
// which draws no text.
func warmFonts(a fyne.App) (wait func()) {
	a.Settings().SetTheme(kit.Theme{Scale: 1}) // kiosk.New sets it again at the window's scale: the faces do not depend on it
	done := make(chan struct{})
	go func() {
		defer close(done)
		for _, bold := range []bool{false, true} {
			style := fyne.TextStyle{Bold: bold}
			a.Driver().RenderedTextSize("Colt", kit.MinText, style, kit.Theme{}.FontSource(style))
		}
	}()
	return func() { <-done }
}

// warmFallbacks has Fyne load, for both styles, the theme's font with the
// fallback chain it keeps behind it (Noto Sans, the emoji and symbol fonts,
// a system font found by scanning the system's font folders: ~25 ms of CPU
// each here), which every widget.Label measures with. The first screen
// needs none of it (warmFonts); the screens after it have Labels. It runs
// on the UI thread (the text shaper is not safe for two goroutines) once
// the first frame is shown, so the next screen does not pay for it.
func warmFallbacks(a fyne.App) {
	for _, bold := range []bool{false, true} {
		a.Driver().RenderedTextSize("Colt", kit.MinText, fyne.TextStyle{Bold: bold}, nil)
	}
}

// inBackground runs fn on another goroutine; the function it returns waits
// for fn's result and returns it, as often as it is called.
func inBackground[T any](fn func() T) (wait func() T) {
	var v T
	done := make(chan struct{})
	go func() {
		defer close(done)
		v = fn()
	}()
	return func() T {
		<-done
		return v
	}
}
