package superboard

import (
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
	"colt/ui/kiosk/superboard/screen"
	"colt/ui/voice"
)

// The voice (issue 35): what the Colt Super Express screen on show says
// to the whole table, read off the same screen values the renderer draws
// (package screen): a narration page's title and the lines on the page, the
// curtain, who the table waits for, the ranking; a seat's stacking page
// says nothing.

var _ kit.Speaking = (*Board)(nil)

// Speech is what the screen on show says aloud (kit.Speaking).
func (b *Board) Speech() voice.Story {
	sc := b.Screen()
	return say(b.lang(), &sc, b.pg.from, b.pg.to)
}

// say is what screen sc says, a narration page listing its step's lines
// [from, to) (to < 0: all).
func say(l i18n.Lang, sc *screen.Screen, from, to int) voice.Story {
	switch {
	case sc.Step != nil:
		return stepStory(l, sc.Step, from, to)
	case sc.Ranking != nil:
		return rankingStory(l, sc.Ranking)
	case sc.Curtain != nil:
		c := sc.Curtain
		return voice.NewStory(l, voice.OnScreen(voice.Header, c.Title),
			voice.OnScreen(voice.PassScreen, c.Pass+" "+c.Name), voice.OnScreen(voice.Turn, c.Look))
	case sc.Table != nil && sc.Table.Waiting != "":
		return voice.NewStory(l, voice.OnScreen(voice.Turn, sc.Table.Waiting))
	}
	return voice.NewStory(l) // the seat's own cards, or no one awaited: nothing aloud
}

// NextSpeech is what Continue shows next (kit.Speaking): the rest of a
// long step, or the next step's page.
func (b *Board) NextSpeech() voice.Story {
	pv := b.pub()
	m := b.model()
	switch {
	case len(b.steps) == 0:
	case b.pg.to >= 0 && b.pg.to < len(m.step(&pv, b.steps[0]).Lines):
		return stepStory(m.l, m.step(&pv, b.steps[0]), b.pg.to, -1)
	case len(b.steps) > 1:
		return stepStory(m.l, m.step(&pv, b.steps[1]), 0, -1)
	}
	return voice.NewStory(m.l)
}

// stepStory is a narration page listing lines [from, to) of step s (to
// < 0: all): its title (the card turned over, the round's end) and its
// pawn instructions.
func stepStory(l i18n.Lang, s *screen.StepScreen, from, to int) voice.Story {
	if to < 0 {
		to = len(s.Lines)
	}
	kind := voice.RoundCard
	if s.Kind == screen.CardTurned {
		kind = voice.Header
	}
	st := voice.NewStory(l, voice.OnScreen(kind, s.Title))
	for _, line := range s.Page(from, to) {
		st = st.With(voice.OnScreen(voice.Instruction, line))
	}
	return st
}

// PhysicalSpeech is what a page of the physical set-up says
// (kit.Speaking): the screen's title on the first page, then the page's
// instructions (i18n.SuperSetupInstructions, as PhysicalScreen lists them).
func (b *Board) PhysicalSpeech(lines []string, page int) voice.Story {
	st := voice.NewStory(b.lang())
	if page == 0 {
		st = st.With(voice.OnScreen(voice.Header, b.t("setup.instructions", nil)))
	}
	for _, l := range lines {
		st = st.With(voice.OnScreen(voice.Instruction, l))
	}
	return st
}

// EndedSpeech is what a game the operator ended says (kit.Speaking), as
// EndedScreen shows it: the ranking when the game had one, else the
// operator's note and each bandit's standing — no winner.
func (b *Board) EndedSpeech(result any) voice.Story {
	pv := b.pub()
	return rankingStory(b.lang(), b.model().ended(&pv, result))
}

// rankingStory is the ranking as the ranking screen words it: how the
// game was won, then each player's place, name and how they ended;
// without a result (a game the operator ended before its end), the
// operator's note and each bandit's standing.
func rankingStory(l i18n.Lang, r *screen.RankingScreen) voice.Story {
	st := voice.NewStory(l)
	if r.Quiet {
		return st
	}
	st = st.With(voice.OnScreen(voice.Ranking, r.Note))
	for _, row := range r.Rows {
		if row.Place != "" {
			st = st.With(voice.OnScreen(voice.Ranking, row.Place))
		}
		st = st.With(voice.OnScreen(voice.Ranking, row.Name), voice.OnScreen(voice.Ranking, row.Line))
	}
	return st
}
