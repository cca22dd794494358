package hw

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

// MaxSeats is the largest number of seats a panel has: Colt Super Express
// takes up to seven players (Colt Express six).
const MaxSeats = 7

// ErrNoPanel is wrapped by every error that means "there is no usable seat
// panel here" (no GPIO device, no permission, a pin in use, a bad pin map).
// The kiosk checks errors.Is(err, ErrNoPanel), logs the message and runs on
// with the touchscreen alone.
var ErrNoPanel = errors.New("no GPIO seat panel")

// Panel is a set of seat buttons and LEDs. Implementations are safe for
// concurrent use. A Panel shows what it is told and reports what is pressed;
// it never decides what a press means (see Signals and AllowedReveal).
type Panel interface {
	// SetSeatLED shows pattern p on the LED of seat (0-based). Seats the
	// panel does not have are ignored.
	SetSeatLED(seat int, p Pattern)
	// SetStatusLED shows pattern p on the status LED.
	SetStatusLED(p Pattern)
	// SetChase runs (on) or stops (off) a light chasing round all seat LEDs.
	// While the chase runs it replaces the seat patterns, which are kept
	// and shown again when it stops. The status LED is not part of it.
	SetChase(on bool)
	// Presses delivers button presses. The channel is closed by Close. A
	// reader that falls far behind loses presses rather than stalling the
	// panel.
	Presses() <-chan Press
	// Close turns every LED off, releases the hardware and closes the
	// Presses channel. Calling it again does nothing.
	Close() error
}

// Show puts a whole set of lights on a panel at once: every seat pattern, the
// status pattern and the chase.
func Show(p Panel, l Lights) {
	for seat, pat := range l.Seats {
		p.SetSeatLED(seat, pat)
	}
	p.SetStatusLED(l.Status)
	p.SetChase(l.Chase)
}

// Source says which button a press came from: a seat button (see Seat) or
// the TableButton. The zero value, NoSource, is no button.
type Source int

const (
	// NoSource is the zero Source; no button reports it.
	NoSource Source = 0
	// TableButton is the shared button that advances the game.
	TableButton Source = -1
)

// Seat returns the Source of the button at seat n (0-based).
func Seat(n int) Source { return Source(n + 1) }

// Seat returns the 0-based seat of a seat button, and false for the table
// button or NoSource.
func (s Source) Seat() (int, bool) {
	if s >= 1 && s <= MaxSeats {
		return int(s) - 1, true
	}
	return 0, false
}

// String names the source for people: "seat 1" .. "seat 6", "table button".
func (s Source) String() string {
	if n, ok := s.Seat(); ok {
		return fmt.Sprintf("seat %d", n+1)
	}
	switch s {
	case TableButton:
		return "table button"
	case NoSource:
		return "no button"
	}
	return fmt.Sprintf("Source(%d)", int(s))
}

// Kind is how long a button was held.
type Kind int

const (
	// Short is a press released before the long-press threshold.
	Short Kind = iota + 1
	// Long is a press held past the long-press threshold. It is reported
	// once, as soon as the threshold passes, and no Short follows it.
	Long
)

