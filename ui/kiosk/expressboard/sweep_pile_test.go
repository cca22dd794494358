package expressboard

import (
	"fmt"
	"slices"
	"strings"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
)

// The pile and the players' own loot on values (TestSweepOnValues): at
// every screen of the sweep, the pile strip's values against the engine
// replayed apart from the board and its views, and the secrets the
// public screens must keep.

// pileTruth is the game replayed by the sweep on an engine state of its
// own (the table's record, command by command): the round's pile as the
// engine's own events tell it, unfiltered (EvCardPlayed with a face-down
// card's face, in play order; EvRoundStarted empties it) and how many of
// its cards were turned over (EvCardRevealed). It reads nothing the board
// reads: not the table's views, not its updates.
type pileTruth struct {
	st       express.State
	applied  int
	started  bool
	played   []express.Event
	revealed int
	evs      []express.Event
	// for the big card and the event tile (sweep_card_test.go): the last
	// card turned over this round (its EvCardRevealed; Kind EvRoundStarted
	// before the first), the round's event card as the round was dealt
	// (EvRoundStarted) and as it was resolved (EvRoundEvent, eventDone),
	// and each command's events by the state's version after it
	turned    express.Event
	event     cards.Event
	eventDone bool
	resolved  cards.Event
	byVersion map[int][]express.Event
}

// catchUp applies the record's commands not yet applied.
func (p *pileTruth) catchUp(s *valueSweep) {
	s.t.Helper()
	rec := expressRecord(s.h.tbl)
	if !p.started || len(rec.Commands) < p.applied {
		st, evs, err := express.New(rec.Setup)
		if err != nil {
			s.t.Fatalf("%s: the record's setup: %v", s.where, err)
		}
		*p = pileTruth{st: st, started: true, byVersion: map[int][]express.Event{}}
		p.read(evs)
	}
	for ; p.applied < len(rec.Commands); p.applied++ {
		p.evs = p.evs[:0]
		if err := p.st.Do(rec.Commands[p.applied], &p.evs); err != nil {
			s.t.Fatalf("%s: the record's command %d %+v: %v", s.where, p.applied, rec.Commands[p.applied], err)
		}
		p.read(p.evs)
		p.byVersion[p.st.Version()] = slices.Clone(p.evs)
	}
}

// read follows the pile through evs.
func (p *pileTruth) read(evs []express.Event) {
	for _, e := range evs {
		switch e.Kind {
		case express.EvRoundStarted:
			p.played, p.revealed = p.played[:0], 0
			p.turned, p.event, p.eventDone = e, e.RoundEvent, false
		case express.EvCardPlayed:
			p.played = append(p.played, e)
		case express.EvCardRevealed:
			p.revealed = max(p.revealed, e.Count)
			p.turned = e
		case express.EvRoundEvent:
			p.eventDone, p.resolved = true, e.RoundEvent
		}
	}
}

// secret reports whether pile card i is face down and not yet turned over.
func (p *pileTruth) secret(i int) bool { return p.played[i].FaceDown && i >= p.revealed }

// banditOf is the bandit whose card pile card e is: its own in games
// where hands mix bandits' cards, else its player's (first) bandit.
func (p *pileTruth) banditOf(e express.Event) express.Seat {
	if e.Bandit != express.NoSeat {
		return e.Bandit
	}
	for b := range express.Seat(p.st.Bandits()) {
		if p.st.Owner(b) == e.Seat {
			return b
		}
	}
	return express.NoSeat
}

