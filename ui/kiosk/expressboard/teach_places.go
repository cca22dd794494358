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

// PageConcept is the concept of the action card the narration page on
// screen tells (ok false: no page, or a page that tells no card).
func (k *Board) PageConcept() (teach.Concept, bool) {
	if len(k.steps) == 0 || k.steps[0].kind != stepCard {
		return "", false
	}
	return teach.ActionConcept(k.steps[0].card)
}
