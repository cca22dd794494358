package kiosk

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"colt/engine/express"
	"colt/engine/table"
)

// TestShotsIssue22 saves the screens issue 22 (items 5, 6, 11) changed, at
// 800×480 in English and French, for a person to look at:
//
//	COLT_SHOTS=/tmp/shots go test ./ui/kiosk -run ShotsIssue22
//
// It checks nothing else (the other tests do); without COLT_SHOTS it skips.
func TestShotsIssue22(t *testing.T) {
	dir := os.Getenv("COLT_SHOTS")
	if dir == "" {
		t.Skip("set COLT_SHOTS to a folder to save the screenshots")
	}
	for _, lang := range []string{"en", "fr"} {
		save := func(r *rig, name string) {
			t.Helper()
			r.k.render()
			img := r.win.Canvas().Capture()
			f, err := os.Create(filepath.Join(dir, lang+"-"+name+".png"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if err := png.Encode(f, img); err != nil {
				t.Fatal(err)
			}
		}
		// the set-up: two bot seats, each naming its level in its Bot button
		r := newRig(t, Settings{Language: lang}, 800, 480)
		r.tap("players:5")
		r.tap("mode:1:bot")
		r.setBot("mode:3:", table.BotHard)
		save(r, "setup-bots")

		// the hand: a card chosen, waiting for its confirm
		r = newRig(t, Settings{Language: lang}, 800, 480)
		r.setUpGame(3, []string{"Django", "Belle", "Tuco"}, []table.SeatMode{table.Handoff, table.Handoff, table.Handoff})
		r.begin()
		r.tap("reveal")
		save(r, "hand")
		test.Tap(r.tile("cmd:2"))
		save(r, "hand-confirm")
		test.Tap(r.tile("confirm"))
		save(r, "curtain-takeback")

		// the table while a bot waits to play after a person's card
		r = newRigWith(t, Settings{Language: lang}, 800, 480, table.Options{PaceBots: true})
		var su express.Setup
		for seed := uint64(1); ; seed++ {
			s, _ := express.NewQuiet(express.Setup{Players: 3, Seed: seed})
			if s.Actor() == 0 {
				su = express.Setup{Players: 3, Seed: seed}
				break
			}
		}
		if err := r.tbl.NewGame(express.GameName, su, []table.SeatMode{table.Handoff, table.Bot, table.Bot}); err != nil {
			t.Fatal(err)
		}
		r.begin()
		r.tap("reveal")
		r.tap("cmd:0")
		save(r, "table-takeback")
		r.tap("takeback")
		save(r, "after-takeback")
	}
}
