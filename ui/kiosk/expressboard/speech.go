package expressboard

import (
	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
	"colt/ui/voice"
)

// The voice (issue 35): what the screen on show says to the whole table,
// spoken from the words the screen draws — the page's words model
// (pageOf) rendered by the same functions as stepLayout — never from a
// wording of its own. A seat's own page (its hand behind the curtain)
// says nothing.

var _ kit.Speaking = (*Board)(nil)

// Speech is what the screen on show says aloud (kit.Speaking).
func (k *Board) Speech() voice.Story {
	g := k.shell.w()
	pv := k.shell.pub()
	if len(k.narr.steps) > 0 {
		return pageStory(g, &pv, k.narr.steps[0], k.narr.pageFrom, k.narr.pageTo)
	}
	if pv.Phase == express.GameOver {
		return k.narr.happenedStory(g).With(scoresStory(g, pv.Result, false).Lines()...)
	}
	if s := k.curtain.curtainSeat(&pv); s != express.NoSeat {
		if k.curtain.revealed(&pv) {
			return voice.NewStory(g.lang) // a seat's own page: nothing aloud
		}
		return k.narr.happenedStory(g).With(curtainStory(g, &pv, s).Lines()...)
	}
	return k.narr.happenedStory(g).With(turnStory(g, &pv, k.shell.modeOf).Lines()...)
}

// happenedStory is what just happened, as the strip on the shared screen
// shows it (happened.go): its blocks, a round change's card as such. It
// is only ever read on a public screen (Speech: never on a seat's own).
func (k *justNow) happenedStory(g gameWords) voice.Story {
	st := voice.NewStory(g.lang)
	j := k.model(g.lang)
	for i, text := range k.happenedShown {
		kind := voice.Reason // told, not asked: nothing on it is for the table to do
		if b := len(j.Blocks) - len(k.happenedShown) + i; b >= 0 && b < len(j.Blocks) && j.Blocks[b].Round {
			kind = voice.RoundCard
		}
		st = st.With(voice.OnScreen(kind, text))
	}
	return st
}

// NextSpeech is what Continue will show next (kit.Speaking): the rest of
// a long step, or the next step's page.
func (k *Board) NextSpeech() voice.Story {
	g := k.shell.w()
	pv := k.shell.pub()
	switch {
	case len(k.narr.steps) == 0:
		return voice.NewStory(g.lang)
	case k.narr.pageTo < len(pageTexts(g, &pv, k.narr.steps[0])):
		return pageStory(g, &pv, k.narr.steps[0], k.narr.pageTo, -1)
	case len(k.narr.steps) > 1:
		return pageStory(g, &pv, k.narr.steps[1], 0, -1)
	}
	return voice.NewStory(g.lang)
}

// pageModel is a narration page's words as values (screen.Page), in
// stepLayout's order: the folded steps' lines, the step's own lines, its
// instructions (or the reason when a line moves nothing), "nothing
// happens", the quiet steps folded after it.
func pageModel(g gameWords, pv *express.PublicView, s step) screen.Page {
	p := pageOf(pv, s)
	page := screen.Page{Title: renderTitle(g.lang, p.title)}
	for _, f := range p.lead {
		page.Lines = append(page.Lines, screen.PageLine{Kind: screen.Instruction, Text: leadText(g.lang, f)})
	}
	for i, x := range p.extra {
		kind := screen.Instruction
		if s.kind == stepEvent && i == 0 && len(p.extra) > 1 {
			kind = screen.Event // the event's rule as it is turned over
		}
		page.Lines = append(page.Lines, screen.PageLine{Kind: kind, Text: x.Render(g.lang)})
	}
	for _, pl := range p.lines {
		l := pl.render(g.lang)
		page.Lines = append(page.Lines, screen.PageLine{Kind: screen.Instruction, Text: l.text, Why: l.why})
	}
	if p.nothing {
		page.Lines = append(page.Lines, screen.PageLine{Kind: screen.Reason, Text: kit.Tr(string(g.lang), "step.nothing")})
	}
	for _, f := range p.tail {
		page.Lines = append(page.Lines, screen.PageLine{Kind: screen.Instruction, Text: leadText(g.lang, f)})
	}
	return page
}

// lineKinds are how the voice says each kind of a page's lines.
var lineKinds = [...]voice.Kind{screen.Instruction: voice.Instruction, screen.Event: voice.Event, screen.Reason: voice.Reason}

// pageTexts are the lines a narration page lists (pageModel), as the
// voice says them.
func pageTexts(g gameWords, pv *express.PublicView, s step) []voice.Public {
	page := pageModel(g, pv, s)
	return pageLines(&page)
}

func pageLines(page *screen.Page) []voice.Public {
	out := make([]voice.Public, 0, len(page.Lines))
	for _, l := range page.Lines {
		out = append(out, voice.OnScreen(lineKinds[l.Kind], l.Text))
	}
	return out
}

