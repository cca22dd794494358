// Package widgets holds the kiosk's private Fyne widgets: a coloured tile
// that shrinks its text to fit (so no language is cut off), a big touch
// button built on it, the hand-card tile that only the hidden-card handoff
// may put on screen, and small layouts.
//
// The widgets hold no game state: the kiosk builds them from a table view
// and gives them callbacks.
package widgets

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Tile is a rounded, coloured box showing one or more centred lines of
// text. The text is drawn at TextSize and shrunk, down to MinTextSize, until
// the widest line fits; a tile given too little room for that still never
// draws outside itself. A Tile with OnTapped set is a touch target.
type Tile struct {
	widget.BaseWidget

	// Lines are the lines of text, top to bottom; a line may hold "\n".
	Lines []string
	// Fill and Stroke colour the box; Stroke is drawn StrokeWidth wide.
	Fill, Stroke color.Color
	StrokeWidth  float32
	// Radius rounds the corners.
	Radius float32
	// TextColor colours every line; the first line is bold when Bold is set.
	TextColor color.Color
	Bold      bool
	// TextSize is the preferred text size; MinTextSize the smallest allowed.
	TextSize, MinTextSize float32
	// Min is the smallest size the tile asks for (a touch target asks for
	// at least 48 px high).
	Min fyne.Size
	// Content, when set, is drawn inside the box under the text.
	Content fyne.CanvasObject
	// OnTapped is called when the tile is tapped; nil makes it inert.
	OnTapped func()
	// Name identifies the tile for tests and markup ("seat-2", "cmd-move-3").
	Name string
}

// NewTile returns a tile with the given fill and lines.
func NewTile(fill color.Color, lines ...string) *Tile {
	t := &Tile{Fill: fill, Lines: lines}
	t.ExtendBaseWidget(t)
	return t
}

// Tapped calls OnTapped.
func (t *Tile) Tapped(*fyne.PointEvent) {
	if t.OnTapped != nil {
		t.OnTapped()
	}
}

// Text returns every line joined by newlines (tests look tiles up by text).
func (t *Tile) Text() string { return strings.Join(t.Lines, "\n") }

// CreateRenderer draws the tile.
func (t *Tile) CreateRenderer() fyne.WidgetRenderer {
	t.ExtendBaseWidget(t)
	r := &tileRenderer{tile: t, box: canvas.NewRectangle(color.Transparent)}
	r.refreshObjects()
	return r
}

type tileRenderer struct {
	tile  *Tile
	box   *canvas.Rectangle
	texts []*canvas.Text
	objs  []fyne.CanvasObject
}

func (r *tileRenderer) lines() []string {
	var out []string
	for _, l := range r.tile.Lines {
		out = append(out, strings.Split(l, "\n")...)
	}
	return out
}

func (r *tileRenderer) refreshObjects() {
	t := r.tile
	r.box.FillColor = t.Fill
	if t.Fill == nil {
		r.box.FillColor = color.Transparent
	}
	r.box.StrokeColor = t.Stroke
	r.box.StrokeWidth = t.StrokeWidth
	r.box.CornerRadius = t.Radius
	lines := r.lines()
	for len(r.texts) < len(lines) {
		r.texts = append(r.texts, canvas.NewText("", color.White))
	}
	r.texts = r.texts[:len(lines)]
	fg := t.TextColor
	if fg == nil {
		fg = theme.Color(theme.ColorNameForeground)
	}
	for i, l := range lines {
		tx := r.texts[i]
		tx.Text = l
		tx.Color = fg
		tx.Alignment = fyne.TextAlignCenter
		tx.TextStyle = fyne.TextStyle{Bold: t.Bold && i == 0}
	}
	r.objs = r.objs[:0]
	r.objs = append(r.objs, r.box)
	if t.Content != nil {
		r.objs = append(r.objs, t.Content)
	}
	for _, tx := range r.texts {
		r.objs = append(r.objs, tx)
	}
}

func (r *tileRenderer) sizes() (pref, minSize float32) {
	pref = r.tile.TextSize
	if pref <= 0 {
		pref = theme.TextSize()
	}
	minSize = r.tile.MinTextSize
	if minSize <= 0 || minSize > pref {
		minSize = pref * 0.6
	}
	return pref, minSize
}

func (r *tileRenderer) pad() float32 { return theme.Padding() }

// fit returns the text size at which every line fits w × h.
func (r *tileRenderer) fit(w, h float32) float32 {
	pref, minSize := r.sizes()
	s := pref
	for s > minSize {
		ok := true
		var total float32
		for _, tx := range r.texts {
			sz := fyne.MeasureText(tx.Text, s, tx.TextStyle)
			total += sz.Height
			if sz.Width > w {
				ok = false
			}
		}
		if ok && total <= h {
			return s
		}
		s -= 0.5
	}
	return minSize
}

func (r *tileRenderer) Layout(size fyne.Size) {
	r.box.Resize(size)
	r.box.Move(fyne.NewPos(0, 0))
	if r.tile.Content != nil {
		r.tile.Content.Resize(size)
		r.tile.Content.Move(fyne.NewPos(0, 0))
	}
	if len(r.texts) == 0 {
		return
	}
	p := r.pad()
	w, h := size.Width-2*p, size.Height-p
	s := r.fit(w, h)
	var total float32
	heights := make([]float32, len(r.texts))
	for i, tx := range r.texts {
		tx.TextSize = s
		heights[i] = fyne.MeasureText(tx.Text, s, tx.TextStyle).Height
		total += heights[i]
	}
	y := (size.Height - total) / 2
	for i, tx := range r.texts {
		tx.Move(fyne.NewPos(p, y))
		tx.Resize(fyne.NewSize(w, heights[i]))
		y += heights[i]
	}
}

func (r *tileRenderer) MinSize() fyne.Size {
	m := r.tile.Min
	if m.Width > 0 && m.Height > 0 {
		return m
	}
	pref, _ := r.sizes()
	var w, h float32
	for _, tx := range r.texts {
		sz := fyne.MeasureText(tx.Text, pref, tx.TextStyle)
		if sz.Width > w {
			w = sz.Width
		}
		h += sz.Height
	}
	p := r.pad()
	w, h = w+2*p, h+p
	if m.Width > w {
		w = m.Width
	}
	if m.Height > h {
		h = m.Height
	}
	return fyne.NewSize(w, h)
}

func (r *tileRenderer) Refresh() {
	r.refreshObjects()
	r.Layout(r.tile.Size())
	canvas.Refresh(r.tile)
}

func (r *tileRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *tileRenderer) Destroy() {}

// HandCard is one card of a player's hidden hand. Only the kiosk's
// handoff screen creates it, after the player's reveal tap; tests walk the
// widget tree for HandCards to check that no hand is on screen otherwise.
type HandCard struct {
	Tile
}

// NewHandCard returns a hand-card tile.
func NewHandCard(fill color.Color, lines ...string) *HandCard {
	h := &HandCard{Tile: Tile{Fill: fill, Lines: lines}}
	h.ExtendBaseWidget(h)
	return h
}

// CreateRenderer draws the card as a tile.
func (h *HandCard) CreateRenderer() fyne.WidgetRenderer {
	h.ExtendBaseWidget(h)
	r := &tileRenderer{tile: &h.Tile, box: canvas.NewRectangle(color.Transparent)}
	r.refreshObjects()
	return r
}
