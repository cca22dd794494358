package expressboard

import (
	"slices"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
)

// The Stealin' tile and the bandits' tiles of the narration pages on
// values (TestSweepOnValues, docs/sweeps.md): what a page that tells no
// card and no event draws large (screen.Page's Stealin and Bandit), read
// against the engine replayed apart from the board (pileTruth: its own
// state and its unfiltered events), not against the public view they
// were built from.

// tileCounts are the pages' tiles the sweep read: the Stealin' tiles, the
// bandits' tiles, and among them the Time-Travel Car's bandits and the
// bandits placed on the train.
type tileCounts struct {
	stealin, bandits, car, placed int
}

// namedBandit is the bandit the engine's event e names, whose tile its
// page draws: the bandit itself for the Time-Travel Car's moments and a
// bandit placed on the train; the player's first bandit (in the engine's
// order) for a pass, a card taken, cards discarded or kept, a partner's
// card, and the first player of the game's first round (the Horse Attack
// decides it, §11); NoSeat for anything else (a card, an event, a round
// change, a rule's moment of nobody's).
func (p *pileTruth) namedBandit(e express.Event) express.Seat {
	switch e.Kind {
	case express.EvBanditHidden, express.EvBanditAppeared, express.EvTimeTravel, express.EvBanditPlaced:
		return e.Seat
	case express.EvPassed, express.EvCardTaken, express.EvCardsDiscarded, express.EvCardsKept, express.EvPartnerCard:
		return p.banditOf(express.Event{Seat: e.Seat, Bandit: express.NoSeat})
	case express.EvRoundStarted:
		if e.Count == 1 {
			return p.banditOf(express.Event{Seat: e.Seat, Bandit: express.NoSeat})
		}
	}
	return express.NoSeat
}

// pageTilesAre checks what page draws large against e, the engine's own
// first event of the page: at most one thing; the Stealin' tile exactly
// on the page of Schemin's end, named in the screen's language and
// explaining the phase on a tap; a bandit's tile exactly where the
// engine's event names a bandit (namedBandit), that bandit's — its
// character's name in the screen's language, its colours — explaining its
// power on a tap.
func (s *valueSweep) pageTilesAre(page *screen.Page, e express.Event) {
	s.t.Helper()
	p := &s.pileTruth
	l := string(s.g.lang)
	n := 0
	for _, drawn := range []bool{page.Card != nil, page.Event != nil, page.Stealin != nil, page.Bandit != nil} {
		if drawn {
			n++
		}
	}
	if n > 1 {
		s.t.Fatalf("%s: the page %q draws %d things large: card %+v, event %+v, Stealin' %+v, bandit %+v", s.where, page.Title, n, page.Card, page.Event, page.Stealin, page.Bandit)
	}
	if (e.Kind == express.EvSchemingEnded) != (page.Stealin != nil) {
		s.t.Fatalf("%s: the page %q draws the Stealin' tile %+v; the engine's event %v", s.where, page.Title, page.Stealin, e.Kind)
	}
	if t := page.Stealin; t != nil {
		if t.Label != kit.Tr(l, "top.stealin") || t.Name != "stealin-tile" || !t.Open() {
			s.t.Fatalf("%s: the page %q's Stealin' tile reads %q (%q, open %v)", s.where, page.Title, t.Label, t.Name, t.Open())
		}
		s.flawless("Stealin' tile", []string{t.Label})
		if title := s.helpOf(t.Choice.Tap); title != i18n.PhaseName(s.g.lang, express.Stealin) {
			s.t.Fatalf("%s: the Stealin' tile's tap explains %q", s.where, title)
		}
		s.tiles.stealin++
	}
	want := p.namedBandit(e)
	if (want != express.NoSeat) != (page.Bandit != nil) {
		s.t.Fatalf("%s: the page %q draws the bandit %+v; the engine's %v names bandit %d", s.where, page.Title, page.Bandit, e.Kind, want)
	}
	t := page.Bandit
	if t == nil {
		return
	}
	ch := p.st.Character(want)
	name := s.g.character(ch)
	if t.Bandit != want || t.Character != ch || t.Label != name || t.Name != "bandit:"+ch.String() || t.Fill != charFill(ch) || t.Ink != charInk(ch) || !t.Open() {
		s.t.Fatalf("%s: the page %q draws bandit %d %v as %q (%q); the engine's %v names bandit %d %v, %q", s.where, page.Title, t.Bandit, t.Character, t.Label, t.Name, e.Kind, want, ch, name)
	}
	s.flawless("bandit's tile", []string{t.Label})
	if title := s.helpOf(t.Choice.Tap); title != name {
		s.t.Fatalf("%s: the tile of %q explains %q", s.where, name, title)
	}
	s.tiles.bandits++
	switch e.Kind {
	case express.EvBanditHidden, express.EvBanditAppeared, express.EvTimeTravel:
		s.tiles.car++
	case express.EvBanditPlaced:
		s.tiles.placed++
	}
}

// foldedTiles checks what each step folded into page (its lead and its
// tail, steps that ask nothing of the table: a pass, the pile turned
// over, a variant's moment that moves no pawn) would draw large on a page
// of its own (pageTiles), as the demos show steps unfolded, against the
// engine's own first event of it among evs, the events of page's command.
func (s *valueSweep) foldedTiles(pv *express.PublicView, page step, evs []express.Event) {
	s.t.Helper()
	for _, f := range append(slices.Clone(page.lead), page.tail...) {
		if len(f.idx) == 0 || f.idx[0] >= len(evs) || evs[f.idx[0]].Kind != f.events[0].Kind {
			s.t.Fatalf("%s: a step folded into a page tells event %v of version %d, which the engine's %d events there do not hold", s.where, f.idx, page.cue.Version, len(evs))
		}
		t := pageTiles(s.b.shell, pv, f)
		t.Title = renderTitle(s.g.lang, pageOf(pv, f).title)
		s.pageTilesAre(&t, evs[f.idx[0]])
	}
}

// helpOf taps tap and returns the title of the rules help it opened ("":
// none).
func (s *valueSweep) helpOf(tap func()) string {
	helps := s.h.helps
	s.h.helpTitle = ""
	tap()
	if s.h.helps != helps+1 {
		return ""
	}
	return s.h.helpTitle
}
