package arena

import (
	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/express/cards"
)

// heuristicV1 is the Normal bot as it was before issue 16 improved it,
// kept unchanged as a yardstick for colt arena (level NormalV1): the new
// Normal is measured against it. Tables never offer it.
//
// What is frozen here, each a copy of the Normal bot's helper as it was
// then and never to follow the Normal's changes: its reading of the purses
// (unknownPurseValue, the known values, the lowest starting purse), its
// valuations (token, spot, spotValue, bestToken, carried, marshalInside,
// othersAt, friend, scoreFor with its own constants) and its judgement
// (score, destination, plannedPosition, bestMove, scheme). What it
// predates it takes from today's Normal bot through bot.Read: the places
// beside the train mapped onto it (the Time-Travel Car, the stagecoach)
// and the Horses & Stagecoach expansion's commands.
type heuristicV1 struct {
	rnd *express.Rand
	cat *cards.Catalog
}

// baseCatalog is the embedded card data: purse values, parsed once.
var baseCatalog = cards.Base()

// newHeuristicV1 returns the old Normal bot seeded with seed.
func newHeuristicV1(seed uint64) *heuristicV1 {
	return &heuristicV1{rnd: express.NewRand(seed), cat: baseCatalog}
}

// Name returns "normal-v1".
func (h *heuristicV1) Name() string { return "normal-v1" }

// Choose returns one of express.Legal(s) for s's actor, judged from that
// seat's view only.
func (h *heuristicV1) Choose(s *express.State) express.Command { return h.ChooseFor(s, s.Actor()) }

// ChooseFor returns one of seat's legal commands, judged from seat's view only.
func (h *heuristicV1) ChooseFor(s *express.State, seat express.Seat) express.Command {
	v := express.View(s, seat)
	return h.ChooseView(&v)
}

// ChooseView returns one of v.Legal, using nothing but what v shows. v must
// be the view of the seat to act (v.Legal not empty).
func (h *heuristicV1) ChooseView(v *express.PlayerView) express.Command {
	if len(v.Legal) == 0 {
		panic("bot: ChooseView called for a seat with no legal command")
	}
	normal := bot.Read(v)
	v = normal.View() // it predates the Time-Travel Car: the Car counts as the locomotive
	k := knowledgeV1{v: v, normal: normal, known: map[express.LootID]int{}, lowest: h.cat.Purses[0], self: v.Seat, team: -1}
	for _, kp := range v.KnownPurses {
		k.known[kp.Token] = kp.Value
	}
	if int(v.Seat) < len(v.Seats) { // two bandits, Teams: which bandit acts, who is a friend
		k.team = v.Seats[v.Seat].Team
		k.self = v.Seats[v.Seat].Bandits[0]
	}
	if v.ActingBandit != nil {
		k.self = *v.ActingBandit
	}
	k.unknownPurse = h.unknownPurseValue(v, k.known)
	best, bestScore, ties := 0, -1<<60, 0
	for i, c := range v.Legal {
		sc := k.scoreFor(c)
		switch {
		case sc > bestScore:
			best, bestScore, ties = i, sc, 1
		case sc == bestScore:
			// reservoir choice among equal scores: deterministic with the seed
			ties++
			if h.rnd.Intn(ties) == 0 {
				best = i
			}
		}
	}
	return v.Legal[best]
}

// unknownPurseValue is the mean value of the purses whose value the seat has
// not seen, the starting purses aside (they are all the lowest value, §3).
func (h *heuristicV1) unknownPurseValue(v *express.PlayerView, known map[express.LootID]int) int {
	vals := h.cat.Purses
	starts := len(v.Bandits)                    // one starting purse per bandit
	sum, n := -starts*vals[0], len(vals)-starts // the starting purses aside
	for _, val := range vals {
		sum += val
	}
	for id, val := range known {
		if int(id) >= starts {
			sum -= val
			n--
		}
	}
	if n <= 0 {
		return vals[0]
	}
	return sum / n
}

// knowledgeV1 is what one decision may use: the view and purse values.
type knowledgeV1 struct {
	v            *express.PlayerView
	normal       *bot.Reading // today's Normal bot's reading, for what v1 predates
	known        map[express.LootID]int
	unknownPurse int
	lowest       int          // a starting purse's value (§3)
	self         express.Seat // the bandit the decision is for
	team         int          // the seat's team in games with modules, -1 otherwise
}

