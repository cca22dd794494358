// Package super is the pure rules engine of Colt Super Express (Ludonaute),
// the quick 3–7 player game in the Colt Express box: State, Command, Legal,
// Apply, views, events, Record and Replay.
//
// It imports only the standard library. Apply never mutates its input and
// never reads a clock or a global random source: the seed drawn at setup is
// part of the State, so a Record (setup + seed + commands) replays to the
// same state byte for byte. Section and ruling numbers in comments (§13,
// R10) refer to docs/rules.md; quotations in French are from
// the rulebook (French edition), which is the truth where the two differ.
//
// The only decision a player makes is the secret stack of 3 of their 4
// action cards each round (a simultaneous secret step: every seat still on
// the train commits, in any order, and nothing of a stack is visible to the
// others until its card is revealed). The action phase has no choices
// ("Toutes les cartes Action programmées pendant le Plan doivent
// obligatoirement être résolues"), so the last commit of a round resolves
// every card, the end of the round and, if it comes, the end of the game
// inside Apply, reported as events in order for the table to move the pawns.
//
// The train: wagon 0 is the locomotive, the highest index the caboose. Each
// floor (inside, roof) of each card is an ordered line of bandits, listed
// from the locomotive side of the card to the caboose side.
package super

import (
	"colt/engine"

	"fmt"
)

// MinPlayers is the smallest table Colt Super Express supports.
const MinPlayers = 3

// MaxPlayers is the largest table Colt Super Express supports.
const MaxPlayers = 7

// maxWagons is the longest train: the locomotive and players+1 wagons.
const maxWagons = MaxPlayers + 2

// StackSize is the number of cards a player stacks each round.
const StackSize = 3

// Seat is a player's place at the table, 0-based, clockwise. Each player has
// one bandit, numbered like its seat.
type Seat = engine.Seat

// NoSeat means "nobody": the public audience, or no seat.
const NoSeat = engine.NoSeat

// Character is one of the seven bandits of Colt Super Express. They have no
// powers in this game; the character names the pawn and the card colour.
type Character uint8

// The seven characters (§13), in the rulebook's order.
const (
	Belle Character = iota
	Cheyenne
	Django
	Doc
	Ghost
	Mei
	Tuco
	NumCharacters
)

var characterNames = engine.Names[Character]{Type: "Character", What: "character", List: []string{"Belle", "Cheyenne", "Django", "Doc", "Ghost", "Mei", "Tuco"}, Fold: true, Unknown: "unknown character %q (choose Belle, Cheyenne, Django, Doc, Ghost, Mei or Tuco)", ListInError: true}

// String returns the character's name.
func (c Character) String() string { return characterNames.String(c) }

// ParseCharacter returns the character with the given name (case-insensitive).
func ParseCharacter(s string) (Character, error) { return characterNames.Parse(s) }

// MarshalText encodes the character by name.
func (c Character) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText decodes a character name.
func (c *Character) UnmarshalText(b []byte) error { return characterNames.Unmarshal(c, b) }

// Card is one of a player's four action cards (§13). The order of the
// constants is the rulebook's, and the order in which Legal lists stacks.
type Card uint8

// The four action cards.
const (
	FloorChange Card = iota // "Changement d'Étage": switch floor, keep your facing
	Move                    // "Déplacement": one wagon the way you face, same floor
	TurnAround              // "Retournement": face the other way
	Shoot                   // "Tir": hit the first standing bandit in front of you
	NumCards
)

// HiddenCard is the back of a card: a stacked card seen by someone who may
// not know it yet.
const HiddenCard Card = 255

var cardNames = engine.Names[Card]{Type: "Card", What: "card", List: []string{"FloorChange", "Move", "TurnAround", "Shoot"}, Fold: true, Unknown: "unknown card %q (FloorChange, Move, TurnAround or Shoot)", ListInError: true}

// String returns the card's English name ("Hidden" for a card's back).
func (c Card) String() string {
	if c == HiddenCard {
		return "Hidden"
	}
	return cardNames.String(c)
}

// ParseCard returns the action card with the given name (case-insensitive).
func ParseCard(s string) (Card, error) { return cardNames.Parse(s) }

// MarshalText encodes the card by name.
func (c Card) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText decodes a card name ("Hidden" is a card's back).
func (c *Card) UnmarshalText(b []byte) error {
	if string(b) == "Hidden" {
		*c = HiddenCard
		return nil
	}
	return cardNames.Unmarshal(c, b)
}

// Floor is inside or on the roof of a train card.
type Floor uint8

// The two floors.
const (
	Inside Floor = iota
	Roof
)

var floorNames = engine.Names[Floor]{Type: "Floor", What: "floor", List: []string{"inside", "roof"}, ListInError: true}

// String returns "inside" or "roof".
func (f Floor) String() string { return floorNames.String(f) }

// MarshalText encodes the floor by name.
func (f Floor) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// UnmarshalText decodes "inside" or "roof".
func (f *Floor) UnmarshalText(b []byte) error { return floorNames.Unmarshal(f, b) }

// Facing is the way a bandit's gun points: toward the locomotive (the front
// of the train) or toward the caboose (the back).
type Facing uint8

// The two facings.
const (
	TowardLocomotive Facing = iota
	TowardCaboose
)

var facingNames = engine.Names[Facing]{Type: "Facing", What: "facing", List: []string{"locomotive", "caboose"}, ListInError: true}

// String returns "locomotive" or "caboose" (the way the gun points).
func (f Facing) String() string { return facingNames.String(f) }

// MarshalText encodes the facing by name.
func (f Facing) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// UnmarshalText decodes "locomotive" or "caboose".
func (f *Facing) UnmarshalText(b []byte) error { return facingNames.Unmarshal(f, b) }

// step is the wagon step of a facing: -1 toward the locomotive, +1 toward the caboose.
func (f Facing) step() int8 {
	if f == TowardCaboose {
		return 1
	}
	return -1
}

// Spot is where a pawn stands: a train card (0 = the locomotive), a floor,
// and a place in that floor's line (0 = nearest the locomotive's side of the
// card).
type Spot struct {
	Wagon int8  `json:"wagon"`
	Floor Floor `json:"floor"`
	Place int8  `json:"place"`
}

// String describes the spot ("roof of wagon 2, place 1", "inside the locomotive, place 0").
func (p Spot) String() string {
	w := fmt.Sprintf("wagon %d", p.Wagon)
	if p.Wagon == 0 {
		w = "the locomotive"
	}
	if p.Floor == Roof {
		return fmt.Sprintf("roof of %s, place %d", w, p.Place)
	}
	return fmt.Sprintf("inside %s, place %d", w, p.Place)
}
