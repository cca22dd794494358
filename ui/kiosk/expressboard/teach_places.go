package expressboard

import (
	"fyne.io/fyne/v2"

	"colt/engine/express"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// What the kiosk's teaching (ui/kiosk/teach.go) asks of Colt Express's
// board beyond kit.Board: whether the curtain is on screen (no tip covers
// its words: a tip waits for the hand or the table) and which card the
// narration page on screen tells (a tip about a card shows beside that
// card's page, never beside another's).

// OnCurtain reports whether the curtain ("Pass the screen to …") is on screen.
func (k *Board) OnCurtain() bool {
	pv := k.shell.pub()
	return k.curtain.curtainSeat(&pv) != express.NoSeat && !k.curtain.revealed(&pv)
}

// PageTells reports whether the narration page on screen tells the action
// card of concept c: the page's own card, or a card folded into it (its
// lead or tail: a card that asked nothing of the table is told on the page
// beside it, issue 31), so its tip shows beside its own words.
func (k *Board) PageTells(c teach.Concept) bool {
	return len(k.narr.steps) > 0 && stepTells(k.narr.steps[0], c)
}

// NarrationTells reports whether a narration page still to be read (the
// one on screen included) tells the action card of concept c.
func (k *Board) NarrationTells(c teach.Concept) bool {
	for _, s := range k.narr.steps {
		if stepTells(s, c) {
			return true
		}
	}
	return false
}

// stepTells reports whether page s tells the action card of concept c.
func stepTells(s step, c teach.Concept) bool {
	for _, st := range append(append([]step{s}, s.lead...), s.tail...) {
		if st.kind != stepCard {
			continue
		}
		if own, ok := teach.ActionConcept(st.card); ok && own == c {
			return true
		}
	}
	return false
}

// tipTop is the top of a game screen while a teaching tip shows (nil when
// none does): the tip in a band of its own (kit.TipBand), over none of
// the train, the words or the buttons. The band takes the round bar's row
// with the operator gear at its end, and the room the train can spare
// above its floor (handTrainH); a tip taller than that shows in pages in
// it. The bottom area (the narration, the hand, the choices) keeps the
// height and the place it has without a tip, so no button moves under
// the finger: weight is the bottom's new share for frameWeighted. A tip
// about the turns or the event keeps the round bar it lights, the band
// under it, when the train can spare a band's room; else the band takes
// the round bar's row and the tip shows the round card in its panel.
func (k *Board) tipTop(bar fyne.CanvasObject, weight float32) (fyne.CanvasObject, float32) {
	tips := k.shell.h.Tips()
	width := k.shell.h.ContentSize().Width - 2*k.shell.u(5)
	// what the train and the bottom share, with the round bar and with
	// the top this returns instead
	rest := k.shell.h.ContentSize().Height - k.shell.u(10) - 3*k.shell.u(5)
	barH := bar.MinSize().Height
	bottomH := (rest - barH) * weight / (1 + weight)
	// the train keeps its floor, or the height it has without a tip
	floor := min(k.shell.u(handTrainH), rest-barH-bottomH)
	room := rest - bottomH - floor // the bar's row and what the train spares
	var top fyne.CanvasObject
	if under := room - barH - k.shell.u(5); (tips.About(teach.PlaceTurns) || tips.About(teach.PlaceEvent)) && under >= k.shell.u(kit.TipPagedH) {
		if band := kit.TipBand(tips, width, under); band != nil {
			top = widgets.Rows([]float32{0, 0}, k.shell.u(5), bar, band)
		}
	} else {
		top = kit.TipTop(tips, k.shell.h.GearSlot(), width, k.shell.u(4), room)
	}
	if top == nil {
		return nil, weight
	}
	trainH := rest - top.MinSize().Height - bottomH
	if trainH < floor-0.5 {
		// no room for the band above the train's floor: the tip lies
		// over the screen (teach.go's tipLayer)
		return nil, weight
	}
	return top, bottomH / trainH
}
