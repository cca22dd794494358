package hw

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"periph.io/x/conn/v3/gpio"
)

// Timing of the GPIOPanel loop.
const (
	// DefaultTick is how often a GPIOPanel updates its LEDs and button
	// timers.
	DefaultTick = 10 * time.Millisecond
	// edgeWait bounds every WaitForEdge call. It must be finite: the GPIO
	// character-device driver returns at once from WaitForEdge(-1).
	edgeWait = 250 * time.Millisecond
	// pollInterval is how often every button is read even without an edge,
	// in case an edge was lost.
	pollInterval = 100 * time.Millisecond
	// pressBuffer is how many presses wait for a slow reader.
	pressBuffer = 32
)

// PinSet is the periph.io pins of one panel. Buttons are read active low
// (pressed = gpio.Low, with the pull-up on); LEDs are driven active high.
type PinSet struct {
	// SeatButtons holds the button of each seat, by 0-based seat.
	SeatButtons []gpio.PinIn
	// SeatLEDs holds the LED of each seat; one per seat button.
	SeatLEDs []gpio.PinOut
	// TableButton is the table button, or nil for none.
	TableButton gpio.PinIn
	// StatusLED is the status LED, or nil for none.
	StatusLED gpio.PinOut
	// Release, if not nil, is called once when the panel is closed (or
	// fails to open) to give the pins back.
	Release func()
}

// Options tunes a GPIOPanel. The zero value is ready to use.
type Options struct {
	// Clock times everything; nil means SystemClock().
	Clock Clock
	// Tick is the LED and button-timer resolution; 0 means DefaultTick.
	Tick time.Duration
	// Manual starts no goroutines: the owner calls Step to read the
	// buttons and drive the LEDs, usually after advancing a FakeClock.
	Manual bool
	// Logf receives problems met while running (a stuck button, an LED
	// that cannot be driven); nil discards them.
	Logf func(format string, args ...any)
}

// PinError is the error of a pin that could not be set up. It wraps
// ErrNoPanel and the driver's error.
type PinError struct {
	// What is the pin's job, e.g. "seat 2 button".
	What string
	// Pin is the pin's name, e.g. "GPIO27".
	Pin string
	// Err is the driver's error.
	Err error
}

// Error returns "no GPIO seat panel: <what> on <pin>: <err>".
func (e *PinError) Error() string {
	return fmt.Sprintf("%v: %s on %s: %v", ErrNoPanel, e.What, e.Pin, e.Err)
}

// Unwrap returns ErrNoPanel and the driver's error.
func (e *PinError) Unwrap() []error { return []error{ErrNoPanel, e.Err} }

// GPIOPanel is a Panel on periph.io GPIO pins: the Raspberry Pi header (see
// Open), periph's gpiotest pins (see package hwtest) or any other gpio.PinIO.
//
// Unless Options.Manual is set it runs one goroutine per button, blocked in
// WaitForEdge with a finite timeout, that flags a button when its level
// changes, and one loop on a Clock ticker that reads flagged buttons (and
// every button each 100 ms, in case an edge is lost), runs each Button's
// debounce and timers, and drives the LEDs.
type GPIOPanel struct {
	lights board
	clock  Clock
	opts   Options

	mu        sync.Mutex // guards everything below and the pins
	closed    bool
	buttons   []*gpioButton
	seatLEDs  []gpio.PinOut
	statusLED gpio.PinOut
	ledLevel  []int8 // last level written to seatLEDs then statusLED; -1 unknown
	ledFailed []bool
	dropped   int
	ticks     int
	pollEvery int
	release   func()

	presses chan Press
	stop    chan struct{}
	wake    chan struct{}
	wg      sync.WaitGroup
}

type gpioButton struct {
	pin      gpio.PinIn
	btn      *Button
	what     string
	edged    atomic.Bool // the watcher saw an edge since the last read
	polled   atomic.Bool // no usable edge detection: read on every tick
	wasStuck bool
}

