package engine_test

import (
	"os/exec"
	"strings"
	"testing"
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
