package kiosk

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// The shell draws with the same drawing kit (kit/ui.go) it lends the
// games' boards (k.look); the operator gear is its own.

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
