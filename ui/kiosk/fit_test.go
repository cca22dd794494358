package kiosk

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/container"

	"colt/engine/table"
	"colt/ui/i18n"
)

// scrolledAway lists the scroll areas of the screen whose content does not
// fit (the reader would have to scroll to see all of it).
func scrolledAway(r *rig) []string {
	var out []string
	for _, o := range r.objects() {
		if s, ok := o.(*container.Scroll); ok && s.Visible() {
			if h, have := s.Content.MinSize().Height, s.Size().Height; h > have+1 {
				out = append(out, fmt.Sprintf("content %.0f px high in %.0f px", h, have))
			}
		}
	}
	return out
}

// TestStepInstructionsFit (issue: instructions hidden behind a scroll bar
// at 800×480): seeded 4-player games through the handoff, in each of the
// four languages; on every narrated step screen and the final scores no
// text is cut and the pawn instructions are all visible without scrolling.
func TestStepInstructionsFit(t *testing.T) {
	for _, l := range i18n.Langs() {
		lang := string(l)
		t.Run(lang, func(t *testing.T) {
			r := newRig(t, Settings{Language: lang}, 800, 480)
			r.setUpGame(4, nil, []table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff})
			if r.k.Language() != lang {
				t.Fatalf("the kiosk speaks %s, want %s", r.k.Language(), lang)
			}
			steps := 0
			for i := 0; i < 6000; i++ {
				pv := r.k.pub()
				if pv.Phase.String() == "GameOver" && !r.has("continue") {
					if !r.has("again") {
						t.Fatalf("no scores screen at the end: %v", r.names())
					}
					if bad := append(r.overflows(), scrolledAway(r)...); len(bad) > 0 {
						t.Errorf("the final scores: %v", bad)
					}
					break
				}
				switch {
				case r.k.screen == screenPhysical:
					r.tap("begin")
				case r.has("continue"):
					steps++
					if bad := append(r.overflows(), scrolledAway(r)...); len(bad) > 0 {
						t.Errorf("step %d (%s): %v", steps, r.describe(), bad)
					}
					r.tap("continue")
				case r.has("reveal"):
					r.tap("reveal")
					r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
				case r.has("cmd:0"):
					r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
				default:
					t.Fatalf("stuck on %s: %v", r.describe(), r.names())
				}
			}
			if steps < 20 {
				t.Fatalf("only %d narrated steps checked", steps)
			}
		})
	}
}
