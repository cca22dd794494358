package kiosk

import (
	"colt/engine/table"
	"colt/ui/kiosk/kit"
)

// presenter is what the screen has shown of the game, told to the table as
// its presentation cursor (table.Present) so the phones never run ahead of
// the kiosk: a phone shows the state the kiosk has caught up with, and the
// narration step the kiosk is on. It is presentation only, never game state.
type presenter struct {
	version   int  // the state id of the last table update applied to the screen
	settingUp bool // a new game's set-up pages are still to be read

	t *table.Table
}

// applied records a table update applied to the screen.
func (p *presenter) applied(version int, reason string) {
	p.version = version
	if reason == "new" {
		p.settingUp = true
	}
}

// presentation is where the screen is now: onGame, the game screen is up;
// b is the board of the game on the table.
func (p *presenter) presentation(onGame bool, b board) table.Presentation {
	if onGame {
		p.settingUp = false
	}
	pr := table.Presentation{Version: p.version, SetupDone: !p.settingUp}
	cues := b.Cues() // Colt Super Express: each card turned over is a step (issue 22)
	if len(cues) > 0 {
		cue := cues[0]
		left := 0
		for _, c := range cues {
			if c.Version == cue.Version {
				left++
			}
		}
		if cue.Of > 0 {
			pr.Version, pr.Steps, pr.Step = cue.Version, cue.Of, cue.Of-left+1
		}
	} else if p.t.Playing() && onGame && b.Narrating() {
		pr.Steps, pr.Step = 1, 1 // a narration that counts no steps: one step for the phones
	}
	return pr
}

// present tells the table where the screen is (after every render); board
// is the board of the game on the table, asked only with a game on it.
func (p *presenter) present(onGame bool, board func() board) {
	if p.t.Playing() {
		p.t.Present(p.presentation(onGame, board()))
	}
}

// fingerSlop and doubleTap tell the second tap of a double tap (the kit's:
// kit.FingerSlop, kit.DoubleTap).
const (
	fingerSlop = kit.FingerSlop
	doubleTap  = kit.DoubleTap
)
