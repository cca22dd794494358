package super_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestStandardLibraryOnly enforces docs/design.md rule 1 for this package, as
// engine/express/deps_test.go does for the Express engine: engine/super
// imports nothing but the standard library and the shared core
// (colt/engine) — not Colt Express — and never net.
func TestStandardLibraryOnly(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go tool is needed to list dependencies: %v", err)
	}
	out, err := exec.Command(goBin, "list", "-deps", "-f", "{{.ImportPath}} {{.Standard}}", "colt/engine/super").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, std, _ := strings.Cut(line, " ")
		n++
		switch {
		case path == "colt/engine/super", path == "colt/engine":
		case std != "true":
			t.Errorf("engine/super depends on %s; only the standard library is allowed", path)
		case path == "net" || strings.HasPrefix(path, "net/"):
			t.Errorf("engine/super depends on %s", path)
		}
	}
	if n < 5 {
		t.Errorf("go list gave %d packages; the check saw nothing", n)
	}
}
