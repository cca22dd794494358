//go:build unix

package launch

import (
	"fmt"
	"syscall"
)

// cpuSoFar tells the CPU time the program has used, for the first-frame
// log line (ui/kiosk/bench/startup.sh reads it: on a busy machine it
// varies far less than the time on the clock).
func cpuSoFar() string {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return "CPU time unknown"
	}
	ms := (ru.Utime.Nano() + ru.Stime.Nano()) / 1e6
	return fmt.Sprintf("%d ms of CPU", ms)
}
