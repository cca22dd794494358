// Package arena plays seeded series of bot games to measure the bots
// (colt arena): the levels tables offer and the yardsticks only the arena
// plays, random legal moves and the Normal bot frozen as it was before
// issue 16 (NormalV1, heuristic_v1.go). It imports engine/bot; engine/bot
// never imports it, so a table never ships a yardstick.
package arena

import (
	"fmt"
	"math"
	"runtime"
	"sync"
	"time"

	"colt/engine"
	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/super"
)

// Config is a series of bot games.
type Config struct {
	// Setup is the game (players, rules); its Seed is the first game's seed.
	Setup express.Setup
	// Super, when set, plays Colt Super Express with this setup instead.
	Super *super.Setup
	// Seats is the level of each seat in the first game; game g rotates it
	// by g seats, so every level sits at every place equally often and the
	// first player's advantage cancels.
	Seats []Level
	// Games is how many games to play.
	Games int
	// Budget bounds the Hard bots' decisions (zero: bot.DefaultBudget).
	Budget bot.Budget
	// Workers is how many games run at once (0: every core).
	Workers int
}

// LevelStats is one level's results over an arena.
type LevelStats struct {
	Level Level
	// Plays is games × seats of this level.
	Plays int
	// Wins counts won games, a shared win split between its winners.
	Wins float64
	// Decisions and Thinking: every choice the level made and the time spent.
	Decisions int
	Thinking  time.Duration
	// Playouts is the number of games a Hard level sampled in all.
	Playouts int
}

// WinRate is Wins / Plays.
func (l LevelStats) WinRate() float64 { return l.Wins / float64(max(l.Plays, 1)) }

// Interval is the 95% Wilson score interval of the win rate (each play
// counted as an independent trial).
func (l LevelStats) Interval() (lo, hi float64) {
	n := float64(max(l.Plays, 1))
	p := l.WinRate()
	const z = 1.959964
	c := (p + z*z/(2*n)) / (1 + z*z/n)
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / (1 + z*z/n)
	return max(0, c-h), min(1, c+h)
}

// MeanDecision is the mean time of one decision.
func (l LevelStats) MeanDecision() time.Duration {
	return l.Thinking / time.Duration(max(l.Decisions, 1))
}

type gameOutcome struct {
	seed      uint64
	levels    []Level
	share     []float64
	decisions []int
	playouts  []int
	thinking  []time.Duration
	err       error
}

// Run plays cfg.Games seeded games between bots of the given levels on
// cfg.Workers cores and returns each level's results, in the order of
// Levels(). With an iteration budget (or no Hard seat) the results are the
// same on every run.
func Run(cfg Config) ([]LevelStats, error) {
	n := cfg.Setup.Players
	var play func(Config, int) gameOutcome
	if cfg.Super != nil {
		n = cfg.Super.Players
		if _, err := super.NewQuiet(*cfg.Super); err != nil {
			return nil, err
		}
		play = superGames(*cfg.Super).play
	} else {
		if _, err := express.NewQuiet(cfg.Setup); err != nil {
			return nil, err
		}
		play = expressGames(cfg.Setup).play
	}
	if len(cfg.Seats) != n {
		return nil, fmt.Errorf("%d seat levels for %d players: give one level per seat", len(cfg.Seats), n)
	}
	if cfg.Games < 1 {
		return nil, fmt.Errorf("%d games: play at least one", cfg.Games)
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	out := make([]gameOutcome, cfg.Games)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				out[g] = play(cfg, g)
			}
		}()
	}
	for g := 0; g < cfg.Games; g++ {
		next <- g
	}
	close(next)
	wg.Wait()

	stats := make([]LevelStats, 0, 3)
	index := map[Level]int{}
	for _, l := range Levels() {
		for _, s := range cfg.Seats {
			if s == l {
				index[l] = len(stats)
				stats = append(stats, LevelStats{Level: l})
				break
			}
		}
	}
	for g, o := range out {
		if o.err != nil {
			return nil, fmt.Errorf("game %d (seed %d): %w", g, o.seed, o.err)
		}
		for seat, l := range o.levels {
			st := &stats[index[l]]
			st.Plays++
			st.Wins += o.share[seat]
			st.Decisions += o.decisions[seat]
			st.Thinking += o.thinking[seat]
			st.Playouts += o.playouts[seat]
		}
	}
	return stats, nil
}

