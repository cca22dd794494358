package kiosk

import (
	"bytes"
	"encoding/json"
	"strings"

	"fyne.io/fyne/v2"

	"colt/engine"
	"colt/engine/table"
	"colt/ui/kiosk/kit"
)

// board is one game's renderer (kit.Board): what only that game knows
// how to draw and narrate. The shell (kiosk.go: screens, pacing, the seat
// panel, the operator menu, banners, language) asks the board of the game
// on the table, or of the game being set up, and never looks inside a game
// itself. A third game of the box is a new board package that registers
// itself (kit.Register): the shell imports no game.
//
// The shell holds a board with its optional capabilities (kit.Narrator,
// kit.Historian…): each method below is the board's own when it has the
// capability, the shell's default otherwise.
type board struct{ kit.Board }

// Narrating: no narration waits without a kit.Narrator.
func (b board) Narrating() bool {
	if n, ok := b.Board.(kit.Narrator); ok {
		return n.Narrating()
	}
	return false
}

// Next turns the narration of a kit.Narrator.
func (b board) Next() {
	if n, ok := b.Board.(kit.Narrator); ok {
		n.Next()
	}
}

// Cues are a kit.Narrator's steps for the phones; none without.
func (b board) Cues() []kit.StepCue {
	if n, ok := b.Board.(kit.Narrator); ok {
		return n.Cues()
	}
	return nil
}

// NarrationMark is a kit.Narrator's; without one the narration never moves.
func (b board) NarrationMark() int {
	if n, ok := b.Board.(kit.Narrator); ok {
		return n.NarrationMark()
	}
	return 0
}

// HistoryLines are a kit.Historian's; without one, the result the table
// stored (its JSON on one line) and the players' names.
func (b board) HistoryLines(gs table.GameSummary) (winner, players string, ok bool) {
	if h, ok := b.Board.(kit.Historian); ok {
		return h.HistoryLines(gs)
	}
	var result bytes.Buffer
	if err := json.Compact(&result, gs.Result); err != nil {
		return "", "", false // not JSON: a history file that cannot be read
	}
	return result.String(), strings.Join(gs.Players, ", "), true
}

// ResetForm clears a kit.FormResetter's form.
func (b board) ResetForm() {
	if f, ok := b.Board.(kit.FormResetter); ok {
		f.ResetForm()
	}
}

// TeachSeat is a kit.Tipper's; without one no seat's own tips show.
func (b board) TeachSeat() (engine.Seat, bool) {
	if t, ok := b.Board.(kit.Tipper); ok {
		return t.TeachSeat()
	}
	return engine.NoSeat, false
}

// TipRoundCard is a kit.Tipper's; nil without one.
func (b board) TipRoundCard() fyne.CanvasObject {
	if t, ok := b.Board.(kit.Tipper); ok {
		return t.TipRoundCard()
	}
	return nil
}

// Welcome are a kit.Welcomer's pictures; none without.
func (b board) Welcome(min fyne.Size) []fyne.CanvasObject {
	if w, ok := b.Board.(kit.Welcomer); ok {
		return w.Welcome(min)
	}
	return nil
}

// Tools are a kit.Toolbox's; none without.
func (b board) Tools() []kit.Tool {
	if t, ok := b.Board.(kit.Toolbox); ok {
		return t.Tools()
	}
	return nil
}

// OverviewPages are a kit.Overviewer's; none without.
func (b board) OverviewPages() []kit.OverviewPage {
	if o, ok := b.Board.(kit.Overviewer); ok {
		return o.OverviewPages()
	}
	return nil
}
