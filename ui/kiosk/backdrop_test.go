package kiosk

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/layout"
)

// TestBackdropAddsNoPixel: the screen at the bottom of the window is drawn
// without its backdrop (hideBackdrop: a rectangle of the window's own
// background colour under the whole screen, a second fill of every pixel
// for nothing), and the frame is the same as with it, to the rounding of
// the anti-aliased edges blended onto it.
func TestBackdropAddsNoPixel(t *testing.T) {
	for _, c := range []struct {
		screen string
		w, h   float32
	}{{"setup", 800, 480}, {"table", 800, 480}, {"hand", 1920, 1080}} {
		t.Run(c.screen, func(t *testing.T) {
			r := newRig(t, Settings{IdleResetMinutes: 20}, c.w, c.h)
			apply, err := PrepareDemo(r.tbl, c.screen, 7)
			if err != nil {
				t.Fatal(err)
			}
			ApplyDemo(r.k, apply)
			bd := bottomBackdrop(r.k.root.Objects[0])
			if bd == nil {
				t.Fatal("the screen has no backdrop under it")
			}
			if bd.Visible() {
				t.Fatal("the backdrop under the screen is drawn: every pixel filled twice")
			}
			without := r.win.Canvas().Capture()
			bd.Show()
			with := r.win.Canvas().Capture()
			if d := pixelsApart(without, with); d > 0 {
				t.Errorf("%d pixels differ without the backdrop", d)
			}
		})
	}
}

// bottomBackdrop is the rectangle of the window's background colour at
// the bottom of the screen's stacks, or nil.
func bottomBackdrop(o fyne.CanvasObject) *canvas.Rectangle {
	for c, ok := o.(*fyne.Container); ok && len(c.Objects) > 0 && c.Layout == layout.NewStackLayout(); c, ok = c.Objects[0].(*fyne.Container) {
		if r, ok := c.Objects[0].(*canvas.Rectangle); ok {
			return r
		}
	}
	return nil
}

func pixelsApart(a, b image.Image) int {
	if a.Bounds() != b.Bounds() {
		return a.Bounds().Dx() * a.Bounds().Dy()
	}
	n := 0
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if !near(a.At(x, y), b.At(x, y)) {
				n++
			}
		}
	}
	return n
}

// near: the same colour to the rounding of the blends laid onto the
// window's clear colour or onto a rectangle of it: the test driver's
// software painter rounds an anti-aliased edge, or a translucent layer
// over another, by a level or two of 255 differently on each.
func near(a, b color.Color) bool {
	c, d := color.NRGBAModel.Convert(a).(color.NRGBA), color.NRGBAModel.Convert(b).(color.NRGBA)
	apart := func(x, y uint8) bool { return int(x) > int(y)+2 || int(y) > int(x)+2 }
	return !apart(c.R, d.R) && !apart(c.G, d.G) && !apart(c.B, d.B) && !apart(c.A, d.A)
}
