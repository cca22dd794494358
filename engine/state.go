package engine

import (
	"colt/engine/cards"
)

// Phase is the part of a round the game is in.
type Phase uint8

// The phases. Every live phase waits for exactly one seat (DESIGN rule 4);
// automatic steps are resolved inside Apply and reported as events.
const (
	Schemin     Phase = iota // planning: play a card or draw
	Stealin                  // resolving the pile: the card's owner chooses
	EventChoice              // an end-of-round event needs a choice (Pickpocketing)
	GameOver                 // final; Result is set
)

var phaseNames = [...]string{"Schemin", "Stealin", "EventChoice", "GameOver"}

// String returns the phase's name.
func (p Phase) String() string { return phaseNames[p] }

// MarshalText encodes the phase by name.
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// Stage is the sub-step of a card's resolution that waits for a choice.
type Stage uint8

// The stages of Stealin' and events that wait for a choice.
const (
	StageNone       Stage = iota
	StageMove             // choose a destination wagon
	StageShoot            // choose a target
	StageRob              // choose a loot token
	StagePunch            // choose a target
	StagePunchLoot        // choose the target's token to drop
	StageKeepPurse        // Cheyenne: keep the purse or let it drop
	StagePush             // choose where the punched bandit goes
	StageMarshal          // choose where the Marshal goes
	StagePickpocket       // Pickpocketing event: take a purse or not
)

var stageNames = [...]string{"None", "Move", "Shoot", "Rob", "Punch", "PunchLoot", "KeepPurse", "Push", "Marshal", "Pickpocket"}

// String returns the stage's name.
func (s Stage) String() string { return stageNames[s] }

// MarshalText encodes the stage by name.
func (s Stage) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

const maxCards = 64 // a player's cards: 10 actions + at most 30 + 13 bullets received
const maxPile = 64  // 6 turns × 6 players × 2 (SpeedUp) fits under 72; checked at setup

// PileCard is one card on the common pile.
type PileCard struct {
	Owner    Seat
	Kind     ActionKind
	FaceDown bool
}

// player is one bandit's private and public state.
type player struct {
	character Character
	pos       Position
	deck      [maxCards]Card // deck[deckLen-1] is the top
	deckLen   uint8
	hand      [maxCards]Card
	handLen   uint8
	bullets   uint8 // bullet cards left in the barrel
	received  uint8 // bullets received during the game (R9 tie-break)
	ransoms   uint8 // $250 conductor ransoms
}

// roundInPlay is one round card dealt into this game's round deck.
type roundInPlay struct {
	card   uint8 // index into the catalog's round cards
	turns  [cards.MaxTurns]cards.TurnKind
	nTurns uint8
	event  cards.Event
}

// State is the whole game. It is a plain value: copying it copies the game.
// Fields are unexported so no caller can break an invariant; read it through
// View, PublicView and the accessor methods.
type State struct {
	cat       *cards.Catalog // immutable card data; not part of the encoded state
	wagonType [MaxPlayers + 1]uint8
	setupHash uint64
	rng       rng
	version   uint32 // commands accepted so far; the state id for stale checks
	nPlayers  uint8
	phase     Phase
	round     uint8
	first     Seat // first player of this round
	players   [MaxPlayers]player

	rounds [Rounds]roundInPlay

	// Schemin'
	turn    uint8 // index into the round card's turns
	orderAt uint8 // how many seats have finished this turn
	subAct  uint8 // SpeedUp: 0 or 1

	pile    [maxPile]PileCard
	pileLen uint8
	resolve uint8 // next pile card to resolve (Stealin')

	// the choice under way
	stage   Stage
	actor   Seat
	target  Seat
	token   LootID
	pickIdx uint8 // Pickpocketing: position in turn order

	marshal       int8 // the Marshal's wagon (always inside)
	neutral       uint8
	neutralGone   bool
	neutralLost   uint8 // neutral cards removed with the stock (§9)
	loot          [NumLoot]lootPlace
	purseValue    [NumPurses]uint16
	purseKnown    [NumPurses]uint8 // bitmask of seats that have held the purse (R1)
	lootValue     [3]uint16        // purse unused; jewel, strongbox
	ransomValue   uint16
	gunslingerVal uint16
}

// Players returns the number of players.
func (s *State) Players() int { return int(s.nPlayers) }

// Phase returns the current phase.
func (s *State) Phase() Phase { return s.phase }

// Version returns the number of commands accepted so far. Clients send the
// version they saw with each command so a stale command can be refused.
func (s *State) Version() int { return int(s.version) }

// Round returns the current round, 0-based.
func (s *State) Round() int { return int(s.round) }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == GameOver }

// Actor returns the seat expected to act: in every live state exactly one.
func (s *State) Actor() Seat {
	if s.phase == GameOver {
		return NoSeat
	}
	return s.actor
}

// Stage returns the choice the actor is making (StageNone in Schemin').
func (s *State) Stage() Stage { return s.stage }

// Character returns the seat's character.
func (s *State) Character(seat Seat) Character { return s.players[seat].character }

// BanditAt returns the seat's position.
func (s *State) BanditAt(seat Seat) Position { return s.players[seat].pos }

// FirstPlayer returns the first player of the current round.
func (s *State) FirstPlayer() Seat { return s.first }

// Marshal returns the Marshal's wagon (he is always inside).
func (s *State) Marshal() int { return int(s.marshal) }

// currentTurn returns the kind of the current Schemin' turn.
func (s *State) currentTurn() cards.TurnKind {
	r := &s.rounds[s.round]
	return r.turns[s.turn]
}

// seatInOrder returns the k-th seat of the current turn's order.
func (s *State) seatInOrder(k int, reversed bool) Seat {
	n := int(s.nPlayers)
	if reversed {
		return Seat((int(s.first) - k%n + n) % n)
	}
	return Seat((int(s.first) + k) % n)
}

// turnOrderSeat returns the k-th seat from the first player, clockwise (R8).
func (s *State) turnOrderSeat(k int) Seat { return s.seatInOrder(k, false) }

func (s *State) caboose() int8 { return int8(s.nPlayers) }

func (s *State) lootValueOf(id LootID) int {
	switch id.Kind() {
	case Purse:
		return int(s.purseValue[id])
	default:
		return int(s.lootValue[id.Kind()])
	}
}

// UnmarshalText decodes a phase name.
func (p *Phase) UnmarshalText(b []byte) error {
	i, err := parseName("phase", phaseNames[:], string(b))
	*p = Phase(i)
	return err
}

// UnmarshalText decodes a stage name.
func (s *Stage) UnmarshalText(b []byte) error {
	i, err := parseName("stage", stageNames[:], string(b))
	*s = Stage(i)
	return err
}

// SetVersion sets the state id used for stale-command checks. The live
// table uses it so ids keep increasing across an undo (a replay of a
// shorter record would otherwise reuse ids, and a command made before the
// undo could match a different state after it). Rules never read it.
func (s *State) SetVersion(v int) { s.version = uint32(v) }