// pileScreens checks the pile and the loot at the screen the sweep is on,
// before its narration is read: the pile strip as the public sees it and
// as the hand behind the curtain shows it, that seat's own loot, and that no
// public word (the table, the curtain, the pages to read, "Just now", the
// log, the pile) names a card still face down or a purse's value.
func (s *valueSweep) pileScreens() {
	s.t.Helper()
	p := &s.pileTruth
	p.catchUp(s)
	pv := s.b.shell.pub()
	pub := pileModel(s.b.shell, &pv)
	s.pileIs("public pile", &pub, &pv, express.NoSeat)
	public := pub.Words()
	tm := tableModel(s.b, &pv)
	public = append(public, tm.Words()...)
	seat := s.b.curtain.curtainSeat(&pv)
	if seat != express.NoSeat && pv.Phase != express.GameOver {
		// the pile on the hand behind the curtain: the seat's own view (its
		// own face-down cards face up, everyone else's backs)
		v := playerView(s.b.shell.t, seat)
		m := pileModel(s.b.shell, &v.PublicView)
		s.pileIs(fmt.Sprintf("seat %d's hand's pile", seat+1), &m, &v.PublicView, seat)
		c := curtainOf(s.g, &pv, seat)
		public = append(public, c.Words()...)
		s.ownLoot(seat)
	}
	var turned []string // the pages of cards turned over, which name them
	for _, st := range s.b.narr.steps {
		page := pageModel(s.g, &pv, st)
		if st.kind == stepCard {
			turned = append(turned, page.Words()...)
		} else {
			public = append(public, page.Words()...)
		}
	}
	j := s.b.narr.justNow.model(s.g.lang)
	for _, b := range j.Blocks {
		public = append(public, b.Text)
	}
	s.keepsSecrets(public, &pv, false)
	s.keepsSecrets(turned, &pv, true)
	// the log of the last moves reaches back to the rounds before, whose
	// cards were all turned over, and the pages of a card turned over
	// (maybe the round before's, still to read) name them: they keep the
	// purses' values secret
	var log []string
	for _, l := range s.b.narr.moves.lines {
		log = append(log, l.text, l.why)
	}
	s.keepsSecrets(log, &pv, true)
	s.piles++
}

// pileIs checks the pile strip m as viewer sees it (NoSeat: the public)
// against the engine's: exactly the cards played this round, in order,
// each its owner's and its bandit's; a card face down and not yet turned
// over a back naming its owner, never its card, except to its owner, to
// whom it shows its face on a back (the hand's pile shows the seat's own
// face-down cards); any other card named.
func (s *valueSweep) pileIs(what string, m *screen.Pile, pv *express.PublicView, viewer express.Seat) {
	s.t.Helper()
	p := &s.pileTruth
	l := string(s.g.lang)
	if len(m.Cards) != len(p.played) {
		s.t.Fatalf("%s: the %s shows %d cards, the engine's pile holds %d", s.where, what, len(m.Cards), len(p.played))
	}
	if m.Title != kit.Tr(l, "pile.strip") || m.Count != i18n.N(s.g.lang, "count.cards", len(p.played), nil) ||
		(len(p.played) == 0) != (m.Empty != "") || m.ToCome != (len(p.played) > 0 && pv.Phase != express.Schemin) {
		s.t.Fatalf("%s: the %s of %d cards reads %q (to come %v, phase %v)", s.where, what, len(p.played), m.Words(), m.ToCome, pv.Phase)
	}
	// to come: the cards resolved fold into one sign, all those turned
	// over but the one being resolved
	if len(m.More) != len(m.Cards) || m.ToCome && (m.First != p.revealed && m.First != p.revealed-1 || (m.First > 0) != (m.Done != "")) {
		s.t.Fatalf("%s: the %s's signs: more %q, first %d (%d turned over), done %q", s.where, what, m.More, m.First, p.revealed, m.Done)
	}
	s.flawless(what, m.Words())
	for i, e := range p.played {
		c := m.Cards[i]
		bandit := p.banditOf(e)
		first := strings.TrimPrefix(c.Lines[0], "★ ")
		if c.Owner != e.Seat || c.FaceDown != e.FaceDown || len(c.Lines) != 2 || c.Choice.Name != fmt.Sprintf("pile:%d", i) {
			s.t.Fatalf("%s: the %s's card %d is %+v; the engine's: seat %d played %v (face down %v)", s.where, what, i, c, e.Seat+1, e.Card, e.FaceDown)
		}
		if p.secret(i) && viewer != e.Seat {
			// a back: "Face down" over its owner's name, no word of its card
			if !c.Hidden || c.Card != express.HiddenCard || c.Open() || first != kit.Tr(l, "pile.back") || c.Lines[1] != i18n.PlayerName(s.g.lang, pv, e.Seat) {
				s.t.Fatalf("%s: the %s shows seat %d's face-down %v as %+v (stage %v, %d turned over, resolving %d)", s.where, what, e.Seat+1, e.Card, c, pv.Stage, p.revealed, pv.Resolving)
			}
			for _, w := range c.Lines {
				if strings.Contains(w, s.g.card(e.Card)) {
					s.t.Fatalf("%s: the %s's back %q names its card %v", s.where, what, c.Lines, e.Card)
				}
			}
			continue
		}
		// face up, turned over, or the viewer's own: the card and whose
		// it is ("Tuco's, by Django": a partner's card names both)
		name := s.g.character(p.st.Character(bandit))
		if c.Hidden || c.Card != e.Card || first != s.g.card(e.Card) || c.Bandit != bandit || !strings.Contains(c.Lines[1], name) || !c.Open() {
			s.t.Fatalf("%s: the %s shows seat %d's %v of %s as %+v", s.where, what, e.Seat+1, e.Card, name, c)
		}
	}
}

