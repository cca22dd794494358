package bot

import (
	"sort"

	"colt/engine/express"
	"colt/engine/express/cards"
)

// Heuristic is the Normal bot, a greedy player. It sees only its seat's
// express.PlayerView (never the state's secrets) and chooses among the
// view's legal commands: it robs and pickpockets the most valuable token it
// can judge, punches the bandit carrying the most loot, shoots the visible
// bandit carrying the most tokens, keeps purses as Cheyenne, pushes and
// sends the Marshal onto other bandits, never walks inside the Marshal's
// wagon when it can avoid it. In Schemin' it plays the card that looks best
// where its earlier cards will have taken it — counting the loot its earlier
// Robs will already have taken, the round card's end-of-round event (a roof
// under an Angry Marshal, inside at a Passengers' Rebellion, the locomotive
// at a Hostage-Taking…) and whether it holds a Rob card to use the loot it
// walks to — or draws when its hand is poor. In Stealin' each Move goes
// where the rest of its own cards on the pile will be worth most (plan).
// Ties are broken by its own seeded source, so a game with the same seeds
// is the same game.
type Heuristic struct {
	rnd *express.Rand
	cat *cards.Catalog
}

// baseCatalog is the embedded card data: purse values, parsed once.
var baseCatalog = cards.Base()

// NewHeuristic returns a heuristic bot seeded with seed.
func NewHeuristic(seed uint64) *Heuristic {
	return &Heuristic{rnd: express.NewRand(seed), cat: baseCatalog}
}

// Name returns "heuristic".
func (h *Heuristic) Name() string { return "heuristic" }

// Choose returns one of express.Legal(s) for s's actor, judged from that
// seat's view only.
func (h *Heuristic) Choose(s *express.State) express.Command { return h.ChooseFor(s, s.Actor()) }

// ChooseFor returns one of seat's legal commands, judged from seat's view only.
func (h *Heuristic) ChooseFor(s *express.State, seat express.Seat) express.Command {
	v := express.View(s, seat)
	return h.ChooseView(&v)
}

