package kiosk

import (
	"testing"
	"time"

	"colt/engine/express"
	"colt/engine/super"
	superui "colt/ui/kiosk/superboard"
)

// TestNewGroupClearsEveryGamesForm: a new group at the table (the idle
// reset, the welcome screen's New game) finds every game's form as a
// fresh kiosk shows it, not the last group's Colt Super Express seats
// beside a fresh Colt Express form; and while a form is filled in, the
// seat LEDs count the players of the game drafted.
func TestNewGroupClearsEveryGamesForm(t *testing.T) {
	r := newRig(t, Settings{IdleResetMinutes: 20}, 800, 480)
	superDraft := func() superui.Draft { return r.k.boardFor(super.GameName).Board.(*superui.Board).Draft() }
	fresh, freshExpress := superDraft(), *r.eb().Draft()
	r.tap("players:6") // Colt Express: six players
	r.tap("game:" + super.GameName)
	r.tap("players:7")
	if ts := r.k.signal(); ts.Players != 7 {
		t.Fatalf("the set-up LEDs count %d players on Colt Super Express's form of 7", ts.Players)
	}
	r.tap("game:" + express.GameName)
	if ts := r.k.signal(); ts.Players != 6 {
		t.Fatalf("the set-up LEDs count %d players on Colt Express's form of 6", ts.Players)
	}
	r.clock.Advance(21 * time.Minute)
	r.k.CheckIdle()
	if r.k.nav.screen != screenAttract {
		t.Fatal("no idle reset")
	}
	if got := superDraft(); got != fresh {
		t.Errorf("after the idle reset Colt Super Express's form is %+v, want a fresh one %+v", got, fresh)
	}
	if got := *r.eb().Draft(); got != freshExpress {
		t.Errorf("after the idle reset Colt Express's form is %+v, want a fresh one %+v", got, freshExpress)
	}
}
