package express

import (
	"math/bits"

	"colt/engine"
	"colt/engine/express/cards"
)

// Phase is the part of a round the game is in.
type Phase uint8

// The phases. Every live phase waits for exactly one seat (docs/design.md rule 4);
// automatic steps are resolved inside Apply and reported as events.
const (
	Schemin     Phase = iota // planning: play a card or draw
	Stealin                  // resolving the pile: the card's owner chooses
	EventChoice              // an end-of-round event needs a choice (Pickpocketing)
	GameOver                 // final; Result is set
	Preparing                // before Schemin': simultaneous choices (two-bandit hands, card to take, Experts bullets)
	Keeping                  // Experts, end of Schemin': each player secretly keeps cards
)

var phaseNames = engine.Names[Phase]{Type: "Phase", What: "phase", List: []string{"Schemin", "Stealin", "EventChoice", "GameOver", "Preparing", "Keeping"}}

// String returns the phase's name.
func (p Phase) String() string { return phaseNames.String(p) }

// MarshalText encodes the phase by name.
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// Stage is the sub-step of a card's resolution that waits for a choice.
type Stage uint8

// The stages of Stealin' and events that wait for a choice.
const (
	StageNone        Stage = iota
	StageMove              // choose a destination wagon
	StageShoot             // choose a target
	StageRob               // choose a loot token
	StagePunch             // choose a target
	StagePunchLoot         // choose the target's token to drop
	StageKeepPurse         // Cheyenne: keep the purse or let it drop
	StagePush              // choose where the punched bandit goes
	StageMarshal           // choose where the Marshal goes
	StagePickpocket        // Pickpocketing event: take a purse or not
	StageHands             // two bandits: which bandit is in your left hand (simultaneous, secret)
	StageTakeCard          // two bandits: take one card of your choice before shuffling (simultaneous, secret)
	StageBullets           // Experts: discard the bullet cards you drew, or keep them (simultaneous)
	StageKeep              // Experts: keep cards for the next round, one at a time, then done (simultaneous, secret)
	StageCover             // two bandits: after a Shoot, play a card of your other bandit at once, or not
	StageHide              // Time-Travel Car: where the bandit alone in the Car will appear (secret, §12)
	StageHorseAttack       // Horses: bandit or horse in the fist for the wagon revealed now (simultaneous, secret, §11)
	StageAttackAlone       // Horses: a player left alone chooses the starting wagon
	StageRide              // Horses: where the horse carries the bandit
	StageHostage           // Horses: the bandit entering the stagecoach takes a hostage of their choice
	StageFlee              // Horses: the bandit on the Shotgun's position flees to a neighbouring roof
	StageTurmoil           // Horses: a Turmoil turn, every player chooses at once (simultaneous, secret)
	StagePlan              // Horses: Plan of Attack, keep cards for the next round (simultaneous, secret)
)

var stageNames = engine.Names[Stage]{Type: "Stage", What: "stage", List: []string{"None", "Move", "Shoot", "Rob", "Punch", "PunchLoot", "KeepPurse", "Push", "Marshal", "Pickpocket",
	"Hands", "TakeCard", "Bullets", "Keep", "Cover", "Hide", "HorseAttack", "AttackAlone", "Ride", "Hostage", "Flee", "Turmoil", "Plan"}}

// String returns the stage's name.
func (s Stage) String() string { return stageNames.String(s) }

// MarshalText encodes the stage by name.
func (s Stage) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

const maxCards = 64 // a player's cards: 10–11 actions, a partner's cards (Teams), bullets received; checked at setup
const maxPile = 64  // turns × players × 2 (SpeedUp, Cover) fits; checked at setup

// MaxBandits is the most bandits in one game (6 players, or 3 players with two bandits each).
const MaxBandits = 6

// maxWagons is the longest train: the locomotive and six wagons.
const maxWagons = MaxPlayers + 1

// PileCard is one card on the common pile: Owner is the player who played
// it, Bandit the bandit whose card it is (the card's colour), Kind its action.
type PileCard struct {
	Owner    Seat
	Bandit   Seat
	Kind     ActionKind
	FaceDown bool
}

