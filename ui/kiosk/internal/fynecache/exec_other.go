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
