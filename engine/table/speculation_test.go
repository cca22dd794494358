package table

import (
	"encoding/json"
	"errors"
	"testing"

	"colt/engine/bot"
	"colt/engine/express"
)

// TestHardBotThinksAhead: with paced bots, a Hard bot's search starts as
// soon as the bot owes its move — while the kiosk still narrates the
// person's card — and its answer waits; when the table lets the bot play,
// the move is played at once, not searched then.
func TestHardBotThinksAhead(t *testing.T) {
	tb := personBeforeTwoHardBots(t)
	// answerOf returns the answer kept for seat, if any
	answerOf := func(seat int) *botAnswer {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		for _, a := range tb.answers {
			if int(a.seat) == seat {
				return &a
			}
		}
		return nil
	}
	waitFor(t, "the Hard bot to think ahead of the table's pace", func() bool { return answerOf(1) != nil })
	ahead := answerOf(1)
	if len(recordOf(tb).Commands) != 1 {
		t.Fatalf("%d commands played before the table let the bot play", len(recordOf(tb).Commands))
	}
	// the Hard bot after it thinks from the state seat 1's decision leads to
	waitFor(t, "seat 2 to think ahead of seat 1's move", func() bool { return answerOf(2) != nil })
	if len(recordOf(tb).Commands) != 1 {
		t.Fatal("a bot played without the table's leave")
	}
	s := stateOf(tb)
	if !tb.LetBotsPlay(s.Version()) {
		t.Fatal("LetBotsPlay refused the bot's move")
	}
	rec := recordOf(tb)
	if len(rec.Commands) != 2 {
		t.Fatalf("%d commands right after LetBotsPlay: the answer found ahead was not played at once", len(rec.Commands))
	}
	want, _ := json.Marshal(ahead.cmd)
	got, _ := json.Marshal(rec.Commands[1])
	if string(got) != string(want) {
		t.Fatalf("played %s, the bot had chosen %s", got, want)
	}
	s = stateOf(tb)
	if !tb.LetBotsPlay(s.Version()) || len(recordOf(tb).Commands) != 3 {
		t.Fatal("seat 2's answer, found ahead, was not played at once")
	}
}

// TestPhonesWaitForTheSetUp: on a table a kiosk presents, a phone's command
// is refused with ErrSettingUp until the kiosk says the set-up is done; a
// table without a presenter (colt serve) takes it at once.
func TestPhonesWaitForTheSetUp(t *testing.T) {
	for _, presenter := range []bool{true, false} {
		tb, _ := openT(t, t.TempDir())
		if presenter {
			tb.AttachPresenter()
		}
		var su express.Setup
		for seed := uint64(1); ; seed++ {
			s, _ := express.NewQuiet(express.Setup{Players: 3, Seed: seed})
			if s.Actor() == 0 {
				su = express.Setup{Players: 3, Seed: seed}
				break
			}
		}
		if err := tb.NewGame(express.GameName, su, []SeatMode{Phone, Handoff, Handoff}); err != nil {
			t.Fatal(err)
		}
		s := stateOf(tb)
		c := express.LegalFor(&s, 0)[0]
		err := tb.Submit(FromPhone, c, s.VersionFor(0), "a")
		if presenter != errors.Is(err, ErrSettingUp) {
			t.Fatalf("presenter %v: phone command during the set-up: %v", presenter, err)
		}
		if presenter {
			if tb.SetupDone() {
				t.Fatal("set-up done before the kiosk said so")
			}
			tb.Present(Presentation{Version: s.Version(), SetupDone: true})
			if err := tb.Submit(FromPhone, c, s.VersionFor(0), "a"); err != nil {
				t.Fatalf("after the set-up: %v", err)
			}
		}
		tb.Close()
	}
}

// TestPresentedGame: while the kiosk narrates a state, PresentedGame is the
// state before it; once the kiosk has caught up, that state; without a
// presenter, the game as it stands.
func TestPresentedGame(t *testing.T) {
	tb, _ := openT(t, t.TempDir())
	defer tb.Close()
	tb.AttachPresenter()
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 9}, nil); err != nil {
		t.Fatal(err)
	}
	v0 := ptr(stateOf(tb)).Version()
	var moves []Presentation
	cancel := tb.SubscribePresent(func(p Presentation) { moves = append(moves, p) })
	defer cancel()
	tb.Present(Presentation{Version: v0, SetupDone: true})
	playFirst(t, tb, 1)
	v1 := ptr(stateOf(tb)).Version()
	if g, p, ok := tb.PresentedGame(); !ok || g.Version() != v0 || p.Version != v0 {
		t.Fatalf("before the kiosk showed it: presented state %d, want %d", g.Version(), v0)
	}
	tb.Present(Presentation{Version: v1, Step: 1, Steps: 2, SetupDone: true})
	if g, _, _ := tb.PresentedGame(); g.Version() != v0 {
		t.Fatalf("while narrating %d: presented state %d, want %d", v1, g.Version(), v0)
	}
	tb.Present(Presentation{Version: v1, Step: 1, Steps: 2, SetupDone: true}) // unchanged: nobody is told
	tb.Present(Presentation{Version: v1, SetupDone: true})
	if g, _, _ := tb.PresentedGame(); g.Version() != v1 {
		t.Fatalf("caught up: presented state %d, want %d", g.Version(), v1)
	}
	if len(moves) != 3 {
		t.Fatalf("%d cursor moves told, want 3", len(moves))
	}
}

// personBeforeTwoHardBots opens a table with paced bots and a 3-player game
// where the person at seat 0 plays first, before two Hard bots, and plays
// the person's first card: the first bot now owes its move.
func personBeforeTwoHardBots(t *testing.T) *Table {
	t.Helper()
	tb, _, err := Open(Options{Dir: t.TempDir(), PaceBots: true, BotBudget: bot.Budget{Iterations: 60}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Close() })
	if err := tb.NewGame(express.GameName, seatZeroStarts(3), []SeatMode{Handoff, BotHard, BotHard}); err != nil {
		t.Fatal(err)
	}
	playKind(t, tb, FromKiosk, 0, false)
	return tb
}
