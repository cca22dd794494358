// Package express is the pure rules engine of Colt Express — the base game
// and every module (Experts, 2 players, Teams, two bandits each): State,
// Command, Legal, Apply, View, Record and Replay. Its Ruleset is the game's
// entry in the shared core (colt/engine).
//
// The engine imports only the standard library, the core and its data
// package engine/express/cards. Apply never mutates its input, never reads a clock or a
// global random source: randomness is a seeded generator inside State, so a
// Record (setup + seed + commands) replays to the same state byte for byte.
// Rule numbers in comments (§5, R3) refer to docs/rules.md.
package express

import (
	"colt/engine"

	"encoding/json"
	"fmt"
)

// MaxPlayers is the largest table the base game supports.
const MaxPlayers = 6

// MinPlayers is the smallest table the base game supports.
const MinPlayers = 3

// MinPlayersAny is the smallest table any way to play supports (the
// 2-player game and the two-bandit variant).
const MinPlayersAny = 2

// Rounds is the number of rounds in a game.
const Rounds = 5

// Seat is a player's place at the table, 0-based, clockwise. Seats are
// fixed for the whole game; the first player moves around them. Bandits are
// numbered with the same type: in a game where each player has one bandit,
// bandit i is seat i's; with two bandits each, seat i has bandits 2i and
// 2i+1 (State.Owner says whose a bandit is).
type Seat = engine.Seat

// NoSeat means "nobody": the public audience, or no seat.
const NoSeat = engine.NoSeat

// Character is one of the six bandits.
type Character uint8

// The six characters of the base game (docs/rules.md §1).
const (
	Ghost Character = iota
	Tuco
	Cheyenne
	Doc
	Belle
	Django
	NumCharacters
)

var characterNames = engine.Names[Character]{Type: "Character", What: "character", List: []string{"Ghost", "Tuco", "Cheyenne", "Doc", "Belle", "Django"}, Fold: true, Unknown: "unknown character %q (choose Ghost, Tuco, Cheyenne, Doc, Belle or Django)"}

// String returns the character's name.
func (c Character) String() string { return characterNames.String(c) }

// ParseCharacter returns the character with the given name (case-insensitive).
func ParseCharacter(s string) (Character, error) { return characterNames.Parse(s) }

// MarshalText encodes the character by name.
func (c Character) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText decodes a character name.
func (c *Character) UnmarshalText(b []byte) error { return characterNames.Unmarshal(c, b) }

// ActionKind is the kind of an action card; Bullet is a bullet card, which
// can never be played.
type ActionKind uint8

// The action kinds (docs/rules.md §1, §5).
const (
	Move ActionKind = iota
	FloorChange
	Shoot
	Rob
	Punch
	MarshalCard
	Bullet
	// Ride is the Horses & Stagecoach expansion's action card (§11); it
	// follows Bullet so the base kinds keep their numbers (a card's kind
	// is its low 3 bits: Ride = 7 still fits).
	Ride
	numKinds
)

// NumActionKinds is the number of playable action kinds (Move … MarshalCard).
const NumActionKinds = int(Bullet)

var kindNames = engine.Names[ActionKind]{Type: "ActionKind", What: "card", List: []string{"Move", "FloorChange", "Shoot", "Rob", "Punch", "Marshal", "Bullet", "Ride"}, Fold: true, Unknown: "unknown card %q (Move, FloorChange, Shoot, Rob, Punch, Marshal)"}

// String returns the card kind's English name.
func (k ActionKind) String() string {
	if k == HiddenCard {
		return "Hidden"
	}
	return kindNames.String(k)
}

// ParseActionKind returns the action kind with the given name (case-insensitive).
func ParseActionKind(s string) (ActionKind, error) { return kindNames.Parse(s) }

