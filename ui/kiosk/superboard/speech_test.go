package superboard

import (
	"fmt"
	"strings"
	"testing"

	"colt/engine/super"
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
	"colt/ui/voice/voicetest"
)

// langHost is the one thing the voice's words ask of the shell: the
// language on screen.
type langHost struct {
	kit.Host
	lang i18n.Lang
}

func (h langHost) Lang() string { return string(h.lang) }

// kioskSpeech is what the kiosk's voice says after one command: each
// narration page (superSteps, worded by the screen model as the
// screen words them) and the ranking at the end.
func kioskSpeech(lang i18n.Lang, pv *super.PublicView, evs []super.Event) string {
	m := (&Board{k: kit.HostKit{Host: langHost{lang: lang}}}).model()
	var out strings.Builder
	for _, s := range superSteps(evs, nil, *pv) {
		out.WriteString(stepStory(lang, m.step(pv, s), 0, -1).Spoken() + "\n")
	}
	if pv.Phase == super.GameOver {
		out.WriteString(rankingStory(lang, m.ranking(pv, pv.Result)).Spoken())
	}
	return out.String()
}

// TestNoSecretAloud: Colt Super Express at 3 to 7 players, the stacks
// already made drawn anew while others still owe theirs: the kiosk's voice
// says the same words in every language until a card is turned over (the
// reveal); reading the seats' stacks aloud would have told them apart.
func TestNoSecretAloud(t *testing.T) {
	w := voicetest.Super(i18n.Langs())
	w.Speak = func(lang i18n.Lang, _, next *super.State, evs []super.Event) string {
		pv := super.Public(next)
		return kioskSpeech(lang, &pv, evs)
	}
	var f voicetest.Figures
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		s, _, err := super.New(super.Setup{Players: n, Seed: uint64(350 + n)})
		if err != nil {
			t.Fatal(err)
		}
		f = f.Add(w.Game(t, fmt.Sprintf("%dp", n), s, uint64(n)))
	}
	t.Logf("%d commands spoken alike in both games (%d non-empty speeches), %d where reading the stacks aloud would have told them apart", f.Compared, f.Spoken, f.Leaks)
	f.Check(t)
}
