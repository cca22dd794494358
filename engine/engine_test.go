package engine_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"

	"colt/engine"
)

// TestCoreStandardLibraryOnly: the core imports nothing but the standard
// library (the rulesets depend on it, never the other way round).
func TestCoreStandardLibraryOnly(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{.Standard}}", "colt/engine").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	for _, line := range lines {
		path, std, _ := strings.Cut(line, " ")
		if path != "colt/engine" && std != "true" {
			t.Errorf("the core depends on %s", path)
		}
	}
	if !strings.Contains("\n"+string(out), "\ncolt/engine false") {
		t.Fatalf("go list did not list the core:\n%s", out)
	}
}

// TestShuffleDrawsLikeIntn: Shuffle makes exactly the draws of the
// Fisher–Yates loop written with Intn (records replay through it).
func TestShuffleDrawsLikeIntn(t *testing.T) {
	for seed := uint64(0); seed < 500; seed++ {
		for n := 0; n <= 70; n += 7 {
			a, b := make([]int, n), make([]int, n)
			for i := range a {
				a[i], b[i] = i, i
			}
			ra, rb := engine.NewRNG(seed), engine.NewRNG(seed)
			for j := n - 1; j > 0; j-- {
				k := ra.Intn(j + 1)
				a[j], a[k] = a[k], a[j]
			}
			engine.Shuffle(&rb, b)
			if ra != rb || !slices.Equal(a, b) {
				t.Fatalf("seed %d, %d items: %v / %v, state %x / %x", seed, n, a, b, ra.Seed(), rb.Seed())
			}
		}
	}
}