// NewGPIOPanel sets the pins up (buttons as inputs with pull-up and edge
// detection on both edges, LEDs as outputs, all dark) and starts the panel.
// Buttons already held now are ignored until released. On error every pin
// is released and the error wraps ErrNoPanel.
func NewGPIOPanel(set PinSet, cfg ButtonConfig, opts Options) (p *GPIOPanel, err error) {
	if len(set.SeatButtons) == 0 || len(set.SeatButtons) > MaxSeats || len(set.SeatLEDs) != len(set.SeatButtons) {
		if set.Release != nil {
			set.Release()
		}
		return nil, errNoPanelf("a panel needs 1 to %d seats with one button and one LED each, not %d buttons and %d LEDs",
			MaxSeats, len(set.SeatButtons), len(set.SeatLEDs))
	}
	if opts.Clock == nil {
		opts.Clock = SystemClock()
	}
	if opts.Tick <= 0 {
		opts.Tick = DefaultTick
	}
	p = &GPIOPanel{
		clock:     opts.Clock,
		opts:      opts,
		release:   set.Release,
		presses:   make(chan Press, pressBuffer),
		stop:      make(chan struct{}),
		wake:      make(chan struct{}, 1),
		pollEvery: max(1, int(pollInterval/opts.Tick)),
	}
	p.lights.seats = len(set.SeatLEDs)
	p.lights.lights.ChaseSeats = len(set.SeatLEDs)
	defer func() {
		if err != nil {
			p.allDark()
			if p.release != nil {
				p.release()
			}
			p = nil
		}
	}()

	for i, pin := range set.SeatButtons {
		if err := p.addButton(pin, Seat(i), cfg); err != nil {
			return p, err
		}
	}
	if set.TableButton != nil {
		if err := p.addButton(set.TableButton, TableButton, cfg); err != nil {
			return p, err
		}
	}
	for i, led := range set.SeatLEDs {
		if err := setupLED(led, fmt.Sprintf("seat %d LED", i+1)); err != nil {
			return p, err
		}
		p.seatLEDs = append(p.seatLEDs, led)
	}
	if set.StatusLED != nil {
		if err := setupLED(set.StatusLED, "status LED"); err != nil {
			return p, err
		}
		p.statusLED = set.StatusLED
	}
	// setupLED left every LED low.
	p.ledLevel = make([]int8, len(p.seatLEDs)+1)
	p.ledFailed = make([]bool, len(p.seatLEDs)+1)

	now := p.clock.Now()
	for _, b := range p.buttons {
		b.btn.Sample(b.pin.Read() == gpio.Low, now)
	}
	if !opts.Manual {
		for _, b := range p.buttons {
			if !b.polled.Load() {
				p.wg.Add(1)
				go p.watch(b)
			}
		}
		p.wg.Add(1)
		go p.run()
	}
	return p, nil
}

func (p *GPIOPanel) addButton(pin gpio.PinIn, src Source, cfg ButtonConfig) error {
	what := src.String()
	if src != TableButton {
		what += " button"
	}
	if pin == nil {
		return &PinError{What: what, Pin: "no pin", Err: errors.New("no pin given")}
	}
	b := &gpioButton{pin: pin, btn: NewButton(src, cfg), what: what}
	if err := pin.In(gpio.PullUp, gpio.BothEdges); err != nil {
		// Some drivers cannot detect edges; read such a pin every tick.
		if err2 := pin.In(gpio.PullUp, gpio.NoEdge); err2 != nil {
			return &PinError{What: what, Pin: pin.Name(), Err: err}
		}
		b.polled.Store(true)
		p.logf("%s on %s: no edge detection (%v); reading it every %v instead", what, pin.Name(), err, p.opts.Tick)
	}
	p.buttons = append(p.buttons, b)
	return nil
}

func setupLED(pin gpio.PinOut, what string) error {
	if pin == nil {
		return &PinError{What: what, Pin: "no pin", Err: errors.New("no pin given")}
	}
	if err := pin.Out(gpio.Low); err != nil {
		return &PinError{What: what, Pin: pin.Name(), Err: err}
	}
	return nil
}

func (p *GPIOPanel) logf(format string, args ...any) {
	if p.opts.Logf != nil {
		p.opts.Logf("hw: "+format, args...)
	}
}

// watch waits for edges on one button and flags it for the loop. It gives
// up on edges (and leaves the button to be read every tick) if WaitForEdge
// keeps returning at once without an edge.
func (p *GPIOPanel) watch(b *gpioButton) {
	defer p.wg.Done()
	quick := 0
	for {
		select {
		case <-p.stop:
			return
		default:
		}
		start := time.Now() // real time: this measures the driver, not the game
		got := b.pin.WaitForEdge(edgeWait)
		select {
		case <-p.stop:
			return
		default:
		}
		if got {
			quick = 0
			b.edged.Store(true)
			select {
			case p.wake <- struct{}{}:
			default:
			}
			continue
		}
		if time.Since(start) < edgeWait/4 {
			if quick++; quick >= 5 {
				b.polled.Store(true)
				p.logf("%s on %s: waiting for edges does not work; reading it every %v instead", b.what, b.pin.Name(), p.opts.Tick)
				return
			}
		} else {
			quick = 0
		}
	}
}

