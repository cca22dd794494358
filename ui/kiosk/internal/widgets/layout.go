package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// minLayout gives its objects at least a minimum size and stacks them.
type minLayout struct{ min fyne.Size }

func (l minLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) { fill(objs, size) }

// fill stacks every object over the whole area.
func fill(objs []fyne.CanvasObject, size fyne.Size) {
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

func (l fixedLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) { fill(objs, size) }

func (l fixedLayout) MinSize([]fyne.CanvasObject) fyne.Size { return l.size }

// Fixed wraps objects so they ask for exactly size.
func Fixed(size fyne.Size, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(fixedLayout{size}, objs...)
}

// lineLayout lays objects out along one axis (top to bottom, or left to
// right): objects with weight 0 get their minimum length, the others share
// what is left by weight. Across the axis every object fills the area.
type lineLayout struct {
	weights  []float32
	gap      float32
	vertical bool
}

// along returns a size's length on the layout's axis; across the other one.
func (l lineLayout) along(s fyne.Size) float32 {
	if l.vertical {
		return s.Height
	}
	return s.Width
}

func (l lineLayout) across(s fyne.Size) float32 {
	if l.vertical {
		return s.Width
	}
	return s.Height
}

// size builds a size from a length along the axis and one across it.
func (l lineLayout) size(along, across float32) fyne.Size {
	if l.vertical {
		return fyne.NewSize(across, along)
	}
	return fyne.NewSize(along, across)
}

func (l lineLayout) weight(i int) float32 {
	if i < len(l.weights) {
		return l.weights[i]
	}
	return 0
}

func (l lineLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	var fixed, total float32
	visible := 0
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		visible++
		if w := l.weight(i); w == 0 {
			fixed += l.along(o.MinSize())
		} else {
			total += w
		}
	}
	if visible == 0 {
		return
	}
	free := max(l.along(size)-fixed-l.gap*float32(visible-1), 0)
	pos := float32(0)
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		n := l.along(o.MinSize())
		if w := l.weight(i); w > 0 {
			n = free * w / total
		}
		p := l.size(pos, 0)
		o.Move(fyne.NewPos(p.Width, p.Height))
		o.Resize(l.size(n, l.across(size)))
		pos += n + l.gap
	}
}

func (l lineLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var along, across float32
	n := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		across = max(across, l.across(m))
		along += l.along(m)
		n++
	}
	if n > 1 {
		along += l.gap * float32(n-1)
	}
	return l.size(along, across)
}

// Rows stacks objects vertically: weights[i] 0 keeps row i at its minimum
// height, a positive weight shares the remaining height.
func Rows(weights []float32, gap float32, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(lineLayout{weights: weights, gap: gap, vertical: true}, objs...)
}

// Cols lays objects out left to right: weights[i] 0 keeps column i at its
// minimum width, a positive weight shares the remaining width.
func Cols(weights []float32, gap float32, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(lineLayout{weights: weights, gap: gap}, objs...)
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
