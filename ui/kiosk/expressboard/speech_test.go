package expressboard

import (
	"strings"
	"testing"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/voice/voicetest"
)

// kioskSpeech is everything the kiosk's voice says after one command:
// each narration page the update makes (the kiosk's own pages, folded as
// on screen, their words from pageOf), what just happened on the next
// screen (happened.go), the handoff curtain when a seat plays behind it
// next, the final ranking.
func kioskSpeech(lang i18n.Lang, pv *express.PublicView, prev express.RoundView, evs []express.Event) string {
	g := gameWords{lang: lang}
	var b strings.Builder
	steps, quiet := foldSteps(buildSteps(evs, pv, prev), pv)
	for _, s := range steps {
		b.WriteString(pageStory(g, pv, s, 0, -1).Spoken() + "\n")
	}
	k := &Board{}
	k.narr.happened = happenedOf(pv, quiet)
	for _, hb := range k.narr.happened { // as if the strip showed them all
		k.narr.happenedShown = append(k.narr.happenedShown, leadText(lang, hb))
	}
	b.WriteString(k.narr.happenedStory(g).Spoken() + "\n")
	switch pv.Phase {
	case express.Schemin, express.Preparing, express.Keeping:
		if pv.Actor != express.NoSeat { // as if every seat played behind the curtain
			b.WriteString(curtainStory(g, pv, pv.Actor).Spoken() + "\n")
		}
	case express.GameOver:
		b.WriteString(scoresStory(g, pv.Result, false).Spoken())
	}
	return b.String()
}

// TestNoSecretAloud: for every way to play Colt Express (Horses &
// Stagecoach included), a game whose secrets are drawn anew — every hand,
// deck, face-down card, purse value, fist and hiding place — makes the
// kiosk's voice say the same words after every command, in every
// language, until something public tells the two games apart (the
// reveal): the voice reads the kiosk's own page words (pageOf), the
// curtain and the ranking. A careless voice (the events unfiltered, the
// hand read aloud) does tell them apart: the check can see a leak.
func TestNoSecretAloud(t *testing.T) {
	ways := append(express.Ways(), express.HorsesWays()...)
	w := voicetest.Express(i18n.Langs())
	w.Speak = func(lang i18n.Lang, prev, next *express.State, evs []express.Event) string {
		pv := express.Public(next)
		return kioskSpeech(lang, &pv, express.Public(prev).Round, evs)
	}
	var f voicetest.Figures
	for g, way := range ways {
		if testing.Short() && g%3 != 0 {
			continue
		}
		su := way.Setup
		su.Seed = uint64(3500 + g)
		s, _, err := express.New(su)
		if err != nil {
			t.Fatal(err)
		}
		f = f.Add(w.Game(t, way.Name, s, uint64(g)))
	}
	t.Logf("%d ways: %d commands spoken alike in both games (%d non-empty speeches), %d where a careless voice would have told them apart", len(ways), f.Compared, f.Spoken, f.Leaks)
	f.Check(t)
}
