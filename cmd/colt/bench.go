package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"time"

	"colt/engine/bot"
)

// benchSim plays games random games from seed without invariant checks and
// returns how many games and commands it played.
type benchSim func(seed uint64, games int) (played, commands int, err error)

func runBench(args []string) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	games := fs.Int("games", 20000, "games per run")
	runs := fs.Int("runs", 3, "runs (the best and median are printed)")
	gf := addGameFlags(fs, 6)
	prof := fs.String("cpuprofile", "", "write a CPU profile of the timed runs to this file (e.g. to refresh cmd/colt/default.pgo)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var simulate benchSim
	var what string
	if gf.isSuper() {
		su, err := gf.superSetup(1, fs)
		if err != nil {
			return err
		}
		simulate, what = superBenchSim(su), describeSuper(su)
	} else {
		su, err := gf.setup(1)
		if err != nil {
			return err
		}
		simulate = func(seed uint64, games int) (int, int, error) {
			su.Seed = seed
			st, err := bot.Simulate(su, games, false)
			return st.Games, st.Commands, err
		}
		what = describe(su)
	}
	runtime.GOMAXPROCS(1)
	simulate(1, 200) // warm up
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	var rates []float64
	var allocsPerCmd, cmdsPerGame float64
	for r := 0; r < *runs; r++ {
		var m0, m1 runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m0)
		start := time.Now()
		played, commands, err := simulate(uint64(r)*1_000_003+1, *games)
		el := time.Since(start)
		runtime.ReadMemStats(&m1)
		if err != nil {
			return err
		}
		rates = append(rates, float64(played)/el.Seconds())
		allocsPerCmd = float64(m1.Mallocs-m0.Mallocs) / float64(max(commands, 1))
		cmdsPerGame = float64(commands) / float64(max(played, 1))
	}
	best, sum := 0.0, 0.0
	for _, r := range rates {
		best = max(best, r)
		sum += r
	}
	fmt.Printf("random games (%s), one core (GOMAXPROCS=1), no invariant checks\n", what)
	for i, r := range rates {
		fmt.Printf("run %d: %.0f games/s\n", i+1, r)
	}
	fmt.Printf("best %.0f games/s, mean %.0f games/s\n", best, sum/float64(len(rates)))
	fmt.Printf("commands/game %.1f, ns/command %.0f, allocs/command %.3f\n", cmdsPerGame, 1e9/(best*cmdsPerGame), allocsPerCmd)
	return nil
}
