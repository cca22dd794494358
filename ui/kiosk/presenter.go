package kiosk

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// presenter is what the screen has shown of the game, told to the table as
// its presentation cursor (table.Present) so the phones never run ahead of
// the kiosk: a phone shows the state the kiosk has caught up with, and the
// narration step the kiosk is on. It is presentation only, never game state.
type presenter struct {
	version   int  // the state id of the last table update applied to the screen
	settingUp bool // a new game's set-up pages are still to be read
}

// stepCue ties a narration step to the update it narrates: its state id and
// how many steps that update has.
type stepCue = kit.StepCue

// cueSteps marks the steps of one update.
func cueSteps(steps []step, version int) {
	for i := range steps {
		steps[i].cue = stepCue{Version: version, Of: len(steps)}
	}
}

// applied records a table update applied to the screen.
func (p *presenter) applied(version int, reason string) {
	p.version = version
	if reason == "new" {
		p.settingUp = true
	}
}

// presentation is where the screen is now.
func (k *Kiosk) presentation() table.Presentation {
	if k.screen == screenGame {
		k.pres.settingUp = false
	}
	p := table.Presentation{Version: k.pres.version, SetupDone: !k.pres.settingUp}
	cues := k.board().Cues() // Colt Super Express: each card turned over is a step (issue 22)
	if len(cues) > 0 {
		cue := cues[0]
		left := 0
		for _, c := range cues {
			if c.Version == cue.Version {
				left++
			}
		}
		if cue.Of > 0 {
			p.Version, p.Steps, p.Step = cue.Version, cue.Of, cue.Of-left+1
		}
	} else if k.t.Playing() && k.screen == screenGame && k.board().Narrating() {
		p.Steps, p.Step = 1, 1 // a narration that counts no steps: one step for the phones
	}
	return p
}

// present tells the table where the screen is (after every render).
func (k *Kiosk) present() {
	if k.t.Playing() {
		k.t.Present(k.presentation())
	}
}

// takeBackPause is how long the bots wait after a person's own move at the
// kiosk, so its "Take back" button can be reached before the next seat acts
// (a bot's search goes on meanwhile: the wait is not added to its thinking).
const takeBackPause = 2500 * time.Millisecond

// botPauseNow is the pause before the next bot move.
func (k *Kiosk) botPauseNow() time.Duration {
	if k.fast {
		return fastBotPause
	}
	if s, ok := k.t.TakeBackSeat(); ok && k.modeOf(s) != table.Phone {
		return takeBackPause
	}
	return botPause
}

// takeBackButton is the "Take back" button of the kiosk seat whose last move
// may still be taken back (no other seat has acted since), or nil. It sits
// in the top bar, where no other button appears, so a tap on it never lands
// on something that just appeared.
func (k *Kiosk) takeBackButton(pv *express.PublicView) fyne.CanvasObject {
	seat, ok := k.t.TakeBackSeat()
	if !ok || k.modeOf(seat) == table.Phone || len(k.steps) > 0 {
		return nil
	}
	name := k.name(pv, seat)
	b := k.button(tr(k.lang, "takeback.button", "name", name), btnQuiet, func() { k.takeBack(seat) })
	b.Name = "takeback"
	b.TextSize = k.u(16)
	b.Min = k.sz(240, minTouch)
	return b
}

// minTouch is the smallest height of a button a tired finger must hit.
const minTouch = 44

// takeBack takes back seat's last move; a refusal says why, in the table's language.
func (k *Kiosk) takeBack(seat engine.Seat) {
	k.reveal = revealKey{}
	k.confirm = pendingChoice{}
	err := k.t.TakeBack(table.FromKiosk, seat, table.AnyVersion)
	if err == nil {
		return
	}
	var tbe *table.TakeBackError
	if errors.As(err, &tbe) {
		k.toast = tr(k.lang, takeBackKeys[tbe.Reason])
		return
	}
	k.toast = tr(k.lang, "error.action", "err", err)
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
func (k *Kiosk) curtainBar(pv *express.PublicView) fyne.CanvasObject {
	if b := k.takeBackButton(pv); b != nil {
		return widgets.Cols([]float32{0, 1, 0, 0}, k.u(6), b, layout.NewSpacer(), k.logButton(), k.gear())
	}
	return widgets.Cols([]float32{1, 0, 0}, k.u(4), layout.NewSpacer(), k.logButton(), k.gear())
}

// withTakeBack puts the take-back button, if any, below what the table
// screen's action panel shows while a bot or a phone plays (below: the
// finger that confirmed a card on the hand screen was at the top).
func (k *Kiosk) withTakeBack(pv *express.PublicView, wait fyne.CanvasObject) fyne.CanvasObject {
	if b := k.takeBackButton(pv); b != nil {
		return widgets.Rows([]float32{1, 0}, k.u(6), wait, b)
	}
	return wait
}

// fingerSlop is how far (design pixels: about 8 mm on the 7" screen) a
// second tap may land from the first and still be the same finger;
// doubleTap is how soon after the first it must come.
const (
	fingerSlop = 40
	doubleTap  = 700 * time.Millisecond
)

// sameFinger reports whether a tap at at (on the window) is the second tap
// of a double tap: close to the last tap on any control, and right after it.
// The curtain's reveal ignores such a tap, so the finger that just
// confirmed a card, turned the narration or hid a hand never opens the next
// player's cards (issue 22).
func (k *Kiosk) sameFinger(at fyne.Position) bool {
	return k.taps.Near(at, k.u(fingerSlop), doubleTap)
}
