package table

import (
	"errors"
	"slices"
	"testing"
	"time"

	"colt/engine/express"
)

// playKind plays seat's first legal command of kind (or, with kind < 0, its
// first one that is not a draw) and returns it.
func playKind(t *testing.T, tb *Table, src Source, seat express.Seat, draw bool) express.Command {
	t.Helper()
	s := stateOf(tb)
	for _, c := range express.LegalFor(&s, seat) {
		if (c.Kind == express.CmdDraw) == draw {
			if err := tb.Submit(src, c, s.VersionFor(seat), "m"+c.String()); err != nil {
				t.Fatalf("submit %s: %v", c, err)
			}
			return c
		}
	}
	t.Fatalf("seat %d has no such command in %v", seat, express.LegalFor(&s, seat))
	return express.Command{}
}

func takeBackReason(err error) TakeBackReason {
	var tbe *TakeBackError
	if errors.As(err, &tbe) {
		return tbe.Reason
	}
	return 0
}

// TestTakeBack: a seat takes back its own last card without the PIN — the
// game is as before it, under a new state id — until the next seat acts;
// then it is refused with a typed reason, as is a draw (the cards were
// seen), another seat's move, a phone asking for a kiosk seat; the journal
// holds the take-back so a restart resumes the shorter game.
func TestTakeBack(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 9}, nil); err != nil {
		t.Fatal(err)
	}
	first := ptr(stateOf(tb)).Actor()
	if err := tb.TakeBack(FromKiosk, first, AnyVersion); takeBackReason(err) != TakeBackNothing || !errors.Is(err, ErrTakeBack) {
		t.Fatalf("take-back before any move: %v", err)
	}
	before := stateOf(tb)
	playKind(t, tb, FromKiosk, first, false)
	if !tb.CanTakeBack(first) {
		t.Fatal("the seat that just played cannot take back")
	}
	second := ptr(stateOf(tb)).Actor()
	if err := tb.TakeBack(FromKiosk, second, AnyVersion); takeBackReason(err) != TakeBackNothing {
		t.Fatalf("the next seat took back another's card: %v", err)
	}
	if err := tb.TakeBack(FromPhone, first, AnyVersion); !errors.Is(err, ErrSeatMode) {
		t.Fatalf("a phone took back a kiosk seat's card: %v", err)
	}
	if err := tb.TakeBack(FromKiosk, first, ptr(stateOf(tb)).VersionFor(first)-1); !errors.Is(err, ErrStale) {
		t.Fatalf("an old state id: %v", err)
	}
	if err := tb.TakeBack(FromKiosk, first, ptr(stateOf(tb)).VersionFor(first)); err != nil {
		t.Fatal(err)
	}
	after := stateOf(tb)
	if after.Actor() != first || !slices.Equal(express.LegalFor(&after, first), express.LegalFor(&before, first)) || len(recordOf(tb).Commands) != 0 {
		t.Fatal("the take-back did not restore the game before the card")
	}
	if after.Version() <= before.Version()+1 {
		t.Fatalf("state id %d after the take-back: ids never go back", after.Version())
	}
	// the same message id may be sent again once its move was taken back
	playKind(t, tb, FromKiosk, first, false)
	playKind(t, tb, FromKiosk, ptr(stateOf(tb)).Actor(), false)
	if err := tb.TakeBack(FromKiosk, first, AnyVersion); takeBackReason(err) != TakeBackOthers {
		t.Fatalf("take-back after the next seat played: %v", err)
	}
	if tb.CanTakeBack(first) {
		t.Fatal("CanTakeBack after the next seat played")
	}
	// a draw shows new cards: it cannot be taken back
	actor := ptr(stateOf(tb)).Actor()
	playKind(t, tb, FromKiosk, actor, true)
	if err := tb.TakeBack(FromKiosk, actor, AnyVersion); takeBackReason(err) != TakeBackRevealed {
		t.Fatalf("take-back of a draw: %v", err)
	}
	// take one back, then restart: the journal resumes the shorter game
	next := ptr(stateOf(tb)).Actor()
	playKind(t, tb, FromKiosk, next, false)
	if err := tb.TakeBack(FromKiosk, next, AnyVersion); err != nil {
		t.Fatal(err)
	}
	want := recordOf(tb)
	wantState := stateOf(tb)
	tb.Close()
	tb2, warns := openT(t, dir)
	defer tb2.Close()
	if len(warns) != 0 {
		t.Fatalf("warnings at resume: %v", warns)
	}
	if got := recordOf(tb2); len(got.Commands) != len(want.Commands) {
		t.Fatalf("resumed %d commands, want %d", len(got.Commands), len(want.Commands))
	}
	if got := stateOf(tb2); got.Version() != wantState.Version() || string(mustBytes(t, got)) != string(mustBytes(t, wantState)) {
		t.Fatal("the resumed game differs from the one after the take-back")
	}
	if err := tb2.TakeBack(FromKiosk, next, AnyVersion); takeBackReason(err) != TakeBackOthers {
		t.Fatalf("a second take-back after the restart: %v", err)
	}
}

// TestTakeBackCancelsTheBot: with paced bots, a Hard bot starts thinking
// about its move as soon as it owes it; a take-back of the person's card
// before the table lets the bot play drops the bot's decision, and no bot
// move is ever played for the state that was taken back.
func TestTakeBackCancelsTheBot(t *testing.T) {
	tb := personBeforeTwoHardBots(t)
	waitFor(t, "the Hard bot's search to end", func() bool { _, thinking := tb.Thinking(); return !thinking })
	if n := len(recordOf(tb).Commands); n != 1 {
		t.Fatalf("%d commands: the bot played before the table let it", n)
	}
	if err := tb.TakeBack(FromKiosk, 0, AnyVersion); err != nil {
		t.Fatal(err)
	}
	s := stateOf(tb)
	if tb.LetBotsPlay(s.Version()) || len(recordOf(tb).Commands) != 0 {
		t.Fatal("the bot played the decision made for the taken-back card")
	}
	time.Sleep(10 * time.Millisecond) // any search left over would land now
	if len(recordOf(tb).Commands) != 0 {
		t.Fatal("a bot move landed after the take-back")
	}
}
