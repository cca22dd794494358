package table

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"colt/engine/express"
	"colt/engine/super"
)

// FuzzResumeJournal opens a table on an arbitrary journal file: nothing may
// panic, a resumed game keeps the engine's invariants, and the bytes of a
// journal that could not be used are never lost (the file, or a copy of it,
// is still in the folder).
func FuzzResumeJournal(f *testing.F) {
	dir := f.TempDir()
	tb, _, err := Open(Options{Dir: dir, Now: func() time.Time { return time.Unix(1_800_000_000, 0) }})
	if err != nil {
		f.Fatal(err)
	}
	tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 5}, []SeatMode{Phone, Bot, Phone})
	for i := 0; i < 12; i++ {
		s := stateOf(tb)
		if ex := s.Expected(); len(ex) > 0 {
			tb.Submit(FromOperator, express.LegalFor(&s, ex[0])[0], AnyVersion, "")
		}
	}
	tb.Close()
	good, _ := os.ReadFile(filepath.Join(dir, journalName))
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte("00000000 {}\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) > 64<<10 {
			return
		}
		d := t.TempDir()
		path := filepath.Join(d, journalName)
		os.WriteFile(path, b, 0o644)
		tb, _, err := Open(Options{Dir: d, Now: func() time.Time { return time.Unix(1_800_000_000, 0) }})
		if err != nil {
			return
		}
		defer tb.Close()
		if tb.Playing() {
			var err error
			switch g := tb.Game().(type) {
			case *express.Game:
				s := g.State()
				err = express.CheckInvariants(&s)
			case *super.Game:
				s := g.State()
				err = super.CheckInvariants(&s)
			}
			if err != nil {
				t.Fatalf("a resumed game breaks an invariant: %v", err)
			}
		}
		// the original bytes survive somewhere in the folder unless the game
		// was archived (a finished game: its record is in the history)
		found := false
		filepath.Walk(d, func(p string, info os.FileInfo, err error) error {
			if err == nil && !info.IsDir() {
				if c, _ := os.ReadFile(p); string(c) == string(b) {
					found = true
				}
			}
			return nil
		})
		hist, _ := filepath.Glob(filepath.Join(d, "history", "*.json"))
		if !found && len(hist) == 0 && len(b) > 0 && !tb.Playing() {
			t.Fatalf("a journal that could not be resumed vanished (%d bytes)", len(b))
		}
	})
}