// ownLoot checks the loot on seat's own hand against the engine's: one
// line per bandit, each purse of the bandit with its value (known to its
// holder, R1), its jewels, strongboxes and ransoms at their worth, and
// the total of them all.
func (s *valueSweep) ownLoot(seat express.Seat) {
	s.t.Helper()
	p := &s.pileTruth
	v := express.View(&p.st, seat)
	own := playerView(s.b.shell.t, seat) // what the hand's values are built from (model_hand.go)
	loot := s.b.art.lootModel(&own, s.b.art.lootValues())
	s.flawless("loot", lootWords(loot))
	values := cards.Base()
	if data := expressRecord(s.h.tbl).Setup.Catalog; len(data) > 0 {
		c, err := cards.Parse(data)
		if err != nil {
			s.t.Fatal(err)
		}
		values = c
	}
	var bandits []express.Seat
	for b := range express.Seat(p.st.Bandits()) {
		if p.st.Owner(b) == seat {
			bandits = append(bandits, b)
		}
	}
	if len(loot) != len(bandits) {
		s.t.Fatalf("%s: seat %d's hand shows the loot of %d bandits, it has %d", s.where, seat+1, len(loot), len(bandits))
	}
	for i, b := range bandits {
		bv := v.Bandits[b]
		m := loot[i]
		var purses []int
		total := 0
		for _, t := range bv.Purses {
			if p.st.LootKind(t) != express.Purse {
				s.t.Fatalf("%s: bandit %d holds %v as a purse", s.where, b, t)
			}
			i := slices.IndexFunc(v.KnownPurses, func(k express.KnownPurse) bool { return k.Token == t })
			if i < 0 {
				s.t.Fatalf("%s: seat %d does not know the value of its purse %v (R1)", s.where, seat+1, t)
			}
			purses = append(purses, v.KnownPurses[i].Value)
			total += v.KnownPurses[i].Value
		}
		want := map[screen.LootKind][]int{}
		if len(purses) > 0 {
			want[screen.LootPurse] = purses
		}
		for kind, n := range map[screen.LootKind][2]int{screen.LootJewel: {bv.Jewels, values.JewelValue}, screen.LootStrongbox: {bv.Strongboxes, values.StrongboxValue}, screen.LootRansom: {bv.Ransoms, values.RansomValue}} {
			if n[0] > 0 {
				want[kind] = slices.Repeat([]int{n[1]}, n[0])
				total += n[0] * n[1]
			}
		}
		got := map[screen.LootKind][]int{}
		for _, it := range m.Items {
			if it.Kind != screen.LootFlask && it.Kind != screen.LootHostage {
				got[it.Kind] = it.Values
			}
		}
		if m.Bandit != b || m.Total != total || fmt.Sprint(got) != fmt.Sprint(want) {
			s.t.Fatalf("%s: seat %d's hand shows bandit %d's loot %v worth %d; the engine %v worth %d", s.where, seat+1, m.Bandit, got, m.Total, want, total)
		}
		if len(m.Items) == 0 && (total != 0 || len(m.Lines) != 1) {
			s.t.Fatalf("%s: seat %d's loot reads %q for nothing held, the engine's worth %d", s.where, seat+1, m.Lines, total)
		}
		if len(m.Items) > 0 && !strings.Contains(strings.Join(m.Lines, " "), s.g.money(total)) {
			s.t.Fatalf("%s: seat %d's loot reads %q, not its total %s", s.where, seat+1, m.Lines, s.g.money(total))
		}
		for _, v := range purses {
			if !strings.Contains(strings.Join(m.Lines, " "), s.g.money(v)) {
				s.t.Fatalf("%s: seat %d's loot reads %q, not its purse of %s", s.where, seat+1, m.Lines, s.g.money(v))
			}
		}
	}
	s.loots++
}

