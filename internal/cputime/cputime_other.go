//go:build !unix

package cputime

// SoFar tells the CPU time the program has used; unknown here.
func SoFar() string { return "CPU time unknown" }
