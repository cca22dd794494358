package expressboard

import (
	"fmt"
	"strings"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
)

// The big card and the event tile on values (TestSweepOnValues,
// docs/sweeps.md): the table screen's (screen.Table's Card and Event) and
// every narration page's (screen.Page's), read against the engine replayed
// apart from the board (pileTruth: its own state and its unfiltered
// events), not against the public view they were built from.

// cardCounts are the big cards and event tiles the sweep read: on the
// table screen, on narration pages, and among them the Teams partner's
// cards.
type cardCounts struct {
	tableCards, tableEvents, pageCards, pageEvents, partners int
}

// bigCards checks the table's big card and event tile, then those of every
// narration page still to read, at the screen the sweep is on (after
// pileScreens has brought the engine's replay up to the table).
func (s *valueSweep) bigCards() {
	s.t.Helper()
	p := &s.pileTruth
	pv := s.b.shell.pub()
	tm := tableModel(s.b, &pv)
	st := &p.st
	// the engine resolves a card while Stealin' waits for a choice of its
	// own (not a flee or a hostage between two cards, §11, nor the
	// round's event): the last card turned over
	stage := st.Stage()
	resolving := st.Phase() == express.Stealin && stage != express.StageNone && stage != express.StageHostage && stage != express.StageFlee && !p.eventDone
	switch {
	case resolving != (tm.Card != nil):
		s.t.Fatalf("%s: the table's big card %+v; the engine resolves a card: %v (phase %v, stage %v, last turned over %+v)", s.where, tm.Card, resolving, st.Phase(), stage, p.turned)
	case resolving:
		if p.turned.Kind != express.EvCardRevealed {
			s.t.Fatalf("%s: the engine resolves a card in stage %v with none turned over this round", s.where, stage)
		}
		s.bigCardIs("table's big card", tm.Card, &pv, p.turned, true)
		s.cards.tableCards++
	}
	choosing := st.Phase() == express.EventChoice
	if choosing != (tm.Event != nil) || tm.Card != nil && tm.Event != nil {
		s.t.Fatalf("%s: the table's event tile %+v beside the card %+v; the engine's phase %v", s.where, tm.Event, tm.Card, st.Phase())
	}
	if choosing {
		// the round's event card, as the engine dealt it and resolves it
		if p.eventDone && p.resolved != p.event {
			s.t.Fatalf("%s: the engine dealt the event %v and resolved %v", s.where, p.event, p.resolved)
		}
		s.eventTileIs("table's event tile", tm.Event, p.event)
		s.cards.tableEvents++
	}
	for _, step := range s.b.narr.steps {
		page := pageValue(s.b.shell, &pv, step)
		// the engine's own event the page tells: the first of its step,
		// in the command's unfiltered events
		evs, ok := p.byVersion[step.cue.Version]
		if !ok || len(step.idx) == 0 || step.idx[0] >= len(evs) || evs[step.idx[0]].Kind != step.events[0].Kind {
			s.t.Fatalf("%s: the page %q tells event %v of version %d, which the engine's %d events there do not hold", s.where, page.Title, step.idx, step.cue.Version, len(evs))
		}
		e := evs[step.idx[0]]
		s.pageTilesAre(&page, e) // the Stealin' tile and the bandit's (sweep_tiles_test.go)
		s.foldedTiles(&pv, step, evs)
		if step.kind != stepCard && step.kind != stepEvent {
			if page.Card != nil || page.Event != nil {
				s.t.Fatalf("%s: the page %q draws the card %+v, the event %+v", s.where, page.Title, page.Card, page.Event)
			}
			continue
		}
		if step.kind == stepEvent {
			ev := e.Cause.Event
			if e.Kind == express.EvRoundEvent {
				ev = e.RoundEvent
			}
			if page.Card != nil || page.Event == nil {
				s.t.Fatalf("%s: the event's page %q draws the card %+v, the event %+v", s.where, page.Title, page.Card, page.Event)
			}
			s.eventTileIs(fmt.Sprintf("page %q's event", page.Title), page.Event, ev)
			s.cards.pageEvents++
			continue
		}
		if page.Event != nil || page.Card == nil {
			s.t.Fatalf("%s: the card's page %q draws the card %+v, the event %+v", s.where, page.Title, page.Card, page.Event)
		}
		if e.Kind != express.EvCardRevealed && (e.Cause.Seat < 0 || int(e.Cause.Seat) >= st.Players()) { // a card's cause names its player
			s.t.Fatalf("%s: the card's page %q tells %+v, no card's doing (%+v)", s.where, page.Title, e, page.Card)
		}
		if e.Kind != express.EvCardRevealed { // the rest of a card's resolution after a choice: its cause
			e = express.Event{Kind: e.Kind, Seat: e.Cause.Seat, Card: e.Cause.Card, Bandit: e.Cause.Bandit, Target: express.NoSeat, Count: 0}
		}
		s.bigCardIs(fmt.Sprintf("page %q's card", page.Title), page.Card, &pv, e, false)
		s.cards.pageCards++
	}
}

