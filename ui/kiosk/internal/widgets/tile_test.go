package widgets

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestTileFitsItsText: a tile shrinks, then splits its text, rather than
// cutting it off, and says so when even that cannot fit.
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
}
