package express

import (
	"math/bits"
	"slices"

	"colt/engine/express/cards"
)

// LootLine is one item of a player's money.
type LootLine struct {
	Kind  LootKind `json:"kind"`
	Token LootID   `json:"token"`
	Value int      `json:"value"`
}

// PlayerScore itemises one player's money at the end of the game (§8): the
// loot of every bandit they control.
type PlayerScore struct {
	Seat      Seat      `json:"seat"`
	Character Character `json:"character"`
	// Characters lists both bandits of a player who controls two (§10).
	Characters  []Character `json:"characters,omitempty"`
	Loot        []LootLine  `json:"loot"`
	Purses      int         `json:"purses"`
	Jewels      int         `json:"jewels"`
	Strongboxes int         `json:"strongboxes"`
	Ransoms     int         `json:"ransoms"`
	// TimeTravel is the $500 of a bandit alone in the Time-Travel Car at the end (§12).
	TimeTravel int `json:"timeTravel,omitempty"`
	// Hostages is the ransom of the player's hostages (Horses & Stagecoach, §11).
	Hostages int `json:"hostages,omitempty"`
	// DeadlyBullets is what the bullets received in a Deadly Bullet round cost (negative, §11).
	DeadlyBullets int `json:"deadlyBullets,omitempty"`
	// Shared is what Sharing the Loot moved to or from the player (§11).
	Shared int `json:"shared,omitempty"`
	// Arrested is set when the player's bandits were all still on the train
	// at the end of an Escape game: the player cannot win (§11).
	Arrested        bool `json:"arrested,omitempty"`
	BulletsFired    int  `json:"bulletsFired"`
	BulletsReceived int  `json:"bulletsReceived"`
	Gunslinger      int  `json:"gunslinger"`
	Total           int  `json:"total"`
}

// TeamScore is one team's score in the Teams variant (§10): the sum of its
// players, plus the team Gunslinger title.
type TeamScore struct {
	Seats           []Seat `json:"seats"`        // A then B
	BulletsFired    int    `json:"bulletsFired"` // minus those fired at the partner
	BulletsReceived int    `json:"bulletsReceived"`
	Gunslinger      int    `json:"gunslinger"`
	Total           int    `json:"total"`
}

// TieBreak says how the winner was decided.
type TieBreak string

// The ways a game is won.
const (
	NoTie         TieBreak = "richest"        // one richest player
	ByFewestHits  TieBreak = "fewest-bullets" // richest tied; fewest bullets received won (§8)
	SharedVictory TieBreak = "shared"         // still tied: they share the win (R9)
)

// Result is the final score: every player itemised and the winner(s).
type Result struct {
	Players []PlayerScore `json:"players"`
	// Teams is set in the Teams variant; the richest team wins.
	Teams    []TeamScore `json:"teams,omitempty"`
	Winners  []Seat      `json:"winners"`
	TieBreak TieBreak    `json:"tieBreak"`
	// Tied lists the players tied for richest when a tie-break was needed.
	Tied []Seat `json:"tied,omitempty"`
	// Order lists every player's seat from first place to last: the order
	// of the final scores on every screen (kiosk, phone, terminal), so that
	// no screen ranks the players itself.
	//
	//  1. the winners (Winners), in seat order;
	//  2. then the players still in the running before those who are not:
	//     in an Escape game (§11) an arrested player — in Teams a team
	//     whose two players were both arrested — cannot win, so they come
	//     after everyone who could, however rich (when nobody escaped,
	//     nobody is out of the running: the arrest changes nothing);
	//  3. then the richest first (Total; in Teams the team's total, §10);
	//  4. then the fewest bullets received (§8; in Teams the team's);
	//  5. then seat order.
	//
	// In Teams (§10) a player stands where their team stands, so partners
	// are listed together, A then B. Score fills it; a result stored before
	// it existed lacks it: Go code calls Ranking, which orders such a result
	// the same way.
	Order []Seat `json:"order"`

	lines []LootLine // the storage of every Players[i].Loot, kept for ScoreInto
}

