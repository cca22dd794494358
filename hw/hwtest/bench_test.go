package hwtest

import (
	"errors"
	"testing"
	"time"

	"colt/hw"

	"periph.io/x/conn/v3/gpio"
)

func newBench(t *testing.T, pins hw.PinMap) *Bench {
	t.Helper()
	b, err := New(pins)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

func TestBenchPinsAreSetUpLikeHardware(t *testing.T) {
	b := newBench(t, hw.DefaultPinMap())
	if b.SeatButtons[0].Name() != "GPIO5" || b.SeatLEDs[5].Num != 25 || b.StatusLED.Num != 12 || b.TableButton.Num != 16 {
		t.Error("pins not named after the pin map")
	}
	for _, p := range append(b.SeatButtons, b.TableButton) {
		if p.Pull() != gpio.PullUp || p.Read() != gpio.High {
			t.Errorf("%s: pull %v level %v, want pull-up and high (released)", p, p.Pull(), p.Read())
		}
	}
	for _, p := range append(b.SeatLEDs, b.StatusLED) {
		if p.Read() != gpio.Low {
			t.Errorf("%s starts lit", p)
		}
	}
}

func TestBenchTapAndLongPress(t *testing.T) {
	b := newBench(t, hw.DefaultPinMap())
	b.Tap(hw.Seat(1), 200*time.Millisecond)
	b.Advance(300 * time.Millisecond)
	b.Tap(hw.TableButton, 2*time.Second)
	got := b.Presses()
	if len(got) != 2 {
		t.Fatalf("got %v", got)
	}
	if got[0].Source != hw.Seat(1) || got[0].Kind != hw.Short {
		t.Errorf("first press %v, want seat 2 short", got[0])
	}
	if got[1].Source != hw.TableButton || got[1].Kind != hw.Long {
		t.Errorf("second press %v, want table long", got[1])
	}
}

func TestBenchBouncyButton(t *testing.T) {
	b := newBench(t, hw.DefaultPinMap())
	// Contact chatter, 2 ms per level, read by the panel every 10 ms tick.
	for i := 0; i < 20; i++ {
		b.Set(hw.Seat(4), i%2 == 0)
		b.Advance(2 * time.Millisecond)
	}
	b.Set(hw.Seat(4), true)
	b.Advance(300 * time.Millisecond)
	for i := 0; i < 20; i++ {
		b.Set(hw.Seat(4), i%2 == 1)
		b.Advance(2 * time.Millisecond)
	}
	b.Set(hw.Seat(4), false)
	b.Advance(300 * time.Millisecond)
	if got := b.Presses(); len(got) != 1 || got[0].Source != hw.Seat(4) || got[0].Kind != hw.Short {
		t.Fatalf("got %v, want exactly one short press of seat 5", got)
	}
}

func TestBenchStuckButton(t *testing.T) {
	b := newBench(t, hw.DefaultPinMap())
	b.Set(hw.Seat(0), true)
	b.Advance(30 * time.Second)
	if s := b.Panel.Stuck(); len(s) != 1 || s[0] != hw.Seat(0) {
		t.Errorf("Stuck() = %v", s)
	}
	b.Set(hw.Seat(0), false)
	b.Advance(time.Second)
	if got := b.Presses(); len(got) != 1 || got[0].Kind != hw.Long {
		t.Fatalf("a 30 s hold gave %v, want one Long", got)
	}
	if s := b.Panel.Stuck(); len(s) != 0 {
		t.Errorf("still stuck after release: %v", s)
	}
}

func TestBenchLEDLevels(t *testing.T) {
	b := newBench(t, hw.DefaultPinMap())
	b.Panel.SetSeatLED(0, hw.On)
	b.Panel.SetSeatLED(2, hw.SlowBlink)
	b.Panel.SetStatusLED(hw.FastBlink)
	// The bench starts on a whole second: slow blink lit for 500 ms, fast
	// blink lit for 125 ms, then dark.
	b.Advance(hw.DefaultTick)
	if !b.SeatLit(0) || !b.SeatLit(2) || b.SeatLit(1) || !b.StatusLit() {
		t.Fatalf("at 10 ms: seat1 %v seat3 %v seat2 %v status %v", b.SeatLit(0), b.SeatLit(2), b.SeatLit(1), b.StatusLit())
	}
	b.Advance(190 * time.Millisecond) // 200 ms
	if !b.SeatLit(2) || b.StatusLit() {
		t.Errorf("at 200 ms: slow %v (want lit), fast %v (want dark)", b.SeatLit(2), b.StatusLit())
	}
	b.Advance(400 * time.Millisecond) // 600 ms
	if b.SeatLit(2) || !b.SeatLit(0) {
		t.Errorf("at 600 ms: slow %v (want dark), on %v", b.SeatLit(2), b.SeatLit(0))
	}

	// Count slow-blink edges over ten seconds: two a second.
	changes, prev := 0, b.SeatLit(2)
	for i := 0; i < 1000; i++ {
		b.Advance(hw.DefaultTick)
		if l := b.SeatLit(2); l != prev {
			changes++
			prev = l
		}
	}
	if changes != 20 {
		t.Errorf("slow blink changed %d times in 10 s, want 20", changes)
	}

	b.Panel.SetSeatLED(0, hw.Off)
	b.Advance(hw.DefaultTick)
	if b.SeatLit(0) {
		t.Error("seat 1 still lit after Off")
	}
}

func TestBenchChase(t *testing.T) {
	pins := hw.DefaultPinMap()
	pins.SeatButtons, pins.SeatLEDs = pins.SeatButtons[:4], pins.SeatLEDs[:4]
	b := newBench(t, pins)
	b.Panel.SetSeatLED(1, hw.On)
	b.Panel.SetChase(true)
	order := []int{}
	for i := 0; i < 80; i++ { // 800 ms: more than one round of 4 × 150 ms
		b.Advance(hw.DefaultTick)
		lit := -1
		for s := 0; s < 4; s++ {
			if b.SeatLit(s) {
				if lit != -1 {
					t.Fatalf("two LEDs lit at once during the chase")
				}
				lit = s
			}
		}
		if len(order) == 0 || order[len(order)-1] != lit {
			order = append(order, lit)
		}
	}
	want := []int{0, 1, 2, 3, 0, 1}
	if len(order) != len(want) {
		t.Fatalf("chase order %v, want %v", order, want)
	}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("chase order %v, want %v", order, want)
		}
	}
	b.Panel.SetChase(false)
	b.Advance(hw.DefaultTick)
	if !b.SeatLit(1) || b.SeatLit(0) || b.SeatLit(2) {
		t.Error("seat patterns not back after the chase")
	}
}