// MarshalText encodes the kind by name.
func (k ActionKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText decodes a kind name.
func (k *ActionKind) UnmarshalText(b []byte) error {
	if string(b) == "Hidden" {
		*k = HiddenCard
		return nil
	}
	return kindNames.Unmarshal(k, b)
}

// baseDeck is the action cards of one character in the base game (§1).
var baseDeck = [numKinds]uint8{Move: 2, FloorChange: 2, Shoot: 2, Rob: 2, Punch: 1, MarshalCard: 1}

// pairDeck is one character's share of an 11-card two-bandit deck (§10):
// one Shoot, Punch, Move, FloorChange and Rob; the player's first bandit
// also brings the one Marshal.
var pairDeck = [numKinds]uint8{Move: 1, FloorChange: 1, Shoot: 1, Rob: 1, Punch: 1}

// Card is one card in a deck or hand: an action card, which names the
// bandit whose card it is (its colour), or a bullet card, which names the
// bandit that fired it (or is neutral).
type Card uint8

// NeutralSource is the source of a neutral bullet card.
const NeutralSource = 6

func actionCard(k ActionKind, bandit Seat) Card { return Card(uint8(k) | uint8(bandit)<<3) }
func bulletCard(from Seat) Card                 { return Card(uint8(Bullet) | uint8(from)<<3) }
func neutralBulletCard() Card                   { return Card(uint8(Bullet) | NeutralSource<<3) }

// Kind returns the card's kind (Bullet for a bullet card).
func (c Card) Kind() ActionKind { return ActionKind(c & 7) }

// bandit returns the bandit whose action card it is, or who fired the bullet.
func (c Card) bandit() Seat { return Seat(c >> 3) }

func (c Card) bulletFrom() int       { return int(c >> 3) }
func (c Card) isNeutralBullet() bool { return c.Kind() == Bullet && c>>3 == NeutralSource }

// Floor is inside or on the roof of a wagon.
type Floor uint8

// The two floors.
const (
	Inside Floor = iota
	Roof
)

// String returns "inside" or "roof".
func (f Floor) String() string {
	if f == Roof {
		return "roof"
	}
	return "inside"
}

// Position is how people name a place: a car of the train (Wagon 0 = the
// locomotive, the last = the caboose) and a floor; or, with Area, a place
// beside the train (the Time-Travel Car in front of the locomotive, Wagon
// -1; a bandit hidden by the Car). Wagon -1 with no area is a bandit not yet
// on the train (two bandits each, before the hands reveal).
type Position struct {
	Wagon int8  `json:"wagon"`
	Floor Floor `json:"floor"`
	Area  Area  `json:"area,omitempty"`
}

// MarshalJSON writes {"wagon":2,"floor":"roof"}, with "area" for a place
// beside the train ({"wagon":-1,"floor":"inside","area":"car"}).
func (p Position) MarshalJSON() ([]byte, error) {
	if p.Area >= AreaCar {
		return []byte(fmt.Sprintf(`{"wagon":%d,"floor":%q,"area":%q}`, p.Wagon, p.Floor.String(), p.Area.String())), nil
	}
	return []byte(fmt.Sprintf(`{"wagon":%d,"floor":%q}`, p.Wagon, p.Floor.String())), nil
}

// UnmarshalJSON reads {"wagon":2,"floor":"roof"} (and "area").
func (p *Position) UnmarshalJSON(b []byte) error {
	var v struct {
		Wagon int8   `json:"wagon"`
		Floor string `json:"floor"`
		Area  string `json:"area"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	p.Wagon = v.Wagon
	switch v.Floor {
	case "inside":
		p.Floor = Inside
	case "roof":
		p.Floor = Roof
	default:
		return fmt.Errorf("floor %q must be inside or roof", v.Floor)
	}
	switch v.Area {
	case "":
		p.Area = AreaTrain
		if p.Wagon < 0 {
			p.Area = AreaOffBoard
		}
	case "car":
		p.Area = AreaCar
	case "hidden":
		p.Area = AreaHidden
	case "stagecoach":
		p.Area = AreaStage
	case "escaped":
		p.Area = AreaEscaped
	default:
		return fmt.Errorf("area %q must be car, hidden, stagecoach or escaped (or absent on the train)", v.Area)
	}
	return nil
}

// String describes the position ("roof of wagon 2", "inside the locomotive",
// "the Time-Travel Car").
func (p Position) String() string {
	switch p.Area {
	case AreaCar:
		return "the Time-Travel Car"
	case AreaHidden:
		return "hidden"
	case AreaOffBoard:
		return "off the train"
	case AreaEscaped:
		return "escaped"
	case AreaStage:
		if p.Floor == Roof {
			return "roof of the stagecoach"
		}
		return "inside the stagecoach"
	}
	w := fmt.Sprintf("wagon %d", p.Wagon)
	if p.Wagon == 0 {
		w = "the locomotive"
	}
	if p.Floor == Roof {
		return "roof of " + w
	}
	return "inside " + w
}

// LootKind is the kind of a loot token.
type LootKind uint8

// The loot kinds.
const (
	Purse LootKind = iota
	Jewel
	Strongbox
	// Whisky is a whisky flask (Horses & Stagecoach, §11): classic or old,
	// face down until someone holds it.
	Whisky
)

var lootNames = engine.Names[LootKind]{Type: "LootKind", What: "loot kind", List: []string{"purse", "jewel", "strongbox", "whisky"}}

// String returns the loot kind's name.
func (k LootKind) String() string { return lootNames.String(k) }

// MarshalText encodes the loot kind by name.
func (k LootKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// LootID identifies one physical loot token for the whole game. Purses are
// distinct tokens whose values stay hidden (R1); the id never reveals a value.
// The game's loot table (built at setup) says each token's kind.
type LootID int8

// The tokens of the base game: its loot table holds 18 purses, 6 jewels and
// 2 strongboxes, numbered in that order (records name tokens by these ids).
const (
	NumPurses           = 18
	NumJewels           = 6
	NumStrongbox        = 2
	NumLoot             = NumPurses + NumJewels + NumStrongbox
	NoLoot       LootID = -1
)

// Kind returns the kind of a token of the base game's loot table (the
// table every way to play of this rules version uses; State.LootKind is
// the game's own table).
func (id LootID) Kind() LootKind { return baseLoot.kindOf(id) }

// lootPlace is where a token is: a place of the layout (below placeHeld),
// a bandit (held), the reserve (not in play yet), or out of the game.
type lootPlace uint8

const (
	placeHeld    lootPlace = maxPlaces // + bandit
	placeReserve lootPlace = 62
	placeOut     lootPlace = 63
)

func heldBy(b Seat) lootPlace    { return placeHeld + lootPlace(b) }
func atPlace(p Place) lootPlace  { return lootPlace(p) }
func (l lootPlace) isPos() bool  { return l < placeHeld }
func (l lootPlace) holder() Seat { return Seat(l - placeHeld) }
func (l lootPlace) isHeld() bool { return l >= placeHeld && l < placeHeld+MaxBandits }
func (l lootPlace) place() Place { return Place(l) }

// parseName finds s in names (for UnmarshalText of the enums that keep a
// plain name array).
func parseName(what string, names []string, s string) (int, error) {
	n := engine.Names[uint8]{What: what, List: names}
	i, err := n.Parse(s)
	return int(i), err
}

// UnmarshalText decodes a loot kind name.
func (k *LootKind) UnmarshalText(b []byte) error { return lootNames.Unmarshal(k, b) }
