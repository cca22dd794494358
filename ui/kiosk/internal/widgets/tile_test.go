package widgets

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestTileFitsItsText: a tile shrinks, then splits its text, rather than
// cutting it off; when even that cannot fit at MinTextSize it is drawn
// smaller, inside the tile; it says so when nothing fits even at 4 px.
func TestTileFitsItsText(t *testing.T) {
	test.NewTempApp(t)
	tile := NewTile(color.Black, "Changement d'étage")
	tile.TextSize, tile.MinTextSize = 18, 9
	tile.Min = fyne.NewSize(80, 48)
	w := test.NewTempWindow(t, Fixed(fyne.NewSize(80, 48), tile))
	w.Resize(fyne.NewSize(80, 48))
	r := test.TempWidgetRenderer(t, tile).(*tileRenderer)
	r.Layout(fyne.NewSize(80, 48))
	shown := 0
	for _, tx := range r.texts {
		if tx.Visible() && tx.Text != "" {
			shown++
			if tx.TextSize > 18 || tx.TextSize < 9 {
				t.Errorf("text size %.1f outside 9–18", tx.TextSize)
			}
		}
	}
	if shown != 2 {
		t.Errorf("%d lines shown, want the label split in two", shown)
	}
	if tile.Overflows() {
		t.Error("an 80 px tile reports overflow for a two-word label")
	}
	tiny := NewTile(color.Black, "Unsplittableverylongword")
	tiny.TextSize, tiny.MinTextSize = 18, 9
	tiny.Resize(fyne.NewSize(30, 20))
	if !tiny.Overflows() {
		t.Error("a 30 px tile does not report that a long word is cut off")
	}
	// a word that fits only under MinTextSize is drawn smaller, inside the
	// tile, never over its neighbours (the readability check of the real
	// window reports such text under 12 px)
	small := NewTile(color.Black, "Unsplittableverylongword")
	small.TextSize, small.MinTextSize = 18, 9
	small.Resize(fyne.NewSize(110, 30))
	if small.Overflows() {
		t.Error("a 110 px tile draws a word that fits at 7 px outside itself")
	}
	sr := test.TempWidgetRenderer(t, small).(*tileRenderer)
	sr.Layout(fyne.NewSize(110, 30))
	if s := sr.texts[0].TextSize; s >= 9 || fyne.MeasureText(sr.texts[0].Text, s, fyne.TextStyle{}).Width > 110-2*sr.pad() {
		t.Errorf("a word too long for its tile at 9 px is drawn at %.1f px: want it smaller than 9 px and inside the tile", s)
	}
}

// TestTileShortForms: a tile too narrow for its text tries its shorter
// forms in order and draws the first that fits at MinTextSize, on the
// lines that form gives; the last one, smaller still, when none fits.
func TestTileShortForms(t *testing.T) {
	test.NewTempApp(t)
	belowMin := false // the last case: no form fits at MinTextSize
	drawn := func(tile *Tile, size fyne.Size) []string {
		r := test.TempWidgetRenderer(t, tile).(*tileRenderer)
		tile.Resize(size)
		r.Layout(size)
		var out []string
		for _, tx := range r.texts {
			if tx.Visible() && tx.Text != "" {
				out = append(out, tx.Text)
				if tx.TextSize < tile.MinTextSize-0.01 && !belowMin {
					t.Errorf("%q drawn at %.1f, below %.1f", tx.Text, tx.TextSize, tile.MinTextSize)
				}
			}
		}
		return out
	}
	pawn := func() *Tile {
		tile := NewTile(color.Black, "←Cheyenne")
		tile.Short = []string{"Cheyenne\n←", "←Che", "Che\n←", "←Ch", "Ch\n←"}
		tile.TextSize, tile.MinTextSize = 13, 11
		tile.Bold = true
		return tile
	}
	for _, c := range []struct {
		size fyne.Size
		want string
	}{
		{fyne.NewSize(120, 30), "←Cheyenne"},
		{fyne.NewSize(70, 60), "Cheyenne|←"},
		{fyne.NewSize(44, 28), "←Che"},
		{fyne.NewSize(30, 60), "Che|←"},
		{fyne.NewSize(24, 40), "Ch|←"},
	} {
		tile := pawn()
		if got := strings.Join(drawn(tile, c.size), "|"); got != c.want {
			t.Errorf("at %v: drawn %q, want %q", c.size, got, c.want)
		}
		if tile.Overflows() {
			t.Errorf("at %v: overflows", c.size)
		}
	}
	tile := pawn()
	belowMin = true
	if got := strings.Join(drawn(tile, fyne.NewSize(12, 20)), "|"); got != "Ch|←" {
		t.Errorf("nothing fits: drawn %q, want the last form", got)
	}
	if !tile.Overflows() {
		t.Error("a pawn too small for any form does not report it")
	}
}

// sourcedTheme names a font for bold text, as kit.Theme does.
type sourcedTheme struct {
	fyne.Theme
	bold fyne.Resource
}

func (s sourcedTheme) FontSourceFor(st fyne.TextStyle, text string) fyne.Resource {
	if st.Bold && !strings.Contains(text, "😀") { // a rune its font lacks: the theme's way
		return s.bold
	}
	return nil
}

// TestTileDrawsStyleFromThemesFontSource: a tile draws (and measures) a
// style its theme names a FontSource for from that font alone, so Fyne
// loads no fallback fonts for it before the first frame (issue 33 item 5),
// and the other style the theme's way.
func TestTileDrawsStyleFromThemesFontSource(t *testing.T) {
	a := test.NewTempApp(t)
	bold := theme.DefaultTextBoldFont()
	a.Settings().SetTheme(sourcedTheme{Theme: theme.DefaultTheme(), bold: bold})
	tile := NewTile(color.Black, "Seat 1 · Random", "Screen")
	tile.Bold = true
	tile.TextSize = 18
	w := test.NewTempWindow(t, Fixed(fyne.NewSize(200, 80), tile))
	w.Resize(fyne.NewSize(200, 80))
	r := test.TempWidgetRenderer(t, tile).(*tileRenderer)
	r.Layout(fyne.NewSize(200, 80))
	if got := r.texts[0].FontSource; got != bold {
		t.Errorf("bold line drawn from %v, want the theme's FontSource %s", got, bold.Name())
	}
	if got := r.texts[1].FontSource; got != nil {
		t.Errorf("regular line drawn from %s, want the theme's way (nil)", got.Name())
	}
	if got := tile.fontSource(fyne.TextStyle{Bold: true}, "Seat 😀"); got != nil {
		t.Errorf("a bold line with a rune the font lacks drawn from %s, want the theme's way (nil)", got.Name())
	}
	want, _ := a.Driver().RenderedTextSize("Seat 1 · Random", 18, fyne.TextStyle{Bold: true}, bold)
	if got := tile.measure("Seat 1 · Random", 18, fyne.TextStyle{Bold: true}); got != want {
		t.Errorf("bold measured %v, want %v (from the FontSource)", got, want)
	}
}
