package kiosk

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"colt/engine/table"
)

// actsAt lists the tiles at the finger's points that do something when
// tapped (a choice, a reveal, a take-back, a rule's pop-up): by layout
// alone, whatever the double-tap filter (TapLog) would drop.
func (r *rig) actsAt(points []fyne.Position) []string {
	var out []string
	seen := map[any]bool{}
	for _, p := range points {
		for _, t := range r.tilesAt(p) {
			if seen[t] || t.OnTapped == nil {
				continue
			}
			seen[t] = true
			out = append(out, fmt.Sprintf("%s %q at (%.0f,%.0f)", t.Name, t.Text(), p.X, p.Y))
		}
	}
	return out
}

// TestNothingActsUnderTheConfirmingFinger (issue 22 item 5): through whole
// seeded games (every seat at the screen; with a bot; two bandits each;
// Experts) at 800×480 and 1920×1080, after each Confirm that plays a card
// nothing that acts lies where Confirm was on the screen that follows —
// the next player's reveal, a take-back, a rule's pop-up, a card. Checked
// by positions, not by the double-tap filter: the finger may come down
// again a moment later.
func TestNothingActsUnderTheConfirmingFinger(t *testing.T) {
	for _, c := range []struct {
		name    string
		players int
		rules   []string
		bot     bool
		w, h    float32
	}{
		{"screen", 3, nil, false, 800, 480},
		{"bot", 4, nil, true, 800, 480},
		{"two-bandits", 3, []string{"two-bandits"}, false, 800, 480},
		{"experts", 4, []string{"experts"}, false, 800, 480},
		{"screen-hd", 3, nil, false, 1920, 1080},
	} {
		t.Run(c.name, func(t *testing.T) {
			sampledUnderShort(t, c.name == "screen" || c.name == "two-bandits")
			r := newRig(t, Settings{}, c.w, c.h)
			r.tap(fmt.Sprintf("players:%d", c.players))
			for _, rule := range c.rules {
				r.tap("rule:" + rule)
			}
			for i := 0; i < c.players; i++ {
				if c.bot && i == 1 {
					r.tap(fmt.Sprintf("mode:%d:bot", i))
					continue
				}
				r.tap(fmt.Sprintf("mode:%d:%s", i, table.Handoff))
			}
			r.tap("start")
			r.begin()
			confirms := 0
			for i := 0; i < 8000 && !r.has("same"); i++ {
				switch {
				case r.has("continue"):
					r.tap("continue")
				case r.has("reveal"):
					r.tap("reveal")
				case r.has("cmd:0"):
					test.Tap(r.tile(fmt.Sprintf("cmd:%d", i%r.choiceCount())))
					if !r.has("confirm") {
						continue // sent at once (a choice that needs no confirm)
					}
					at, size := rectOf(r.tile("confirm"))
					test.Tap(r.tile("confirm"))
					confirms++
					if bad := r.actsAt(fingerPoints(at, size)); len(bad) > 0 {
						t.Fatalf("after Confirm #%d (%s), where Confirm was (%v, %v), a tap would act: %v", confirms, r.describe(), at, size, bad)
					}
				default:
					t.Fatalf("stuck: %v", r.names())
				}
			}
			if !r.has("same") {
				t.Fatalf("the game did not end: %v", r.names())
			}
			if confirms < 20 {
				t.Fatalf("only %d confirms checked", confirms)
			}
		})
	}
}
