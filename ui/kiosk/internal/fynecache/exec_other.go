//go:build !unix

package fynecache

import (
	"os"
	"runtime/debug"
)

// Short sets MemoryLimit (without GOMEMLIMIT); where a process cannot
// replace itself the tests run with Fyne's default cache (heavier, still
// correct).
func Short() {
	if _, set := os.LookupEnv("GOMEMLIMIT"); !set {
		debug.SetMemoryLimit(MemoryLimit)
	}
}

// Turn does nothing where there is no flock: the kiosk's test packages may
// run side by side (heavier, still correct).
func Turn() error { return nil }

// HeldHere reports false: there is no turn to hold.
func HeldHere() bool { return false }
