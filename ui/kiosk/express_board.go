package kiosk

import (
	"image/color"

	"fyne.io/fyne/v2"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/kit"
)

// expressBoard is Colt Express's renderer: the kiosk's screens for it
// (screen_*.go, steps.go, train.go) through the board interface.
type expressBoard struct{ k *Kiosk }

func (b expressBoard) SetupScreen() fyne.CanvasObject    { return b.k.expressSetupScreen() }
func (b expressBoard) PhysicalScreen() fyne.CanvasObject { return b.k.physicalScreen() }
func (b expressBoard) GameScreen() fyne.CanvasObject     { return b.k.gameScreen() }

func (b expressBoard) EndedScreen(result any) fyne.CanvasObject {
	switch r := result.(type) {
	case express.Result:
		return b.k.scoresScreen(&r, true)
	case *express.Result:
		return b.k.scoresScreen(r, true)
	}
	return b.k.scoresScreen(nil, true)
}

func (b expressBoard) Update(u table.Update)  { b.k.expressNarrate(expressUpdate(u)) }
func (b expressBoard) Signal() hw.TurnSignal  { return b.k.expressSignal() }
func (b expressBoard) Press(seat engine.Seat) { b.k.expressPress(seat) }
func (b expressBoard) Narrating() bool        { return len(b.k.steps) > 0 }
func (b expressBoard) Next()                  { b.k.nextStep() }
func (b expressBoard) Hide()                  { b.k.reveal = revealKey{} }

func (b expressBoard) HistoryLines(gs table.GameSummary) (string, string, bool) {
	return b.k.expressHistory(gs)
}

func (b expressBoard) SeatLook(seat engine.Seat) (string, color.NRGBA, color.NRGBA) {
	pv := b.k.pub()
	c := seatChar(&pv, seat)
	return b.k.name(&pv, seat), charFill(c), charInk(c)
}

// Cues are the narration steps not yet read, for the phones.
func (b expressBoard) Cues() []kit.StepCue {
	var cues []kit.StepCue
	for _, s := range b.k.steps {
		cues = append(cues, s.cue)
	}
	return cues
}

func (b expressBoard) NarrationMark() int { return len(b.k.steps) }
func (b expressBoard) DraftPlayers() int  { return b.k.draft.players }

func (b expressBoard) OverviewPages() []kit.OverviewPage {
	return append(b.k.expressOverviewPages(), b.k.moduleOverviewPages()...)
}
