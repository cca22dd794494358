package expressboard

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// fitCols lays out the rows of a table of tiles (the players panel, the scores: a
// header row, then one row per bandit) in columns that line up: each
// column gets its share of the width by weight, but never less than its
// widest tile needs at the smallest readable size ("Proiettili",
// "Geraakt" over a column of numbers, issue 23); the columns with room to
// spare give it up, in proportion to that room.
func (k *Board) fitCols(weights []float32, rows [][]fyne.CanvasObject) []fyne.CanvasObject {
	l := &fitColsLayout{weights: weights, gap: k.shell.u(3), needs: make([]float32, len(weights))}
	for _, r := range rows {
		for i, o := range r {
			if i < len(l.needs) {
				l.needs[i] = max(l.needs[i], tileNeed(o))
			}
		}
	}
	out := make([]fyne.CanvasObject, len(rows))
	for i, r := range rows {
		out[i] = container.New(l, r...)
	}
	return out
}

// fitColsLayout is one layout shared by every row of a table, so that
// every row cuts the width the same way.
type fitColsLayout struct {
	weights, needs []float32
	gap            float32
}

// widths cuts w into the columns' widths.
func (l *fitColsLayout) widths(w float32) []float32 {
	n := len(l.weights)
	out := make([]float32, n)
	w = max(0, w-l.gap*float32(n-1))
	var total, needed float32
	for i, x := range l.weights {
		total += x
		needed += l.needs[i]
	}
	if total <= 0 {
		return out
	}
	if needed >= w { // not even the needs fit: share by need
		for i := range out {
			out[i] = w * l.needs[i] / max(needed, 1)
		}
		return out
	}
	for i, x := range l.weights {
		out[i] = w * x / total
	}
	// raise the columns below their need, taking from those above theirs
	var short, spare float32
	for i := range out {
		if d := l.needs[i] - out[i]; d > 0 {
			short += d
		} else {
			spare -= d
		}
	}
	if short <= 0 {
		return out
	}
	for i := range out {
		if d := out[i] - l.needs[i]; d < 0 {
			out[i] = l.needs[i]
		} else {
			out[i] -= d * short / spare
		}
	}
	return out
}

func (l *fitColsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	ws := l.widths(size.Width)
	x := float32(0)
	for i, o := range objs {
		if i >= len(ws) {
			break
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(ws[i], size.Height))
		x += ws[i] + l.gap
	}
}

func (l *fitColsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		s := o.MinSize()
		m.Width += s.Width
		m.Height = max(m.Height, s.Height)
	}
	if len(objs) > 1 {
		m.Width += l.gap * float32(len(objs)-1)
	}
	return m
}

// choiceGrid lays out a choice's buttons in cols columns, or more (up to
// four, each at least 120 design px wide) when the rows would otherwise be
// lower than a touch target: six
// Rides beside a stagecoach take three short rows of 37 px in two columns,
// two rows of 57 px in three (issue 23). The buttons' words wrap onto two
// lines in the narrower columns.
func (k *Board) choiceGrid(cols int, cell fyne.Size, buttons []fyne.CanvasObject) fyne.CanvasObject {
	// a touch target: 40 px on the glass (the readability check's least)
	touch := float32(minTouchPx)
	if s := k.shell.h.Canvas().Scale(); s > 0 {
		touch /= s
	}
	return container.New(&choiceGridLayout{cols: max(cols, 1), cell: cell, gap: k.shell.u(4), touch: touch, minW: k.shell.u(120)}, buttons...)
}

// minTouchPx is the least side of a touch target on the glass, in pixels.
const minTouchPx = 40

type choiceGridLayout struct {
	cols       int
	cell       fyne.Size
	gap, touch float32
	minW       float32 // the narrowest column a button's words may wrap in
}

func (l *choiceGridLayout) rows(n, cols int) int { return (n + cols - 1) / cols }

func (l *choiceGridLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := len(objs)
	if n == 0 {
		return
	}
	cols := l.cols
	for cols < 4 && cols < n {
		rows := l.rows(n, cols)
		if (size.Height-l.gap*float32(rows-1))/float32(rows) >= l.touch ||
			(size.Width-l.gap*float32(cols))/float32(cols+1) < l.minW {
			break
		}
		cols++
	}
	rows := l.rows(n, cols)
	cw := (size.Width - l.gap*float32(cols-1)) / float32(cols)
	ch := min((size.Height-l.gap*float32(rows-1))/float32(rows), l.cell.Height*1.6)
	for i, o := range objs {
		r, c := i/cols, i%cols
		o.Move(fyne.NewPos(float32(c)*(cw+l.gap), float32(r)*(ch+l.gap)))
		o.Resize(fyne.NewSize(cw, ch))
	}
}

func (l *choiceGridLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	rows := l.rows(len(objs), l.cols)
	if rows == 0 {
		return fyne.Size{}
	}
	return fyne.NewSize(l.cell.Width*float32(l.cols)+l.gap*float32(l.cols-1),
		l.cell.Height*float32(rows)+l.gap*float32(rows-1))
}
