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
	"time"

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
	// Short are shorter forms of the text, tried in order when the form
	// before cannot fit even at MinTextSize (a narrow pawn chip: "Che",
	// then "Ch" for "Cheyenne"); each is a whole text, its lines separated
	// by "\n". The last one is drawn when none fits.
	Short []string
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
	// Taps, when set, records where each tap on the tile landed (before
	// OnTapped), so a control that appears next can tell a double tap.
	Taps *TapLog
	// Ignore, when set, is asked first about each tap (where it landed on
	// the window): true drops the tap.
	Ignore func(at fyne.Position) bool
	// Name identifies the tile for tests and markup ("seat-2", "cmd-move-3").
	Name string
}

// NewTile returns a tile with the given fill and lines.
func NewTile(fill color.Color, lines ...string) *Tile {
	t := &Tile{Fill: fill, Lines: lines}
	t.ExtendBaseWidget(t)
	return t
}

// Tapped calls OnTapped, unless Ignore drops the tap; Taps records it.
func (t *Tile) Tapped(ev *fyne.PointEvent) {
	if t.OnTapped == nil {
		return
	}
	if t.Ignore != nil && t.Ignore(ev.AbsolutePosition) {
		return
	}
	if t.Taps != nil {
		t.Taps.Record(ev.AbsolutePosition)
	}
	t.OnTapped()
}

// TapLog is the last tap on a tile: where it landed on the window and when,
// by the clock Now gives.
type TapLog struct {
	Now  func() time.Time
	At   fyne.Position
	When time.Time
	OK   bool
}

// Record notes a tap at at, now.
func (l *TapLog) Record(at fyne.Position) {
	l.At, l.When, l.OK = at, l.Now(), true
}

// Near reports whether a tap at at lands within slop of the last tap and
// less than window after it: the second tap of a double tap.
func (l *TapLog) Near(at fyne.Position, slop float32, window time.Duration) bool {
	if !l.OK || l.Now().Sub(l.When) >= window {
		return false
	}
	dx, dy := at.X-l.At.X, at.Y-l.At.Y
	return dx*dx+dy*dy < slop*slop
}

// Text returns every line joined by newlines (tests look tiles up by text).
func (t *Tile) Text() string { return strings.Join(t.Lines, "\n") }

// CreateRenderer draws the tile.
// fontSourcer is a theme that names the font a text of its style is drawn
// from directly, bypassing Fyne's fallback fonts, or nil for the theme's
// way (kit.Theme.FontSourceFor: nil for a text with a rune the font lacks).
type fontSourcer interface {
	FontSourceFor(s fyne.TextStyle, text string) fyne.Resource
}

// fontSource is the FontSource of the tile's text of style s: what the
// tile's theme names, or nil (the theme's own way).
func (t *Tile) fontSource(s fyne.TextStyle, text string) fyne.Resource {
	if fs, ok := theme.CurrentForWidget(t).(fontSourcer); ok {
		return fs.FontSourceFor(s, text)
	}
	return nil
}

// measure is the size of text drawn at size in style s, from the font the
// tile draws it with.
func (t *Tile) measure(text string, size float32, s fyne.TextStyle) fyne.Size {
	src := t.fontSource(s, text)
	if src == nil {
		return fyne.MeasureText(text, size, s)
	}
	sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(text, size, s, src)
	return sz
}

func (t *Tile) CreateRenderer() fyne.WidgetRenderer {
	return newTileRenderer(t)
}

func newTileRenderer(t *Tile) *tileRenderer {
	r := &tileRenderer{tile: t, box: canvas.NewRectangle(color.Transparent)}
	r.refreshObjects()
	return r
}

type tileRenderer struct {
	tile  *Tile
	box   *canvas.Rectangle
	texts []*canvas.Text // a pool: one per line shown, the rest hidden
	objs  []fyne.CanvasObject
}

// lines returns the tile's lines, "\n" split.
func (r *tileRenderer) lines() []string { return splitLines(r.tile.Lines) }

