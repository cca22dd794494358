//go:build !linux

package hw

import "runtime"

// Open opens the seat panel on the Raspberry Pi 40-pin header. Only Linux
// has the GPIO character device, so here it always fails with an error
// wrapping ErrNoPanel; use Keys for a keyboard stand-in.
func Open(pins PinMap, opts Options) (*GPIOPanel, error) {
	if err := pins.Validate(); err != nil {
		return nil, err
	}
	return nil, errNoPanelf("no GPIO on %s: the seat panel needs Linux on a Raspberry Pi; use the keyboard instead (keys 1–6 for the seats, Space for the table button)", runtime.GOOS)
}
