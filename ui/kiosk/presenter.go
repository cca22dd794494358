package kiosk

import (
	"time"

	"fyne.io/fyne/v2"

	"colt/engine/table"
	"colt/ui/kiosk/kit"
)

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

// fingerSlop and doubleTap tell the second tap of a double tap (the kit's:
// kit.FingerSlop, kit.DoubleTap).
const (
	fingerSlop = kit.FingerSlop
	doubleTap  = kit.DoubleTap
)

// sameFinger reports whether a tap at at is the second tap of a double tap
// (kit.Kit.SameFinger, which the boards' curtains ask too).
func (k *Kiosk) sameFinger(at fyne.Position) bool { return k.look.SameFinger(at) }
