package expressboard

import (
	"colt/engine/express"
	"colt/ui/teach"
)

// What the kiosk's teaching (ui/kiosk/teach.go) asks of Colt Express's
// board beyond kit.Board: whether the curtain is on screen (no tip covers
// its words: a tip waits for the hand or the table) and which card the
// narration page on screen tells (a tip about a card shows beside that
// card's page, never beside another's).

// OnCurtain reports whether the curtain ("Pass the screen to …") is on screen.
func (k *Board) OnCurtain() bool {
	pv := k.pub()
	return k.curtainSeat(&pv) != express.NoSeat && !k.revealed(&pv)
}

// PageTells reports whether the narration page on screen tells the action
// card of concept c: the page's own card, or a card folded into it (its
// lead or tail: a card that asked nothing of the table is told on the page
// beside it, issue 31), so its tip shows beside its own words.
func (k *Board) PageTells(c teach.Concept) bool {
	return len(k.steps) > 0 && stepTells(k.steps[0], c)
}

// NarrationTells reports whether a narration page still to be read (the
// one on screen included) tells the action card of concept c.
func (k *Board) NarrationTells(c teach.Concept) bool {
	for _, s := range k.steps {
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
