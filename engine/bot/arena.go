package bot

import (
	"fmt"
	"math"
	"runtime"
	"sync"
	"time"

	"colt/engine/express"
	"colt/engine/super"
)

// ArenaConfig is a series of bot games.
type ArenaConfig struct {
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
	// Budget bounds the Hard bots' decisions (zero: DefaultBudget).
	Budget Budget
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

// Arena plays cfg.Games seeded games of Colt Express between bots of the
// given levels on cfg.Workers cores and returns each level's results, in
// the order of Levels() (then Yardsticks()). With an iteration budget (or no Hard seat) the
// results are the same on every run.
func Arena(cfg ArenaConfig) ([]LevelStats, error) {
	n := cfg.Setup.Players
	play := arenaGame
	if cfg.Super != nil {
		n = cfg.Super.Players
		play = superArenaGame
		if _, err := super.NewQuiet(*cfg.Super); err != nil {
			return nil, err
		}
	} else if _, err := express.NewQuiet(cfg.Setup); err != nil {
		return nil, err
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
	for _, l := range append(Levels(), Yardsticks()...) {
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

func arenaGame(cfg ArenaConfig, g int) gameOutcome {
	n := cfg.Setup.Players
	su := cfg.Setup
	su.Seed = cfg.Setup.Seed + uint64(g)
	o := newOutcome(su.Seed, n)
	bots := make([]Bot, n)
	for seat := 0; seat < n; seat++ {
		o.levels[seat] = cfg.Seats[(seat+g)%n]
		b, err := New(o.levels[seat], su.Seed*31+uint64(seat), cfg.Budget)
		if err != nil {
			o.err = err
			return o
		}
		bots[seat] = b
	}
	s, err := express.NewQuiet(su)
	if err != nil {
		o.err = err
		return o
	}
	for !s.Over() {
		seat := s.Actor()
		start := time.Now()
		c := bots[seat].ChooseFor(&s, seat)
		o.thinking[seat] += time.Since(start)
		o.decisions[seat]++
		if h, ok := bots[seat].(*HardBot); ok {
			o.playouts[seat] += h.Iterations()
		}
		if err := s.Do(c, nil); err != nil {
			o.err = fmt.Errorf("%s bot's command %s refused: %w", o.levels[seat], c, err)
			return o
		}
	}
	r := express.Score(&s)
	for _, w := range r.Winners {
		o.share[w] = 1 / float64(len(r.Winners))
	}
	return o
}

func newOutcome(seed uint64, n int) gameOutcome {
	return gameOutcome{seed: seed, levels: make([]Level, n), share: make([]float64, n), decisions: make([]int, n), playouts: make([]int, n), thinking: make([]time.Duration, n)}
}

func superArenaGame(cfg ArenaConfig, g int) gameOutcome {
	su := *cfg.Super
	n := su.Players
	su.Seed = cfg.Super.Seed + uint64(g)
	o := newOutcome(su.Seed, n)
	bots := make([]*SuperBot, n)
	for seat := 0; seat < n; seat++ {
		o.levels[seat] = cfg.Seats[(seat+g)%n]
		b, err := NewSuper(o.levels[seat], su.Seed*31+uint64(seat), cfg.Budget)
		if err != nil {
			o.err = err
			return o
		}
		bots[seat] = b
	}
	s, err := super.NewQuiet(su)
	if err != nil {
		o.err = err
		return o
	}
	for !s.Over() {
		seat := s.Actor()
		start := time.Now()
		c := bots[seat].ChooseFor(&s, seat)
		o.thinking[seat] += time.Since(start)
		o.decisions[seat]++
		if bots[seat].search != nil {
			o.playouts[seat] += bots[seat].search.Iterations
		}
		if err := s.Do(c, nil); err != nil {
			o.err = fmt.Errorf("%s bot's command %s refused: %w", o.levels[seat], c, err)
			return o
		}
	}
	for _, w := range s.Result().Winners {
		o.share[w] = 1 / float64(len(s.Result().Winners))
	}
	return o
}
