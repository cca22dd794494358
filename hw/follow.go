package hw

import (
	"sync"
	"time"

	"colt/engine"
	"colt/engine/cards"
	"colt/engine/table"
)

// SignalFor fills a TurnSignal from the engine's public view. It reads the
// view only; every meaning is in Signals.
func SignalFor(pv *engine.PublicView) TurnSignal {
	ts := TurnSignal{Players: pv.Players, Active: NoSeat}
	switch pv.Phase {
	case engine.Preparing, engine.Keeping: // every seat that still owes its secret choice
		ts.Phase = PhaseChoosing
		for _, s := range pv.Expected {
			ts.Owing = append(ts.Owing, int(s))
		}
	case engine.Schemin:
		ts.Phase = PhaseSchemin
		ts.Active = int(pv.Actor)
		if pv.Turn < len(pv.Round.Turns) {
			ts.PlaysTwice = pv.Round.Turns[pv.Turn] == cards.SpeedUp
			ts.Reversed = pv.Round.Turns[pv.Turn] == cards.Switch
		}
	case engine.Stealin, engine.EventChoice:
		ts.Phase = PhaseStealin
		ts.Active = int(pv.Actor)
		if pv.Resolving >= 0 && pv.Resolving < len(pv.Pile) {
			ts.Active = int(pv.Pile[pv.Resolving].Owner)
		}
		if pv.Stage != engine.StageNone {
			ts.Owing = []int{int(pv.Actor)}
		}
	case engine.GameOver:
		ts.Phase = PhaseGameOver
		if pv.Result != nil {
			for _, w := range pv.Result.Winners {
				ts.Winners = append(ts.Winners, int(w))
			}
		}
	}
	return ts
}

// EventChase is how long the LEDs chase after an end-of-round event.
const EventChase = 4 * time.Second

// Follower drives a panel from a table's updates.
type Follower struct {
	panel Panel
	clock Clock

	mu      sync.Mutex
	last    TurnSignal
	handoff bool
	chase   Timer
	stopped bool
	cancel  func()
}

// Follow shows t's current state on p and keeps it up to date until Stop.
// An end-of-round event runs a chase across the seat LEDs for EventChase.
func Follow(t *table.Table, p Panel, clock Clock) *Follower {
	if clock == nil {
		clock = SystemClock()
	}
	f := &Follower{panel: p, clock: clock}
	if t.Playing() {
		pv := t.Public()
		f.show(SignalFor(&pv), false)
	} else {
		f.show(TurnSignal{Phase: PhaseSetup, Players: MaxSeats, Active: NoSeat}, false)
	}
	f.cancel = t.Subscribe(f.update)
	return f
}

func (f *Follower) update(u table.Update) {
	if u.Reason == "end" {
		f.show(TurnSignal{Phase: PhaseSetup, Players: MaxSeats, Active: NoSeat}, false)
		return
	}
	event := false
	for _, e := range u.PublicEvents {
		if e.Kind == engine.EvRoundEvent {
			event = true
		}
	}
	f.show(SignalFor(&u.Public), event)
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
func (f *Follower) Signal() TurnSignal {
	f.mu.Lock()
	defer f.mu.Unlock()
	ts := f.last
	ts.HandoffWaiting = f.handoff
	return ts
}

func (f *Follower) show(ts TurnSignal, event bool) {
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
		Show(f.panel, Signals(TurnSignal{Phase: PhaseEvent, Players: ts.Players}))
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
			Show(f.panel, Signals(ts))
		}()
		return
	}
	if f.chase != nil {
		return // the chase ends by itself and then shows f.last
	}
	ts.HandoffWaiting = f.handoff
	Show(f.panel, Signals(ts))
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
	Show(f.panel, Lights{})
}