// bigCardIs checks big card c against the card the engine turned over, e
// (an EvCardRevealed; or a card's cause, Count 0: its place in the pile
// unknown): its place in the pile, its kind and name, the player who
// played it, the bandit whose card it is and its colours, the second line
// naming that bandit or, for a partner's card (Teams: Target the
// partner's bandit), the partner. live: c is of the pile as it stands (the
// table's): it is the engine's card at its place, and a card still face
// down there is never named (a page tells a card of its command, maybe of
// a round over since, turned over by then).
func (s *valueSweep) bigCardIs(what string, c *screen.BigCard, pv *express.PublicView, e express.Event, live bool) {
	s.t.Helper()
	p := &s.pileTruth
	st := &p.st
	bandit := e.Target // Teams: a partner's card is its partner's bandit's
	if bandit == express.NoSeat {
		bandit = p.banditOf(e)
	}
	if live && c.Pile >= 0 && c.Pile < len(p.played) && p.secret(c.Pile) {
		// a face-down card not yet turned over: a back, never its name
		if !c.Hidden || c.Open() || strings.Contains(strings.Join(c.Lines(), " "), s.g.card(p.played[c.Pile].Card)) {
			s.t.Fatalf("%s: the %s names %q, seat %d's card still face down", s.where, what, c.Lines(), p.played[c.Pile].Seat+1)
		}
	}
	at := e.Count - 1
	if c.Pile != at || live && (at < 0 || at >= len(p.played) || p.played[at].Seat != e.Seat || p.played[at].Card != e.Card) {
		s.t.Fatalf("%s: the %s is the pile's card %d; the engine's is %d of %d (%+v)", s.where, what, c.Pile, at, len(p.played), e)
	}
	ch := st.Character(bandit)
	second := s.g.character(ch)
	partner := express.NoSeat
	if e.Target != express.NoSeat && st.Owner(e.Target) != e.Seat {
		partner = st.Owner(e.Target)
		second = kit.Tr(string(s.g.lang), "step.partnerOf", "partner", i18n.PlayerName(s.g.lang, pv, partner))
		s.cards.partners++
	}
	if c.Hidden || c.Card != e.Card || c.Label != s.g.card(e.Card) || c.Name != "card:"+e.Card.String() || !c.Open() ||
		c.Owner != e.Seat || c.Bandit != bandit || c.Character != ch || c.Fill != charFill(ch) || c.Ink != charInk(ch) ||
		c.Partner != partner || c.Second != second {
		s.t.Fatalf("%s: the %s reads %q (card %v, seat %d, bandit %d %v, partner's seat %d); the engine's: seat %d's %v of bandit %d %v, partner's seat %d, %q",
			s.where, what, c.Lines(), c.Card, c.Owner+1, c.Bandit, c.Character, c.Partner+1, e.Seat+1, e.Card, bandit, ch, partner+1, second)
	}
	s.flawless(what, c.Lines())
}

// eventTileIs checks event tile t against the engine's event ev: the event,
// named in the screen's language, explaining its rule on a tap.
func (s *valueSweep) eventTileIs(what string, t *screen.EventTile, ev cards.Event) {
	s.t.Helper()
	if t.Event != ev || t.Label != s.g.event(ev) || t.Name != "event-card" || !t.Open() {
		s.t.Fatalf("%s: the %s reads %q (%v); the engine's event %v, %q", s.where, what, t.Label, t.Event, ev, s.g.event(ev))
	}
	s.flawless(what, []string{t.Label})
}
