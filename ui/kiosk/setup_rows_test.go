package kiosk

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
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
		if r.eb().Draft().Modes[1] != "bot-hard" {
			t.Fatalf("%d players: seat 1's level is %s", players, r.eb().Draft().Modes[1])
		}
	}
}
