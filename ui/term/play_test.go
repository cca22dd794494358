package term

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/ui/i18n"
)

// TestWholeGameInTheTerminal plays a 3-player game to the end by always
// choosing option 1, and checks the handoff rule: every hand is shown only
// after a clear screen and a "pass to" prompt, and the screen is cleared
// right after the choice.
func TestWholeGameInTheTerminal(t *testing.T) {
	for _, lang := range i18n.Langs() {
		in := strings.NewReader(strings.Repeat("1\n", 3000))
		var out bytes.Buffer
		rec, err := Play(in, &out, Options{Setup: express.Setup{Players: 3, Seed: 77}, Lang: lang, Clear: "<CLEAR>\n"})
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		s, err := express.Replay(rec)
		if err != nil || !s.Over() {
			t.Fatalf("%s: record does not replay to the end: %v", lang, err)
		}
		text := out.String()
		if strings.Contains(text, "<no value>") || strings.Contains(text, "⟦") {
			t.Fatalf("%s: a message is missing or lacks a value:\n%s", lang, text[:2000])
		}
		handTitle := i18n.T(lang, "cli.yourHand", map[string]any{"Name": "XXX"})
		handTitle = handTitle[:strings.Index(handTitle, "XXX")]
		if handTitle == "" {
			handTitle = "'s hand"
		}
		lines := strings.Split(text, "\n")
		sawHand, lastClear, lastPass := 0, -100, -100
		for i, l := range lines {
			switch {
			case l == "<CLEAR>":
				lastClear = i
			case strings.Contains(l, i18n.T(lang, "handoff.passTo", map[string]any{"Name": ""})):
				lastPass = i
				if lastClear != i-1 {
					t.Fatalf("%s line %d: pass-to prompt not on a cleared screen", lang, i)
				}
			case strings.Contains(l, handTitle) && strings.Contains(l, ":"):
				sawHand++
				// the last clear must come before the pass-to prompt: the
				// hand is on the screen the named player revealed
				if lastPass < 0 || lastClear > lastPass {
					t.Fatalf("%s line %d: a hand shown without a handoff (last clear %d, last pass-to %d)", lang, i, lastClear, lastPass)
				}
			}
		}
		if sawHand < 20 {
			t.Fatalf("%s: only %d hands shown", lang, sawHand)
		}
		res := express.Score(&s)
		if !strings.Contains(text, i18n.WinnerText(lang, &res)) {
			t.Fatalf("%s: final scores not printed", lang)
		}
	}
}

// TestHorsesInTheTerminal plays seeded Horses & Stagecoach games (§11) by
// always choosing option 1, in every language: the stagecoach, the Shotgun
// and the horses are on the board, every Horse Attack fist is chosen after
// a handoff to that player alone (its own choices only), no message is
// missing, and the scores name the expansion's amounts (ransoms of
// hostages, Sharing the Loot, Deadly Bullet, arrested).
func TestHorsesInTheTerminal(t *testing.T) {
	for _, lang := range i18n.Langs() {
		in := strings.NewReader(strings.Repeat("1\n", 4000))
		var out bytes.Buffer
		rec, err := Play(in, &out, Options{Setup: express.Setup{Players: 4, Rules: express.RuleHorses, Seed: 5}, Lang: lang, Clear: "<CLEAR>\n"})
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		s, err := express.Replay(rec)
		if err != nil || !s.Over() {
			t.Fatalf("%s: record does not replay to the end: %v", lang, err)
		}
		text := out.String()
		if strings.Contains(text, "<no value>") || strings.Contains(text, "⟦") {
			t.Fatalf("%s: a message is missing or lacks a value", lang)
		}
		for _, id := range []string{"table.horses.stagecoach", "table.horses.shotgun", "table.horses.hostages"} {
			if !strings.Contains(text, i18n.T(lang, id, nil)) {
				t.Errorf("%s: the board never shows %s", lang, id)
			}
		}
		gallop := i18n.T(lang, "cmd.horses.gallop", nil)
		lines := strings.Split(text, "\n")
		fists, lastPass, lastClear := 0, -100, -100
		for i, l := range lines {
			switch {
			case l == "<CLEAR>":
				lastClear = i
			case strings.Contains(l, i18n.T(lang, "handoff.passTo", map[string]any{"Name": ""})):
				lastPass = i
			case strings.HasSuffix(l, ") "+gallop):
				fists++
				if lastPass < 0 || lastClear > lastPass {
					t.Fatalf("%s line %d: a fist offered without a handoff", lang, i)
				}
			}
		}
		if fists < 4 {
			t.Fatalf("%s: %d Horse Attack fists offered", lang, fists)
		}
		if regexp.MustCompile(regexp.QuoteMeta(gallop) + "\n  [0-9]").MatchString(text) { // the horse is each list's last choice
			t.Fatalf("%s: a player is offered other players' fists", lang)
		}
		res := express.Score(&s)
		for _, p := range res.Players {
			for id, v := range map[string]bool{"score.horses.hostages": p.Hostages != 0, "score.horses.deadly": p.DeadlyBullets != 0,
				"score.horses.shared": p.Shared != 0, "score.horses.arrested": p.Arrested} {
				if v && !strings.Contains(text, "("+i18n.T(lang, id, nil)) {
					t.Errorf("%s: %s's %s is not in the scores", lang, p.Character, id)
				}
			}
		}
	}
}

