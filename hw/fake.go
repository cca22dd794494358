package hw

import (
	"sync"
	"time"
)

// Fake is an in-memory Panel for tests of other packages (the kiosk, the
// table): it remembers what it is told to show, records every change, and
// delivers presses the test pushes. It has all MaxSeats seats. Its zero
// value is not usable; call NewFake.
type Fake struct {
	lights board
	clock  Clock // may be nil

	mu       sync.Mutex
	history  []Lights
	closed   bool
	onChange func(Lights)
	presses  chan Press
}

// NewFake returns an empty Fake: all LEDs off, no chase. Pushed presses are
// stamped with clock's time; clock may be nil (zero time).
func NewFake(clock Clock) *Fake {
	f := &Fake{clock: clock, presses: make(chan Press, 64)}
	f.lights.seats = MaxSeats
	return f
}

// OnChange registers fn to be called, outside any lock, with the new lights
// after every change. Tests use it to play a person reacting to the LEDs.
func (f *Fake) OnChange(fn func(Lights)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.onChange = fn
}

// update applies set and, if it changed anything, records the new lights
// and tells the OnChange function.
func (f *Fake) update(set func() bool) {
	f.mu.Lock()
	if !set() {
		f.mu.Unlock()
		return
	}
	l := f.lights.snapshot()
	f.history = append(f.history, l)
	fn := f.onChange
	f.mu.Unlock()
	if fn != nil {
		fn(l)
	}
}

// SetSeatLED records pattern p for seat. Seats outside 0..MaxSeats-1 are
// ignored, as on a real panel.
func (f *Fake) SetSeatLED(seat int, p Pattern) {
	f.update(func() bool { return f.lights.setSeat(seat, p) })
}

// SetStatusLED records pattern p for the status LED.
func (f *Fake) SetStatusLED(p Pattern) {
	f.update(func() bool { return f.lights.setStatus(p) })
}

// SetChase records the chase.
func (f *Fake) SetChase(on bool) {
	f.update(func() bool { return f.lights.setChase(on) })
}

// Presses returns the channel pushed presses arrive on.
func (f *Fake) Presses() <-chan Press { return f.presses }

// Close marks the fake closed, turns everything off and closes Presses.
func (f *Fake) Close() error {
	f.mu.Lock()
	if f.closed {
		f.mu.Unlock()
		return nil
	}
	f.closed = true
	close(f.presses)
	f.lights.mu.Lock()
	f.lights.lights = Lights{}
	f.lights.mu.Unlock()
	f.mu.Unlock()
	return nil
}

// Closed reports whether Close has been called.
func (f *Fake) Closed() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.closed
}

// Lights returns what the fake shows now.
func (f *Fake) Lights() Lights { return f.lights.snapshot() }

// SeatLED returns the pattern of seat's LED (Off for seats out of range).
func (f *Fake) SeatLED(seat int) Pattern {
	if seat < 0 || seat >= MaxSeats {
		return Off
	}
	return f.lights.snapshot().Seats[seat]
}

// StatusLED returns the pattern of the status LED.
func (f *Fake) StatusLED() Pattern { return f.lights.snapshot().Status }

// Chase reports whether the chase runs.
func (f *Fake) Chase() bool { return f.lights.snapshot().Chase }

// History returns the lights after each change, oldest first.
func (f *Fake) History() []Lights {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Lights(nil), f.history...)
}

// Push delivers a press as if a button had been pressed; it reports false if
// the fake is closed or its buffer (64 presses) is full.
func (f *Fake) Push(p Press) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return false
	}
	select {
	case f.presses <- p:
		return true
	default:
		return false
	}
}

// Tap pushes a Short press of src.
func (f *Fake) Tap(src Source) bool { return f.Push(Press{Source: src, Kind: Short, At: f.now()}) }

// Hold pushes a Long press of src.
func (f *Fake) Hold(src Source) bool { return f.Push(Press{Source: src, Kind: Long, At: f.now()}) }

func (f *Fake) now() time.Time {
	if f.clock == nil {
		return time.Time{}
	}
	return f.clock.Now()
}

var _ Panel = (*Fake)(nil)