func newOutcome(seed uint64, n int) gameOutcome {
	return gameOutcome{seed: seed, levels: make([]Level, n), share: make([]float64, n), decisions: make([]int, n), playouts: make([]int, n), thinking: make([]time.Duration, n)}
}

// chooser is a bot of a game with state S and command C.
type chooser[S, C any] interface {
	ChooseFor(s *S, seat engine.Seat) C
}

// series is how the arena plays the games of one ruleset: state S,
// command C, bots B.
type series[S any, C fmt.Stringer, B chooser[S, C]] struct {
	players int
	seed    uint64                                     // the first game's seed
	start   func(seed uint64) (S, error)               // a new game
	newBot  func(Level, uint64, bot.Budget) (B, error) // a seat's bot
	rules   engine.Rules[S, C]                         // Over and Actor
	do      func(s *S, c C) error                      // c checked against Legal, then applied
	winners func(s *S) []engine.Seat                   // of a finished game
}

func expressGames(su express.Setup) series[express.State, express.Command, bot.Bot] {
	return series[express.State, express.Command, bot.Bot]{
		players: su.Players,
		seed:    su.Seed,
		start: func(seed uint64) (express.State, error) {
			g := su
			g.Seed = seed
			return express.NewQuiet(g)
		},
		newBot:  newExpress,
		rules:   express.Ruleset,
		do:      func(s *express.State, c express.Command) error { return s.Do(c, nil) },
		winners: func(s *express.State) []engine.Seat { return express.Score(s).Winners },
	}
}

func superGames(su super.Setup) series[super.State, super.Command, *bot.SuperBot] {
	return series[super.State, super.Command, *bot.SuperBot]{
		players: su.Players,
		seed:    su.Seed,
		start: func(seed uint64) (super.State, error) {
			g := su
			g.Seed = seed
			return super.NewQuiet(g)
		},
		newBot:  newSuper,
		rules:   super.Ruleset,
		do:      func(s *super.State, c super.Command) error { return s.Do(c, nil) },
		winners: func(s *super.State) []engine.Seat { return s.Result().Winners },
	}
}

// play plays game g of the series: seats' levels rotated by g, seed
// first seed + g; every command a bot chooses must be legal.
func (r series[S, C, B]) play(cfg Config, g int) gameOutcome {
	n := r.players
	seed := r.seed + uint64(g)
	o := newOutcome(seed, n)
	bots := make([]B, n)
	for seat := 0; seat < n; seat++ {
		o.levels[seat] = cfg.Seats[(seat+g)%n]
		b, err := r.newBot(o.levels[seat], seed*31+uint64(seat), cfg.Budget)
		if err != nil {
			o.err = err
			return o
		}
		bots[seat] = b
	}
	s, err := r.start(seed)
	if err != nil {
		o.err = err
		return o
	}
	for !r.rules.Over(&s) {
		seat := r.rules.Actor(&s)
		start := time.Now()
		c := bots[seat].ChooseFor(&s, engine.Seat(seat))
		o.thinking[seat] += time.Since(start)
		o.decisions[seat]++
		if h, ok := any(bots[seat]).(interface{ Iterations() int }); ok { // a Hard bot's sampled games
			o.playouts[seat] += h.Iterations()
		}
		if err := r.do(&s, c); err != nil {
			o.err = fmt.Errorf("%s bot's command %s refused: %w", o.levels[seat], c, err)
			return o
		}
	}
	w := r.winners(&s)
	for _, x := range w {
		o.share[x] = 1 / float64(len(w))
	}
	return o
}
