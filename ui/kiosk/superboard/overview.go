package superboard

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"

	"colt/engine/super"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// OverviewPageCount is how many pages Colt Super Express's "how to play"
// overview has (OverviewPages).
const OverviewPageCount = 6

// overview draws the pictures of the "how to play" pages: the screen
// model's train (with its loot), drawn by the renderer.
type overview struct {
	p painter
	b *Board // its language and its players drafted, when a page is drawn
}

func (o overview) m() model { return o.b.model() }

// train draws pv's train with each card's loot.
func (o overview) train(pv *super.PublicView) fyne.CanvasObject {
	return o.p.trainView(o.m().train(pv, true))
}

// setup is the public view of a new Colt Super Express game of the
// players drafted, for the pictures.
func (o overview) setup() super.PublicView {
	players := 5
	if o.b.draft.Players >= super.MinPlayers {
		players = o.b.draft.Players
	}
	s, err := super.NewQuiet(super.Setup{Players: players, Seed: 5})
	if err != nil {
		s, _ = super.NewQuiet(super.Setup{Players: 5, Seed: 5})
	}
	return super.Public(&s)
}

// OverviewPages are Colt Super Express's pages (§13).
func (b *Board) OverviewPages() []kit.OverviewPage {
	o := overview{p: b.painter(), b: b}
	train := func() fyne.CanvasObject {
		pv := o.setup()
		return o.train(&pv)
	}
	return []kit.OverviewPage{
		{Name: "super.train", Picture: train},
		{Name: "super.plan", Picture: o.stack},
		{Name: "super.action", Picture: o.order},
		{Name: "super.shoot", Picture: o.shot},
		{Name: "super.caboose", Picture: o.caboose},
		{Name: "super.goal", Picture: o.goal, YouDo: "overview.super.youDo2"}, // the shell's who does what when the train cannot be drawn
	}
}

// superShot changes pv into the train just after a shot (§13): the first
// bandit inside who faces the caboose with a standing bandit in front of
// them shoots; the victim is pushed one wagon the way of the shot, stands
// on the side the shot came from (R10) and lies stunned. It returns the
// shooter and the victim, or false when no one can shoot (pv unchanged).
func superShot(pv *super.PublicView) (shooter, victim super.PawnView, ok bool) {
	for w := range pv.Train {
		for i, p := range pv.Train[w].Inside {
			if p.Facing != super.TowardCaboose {
				continue
			}
			// the first standing bandit in front: later in this wagon's line, then the next wagons'
			for v := w; v < len(pv.Train)-1; v++ {
				line := pv.Train[v].Inside
				from := 0
				if v == w {
					from = i + 1
				}
				if from >= len(line) {
					continue
				}
				victim = line[from]
				victim.Stunned = true
				pv.Train = slices.Clone(pv.Train)
				pv.Train[v].Inside = slices.Delete(slices.Clone(line), from, from+1)
				pv.Train[v+1].Inside = append([]super.PawnView{victim}, pv.Train[v+1].Inside...)
				return p, victim, true
			}
		}
	}
	return shooter, victim, false
}

// shot draws the train just after a shot: who shot whom over
// it, the victim pushed one wagon and lying stunned.
func (o overview) shot() fyne.CanvasObject {
	k := o.p.k
	pv := o.setup()
	shooter, victim, ok := superShot(&pv)
	train := o.train(&pv)
	if !ok {
		return train
	}
	caption := k.Tile(nil, kit.ColTextDim, 15, kit.Tr(k.Lang(), "overview.super.shot", "name", o.m().name(&pv, shooter.Seat), "target", o.m().name(&pv, victim.Seat)))
	caption.Min = k.Sz(200, 26)
	return widgets.Rows([]float32{0, 1}, k.U(6), caption, train)
}

