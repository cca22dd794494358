package table

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"colt/engine/express"
)

// TestSimultaneousCommitsAreNotStale: in a simultaneous secret step (the
// two-bandit hands reveal, §10) a seat's command made for the state it saw
// stays valid after another seat commits; the journal keeps both and a
// restart resumes the same game.
func TestSimultaneousCommitsAreNotStale(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Rules: express.RuleTwoBandits, Seed: 4}, []SeatMode{Phone, Phone, Phone}); err != nil {
		t.Fatal(err)
	}
	s := stateOf(tb)
	if !s.Simultaneous() || len(s.Expected()) != 3 {
		t.Fatalf("the hands reveal should expect every seat at once, got %v", s.Expected())
	}
	seen := [3]int{}
	for i := range seen {
		seen[i] = s.VersionFor(express.Seat(i))
	}
	for i := express.Seat(0); i < 3; i++ {
		c := express.LegalFor(&s, i)[0]
		if err := tb.Submit(FromPhone, c, seen[i], ""); err != nil {
			t.Fatalf("%s's commit with the version it saw: %v", i, err)
		}
		if i == 0 {
			// the same seat repeating its old version is stale now: its own state moved on
			again := express.LegalFor(ptr(stateOf(tb)), 1)[0]
			again.Seat = 0
			if err := tb.Submit(FromPhone, again, seen[0], ""); !errors.Is(err, ErrStale) {
				t.Fatalf("seat 0 again with its old version: %v", err)
			}
		}
	}
	after := stateOf(tb)
	if after.Simultaneous() && after.Stage() == express.StageHands {
		t.Fatal("the hands reveal did not resolve after every seat committed")
	}
	want, _ := after.MarshalBinary()
	tb.Close()
	tb2, _ := openT(t, dir)
	got := stateOf(tb2)
	if b, _ := got.MarshalBinary(); string(b) != string(want) {
		t.Fatal("a restart does not resume the same game after a simultaneous step")
	}
}

// TestUpdatesCarrySecretsFilteredPerSeat: secrets are filtered once, at the
// source: a face-down card is shown in its owner's event list only; the
// public list and the other seats' lists carry its back (docs/design.md rule 5).
func TestUpdatesCarrySecretsFilteredPerSeat(t *testing.T) {
	tb, _ := openT(t, t.TempDir())
	var got []Update
	cancel := tb.Subscribe(func(u Update) { got = append(got, u) })
	defer cancel()
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 21}, nil); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 40; i++ {
		s := stateOf(tb)
		var down *express.Command
		for _, c := range express.Legal(&s) {
			if c.Kind == express.CmdPlay && c.FaceDown {
				c := c
				down = &c
				break
			}
		}
		if down == nil {
			if err := tb.Submit(FromKiosk, express.Legal(&s)[0], AnyVersion, ""); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := tb.Submit(FromKiosk, *down, AnyVersion, ""); err != nil {
			t.Fatal(err)
		}
		u := got[len(got)-1]
		find := func(evs []express.Event) express.ActionKind {
			for _, e := range evs {
				if e.Kind == express.EvCardPlayed && e.Seat == down.Seat {
					return e.Card
				}
			}
			t.Fatalf("no CardPlayed event in %v", evs)
			return 0
		}
		if c := find(eventsOf(u.PublicEvents)); c != express.HiddenCard {
			t.Fatalf("the public sees the face-down card %s", c)
		}
		for n := express.Seat(0); n < 3; n++ {
			c := find(eventsOf(u.SeatEvents[n]))
			if n == down.Seat && c != down.Card {
				t.Fatalf("the owner sees %s, not its own card %s", c, down.Card)
			}
			if n != down.Seat && c != express.HiddenCard {
				t.Fatalf("%s sees another seat's face-down %s", n, c)
			}
		}
		return
	}
	t.Fatal("no face-down card was played in 40 commands")
}

// TestBotsAnswerSimultaneousStepsAtOnce: in a simultaneous secret step the
// bot seats commit at once, leaving only the people's seats expected.
func TestBotsAnswerSimultaneousStepsAtOnce(t *testing.T) {
	tb, _ := openT(t, t.TempDir())
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Rules: express.RuleTwoBandits, Seed: 8}, []SeatMode{Phone, Bot, Bot}); err != nil {
		t.Fatal(err)
	}
	s := stateOf(tb)
	if exp := s.Expected(); len(exp) != 1 || exp[0] != 0 {
		t.Fatalf("after the bots' hands, expected %v, want only seat 1 (the person)", exp)
	}
	if err := tb.Submit(FromPhone, express.LegalFor(&s, 0)[0], s.VersionFor(0), ""); err != nil {
		t.Fatal(err)
	}
	if st := stateOf(tb); st.Stage() == express.StageHands {
		t.Fatal("the hands reveal did not resolve after the last person chose")
	}
}

