package main

import (
	"strings"
	"testing"
)

// TestSimSuper: `colt sim --game super` plays and checks Colt Super Express
// games, and refuses what Colt Super Express does not have with a sentence
// saying what to change.
func TestSimSuper(t *testing.T) {
	if err := runSim([]string{"--game", "super", "--players", "3", "--games", "50"}); err != nil {
		t.Fatalf("colt sim --game super --players 3: %v", err)
	}
	if err := runSim([]string{"--game", "super", "--games", "20"}); err != nil {
		t.Fatalf("colt sim --game super (7 players by default): %v", err)
	}
	for _, bad := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "super", "--players", "8"}, "3 to 7 players"},
		{[]string{"--game", "super", "--players", "2"}, "3 to 7 players"},
		{[]string{"--game", "super", "--rules", "experts"}, "drop --rules"},
		{[]string{"--game", "turbo"}, "choose express or super"},
	} {
		err := runSim(bad.args)
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("colt sim %v: %v, want an error saying %q", bad.args, err, bad.want)
		}
	}
	if err := runPlay([]string{"--game", "super"}); err == nil || !strings.Contains(err.Error(), "colt sim and colt bench do") {
		t.Errorf("colt play --game super: %v", err)
	}
}
