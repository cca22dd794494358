package table

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"syscall"
	"testing"

	"colt/engine/express"
)

// fullDisk is the journal's file on an SD card that fills up: after okWrites
// whole writes (negative: no limit) a write stores only its first half and
// fails with ENOSPC, as a real full disk stops a write part-way. failSyncs
// and failTruncates make that many syncs or truncations fail.
type fullDisk struct {
	f             journalFile
	okWrites      int
	failSyncs     int
	failTruncates int
}

func (d *fullDisk) Write(b []byte) (int, error) {
	if d.okWrites != 0 {
		if d.okWrites > 0 {
			d.okWrites--
		}
		return d.f.Write(b)
	}
	n, _ := d.f.Write(b[:len(b)/2])
	return n, &os.PathError{Op: "write", Path: "journal.log", Err: syscall.ENOSPC}
}

func (d *fullDisk) Sync() error {
	if d.failSyncs > 0 {
		d.failSyncs--
		return &os.PathError{Op: "sync", Path: "journal.log", Err: syscall.EIO}
	}
	return d.f.Sync()
}

func (d *fullDisk) Truncate(size int64) error {
	if d.failTruncates > 0 {
		d.failTruncates--
		return &os.PathError{Op: "truncate", Path: "journal.log", Err: syscall.EIO}
	}
	return d.f.Truncate(size)
}

func (d *fullDisk) Close() error { return d.f.Close() }

// fillDisk puts tb's journal on a card that fills up after okWrites writes.
func fillDisk(tb *Table, okWrites int) *fullDisk {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	d := &fullDisk{f: tb.j.f, okWrites: okWrites}
	tb.j.f = d
	return d
}

// nextKiosk returns the first legal command of the seat to act and the
// state version it is for.
func nextKiosk(tb *Table) (express.Command, int) {
	s := stateOf(tb)
	return express.Legal(&s)[0], s.Version()
}

// assertWholeLines checks that the journal holds only whole, valid lines
// and that it resumes without a warning.
func assertWholeLines(t *testing.T, dir string) {
	t.Helper()
	b := journalBytes(t, dir)
	if len(b) == 0 || b[len(b)-1] != '\n' {
		t.Fatalf("the journal does not end with a whole line: …%q", b[max(0, len(b)-60):])
	}
	for i, line := range bytes.SplitAfter(b[:len(b)-1], []byte("\n")) {
		if _, err := parseLine(line); err != nil {
			t.Fatalf("journal line %d is damaged (%v): %q", i+1, err, line)
		}
	}
}

