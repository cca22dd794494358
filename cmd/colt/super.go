package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

	"colt/engine/super"
)

// runSimSuper is `colt sim --game super`: seeded random games of Colt
// Super Express with the invariants checked after every command; a broken
// invariant is an error (non-zero exit) naming the seed and step.
func runSimSuper(gf *gameFlags, fs *flag.FlagSet, games int, seed uint64) error {
	su, err := gf.superSetup(seed, fs)
	if err != nil {
		return err
	}
	start := time.Now()
	st, err := super.Simulate(su, games, true)
	el := time.Since(start)
	if err != nil {
		return fmt.Errorf("invariant broken: %w", err)
	}
	pct := func(k int) float64 { return 100 * float64(k) / float64(max(st.Games, 1)) }
	fmt.Printf("games:            %d (%s, seeds %d–%d), invariants checked after every command: OK\n", st.Games, describeSuper(su), seed, seed+uint64(games)-1)
	fmt.Printf("games/s:          %.0f (with invariant checks)\n", float64(st.Games)/el.Seconds())
	fmt.Printf("commands/game:    %.1f\n", st.CommandsPerGame())
	fmt.Printf("rounds/game:      %.2f\n", st.RoundsPerGame())
	fmt.Printf("endings:          last bandit standing %.1f%%, most loot cards %.1f%%, highest loot card %.1f%%, shared %.1f%% (nobody left aboard: %.1f%%)\n",
		pct(st.Endings[super.EndLastBandit]), pct(st.Endings[super.EndByLoot]), pct(st.Endings[super.EndHighestLoot]), pct(st.Endings[super.EndShared]), pct(st.NobodyAboard))
	fmt.Printf("win rate by character:")
	for c := super.Character(0); c < super.NumCharacters; c++ {
		if st.GamesByChar[c] > 0 {
			fmt.Printf(" %s %.1f%%", c, 100*float64(st.WinsByChar[c])/float64(st.GamesByChar[c]))
		}
	}
	fmt.Println()
	fmt.Printf("wins by starting wagon (1 = first player, second-to-last wagon):")
	for k := 0; k < su.Players; k++ {
		fmt.Printf(" %d: %.1f%%", k+1, pct(st.WinsByStart[k]))
	}
	fmt.Println()
	return nil
}

// superBenchSim is `colt bench --game super`: super.Simulate without checks.
func superBenchSim(su super.Setup) benchSim {
	return func(seed uint64, games int) (int, int, error) {
		su.Seed = seed
		st, err := super.Simulate(su, games, false)
		return st.Games, st.Commands, err
	}
}

// describeSuper names the game for output ("Colt Super Express, 7 players").
func describeSuper(su super.Setup) string {
	return fmt.Sprintf("Colt Super Express, %d players", su.Players)
}

// isSuperRecord reports whether b is a Colt Super Express record (its rules
// version), so `colt replay` can tell the two games apart by content.
func isSuperRecord(b []byte) bool {
	var head struct {
		Rules string `json:"rules"`
	}
	return json.Unmarshal(b, &head) == nil && head.Rules == super.RulesVersion
}

// replaySuper is `colt replay` for a Colt Super Express record: it replays
// it and prints the final public view and result as JSON.
func replaySuper(name string, b []byte, players int) error {
	rec, err := super.DecodeRecord(b)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if players != 0 && players != rec.Setup.Players {
		return fmt.Errorf("%s is a %d-player game, not %d; drop --players or give the right file", name, rec.Setup.Players, players)
	}
	s, err := super.Replay(rec)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	out := struct {
		Commands int              `json:"commands"`
		Over     bool             `json:"over"`
		Public   super.PublicView `json:"public"`
		Result   *super.Result    `json:"result,omitempty"`
	}{len(rec.Commands), s.Over(), super.Public(&s), s.Result()}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
