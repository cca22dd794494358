// Package hw drives the seat buttons and LEDs of a Colt Express table.
//
// Each seat (up to seven) has a push button and an LED; the table has one more
// button (the table button, which advances the game) and a status LED. The
// package has four parts:
//
//   - Panel, the small interface the kiosk talks to: set a Pattern on a seat
//     LED or the status LED, run a chase, and read Presses.
//   - Implementations of Panel: GPIOPanel over any periph.io gpio pins, Open
//     for the Raspberry Pi 40-pin header through the GPIO character device
//     (Pi 4 and Pi 5), Fake for tests of other packages, and Keys, a keyboard
//     stand-in for desktops. The hwtest subpackage builds a GPIOPanel on
//     periph's gpiotest pins.
//   - Pure logic with an injected Clock: Button turns raw contact levels into
//     Short and Long presses (debounce, long press, stuck buttons, rate
//     limit); Pattern.Lit says whether an LED is lit at an instant.
//   - Meaning: Signals maps a TurnSignal (what the engine says is going on)
//     to the patterns every LED shows, and AllowedReveal says which button
//     presses count, so that no panel ever decides a rule.
//
// Seats are numbered from 0 in code (Seat(0) is the first seat) and from 1 in
// everything shown to people ("seat 1").
//
// The wiring and the default pin map are described in docs/wiring.md.
package hw
