// Package leds drives a seat panel from a live table: the wiring between
// hw (buttons and LEDs, which know nothing of tables) and engine/table.
package leds

import (
	"sync"
	"time"

	"colt/engine/table"
	"colt/hw"
)

// EventChase is how long the LEDs chase after an end-of-round event.
const EventChase = 4 * time.Second

// Follower drives a panel from a table's updates.
type Follower struct {
	panel hw.Panel
	clock hw.Clock

	mu      sync.Mutex
	last    hw.TurnSignal
	handoff bool
	chase   hw.Timer
	stopped bool
	cancel  func()
}

// Follow shows t's current state on p and keeps it up to date until Stop.
// An end-of-round event runs a chase across the seat LEDs for EventChase.
func Follow(t *table.Table, p hw.Panel, clock hw.Clock) *Follower {
	if clock == nil {
		clock = hw.SystemClock()
	}
	f := &Follower{panel: p, clock: clock}
	if t.Playing() {
		f.show(hw.SignalFrom(t.Signal()), false)
	} else {
		f.show(hw.TurnSignal{Phase: hw.PhaseSetup, Players: hw.MaxSeats, Active: hw.NoSeat}, false)
	}
	f.cancel = t.Subscribe(f.update)
	return f
}

func (f *Follower) update(u table.Update) {
	if u.Reason == "end" {
		f.show(hw.TurnSignal{Phase: hw.PhaseSetup, Players: hw.MaxSeats, Active: hw.NoSeat}, false)
		return
	}
	f.show(hw.SignalFrom(u.Signal), u.Highlight)
}

// SetHandoffWaiting tells the panel the kiosk waits for the active seat to
// take the screen (its LED blinks fast and its button may reveal).
func (f *Follower) SetHandoffWaiting(waiting bool) {
	f.mu.Lock()
	f.handoff = waiting
	ts := f.last
	f.mu.Unlock()
	f.show(ts, false)
}

// Signal returns the turn signal currently shown (for AllowedReveal).
func (f *Follower) Signal() hw.TurnSignal {
	f.mu.Lock()
	defer f.mu.Unlock()
	ts := f.last
	ts.HandoffWaiting = f.handoff
	return ts
}

func (f *Follower) show(ts hw.TurnSignal, event bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.stopped {
		return
	}
	f.last = ts
	if event {
		if f.chase != nil {
			f.chase.Stop()
		}
		hw.Show(f.panel, hw.Signals(hw.TurnSignal{Phase: hw.PhaseEvent, Players: ts.Players}))
		tm := f.clock.NewTimer(EventChase)
		f.chase = tm
		go func() {
			<-tm.C()
			f.mu.Lock()
			if f.chase != tm || f.stopped {
				f.mu.Unlock()
				return
			}
			f.chase = nil
			ts := f.last
			ts.HandoffWaiting = f.handoff
			f.mu.Unlock()
			hw.Show(f.panel, hw.Signals(ts))
		}()
		return
	}
	if f.chase != nil {
		return // the chase ends by itself and then shows f.last
	}
	ts.HandoffWaiting = f.handoff
	hw.Show(f.panel, hw.Signals(ts))
}

// Stop unsubscribes and switches every LED off.
func (f *Follower) Stop() {
	f.cancel()
	f.mu.Lock()
	f.stopped = true
	if f.chase != nil {
		f.chase.Stop()
	}
	f.mu.Unlock()
	hw.Show(f.panel, hw.Lights{})
}
