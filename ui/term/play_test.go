package term

import (
	"bytes"
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