func TestBenchSignalsEndToEnd(t *testing.T) {
	b := newBench(t, hw.DefaultPinMap())
	ts := hw.TurnSignal{Phase: hw.PhaseSchemin, Players: 3, Active: 2, HandoffWaiting: true}
	hw.Show(b.Panel, hw.Signals(ts))
	b.Advance(hw.DefaultTick)
	if !b.SeatLit(2) || b.SeatLit(0) || !b.StatusLit() {
		t.Error("seat 3 should be blinking (lit now), status on")
	}
	// Seat 1 presses: not allowed to reveal. Seat 3 presses: allowed.
	b.Tap(hw.Seat(0), 100*time.Millisecond)
	b.Advance(300 * time.Millisecond)
	b.Tap(hw.Seat(2), 100*time.Millisecond)
	var allowed []hw.Source
	for _, p := range b.Presses() {
		if n, ok := p.Source.Seat(); ok && hw.AllowedReveal(ts, n) {
			allowed = append(allowed, p.Source)
		}
	}
	if len(allowed) != 1 || allowed[0] != hw.Seat(2) {
		t.Errorf("allowed reveals %v, want seat 3 only", allowed)
	}
}

func TestBenchClose(t *testing.T) {
	b := newBench(t, hw.DefaultPinMap())
	b.Panel.SetSeatLED(0, hw.On)
	b.Panel.SetStatusLED(hw.On)
	b.Advance(hw.DefaultTick)
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if b.SeatLit(0) || b.StatusLit() {
		t.Error("LEDs lit after Close")
	}
	b.Set(hw.Seat(0), true)
	b.Advance(time.Second) // Step after Close does nothing
	if _, ok := <-b.Panel.Presses(); ok {
		t.Error("Presses open after Close")
	}
	if err := b.Close(); err != nil {
		t.Error("second Close:", err)
	}
}

func TestBenchRejectsBadPinMap(t *testing.T) {
	pins := hw.DefaultPinMap()
	pins.TableButton = pins.SeatButtons[0]
	if _, err := New(pins); !errors.Is(err, hw.ErrNoPanel) {
		t.Fatalf("got %v", err)
	}
}

func TestInstallerCheckOnBench(t *testing.T) {
	// The bench has no person at it, so drive the check from a goroutine
	// that presses each button once its LED pin goes high.
	pins := hw.DefaultPinMap()
	pins.SeatButtons, pins.SeatLEDs = pins.SeatButtons[:2], pins.SeatLEDs[:2]
	b := newBench(t, pins)
	done := make(chan error, 1)
	var out safeBuffer
	go func() { done <- hw.RunInstallerCheck(b.Panel, pins, &out, time.Hour) }()
	pressed := map[int]bool{}
	giveUp := time.Now().Add(time.Minute) // only so a broken check cannot hang the run
	for {
		if time.Now().After(giveUp) {
			t.Fatalf("the check did not finish; output so far:\n%s", out.String())
		}
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			if len(pressed) != 3 {
				t.Errorf("pressed %v", pressed)
			}
			return
		default:
		}
		b.Advance(hw.DefaultTick)
		for s := range b.SeatLEDs {
			if b.SeatLit(s) && !pressed[s] {
				pressed[s] = true
				b.Tap(hw.Seat(s), 100*time.Millisecond)
			}
		}
		if b.StatusLit() && !pressed[-1] {
			pressed[-1] = true
			b.Tap(hw.TableButton, 100*time.Millisecond)
		}
		time.Sleep(time.Millisecond) // let the check goroutine run
	}
}
