package super

import (
	"colt/engine"

	"encoding/binary"
	"fmt"
	"hash/fnv"
	"strings"
)

// RulesVersion names the rules this engine implements; it is written into
// every record.
const RulesVersion = "colt-super-1"

// Random is the setup value meaning "draw it at random".
const Random = "random"

// Setup is everything needed to start a game, besides the commands.
type Setup struct {
	// Players is the number of players, 3–7.
	Players int `json:"players"`
	// Characters gives each seat's character clockwise from seat 0 by name,
	// or "random" (or empty) to draw one. Missing entries are random.
	Characters []string `json:"characters,omitempty"`
	// Seed seeds every random draw of the game (the characters left to
	// chance and the first player).
	Seed uint64 `json:"seed"`
	// Loot gives the loot value printed on the back of each wagon card, from
	// the wagon next to the locomotive to the caboose (Players+1 values,
	// 1–255). Empty: each wagon card is worth its position from the
	// locomotive, 1 for the nearest (R10).
	Loot []int `json:"loot,omitempty"`
}

// ErrSetup is wrapped by every setup error.
var ErrSetup = engine.ErrSetup

// New sets up a game (§13 setup, rulebook "Mise en place") and opens the
// first plan. The returned events tell the table where to put each pawn and
// which way it faces.
func New(su Setup) (State, []Event, error) {
	var s State
	var evs []Event
	err := s.setup(su, emitter{list: &evs})
	return s, evs, err
}

// NewQuiet sets up a game like New without collecting its events
// (simulations and benchmarks).
func NewQuiet(su Setup) (State, error) {
	var s State
	err := s.setup(su, emitter{})
	return s, err
}

// setup builds the train and places the bandits:
//
//	"Prenez autant de cartes Wagon que le nombre de joueurs plus un […] ainsi
//	que la carte locomotive." — the locomotive and Players+1 wagons.
//	"Le joueur qui a choisi ce pion prend la carte Premier Joueur et place son
//	pion bandit dans l'avant-dernier wagon. Le deuxième joueur, à sa gauche,
//	place son pion dans le wagon suivant vers la locomotive […]" — the first
//	player inside the second-to-last wagon, each next player clockwise one
//	wagon nearer the locomotive.
//	"La moitié des bandits (arrondie au supérieur) qui se situent dans les
//	wagons les plus à l'arrière du train sont orientés vers la locomotive.
//	L'autre moitié (arrondie à l'inférieur) sont orientés vers le wagon de
//	queue." — the rear ceil(n/2) face the locomotive, the others the caboose.
func (s *State) setup(su Setup, em emitter) error {
	n := su.Players
	if n < MinPlayers || n > MaxPlayers {
		return fmt.Errorf("%w: Colt Super Express is for %d to %d players, not %d", ErrSetup, MinPlayers, MaxPlayers, n)
	}
	if len(su.Characters) > n {
		return fmt.Errorf("%w: %d characters for %d players; give at most one per seat", ErrSetup, len(su.Characters), n)
	}
	nw := n + 2 // the locomotive and n+1 wagons
	var loot [maxWagons]uint8
	switch len(su.Loot) {
	case 0:
		for w := 1; w < nw; w++ {
			loot[w] = uint8(w) // R10: worth its position from the locomotive
		}
	case n + 1:
		for i, v := range su.Loot {
			if v < 1 || v > 255 {
				return fmt.Errorf("%w: loot value %d of wagon %d must be 1–255 (the value printed on the card's back)", ErrSetup, v, i+1)
			}
			loot[i+1] = uint8(v)
		}
	default:
		return fmt.Errorf("%w: %d loot values for %d wagons; give one per wagon from the locomotive to the caboose, or none", ErrSetup, len(su.Loot), n+1)
	}
	*s = State{}
	s.setupHash = setupHash(su)
	s.nPlayers = uint8(n)
	s.nWagons = uint8(nw)
	s.rng = engine.NewRNG(su.Seed)
	s.lootValue = loot
	for w := range s.lootTaker {
		s.lootTaker[w] = int8(NoSeat)
	}

	// Characters: chosen ones first, then random draws from the rest.
	var taken [NumCharacters]bool
	var chosen [MaxPlayers]int
	for i := 0; i < n; i++ {
		chosen[i] = -1
		if i < len(su.Characters) && su.Characters[i] != "" && !strings.EqualFold(su.Characters[i], Random) {
			c, err := ParseCharacter(su.Characters[i])
			if err != nil {
				return fmt.Errorf("%w: seat %d: %v", ErrSetup, i+1, err)
			}
			if taken[c] {
				return fmt.Errorf("%w: %s is chosen twice; each character plays once", ErrSetup, c)
			}
			taken[c] = true
			chosen[i] = int(c)
		}
	}
	engine.DrawCharacters(&s.rng, chosen[:n], taken[:])

	// "tirez-en un au hasard": the first player is drawn at random.
	s.first = Seat(s.rng.Intn(n))
	rearHalf := (n + 1) / 2
	for k := 0; k < n; k++ {
		seat := Seat((int(s.first) + k) % n)
		b := &s.bandits[seat]
		b.character = Character(chosen[seat])
		b.wagon = int8(n - k) // the first player in wagon n, the second-to-last
		b.floor = Inside
		b.facing = TowardCaboose
		if k < rearHalf {
			b.facing = TowardLocomotive
		}
		s.aboard |= 1 << uint(seat)
		s.lines[b.wagon][Inside].pushBack(seat)
		if em.on() {
			e := ev(EvBanditPlaced)
			e.Seat, e.To, e.Facing = seat, at(s.spotOf(seat)), b.facing
			s.emit(em, e)
		}
	}
	s.openPlan(em)
	return nil
}

// setupHash fingerprints a setup for MarshalBinary, so two games with
// different setups never encode the same.
func setupHash(su Setup) uint64 {
	h := fnv.New64a()
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(su.Players))
	h.Write(b[:])
	binary.LittleEndian.PutUint64(b[:], su.Seed)
	h.Write(b[:])
	for _, c := range su.Characters {
		h.Write([]byte(strings.ToLower(c)))
		h.Write([]byte{0})
	}
	h.Write([]byte{1})
	for _, v := range su.Loot {
		binary.LittleEndian.PutUint64(b[:], uint64(v))
		h.Write(b[:])
	}
	return h.Sum64()
}
