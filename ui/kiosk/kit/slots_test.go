package kit

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"

	"colt/ui/kiosk/internal/widgets"
)

// TestSlotsLayOutAsTheShellsParts: a game screen's slots for the shell's
// gear and toast line are the size the shell says (Kit.Frame) while
// empty, so a screen fits itself around them; FillSlots puts the shell's
// parts in their places (in a row, and as a tile's content: a lit place),
// so a filled row is the same tree, laid out alike, as the row built with
// the parts themselves.
func TestSlotsLayOutAsTheShellsParts(t *testing.T) {
	test.NewTempApp(t)
	one := float32(1)
	gearSize, toastSize := fyne.NewSize(60, 48), fyne.NewSize(100, 26)
	k := &Kit{Scale: &one, Frame: func() FrameSizes { return FrameSizes{Gear: gearSize, Toast: toastSize} }}
	part := func(name string) *widgets.Tile {
		p := widgets.NewTile(color.Black, name)
		p.Min = map[string]fyne.Size{SlotGear: gearSize, SlotToast: toastSize}[name]
		p.Name = name
		return p
	}
	row := func(gear, toast fyne.CanvasObject) *fyne.Container {
		bar := widgets.Cols([]float32{1, 0}, 4, layout.NewSpacer(), gear)
		return widgets.Rows([]float32{0, 1, 0}, 5, bar, layout.NewSpacer(), toast)
	}

	gear, toast := k.GearSlot(), k.ToastSlot()
	if gear.MinSize() != gearSize || toast.MinSize() != toastSize {
		t.Fatalf("empty slots ask %v and %v, the shell's parts %v and %v", gear.MinSize(), toast.MinSize(), gearSize, toastSize)
	}
	lit := widgets.NewTile(color.Transparent)
	lit.Content = k.GearSlot()
	screen := widgets.Rows([]float32{1, 0}, 0, row(gear, toast), lit)
	filled := map[string]int{}
	FillSlots(screen, func(name string) fyne.CanvasObject {
		filled[name]++
		return part(name)
	})
	if filled[SlotGear] != 2 || filled[SlotToast] != 1 {
		t.Fatalf("filled %v: want both gears (the row's, the lit tile's) and the toast", filled)
	}
	FillSlots(screen, func(name string) fyne.CanvasObject {
		t.Errorf("a filled slot is filled again (%s)", name)
		return nil
	})
	// the parts in the slots' places: the tree is the one the board would
	// have built with the parts (the goldens' markup)
	top := screen.Objects[0].(*fyne.Container)
	for i, got := range []fyne.CanvasObject{top.Objects[0].(*fyne.Container).Objects[1], top.Objects[2], lit.Content} {
		if tl, ok := got.(*widgets.Tile); !ok || tl.Name != []string{SlotGear, SlotToast, SlotGear}[i] {
			t.Errorf("slot %d: %T in the part's place", i, got)
		}
	}

	// a filled row, and the row built with the parts: the parts at the
	// same place and size
	size := fyne.NewSize(400, 300)
	slotted := row(k.GearSlot(), k.ToastSlot())
	FillSlots(slotted, func(name string) fyne.CanvasObject { return part(name) })
	plain := row(part(SlotGear), part(SlotToast))
	slotted.Resize(size)
	plain.Resize(size)
	for _, name := range []string{SlotGear, SlotToast} {
		gp, gs, _ := placeOf(slotted, name, fyne.Position{})
		wp, ws, ok := placeOf(plain, name, fyne.Position{})
		if !ok || gp != wp || gs != ws {
			t.Errorf("%s: in its slot at %v %v, in the row itself at %v %v", name, gp, gs, wp, ws)
		}
	}

	empty := k.ToastSlot()
	FillSlots(empty, func(string) fyne.CanvasObject { return nil })
	if n := len(empty.(*fyne.Container).Objects); n != 0 {
		t.Errorf("a nil part put %d objects in the slot", n)
	}
}

// placeOf is the absolute place and size of the tile named name in o.
func placeOf(o fyne.CanvasObject, name string, at fyne.Position) (fyne.Position, fyne.Size, bool) {
	at = at.Add(o.Position())
	switch x := o.(type) {
	case *widgets.Tile:
		return at, x.Size(), x.Name == name
	case *fyne.Container:
		for _, c := range x.Objects {
			if p, s, ok := placeOf(c, name, at); ok {
				return p, s, true
			}
		}
	}
	return fyne.Position{}, fyne.Size{}, false
}
