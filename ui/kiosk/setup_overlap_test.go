package kiosk

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"colt/engine/express"
	"colt/engine/table"
	"colt/hw"
)

// TestSetUpOverAGameHidesNoSeat: the set-up form opened over a game in
// play ("Back to the game" under the seats) shows every seat row whole,
// for 2 to 6 players, with a bot seat too, in every language at
// 800×480: no seat or mode button lies under another button or
// outside the window (the 6th seat was hidden under "Back to the game",
// which the readability check cannot see: it measures text, not overlap).
func TestSetUpOverAGameHidesNoSeat(t *testing.T) {
	for _, lang := range []string{"en", "fr", "nl", "it"} {
		for players := 2; players <= express.MaxPlayers; players++ {
			for _, bot := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s/%d/bot=%v", lang, players, bot), func(t *testing.T) {
					r := newRig(t, Settings{Language: lang}, 800, 480)
					// with the keyboard stand-in's LED strip under the screen, as
					// on a kiosk without seat buttons (the least room)
					r.k.Close()
					keys := hw.NewKeys(r.clock, 0)
					r.k = New(r.win, Options{Table: r.tbl, Config: Settings{Language: lang, OperatorPIN: "4321"}, Clock: r.clock, Scale: 1, Panel: keys, Keys: keys})
					t.Cleanup(r.k.Close)
					if err := r.tbl.NewGame(express.GameName, express.Setup{Players: 4, Seed: 3}, nil); err != nil {
						t.Fatal(err)
					}
					r.k.applyPending()
					r.k.nav.screen = screenSetup
					r.eb().Draft().Players = players
					if bot {
						r.eb().Draft().Modes[players-1] = table.Bot
					}
					r.k.render()
					if !r.has("resume") {
						t.Fatalf("no Back to the game over a game in play: %v", r.names())
					}
					win := r.win.Canvas().Size()
					type box struct {
						name string
						at   fyne.Position
						size fyne.Size
					}
					var boxes []box
					for _, tl := range r.tiles("") {
						n := tl.Name
						if !(strings.HasPrefix(n, "seat:") || strings.HasPrefix(n, "mode:") || n == "resume" || n == "start" || n == "how-to-play") {
							continue
						}
						at, size := rectOf(tl)
						if at.X < 0 || at.Y < 0 || at.X+size.Width > win.Width+0.5 || at.Y+size.Height > win.Height+0.5 {
							t.Errorf("%s at %v size %v lies outside the %v window", n, at, size, win)
						}
						boxes = append(boxes, box{n, at, size})
					}
					if seats := len(r.tiles("seat:")); seats != players {
						t.Fatalf("%d seat rows for %d players", seats, players)
					}
					for i, a := range boxes {
						for _, b := range boxes[i+1:] {
							ox := min(a.at.X+a.size.Width, b.at.X+b.size.Width) - max(a.at.X, b.at.X)
							oy := min(a.at.Y+a.size.Height, b.at.Y+b.size.Height) - max(a.at.Y, b.at.Y)
							if ox > 0.5 && oy > 0.5 {
								t.Errorf("%s (%v %v) and %s (%v %v) overlap by %.0f×%.0f px", a.name, a.at, a.size, b.name, b.at, b.size, ox, oy)
							}
						}
					}
				})
			}
		}
	}
}
