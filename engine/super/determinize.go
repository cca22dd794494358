package super

import "colt/engine"

// Determinize returns a state seat cannot tell from s: the stacks the other
// players have already committed in this plan (secret until their cards are
// revealed) are drawn anew at random among the 24 stacks, and so is the
// random source; everything else in Colt Super Express is public. A search
// bot samples the game it might be in this way. The result depends only on
// seat's view and r.
func (s *State) Determinize(seat Seat, r *Rand) State {
	d := *s
	d.rng = engine.NewRNG(r.Uint64())
	if d.waiting == 0 {
		return d
	}
	for i := 0; i < int(d.nPlayers); i++ {
		if Seat(i) == seat || d.waiting&(1<<uint(i)) != 0 || d.aboard&(1<<uint(i)) == 0 {
			continue
		}
		d.stack[i] = stackChoices[r.Intn(NumStacks)]
	}
	return d
}
