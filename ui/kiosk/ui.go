package kiosk

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"colt/engine/express"
	"colt/ui/kiosk/internal/widgets"
)

// buttonKind is the look of a kiosk button.
type buttonKind int

const (
	btnNormal   buttonKind = iota
	btnPrimary             // the main way on (brass)
	btnSelected            // a chosen option in a set
	btnDanger              // ends or abandons something
	btnQuiet               // secondary, less contrast
)

// touchHeight is the height of a touch target at design size: above the
// 48 px minimum even at the smallest scale (0.8 × 60 = 48).
const touchHeight = 60

// button returns a big touch button whose text shrinks to fit.
func (k *Kiosk) button(label string, kind buttonKind, fn func()) *widgets.Tile {
	t := widgets.NewTile(colPanelLight, label)
	t.TextColor = colText
	switch kind {
	case btnPrimary:
		t.Fill, t.TextColor = colBrass, colBrassDark
	case btnSelected:
		t.Fill, t.TextColor = colText, colInk
		t.Stroke, t.StrokeWidth = colBrass, k.u(3)
	case btnDanger:
		t.Fill = colDanger
	case btnQuiet:
		t.Fill, t.TextColor = colPanel, colTextDim
		t.Stroke, t.StrokeWidth = colPanelLight, k.u(1)
	}
	t.Radius = k.u(8)
	t.Bold = kind == btnPrimary
	t.TextSize = k.u(18)
	t.MinTextSize = k.u(12)
	t.Min = k.sz(90, touchHeight)
	t.Name = "button:" + label
	t.Taps = &k.taps
	if fn != nil {
		t.OnTapped = k.act(fn)
	}
	return t
}

// label is wrapping text in the theme's size (or a bigger one).
func (k *Kiosk) label(text string, size fyne.ThemeSizeName, bold bool) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	l.SizeName = size
	l.TextStyle = fyne.TextStyle{Bold: bold}
	return l
}

// text is one line of canvas text.
func (k *Kiosk) text(s string, size float32, c color.Color, bold bool) *canvas.Text {
	t := canvas.NewText(s, c)
	t.TextSize = k.u(size)
	t.TextStyle = fyne.TextStyle{Bold: bold}
	return t
}

// tile is an inert coloured tile with text.
func (k *Kiosk) tile(fill, ink color.Color, size float32, lines ...string) *widgets.Tile {
	t := widgets.NewTile(fill, lines...)
	t.TextColor = ink
	t.TextSize = k.u(size)
	t.MinTextSize = k.u(12)
	t.Radius = k.u(6)
	t.Taps = &k.taps
	return t
}

// charTile is a bandit's coloured name tile; tapping shows its power.
func (k *Kiosk) charTile(c express.Character, size float32, extra ...string) *widgets.Tile {
	t := k.tile(charFill(c), charInk(c), size, append([]string{k.w().character(c)}, extra...)...)
	t.Bold = true
	t.Stroke, t.StrokeWidth = colTextDim, k.u(1)
	t.Name = "bandit:" + c.String()
	t.OnTapped = k.act(func() { k.showHelp(helpTopic{kind: helpCharacter, character: c}) })
	return t
}

// panel puts content on a panel-coloured rounded background with padding.
func (k *Kiosk) panel(content fyne.CanvasObject) fyne.CanvasObject {
	bg := canvas.NewRectangle(colPanel)
	bg.CornerRadius = k.u(8)
	return container.NewStack(bg, container.New(&padLayout{p: k.u(6)}, content))
}

// padLayout insets its objects by p on every side.
type padLayout struct{ p float32 }

func (l *padLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(l.p, l.p))
		o.Resize(fyne.NewSize(size.Width-2*l.p, size.Height-2*l.p))
	}
}

func (l *padLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m.AddWidthHeight(2*l.p, 2*l.p)
}

// pad insets content.
func (k *Kiosk) pad(content fyne.CanvasObject, p float32) fyne.CanvasObject {
	return container.New(&padLayout{p: k.u(p)}, content)
}

// background fills the screen behind content.
func (k *Kiosk) background(c color.Color, content fyne.CanvasObject) fyne.CanvasObject {
	return container.NewStack(canvas.NewRectangle(c), content)
}

// gear is the operator menu's corner button.
func (k *Kiosk) gear() fyne.CanvasObject {
	b := widgets.NewTile(colPanel, "")
	b.Radius = k.u(8)
	b.Min = k.sz(touchHeight, touchHeight*0.8)
	b.Name = "operator"
	icon := widget.NewIcon(theme.SettingsIcon())
	b.Content = container.New(&padLayout{p: k.u(10)}, icon)
	b.OnTapped = k.act(k.openOperator)
	return b
}

func withAlpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}
