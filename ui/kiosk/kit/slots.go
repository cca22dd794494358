package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"colt/ui/kiosk/internal/widgets"
)

// The shell's parts a game screen leaves a slot for in its own layout
// (GearSlot, ToastSlot): the shell draws them, the board only says where.
const (
	// SlotGear is the operator gear (with the voice's repeat button
	// beside it while the voice speaks in a game).
	SlotGear = "gear"
	// SlotToast is the toast line (nothing when no toast shows).
	SlotToast = "toast"
)

// FrameSizes are the sizes of the shell's parts as it draws them now
// (Kit.Frame): a screen that fits itself around them (a tip's band beside
// the gear, a big name shrunk above the toast) measures its slots.
type FrameSizes struct {
	Gear, Toast fyne.Size
}

// GearSlot is where a game screen's layout puts the operator gear: a
// wordless slot of the gear's size the shell fills with its gear when it
// frames the screen (FillSlots). A screen without one gets the gear at its
// top right corner.
func (k *Kit) GearSlot() fyne.CanvasObject { return newSlot(SlotGear, k.Frame().Gear) }

// ToastSlot is where a game screen's layout puts the toast line: a slot
// of the toast's height (none when no toast shows) the shell fills with
// its toast when it frames the screen (FillSlots).
func (k *Kit) ToastSlot() fyne.CanvasObject { return newSlot(SlotToast, k.Frame().Toast) }

// slotLayout is a slot for the shell's part named part: empty, it asks
// for size; filled, for what its part asks, laid out over the whole slot,
// so a filled slot lays out as its part would in the slot's place.
type slotLayout struct {
	part string
	size fyne.Size
}

func newSlot(part string, size fyne.Size) *fyne.Container {
	return container.New(slotLayout{part: part, size: size})
}

func (l slotLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l slotLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return l.size
	}
	m := fyne.NewSize(0, 0)
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// FillSlots fills every empty slot in o (GearSlot, ToastSlot) with what
// part returns for its name (SlotGear, SlotToast); a nil part leaves the
// slot empty. The shell calls it on each screen it frames, before laying
// the screen out.
func FillSlots(o fyne.CanvasObject, part func(name string) fyne.CanvasObject) {
	var c *fyne.Container
	switch x := o.(type) {
	case *fyne.Container:
		c = x
	case *widgets.Tile: // a tile's content (a lit place's frame)
		FillSlots(x.Content, part)
		return
	default:
		return
	}
	if l, ok := c.Layout.(slotLayout); ok {
		if len(c.Objects) == 0 {
			if p := part(l.part); p != nil {
				c.Objects = []fyne.CanvasObject{p}
			}
		}
		return
	}
	for _, x := range c.Objects {
		FillSlots(x, part)
	}
}
