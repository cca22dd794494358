package table

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"colt/engine"
	"colt/engine/bot"
	"colt/engine/games"
	"colt/engine/super"
)

// superState returns a copy of the Colt Super Express state on the table.
func superState(t *testing.T, tb *Table) super.State {
	t.Helper()
	g, ok := tb.Game().(*super.Game)
	if !ok {
		t.Fatalf("the table holds %T, not a Colt Super Express game", tb.Game())
	}
	return g.State()
}

func superBytes(t *testing.T, s super.State) []byte {
	t.Helper()
	b, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// stackOf returns seat's stack in a list of Colt Super Express events, nil
// if the list holds none or hides it.
func stackOf(evs any, seat engine.Seat) []super.Card {
	list, _ := evs.([]super.Event)
	for _, e := range list {
		if e.Kind == super.EvStacked && e.Seat == seat && len(e.Cards) > 0 {
			return e.Cards
		}
	}
	return nil
}

// TestSuperExpressThroughTheTable plays a whole game of Colt Super Express
// through the table, which knows it only as an engine.Game: people submit
// their stacks, the bots answer the simultaneous stack step at once, stale
// checks are per seat, message ids are remembered, undo replays a shorter
// record without undoing a reveal, the game resumes after a power cut, and
// it ends in the history with its result and a record that replays.
func TestSuperExpressThroughTheTable(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	var updates []Update
	cancel := tb.Subscribe(func(u Update) { updates = append(updates, u) })
	defer cancel()
	if err := tb.NewGame(super.GameName, super.Setup{Players: 4, Seed: 11}, []SeatMode{Phone, Handoff, Bot, BotEasy}); err != nil {
		t.Fatal(err)
	}
	if tb.GameName() != super.GameName {
		t.Fatalf("the table hosts %q", tb.GameName())
	}
	// the bots stacked at once, without waiting for the people
	g := tb.Game()
	if got := g.Expected(); !slices.Equal(got, []engine.Seat{0, 1}) || !g.Simultaneous() {
		t.Fatalf("after the bots answered, expected %v (simultaneous %v), want seats 1 and 2", got, g.Simultaneous())
	}
	if src := strings.Count(string(journalBytes(t, dir)), `"src":"bot"`); src != 2 {
		t.Fatalf("the journal holds %d bot commands, want the 2 bots' stacks", src)
	}
	if !bytes.Contains(journalBytes(t, dir), []byte(`"ruleset":"super"`)) {
		t.Fatal("the journal header does not name the game")
	}
	// each update is the game's own values, filtered per seat
	u := updates[len(updates)-1]
	if u.Game != super.GameName || u.Events == 0 {
		t.Fatalf("update game %q with %d events", u.Game, u.Events)
	}
	if _, ok := u.Public.(super.PublicView); !ok {
		t.Fatalf("the public view is a %T", u.Public)
	}
	if stackOf(u.SeatEvents[2], 2) == nil {
		t.Fatal("seat 3 does not see its own stack")
	}
	for _, viewer := range []engine.Seat{0, 1, 3} {
		if stackOf(u.SeatEvents[viewer], 2) != nil {
			t.Fatalf("%s sees seat 3's stack", viewer)
		}
	}
	if stackOf(u.PublicEvents, 2) != nil {
		t.Fatal("the public sees seat 3's stack")
	}
	if u.Signal.Phase != engine.TurnChoosing || !slices.Equal(u.Signal.Owing, []engine.Seat{0, 1}) {
		t.Fatalf("LED signal %+v, want seats 1 and 2 owing their stacks", u.Signal)
	}

	// per-seat stale checks: seat 1's stack does not make seat 2's stale
	v1 := g.VersionFor(1)
	first := g.Legal(0)[0]
	if err := tb.Submit(FromPhone, first, g.VersionFor(0), "p1"); err != nil {
		t.Fatal(err)
	}
	if err := tb.Submit(FromPhone, first, AnyVersion, "p1"); !errors.Is(err, ErrDuplicate) {
		t.Fatalf("the same message again: %v, want ErrDuplicate", err)
	}
	if err := tb.Submit(FromPhone, g.Legal(0)[1], AnyVersion, "p1"); !errors.Is(err, ErrIDReused) {
		t.Fatalf("the id again with another stack: %v, want ErrIDReused", err)
	}
	if err := tb.Submit(FromKiosk, super.Stack(2, 0, 1, 2), AnyVersion, ""); !errors.Is(err, ErrSeatMode) {
		t.Fatalf("the kiosk playing a bot seat: %v, want ErrSeatMode", err)
	}
	if got := tb.Game().VersionFor(1); got != v1 {
		t.Fatalf("seat 2's state id moved from %d to %d when seat 1 stacked", v1, got)
	}
	if err := tb.Submit(FromKiosk, first, AnyVersion, ""); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("seat 1 stacking twice: %v, want ErrIllegal", err)
	}
	if tb.UndoLimit() != 3 {
		t.Fatalf("undo limit %d after hidden stacks, want 3 (the bots' and seat 1's: nothing revealed yet)", tb.UndoLimit())
	}
	st := superState(t, tb)
	round := st.Round()
	if err := tb.Submit(FromKiosk, tb.Game().Legal(1)[0], v1, ""); err != nil {
		t.Fatalf("seat 2's stack with the id it saw before seat 1 stacked: %v", err)
	}
	if st := superState(t, tb); st.Round() == round && !tb.Game().Over() {
		t.Fatal("the round did not resolve when the last stack went down")
	}
	// the stacks were revealed: undo cannot take them back, and the bots
	// have stacked for the next round already
	st = superState(t, tb)
	botsAboard := 0
	for _, seat := range []engine.Seat{2, 3} {
		if st.Aboard(seat) {
			botsAboard++
		}
	}
	if tb.UndoLimit() != botsAboard || !slices.Equal(tb.Game().Expected(), []engine.Seat{0, 1}) {
		t.Fatalf("after the reveal: undo limit %d (want the %d bot stacks), expected %v", tb.UndoLimit(), botsAboard, tb.Game().Expected())
	}
	if err := tb.Submit(FromKiosk, tb.Game().Legal(1)[0], v1, ""); !errors.Is(err, ErrStale) {
		t.Fatalf("a stack made for the last round: %v, want ErrStale", err)
	}

	// undo: a person's hidden stack is taken back (the bots' with it, and
	// they answer again); ids never go back
	g = tb.Game()
	if err := tb.Submit(FromPhone, g.Legal(0)[2], g.VersionFor(0), "p2"); err != nil {
		t.Fatal(err)
	}
	before := tb.Game().Version()
	stale := tb.Game().VersionFor(1)
	if err := tb.Undo(1); err != nil {
		t.Fatal(err)
	}
	if tb.Game().Version() <= before || !slices.Equal(tb.Game().Expected(), []engine.Seat{0, 1}) {
		t.Fatalf("after undo: id %d (was %d), expected %v", tb.Game().Version(), before, tb.Game().Expected())
	}
	if err := tb.Submit(FromKiosk, tb.Game().Legal(1)[0], stale, ""); !errors.Is(err, ErrStale) {
		t.Fatalf("a stack made before the undo: %v, want ErrStale", err)
	}
	if err := tb.Undo(tb.UndoLimit() + 1); !errors.Is(err, ErrUndo) {
		t.Fatalf("undo past the reveal: %v, want ErrUndo", err)
	}

	// the power goes: the folder is reopened and the game resumes exactly
	cur := superState(t, tb)
	seats := tb.Seats()
	tb.Close()
	tb2, warns := openT(t, dir)
	if len(warns) != 0 {
		t.Fatalf("warnings at resume: %v", warns)
	}
	if !bytes.Equal(superBytes(t, cur), superBytes(t, superState(t, tb2))) {
		t.Fatal("the resumed game differs")
	}
	if !slices.Equal(seats, tb2.Seats()) {
		t.Fatalf("seats after resume %+v, want %+v", tb2.Seats(), seats)
	}
	if err := tb2.Submit(FromPhone, first, AnyVersion, "p1"); !errors.Is(err, ErrDuplicate) {
		t.Fatalf("a message id from before the power cut: %v, want ErrDuplicate", err)
	}

	// the people play on to the end; the bots answer every round at once
	var last Update
	cancel2 := tb2.Subscribe(func(u Update) { last = u })
	defer cancel2()
	for i := 0; i < 200 && !tb2.Game().Over(); i++ {
		g := tb2.Game()
		seat := g.Expected()[0]
		if seat >= 2 {
			t.Fatalf("bot seat %s still owes its stack", seat)
		}
		if err := tb2.Submit(FromKiosk, g.Legal(seat)[0], g.VersionFor(seat), ""); err != nil {
			t.Fatal(err)
		}
	}
	if !tb2.Game().Over() || !last.Over || last.Signal.Phase != engine.TurnOver || len(last.Signal.Winners) == 0 {
		t.Fatalf("the game did not end: over %v, signal %+v", tb2.Game().Over(), last.Signal)
	}
	if _, err := os.Stat(filepath.Join(dir, journalName)); !os.IsNotExist(err) {
		t.Fatal("the finished game's journal was not archived")
	}
	hist, hw := tb2.History()
	if len(hist) != 1 || len(hw) != 0 {
		t.Fatalf("history %d games, warnings %v", len(hist), hw)
	}
	gs := hist[0]
	var res super.Result
	if err := json.Unmarshal(gs.Result, &res); err != nil || gs.Game != super.GameName || !gs.Finished || len(gs.Players) != 4 || len(res.Winners) == 0 {
		t.Fatalf("history entry %+v (result %v)", gs, err)
	}
	replayed, err := games.Replay(gs.Record)
	if err != nil || !replayed.Over() {
		t.Fatalf("the archived record does not replay to the end: %v", err)
	}
	want := superState(t, tb2)
	got := replayed.(*super.Game).State()
	if !bytes.Equal(superBytes(t, got), withSuperVersion(t, want, got.Version())) {
		t.Fatal("the archived record replays to another game")
	}
	out := filepath.Join(t.TempDir(), "usb")
	if n, err := tb2.Export(out); err != nil || n != 1 {
		t.Fatalf("export: %d %v", n, err)
	}
	b, _ := os.ReadFile(filepath.Join(out, gs.ID+".json"))
	if _, err := super.DecodeRecord(b); err != nil {
		t.Fatalf("the exported record is not a Colt Super Express record: %v", err)
	}
}