// pageStory is the story of the page of step s listing its lines [from,
// to) (to < 0: all): the page's title and the lines (pageModel). (A round
// change is never a page: the next screen's "Just now" strip tells it,
// and happenedStory says its round card.)
func pageStory(g gameWords, pv *express.PublicView, s step, from, to int) voice.Story {
	page := pageModel(g, pv, s)
	st := voice.NewStory(g.lang, voice.OnScreen(voice.Header, page.Title))
	lines := pageLines(&page)
	if to < 0 || to > len(lines) {
		to = len(lines)
	}
	return st.With(lines[min(from, to):to]...)
}

// PhysicalSpeech is what a page of the physical set-up says
// (kit.Speaking): the screen's title on the first page, then the page's
// instructions (i18n.SetupInstructions, as physicalScreen lists them).
func (k *Board) PhysicalSpeech(lines []string, page int) voice.Story {
	return physicalStory(k.shell.w(), lines, page)
}

func physicalStory(g gameWords, lines []string, page int) voice.Story {
	st := voice.NewStory(g.lang)
	if page == 0 {
		st = st.With(voice.OnScreen(voice.Header, g.t("setup.instructions", nil)))
	}
	for _, l := range lines {
		st = st.With(voice.OnScreen(voice.Instruction, l))
	}
	return st
}

// EndedSpeech is what the scores of a game the operator ended say
// (kit.Speaking): who was ahead when it stopped, never a winner.
func (k *Board) EndedSpeech(result any) voice.Story {
	g := k.shell.w()
	switch r := result.(type) {
	case express.Result:
		return scoresStory(g, &r, true)
	case *express.Result:
		return scoresStory(g, r, true)
	}
	return voice.NewStory(g.lang)
}

// scoresStory is the ranking as the scores screen shows it (scoresModel):
// the winner and the tie-break — or, for a game ended early, who was
// ahead when it stopped and the operator's note — then each player from
// first to last with the total, or the teams' totals.
func scoresStory(g gameWords, r *express.Result, early bool) voice.Story {
	if r == nil {
		return voice.NewStory(g.lang)
	}
	sc := scoresModel(g, r, early)
	return scoresSpeech(g.lang, &sc)
}

// scoresSpeech says the scores' values: every line it says is a word of sc.
func scoresSpeech(lang i18n.Lang, sc *screen.Scores) voice.Story {
	st := voice.NewStory(lang, voice.OnScreen(voice.Ranking, sc.Headline))
	for _, note := range []string{sc.Note, sc.TieBreak} {
		if note != "" {
			st = st.With(voice.OnScreen(voice.Ranking, note))
		}
	}
	if len(sc.Teams) > 0 {
		for _, tr := range sc.Teams {
			st = st.With(voice.OnScreen(voice.Ranking, tr.Lines[0]))
		}
		return st
	}
	for _, row := range sc.Rows {
		st = st.With(voice.OnScreen(voice.Ranking, row.Bandit.Label))
		if row.Second != "" { // a player with two bandits: both, as the name tile shows them
			st = st.With(voice.OnScreen(voice.Ranking, row.Second))
		}
		st = st.With(voice.OnScreen(voice.Ranking, row.Total))
	}
	return st
}

// curtainStory is the handoff curtain's values (curtainOf), said: "Pass
// the screen to …", its notes (a Speed-Up's second action, a Tunnel) and
// "Everyone else, look away."
func curtainStory(g gameWords, pv *express.PublicView, seat express.Seat) voice.Story {
	c := curtainOf(g, pv, seat)
	st := voice.NewStory(g.lang, voice.WhoseTurn(g.lang, c.Name, true)...)
	for _, n := range c.Notes {
		st = st.With(voice.OnScreen(voice.Turn, n))
	}
	return st.With(voice.OnScreen(voice.Turn, c.Hint))
}

// turnStory is whose turn it is on the table screen: a phone the table
// waits for, or a screen seat's public choice (its prompt). A bot's move
// is told by its narration; nothing is said while it plays. modeOf is
// who plays a seat.
func turnStory(g gameWords, pv *express.PublicView, modeOf func(express.Seat) table.SeatMode) voice.Story {
	st := voice.NewStory(g.lang)
	if pv.Actor == express.NoSeat {
		return st
	}
	switch mode := modeOf(pv.Actor); {
	case mode == table.Phone && len(pv.Expected) > 1:
		return st.With(voice.OnScreen(voice.Turn, i18n.WaitingWords(pv, pv.Expected).Render(g.lang)))
	case mode == table.Phone:
		st = st.With(voice.OnScreen(voice.Turn, i18n.TurnWords(i18n.TurnPhone, pv, pv.Actor).Render(g.lang)))
		if pv.Phase != express.Schemin {
			st = st.With(voice.OnScreen(voice.Instruction, g.prompt(pv)))
		}
		return st
	case mode.IsBot():
		return st
	}
	return st.With(voice.OnScreen(voice.Instruction, g.prompt(pv)))
}
