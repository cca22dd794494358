//go:build !unix

package kiosk

import "os"

// stickMounted, where mount points cannot be told apart, only checks that
// the export folder exists.
func stickMounted(dir string) error {
	if _, err := os.Stat(dir); err != nil {
		return errNoStick
	}
	return nil
}
