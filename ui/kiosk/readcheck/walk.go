// Package readcheck measures what a guest can read on a kiosk screen: it
// walks the object tree of a window's canvas as the renderer laid it out
// (absolute positions, every widget's renderer objects, scroll viewports,
// objects painted over by a later opaque one) and lists every text drawn
// below a readable size, every cut, abbreviated or wrapped-away text, every
// scroll area whose content does not fit, every touch target too small for
// a finger, every object outside the screen, and every pair of look-alike
// tiles told apart only by colour. Its test (readcheck_test.go) runs the
// real kiosk in a GL window under Xvfb on every demo screen.
//
// Every length is in physical pixels: the canvas's units times its scale.
package readcheck

import (
	"fmt"
	"image/color"
	"regexp"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// Limits are what a guest at arm's length needs (issues 23 and 34).
const (
	// MinText is the smallest text a player must read, in physical pixels.
	MinText = kit.MinText
	// ActText is the smallest size of the words the table acts on (an
	// instruction line, whose turn it is, "pass the screen to": the texts
	// the kiosk marks with kit.Acted), in physical pixels.
	ActText = kit.ActText
	// MinTarget is the smallest side of a touch target, in physical pixels.
	MinTarget = 40
)

// Rect is a box on the screen, in physical pixels.
type Rect struct{ X, Y, W, H float32 }

func (r Rect) String() string { return fmt.Sprintf("%.0f,%.0f %.0f×%.0f", r.X, r.Y, r.W, r.H) }

func (r Rect) intersect(o Rect) Rect {
	x, y := max(r.X, o.X), max(r.Y, o.Y)
	x2, y2 := min(r.X+r.W, o.X+o.W), min(r.Y+r.H, o.Y+o.H)
	return Rect{x, y, max(0, x2-x), max(0, y2-y)}
}

func (r Rect) contains(o Rect, slack float32) bool {
	return o.X >= r.X-slack && o.Y >= r.Y-slack && o.X+o.W <= r.X+r.W+slack && o.Y+o.H <= r.Y+r.H+slack
}

func (r Rect) empty() bool { return r.W <= 0.5 || r.H <= 0.5 }

// Text is a text drawn on the screen.
type Text struct {
	Text string
	Size float32 // physical pixels
	Box  Rect    // where its glyphs are drawn
	// Act: words the table acts on (marked with kit.Acted), held to ActText.
	Act bool
	// InTile: drawn by a kiosk tile (a button, a chip, a header).
	InTile bool
	// vis is the part of Box not scrolled out of view; owners the indexes
	// in Report.Tiles of the tiles drawing it, outermost first; at its
	// paint order.
	vis    Rect
	owners []int
	at     int
}

// Tile is a kiosk tile on the screen (a button, a chip, a card).
type Tile struct {
	Name   string
	Drawn  string // the texts it draws, joined by spaces
	Fill   color.Color
	Box    Rect
	Tapped bool // a touch target
	Circle bool // a dot (an LED), not a tile
	// at is the tile's paint order; end the order after the tile and
	// everything it draws: an opaque object painted from there on over it
	// hides it.
	at, end int
}

// Report is what one screen shows and what is wrong with it.
type Report struct {
	Problems []string
	Texts    []Text
	Tiles    []Tile
	// Smallest is the smallest text drawn (nil when none); SmallestAct the
	// smallest of the words the table acts on.
	Smallest, SmallestAct *Text
	// Scale is the canvas scale (physical pixels per unit).
	Scale float32
	// Window is the canvas size in physical pixels.
	Window Rect
	// Notes are information tiles below a touch target's size: a bandit's
	// chip or a card that also opens its rule when tapped (the rule is one
	// tap away elsewhere too). They are listed, not failed.
	Notes []string
	// Overlaps are the texts drawn over each other and the texts drawn
	// over a touch target they are not part of (see overlaps).
	Overlaps []string
}

// infoPrefixes name the kiosk's information tiles: they show something
// (a bandit, a card of the pile, a turn, the Marshal) and open its rule
// when tapped, as an extra; every action (a choice, a target, a menu
// entry) is a touch target of full size.
var infoPrefixes = []string{"bandit:", "pile:", "turn:", "hand:", "card:", "marshal", "shotgun", "stagecoach", "horses:", "car", "hostage", "round-card", "event-card"}

func info(name string) bool {
	for _, p := range infoPrefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// Options say what the screen is.
type Options struct {
	// Screen is the screen's size in physical pixels: anything beyond it is
	// off the glass even when the window grew past it.
	Screen Rect
	// Scrollable lets a vertical list scroll (the round-card list, a rules
	// help text); a narration step never may.
	Scrollable bool
}

type walker struct {
	scale  float32
	opt    Options
	rep    *Report
	drawn  []drawnObj // every object drawn, in paint order
	inTile int
	// tiles are the indexes in rep.Tiles of the tiles the walk is inside
	// (-1 for a tile not listed: an empty box), outermost first
	tiles []int
	inAct int // inside a kit.Acted mark
	// scrolls are the boxes of the scroll areas the walk is inside,
	// innermost last: a text scrolled out of view is still measured (a
	// reader scrolls to it)
	scrolls  []Rect
	problems []found
}

// found is a problem with the box of what it is about and its paint order.
type found struct {
	at   int
	box  Rect
	what string
}

type drawnObj struct {
	obj    fyne.CanvasObject
	box    Rect
	clip   Rect
	opaque bool
	text   *canvas.Text
	act    bool
	inTile bool
	owners []int // the tiles drawing it (walker.tiles)
	widget fyne.Widget
	// scroll is the box of the innermost scroll area holding it (nil
	// outside any): a text scrolled out of its viewport is judged too
	scroll *Rect
}

// Walk measures the canvas c (call it on the UI thread, after a frame was
// painted).
func Walk(c fyne.Canvas, opt Options) *Report {
	w := &walker{scale: c.Scale(), opt: opt, rep: &Report{Scale: c.Scale()}}
	size := c.Size()
	w.rep.Window = Rect{0, 0, size.Width * w.scale, size.Height * w.scale}
	clip := w.rep.Window.intersect(opt.Screen)
	if size.Width*w.scale > opt.Screen.W+1 || size.Height*w.scale > opt.Screen.H+1 {
		w.problem("window %s is larger than the %s screen: its content asks for more room than the screen has", w.rep.Window, opt.Screen)
	}
	w.walk(c.Content(), fyne.Position{}, clip, nil)
	for _, o := range c.Overlays().List() {
		w.walk(o, o.Position(), clip, nil)
	}
	w.finish()
	return w.rep
}

func (w *walker) problem(f string, args ...any) {
	w.problems = append(w.problems, found{at: -1, what: fmt.Sprintf(f, args...)})
}

// problemAt is a problem about the object in box, painted now.
func (w *walker) problemAt(box Rect, f string, args ...any) {
	w.problems = append(w.problems, found{at: len(w.drawn), box: box, what: fmt.Sprintf(f, args...)})
}

func (w *walker) rect(at fyne.Position, s fyne.Size) Rect {
	return Rect{at.X * w.scale, at.Y * w.scale, s.Width * w.scale, s.Height * w.scale}
}

// parentBox is the box of the container or widget laying the object out.
func (w *walker) walk(o fyne.CanvasObject, at fyne.Position, clip Rect, parent *Rect) {
	if o == nil || !o.Visible() {
		return
	}
	box := w.rect(at, o.Size())
	switch x := o.(type) {
	case *fyne.Container:
		if kit.IsActed(x) {
			w.inAct++
			defer func() { w.inAct-- }()
		}
		for _, c := range x.Objects {
			w.walk(c, at.Add(c.Position()), clip, &box)
		}
		return
	case *container.Scroll:
		w.scroll(x, box)
		inner := clip.intersect(box)
		w.drawn = append(w.drawn, drawnObj{obj: o, box: box, clip: clip})
		for _, c := range test.WidgetRenderer(x).Objects() {
			if c == x.Content {
				w.scrolls = append(w.scrolls, box)
				w.walk(c, at.Add(c.Position()), inner, &box)
				w.scrolls = w.scrolls[:len(w.scrolls)-1]
			} else {
				w.walk(c, at.Add(c.Position()), clip, &box)
			}
		}
		return
	case fyne.Widget:
		listed := len(w.rep.Tiles)
		w.widget(x, box, clip)
		w.drawn = append(w.drawn, drawnObj{obj: o, box: box, clip: clip, widget: x})
		_, isTile := tileOf(x)
		if isTile {
			w.inTile++
			if len(w.rep.Tiles) == listed {
				listed = -1
			}
			w.tiles = append(w.tiles, listed)
		}
		for _, c := range test.WidgetRenderer(x).Objects() {
			w.walk(c, at.Add(c.Position()), clip, &box)
		}
		if isTile {
			w.inTile--
			w.tiles = w.tiles[:len(w.tiles)-1]
			if listed >= 0 {
				w.rep.Tiles[listed].end = len(w.drawn)
			}
		}
		return
	case *canvas.Text:
		if strings.TrimSpace(x.Text) == "" {
			return
		}
		w.text(x, at, clip, parent)
		return
	}
	d := drawnObj{obj: o, box: box, clip: clip}
	if c, ok := o.(*canvas.Circle); ok && !box.empty() {
		w.rep.Tiles = append(w.rep.Tiles, Tile{Name: "circle", Fill: c.FillColor, Box: box.intersect(clip), Circle: true})
	}
	switch x := o.(type) {
	case *canvas.Rectangle:
		d.opaque = opaque(x.FillColor) && x.CornerRadius == 0
	case *canvas.Image, *canvas.Raster:
		d.opaque = true
	}
	w.drawn = append(w.drawn, d)
	w.outside(o, box, clip)
}

func opaque(c color.Color) bool {
	if c == nil {
		return false
	}
	_, _, _, a := c.RGBA()
	return a == 0xffff
}

// outside reports an object drawn beyond the screen (an object cut by a
// scroll viewport is scrolled, not off the screen).
func (w *walker) outside(o fyne.CanvasObject, box, clip Rect) {
	if box.empty() {
		return
	}
	scr := w.rep.Window.intersect(w.opt.Screen)
	if clip == scr && !scr.contains(box, 1) {
		w.problemAt(box, "%s at %s is (partly) outside the %s screen", describe(o), box, scr)
	}
}

func describe(o fyne.CanvasObject) string {
	switch x := o.(type) {
	case *widgets.Tile:
		return fmt.Sprintf("tile %q (%s)", x.Text(), x.Name)
	case *widgets.HandCard:
		return fmt.Sprintf("card %q", x.Text())
	case *canvas.Text:
		return fmt.Sprintf("text %q", x.Text)
	case *widget.Label:
		return fmt.Sprintf("label %q", x.Text)
	case *widget.Button:
		return fmt.Sprintf("button %q", x.Text)
	}
	return fmt.Sprintf("%T", o)
}

func tileOf(o fyne.CanvasObject) (*widgets.Tile, bool) {
	switch x := o.(type) {
	case *widgets.Tile:
		return x, true
	case *widgets.HandCard:
		return &x.Tile, true
	}
	return nil, false
}

// scroll reports a scroll area whose content does not fit: a reader would
// have to scroll (a narration step never may) or, sideways, would not know
// more follows.
func (w *walker) scroll(s *container.Scroll, box Rect) {
	if s.Content == nil {
		return
	}
	need, have := s.Content.MinSize(), s.Size()
	switch {
	case s.Direction != container.ScrollVerticalOnly && need.Width > have.Width+1:
		w.problemAt(box, "a row %.0f px wide is cut to %.0f px at %s (scrolls sideways: the rest is hidden)", need.Width*w.scale, have.Width*w.scale, box)
	case s.Direction != container.ScrollHorizontalOnly && need.Height > have.Height+1 && !w.opt.Scrollable:
		w.problemAt(box, "a scroll bar: content %.0f px high in %.0f px at %s", need.Height*w.scale, have.Height*w.scale, box)
	}
}

// widget checks a widget's own size: touch targets, tiles' text, labels
// squeezed below their height.
func (w *walker) widget(x fyne.Widget, box, clip Rect) {
	w.outside(x, box, clip)
	if t, ok := tileOf(x); ok {
		w.tile(x, t, box, clip)
		return
	}
	switch l := x.(type) {
	case *widget.Label:
		if m := l.MinSize(); m.Height > l.Size().Height+1 || (l.Wrapping == fyne.TextWrapOff && m.Width > l.Size().Width+1) {
			w.problemAt(box, "label %q needs %.0f×%.0f px, has %s: its text is cut", short(l.Text), m.Width*w.scale, m.Height*w.scale, box)
		}
		if l.Truncation != fyne.TextTruncateOff {
			if l.MinSize().Width > l.Size().Width+1 {
				w.problemAt(box, "label %q is ellipsised", short(l.Text))
			}
		}
	case *widget.Button:
		w.target(describe(l), box)
	case *widget.Check, *widget.Select, *widget.Entry, *widget.RadioGroup:
		w.target(describe(x), box)
	}
}

func (w *walker) target(what string, box Rect) {
	if min(box.W, box.H) < MinTarget-0.5 {
		w.problemAt(box, "%s is a %.0f×%.0f px touch target (at least %d px each way)", what, box.W, box.H, MinTarget)
	}
}

func (w *walker) tile(x fyne.Widget, t *widgets.Tile, box, clip Rect) {
	var drawn []string
	for _, c := range test.WidgetRenderer(x).Objects() {
		if tx, ok := c.(*canvas.Text); ok && tx.Visible() && strings.TrimSpace(tx.Text) != "" {
			drawn = append(drawn, tx.Text)
		}
	}
	if src := strings.Split(strings.Join(t.Lines, "\n"), "\n"); len(drawn) > len(src) {
		for _, d := range drawn {
			if loneValue.MatchString(d) && !slices.Contains(src, d) {
				w.problemAt(box, "tile %q wraps the value %q onto a line of its own", short(strings.Join(t.Lines, " ")), d)
				break
			}
		}
	}
	if slices.ContainsFunc(drawn, sumOfValues.MatchString) {
		for _, d := range drawn {
			if bareValue.MatchString(d) {
				w.problemAt(box, "tile %q puts the value %q of a sum on a line of its own", short(strings.Join(t.Lines, " ")), strings.TrimSpace(d))
				break
			}
		}
	}
	got := strings.Join(strings.Fields(strings.Join(drawn, " ")), " ")
	want := strings.Join(strings.Fields(strings.Join(t.Lines, " ")), " ")
	if got != want {
		w.problemAt(box, "tile %q draws %q: a shortened name", short(want), got)
	}
	if t.Overflows() {
		w.problemAt(box, "tile %q: its text is wider than the tile", short(want))
	}
	if t.OnTapped != nil {
		if info(t.Name) {
			if min(box.W, box.H) < MinTarget-0.5 {
				w.rep.Notes = append(w.rep.Notes, fmt.Sprintf("%s: %.0f×%.0f px", describe(x), box.W, box.H))
			}
		} else {
			w.target(describe(x), box)
		}
	}
	if box.empty() {
		return
	}
	w.rep.Tiles = append(w.rep.Tiles, Tile{Name: t.Name, Drawn: got, Fill: t.Fill, Box: box.intersect(clip), Tapped: t.OnTapped != nil, at: len(w.drawn)})
}

// loneValue is a line holding one sum of money or number and nothing to
// say what it belongs to ("= $1200", "250 $").
var loneValue = regexp.MustCompile(`^\s*[=+×x-]?\s*(\$\s?)?[0-9][0-9.,\s]*(\s?\$)?\s*$`)

// sumOfValues is a line adding values ("250 + 300"); bareValue a line of
// one value alone. A tile drawing both left one value of a list on a line
// of its own ("250 + 250 + 350 + 400" over "450": issue 23).
var (
	sumOfValues = regexp.MustCompile(`[0-9][\s\x{00a0}]*\+[\s\x{00a0}]*[0-9]`)
	bareValue   = regexp.MustCompile(`^[\s\x{00a0}]*[0-9][0-9.,]*[\s\x{00a0}]*$`)
)

func short(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if r := []rune(s); len(r) > 60 {
		return string(r[:60]) + "…"
	}
	return s
}

// text measures one canvas text: its size, and where its glyphs go.
func (w *walker) text(x *canvas.Text, at fyne.Position, clip Rect, parent *Rect) {
	m, _ := fyne.CurrentApp().Driver().RenderedTextSize(x.Text, x.TextSize, x.TextStyle, x.FontSource) // as it is drawn
	left := at.X
	switch x.Alignment {
	case fyne.TextAlignCenter:
		left += (x.Size().Width - m.Width) / 2
	case fyne.TextAlignTrailing:
		left += x.Size().Width - m.Width
	}
	top := at.Y
	if x.Size().Height > m.Height {
		top += (x.Size().Height - m.Height) / 2
	}
	box := w.rect(fyne.NewPos(left, top), m)
	size := x.TextSize * w.scale
	t := Text{Text: x.Text, Size: size, Box: box, Act: w.inAct > 0, InTile: w.inTile > 0}
	d := drawnObj{obj: x, box: box, clip: clip, text: x, act: t.Act, inTile: t.InTile, owners: slices.Clone(w.tiles)}
	if n := len(w.scrolls); n > 0 {
		sc := w.scrolls[n-1]
		d.scroll = &sc
	}
	w.drawn = append(w.drawn, d)
	vis := box.intersect(clip)
	if vis.empty() {
		// scrolled out of view: measured all the same (finish), and it must
		// fit the scroll's width once scrolled to
		if d.scroll != nil && (box.X < d.scroll.X-1 || box.X+box.W > d.scroll.X+d.scroll.W+1) {
			w.problemAt(box, "text %q at %s, scrolled out of view, is wider than its scroll area %s: cut once scrolled to", short(x.Text), box, *d.scroll)
		}
		return
	}
	if !clip.contains(box, 1) {
		scr := w.rep.Window.intersect(w.opt.Screen)
		if !scr.contains(box, 1) {
			w.problemAt(box, "text %q at %s runs off the screen", short(x.Text), box)
		} else {
			w.problemAt(box, "text %q at %s is cut by the edge of its scroll area %s", short(x.Text), box, clip)
		}
	}
	if parent != nil && w.inTile > 0 && (box.Y < parent.Y-1 || box.Y+box.H > parent.Y+parent.H+1) {
		w.problemAt(box, "text %q (%s) is drawn beyond the top or bottom of its %s tile: cut or over its neighbour", short(x.Text), box, *parent)
	}
	if parent != nil && w.inTile == 0 && (box.X < parent.X-1 || box.X+box.W > parent.X+parent.W+1) {
		w.problemAt(box, "text %q (%s) is wider than the %s box laying it out: cut or drawn over its neighbour", short(x.Text), box, *parent)
	}
	w.rep.Texts = append(w.rep.Texts, t)
}

// finish drops texts painted over by a later opaque object (a screen under
// an overlay), then judges the sizes.
func (w *walker) finish() {
	var opaqueBoxes []struct {
		i   int
		box Rect
	}
	for i, d := range w.drawn {
		if d.opaque {
			opaqueBoxes = append(opaqueBoxes, struct {
				i   int
				box Rect
			}{i, d.box.intersect(d.clip)})
		}
	}
	covered := func(i int, box Rect) bool {
		for _, o := range opaqueBoxes {
			if o.i > i && o.box.contains(box, 0.5) {
				return true
			}
		}
		return false
	}
	var texts []Text
	for i, d := range w.drawn {
		if d.text == nil {
			continue
		}
		vis := d.box.intersect(d.clip)
		if vis.empty() {
			if d.scroll == nil {
				continue
			}
			// a row scrolled out of view: a reader scrolls to it (judged
			// unless its whole scroll area is painted over)
			vis = d.scroll.intersect(d.clip)
			if vis.empty() {
				vis = *d.scroll
			}
		}
		if covered(i, vis) {
			continue
		}
		t := Text{Text: d.text.Text, Size: d.text.TextSize * w.scale, Box: d.box, Act: d.act, InTile: d.inTile,
			vis: d.box.intersect(d.clip), owners: d.owners, at: i}
		texts = append(texts, t)
	}
	w.rep.Texts = texts
	w.overlaps(texts, covered)
	for i := range texts {
		t := &texts[i]
		if w.rep.Smallest == nil || t.Size < w.rep.Smallest.Size {
			w.rep.Smallest = t
		}
		if t.Act && (w.rep.SmallestAct == nil || t.Size < w.rep.SmallestAct.Size) {
			w.rep.SmallestAct = t
		}
		switch {
		case t.Size < MinText-0.05:
			w.problem("text %q is %.1f px (at least %d)", short(t.Text), t.Size, MinText)
		case t.Act && t.Size < ActText-0.05:
			w.problem("text %q is %.1f px: the table acts on it (at least %d)", short(t.Text), t.Size, ActText)
		}
	}
	for _, p := range w.problems {
		if p.at < 0 || !covered(p.at, p.box) {
			w.rep.Problems = append(w.rep.Problems, p.what)
		}
	}
}

// overlaps lists, in rep.Overlaps, the texts drawn over each other (their
// glyphs' visible boxes cross by more than a pixel each way) and the texts
// drawn over a button (a touch target with words) that does not draw them.
// Texts scrolled out of view are not drawn, so not compared. A veil (a
// tile with no words over the whole screen that takes every tap: a
// dialog's backdrop, a tip's, the attract screen's) starts a layer: what
// is painted under it is dimmed and out of play, compared only with what
// shares its layer.
func (w *walker) overlaps(texts []Text, covered func(int, Rect) bool) {
	scr := w.rep.Window.intersect(w.opt.Screen)
	var veils []int // paint orders
	var buttons []int
	for i, tl := range w.rep.Tiles {
		switch {
		case !tl.Tapped || tl.Circle || covered(tl.end-1, tl.Box):
		case tl.Drawn == "" && tl.Box.contains(scr, 1):
			veils = append(veils, tl.at)
		case tl.Drawn != "":
			buttons = append(buttons, i)
		}
	}
	layer := func(at int) int {
		n := 0
		for _, v := range veils {
			if v < at {
				n++
			}
		}
		return n
	}
	crosses := func(a, b Rect) bool {
		x := a.intersect(b)
		return x.W > w.scale && x.H > w.scale
	}
	for i, a := range texts {
		if a.vis.empty() {
			continue
		}
		for _, b := range texts[i+1:] {
			if !b.vis.empty() && layer(a.at) == layer(b.at) && crosses(a.vis, b.vis) {
				w.rep.Overlaps = append(w.rep.Overlaps, fmt.Sprintf("text %q overlaps text %q", short(a.Text), short(b.Text)))
			}
		}
		for _, j := range buttons {
			tl := w.rep.Tiles[j]
			if layer(a.at) == layer(tl.at) && crosses(a.vis, tl.Box) && !slices.Contains(a.owners, j) {
				w.rep.Overlaps = append(w.rep.Overlaps, fmt.Sprintf("text %q is drawn over the button %q (%s)", short(a.Text), short(tl.Drawn), tl.Name))
			}
		}
	}
}
