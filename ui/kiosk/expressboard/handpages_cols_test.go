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
// in a narrower one — and so does the Face down switch in its slot after
// Draw. The demo screens show only some cards; this holds them all.
//
// The page's grid is 142 px high, as the kiosk lays it out at 800×480
// (the floors check's hand-facedown-horses; each row capped at 1.6 times
// its minimum). Without the stagecoach, two rows of four. With it
// (Horses & Stagecoach) and both faces open, the Ride slot and the switch
// make a third row: rows of 45 px, where a face-down card over its face
// on three lines ("Coup de / poing / face cachée") was drawn at 10.9 px;
// there a face-down card names its card alone (faceDownLines), the switch
// under it saying the face.
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
		l := pagedGridLayout{weights: pagedCols, cell: fyne.NewSize(80, kit.TouchHeight*0.7), gap: 4}
		l.Layout(objs, fyne.NewSize(panelW, 142))
		cell := func(slot int) fyne.Size { return objs[slot].Size() }
		for _, lang := range []string{"en", "fr", "nl", "it"} {
			l, _ := i18n.ParseLang(lang)
			for slot, kind := range kinds {
				card := i18n.CardName(l, kind)
				for _, lines := range [][]string{{card}, faceDownLines(card, i18n.T(l, "term.faceDown", nil), stagecoach)} {
					b := widgets.NewTile(nil, lines...)
					b.Bold, b.TextSize, b.MinTextSize = true, 18, kit.MinText
					if s := cell(slot); !widgets.Whole(b, s.Width, s.Height) {
						t.Errorf("stagecoach %v, %s: %q is not whole at %v px in slot %d (%.1f×%.1f)", stagecoach, lang, lines, kit.MinText, slot, s.Width, s.Height)
					}
				}
			}
			b := widgets.NewTile(nil, "✓ "+kit.Tr(lang, "hand.faceDown"))
			b.Bold, b.TextSize, b.MinTextSize = true, 15, kit.MinText
			if s := cell(len(kinds) + 1); !widgets.Whole(b, s.Width, s.Height) || min(s.Width, s.Height) < 40 {
				t.Errorf("stagecoach %v, %s: %q is not whole in its slot (%.1f×%.1f)", stagecoach, lang, b.Lines, s.Width, s.Height)
			}
		}
		if w0, w1 := cell(0).Width, cell(1).Width; w1 <= w0 {
			t.Errorf("stagecoach %v: Floor Change's column is %.1f px, no wider than the others' %.1f", stagecoach, w1, w0)
		}
	}
}
