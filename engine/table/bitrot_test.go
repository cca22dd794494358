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

// TestBitRotLosesNothing (issue 32 item 6): a byte flipped anywhere in the
// journal of a whole game — Colt Express and Colt Super Express, every
// byte position, each with one of the eight one-bit flips or all eight
// bits, and every 29th byte turned into a newline — loses no acknowledged
// command: the resumed game is the live one exactly (its record, state id
// and seats), the damaged file is kept byte for byte, and the operator is
// told. The figures (flips, commands lost) are logged.
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
			want, _ := resumeJournal(t, base, journal)
			if !want.playing || len(want.cmds) < 20 {
				t.Fatalf("the undamaged journal resumes %d commands (playing %v)", len(want.cmds), want.playing)
			}
			stride := 1
			if testing.Short() {
				stride = 7
			}
			flips, lost, hit, worst, faults := 0, 0, 0, 0, 0
			fault := func(format string, args ...any) {
				if faults++; faults <= 5 {
					t.Errorf(format, args...)
				}
			}
			dir := ""
			for pos := 0; pos < len(journal); pos += stride {
				damaged := bytes.Clone(journal)
				if mask := byte(1) << (pos % 9); pos%9 == 8 {
					damaged[pos] ^= 0xff
				} else {
					damaged[pos] ^= mask
				}
				if pos%29 == 0 && journal[pos] != '\n' {
					damaged[pos] = '\n'
				}
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
					// only a checksum digit changed in case reads the same: nothing to set aside
					if b, _ := os.ReadFile(filepath.Join(dir, journalName)); !bytes.EqualFold(b, journal) || !bytes.Equal(b, damaged) {
						fault("byte %d flipped: no copy set aside and the journal changed", pos)
					}
					continue
				}
				if b, _ := os.ReadFile(copies[0]); len(copies) != 1 || !bytes.Equal(b, damaged) {
					fault("byte %d flipped: the damaged file is not kept byte for byte in %v", pos, copies)
				}
				if b, _ := os.ReadFile(filepath.Join(dir, journalName)); !bytes.Equal(b, journal) {
					fault("byte %d flipped: the journal was not mended back to what was written", pos)
				}
				if !strings.Contains(got.notice, "no command was lost") || !strings.Contains(got.notice, copies[0]) {
					fault("byte %d flipped: the operator was not told: %q", pos, got.notice)
				}
			}
			t.Logf("%s: %d-byte journal of %d commands, %d flips: %d acknowledged commands lost in all (%.2f per flip), %d flips lost some, at most %d",
				tc.game, len(journal), len(want.cmds), flips, lost, float64(lost)/float64(flips), hit, worst)
			if lost != 0 || faults != 0 {
				t.Errorf("%d acknowledged commands lost over %d flips; %d flips resumed wrong", lost, flips, faults)
			}
		})
	}
}
