package hw

import (
	"sync"
	"time"
)

// Keys is a keyboard stand-in for the seat panel on a desktop or a Pi with
// no buttons wired. It is a Panel: the kiosk feeds it key events (it has no
// Fyne dependency; key names are Fyne's fyne.KeyName strings) and draws an
// on-screen LED strip from LEDs, Lit and StatusLit.
//
// Keys:
//
//	"1" .. "7"                  seat 1 .. 7 button
//	"Space"                     table button
//	"LeftShift", "RightShift"   held with another key: a Long press at once
//
// A key released before the long-press time is a Short press; a key held at
// least that long is a Long press, reported on release (no timer runs, so
// it needs no goroutine). Shift+key gives a Long press straight away, and
// its release reports nothing. Key auto-repeat (repeated key-down events) is
// ignored.
type Keys struct {
	lights    board
	clock     Clock
	longPress time.Duration

	mu      sync.Mutex
	held    map[Source]keyHold
	shift   map[string]bool
	closed  bool
	presses chan Press
}

type keyHold struct {
	since    time.Time
	longSent bool
}

// KeySource returns the button a key name stands for: "1".."7" are the seat
// buttons, "Space" the table button.
func KeySource(name string) (Source, bool) {
	if len(name) == 1 && name[0] >= '1' && name[0] < '1'+MaxSeats {
		return Seat(int(name[0] - '1')), true
	}
	if name == "Space" {
		return TableButton, true
	}
	return NoSource, false
}

func isShift(name string) bool { return name == "LeftShift" || name == "RightShift" }

// NewKeys returns a keyboard stand-in. clock stamps the presses and times
// the holds (nil means SystemClock()); longPress is the hold time for a Long
// press (0 means DefaultLongPress).
func NewKeys(clock Clock, longPress time.Duration) *Keys {
	if clock == nil {
		clock = SystemClock()
	}
	if longPress <= 0 {
		longPress = DefaultLongPress
	}
	k := &Keys{
		clock:     clock,
		longPress: longPress,
		held:      map[Source]keyHold{},
		shift:     map[string]bool{},
		presses:   make(chan Press, pressBuffer),
	}
	k.lights.seats = MaxSeats
	return k
}

// KeyDown handles a key being pressed and reports whether the key belongs
// to the panel (the kiosk then need not handle it). Shift keys report false
// but are tracked.
func (k *Keys) KeyDown(name string) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	if isShift(name) {
		k.shift[name] = true
		return false
	}
	src, ok := KeySource(name)
	if !ok || k.closed {
		return ok
	}
	if _, repeat := k.held[src]; repeat {
		return true
	}
	now := k.clock.Now()
	h := keyHold{since: now}
	if len(k.shift) > 0 {
		h.longSent = true
		k.send(Press{Source: src, Kind: Long, At: now})
	}
	k.held[src] = h
	return true
}

// KeyUp handles a key being released and reports whether the key belongs
// to the panel. It completes a Short or Long press.
func (k *Keys) KeyUp(name string) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	if isShift(name) {
		delete(k.shift, name)
		return false
	}
	src, ok := KeySource(name)
	if !ok {
		return false
	}
	h, down := k.held[src]
	if !down || k.closed {
		return true
	}
	delete(k.held, src)
	if h.longSent {
		return true
	}
	now := k.clock.Now()
	kind := Short
	if now.Sub(h.since) >= k.longPress {
		kind = Long
	}
	k.send(Press{Source: src, Kind: kind, At: now})
	return true
}

// Reset forgets every held key without reporting presses. Call it when the
// window loses focus, since the key-up events will not come.
func (k *Keys) Reset() {
	k.mu.Lock()
	defer k.mu.Unlock()
	clear(k.held)
	clear(k.shift)
}

func (k *Keys) send(p Press) {
	select {
	case k.presses <- p:
	default: // nobody reads: drop, like a real panel
	}
}

// SetSeatLED records pattern p for seat's on-screen LED.
func (k *Keys) SetSeatLED(seat int, p Pattern) { k.lights.setSeat(seat, p) }

// SetStatusLED records pattern p for the on-screen status LED.
func (k *Keys) SetStatusLED(p Pattern) { k.lights.setStatus(p) }

// SetChase starts or stops the on-screen chase.
func (k *Keys) SetChase(on bool) { k.lights.setChase(on) }

// Presses returns the channel the key presses arrive on.
func (k *Keys) Presses() <-chan Press { return k.presses }

// Close closes Presses and turns the on-screen LEDs off; later key events
// are ignored.
func (k *Keys) Close() error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return nil
	}
	k.closed = true
	close(k.presses)
	k.lights.mu.Lock()
	k.lights.lights = Lights{}
	k.lights.mu.Unlock()
	return nil
}

// Lights returns everything the on-screen panel shows.
func (k *Keys) Lights() Lights { return k.lights.snapshot() }

// LEDs returns the pattern of each seat LED, seat 1 first (MaxSeats
// entries). While the chase runs these are the patterns it will return to;
// use Lit to draw.
func (k *Keys) LEDs() []Pattern {
	l := k.lights.snapshot()
	return l.Seats[:]
}

// StatusLED returns the pattern of the status LED.
func (k *Keys) StatusLED() Pattern { return k.lights.snapshot().Status }

// Lit reports whether seat's LED is lit at instant t, chase included; the
// kiosk calls it on every animation frame.
func (k *Keys) Lit(seat int, t time.Time) bool { return k.lights.snapshot().SeatLit(seat, t) }

// StatusLit reports whether the status LED is lit at instant t.
func (k *Keys) StatusLit(t time.Time) bool { return k.lights.snapshot().StatusLit(t) }

var _ Panel = (*Keys)(nil)