// TestScoresInEngineOrder: the terminal prints the final scores in the
// order the engine published (express.Result.Order) — here one no rule of
// the terminal could produce (the poorest second, the richest last).
func TestScoresInEngineOrder(t *testing.T) {
	var out bytes.Buffer
	g := &game{out: &out, o: Options{Lang: i18n.En}, tx: texts{i18n.En}}
	g.printScores(&express.Result{
		Players: []express.PlayerScore{
			{Seat: 0, Character: express.Ghost, Total: 900},
			{Seat: 1, Character: express.Tuco, Total: 100},
			{Seat: 2, Character: express.Doc, Total: 500},
		},
		Winners: []express.Seat{2}, TieBreak: express.NoTie,
		Order: []express.Seat{2, 1, 0},
	})
	var order []string
	for _, l := range strings.Split(out.String(), "\n") {
		if f := strings.Fields(l); strings.HasPrefix(l, "  ") && len(f) > 0 { // a score line
			order = append(order, f[0])
		}
	}
	if strings.Join(order, " ") != "Doc Tuco Ghost" {
		t.Errorf("score lines in the order %v, want Doc Tuco Ghost:\n%s", order, out.String())
	}
}

// TestRoundCardAndScrollback: `colt play` shows round 1's card with its
// turn kinds before the first hand, and clears the previous player's hand
// from the screen and the scrollback (ESC[3J) before the next player's
// hand (issue 22, item 12).
func TestRoundCardAndScrollback(t *testing.T) {
	su := express.Setup{Players: 3, Seed: 78}
	s, _, err := express.New(su)
	if err != nil {
		t.Fatal(err)
	}
	pv := express.Public(&s)
	for _, lang := range i18n.Langs() {
		var out bytes.Buffer
		if _, err := Play(strings.NewReader(strings.Repeat("1\n", 3000)), &out, Options{Setup: su, Lang: lang}); err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		text := out.String()
		// the hand lines, whole: "Ghost's hand: Move, …"
		parts := strings.Split(i18n.T(lang, "cli.yourHand", map[string]any{"Name": "XXX"}), "XXX")
		handTitle := parts[0]
		if len(parts[1]) > len(handTitle) {
			handTitle = parts[1]
		}
		var hands []int // byte offsets of the hand lines
		at := 0
		for _, l := range strings.SplitAfter(text, "\n") {
			if strings.Contains(l, handTitle) && strings.Contains(l, ":") {
				hands = append(hands, at)
			}
			at += len(l)
		}
		if len(hands) < 10 {
			t.Fatalf("%s: only %d hands", lang, len(hands))
		}
		before := text[:hands[0]]
		if !strings.Contains(before, i18n.RoundCardName(lang, pv.Round.Card)) {
			t.Errorf("%s: round 1's card %q is not shown before the first hand", lang, i18n.RoundCardName(lang, pv.Round.Card))
		}
		for _, k := range pv.Round.Turns {
			if !strings.Contains(before, i18n.TurnKindName(lang, k)) {
				t.Errorf("%s: round 1's turn %q is not shown before the first hand", lang, i18n.TurnKindName(lang, k))
			}
		}
		// between two hands of different players: a clear of the scrollback
		who := func(at int) string { return strings.SplitN(text[at:], ":", 2)[0] }
		for i := 1; i < len(hands); i++ {
			if who(hands[i-1]) == who(hands[i]) {
				continue // the same player again (Speed-Up): their hand stays
			}
			if !strings.Contains(text[hands[i-1]:hands[i]], "\033[3J") {
				t.Fatalf("%s: the hand %q stays in the scrollback before %q", lang, who(hands[i-1]), who(hands[i]))
			}
		}
	}
}
