package kiosk

import (
	"image/color"

	"fyne.io/fyne/v2"
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

// tile is an inert coloured tile with text.
func (k *Kiosk) tile(fill, ink color.Color, size float32, lines ...string) *widgets.Tile {
	return k.look.Tile(fill, ink, size, lines...)
}

// pad insets content.
func (k *Kiosk) pad(content fyne.CanvasObject, p float32) fyne.CanvasObject {
	return k.look.Pad(content, p)
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
