package hw

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
)

// DefaultInstallerWait is how long RunInstallerCheck waits for each button
// when given no wait.
const DefaultInstallerWait = 20 * time.Second

// errPanelClosed is returned when the panel closes during the check.
var errPanelClosed = errors.New("installer check: the panel closed before the check finished")

// RunInstallerCheck walks the person wiring the table through every seat: it
// lights that seat's LED, waits up to wait (0 means 20 s) for that seat's
// button, and prints to out what it saw, including presses of the wrong
// button (wires swapped) and buttons that never answered. Then it does the
// same for the status LED and the table button. It returns an error naming
// every button that did not answer. `colt hw-test` runs it.
func RunInstallerCheck(panel Panel, pins PinMap, out io.Writer, wait time.Duration) error {
	return runInstallerCheck(panel, pins, out, wait, SystemClock())
}

type checkStep struct {
	src    Source
	light  func(on bool)
	ledPin int // NotWired if none
	btnPin int
}

func runInstallerCheck(panel Panel, pins PinMap, out io.Writer, wait time.Duration, clock Clock) error {
	if err := pins.Validate(); err != nil {
		return err
	}
	if wait <= 0 {
		wait = DefaultInstallerWait
	}
	Show(panel, Lights{})
	defer Show(panel, Lights{})

	var steps []checkStep
	for i := range pins.SeatButtons {
		steps = append(steps, checkStep{
			src:    Seat(i),
			light:  func(on bool) { panel.SetSeatLED(i, onOff(on)) },
			ledPin: pins.SeatLEDs[i],
			btnPin: pins.SeatButtons[i],
		})
	}
	if pins.TableButton != NotWired {
		steps = append(steps, checkStep{
			src:    TableButton,
			light:  func(on bool) { panel.SetStatusLED(onOff(on)) },
			ledPin: pins.StatusLED,
			btnPin: pins.TableButton,
		})
	} else if pins.StatusLED != NotWired {
		fmt.Fprintf(out, "There is no table button; the status LED on %s should stay lit through the whole check.\n", describePin(pins.StatusLED))
		panel.SetStatusLED(On)
	}

	fmt.Fprintf(out, "Seat panel check: %d buttons. Each LED lights in turn; press the button it asks for within %v.\n", len(steps), wait)
	if s, ok := panel.(interface{ Stuck() []Source }); ok {
		for _, src := range s.Stuck() {
			fmt.Fprintf(out, "Warning: %s reads as held down; release it, or check its wire is not touching GND.\n", buttonName(src))
		}
	}

	var missing []string
	for _, st := range steps {
		drain(panel.Presses())
		led := "its LED"
		if st.src == TableButton {
			led = "the status LED"
		}
		if st.ledPin == NotWired {
			led = "there is no LED to light"
		} else {
			led += " on " + describePin(st.ledPin) + " should be lit now"
		}
		fmt.Fprintf(out, "%s: %s. Press the %s on %s...\n", capitalize(st.src.String()), led, buttonName(st.src), describePin(st.btnPin))
		st.light(true)
		ok, err := awaitPress(panel.Presses(), st.src, out, clock.NewTimer(wait))
		st.light(false)
		if err != nil {
			return err
		}
		if !ok {
			fmt.Fprintf(out, "  nothing from the %s within %v: check its wires (one leg to %s, the other to GND).\n",
				buttonName(st.src), wait, describePin(st.btnPin))
			missing = append(missing, buttonName(st.src))
		}
	}

	if len(missing) > 0 {
		fmt.Fprintf(out, "%d of %d buttons did not answer.\n", len(missing), len(steps))
		return fmt.Errorf("installer check: these buttons did not answer: %s; check their wiring against docs/wiring.md and run the check again",
			strings.Join(missing, ", "))
	}
	fmt.Fprintf(out, "All %d buttons answered. An LED that did not light: check its resistor, and that its long leg goes to the GPIO pin.\n", len(steps))
	return nil
}

// awaitPress waits for a press of want until timer fires, reporting presses
// of other buttons on the way. Presses already waiting when the timer fires
// still count.
func awaitPress(presses <-chan Press, want Source, out io.Writer, timer Timer) (bool, error) {
	defer timer.Stop()
	seen := func(p Press) bool {
		if p.Source == want {
			fmt.Fprintf(out, "  ok: %s works (%s press).\n", buttonName(want), p.Kind)
			return true
		}
		fmt.Fprintf(out, "  got the %s instead: are the wires of the %s and the %s swapped? Still waiting for the %s.\n",
			buttonName(p.Source), buttonName(want), buttonName(p.Source), buttonName(want))
		return false
	}
	for {
		select {
		case p, ok := <-presses:
			if !ok {
				return false, errPanelClosed
			}
			if seen(p) {
				return true, nil
			}
		case <-timer.C():
			for {
				select {
				case p, ok := <-presses:
					if !ok {
						return false, errPanelClosed
					}
					if seen(p) {
						return true, nil
					}
				default:
					return false, nil
				}
			}
		}
	}
}

func drain(presses <-chan Press) {
	for {
		select {
		case _, ok := <-presses:
			if !ok {
				return
			}
		default:
			return
		}
	}
}

func onOff(on bool) Pattern {
	if on {
		return On
	}
	return Off
}

// buttonName is "seat 2 button" or "table button".
func buttonName(s Source) string {
	if _, ok := s.Seat(); ok {
		return s.String() + " button"
	}
	return s.String()
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
