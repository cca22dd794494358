//go:build unix

package kiosk

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
)

// stickMounted reports whether a file system (a USB stick) is mounted at
// dir: dir exists and lies on another device than its parent folder. An
// export folder that is not a mount point is on the SD card: nothing may be
// written there (issue 22).
func stickMounted(dir string) error {
	dir = filepath.Clean(dir)
	here, err := os.Stat(dir)
	if err != nil {
		return errNoStick
	}
	up, err := os.Stat(filepath.Dir(dir))
	if err != nil || filepath.Dir(dir) == dir {
		return errNoStick
	}
	a, ok1 := here.Sys().(*syscall.Stat_t)
	b, ok2 := up.Sys().(*syscall.Stat_t)
	if !ok1 || !ok2 {
		return errors.New("cannot tell whether a USB stick is mounted")
	}
	if uint64(a.Dev) == uint64(b.Dev) {
		return errNoStick
	}
	return nil
}
