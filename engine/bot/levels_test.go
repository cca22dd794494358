package bot

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/engine/super"
)

// playTo plays random legal moves from setup su until step steps are done
// (or a sequential decision after that), and returns the state.
func playTo(t *testing.T, su express.Setup, steps int) express.State {
	t.Helper()
	s, err := express.NewQuiet(su)
	if err != nil {
		t.Fatal(err)
	}
	r := express.NewRand(su.Seed ^ 0x77)
	var buf []express.Command
	for i := 0; !s.Over() && (i < steps || s.Simultaneous()); i++ {
		buf = s.LegalInto(s.Actor(), buf[:0])
		s.DoLegal(buf, r.Intn(len(buf)), nil)
	}
	return s
}

// TestHardUsesOnlyItsView: two states that differ only in what the Hard
// bot's seat cannot see (the other's cards, unseen purse values, the round
// deck, the random source: the second state is a sample of the first) give
// the same choice with the same seed, at many decisions of every ruleset.
func TestHardUsesOnlyItsView(t *testing.T) {
	checked := 0
	for _, nu := range append(express.Ways(), express.HorsesWays()...) {
		for _, steps := range []int{1, 9, 23, 40, 77} {
			su := nu.Setup
			su.Seed = uint64(steps)
			s := playTo(t, su, steps)
			if s.Over() || len(express.LegalFor(&s, s.Actor())) < 2 {
				continue
			}
			seat := s.Actor()
			other := s.Determinize(seat, express.NewRand(99))
			a, _ := s.MarshalBinary()
			b, _ := other.MarshalBinary()
			if bytes.Equal(a, b) {
				t.Fatalf("%s step %d: the sample kept every secret; the test would prove nothing", nu.Name, steps)
			}
			c1 := NewHard(5, Budget{Iterations: 120}).ChooseFor(&s, seat)
			c2 := NewHard(5, Budget{Iterations: 120}).ChooseFor(&other, seat)
			if c1 != c2 {
				t.Fatalf("%s step %d: %s chose %s in the real game and %s in one it cannot tell apart", nu.Name, steps, seat, c1, c2)
			}
			checked++
		}
	}
	if checked < 40 {
		t.Fatalf("only %d decisions checked", checked)
	}
}

// TestHardStopsWhenCancelled: a cancelled decision returns at once with a
// legal command (the kiosk cancels a bot's search when the game ends).
func TestHardStopsWhenCancelled(t *testing.T) {
	s := playTo(t, express.Setup{Players: 4, Seed: 8}, 3)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	h := NewHard(1, Budget{Iterations: 1 << 30})
	c := h.ChooseContext(ctx, &s, s.Actor())
	if h.Iterations() > 16 {
		t.Fatalf("%d playouts after cancellation", h.Iterations())
	}
	if err := s.Do(c, nil); err != nil {
		t.Fatalf("cancelled choice %s: %v", c, err)
	}
}

func TestParseLevel(t *testing.T) {
	for _, l := range append(Levels(), RandomPlay) {
		got, err := ParseLevel(" " + l.String() + " ")
		if err != nil || got != l {
			t.Fatalf("ParseLevel(%q) = %v, %v", l, got, err)
		}
	}
	for _, s := range []string{"expert", "normal-v1"} { // normal-v1: the arena's yardstick, never a table's
		if _, err := ParseLevel(s); err == nil || !strings.Contains(err.Error(), "unknown bot level") {
			t.Fatalf("ParseLevel(%q): %v, want an unknown bot level error", s, err)
		}
	}
	if l, _ := ParseLevel("HARD"); l != Hard {
		t.Fatal("ParseLevel is case-sensitive")
	}
}

// TestSuperHardUsesOnlyItsView: in a Colt Super Express plan, the stacks
// other players already committed are secret: two states that differ only
// in them give the Hard bot's same choice with the same seed.
func TestSuperHardUsesOnlyItsView(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 40; seed++ {
		s, err := super.NewQuiet(super.Setup{Players: 5, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := express.NewRand(seed)
		var buf []super.Command
		// play a few rounds, then let every seat but the last expected commit
		for i := 0; i < int(seed%8)*3 && !s.Over(); i++ {
			buf = s.LegalInto(s.Actor(), buf[:0])
			s.DoLegal(buf, r.Intn(len(buf)), nil)
		}
		for !s.Over() && len(s.Expected()) > 1 {
			buf = s.LegalInto(s.Actor(), buf[:0])
			s.DoLegal(buf, r.Intn(len(buf)), nil)
		}
		if s.Over() {
			continue
		}
		seat := s.Actor()
		other := s.Determinize(seat, super.NewRand(seed*7))
		a, _ := s.MarshalBinary()
		b, _ := other.MarshalBinary()
		if bytes.Equal(a, b) {
			continue // the draw gave back the same stacks
		}
		h1, _ := NewSuper(Hard, 5, Budget{Iterations: 150})
		h2, _ := NewSuper(Hard, 5, Budget{Iterations: 150})
		if c1, c2 := h1.ChooseFor(&s, seat), h2.ChooseFor(&other, seat); c1 != c2 {
			t.Fatalf("seed %d: %s chose %s with the real stacks and %s with others it cannot tell apart", seed, seat, c1, c2)
		}
		checked++
	}
	if checked < 12 {
		t.Fatalf("only %d decisions checked", checked)
	}
}
