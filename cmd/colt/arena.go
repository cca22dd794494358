package main

import (
	"flag"
	"fmt"
	"runtime"
	"strings"
	"time"

	"colt/engine/bot"
	"colt/engine/bot/arena"
)

func init() {
	register("arena", "play seeded games between bot levels on every core and print each level's win rate", runArena)
}

func runArena(args []string) error {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	gf := addGameFlags(fs, 4)
	seats := fs.String("seats", "", "one bot level per seat, comma-separated: easy, normal, hard, or a yardstick: random (uniform legal moves) or normal-v1 (Colt Express: the Normal bot before issue 16), e.g. hard,normal,normal,normal")
	games := fs.Int("games", 100, "games to play (seats rotate by one each game)")
	seed := fs.Uint64("seed", 1, "first game's seed (game g uses seed+g)")
	iters := fs.Int("iterations", 0, "Hard bots: sampled games per decision (reproducible results); 0: use --think")
	think := fs.Duration("think", 0, "Hard bots: time per decision (default: 1s/"+fmt.Sprint(bot.PiFactor)+", a Raspberry Pi 4's second on this machine)")
	workers := fs.Int("workers", 0, "games at once (default: every core)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: colt arena --players 4 --seats hard,normal,normal,normal --games N --seed S [--rules …] [--game express]

Plays N seeded games between bots, every level at every seat equally often,
and prints each level's win rate with a 95% confidence interval and its mean
decision time. A fair share with P players is 1/P.`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg := arena.Config{Games: *games, Workers: *workers}
	players, what := 0, ""
	if gf.isSuper() {
		ss, err := gf.superSetup(*seed, fs)
		if err != nil {
			return err
		}
		cfg.Super, players, what = &ss, ss.Players, fmt.Sprintf("Colt Super Express, %d players", ss.Players)
	} else {
		su, err := gf.setup(*seed)
		if err != nil {
			return err
		}
		cfg.Setup, players, what = su, su.Players, describe(su)
	}
	var levels []arena.Level
	for _, s := range strings.Split(*seats, ",") {
		if strings.TrimSpace(s) == "" {
			continue
		}
		l, err := arena.ParseLevel(s)
		if err != nil {
			return err
		}
		levels = append(levels, l)
	}
	if len(levels) != players {
		return fmt.Errorf("--seats names %d levels for %d players: give one per seat, e.g. --seats %s", len(levels), players, strings.TrimSuffix(strings.Repeat("normal,", players), ","))
	}
	budget := bot.Budget{Iterations: *iters, Time: *think}
	if budget == (bot.Budget{}) {
		budget.Time = time.Second / bot.PiFactor
	}
	start := time.Now()
	cfg.Seats, cfg.Budget = levels, budget
	stats, err := arena.Run(cfg)
	if err != nil {
		return err
	}
	w := *workers
	if w <= 0 {
		w = runtime.GOMAXPROCS(0)
	}
	fmt.Printf("arena: %d games, %s, seats %s, seed %d, hard budget %s, %d workers, %s\n",
		*games, what, *seats, *seed, budgetText(budget), w, time.Since(start).Round(time.Millisecond))
	fmt.Printf("fair share %.1f%%\n", 100/float64(players))
	fmt.Printf("%-9s %6s %8s %17s %12s %14s\n", "level", "plays", "win%", "95% interval", "ms/decision", "playouts/s")
	for _, s := range stats {
		lo, hi := s.Interval()
		rate := "-"
		if s.Playouts > 0 && s.Thinking > 0 {
			rate = fmt.Sprintf("%.0f", float64(s.Playouts)/s.Thinking.Seconds())
		}
		fmt.Printf("%-9s %6d %7.1f%% %7.1f%% – %5.1f%% %12.2f %14s\n", s.Level, s.Plays, 100*s.WinRate(), 100*lo, 100*hi,
			float64(s.MeanDecision().Microseconds())/1000, rate)
	}
	return nil
}

func budgetText(b bot.Budget) string {
	var parts []string
	if b.Iterations > 0 {
		parts = append(parts, fmt.Sprintf("%d playouts", b.Iterations))
	}
	if b.Time > 0 {
		parts = append(parts, b.Time.String())
	}
	return strings.Join(parts, " or ")
}
