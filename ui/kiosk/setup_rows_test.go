package kiosk

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestBotLevelShiftsNoSeat: making a seat a bot shows its level buttons
// under all the seats; no seat row and no mode button moves, so the next
// tap lands where the finger expects it — at every table size.
func TestBotLevelShiftsNoSeat(t *testing.T) {
	for _, players := range []int{3, 4, 5, 6} {
		r := newRig(t, Settings{}, 800, 480)
		r.tap(fmt.Sprintf("players:%d", players))
		places := func() map[string]fyne.Position {
			out := map[string]fyne.Position{}
			for i := 0; i < players; i++ {
				for _, name := range []string{fmt.Sprintf("seat:%d", i), fmt.Sprintf("mode:%d:handoff", i), fmt.Sprintf("mode:%d:bot", i)} {
					if tl := r.tile(name); tl != nil {
						at := fyne.CurrentApp().Driver().AbsolutePositionForObject(tl)
						out[name] = at
					}
				}
			}
			return out
		}
		before := places()
		for _, seat := range []int{0, players - 2, 1} {
			r.tap(fmt.Sprintf("mode:%d:bot", seat))
			if !r.has(fmt.Sprintf("level:%d:bot-hard", seat)) {
				t.Fatalf("%d players: no level buttons for seat %d: %v", players, seat, r.names())
			}
			after := places()
			for name, was := range before {
				if now := after[name]; now != was {
					t.Errorf("%d players: Bot on seat %d moved %s from %v to %v", players, seat, name, was, now)
				}
			}
		}
		r.tap(fmt.Sprintf("level:%d:bot-hard", 1))
		if r.k.draft.modes[1] != "bot-hard" {
			t.Fatalf("%d players: seat 1's level is %s", players, r.k.draft.modes[1])
		}
	}
}

// TestNoRulesPopUpUnderContinue: right after Continue turns the last page
// of a narration onto a choice screen, a tap on the card lying where
// Continue was opens no rules pop-up; a deliberate tap a moment later does.
func TestNoRulesPopUpUnderContinue(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	handoffGame(t, r)
	for i := 0; i < 400; i++ {
		switch {
		case r.has("continue"):
			r.tap("continue")
			if !r.has("continue") && r.has("cmd:0") && len(r.tiles("card:")) > 0 {
				card := r.tiles("card:")[0]
				test.Tap(card)
				if r.k.overlay != overlayNone {
					t.Fatalf("a tap on %s right after Continue opened a pop-up", card.Name)
				}
				r.clock.Advance(2 * time.Second)
				test.Tap(card)
				if r.k.overlay != overlayHelp {
					t.Fatalf("a deliberate tap on %s opened no rules (overlay %d)", card.Name, r.k.overlay)
				}
				return
			}
		case r.has("reveal"):
			r.tap("reveal")
			r.tap("cmd:0")
		case r.has("cmd:0"):
			r.tap("cmd:0")
		default:
			t.Fatalf("stuck: %v", r.names())
		}
	}
	t.Fatal("no choice screen came after a narration")
}
