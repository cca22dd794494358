package kiosk

import (
	"fmt"
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"colt/engine"
	"colt/hw"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// ledStrip is the keyboard stand-in's on-screen LEDs: one per seat, lit in
// the bandit's colour with its initial inside, and the status LED. It
// reaches the keyboard stand-in, the drawing kit, the language and the
// seats' looks.
type ledStrip struct {
	dots     []*ledDot
	keys     func() *hw.Keys // nil: no keyboard stand-in
	look     *kit.Kit
	lang     *string
	seatLook func(engine.Seat) (name string, fill, ink color.NRGBA)
}

// ledDot is one on-screen LED of the keyboard stand-in.
type ledDot struct {
	c      *canvas.Circle
	mark   *canvas.Text // the bandit's initial inside the LED (a seat in a game)
	label  *canvas.Text // the key beside it
	seat   int          // -1: the status LED
	on, in color.NRGBA  // lit: fill and the initial's colour
}

// draw draws n seat LEDs and the status LED, with the bandits' looks when
// inGame. A lit LED differs from an unlit one by more than its hue (issue
// 23): a bright ring, the initial and the key in full ink, against a dark
// dot with a thin dim ring.
func (l *ledStrip) draw(n int, inGame bool) fyne.CanvasObject {
	lk := l.look
	l.dots = l.dots[:0]
	var objs []fyne.CanvasObject
	// each LED large enough to read, with the key that presses its seat's
	// button beside it (Space: the table button)
	for s := -1; s < n; s++ {
		c := canvas.NewCircle(kit.ColPanel)
		d := &ledDot{c: c, seat: s, on: kit.ColOK, in: kit.ColText}
		key := kit.Tr(*l.lang, "led.space")
		mark := ""
		if s >= 0 {
			key = fmt.Sprint(s + 1)
			d.on, d.in = kit.ColHighlight, kit.ColInk
			if inGame {
				var name string
				name, d.on, d.in = l.seatLook(engine.Seat(s))
				mark = kit.BanditMark(name)
			}
		}
		d.mark = lk.Text(mark, kit.MinText, kit.ColTextDim, true)
		d.mark.Alignment = fyne.TextAlignCenter
		d.label = lk.Text(key, kit.MinText, kit.ColTextDim, true)
		l.dots = append(l.dots, d)
		objs = append(objs, widgets.Fixed(lk.Sz(18, 18), c, d.mark), d.label, widgets.Fixed(lk.Sz(6, 1), layout.NewSpacer()))
	}
	l.refresh()
	return lk.Pad(container.NewHBox(objs...), 1)
}

// refresh lights the on-screen LEDs for this instant (an animation ticker
// calls it).
func (l *ledStrip) refresh() {
	keys := l.keys()
	if keys == nil {
		return
	}
	now := time.Now()
	for _, d := range l.dots {
		var lit bool
		if d.seat < 0 {
			lit = keys.StatusLit(now)
		} else {
			lit = keys.Lit(d.seat, now)
		}
		// unlit: a dark dot, a thin dim ring, no initial; lit: the bandit's
		// colour, a thick white ring, the initial in full ink
		fill, ring, ink, width := kit.ColBackground, kit.ColTextDim, kit.ColBackground, l.look.U(1)
		if lit {
			fill, ring, ink, width = d.on, kit.ColText, d.in, l.look.U(4)
		}
		if d.c.FillColor != fill || d.c.StrokeColor != ring {
			d.c.FillColor, d.c.StrokeColor, d.c.StrokeWidth = fill, ring, width
			d.c.Refresh()
			d.mark.Color = ink
			d.mark.Refresh()
			d.label.Color = kit.ColTextDim
			if lit {
				d.label.Color = kit.ColText
			}
			d.label.Refresh()
		}
	}
}

// bannerList is the warnings shown above the screen (configuration,
// resume, phones, panel, the table's notices) until dismissed.
type bannerList []string

// add shows msg, once.
func (b *bannerList) add(msg string) {
	if !slices.Contains(*b, msg) {
		*b = append(*b, msg)
	}
}

// swap takes the banner old down (if up) and puts msg up ("" none); it
// returns msg, the banner now kept.
func (b *bannerList) swap(old, msg string) string {
	if msg == old {
		return old
	}
	if i := slices.Index(*b, old); old != "" && i >= 0 {
		*b = slices.Delete(*b, i, i+1)
	}
	if msg != "" {
		*b = append(*b, msg)
	}
	return msg
}

// object draws the banners, each with its Dismiss, or nil with none.
func (b *bannerList) object(lk *kit.Kit, lang string) fyne.CanvasObject {
	if len(*b) == 0 {
		return nil
	}
	var rows []fyne.CanvasObject
	for i, msg := range *b {
		idx := i
		t := lk.Tile(kit.ColDanger, kit.ColText, 14, msg)
		t.Min = lk.Sz(100, 34)
		ok := lk.Button(kit.Tr(lang, "banner.dismiss"), kit.BtnQuiet, func() {
			*b = append((*b)[:idx:idx], (*b)[idx+1:]...)
		})
		ok.Min = lk.Sz(70, 34)
		ok.Name = fmt.Sprintf("banner:%d", i)
		rows = append(rows, widgets.Cols([]float32{1, 0}, lk.U(4), t, ok))
	}
	return lk.Background(kit.ColBackground, lk.Pad(container.NewVBox(rows...), 3))
}

// toastObject shows the last refusal or note, if any.
func (s *screens) toastObject(lk *kit.Kit) fyne.CanvasObject {
	if s.toast == "" {
		return layout.NewSpacer()
	}
	t := lk.Tile(kit.ColDanger, kit.ColText, 14, s.toast)
	t.Min = lk.Sz(100, 26)
	t.OnTapped = lk.Act(func() { s.toast = "" })
	return t
}
