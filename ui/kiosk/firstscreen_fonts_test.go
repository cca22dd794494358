package kiosk

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestFirstScreenNeedsNoFallbackFont (issue 33 item 5): the screen a fresh
// kiosk starts on draws every text from Colt Sans alone (each canvas.Text
// has its FontSource) and holds no Fyne widget that measures text the
// theme's way (a Label, RichText, Button or Entry), so its first frame
// loads none of the fallback fonts Fyne keeps behind the theme's font
// (launch's warmFallbacks loads them after that frame) — in every
// language the kiosk speaks, at the design size and at 1080p.
func TestFirstScreenNeedsNoFallbackFont(t *testing.T) {
	for _, lang := range []string{"en", "fr", "nl", "it"} {
		for _, size := range []fyne.Size{{Width: 800, Height: 480}, {Width: 1920, Height: 1080}} {
			t.Run(fmt.Sprintf("%s/%vx%v", lang, size.Width, size.Height), func(t *testing.T) {
				r := newRig(t, Settings{Language: lang, IdleResetMinutes: 20}, size.Width, size.Height)
				texts := 0
				var walk func(o fyne.CanvasObject, path string)
				walk = func(o fyne.CanvasObject, path string) {
					if !o.Visible() {
						return
					}
					switch x := o.(type) {
					case *canvas.Text:
						if x.Text == "" {
							return
						}
						texts++
						if x.FontSource == nil {
							t.Errorf("%q (%s) is drawn the theme's way: its first measure loads Fyne's fallback fonts", x.Text, path)
						}
					case *widget.Label, *widget.RichText, *widget.Button, *widget.Entry:
						t.Errorf("a %T (%s) measures its text through Fyne's fallback fonts", x, path)
					case *fyne.Container:
						for _, c := range x.Objects {
							walk(c, path)
						}
					case fyne.Widget:
						for _, c := range test.WidgetRenderer(x).Objects() {
							walk(c, fmt.Sprintf("%s > %T", path, x))
						}
					}
				}
				walk(r.win.Content(), "screen")
				if texts < 40 {
					t.Fatalf("only %d texts on the first screen: the walk missed the screen", texts)
				}
			})
		}
	}
}
