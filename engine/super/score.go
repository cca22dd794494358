package super

import "colt/engine"

// Ending says how the game was won.
type Ending uint8

// The endings.
const (
	// EndNone: the game is not over.
	EndNone Ending = iota
	// EndLastBandit: "Le jeu se termine instantanément lorsqu'un seul et
	// unique bandit se trouve dans ou sur le train. C'est le gagnant."
	EndLastBandit
	// EndByLoot: only the locomotive is left and one bandit aboard has the
	// most loot cards ("Le joueur qui a le plus de carte Butin devant lui
	// remporte la partie").
	EndByLoot
	// EndHighestLoot: tied on loot cards, the highest-valued card won ("En
	// cas d'égalité, celui qui possède la carte Butin de plus grande valeur
	// l'emporte").
	EndHighestLoot
	// EndShared: still tied (no loot card, or printed values equal): the
	// tied bandits share the win (rulebook silent).
	EndShared
)

var endingNames = engine.Names[Ending]{Type: "Ending", What: "ending", List: []string{"none", "last-bandit", "most-loot", "highest-loot", "shared"}, ListInError: true}

// String returns the ending's wire name ("last-bandit").
func (e Ending) String() string { return endingNames.String(e) }

// MarshalText encodes the ending by name.
func (e Ending) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText decodes an ending name.
func (e *Ending) UnmarshalText(b []byte) error { return endingNames.Unmarshal(e, b) }

// LootCard is a detached wagon card taken as loot: the wagon it was (1 =
// next to the locomotive) and its value (R10).
type LootCard struct {
	Wagon int `json:"wagon"`
	Value int `json:"value"`
}

// PlayerResult is one player at the end of the game.
type PlayerResult struct {
	Seat      Seat      `json:"seat"`
	Character Character `json:"character"`
	// Aboard is true if the bandit is still on the train.
	Aboard bool `json:"aboard"`
	// EliminatedIn is the round (1-based) the bandit left the train; 0 if aboard.
	EliminatedIn int        `json:"eliminatedIn"`
	Loot         []LootCard `json:"loot"`
	// BestLoot is the value of the bandit's highest loot card (0: none).
	BestLoot int `json:"bestLoot"`
	// Judged is true if the ending compared this bandit (see Result.Judged).
	Judged bool `json:"judged"`
	Winner bool `json:"winner"`
}

// Result is the end of the game: how it was won, by whom, and every player.
type Result struct {
	Ending  Ending `json:"ending"`
	Winners []Seat `json:"winners"`
	// Judged lists the bandits the ending compared: the bandits aboard, or —
	// when the last detachment took every remaining bandit — those who fell
	// with it (NobodyAboard).
	Judged       []Seat         `json:"judged"`
	NobodyAboard bool           `json:"nobodyAboard,omitempty"`
	Players      []PlayerResult `json:"players"`
	// Places is Ranking() as the engine scored it, published for screens
	// that cannot call Ranking (the phone page reads "ranking"): best place
	// first, each place the seats that share it. State.Result fills it; a
	// result stored before it existed lacks it, so Go code calls Ranking().
	Places [][]Seat `json:"ranking"`
}

// endGame ends the game. For EndLastBandit the one bandit in who wins; for
// EndByLoot the bandits in who are compared: most loot cards, then the
// highest-valued card, then a shared win.
//
// Only bandits still aboard are compared ("Pour gagner, vous devez être le
// dernier bandit à bord du train à la fin du jeu"; the loot is "utile à la
// fin du jeu s'il y a égalité"): an eliminated bandit is "éliminé du jeu".
func (s *State) endGame(kind Ending, who uint8, em emitter) {
	s.phase = GameOver
	s.waiting = 0
	s.judged = who
	s.ending = kind
	s.winners = who
	if kind == EndByLoot {
		best, bestCard := -1, -1
		var first uint8 // the bandits with the most loot cards
		for i := 0; i < int(s.nPlayers); i++ {
			if who&(1<<uint(i)) == 0 {
				continue
			}
			c, _ := s.lootOf(Seat(i))
			switch {
			case c > best:
				best, first = c, 1<<uint(i)
			case c == best:
				first |= 1 << uint(i)
			}
		}
		s.winners = first
		if countBits(first) > 1 {
			s.ending = EndHighestLoot
			var top uint8
			for i := 0; i < int(s.nPlayers); i++ {
				if first&(1<<uint(i)) == 0 {
					continue
				}
				_, v := s.lootOf(Seat(i))
				switch {
				case v > bestCard:
					bestCard, top = v, 1<<uint(i)
				case v == bestCard:
					top |= 1 << uint(i)
				}
			}
			s.winners = top
			if countBits(top) > 1 {
				s.ending = EndShared
			}
		}
	}
	if em.on() {
		e := ev(EvGameOver)
		e.Ending = s.ending
		for i := 0; i < int(s.nPlayers); i++ {
			if s.winners&(1<<uint(i)) != 0 {
				e.Seats = append(e.Seats, Seat(i))
			}
		}
		if len(e.Seats) > 0 {
			e.Seat = e.Seats[0]
		}
		s.emit(em, e)
	}
}

// lootOf returns how many loot cards seat holds and the value of its best.
func (s *State) lootOf(seat Seat) (count, best int) {
	m := s.bandits[seat].loot
	for w := 1; w < maxWagons; w++ {
		if m&(1<<uint(w)) != 0 {
			count++
			best = max(best, int(s.lootValue[w]))
		}
	}
	return count, best
}

// Result returns the result of a finished game, or nil while it is live.
func (s *State) Result() *Result {
	if s.phase != GameOver {
		return nil
	}
	r := &Result{Ending: s.ending, Winners: []Seat{}, Judged: []Seat{}, Players: []PlayerResult{}, NobodyAboard: s.aboard == 0}
	for i := 0; i < int(s.nPlayers); i++ {
		seat := Seat(i)
		b := &s.bandits[i]
		_, best := s.lootOf(seat)
		p := PlayerResult{Seat: seat, Character: b.character, Aboard: s.Aboard(seat), EliminatedIn: int(b.outRound),
			Loot: []LootCard{}, BestLoot: best, Judged: s.judged&(1<<uint(i)) != 0, Winner: s.winners&(1<<uint(i)) != 0}
		for w := 1; w < maxWagons; w++ {
			if b.loot&(1<<uint(w)) != 0 {
				p.Loot = append(p.Loot, LootCard{Wagon: w, Value: int(s.lootValue[w])})
			}
		}
		if p.Winner {
			r.Winners = append(r.Winners, seat)
		}
		if p.Judged {
			r.Judged = append(r.Judged, seat)
		}
		r.Players = append(r.Players, p)
	}
	r.Places = r.Ranking()
	return r
}
