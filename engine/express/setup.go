package express

import (
	"colt/engine"

	"encoding/json"
	"fmt"
	"strings"

	"colt/engine/express/cards"
)

// RulesVersion names the rules this engine implements; it is written into
// every new record. Records of PreviousRulesVersion and LegacyRulesVersion
// still replay exactly as they were played.
const RulesVersion = "colt-express-3"

// PreviousRulesVersion is the rules version before the readings corrected
// against the French rulebook (§7 Swivel Arm moves only bandits on the
// train's roofs; §12 the Time-Travel Car is reached by Ride too, a Move into
// it crosses the Shotgun like any other, and it is one step beyond the
// locomotive for the Old Lady and from the stagecoach's roof; §10 Experts
// with two bandits each allowed). Its records replay with its own readings.
const PreviousRulesVersion = "colt-express-2"

// LegacyRulesVersion is the base-game-only rules version of the first
// engine; its records replay unchanged, with that version's scoring.
const LegacyRulesVersion = "colt-base-1"

// Random is the setup value meaning "draw it at random".
const Random = "random"

// Setup is everything needed to start a game, besides the commands.
type Setup struct {
	// Players is the number of players, 2–6.
	Players int `json:"players"`
	// Rules lists the modules (experts, teams, two-bandits); empty is the
	// base game, or with 2 players the 2-player game.
	Rules Rules `json:"rules,omitempty"`
	// Characters gives each seat's character clockwise from seat 0 by name,
	// or "random" (or empty) to draw one. Missing entries are random. When
	// each player has two bandits, seat i's are entries 2i and 2i+1.
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
var ErrSetup = engine.ErrSetup

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

// Wagons returns the number of wagons behind the locomotive for a player
// count and modules: one per player, 4 in the 2-player game, 3 or 4 in the
// two-bandit variant (§10).
func Wagons(players int, r Rules) int {
	switch {
	case r.Has(RuleTwoBandits):
		return players + 1
	case players == 2:
		return 4
	}
	return players
}

// New sets up a game (docs/rules.md §3, §10) and deals the first round. The
// returned events describe the physical set-up and the first deal.
func New(su Setup) (State, []Event, error) {
	var s State
	var evs []Event
	err := s.setup(su, RulesVersion, emitter{list: &evs})
	return s, evs, err
}

// NewQuiet sets up a game like New without collecting its events
// (simulations and benchmarks).
func NewQuiet(su Setup) (State, error) {
	var s State
	err := s.setup(su, RulesVersion, emitter{})
	return s, err
}

// the character groups of the two-bandit variant: each of Ghost, Doc and
// Belle is paired with one of Tuco, Cheyenne and Django (§10).
var pairLeaders = [3]Character{Ghost, Doc, Belle}
var pairPartners = [3]Character{Tuco, Cheyenne, Django}

func (s *State) setup(su Setup, version string, em emitter) error {
	n := su.Players
	g, err := gameFor(su, version)
	if err != nil {
		return err
	}
	nb := int(g.nBandits)
	if len(su.Characters) > nb {
		return fmt.Errorf("%w: %d characters for %d bandits", ErrSetup, len(su.Characters), nb)
	}
	cat := g.cat
	*s = State{}
	s.g = g
	s.seed = su.Seed
	s.nPlayers = uint8(n)
	s.nBandits = uint8(nb)
	s.nWagons = g.nWagons
	s.rng = engine.NewRNG(su.Seed)
	s.actor, s.actB, s.target, s.token = NoSeat, NoSeat, NoSeat, NoLoot
	for i := range s.commit {
		s.commit[i] = -1
	}

	// Characters: chosen ones first, then random draws from the rest.
	var taken [NumCharacters]bool
	var chosen [MaxBandits]int
	for i := 0; i < nb; i++ {
		chosen[i] = -1
		if i < len(su.Characters) && su.Characters[i] != "" && !strings.EqualFold(su.Characters[i], Random) {
			c, err := ParseCharacter(su.Characters[i])
			if err != nil {
				return fmt.Errorf("%w: bandit %d: %v", ErrSetup, i+1, err)
			}
			if taken[c] {
				return fmt.Errorf("%w: %s is chosen twice; each character plays once", ErrSetup, c)
			}
			taken[c] = true
			chosen[i] = int(c)
		}
	}
	if su.Rules.Has(RuleTwoBandits) {
		if err := s.pairCharacters(chosen[:nb], &taken); err != nil {
			return err
		}
	}
	engine.DrawCharacters(&s.rng, chosen[:nb], taken[:])

	// Wagons: chosen, or distinct types at random in random order.
	nw := int(s.nWagons) - 1
	if len(su.Wagons) > 0 {
		if len(su.Wagons) != nw {
			return fmt.Errorf("%w: %d wagons for this game; give %d wagon types (A–F) or none", ErrSetup, len(su.Wagons), nw)
		}
		var used [16]bool
		for i, id := range su.Wagons {
			k := -1
			for j, w := range cat.Wagons {
				if strings.EqualFold(w.ID, id) {
					k = j
				}
			}
			if k < 0 || k >= len(used) || used[k] {
				return fmt.Errorf("%w: wagon %q is unknown or used twice", ErrSetup, id)
			}
			used[k] = true
			s.wagonType[i+1] = uint8(k)
		}
	} else {
		var pb [32]int
		perm := s.perm(len(cat.Wagons), &pb)
		for i := 0; i < nw; i++ {
			s.wagonType[i+1] = uint8(perm[i])
		}
	}

	// Purses: each bandit's starting purse is one of the lowest value; the
	// rest of the values are shuffled over the other ids so an id never
	// reveals a value (R1).
	values := cat.Purses
	low := values[0]
	var rest [NumPurses]int
	nr, skipped := 0, 0
	for _, v := range values {
		if v == low && skipped < nb {
			skipped++
			continue
		}
		rest[nr] = v
		nr++
	}
	for i := 0; i < nb; i++ {
		s.purseValue[i] = uint16(low)
	}
	var pb [32]int
	for i, j := range s.perm(nr, &pb) {
		s.purseValue[nb+i] = uint16(rest[j])
	}
	for i := range s.loot[:g.loot.n] {
		s.loot[i] = placeReserve
	}
	for i := range s.loot[g.loot.n:] {
		s.loot[int(g.loot.n)+i] = placeOut // no such token in this game
	}
	s.lootValue[Jewel] = uint16(cat.JewelValue)
	s.lootValue[Strongbox] = uint16(cat.StrongboxValue)
	s.ransomValue = uint16(cat.RansomValue)
	s.gunslingerVal = uint16(cat.GunslingerValue)

	// First player (Teams: among the A players), bandits, decks.
	if g.teams {
		s.first = Seat(2 * s.rng.Intn(n/2))
	} else {
		s.first = Seat(s.rng.Intn(n))
	}
	lay := g.lay
	caboose := lay.inside(lay.caboose())
	before := lay.step(caboose, towardLoco) // the wagon before the caboose
	for b := 0; b < nb; b++ {
		owner, second := Seat(b), false
		if g.twoEach {
			owner, second = Seat(b/2), b%2 == 1
		}
		bd := &s.bandits[b]
		bd.character = Character(chosen[b])
		bd.owner = owner
		bd.bullets = 6
		bd.hideAt = -1
		bd.hostage = -1
		p := &s.players[owner]
		p.bandits[p.nBandits] = int8(b)
		p.nBandits++
		comp := &g.deck[b]
		for k := ActionKind(0); k < numKinds; k++ {
			for c := uint8(0); c < comp[k]; c++ {
				p.pushDeck(actionCard(k, Seat(b)))
			}
		}
		switch {
		case su.Rules.Has(RuleTwoBandits):
			bd.pos = lay.offBoard // placed by the hands reveal (§10)
		case g.twoEach: // 2-player game: one bandit of each player in each of the last two wagons
			bd.pos = caboose
			if second {
				bd.pos = before
			}
		case g.teams: // A (even seat) in the caboose, B in the wagon before
			bd.pos = caboose
			if b%2 == 1 {
				bd.pos = before
			}
		default:
			num := (b-int(s.first)+n)%n + 1 // player number clockwise from the first player
			if num%2 == 1 {
				bd.pos = caboose
			} else {
				bd.pos = before
			}
		}
		s.putLoot(LootID(b), heldBy(Seat(b)))
		s.purseKnown[b] = 1 << uint(owner)
	}
	lt := g.loot
	nextPurse, nextJewel := lt.first[Purse]+LootID(nb), lt.first[Jewel]
	for w := 1; w <= nw; w++ {
		wt := cat.Wagons[s.wagonType[w]]
		in := atPlace(lay.inside(int8(w)))
		for k := 0; k < wt.Purses; k++ {
			if nextPurse >= lt.end[Purse] {
				return fmt.Errorf("%w: the wagons hold more purses than the game has", ErrSetup)
			}
			s.putLoot(nextPurse, in)
			nextPurse++
		}
		for k := 0; k < wt.Jewels; k++ {
			if nextJewel >= lt.end[Jewel] {
				return fmt.Errorf("%w: the wagons hold more jewels than the game has", ErrSetup)
			}
			s.putLoot(nextJewel, in)
			nextJewel++
		}
	}
	s.putLoot(lt.first[Strongbox], atPlace(lay.inside(0))) // strongbox in the locomotive; the other waits
	s.marshal = lay.inside(0)
	s.neutral = uint8(cat.NeutralBullets)

	// Round deck: 4 of the non-station cards for this player count, then 1 station (§2).
	var pbn [32]int
	pn := s.perm(len(g.normal), &pbn)
	for r := 0; r < Rounds-1; r++ {
		s.setRound(r, int(g.normal[pn[r]]))
	}
	s.setRound(Rounds-1, int(g.station[s.rng.Intn(len(g.station))]))
	for r := 0; r < Rounds; r++ {
		if int(s.rounds[r].nTurns)*n*2 > maxPile {
			return fmt.Errorf("%w: round card %s has too many turns for %d players", ErrSetup, cat.RoundCards[s.rounds[r].card].ID, n)
		}
	}
	if su.Rules.Has(RuleHorses) { // §11: the Horse Attack replaces the starting places
		s.setupHorses(em)
		s.advance(em)
		return nil
	}
	if su.Rules.Has(RuleTwoBandits) {
		s.phase = Preparing
		s.openStep(StageHands, s.allSeats())
		return nil
	}
	s.startRound(em)
	s.advance(em)
	return nil
}

// pairCharacters completes the two-bandit pairs (§10): Ghost, Doc and Belle
// are each paired at random with one of Tuco, Cheyenne and Django, and each
// player gets a pair. Chosen characters must make such pairs.
func (s *State) pairCharacters(chosen []int, taken *[NumCharacters]bool) error {
	group := func(c int) int {
		for _, l := range pairLeaders {
			if int(l) == c {
				return 0
			}
		}
		return 1
	}
	for i := 0; i+1 < len(chosen); i += 2 {
		a, b := chosen[i], chosen[i+1]
		if a >= 0 && b >= 0 && group(a) == group(b) {
			return fmt.Errorf("%w: seat %d's pair %s and %s: each pair has one of Ghost, Doc, Belle and one of Tuco, Cheyenne, Django", ErrSetup, i/2+1, Character(a), Character(b))
		}
	}
	var pb1, pb2 [32]int
	perm := s.perm(3, &pb1)  // which partner each leader gets
	order := s.perm(3, &pb2) // which pair each seat gets
	for i := 0; i+1 < len(chosen); i += 2 {
		a, b := chosen[i], chosen[i+1]
		switch {
		case a >= 0 && b >= 0:
			continue
		case a < 0 && b < 0: // a random pair among the free ones
			for _, k := range order {
				l, p := pairLeaders[k], pairPartners[perm[k]]
				if !taken[l] && !taken[p] {
					chosen[i], chosen[i+1] = int(l), int(p)
					taken[l], taken[p] = true, true
					break
				}
			}
		default: // one chosen: the other is a free character of the other group
			have := a
			if have < 0 {
				have = b
			}
			other := pairPartners[:]
			if group(have) == 1 {
				other = pairLeaders[:]
			}
			for _, c := range other {
				if !taken[c] {
					if a < 0 {
						chosen[i] = int(c)
					} else {
						chosen[i+1] = int(c)
					}
					taken[c] = true
					break
				}
			}
		}
		if chosen[i] < 0 || chosen[i+1] < 0 {
			return fmt.Errorf("%w: no free pair left for seat %d; choose the characters of every seat or none", ErrSetup, i/2+1)
		}
	}
	return nil
}

func (s *State) allSeats() uint8 { return uint8(1)<<s.nPlayers - 1 }

// setRound deals catalog round card card as round r.
func (s *State) setRound(r, card int) {
	s.rounds[r] = s.g.rounds[card]
	s.syncTurn()
}

// perm returns a random permutation of 0..n-1 (n ≤ 32) in buf.
func (s *State) perm(n int, buf *[32]int) []int {
	p := buf[:n]
	for i := range p {
		p[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := s.rng.Intn(i + 1)
		p[i], p[j] = p[j], p[i]
	}
	return p
}
