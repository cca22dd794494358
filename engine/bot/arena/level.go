package arena

import (
	"fmt"
	"strings"

	"colt/engine/bot"
)

// Level is who plays a seat in the arena: one of package bot's levels, or a
// yardstick only the arena plays (NormalV1). A bot level keeps its value
// (Level(bot.Hard) is the Hard level).
type Level uint8

// The arena's levels: those tables offer, then the yardsticks.
const (
	Easy   = Level(bot.Easy)
	Normal = Level(bot.Normal)
	Hard   = Level(bot.Hard)
	// Random picks uniformly among the legal commands (bot.RandomPlay).
	Random = Level(bot.RandomPlay)
	// NormalV1 is the Normal bot as it played before issue 16 improved it
	// (Colt Express only), frozen in this package; far from bot's levels so
	// that a new bot level never takes its value.
	NormalV1 Level = 0x80
)

// Yardsticks lists the levels colt arena accepts besides the ones tables
// offer (bot.Levels()): they measure the others and tables do not offer
// them.
func Yardsticks() []Level { return []Level{Random, NormalV1} }

// Levels lists every level the arena plays: the tables' levels weakest
// first, then the yardsticks. Results come in this order.
func Levels() []Level {
	var out []Level
	for _, l := range bot.Levels() {
		out = append(out, Level(l))
	}
	return append(out, Yardsticks()...)
}

// String returns "easy", "normal", "hard", "random" or "normal-v1".
func (l Level) String() string {
	if l == NormalV1 {
		return "normal-v1"
	}
	return bot.Level(l).String()
}

// ParseLevel reads a level of the tables, "easy", "normal" or "hard" (any
// case), or a yardstick: "random" or "normal-v1".
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels() {
		if strings.EqualFold(strings.TrimSpace(s), l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown bot level %q: choose easy, normal or hard (or, in colt arena, the yardsticks random or normal-v1)", s)
}

// newExpress returns a Colt Express bot of level l.
func newExpress(l Level, seed uint64, budget bot.Budget) (bot.Bot, error) {
	if l == NormalV1 {
		return newHeuristicV1(seed), nil
	}
	return bot.New(bot.Level(l), seed, budget)
}

// newSuper returns a Colt Super Express bot of level l.
func newSuper(l Level, seed uint64, budget bot.Budget) (*bot.SuperBot, error) {
	if l == NormalV1 {
		return nil, fmt.Errorf("the %s yardstick plays Colt Express only: choose easy, normal, hard or random for Colt Super Express", l)
	}
	return bot.NewSuper(bot.Level(l), seed, budget)
}