// TestDiskFullWhilePlaying (issue 25 item 1): a command whose journal write
// fails part-way (a full SD card) is refused with ErrCannotSave saying why
// and what to do; the journal is cut back to exactly what it held and the
// game does not move; the table refuses every command (one notice to the
// subscribers, not one per try) until a write succeeds again, then plays on;
// a restart then finds every acknowledged command and no damage.
func TestDiskFullWhilePlaying(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 4, Seed: 25}, nil); err != nil {
		t.Fatal(err)
	}
	var updates []Update
	tb.Subscribe(func(u Update) { updates = append(updates, u) })
	playFirst(t, tb, 6)

	before := journalBytes(t, dir)
	state := mustBytes(t, stateOf(tb))
	cmds := len(tb.Record().Commands)
	d := fillDisk(tb, 0)
	for try := 0; try < 3; try++ {
		cmd, v := nextKiosk(tb)
		err := tb.Submit(FromKiosk, cmd, v, "")
		if !errors.Is(err, ErrCannotSave) || !errors.Is(err, syscall.ENOSPC) {
			t.Fatalf("try %d on a full disk: err = %v, want ErrCannotSave (ENOSPC)", try, err)
		}
		for _, want := range []string{"the SD card is full", "free some space", "no saved move is lost"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("the refusal %q does not say %q", err, want)
			}
		}
		if got := journalBytes(t, dir); !bytes.Equal(got, before) {
			t.Fatalf("try %d: the failed write left the journal changed: %d bytes, was %d; its tail %q", try, len(got), len(before), got[max(0, len(got)-80):])
		}
		if !bytes.Equal(mustBytes(t, stateOf(tb)), state) || len(tb.Record().Commands) != cmds {
			t.Fatalf("try %d: a refused command changed the game", try)
		}
	}
	notices := 0
	for _, u := range updates {
		if u.Reason == "notice" {
			notices++
			if !strings.Contains(u.CannotSave, "the SD card is full") || u.Version != ptr(stateOf(tb)).Version() {
				t.Errorf("the notice update: CannotSave %q, version %d", u.CannotSave, u.Version)
			}
		}
	}
	if notices != 1 {
		t.Errorf("%d notice updates for three refusals with the same reason, want 1", notices)
	}

	// space is freed: the next command is saved, and play goes on
	d.okWrites = -1
	cmd, v := nextKiosk(tb)
	if err := tb.Submit(FromKiosk, cmd, v, ""); err != nil {
		t.Fatalf("after space was freed: %v", err)
	}
	if last := updates[len(updates)-1]; last.CannotSave != "" || last.Reason != "command" {
		t.Errorf("the update after space was freed still says %q (reason %s)", last.CannotSave, last.Reason)
	}
	after := journalBytes(t, dir)
	if !bytes.HasPrefix(after, before) || bytes.Count(after[len(before):], []byte("\n")) != 1 {
		t.Fatalf("the first saved command is not one whole line after the old journal")
	}
	playFirst(t, tb, 6)
	acked := recordOf(tb).Commands
	assertWholeLines(t, dir)
	tb.Close()

	tb2, warns := openT(t, dir)
	if len(warns) != 0 || tb2.Notice() != "" {
		t.Fatalf("the restart found damage: %v %q", warns, tb2.Notice())
	}
	if got := recordOf(tb2).Commands; len(got) != len(acked) || len(got) != cmds+7 {
		t.Fatalf("the restart holds %d commands, %d were acknowledged", len(got), len(acked))
	}
}

// TestDiskFullSyncAndCutFailures: a sync that fails after a whole write
// also cuts the line back (the command was never acknowledged); a cut that
// fails too is retried before the next write, so the next saved command
// still starts on a line of its own.
func TestDiskFullSyncAndCutFailures(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 8}, nil); err != nil {
		t.Fatal(err)
	}
	playFirst(t, tb, 3)
	before := journalBytes(t, dir)
	d := fillDisk(tb, -1)
	d.failSyncs = 1
	cmd, v := nextKiosk(tb)
	if err := tb.Submit(FromKiosk, cmd, v, ""); !errors.Is(err, ErrCannotSave) || !strings.Contains(err.Error(), "cannot be written") {
		t.Fatalf("a failed sync: %v, want ErrCannotSave saying the card cannot be written", err)
	}
	if !bytes.Equal(journalBytes(t, dir), before) {
		t.Fatal("a command whose sync failed stayed in the journal")
	}

	// a partial write whose cut fails: the fragment stays until the next write cuts it
	d.okWrites, d.failTruncates = 0, 1
	if err := tb.Submit(FromKiosk, cmd, v, ""); !errors.Is(err, ErrCannotSave) || !strings.Contains(err.Error(), "cutting the partial line failed") {
		t.Fatalf("a partial write whose cut failed: %v", err)
	}
	if got := journalBytes(t, dir); len(got) <= len(before) {
		t.Fatal("the test card should have kept the fragment")
	}
	d.okWrites = -1
	if err := tb.Submit(FromKiosk, cmd, v, ""); err != nil {
		t.Fatalf("after space was freed: %v", err)
	}
	assertWholeLines(t, dir)
	restartKeepsEverything(t, tb, dir)
}

