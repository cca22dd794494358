package kiosk

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"colt/engine/express"
	"colt/ui/kiosk/internal/widgets"
)

// overlayLog is the panel of the last moves (the log button), open to
// anyone without the PIN: public events only.
const overlayLog overlayKind = 100

// moveLogSize is how many sentences the log keeps (the phone page keeps as
// many).
const moveLogSize = 40

// moveLog is the log of the last moves: one sentence per public event of
// the game on the table, as the phone page words it ("Tuco robs a purse
// inside wagon 2"), oldest first. It is presentation only, rebuilt from
// the table's updates: the public events the table publishes, never a
// seat's.
type moveLog struct {
	lines []line
}

// add words the public events of one table update, in the public view the
// update ends with.
func (k *Kiosk) addMoves(evs []express.Event, pv *express.PublicView) {
	g := k.w()
	for _, e := range express.EventsFor(evs, express.NoSeat) { // already public; filtering again is harmless
		if e.Kind == express.EvCardsDrawn && e.Count > 3 { // everyone's deal: said once by the round's start
			continue
		}
		text, why := g.describe(e, pv)
		if text == "" {
			continue
		}
		k.moves.lines = append(k.moves.lines, line{text: text, why: why})
	}
	if n := len(k.moves.lines); n > moveLogSize {
		k.moves.lines = append([]line(nil), k.moves.lines[n-moveLogSize:]...)
	}
}

// logButton opens the log of the last moves: on the round bar of every
// in-game screen and on the curtain, for anyone, without the PIN.
func (k *Kiosk) logButton() fyne.CanvasObject {
	b := k.button(tr(k.lang, "log.open"), btnQuiet, func() { k.overlay = overlayLog })
	b.TextSize = k.u(14)
	b.MinTextSize = k.u(pileTextMin)
	b.Min = k.sz(72, 44)
	b.Name = "log"
	return b
}

// logOverlay lists the last moves, the latest first.
func (k *Kiosk) logOverlay() fyne.CanvasObject {
	title := k.label(tr(k.lang, "log.title"), theme.SizeNameHeadingText, true)
	var rows []fyne.CanvasObject
	for i := len(k.moves.lines) - 1; i >= 0; i-- {
		rows = append(rows, k.lineView(k.moves.lines[i]))
	}
	if len(rows) == 0 {
		rows = append(rows, k.label(tr(k.lang, "log.empty"), "", false))
	}
	list := container.NewVScroll(container.NewVBox(rows...))
	close := k.button(tr(k.lang, "help.close"), btnPrimary, k.closeOverlay)
	close.Name = "log-close"
	content := widgets.Rows([]float32{0, 1, 0}, k.u(6), title, list, close)
	return k.dialog(content, 0.9, 0.9, k.closeOverlay)
}
