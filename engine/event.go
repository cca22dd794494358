package engine

import (
	"fmt"

	"colt/engine/cards"
)

// EventKind is what happened.
type EventKind uint8

// The event kinds. Together they tell the table how to move every pawn,
// token and card, and (with Cause) why.
const (
	EvRoundStarted     EventKind = iota // Round began: Count = round (1-based); RoundCard; Seat = first player
	EvCardsDrawn                        // Seat drew Count cards
	EvCardPlayed                        // Seat played Card onto the pile (FaceDown hides Card from others)
	EvPassed                            // Seat had no card to play and an empty deck (R2)
	EvSchemingEnded                     // the pile is turned over; hands go back on top of decks
	EvCardRevealed                      // the pile card of Seat is resolved: Card
	EvNoEffect                          // Seat's Card has no effect (Reason)
	EvBanditMoved                       // Seat's bandit moved From → To
	EvMarshalMoved                      // the Marshal moved From → To
	EvBulletGiven                       // Target took a bullet card from Seat (NoSeat: neutral)
	EvNeutralStockGone                  // the neutral stock was removed for good (§9, R7); Count = cards removed
	EvLootTaken                         // Seat took Token (Value for the taker only) from From
	EvLootDropped                       // Seat's Token dropped onto To
	EvLootLost                          // Seat's Token left the game (Marshal's Revenge)
	EvLootPlaced                        // Token placed at To (Take It All!)
	EvRansom                            // Seat gains a $250 ransom
	EvRoundEvent                        // the round's end-of-round event RoundEvent is resolved
	EvRoundEnded                        // Count = round (1-based); Seat = next first player
	EvGameOver                          // the game ended; see Score
	numEventKinds
)

var eventKindNames = [...]string{"RoundStarted", "CardsDrawn", "CardPlayed", "Passed", "SchemingEnded",
	"CardRevealed", "NoEffect", "BanditMoved", "MarshalMoved", "BulletGiven", "NeutralStockGone",
	"LootTaken", "LootDropped", "LootLost", "LootPlaced", "Ransom", "RoundEvent", "RoundEnded", "GameOver"}

// String returns the event kind's name.
func (k EventKind) String() string {
	if k < numEventKinds {
		return eventKindNames[k]
	}
	return fmt.Sprintf("EventKind(%d)", k)
}

// MarshalText encodes the event kind by name.
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// CauseKind says why something happened.
type CauseKind uint8

// The causes.
const (
	ByRule    CauseKind = iota // the flow of the game (setup, round start, R2)
	ByCard                     // Seat's Card
	ByMarshal                  // fleeing the Marshal (§5 Marshal rule)
	ByDjango                   // pushed by Django's shot (§6)
	ByPunch                    // punched by Seat
	ByEvent                    // the round event Event
)

var causeNames = [...]string{"rule", "card", "marshal", "django", "punch", "event"}

// String returns the cause kind's name.
func (k CauseKind) String() string { return causeNames[k] }

// MarshalText encodes the cause kind by name.
func (k CauseKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Cause explains an event in one sentence: By (what), Seat and Card (whose
// card), Event (which round event).
type Cause struct {
	By    CauseKind   `json:"by"`
	Seat  Seat        `json:"seat"`
	Card  ActionKind  `json:"card"`
	Event cards.Event `json:"event,omitempty"`
}

// Event is one change of the game. Private data (a face-down card, a purse
// value) is in the event; call For before showing or sending it.
type Event struct {
	Kind       EventKind   `json:"kind"`
	Seat       Seat        `json:"seat"`
	Target     Seat        `json:"target"`
	Card       ActionKind  `json:"card"`
	FaceDown   bool        `json:"faceDown,omitempty"`
	From       Position    `json:"from"`
	To         Position    `json:"to"`
	Token      LootID      `json:"token"`
	Loot       LootKind    `json:"loot"`
	Value      int         `json:"value,omitempty"`
	Count      int         `json:"count,omitempty"`
	RoundCard  string      `json:"roundCard,omitempty"`
	RoundEvent cards.Event `json:"roundEvent,omitempty"`
	Reason     string      `json:"reason,omitempty"`
	Cause      Cause       `json:"cause"`
	// Auto is true when the engine chose because only one option existed.
	Auto bool `json:"auto,omitempty"`
}

// HiddenCard is the Card of a face-down card seen by someone who may not
// know it (the card's back).
const HiddenCard ActionKind = 255

// For returns the event as viewer may see it (NoSeat: the public). A
// face-down card is replaced by its back for everyone but its owner, and a
// purse value is kept only for the seat that holds or held it.
func (e Event) For(viewer Seat) Event {
	if e.Kind == EvCardPlayed && e.FaceDown && viewer != e.Seat {
		e.Card = HiddenCard
	}
	if e.Value != 0 && e.Token != NoLoot && e.Token.Kind() == Purse && viewer != e.Seat {
		e.Value = 0
	}
	return e
}

// EventsFor returns the events as viewer may see them.
func EventsFor(evs []Event, viewer Seat) []Event {
	out := make([]Event, len(evs))
	for i, e := range evs {
		out[i] = e.For(viewer)
	}
	return out
}

// emitter collects events; a nil list switches collection off (benchmarks).
type emitter struct {
	list *[]Event
}

func (em emitter) add(e Event) {
	if em.list != nil {
		*em.list = append(*em.list, e)
	}
}

func (em emitter) on() bool { return em.list != nil }

// UnmarshalText decodes an event kind name.
func (k *EventKind) UnmarshalText(b []byte) error {
	i, err := parseName("event kind", eventKindNames[:], string(b))
	*k = EventKind(i)
	return err
}

// UnmarshalText decodes a cause kind name.
func (k *CauseKind) UnmarshalText(b []byte) error {
	i, err := parseName("cause", causeNames[:], string(b))
	*k = CauseKind(i)
	return err
}