// String returns "short" or "long".
func (k Kind) String() string {
	switch k {
	case Short:
		return "short"
	case Long:
		return "long"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Press is one recognised button press.
type Press struct {
	// Source is the button that was pressed.
	Source Source
	// Kind is Short or Long.
	Kind Kind
	// At is when the press became known: the release for a Short press,
	// the moment the threshold passed for a Long one.
	At time.Time
}

// String describes the press, e.g. "seat 2 short".
func (p Press) String() string { return p.Source.String() + " " + p.Kind.String() }

// Pattern is what an LED shows. Patterns are functions of absolute time (see
// Pattern.Lit), so every LED showing the same pattern, and the on-screen LED
// strip, blink in step.
type Pattern int

const (
	// Off is dark.
	Off Pattern = iota
	// On is steadily lit.
	On
	// SlowBlink is 1 Hz: 500 ms lit, 500 ms dark.
	SlowBlink
	// FastBlink is 4 Hz: 125 ms lit, 125 ms dark.
	FastBlink
	// Pulse is a heartbeat: two 100 ms flashes, 100 ms apart, once a
	// second. A plain GPIO line cannot dim an LED (the GPIO character
	// device has no PWM), so the "breathing" look is emulated by this
	// double flash, which stays distinct from both blinks.
	Pulse
)

// Pattern timings; see the Pattern constants.
const (
	slowPeriod  = 1000 * time.Millisecond
	fastPeriod  = 250 * time.Millisecond
	pulsePeriod = 1000 * time.Millisecond
	pulseFlash  = 100 * time.Millisecond
	// ChaseStep is how long the chase stays on each seat LED.
	ChaseStep = 150 * time.Millisecond
)

// String returns the pattern's name: "off", "on", "slow blink", "fast blink"
// or "pulse".
func (p Pattern) String() string {
	switch p {
	case Off:
		return "off"
	case On:
		return "on"
	case SlowBlink:
		return "slow blink"
	case FastBlink:
		return "fast blink"
	case Pulse:
		return "pulse"
	}
	return fmt.Sprintf("Pattern(%d)", int(p))
}

// phase returns where t falls inside a repeating period, in [0, period).
func phase(t time.Time, period time.Duration) time.Duration {
	ms := t.UnixMilli() % period.Milliseconds()
	if ms < 0 {
		ms += period.Milliseconds()
	}
	return time.Duration(ms) * time.Millisecond
}

// Lit reports whether an LED showing p is lit at instant t. Unknown patterns
// are dark.
func (p Pattern) Lit(t time.Time) bool {
	switch p {
	case On:
		return true
	case SlowBlink:
		return phase(t, slowPeriod) < slowPeriod/2
	case FastBlink:
		return phase(t, fastPeriod) < fastPeriod/2
	case Pulse:
		ph := phase(t, pulsePeriod)
		return ph < pulseFlash || (ph >= 2*pulseFlash && ph < 3*pulseFlash)
	}
	return false
}

// ChaseLit reports whether seat's LED is lit at instant t while a chase runs
// across seats LEDs (seat 0, 1, ... seats-1, then round again, ChaseStep on
// each). seats < 1 or > MaxSeats means MaxSeats.
func ChaseLit(seat, seats int, t time.Time) bool {
	if seats < 1 || seats > MaxSeats {
		seats = MaxSeats
	}
	if seat < 0 || seat >= seats {
		return false
	}
	step := int(phase(t, ChaseStep*time.Duration(seats)) / ChaseStep)
	return step == seat
}

// Lights is everything a panel shows at one moment.
type Lights struct {
	// Seats is the pattern of each seat LED, by 0-based seat.
	Seats [MaxSeats]Pattern
	// Status is the pattern of the status LED.
	Status Pattern
	// Chase, when true, runs a chase across the seat LEDs instead of Seats.
	Chase bool
	// ChaseSeats is how many seat LEDs the chase runs across (the wired
	// ones); 0 means MaxSeats. Panels fill it in; Signals leaves it 0.
	ChaseSeats int
}

// SeatLit reports whether the LED of seat (0-based) is lit at instant t,
// taking the chase into account.
func (l Lights) SeatLit(seat int, t time.Time) bool {
	if seat < 0 || seat >= MaxSeats {
		return false
	}
	if l.Chase {
		return ChaseLit(seat, l.ChaseSeats, t)
	}
	return l.Seats[seat].Lit(t)
}

// StatusLit reports whether the status LED is lit at instant t.
func (l Lights) StatusLit(t time.Time) bool { return l.Status.Lit(t) }

// board is the light state shared by the Panel implementations: a mutex and
// the Lights it guards.
type board struct {
	mu     sync.Mutex
	lights Lights
	seats  int // seat LEDs that exist; set once at construction
}

func (b *board) setSeat(seat int, p Pattern) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if seat < 0 || seat >= b.seats || b.lights.Seats[seat] == p {
		return false
	}
	b.lights.Seats[seat] = p
	return true
}

func (b *board) setStatus(p Pattern) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.lights.Status == p {
		return false
	}
	b.lights.Status = p
	return true
}

func (b *board) setChase(on bool) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.lights.Chase == on {
		return false
	}
	b.lights.Chase = on
	return true
}

func (b *board) snapshot() Lights {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.lights
}
