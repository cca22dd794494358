//go:build unix

package cputime

import (
	"fmt"
	"syscall"
)

// SoFar tells the CPU time the program has used, as "N ms of CPU".
func SoFar() string {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return "CPU time unknown"
	}
	ms := (ru.Utime.Nano() + ru.Stime.Nano()) / 1e6
	return fmt.Sprintf("%d ms of CPU", ms)
}
