package bot

import (
	"context"
	"math"
	"math/rand/v2"
	"time"

	"colt/engine"
)

// Budget bounds one search decision: it stops at whichever comes first.
// Zero fields are unbounded; a zero Budget is DefaultBudget.
type Budget struct {
	// Iterations is the number of sampled games (playouts).
	Iterations int
	// Time is the wall-clock time of one decision.
	Time time.Duration
}

// PiFactor is how much slower we assume a Raspberry Pi 4 runs the search
// than the development machine the defaults were measured on (docs/bots.md).
const PiFactor = 4

// DefaultBudget is a Hard decision's budget: one second on a Raspberry Pi 4.
var DefaultBudget = Budget{Time: time.Second}

// Search is the Hard bot: determinized Monte Carlo search over its seat's
// information only, for any ruleset (engine.Rules). At each decision it
// samples a full game consistent with what its seat has seen
// (Rules.Determinize), tries one of its legal
// commands in it (the most promising by UCB1), plays the rest of that game
// with uniformly random moves for every seat, and scores the end (0.8 × its
// share of the win + 0.2 × its lead, from Rules.Outcome); after the
// budget it plays the command with the best mean outcome. The source is its
// own and seeded, so with an iteration budget a game is reproducible.
type Search[S any, C any] struct {
	rules  engine.Rules[S, C]
	budget Budget
	rnd    *rand.Rand
	root   []C
	buf    []C
	visits []int
	sum    []float64
	// Iterations is the number of playouts of the last decision.
	Iterations int
}

// NewSearch returns a search bot for rules with budget, seeded with seed.
func NewSearch[S any, C any](rules engine.Rules[S, C], budget Budget, seed uint64) *Search[S, C] {
	if budget == (Budget{}) {
		budget = DefaultBudget
	}
	return &Search[S, C]{rules: rules, budget: budget, rnd: rand.New(rand.NewPCG(seed, seed^0x5ea4c4)), buf: make([]C, 0, 64)}
}

// ChooseIndex returns the index in legal (seat's legal commands in s) of the
// command to play. It stops early, with the best command so far, when ctx is
// done. s is not modified. Where the ruleset cannot sample every secret of s
// for seat (Rules.Complete) it returns fallback() instead.
func (b *Search[S, C]) ChooseIndex(ctx context.Context, s *S, seat int, legal []C, fallback func() int) int {
	b.Iterations = 0
	if len(legal) == 1 {
		return 0
	}
	if !b.rules.Complete(s, seat) {
		return fallback()
	}
	n := len(legal)
	b.root = append(b.root[:0], legal...)
	b.visits = append(b.visits[:0], make([]int, n)...)
	b.sum = append(b.sum[:0], make([]float64, n)...)
	var deadline time.Time
	if b.budget.Time > 0 {
		deadline = time.Now().Add(b.budget.Time)
	}
	for it := 0; b.budget.Iterations == 0 || it < b.budget.Iterations; it++ {
		if it%16 == 0 && it > 0 {
			if ctx.Err() != nil || (!deadline.IsZero() && time.Now().After(deadline)) {
				break
			}
		}
		arm := b.pick(it)
		d := b.rules.Determinize(s, seat, b.rnd.Uint64())
		// the same command in the sampled game: seat's legal commands depend
		// only on what seat sees, so the lists agree
		b.buf = b.rules.Legal(&d, seat, b.buf[:0])
		if len(b.buf) != n { // cannot happen with a sound Determinize; never play a wrong command
			panic("bot: a determinized state changed the searching seat's legal commands")
		}
		b.rules.Do(&d, b.buf, arm)
		for !b.rules.Over(&d) {
			b.buf = b.rules.Legal(&d, b.rules.Actor(&d), b.buf[:0])
			b.rules.Do(&d, b.buf, b.rnd.IntN(len(b.buf)))
		}
		b.visits[arm]++
		share, lead := b.rules.Outcome(&d, seat)
		b.sum[arm] += 0.8*share + 0.2*(0.5+0.5*lead)
		b.Iterations++
	}
	best, bestMean := 0, -1.0
	for i := 0; i < n; i++ {
		if b.visits[i] == 0 {
			continue
		}
		if m := b.sum[i] / float64(b.visits[i]); m > bestMean {
			best, bestMean = i, m
		}
	}
	return best
}

// pick chooses the command to try in playout it: each once, then UCB1.
func (b *Search[S, C]) pick(it int) int {
	n := len(b.visits)
	if it < n {
		return it
	}
	best, bestU := 0, -1.0
	logT := math.Log(float64(it))
	for i := 0; i < n; i++ {
		u := b.sum[i]/float64(b.visits[i]) + 0.5*math.Sqrt(logT/float64(b.visits[i]))
		if u > bestU {
			best, bestU = i, u
		}
	}
	return best
}
