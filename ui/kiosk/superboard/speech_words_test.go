package superboard

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"colt/engine/super"
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
	"colt/ui/kiosk/superboard/screen"
	"colt/ui/voice"
	"colt/ui/voice/voicetest"
)

func said(st voice.Story) []string {
	var out []string
	for _, l := range st.Lines() {
		out = append(out, l.Text())
	}
	return out
}

// checkStory checks a story the voice says in lang: every line is one of
// the screen's (when screen is given), none is flawed (voicetest.Flaw),
// and it is not silent.
func checkStory(t *testing.T, where string, lang i18n.Lang, st voice.Story, screen map[string]bool) {
	t.Helper()
	if st.Empty() || strings.TrimSpace(st.Spoken()) == "" {
		t.Fatalf("%s %s: says nothing", where, lang)
	}
	for _, l := range st.Lines() {
		if f := voicetest.Flaw(lang, l.Text()); f != "" {
			t.Fatalf("%s %s: %s in %q (%s)", where, lang, f, l.Text(), st.Spoken())
		}
		if screen != nil && !screen[l.Text()] {
			t.Fatalf("%s %s: says %q (%s), which the screen does not draw", where, lang, l.Text(), l.Kind())
		}
	}
}

// TestSpeechEveryWayEveryLanguage (issue 35): Colt Super Express at 3 to
// 7 players, a seeded game walked to its end, heard in English, French,
// Dutch and Italian at the text level: every physical set-up page says
// its instructions; every narration page says its title (the card turned
// over, the round's end) and every line it lists, nothing else; the
// handoff curtain says whom to pass the screen to; the ranking says how
// the game was won, and a game the operator ended before its end says the
// operator's note and each bandit's standing, never a winner. No line is
// empty, a message id, or English in French, Dutch or Italian.
func TestSpeechEveryWayEveryLanguage(t *testing.T) {
	var pages, curtains, lines int
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		way := fmt.Sprintf("%dp", n)
		s, _, err := super.New(super.Setup{Players: n, Seed: uint64(450 + n)})
		if err != nil {
			t.Fatal(err)
		}
		pv := super.Public(&s)
		for _, lang := range i18n.Langs() {
			b := &Board{k: kit.HostKit{Host: langHost{lang: lang}}}
			setup := i18n.SuperSetupInstructions(lang, &pv, superPlacing(&pv))
			screen := map[string]bool{b.t("setup.instructions", nil): true}
			for _, l := range setup {
				screen[l] = true
			}
			for page := range setup {
				st := b.PhysicalSpeech(setup[page:page+1], page)
				checkStory(t, way+" set-up", lang, st, screen)
				if !slices.Contains(said(st), setup[page]) || (page == 0) != (st.Lines()[0].Kind() == voice.Header) {
					t.Fatalf("%s %s: set-up page %d says %q", way, lang, page, said(st))
				}
			}
		}
		rng := rand.New(rand.NewPCG(uint64(n), 36))
		var mid *super.PublicView
		for c := 0; !s.Over(); c++ {
			if c > 3000 {
				t.Fatalf("%s: no end after %d commands", way, c)
			}
			legal := super.Legal(&s)
			var evs []super.Event
			if s, evs, err = super.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			pv = super.Public(&s)
			if pv.Round == 2 && mid == nil {
				v := pv
				mid = &v
			}
			steps := superSteps(evs, nil, pv)
			for _, lang := range i18n.Langs() {
				b := &Board{k: kit.HostKit{Host: langHost{lang: lang}}}
				for _, st := range steps {
					page := b.model().step(&pv, st)
					title, rest := page.Title, page.Page(0, len(page.Lines))
					screen := map[string]bool{title: true}
					for _, l := range rest {
						screen[l] = true
					}
					story := stepStory(lang, page, 0, -1)
					where := way + " " + title
					checkStory(t, where, lang, story, screen)
					for _, l := range append([]string{title}, rest...) {
						if !slices.Contains(said(story), l) {
							t.Fatalf("%s %s: the page lists %q; the voice says %q", where, lang, l, said(story))
						}
					}
					pages++
					lines += len(story.Lines())
				}
				if pv.Phase == super.Plan && len(steps) == 0 {
					for _, seat := range pv.Expected {
						st := say(lang, &screen.Screen{Curtain: b.model().curtain(&pv, seat)}, 0, -1)
						checkStory(t, way+" curtain", lang, st, nil)
						if !strings.Contains(st.Lines()[1].Text(), i18n.SuperSeatName(lang, &pv, seat)) {
							t.Fatalf("%s %s: the curtain says %q", way, lang, said(st))
						}
						curtains++
					}
				}
			}
		}
		if mid == nil {
			t.Fatalf("%s: the game never reached round 2", way)
		}
		for _, lang := range i18n.Langs() {
			b := &Board{k: kit.HostKit{Host: langHost{lang: lang}}}
			final := rankingStory(lang, b.model().ranking(&pv, pv.Result))
			checkStory(t, way+" ranking", lang, final, nil)
			if w := i18n.SuperWinnerText(lang, pv.Result, &pv); final.Lines()[0].Text() != w {
				t.Fatalf("%s %s: the ranking opens with %q, not %q", way, lang, final.Lines()[0].Text(), w)
			}
			early := rankingStory(lang, b.model().ranking(mid, nil)) // EndedScreen's standing: the game has no result before its end
			checkStory(t, way+" ended early", lang, early, nil)
			if early.Lines()[0].Text() != kit.Tr(string(lang), "scores.early") || len(early.Lines()) != 1+2*len(mid.Bandits) {
				t.Fatalf("%s %s: a game ended early says %q", way, lang, said(early))
			}
			for _, bv := range mid.Bandits {
				if !slices.Contains(said(early), i18n.SuperSeatName(lang, mid, bv.Seat)) {
					t.Fatalf("%s %s: a game ended early leaves out %s: %q", way, lang, i18n.SuperSeatName(lang, mid, bv.Seat), said(early))
				}
			}
		}
	}
	t.Logf("3–7 players × 4 languages: %d pages, %d lines, %d curtains", pages, lines, curtains)
}
