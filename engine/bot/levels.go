package bot

import (
	"context"
	"fmt"
	"strings"

	"colt/engine/express"
)

// Level is how strong a bot plays.
type Level uint8

// The levels a table offers per seat.
const (
	// Easy plays sensibly but makes human-like mistakes: now and then it
	// plays any legal card or choice instead of the one it judges best.
	Easy Level = iota + 1
	// Normal is the heuristic bot (Heuristic).
	Normal
	// Hard searches: determinized Monte Carlo over its own view (Search).
	Hard
	// RandomPlay picks uniformly among the legal commands: a yardstick of
	// colt arena (engine/bot/arena, which also holds the others), not a
	// level tables offer.
	RandomPlay
)

var levelNames = [...]string{"", "easy", "normal", "hard", "random"}

// Levels lists the levels a table offers, weakest first.
func Levels() []Level { return []Level{Easy, Normal, Hard} }

// String returns "easy", "normal", "hard" or "random".
func (l Level) String() string {
	if int(l) < len(levelNames) && l != 0 {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", l)
}

// MarshalText encodes the level by name.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText decodes a level name.
func (l *Level) UnmarshalText(b []byte) error {
	v, err := ParseLevel(string(b))
	*l = v
	return err
}

// ParseLevel reads "easy", "normal" or "hard" (any case), or "random"
// (RandomPlay). The arena's other yardsticks are engine/bot/arena's.
func ParseLevel(s string) (Level, error) {
	for _, l := range append(Levels(), RandomPlay) {
		if strings.EqualFold(strings.TrimSpace(s), l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown bot level %q: choose easy, normal or hard", s)
}

// EasyMistakes is how often an Easy bot plays a random legal command
// instead of the heuristic's choice.
const EasyMistakes = 0.3

// New returns a Colt Express bot of level, seeded with seed; budget bounds a
// Hard bot's decisions (zero: DefaultBudget).
func New(level Level, seed uint64, budget Budget) (Bot, error) {
	switch level {
	case Easy:
		return &EasyBot{h: NewHeuristic(seed), rnd: express.NewRand(seed ^ 0xea5), mistakes: EasyMistakes}, nil
	case Normal:
		return NewHeuristic(seed), nil
	case Hard:
		return NewHard(seed, budget), nil
	case RandomPlay:
		return NewRandom(seed), nil
	}
	return nil, fmt.Errorf("unknown bot level %d", level)
}

// EasyBot is the Easy level: the heuristic, with mistakes.
type EasyBot struct {
	h        *Heuristic
	rnd      *express.Rand
	mistakes float64
	buf      []express.Command
}

// Name returns "easy".
func (e *EasyBot) Name() string { return "easy" }

// Choose returns a legal command of s's actor.
func (e *EasyBot) Choose(s *express.State) express.Command { return e.ChooseFor(s, s.Actor()) }

// ChooseFor returns one of seat's legal commands: a random one with
// probability EasyMistakes, else the heuristic's (from seat's view only).
func (e *EasyBot) ChooseFor(s *express.State, seat express.Seat) express.Command {
	if float64(e.rnd.Intn(1000)) < e.mistakes*1000 {
		e.buf = s.LegalInto(seat, e.buf[:0])
		return e.buf[e.rnd.Intn(len(e.buf))]
	}
	return e.h.ChooseFor(s, seat)
}

// HardBot is the Hard level for Colt Express: Search over ExpressRules, the
// heuristic in simultaneous secret steps.
type HardBot struct {
	s      *Search[express.State, express.Command]
	normal *Heuristic
	buf    []express.Command
}

// NewHard returns a Hard Colt Express bot.
func NewHard(seed uint64, budget Budget) *HardBot {
	return &HardBot{s: NewSearch(express.Ruleset, budget, seed), normal: NewHeuristic(seed ^ 0x4a7d)}
}

// Name returns "hard".
func (h *HardBot) Name() string { return "hard" }

// Choose returns a legal command of s's actor.
func (h *HardBot) Choose(s *express.State) express.Command { return h.ChooseFor(s, s.Actor()) }

// ChooseFor returns one of seat's legal commands, searched within the budget.
func (h *HardBot) ChooseFor(s *express.State, seat express.Seat) express.Command {
	return h.ChooseContext(context.Background(), s, seat)
}

// ChooseContext is ChooseFor, stopping early (with the best command so far)
// when ctx is done.
func (h *HardBot) ChooseContext(ctx context.Context, s *express.State, seat express.Seat) express.Command {
	h.buf = s.LegalInto(seat, h.buf[:0])
	var fromHeuristic express.Command
	i := h.s.ChooseIndex(ctx, s, int(seat), h.buf, func() int {
		fromHeuristic = h.normal.ChooseFor(s, seat)
		return -1
	})
	if i < 0 {
		return fromHeuristic
	}
	return h.buf[i]
}

// Iterations is the number of sampled games of the last decision.
func (h *HardBot) Iterations() int { return h.s.Iterations }
