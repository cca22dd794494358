package readcheck

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// TestFloors (issue 34): the walk holds every text to MinText (13 px) and
// the words the table acts on (inside kit.Acted) to ActText (18 px), and
// reports the smallest of each; texts outside a mark are not held to 18.
func TestFloors(t *testing.T) {
	if glApp != nil {
		// the test driver's app would replace the GL app the window check
		// runs on (Fyne's Run reads the current app when it ends); plain
		// go test runs this walk test
		t.Skip("the real-window check runs instead")
	}
	test.NewTempApp(t)
	txt := func(s string, size float32) *canvas.Text {
		x := canvas.NewText(s, nil)
		x.TextSize = size
		return x
	}
	lbl := widget.NewLabel("Play a card or draw:") // the theme's text size (14 in Fyne's test theme)
	content := container.NewVBox(
		txt("small print", 12.5),
		txt("caption", 13),
		kit.Acted(txt("Pass the screen to", 17)),
		kit.Acted(txt("Doc's turn", 18)),
		kit.Acted(lbl),
		txt("plain body", 16),
	)
	w := test.NewTempWindow(t, content)
	w.Resize(fyne.NewSize(400, 400))
	rep := Walk(w.Canvas(), Options{Screen: Rect{0, 0, 400 * w.Canvas().Scale(), 400 * w.Canvas().Scale()}})
	want := map[string]bool{"small print": false, "Pass the screen to": false, "Play a card or draw:": false}
	for _, p := range rep.Problems {
		for s := range want {
			if strings.Contains(p, `"`+s+`"`) {
				want[s] = true
			}
		}
		for _, ok := range []string{"caption", "Doc's turn", "plain body"} {
			if strings.Contains(p, `"`+ok+`"`) {
				t.Errorf("%q is readable, yet: %s", ok, p)
			}
		}
	}
	for s, seen := range want {
		if !seen {
			t.Errorf("%q is too small, not reported: %q", s, rep.Problems)
		}
	}
	if rep.Smallest == nil || rep.Smallest.Text != "small print" {
		t.Errorf("smallest text: %+v, want \"small print\"", rep.Smallest)
	}
	if rep.SmallestAct == nil || rep.SmallestAct.Text == "small print" || rep.SmallestAct.Size > 17.01 {
		t.Errorf("smallest acted-on text: %+v, want one of 17 px or less", rep.SmallestAct)
	}
	var acted []string
	for _, x := range rep.Texts {
		if x.Act {
			acted = append(acted, x.Text)
		}
	}
	if strings.Join(acted, "|") != "Pass the screen to|Doc's turn|Play a card or draw:" {
		t.Errorf("texts marked acted on: %q", acted)
	}
}

// TestScrolledRowsMeasured (issue 34): a scroll area's rows out of its
// viewport are measured too (a reader scrolls to them): a small text far
// down a list, and a row wider than the scroll, are reported.
func TestScrolledRowsMeasured(t *testing.T) {
	if glApp != nil {
		t.Skip("the real-window check runs instead")
	}
	test.NewTempApp(t)
	txt := func(s string, size float32) *canvas.Text {
		x := canvas.NewText(s, nil)
		x.TextSize = size
		return x
	}
	rows := []fyne.CanvasObject{}
	for range 30 {
		rows = append(rows, txt("a readable row", 14))
	}
	rows = append(rows, txt("small print far down", 11), txt("a last row far too wide for the list: it runs on and on past its edge", 14))
	list := container.NewVScroll(container.NewVBox(rows...))
	w := test.NewTempWindow(t, container.NewGridWithColumns(2, list, widget.NewLabel("")))
	w.SetPadded(false)
	w.Resize(fyne.NewSize(400, 200))
	rep := Walk(w.Canvas(), Options{Screen: Rect{0, 0, 400 * w.Canvas().Scale(), 200 * w.Canvas().Scale()}, Scrollable: true})
	want := map[string]string{"small print far down": "px (at least", "a last row far too wide": "wider than its scroll area"}
	for s, what := range want {
		found := false
		for _, p := range rep.Problems {
			found = found || strings.Contains(p, s) && strings.Contains(p, what)
		}
		if !found {
			t.Errorf("%q (scrolled out of view) not reported as %q: %q", s, what, rep.Problems)
		}
	}
	if rep.Smallest == nil || rep.Smallest.Text != "small print far down" {
		t.Errorf("smallest text: %+v, want the scrolled-away one", rep.Smallest)
	}
}

// TestOverlaps (issue 33 item 6): the walk lists two texts drawn over each
// other and a text drawn over a button it is not part of, and not a
// button's own words, texts side by side, nor what lies under a veil (a
// dialog's backdrop) against the dialog over it.
func TestOverlaps(t *testing.T) {
	if glApp != nil {
		t.Skip("the real-window check runs instead")
	}
	test.NewTempApp(t)
	at := func(o fyne.CanvasObject, x, y, w, h float32) fyne.CanvasObject {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
		return o
	}
	button := func(name, text string) *widgets.Tile {
		b := widgets.NewTile(nil, text)
		b.Name, b.OnTapped = name, func() {}
		return b
	}
	veil := button("backdrop", "")
	screen := container.NewWithoutLayout(
		at(canvas.NewText("Wagon one", nil), 10, 10, 120, 20),
		at(canvas.NewText("Wagon two", nil), 40, 12, 120, 20), // over "Wagon one"
		at(canvas.NewText("Side by side", nil), 200, 10, 120, 20),
		at(button("continue", "Continue"), 10, 100, 150, 40),
		at(canvas.NewText("Under the button", nil), 60, 110, 140, 20), // over Continue
		at(button("next", "Next"), 200, 100, 150, 40),
		at(canvas.NewText("Hidden line", nil), 10, 200, 150, 20),
		at(veil, 0, 0, 400, 300),
		at(canvas.NewText("Dialog title", nil), 10, 200, 150, 20), // over "Hidden line", under the veil
	)
	w := test.NewTempWindow(t, screen)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(400, 300))
	rep := Walk(w.Canvas(), Options{Screen: Rect{0, 0, 400 * w.Canvas().Scale(), 300 * w.Canvas().Scale()}})
	want := []string{
		`text "Wagon one" overlaps text "Wagon two"`,
		`text "Continue" overlaps text "Under the button"`,
		`text "Under the button" is drawn over the button "Continue" (continue)`,
	}
	if !slices.Equal(rep.Overlaps, want) {
		t.Errorf("overlaps:\n%q\nwant\n%q", rep.Overlaps, want)
	}
}