// Score computes the scores from the current state; at the end of the game
// it is the final result (§8, §10, R9). Every purse value is revealed.
//
// Gunslinger: $1000 to the player(s) — the team(s) in Teams — who fired the
// most bullets, counting a two-bandit player's bandits together and not
// counting bullets fired at one's own other bandit or partner (§10); nobody
// gets it when nobody fired, and there is none in the 2-player game.
// Records of LegacyRulesVersion keep that version's literal rule (every
// player tied for the fewest bullets left, even with none fired).
func Score(s *State) Result {
	var r Result
	ScoreInto(s, &r)
	r.lines = nil // a plain value, equal to the same result read from JSON
	return r
}

// ScoreInto is Score writing into r and reusing its storage, so simulations
// score game after game without allocating. What r held is overwritten.
func ScoreInto(s *State, r *Result) {
	n := int(s.nPlayers)
	var fired, received [MaxPlayers]int
	for b := 0; b < int(s.nBandits); b++ {
		bd := &s.bandits[b]
		fired[bd.owner] += 6 - int(bd.bullets)
		received[bd.owner] += int(bd.received)
	}
	// one backing array for every player's loot lines, in player, bandit,
	// token order: count each bandit's tokens, then place them in one pass
	lt := s.g.loot
	var perBandit [MaxBandits]int
	held := 0
	for t := LootID(0); t < lt.n; t++ {
		if l := s.loot[t]; l.isHeld() {
			perBandit[l.holder()]++
			held++
		}
	}
	var at [MaxBandits]int // where each bandit's lines start
	next := 0
	for i := 0; i < n; i++ {
		p := &s.players[i]
		for _, b := range p.bandits[:p.nBandits] {
			at[b] = next
			next += perBandit[b]
		}
	}
	if cap(r.lines) < held {
		r.lines = make([]LootLine, held, maxLoot)
	}
	lines := r.lines[:held]
	var sums [MaxBandits][numLootKinds]int
	for t := LootID(0); t < lt.n; t++ {
		l := s.loot[t]
		if !l.isHeld() {
			continue
		}
		b, k, v := l.holder(), lt.kind[t], s.lootValueOf(t)
		lines[at[b]] = LootLine{Kind: k, Token: t, Value: v}
		at[b]++
		sums[b][k] += v
	}
	// each player's list of characters reuses the storage r had for it
	var chars [MaxPlayers][]Character
	for i := range min(len(r.Players), n) {
		chars[i] = r.Players[i].Characters[:0]
	}
	if cap(r.Players) < n {
		r.Players = make([]PlayerScore, 0, MaxPlayers)
	}
	r.Players = r.Players[:0]
	start := 0
	for i := 0; i < n; i++ {
		p := &s.players[i]
		ps := PlayerScore{Seat: Seat(i), BulletsFired: fired[i], BulletsReceived: received[i]}
		if p.nBandits > 1 {
			ps.Characters = chars[i]
		}
		count := 0
		for k, b := range p.bandits[:p.nBandits] {
			bd := &s.bandits[b]
			if k == 0 {
				ps.Character = bd.character
			}
			if p.nBandits > 1 {
				ps.Characters = append(ps.Characters, bd.character)
			}
			ps.Ransoms += int(bd.ransoms) * int(s.ransomValue)
			if bd.timeTravel {
				ps.TimeTravel += timeTravelBonus
			}
			ps.Purses += sums[b][Purse]
			ps.Jewels += sums[b][Jewel]
			ps.Strongboxes += sums[b][Strongbox]
			count += perBandit[b]
		}
		ps.Loot = lines[start : start+count : start+count]
		start += count
		if s.withHorses() {
			s.scoreHorses(Seat(i), &ps)
		}
		ps.Total = ps.Purses + ps.Jewels + ps.Strongboxes + ps.Ransoms + ps.TimeTravel + ps.Hostages + ps.DeadlyBullets
		r.Players = append(r.Players, ps)
	}
	if s.withHorses() && s.phase == GameOver && s.rounds[Rounds-1].event == cards.SharingTheLoot {
		s.shareLoot(r)
	}

	// Units that compete: players, or teams.
	units := n
	if s.g.teams {
		units = n / 2
	}
	var uFired, uReceived, uTotal [MaxPlayers]int
	for b := 0; b < int(s.nBandits); b++ {
		bd := &s.bandits[b]
		u := s.g.teamOf(bd.owner)
		uFired[u] += 6 - int(bd.bullets) - int(bd.friendly)
		uReceived[u] += int(bd.received)
	}
	for i := 0; i < n; i++ {
		uTotal[s.g.teamOf(Seat(i))] += r.Players[i].Total
	}
	var gun [MaxPlayers]bool
	switch {
	case s.g.noGun:
	case s.g.version == LegacyRulesVersion:
		minLeft := 6
		for b := 0; b < int(s.nBandits); b++ {
			minLeft = min(minLeft, int(s.bandits[b].bullets))
		}
		for b := 0; b < int(s.nBandits); b++ {
			gun[b] = int(s.bandits[b].bullets) == minLeft
		}
	default:
		most := 0
		for u := 0; u < units; u++ {
			most = max(most, uFired[u])
		}
		for u := 0; u < units && most > 0; u++ {
			gun[u] = uFired[u] == most
		}
	}
	for u := 0; u < units; u++ {
		if !gun[u] {
			continue
		}
		uTotal[u] += int(s.gunslingerVal)
		if !s.g.teams {
			r.Players[u].Gunslinger = int(s.gunslingerVal)
			r.Players[u].Total += int(s.gunslingerVal)
		}
	}
	if s.g.teams {
		var seats [MaxPlayers][]Seat
		for u := range min(len(r.Teams), units) {
			seats[u] = r.Teams[u].Seats[:0]
		}
		r.Teams = r.Teams[:0]
		for u := 0; u < units; u++ {
			ts := TeamScore{Seats: append(seats[u], Seat(2*u), Seat(2*u+1)), BulletsFired: uFired[u], BulletsReceived: uReceived[u], Total: uTotal[u]}
			if gun[u] {
				ts.Gunslinger = int(s.gunslingerVal)
			}
			r.Teams = append(r.Teams, ts)
		}
	} else {
		r.Teams = nil
	}

	best := -1
	for u := 0; u < units; u++ {
		best = max(best, uTotal[u])
	}
	// Escape (§11): an arrested player or team cannot win, unless nobody escaped
	var out [MaxPlayers]bool
	free := 0
	for i := 0; i < n; i++ {
		out[s.g.teamOf(Seat(i))] = true
	}
	for i := 0; i < n; i++ {
		if !r.Players[i].Arrested {
			out[s.g.teamOf(Seat(i))] = false
		}
	}
	for u := 0; u < units; u++ {
		if !out[u] {
			free++
		}
	}
	if free == 0 {
		out = [MaxPlayers]bool{}
	}
	best = -1 << 30
	for u := 0; u < units; u++ {
		if !out[u] {
			best = max(best, uTotal[u])
		}
	}
	var tiedBuf, wonBuf [MaxPlayers]int
	tied := tiedBuf[:0]
	for u := 0; u < units; u++ {
		if uTotal[u] == best && !out[u] {
			tied = append(tied, u)
		}
	}
	seatsOf := func(us []int, out []Seat) []Seat {
		out = out[:0]
		for _, u := range us {
			if s.g.teams {
				out = append(out, Seat(2*u), Seat(2*u+1))
			} else {
				out = append(out, Seat(u))
			}
		}
		return out
	}
	if len(tied) == 1 {
		r.Winners, r.TieBreak = seatsOf(tied, r.Winners), NoTie
		r.Tied = r.Tied[:0]
	} else {
		r.Tied = seatsOf(tied, r.Tied)
		fewest := 1 << 30
		for _, u := range tied {
			fewest = min(fewest, uReceived[u])
		}
		won := wonBuf[:0]
		for _, u := range tied {
			if uReceived[u] == fewest {
				won = append(won, u)
			}
		}
		r.Winners = seatsOf(won, r.Winners)
		r.TieBreak = ByFewestHits
		if len(won) > 1 {
			r.TieBreak = SharedVictory
		}
		slices.Sort(r.Winners)
	}
	if cap(r.Order) < n {
		r.Order = make([]Seat, 0, MaxPlayers)
	}
	r.Order = rank(r, r.Order)
}

