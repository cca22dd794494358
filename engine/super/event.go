package super

import (
	"encoding/json"
	"fmt"

	"colt/engine"
)

// EventKind is what happened.
type EventKind uint8

// The event kinds. Together they tell the table how to move every pawn and
// card, in order, and (with Cause) why. Spots name the card, the floor and
// the place in that floor's line (0 = nearest the locomotive).
const (
	EvBanditPlaced  EventKind = iota // setup: put Seat's pawn at To, facing Facing
	EvRoundStarted                   // Count = round (1-based); Seat = first player; Wagon = the caboose's index
	EvStacked                        // Seat stacked its 3 cards face down (Cards: for that seat only)
	EvActionStarted                  // every stack is down; the cards are revealed from Seat (first player) clockwise
	EvCardRevealed                   // Seat reveals Card, the Count-th of its stack (1–3); it stands at From, facing Facing
	EvStoodUp                        // Seat was stunned: its Card only stands it up at To, still facing Facing
	EvBanditMoved                    // Seat's pawn goes From → To, facing Facing, between NextTowardLoco and NextTowardCaboose (Cause: its card, or a shot)
	EvTurnedAround                   // Seat turns on the spot To: it now faces Facing
	EvShot                           // Seat at From, facing Facing, shoots: Target is hit at To (NoSeat: nobody in sight); Count = lying bandits the bullet passed
	EvStunned                        // lay Seat's pawn on its back at To, keeping its facing Facing
	EvEliminated                     // Seat's pawn leaves the train from From (Cause: its own Move, a shot, or the detached caboose)
	EvWagonDetached                  // the caboose, Wagon (worth Value as loot), is detached; Count bandits went with it
	EvLootTaken                      // Seat, farthest from the locomotive (at From), takes wagon card Wagon worth Value as loot
	EvRoundEnded                     // Count = round (1-based); Seat takes the first player card
	EvGameOver                       // Ending; Seats = the winners (Seat the first of them)
	numEventKinds
)

var eventKindNames = engine.Names[EventKind]{Type: "EventKind", What: "event kind", List: []string{"BanditPlaced", "RoundStarted", "Stacked", "ActionStarted", "CardRevealed",
	"StoodUp", "BanditMoved", "TurnedAround", "Shot", "Stunned", "Eliminated", "WagonDetached", "LootTaken",
	"RoundEnded", "GameOver"}, ListInError: true}

// String returns the event kind's name.
func (k EventKind) String() string { return eventKindNames.String(k) }

// MarshalText encodes the event kind by name.
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText decodes an event kind name.
func (k *EventKind) UnmarshalText(b []byte) error { return eventKindNames.Unmarshal(k, b) }

// CauseKind says why a pawn moved or left the train.
type CauseKind uint8

// The causes.
const (
	ByRule   CauseKind = iota // the flow of the game (setup)
	ByCard                    // Seat's own Card (Move, FloorChange)
	ByShot                    // shot by Seat
	ByDetach                  // in or on the detached caboose
)

var causeNames = engine.Names[CauseKind]{Type: "CauseKind", What: "cause", List: []string{"rule", "card", "shot", "detached"}, ListInError: true}

// String returns the cause kind's name.
func (k CauseKind) String() string { return causeNames.String(k) }

