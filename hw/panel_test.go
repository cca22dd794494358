package hw

import (
	"testing"
	"time"
)

// litMS counts the milliseconds p is lit during one second from start.
func litMS(p Pattern, start time.Time) (lit int, changes int) {
	prev := p.Lit(start)
	for i := 0; i < 1000; i++ {
		l := p.Lit(start.Add(ms(i)))
		if l {
			lit++
		}
		if l != prev {
			changes++
		}
		prev = l
	}
	return lit, changes
}

func TestPatternLit(t *testing.T) {
	tests := []struct {
		p           Pattern
		lit, change int // per second
	}{
		{Off, 0, 0},
		{On, 1000, 0},
		{SlowBlink, 500, 2},
		{FastBlink, 500, 8},
		{Pulse, 200, 4},
	}
	for _, tc := range tests {
		t.Run(tc.p.String(), func(t *testing.T) {
			lit, changes := litMS(tc.p, t0)
			if lit != tc.lit {
				t.Errorf("lit %d ms a second, want %d", lit, tc.lit)
			}
			// Changes are counted from t0 to t0+999 ms; a full cycle ends
			// back where it started, so the count is even.
			if changes != tc.change && changes != tc.change-1 {
				t.Errorf("%d changes a second, want %d", changes, tc.change)
			}
		})
	}
}

func TestPatternsAreInStepAcrossLEDs(t *testing.T) {
	// The same pattern at the same instant is the same, whatever the LED,
	// and the on-screen strip computes it the same way.
	for _, p := range []Pattern{SlowBlink, FastBlink, Pulse} {
		var a Lights
		for s := range a.Seats {
			a.Seats[s] = p
		}
		for i := 0; i < 2000; i += 7 {
			at := t0.Add(ms(i))
			for s := 1; s < MaxSeats; s++ {
				if a.SeatLit(s, at) != a.SeatLit(0, at) {
					t.Fatalf("%v: seat %d and seat 0 differ at %d ms", p, s, i)
				}
			}
		}
	}
}

func TestPatternBeforeEpoch(t *testing.T) {
	// Times before 1970 must not break the modulo arithmetic.
	old := time.Date(1960, 1, 1, 0, 0, 0, 0, time.UTC)
	lit, _ := litMS(SlowBlink, old)
	if lit != 500 {
		t.Errorf("slow blink before 1970 lit %d ms a second", lit)
	}
	var zero time.Time
	_ = FastBlink.Lit(zero)
}

func TestChase(t *testing.T) {
	for _, seats := range []int{0, 3, 6} {
		n := seats
		if n == 0 {
			n = MaxSeats
		}
		litFor := make([]int, MaxSeats)
		cycle := int(ChaseStep.Milliseconds()) * n
		for i := 0; i < cycle; i++ {
			at := t0.Add(ms(i))
			count := 0
			for s := 0; s < MaxSeats; s++ {
				if ChaseLit(s, seats, at) {
					count++
					litFor[s]++
				}
			}
			if count != 1 {
				t.Fatalf("seats=%d: %d LEDs lit at %d ms, want exactly 1", seats, count, i)
			}
		}
		for s := 0; s < MaxSeats; s++ {
			want := 0
			if s < n {
				want = int(ChaseStep.Milliseconds())
			}
			if litFor[s] != want {
				t.Errorf("seats=%d: seat %d lit %d ms per cycle, want %d", seats, s, litFor[s], want)
			}
		}
	}
	l := Lights{Chase: true, ChaseSeats: 4}
	l.Seats[5] = On
	for i := 0; i < 1000; i++ {
		if l.SeatLit(5, t0.Add(ms(i))) {
			t.Fatal("the chase must replace the seat patterns, and skip unwired seats")
		}
	}
}

func TestNames(t *testing.T) {
	checks := map[string]string{
		Seat(0).String():      "seat 1",
		Seat(5).String():      "seat 6",
		TableButton.String():  "table button",
		NoSource.String():     "no button",
		Short.String():        "short",
		Long.String():         "long",
		SlowBlink.String():    "slow blink",
		Pattern(99).String():  "Pattern(99)",
		PhaseStealin.String(): "Stealin'",
		Press{Source: Seat(1), Kind: Long}.String(): "seat 2 long",
	}
	for got, want := range checks {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
	if n, ok := Seat(3).Seat(); !ok || n != 3 {
		t.Errorf("Seat(3).Seat() = %d, %v", n, ok)
	}
	if _, ok := TableButton.Seat(); ok {
		t.Error("the table button is not a seat")
	}
}

func TestShow(t *testing.T) {
	f := NewFake(nil)
	l := Lights{Status: FastBlink, Chase: true}
	l.Seats[2] = Pulse
	Show(f, l)
	if got := f.Lights(); got != l {
		t.Errorf("Show: fake shows %+v, want %+v", got, l)
	}
}
