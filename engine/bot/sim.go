package bot

import (
	"fmt"

	"colt/engine/express"
)

// SimStats summarises a batch of simulated games.
type SimStats struct {
	Games       int
	Commands    int
	MinScore    int
	MaxScore    int
	SumWinner   int
	SharedWins  int
	TieBreaks   int
	WinsByChar  [express.NumCharacters]int
	GamesByChar [express.NumCharacters]int
}

// CommandsPerGame is the mean number of commands in a game.
func (s SimStats) CommandsPerGame() float64 { return float64(s.Commands) / float64(max(s.Games, 1)) }

// MeanWinnerScore is the mean winning total.
func (s SimStats) MeanWinnerScore() float64 { return float64(s.SumWinner) / float64(max(s.Games, 1)) }

// Simulate plays games random games of the given size from seed, checking
// express.CheckInvariants after every command when check is true. It stops
// at the first violation and returns it with the seed and step.
//
// su gives the player count, modules and first seed (game g uses su.Seed+g).
func Simulate(su express.Setup, games int, check bool) (SimStats, error) {
	st := SimStats{MinScore: 1 << 30}
	buf := make([]express.Command, 0, 32*express.MaxPlayers)
	var res express.Result
	seed := su.Seed
	for g := 0; g < games; g++ {
		gs := seed + uint64(g)
		su.Seed = gs
		s, err := express.NewQuiet(su)
		if err != nil {
			return st, err
		}
		r := express.NewRand(gs ^ 0xb07)
		for step := 0; !s.Over(); step++ {
			// the first expected seat chooses (in a simultaneous step the
			// others follow; their commits are hidden, so the order does not matter)
			buf = s.LegalInto(s.Actor(), buf[:0])
			i := r.Intn(len(buf))
			st.Commands++
			if !check {
				s.DoLegal(buf, i, nil) // the list chosen from is the validation
				continue
			}
			c := buf[i]
			if err := s.Do(c, nil); err != nil {
				return st, fmt.Errorf("game seed %d step %d: legal command refused: %w", gs, step, err)
			}
			if err := express.CheckInvariants(&s); err != nil {
				return st, fmt.Errorf("game seed %d step %d after %s: %w", gs, step, c, err)
			}
		}
		express.ScoreInto(&s, &res)
		st.Games++
		for _, p := range res.Players {
			st.MinScore = min(st.MinScore, p.Total)
			st.MaxScore = max(st.MaxScore, p.Total)
			st.GamesByChar[p.Character]++
		}
		st.SumWinner += res.Players[res.Winners[0]].Total
		if len(res.Winners) > 1 {
			st.SharedWins++
		}
		if res.TieBreak != express.NoTie {
			st.TieBreaks++
		}
		for _, w := range res.Winners {
			st.WinsByChar[res.Players[w].Character]++
		}
	}
	return st, nil
}