func (p *GPIOPanel) run() {
	defer p.wg.Done()
	t := p.clock.NewTicker(p.opts.Tick)
	defer t.Stop()
	for {
		select {
		case <-p.stop:
			return
		case <-p.wake:
			p.step(false)
		case <-t.C():
			p.mu.Lock()
			p.ticks++
			due := p.ticks%p.pollEvery == 0
			p.mu.Unlock()
			p.step(due)
		}
	}
}

// Step reads the buttons, runs their timers and drives the LEDs once, at the
// Clock's current time. It is for panels made with Options.Manual; every
// button is read. It does nothing after Close.
func (p *GPIOPanel) Step() { p.step(true) }

func (p *GPIOPanel) step(readAll bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return
	}
	now := p.clock.Now()
	for _, b := range p.buttons {
		var pr Press
		var ok bool
		if b.edged.Swap(false) || readAll || b.polled.Load() {
			pr, ok = b.btn.Sample(b.pin.Read() == gpio.Low, now)
		} else {
			pr, ok = b.btn.Tick(now)
		}
		if ok {
			p.send(pr)
		}
		if stuck := b.btn.Stuck(); stuck != b.wasStuck {
			b.wasStuck = stuck
			if stuck {
				p.logf("%s is held down (since startup, or for over %v); ignoring it until it is released — is something resting on it, or is its wire touching GND?",
					b.what, b.btn.Config().StuckAfter)
			} else {
				p.logf("%s released; it works again", b.what)
			}
		}
	}
	l := p.lights.snapshot()
	for i, led := range p.seatLEDs {
		p.drive(i, led, l.SeatLit(i, now), fmt.Sprintf("seat %d LED", i+1))
	}
	if p.statusLED != nil {
		p.drive(len(p.seatLEDs), p.statusLED, l.StatusLit(now), "status LED")
	}
}

func (p *GPIOPanel) send(pr Press) {
	select {
	case p.presses <- pr:
	default:
		if p.dropped++; p.dropped == 1 {
			p.logf("nobody is reading button presses; dropping them (first dropped: %v)", pr)
		}
	}
}

func (p *GPIOPanel) drive(i int, led gpio.PinOut, lit bool, what string) {
	want := int8(0)
	if lit {
		want = 1
	}
	if p.ledLevel[i] == want {
		return
	}
	if err := led.Out(gpio.Level(lit)); err != nil {
		if !p.ledFailed[i] {
			p.ledFailed[i] = true
			p.logf("%s on %s: %v", what, led.Name(), err)
		}
		p.ledLevel[i] = -1
		return
	}
	p.ledLevel[i] = want
}

// allDark drives every LED that was set up low.
func (p *GPIOPanel) allDark() error {
	var errs []error
	for _, led := range p.seatLEDs {
		errs = append(errs, led.Out(gpio.Low))
	}
	if p.statusLED != nil {
		errs = append(errs, p.statusLED.Out(gpio.Low))
	}
	return errors.Join(errs...)
}

// SetSeatLED shows pattern pat on the LED of seat (0-based) from the next
// tick on. Seats without an LED are ignored.
func (p *GPIOPanel) SetSeatLED(seat int, pat Pattern) { p.lights.setSeat(seat, pat) }

// SetStatusLED shows pattern pat on the status LED from the next tick on.
func (p *GPIOPanel) SetStatusLED(pat Pattern) { p.lights.setStatus(pat) }

// SetChase starts or stops the chase across the seat LEDs.
func (p *GPIOPanel) SetChase(on bool) { p.lights.setChase(on) }

// Lights returns what the panel has been told to show.
func (p *GPIOPanel) Lights() Lights { return p.lights.snapshot() }

// Presses returns the channel the presses arrive on.
func (p *GPIOPanel) Presses() <-chan Press { return p.presses }

// Stuck returns the buttons being ignored until released (held at startup
// or for longer than the stuck limit), for diagnostics.
func (p *GPIOPanel) Stuck() []Source {
	p.mu.Lock()
	defer p.mu.Unlock()
	var s []Source
	for _, b := range p.buttons {
		if b.btn.Stuck() {
			s = append(s, b.btn.Source())
		}
	}
	return s
}

// Close stops the panel, turns every LED off, releases the pins and closes
// the Presses channel. It waits up to a quarter second for the edge
// watchers to notice.
func (p *GPIOPanel) Close() error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil
	}
	p.closed = true
	close(p.stop)
	p.mu.Unlock()
	for _, b := range p.buttons {
		_ = b.pin.Halt() // interrupts WaitForEdge where the driver can
	}
	p.wg.Wait()
	err := p.allDark()
	if p.release != nil {
		p.release()
	}
	close(p.presses)
	if err != nil {
		return fmt.Errorf("hw: turning the LEDs off: %w", err)
	}
	return nil
}

var _ Panel = (*GPIOPanel)(nil)
