package kiosk

import (
	"image/color"

	"fyne.io/fyne/v2"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/table"
	"colt/hw"
)

// expressBoard is Colt Express's renderer: the kiosk's screens for it
// (screen_*.go, steps.go, train.go) through the board interface.
type expressBoard struct{ k *Kiosk }

func (b expressBoard) setupScreen() fyne.CanvasObject    { return b.k.expressSetupScreen() }
func (b expressBoard) physicalScreen() fyne.CanvasObject { return b.k.physicalScreen() }
func (b expressBoard) gameScreen() fyne.CanvasObject     { return b.k.gameScreen() }

func (b expressBoard) endedScreen(result any) fyne.CanvasObject {
	switch r := result.(type) {
	case express.Result:
		return b.k.scoresScreen(&r, true)
	case *express.Result:
		return b.k.scoresScreen(r, true)
	}
	return b.k.scoresScreen(nil, true)
}

func (b expressBoard) update(u tableUpdate)   { b.k.expressNarrate(u) }
func (b expressBoard) signal() hw.TurnSignal  { return b.k.expressSignal() }
func (b expressBoard) press(seat engine.Seat) { b.k.expressPress(seat) }
func (b expressBoard) narrating() bool        { return len(b.k.steps) > 0 }
func (b expressBoard) next()                  { b.k.nextStep() }
func (b expressBoard) hide()                  { b.k.reveal = revealKey{} }

func (b expressBoard) historyLines(gs table.GameSummary) (string, string, bool) {
	return b.k.expressHistory(gs)
}

func (b expressBoard) seatLook(seat engine.Seat) (string, color.NRGBA, color.NRGBA) {
	pv := b.k.pub()
	c := seatChar(&pv, seat)
	return b.k.name(&pv, seat), charFill(c), charInk(c)
}
