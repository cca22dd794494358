// Package deploy holds the install and CI scripts; its tests check them.
package deploy

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestEveryGoTestHasATimeout (issue 25 item 3): on a fresh, busy 2-core
// machine go test's default 10-minute timeout killed the emulated leg, so
// every script that runs go test gives it an explicit -timeout sized for
// the slowest machine.
func TestEveryGoTestHasATimeout(t *testing.T) {
	scripts, err := filepath.Glob("../*/*.sh")
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob("../*/*/*.sh")
	deeper, _ := filepath.Glob("../*/*/*/*.sh")
	scripts = append(append(scripts, more...), deeper...)
	goTest := regexp.MustCompile(`(^|[\s;&|(])go test\b`)
	runs := 0
	for _, s := range scripts {
		if strings.Contains(s, "node_modules") {
			continue
		}
		b, err := os.ReadFile(s)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			code := strings.TrimSpace(line)
			if strings.HasPrefix(code, "#") || strings.HasPrefix(code, "log ") || strings.HasPrefix(code, "stage ") || !goTest.MatchString(code) {
				continue
			}
			runs++
			if !strings.Contains(code, "-timeout") {
				t.Errorf("%s:%d runs go test without an explicit -timeout: %s", s, i+1, code)
			}
		}
	}
	if runs < 5 {
		t.Fatalf("found only %d go test runs in %d scripts: is the glob right?", runs, len(scripts))
	}
}

// TestStagesPrintTheTotalTime (issue 25 item 3): deploy/test.sh prints each
// stage's time and the total at the end — when it passes and when a stage
// fails (the time of a failed run matters as much).
func TestStagesPrintTheTotalTime(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	for _, tc := range []struct {
		body, want string
		fails      bool
	}{
		{`stage "first"; true; stage "second"; true`, "==> demo: all tests passed in 0m0", false},
		{`set -e; stage "first"; true; stage "second"; false; stage "never"`, "==> demo: FAILED (exit 1) after 0m0", true},
	} {
		cmd := exec.Command("bash", "-c", `source ./stages.sh; stages_report_at_exit demo; `+tc.body)
		out, err := cmd.CombinedOutput()
		if (err != nil) != tc.fails {
			t.Errorf("%s: exit %v\n%s", tc.body, err, out)
		}
		got := string(out)
		for _, want := range []string{"==> times (demo)", "0m00s  first", "0m00s  second", tc.want} {
			if !strings.Contains(got, want) {
				t.Errorf("%s: the summary does not say %q:\n%s", tc.body, want, got)
			}
		}
		if strings.Contains(got, "s  never") {
			t.Errorf("a stage after the failure was timed:\n%s", got)
		}
	}
	b, err := os.ReadFile("test.sh")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `stages_report_at_exit "deploy/test.sh"`) {
		t.Error("deploy/test.sh does not report its stage times at exit")
	}
}