// TestReusedMessageIDWithAnotherCommand (issue 11 item 5): the same id with
// the same command is a harmless duplicate; the same id with another
// command is refused with a sentence, and nothing is applied or journaled.
func TestReusedMessageIDWithAnotherCommand(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 13}, []SeatMode{Phone, Phone, Phone}); err != nil {
		t.Fatal(err)
	}
	s := stateOf(tb)
	seat := s.Actor()
	legal := express.LegalFor(&s, seat)
	if err := tb.Submit(FromPhone, legal[0], s.VersionFor(seat), "m1"); err != nil {
		t.Fatal(err)
	}
	if err := tb.Submit(FromPhone, legal[0], s.VersionFor(seat), "m1"); !errors.Is(err, ErrDuplicate) {
		t.Fatalf("the same id and command again: %v, want ErrDuplicate", err)
	}
	before := recordOf(tb)
	journal, _ := os.ReadFile(filepath.Join(dir, "journal.log"))
	now := stateOf(tb)
	other := legal[1] // another command of the same seat, same id
	err := tb.Submit(FromPhone, other, now.VersionFor(seat), "m1")
	if !errors.Is(err, ErrIDReused) || errors.Is(err, ErrDuplicate) || !strings.Contains(err.Error(), "new id") {
		t.Fatalf("the same id with another command: %v, want ErrIDReused saying what to do", err)
	}
	if after := recordOf(tb); len(after.Commands) != len(before.Commands) {
		t.Fatal("a refused command was applied")
	}
	if again, _ := os.ReadFile(filepath.Join(dir, "journal.log")); string(again) != string(journal) {
		t.Fatal("a refused command changed the journal")
	}
}

// TestResumePlaysTheBotsThatOweAMove (issue 11 item 2): a power cut after a
// person's command was journaled but before the bots answered leaves the
// bots owing moves; the resumed table plays them, so a headless table never
// waits forever, and the game can be played to the end.
func TestResumePlaysTheBotsThatOweAMove(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 3}, []SeatMode{Phone, Bot, Bot}); err != nil {
		t.Fatal(err)
	}
	s := stateOf(tb)
	if s.Actor() != 0 {
		t.Fatalf("the bots should be waiting for seat 1, actor %s", s.Actor())
	}
	// the cut: the person's command reaches the journal, the bots' answers do not
	cmd, _ := json.Marshal(express.LegalFor(&s, 0)[0])
	if err := tb.j.append(entry{T: "cmd", Cmd: cmd, Source: string(FromPhone), Version: s.Version()}); err != nil {
		t.Fatal(err)
	}
	tb.Close()
	tb2, warnings := openT(t, dir)
	st := stateOf(tb2)
	if !st.Over() && st.Actor() != 0 {
		t.Fatalf("after resume a bot still owes a move (actor %s); warnings %v", st.Actor(), warnings)
	}
	// and the game plays on to the end with the person's commands alone
	for i := 0; i < 2000 && !ptr(stateOf(tb2)).Over(); i++ {
		st := stateOf(tb2)
		if err := tb2.Submit(FromPhone, express.LegalFor(&st, st.Actor())[0], AnyVersion, ""); err != nil {
			t.Fatalf("resumed game stuck: %v", err)
		}
	}
	if !ptr(stateOf(tb2)).Over() {
		t.Fatal("the resumed game did not finish")
	}
}

// TestDiskFullWhenAGameEnds (issue 11 item 1): when the history file of a
// finished game cannot be written, the journal holding its acknowledged
// commands is kept, the operator is told in plain words, and the archive is
// retried when the next game starts; if it still fails the journal is moved
// into the history folder, never overwritten by the new game.
func TestDiskFullWhenAGameEnds(t *testing.T) {
	full := func(string, []byte) error { return syscall.ENOSPC }
	for _, stillFull := range []bool{false, true} {
		dir := t.TempDir()
		tb, _ := openT(t, dir)
		tb.writeFile = full
		var last Update
		cancel := tb.Subscribe(func(u Update) { last = u })
		if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 31}, []SeatMode{Bot, Bot, Bot}); err != nil {
			t.Fatal(err)
		}
		cancel()
		if !ptr(stateOf(tb)).Over() {
			t.Fatal("an all-bot game should play to the end at once")
		}
		cmds := len(recordOf(tb).Commands)
		journal, err := os.ReadFile(filepath.Join(dir, "journal.log"))
		if err != nil || !strings.Contains(string(journal), `"cmd"`) {
			t.Fatalf("the journal of the finished game was deleted although its archive failed: %v", err)
		}
		if !strings.Contains(last.Notice, "could not be saved") || !strings.Contains(tb.Notice(), "Free some space") {
			t.Fatalf("the operator was not told: %q", last.Notice)
		}
		if hist, _ := ReadHistory(filepath.Join(dir, "history")); len(hist) != 0 {
			t.Fatalf("a history file appeared on a full disk: %v", hist)
		}
		if !stillFull {
			tb.writeFile = writeFileSync // space was freed
		}
		if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 32}, nil); err != nil {
			t.Fatal(err)
		}
		hist, _ := ReadHistory(filepath.Join(dir, "history"))
		kept, _ := filepath.Glob(filepath.Join(dir, "history", "*.journal.log"))
		switch {
		case !stillFull && (len(hist) != 1 || len(hist[0].Record.Commands) != cmds || tb.Notice() != ""):
			t.Fatalf("after space was freed the game is not in the history: %d games, notice %q", len(hist), tb.Notice())
		case stillFull && len(kept) != 1:
			t.Fatalf("still full: the old journal was not kept in the history folder (%v)", kept)
		case stillFull:
			b, _ := os.ReadFile(kept[0])
			if string(b) != string(journal) || !strings.Contains(tb.Notice(), kept[0]) {
				t.Fatalf("the kept journal differs or the notice does not say where it is: %q", tb.Notice())
			}
		}
		tb.Close()
	}
}

