package config

import (
	"os"
	"strings"
	"testing"
)

// TestREADMEGivesTheDefaultPIN: a newcomer meeting the PIN pad finds the
// default operator PIN, and how to change it, in the README (issue 22,
// item 12).
func TestREADMEGivesTheDefaultPIN(t *testing.T) {
	b, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	pin := Default().OperatorPIN
	for _, want := range []string{"default PIN is **" + pin + "**", "operator_pin", "/etc/colt/kiosk.toml", "export_dir"} {
		if !strings.Contains(readme, want) {
			t.Errorf("README.md lacks %q", want)
		}
	}
}