// Ranking is every player's seat from first place to last (see
// Result.Order): Order itself — not to be modified — or, for a result
// stored before Order existed (an old history file), the same order
// computed from the result.
func (r *Result) Ranking() []Seat {
	if r == nil {
		return nil
	}
	if len(r.Order) == len(r.Players) {
		return r.Order
	}
	return rank(r, nil)
}

// rank writes into order, reusing its storage, every player's seat from
// first place to last by the rule of Result.Order. It reads only the
// result's exported fields (Players, Teams, Winners), so a result read back
// from JSON is ordered as the engine would order it.
func rank(r *Result, order []Seat) []Seat {
	type standing struct {
		seat            Seat
		winner, out     bool
		total, received int
	}
	var buf [MaxPlayers]standing
	st := buf[:0]
	for _, p := range r.Players {
		x := standing{seat: p.Seat, winner: slices.Contains(r.Winners, p.Seat), out: p.Arrested,
			total: p.Total, received: p.BulletsReceived}
		for _, t := range r.Teams { // Teams: the player stands where the team stands (§10)
			if !slices.Contains(t.Seats, p.Seat) {
				continue
			}
			x.total, x.received, x.out = t.Total, t.BulletsReceived, true
			for _, q := range r.Players {
				if slices.Contains(t.Seats, q.Seat) && !q.Arrested {
					x.out = false
				}
			}
		}
		st = append(st, x)
	}
	free := false // Escape (§11): when nobody escaped, nobody is out of the running
	for _, x := range st {
		free = free || !x.out
	}
	for i := range st {
		st[i].out = st[i].out && free
	}
	before := func(a, b *standing) bool {
		switch {
		case a.winner != b.winner:
			return a.winner
		case a.winner: // the winners in seat order
		case a.out != b.out:
			return b.out
		case a.total != b.total:
			return a.total > b.total
		case a.received != b.received:
			return a.received < b.received
		}
		return a.seat < b.seat
	}
	for i := 1; i < len(st); i++ { // insertion sort: a handful of players, no allocation
		for j := i; j > 0 && before(&st[j], &st[j-1]); j-- {
			st[j], st[j-1] = st[j-1], st[j]
		}
	}
	order = order[:0]
	for _, x := range st {
		order = append(order, x.seat)
	}
	return order
}