// TestDiskFullBotMove: a person's command is saved but the bot's answer
// cannot be: the person's stands, the update says why the table waits, and
// the bot plays as soon as the next input finds room.
func TestDiskFullBotMove(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 3}, []SeatMode{Handoff, Bot, Bot}); err != nil {
		t.Fatal(err)
	}
	var last Update
	tb.Subscribe(func(u Update) { last = u })
	if s := stateOf(tb); s.Actor() != 0 {
		t.Fatalf("the bots should wait for seat 1, actor %s", s.Actor())
	}
	n := len(tb.Record().Commands)
	d := fillDisk(tb, 1) // room for the person's line only
	cmd, v := nextKiosk(tb)
	if err := tb.Submit(FromKiosk, cmd, v, ""); err != nil {
		t.Fatalf("the person's command: %v", err)
	}
	if got := len(tb.Record().Commands); got != n+1 || !tb.BotOwes() {
		t.Fatalf("after the bot's failed write: %d commands (want %d), bot owes: %v", got, n+1, tb.BotOwes())
	}
	if !strings.Contains(last.CannotSave, "the SD card is full") {
		t.Fatalf("the update does not say why the bot waits: %q", last.CannotSave)
	}
	assertWholeLines(t, dir)

	d.okWrites = -1
	s := stateOf(tb)
	// any input tries again: here a command for seat 1, who is not expected
	tb.Submit(FromKiosk, express.LegalFor(&s, s.Actor())[0], AnyVersion, "")
	if tb.BotOwes() || len(tb.Record().Commands) <= n+1 || last.CannotSave != "" {
		t.Fatalf("after space was freed the bots did not play: %d commands, owes %v, %q", len(tb.Record().Commands), tb.BotOwes(), last.CannotSave)
	}
	assertWholeLines(t, dir)
	restartKeepsEverything(t, tb, dir)
}

// TestDiskFullOperatorActions: a seat switch or an undo the journal cannot
// save is refused the same way — nothing changes, the journal is as it
// was, the subscribers are told — and goes through once there is room.
func TestDiskFullOperatorActions(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 8}, nil); err != nil {
		t.Fatal(err)
	}
	var last Update
	tb.Subscribe(func(u Update) { last = u })
	playFirst(t, tb, 2)
	before, seats, undo := journalBytes(t, dir), tb.Seats(), tb.UndoLimit()
	d := fillDisk(tb, 0)
	if err := tb.SetSeatMode(1, Bot); !errors.Is(err, ErrCannotSave) {
		t.Fatalf("a seat switch on a full disk: %v", err)
	}
	if last.Reason != "notice" || last.CannotSave == "" {
		t.Fatalf("the subscribers were not told: %+v", last)
	}
	if undo == 0 {
		t.Fatal("the test needs a command that can be undone")
	}
	if err := tb.Undo(1); !errors.Is(err, ErrCannotSave) {
		t.Fatalf("an undo on a full disk: %v", err)
	}
	if !bytes.Equal(journalBytes(t, dir), before) || tb.Seats()[1] != seats[1] || tb.UndoLimit() != undo {
		t.Fatal("a refused operator action changed the table or its journal")
	}
	d.okWrites = -1
	if err := tb.SetSeatMode(1, Phone); err != nil || tb.Seats()[1].Mode != Phone || last.CannotSave != "" {
		t.Fatalf("after space was freed: %v, seat %+v, %q", err, tb.Seats()[1], last.CannotSave)
	}
	assertWholeLines(t, dir)
}

// restartKeepsEverything closes tb and opens its journal in dir again: the
// restart must warn of nothing and hold every command tb acknowledged.
func restartKeepsEverything(t *testing.T, tb *Table, dir string) {
	t.Helper()
	acked := len(tb.Record().Commands)
	tb.Close()
	tb2, warns := openT(t, dir)
	if len(warns) != 0 || len(tb2.Record().Commands) != acked {
		t.Fatalf("the restart: %v, %d commands of %d", warns, len(tb2.Record().Commands), acked)
	}
}
