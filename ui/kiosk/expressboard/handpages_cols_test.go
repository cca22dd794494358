package expressboard

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// TestPagedCellsHoldEveryCard (issue 34): on a two-bandit hand's page at
// 800×480, every card of every language, face up and face down, holds
// whole at kit.MinText in its slot's column (pagedCols) — Dutch "Van
// verdieping / wisselen / gedekt" in the wider one, French "Déplacement"
// in a narrower one — and so does the Face down switch in its place. The
// demo screens show only some cards; this holds them all.
//
// The page is the one of the goldens at 800×480 (its 158 px high grid,
// each row capped at 1.6 times its minimum): without the stagecoach, two
// rows of four, the switch in the slot after Draw; with it (Horses &
// Stagecoach), the Ride slot fills Draw's row and the switch is a bar,
// 40 px high, under the two rows (pagedGrid): three even rows of 50 px drew a
// three-line face-down card ("Changement d'étage / face cachée",
// "Cambiare / piano / a faccia in giù") at 12.2 px.
func TestPagedCellsHoldEveryCard(t *testing.T) {
	test.NewTempApp(t)
	panelW := float32(800-16)*1.15/2.15 - 2*6 // the choices panel at 800×480, as headingWraps measures it
	for _, stagecoach := range []bool{false, true} {
		kinds := []express.ActionKind{express.Move, express.FloorChange, express.Shoot, express.Rob, express.Punch, express.MarshalCard}
		if stagecoach {
			kinds = append(kinds, express.Ride)
		}
		objs := make([]fyne.CanvasObject, len(kinds)+2) // the cards, Draw, the Face down switch
		for i := range objs {
			objs[i] = layout.NewSpacer()
		}
		l := pagedGrid(fyne.NewSize(80, kit.TouchHeight*0.7), 4, pagedBarH, len(kinds)+1, true)
		l.Layout(objs, fyne.NewSize(panelW, 158))
		cell := func(slot int) fyne.Size { return objs[slot].Size() }
		for _, lang := range []string{"en", "fr", "nl", "it"} {
			l, _ := i18n.ParseLang(lang)
			for slot, kind := range kinds {
				for _, lines := range [][]string{{i18n.CardName(l, kind)}, {i18n.CardName(l, kind), i18n.T(l, "term.faceDown", nil)}} {
					b := widgets.NewTile(nil, lines...)
					b.Bold, b.TextSize, b.MinTextSize = true, 18, kit.MinText
					if len(lines) > 1 {
						b.Short = threeLines(lines) // as banditButton draws a face-down play
					}
					if s := cell(slot); !widgets.Whole(b, s.Width, s.Height) {
						t.Errorf("stagecoach %v, %s: %q is not whole at %v px in slot %d (%.1f×%.1f)", stagecoach, lang, lines, kit.MinText, slot, s.Width, s.Height)
					}
				}
			}
			b := widgets.NewTile(nil, "✓ "+kit.Tr(lang, "hand.faceDown"))
			b.Bold, b.TextSize, b.MinTextSize = true, 15, kit.MinText
			if s := cell(len(kinds) + 1); !widgets.Whole(b, s.Width, s.Height) || min(s.Width, s.Height) < pagedBarH {
				t.Errorf("stagecoach %v, %s: %q is not whole in its place (%.1f×%.1f)", stagecoach, lang, b.Lines, s.Width, s.Height)
			}
		}
		if w0, w1 := cell(0).Width, cell(1).Width; w1 <= w0 {
			t.Errorf("stagecoach %v: Floor Change's column is %.1f px, no wider than the others' %.1f", stagecoach, w1, w0)
		}
		if sw, last := objs[len(kinds)+1].Position(), objs[len(kinds)].Position(); sw.Y+0.5 < last.Y {
			t.Errorf("stagecoach %v: the switch at %v is above Draw's row (%v)", stagecoach, sw, last)
		}
	}
}
