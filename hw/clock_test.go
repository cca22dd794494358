package hw

import (
	"testing"
	"time"
)

func TestFakeClockTicker(t *testing.T) {
	c := NewFakeClock(t0)
	tk := c.NewTicker(ms(10))
	defer tk.Stop()
	n := 0
	for i := 0; i < 5; i++ {
		c.Advance(ms(10))
		select {
		case at := <-tk.C():
			n++
			if want := t0.Add(ms(10 * (i + 1))); !at.Equal(want) {
				t.Errorf("tick %d at %v, want %v", i, at, want)
			}
		default:
		}
	}
	if n != 5 {
		t.Errorf("%d ticks, want 5", n)
	}
	// A big jump delivers one tick (the rest are dropped, as with
	// time.Ticker) and lands exactly on the target.
	c.Advance(ms(95))
	if len(tk.C()) != 1 {
		t.Errorf("%d ticks waiting, want 1", len(tk.C()))
	}
	if got := c.Now().Sub(t0); got != ms(145) {
		t.Errorf("now is t0+%v, want 145ms", got)
	}
}

func TestFakeClockTimer(t *testing.T) {
	c := NewFakeClock(t0)
	tm := c.NewTimer(time.Second)
	if c.Pending() != 1 {
		t.Fatalf("pending %d", c.Pending())
	}
	c.Advance(999 * time.Millisecond)
	select {
	case <-tm.C():
		t.Fatal("timer fired early")
	default:
	}
	c.Advance(ms(1))
	select {
	case <-tm.C():
	default:
		t.Fatal("timer did not fire")
	}
	if tm.Stop() {
		t.Error("Stop of a fired timer reported pending")
	}
	tm2 := c.NewTimer(time.Second)
	if !tm2.Stop() || c.Pending() != 0 {
		t.Error("Stop of a pending timer")
	}
	c.Advance(2 * time.Second)
	if len(tm2.C()) != 0 {
		t.Error("a stopped timer fired")
	}
}

func TestFakeClockBlockUntil(t *testing.T) {
	c := NewFakeClock(t0)
	done := make(chan time.Time)
	go func() {
		tm := c.NewTimer(time.Minute)
		done <- <-tm.C()
	}()
	c.BlockUntil(1)
	c.Advance(time.Minute)
	if at := <-done; !at.Equal(t0.Add(time.Minute)) {
		t.Errorf("fired at %v", at)
	}
}

func TestSystemClock(t *testing.T) {
	c := SystemClock()
	if c.Now().IsZero() {
		t.Error("zero time")
	}
	tk := c.NewTicker(time.Hour)
	tk.Stop()
	tm := c.NewTimer(time.Hour)
	if !tm.Stop() {
		t.Error("a fresh one-hour timer should still be pending")
	}
}
