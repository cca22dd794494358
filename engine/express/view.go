package express

import (
	"sort"

	"colt/engine/express/cards"
)

// SpotView is one position of the train as everyone sees it.
type SpotView struct {
	Bandits     []Seat   `json:"bandits"`
	Purses      []LootID `json:"purses"` // purse tokens, values hidden (R1)
	Jewels      int      `json:"jewels"`
	Strongboxes int      `json:"strongboxes"`
	// Flasks are the whisky flasks lying here (Horses & Stagecoach).
	Flasks []FlaskView `json:"flasks,omitempty"`
}

// FlaskView is one whisky flask (§11): its token, whether it is
// half-empty, and its type when the viewer knows it (nil: face down).
type FlaskView struct {
	Token LootID `json:"token"`
	Half  bool   `json:"half"`
	Old   *bool  `json:"old,omitempty"`
}

// StagecoachView is the stagecoach beside the train (§11): the wagon it
// faces, who and what is inside and on its roof, and the Shotgun.
type StagecoachView struct {
	Facing int      `json:"facing"`
	Inside SpotView `json:"inside"`
	Roof   SpotView `json:"roof"`
	// ShotgunAt is the wagon whose roof the Shotgun guards once punched; -1
	// while it still sits on the stagecoach's strongbox.
	ShotgunAt int `json:"shotgunAt"`
}

// WagonView is one wagon: 0 is the locomotive, the last is the caboose.
type WagonView struct {
	Index   int      `json:"index"`
	Type    string   `json:"type"` // wagon type id (A–F); "loco" for the locomotive
	Marshal bool     `json:"marshal"`
	Inside  SpotView `json:"inside"`
	Roof    SpotView `json:"roof"`
}

// BanditView is one player as everyone sees them.
type BanditView struct {
	Seat            Seat      `json:"seat"`
	Character       Character `json:"character"`
	Position        Position  `json:"position"`
	BulletsLeft     int       `json:"bulletsLeft"`
	BulletsReceived int       `json:"bulletsReceived"`
	DeckSize        int       `json:"deckSize"`
	HandSize        int       `json:"handSize"`
	Purses          []LootID  `json:"purses"`
	Jewels          int       `json:"jewels"`
	Strongboxes     int       `json:"strongboxes"`
	Ransoms         int       `json:"ransoms"`
	// Hostage is the bandit's hostage (Horses & Stagecoach), if any.
	Hostage *Hostage `json:"hostage,omitempty"`
	// Flasks are the whisky flasks the bandit holds.
	Flasks []FlaskView `json:"flasks,omitempty"`
}

// PileCardView is one card of the common pile; Card is HiddenCard while it
// is face down and not yet resolved (unless the viewer owns it). Bandit is
// the card's bandit, given in games where hands mix bandits' cards.
type PileCardView struct {
	Owner    Seat       `json:"owner"`
	Card     ActionKind `json:"card"`
	FaceDown bool       `json:"faceDown"`
	Resolved bool       `json:"resolved"`
	Bandit   *Seat      `json:"bandit,omitempty"`
}

// CardView is one card shown with the bandit whose card it is (its colour).
type CardView struct {
	Card   ActionKind `json:"card"`
	Bandit Seat       `json:"bandit"`
}

// SeatView is one player as everyone sees them, in games with modules or
// two bandits each: their bandits, team, card counts and (Experts) the
// public discard pile, top last.
type SeatView struct {
	Seat     Seat       `json:"seat"`
	Bandits  []Seat     `json:"bandits"`
	Team     int        `json:"team"`
	DeckSize int        `json:"deckSize"`
	HandSize int        `json:"handSize"`
	Discard  []CardView `json:"discard"`
	// Waiting is true while the seat owes its choice in a simultaneous step.
	Waiting bool `json:"waiting"`
}

// RoundView is the round card in play.
type RoundView struct {
	Number  int              `json:"number"` // 1-based
	Card    string           `json:"card"`
	Station bool             `json:"station"`
	Turns   []cards.TurnKind `json:"turns"`
	Event   cards.Event      `json:"event"`
}

