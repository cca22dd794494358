package super

// PawnView is one pawn in a floor's line.
type PawnView struct {
	Seat      Seat      `json:"seat"`
	Character Character `json:"character"`
	Facing    Facing    `json:"facing"`
	Stunned   bool      `json:"stunned"`
}

// WagonView is one train card: 0 is the locomotive, the last the caboose.
// Each floor is its line of pawns from the locomotive's side of the card to
// the caboose's side.
type WagonView struct {
	Index      int        `json:"index"`
	Locomotive bool       `json:"locomotive"`
	Caboose    bool       `json:"caboose"`
	LootValue  int        `json:"lootValue,omitempty"` // the card's value as loot (R10); 0 for the locomotive
	Inside     []PawnView `json:"inside"`
	Roof       []PawnView `json:"roof"`
}

// BanditView is one player as everyone sees them.
type BanditView struct {
	Seat      Seat      `json:"seat"`
	Character Character `json:"character"`
	Aboard    bool      `json:"aboard"`
	Spot      *Spot     `json:"spot,omitempty"` // nil once off the train
	Facing    Facing    `json:"facing"`
	Stunned   bool      `json:"stunned"`
	// EliminatedIn is the round (1-based) the bandit left the train; 0 if aboard.
	EliminatedIn int        `json:"eliminatedIn"`
	Loot         []LootCard `json:"loot"`
	// Waiting is true while the seat owes its stack this round.
	Waiting bool `json:"waiting"`
	// Stacked is true once the seat's stack is down, face down, this round.
	Stacked bool `json:"stacked"`
}

// RevealView is one seat's cards revealed in the round just played, in
// stack order; cards never revealed (the bandit left the train, or the game
// ended) are not listed.
type RevealView struct {
	Seat     Seat   `json:"seat"`
	Revealed []Card `json:"revealed"`
}

// DetachedView is a detached wagon card and who took it as loot.
type DetachedView struct {
	Wagon   int  `json:"wagon"`
	Value   int  `json:"value"`
	TakenBy Seat `json:"takenBy"` // NoSeat: nobody was left to take it
}

// PublicView is everything the whole table may know: no stack before its
// cards are revealed, no random state.
type PublicView struct {
	Rules       string       `json:"rules"`
	Version     int          `json:"version"`
	Players     int          `json:"players"`
	Phase       Phase        `json:"phase"`
	Round       int          `json:"round"` // 1-based
	FirstPlayer Seat         `json:"firstPlayer"`
	Order       []Seat       `json:"order"`    // seats still aboard, from the first player clockwise: the reveal order
	Expected    []Seat       `json:"expected"` // seats that owe their stack now
	Train       []WagonView  `json:"train"`
	Bandits     []BanditView `json:"bandits"`
	// LastRound shows the cards revealed in the round just played.
	LastRound []RevealView   `json:"lastRound"`
	Detached  []DetachedView `json:"detached"`
	Result    *Result        `json:"result,omitempty"`
}

// PlayerView is what one seat may know: the public view plus its own
// cards and, while it owes its stack, its legal commands.
type PlayerView struct {
	PublicView
	Seat Seat `json:"seat"`
	// Hand is the seat's cards not in its stack: all four before it
	// stacks, the one set aside after.
	Hand []Card `json:"hand"`
	// Stack is the seat's own stack this round, top first, once it is down.
	Stack []Card    `json:"stack"`
	Legal []Command `json:"legal"`
}

// Public returns the public view of s.
func Public(s *State) PublicView { return s.publicView() }

// View returns what seat may know of s (NoSeat or an absent seat: the
// public view only).
func View(s *State, seat Seat) PlayerView {
	v := PlayerView{PublicView: s.publicView(), Seat: seat, Hand: []Card{}, Stack: []Card{}, Legal: []Command{}}
	if seat < 0 || int(seat) >= int(s.nPlayers) {
		return v
	}
	v.Version = s.VersionFor(seat)
	stacked := s.stacked(seat)
	var used [NumCards]bool
	if stacked {
		for _, c := range s.stack[seat] {
			used[c] = true
			v.Stack = append(v.Stack, c)
		}
	}
	if s.Aboard(seat) && s.phase != GameOver {
		for c := Card(0); c < NumCards; c++ {
			if !used[c] {
				v.Hand = append(v.Hand, c)
			}
		}
	}
	v.Legal = LegalFor(s, seat)
	return v
}

// stacked reports whether seat's stack is down this round.
func (s *State) stacked(seat Seat) bool {
	return s.phase == Plan && s.Aboard(seat) && !s.IsExpected(seat)
}

func (s *State) publicView() PublicView {
	n := int(s.nPlayers)
	v := PublicView{
		Rules: RulesVersion, Version: int(s.version), Players: n, Phase: s.phase, Round: int(s.round) + 1,
		FirstPlayer: s.first, Order: []Seat{}, Expected: s.Expected(), Train: []WagonView{}, Bandits: []BanditView{},
		LastRound: []RevealView{}, Detached: []DetachedView{}, Result: s.Result(),
	}
	for k := 0; k < n; k++ {
		if seat := Seat((int(s.first) + k) % n); s.Aboard(seat) {
			v.Order = append(v.Order, seat)
		}
	}
	for w := 0; w < int(s.nWagons); w++ {
		wv := WagonView{Index: w, Locomotive: w == 0, Caboose: w == int(s.caboose()) && w > 0, LootValue: int(s.lootValue[w])}
		wv.Inside = s.lineView(int8(w), Inside)
		wv.Roof = s.lineView(int8(w), Roof)
		v.Train = append(v.Train, wv)
	}
	for i := 0; i < n; i++ {
		seat := Seat(i)
		b := &s.bandits[i]
		bv := BanditView{Seat: seat, Character: b.character, Aboard: s.Aboard(seat), Facing: b.facing, Stunned: b.stunned,
			EliminatedIn: int(b.outRound), Loot: []LootCard{}, Waiting: s.IsExpected(seat), Stacked: s.stacked(seat)}
		if bv.Aboard {
			bv.Spot = at(s.spotOf(seat))
		}
		for w := 1; w < maxWagons; w++ {
			if b.loot&(1<<uint(w)) != 0 {
				bv.Loot = append(bv.Loot, LootCard{Wagon: w, Value: int(s.lootValue[w])})
			}
		}
		v.Bandits = append(v.Bandits, bv)
		if s.lastShown[i] > 0 {
			v.LastRound = append(v.LastRound, RevealView{Seat: seat, Revealed: append([]Card(nil), s.last[i][:s.lastShown[i]]...)})
		}
	}
	for w := int(s.nPlayers) + 1; w >= int(s.nWagons); w-- {
		v.Detached = append(v.Detached, DetachedView{Wagon: w, Value: int(s.lootValue[w]), TakenBy: Seat(s.lootTaker[w])})
	}
	return v
}

func (s *State) lineView(w int8, f Floor) []PawnView {
	l := &s.lines[w][f]
	out := make([]PawnView, 0, l.n)
	for _, x := range l.who[:l.n] {
		b := &s.bandits[x]
		out = append(out, PawnView{Seat: Seat(x), Character: b.character, Facing: b.facing, Stunned: b.stunned})
	}
	return out
}
