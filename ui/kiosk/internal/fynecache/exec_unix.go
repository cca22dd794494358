//go:build unix

package fynecache

import (
	"os"
	"runtime/debug"
	"syscall"
)

// Short runs this test binary again with FYNE_CACHE set to Expiry when the
// environment sets none (Fyne reads it before TestMain can), and returns
// when it is already set; without GOMEMLIMIT it sets MemoryLimit. Call it
// first thing in TestMain.
func Short() {
	if _, set := os.LookupEnv("GOMEMLIMIT"); !set {
		debug.SetMemoryLimit(MemoryLimit)
	}
	if _, set := os.LookupEnv("FYNE_CACHE"); set {
		return
	}
	exe, err := os.Executable()
	if err != nil {
		return // the default cache: heavier, still correct
	}
	// Exec returns only on failure: then the tests go on with the default cache
	_ = syscall.Exec(exe, os.Args, append(os.Environ(), "FYNE_CACHE="+Expiry))
}
