package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// captureStdout runs f and returns what it wrote to standard output.
func captureStdout(t *testing.T, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stdout
	os.Stdout = w
	done := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		done <- string(b)
	}()
	defer func() { os.Stdout = old }()
	f()
	w.Close()
	os.Stdout = old
	return <-done
}

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

// TestReplaySuperRecord: `colt replay` recognises a Colt Super Express
// record by its rules version, replays it to the end, and refuses a wrong
// --players with a sentence.
func TestReplaySuperRecord(t *testing.T) {
	p := filepath.Join("..", "..", "engine", "super", "testdata", "example-record.json")
	out := captureStdout(t, func() {
		if err := runReplay([]string{p}); err != nil {
			t.Fatal(err)
		}
	})
	if !strings.Contains(out, `"over": true`) || !strings.Contains(out, `"winners"`) {
		t.Fatalf("replay output lacks the end of the game:\n%.400s", out)
	}
	if err := runReplay([]string{"--players", "7", p}); err == nil || !strings.Contains(err.Error(), "player game, not 7") {
		t.Fatalf("wrong --players: %v", err)
	}
}
