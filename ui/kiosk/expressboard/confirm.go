package expressboard

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// pendingChoice is a card chosen on the hand screen, not yet played: a
// second tap, on the confirm button at a fixed place, plays it. It belongs
// to one seat and one state id: any other screen forgets it.
type pendingChoice struct {
	ok      bool
	seat    express.Seat
	version int
	cmd     express.Command
	label   string
	// bandit names the bandit whose card it is on a two-bandit hand's
	// page ("" otherwise): the confirm says it on a line of its own
	bandit string
}

// confirmFlow is the hand screen's choose-then-confirm: a tap on a card
// selects it, the confirm button at a fixed place plays it, and the
// panels that place the choices and the confirm. The choice waiting is
// the handoff's (pending, curtain.go: a new hand on screen forgets it);
// the board lends it its submit and the bandit of the hand's page.
type confirmFlow struct {
	shellKit
	pending *pendingChoice
	submit  func(cmd express.Command, version int)
	bandit  func() string
}

// needsConfirm reports whether a hand-screen choice plays only after a
// confirm: playing a card or drawing (a turn's one move).
func needsConfirm(c express.Command) bool {
	return c.Kind == express.CmdPlay || c.Kind == express.CmdDraw
}

// choose is a tap on a hand-screen choice: a card is selected (tapped again:
// unselected), anything else is sent at once.
func (k confirmFlow) choose(seat express.Seat, c express.Command, version int, label string) {
	if !needsConfirm(c) {
		k.submit(c, version)
		return
	}
	if k.pending.ok && k.pending.version == version && k.pending.cmd == c {
		*k.pending = pendingChoice{}
		return
	}
	*k.pending = pendingChoice{ok: true, seat: seat, version: version, cmd: c, label: label, bandit: k.bandit()}
}

// selected reports whether c is the choice waiting for its confirm.
func (k confirmFlow) selected(seat express.Seat, version int, c express.Command) bool {
	p := *k.pending
	return p.ok && p.seat == seat && p.version == version && p.cmd == c
}

// confirmButton is the hand screen's confirm button, always at the same
// place (beside the question, above the choices), so the confirming finger never
// lands on a card: "Play Shoot ✓" once a card is chosen, a quiet hint before.
func (k confirmFlow) confirmButton(seat express.Seat, version int) fyne.CanvasObject {
	c, lines := k.model(seat, version) // the values (model_hand.go)
	if !c.Open() {
		b := k.button(c.Label, kit.BtnQuiet, nil)
		b.Name = c.Name
		b.TextSize = k.u(14)
		b.Min = k.sz(100, minTouch)
		return b
	}
	b := k.button(c.Label, kit.BtnPrimary, c.Do)
	b.Name = c.Name
	b.Min = k.sz(100, minTouch)
	if len(lines) > 1 { // "Confirm: Ghost" over the card, three lines at kit.MinText in the confirm's narrow place
		b.Lines = lines
		b.MinTextSize = k.u(kit.MinText) // the readability check's confirm-teams-6
	}
	return b
}

// playSlots gives each choice of a one-bandit Schemin' turn a fixed slot —
// one per card kind, in the deck's order, then Draw — so a button keeps its
// place from one turn to the next whatever the hand holds; slots with no
// card stay empty. ok is false for other choices (they keep the legal order).
func playSlots(choices []i18n.Choice, stagecoach bool) (slots []int, n int, ok bool) {
	return slotsOf(choices, stagecoach, false)
}

// slotsOf is playSlots; with anyPlay, a play of any bandit and face has
// its card's slot too (a page of a two-bandit hand holds one bandit's
// cards of one face), and a whisky to drink the cells after the Face down
// switch's (cardSlots(stagecoach), the cell after Draw's), in the legal
// order: the cards keep their slots on a whisky turn (issue 34 item 6).
func slotsOf(choices []i18n.Choice, stagecoach, anyPlay bool) (slots []int, n int, ok bool) {
	kinds := []express.ActionKind{express.Move, express.FloorChange, express.Shoot, express.Rob, express.Punch, express.MarshalCard}
	if stagecoach {
		kinds = append(kinds, express.Ride)
	}
	n = cardSlots(stagecoach)
	used := make([]bool, n, n+4)
	drinks := 0
	for _, ch := range choices {
		c := ch.Command
		slot := -1
		switch {
		case c.Kind == express.CmdDraw:
			slot = len(kinds)
		case c.Kind == express.CmdDrink && anyPlay:
			slot = cardSlots(stagecoach) + 1 + drinks
			drinks++
			for len(used) <= slot {
				used = append(used, false)
			}
			n = len(used)
		case c.Kind == express.CmdPlay && (anyPlay || !c.FaceDown && c.Bandit == express.NoSeat):
			for i, kd := range kinds {
				if kd == c.Card {
					slot = i
				}
			}
		}
		if slot < 0 || used[slot] {
			return nil, 0, false
		}
		used[slot] = true
		slots = append(slots, slot)
	}
	return slots, n, len(choices) > 0
}

// cardSlots is the number of slots of a turn's cards: one per card kind
// (Ride's with the stagecoach), then Draw's.
func cardSlots(stagecoach bool) int {
	if stagecoach {
		return 8
	}
	return 7
}

// slotted lays buttons out in their slots (empty slots stay blank).
func slotted(buttons []fyne.CanvasObject, slots []int, n int) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, n)
	for i := range out {
		out[i] = layout.NewSpacer()
	}
	for i, b := range buttons {
		out[slots[i]] = b
	}
	return out
}

