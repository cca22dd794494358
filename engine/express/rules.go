package express

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strings"
	"sync/atomic"

	"colt/engine/express/cards"
)

// Rules is the set of modules a game is played with (docs/rules.md §10). The
// zero value is the base game. The 2-player game is Players: 2 without
// TwoBandits; it always includes Experts.
type Rules uint16

// The modules.
const (
	// RuleExperts: discard piles, keep cards, draw up to 6, reshuffle the
	// discard when the deck runs short.
	RuleExperts Rules = 1 << iota
	// RuleTeams: 4 or 6 players in teams of two (A and B side by side).
	RuleTeams
	// RuleTwoBandits: 2–3 players, each with two bandits.
	RuleTwoBandits
	// RuleTTC: the Time-Travel Car in front of the locomotive (§12).
	RuleTTC
	// RuleHorses: the Horses & Stagecoach expansion (§11).
	RuleHorses
	numRuleBits
)

var ruleNames = [...]string{"experts", "teams", "two-bandits", "ttc", "horses"}

// ModuleNames lists every module name accepted by ParseRules, in order.
func ModuleNames() []string { return append([]string(nil), ruleNames[:]...) }

// Has reports whether every module of m is in r.
func (r Rules) Has(m Rules) bool { return r&m == m }

// Names returns the module names, in the canonical order.
func (r Rules) Names() []string {
	out := []string{}
	for i, n := range ruleNames {
		if r&(1<<uint(i)) != 0 {
			out = append(out, n)
		}
	}
	return out
}

// String returns the modules comma-separated ("experts,teams"), or "base".
func (r Rules) String() string {
	if r == 0 {
		return "base"
	}
	return strings.Join(r.Names(), ",")
}

