package hw

import "testing"

func TestFakeRecords(t *testing.T) {
	c := NewFakeClock(t0)
	f := NewFake(c)
	var seen []Lights
	f.OnChange(func(l Lights) { seen = append(seen, l) })

	Show(f, Signals(TurnSignal{Phase: PhaseSchemin, Players: 4, Active: 1}))
	f.SetSeatLED(1, On) // no change: not recorded
	f.SetSeatLED(7, On) // no such seat: not recorded

	if f.SeatLED(1) != On || f.SeatLED(0) != Off || f.StatusLED() != On || f.Chase() {
		t.Errorf("fake shows %+v", f.Lights())
	}
	if f.SeatLED(-1) != Off || f.SeatLED(6) != Off {
		t.Error("out-of-range seats must read Off")
	}
	h := f.History()
	if len(h) != 2 || len(seen) != 2 {
		t.Fatalf("history %v, seen %v; want 2 changes (seat 2, status)", h, seen)
	}
	if h[0].Seats[1] != On || h[1].Status != On {
		t.Errorf("history %+v", h)
	}

	if !f.Tap(Seat(3)) || !f.Hold(TableButton) {
		t.Fatal("push failed")
	}
	got := drainAll(f.Presses())
	if len(got) != 2 || got[0] != (Press{Seat(3), Short, t0}) || got[1] != (Press{TableButton, Long, t0}) {
		t.Errorf("presses %v", got)
	}

	if err := f.Close(); err != nil || !f.Closed() {
		t.Fatal("close")
	}
	if f.Tap(Seat(0)) {
		t.Error("push after Close succeeded")
	}
	if f.SeatLED(1) != Off {
		t.Error("LEDs on after Close")
	}
	if err := f.Close(); err != nil {
		t.Error("second Close:", err)
	}
}

func TestFakeZeroTimeWithoutClock(t *testing.T) {
	f := NewFake(nil)
	f.Tap(Seat(0))
	if p := <-f.Presses(); !p.At.IsZero() {
		t.Errorf("At = %v, want zero", p.At)
	}
}
