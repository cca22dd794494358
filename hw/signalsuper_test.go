package hw

import (
	"testing"

	"colt/engine/super"
)

// TestSuperStackLEDs: in a seven-player Colt Super Express game, the LED of
// every seat that still owes its stack blinks, and goes dark as soon as that
// seat has stacked, the seventh seat included; at the end the winners pulse.
func TestSuperStackLEDs(t *testing.T) {
	g, _, err := super.NewGame(super.Setup{Players: 7, Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	rounds := 0
	for !g.Over() {
		owing := map[int]bool{}
		for _, s := range g.Expected() {
			owing[int(s)] = true
		}
		if rounds == 0 && len(owing) != 7 {
			t.Fatalf("first round: %d seats owe their stack, want 7", len(owing))
		}
		for _, s := range g.Expected() {
			l := Signals(SignalFrom(g.Signal()))
			for seat := 0; seat < MaxSeats; seat++ {
				if lit := l.Seats[seat] != Off; lit != owing[seat] {
					t.Fatalf("round %d: seat %d LED %v, owes its stack: %v", rounds+1, seat+1, l.Seats[seat], owing[seat])
				}
			}
			legal := g.Legal(s)
			next, _, err := g.Apply(legal[(rounds*5+int(s))%len(legal)])
			if err != nil {
				t.Fatal(err)
			}
			g = next.(*super.Game)
			delete(owing, int(s))
		}
		rounds++
	}
	l := Signals(SignalFrom(g.Signal()))
	winners := g.Signal().Winners
	if len(winners) == 0 {
		t.Fatal("no winner")
	}
	for _, w := range winners {
		if l.Seats[w] != Pulse {
			t.Errorf("winner seat %d LED %v, want pulse", w+1, l.Seats[w])
		}
	}
}