// choicePanel is the right side of the hand screen: the question, the
// choices (in fixed slots when they are a turn's cards) and, when a card
// must be confirmed, the confirm button beside the question.
//
// topH (design px) is the height of the top row (the question, the
// confirm): the same on every hand screen of a game, so what lies under
// the confirming finger on the next one is never a choice.
func (k confirmFlow) choicePanel(heading fyne.CanvasObject, choices []i18n.Choice, buttons []fyne.CanvasObject, seat express.Seat, version int, stagecoach bool, topH float32) fyne.CanvasObject {
	bcols := 2
	if len(buttons) > 6 {
		bcols = 3
	}
	confirmed := false
	for _, ch := range choices {
		confirmed = confirmed || needsConfirm(ch.Command)
	}
	if slots, n, ok := playSlots(choices, stagecoach); ok {
		buttons, bcols = slotted(buttons, slots, n), 3
	}
	grid := widgets.Grid(bcols, k.sz(100, kit.TouchHeight*0.8), k.u(4), buttons...)
	if !confirmed {
		return widgets.Rows([]float32{0, 1}, k.u(4), heading, grid)
	}
	// the confirm sits beside the question, above the choices: the grid keeps
	// its height, and no button of the next screen lies under it
	c := k.confirmButton(seat, version)
	if t, ok := c.(*widgets.Tile); ok {
		t.Min = k.sz(100, topH)
	}
	top := widgets.Cols(confirmCols, k.u(4), heading, c)
	return widgets.Rows([]float32{0, 1}, k.u(4), top, grid)
}

// confirmCols share the hand screen's top row of choices between the
// question and the confirm: the confirm takes the panel's right end, to
// the right of where the next player's reveal can be (revealWidth), so
// the finger that confirms never lands on the next screen's reveal, even
// twice in a row (issue 22 item 5: by layout, not only by the double-tap
// filter).
var confirmCols = []float32{1.25, 1}

// revealWidth is the width of the curtain's "tap here to see your cards",
// centred: half the window, clear of the hand screen's confirm (which
// starts three quarters of the way across).
func (k confirmFlow) revealWidth() float32 {
	return min(k.u(460), k.h.Canvas().Size().Width*0.5)
}

// handWeight is the hand screen's share of the height for its panels (the
// train has 1): a little more when the confirm button takes a row.
func handWeight(choices []i18n.Choice) float32 {
	for _, ch := range choices {
		if needsConfirm(ch.Command) {
			return confirmWeight
		}
	}
	return 1.45
}

// confirmWeight is the bottom area's weight on a hand screen with a
// confirm: the same share every turn (buttons keep their place), room for
// two-line buttons at 12 px ("Play Floor Change / face down", "Van
// verdieping / wisselen").
const confirmWeight = 2.3

// pagedConfirmH is the height (design px) of the top row of every hand
// screen of a game where a hand can be paged (two bandits each, Teams):
// the confirm holds three lines of kit.MinText, "Confirm: Ghost" over
// "Changement d'étage / face cachée".
const pagedConfirmH = 56

// pagedChoicePanel is choicePanel for a page of a two-bandit hand: the
// bandits' tabs and the confirm on the top row (the question above them
// only when it is not the usual "Play a card or draw:" — a second play, a
// secret step), then the page's choices, each card in its slot, four a
// row, the Face down switch in the slot after Draw: two rows for a turn's
// cards, so the page fits under a pile of two rows at 800×480.
func (k confirmFlow) pagedChoicePanel(heading fyne.CanvasObject, usual bool, tabs []fyne.CanvasObject, face fyne.CanvasObject, shown []i18n.Choice, buttons []fyne.CanvasObject, seat express.Seat, version int, stagecoach bool) fyne.CanvasObject {
	bcols := 2
	if len(buttons) > 6 {
		bcols = 3
	}
	confirmed := false
	for _, ch := range shown {
		confirmed = confirmed || needsConfirm(ch.Command)
	}
	if slots, n, ok := slotsOf(shown, stagecoach, true); ok {
		buttons, bcols = slotted(buttons, slots, n), 4
		if face != nil && n > cardSlots(stagecoach) { // a whisky's drink after the switch's cell
			buttons[cardSlots(stagecoach)], face = face, nil
		}
	}
	if face != nil {
		buttons = append(buttons, face)
	}
	grid := widgets.Grid(bcols, k.sz(80, kit.TouchHeight*0.7), k.u(4), buttons...)
	if bcols == len(pagedCols) { // the slots: Floor Change's column the wider (pagedCols)
		grid = container.New(pagedGridLayout{weights: pagedCols, cell: k.sz(80, kit.TouchHeight*0.7), gap: k.u(4)}, buttons...)
	}
	tw := make([]float32, len(tabs))
	for i := range tw {
		tw[i] = 1
	}
	var top fyne.CanvasObject = widgets.Cols(tw, k.u(4), tabs...)
	if confirmed {
		c := k.confirmButton(seat, version)
		if t, ok := c.(*widgets.Tile); ok {
			t.Min = k.sz(100, pagedConfirmH)
		}
		top = widgets.Cols(confirmCols, k.u(4), top, c)
	}
	if usual {
		return widgets.Rows([]float32{0, 1}, k.u(4), top, grid)
	}
	return widgets.Rows([]float32{0, 0, 1}, k.u(4), heading, top, grid)
}
