package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/engine/games"
	"colt/engine/super"
	"colt/engine/table"
)

// TestServeSuperExpress: `colt serve --game super` hosts a Colt Super
// Express game headless — the people's first legal stacks fed, the bots
// answering — to its end in the history; a record of it fed back with
// --feed starts and replays the same game; an unknown game is refused with
// the choices.
func TestServeSuperExpress(t *testing.T) {
	dir := t.TempDir()
	base := []string{"--no-phones", "--config", "", "--exit-when-over"}
	out := captureStdout(t, func() {
		err := runServe(append(base, "--data", dir, "--game", "super", "--players", "4", "--seed", "12", "--seats", "handoff,bot,bot-easy,phone", "--feed-auto"))
		if err != nil {
			t.Errorf("colt serve --game super: %v", err)
		}
	})
	if !strings.Contains(out, "ack ") {
		t.Fatalf("no command acknowledged:\n%s", out)
	}
	hist, warns := table.ReadHistory(filepath.Join(dir, "history"))
	if len(hist) != 1 || len(warns) != 0 || hist[0].Game != super.GameName || !hist[0].Finished {
		t.Fatalf("history %+v %v", hist, warns)
	}
	var res super.Result
	if err := json.Unmarshal(hist[0].Result, &res); err != nil || len(res.Winners) == 0 {
		t.Fatalf("result %s: %v", hist[0].Result, err)
	}
	if _, err := games.Replay(hist[0].Record); err != nil {
		t.Fatalf("the history record does not replay: %v", err)
	}

	// the history file fed to a fresh table plays the same game again
	dir2 := t.TempDir()
	captureStdout(t, func() {
		if err := runServe(append(base, "--data", dir2, "--feed", hist[0].File)); err != nil {
			t.Errorf("colt serve --feed a Colt Super Express history file: %v", err)
		}
	})
	hist2, _ := table.ReadHistory(filepath.Join(dir2, "history"))
	if len(hist2) != 1 || hist2[0].Game != super.GameName || string(hist2[0].Result) != string(hist[0].Result) {
		t.Fatalf("the fed game: %+v", hist2)
	}

	err := runServe(append(base, "--data", t.TempDir(), "--game", "chess", "--players", "3"))
	if err == nil || !strings.Contains(err.Error(), "express or super") {
		t.Fatalf("--game chess: %v", err)
	}
}

// TestServeRules (issue 25 item 5): `colt serve` starts a game with rules
// modules from --rules, as sim and bench do — the game's record (its
// journal header's setup) carries them — and refuses a bad combination or
// a stray --rules with the very sentence sim gives.
func TestServeRules(t *testing.T) {
	dir := t.TempDir()
	base := []string{"--no-phones", "--config", "", "--exit-when-over"}
	captureStdout(t, func() {
		err := runServe(append(base, "--data", dir, "--players", "4", "--rules", "teams,horses", "--seed", "25", "--seats", "phone,bot,handoff,bot-easy", "--feed-auto"))
		if err != nil {
			t.Errorf("colt serve --rules teams,horses: %v", err)
		}
	})
	hist, warns := table.ReadHistory(filepath.Join(dir, "history"))
	if len(hist) != 1 || len(warns) != 0 || !hist[0].Finished {
		t.Fatalf("history %+v %v", hist, warns)
	}
	var su express.Setup
	if err := json.Unmarshal(hist[0].Record.Setup, &su); err != nil {
		t.Fatalf("the record's setup %s: %v", hist[0].Record.Setup, err)
	}
	if su.Rules != express.RuleTeams|express.RuleHorses || su.Players != 4 || su.Seed != 25 {
		t.Fatalf("the game was not set up as asked: %s", hist[0].Record.Setup)
	}
	if _, err := games.Replay(hist[0].Record); err != nil {
		t.Fatalf("the history record does not replay: %v", err)
	}

	for _, bad := range [][]string{
		{"--players", "3", "--rules", "teams"},
		{"--players", "4", "--rules", "teams,two-bandits"},
		{"--players", "4", "--rules", "bogus"},
		{"--players", "4", "--rules", "experts,horses"},
		{"--players", "9"},
		{"--game", "super", "--players", "4", "--rules", "experts"},
		{"--game", "super", "--players", "2"},
		{"--game", "turbo", "--players", "4"},
	} {
		simErr := runSim(append([]string{"--games", "1"}, bad...))
		serveErr := runServe(append(append(base, "--data", t.TempDir()), bad...))
		if simErr == nil || serveErr == nil || serveErr.Error() != simErr.Error() {
			t.Errorf("%v: colt serve said %v, colt sim said %v: want the same refusal", bad, serveErr, simErr)
		}
	}
	err := runServe(append(base, "--data", t.TempDir(), "--rules", "experts"))
	if err == nil || !strings.Contains(err.Error(), "add --players") {
		t.Errorf("--rules without --players: %v, want a refusal saying to add --players", err)
	}
}
