package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"strings"

	"colt/engine/cards"
)

// RulesVersion names the rules this engine implements; it is written into
// every record and a record for other rules is refused.
const RulesVersion = "colt-base-1"

// Random is the setup value meaning "draw it at random".
const Random = "random"

// Setup is everything needed to start a game, besides the commands.
type Setup struct {
	// Players is the number of players, 3–6.
	Players int `json:"players"`
	// Characters gives each seat's character clockwise from seat 0 by name,
	// or "random" (or empty) to draw one. Missing entries are random.
	Characters []string `json:"characters,omitempty"`
	// Wagons gives the wagon types from the locomotive to the caboose by id
	// (A–F), or is empty to draw them at random.
	Wagons []string `json:"wagons,omitempty"`
	// Seed seeds every random draw of the game.
	Seed uint64 `json:"seed"`
	// Catalog replaces the embedded card data (an operator's file); empty
	// means the embedded base data.
	Catalog json.RawMessage `json:"catalog,omitempty"`
}

// ErrSetup is wrapped by every setup error.
var ErrSetup = errors.New("invalid setup")

func (su Setup) catalog() (*cards.Catalog, error) {
	if len(su.Catalog) == 0 {
		return baseCatalog, nil
	}
	c, err := cards.Parse(su.Catalog)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSetup, err)
	}
	return c, nil
}

var baseCatalog = cards.Base()

// New sets up a game (REFERENCE.md §3) and deals the first round. The
// returned events describe the physical set-up and the first deal.
func New(su Setup) (State, []Event, error) {
	var s State
	var evs []Event
	err := s.setup(su, emitter{&evs})
	return s, evs, err
}

func (s *State) setup(su Setup, em emitter) error {
	n := su.Players
	if n < MinPlayers || n > MaxPlayers {
		return fmt.Errorf("%w: %d players; the base game is for 3 to 6", ErrSetup, n)
	}
	if len(su.Characters) > n {
		return fmt.Errorf("%w: %d characters for %d players", ErrSetup, len(su.Characters), n)
	}
	cat, err := su.catalog()
	if err != nil {
		return err
	}
	*s = State{}
	s.cat = cat
	s.nPlayers = uint8(n)
	s.rng = rng{su.Seed}
	h := fnv.New64a()
	b, _ := json.Marshal(su)
	h.Write(b)
	s.setupHash = h.Sum64()

	// Characters: chosen ones first, then random draws from the rest.
	var taken [NumCharacters]bool
	chosen := make([]int, n)
	for i := range chosen {
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
	for i := range chosen {
		if chosen[i] >= 0 {
			continue
		}
		var free []int
		for c := 0; c < int(NumCharacters); c++ {
			if !taken[c] {
				free = append(free, c)
			}
		}
		c := free[s.rng.intn(len(free))]
		taken[c] = true
		chosen[i] = c
	}

	// Wagons: chosen, or n distinct types at random in random order.
	var wagons []int
	if len(su.Wagons) > 0 {
		if len(su.Wagons) != n {
			return fmt.Errorf("%w: %d wagons for %d players; give one wagon per player or none", ErrSetup, len(su.Wagons), n)
		}
		used := map[int]bool{}
		for _, id := range su.Wagons {
			k := -1
			for j, w := range cat.Wagons {
				if strings.EqualFold(w.ID, id) {
					k = j
				}
			}
			if k < 0 || used[k] {
				return fmt.Errorf("%w: wagon %q is unknown or used twice", ErrSetup, id)
			}
			used[k] = true
			wagons = append(wagons, k)
		}
	} else {
		perm := s.perm(len(cat.Wagons))
		wagons = perm[:n]
	}
	for i, w := range wagons {
		s.wagonType[i+1] = uint8(w)
	}

	// Purses: each player's starting purse is one of the lowest value; the
	// rest of the values are shuffled over the other ids so an id never
	// reveals a value (R1).
	values := append([]int(nil), cat.Purses...)
	low := values[0]
	rest := make([]int, 0, NumPurses)
	skipped := 0
	for _, v := range values {
		if v == low && skipped < n {
			skipped++
			continue
		}
		rest = append(rest, v)
	}
	for i := 0; i < n; i++ {
		s.purseValue[i] = uint16(low)
	}
	for i, j := range s.perm(len(rest)) {
		s.purseValue[n+i] = uint16(rest[j])
	}
	for i := range s.loot {
		s.loot[i] = placeReserve
	}
	s.lootValue[Jewel] = uint16(cat.JewelValue)
	s.lootValue[Strongbox] = uint16(cat.StrongboxValue)
	s.ransomValue = uint16(cat.RansomValue)
	s.gunslingerVal = uint16(cat.GunslingerValue)

	// First player, bandits, decks.
	s.first = Seat(s.rng.intn(n))
	for i := 0; i < n; i++ {
		seat := Seat(i)
		p := &s.players[i]
		p.character = Character(chosen[i])
		p.bullets = 6
		for k := ActionKind(0); k < Bullet; k++ {
			for c := uint8(0); c < deckComposition[k]; c++ {
				p.deck[p.deckLen] = actionCard(k)
				p.deckLen++
			}
		}
		num := (i-int(s.first)+n)%n + 1 // player number clockwise from the first player
		if num%2 == 1 {
			p.pos = Position{Wagon: int8(n), Floor: Inside}
		} else {
			p.pos = Position{Wagon: int8(n - 1), Floor: Inside}
		}
		s.loot[i] = heldBy(seat)
		s.purseKnown[i] = 1 << i
	}
	nextPurse, nextJewel := LootID(n), LootID(NumPurses)
	for w := 1; w <= n; w++ {
		wt := cat.Wagons[s.wagonType[w]]
		for k := 0; k < wt.Purses; k++ {
			s.loot[nextPurse] = atPos(Position{Wagon: int8(w)})
			nextPurse++
		}
		for k := 0; k < wt.Jewels; k++ {
			s.loot[nextJewel] = atPos(Position{Wagon: int8(w)})
			nextJewel++
		}
	}
	s.loot[NumPurses+NumJewels] = atPos(Position{Wagon: 0}) // strongbox in the locomotive; the other waits
	s.marshal = 0
	s.neutral = uint8(cat.NeutralBullets)

	// Round deck: 4 of the non-station cards for this player count, then 1 station (§2).
	var normal, station []int
	for i, r := range cat.RoundCards {
		if r.Station {
			station = append(station, i)
		} else {
			normal = append(normal, i)
		}
	}
	pn := s.perm(len(normal))
	for r := 0; r < Rounds-1; r++ {
		s.setRound(r, normal[pn[r]])
	}
	s.setRound(Rounds-1, station[s.rng.intn(len(station))])
	for r := 0; r < Rounds; r++ {
		if int(s.rounds[r].nTurns)*n*2 > maxPile {
			return fmt.Errorf("%w: round card %s has too many turns for %d players", ErrSetup, cat.RoundCards[s.rounds[r].card].ID, n)
		}
	}
	s.startRound(em)
	s.advance(em)
	return nil
}

func (s *State) setRound(r, card int) {
	rc := s.cat.RoundCards[card]
	t := rc.TurnsFor(int(s.nPlayers))
	ri := &s.rounds[r]
	ri.card = uint8(card)
	ri.nTurns = uint8(copy(ri.turns[:], t))
	ri.event = rc.Event()
}

// perm returns a random permutation of 0..n-1.
func (s *State) perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := s.rng.intn(i + 1)
		p[i], p[j] = p[j], p[i]
	}
	return p
}