// banditState is one bandit on the train: its pawn, its bullets, its loot
// (loot tokens record their holder) and the player who controls it.
type banditState struct {
	character Character
	owner     Seat
	pos       Place
	bullets   uint8 // bullet cards left in the barrel
	received  uint8 // bullets received during the game (R9 tie-break)
	ransoms   uint8 // $250 conductor ransoms
	friendly  uint8 // bullets fired at a bandit of the same player or team (Teams, two-bandit Gunslinger)
	// hideAt is the car a bandit hidden by the Time-Travel Car will appear
	// inside (its player's secret, §12), -1 when it is not hidden
	hideAt int8
	// timeTravel is set when the bandit ended the game alone in the Car ($500, §12)
	timeTravel bool
	// hostage is the bandit's hostage (§11), -1 for none
	hostage int8
	// hits counts the bullets received this round (Deadly Bullet, §11)
	hits uint8
}

// player is one seat's cards and the bandits it controls.
type player struct {
	deck    [maxCards]Card // deck[deckLen-1] is the top
	deckLen uint8
	hand    [maxCards]Card
	handLen uint8
	discard [maxCards]Card // Experts: face up, public
	discLen uint8
	kept    uint8 // Experts keep step: hand[:kept] are kept for the next round
	// inHand is the set of distinct action cards in the hand and twice
	// the set of those held twice (no card is in a hand three times),
	// kept with the hand so Schemin' lists its choices without a scan.
	inHand, twice cardSet
	bandits       [2]int8
	nBandits      uint8
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
	g         *game // immutable data built at setup from the Setup; shared by copies
	wagonType [maxWagons]uint8
	rng       rng
	seed      uint64             // the setup's seed (the rest of the setup is in g)
	version   uint32             // commands accepted so far
	seatVer   [MaxPlayers]uint32 // during a simultaneous step: each seat's state id for stale checks
	nPlayers  uint8
	nBandits  uint8
	nWagons   uint8 // locomotive included
	phase     Phase
	round     uint8
	first     Seat // first player of this round
	players   [MaxPlayers]player
	bandits   [MaxBandits]banditState

	rounds [Rounds]roundInPlay

	// Schemin'
	turn uint8 // index into the round card's turns
	// turnKind is rounds[round].turns[turn], kept by syncTurn (read on
	// every Schemin' decision)
	turnKind cards.TurnKind
	orderAt  uint8 // how many seats have finished this turn
	subAct   uint8 // SpeedUp: 0 or 1
	cover    bool  // two bandits: the actor may play a card of its other bandit (Cover)

	pile    [maxPile]PileCard
	pileLen uint8
	resolve uint8 // next pile card to resolve (Stealin')

	// a simultaneous step: the seats that still owe a choice, and their hidden commits
	waiting uint8 // bitmask of seats
	commit  [MaxPlayers]int8

	// the choice under way
	stage   Stage
	actor   Seat
	actB    Seat // the bandit acting for the resolving card
	target  Seat // a bandit
	token   LootID
	pickIdx uint8 // Pickpocketing: position in turn order over bandits

	marshal       Place // the Marshal's place (always inside a car)
	neutral       uint8
	neutralGone   bool
	neutralLost   uint8 // neutral cards removed with the stock (§9)
	loot          [maxLoot]lootPlace
	lootAt        [lootSlots]uint64 // the set of tokens at each place and held by each bandit (putLoot keeps it with loot)
	purseValue    [NumPurses]uint16
	purseKnown    [NumPurses]uint8     // bitmask of seats that have held the purse (R1)
	lootValue     [numLootKinds]uint16 // purse unused; jewel, strongbox; whisky is worth nothing
	ransomValue   uint16
	gunslingerVal uint16

	// Horses & Stagecoach (§11, horses.go); zero in games without it
	coach       int8                 // the wagon the stagecoach faces
	shotgunOn   bool                 // the Shotgun was punched: it guards the roof of the wagon the stagecoach faces
	horses      [maxWagons + 1]uint8 // horses facing each car, and (horses[carHorse]) the Time-Travel Car (§12)
	gallop      uint8                // Horse Attack: the bandits still galloping
	attackAt    int8                 // Horse Attack: the wagon revealed now
	hostagesOut uint8                // the hostages face up, not taken yet (bit per Hostage)
	flaskOld    uint8                // by flask index: the old whisky
	flaskHalf   uint8                // by flask index: half-empty
	flaskKnown  [maxFlasks]uint8     // by flask index: the seats that know its type
	pendFlee    uint8                // bandits that must flee the Shotgun's position
	pendHostage uint8                // bandits that must take a hostage
	drinks      uint8                // whisky: cards the drinker still plays in a row
	roundEnd    uint8                // 1: the round's event is resolved; 2: the stagecoach moved too
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

// Actor returns the seat expected to act. In a simultaneous step (several
// seats expected) it is the lowest expected seat; Expected lists them all.
func (s *State) Actor() Seat {
	if s.phase == GameOver {
		return NoSeat
	}
	if s.waiting != 0 {
		return Seat(bits.TrailingZeros8(s.waiting))
	}
	return s.actor
}

// IsExpected reports whether seat owes a choice now.
func (s *State) IsExpected(seat Seat) bool {
	if s.phase == GameOver || seat < 0 || int(seat) >= int(s.nPlayers) {
		return false
	}
	if s.waiting != 0 {
		return s.waiting&(1<<uint(seat)) != 0
	}
	return seat == s.actor
}

// Expected returns the seats that owe a choice now, in seat order: one in a
// sequential step, several in a simultaneous secret step, none after the game.
func (s *State) Expected() []Seat {
	var out []Seat
	for i := 0; i < int(s.nPlayers); i++ {
		if s.IsExpected(Seat(i)) {
			out = append(out, Seat(i))
		}
	}
	return out
}

// Simultaneous reports whether the current step is a simultaneous secret
// choice (each expected seat commits hidden; it resolves when the last does).
func (s *State) Simultaneous() bool { return s.waiting != 0 }

// VersionFor returns the state id a command from seat must carry: it moves
// on with every command, except that another seat's commit in a
// simultaneous step does not make this seat's pending choice stale.
func (s *State) VersionFor(seat Seat) int {
	if s.waiting == 0 || seat < 0 || int(seat) >= MaxPlayers {
		return int(s.version)
	}
	return int(s.seatVer[seat])
}

// Stage returns the choice the actor is making (StageNone in Schemin').
func (s *State) Stage() Stage { return s.stage }

// Character returns a bandit's character (in a game where each player has
// one bandit, bandit i is seat i's).
func (s *State) Character(bandit Seat) Character { return s.bandits[bandit].character }

// BanditAt returns a bandit's position.
func (s *State) BanditAt(bandit Seat) Position { return s.g.lay.pos(s.bandits[bandit].pos) }

// Bandits returns the number of bandits on the train.
func (s *State) Bandits() int { return int(s.nBandits) }

// Owner returns the seat of the player controlling a bandit.
func (s *State) Owner(bandit Seat) Seat { return s.bandits[bandit].owner }

// Rules returns the modules this game is played with.
func (s *State) Rules() Rules { return s.g.rules }

// FirstPlayer returns the first player of the current round.
func (s *State) FirstPlayer() Seat { return s.first }

// Marshal returns the Marshal's wagon (he is always inside).
func (s *State) Marshal() int { return int(s.g.lay.wagon(s.marshal)) }

// currentTurn returns the kind of the current Schemin' turn.
func (s *State) currentTurn() cards.TurnKind { return s.turnKind }

// syncTurn keeps turnKind equal to rounds[round].turns[turn]: called
// wherever the round, the turn or the current round card changes
// (CheckInvariants holds it to that).
func (s *State) syncTurn() { s.turnKind = s.rounds[s.round].turns[s.turn] }

// seatInOrder returns the k-th seat of the current turn's order.
// (k is below the player count: no division on this hot path.)
func (s *State) seatInOrder(k int, reversed bool) Seat {
	n := int(s.nPlayers)
	if k >= n {
		k %= n
	}
	x := int(s.first) + k
	if reversed {
		x = int(s.first) - k
		if x < 0 {
			x += n
		}
	} else if x >= n {
		x -= n
	}
	return Seat(x)
}

// turnOrderSeat returns the k-th seat from the first player, clockwise (R8).
func (s *State) turnOrderSeat(k int) Seat { return s.seatInOrder(k, false) }

func (s *State) lootValueOf(id LootID) int {
	switch k := s.g.loot.kind[id]; k {
	case Purse:
		return int(s.purseValue[id])
	default:
		return int(s.lootValue[k])
	}
}

// UnmarshalText decodes a phase name.
func (p *Phase) UnmarshalText(b []byte) error { return phaseNames.Unmarshal(p, b) }

// UnmarshalText decodes a stage name.
func (s *Stage) UnmarshalText(b []byte) error { return stageNames.Unmarshal(s, b) }

// SetVersion sets the state id used for stale-command checks. The live
// table uses it so ids keep increasing across an undo (a replay of a
// shorter record would otherwise reuse ids, and a command made before the
// undo could match a different state after it). Rules never read it.
func (s *State) SetVersion(v int) {
	s.version = uint32(v)
	if s.waiting != 0 {
		for i := range s.seatVer {
			s.seatVer[i] = uint32(v)
		}
	}
}
