// Package cputime tells the CPU time a program has used so far, for the
// first-frame log lines of the kiosk and of the bare-window bench
// (ui/kiosk/bench/startup.sh reads both: on a busy machine CPU time varies
// far less than the time on the clock).
package cputime