// friend reports whether bandit b is one of the seat's own or its partner's.
func (k *knowledgeV1) friend(b express.Seat) bool {
	if b == k.self {
		return true
	}
	if k.team < 0 {
		return false
	}
	for _, sv := range k.v.Seats {
		for _, x := range sv.Bandits {
			if x == b {
				return sv.Team == k.team
			}
		}
	}
	return false
}

// scoreFor rates c, from the point of view of the bandit whose card it is.
func (k *knowledgeV1) scoreFor(c express.Command) int {
	if c.Kind == express.CmdPlay && c.Bandit != express.NoSeat && k.team >= 0 {
		saved := k.self
		for _, b := range k.v.Seats[k.v.Seat].Bandits {
			if b == c.Bandit { // one of the seat's bandits (a partner's card moves the seat's own)
				k.self = c.Bandit
			}
		}
		defer func() { k.self = saved }()
	}
	return k.score(c)
}

const (
	avoidV1       = -1_000_000 // never, unless there is no other choice
	jewelValueV1  = 500
	boxValueV1    = 1000
	drawCutoffV1  = 120 // draw when no card in hand is worth this much
	marshalPainV1 = 600 // a neutral bullet and a lost turn on the roof
)

func (k *knowledgeV1) me() express.BanditView { return k.v.Bandits[k.self] }

func (k *knowledgeV1) token(id express.LootID) int {
	switch {
	case id >= express.NumPurses+express.NumJewels:
		return boxValueV1
	case id >= express.NumPurses:
		return jewelValueV1
	}
	if val, ok := k.known[id]; ok {
		return val
	}
	if int(id) < len(k.v.Bandits) {
		return k.lowest
	}
	return k.unknownPurse
}

func (k *knowledgeV1) spot(p express.Position) express.SpotView {
	w := k.v.Train[p.Wagon]
	if p.Floor == express.Roof {
		return w.Roof
	}
	return w.Inside
}

// spotValue is the loot lying at p.
func (k *knowledgeV1) spotValue(p express.Position) int {
	s := k.spot(p)
	total := s.Jewels*jewelValueV1 + s.Strongboxes*boxValueV1
	for _, id := range s.Purses {
		total += k.token(id)
	}
	return total
}

// bestToken is the value of the most valuable token lying at p.
func (k *knowledgeV1) bestToken(p express.Position) int {
	s := k.spot(p)
	best := 0
	if s.Strongboxes > 0 {
		best = boxValueV1
	} else if s.Jewels > 0 {
		best = jewelValueV1
	}
	for _, id := range s.Purses {
		best = max(best, k.token(id))
	}
	return best
}

func (k *knowledgeV1) carried(b express.BanditView) (tokens, value int) {
	tokens = len(b.Purses) + b.Jewels + b.Strongboxes
	value = b.Jewels*jewelValueV1 + b.Strongboxes*boxValueV1
	for _, id := range b.Purses {
		value += k.token(id)
	}
	return tokens, value
}

func (k *knowledgeV1) marshalInside(p express.Position) bool {
	return p.Floor == express.Inside && int(p.Wagon) == k.v.MarshalAt
}

// othersAt counts the other bandits at p.
func (k *knowledgeV1) othersAt(p express.Position) int {
	n := 0
	for _, s := range k.spot(p).Bandits {
		if s != k.self {
			n++
		}
	}
	return n
}

func (k *knowledgeV1) score(c express.Command) int {
	me := k.me()
	if k.v.Stagecoach != nil { // the expansion's choices, judged as the Normal bot does (§11)
		if sc, ok := k.normal.HorsesScore(c); ok {
			return sc
		}
	}
	switch c.Kind {
	case express.CmdPlay, express.CmdDraw:
		return k.scheme(c)
	case express.CmdMove:
		return k.destination(express.Position{Wagon: max(c.Wagon, 0), Floor: me.Position.Floor})
	case express.CmdShoot:
		if k.friend(c.Target) {
			return avoidV1 / 2 // never a teammate, unless nobody else can be hit
		}
		n, val := k.carried(k.v.Bandits[c.Target])
		return n*10_000 + val
	case express.CmdRob, express.CmdPickpocket, express.CmdPunchLoot:
		return k.token(c.Token)
	case express.CmdPunch:
		if k.friend(c.Target) {
			return avoidV1 / 2
		}
		n, val := k.carried(k.v.Bandits[c.Target])
		return val*10 + n
	case express.CmdKeepPurse:
		if c.Keep {
			return 1
		}
		return 0
	case express.CmdPush:
		t := k.v.Bandits[k.v.Target]
		to := express.Position{Wagon: max(c.Wagon, 0), Floor: t.Position.Floor}
		sc := -k.spotValue(to) // keep them away from loot
		if k.marshalInside(to) {
			sc += 10_000 // into the Marshal's arms
		}
		return sc
	case express.CmdMarshal:
		sc := 0
		for _, b := range k.v.Train[c.Wagon].Inside.Bandits {
			if k.friend(b) {
				sc -= 10_000
			} else {
				sc += 1_000
			}
		}
		// keep him close to the loot the others want
		return sc + k.v.Train[c.Wagon].Inside.Strongboxes
	case express.CmdDecline, express.CmdDone, express.CmdHands:
		return 0 // no cover, no card taken, keep no more; either hand (seeded tie-break)
	case express.CmdTakeCard, express.CmdKeep:
		if c.Kind == express.CmdKeep && len(k.v.Kept) >= 2 {
			return -1 // Experts: keep a couple of good cards, not the whole hand
		}
		switch c.Card {
		case express.Rob, express.Move:
			return 3
		case express.Shoot:
			return 2
		}
		return 1
	case express.CmdDiscardBullets:
		return 1 // a lighter hand
	}
	return 0
}

