package table

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"colt/engine/express"
)

func openT(t *testing.T, dir string) (*Table, []string) {
	t.Helper()
	tb, warns, err := Open(Options{Dir: dir, Now: func() time.Time { return time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	return tb, warns
}

func mustBytes(t *testing.T, s express.State) []byte {
	b, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// firstLegal plays the first legal command n times through Submit.
func playFirst(t *testing.T, tb *Table, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		s := stateOf(tb)
		if s.Over() {
			return
		}
		c := express.Legal(&s)[0]
		if err := tb.Submit(FromKiosk, c, s.Version(), ""); err != nil {
			t.Fatalf("submit %s: %v", c, err)
		}
	}
}

func TestResumeIsExact(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 4, Seed: 42}, []SeatMode{Phone, Handoff, Handoff, Handoff}); err != nil {
		t.Fatal(err)
	}
	playFirst(t, tb, 30)
	before := stateOf(tb)
	seats := tb.Seats()
	tb.Close() // the plug is pulled: nothing else is written
	tb2, warns := openT(t, dir)
	if len(warns) != 0 {
		t.Fatalf("unexpected warnings %v", warns)
	}
	after := stateOf(tb2)
	if !bytes.Equal(mustBytes(t, before), mustBytes(t, after)) {
		t.Fatal("resumed state differs")
	}
	got := tb2.Seats()
	for i := range seats {
		if got[i] != seats[i] {
			t.Fatalf("seat %d: %+v, want %+v (tokens must survive)", i, got[i], seats[i])
		}
	}
	if s, ok := tb2.SeatForToken(seats[0].Token); !ok || s != 0 {
		t.Fatalf("token lookup after resume: %v %v", s, ok)
	}
}

func journalBytes(t *testing.T, dir string) []byte {
	b, err := os.ReadFile(filepath.Join(dir, journalName))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestBadInputsChangeNothing(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 7}, []SeatMode{Phone, Handoff, Bot}); err != nil {
		t.Fatal(err)
	}
	// bring the phone seat to act
	for st := stateOf(tb); st.Actor() != 0; st = stateOf(tb) {
		playFirst(t, tb, 1)
	}
	s := stateOf(tb)
	good := express.Legal(&s)[0]
	if err := tb.Submit(FromPhone, good, s.Version(), "m1"); err != nil {
		t.Fatal(err)
	}
	s = stateOf(tb)
	rec := recordOf(tb)
	jb := journalBytes(t, dir)
	illegal := express.Play(s.Actor(), express.Bullet, false)
	cases := []struct {
		name string
		src  Source
		cmd  express.Command
		ver  int
		id   string
		want error
	}{
		{"duplicate id", FromPhone, good, AnyVersion, "m1", ErrDuplicate},
		{"stale version", FromKiosk, express.Legal(&s)[0], s.Version() - 1, "", ErrStale},
		{"illegal card", FromKiosk, illegal, s.Version(), "", express.ErrIllegal},
		{"unknown seat", FromKiosk, express.Draw(5), s.Version(), "", ErrWrongSeat},
		{"phone for a kiosk seat", FromPhone, express.Draw(1), s.Version(), "x", ErrSeatMode},
		{"kiosk for a bot seat", FromKiosk, express.Draw(2), s.Version(), "", ErrSeatMode},
	}
	for _, tc := range cases {
		err := tb.Submit(tc.src, tc.cmd, tc.ver, tc.id)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: err = %v, want %v", tc.name, err, tc.want)
		}
		if err != nil && len(err.Error()) < 20 {
			t.Errorf("%s: error %q does not explain what to do", tc.name, err)
		}
		after := stateOf(tb)
		if !bytes.Equal(mustBytes(t, s), mustBytes(t, after)) {
			t.Errorf("%s: state changed", tc.name)
		}
		if !bytes.Equal(jb, journalBytes(t, dir)) {
			t.Errorf("%s: journal changed", tc.name)
		}
		if len(recordOf(tb).Commands) != len(rec.Commands) {
			t.Errorf("%s: record changed", tc.name)
		}
	}
}

func TestDamagedTailIsCut(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	tb.NewGame(express.GameName, express.Setup{Players: 5, Seed: 3}, nil)
	playFirst(t, tb, 12)
	want := stateOf(tb)
	tb.Close()
	path := filepath.Join(dir, journalName)
	good := journalBytes(t, dir)
	for name, tail := range map[string]string{
		"torn line":    `1234abcd {"t":"cmd","cmd":{"seat":1,"do":"dr`,
		"bad checksum": "00000000 {\"t\":\"cmd\",\"cmd\":{\"seat\":1,\"do\":\"draw\"}}\n",
		"garbage":      "\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\n",
	} {
		os.WriteFile(path, append(append([]byte{}, good...), tail...), 0o644)
		tb2, warns := openT(t, dir)
		if len(warns) != 1 || !strings.Contains(warns[0], "damaged") {
			t.Fatalf("%s: warnings %v", name, warns)
		}
		if !bytes.Equal(mustBytes(t, want), mustBytes(t, stateOf(tb2))) {
			t.Fatalf("%s: state after cutting the tail differs", name)
		}
		if !bytes.Equal(good, journalBytes(t, dir)) {
			t.Fatalf("%s: the damaged tail was not cut from the file", name)
		}
		// the game goes on and appends after the cut
		playFirst(t, tb2, 1)
		tb2.Close()
		good = journalBytes(t, dir)
		want = func() express.State { tb3, _ := openT(t, dir); defer tb3.Close(); return stateOf(tb3) }()
	}
}

