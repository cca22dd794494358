package super

import "colt/engine"

// rng is the core's seeded generator (engine.RNG), kept inside State.
type rng = engine.RNG

// Rand is the core's deterministic source for bots and tools (engine.Rand).
type Rand = engine.Rand

// NewRand returns a source seeded with seed (engine.NewRand).
func NewRand(seed uint64) *Rand { return engine.NewRand(seed) }
