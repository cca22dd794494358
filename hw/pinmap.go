package hw

import (
	"fmt"
	"strings"
	"time"
)

// NotWired, as the table button or status LED pin, means the table has none.
const NotWired = -1

// ChipAuto asks Open to find the Raspberry Pi header's GPIO chip itself.
const ChipAuto = "auto"

// PinMap says which GPIO line of the Raspberry Pi 40-pin header each button
// and LED is wired to, by BCM number (the "GPIO17" number, not the physical
// pin number). Its TOML keys are those of the [gpio] section of kiosk.toml;
// docs/wiring.md shows the default wiring.
type PinMap struct {
	// Chip is the GPIO chip the header is on: "auto" (or empty) to detect
	// it (pinctrl-rp1 on a Pi 5, pinctrl-bcm2711 on a Pi 4,
	// pinctrl-bcm2835 on older boards), or a chip name ("gpiochip0") or
	// label ("pinctrl-rp1").
	Chip string `toml:"chip"`
	// SeatButtons lists the button of seat 1, 2, ... (1 to 7 entries).
	// Buttons connect the pin to GND; the internal pull-up is used.
	SeatButtons []int `toml:"seat_buttons"`
	// SeatLEDs lists the LED of seat 1, 2, ...; one per seat button. LEDs
	// are active high: pin → resistor → LED → GND.
	SeatLEDs []int `toml:"seat_leds"`
	// TableButton is the button that advances the game, or -1 for none.
	TableButton int `toml:"table_button"`
	// StatusLED is the status LED, or -1 for none.
	StatusLED int `toml:"status_led"`
	// DebounceMS is the debounce time in milliseconds (0 = 30).
	DebounceMS int `toml:"debounce_ms"`
	// LongPressMS is how long a press must be held to be Long, in
	// milliseconds (0 = 1500).
	LongPressMS int `toml:"long_press_ms"`
	// AllowReserved permits pins of the I2C, SPI0, UART and HAT-EEPROM
	// buses, for a Pi where those buses are switched off. (The kiosk's
	// config file has no such key yet; Validate's messages do not offer it.)
	AllowReserved bool `toml:"allow_reserved"`
}

// DefaultPinMap returns the wiring of docs/wiring.md, the same as the
// [gpio] section of the shipped kiosk.toml: the seat LEDs on the upper half
// of the header (pins 11–22), the buttons on the lower half (pins 29–40),
// and the I2C, SPI0, UART and HAT-EEPROM pins left free.
//
//	seat       1   2   3   4   5   6   7   table/status
//	button     5   6  13  19  26  21  20   16
//	LED       17  27  22  23  24  25  18   12
func DefaultPinMap() PinMap {
	return PinMap{
		Chip:        ChipAuto,
		SeatButtons: []int{5, 6, 13, 19, 26, 21, 20},
		SeatLEDs:    []int{17, 27, 22, 23, 24, 25, 18},
		TableButton: 16,
		StatusLED:   12,
		DebounceMS:  int(DefaultDebounce / time.Millisecond),
		LongPressMS: int(DefaultLongPress / time.Millisecond),
	}
}

// Seats returns how many seats are wired.
func (m PinMap) Seats() int { return len(m.SeatButtons) }

// ButtonConfig returns the button timing the pin map asks for.
func (m PinMap) ButtonConfig() ButtonConfig {
	return ButtonConfig{
		Debounce:  time.Duration(m.DebounceMS) * time.Millisecond,
		LongPress: time.Duration(m.LongPressMS) * time.Millisecond,
	}.withDefaults()
}

// headerPins maps a BCM GPIO number to its physical pin on the 40-pin header.
var headerPins = [...]int{
	0: 27, 1: 28, 2: 3, 3: 5, 4: 7, 5: 29, 6: 31, 7: 26, 8: 24, 9: 21,
	10: 19, 11: 23, 12: 32, 13: 33, 14: 8, 15: 10, 16: 36, 17: 11, 18: 12, 19: 35,
	20: 38, 21: 40, 22: 15, 23: 16, 24: 18, 25: 22, 26: 37, 27: 13,
}

// HeaderPin returns the physical pin (1–40) of BCM GPIO bcm on the 40-pin
// header, and false if bcm is not on the header.
func HeaderPin(bcm int) (int, bool) {
	if bcm < 0 || bcm >= len(headerPins) {
		return 0, false
	}
	return headerPins[bcm], true
}

