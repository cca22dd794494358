package kiosk

import (
	"colt/engine"
	"colt/engine/cards"
)

// stepKind is what one narration step tells the table.
type stepKind int

const (
	stepStealin stepKind = iota // Schemin' is over: the pile is turned over
	stepCard                    // a pile card resolved (or the rest of it after a choice)
	stepEvent                   // the round's end-of-round event
	stepRound                   // a round ended and the next one was dealt
	stepNote                    // anything else worth a pause (a seat passed)
)

// step is one pause of the narration: what happened since the last pause,
// as public events (secrets already removed with Event.For(NoSeat)).
type step struct {
	kind   stepKind
	seat   engine.Seat       // stepCard: the card's owner
	card   engine.ActionKind // stepCard: the card
	event  cards.Event       // stepEvent
	round  int               // stepRound: the round that ended (1-based)
	next   int               // stepRound: the round dealt (0: none, the game ended)
	rcard  string            // stepRound: the next round card's id
	first  engine.Seat       // stepRound: the new first player
	events []engine.Event
	// rv is the round the step belongs to, for the round bar: a round's
	// last cards and event are told after the table has dealt the next one.
	rv engine.RoundView
}

// buildSteps cuts an update's public events into narration steps. A step that
// only reveals a card whose owner must now choose is left out: the choice
// screen shows that card.
func buildSteps(raw []engine.Event, pv *engine.PublicView, prev engine.RoundView) []step {
	var out []step
	cur := -1
	open := func(s step) {
		out = append(out, s)
		cur = len(out) - 1
	}
	for _, e := range engine.EventsFor(raw, engine.NoSeat) { // already public; filtering again is harmless
		switch e.Kind {
		case engine.EvCardPlayed, engine.EvGameOver:
			// Schemin' plays are on the pile; game over is the scores screen
		case engine.EvCardsDrawn:
			if cur >= 0 && out[cur].kind == stepRound {
				out[cur].events = append(out[cur].events, e)
			}
		case engine.EvPassed:
			open(step{kind: stepNote, seat: e.Seat, events: []engine.Event{e}})
			cur = -1
		case engine.EvSchemingEnded:
			open(step{kind: stepStealin, events: []engine.Event{e}})
		case engine.EvCardRevealed:
			open(step{kind: stepCard, seat: e.Seat, card: e.Card, events: []engine.Event{e}})
		case engine.EvRoundEvent:
			open(step{kind: stepEvent, event: e.RoundEvent, events: []engine.Event{e}})
		case engine.EvRoundEnded:
			open(step{kind: stepRound, round: e.Count, first: e.Seat, events: []engine.Event{e}})
		case engine.EvRoundStarted:
			if cur >= 0 && out[cur].kind == stepRound {
				out[cur].next, out[cur].rcard = e.Count, e.RoundCard
				out[cur].events = append(out[cur].events, e)
			}
		default:
			if cur < 0 || out[cur].kind == stepStealin || out[cur].kind == stepRound || out[cur].kind == stepNote {
				// the rest of a resolution after a choice: name it by its cause
				switch e.Cause.By {
				case engine.ByEvent:
					open(step{kind: stepEvent, event: e.Cause.Event})
				default:
					open(step{kind: stepCard, seat: e.Cause.Seat, card: e.Cause.Card})
				}
			}
			out[cur].events = append(out[cur].events, e)
		}
	}
	// every step up to a round change belongs to the previous round
	rv := pv.Round
	for i := len(out) - 1; i >= 0; i-- {
		if out[i].kind == stepRound {
			out[i].rv = rv
			rv = prev
			continue
		}
		out[i].rv = rv
	}
	if prev.Number == 0 {
		for i := range out {
			out[i].rv = pv.Round
		}
	}
	// the last round of the game ends in the scores, not a new round
	if n := len(out); n > 0 && out[n-1].kind == stepRound && out[n-1].next == 0 {
		out = out[:n-1]
	}
	// a card waiting for its owner's choice is shown by the choice screen
	if n := len(out); n > 0 && pv != nil && pv.Actor != engine.NoSeat && pv.Phase == engine.Stealin {
		last := out[n-1]
		if last.kind == stepCard && len(last.events) == 1 && last.events[0].Kind == engine.EvCardRevealed && last.seat == pv.Actor {
			out = out[:n-1]
		}
	}
	return out
}

// line is one pawn instruction and why it happens.
type line struct {
	text, why string
}

// instructions returns the pawn instructions of a step's events.
func (g gameWords) instructions(s step, pv *engine.PublicView) []line {
	var out []line
	for _, e := range s.events {
		switch e.Kind {
		case engine.EvCardRevealed, engine.EvRoundEvent, engine.EvSchemingEnded, engine.EvRoundEnded, engine.EvRoundStarted, engine.EvCardsDrawn:
			continue // the step's title says these
		}
		text, why := g.describe(e, pv)
		if text != "" {
			out = append(out, line{text: text, why: why})
		}
	}
	return out
}

// touched returns the seats a step's events concern, in seat order.
func touched(s step) []engine.Seat {
	var seen [engine.MaxPlayers]bool
	for _, e := range s.events {
		switch e.Kind {
		case engine.EvRoundEvent:
			continue
		}
		for _, x := range []engine.Seat{e.Seat, e.Target} {
			if x >= 0 && int(x) < engine.MaxPlayers {
				seen[x] = true
			}
		}
	}
	var out []engine.Seat
	for i, ok := range seen {
		if ok {
			out = append(out, engine.Seat(i))
		}
	}
	return out
}

// linesOf flattens the instructions of several steps (fast mode's log).
func (k *Kiosk) linesOf(steps []step, pv *engine.PublicView) []line {
	g := k.w()
	var out []line
	for _, s := range steps {
		out = append(out, g.instructions(s, pv)...)
	}
	return out
}

// places returns the train positions a step's events touch, to light them.
func places(s step) []engine.Position {
	var out []engine.Position
	for _, e := range s.events {
		switch e.Kind {
		case engine.EvBanditMoved:
			out = append(out, e.From, e.To)
		case engine.EvMarshalMoved:
			out = append(out, engine.Position{Wagon: e.To.Wagon, Floor: engine.Inside})
		case engine.EvLootTaken:
			out = append(out, e.From)
		case engine.EvLootDropped, engine.EvLootPlaced:
			out = append(out, e.To)
		}
	}
	return out
}
