package expressboard

import (
	"colt/engine/express"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/kit"
	"errors"
)

// The hand behind the handoff curtain: which seat the curtain waits for,
// its reveal, the hand kept for a seat that plays again at once, a seat
// button, a command sent from the hand, and what the seat LEDs show.

// revealKey names a revealed hand: the seat that tapped and the state
// version it tapped at. Any other version hides the hand again.
type revealKey struct {
	seat    express.Seat
	version int
	// phase, for a hand carried to the seat's next play, is the phase it
	// played in: a new phase asks a new question behind the curtain
	phase express.Phase
	ok    bool
	// again: the hand stayed revealed because its seat plays again at once
	again bool
}

// handCurtain is the curtain before a hand: which seat it waits for, the
// reveal, the hand kept for a seat that plays again at once, a seat's
// button, a command sent from the hand and what the seat LEDs show. It
// keeps its state in the board's handoff and reads the narration (no
// curtain while it speaks, nor a hand kept over what just happened).
type handCurtain struct {
	shellKit
	*handoff
	*narration
}

// carryReveal keeps the hand of the seat that just played on screen when
// the update is that play alone (one version on: no bot, phone or other
// seat moved in between), it told the table nothing to narrate, and the
// screen waits for the same seat again in the same phase (a Switch turn's
// last card and the next turn's first, a Speed-Up's second card, the old
// whisky's second card, the Experts' next card kept): no curtain between
// two plays of one player. Anything else — a narrated moment, what just
// happened, another seat's move, an undo, a new round, a new phase (the
// Experts' keep after the last card of Schemin': a new question, whose
// buttons would lie under the finger that confirmed the card) — hides it.
func (k *handCurtain) carryReveal(carry revealKey, u tableUpdate) {
	if !carry.ok || u.Reason != "command" || u.Public.Version != carry.version || len(k.steps) > 0 || len(k.happened) > 0 {
		return
	}
	pv := u.Public
	if k.curtainSeat(&pv) != carry.seat || pv.Phase != carry.phase {
		return
	}
	k.reveal = revealKey{seat: carry.seat, version: pv.Version, ok: true, again: true}
}

// expressPress is a seat button in a Colt Express game: the seat the
// curtain waits for reveals its cards with its button; in the variants'
// secret steps (every owing seat lit) only that seat too.
func (k *handCurtain) expressPress(seat express.Seat) {
	pv := k.pub()
	curtain := k.curtainSeat(&pv) == seat && !k.revealed(&pv)
	if hw.AllowedReveal(k.expressSignal(), int(seat)) || curtain {
		k.revealHand(seat)
	}
}

// submit sends a command for the seat, from the state version the screen
// showed; a refusal is shown as a toast.
func (k *handCurtain) submit(cmd express.Command, version int) {
	if pv := k.pub(); k.revealed(&pv) {
		// the hand that plays: it may stay if its seat plays again at once (carryReveal)
		k.carry = revealKey{seat: k.reveal.seat, version: pv.Version + 1, phase: pv.Phase, ok: true}
	}
	k.reveal = revealKey{} // the hand hides before anything else happens
	err := k.t.Submit(table.FromKiosk, cmd, version, "")
	if err != nil {
		k.carry = revealKey{}
		if errors.Is(err, table.ErrStale) {
			return // the screen is being redrawn from the newer state
		}
		k.h.Toast(kit.Tr(k.lang(), "error.action", "err", err))
	}
}

// revealHand shows the hand of seat, if the screen is waiting for it.
func (k *handCurtain) revealHand(seat express.Seat) {
	pv := k.pub()
	if k.curtainSeat(&pv) != seat {
		return
	}
	k.reveal = revealKey{seat: seat, version: pv.Version, ok: true}
}

// curtainSeat returns the handoff seat whose private choice the screen
// waits for, or NoSeat: in Schemin' (the cards) and in the variants' secret
// steps before and after it (the two-bandit hand reveal, the card taken
// before shuffling, the Experts' keep and bullet steps); Stealin' choices
// are public. In a simultaneous step every expected handoff seat gets the
// screen in turn, lowest seat first, while phones and bots choose at once.
func (k *handCurtain) curtainSeat(pv *express.PublicView) express.Seat {
	if !k.h.Nav().OnGameScreen() || len(k.steps) > 0 || pv.Actor == express.NoSeat {
		return express.NoSeat
	}
	switch pv.Phase {
	case express.Schemin, express.Preparing, express.Keeping:
	default:
		return express.NoSeat
	}
	expected := pv.Expected
	if len(expected) == 0 {
		expected = []express.Seat{pv.Actor}
	}
	for _, s := range expected {
		if k.modeOf(s) == table.Handoff {
			return s
		}
	}
	return express.NoSeat
}

// revealed reports whether the hand of the actor may be on screen now.
func (k *handCurtain) revealed(pv *express.PublicView) bool {
	s := k.curtainSeat(pv)
	return s != express.NoSeat && k.reveal.ok && k.reveal.seat == s && k.reveal.version == pv.Version
}

// expressSignal is what the seat LEDs show during a Colt Express game.
func (k *handCurtain) expressSignal() hw.TurnSignal {
	ts := hw.TurnSignal{Active: hw.NoSeat}
	pv := k.pub()
	ts.Players = pv.Players
	if len(k.steps) > 0 && k.steps[0].kind == stepEvent {
		ts.Phase = hw.PhaseEvent
		return ts
	}
	ts = hw.SignalFrom(express.SignalFor(&pv)) // the meaning of the view; the kiosk adds what only it knows:
	switch pv.Phase {
	case express.Schemin:
		ts.HandoffWaiting = k.curtainSeat(&pv) != express.NoSeat && !k.revealed(&pv)
	case express.Stealin, express.EventChoice:
		if len(k.steps) > 0 {
			ts.Owing = nil // nobody owes a choice while the table moves pawns
		}
	}
	return ts
}

// handoff is Colt Express's hand behind the curtain: the seat that tapped
// to reveal it, the hand kept for a seat that plays again at once
// (carryReveal), the card waiting for its confirm (confirm.go) and the
// page of a two-bandit hand (handpages.go).
type handoff struct {
	reveal      revealKey
	carry       revealKey
	confirm     pendingChoice
	handTab     handTab
	handTabName string // the name of its bandit ("" for any other hand)
}
