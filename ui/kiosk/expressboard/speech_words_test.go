package expressboard

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
	"colt/ui/voice"
	"colt/ui/voice/voicetest"
)

// pageScreenWords are the words a narration page draws (stepLayout, from
// the page's words model): its title, the folded steps, its own lines,
// its instructions and their reasons, "nothing happens", and a round
// page's card.
func pageScreenWords(g gameWords, pv *express.PublicView, s step) (all map[string]bool, instructions []string) {
	p := pageOf(pv, s)
	all = map[string]bool{renderTitle(g.lang, p.title): true}
	for _, f := range append(slices.Clone(p.lead), p.tail...) {
		t := leadText(g.lang, f)
		all[t] = true
		instructions = append(instructions, t)
	}
	for _, x := range p.extra {
		all[x.Render(g.lang)] = true
	}
	for _, pl := range p.lines {
		l := pl.render(g.lang)
		all[l.text], all[l.why] = true, true
		instructions = append(instructions, l.text)
	}
	if p.nothing {
		all[kit.Tr(string(g.lang), "step.nothing")] = true
	}
	return all, instructions
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
			t.Fatalf("%s %s: says %q (%s), which the page does not draw", where, lang, l.Text(), l.Kind())
		}
	}
}

// said is every line of st's text.
func said(st voice.Story) []string {
	var out []string
	for _, l := range st.Lines() {
		out = append(out, l.Text())
	}
	return out
}