// MarshalText encodes the cause kind by name.
func (k CauseKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText decodes a cause kind name.
func (k *CauseKind) UnmarshalText(b []byte) error { return causeNames.Unmarshal(k, b) }

// Cause explains a move or an elimination: By (what), Seat (whose card or
// gun) and Card.
type Cause struct {
	By   CauseKind `json:"by"`
	Seat Seat      `json:"seat"`
	Card Card      `json:"card"`
}

// MarshalJSON writes {"by":"shot","seat":2,"card":"Shoot"}, or
// {"by":"detached"} for the detached caboose.
func (c Cause) MarshalJSON() ([]byte, error) {
	if c.By == ByDetach || c.By == ByRule {
		return json.Marshal(struct {
			By CauseKind `json:"by"`
		}{c.By})
	}
	type plain Cause
	return json.Marshal(plain(c))
}

// Event is one change of the game, with what the table needs to move the
// real pawns: a placement says the spot (card, floor, place in the line),
// the facing, and the bandits the pawn stands between ("stand behind Tuco,
// facing the locomotive" is NextTowardLoco = Tuco, Facing = locomotive).
//
// A stack is private to its seat until its cards are revealed: call For
// before showing or sending an event.
type Event struct {
	Kind  EventKind `json:"kind"`
	Seat  Seat      `json:"seat"`
	Round int       `json:"round"` // 1-based
	// Target is the bandit hit by a shot, or NoSeat.
	Target Seat `json:"target"`
	Card   Card `json:"card"`
	// Cards is a stack, top first: in EvStacked, for its own seat only.
	Cards  []Card `json:"cards,omitempty"`
	Count  int    `json:"count,omitempty"`
	From   *Spot  `json:"from,omitempty"`
	To     *Spot  `json:"to,omitempty"`
	Facing Facing `json:"facing"`
	// NextTowardLoco and NextTowardCaboose are the bandits standing right
	// beside To in its line, on the locomotive side and on the caboose side
	// (NoSeat: nobody, the pawn is at that end of the line).
	NextTowardLoco    Seat   `json:"nextTowardLoco"`
	NextTowardCaboose Seat   `json:"nextTowardCaboose"`
	Wagon             int    `json:"wagon,omitempty"`
	Value             int    `json:"value,omitempty"`
	Cause             *Cause `json:"cause,omitempty"`
	Ending            Ending `json:"ending,omitempty"`
	Seats             []Seat `json:"seats,omitempty"`
}

// The fields each event kind uses, for its wire form.
const (
	fSeat uint16 = 1 << iota
	fTarget
	fCard
	fCards
	fCount
	fFrom
	fTo
	fFacing
	fNext
	fWagon
	fValue
	fCause
	fEnding
)

var eventFields = [numEventKinds]uint16{
	EvBanditPlaced:  fSeat | fTo | fFacing,
	EvRoundStarted:  fSeat | fCount | fWagon,
	EvStacked:       fSeat | fCards | fCount,
	EvActionStarted: fSeat | fCount,
	EvCardRevealed:  fSeat | fCard | fCount | fFrom | fFacing,
	EvStoodUp:       fSeat | fCard | fTo | fFacing,
	EvBanditMoved:   fSeat | fFrom | fTo | fFacing | fNext | fCause,
	EvTurnedAround:  fSeat | fTo | fFacing,
	EvShot:          fSeat | fTarget | fCount | fFrom | fTo | fFacing,
	EvStunned:       fSeat | fTo | fFacing | fCause,
	EvEliminated:    fSeat | fFrom | fFacing | fCause,
	EvWagonDetached: fCount | fWagon | fValue,
	EvLootTaken:     fSeat | fFrom | fWagon | fValue,
	EvRoundEnded:    fSeat | fCount,
	EvGameOver:      fSeat | fEnding,
}

// wireEvent is the JSON shape of an event: only the fields its kind uses.
type wireEvent struct {
	Kind              EventKind `json:"kind"`
	Round             int       `json:"round"`
	Seat              *Seat     `json:"seat,omitempty"`
	Target            *Seat     `json:"target,omitempty"`
	Card              *Card     `json:"card,omitempty"`
	Cards             []Card    `json:"cards,omitempty"`
	Count             *int      `json:"count,omitempty"`
	From              *Spot     `json:"from,omitempty"`
	To                *Spot     `json:"to,omitempty"`
	Facing            *Facing   `json:"facing,omitempty"`
	NextTowardLoco    *Seat     `json:"nextTowardLoco,omitempty"`
	NextTowardCaboose *Seat     `json:"nextTowardCaboose,omitempty"`
	Wagon             *int      `json:"wagon,omitempty"`
	Value             *int      `json:"value,omitempty"`
	Cause             *Cause    `json:"cause,omitempty"`
	Ending            *Ending   `json:"ending,omitempty"`
	Seats             []Seat    `json:"seats,omitempty"`
}

// MarshalJSON writes only the fields the event's kind uses, e.g.
// {"kind":"BanditMoved","round":2,"seat":3,"from":{…},"to":{…},"facing":"locomotive","nextTowardLoco":1,"nextTowardCaboose":-1,"cause":{…}}.
func (e Event) MarshalJSON() ([]byte, error) {
	if e.Kind >= numEventKinds {
		return nil, fmt.Errorf("super: cannot encode event kind %d", e.Kind)
	}
	f := eventFields[e.Kind]
	w := wireEvent{Kind: e.Kind, Round: e.Round, From: e.From, To: e.To, Cause: e.Cause}
	if f&fSeat != 0 {
		w.Seat = &e.Seat
	}
	if f&fTarget != 0 {
		w.Target = &e.Target
	}
	if f&fCard != 0 {
		w.Card = &e.Card
	}
	if f&fCards != 0 {
		w.Cards = e.Cards
	}
	if f&fCount != 0 {
		w.Count = &e.Count
	}
	if f&fFacing != 0 {
		w.Facing = &e.Facing
	}
	if f&fNext != 0 {
		w.NextTowardLoco, w.NextTowardCaboose = &e.NextTowardLoco, &e.NextTowardCaboose
	}
	if f&fWagon != 0 {
		w.Wagon = &e.Wagon
	}
	if f&fValue != 0 {
		w.Value = &e.Value
	}
	if f&fEnding != 0 {
		w.Ending = &e.Ending
		w.Seats = e.Seats
	}
	return json.Marshal(w)
}

// ev returns an event of kind k with "nobody" in every seat field.
func ev(k EventKind) Event {
	return Event{Kind: k, Seat: NoSeat, Target: NoSeat, NextTowardLoco: NoSeat, NextTowardCaboose: NoSeat}
}

// For returns the event as viewer may see it (NoSeat: the public): a stack
// is shown only to the seat that made it; everything else is public.
func (e Event) For(viewer Seat) Event {
	if e.Kind == EvStacked && viewer != e.Seat {
		e.Cards = nil
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

// emitter collects events; a nil list switches collection off (simulations).
// steps, when set, also collects the public view at each new moment of the
// narration (the host's path: Game.Apply).
type emitter struct {
	list  *[]Event
	steps *[]StepView
}

// StepView is the public view of the game just before event At of a change,
// where a new moment of the narration begins: a card turned over, the
// caboose unhooked, the end of the game. A screen narrating the change step
// by step draws each step's train as it stood (engine.Narrated).
type StepView struct {
	At   int        `json:"at"`
	View PublicView `json:"view"`
}

// startsStep reports whether an event of kind k begins a new moment of the
// narration (StepView).
func startsStep(k EventKind) bool {
	return k == EvCardRevealed || k == EvWagonDetached || k == EvGameOver
}

func (em emitter) add(e Event) {
	if em.list != nil {
		*em.list = append(*em.list, e)
	}
}

func (em emitter) on() bool { return em.list != nil }

// emit adds e, stamped with the current round.
func (s *State) emit(em emitter, e Event) {
	e.Round = int(s.round) + 1
	if em.steps != nil && em.list != nil && startsStep(e.Kind) {
		*em.steps = append(*em.steps, StepView{At: len(*em.list), View: s.publicView()})
	}
	em.add(e)
}

// at returns a spot for an event field.
func at(p Spot) *Spot { return &p }
