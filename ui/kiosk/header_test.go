package kiosk

import (
	"strings"
	"testing"

	"colt/engine/table"
	"colt/ui/i18n"
)

// TestCabooseHeaderNamesTheNarrationsPlace (issue 34): the last wagon's
// header says the caboose, as the narration does ("the caboose"), not
// "Wagon 4" — one name for one place — on the set-up page and the train over a hand,
// in every language, for a short and a long train.
func TestCabooseHeaderNamesTheNarrationsPlace(t *testing.T) {
	for _, l := range i18n.Langs() {
		for _, players := range []int{3, 6} {
			r := newRig(t, Settings{Language: string(l)}, 800, 480)
			modes := make([]table.SeatMode, players)
			for i := range modes {
				modes[i] = table.Handoff
			}
			r.setUpGame(players, nil, modes)
			n := len(r.pub().Train)
			caboose := i18n.WagonTitle(l, n-1, n)
			numbered := i18n.WagonTitle(l, n-1, 0) // the same wagon by its number
			if caboose == numbered || !strings.Contains(strings.ToLower(i18n.WagonText(l, n-1, n)), strings.ToLower(strings.Fields(caboose)[len(strings.Fields(caboose))-1])) {
				t.Fatalf("%s: the caboose's title %q is not the narration's %q", l, caboose, i18n.WagonText(l, n-1, n))
			}
			for _, screen := range []string{"set-up", "table"} {
				if screen == "table" { // the first hand, with the train over it
					r.begin()
					r.tap("reveal")
				}
				found := false
				for _, tl := range r.tiles("") {
					if len(tl.Lines) == 0 {
						continue
					}
					first := tl.Lines[0]
					if first == caboose || strings.HasPrefix(first, caboose+" · ") {
						found = true
					}
					if first == numbered || strings.HasPrefix(first, numbered+" · ") {
						t.Errorf("%s, %d players, %s: the last wagon's header says %q", l, players, screen, first)
					}
				}
				if !found {
					t.Errorf("%s, %d players, %s: no header says %q: %v", l, players, screen, caboose, r.texts())
				}
			}
		}
	}
}
