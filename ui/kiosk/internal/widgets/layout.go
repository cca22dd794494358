package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// minLayout gives its objects at least a minimum size and stacks them.
type minLayout struct{ min fyne.Size }

func (l minLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l minLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := l.min
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// AtLeast wraps objects so they ask for at least min (a touch target, a
// column of the train).
func AtLeast(min fyne.Size, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(minLayout{min}, objs...)
}

// fixedLayout sizes its objects to exactly the given size, whatever they ask
// for: text inside shrinks to fit instead of pushing the screen wider.
type fixedLayout struct{ size fyne.Size }

func (l fixedLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l fixedLayout) MinSize([]fyne.CanvasObject) fyne.Size { return l.size }

// Fixed wraps objects so they ask for exactly size.
func Fixed(size fyne.Size, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(fixedLayout{size}, objs...)
}

// rowsLayout lays objects out top to bottom; rows with weight 0 get their
// minimum height, the rest share what is left by weight.
type rowsLayout struct {
	weights []float32
	gap     float32
}

func (l rowsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	var fixed, total float32
	visible := 0
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		visible++
		if w := l.weight(i); w == 0 {
			fixed += o.MinSize().Height
		} else {
			total += w
		}
	}
	if visible == 0 {
		return
	}
	free := size.Height - fixed - l.gap*float32(visible-1)
	if free < 0 {
		free = 0
	}
	y := float32(0)
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		h := o.MinSize().Height
		if w := l.weight(i); w > 0 {
			h = free * w / total
		}
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + l.gap
	}
}

func (l rowsLayout) weight(i int) float32 {
	if i < len(l.weights) {
		return l.weights[i]
	}
	return 0
}

func (l rowsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	n := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
		n++
	}
	if n > 1 {
		s.Height += l.gap * float32(n-1)
	}
	return s
}

// Rows stacks objects vertically: weights[i] 0 keeps row i at its minimum
// height, a positive weight shares the remaining height.
func Rows(weights []float32, gap float32, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(rowsLayout{weights: weights, gap: gap}, objs...)
}

// colsLayout is rowsLayout turned on its side.
type colsLayout struct {
	weights []float32
	gap     float32
}

func (l colsLayout) weight(i int) float32 {
	if i < len(l.weights) {
		return l.weights[i]
	}
	return 0
}

func (l colsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	var fixed, total float32
	visible := 0
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		visible++
		if w := l.weight(i); w == 0 {
			fixed += o.MinSize().Width
		} else {
			total += w
		}
	}
	if visible == 0 {
		return
	}
	free := size.Width - fixed - l.gap*float32(visible-1)
	if free < 0 {
		free = 0
	}
	x := float32(0)
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		w := o.MinSize().Width
		if wt := l.weight(i); wt > 0 {
			w = free * wt / total
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w + l.gap
	}
}

func (l colsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	n := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		s.Height = max(s.Height, m.Height)
		s.Width += m.Width
		n++
	}
	if n > 1 {
		s.Width += l.gap * float32(n-1)
	}
	return s
}

// Cols lays objects out left to right: weights[i] 0 keeps column i at its
// minimum width, a positive weight shares the remaining width.
func Cols(weights []float32, gap float32, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(colsLayout{weights: weights, gap: gap}, objs...)
}

// gridLayout is an even grid that fills its area: cols columns, as many
// rows as needed, every cell the same size, at least cell.
type gridLayout struct {
	cols int
	cell fyne.Size
	gap  float32
}

func (l gridLayout) rows(n int) int {
	if n == 0 {
		return 0
	}
	return (n + l.cols - 1) / l.cols
}

func (l gridLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := len(objs)
	rows := l.rows(n)
	if rows == 0 {
		return
	}
	cw := (size.Width - l.gap*float32(l.cols-1)) / float32(l.cols)
	ch := (size.Height - l.gap*float32(rows-1)) / float32(rows)
	if ch > l.cell.Height*1.6 {
		ch = l.cell.Height * 1.6
	}
	for i, o := range objs {
		r, c := i/l.cols, i%l.cols
		o.Move(fyne.NewPos(float32(c)*(cw+l.gap), float32(r)*(ch+l.gap)))
		o.Resize(fyne.NewSize(cw, ch))
	}
}

func (l gridLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	rows := l.rows(len(objs))
	if rows == 0 {
		return fyne.Size{}
	}
	return fyne.NewSize(l.cell.Width*float32(l.cols)+l.gap*float32(l.cols-1),
		l.cell.Height*float32(rows)+l.gap*float32(rows-1))
}

// Grid arranges objects in cols even columns; each cell is at least cell and
// grows up to 1.6 times its height to fill the area.
func Grid(cols int, cell fyne.Size, gap float32, objs ...fyne.CanvasObject) *fyne.Container {
	if cols < 1 {
		cols = 1
	}
	return container.New(gridLayout{cols: cols, cell: cell, gap: gap}, objs...)
}