// PublicView is everything the whole table may know: no hand, deck order,
// face-down card, purse value or random state (docs/design.md rule 5).
type PublicView struct {
	Rules       string         `json:"rules"`
	Version     int            `json:"version"`
	Players     int            `json:"players"`
	Phase       Phase          `json:"phase"`
	Round       RoundView      `json:"round"`
	Turn        int            `json:"turn"`      // index into Round.Turns (Schemin')
	SecondAct   bool           `json:"secondAct"` // SpeedUp: the actor's second act
	FirstPlayer Seat           `json:"firstPlayer"`
	Actor       Seat           `json:"actor"`
	Stage       Stage          `json:"stage"`
	Target      Seat           `json:"target"` // the punched bandit during a Punch
	Order       []Seat         `json:"order"`  // the current turn's seat order
	Train       []WagonView    `json:"train"`
	MarshalAt   int            `json:"marshalAt"`
	Neutral     int            `json:"neutralBullets"`
	NeutralGone bool           `json:"neutralGone"`
	BoxWaiting  bool           `json:"strongboxWaiting"`
	Bandits     []BanditView   `json:"bandits"`
	Pile        []PileCardView `json:"pile"`
	Resolving   int            `json:"resolving"` // index of the pile card being resolved, -1 if none
	Result      *Result        `json:"result,omitempty"`
	// Modules lists the rules modules of the game (experts, teams, two-bandits).
	Modules []string `json:"modules,omitempty"`
	// Expected lists the seats that owe a choice now: several in a
	// simultaneous secret step; none after the game.
	Expected []Seat `json:"expected,omitempty"`
	// Seats describes each player in games with modules or two bandits each.
	Seats []SeatView `json:"seats,omitempty"`
	// ActingBandit is the bandit the resolving card moves, in games where a
	// player has several bandits or plays a partner's cards; NoSeat otherwise.
	ActingBandit *Seat `json:"actingBandit,omitempty"`
	// Car is the Time-Travel Car in front of the locomotive, in games with
	// it (§12): who and what is in it. A bandit it hid is at the position
	// {"area":"hidden"} until the next Stealin'.
	Car *SpotView `json:"car,omitempty"`
	// Stagecoach, Horses (how many face each car, locomotive first),
	// Hostages (face up, not yet taken) and Galloping (bandits still on
	// their horses in the Horse Attack) are set in games with the Horses &
	// Stagecoach expansion (§11).
	Stagecoach *StagecoachView `json:"stagecoach,omitempty"`
	Horses     []int           `json:"horses,omitempty"`
	// CarHorses is how many horses face the Time-Travel Car, one step
	// beyond the locomotive (§12, with the expansion: a Ride may end there).
	CarHorses int       `json:"carHorses,omitempty"`
	Hostages  []Hostage `json:"hostages,omitempty"`
	Galloping []Seat    `json:"galloping,omitempty"`
	// AttackWagon is the wagon revealed now in the Horse Attack.
	AttackWagon *int `json:"attackWagon,omitempty"`
}

// KnownPurse is a purse whose value the viewer knows (R1).
type KnownPurse struct {
	Token LootID `json:"token"`
	Value int    `json:"value"`
	Held  bool   `json:"held"`
}

// PlayerView is what one seat may know: the public view plus its hand, the
// purse values it knows and, on its turn, its legal commands.
type PlayerView struct {
	PublicView
	Seat        Seat         `json:"seat"`
	Hand        []ActionKind `json:"hand"`
	KnownPurses []KnownPurse `json:"knownPurses"`
	Legal       []Command    `json:"legal"`
	// HandCards is the hand with each card's bandit, in games where hands
	// mix bandits' cards (kinds in Hand's order).
	HandCards []CardView `json:"handCards,omitempty"`
	// Kept lists the cards already kept in the Experts keep step.
	Kept []CardView `json:"kept,omitempty"`
	// Hiding lists this seat's bandits hidden by the Time-Travel Car and
	// the car each will appear inside (its secret, §12).
	Hiding []HiddenBandit `json:"hiding,omitempty"`
	// Committed is this seat's own choice in the simultaneous secret step
	// now open (a fist of the Horse Attack, a Turmoil card or draw, the
	// card taken or not before the deal, the hands of the two-bandit
	// reveal, the Experts bullets), once made and until everyone reveals:
	// the command it sent, as its legal list offered it. No other seat's
	// view carries it; they see only that this seat no longer waits. The
	// Experts keep step and the Plan of Attack show theirs in Kept.
	Committed *Command `json:"committed,omitempty"`
}

// HiddenBandit is a bandit hidden by the Time-Travel Car and where it will appear.
type HiddenBandit struct {
	Bandit Seat     `json:"bandit"`
	At     Position `json:"at"`
}

// Public returns the public view of s.
func Public(s *State) PublicView { return s.publicView(NoSeat) }

