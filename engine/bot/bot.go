// Package bot holds players that choose only from express.Legal: a random
// bot and a simple heuristic bot.
package bot

import (
	"colt/engine/express"
)

// Bot chooses one command for a seat that owes a choice.
type Bot interface {
	// Choose returns one of the legal commands of s's actor (the lowest
	// expected seat); s is live and not modified.
	Choose(s *express.State) express.Command
	// ChooseFor returns one of seat's legal commands; seat must be expected.
	ChooseFor(s *express.State, seat express.Seat) express.Command
	// Name says what the bot is ("random", "heuristic").
	Name() string
}

// Random picks uniformly among the legal commands with its own seeded source.
type Random struct {
	rnd *express.Rand
	buf []express.Command
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rnd: express.NewRand(seed), buf: make([]express.Command, 0, 32)}
}

// Name returns "random".
func (r *Random) Name() string { return "random" }

// Choose returns a uniformly random legal command of the actor.
func (r *Random) Choose(s *express.State) express.Command { return r.ChooseFor(s, s.Actor()) }

// ChooseFor returns a uniformly random legal command of seat.
func (r *Random) ChooseFor(s *express.State, seat express.Seat) express.Command {
	r.buf = s.LegalInto(seat, r.buf[:0])
	return r.buf[r.rnd.Intn(len(r.buf))]
}
