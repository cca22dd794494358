package expressboard

import (
	"image/color"

	"fyne.io/fyne/v2"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/kit"
)

// The kit.Board methods of Colt Express's renderer.

var _ kit.Board = (*Board)(nil)

func (k *Board) SetupScreen(f kit.FormParts) fyne.CanvasObject { return k.form.screen(f) }
func (k *Board) PhysicalScreen() kit.Physical                  { return k.form.physicalScreen() }
func (k *Board) GameScreen() kit.Screen                        { return k.gameScreen() }

func (k *Board) EndedScreen(result any) kit.Screen {
	switch r := result.(type) {
	case express.Result:
		return k.scores.screen(&r, true)
	case *express.Result:
		return k.scores.screen(r, true)
	}
	return k.scores.screen(nil, true)
}

func (k *Board) Signal() hw.TurnSignal  { return k.curtain.expressSignal() }
func (k *Board) Press(seat engine.Seat) { k.curtain.expressPress(seat) }
func (k *Board) Narrating() bool        { return len(k.narr.steps) > 0 }
func (k *Board) Next()                  { k.stepPages.nextStep() }
func (k *Board) Hide()                  { k.reveal = revealKey{} }

// Update narrates an update (narration.narrate); when it told nothing in
// public, the hand on screen may stay for the seat that plays on
// (carryReveal).
func (k *Board) Update(tu table.Update) {
	u := expressUpdate(tu)
	carry := k.carry
	k.carry = revealKey{}
	if k.narr.narrate(u, k.shell.w(), k.shell.h.Fast()) {
		k.curtain.carryReveal(carry, u)
	}
}

func (k *Board) HistoryLines(gs table.GameSummary) (string, string, bool) {
	return historyLines(k.shell.w(), gs)
}

func (k *Board) SeatLook(seat engine.Seat) (string, color.NRGBA, color.NRGBA) {
	pv := k.shell.pub()
	c := seatChar(&pv, seat)
	return k.shell.name(&pv, seat), charFill(c), charInk(c)
}

// Cues are the narration steps not yet read, for the phones.
func (k *Board) Cues() []kit.StepCue {
	var cues []kit.StepCue
	for _, s := range k.narr.steps {
		cues = append(cues, s.cue)
	}
	return cues
}

// NarrationMark moves on with every narration step and page read.
func (k *Board) NarrationMark() int { return len(k.narr.steps)*100 + k.narr.stepPage }
func (k *Board) DraftPlayers() int  { return k.form.draft.Players }

func (k *Board) OverviewPages() []kit.OverviewPage {
	return append(k.overview.expressOverviewPages(), k.overview.moduleOverviewPages()...)
}

// ResetForm clears the new-game form: four players at the screen, each
// bandit drawn at random.
func (k *Board) ResetForm() { k.form.draft = newDraft() }

// TeachSeat is the seat whose hand is on screen behind the curtain: its
// own tips show on it.
func (k *Board) TeachSeat() (engine.Seat, bool) {
	pv := k.shell.pub()
	if !k.curtain.revealed(&pv) {
		return engine.NoSeat, false
	}
	return k.reveal.seat, true
}

// TipRoundCard is the round card of the round on the table.
func (k *Board) TipRoundCard() fyne.CanvasObject {
	pv := k.shell.pub()
	return k.frame.roundBar(pv.Round, pv.Phase, pv.Turn)
}

// Welcome are the six bandits; a tap on one shows its power.
func (k *Board) Welcome(min fyne.Size) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for c := express.Character(0); c < express.NumCharacters; c++ {
		t := k.shell.charTile(c, 17)
		t.Min = min
		out = append(out, t)
	}
	return out
}