// View returns what seat may know of s.
func View(s *State, seat Seat) PlayerView {
	v := PlayerView{PublicView: s.publicView(seat), Seat: seat, Hand: []ActionKind{}, KnownPurses: []KnownPurse{}, Legal: []Command{}}
	if seat < 0 || int(seat) >= int(s.nPlayers) {
		return v
	}
	v.Version = s.VersionFor(seat)
	p := &s.players[seat]
	hand := append([]Card(nil), p.hand[:p.handLen]...)
	sort.Slice(hand, func(a, b int) bool {
		if hand[a].Kind() != hand[b].Kind() {
			return hand[a].Kind() < hand[b].Kind()
		}
		return hand[a] < hand[b]
	})
	for _, c := range hand {
		v.Hand = append(v.Hand, c.Kind())
		if s.g.mixed {
			v.HandCards = append(v.HandCards, s.cardView(c))
		}
	}
	if s.phase == Keeping {
		for _, c := range p.hand[:p.kept] {
			v.Kept = append(v.Kept, s.cardView(c))
		}
	}
	for t := LootID(0); t < NumPurses; t++ {
		if s.purseKnown[t]&(1<<uint(seat)) != 0 {
			v.KnownPurses = append(v.KnownPurses, KnownPurse{Token: t, Value: int(s.purseValue[t]), Held: s.loot[t] == heldBy(seat)})
		}
	}
	for b := 0; b < int(s.nBandits); b++ {
		if bd := &s.bandits[b]; bd.hideAt >= 0 && bd.owner == seat {
			v.Hiding = append(v.Hiding, HiddenBandit{Bandit: Seat(b), At: s.g.lay.pos(s.g.lay.hideSpot(bd.hideAt))})
		}
	}
	if s.IsExpected(seat) {
		v.Legal = LegalFor(s, seat)
	} else if c, ok := s.committed(seat); ok {
		v.Committed = &c
	}
	return v
}

// cardView shows a card with its bandit (a bullet: the shooter, or NoSeat if neutral).
func (s *State) cardView(c Card) CardView {
	b := c.bandit()
	if c.isNeutralBullet() {
		b = NoSeat
	}
	return CardView{Card: c.Kind(), Bandit: b}
}

func (s *State) publicView(viewer Seat) PublicView {
	n := int(s.nPlayers)
	r := s.rounds[s.round]
	rc := s.g.cat.RoundCards[r.card]
	v := PublicView{
		Rules: s.g.version, Version: int(s.version), Players: n, Phase: s.phase,
		Round:       RoundView{Number: int(s.round) + 1, Card: rc.ID, Station: rc.Station, Turns: append([]cards.TurnKind(nil), r.turns[:r.nTurns]...), Event: r.event},
		Turn:        int(s.turn),
		SecondAct:   s.subAct == 1,
		FirstPlayer: s.first, Actor: s.Actor(), Stage: s.stage, Target: NoSeat,
		MarshalAt: s.Marshal(), Neutral: int(s.neutral), NeutralGone: s.neutralGone,
		BoxWaiting: s.loot[s.g.loot.first[Strongbox]+1] == placeReserve,
		Resolving:  -1,
	}
	if s.stage >= StagePunchLoot && s.stage <= StagePush {
		v.Target = s.target
	}
	v.Expected = s.Expected()
	if s.phase == Schemin {
		for k := 0; k < n; k++ {
			v.Order = append(v.Order, s.seatInOrder(k, s.currentTurn() == cards.Switch))
		}
	} else {
		v.Turn = int(r.nTurns)
		for k := 0; k < n; k++ {
			v.Order = append(v.Order, s.turnOrderSeat(k))
		}
	}
	lay := s.g.lay
	for w := 0; w < int(lay.cars); w++ {
		wv := WagonView{Index: w, Type: "loco", Marshal: lay.inside(int8(w)) == s.marshal}
		if w > 0 {
			wv.Type = s.g.cat.Wagons[s.wagonType[w]].ID
		}
		wv.Inside = s.spotView(lay.at[w][Inside], viewer)
		wv.Roof = s.spotView(lay.at[w][Roof], viewer)
		v.Train = append(v.Train, wv)
	}
	if lay.car != noPlace {
		car := s.spotView(lay.car, viewer)
		v.Car = &car
	}
	for i := 0; i < int(s.nBandits); i++ {
		p := &s.bandits[i]
		pl := &s.players[p.owner]
		b := BanditView{Seat: Seat(i), Character: p.character, Position: lay.pos(p.pos), BulletsLeft: int(p.bullets),
			BulletsReceived: int(p.received), DeckSize: int(pl.deckLen), HandSize: int(pl.handLen),
			Ransoms: int(p.ransoms), Purses: []LootID{}}
		for t := LootID(0); t < s.g.loot.n; t++ {
			if s.loot[t] != heldBy(Seat(i)) {
				continue
			}
			switch s.g.loot.kind[t] {
			case Purse:
				b.Purses = append(b.Purses, t)
			case Jewel:
				b.Jewels++
			case Strongbox:
				b.Strongboxes++
			case Whisky:
				b.Flasks = append(b.Flasks, s.flaskView(t, viewer))
			}
		}
		if h := p.hostage; h >= 0 {
			hh := Hostage(h)
			b.Hostage = &hh
		}
		v.Bandits = append(v.Bandits, b)
	}
	v.Pile = []PileCardView{}
	for i, pc := range s.pile[:s.pileLen] {
		resolved := s.phase != Schemin && i < int(s.resolve)
		current := s.resolvingCard(i)
		card := pc.Kind
		if s.hiddenPileCard(i, viewer) {
			card = HiddenCard
		}
		pv := PileCardView{Owner: pc.Owner, Card: card, FaceDown: pc.FaceDown, Resolved: resolved}
		if s.g.mixed && card != HiddenCard {
			b := pc.Bandit
			pv.Bandit = &b
		}
		v.Pile = append(v.Pile, pv)
		if current {
			v.Resolving = i
		}
	}
	if s.g.mixed || s.g.experts || s.g.rules != 0 {
		v.Modules = s.g.rules.Names()
		if s.phase == Stealin && s.stage != StageNone || s.phase == EventChoice && s.stage != StageNone || s.stage == StageCover {
			b := s.actB
			v.ActingBandit = &b
		}
		for i := 0; i < n; i++ {
			pl := &s.players[i]
			sv := SeatView{Seat: Seat(i), Team: s.g.teamOf(Seat(i)), DeckSize: int(pl.deckLen), HandSize: int(pl.handLen),
				Discard: []CardView{}, Waiting: s.waiting&(1<<uint(i)) != 0}
			for _, b := range pl.bandits[:pl.nBandits] {
				sv.Bandits = append(sv.Bandits, Seat(b))
			}
			for _, c := range pl.discard[:pl.discLen] {
				sv.Discard = append(sv.Discard, s.cardView(c))
			}
			v.Seats = append(v.Seats, sv)
		}
	}
	if s.withHorses() {
		sg := -1
		if s.shotgunOn {
			sg = int(s.coach)
		}
		v.Stagecoach = &StagecoachView{Facing: int(s.coach), Inside: s.spotView(lay.stageIn, viewer), Roof: s.spotView(lay.stageRoof, viewer), ShotgunAt: sg}
		v.Horses = make([]int, lay.cars)
		for w := range v.Horses {
			v.Horses[w] = int(s.horses[w])
		}
		v.CarHorses = int(s.horses[carHorse])
		v.Hostages = []Hostage{}
		for h := Hostage(0); h < NumHostages; h++ {
			if s.hostagesOut&(1<<uint(h)) != 0 {
				v.Hostages = append(v.Hostages, h)
			}
		}
		for b := 0; b < int(s.nBandits); b++ {
			if s.gallop&(1<<uint(b)) != 0 {
				v.Galloping = append(v.Galloping, Seat(b))
			}
		}
		if s.gallop != 0 {
			w := int(s.attackAt)
			v.AttackWagon = &w
		}
	}
	if s.phase == GameOver {
		res := Score(s)
		v.Result = &res
	}
	return v
}

