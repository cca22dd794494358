package super

import (
	"fmt"

	"colt/engine"
)

// SimStats summarises a batch of simulated games.
type SimStats struct {
	Games    int
	Commands int
	Rounds   int
	// Endings counts the games by how they were won (index: Ending).
	Endings [EndShared + 1]int
	// NobodyAboard counts the games whose last detachment took every
	// remaining bandit.
	NobodyAboard int
	WinsByChar   [NumCharacters]int
	GamesByChar  [NumCharacters]int
	// WinsByStart counts wins by starting place: index k is the k-th
	// player clockwise from the first player (k = 0 starts in the
	// second-to-last wagon).
	WinsByStart [MaxPlayers]int
}

// CommandsPerGame is the mean number of commands in a game.
func (s SimStats) CommandsPerGame() float64 { return float64(s.Commands) / float64(max(s.Games, 1)) }

// RoundsPerGame is the mean number of rounds in a game.
func (s SimStats) RoundsPerGame() float64 { return float64(s.Rounds) / float64(max(s.Games, 1)) }

// Simulate plays games random games (game g uses seed su.Seed+g): in each
// plan the first expected seat stacks one of its 24 legal stacks uniformly
// at random, the others follow (their stacks are hidden, so the order does
// not matter). With check, every command goes through Do and
// CheckInvariants runs after it; Simulate stops at the first violation and
// returns it with the seed and step. Without check it is the benchmark
// path: DoLegal on the listed choices, no events, no allocation per
// decision.
func Simulate(su Setup, games int, check bool) (SimStats, error) {
	var st SimStats
	var buf [maxLegal]Command
	first := su.Seed
	for g := 0; g < games; g++ {
		gs := first + uint64(g)
		su.Seed = gs
		s, err := NewQuiet(su)
		if err != nil {
			return st, err
		}
		start := s.first
		r := engine.NewRNG(gs ^ 0xb07)
		for step := 0; !s.Over(); step++ {
			legal := s.LegalInto(s.Actor(), buf[:0])
			i := r.Intn(len(legal))
			if check {
				c := legal[i]
				if err := s.Do(c, nil); err != nil {
					return st, fmt.Errorf("game seed %d step %d: legal command refused: %w", gs, step, err)
				}
				if err := CheckInvariants(&s); err != nil {
					return st, fmt.Errorf("game seed %d step %d after %s: %w", gs, step, c, err)
				}
			} else {
				s.DoLegal(legal, i, nil)
			}
			st.Commands++
		}
		st.Games++
		st.Rounds += int(s.round) + 1
		st.Endings[s.ending]++
		if s.aboard == 0 {
			st.NobodyAboard++
		}
		n := int(s.nPlayers)
		for i := 0; i < n; i++ {
			c := s.bandits[i].character
			st.GamesByChar[c]++
			if s.winners&(1<<uint(i)) != 0 {
				st.WinsByChar[c]++
				st.WinsByStart[(i-int(start)+n)%n]++
			}
		}
	}
	return st, nil
}
