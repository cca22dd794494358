//go:build linux

package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"unsafe"

	"colt/engine/express"
	"colt/engine/table"
)

// journalLimit is the file size past which the first `colt serve` of
// TestDiskFullCrashResume cannot write (RLIMIT_FSIZE): its journal stops
// there mid-line, as on the outside run's full card.
const journalLimit = 4096

// setFileSizeLimit sets the soft RLIMIT_FSIZE of process pid (0: this one)
// with prlimit(2), returning the old limit. The hard limit is kept, so no
// privilege is needed to raise the soft one again up to it.
func setFileSizeLimit(t *testing.T, pid int, soft uint64) syscall.Rlimit {
	t.Helper()
	var old syscall.Rlimit
	if _, _, e := syscall.RawSyscall6(syscall.SYS_PRLIMIT64, uintptr(pid), uintptr(syscall.RLIMIT_FSIZE), 0, uintptr(unsafe.Pointer(&old)), 0, 0); e != 0 {
		t.Fatalf("prlimit: %v", e)
	}
	lim := syscall.Rlimit{Cur: soft, Max: old.Max}
	if _, _, e := syscall.RawSyscall6(syscall.SYS_PRLIMIT64, uintptr(pid), uintptr(syscall.RLIMIT_FSIZE), uintptr(unsafe.Pointer(&lim)), 0, 0, 0); e != 0 {
		t.Fatalf("prlimit(%d, FSIZE, %d): %v", pid, soft, e)
	}
	return old
}

// TestDiskFullCrashResume (issue 25 item 1): disk full while playing, space
// freed, play on, SIGKILL, restart — no acknowledged command is lost. A real
// `colt serve` is fed a scripted game with its file size limited
// (RLIMIT_FSIZE, so no root or tmpfs is needed): its journal write stops
// part-way at the limit (EFBIG), the table refuses the command saying the
// card is full, and the feeder tries again; the limit is then raised (the
// space freed), play goes on, and the process is killed with SIGKILL. The
// restart must find every acknowledged command, no damaged line, and the
// game must finish identical to the script.
func TestDiskFullCrashResume(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and kills real processes; the full native run covers it (run without -short)")
	}
	bin := buildColt(t)
	rec, want, recFile := scriptedGame(t, express.Setup{Players: 5, Seed: 20261126}, 25)

	data := t.TempDir()
	serve := func() *exec.Cmd {
		cmd := exec.Command(bin, "serve", "--no-phones", "--config", "", "--data", data, "--feed", recFile, "--feed-delay", "1ms", "--exit-when-over")
		cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+data)
		return cmd
	}

	// run 1: the card fills up at journalLimit bytes
	cmd := serve()
	out, _ := cmd.StdoutPipe()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	old := setFileSizeLimit(t, 0, journalLimit) // inherited by the child only: this process writes nothing meanwhile
	err := cmd.Start()
	setFileSizeLimit(t, 0, old.Cur)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	lastAck, refusedAt, acksAfter, why := -1, -1, 0, ""
	for sc.Scan() {
		line := sc.Text()
		var n int
		if _, err := fmt.Sscanf(line, "refused %d:", &n); err == nil && refusedAt < 0 {
			refusedAt, why = n, line
			if n != lastAck+1 {
				t.Errorf("command %d refused right after ack %d", n, lastAck)
			}
			setFileSizeLimit(t, cmd.Process.Pid, old.Cur) // space is freed
			continue
		}
		if _, err := fmt.Sscanf(line, "ack %d", &n); err == nil {
			lastAck = n
			if refusedAt >= 0 {
				if acksAfter++; acksAfter == 15 {
					cmd.Process.Signal(syscall.SIGKILL)
					break
				}
			}
		}
	}
	cmd.Wait()
	if refusedAt < 0 || acksAfter < 15 {
		t.Fatalf("the card never filled up, or play did not go on after space was freed (refused at %d, %d acks after):\n%s", refusedAt, acksAfter, stderr.String())
	}
	if !strings.Contains(why, "the SD card is full") || !strings.Contains(why, "free some space") {
		t.Errorf("the refusal does not say why and what to do: %s", why)
	}
	t.Logf("the card filled up at command %d (%s); space freed; %d more acknowledged; SIGKILL after ack %d", refusedAt, why, acksAfter, lastAck)

	// run 2: restart, find every acknowledged command, finish the game
	cmd = serve()
	out, _ = cmd.StdoutPipe()
	stderr.Reset()
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	holds := -1
	sc = bufio.NewScanner(out)
	for sc.Scan() {
		line := sc.Text()
		if i := strings.Index(line, "journal holds "); i >= 0 {
			fmt.Sscanf(line[i:], "journal holds %d", &holds)
		}
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("the restarted colt serve failed: %v\n%s", err, stderr.String())
	}
	lost := max(0, lastAck+1-holds)
	damaged, _ := filepath.Glob(filepath.Join(data, "journal.log.damaged-*"))
	if strings.Contains(stderr.String(), "damaged") || len(damaged) > 0 {
		t.Errorf("the restart found a damaged journal: %v\n%s", damaged, stderr.String())
	}
	games, warns := table.ReadHistory(filepath.Join(data, "history"))
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
	t.Logf("disk-full test: %d acknowledged before the kill, the restart holds %d: %d lost; result identical to the script: %v", lastAck+1, holds, lost, identical)
	fmt.Printf("disk-full test: disk full at command %d, space freed, %d more acknowledged, SIGKILL, restart: %d acknowledged commands lost, result identical: %v\n", refusedAt, acksAfter, lost, identical)
	if lost != 0 || !identical {
		t.Fatalf("lost %d acknowledged commands, result identical %v", lost, identical)
	}
}