func TestUnreadableJournalIsMovedAside(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, journalName), []byte("this is not a journal\n"), 0o644)
	tb, warns := openT(t, dir)
	if len(warns) != 1 || !strings.Contains(warns[0], "moved it to") {
		t.Fatalf("warnings %v", warns)
	}
	if tb.Playing() {
		t.Fatal("a broken journal must not resume a game")
	}
	moved, _ := filepath.Glob(filepath.Join(dir, journalName+".broken-*"))
	if len(moved) != 1 {
		t.Fatalf("broken journal not kept aside: %v", moved)
	}
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 1}, nil); err != nil {
		t.Fatalf("a new game must start after a broken journal: %v", err)
	}
}

func TestUndoReplaysAShorterRecord(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 11}, nil)
	// play face-up cards only (no draws) so undo can go back
	var states [][]byte
	for i := 0; i < 4; i++ {
		s := stateOf(tb)
		states = append(states, mustBytes(t, s))
		var c express.Command
		for _, l := range express.Legal(&s) {
			if l.Kind == express.CmdPlay {
				c = l
				break
			}
		}
		if err := tb.Submit(FromKiosk, c, s.Version(), ""); err != nil {
			t.Fatal(err)
		}
	}
	if tb.UndoLimit() != 4 {
		t.Fatalf("undo limit %d, want 4", tb.UndoLimit())
	}
	v4 := ptr(stateOf(tb)).Version()
	stale := express.Legal(ptr(stateOf(tb)))[0]
	if err := tb.Undo(2); err != nil {
		t.Fatal(err)
	}
	// the same state as 2 commands ago, with a new id (ids never go back)
	after := stateOf(tb)
	if after.Version() != v4+1 {
		t.Fatalf("version after undo %d, want %d", after.Version(), v4+1)
	}
	if !bytes.Equal(states[2], withVersion(t, after, 2)) {
		t.Fatal("undo 2 did not give the state of 2 commands ago")
	}
	// a command made for the state before the undo is stale now
	if err := tb.Submit(FromKiosk, stale, v4-2, ""); !errors.Is(err, ErrStale) {
		t.Fatalf("pre-undo command: %v", err)
	}
	// undo survives a restart, ids included
	tb.Close()
	tb2, _ := openT(t, dir)
	if got := stateOf(tb2); got.Version() != v4+1 || !bytes.Equal(states[2], withVersion(t, got, 2)) {
		t.Fatal("undo lost at resume")
	}
	// a draw is a barrier: it cannot be undone (it would un-see cards)
	s := stateOf(tb2)
	if err := tb2.Submit(FromKiosk, express.Draw(s.Actor()), s.Version(), ""); err != nil {
		t.Fatal(err)
	}
	if err := tb2.Undo(1); !errors.Is(err, ErrUndo) {
		t.Fatalf("undo across a draw: %v", err)
	}
}

func TestBotsFinishAndArchive(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	var updates int
	var last Update
	cancel := tb.Subscribe(func(u Update) { updates++; last = u })
	defer cancel()
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 5}, []SeatMode{Bot, Bot, Bot}); err != nil {
		t.Fatal(err)
	}
	if st := stateOf(tb); !st.Over() || !last.Over || publicOf(last).Result == nil {
		t.Fatal("an all-bot game must play to the end")
	}
	if _, err := os.Stat(filepath.Join(dir, journalName)); !os.IsNotExist(err) {
		t.Fatal("a finished game's journal must be archived and removed")
	}
	games, warns := tb.History()
	if len(games) != 1 || len(warns) != 0 || !games[0].Finished || len(games[0].Players) != 3 {
		t.Fatalf("history %+v %v", games, warns)
	}
	s, err := express.Replay(expressRecord(t, games[0].Record))
	if err != nil || !s.Over() {
		t.Fatalf("archived record does not replay to the end: %v", err)
	}
	out := filepath.Join(t.TempDir(), "usb")
	n, err := tb.Export(out)
	if err != nil || n != 1 {
		t.Fatalf("export: %d %v", n, err)
	}
	b, _ := os.ReadFile(filepath.Join(out, games[0].ID+".json"))
	if _, err := express.DecodeRecord(b); err != nil {
		t.Fatalf("exported record unreadable: %v", err)
	}
}

func TestSeatSwitchAndEndGame(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 9}, []SeatMode{Phone, Phone, Phone})
	s := stateOf(tb)
	a := s.Actor()
	if err := tb.SetSeatMode(a, Handoff); err != nil { // the phone died
		t.Fatal(err)
	}
	if err := tb.Submit(FromKiosk, express.Legal(&s)[0], s.Version(), ""); err != nil {
		t.Fatalf("kiosk play after switching to handoff: %v", err)
	}
	tb.Close()
	tb2, _ := openT(t, dir)
	if tb2.Seats()[a].Mode != Handoff {
		t.Fatal("seat mode lost at resume")
	}
	before := stateOf(tb2)
	r, err := tb2.EndGame()
	if err != nil {
		t.Fatal(err)
	}
	res := r.(express.Result)
	if want := express.Score(&before); len(res.Players) != len(want.Players) || res.Players[0].Total != want.Players[0].Total || len(res.Winners) == 0 {
		t.Fatalf("EndGame returned %+v, want the scores as they stood %+v", res, want)
	}
	if tb2.Playing() {
		t.Fatal("still playing after EndGame")
	}
	games, _ := tb2.History()
	if len(games) != 1 || games[0].Finished {
		t.Fatalf("ended game not archived as unfinished: %+v", games)
	}
}

func ptr(s express.State) *express.State { return &s }

func withVersion(t *testing.T, s express.State, v int) []byte {
	s.SetVersion(v)
	return mustBytes(t, s)
}
