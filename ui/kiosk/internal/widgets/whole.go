package widgets

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// Whole reports whether t, w × h, draws every word of its lines at its
// smallest text size or more, inside itself.
func Whole(t *Tile, w, h float32) bool {
	r := t.CreateRenderer()
	r.Layout(fyne.NewSize(w, h))
	var drawn []string
	for _, o := range r.Objects() {
		tx, ok := o.(*canvas.Text)
		if !ok || !tx.Visible() || strings.TrimSpace(tx.Text) == "" {
			continue
		}
		if tx.TextSize < t.MinTextSize-0.01 || tx.Position().Y < -0.5 || tx.Position().Y+tx.Size().Height > h+0.5 {
			return false
		}
		if t.measure(tx.Text, tx.TextSize, tx.TextStyle).Width > w-2*theme.Padding()+0.5 {
			return false
		}
		drawn = append(drawn, tx.Text)
	}
	return strings.Join(strings.Fields(strings.Join(drawn, " ")), " ") ==
		strings.Join(strings.Fields(strings.Join(t.Lines, " ")), " ")
}
