package expressboard

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/ui/i18n"
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
		b.WriteString(pageStory(g, pv, s, 0, -1, true).Spoken() + "\n")
	}
	k := &Board{}
	k.happened = happenedOf(pv, quiet)
	for _, hb := range k.happened { // as if the strip showed them all
		k.happenedShown = append(k.happenedShown, leadText(lang, hb))
	}
	b.WriteString(k.happenedStory(g).Spoken() + "\n")
	switch pv.Phase {
	case express.Schemin, express.Preparing, express.Keeping:
		if pv.Actor != express.NoSeat { // as if every seat played behind the curtain
			b.WriteString(curtainStory(g, pv, pv.Actor).Spoken() + "\n")
		}
	case express.GameOver:
		b.WriteString(scoresStory(g, pv.Result).Spoken())
	}
	return b.String()
}

// leakySpeech words the events unfiltered and reads the seat's hand
// aloud, as a careless voice would: the test must be able to tell it apart.
func leakySpeech(lang i18n.Lang, s *express.State, pv *express.PublicView, evs []express.Event) string {
	var b strings.Builder
	for _, ev := range evs {
		instr, why := i18n.WordsOf(ev, pv).Render(lang)
		b.WriteString(instr + why)
	}
	if pv.Actor != express.NoSeat {
		for _, c := range express.View(s, pv.Actor).Hand {
			b.WriteString(i18n.CardName(lang, c))
		}
	}
	return b.String()
}

func sameJSON(t *testing.T, a, b any) bool {
	t.Helper()
	ja, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return string(ja) == string(jb)
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
	langs := i18n.Langs()
	compared, leaks, spoken := 0, 0, 0
	for g, w := range ways {
		if testing.Short() && g%3 != 0 {
			continue
		}
		su := w.Setup
		su.Seed = uint64(3500 + g)
		s, _, err := express.New(su)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(g), 35))
		wayCompared := 0
		for step := 0; !s.Over() && step < 400; step++ {
			if step%9 == 0 && !s.Simultaneous() {
				d := s.Determinize(express.NoSeat, express.NewRand(uint64(step)))
				c, l, n := walk(t, w.Name, s, d, rand.New(rand.NewPCG(uint64(g), uint64(step))), langs)
				wayCompared += c
				leaks += l
				spoken += n
			}
			legal := express.Legal(&s)
			if s, _, err = express.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if wayCompared == 0 {
			t.Errorf("%s: no step was spoken in both games before the reveal", w.Name)
		}
		compared += wayCompared
	}
	t.Logf("%d ways: %d commands spoken alike in both games (%d non-empty speeches), %d where a careless voice would have told them apart", len(ways), compared, spoken, leaks)
	if leaks == 0 {
		t.Error("a careless voice never told the games apart: the secrets drawn anew changed nothing, the check proves nothing")
	}
	if spoken == 0 {
		t.Error("nothing was spoken: the check compared silences")
	}
}

// walk plays the same commands in a and b while both accept them and
// everything public stays the same, comparing what the voice says.
func walk(t *testing.T, way string, a, b express.State, rng *rand.Rand, langs []i18n.Lang) (compared, leaks, spoken int) {
	for range 40 {
		if a.Over() {
			return
		}
		legal := express.Legal(&a)
		cmd := legal[rng.IntN(len(legal))]
		prevA, prevB := express.Public(&a).Round, express.Public(&b).Round
		na, evA, err := express.Apply(a, cmd)
		if err != nil {
			t.Fatal(err)
		}
		nb, evB, err := express.Apply(b, cmd)
		if err != nil {
			return // the secret decides what may be played: the reveal
		}
		a, b = na, nb
		pa, pb := express.Public(&a), express.Public(&b)
		if !sameJSON(t, pa, pb) || !sameJSON(t, express.EventsFor(evA, express.NoSeat), express.EventsFor(evB, express.NoSeat)) {
			return // the reveal
		}
		for _, lang := range langs {
			sa, sb := kioskSpeech(lang, &pa, prevA, evA), kioskSpeech(lang, &pb, prevB, evB)
			if sa != sb {
				t.Fatalf("%s %s: the same public step is spoken two ways:\n%s\n%s", way, lang, sa, sb)
			}
			if strings.TrimSpace(sa) != "" {
				spoken++
			}
			if leakySpeech(lang, &a, &pa, evA) != leakySpeech(lang, &b, &pb, evB) {
				leaks++
			}
		}
		compared++
	}
	return
}
