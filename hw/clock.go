package hw

import (
	"sync"
	"time"
)

// Clock is the source of time for everything in this package that waits or
// timestamps, so tests can run on a FakeClock instead of the wall clock.
type Clock interface {
	// Now returns the current time.
	Now() time.Time
	// NewTicker returns a Ticker that fires every d (d > 0).
	NewTicker(d time.Duration) Ticker
	// NewTimer returns a Timer that fires once, after d.
	NewTimer(d time.Duration) Timer
}

// Ticker delivers the time on C every period, dropping ticks a slow reader
// misses, like time.Ticker.
type Ticker interface {
	// C is the channel the ticks arrive on.
	C() <-chan time.Time
	// Stop turns the ticker off. No more ticks are sent.
	Stop()
}

// Timer delivers the time once on C, like time.Timer.
type Timer interface {
	// C is the channel the time arrives on.
	C() <-chan time.Time
	// Stop prevents the timer from firing; it reports whether it was still
	// pending.
	Stop() bool
}

// SystemClock returns the Clock of the wall clock (package time).
func SystemClock() Clock { return systemClock{} }

type systemClock struct{}

func (systemClock) Now() time.Time { return time.Now() }

func (systemClock) NewTicker(d time.Duration) Ticker { return sysTicker{time.NewTicker(d)} }

func (systemClock) NewTimer(d time.Duration) Timer { return sysTimer{time.NewTimer(d)} }

type sysTicker struct{ t *time.Ticker }

func (t sysTicker) C() <-chan time.Time { return t.t.C }
func (t sysTicker) Stop()               { t.t.Stop() }

type sysTimer struct{ t *time.Timer }

func (t sysTimer) C() <-chan time.Time { return t.t.C }
func (t sysTimer) Stop() bool          { return t.t.Stop() }

// FakeClock is a Clock that only moves when told to (Advance), for tests
// with no timed assertions. Tickers and timers fire, in time order, while
// Advance passes their deadlines; like the real ones they never block the
// clock (a tick nobody has read yet is dropped).
type FakeClock struct {
	mu      sync.Mutex
	changed *sync.Cond
	now     time.Time
	pending []*fakeEvent
}

type fakeEvent struct {
	clock  *FakeClock
	c      chan time.Time
	at     time.Time
	period time.Duration // 0 for a timer
}

// NewFakeClock returns a FakeClock that reads start until it is advanced.
func NewFakeClock(start time.Time) *FakeClock {
	c := &FakeClock{now: start}
	c.changed = sync.NewCond(&c.mu)
	return c
}

// Now returns the fake time.
func (c *FakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the fake time forward by d, firing every ticker and timer
// whose time comes, in order.
func (c *FakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	target := c.now.Add(d)
	for {
		var next *fakeEvent
		for _, e := range c.pending {
			if !e.at.After(target) && (next == nil || e.at.Before(next.at)) {
				next = e
			}
		}
		if next == nil {
			break
		}
		c.now = next.at
		select {
		case next.c <- next.at:
		default:
		}
		if next.period > 0 {
			next.at = next.at.Add(next.period)
		} else {
			c.removeLocked(next)
		}
	}
	c.now = target
	c.changed.Broadcast()
}

// Pending returns how many timers and tickers are waiting to fire.
func (c *FakeClock) Pending() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.pending)
}

// BlockUntil waits until at least n timers and tickers are waiting to fire,
// so a test knows that the code under test has started waiting before it
// advances the clock.
func (c *FakeClock) BlockUntil(n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for len(c.pending) < n {
		c.changed.Wait()
	}
}

// NewTicker returns a Ticker on the fake time. It panics if d <= 0, like
// time.NewTicker.
func (c *FakeClock) NewTicker(d time.Duration) Ticker {
	if d <= 0 {
		panic("hw: FakeClock.NewTicker needs a positive period")
	}
	return fakeTicker{c.add(d, d)}
}

// NewTimer returns a Timer on the fake time.
func (c *FakeClock) NewTimer(d time.Duration) Timer { return c.add(d, 0) }

func (c *FakeClock) add(d, period time.Duration) *fakeEvent {
	c.mu.Lock()
	defer c.mu.Unlock()
	e := &fakeEvent{clock: c, c: make(chan time.Time, 1), at: c.now.Add(d), period: period}
	if period == 0 && d <= 0 {
		e.c <- c.now
		return e
	}
	c.pending = append(c.pending, e)
	c.changed.Broadcast()
	return e
}

func (c *FakeClock) removeLocked(e *fakeEvent) bool {
	for i, p := range c.pending {
		if p == e {
			c.pending = append(c.pending[:i], c.pending[i+1:]...)
			c.changed.Broadcast()
			return true
		}
	}
	return false
}

func (e *fakeEvent) C() <-chan time.Time { return e.c }

// Stop removes the ticker or timer; for a timer it reports whether it was
// still pending. The signature satisfies both Ticker and Timer.
func (e *fakeEvent) Stop() bool {
	e.clock.mu.Lock()
	defer e.clock.mu.Unlock()
	return e.clock.removeLocked(e)
}

// fakeTicker adapts fakeEvent to Ticker (whose Stop returns nothing).
type fakeTicker struct{ *fakeEvent }

func (t fakeTicker) Stop() { t.fakeEvent.Stop() }
