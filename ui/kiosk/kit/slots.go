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

// slotLayout is a slot for the shell's part named part: a wordless,
// empty container of the part's size, which the shell replaces by its
// part (FillSlots).
type slotLayout struct {
	part string
	size fyne.Size
}

func newSlot(part string, size fyne.Size) *fyne.Container {
	return container.New(slotLayout{part: part, size: size})
}

func (l slotLayout) Layout([]fyne.CanvasObject, fyne.Size) {}

func (l slotLayout) MinSize([]fyne.CanvasObject) fyne.Size { return l.size }

// slotOf is the part o is a slot for ("": o is no slot).
func slotOf(o fyne.CanvasObject) string {
	if c, ok := o.(*fyne.Container); ok {
		if l, ok := c.Layout.(slotLayout); ok {
			return l.part
		}
	}
	return ""
}

// FillSlots puts the shell's parts in place of the slots in o (GearSlot,
// ToastSlot): each slot becomes what part returns for its name (SlotGear,
// SlotToast), in its container (or as its tile's content) as if the
// board's layout had placed the part itself; a nil part leaves the slot.
// The shell calls it on each screen it frames, before laying the screen
// out; a screen that is a slot itself is no screen and stays as it is.
func FillSlots(o fyne.CanvasObject, part func(name string) fyne.CanvasObject) {
	fill := func(o fyne.CanvasObject) fyne.CanvasObject {
		if name := slotOf(o); name != "" {
			if p := part(name); p != nil {
				return p
			}
			return o
		}
		FillSlots(o, part)
		return o
	}
	switch x := o.(type) {
	case *fyne.Container:
		if slotOf(x) != "" {
			return
		}
		for i, c := range x.Objects {
			x.Objects[i] = fill(c)
		}
	case *widgets.Tile: // a tile's content (a lit place's frame)
		if x.Content != nil {
			x.Content = fill(x.Content)
		}
	}
}
