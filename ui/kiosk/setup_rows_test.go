package kiosk

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"colt/ui/kiosk/kit"
)

// TestBotLevelShiftsNoSeat: making a seat a bot names its level in its
// own Bot button; no seat row and no mode button moves, so the next tap
// lands where the finger expects it — at every table size.
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
			if l := r.tile(fmt.Sprintf("mode:%d:bot", seat)).Lines; len(l) != 2 {
				t.Fatalf("%d players: seat %d's Bot names no level: %q", players, seat, l)
			}
			after := places()
			for name, was := range before {
				if now := after[name]; now != was {
					t.Errorf("%d players: Bot on seat %d moved %s from %v to %v", players, seat, name, was, now)
				}
			}
		}
		was := r.eb().Draft().Modes[1]
		r.tap(fmt.Sprintf("mode:%d:bot", 1)) // a bot seat's Bot steps to the next level
		if r.eb().Draft().Modes[1] != kit.NextBotMode(was) {
			t.Fatalf("%d players: seat 1's level is %s after %s", players, r.eb().Draft().Modes[1], was)
		}
	}
}