// destination rates ending a move at p.
func (k *knowledgeV1) destination(p express.Position) int {
	if k.marshalInside(p) {
		return avoidV1
	}
	return k.spotValue(p) - 50*k.othersAt(p)
}

// plannedPosition is where the seat's bandit should be when its next card
// resolves: its position moved by its own cards already on the pile.
func (k *knowledgeV1) plannedPosition() express.Position {
	p := k.me().Position
	for _, pc := range k.v.Pile {
		if pc.Owner != k.v.Seat || pc.Resolved || pc.Bandit != nil && *pc.Bandit != k.self && k.team >= 0 && len(k.v.Seats[k.v.Seat].Bandits) > 1 {
			continue
		}
		switch pc.Card {
		case express.FloorChange:
			p.Floor ^= 1
			if k.marshalInside(p) {
				p.Floor = express.Roof
			}
		case express.Move:
			p = k.bestMove(p)
		}
	}
	return p
}

// bestMove is where a Move card from p would be played to.
func (k *knowledgeV1) bestMove(p express.Position) express.Position {
	best, bestScore := p, avoidV1-1
	reach := 1
	if p.Floor == express.Roof {
		reach = 3
	}
	for w := int(p.Wagon) - reach; w <= int(p.Wagon)+reach; w++ {
		if w < 0 || w >= len(k.v.Train) || w == int(p.Wagon) { // the train's own length: a variant's train is not one car per player
			continue
		}
		q := express.Position{Wagon: int8(w), Floor: p.Floor}
		if sc := k.destination(q); sc > bestScore {
			best, bestScore = q, sc
		}
	}
	return best
}

// scheme rates a Schemin' choice.
func (k *knowledgeV1) scheme(c express.Command) int {
	if c.Kind == express.CmdDraw {
		playable := 0
		for _, h := range k.v.Hand {
			if h != express.Bullet {
				playable++
			}
		}
		return drawCutoffV1 - 10*playable
	}
	p := k.plannedPosition()
	me := k.me()
	sc := 0
	switch c.Card {
	case express.Rob:
		sc = k.bestToken(p)
		if sc > 0 {
			sc += 100
		}
	case express.Move:
		q := k.bestMove(p)
		sc = k.destination(q) - k.spotValue(p) + 60
		if k.marshalInside(q) {
			sc = 0
		}
	case express.FloorChange:
		q := p
		q.Floor ^= 1
		if k.marshalInside(q) {
			sc = 0
		} else {
			sc = k.spotValue(q) - k.spotValue(p) + 50
		}
	case express.Shoot:
		if me.BulletsLeft > 0 {
			sc = 130 // the Gunslinger's $1000 goes to whoever fires most
		}
	case express.Punch:
		best := 0
		for _, s := range k.spot(p).Bandits {
			if s != k.self && !k.friend(s) {
				_, val := k.carried(k.v.Bandits[s])
				best = max(best, val)
			}
		}
		if best > 0 {
			sc = 150 + best/4
		} else {
			sc = 20
		}
	case express.MarshalCard:
		sc = 30
		for _, w := range []int{k.v.MarshalAt - 1, k.v.MarshalAt + 1} {
			if w >= 0 && w < len(k.v.Train) && k.othersAt(express.Position{Wagon: int8(w)}) > 0 {
				sc = 110
			}
		}
	}
	if c.FaceDown {
		sc++ // hide the card when allowed (Ghost)
	}
	return sc
}

var _ bot.Bot = (*heuristicV1)(nil)
