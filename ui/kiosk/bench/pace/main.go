// Command pace measures how long a person at the kiosk waits for the bots:
// from their card to the next person's curtain, on a headless table paced
// as the kiosk paces it (table.Options.PaceBots; the kiosk lets the next bot
// move through once the screen has caught up and a pause has passed). It
// prints figures and asserts nothing.
//
//	go run ./ui/kiosk/bench/pace                 # 6 players, seats 2 and 3 Hard bots
//	go run ./ui/kiosk/bench/pace -turns 12 -takeback-pause 1.2s
//
// The pauses default to the kiosk's (ui/kiosk: botPause 1.2 s between bot
// moves, takeBackPause 2.5 s after a person's own move, so its "Take back"
// button can be reached); the Hard bots' budget is the table's default
// (bot.DefaultBudget, one second).
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"time"

	"colt/engine/express"
	"colt/engine/table"
)

func main() {
	players := flag.Int("players", 6, "players (3–6)")
	turns := flag.Int("turns", 10, "person turns to measure")
	seed := flag.Uint64("seed", 5, "game seed")
	botPause := flag.Duration("bot-pause", 1200*time.Millisecond, "the kiosk's pause before a bot move")
	takeBackPause := flag.Duration("takeback-pause", 2500*time.Millisecond, "the kiosk's pause before a bot move that follows a person's own move")
	flag.Parse()
	if err := run(*players, *turns, *seed, *botPause, *takeBackPause); err != nil {
		fmt.Fprintln(os.Stderr, "pace:", err)
		os.Exit(1)
	}
}

func run(players, turns int, seed uint64, botPause, takeBackPause time.Duration) error {
	dir, err := os.MkdirTemp("", "colt-pace-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	tb, _, err := table.Open(table.Options{Dir: dir, PaceBots: true})
	if err != nil {
		return err
	}
	defer tb.Close()
	modes := make([]table.SeatMode, players)
	for i := range modes {
		modes[i] = table.Handoff
	}
	modes[1], modes[2] = table.BotHard, table.BotHard
	if err := tb.NewGame(express.GameName, express.Setup{Players: players, Seed: seed}, modes); err != nil {
		return err
	}
	var waits []time.Duration
	var tapped time.Time // seat 0's last card, while the bots after it play
	var due time.Time    // when the kiosk lets the next bot move through
	lastHuman := false   // the last move was a person's (the take-back window)
	for len(waits) < turns {
		g := tb.Game()
		s, _ := express.StateOf(g)
		if s.Over() {
			break
		}
		if !tapped.IsZero() && s.Phase() == express.Schemin && !tb.BotOwes() {
			waits = append(waits, time.Since(tapped)) // the next person's curtain is up
			tapped = time.Time{}
		}
		if tb.BotOwes() {
			// the kiosk's pace(): a pause once the screen has caught up, then one move
			if due.IsZero() {
				pause := botPause
				if lastHuman {
					pause = takeBackPause
				}
				due = time.Now().Add(pause)
			}
			if time.Now().Before(due) {
				time.Sleep(5 * time.Millisecond)
				continue
			}
			v := g.Version()
			if tb.LetBotsPlay(v) {
				for tb.Game().Version() == v { // the move lands when the bot's search ends
					time.Sleep(2 * time.Millisecond)
				}
				due, lastHuman = time.Time{}, false
			} else {
				time.Sleep(5 * time.Millisecond)
			}
			continue
		}
		// a person plays at once (their first choice; a card in Schemin')
		exp := s.Expected()
		if len(exp) == 0 {
			continue
		}
		seat := exp[0]
		c := express.LegalFor(&s, seat)[0]
		at := time.Now()
		if err := tb.Submit(table.FromKiosk, c, table.AnyVersion, ""); err != nil {
			return err
		}
		if s.Phase() == express.Schemin && seat == 0 && tb.BotOwes() {
			tapped = at // seat 1's card, and bots play next
		}
		due, lastHuman = time.Time{}, true
	}
	if len(waits) == 0 {
		return fmt.Errorf("no person turn followed by bots was seen")
	}
	slices.Sort(waits)
	var sum time.Duration
	for _, w := range waits {
		sum += w
	}
	fmt.Printf("%d players, seats 2 and 3 Hard bots (default budget), bot pause %v, pause after a person %v\n", players, botPause, takeBackPause)
	fmt.Printf("wait from seat 1's card to the next person's curtain, over %d turns: mean %.2fs, median %.2fs, min %.2fs, max %.2fs\n",
		len(waits), (sum / time.Duration(len(waits))).Seconds(), waits[len(waits)/2].Seconds(), waits[0].Seconds(), waits[len(waits)-1].Seconds())
	return nil
}
