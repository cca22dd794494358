package hw

import (
	"testing"
	"time"
)

func drainAll(c <-chan Press) []Press {
	var out []Press
	for {
		select {
		case p, ok := <-c:
			if !ok {
				return out
			}
			out = append(out, p)
		default:
			return out
		}
	}
}

func TestKeySource(t *testing.T) {
	for name, want := range map[string]Source{"1": Seat(0), "6": Seat(5), "7": Seat(6), "Space": TableButton} {
		if got, ok := KeySource(name); !ok || got != want {
			t.Errorf("KeySource(%q) = %v, %v", name, got, ok)
		}
	}
	for _, name := range []string{"0", "8", "A", "Return", "", "11"} {
		if _, ok := KeySource(name); ok {
			t.Errorf("KeySource(%q) should be no button", name)
		}
	}
}

func TestKeysShortLongShift(t *testing.T) {
	c := NewFakeClock(t0)
	k := NewKeys(c, 1500*time.Millisecond)
	defer k.Close()

	// Tap seat 3.
	if !k.KeyDown("3") {
		t.Fatal("3 is a panel key")
	}
	c.Advance(ms(100))
	k.KeyUp("3")

	// Hold Space for two seconds, with auto-repeat key-downs meanwhile.
	k.KeyDown("Space")
	for i := 0; i < 10; i++ {
		c.Advance(ms(200))
		k.KeyDown("Space")
	}
	k.KeyUp("Space")

	// Shift+1: Long at once; the release adds nothing.
	if k.KeyDown("LeftShift") {
		t.Error("shift is not itself a panel key")
	}
	k.KeyDown("1")
	k.KeyUp("1")
	k.KeyUp("LeftShift")

	// Unknown keys are not ours.
	if k.KeyDown("A") || k.KeyUp("A") {
		t.Error("A is not a panel key")
	}

	got := drainAll(k.Presses())
	want := []Press{
		{Source: Seat(2), Kind: Short, At: t0.Add(ms(100))},
		{Source: TableButton, Kind: Long, At: t0.Add(ms(2100))},
		{Source: Seat(0), Kind: Long, At: t0.Add(ms(2100))},
	}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("press %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestKeysReset(t *testing.T) {
	k := NewKeys(NewFakeClock(t0), 0)
	k.KeyDown("RightShift")
	k.KeyDown("2")
	drainAll(k.Presses())
	k.Reset() // focus lost: the key-ups never come
	k.KeyUp("2")
	k.KeyDown("2")
	k.KeyUp("2")
	got := drainAll(k.Presses())
	if len(got) != 1 || got[0].Kind != Short {
		t.Fatalf("after Reset got %v, want one Short (shift forgotten)", got)
	}
}

func TestKeysLEDStrip(t *testing.T) {
	k := NewKeys(NewFakeClock(t0), 0)
	k.SetSeatLED(0, On)
	k.SetSeatLED(3, FastBlink)
	k.SetSeatLED(9, On) // no such seat: ignored
	k.SetStatusLED(Pulse)

	leds := k.LEDs()
	if len(leds) != MaxSeats || leds[0] != On || leds[3] != FastBlink || leds[1] != Off {
		t.Fatalf("LEDs() = %v", leds)
	}
	if k.StatusLED() != Pulse {
		t.Errorf("status %v", k.StatusLED())
	}
	if !k.Lit(0, t0) || !k.Lit(3, t0) || k.Lit(3, t0.Add(ms(130))) || k.Lit(1, t0) {
		t.Error("Lit does not follow the patterns")
	}
	if !k.StatusLit(t0) || k.StatusLit(t0.Add(ms(150))) {
		t.Error("StatusLit does not follow the pulse")
	}

	k.SetChase(true)
	lit := 0
	for s := 0; s < MaxSeats; s++ {
		if k.Lit(s, t0) {
			lit++
		}
	}
	if lit != 1 || !k.Lights().Chase {
		t.Errorf("chase lights %d LEDs, want 1", lit)
	}
	k.SetChase(false)
	if !k.Lit(0, t0) {
		t.Error("seat patterns not back after the chase")
	}
}

func TestKeysClose(t *testing.T) {
	k := NewKeys(nil, 0)
	k.SetSeatLED(0, On)
	if err := k.Close(); err != nil {
		t.Fatal(err)
	}
	if err := k.Close(); err != nil {
		t.Fatal("second Close:", err)
	}
	k.KeyDown("1")
	k.KeyUp("1")
	if _, ok := <-k.Presses(); ok {
		t.Error("Presses open after Close")
	}
	if k.LEDs()[0] != Off {
		t.Error("LEDs still on after Close")
	}
}
