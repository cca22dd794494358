package kiosk

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"

	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// TestFramedGearAndToast: the shell draws its operator gear and toast line
// in a game screen's slots (kit.GearSlot, kit.ToastSlot), sized as it
// draws them, and the gear a board left room for opens the operator menu;
// a screen without a gear slot gets the gear all the same, at its top
// right corner.
func TestFramedGearAndToast(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	k := r.k
	k.toast = "refused"
	lk := &k.look
	gear, toast := lk.GearSlot(), lk.ToastSlot()
	if gear.MinSize() != k.gear().MinSize() || toast.MinSize() != k.toastObject(lk).MinSize() {
		t.Errorf("slots of %v and %v, the gear and toast the shell draws %v and %v", gear.MinSize(), toast.MinSize(), k.gear().MinSize(), k.toastObject(lk).MinSize())
	}
	body := widgets.Rows([]float32{0, 1, 0}, k.u(5), widgets.Cols([]float32{1, 0}, 0, layout.NewSpacer(), gear), layout.NewSpacer(), toast)
	screen := k.framed(kit.Screen{Body: body})
	if screen != body {
		t.Errorf("a screen with the gear's slot got a frame of the shell's: %T", screen)
	}
	named := func(o fyne.CanvasObject, name string) (n int, last *widgets.Tile) {
		o.Resize(fyne.NewSize(800, 480))
		for _, x := range test.LaidOutObjects(o) {
			if tl, ok := x.(*widgets.Tile); ok && tl.Name == name {
				n, last = n+1, tl
			}
		}
		return n, last
	}
	if n, _ := named(screen, "operator"); n != 1 {
		t.Errorf("%d gears in the gear's slot", n)
	}
	if toastTile, ok := body.Objects[2].(*widgets.Tile); !ok || len(toastTile.Lines) != 1 || toastTile.Lines[0] != "refused" {
		t.Errorf("the toast's slot holds %T, not the toast", body.Objects[2])
	}
	_, g := named(screen, "operator")
	test.Tap(g)
	if k.nav.overlay != overlayPIN {
		t.Errorf("the gear in the slot opened overlay %v, not the operator's PIN", k.nav.overlay)
	}
	k.nav.overlay = overlayNone

	bare := k.framed(kit.Screen{Body: layout.NewSpacer()})
	n, g := named(bare, "operator")
	if n != 1 {
		t.Fatalf("%d gears on a screen without the gear's slot", n)
	}
	if p, sz, ok := absRect(bare, "operator", fyne.NewSize(800, 480)); !ok || sz != k.gear().MinSize() || p.Y > k.u(6) || p.X+sz.Width < 800-k.u(6) {
		t.Errorf("the gear of a screen without its slot is at %v, %v: not in the top right corner", p, sz)
	}
	test.Tap(g)
	if k.nav.overlay != overlayPIN {
		t.Errorf("the corner gear opened overlay %v, not the operator's PIN", k.nav.overlay)
	}
}
