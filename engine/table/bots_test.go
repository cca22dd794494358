package table

import (
	"errors"
	"testing"
	"time"

	"colt/engine/bot"
	"colt/engine/express"
)

// waitFor polls cond (a liveness check with a generous limit, not a timing
// assertion: the machine may be slow).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("still waiting for %s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func openBots(t *testing.T, dir string, budget bot.Budget) *Table {
	t.Helper()
	tb, _, err := Open(Options{Dir: dir, BotBudget: budget, Now: func() time.Time { return time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Close() })
	return tb
}

// TestHardBotPlaysOffTheLock: a Hard bot seat searches its move off the
// table's lock (the table answers meanwhile) and plays it like any bot;
// with Easy and Normal bots and a kiosk seat the game reaches its end and
// every bot move is journaled as the bot's.
func TestHardBotPlaysOffTheLock(t *testing.T) {
	dir := t.TempDir()
	tb := openBots(t, dir, bot.Budget{Iterations: 40})
	if err := tb.NewGame(express.GameName, express.Setup{Players: 4, Seed: 21}, []SeatMode{Handoff, BotHard, BotEasy, Bot}); err != nil {
		t.Fatal(err)
	}
	sawThinking := false
	for steps := 0; ; steps++ {
		if steps > 5000 {
			t.Fatal("the game does not end")
		}
		if seat, ok := tb.Thinking(); ok {
			sawThinking = true
			if seat != 1 {
				t.Fatalf("seat %d is thinking; only seat 1 has a Hard bot", seat)
			}
			_ = tb.Public() // the table answers while the bot searches
			time.Sleep(time.Millisecond)
			continue
		}
		s := stateOf(tb)
		if s.Over() || !tb.Playing() {
			break
		}
		if !s.IsExpected(0) {
			time.Sleep(time.Millisecond) // a search is about to start or end
			continue
		}
		c := express.LegalFor(&s, 0)[0]
		if err := tb.Submit(FromKiosk, c, s.VersionFor(0), ""); err != nil && !errors.Is(err, ErrStale) && !errors.Is(err, express.ErrIllegal) {
			t.Fatalf("submit %s: %v", c, err)
		}
	}
	if !sawThinking {
		t.Fatal("the Hard bot never searched")
	}
	games, _ := tb.History()
	if len(games) != 1 || !games[0].Finished {
		t.Fatalf("history %+v", games)
	}
	played := 0
	for _, c := range expressRecord(t, games[0].Record).Commands {
		if c.Seat == 1 {
			played++
		}
	}
	if played < 10 {
		t.Fatalf("the Hard bot played %d commands", played)
	}
}

// TestHardBotSearchDroppedByUndoAndNewGame: a search under way when the
// operator undoes or starts a new game is cancelled and its answer never
// reaches the new game.
func TestHardBotSearchDroppedByUndoAndNewGame(t *testing.T) {
	dir := t.TempDir()
	tb := openBots(t, dir, bot.Budget{Time: time.Hour}) // searches until cancelled
	// seat 0 plays by hand; find a game where it moves first, then the Hard bot
	var su express.Setup
	for seed := uint64(1); ; seed++ {
		s, err := express.NewQuiet(express.Setup{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if s.Actor() == 0 {
			su = express.Setup{Players: 3, Seed: seed}
			break
		}
	}
	if err := tb.NewGame(express.GameName, su, []SeatMode{Handoff, BotHard, Handoff}); err != nil {
		t.Fatal(err)
	}
	s := stateOf(tb)
	if err := tb.Submit(FromKiosk, express.LegalFor(&s, 0)[0], s.VersionFor(0), ""); err != nil {
		t.Fatal(err)
	}
	if seat, ok := tb.Thinking(); !ok || seat != 1 {
		t.Fatalf("after seat 0's card the Hard bot of seat 1 should be searching (thinking %d %v)", seat, ok)
	}
	n := len(recordOf(tb).Commands)
	if err := tb.Undo(1); err != nil {
		t.Fatal(err)
	}
	if _, ok := tb.Thinking(); ok {
		t.Fatal("the search went on after the undo")
	}
	if got := len(recordOf(tb).Commands); got != n-1 {
		t.Fatalf("after undo %d commands, want %d", got, n-1)
	}
	s = stateOf(tb)
	if err := tb.Submit(FromKiosk, express.LegalFor(&s, 0)[0], s.VersionFor(0), ""); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the search after the replayed card", func() bool { _, ok := tb.Thinking(); return ok })
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 99}, []SeatMode{Handoff, Handoff, Handoff}); err != nil {
		t.Fatal(err)
	}
	if _, ok := tb.Thinking(); ok {
		t.Fatal("the search went on after a new game")
	}
	time.Sleep(50 * time.Millisecond) // a late answer would land now
	for _, c := range recordOf(tb).Commands {
		t.Fatalf("the new game holds %s, the old search's answer", c)
	}
	if m := SeatMode("bot-expert"); tb.SetSeatMode(0, m) == nil {
		t.Fatal("an unknown seat mode was accepted")
	}
}

