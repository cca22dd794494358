package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"colt/mqtt/mosquitto"
)

// TestMosquittoACLScreens: `colt mosquitto-acl --screen NAME` writes a login
// of its own for each café screen and no shared public login; the removed
// --spectators says what to use instead (issue 25 item 2).
func TestMosquittoACLScreens(t *testing.T) {
	dir := t.TempDir()
	if err := runMosquittoACL([]string{"--table", "t1", "--screen", "bar,tv", "--out", dir}); err != nil {
		t.Fatal(err)
	}
	pw, err := os.ReadFile(filepath.Join(dir, mosquitto.PasswdFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\nkiosk-t1:$7$", "\nscreen-bar:$7$", "\nscreen-tv:$7$"} {
		if !strings.Contains(string(pw), want) {
			t.Errorf("passwd lacks %q:\n%s", want, pw)
		}
	}
	if strings.Contains(string(pw), "spectator") {
		t.Errorf("passwd still has a spectator login:\n%s", pw)
	}
	err = runMosquittoACL([]string{"--table", "t1", "--spectators", "4", "--out", dir})
	if err == nil || !strings.Contains(err.Error(), "--screen NAME") {
		t.Fatalf("--spectators: %v", err)
	}
}
