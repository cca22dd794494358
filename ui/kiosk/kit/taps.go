package kit

import (
	"time"

	"fyne.io/fyne/v2"
)

// FingerSlop is how far (design pixels: about 8 mm on the 7" screen) a
// second tap may land from the first and still be the same finger;
// DoubleTap is how soon after the first it must come.
const (
	FingerSlop = 40
	DoubleTap  = 700 * time.Millisecond
)

// SameFinger reports whether a tap at at (on the window) is the second tap
// of a double tap: close to the last tap on any control, and right after
// it. The curtain's reveal ignores such a tap, so the finger that just
// confirmed a card, turned the narration or hid a hand never opens the
// next player's cards (issue 22).
func (k *Kit) SameFinger(at fyne.Position) bool {
	return k.Taps.Near(at, k.U(FingerSlop), DoubleTap)
}
