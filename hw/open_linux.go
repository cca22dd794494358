//go:build linux

package hw

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"periph.io/x/conn/v3/gpio"
	"periph.io/x/host/v3"
	"periph.io/x/host/v3/gpioioctl"
)

// Open opens the seat panel wired to the Raspberry Pi 40-pin header as pins
// says, through the Linux GPIO character device (periph.io gpioioctl), which
// works on the Pi 4 and the Pi 5 alike. Every error wraps ErrNoPanel and says
// what to do; the kiosk logs it and runs on without the panel.
func Open(pins PinMap, opts Options) (*GPIOPanel, error) {
	if err := pins.Validate(); err != nil {
		return nil, err
	}
	devs, _ := filepath.Glob("/dev/gpiochip*")
	if len(devs) == 0 {
		return nil, errNoPanelf("/dev/gpiochip* not found (this is not a Raspberry Pi, or its GPIO driver is not loaded)")
	}
	if err := canOpenOne(devs); err != nil {
		return nil, err
	}
	if _, err := host.Init(); err != nil {
		return nil, errNoPanelf("starting the periph.io drivers failed: %v", err)
	}
	chip, err := findChip(pins.Chip, gpioioctl.Chips)
	if err != nil {
		return nil, err
	}

	var lines []*gpioioctl.GPIOLine
	release := func() {
		for _, l := range lines {
			l.Close()
		}
	}
	line := func(bcm int, what string) (*gpioioctl.GPIOLine, error) {
		if bcm < 0 || bcm >= chip.LineCount() {
			return nil, errNoPanelf("%s: GPIO%d is not on chip %s %q (it has %d lines); set chip in the [gpio] section of kiosk.toml to the header's chip",
				what, bcm, chip.Name(), chip.Label(), chip.LineCount())
		}
		l := chip.ByNumber(bcm)
		if c := l.Consumer(); c != "" {
			return nil, errNoPanelf("%s: %s is already used by %q; free it (a dtoverlay in config.txt, or another program) or move the wire and change the [gpio] pin map in kiosk.toml",
				what, describePin(bcm), c)
		}
		lines = append(lines, l)
		return l, nil
	}

	var set PinSet
	fail := func(err error) (*GPIOPanel, error) {
		release()
		return nil, err
	}
	for i, bcm := range pins.SeatButtons {
		l, err := line(bcm, fmt.Sprintf("seat %d button", i+1))
		if err != nil {
			return fail(err)
		}
		set.SeatButtons = append(set.SeatButtons, l)
	}
	for i, bcm := range pins.SeatLEDs {
		l, err := line(bcm, fmt.Sprintf("seat %d LED", i+1))
		if err != nil {
			return fail(err)
		}
		set.SeatLEDs = append(set.SeatLEDs, l)
	}
	if pins.TableButton != NotWired {
		l, err := line(pins.TableButton, "table button")
		if err != nil {
			return fail(err)
		}
		set.TableButton = l
	}
	if pins.StatusLED != NotWired {
		l, err := line(pins.StatusLED, "status LED")
		if err != nil {
			return fail(err)
		}
		set.StatusLED = l
	}
	set.Release = release

	p, err := NewGPIOPanel(set, pins.ButtonConfig(), opts)
	if err != nil {
		return nil, explainLineError(err)
	}
	p.logf("seat panel on %s %q: %d seats", chip.Name(), chip.Label(), pins.Seats())
	return p, nil
}

// canOpenOne checks that at least one GPIO chip device can be opened, to turn
// a permission problem into one clear error (periph only logs it).
func canOpenOne(devs []string) error {
	var first error
	var firstDev string
	for _, d := range devs {
		f, err := os.Open(d)
		if err == nil {
			f.Close()
			return nil
		}
		if first == nil {
			first, firstDev = err, d
		}
	}
	if errors.Is(first, fs.ErrPermission) {
		return errNoPanelf("no permission to open %s; add the kiosk's user to the gpio group (sudo usermod -aG gpio <user>) and log in again", firstDev)
	}
	return errNoPanelf("%v", first)
}

// findChip picks the GPIO chip of the 40-pin header (see pickChip).
func findChip(want string, chips []*gpioioctl.GPIOChip) (*gpioioctl.GPIOChip, error) {
	infos := make([]chipInfo, len(chips))
	for i, c := range chips {
		infos[i] = chipInfo{name: c.Name(), label: c.Label(), path: c.Path()}
	}
	i, err := pickChip(want, infos)
	if err != nil {
		return nil, err
	}
	return chips[i], nil
}

// explainLineError adds what to do to a driver error from NewGPIOPanel.
func explainLineError(err error) error {
	var pe *PinError
	if !errors.As(err, &pe) {
		return err
	}
	msg := pe.Err.Error()
	switch {
	case strings.Contains(msg, "busy"):
		return fmt.Errorf("%w: another program or kernel driver holds the line (gpioinfo shows which); stop it, or move the wire and change the [gpio] pin map in kiosk.toml", err)
	case strings.Contains(msg, "permission denied"), strings.Contains(msg, "not permitted"):
		return fmt.Errorf("%w: add the kiosk's user to the gpio group (sudo usermod -aG gpio <user>) and log in again", err)
	}
	return err
}

var _ gpio.PinIO = (*gpioioctl.GPIOLine)(nil)
