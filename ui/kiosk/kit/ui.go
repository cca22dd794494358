package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"colt/engine/table"
	"colt/ui/kiosk/internal/widgets"
)

// ButtonKind is the look of a kiosk button.
type ButtonKind int

const (
	BtnNormal   ButtonKind = iota
	BtnPrimary             // the main way on (brass)
	BtnSelected            // a chosen option in a set
	BtnDanger              // ends or abandons something
	BtnQuiet               // secondary, less contrast
)

// TouchHeight is the height of a touch target at design size: above the
// 48 px minimum even at the smallest scale (0.8 × 60 = 48).
const TouchHeight = 60

// Kit draws the kiosk's tiles, buttons and text at the window's size
// factor. The shell owns one (its scale, its tap log, its tap wrapper, the
// size of its frame's parts) and lends it to the games' boards through
// Host.
type Kit struct {
	// Scale points at the window's size factor (1 = the 800×480 design);
	// the shell changes it when the window is resized.
	Scale *float32
	// Taps is the log of the last tap on a tile (a reveal ignores the
	// second tap of a double tap).
	Taps *widgets.TapLog
	// Tap wraps a tap's handler: the shell notes the input and redraws.
	Tap func(fn func()) func()
	// Frame is the size of the shell's parts a game screen leaves a slot
	// for (GearSlot, ToastSlot), as the shell draws them now.
	Frame func() FrameSizes
}

// Act is fn as a tap's handler (Tap).
func (k *Kit) Act(fn func()) func() { return k.Tap(fn) }

// U is v design pixels at the window's size factor.
func (k *Kit) U(v float32) float32 { return v * *k.Scale }

// Sz is a size of w × h design pixels at the window's size factor.
func (k *Kit) Sz(w, h float32) fyne.Size { return fyne.NewSize(k.U(w), k.U(h)) }

// Button returns a big touch button whose text shrinks to fit.
func (k *Kit) Button(label string, kind ButtonKind, fn func()) *widgets.Tile {
	t := widgets.NewTile(ColPanelLight, label)
	t.TextColor = ColText
	switch kind {
	case BtnPrimary:
		t.Fill, t.TextColor = ColBrass, ColBrassDark
	case BtnSelected:
		t.Fill, t.TextColor = ColText, ColInk
		t.Stroke, t.StrokeWidth = ColBrass, k.U(3)
	case BtnDanger:
		t.Fill = ColDanger
	case BtnQuiet:
		t.Fill, t.TextColor = ColPanel, ColTextDim
		t.Stroke, t.StrokeWidth = ColPanelLight, k.U(1)
	}
	t.Radius = k.U(8)
	t.Bold = kind == BtnPrimary
	t.TextSize = k.U(18)
	t.MinTextSize = k.U(MinText)
	t.Min = k.Sz(90, TouchHeight)
	t.Name = "button:" + label
	t.Taps = k.Taps
	if fn != nil {
		t.OnTapped = k.Act(fn)
	}
	return t
}

// Label is wrapping text in the theme's size (or a bigger one).
func (k *Kit) Label(text string, size fyne.ThemeSizeName, bold bool) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	l.SizeName = size
	l.TextStyle = fyne.TextStyle{Bold: bold}
	return l
}

// Para is wrapping text in the theme's size (or a bigger one), laid out as
// Label lays it out but drawn from Colt Sans directly (widgets.Para): no
// fallback font is loaded for it. The kiosk's first screen uses it.
func (k *Kit) Para(text string, size fyne.ThemeSizeName, bold bool) *widgets.Para {
	return widgets.NewPara(text, size, bold)
}

// Text is one line of canvas text.
func (k *Kit) Text(s string, size float32, c color.Color, bold bool) *canvas.Text {
	t := canvas.NewText(s, c)
	t.TextSize = k.U(size)
	t.TextStyle = fyne.TextStyle{Bold: bold}
	t.FontSource = Theme{}.FontSourceFor(t.TextStyle, s) // the theme's face, without Fyne's fallbacks
	return t
}

// Tile is an inert coloured tile with text.
func (k *Kit) Tile(fill, ink color.Color, size float32, lines ...string) *widgets.Tile {
	t := widgets.NewTile(fill, lines...)
	t.TextColor = ink
	t.TextSize = k.U(size)
	t.MinTextSize = k.U(MinText)
	t.Radius = k.U(6)
	t.Taps = k.Taps
	return t
}

// Panel puts content on a panel-coloured rounded background with padding.
func (k *Kit) Panel(content fyne.CanvasObject) fyne.CanvasObject {
	bg := canvas.NewRectangle(ColPanel)
	bg.CornerRadius = k.U(8)
	return container.NewStack(bg, container.New(&PadLayout{P: k.U(6)}, content))
}

// PadLayout insets its objects by P on every side.
type PadLayout struct{ P float32 }

func (l *PadLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(l.P, l.P))
		o.Resize(fyne.NewSize(size.Width-2*l.P, size.Height-2*l.P))
	}
}

func (l *PadLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m.AddWidthHeight(2*l.P, 2*l.P)
}

// Pad insets content by p design pixels.
func (k *Kit) Pad(content fyne.CanvasObject, p float32) fyne.CanvasObject {
	return container.New(&PadLayout{P: k.U(p)}, content)
}

// Background fills the screen behind content.
func (k *Kit) Background(c color.Color, content fyne.CanvasObject) fyne.CanvasObject {
	return container.NewStack(canvas.NewRectangle(c), content)
}

// WithAlpha is c with alpha a.
func WithAlpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}

// LayOut lays a screen out at size as the window will: twice, since a
// wrapping label knows its height only once it has its width.
func LayOut(screen fyne.CanvasObject, size fyne.Size) {
	screen.Resize(size.AddWidthHeight(1, 1))
	screen.Resize(size)
}

// NextBotMode is the bot level after m: Normal, Hard, Easy, Normal…
func NextBotMode(m table.SeatMode) table.SeatMode {
	switch m {
	case table.Bot:
		return table.BotHard
	case table.BotHard:
		return table.BotEasy
	}
	return table.Bot
}

// MeasureText is the size of text drawn at size in style s the kiosk's way:
// from Colt Sans alone when it has every rune (Theme.FontSourceFor), as
// the kiosk's Text, tiles and paragraphs draw it. fyne.MeasureText measures
// through the theme's fallback fonts, loading them all the first time; the
// sizes are the same (TestTextDrawnFromColtSansAlone).
func MeasureText(text string, size float32, s fyne.TextStyle) fyne.Size {
	sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(text, size, s, Theme{}.FontSourceFor(s, text))
	return sz
}
