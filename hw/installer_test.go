package hw

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

// wirer plays the person at the table: when an LED lights it presses the
// button the script names for it, or presses nothing and lets the wait run
// out on the fake clock.
type wirer struct {
	f      *Fake
	clock  *FakeClock
	wait   time.Duration
	script map[Source][]Press // what to press when src's LED lights; nil = nothing
	mu     sync.Mutex
	prev   Lights
	wg     sync.WaitGroup
}

func (w *wirer) onChange(l Lights) {
	w.mu.Lock()
	prev := w.prev
	w.prev = l
	w.mu.Unlock()
	lit := NoSource
	for s := range l.Seats {
		if l.Seats[s] == On && prev.Seats[s] != On {
			lit = Seat(s)
		}
	}
	if l.Status == On && prev.Status != On {
		lit = TableButton
	}
	if lit == NoSource {
		return
	}
	presses, scripted := w.script[lit]
	if !scripted {
		presses = []Press{{Source: lit, Kind: Short}}
	}
	answered := false
	for _, p := range presses {
		w.f.Push(p)
		answered = answered || p.Source == lit
	}
	if !answered {
		// Nobody presses the right button: let the wait run out once the
		// check has started waiting.
		w.wg.Add(1)
		go func() {
			defer w.wg.Done()
			w.clock.BlockUntil(1)
			w.clock.Advance(w.wait)
		}()
	}
}

func runCheck(t *testing.T, pins PinMap, script map[Source][]Press) (string, error, *Fake) {
	t.Helper()
	c := NewFakeClock(t0)
	f := NewFake(c)
	w := &wirer{f: f, clock: c, wait: 20 * time.Second, script: script}
	f.OnChange(w.onChange)
	var out strings.Builder
	err := runInstallerCheck(f, pins, &out, w.wait, c)
	w.wg.Wait()
	return out.String(), err, f
}

func TestInstallerCheckAllGood(t *testing.T) {
	out, err, f := runCheck(t, DefaultPinMap(), nil)
	if err != nil {
		t.Fatalf("error %v\n%s", err, out)
	}
	for _, want := range []string{
		"Seat 1: its LED on GPIO17 (pin 11) should be lit now. Press the seat 1 button on GPIO5 (pin 29)",
		"ok: seat 6 button works (short press)",
		"Seat 7: its LED on GPIO18 (pin 12) should be lit now. Press the seat 7 button on GPIO20 (pin 38)",
		"ok: seat 7 button works (short press)",
		"Table button: the status LED on GPIO12 (pin 32) should be lit now. Press the table button on GPIO16 (pin 36)",
		"ok: table button works",
		"All 8 buttons answered",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if f.Lights() != (Lights{}) {
		t.Errorf("LEDs left on: %+v", f.Lights())
	}
	// Each LED was lit on its own, in seat order, then the status LED.
	var order []string
	for _, l := range f.History() {
		for s, p := range l.Seats {
			if p == On {
				order = append(order, Seat(s).String())
			}
		}
		if l.Status == On {
			order = append(order, "status")
		}
	}
	if got := strings.Join(order, ","); got != "seat 1,seat 2,seat 3,seat 4,seat 5,seat 6,seat 7,status" {
		t.Errorf("lighting order %s", got)
	}
}

func TestInstallerCheckSwappedAndMissing(t *testing.T) {
	script := map[Source][]Press{
		// Seat 3's wire goes to seat 5's input: pressing at seat 3 shows
		// up as seat 5, and seat 3 never answers.
		Seat(2): {{Source: Seat(4), Kind: Short}},
		// The table button is not connected at all.
		TableButton: nil,
		// Seat 4 answers with a long press, after a stray table press.
		Seat(3): {{Source: TableButton, Kind: Short}, {Source: Seat(3), Kind: Long}},
	}
	out, err, _ := runCheck(t, DefaultPinMap(), script)
	if err == nil {
		t.Fatalf("no error\n%s", out)
	}
	for _, want := range []string{"seat 3 button", "table button", "docs/wiring.md"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	for _, want := range []string{
		"got the seat 5 button instead: are the wires of the seat 3 button and the seat 5 button swapped?",
		"nothing from the seat 3 button within 20s: check its wires (one leg to GPIO13 (pin 33), the other to GND)",
		"ok: seat 4 button works (long press)",
		"nothing from the table button within 20s",
		"2 of 8 buttons did not answer",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestInstallerCheckNoTableButton(t *testing.T) {
	pins := DefaultPinMap()
	pins.SeatButtons, pins.SeatLEDs = pins.SeatButtons[:3], pins.SeatLEDs[:3]
	pins.TableButton = NotWired
	out, err, _ := runCheck(t, pins, nil)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(out, "status LED on GPIO12 (pin 32) should stay lit") || !strings.Contains(out, "All 3 buttons answered") {
		t.Errorf("output:\n%s", out)
	}
}

func TestInstallerCheckPanelClosed(t *testing.T) {
	f := NewFake(nil)
	f.Close()
	var out strings.Builder
	err := runInstallerCheck(f, DefaultPinMap(), &out, time.Second, NewFakeClock(t0))
	if !errors.Is(err, errPanelClosed) {
		t.Fatalf("got %v, want the panel-closed error", err)
	}
}

func TestInstallerCheckBadPinMap(t *testing.T) {
	pins := DefaultPinMap()
	pins.StatusLED = 2
	err := RunInstallerCheck(NewFake(nil), pins, &strings.Builder{}, time.Second)
	if !errors.Is(err, ErrNoPanel) {
		t.Fatalf("got %v", err)
	}
}
