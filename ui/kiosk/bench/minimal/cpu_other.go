//go:build !unix

package main

// cpuSoFar tells the CPU time the program has used; unknown here.
func cpuSoFar() string { return "CPU time unknown" }
