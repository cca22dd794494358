//go:build linux

package table

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"colt/engine/express"
)

// limitFileSize sets this process's soft RLIMIT_FSIZE (a write past it
// stops part-way with EFBIG, as on a full card: no root, no tmpfs) and
// returns a function that sets it back.
func limitFileSize(t *testing.T, soft uint64) func() {
	t.Helper()
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		t.Fatal(err)
	}
	lim := syscall.Rlimit{Cur: soft, Max: old.Max}
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
		t.Fatalf("setrlimit FSIZE %d: %v", soft, err)
	}
	return func() {
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
			t.Fatalf("setrlimit FSIZE back: %v", err)
		}
	}
}

// TestDiskFullAtStartWithADamagedJournal (issue 32 item 7b): a damaged
// journal found at start on a full card, whose copy cannot be written
// (the write stops part-way), leaves nothing behind — no empty or partial
// journal.log.damaged-* nor .good file — and the journal exactly as it
// was; the game is shown whole (the damaged line mended in memory), every
// move is refused saying the card is full and what to do, and once there
// is room the next start sets the damaged file aside and mends it, losing
// nothing.
func TestDiskFullAtStartWithADamagedJournal(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 4, Seed: 327}, nil); err != nil {
		t.Fatal(err)
	}
	playFirst(t, tb, 20)
	want := mustBytes(t, stateOf(tb))
	acked := len(tb.Record().Commands)
	tb.Close()
	path := filepath.Join(dir, journalName)
	journal := journalBytes(t, dir)
	damaged := bytes.Clone(journal)
	damaged[len(damaged)/2] ^= 0x04 // a flipped bit in the middle of the card
	if err := os.WriteFile(path, damaged, 0o644); err != nil {
		t.Fatal(err)
	}

	restore := limitFileSize(t, uint64(len(damaged)/3)) // the card is full a third of the way into the copy
	tb2, warns, err := Open(Options{Dir: dir})
	restore()
	if err != nil {
		t.Fatal(err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, journalName+".*"))
	if len(left) != 0 {
		t.Fatalf("the failed copy left %v behind", left)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, damaged) {
		t.Fatal("the journal was changed although it could not be set aside")
	}
	n := tb2.Notice()
	t.Logf("the log: %q", warns)
	for _, say := range []string{"the SD card is full", "cannot be copied aside", "Nothing was changed or left behind", "no command is lost", "Free some space on the SD card", "restart the table"} {
		if !strings.Contains(n, say) {
			t.Errorf("the notice %q does not say %q", n, say)
		}
	}
	if len(warns) != 2 || !strings.Contains(warns[0], "no copy was left behind") || warns[1] != n {
		t.Errorf("the log was not told: %v", warns)
	}
	if !tb2.Playing() || !bytes.Equal(mustBytes(t, stateOf(tb2)), want) {
		t.Fatal("the game is not shown whole")
	}
	s := stateOf(tb2)
	if err := tb2.Submit(FromKiosk, express.Legal(&s)[0], AnyVersion, ""); !errors.Is(err, ErrCannotSave) || !strings.Contains(err.Error(), "the SD card is full") || !strings.Contains(err.Error(), "restart the table") {
		t.Fatalf("a move on the full card: %v, want ErrCannotSave saying the card is full", err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, damaged) {
		t.Fatal("a refused move changed the journal")
	}
	tb2.Close()

	// space freed: the next start keeps the damaged file whole and mends the journal
	tb3, _ := openT(t, dir)
	copies, _ := filepath.Glob(filepath.Join(dir, journalName+".damaged-*"))
	if len(copies) != 1 {
		t.Fatalf("copies after space was freed: %v", copies)
	}
	if b, _ := os.ReadFile(copies[0]); !bytes.Equal(b, damaged) {
		t.Fatal("the copy is not the damaged file byte for byte")
	}
	if got := journalBytes(t, dir); !bytes.Equal(got, journal) {
		t.Fatal("the journal was not mended to what was written")
	}
	if len(tb3.Record().Commands) != acked || !bytes.Equal(mustBytes(t, stateOf(tb3)), want) {
		t.Fatalf("after space was freed: %d commands of %d", len(tb3.Record().Commands), acked)
	}
	playFirst(t, tb3, 1)
}
