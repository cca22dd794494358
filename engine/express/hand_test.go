package express

import (
	"testing"

	"colt/engine"
)

// TestRemoveCardLikeAScan: removeCard (eight cards at a time) removes the
// same card as a plain scan for the first copy would, keeps the hand's card
// sets right, and never finds a card in the stale bytes past the hand.
func TestRemoveCardLikeAScan(t *testing.T) {
	r := engine.NewRand(7)
	kinds := []ActionKind{Move, FloorChange, Shoot, Rob, Punch, MarshalCard, Bullet}
	for trial := 0; trial < 20000; trial++ {
		var p player
		// stale cards everywhere first, as a hand that shrank leaves them
		for i := range p.hand {
			p.hand[i] = actionCard(kinds[r.Intn(len(kinds))], Seat(r.Intn(MaxBandits)))
		}
		n := r.Intn(len(p.hand) + 1)
		if trial%2 == 0 {
			n = r.Intn(20)
		}
		// a real hand: no action card more than twice
		var count [256]int
		k := 0
		for k < n {
			c := actionCard(kinds[r.Intn(len(kinds))], Seat(r.Intn(2)))
			if c.Kind() != Bullet && count[c] == 2 {
				continue
			}
			count[c]++
			p.hand[k] = c
			k++
		}
		p.handLen = uint8(n)
		p.syncHand()
		c := actionCard(kinds[r.Intn(len(kinds))], Seat(r.Intn(2)))

		want := p
		found := false
		for i, h := range want.hand[:want.handLen] {
			if h == c {
				want.handLen--
				want.hand[i] = want.hand[want.handLen]
				found = true
				break
			}
		}
		want.syncHand()
		got := p
		if ok := got.removeCard(c); ok != found {
			t.Fatalf("trial %d: removeCard(%v) = %v in %v, want %v", trial, c, ok, p.hand[:n], found)
		}
		if string(cardBytes(got.hand[:got.handLen])) != string(cardBytes(want.hand[:want.handLen])) {
			t.Fatalf("trial %d: removing %v from %v gives %v, want %v", trial, c, p.hand[:n], got.hand[:got.handLen], want.hand[:want.handLen])
		}
		if got.inHand != want.inHand || got.twice != want.twice {
			t.Fatalf("trial %d: card sets after removing %v: %x/%x, want %x/%x", trial, c, got.inHand, got.twice, want.inHand, want.twice)
		}
	}
}

func cardBytes(cs []Card) []byte {
	b := make([]byte, len(cs))
	for i, c := range cs {
		b[i] = byte(c)
	}
	return b
}
