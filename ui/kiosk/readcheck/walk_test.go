package readcheck

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

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
