package superboard

import (
	"colt/engine"
	"colt/engine/super"
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
	"colt/ui/voice"
)

// The voice (issue 35): what the Colt Super Express screen on show says
// to the whole table, from the strings it draws (stepTitle, stepLines,
// the ranking's rows); a seat's stacking page says nothing.

var _ kit.Speaking = (*Board)(nil)

// Speech is what the screen on show says aloud (kit.Speaking).
func (b *Board) Speech() voice.Story {
	pv := b.pub()
	if len(b.steps) > 0 {
		return b.pageStory(&pv, b.steps[0], b.pageFrom, b.pageTo)
	}
	if pv.Phase == super.GameOver {
		return b.rankingStory(&pv, pv.Result)
	}
	if s := b.curtainSeat(&pv); s != super.NoSeat {
		if b.revealed(&pv) {
			return voice.NewStory(b.lang()) // the seat's own cards: nothing aloud
		}
		return b.curtainStory(&pv, s)
	}
	var waiting []string
	for _, s := range pv.Expected {
		waiting = append(waiting, b.name(&pv, s))
	}
	if len(waiting) == 0 {
		return voice.NewStory(b.lang())
	}
	return voice.NewStory(b.lang(), voice.OnScreen(voice.Turn, b.t("super.plan.waiting", map[string]any{"Names": i18n.JoinNames(b.lang(), waiting)})))
}

// curtainStory is the handoff curtain before seat makes its stack: the
// round's planning, "Pass the screen to …", "Everyone else, look away."
func (b *Board) curtainStory(pv *super.PublicView, seat super.Seat) voice.Story {
	return voice.NewStory(b.lang(),
		voice.OnScreen(voice.Header, b.t("super.plan.title", map[string]any{"N": pv.Round})),
		voice.OnScreen(voice.PassScreen, kit.Tr(b.k.Lang(), "handoff.pass")+" "+b.name(pv, seat)),
		voice.OnScreen(voice.Turn, kit.Tr(b.k.Lang(), "handoff.look")))
}

// NextSpeech is what Continue shows next (kit.Speaking): the rest of a
// long step, or the next step's page.
func (b *Board) NextSpeech() voice.Story {
	pv := b.pub()
	switch {
	case len(b.steps) == 0:
	case b.pageTo < len(b.stepLines(&pv, b.steps[0])):
		return b.pageStory(&pv, b.steps[0], b.pageTo, -1)
	case len(b.steps) > 1:
		return b.pageStory(&pv, b.steps[1], 0, -1)
	}
	return voice.NewStory(b.lang())
}

// pageStory is a narration page listing lines [from, to) of step s (to
// < 0: all): its title (the card turned over, the round's end) and its
// pawn instructions.
func (b *Board) pageStory(pv *super.PublicView, s Step, from, to int) voice.Story {
	lines := b.stepLines(pv, s)
	if to < 0 || to > len(lines) {
		to = len(lines)
	}
	title, lines := b.stepTitle(pv, s, lines[min(from, to):to])
	kind := voice.RoundCard
	if s.Kind == StepCard {
		kind = voice.Header
	}
	st := voice.NewStory(b.lang(), voice.OnScreen(kind, title))
	for _, l := range lines {
		st = st.With(voice.OnScreen(voice.Instruction, l))
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
	switch r := result.(type) {
	case *super.Result:
		return b.rankingStory(&pv, r)
	case super.Result:
		return b.rankingStory(&pv, &r)
	}
	return b.rankingStory(&pv, nil)
}

// rankingStory is the ranking as rankingScreen words it: how the game was
// won, then each player's place, name and how they ended; without a
// result (a game the operator ended before its end), the operator's note
// and each bandit's standing.
func (b *Board) rankingStory(pv *super.PublicView, r *super.Result) voice.Story {
	st := voice.NewStory(b.lang())
	if r == nil {
		if pv.Phase == super.GameOver {
			return st
		}
		st = st.With(voice.OnScreen(voice.Ranking, kit.Tr(b.k.Lang(), "scores.early")))
		for _, bv := range pv.Bandits {
			p := super.PlayerResult{Seat: bv.Seat, Aboard: bv.Aboard, EliminatedIn: bv.EliminatedIn, Loot: bv.Loot}
			st = st.With(voice.OnScreen(voice.Ranking, b.name(pv, bv.Seat)), voice.OnScreen(voice.Ranking, i18n.SuperRankLine(b.lang(), p)))
		}
		return st
	}
	st = st.With(voice.OnScreen(voice.Ranking, i18n.SuperWinnerText(b.lang(), r, pv)))
	byseat := map[engine.Seat]super.PlayerResult{}
	for _, p := range r.Players {
		byseat[p.Seat] = p
	}
	for place, seats := range r.Ranking() {
		for _, seat := range seats {
			st = st.With(voice.OnScreen(voice.Ranking, b.t("super.rank.place", map[string]any{"N": place + 1})),
				voice.OnScreen(voice.Ranking, b.name(pv, seat)),
				voice.OnScreen(voice.Ranking, i18n.SuperRankLine(b.lang(), byseat[seat])))
		}
	}
	return st
}