// scoreHorses adds the expansion's scoring to seat's line (§11): hostage
// ransoms, Deadly Bullet, and the Escape arrest.
func (s *State) scoreHorses(seat Seat, ps *PlayerScore) {
	p := &s.players[seat]
	last := s.rounds[Rounds-1].event
	arrested := s.phase == GameOver && last == cards.Escape
	for _, b := range p.bandits[:p.nBandits] {
		ps.Hostages += s.hostageRansom(Seat(b))
		if s.phase == GameOver && last == cards.DeadlyBullet {
			ps.DeadlyBullets -= deadlyBulletCost * int(s.bandits[b].hits)
		}
		arrested = arrested && s.arrested(Seat(b))
	}
	ps.Arrested = arrested
}

// deadlyBulletCost is what each bullet received in a Deadly Bullet round costs (§11).
const deadlyBulletCost = 150

// shareLoot applies Sharing the Loot (§11): several bandits on one
// position with a strongbox holder share its value equally, rounded down.
func (s *State) shareLoot(r *Result) {
	lt := s.g.loot
	for b := 0; b < int(s.nBandits); b++ {
		boxes := bits.OnesCount64(s.lootAt[heldBy(Seat(b))] & lt.kindBits(Strongbox))
		if boxes == 0 || s.bandits[b].pos == s.g.lay.escaped { // the escaped are off the table, not together
			continue
		}
		var with [MaxBandits]Seat
		k := 0
		for o := 0; o < int(s.nBandits); o++ {
			if s.bandits[o].pos == s.bandits[b].pos {
				with[k] = Seat(o)
				k++
			}
		}
		if k < 2 {
			continue
		}
		value := boxes * int(s.lootValue[Strongbox])
		share := value / k
		for _, o := range with[:k] {
			ps := &r.Players[s.bandits[o].owner]
			if Seat(o) == Seat(b) {
				ps.Shared -= value - share
				ps.Total -= value - share
			} else {
				ps.Shared += share
				ps.Total += share
			}
		}
	}
}
