package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"colt/ui/kiosk/internal/widgets"
)

// Dialog frames a panel's content at a share w × h of the screen, in the
// middle of a dark backdrop; a tap on the backdrop runs onBackdrop (nil:
// nothing). The shell's own panels (the operator menu, the help) and a
// board's (Nav.ShowOverlay) are framed alike.
func (k *Kit) Dialog(content fyne.CanvasObject, w, h float32, onBackdrop func()) fyne.CanvasObject {
	box := k.Panel(content)
	bg := canvas.NewRectangle(ColPanel)
	bg.CornerRadius = k.U(10)
	bg.StrokeColor, bg.StrokeWidth = ColBrass, k.U(2)
	framed := container.NewStack(bg, box)
	return container.NewStack(k.dim(onBackdrop), container.New(&centreLayout{w: w, h: h}, framed))
}

// dim is a dark backdrop; tapping it runs fn (nil: nothing).
func (k *Kit) dim(fn func()) fyne.CanvasObject {
	t := widgets.NewTile(WithAlpha(ColBrassDark, 0xd8))
	t.Name = "backdrop"
	if fn != nil {
		t.OnTapped = k.Act(fn)
	} else {
		t.OnTapped = func() {}
	}
	return t
}

// centreLayout puts its objects in the middle at w × h of the area.
type centreLayout struct{ w, h float32 }

func (l *centreLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w, h := size.Width*l.w, size.Height*l.h
	for _, o := range objs {
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos((size.Width-w)/2, (size.Height-h)/2))
	}
}

func (l *centreLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }
