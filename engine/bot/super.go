package bot

import (
	"context"
	"fmt"

	"colt/engine/express"
	"colt/engine/super"
)

// SuperHeuristic is a Colt Super Express player for empty seats. It sees
// only its seat's super.PlayerView: for each of its 24 possible stacks it
// plays its own three cards on the train it sees (the other bandits
// standing still, their stacks being secret) and keeps the stack that ends
// the round aboard, out of the caboose (which is detached, §13), near the
// locomotive and with shots at bandits in front of it.
type SuperHeuristic struct {
	rnd *express.Rand
}

// NewSuperHeuristic returns a Colt Super Express heuristic seeded with seed.
func NewSuperHeuristic(seed uint64) *SuperHeuristic {
	return &SuperHeuristic{rnd: express.NewRand(seed)}
}

// Name returns "super-heuristic".
func (h *SuperHeuristic) Name() string { return "super-heuristic" }

// ChooseFor returns one of seat's legal commands, judged from seat's view only.
func (h *SuperHeuristic) ChooseFor(s *super.State, seat super.Seat) super.Command {
	v := super.View(s, seat)
	return h.ChooseView(&v)
}

// ChooseView returns one of v.Legal, using nothing but what v shows. v must
// be the view of a seat that owes its stack (v.Legal not empty).
func (h *SuperHeuristic) ChooseView(v *super.PlayerView) super.Command {
	if len(v.Legal) == 0 {
		panic("bot: ChooseView called for a seat with no legal command")
	}
	me := v.Bandits[v.Seat]
	best, bestScore, ties := 0, -1<<30, 0
	for i, c := range v.Legal {
		sc := superScore(v, me, c.Cards)
		switch {
		case sc > bestScore:
			best, bestScore, ties = i, sc, 1
		case sc == bestScore:
			ties++
			if h.rnd.Intn(ties) == 0 {
				best = i
			}
		}
	}
	return v.Legal[best]
}

// superScore rates a stack by playing the seat's own cards on the train as
// it is now.
func superScore(v *super.PlayerView, me super.BanditView, cards [3]super.Card) int {
	if me.Spot == nil {
		return 0
	}
	last := int8(len(v.Train) - 1) // the caboose
	w, floor, facing, stunned := me.Spot.Wagon, me.Spot.Floor, me.Facing, me.Stunned
	sc := 0
	for _, c := range cards {
		if stunned { // §13: a stunned bandit's next card only stands them up
			stunned = false
			continue
		}
		switch c {
		case super.FloorChange:
			floor ^= 1
		case super.TurnAround:
			facing ^= 1
		case super.Move:
			w += step(facing)
			if w < 0 || w > last {
				return -100_000 // off the train: out of the game
			}
		case super.Shoot:
			if t, tw := firstStanding(v, w, floor, facing); t != super.NoSeat {
				sc += 40
				if nw := tw + step(facing); nw < 0 || nw > last {
					sc += 200 // pushed off the train
				} else if nw == last {
					sc += 80 // pushed into the wagon about to be detached
				}
			}
		}
	}
	if w == last {
		return sc - 50_000 // the caboose is detached at the end of the round
	}
	sc += 10 * int(last-w) // nearer the locomotive, safer for the next rounds
	if w == last-1 && facing == super.TowardCaboose {
		sc -= 15 // one careless Move from the detached wagon
	}
	return sc
}

func step(f super.Facing) int8 {
	if f == super.TowardCaboose {
		return 1
	}
	return -1
}

// firstStanding finds the first standing bandit in front of a pawn at
// wagon w on floor f facing facing, as the view shows the train (the pawn's
// own wagon included, beyond its own place when it is in the line).
func firstStanding(v *super.PlayerView, w int8, f super.Floor, facing super.Facing) (super.Seat, int8) {
	me := v.Seat
	for x := w; x >= 0 && int(x) < len(v.Train); x += step(facing) {
		line := v.Train[x].Inside
		if f == super.Roof {
			line = v.Train[x].Roof
		}
		seen := x != w // in my own wagon only those in front of me count
		if x == w {
			idx := -1
			for k, p := range line {
				if p.Seat == me {
					idx = k
				}
			}
			if idx >= 0 {
				if facing == super.TowardLocomotive {
					for k := idx - 1; k >= 0; k-- {
						if !line[k].Stunned {
							return line[k].Seat, x
						}
					}
				} else {
					for k := idx + 1; k < len(line); k++ {
						if !line[k].Stunned {
							return line[k].Seat, x
						}
					}
				}
				continue
			}
			seen = true // I am not in this line (a planned move or floor change): everyone counts
		}
		if seen {
			if facing == super.TowardLocomotive {
				for k := len(line) - 1; k >= 0; k-- {
					if !line[k].Stunned && line[k].Seat != me {
						return line[k].Seat, x
					}
				}
			} else {
				for k := 0; k < len(line); k++ {
					if !line[k].Stunned && line[k].Seat != me {
						return line[k].Seat, x
					}
				}
			}
		}
	}
	return super.NoSeat, -1
}

// SuperBot is a Colt Super Express bot of any level.
type SuperBot struct {
	level  Level
	h      *SuperHeuristic
	search *Search[super.State, super.Command]
	rnd    *express.Rand
	buf    []super.Command
}

// NewSuper returns a Colt Super Express bot of level, seeded with seed;
// budget bounds a Hard bot's decisions (zero: DefaultBudget).
func NewSuper(level Level, seed uint64, budget Budget) (*SuperBot, error) {
	b := &SuperBot{level: level, h: NewSuperHeuristic(seed), rnd: express.NewRand(seed ^ 0xea5)}
	switch level {
	case Easy, Normal, RandomPlay:
	case Hard:
		b.search = NewSearch(super.Ruleset, budget, seed)
	default:
		return nil, fmt.Errorf("unknown bot level %d", level)
	}
	return b, nil
}

// Name returns the level's name.
func (b *SuperBot) Name() string { return b.level.String() }

// Iterations is the number of games a Hard bot sampled for its last
// decision (0 for the other levels).
func (b *SuperBot) Iterations() int {
	if b.search == nil {
		return 0
	}
	return b.search.Iterations
}

// ChooseFor returns one of seat's legal commands.
func (b *SuperBot) ChooseFor(s *super.State, seat super.Seat) super.Command {
	return b.ChooseContext(context.Background(), s, seat)
}

// ChooseContext is ChooseFor; a Hard bot stops searching when ctx is done.
func (b *SuperBot) ChooseContext(ctx context.Context, s *super.State, seat super.Seat) super.Command {
	switch b.level {
	case RandomPlay:
		b.buf = s.LegalInto(seat, b.buf[:0])
		return b.buf[b.rnd.Intn(len(b.buf))]
	case Easy:
		if float64(b.rnd.Intn(1000)) < EasyMistakes*1000 {
			b.buf = s.LegalInto(seat, b.buf[:0])
			return b.buf[b.rnd.Intn(len(b.buf))]
		}
		return b.h.ChooseFor(s, seat)
	case Hard:
		b.buf = s.LegalInto(seat, b.buf[:0])
		return b.buf[b.search.ChooseIndex(ctx, s, int(seat), b.buf, func() int { return 0 })]
	}
	return b.h.ChooseFor(s, seat)
}