func TestSeatModes(t *testing.T) {
	for _, m := range SeatModes() {
		if !m.Valid() {
			t.Fatalf("%s not valid", m)
		}
		if m.IsBot() != (m.Level() != 0) {
			t.Fatalf("%s: IsBot %v, level %v", m, m.IsBot(), m.Level())
		}
		if m.IsBot() && BotMode(m.Level()) != m {
			t.Fatalf("BotMode(%v) = %s, want %s", m.Level(), BotMode(m.Level()), m)
		}
	}
	if Bot.Level() != bot.Normal || SeatMode("robot").Valid() {
		t.Fatal("Bot is the Normal level; unknown modes are invalid")
	}
}

// TestPacedBots: with PaceBots, bots never move on their own — not at the
// new game (the table is still being set up), not after a person's move —
// and each LetBotsPlay with the state id on screen plays exactly one bot
// move; an old state id plays nothing. An all-bot game is played out one
// move per call, a watchable demo, to its end.
func TestPacedBots(t *testing.T) {
	dir := t.TempDir()
	tb, _, err := Open(Options{Dir: dir, PaceBots: true, BotBudget: bot.Budget{Iterations: 20}})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	var updates int
	cancel := tb.Subscribe(func(Update) { updates++ })
	defer cancel()
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 4}, []SeatMode{Bot, BotEasy, BotHard}); err != nil {
		t.Fatal(err)
	}
	if n := len(recordOf(tb).Commands); n != 0 {
		t.Fatalf("bots played %d moves before the table let them", n)
	}
	if !tb.BotOwes() {
		t.Fatal("a bot owes the first move")
	}
	s := stateOf(tb)
	if tb.LetBotsPlay(s.Version() - 1) {
		t.Fatal("an old state id let a bot play")
	}
	for calls := 0; ; calls++ {
		if calls > 2000 {
			t.Fatal("the demo does not end")
		}
		s := stateOf(tb)
		if s.Over() || !tb.Playing() {
			break
		}
		n := len(recordOf(tb).Commands)
		if !tb.LetBotsPlay(s.Version()) {
			t.Fatalf("call %d: no bot move started though a bot owes one", calls)
		}
		waitFor(t, "the bot's move", func() bool { _, thinking := tb.Thinking(); return !thinking })
		if got := len(recordOf(tb).Commands); got != n+1 {
			t.Fatalf("call %d: %d bot moves, want exactly 1", calls, got-n)
		}
	}
	games, _ := tb.History()
	if len(games) != 1 || !games[0].Finished {
		t.Fatalf("history %+v", games)
	}
}

// TestPacedBotsWaitForThePeople: in a paced mixed game a person's command
// is answered by no bot until the table lets it.
func TestPacedBotsWaitForThePeople(t *testing.T) {
	tb, _, err := Open(Options{Dir: t.TempDir(), PaceBots: true})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	su := seatZeroStarts(3)
	if err := tb.NewGame(express.GameName, su, []SeatMode{Handoff, Bot, Bot}); err != nil {
		t.Fatal(err)
	}
	s := stateOf(tb)
	if tb.BotOwes() || tb.LetBotsPlay(s.Version()) {
		t.Fatal("no bot owes a move on seat 0's turn")
	}
	if err := tb.Submit(FromKiosk, express.LegalFor(&s, 0)[0], s.VersionFor(0), ""); err != nil {
		t.Fatal(err)
	}
	if n := len(recordOf(tb).Commands); n != 1 {
		t.Fatalf("%d commands: the bots answered without the table's leave", n)
	}
	s = stateOf(tb)
	if !tb.LetBotsPlay(s.Version()) || len(recordOf(tb).Commands) != 2 {
		t.Fatal("LetBotsPlay did not play seat 1's bot")
	}
}

// seatZeroStarts is the set-up of the first seeded game of players where
// seat 0 plays first (a person at seat 0 acts before the bots).
func seatZeroStarts(players int) express.Setup {
	for seed := uint64(1); ; seed++ {
		su := express.Setup{Players: players, Seed: seed}
		if s, _ := express.NewQuiet(su); s.Actor() == 0 {
			return su
		}
	}
}