func splitLines(ls []string) []string {
	var out []string
	for _, l := range ls {
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
	need := len(r.lines())
	for _, alt := range t.Short {
		need = max(need, len(strings.Split(alt, "\n")))
	}
	need += 2 // spares for wrapped lines
	for len(r.texts) < need {
		tx := canvas.NewText("", color.White)
		tx.Alignment = fyne.TextAlignCenter
		r.texts = append(r.texts, tx)
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

func (r *tileRenderer) style(i int) fyne.TextStyle {
	return fyne.TextStyle{Bold: r.tile.Bold && i == 0}
}

// fit returns the largest text size, at most the preferred one and at
// least the minimum, at which every line fits w × h, and whether they fit.
func (r *tileRenderer) fit(lines []string, styles []fyne.TextStyle, w, h float32) (float32, bool) {
	pref, minSize := r.sizes()
	fits := func(s float32) bool {
		var total float32
		for i, l := range lines {
			sz := r.tile.measure(l, s, styles[i])
			total += sz.Height
			if sz.Width > w {
				return false
			}
		}
		return total <= h
	}
	if fits(pref) {
		return pref, true
	}
	if !fits(minSize) {
		return minSize, false
	}
	lo, hi := minSize, pref // fits(lo), !fits(hi)
	for hi-lo > 0.5 {
		mid := (lo + hi) / 2
		if fits(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo, true
}

// split cuts a line in two at the space nearest its middle.
func split(l string) ([]string, bool) {
	best := -1
	for i, c := range l {
		if c == ' ' && (best < 0 || abs(i-len(l)/2) < abs(best-len(l)/2)) {
			best = i
		}
	}
	if best <= 0 {
		return nil, false
	}
	return []string{l[:best], l[best+1:]}, true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// layoutLines chooses the lines to draw and their text size: the tile's
// own lines, or with its widest line split at a space (up to twice) when
// that lets the text be noticeably bigger or fit at all; when they cannot
// fit, the first of the shorter forms that does (or the last one).
//
// When nothing fits even at MinTextSize, the text is drawn smaller still
// rather than over its neighbours: a tile never draws outside itself. That
// is a layout that does not fit the screen, and the readability check of
// the real window (ui/kiosk/readcheck) reports the text under 12 px.
func (r *tileRenderer) layoutLines(w, h float32) ([]string, []fyne.TextStyle, float32) {
	lines, styles, s, fits := r.layoutOf(r.lines(), w, h)
	for _, alt := range r.tile.Short {
		if fits {
			break
		}
		lines, styles, s, fits = r.layoutOf(strings.Split(alt, "\n"), w, h)
	}
	if !fits && !r.fitsAt(lines, styles, w, h+r.pad(), s) {
		// (a line that only runs into the tile's bottom padding stays as it is)
		s = r.shrinkToFit(lines, styles, w, h+r.pad(), s)
	}
	return lines, styles, s
}

// fitsAt reports whether lines fit w × h at text size s.
func (r *tileRenderer) fitsAt(lines []string, styles []fyne.TextStyle, w, h, s float32) bool {
	var total float32
	for i, l := range lines {
		sz := r.tile.measure(l, s, styles[i])
		total += sz.Height
		if sz.Width > w {
			return false
		}
	}
	return total <= h
}

// shrinkToFit is the largest size under below at which lines fit w × h
// (at least 4 px).
func (r *tileRenderer) shrinkToFit(lines []string, styles []fyne.TextStyle, w, h, below float32) float32 {
	fits := func(s float32) bool { return r.fitsAt(lines, styles, w, h, s) }
	lo, hi := float32(4), below
	if !fits(lo) {
		return lo
	}
	for hi-lo > 0.25 {
		mid := (lo + hi) / 2
		if fits(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// layoutOf is layoutLines for the given lines; it also reports whether
// they fit.
func (r *tileRenderer) layoutOf(lines []string, w, h float32) ([]string, []fyne.TextStyle, float32, bool) {
	styles := make([]fyne.TextStyle, len(lines))
	for i := range lines {
		styles[i] = r.style(i)
	}
	s, fits := r.fit(lines, styles, w, h)
	pref, _ := r.sizes()
	for tries := 0; tries < 2 && (!fits || s < pref*0.8); tries++ {
		nl, ns, ok := r.splitWidest(lines, styles, s)
		if !ok {
			break
		}
		s2, fits2 := r.fit(nl, ns, w, h)
		if !fits2 && !fits && tries == 0 {
			// neither fits on one line nor on two: on three lines, maybe
			// ("Pak een / geldbuidel / (4 hier)" in a narrow tall button)
			if nl3, ns3, ok := r.splitWidest(nl, ns, s); ok {
				if s3, fits3 := r.fit(nl3, ns3, w, h); fits3 {
					return nl3, ns3, s3, true
				}
			}
		}
		if !fits2 || (fits && s2 <= s) {
			break
		}
		lines, styles, s, fits = nl, ns, s2, fits2
	}
	return lines, styles, s, fits
}

// splitWidest splits the widest line of lines (as drawn at size s) that
// holds a space in two at its middle space.
func (r *tileRenderer) splitWidest(lines []string, styles []fyne.TextStyle, s float32) ([]string, []fyne.TextStyle, bool) {
	widest, wl := -1, float32(0)
	for i, l := range lines {
		if lw := r.tile.measure(l, s, styles[i]).Width; lw > wl && strings.Contains(l, " ") {
			widest, wl = i, lw
		}
	}
	if widest < 0 {
		return nil, nil, false
	}
	two, _ := split(lines[widest])
	nl := append(append(append([]string(nil), lines[:widest]...), two...), lines[widest+1:]...)
	ns := append(append(append([]fyne.TextStyle(nil), styles[:widest]...), styles[widest], styles[widest]), styles[widest+1:]...)
	return nl, ns, true
}

func (r *tileRenderer) Layout(size fyne.Size) {
	r.box.Resize(size)
	r.box.Move(fyne.NewPos(0, 0))
	if r.tile.Content != nil {
		r.tile.Content.Resize(size)
		r.tile.Content.Move(fyne.NewPos(0, 0))
	}
	p := r.pad()
	w, h := size.Width-2*p, size.Height-p
	lines, styles, s := r.layoutLines(w, h)
	fg := r.tile.TextColor
	if fg == nil {
		fg = theme.Color(theme.ColorNameForeground)
	}
	var total float32
	heights := make([]float32, len(lines))
	for i, l := range lines {
		heights[i] = r.tile.measure(l, s, styles[i]).Height
		total += heights[i]
	}
	y := (size.Height - total) / 2
	for i, tx := range r.texts {
		if i >= len(lines) {
			tx.Text = ""
			tx.Hide()
			continue
		}
		tx.Show()
		tx.Text = lines[i]
		tx.TextStyle = styles[i]
		tx.FontSource = r.tile.fontSource(styles[i], lines[i])
		tx.TextSize = s
		tx.Color = fg
		tx.Move(fyne.NewPos(p, y))
		tx.Resize(fyne.NewSize(w, heights[i]))
		y += heights[i]
	}
}

// Overflows reports whether some text of the tile, at its current size,
// is wider than the tile even at the smallest text size: text that would
// be cut off (tests check no screen has any).
func (t *Tile) Overflows() bool {
	r := newTileRenderer(t)
	size := t.Size()
	if size.Width <= 0 || size.Height <= 0 {
		return false
	}
	p := r.pad()
	w, h := size.Width-2*p, size.Height-p
	lines, styles, s := r.layoutLines(w, h)
	for i, l := range lines {
		if r.tile.measure(l, s, styles[i]).Width > w+0.5 {
			return true
		}
	}
	return false
}

func (r *tileRenderer) MinSize() fyne.Size {
	m := r.tile.Min
	if m.Width > 0 && m.Height > 0 {
		return m
	}
	pref, _ := r.sizes()
	var w, h float32
	for i, l := range r.lines() {
		sz := r.tile.measure(l, pref, r.style(i))
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
func (h *HandCard) CreateRenderer() fyne.WidgetRenderer { return newTileRenderer(&h.Tile) }
