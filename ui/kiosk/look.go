package kiosk

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// The drawing kit (kit/ui.go) under the shell's short names: the shell
// draws with the same kit it lends the games' boards (k.look).

// button returns a big touch button whose text shrinks to fit.
func (k *Kiosk) button(label string, kind kit.ButtonKind, fn func()) *widgets.Tile {
	return k.look.Button(label, kind, fn)
}

// label is wrapping text in the theme's size (or a bigger one).
func (k *Kiosk) label(text string, size fyne.ThemeSizeName, bold bool) *widget.Label {
	return k.look.Label(text, size, bold)
}

// text is one line of canvas text.
func (k *Kiosk) text(s string, size float32, c color.Color, bold bool) *canvas.Text {
	return k.look.Text(s, size, c, bold)
}

// tile is an inert coloured tile with text.
func (k *Kiosk) tile(fill, ink color.Color, size float32, lines ...string) *widgets.Tile {
	return k.look.Tile(fill, ink, size, lines...)
}

// panel puts content on a panel-coloured rounded background with padding.
func (k *Kiosk) panel(content fyne.CanvasObject) fyne.CanvasObject { return k.look.Panel(content) }

// pad insets content.
func (k *Kiosk) pad(content fyne.CanvasObject, p float32) fyne.CanvasObject {
	return k.look.Pad(content, p)
}

// background fills the screen behind content.
func (k *Kiosk) background(c color.Color, content fyne.CanvasObject) fyne.CanvasObject {
	return k.look.Background(c, content)
}

// gear is the operator menu's corner button.
func (k *Kiosk) gear() fyne.CanvasObject {
	b := widgets.NewTile(kit.ColPanel, "")
	b.Radius = k.u(8)
	b.Min = k.sz(kit.TouchHeight, kit.TouchHeight*0.8)
	b.Name = "operator"
	icon := widget.NewIcon(theme.SettingsIcon())
	b.Content = container.New(&kit.PadLayout{P: k.u(10)}, icon)
	b.OnTapped = k.act(k.op.open)
	return k.voice.withRepeat(b) // the voice's repeat beside it (voice.go)
}