// lootWords are the lines of loot.
func lootWords(loot []screen.Loot) []string {
	var out []string
	for _, m := range loot {
		out = append(out, m.Lines...)
	}
	return out
}

// publicValues are the dollar values everyone may see before the scores:
// the jewel's, the strongbox's and the ransom's (the card data), the
// Time-Travel Car's $500, the hostages' ransoms (docs/rules.md §11).
var publicValues = []int{200, 250, 500, 700, 800, 900, 1000}

// keepsSecrets checks the public words: while the cards are played, none
// names a card face down on the pile together with its owner (unless a card of
// that kind lies face up on the pile or a discard pile or was turned
// over, or onlyPurses), none says the value
// of a purse (R1) that no public thing is also worth.
func (s *valueSweep) keepsSecrets(public []string, pv *express.PublicView, onlyPurses bool) {
	s.t.Helper()
	p := &s.pileTruth
	if pv.Phase == express.GameOver {
		return // the scores itemise the purses
	}
	var secrets [][]string // a card's name and its owner's names
	for i, e := range p.played {
		// while the cards are played: in Stealin' the words tell what the
		// cards turned over do, whose words (the Marshal's, a move's) are
		// those of cards still face down; the Marshal's card is named as
		// the Marshal is
		if onlyPurses || !p.secret(i) || pv.Phase != express.Schemin || e.Card == express.MarshalCard {
			continue
		}
		open := false // a card of its kind face up or turned over: its name is no secret
		for j, o := range p.played {
			open = open || !p.secret(j) && o.Card == e.Card
		}
		for _, sv := range pv.Seats { // Experts: the discard piles lie face up
			open = open || slices.ContainsFunc(sv.Discard, func(c express.CardView) bool { return c.Card == e.Card })
		}
		if !open {
			owner := []string{s.g.card(e.Card), i18n.PlayerName(s.g.lang, pv, e.Seat)}
			for b := range express.Seat(p.st.Bandits()) {
				if p.st.Owner(b) == e.Seat {
					owner = append(owner, s.g.character(p.st.Character(b)))
				}
			}
			secrets = append(secrets, owner)
		}
	}
	values := map[int]bool{}
	for seat := range express.Seat(pv.Players) {
		for _, k := range express.View(&p.st, seat).KnownPurses {
			values[k.Value] = true
		}
	}
	for v := range values {
		if slices.Contains(publicValues, v) {
			delete(values, v)
		}
	}
	var money []string
	for v := range values {
		money = append(money, s.g.money(v))
	}
	for _, w := range public {
		for _, sc := range secrets {
			if containsWord(w, sc[0]) && slices.ContainsFunc(sc[1:], func(n string) bool { return strings.Contains(w, n) }) {
				s.t.Fatalf("%s: a public screen says %q, naming %q, a card %s holds face down on the pile", s.where, w, sc[0], sc[1])
			}
		}
		for _, m := range money {
			if containsWord(w, m) {
				s.t.Fatalf("%s: a public screen says %q, a purse's value %s (R1)", s.where, w, m)
			}
		}
	}
}

// containsWord reports whether w holds word, not inside a longer word or
// number.
func containsWord(w, word string) bool {
	for i := 0; ; {
		j := strings.Index(w[i:], word)
		if j < 0 {
			return false
		}
		a, b := i+j, i+j+len(word)
		if (a == 0 || !wordRune(w[a-1])) && (b == len(w) || !wordRune(w[b])) {
			return true
		}
		i = a + 1
	}
}

// wordRune reports whether byte c continues a word or a number.
func wordRune(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
