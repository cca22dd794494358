package expressboard

import (
	"colt/engine"
	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
)

// The take-back button: the kiosk seat whose last move no other seat has
// followed may take it back (engine/table TakeBack).

// takeBack is the take-back: its button, where it sits, and the take-back
// itself. The board lends it whether narration waits (no take-back then),
// how to hide the hand on screen and drop a pending choice, and the move
// log's button that shares its bar.
type takeBack struct {
	shellKit
	narrating func() bool
	hide      func()
	log       *moveLog
}

// offer is the "Take back" button of the kiosk seat whose last move
// may still be taken back (no other seat has acted since), or nil. It sits
// in the top bar, where no other button appears, so a tap on it never lands
// on something that just appeared.
func (k takeBack) offer(pv *express.PublicView) fyne.CanvasObject {
	seat, ok := k.t.TakeBackSeat()
	if !ok || k.modeOf(seat) == table.Phone || k.narrating() {
		return nil
	}
	name := k.name(pv, seat)
	b := k.button(kit.Tr(k.lang(), "takeback.button", "name", name), kit.BtnQuiet, func() { k.take(seat) })
	b.Name = "takeback"
	b.TextSize = k.u(16)
	b.Min = k.sz(240, minTouch)
	return b
}

// minTouch is the smallest height of a button a tired finger must hit.
const minTouch = 44

// take takes back seat's last move; a refusal says why, in the table's language.
func (k takeBack) take(seat engine.Seat) {
	k.hide()
	err := k.t.TakeBack(table.FromKiosk, seat, table.AnyVersion)
	if err == nil {
		return
	}
	var tbe *table.TakeBackError
	if errors.As(err, &tbe) {
		k.h.Toast(kit.Tr(k.lang(), takeBackKeys[tbe.Reason]))
		return
	}
	k.h.Toast(kit.Tr(k.lang(), "error.action", "err", err))
}

// takeBackKeys are the messages of the refused take-backs.
var takeBackKeys = map[table.TakeBackReason]string{
	table.TakeBackNothing:  "takeback.nothing",
	table.TakeBackOthers:   "takeback.others",
	table.TakeBackRevealed: "takeback.revealed",
	table.TakeBackNotYours: "takeback.notYours",
}

// curtainBar is the curtain's top bar: the take-back button of the seat
// that just played, if any, at the left; the operator gear at the right.
func (k takeBack) curtainBar(pv *express.PublicView) fyne.CanvasObject {
	if b := k.offer(pv); b != nil {
		return widgets.Cols([]float32{0, 1, 0, 0}, k.u(6), b, layout.NewSpacer(), k.log.openButton(), k.h.GearSlot())
	}
	return widgets.Cols([]float32{1, 0, 0}, k.u(4), layout.NewSpacer(), k.log.openButton(), k.h.GearSlot())
}

// below puts the take-back button, if any, below what the table
// screen's action panel shows while a bot or a phone plays (below: the
// finger that confirmed a card on the hand screen was at the top).
func (k takeBack) below(pv *express.PublicView, wait fyne.CanvasObject) fyne.CanvasObject {
	if b := k.offer(pv); b != nil {
		return widgets.Rows([]float32{1, 0}, k.u(6), wait, b)
	}
	return wait
}
