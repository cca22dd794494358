//go:build !ci

package launch

// testDriver: without the ci tag the kiosk draws on a real display.
const testDriver = false
