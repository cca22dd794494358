package engine

import "sort"

// LootLine is one item of a player's money.
type LootLine struct {
	Kind  LootKind `json:"kind"`
	Token LootID   `json:"token"`
	Value int      `json:"value"`
}

// PlayerScore itemises one player's money at the end of the game (§8).
type PlayerScore struct {
	Seat            Seat       `json:"seat"`
	Character       Character  `json:"character"`
	Loot            []LootLine `json:"loot"`
	Purses          int        `json:"purses"`
	Jewels          int        `json:"jewels"`
	Strongboxes     int        `json:"strongboxes"`
	Ransoms         int        `json:"ransoms"`
	BulletsFired    int        `json:"bulletsFired"`
	BulletsReceived int        `json:"bulletsReceived"`
	Gunslinger      int        `json:"gunslinger"`
	Total           int        `json:"total"`
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
	Players  []PlayerScore `json:"players"`
	Winners  []Seat        `json:"winners"`
	TieBreak TieBreak      `json:"tieBreak"`
	// Tied lists the players tied for richest when a tie-break was needed.
	Tied []Seat `json:"tied,omitempty"`
}

// Score computes the scores from the current state; at the end of the game
// it is the final result (§8, R9). Every purse value is revealed.
func Score(s *State) Result {
	n := int(s.nPlayers)
	var r Result
	minLeft := 6
	for i := 0; i < n; i++ {
		if int(s.players[i].bullets) < minLeft {
			minLeft = int(s.players[i].bullets)
		}
	}
	for i := 0; i < n; i++ {
		p := &s.players[i]
		ps := PlayerScore{Seat: Seat(i), Character: p.character, Ransoms: int(p.ransoms) * int(s.ransomValue),
			BulletsFired: 6 - int(p.bullets), BulletsReceived: int(p.received), Loot: []LootLine{}}
		for t := LootID(0); t < NumLoot; t++ {
			if s.loot[t] != heldBy(Seat(i)) {
				continue
			}
			v := s.lootValueOf(t)
			ps.Loot = append(ps.Loot, LootLine{Kind: t.Kind(), Token: t, Value: v})
			switch t.Kind() {
			case Purse:
				ps.Purses += v
			case Jewel:
				ps.Jewels += v
			case Strongbox:
				ps.Strongboxes += v
			}
		}
		if int(p.bullets) == minLeft {
			ps.Gunslinger = int(s.gunslingerVal) // §8: every tied player gets it
		}
		ps.Total = ps.Purses + ps.Jewels + ps.Strongboxes + ps.Ransoms + ps.Gunslinger
		r.Players = append(r.Players, ps)
	}
	best := -1
	for _, ps := range r.Players {
		if ps.Total > best {
			best = ps.Total
		}
	}
	var tied []Seat
	for _, ps := range r.Players {
		if ps.Total == best {
			tied = append(tied, ps.Seat)
		}
	}
	if len(tied) == 1 {
		r.Winners, r.TieBreak = tied, NoTie
		return r
	}
	r.Tied = tied
	fewest := 1 << 30
	for _, t := range tied {
		if v := r.Players[t].BulletsReceived; v < fewest {
			fewest = v
		}
	}
	for _, t := range tied {
		if r.Players[t].BulletsReceived == fewest {
			r.Winners = append(r.Winners, t)
		}
	}
	r.TieBreak = ByFewestHits
	if len(r.Winners) > 1 {
		r.TieBreak = SharedVictory
	}
	sort.Slice(r.Winners, func(a, b int) bool { return r.Winners[a] < r.Winners[b] })
	return r
}