func withSuperVersion(t *testing.T, s super.State, v int) []byte {
	s.SetVersion(v)
	return superBytes(t, s)
}

// TestSuperExpressEndGameAndHardBots: a Hard Colt Super Express bot
// searches off the table's lock like Colt Express's, and an operator's
// EndGame archives the game unfinished (Colt Super Express has no scores
// before its end: the result is nil).
func TestSuperExpressEndGameAndHardBots(t *testing.T) {
	dir := t.TempDir()
	tb := openBots(t, dir, bot.Budget{Time: 5 * time.Millisecond})
	if err := tb.NewGame(super.GameName, super.Setup{Players: 3, Seed: 4}, []SeatMode{Handoff, BotHard, BotHard}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the Hard bots' stacks", func() bool {
		_, thinking := tb.Thinking()
		return !thinking && slices.Equal(tb.Game().Expected(), []engine.Seat{0})
	})
	g := tb.Game()
	if err := tb.Submit(FromKiosk, g.Legal(0)[0], g.VersionFor(0), ""); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the next round's stacks", func() bool {
		_, thinking := tb.Thinking()
		g := tb.Game()
		return !thinking && (g.Over() || slices.Equal(g.Expected(), []engine.Seat{0}))
	})
	if tb.Game().Over() {
		t.Skip("the game ended in one round")
	}
	res, err := tb.EndGame()
	if err != nil || res != nil {
		t.Fatalf("EndGame: %v, %v; want no result before the end", res, err)
	}
	hist, _ := tb.History()
	if len(hist) != 1 || hist[0].Finished || hist[0].Game != super.GameName || string(hist[0].Result) != "null" {
		t.Fatalf("history %+v", hist)
	}
	if n := strings.Count(string(hist[0].Record.Commands[0]), "stack"); n != 1 {
		t.Fatalf("the first archived command %s is not a stack", hist[0].Record.Commands[0])
	}
}
