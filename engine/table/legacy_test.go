package table

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"colt/engine/express"
)

// copyDir copies a fixture folder (files and one level of subfolders) into a
// fresh temporary folder.
func copyDir(t *testing.T, from string) string {
	t.Helper()
	dir := t.TempDir()
	err := filepath.WalkDir(from, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestLegacyExpressJournalResumes resumes a journal and reads a history file
// written by the table before it hosted more than Colt Express (no game
// field in the header; testdata/legacy-express, written by that code): both
// must keep working unchanged on cafés' SD cards.
func TestLegacyExpressJournalResumes(t *testing.T) {
	dir := copyDir(t, "testdata/legacy-express")
	tb, warns := openT(t, dir)
	if len(warns) != 0 {
		t.Fatalf("unexpected warnings %v", warns)
	}
	if !tb.Playing() {
		t.Fatal("the legacy game did not resume")
	}
	rec := recordOf(tb)
	want := express.Setup{Players: 4, Seed: 2024, Rules: express.RuleExperts}
	if len(rec.Commands) != 13 || rec.Setup.Players != want.Players || rec.Setup.Seed != want.Seed || rec.Setup.Rules != want.Rules {
		t.Fatalf("resumed record: setup %+v, %d commands; want %+v and 13 (14 played, 1 undone)", rec.Setup, len(rec.Commands), want)
	}
	s, err := express.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	// 14 commands and an undo: the state id is 15, never reused
	if got := stateOf(tb); !bytes.Equal(mustBytes(t, got), withVersion(t, s, 15)) {
		t.Fatalf("resumed state is not the replay of its record at id 15 (id %d)", got.Version())
	}
	seats := tb.Seats()
	if seats[0].Mode != Phone || seats[0].Token != "1825846643a726d850f9f239d7efbeaa" || seats[1].Mode != Handoff {
		t.Fatalf("seats after resume: %+v", seats)
	}
	// the phone's message ids survive: a repeated delivery changes nothing
	md := express.Play(0, express.Move, false)
	if err := tb.Submit(FromPhone, md, AnyVersion, "md"); !errors.Is(err, ErrDuplicate) {
		t.Fatalf("repeated message id md: %v, want ErrDuplicate", err)
	}
	cur := stateOf(tb)
	if err := tb.Submit(FromKiosk, express.Legal(&cur)[0], 14, ""); !errors.Is(err, ErrStale) {
		t.Fatalf("a command made before the undo: %v, want ErrStale", err)
	}
	// the legacy game plays on to its end and joins the legacy history
	for st := stateOf(tb); !st.Over(); st = stateOf(tb) {
		if err := tb.Submit(FromKiosk, express.Legal(&st)[0], st.VersionFor(st.Actor()), ""); err != nil {
			t.Fatal(err)
		}
	}
	games, hw := tb.History()
	if len(games) != 2 || len(hw) != 0 {
		t.Fatalf("history: %d games, warnings %v; want the legacy game and this one", len(games), hw)
	}
	old := games[1]
	oldResult := expressResult(t, old.Result)
	if old.ID != "20261120-183000-f9f33f" || old.Game != express.GameName || !old.Finished || len(old.Players) != 3 || old.Players[0] != "Cheyenne" || len(oldResult.Winners) == 0 {
		t.Fatalf("legacy history file read as %+v", old)
	}
	os2, err := express.Replay(expressRecord(t, old.Record))
	if err != nil || !os2.Over() {
		t.Fatalf("legacy history record does not replay to the end: %v", err)
	}
	if r := express.Score(&os2); r.Players[1].Total != oldResult.Players[1].Total {
		t.Fatalf("legacy history result %d, replay scores %d", oldResult.Players[1].Total, r.Players[1].Total)
	}
	if expressRecord(t, games[0].Record).Setup.Seed != 2024 || games[0].Game != express.GameName || !games[0].Finished {
		t.Fatalf("the resumed game's history: %+v", games[0])
	}
}
