package express

import (
	"colt/engine"
	"colt/engine/express/cards"
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
	EvCardRevealed                      // the pile card of Seat is resolved: Card (Teams: Target is the partner whose card it is, else NoSeat)
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
	EvPartnerCard                       // Teams: Seat drew Count (0 or 1) cards from partner Target's deck
	EvCommitted                         // Seat made its hidden choice in a simultaneous step
	EvBanditPlaced                      // bandit Seat put on the train at To (two-bandit hands reveal)
	EvCardTaken                         // two bandits: Seat took Card of Bandit from its deck (others see only that a card was taken)
	EvCardsDiscarded                    // Experts: Seat discarded Count cards, listed in Cards (face up: the discard is public)
	EvCardsKept                         // Experts: Seat keeps Count cards for the next round
	EvBanditHidden                      // Time-Travel Car: bandit Seat leaves the Car, hidden; To (inside the car it will appear in) only for its player
	EvBanditAppeared                    // Time-Travel Car: hidden bandit Seat appears at To at the start of Stealin'
	EvTimeTravel                        // Time-Travel Car: bandit Seat ends the game alone in the Car and gains Value ($500)
	EvHorseMoved                        // Horses: Count horses moved From → To (beside a car; Wagon -1 off-board: from the player, or out of the game); Seat the rider, if any
	EvStagecoachMoved                   // Horses: the stagecoach now faces To's wagon (From: the wagon it faced)
	EvShotgunMoved                      // Horses: the Shotgun moved From → To (punched off the stagecoach, or with it)
	EvHostageTaken                      // Horses: bandit Seat takes hostage Count (a Hostage)
	EvWhiskyDrunk                       // Horses: Seat drinks flask Token: Count 1 classic (Value cards drawn), 2 old
	numEventKinds
)

var eventKindNames = engine.Names[EventKind]{Type: "EventKind", What: "event kind", List: []string{"RoundStarted", "CardsDrawn", "CardPlayed", "Passed", "SchemingEnded",
	"CardRevealed", "NoEffect", "BanditMoved", "MarshalMoved", "BulletGiven", "NeutralStockGone",
	"LootTaken", "LootDropped", "LootLost", "LootPlaced", "Ransom", "RoundEvent", "RoundEnded", "GameOver",
	"PartnerCard", "Committed", "BanditPlaced", "CardTaken", "CardsDiscarded", "CardsKept", "BanditHidden", "BanditAppeared", "TimeTravel",
	"HorseMoved", "StagecoachMoved", "ShotgunMoved", "HostageTaken", "WhiskyDrunk"}}

// String returns the event kind's name.
func (k EventKind) String() string { return eventKindNames.String(k) }

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
	ByShotgun                  // the Shotgun (§11)
)

var causeNames = engine.Names[CauseKind]{Type: "CauseKind", What: "cause", List: []string{"rule", "card", "marshal", "django", "punch", "event", "shotgun"}}

// String returns the cause kind's name.
func (k CauseKind) String() string { return causeNames.String(k) }

// MarshalText encodes the cause kind by name.
func (k CauseKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Cause explains an event in one sentence: By (what), Seat and Card (whose
// card), Event (which round event). Seat is the player; Bandit is the
// bandit that acted — whose card it is (ByCard), who punched (ByPunch), who
// shot (ByDjango) — which differs from Seat where a player has two bandits
// (two bandits each, the 2-player game). For the other causes Bandit is
// NoSeat.
type Cause struct {
	By     CauseKind   `json:"by"`
	Seat   Seat        `json:"seat"`
	Card   ActionKind  `json:"card"`
	Event  cards.Event `json:"event,omitempty"`
	Bandit Seat        `json:"bandit"`
}

// Event is one change of the game. Private data (a face-down card, a purse
// value, a card taken) is in the event; call For before showing or sending it.
//
// For bandit events (moved, placed, bullet, loot, ransom) Seat and Target
// are bandits; for card events Seat is the player. In a game where each
// player has one bandit the two numberings are the same. Bandit is the
// bandit whose card was played or revealed, in games where hands mix
// bandits' cards; otherwise NoSeat.
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
	Bandit     Seat        `json:"bandit"`
	// Player is the player controlling bandit Seat, for loot events (the
	// one who may see a purse's value); NoSeat otherwise.
	Player Seat `json:"player"`
	// Cards are the cards of an EvCardsDiscarded, in the order they went
	// onto the discard pile (public: the Experts discard lies face up).
	Cards []CardView `json:"cards,omitempty"`
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
		e.Bandit = NoSeat
	}
	if e.Kind == EvCardTaken && viewer != e.Seat {
		e.Card, e.Bandit = HiddenCard, NoSeat
	}
	if e.Kind == EvBanditHidden && viewer != e.Player {
		e.To = hiddenPosition // where the bandit will appear is its player's secret (§12)
	}
	if e.Value != 0 && e.Token != NoLoot && e.Loot == Purse && viewer != e.Player {
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
	// views, when set, receives the public view of st as each event is
	// told (DoWithViews): a screen draws the train as of any line it reads
	views *[]StepView
	st    *State
}

func (em emitter) add(e Event) {
	if em.list != nil {
		if em.views != nil {
			*em.views = append(*em.views, StepView{At: len(*em.list), View: em.st.publicView(NoSeat)})
		}
		*em.list = append(*em.list, e)
	}
}

// StepView is the public view inside one command as its event number At is
// told: the engine changes the state, then tells it, so the view shows a
// move, a boarding or a loot taken done, and an announcement (a card turned
// over, an end-of-round event) before its effects. A screen narrating the
// command step by step — and a long step page by page — draws the train as
// it stands at that moment, not as it ends. Only hosts ask for them
// (DoWithViews): a bot or a simulation never builds one.
type StepView struct {
	At   int
	View PublicView
}

func (em emitter) on() bool { return em.list != nil }

// UnmarshalText decodes an event kind name.
func (k *EventKind) UnmarshalText(b []byte) error { return eventKindNames.Unmarshal(k, b) }

// UnmarshalText decodes a cause kind name.
func (k *CauseKind) UnmarshalText(b []byte) error { return causeNames.Unmarshal(k, b) }
