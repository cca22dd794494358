package hw

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/conn/v3/gpio/gpiotest"
)

func testPins(n int) (PinSet, []*gpiotest.Pin, []*gpiotest.Pin) {
	var set PinSet
	var buttons, leds []*gpiotest.Pin
	for i := 0; i < n; i++ {
		b := &gpiotest.Pin{N: fmt.Sprintf("B%d", i), Num: i, EdgesChan: make(chan gpio.Level, 4)}
		l := &gpiotest.Pin{N: fmt.Sprintf("L%d", i), Num: 10 + i}
		buttons, leds = append(buttons, b), append(leds, l)
		set.SeatButtons = append(set.SeatButtons, b)
		set.SeatLEDs = append(set.SeatLEDs, l)
	}
	return set, buttons, leds
}

// TestGPIOPanelLiveLoop runs the panel with its goroutines (edge watchers and
// the ticker loop) on a fake clock. The edge arrives through gpiotest's edge
// channel; the test then moves the fake clock until the press comes out.
// Nothing is timed: the real-time bound only stops a broken test hanging.
func TestGPIOPanelLiveLoop(t *testing.T) {
	set, buttons, leds := testPins(2)
	clock := NewFakeClock(t0)
	p, err := NewGPIOPanel(set, ButtonConfig{}, Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	clock.BlockUntil(1) // the loop's ticker exists

	p.SetSeatLED(1, On)
	buttons[0].EdgesChan <- gpio.Low // seat 1 pressed: the watcher picks it up

	deadline := time.Now().Add(10 * time.Second)
	var got []Press
	for len(got) == 0 || !bool(leds[1].Read()) {
		if time.Now().After(deadline) {
			t.Fatalf("no press after 10 s of real time; got %v, LED 2 %v", got, leds[1].Read())
		}
		if clock.Now().Sub(t0) == 200*time.Millisecond {
			buttons[0].EdgesChan <- gpio.High // released after 200 ms
		}
		clock.Advance(DefaultTick)
		time.Sleep(time.Millisecond) // let the goroutines run
		got = append(got, drainAll(p.Presses())...)
	}
	if got[0].Source != Seat(0) || got[0].Kind != Short {
		t.Errorf("got %v, want a short press of seat 1", got)
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	if leds[1].Read() {
		t.Error("LED still high after Close")
	}
	if _, ok := <-p.Presses(); ok {
		t.Error("Presses open after Close")
	}
}

// noEdgePin refuses edge detection, like drivers that cannot do it.
type noEdgePin struct{ *gpiotest.Pin }

func (p noEdgePin) In(pull gpio.Pull, edge gpio.Edge) error {
	if edge != gpio.NoEdge {
		return errors.New("edges not supported")
	}
	return p.Pin.In(pull, edge)
}

func TestGPIOPanelFallsBackToPolling(t *testing.T) {
	set, _, _ := testPins(1)
	plain := noEdgePin{&gpiotest.Pin{N: "T", Num: 4}}
	set.TableButton = plain
	var logs []string
	var mu sync.Mutex
	clock := NewFakeClock(t0)
	p, err := NewGPIOPanel(set, ButtonConfig{}, Options{Clock: clock, Manual: true, Logf: func(f string, a ...any) {
		mu.Lock()
		logs = append(logs, fmt.Sprintf(f, a...))
		mu.Unlock()
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if len(logs) != 1 || !strings.Contains(logs[0], "table button on T: no edge detection") {
		t.Errorf("logs %q", logs)
	}
	plain.Out(gpio.Low)
	for i := 0; i < 10; i++ {
		clock.Advance(DefaultTick)
		p.Step()
	}
	plain.Out(gpio.High)
	for i := 0; i < 10; i++ {
		clock.Advance(DefaultTick)
		p.Step()
	}
	if got := drainAll(p.Presses()); len(got) != 1 || got[0].Source != TableButton {
		t.Errorf("got %v", got)
	}
}

// brokenPin fails every request, like a line another program holds.
type brokenPin struct{ *gpiotest.Pin }

func (brokenPin) In(gpio.Pull, gpio.Edge) error { return errors.New("device or resource busy") }
func (brokenPin) Out(gpio.Level) error          { return errors.New("device or resource busy") }

func TestGPIOPanelSetupErrors(t *testing.T) {
	tests := []struct {
		name  string
		mod   func(*PinSet)
		wants string
	}{
		{"busy button", func(s *PinSet) { s.SeatButtons[1] = brokenPin{&gpiotest.Pin{N: "GPIO27"}} },
			"seat 2 button on GPIO27: device or resource busy"},
		{"busy LED", func(s *PinSet) { s.StatusLED = brokenPin{&gpiotest.Pin{N: "GPIO13"}} },
			"status LED on GPIO13: device or resource busy"},
		{"missing pin", func(s *PinSet) { s.SeatLEDs[0] = nil }, "seat 1 LED on no pin"},
		{"uneven", func(s *PinSet) { s.SeatLEDs = s.SeatLEDs[:1] }, "not 2 buttons and 1 LEDs"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			set, _, leds := testPins(2)
			released := 0
			set.Release = func() { released++ }
			tc.mod(&set)
			p, err := NewGPIOPanel(set, ButtonConfig{}, Options{Manual: true})
			if err == nil || p != nil {
				t.Fatalf("got %v, %v", p, err)
			}
			if !errors.Is(err, ErrNoPanel) || !strings.Contains(err.Error(), tc.wants) {
				t.Errorf("error %q: want ErrNoPanel and %q", err, tc.wants)
			}
			if released != 1 {
				t.Errorf("Release called %d times, want 1", released)
			}
			for _, l := range leds {
				if l.Read() {
					t.Error("an LED was left high")
				}
			}
		})
	}
}

func TestOpenWithoutGPIO(t *testing.T) {
	// On a machine with no GPIO (CI, a laptop) Open must fail with one clear
	// error the kiosk can recognise; on a Pi with the panel it may succeed.
	p, err := Open(DefaultPinMap(), Options{Manual: true})
	if err == nil {
		t.Log("a GPIO panel opened on this machine")
		p.Close()
		return
	}
	if !errors.Is(err, ErrNoPanel) {
		t.Fatalf("error %q does not wrap ErrNoPanel", err)
	}
	if strings.Count(err.Error(), "\n") > 0 {
		t.Errorf("want a one-line error, got %q", err)
	}
	t.Log(err)

	bad := DefaultPinMap()
	bad.SeatLEDs[0] = bad.SeatButtons[0]
	if _, err := Open(bad, Options{}); !errors.Is(err, ErrNoPanel) || !strings.Contains(err.Error(), "used twice") {
		t.Errorf("a bad pin map must be reported first, got %v", err)
	}
}