// TestJournalDamageBeyondMendingAtEveryLine (issue 11 item 3): damage one
// byte cannot mend (two bytes far apart in one line; one flipped byte is
// mended: TestBitRotLosesNothing) in any line of a recorded game's journal
// never loses an acknowledged command without a copy: the whole damaged
// file is set aside (byte for byte), the game resumes at the last good
// entry, and the operator is told how many commands were lost and where
// the copy is.
func TestJournalDamageBeyondMendingAtEveryLine(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 4, Seed: 44}, nil); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 30; i++ {
		s := stateOf(tb)
		if err := tb.Submit(FromKiosk, express.Legal(&s)[0], AnyVersion, ""); err != nil {
			t.Fatal(err)
		}
	}
	tb.Close()
	path := filepath.Join(dir, journalName)
	orig, _ := os.ReadFile(path)
	lines := bytes.SplitAfter(orig, []byte("\n"))
	if len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	for k := 1; k < len(lines); k++ { // line 0 is the header
		damaged := bytes.Join(lines, nil)
		off := 0
		for _, l := range lines[:k] {
			off += len(l)
		}
		damaged = append([]byte(nil), damaged...)
		damaged[off+len(lines[k])/3] ^= 0x20
		damaged[off+2*len(lines[k])/3] ^= 0x20
		sub := t.TempDir()
		os.WriteFile(filepath.Join(sub, journalName), damaged, 0o644)
		tb2, warns := openT(t, sub)
		got := len(recordOf(tb2).Commands)
		if got != k-1 {
			t.Fatalf("flip in line %d: resumed with %d commands, want the %d before it", k+1, got, k-1)
		}
		copies, _ := filepath.Glob(filepath.Join(sub, journalName+".damaged-*"))
		if len(copies) != 1 {
			t.Fatalf("flip in line %d: no copy set aside: %v", k+1, copies)
		}
		if b, _ := os.ReadFile(copies[0]); !bytes.Equal(b, damaged) {
			t.Fatalf("flip in line %d: the copy is not the whole damaged file", k+1)
		}
		lost := len(lines) - 1 - k
		if n := tb2.Notice(); !strings.Contains(n, fmt.Sprintf("%d later commands were lost", lost)) || !strings.Contains(n, copies[0]) || len(warns) == 0 {
			t.Fatalf("flip in line %d: the operator was not told: %q", k+1, n)
		}
		tb2.Close()
	}
}

// TestReadOnlyCardAtStart (issue 11 item 4): a data folder that cannot be
// written at start resumes the intact game read-only: the game is shown,
// every new command is refused with a sentence starting "the SD card is
// read-only", and the journal is left exactly as it was.
func TestReadOnlyCardAtStart(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 12}, nil); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		s := stateOf(tb)
		tb.Submit(FromKiosk, express.Legal(&s)[0], AnyVersion, "")
	}
	want, _ := ptr(stateOf(tb)).MarshalBinary()
	tb.Close()
	journal, _ := os.ReadFile(filepath.Join(dir, journalName))

	saved := openAppend
	openAppend = func(string) (*os.File, error) { return nil, syscall.EROFS }
	defer func() { openAppend = saved }()
	tb2, _ := openT(t, dir)
	if !tb2.Playing() {
		t.Fatal("the intact game was dropped on a read-only card")
	}
	if got, _ := ptr(stateOf(tb2)).MarshalBinary(); !bytes.Equal(got, want) {
		t.Fatal("the read-only resume shows another state")
	}
	s := stateOf(tb2)
	err := tb2.Submit(FromKiosk, express.Legal(&s)[0], AnyVersion, "")
	if !errors.Is(err, ErrReadOnly) || !strings.HasPrefix(err.Error(), "the SD card is read-only: ") {
		t.Fatalf("a move on a read-only card: %v", err)
	}
	if !strings.Contains(tb2.Notice(), "read-only") {
		t.Fatalf("the operator was not told: %q", tb2.Notice())
	}
	if b, _ := os.ReadFile(filepath.Join(dir, journalName)); !bytes.Equal(b, journal) {
		t.Fatal("the journal changed on a read-only card")
	}
	if moved, _ := filepath.Glob(filepath.Join(dir, journalName+".*")); len(moved) != 0 {
		t.Fatalf("files were moved on a read-only card: %v", moved)
	}
}
