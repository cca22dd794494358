//go:build unix

package cputime

import (
	"regexp"
	"testing"
)

// TestSoFar: the line startup.sh reads, "N ms of CPU", grows with work done.
func TestSoFar(t *testing.T) {
	re := regexp.MustCompile(`^(\d+) ms of CPU$`)
	if !re.MatchString(SoFar()) {
		t.Fatalf("SoFar() = %q, want \"N ms of CPU\"", SoFar())
	}
}