// TestSpeechEveryWayEveryLanguage (issue 35): every way to play Colt
// Express (Horses & Stagecoach included), a seeded game walked to its end,
// heard in English, French, Dutch and Italian at the text level — what
// the voice would say, no audio: the physical set-up pages say every
// instruction; every narration page says its title and every line it
// draws (its instructions, the folded steps), nothing it does not draw; a
// round page says its card as it is turned over on its first page, in
// every layout (the card's words even where the page leaves the card to
// the round bar), and no later page of the step repeats it; the handoff
// curtain says whom to pass the screen to; the final ranking says the
// winner, and the same scores ended early by the operator say who was
// ahead, never "wins". No line is empty, a message id, or English in
// French, Dutch or Italian. (What a seat's own page says — nothing — is
// TestNoSecretAloud's and the kiosk's TestVoiceEveryWayToPlay's.)
func TestSpeechEveryWayEveryLanguage(t *testing.T) {
	ways := append(express.Ways(), express.HorsesWays()...)
	var pages, rounds, curtains, lines int
	for wi, way := range ways {
		su := way.Setup
		su.Seed = uint64(4500 + wi)
		s, _, err := express.New(su)
		if err != nil {
			t.Fatal(err)
		}
		pv := express.Public(&s)
		for _, lang := range i18n.Langs() {
			g := gameWords{lang: lang}
			setup := i18n.SetupInstructions(lang, &pv)
			screen := map[string]bool{g.t("setup.instructions", nil): true}
			for _, l := range setup {
				screen[l] = true
			}
			for page := range setup { // one instruction a page: the narrowest paging
				st := physicalStory(g, setup[page:page+1], page)
				checkStory(t, way.Name+" set-up", lang, st, screen)
				if !slices.Contains(said(st), setup[page]) || (page == 0) != (st.Lines()[0].Kind() == voice.Header) {
					t.Fatalf("%s %s: set-up page %d says %q", way.Name, lang, page, said(st))
				}
			}
		}
		rng := rand.New(rand.NewPCG(uint64(wi), 36))
		prev := pv.Round
		var mid *express.Result
		for n := 0; !s.Over(); n++ {
			if n > 3000 {
				t.Fatalf("%s: no end after %d commands", way.Name, n)
			}
			legal := express.Legal(&s)
			var evs []express.Event
			if s, evs, err = express.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			pv = express.Public(&s)
			if pv.Round.Number == 3 && mid == nil {
				r := express.Score(&s)
				mid = &r
			}
			steps, quiet := foldSteps(buildSteps(express.EventsFor(evs, express.NoSeat), &pv, prev), &pv)
			prev = pv.Round
			for _, lang := range i18n.Langs() {
				g := gameWords{lang: lang}
				for _, st := range steps {
					where := way.Name + " " + renderTitle(i18n.En, pageOf(&pv, st).title)
					screen, instructions := pageScreenWords(g, &pv, st)
					story := pageStory(g, &pv, st, 0, -1)
					checkStory(t, where, lang, story, screen)
					for _, in := range instructions {
						if !slices.Contains(said(story), in) {
							t.Fatalf("%s %s: the page draws %q; the voice says %q", where, lang, in, said(story))
						}
					}
					pages++
					lines += len(story.Lines())
				}
				// what no page took is told on the next screen's "Just now"
				// strip (issue 31), and its voice says each block: a round
				// change names the round and its card as it is turned over
				blocks := happenedOf(&pv, quiet)
				for i, st := range quiet {
					text := leadText(lang, blocks[i])
					told := voice.NewStory(lang, voice.OnScreen(voice.Reason, text))
					checkStory(t, way.Name+" just now", lang, told, map[string]bool{text: true})
					lines++
					if st.kind != stepRound {
						continue
					}
					if card := g.roundCard(st.rcard); !strings.Contains(text, card) {
						t.Fatalf("%s %s: the round change %q does not name its round card %q", way.Name, lang, text, card)
					}
					rounds++
				}
				switch pv.Phase {
				case express.Schemin, express.Preparing, express.Keeping:
					if pv.Actor != express.NoSeat && len(steps) == 0 {
						st := curtainStory(g, &pv, pv.Actor)
						checkStory(t, way.Name+" curtain", lang, st, nil)
						if st.Lines()[0].Kind() != voice.PassScreen || !strings.Contains(st.Lines()[0].Text(), i18n.PlayerName(lang, &pv, pv.Actor)) {
							t.Fatalf("%s %s: the curtain says %q", way.Name, lang, said(st))
						}
						curtains++
					}
				}
			}
		}
		if mid == nil {
			t.Fatalf("%s: the game never reached round 3", way.Name)
		}
		for _, lang := range i18n.Langs() {
			g := gameWords{lang: lang}
			final := scoresStory(g, pv.Result, false)
			checkStory(t, way.Name+" ranking", lang, final, nil)
			if w := i18n.WinnerText(lang, pv.Result); final.Lines()[0].Text() != w {
				t.Fatalf("%s %s: the ranking opens with %q, not the winner %q", way.Name, lang, final.Lines()[0].Text(), w)
			}
			if len(pv.Result.Teams) == 0 { // every bandit named, with its player's total
				for _, ps := range pv.Result.Players {
					for _, c := range append([]express.Character{ps.Character}, ps.Characters...) {
						if !slices.Contains(said(final), g.character(c)) || !slices.Contains(said(final), g.money(ps.Total)) {
							t.Fatalf("%s %s: the ranking leaves out %s (%s): %q", way.Name, lang, g.character(c), g.money(ps.Total), said(final))
						}
					}
				}
			}
			for _, r := range []*express.Result{mid, pv.Result} { // ended by the operator mid-game, or after its last card
				early := scoresStory(g, r, true)
				checkStory(t, way.Name+" ended early", lang, early, nil)
				ahead := i18n.UnfinishedText(lang, r)
				if early.Lines()[0].Text() != ahead || !slices.Contains(said(early), kit.Tr(string(lang), "scores.early")) {
					t.Fatalf("%s %s: a game ended early says %q, not %q and the operator's note", way.Name, lang, said(early), ahead)
				}
				if w := i18n.WinnerText(lang, r); slices.Contains(said(early), w) || strings.Contains(early.Spoken(), strings.TrimSuffix(w, "!")) {
					t.Fatalf("%s %s: a game ended early says %q", way.Name, lang, w)
				}
			}
		}
	}
	t.Logf("%d ways × 4 languages: %d pages, %d round changes told on the next screen, %d lines, %d curtains", len(ways), pages, rounds, lines, curtains)
}
