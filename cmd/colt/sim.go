package main

import (
	"flag"
	"fmt"
	"time"

	"colt/engine/bot"
	"colt/engine/express"
)

func init() {
	register("sim", "play seeded random games, check invariants after every command, print stats", runSim)
	register("bench", "print full random games per second on one core (default: 6-player base game; --game super: 7 players)", runBench)
}

func runSim(args []string) error {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	gf := addGameFlags(fs, 6)
	games := fs.Int("games", 1000, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game (game i uses seed+i)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if gf.isSuper() {
		return runSimSuper(gf, fs, *games, *seed)
	}
	su, err := gf.setup(*seed)
	if err != nil {
		return err
	}
	start := time.Now()
	st, err := bot.Simulate(su, *games, true)
	el := time.Since(start)
	if err != nil {
		return fmt.Errorf("invariant broken: %w", err)
	}
	fmt.Printf("games:            %d (%s, seeds %d–%d), invariants checked after every command: OK\n", st.Games, describe(su), *seed, *seed+uint64(*games)-1)
	fmt.Printf("games/s:          %.0f (with invariant checks)\n", float64(st.Games)/el.Seconds())
	fmt.Printf("commands/game:    %.1f\n", st.CommandsPerGame())
	fmt.Printf("scores:           min $%d, max $%d, mean winner $%.0f\n", st.MinScore, st.MaxScore, st.MeanWinnerScore())
	fmt.Printf("tie-breaks:       %d (shared wins %d)\n", st.TieBreaks, st.SharedWins)
	fmt.Printf("win rate by character:")
	for c := express.Character(0); c < express.NumCharacters; c++ {
		if st.GamesByChar[c] > 0 {
			fmt.Printf(" %s %.1f%%", c, 100*float64(st.WinsByChar[c])/float64(st.GamesByChar[c]))
		}
	}
	fmt.Println()
	return nil
}
