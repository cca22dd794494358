// Package hwtest is a seat panel on periph.io's gpiotest pins, for tests that
// want the real GPIOPanel code (pull-ups, active-low buttons, LED levels)
// without hardware: press and release buttons by setting pin levels, move a
// FakeClock, and read whether each LED pin is high.
package hwtest

import (
	"fmt"
	"time"

	"colt/hw"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpiotest"
)

// Start is the FakeClock time a Bench starts at: a whole second, so pattern
// phases are easy to reason about.
var Start = time.Date(2025, 1, 1, 20, 0, 0, 0, time.UTC)

// Bench is a GPIOPanel in manual mode on gpiotest pins and a FakeClock.
// Nothing happens between calls: Advance moves the clock one panel tick at a
// time and steps the panel after each.
type Bench struct {
	// Panel is the panel under test.
	Panel *hw.GPIOPanel
	// Clock is the fake time the panel runs on.
	Clock *hw.FakeClock
	// SeatButtons are the fake button pins, by 0-based seat, named and
	// numbered after the pin map ("GPIO5", 5).
	SeatButtons []*gpiotest.Pin
	// SeatLEDs are the fake LED pins, by 0-based seat.
	SeatLEDs []*gpiotest.Pin
	// TableButton is the table button's pin, nil if the map has none.
	TableButton *gpiotest.Pin
	// StatusLED is the status LED's pin, nil if the map has none.
	StatusLED *gpiotest.Pin
	// Tick is the panel tick, and the step Advance moves by.
	Tick time.Duration
}

func newPin(bcm int) *gpiotest.Pin {
	return &gpiotest.Pin{N: fmt.Sprintf("GPIO%d", bcm), Num: bcm, EdgesChan: make(chan gpio.Level, 16)}
}

// New builds a Bench wired as pins says. Buttons start released (the
// pull-up holds them high).
func New(pins hw.PinMap) (*Bench, error) {
	if err := pins.Validate(); err != nil {
		return nil, err
	}
	b := &Bench{Clock: hw.NewFakeClock(Start), Tick: hw.DefaultTick}
	var set hw.PinSet
	for _, bcm := range pins.SeatButtons {
		p := newPin(bcm)
		b.SeatButtons = append(b.SeatButtons, p)
		set.SeatButtons = append(set.SeatButtons, p)
	}
	for _, bcm := range pins.SeatLEDs {
		p := newPin(bcm)
		b.SeatLEDs = append(b.SeatLEDs, p)
		set.SeatLEDs = append(set.SeatLEDs, p)
	}
	if pins.TableButton != hw.NotWired {
		b.TableButton = newPin(pins.TableButton)
		set.TableButton = b.TableButton
	}
	if pins.StatusLED != hw.NotWired {
		b.StatusLED = newPin(pins.StatusLED)
		set.StatusLED = b.StatusLED
	}
	p, err := hw.NewGPIOPanel(set, pins.ButtonConfig(), hw.Options{Clock: b.Clock, Tick: b.Tick, Manual: true})
	if err != nil {
		return nil, err
	}
	b.Panel = p
	return b, nil
}

// Button returns the fake pin of a button, or nil if there is none.
func (b *Bench) Button(src hw.Source) *gpiotest.Pin {
	if n, ok := src.Seat(); ok {
		if n < len(b.SeatButtons) {
			return b.SeatButtons[n]
		}
		return nil
	}
	if src == hw.TableButton {
		return b.TableButton
	}
	return nil
}

// Set puts a button's contact closed (down = true: the pin reads low) or
// open, without moving the clock.
func (b *Bench) Set(src hw.Source, down bool) {
	p := b.Button(src)
	if p == nil {
		panic(fmt.Sprintf("hwtest: the bench has no %v", src))
	}
	_ = p.Out(gpio.Level(!down))
}

// Advance moves the clock by d, one tick at a time, stepping the panel
// after each tick (and once more for a remainder shorter than a tick).
func (b *Bench) Advance(d time.Duration) {
	for d >= b.Tick {
		b.Clock.Advance(b.Tick)
		b.Panel.Step()
		d -= b.Tick
	}
	if d > 0 {
		b.Clock.Advance(d)
		b.Panel.Step()
	}
}

// Tap presses and releases a button cleanly, holding it for hold, then lets
// the debounce settle.
func (b *Bench) Tap(src hw.Source, hold time.Duration) {
	b.Set(src, true)
	b.Advance(hold)
	b.Set(src, false)
	b.Advance(100 * time.Millisecond)
}

// Presses returns every press waiting on the panel's channel, without
// blocking.
func (b *Bench) Presses() []hw.Press {
	var ps []hw.Press
	for {
		select {
		case p, ok := <-b.Panel.Presses():
			if !ok {
				return ps
			}
			ps = append(ps, p)
		default:
			return ps
		}
	}
}

// SeatLit reports whether seat's LED pin is high now.
func (b *Bench) SeatLit(seat int) bool { return bool(b.SeatLEDs[seat].Read()) }

// StatusLit reports whether the status LED pin is high now.
func (b *Bench) StatusLit() bool { return b.StatusLED != nil && bool(b.StatusLED.Read()) }

// Close closes the panel.
func (b *Bench) Close() error { return b.Panel.Close() }
