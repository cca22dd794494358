package table

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"colt/engine/express"
	"colt/engine/super"
)

// wholeGameJournal plays a seeded game of game through a table (people at
// the kiosk and on a phone with message ids, an easy bot, a seat switch,
// an undo and a take-back) until one command before its end, and returns
// its journal: a real journal of a whole game, which a restart resumes.
func wholeGameJournal(t *testing.T, game string, setup any, seed uint64) []byte {
	t.Helper()
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(game, setup, []SeatMode{Phone, Handoff, BotEasy, Handoff}); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	var last []byte
	for step := 0; ; step++ {
		g := tb.Game()
		switch step {
		case 9:
			if err := tb.SetSeatMode(1, Phone); err != nil {
				t.Fatal(err)
			}
			continue
		case 14, 40:
			if tb.UndoLimit() > 0 {
				if err := tb.Undo(1); err != nil {
					t.Fatal(err)
				}
				continue
			}
		}
		seat := g.Expected()[0]
		legal := g.Legal(seat)
		cmd := legal[rng.IntN(len(legal))]
		if next, _, err := g.Apply(cmd); err != nil || next.Over() {
			break // the journal of the whole game but its last command
		}
		src, id := FromKiosk, ""
		if tb.Seats()[seat].Mode == Phone {
			src, id = FromPhone, fmt.Sprintf("m%d", step)
		}
		if err := tb.Submit(src, cmd, g.VersionFor(seat), id); err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
		if tb.Game().Over() {
			break // the bots ended it: the journal before is the game's
		}
		last = journalBytes(t, dir)
		if step == 20 {
			if s, ok := tb.TakeBackSeat(); ok {
				if err := tb.TakeBack(FromKiosk, s, AnyVersion); err == nil {
					last = journalBytes(t, dir)
				}
			}
		}
	}
	tb.Close()
	for _, kind := range []string{`"t":"seat"`, `"t":"undo"`, `"src":"phone"`, `"src":"bot"`, `"id":"m`} {
		if !bytes.Contains(last, []byte(kind)) {
			t.Fatalf("the %s journal holds no %s entry", game, kind)
		}
	}
	return last
}

// resumed is what a table resumed from a journal holds.
type resumed struct {
	playing bool
	cmds    []json.RawMessage
	version int
	seats   []SeatInfo
	notice  string
}

// resumeJournal opens a table on journal, in a fresh folder of base, and
// returns what it resumed and the folder.
func resumeJournal(t *testing.T, base string, journal []byte) (resumed, string) {
	t.Helper()
	dir, err := os.MkdirTemp(base, "flip-")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, journalName), journal, 0o644); err != nil {
		t.Fatal(err)
	}
	tb, _ := openT(t, dir)
	defer tb.Close()
	r := resumed{playing: tb.Playing(), seats: tb.Seats(), notice: tb.Notice()}
	if g := tb.Game(); g != nil {
		r.cmds, r.version = g.Record().Commands, g.Version()
	}
	return r, dir
}