// reserved names the bus each reserved BCM pin belongs to.
var reserved = map[int]string{
	0:  "the HAT ID EEPROM bus (ID_SD)",
	1:  "the HAT ID EEPROM bus (ID_SC)",
	2:  "I2C (SDA, with a fixed 1.8 kΩ pull-up)",
	3:  "I2C (SCL, with a fixed 1.8 kΩ pull-up)",
	7:  "SPI0 (CE1)",
	8:  "SPI0 (CE0)",
	9:  "SPI0 (MISO)",
	10: "SPI0 (MOSI)",
	11: "SPI0 (SCLK)",
	14: "the serial console UART (TXD)",
	15: "the serial console UART (RXD)",
}

// pinUse is one pin of the map with a name people understand.
type pinUse struct {
	bcm   int
	what  string // "seat 2 button"
	field string // "seat_buttons[1]"
	opt   bool   // may be NotWired
}

func (m PinMap) uses() []pinUse {
	var u []pinUse
	for i, p := range m.SeatButtons {
		u = append(u, pinUse{p, fmt.Sprintf("seat %d button", i+1), fmt.Sprintf("seat_buttons[%d]", i), false})
	}
	for i, p := range m.SeatLEDs {
		u = append(u, pinUse{p, fmt.Sprintf("seat %d LED", i+1), fmt.Sprintf("seat_leds[%d]", i), false})
	}
	u = append(u, pinUse{m.TableButton, "table button", "table_button", true})
	u = append(u, pinUse{m.StatusLED, "status LED", "status_led", true})
	return u
}

// describePin formats a BCM pin for people: "GPIO17 (pin 11)".
func describePin(bcm int) string {
	if hp, ok := HeaderPin(bcm); ok {
		return fmt.Sprintf("GPIO%d (pin %d)", bcm, hp)
	}
	return fmt.Sprintf("GPIO%d", bcm)
}

// Validate checks the pin map and returns one error listing every problem,
// each with what to change; the error wraps ErrNoPanel.
func (m PinMap) Validate() error {
	var probs []string
	add := func(format string, a ...any) { probs = append(probs, fmt.Sprintf(format, a...)) }

	switch n := len(m.SeatButtons); {
	case n == 0:
		add("seat_buttons is empty: list the BCM pin of each seat's button (1 to %d seats)", MaxSeats)
	case n > MaxSeats:
		add("seat_buttons lists %d pins: a table has at most %d seats", n, MaxSeats)
	}
	if len(m.SeatLEDs) != len(m.SeatButtons) {
		add("seat_leds lists %d pins but seat_buttons lists %d: give each seat one button and one LED",
			len(m.SeatLEDs), len(m.SeatButtons))
	}
	seen := map[int]pinUse{}
	for _, u := range m.uses() {
		if u.opt && u.bcm == NotWired {
			continue
		}
		if _, ok := HeaderPin(u.bcm); !ok {
			hint := "use a BCM GPIO number from 0 to 27, not a physical pin number"
			if u.opt {
				hint += ", or -1 if there is none"
			}
			add("%s = %d (%s) is not a GPIO on the 40-pin header: %s", u.field, u.bcm, u.what, hint)
			continue
		}
		if bus, ok := reserved[u.bcm]; ok && !m.AllowReserved {
			add("%s = %d (%s): %s belongs to %s; pick a free pin (docs/wiring.md lists them)",
				u.field, u.bcm, u.what, describePin(u.bcm), bus)
		}
		if prev, ok := seen[u.bcm]; ok {
			add("%s is used twice, by %s (%s) and %s (%s): give each button and LED its own pin",
				describePin(u.bcm), prev.what, prev.field, u.what, u.field)
			continue
		}
		seen[u.bcm] = u
	}
	if m.DebounceMS < 0 || m.DebounceMS > 500 {
		add("debounce_ms = %d: use 0 (default %d) or 1–500", m.DebounceMS, DefaultDebounce.Milliseconds())
	}
	if m.LongPressMS < 0 || m.LongPressMS > 10000 {
		add("long_press_ms = %d: use 0 (default %d) or up to 10000", m.LongPressMS, DefaultLongPress.Milliseconds())
	} else if bc := m.ButtonConfig(); bc.LongPress <= 2*bc.Debounce {
		add("long_press_ms (%d) must be well above debounce_ms (%d)", bc.LongPress.Milliseconds(), bc.Debounce.Milliseconds())
	}
	if len(probs) == 0 {
		return nil
	}
	return fmt.Errorf("%w: the pin map in the [gpio] section of kiosk.toml is wrong:\n  - %s", ErrNoPanel, strings.Join(probs, "\n  - "))
}

// errNoPanelf returns an error wrapping ErrNoPanel.
func errNoPanelf(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrNoPanel, fmt.Sprintf(format, a...))
}