// flaskView shows flask t as viewer sees it: its type only if the viewer knows it.
func (s *State) flaskView(t LootID, viewer Seat) FlaskView {
	i := s.flaskIndex(t)
	f := FlaskView{Token: t, Half: s.flaskHalf&(1<<uint(i)) != 0}
	if s.knowsFlask(i, viewer) {
		old := s.flaskIsOld(t)
		f.Old = &old
	}
	return f
}

func (s *State) spotView(p Place, viewer Seat) SpotView {
	sv := SpotView{Bandits: []Seat{}, Purses: []LootID{}}
	for i := 0; i < int(s.nBandits); i++ {
		if s.bandits[i].pos == p {
			sv.Bandits = append(sv.Bandits, Seat(i))
		}
	}
	at := atPlace(p)
	for t := LootID(0); t < s.g.loot.n; t++ {
		if s.loot[t] != at {
			continue
		}
		switch s.g.loot.kind[t] {
		case Purse:
			sv.Purses = append(sv.Purses, t)
		case Jewel:
			sv.Jewels++
		case Strongbox:
			sv.Strongboxes++
		case Whisky:
			sv.Flasks = append(sv.Flasks, s.flaskView(t, viewer))
		}
	}
	return sv
}

// WagonTypes returns the wagon type ids from the locomotive ("loco") to the caboose.
func (s *State) WagonTypes() []string {
	out := []string{"loco"}
	for w := 1; w < int(s.nWagons); w++ {
		out = append(out, s.g.cat.Wagons[s.wagonType[w]].ID)
	}
	return out
}

// LootKind returns the kind of token id in the game this view shows: the
// base loot table, or with the Horses & Stagecoach expansion its own (a
// third strongbox, the stagecoach's, then one whisky flask per wagon).
func (v *PublicView) LootKind(id LootID) LootKind {
	if v != nil && v.Stagecoach != nil && len(v.Train) < len(horsesLoot) && horsesLoot[len(v.Train)] != nil {
		return horsesLoot[len(v.Train)].kindOf(id)
	}
	return id.Kind()
}