// flipBase is a folder for the thousands of resumes of a flip test: on
// /dev/shm when the machine has it (tmpfs: the table's fsyncs cost nothing
// there, so every byte can be flipped in seconds), else the test's own
// temporary folder.
func flipBase(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("/dev/shm", "colt-bitrot-")
	if err != nil {
		return t.TempDir()
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// lostCommands is how many of want's commands got does not hold in order.
func lostCommands(want, got []json.RawMessage) int {
	n := 0
	for n < len(want) && n < len(got) && bytes.Equal(want[n], got[n]) {
		n++
	}
	return len(want) - n
}

// flipAt is journal with the byte at pos flipped: one of the eight
// one-bit flips or all eight bits by turns, and every 29th byte turned
// into a newline (a line cut in two).
func flipAt(journal []byte, pos int) []byte {
	damaged := bytes.Clone(journal)
	if pos%9 == 8 {
		damaged[pos] ^= 0xff
	} else {
		damaged[pos] ^= 1 << (pos % 9)
	}
	if pos%29 == 0 && journal[pos] != '\n' {
		damaged[pos] = '\n'
	}
	return damaged
}

// entryLines are a journal's entries as JSON (the header first), to compare.
func entryLines(t *testing.T, ld *loaded) [][]byte {
	t.Helper()
	out := make([][]byte, 0, len(ld.entries)+1)
	for _, e := range append([]entry{ld.header}, ld.entries...) {
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// TestBitRotLosesNothing (issue 32 item 6): a byte flipped anywhere in the
// journal of a whole game — Colt Express and Colt Super Express — loses
// nothing acknowledged:
//
//   - every byte position (flipAt; every 5th with -short or -race): the journal read at start holds every
//     entry that was written, the journal is mended to what was written,
//     and the damaged file is kept byte for byte;
//   - every 7th of them (every 41st with -short or -race), through the
//     whole table: the resumed game is the live one exactly (its record,
//     state id and seats) and the operator is told.
//
// The figures (flips, entries and acknowledged commands lost) are logged
// (docs/journal.md has them, before and after the mend).
func TestBitRotLosesNothing(t *testing.T) {
	for _, tc := range []struct {
		game  string
		setup any
		seed  uint64
	}{
		{express.GameName, express.Setup{Players: 4, Seed: 3201}, 1},
		{super.GameName, super.Setup{Players: 6, Seed: 3202}, 2},
	} {
		t.Run(tc.game, func(t *testing.T) {
			journal := wholeGameJournal(t, tc.game, tc.setup, tc.seed)
			base := flipBase(t)
			want, wantDir := resumeJournal(t, base, journal)
			if !want.playing || len(want.cmds) < 20 {
				t.Fatalf("the undamaged journal resumes %d commands (playing %v)", len(want.cmds), want.playing)
			}
			wantLd, err := readJournal(filepath.Join(wantDir, journalName), time.Now())
			if err != nil {
				t.Fatal(err)
			}
			wantEntries := entryLines(t, wantLd)
			entryEvery, every := 1, 7
			if testing.Short() || raceEnabled {
				entryEvery, every = 5, 41
			}
			faults := 0
			fault := func(format string, args ...any) {
				if faults++; faults <= 5 {
					t.Errorf(format, args...)
				}
			}
			// every byte: the entries read at start
			flips, lostEntries, hit, worst := 0, 0, 0, 0
			path := filepath.Join(base, "entries", journalName)
			for pos := 0; pos < len(journal); pos += entryEvery {
				damaged := flipAt(journal, pos)
				os.RemoveAll(filepath.Dir(path))
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, damaged, 0o644); err != nil {
					t.Fatal(err)
				}
				flips++
				n := len(wantEntries) // an unreadable journal: every entry lost to the game
				ld, err := readJournal(path, time.Now())
				if err == nil {
					got := entryLines(t, ld)
					n = 0
					for n < len(wantEntries) && n < len(got) && bytes.Equal(wantEntries[n], got[n]) {
						n++
					}
					n = len(wantEntries) - n
				}
				lostEntries += n
				worst = max(worst, n)
				if n > 0 {
					hit++
					fault("byte %d flipped (%q → %q): %d entries lost (%v)", pos, journal[pos], damaged[pos], n, err)
					continue
				}
				if b, _ := os.ReadFile(path); !bytes.Equal(b, journal) && !(bytes.Equal(b, damaged) && bytes.EqualFold(b, journal)) {
					// (a checksum digit that only changed case reads the same: nothing to mend)
					fault("byte %d flipped: the journal was not mended back to what was written", pos)
				}
				if ld.copy != "" {
					if b, _ := os.ReadFile(ld.copy); !bytes.Equal(b, damaged) {
						fault("byte %d flipped: the damaged file is not kept byte for byte in %s", pos, ld.copy)
					}
				}
			}
			t.Logf("%s: %d-byte journal of %d entries, every %d. byte flipped (%d flips): %d entries lost in all (%.2f per flip), %d flips lost some, at most %d",
				tc.game, len(journal), len(wantEntries), entryEvery, flips, lostEntries, float64(lostEntries)/float64(flips), hit, worst)

			// every 7th byte: the live game
			flips, lost, hit, worst := 0, 0, 0, 0
			dir := ""
			for pos := 0; pos < len(journal); pos += every {
				damaged := flipAt(journal, pos)
				flips++
				os.RemoveAll(dir) // the last flip's folder
				var got resumed
				got, dir = resumeJournal(t, base, damaged)
				n := lostCommands(want.cmds, got.cmds)
				lost += n
				worst = max(worst, n)
				if n > 0 {
					hit++
				}
				if n > 0 || !got.playing || got.version != want.version || !slices.Equal(got.seats, want.seats) || len(got.cmds) != len(want.cmds) {
					fault("byte %d flipped (%q → %q): %d acknowledged commands lost; resumed %d commands at id %d (playing %v), want %d at id %d; notice %q",
						pos, journal[pos], damaged[pos], n, len(got.cmds), got.version, got.playing, len(want.cmds), want.version, got.notice)
					continue
				}
				copies, _ := filepath.Glob(filepath.Join(dir, journalName+".damaged-*"))
				if len(copies) == 0 {
					continue // a checksum digit that only changed case (checked above)
				}
				if !strings.Contains(got.notice, "no command was lost") || !strings.Contains(got.notice, copies[0]) {
					fault("byte %d flipped: the operator was not told: %q", pos, got.notice)
				}
			}
			t.Logf("%s: %d commands, every %d. byte flipped through the table (%d flips): %d acknowledged commands lost in all (%.2f per flip), %d flips lost some, at most %d",
				tc.game, len(want.cmds), every, flips, lost, float64(lost)/float64(flips), hit, worst)
			if lostEntries != 0 || lost != 0 || faults != 0 {
				t.Errorf("%d entries and %d acknowledged commands lost; %d faults", lostEntries, lost, faults)
			}
		})
	}
}
