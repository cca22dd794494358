package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"time"

	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/table"
)

// TestCrashResume kills `colt serve` with SIGKILL at 50 random points of a
// scripted game, restarts it each time, finishes the game, and compares the
// final result with an uninterrupted replay: every acknowledged command must
// survive (issue 6). It prints the figures.
func TestCrashResume(t *testing.T) {
	if testing.Short() {
		t.Skip("crash test builds and kills real processes; run without -short")
	}
	bin := buildColt(t)
	// the script: a seeded random 6-player game
	rec, want, recFile := scriptedGame(t, express.Setup{Players: 6, Seed: 20261121}, 99)

	data := t.TempDir()
	kills, lost := crashLoop(t, bin, data, 50, "--feed", recFile)
	games, warns := table.ReadHistory(filepath.Join(data, "history"))
	for _, g := range games {
		t.Logf("history: %s finished=%v commands=%d", g.ID, g.Finished, len(g.Record.Commands))
	}
	if len(games) != 1 || len(warns) > 0 {
		t.Fatalf("history: %d games, %v", len(games), warns)
	}
	hb, _ := json.Marshal(games[0].Record)
	got, err := express.DecodeRecord(hb)
	var gotResult express.Result
	if err == nil {
		err = json.Unmarshal(games[0].Result, &gotResult)
	}
	if err != nil {
		t.Fatalf("the history file is not a Colt Express game: %v", err)
	}
	identical := reflect.DeepEqual(got.Commands, rec.Commands) && reflect.DeepEqual(gotResult, want)
	t.Logf("crash test: %d kills (SIGKILL), %d commands lost, final result identical to the uninterrupted replay: %v (%d commands)", kills, lost, identical, len(rec.Commands))
	fmt.Printf("crash test: %d/50 kills, %d commands lost, result identical: %v\n", kills, lost, identical)
	if kills != 50 || lost != 0 || !identical {
		t.Fatalf("kills %d, lost %d, identical %v", kills, lost, identical)
	}
}

// crashLoop runs `colt serve --no-phones --exit-when-over` with args on
// data, killing it with SIGKILL at a random point after the first
// acknowledged command of each run, until the game finishes or maxKills
// kills; then lets one run finish the game. It counts the acknowledged
// commands a restart did not find in the journal.
func crashLoop(t *testing.T, bin, data string, maxKills int, args ...string) (kills, lost int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	lastAck := -1
	run := func(killAfter int) (finished bool) {
		cmd := exec.Command(bin, append([]string{"serve", "--no-phones", "--config", "", "--data", data, "--feed-delay", "2ms", "--exit-when-over"}, args...)...)
		cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+data)
		out, _ := cmd.StdoutPipe()
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(out)
		acks := 0
		for sc.Scan() {
			line := sc.Text()
			var n int
			if i := strings.Index(line, "journal holds "); i >= 0 {
				fmt.Sscanf(line[i:], "journal holds %d", &n)
				if lastAck >= 0 && n < lastAck+1 {
					lost += lastAck + 1 - n // acknowledged but not in the journal
				}
				continue
			}
			if _, err := fmt.Sscanf(line, "ack %d", &n); err == nil {
				lastAck = n
				acks++
				if killAfter > 0 && acks == killAfter {
					time.Sleep(time.Duration(rng.IntN(2500)) * time.Microsecond) // a random point, often mid-write
					cmd.Process.Signal(syscall.SIGKILL)
					kills++
					break
				}
			}
		}
		err := cmd.Wait()
		if err != nil && !(killAfter > 0 && acks == killAfter) {
			t.Fatalf("colt serve failed without being killed: %v", err)
		}
		return err == nil
	}
	over := func() bool { // a kill can land after the last command: the game is then already in the history
		games, _ := table.ReadHistory(filepath.Join(data, "history"))
		return len(games) > 0 && games[0].Finished
	}
	finished := false
	for kills < maxKills && !finished {
		finished = run(1) || over()
	}
	if !finished && !run(0) {
		t.Fatal("the final run did not finish the game")
	}
	return kills, lost
}

// TestCrashResumeWithBots (issue 11 item 2) kills `colt serve` at random
// points of games with bot seats — including between a person's journaled
// command and the bots' answers — and restarts it each time: every game
// finishes, no acknowledged command is lost, and the history holds each
// finished game once.
func TestCrashResumeWithBots(t *testing.T) {
	if testing.Short() {
		t.Skip("crash test builds and kills real processes; run without -short")
	}
	bin := buildColt(t)
	totalKills, totalLost := 0, 0
	for g, seats := range []string{"phone,bot,phone,bot", "bot,phone,bot,bot,phone", "phone,bot,bot"} {
		data := t.TempDir()
		n := strings.Count(seats, ",") + 1
		kills, lost := crashLoop(t, bin, data, 20, "--players", fmt.Sprint(n), "--seats", seats, "--seed", fmt.Sprint(300+g), "--feed-auto")
		games, warns := table.ReadHistory(filepath.Join(data, "history"))
		if len(games) != 1 || !games[0].Finished || len(warns) > 0 {
			t.Fatalf("seats %s: history %d games (finished %v), %v", seats, len(games), len(games) == 1 && games[0].Finished, warns)
		}
		totalKills += kills
		totalLost += lost
	}
	t.Logf("crash test with bots: %d kills (SIGKILL), %d commands lost, 3/3 games finished", totalKills, totalLost)
	fmt.Printf("crash test with bots: %d kills, %d commands lost, 3/3 games finished\n", totalKills, totalLost)
	if totalKills < 50 || totalLost != 0 {
		t.Fatalf("kills %d (want ≥ 50), lost %d", totalKills, totalLost)
	}
}

// buildColt builds this command into a temporary folder for a test that
// runs it as a real process. The child runs natively even when the test
// runs under qemu (the arm64 CI leg).
func buildColt(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "colt")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "GOOS="+goEnv(t, "GOHOSTOS"), "GOARCH="+goEnv(t, "GOHOSTARCH"), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	return bin
}

// scriptedGame plays a whole game of su with a random bot seeded botSeed
// and writes its record for `colt serve --feed`: the record, the score an
// uninterrupted game ends with, and the record's file.
func scriptedGame(t *testing.T, su express.Setup, botSeed uint64) (rec express.Record, want express.Result, file string) {
	t.Helper()
	s, _, err := express.New(su)
	if err != nil {
		t.Fatal(err)
	}
	rec = express.NewRecord(su)
	b := bot.NewRandom(botSeed)
	for !s.Over() {
		c := b.Choose(&s)
		s.Do(c, nil)
		rec.Commands = append(rec.Commands, c)
	}
	file = filepath.Join(t.TempDir(), "script.json")
	rb, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, rb, 0o644); err != nil {
		t.Fatal(err)
	}
	return rec, express.Score(&s), file
}

func goEnv(t *testing.T, name string) string {
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		t.Fatalf("go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out))
}
