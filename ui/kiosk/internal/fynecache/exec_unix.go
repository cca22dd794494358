//go:build unix

package fynecache

import (
	"fmt"
	"os"
	"path/filepath"
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

// Turn waits until no other kiosk test binary of this machine runs its
// tests, and holds the turn until this process ends: the two packages that
// build thousands of kiosk screens (ui/kiosk and ui/kiosk/readcheck, each
// peaking near its MemoryLimit) then never run side by side, so `go test
// ./ui/kiosk/...` peaks at the larger of the two, not their sum. The turn
// is an exclusive flock on LockFile; the processes a test starts inherit
// it (TurnEnv), so a child of a binary holding it does not wait for its
// parent. Call it in TestMain after Short. It returns an error only when
// the lock file cannot be opened or locked; the tests may then run anyway.
func Turn() error {
	if os.Getenv(TurnEnv) != "" {
		return nil
	}
	f, err := os.OpenFile(LockFile(), os.O_RDWR|os.O_CREATE, 0o666)
	if err != nil {
		return fmt.Errorf("fynecache: the kiosk tests' turn: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return fmt.Errorf("fynecache: the kiosk tests' turn (%s): %w", f.Name(), err)
	}
	turn = f // held open (and so locked) until the process ends
	return os.Setenv(TurnEnv, fmt.Sprint(os.Getpid()))
}

// turn is the locked file while this process holds the turn.
var turn *os.File

// HeldHere reports whether the turn is held, by this process or by the
// test binary that started it: another open of the lock file cannot take
// it.
func HeldHere() bool {
	if turn == nil && os.Getenv(TurnEnv) == "" {
		return false
	}
	f, err := os.OpenFile(LockFile(), os.O_RDWR, 0)
	if err != nil {
		return false
	}
	defer f.Close()
	if syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		return false
	}
	return true
}

// LockFile is the turn's lock file, in the system's temporary folder.
func LockFile() string { return filepath.Join(os.TempDir(), "colt-kiosk-tests.lock") }
