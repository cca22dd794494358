package hw

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

func TestDefaultPinMapIsValid(t *testing.T) {
	m := DefaultPinMap()
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	if m.Seats() != MaxSeats {
		t.Errorf("default has %d seats", m.Seats())
	}
	for _, u := range m.uses() {
		if _, bad := reserved[u.bcm]; bad {
			t.Errorf("default %s uses reserved GPIO%d", u.field, u.bcm)
		}
	}
	bc := m.ButtonConfig()
	if bc.Debounce != DefaultDebounce || bc.LongPress != DefaultLongPress {
		t.Errorf("button config %+v", bc)
	}
}

func TestHeaderPins(t *testing.T) {
	seen := map[int]int{}
	for bcm := 0; bcm <= 27; bcm++ {
		p, ok := HeaderPin(bcm)
		if !ok || p < 1 || p > 40 {
			t.Fatalf("GPIO%d: pin %d %v", bcm, p, ok)
		}
		if other, dup := seen[p]; dup {
			t.Fatalf("pin %d is both GPIO%d and GPIO%d", p, other, bcm)
		}
		seen[p] = bcm
	}
	for _, c := range []struct{ bcm, pin int }{{17, 11}, {4, 7}, {21, 40}, {2, 3}, {26, 37}} {
		if p, _ := HeaderPin(c.bcm); p != c.pin {
			t.Errorf("GPIO%d on pin %d, want %d", c.bcm, p, c.pin)
		}
	}
	if _, ok := HeaderPin(28); ok {
		t.Error("GPIO28 is not on the header")
	}
	if _, ok := HeaderPin(-1); ok {
		t.Error("-1 is not a pin")
	}
}

func TestPinMapValidate(t *testing.T) {
	tests := []struct {
		name   string
		change func(*PinMap)
		want   []string // substrings of the error; none = valid
	}{
		{"default", func(*PinMap) {}, nil},
		{"four seats", func(m *PinMap) { m.SeatButtons, m.SeatLEDs = m.SeatButtons[:4], m.SeatLEDs[:4] }, nil},
		{"no table button or status LED", func(m *PinMap) { m.TableButton, m.StatusLED = NotWired, NotWired }, nil},
		{"zero timings mean defaults", func(m *PinMap) { m.DebounceMS, m.LongPressMS = 0, 0 }, nil},
		{"duplicate", func(m *PinMap) { m.SeatLEDs[2] = 5 },
			[]string{"GPIO5 (pin 29) is used twice", "seat 1 button (seat_buttons[0])", "seat 3 LED (seat_leds[2])"}},
		{"physical pin number instead of BCM", func(m *PinMap) { m.SeatButtons[0] = 40 },
			[]string{"seat_buttons[0] = 40", "not a GPIO on the 40-pin header", "BCM"}},
		{"negative seat pin", func(m *PinMap) { m.SeatLEDs[1] = -1 }, []string{"seat_leds[1] = -1"}},
		{"I2C", func(m *PinMap) { m.StatusLED = 2 }, []string{"status_led = 2", "GPIO2 (pin 3) belongs to I2C", "pick a free pin"}},
		{"UART", func(m *PinMap) { m.TableButton = 14 }, []string{"table_button = 14", "UART"}},
		{"SPI allowed", func(m *PinMap) { m.TableButton = 8; m.AllowReserved = true }, nil},
		{"too many seats", func(m *PinMap) {
			m.SeatButtons = append(m.SeatButtons, 4)
			m.SeatLEDs = append(m.SeatLEDs, 7)
			m.AllowReserved = true
		}, []string{"at most 7 seats"}},
		{"no seats", func(m *PinMap) { m.SeatButtons, m.SeatLEDs = nil, nil }, []string{"seat_buttons is empty"}},
		{"LED count", func(m *PinMap) { m.SeatLEDs = m.SeatLEDs[:5] }, []string{"seat_leds lists 5 pins but seat_buttons lists 7"}},
		{"negative debounce", func(m *PinMap) { m.DebounceMS = -5 }, []string{"debounce_ms = -5"}},
		{"long press under debounce", func(m *PinMap) { m.DebounceMS, m.LongPressMS = 100, 150 }, []string{"long_press_ms (150)"}},
		{"several problems at once", func(m *PinMap) { m.SeatButtons[0] = 99; m.StatusLED = 3 },
			[]string{"seat_buttons[0] = 99", "status_led = 3"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := DefaultPinMap()
			tc.change(&m)
			err := m.Validate()
			if len(tc.want) == 0 {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatal("no error")
			}
			if !errors.Is(err, ErrNoPanel) {
				t.Error("error does not wrap ErrNoPanel")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestPinMapTOML(t *testing.T) {
	const doc = `
chip = "pinctrl-rp1"
seat_buttons = [5, 6, 13, 19]
seat_leds = [17, 27, 22, 23]
table_button = 16
status_led = -1
debounce_ms = 20
long_press_ms = 1200
`
	m := DefaultPinMap()
	if _, err := toml.Decode(doc, &m); err != nil {
		t.Fatal(err)
	}
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	if m.Chip != "pinctrl-rp1" || m.Seats() != 4 || m.StatusLED != NotWired || m.TableButton != 16 {
		t.Errorf("decoded %+v", m)
	}
	if bc := m.ButtonConfig(); bc.Debounce != ms(20) || bc.LongPress != ms(1200) {
		t.Errorf("button config %+v", bc)
	}
}

// TestDefaultPinMapMatchesShippedConfig keeps DefaultPinMap, docs/wiring.md
// and the [gpio] section of the shipped kiosk.toml telling the same story.
func TestDefaultPinMapMatchesShippedConfig(t *testing.T) {
	const path = "../cmd/internal/config/default.toml"
	var file struct {
		GPIO PinMap `toml:"gpio"`
	}
	if _, err := toml.DecodeFile(path, &file); err != nil {
		t.Skipf("cannot read the shipped config: %v", err)
	}
	got, want := file.GPIO, DefaultPinMap()
	if got.Chip != want.Chip || !slices.Equal(got.SeatButtons, want.SeatButtons) || !slices.Equal(got.SeatLEDs, want.SeatLEDs) ||
		got.TableButton != want.TableButton || got.StatusLED != want.StatusLED ||
		got.DebounceMS != want.DebounceMS || got.LongPressMS != want.LongPressMS {
		t.Errorf("%s [gpio] is %+v\nDefaultPinMap() is %+v\nchange both (and docs/wiring.md) together", path, got, want)
	}
}