// ParseRules reads a comma-separated module list ("experts,teams"); an empty
// string or "base" is the base game.
func ParseRules(list string) (Rules, error) {
	var r Rules
	for _, part := range strings.Split(list, ",") {
		part = strings.TrimSpace(strings.ToLower(part))
		if part == "" || part == "base" {
			continue
		}
		found := false
		for i, n := range ruleNames {
			if n == part {
				r |= 1 << uint(i)
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("%w: unknown rules module %q (choose from %s)", ErrSetup, part, strings.Join(ruleNames[:], ", "))
		}
	}
	return r, nil
}

// MarshalJSON writes the module list, e.g. ["experts","teams"].
func (r Rules) MarshalJSON() ([]byte, error) { return json.Marshal(r.Names()) }

// UnmarshalJSON reads a module list.
func (r *Rules) UnmarshalJSON(b []byte) error {
	var names []string
	if err := json.Unmarshal(b, &names); err != nil {
		return fmt.Errorf("rules must be a list of module names: %v", err)
	}
	v, err := ParseRules(strings.Join(names, ","))
	*r = v
	return err
}

// game is what a setup fixes for the whole game: card data, modules, deck
// compositions, teams. It is built once by New and shared, never changed, by
// every copy of the state (it is not part of the encoded state: the setup
// hash stands for it).
type game struct {
	cat     *cards.Catalog
	lay     *layout    // the places of this game and their neighbours
	loot    *lootTable // the loot tokens and their kinds
	setup   Setup      // the setup, without its seed (State.seed)
	rules   Rules
	version string // the rules version of the record ("colt-base-1" keeps that version's scoring)
	// frReadings: the readings of colt-express-3 (§7 Swivel Arm moves only
	// bandits on a roof of the train; §12 the Car is reached by Ride and is
	// one step beyond the locomotive for every Move, the Shotgun's crossing
	// included). False replays an older record as it was played.
	frReadings bool
	experts    bool // discard piles (the Experts module, always on in the 2-player game)
	mixed      bool // a hand can hold cards of several bandits: commands name the card's bandit
	twoEach    bool // each player controls two bandits
	teams      bool // Teams: seats 2k (A) and 2k+1 (B) are partners
	noGun      bool // no Gunslinger title (2-player game)
	horses     bool // the Horses & Stagecoach expansion (§11)
	handSize   int  // cards drawn at a round start (6)
	nBandits   uint8
	nWagons    uint8 // locomotive included
	// deck[b][k] is how many action cards of kind k bandit b owns.
	deck [MaxBandits][numKinds]uint8
	// rounds[i] is the catalog's round card i for this player count;
	// normal and station list the cards this game's round deck draws from
	// (the expansion's cards only with it, §11).
	rounds          []roundInPlay
	normal, station []uint8
}

// teamOf returns a seat's team (Teams: seats 2k and 2k+1) or the seat
// itself; a player's two bandits are always one team.
func (g *game) teamOf(seat Seat) int {
	if g.teams {
		return int(seat) / 2
	}
	return int(seat)
}

// games holds the shared game value of every plain setup met so far (one
// choosing nothing but its seed), by rules version (this one, the legacy
// one), player count and module set: a new game of a kind already played
// builds nothing and allocates nothing.
var games [len(knownVersions)][MaxPlayers + 1][numRuleBits]atomic.Pointer[game]

// knownVersions are the rules versions this engine plays (the first) and
// replays, as each was played.
var knownVersions = [...]string{RulesVersion, PreviousRulesVersion, LegacyRulesVersion}

// versionIndex is version's index in knownVersions, or -1.
func versionIndex(version string) int {
	for i, v := range knownVersions {
		if v == version {
			return i
		}
	}
	return -1
}

// errVersion refuses a record of rules this engine does not replay.
func errVersion(version string) error {
	return fmt.Errorf("%w: %q, this engine plays %q (and replays %q and %q)", ErrRulesVersion, version, RulesVersion, PreviousRulesVersion, LegacyRulesVersion)
}

// gameFor returns the game value for a setup: the shared one when the setup
// chooses nothing but its seed, else a new one.
func gameFor(su Setup, version string) (*game, error) {
	v := versionIndex(version)
	plain := v >= 0 && su.Players >= 0 && su.Players <= MaxPlayers && su.Rules < numRuleBits &&
		len(su.Characters) == 0 && len(su.Wagons) == 0 && len(su.Catalog) == 0
	if plain {
		if g := games[v][su.Players][su.Rules].Load(); g != nil {
			return g, nil
		}
	}
	g, err := newGame(su, version)
	if err != nil || !plain {
		return g, err
	}
	slot := &games[v][su.Players][su.Rules]
	slot.CompareAndSwap(nil, g)
	return slot.Load(), nil
}

// newGame builds what a setup fixes for the whole game (§3, §10).
func newGame(su Setup, version string) (*game, error) {
	n := su.Players
	switch {
	case versionIndex(version) < 0:
		return nil, errVersion(version)
	case version == LegacyRulesVersion && (su.Rules != 0 || n < MinPlayers || n > MaxPlayers):
		return nil, fmt.Errorf("%w: a %s record holds only the base game for 3 to 6 players, not %d players with rules %s", ErrSetup, LegacyRulesVersion, n, su.Rules)
	case version == PreviousRulesVersion && su.Rules.Has(RuleTwoBandits|RuleExperts):
		return nil, fmt.Errorf("%w: a %s record cannot hold the two-bandit variant with Experts (allowed from %s on)", ErrSetup, PreviousRulesVersion, RulesVersion)
	}
	if err := checkRules(n, su.Rules); err != nil {
		return nil, err
	}
	g := &game{setup: su, rules: su.Rules, version: version, handSize: 6, frReadings: version == RulesVersion}
	g.setup.Seed = 0
	g.twoEach = n == 2 || su.Rules.Has(RuleTwoBandits)
	g.experts = su.Rules.Has(RuleExperts) || (n == 2 && !su.Rules.Has(RuleTwoBandits))
	g.teams = su.Rules.Has(RuleTeams)
	g.mixed = g.twoEach || g.teams
	g.noGun = n == 2 && !su.Rules.Has(RuleTwoBandits)
	g.horses = su.Rules.Has(RuleHorses)
	nb := n
	if g.twoEach {
		nb = 2 * n
	}
	g.nBandits = uint8(nb)
	g.nWagons = uint8(Wagons(n, su.Rules) + 1)
	cat, err := su.catalog()
	if err != nil {
		return nil, err
	}
	g.cat = cat
	if g.lay, err = layoutFor(int(g.nWagons), su.Rules.Has(RuleTTC), su.Rules.Has(RuleHorses)); err != nil {
		return nil, err
	}
	g.loot = baseLoot
	if su.Rules.Has(RuleHorses) {
		g.loot = horsesLoot[g.nWagons] // §11: the stagecoach's strongbox and the whisky flasks
	}
	for b := 0; b < nb; b++ {
		comp := &g.deck[b]
		if g.twoEach {
			*comp = pairDeck
			if b%2 == 0 { // the first bandit of a player brings the Marshal card
				comp[MarshalCard] = 1
			}
		} else {
			*comp = baseDeck
		}
		if su.Rules.Has(RuleHorses) {
			comp[Ride] = 1 // §11: each player adds their Ride card (each bandit its own with two bandits)
		}
	}
	g.rounds = make([]roundInPlay, len(cat.RoundCards))
	for i, rc := range cat.RoundCards {
		ri := &g.rounds[i]
		ri.card = uint8(i)
		ri.nTurns = uint8(rc.TurnsInto(n, ri.turns[:]))
		ri.event = rc.Event()
		switch {
		case rc.Module == "horses" && !su.Rules.Has(RuleHorses):
			// the expansion's cards are mixed in only with it (§11)
		case rc.Station:
			g.station = append(g.station, uint8(i))
		default:
			g.normal = append(g.normal, uint8(i))
		}
	}
	if len(g.normal) < Rounds-1 || len(g.normal) > 32 || len(g.station) == 0 || len(g.station) > 32 {
		return nil, fmt.Errorf("%w: the card data has %d ordinary and %d station round cards for this game; it needs %d–32 ordinary and 1–32 station cards", ErrSetup, len(g.normal), len(g.station), Rounds-1)
	}
	return g, nil
}

// TwoBanditsExpertsAdvice reports whether r is the two-bandit variant with
// the Experts variant, which the rulebook advises against without
// forbidding it (§10): a set-up screen shows its advice, not a refusal.
func TwoBanditsExpertsAdvice(r Rules) bool { return r.Has(RuleTwoBandits | RuleExperts) }

// setupHash identifies the setup in the state encoding (MarshalBinary;
// not on any hot path).
func (s *State) setupHash() uint64 {
	su := s.g.setup
	su.Seed = s.seed
	h := fnv.New64a()
	b, _ := json.Marshal(su)
	h.Write(b)
	return h.Sum64()
}

// checkRules refuses a player count and module set that do not make a game,
// with a sentence saying why (§10). The two-bandit variant with Experts is
// a game: the rulebook advises against it (« Il est conseillé de jouer …
// sans la variante experts »), it does not forbid it (TwoBanditsExpertsAdvice).
func checkRules(n int, r Rules) error {
	if r >= numRuleBits {
		return fmt.Errorf("%w: unknown rules modules %d", ErrSetup, r)
	}
	switch {
	case n < MinPlayersAny || n > MaxPlayers:
		return fmt.Errorf("%w: %d players; Colt Express is for 2 to 6 players", ErrSetup, n)
	case r.Has(RuleTwoBandits) && n > 3:
		return fmt.Errorf("%w: the two-bandit variant is for 2 or 3 players, not %d; with more players each plays one bandit", ErrSetup, n)
	case r.Has(RuleHorses) && r.Has(RuleExperts):
		return fmt.Errorf("%w: the Horses & Stagecoach expansion's Plan of Attack is not compatible with the Experts variant (§11); play horses without experts", ErrSetup)
	case r.Has(RuleTeams) && n != 4 && n != 6:
		return fmt.Errorf("%w: Teams needs 4 or 6 players (two per team), not %d", ErrSetup, n)
	}
	return nil
}
