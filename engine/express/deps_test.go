package express_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestEngineDependencies enforces docs/design.md rule 1: the rules packages import
// only the standard library (and each other), and nothing under engine/
// imports fyne, periph, an MQTT library or net.
func TestEngineDependencies(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go tool is needed to list dependencies: %v", err)
	}
	list := func(pkgs ...string) []string {
		args := append([]string{"list", "-deps", "-f", "{{.ImportPath}} {{.Standard}}"}, pkgs...)
		out, err := exec.Command(goBin, args...).CombinedOutput()
		if err != nil {
			t.Fatalf("go list: %v\n%s", err, out)
		}
		return strings.Split(strings.TrimSpace(string(out)), "\n")
	}
	rules := []string{"colt/engine", "colt/engine/express", "colt/engine/express/cards", "colt/engine/bot", "colt/engine/bot/arena"}
	if _, err := exec.Command(goBin, "list", "colt/engine/super").CombinedOutput(); err == nil {
		rules = append(rules, "colt/engine/super")
	}
	for _, line := range list(rules...) {
		path, std, _ := strings.Cut(line, " ")
		if std == "true" {
			continue
		}
		if !strings.HasPrefix(path, "colt/engine") || strings.HasPrefix(path, "colt/engine/table") {
			t.Errorf("rules packages depend on %s (only the standard library is allowed)", path)
		}
	}
	for _, line := range list("colt/engine/...") {
		path, _, _ := strings.Cut(line, " ")
		for _, banned := range []string{"fyne.io/", "periph.io/", "github.com/eclipse/paho", "github.com/mochi-mqtt"} {
			if strings.HasPrefix(path, banned) {
				t.Errorf("engine/... depends on %s", path)
			}
		}
		if path == "net" || strings.HasPrefix(path, "net/") {
			t.Errorf("engine/... depends on %s", path)
		}
	}
}