// order draws one turn of the action: each player's top card
// in the order they are carried out, from the first player on.
func (o overview) order() fyne.CanvasObject {
	k := o.p.k
	pv := o.setup()
	l, _ := i18n.ParseLang(k.Lang())
	plays := []super.Card{super.Move, super.Shoot, super.TurnAround, super.FloorChange}
	var tiles []fyne.CanvasObject
	for i, seat := range pv.Order {
		c := seatColours(&pv, seat)
		t := k.Tile(c.Fill, c.Ink, 15, fmt.Sprintf("%d. %s", i+1, i18n.SuperCardName(l, plays[i%len(plays)])), o.m().name(&pv, seat))
		t.Bold = true
		t.Radius = k.U(6)
		t.Stroke, t.StrokeWidth = kit.ColCardFace, k.U(1)
		t.Min = k.Sz(80, 70)
		if i == 0 { // marked by a sign too, not by colour alone
			t.Stroke, t.StrokeWidth = kit.ColHighlight, k.U(4)
			t.Lines[0] = "★ " + t.Lines[0]
		}
		tiles = append(tiles, t)
	}
	weights := make([]float32, len(tiles))
	for i := range weights {
		weights[i] = 1
	}
	head := k.Tile(nil, kit.ColTextDim, 15, kit.Tr(k.Lang(), "overview.super.inTurn"))
	head.Min = k.Sz(200, 26)
	return widgets.Rows([]float32{1, 0, 0, 1}, k.U(8), layout.NewSpacer(), head, widgets.Cols(weights, k.U(6), tiles...), layout.NewSpacer())
}

// stack draws one player's four cards: three stacked in
// order, top first, the fourth set aside this round.
func (o overview) stack() fyne.CanvasObject {
	k := o.p.k
	l, _ := i18n.ParseLang(k.Lang())
	order := []super.Card{super.Move, super.Shoot, super.TurnAround, super.FloorChange}
	var tiles []fyne.CanvasObject
	for i, c := range order {
		label := fmt.Sprintf("%d. %s", i+1, i18n.SuperCardName(l, c))
		fill, ink := kit.ColCardFace, kit.ColInk
		second := kit.Tr(k.Lang(), "overview.super.stacked")
		if i == 3 {
			label, fill, ink = i18n.SuperCardName(l, c), kit.ColPanel, kit.ColTextDim
			second = kit.Tr(k.Lang(), "overview.super.aside")
		}
		t := k.Tile(fill, ink, 15, label, second)
		t.Bold = true
		t.Radius = k.U(6)
		t.Stroke, t.StrokeWidth = kit.ColCardFace, k.U(1)
		t.Min = k.Sz(110, 70)
		tiles = append(tiles, t)
	}
	return widgets.Rows([]float32{1, 0, 1}, 0, layout.NewSpacer(), widgets.Cols([]float32{1, 1, 1, 1}, k.U(8), tiles...), layout.NewSpacer())
}

// caboose draws the train without its caboose and, apart,
// the caboose unhooked: the loot card of the bandit farthest back.
func (o overview) caboose() fyne.CanvasObject {
	k := o.p.k
	pv := o.setup()
	last := pv.Train[len(pv.Train)-1]
	pv.Train = slices.Clone(pv.Train[:len(pv.Train)-1])
	pv.Train[len(pv.Train)-1].Caboose = true
	cut := k.Tile(kit.ColPanel, kit.ColTextDim, 15, o.m().t("super.caboose", map[string]any{"N": last.Index}), kit.Tr(k.Lang(), "overview.super.unhooked"), o.m().t("super.lootValue", map[string]any{"N": last.LootValue}))
	cut.Bold = true
	cut.Stroke, cut.StrokeWidth = kit.ColDanger, k.U(2)
	cut.Min = k.Sz(100, 80)
	return widgets.Cols([]float32{1, 0}, k.U(16), o.train(&pv), widgets.Rows([]float32{1, 0, 1}, 0, layout.NewSpacer(), cut, layout.NewSpacer()))
}

// goal draws the end of a game: the last bandit aboard, on
// what is left of the train, wins.
func (o overview) goal() fyne.CanvasObject {
	k := o.p.k
	pv := o.setup()
	var last super.PawnView
	found := false
	for _, w := range pv.Train {
		if len(w.Inside) > 0 && !found {
			last, found = w.Inside[0], true
		}
	}
	if !found || len(pv.Train) < 2 {
		return nil // the shell's who does what (YouDo)
	}
	pv.Train = slices.Clone(pv.Train[:2])
	pv.Train[1].Caboose = true
	pv.Train[1].Inside, pv.Train[1].Roof = []super.PawnView{last}, nil
	pv.Train[0].Inside, pv.Train[0].Roof = nil, nil
	caption := k.Tile(nil, kit.ColTextDim, 15, kit.Tr(k.Lang(), "overview.super.lastAboard", "name", o.m().name(&pv, last.Seat)))
	caption.Min = k.Sz(200, 26)
	return widgets.Rows([]float32{0, 1}, k.U(6), caption, o.train(&pv))
}
