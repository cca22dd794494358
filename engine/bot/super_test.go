package bot

import (
	"testing"

	"colt/engine/super"
)

// playSuper plays one Colt Super Express game: heuristic seats where heur
// is true, random legal stacks elsewhere; every choice must be legal.
func playSuper(t *testing.T, su super.Setup, heur []bool) *super.Result {
	t.Helper()
	s, _, err := super.New(su)
	if err != nil {
		t.Fatal(err)
	}
	rnd := NewRandom(su.Seed ^ 0x51)
	var hs []*SuperHeuristic
	for i := range heur {
		hs = append(hs, NewSuperHeuristic(su.Seed*7+uint64(i)))
	}
	var buf []super.Command
	for step := 0; !s.Over(); step++ {
		if step > 500 {
			t.Fatalf("seed %d: no end after 500 commands", su.Seed)
		}
		seat := s.Actor()
		var c super.Command
		if heur[seat] {
			c = hs[seat].ChooseFor(&s, seat)
		} else {
			buf = s.LegalInto(seat, buf[:0])
			c = buf[rnd.rnd.Intn(len(buf))]
		}
		if c.Seat != seat {
			t.Fatalf("seed %d: a choice for another seat: %v", su.Seed, c)
		}
		if err := s.Do(c, nil); err != nil {
			t.Fatalf("seed %d step %d: illegal choice: %v", su.Seed, step, err)
		}
	}
	return s.Result()
}

// TestSuperHeuristicBeatsRandom: one Colt Super Express heuristic seat
// against random players wins clearly more than its fair share, choosing
// only legal stacks from its own view (§13).
func TestSuperHeuristicBeatsRandom(t *testing.T) {
	games := 600
	wins, fair := 0.0, 0.0
	for g := 0; g < games; g++ {
		n := 3 + g%5
		heur := make([]bool, n)
		h := g % n
		heur[h] = true
		res := playSuper(t, super.Setup{Players: n, Seed: uint64(g) + 900}, heur)
		for _, w := range res.Winners {
			if int(w) == h {
				wins += 1 / float64(len(res.Winners))
			}
		}
		fair += 1 / float64(n)
	}
	rate, share := wins/float64(games), fair/float64(games)
	t.Logf("%d games of 3–7 players: heuristic wins %.1f%% (fair share %.1f%%)", games, 100*rate, 100*share)
	if rate < 1.5*share {
		t.Errorf("the Super Express heuristic wins %.1f%%, not clearly above the fair share %.1f%%", 100*rate, 100*share)
	}
}