// ChooseView returns one of v.Legal, using nothing but what v shows. v must
// be the view of the seat to act (v.Legal not empty).
func (h *Heuristic) ChooseView(v *express.PlayerView) express.Command {
	if len(v.Legal) == 0 {
		panic("bot: ChooseView called for a seat with no legal command")
	}
	k := read(v, h.cat)
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

// read is what the Normal bot knows at one decision of v's seat (v the
// view of the seat to act): the view mapped onto the train (onTrainView),
// the purse values the seat has seen, which bandit acts and its team.
func read(v *express.PlayerView, cat *cards.Catalog) knowledge {
	v = onTrainView(v)
	k := knowledge{v: v, known: map[express.LootID]int{}, lowest: cat.Purses[0], self: v.Seat, team: -1}
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
	k.unknownPurse = unknownPurseValue(v, k.known, cat)
	return k
}

// Reading is the Normal bot's reading of one seat's view at one decision:
// the view with the places beside the train mapped onto it, the purse
// values the seat has seen, the bandit that acts and who is a friend. The
// arena's frozen yardstick (engine/bot/arena) judges what it predates, the
// places beside the train and the expansion's commands, through it, as the
// Normal bot does today.
type Reading struct{ k knowledge }

// Read returns the Normal bot's reading of v, the view of the seat to act;
// v itself is not changed.
func Read(v *express.PlayerView) *Reading { return &Reading{k: read(v, baseCatalog)} }

// View is the view as the Normal bot plans on it: the stagecoach's, the
// Time-Travel Car's, hidden, escaped and galloping bandits' places mapped
// onto the train (see car.go and horses.go).
func (r *Reading) View() *express.PlayerView { return r.k.v }

// HorsesScore is how the Normal bot rates c when it is one of the Horses &
// Stagecoach expansion's commands (docs/rules.md §11); ok is false for any
// other command.
func (r *Reading) HorsesScore(c express.Command) (sc int, ok bool) { return r.k.horsesScore(c) }

// unknownPurseValue is the mean value of the purses whose value the seat has
// not seen, the starting purses aside (they are all the lowest value, §3).
func unknownPurseValue(v *express.PlayerView, known map[express.LootID]int, cat *cards.Catalog) int {
	vals := cat.Purses
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

// knowledge is what one decision may use: the view and purse values.
type knowledge struct {
	v            *express.PlayerView
	known        map[express.LootID]int
	unknownPurse int
	lowest       int          // a starting purse's value (§3)
	self         express.Seat // the bandit the decision is for
	team         int          // the seat's team in games with modules, -1 otherwise
	tokens       [][]int      // loot values lying at each position, best first (tokensAt)
}

// friend reports whether bandit b is one of the seat's own or its partner's.
func (k *knowledge) friend(b express.Seat) bool {
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
func (k *knowledge) scoreFor(c express.Command) int {
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
	avoid       = -1_000_000 // never, unless there is no other choice
	jewelValue  = 500
	boxValue    = 1000
	drawCutoff  = 120 // draw when no card in hand is worth this much
	marshalPain = 600 // a neutral bullet and a lost turn on the roof
)

func (k *knowledge) me() express.BanditView { return k.v.Bandits[k.self] }

func (k *knowledge) token(id express.LootID) int {
	switch {
	case id >= express.NumPurses+express.NumJewels+3: // the expansion's whisky flasks (§11)
		return whiskyValue
	case id >= express.NumPurses+express.NumJewels:
		return boxValue
	case id >= express.NumPurses:
		return jewelValue
	}
	if val, ok := k.known[id]; ok {
		return val
	}
	if int(id) < len(k.v.Bandits) {
		return k.lowest
	}
	return k.unknownPurse
}

func (k *knowledge) spot(p express.Position) express.SpotView {
	w := k.v.Train[p.Wagon]
	if p.Floor == express.Roof {
		return w.Roof
	}
	return w.Inside
}

// spotValue is the loot lying at p.
func (k *knowledge) spotValue(p express.Position) int {
	s := k.spot(p)
	total := s.Jewels*jewelValue + s.Strongboxes*boxValue
	for _, id := range s.Purses {
		total += k.token(id)
	}
	return total
}

func (k *knowledge) carried(b express.BanditView) (tokens, value int) {
	tokens = len(b.Purses) + b.Jewels + b.Strongboxes
	value = b.Jewels*jewelValue + b.Strongboxes*boxValue
	for _, id := range b.Purses {
		value += k.token(id)
	}
	return tokens, value
}

func (k *knowledge) marshalInside(p express.Position) bool {
	return p.Floor == express.Inside && int(p.Wagon) == k.v.MarshalAt
}

// othersAt counts the other bandits at p.
func (k *knowledge) othersAt(p express.Position) int {
	n := 0
	for _, s := range k.spot(p).Bandits {
		if s != k.self {
			n++
		}
	}
	return n
}

func (k *knowledge) score(c express.Command) int {
	me := k.me()
	if k.v.Stagecoach != nil {
		if sc, ok := k.horsesScore(c); ok {
			return sc
		}
	}
	switch c.Kind {
	case express.CmdPlay, express.CmdDraw:
		return k.scheme(c)
	case express.CmdMove:
		if c.Wagon == carWagon { // the Time-Travel Car: its loot, a chance to hide, $500 if alone at the end (§12)
			return k.carValue()
		}
		q := express.Position{Wagon: c.Wagon, Floor: me.Position.Floor}
		if k.v.Car != nil && k.inCar(k.self) {
			q.Floor = c.Floor // leaving the Car for the locomotive's inside or roof
		}
		if k.marshalInside(q) {
			return avoid
		}
		// where the rest of its cards this round take it from there
		return k.plan(q, k.ownCards(k.v.Resolving+1, express.Bullet)) - 50*k.othersAt(q)
	case express.CmdShoot:
		if k.friend(c.Target) {
			return avoid / 2 // never a teammate, unless nobody else can be hit
		}
		n, val := k.carried(k.v.Bandits[c.Target])
		return n*10_000 + val
	case express.CmdRob, express.CmdPickpocket, express.CmdPunchLoot:
		return k.token(c.Token)
	case express.CmdPunch:
		if k.friend(c.Target) {
			return avoid / 2
		}
		n, val := k.carried(k.v.Bandits[c.Target])
		return val*10 + n
	case express.CmdKeepPurse:
		if c.Keep {
			return 1
		}
		return 0
	case express.CmdPush:
		if c.Wagon == carWagon {
			return -k.carValue() / 2 // a rival in the Car may hide or cash in its $500
		}
		t := k.v.Bandits[k.v.Target]
		to := express.Position{Wagon: c.Wagon, Floor: t.Position.Floor}
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
	case express.CmdHide: // appear where the loot is, away from the Marshal (§12)
		q := express.Position{Wagon: c.Wagon, Floor: express.Inside}
		sc := k.spotValue(q) - 100*k.othersAt(q)
		if k.marshalInside(q) {
			sc -= marshalPain
		}
		return sc
	}
	return 0
}

// Tunable weights of the plan (measured with colt arena against normal-v1,
// docs/bots.md).
const (
	bulletPain   = 150 // a neutral bullet: a dead card in every later hand
	potentialPct = 60  // percent of the best loot left where a plan ends, robbable later
	shootValue   = 130 // a Shoot (the Gunslinger's $1000 goes to whoever fires most; aiming only at a target in sight now measured weaker)
	hostageBonus = 250 // Hostage-Taking: every bandit in or on the locomotive gains $250
	noRobPct     = 50  // percent of a move's loot that counts with no Rob card in hand
	maxPlanSpots = 32  // positions a plan tracks (wagons × 2); longer trains plan without loot bookkeeping
)

// planState is what the seat's own cards change while a plan is simulated:
// the tokens it has already robbed at each position and the shots fired.
type planState struct {
	taken [maxPlanSpots]int8
	shots int8
}

// ownCards lists the kinds of the unresolved cards of the deciding bandit on
// the pile from index from on, in the order they will resolve, then extra
// (express.Bullet: none). Face-down cards of a partner are unknown and left out.
func (k *knowledge) ownCards(from int, extra express.ActionKind) []express.ActionKind {
	out := make([]express.ActionKind, 0, 8)
	for i := max(from, 0); i < len(k.v.Pile); i++ {
		pc := k.v.Pile[i]
		if pc.Resolved || pc.Card == express.HiddenCard {
			continue
		}
		if pc.Bandit != nil {
			if *pc.Bandit != k.self {
				continue
			}
		} else if pc.Owner != k.v.Seat {
			continue
		}
		out = append(out, pc.Card)
	}
	if extra != express.Bullet {
		out = append(out, extra)
	}
	return out
}

// tokensAt lists the values of the loot lying at p, most valuable first.
func (k *knowledge) tokensAt(p express.Position) []int {
	i := int(p.Wagon)*2 + int(p.Floor)
	if i < len(k.tokens) && k.tokens[i] != nil {
		return k.tokens[i]
	}
	s := k.spot(p)
	vals := make([]int, 0, s.Strongboxes+s.Jewels+len(s.Purses)+1)
	for j := 0; j < s.Strongboxes; j++ {
		vals = append(vals, boxValue)
	}
	for j := 0; j < s.Jewels; j++ {
		vals = append(vals, jewelValue)
	}
	for _, id := range s.Purses {
		vals = append(vals, k.token(id))
	}
	sort.Sort(sort.Reverse(sort.IntSlice(vals)))
	if i < maxPlanSpots {
		if k.tokens == nil {
			k.tokens = make([][]int, maxPlanSpots)
		}
		k.tokens[i] = vals
	}
	return vals
}

// take robs the best token left at p in the plan and returns its value.
func (k *knowledge) take(p express.Position, st *planState) int {
	vals := k.tokensAt(p)
	i := int(p.Wagon)*2 + int(p.Floor)
	if i >= maxPlanSpots {
		if len(vals) > 0 {
			return vals[0]
		}
		return 0
	}
	if int(st.taken[i]) >= len(vals) {
		return 0
	}
	st.taken[i]++
	return vals[st.taken[i]-1]
}

// left is the best token still lying at p in the plan.
func (k *knowledge) left(p express.Position, st *planState) int {
	vals := k.tokensAt(p)
	i := int(p.Wagon)*2 + int(p.Floor)
	n := 0
	if i < maxPlanSpots {
		n = int(st.taken[i])
	}
	if n < len(vals) {
		return vals[n]
	}
	return 0
}

func (k *knowledge) leftSum(p express.Position, st *planState) int {
	vals := k.tokensAt(p)
	i := int(p.Wagon)*2 + int(p.Floor)
	n := 0
	if i < maxPlanSpots {
		n = int(st.taken[i])
	}
	t := 0
	for _, v := range vals[min(n, len(vals)):] {
		t += v
	}
	return t
}

// plan is the value of playing cards in order from p: the loot its Robs
// take (never the same token twice), the Marshal's bullets it walks into,
// its shots and punches, where it stands when the round's event strikes
// and the loot left there for later. Each Move goes where the rest of the
// plan is worth most.
func (k *knowledge) plan(p express.Position, cards []express.ActionKind) int {
	var st planState
	return k.planFrom(p, cards, st)
}

func (k *knowledge) planFrom(p express.Position, cards []express.ActionKind, st planState) int {
	if len(cards) == 0 {
		return k.endValue(p, &st)
	}
	rest := cards[1:]
	switch cards[0] {
	case express.Move:
		reach := 1
		if p.Floor == express.Roof {
			reach = 3
		}
		best, any := 0, false
		for w := int(p.Wagon) - reach; w <= int(p.Wagon)+reach; w++ {
			if w < 0 || w >= len(k.v.Train) || w == int(p.Wagon) {
				continue
			}
			q := express.Position{Wagon: int8(w), Floor: p.Floor}
			sc := k.arrive(&q) + k.planFrom(q, rest, st)
			if !any || sc > best {
				best, any = sc, true
			}
		}
		if !any {
			return k.planFrom(p, rest, st)
		}
		return best
	case express.FloorChange:
		q := p
		q.Floor ^= 1
		return k.arrive(&q) + k.planFrom(q, rest, st)
	case express.Rob:
		v := k.take(p, &st)
		return v + k.planFrom(p, rest, st)
	case express.Shoot:
		v := 0
		if int(st.shots) < k.me().BulletsLeft {
			v = shootValue
		}
		st.shots++
		return v + k.planFrom(p, rest, st)
	case express.Punch:
		return k.punchValue(p) + k.planFrom(p, rest, st)
	case express.MarshalCard:
		return k.marshalValue() + k.planFrom(p, rest, st)
	}
	return k.planFrom(p, rest, st)
}

// arrive applies the Marshal rule to a bandit arriving at *p and returns
// what it costs.
func (k *knowledge) arrive(p *express.Position) int {
	if !k.marshalInside(*p) {
		return 0
	}
	p.Floor = express.Roof
	if k.v.NeutralGone {
		return -bulletPain / 3
	}
	return -bulletPain
}

// endValue is what standing at p at the end of a plan is worth: the round's
// event (on the round card everyone sees) and a share of the loot left
// there to rob later.
func (k *knowledge) endValue(p express.Position, st *planState) int {
	return k.left(p, st)*potentialPct/100 + k.eventValue(p)
}

// eventValue is what standing at p when the round's event strikes is worth.
func (k *knowledge) eventValue(p express.Position) int {
	v := 0
	switch k.v.Round.Event {
	case cards.AngryMarshal:
		if p.Floor == express.Roof && int(p.Wagon) == k.v.MarshalAt && !k.v.NeutralGone {
			v -= bulletPain
		}
	case cards.PassengersRebellion:
		if p.Floor == express.Inside && !k.v.NeutralGone {
			v -= bulletPain
		}
	case cards.MarshalsRevenge:
		if p.Floor == express.Roof && int(p.Wagon) == k.v.MarshalAt {
			lowest := 0
			for i, id := range k.me().Purses {
				if val := k.token(id); i == 0 || val < lowest {
					lowest = val
				}
			}
			v -= lowest
		}
	case cards.HostageTaking:
		if p.Wagon == 0 {
			v += hostageBonus
		}
	case cards.Pickpocketing:
		if len(k.spot(p).Purses) > 0 && k.othersAt(p) == 0 {
			v += k.unknownPurse / 2
		}
	}
	return v
}

// punchValue rates a Punch at p: the best loot a bandit there could drop.
func (k *knowledge) punchValue(p express.Position) int {
	best := 0
	for _, s := range k.spot(p).Bandits {
		if s != k.self && !k.friend(s) {
			_, val := k.carried(k.v.Bandits[s])
			best = max(best, val)
		}
	}
	if best > 0 {
		return 150 + best/4
	}
	return 20
}

// marshalValue rates a Marshal card: worth more with bandits inside a wagon
// next to him.
func (k *knowledge) marshalValue() int {
	for _, w := range []int{k.v.MarshalAt - 1, k.v.MarshalAt + 1} {
		if w >= 0 && w < len(k.v.Train) && k.othersAt(express.Position{Wagon: int8(w)}) > 0 {
			return 110
		}
	}
	return 30
}

// plannedState is where the seat's bandit should be when its next card
// resolves, and the loot its earlier cards will have robbed: its own cards
// already on the pile, each Move to where the loot is.
func (k *knowledge) plannedState() (express.Position, planState) {
	var st planState
	p := k.me().Position
	for _, card := range k.ownCards(0, express.Bullet) {
		switch card {
		case express.FloorChange:
			p.Floor ^= 1
			if k.marshalInside(p) {
				p.Floor = express.Roof
			}
		case express.Move:
			p = k.bestMoveAfter(p, &st)
		case express.Rob:
			k.take(p, &st)
		case express.Shoot:
			st.shots++
		}
	}
	return p, st
}

// lootLeft is the loot still lying at p once the plan's Robs are done.
func (k *knowledge) lootLeft(p express.Position, st *planState) int {
	return k.leftSum(p, st)
}

// bestMoveAfter is where a Move card from p would be played to.
func (k *knowledge) bestMoveAfter(p express.Position, st *planState) express.Position {
	best, bestScore := p, avoid-1
	reach := 1
	if p.Floor == express.Roof {
		reach = 3
	}
	for w := int(p.Wagon) - reach; w <= int(p.Wagon)+reach; w++ {
		if w < 0 || w >= len(k.v.Train) || w == int(p.Wagon) {
			continue
		}
		q := express.Position{Wagon: int8(w), Floor: p.Floor}
		sc := avoid
		if !k.marshalInside(q) {
			sc = k.lootLeft(q, st) - 50*k.othersAt(q)
			sc += k.eventValue(q)
		}
		if sc > bestScore {
			best, bestScore = q, sc
		}
	}
	return best
}

// robHope is how much loot where a move leads counts, in percent: all of it
// with a Rob card in hand, less when it must first be drawn.
func (k *knowledge) robHope() int {
	for _, h := range k.v.Hand {
		if h == express.Rob {
			return 100
		}
	}
	return noRobPct
}

// scheme rates a Schemin' choice.
func (k *knowledge) scheme(c express.Command) int {
	if c.Kind == express.CmdDraw {
		playable := 0
		for _, h := range k.v.Hand {
			if h != express.Bullet {
				playable++
			}
		}
		return drawCutoff - 10*playable
	}
	p, st := k.plannedState()
	me := k.me()
	ev := func(q express.Position) int { return k.eventValue(q) - k.eventValue(p) }
	sc := 0
	switch c.Card {
	case express.Rob:
		sc = k.left(p, &st) // not a token its earlier Robs take
		if sc > 0 {
			sc += 100
		}
	case express.Move:
		q := k.bestMoveAfter(p, &st)
		sc = (k.lootLeft(q, &st)-k.lootLeft(p, &st))*k.robHope()/100 - 50*k.othersAt(q) + 60 + ev(q)
		if k.marshalInside(q) {
			sc = 0
		}
	case express.FloorChange:
		q := p
		q.Floor ^= 1
		if k.marshalInside(q) {
			sc = 0
		} else {
			sc = (k.lootLeft(q, &st)-k.lootLeft(p, &st))*k.robHope()/100 + 50 + ev(q)
		}
	case express.Shoot:
		if me.BulletsLeft > int(st.shots) {
			sc = shootValue
		}
	case express.Punch:
		sc = k.punchValue(p)
	case express.MarshalCard:
		sc = k.marshalValue()
	}
	if c.FaceDown {
		sc++ // hide the card when allowed (Ghost)
	}
	return sc
}

var _ Bot = (*Heuristic)(nil)
