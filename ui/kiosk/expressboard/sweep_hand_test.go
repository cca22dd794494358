package expressboard

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"colt/engine/express"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
)

// The planning screens on values (TestSweepOnValues): the curtain, the
// revealed hand and a screen seat's public choice, each tapped as a
// player taps it, with no Fyne window.

// sameCommand reports whether a and b are one choice to the viewer: the
// same command, or the same take of a purse it cannot tell apart
// (i18n.Choices groups lookalike purses into one choice).
func sameCommand(a, b express.Command) bool {
	if a == b {
		return true
	}
	a.Token, b.Token = express.NoLoot, express.NoLoot
	return a == b
}

// reachable checks the choices reached against the engine's legal
// commands: every choice is legal, and every legal command is some
// choice's (a lookalike purse's through its group's choice).
func (s *valueSweep) reachable(what string, legal, reached []express.Command) {
	s.t.Helper()
	for _, c := range reached {
		if !slices.Contains(legal, c) {
			s.t.Fatalf("%s: the %s offers %+v, which the engine does not allow (legal %+v)", s.where, what, c, legal)
		}
	}
	for _, c := range legal {
		if !slices.ContainsFunc(reached, func(r express.Command) bool { return sameCommand(r, c) }) {
			s.t.Fatalf("%s: the engine allows %+v; no choice of the %s does (%+v)", s.where, c, what, reached)
		}
	}
}

// handCardWords are the names of the cards in seat's hand, in the
// sweep's language.
func (s *valueSweep) handCardWords(v *express.PlayerView) []string {
	var out []string
	for _, k := range v.Hand {
		out = append(out, s.g.card(k))
	}
	for _, cv := range v.HandCards {
		out = append(out, s.g.card(cv.Card))
	}
	return out
}

// curtain reads the curtain waiting for seat and taps its reveal: it
// names the seat, holds no word of the hand behind it (no card's name),
// offers the reveal alone, and the reveal shows that seat's hand.
func (s *valueSweep) curtain(seat express.Seat) {
	s.t.Helper()
	pv := s.b.shell.pub()
	c := curtainModel(s.b, &pv, seat)
	s.screens++
	s.curtains++
	s.flawless("curtain", c.Words())
	bar := barModel(s.b.shell, pv.Round, pv.Phase, pv.Turn)
	s.bar(&bar, &pv)
	if c.Seat != seat || c.Name != s.b.shell.name(&pv, seat) || !strings.Contains(c.Reveal.Label, c.Name) && !strings.Contains(c.Hint, c.Name) && !strings.Contains(c.Pass, c.Name) {
		s.t.Fatalf("%s: the curtain for seat %d shows %q %q", s.where, seat+1, c.Name, c.Words())
	}
	v := s.h.tbl.View(seat).(express.PlayerView)
	cardWords := s.handCardWords(&v)
	for _, w := range c.Words() {
		for _, cw := range cardWords {
			if strings.Contains(w, cw) {
				s.t.Fatalf("%s: the curtain for seat %d shows %q, a card of its hand (%q)", s.where, seat+1, w, cw)
			}
		}
	}
	// the voice says the curtain's values: whose turn (its name), its
	// notes and its hint, and no card
	spoken := said(s.b.Speech())
	for _, w := range append([]string{c.Hint}, c.Notes...) {
		if !slices.Contains(spoken, w) {
			s.t.Fatalf("%s: the curtain shows %q; the voice says %q", s.where, w, spoken)
		}
	}
	if !slices.ContainsFunc(spoken, func(l string) bool { return strings.Contains(l, c.Name) }) {
		s.t.Fatalf("%s: the curtain's voice %q does not name %q", s.where, spoken, c.Name)
	}
	// and nothing it does not show: its words, the whose-turn line that
	// names the player, or what just happened (the strip's values)
	strip := s.b.narr.justNow.model(s.g.lang)
	for _, l := range spoken {
		if !slices.Contains(c.Words(), l) && !strings.Contains(l, c.Name) &&
			!slices.ContainsFunc(strip.Blocks, func(b screen.Happened) bool { return b.Text == l }) {
			s.t.Fatalf("%s: the curtain's voice says %q, which it does not show (%q)", s.where, l, c.Words())
		}
	}
	for _, l := range spoken {
		for _, cw := range cardWords {
			if strings.Contains(l, cw) && !slices.Contains(s.b.narr.happenedShown, l) {
				s.t.Fatalf("%s: the curtain for seat %d says %q, a card of its hand (%q)", s.where, seat+1, l, cw)
			}
		}
	}
	if names := c.Choices().Names(); !slices.Equal(names, []string{"reveal"}) {
		s.t.Fatalf("%s: the curtain offers %q", s.where, names)
	}
	s.tap(c.Choices(), "reveal")
	if pv = s.b.shell.pub(); !s.b.curtain.revealed(&pv) || s.b.reveal.seat != seat {
		s.t.Fatalf("%s: the reveal of seat %d shows no hand", s.where, seat+1)
	}
}

// handPage is one page of a hand: its tab and Face down switch.
type handPage struct {
	tab      string
	faceDown bool
}

// turnTo turns a paged hand to page p by its tabs and returns the screen.
func (s *valueSweep) turnTo(p handPage) screen.Hand {
	s.t.Helper()
	pv := s.b.shell.pub()
	m := newHandScreen(s.b, &pv).m
	if p.tab == "" {
		return m
	}
	if t, _ := m.Choices().Find(p.tab); !t.On {
		s.tap(m.Choices(), p.tab)
		m = newHandScreen(s.b, &pv).m
	}
	if m.Face.Name != "" && m.Face.On != p.faceDown {
		s.tap(m.Choices(), m.Face.Name)
		m = newHandScreen(s.b, &pv).m
	}
	if t, _ := m.Choices().Find(p.tab); !t.On || m.Face.On != p.faceDown {
		s.t.Fatalf("%s: the hand does not turn to %+v (tabs %+v, face %+v)", s.where, p, m.Tabs, m.Face)
	}
	return m
}

// hand reads the revealed hand of seat and plays one of its choices
// drawn by rng, by its taps (the play, then the confirm when it asks
// one): the title names the seat; a hand played again at once says so;
// the cards are exactly the seat's; through its pages every legal
// command is some play and every play legal; a play needing a confirm
// only selects, and the confirm names it and plays it.
func (s *valueSweep) hand(rng *rand.Rand, seat express.Seat) {
	s.t.Helper()
	pv := s.b.shell.pub()
	v := s.h.tbl.View(seat).(express.PlayerView)
	m := newHandScreen(s.b, &pv).m
	s.screens++
	s.hands++
	s.flawless("hand", m.Words())
	if m.Seat != seat || !strings.Contains(m.Title, s.b.shell.name(&pv, seat)) {
		s.t.Fatalf("%s: the hand of seat %d is titled %q", s.where, seat+1, m.Title)
	}
	if m.Instruction == "" {
		s.t.Fatalf("%s: the hand of seat %d asks nothing", s.where, seat+1)
	}
	if spoken := said(s.b.Speech()); len(spoken) > 0 {
		s.t.Fatalf("%s: the hand of seat %d says %q aloud", s.where, seat+1, spoken)
	}
	if m.Again != s.b.reveal.again && m.Instruction == kit.Tr(string(s.g.lang), "hand.choose") ||
		m.Again && m.Instruction != kit.Tr(string(s.g.lang), "hand.again") && m.Instruction != kit.Tr(string(s.g.lang), "handoff.second") {
		s.t.Fatalf("%s: a hand played again at once (%v) asks %q", s.where, s.b.reveal.again, m.Instruction)
	}
	if m.Again {
		s.again++
	}
	// the cards kept for the next round (Experts, the 2-player game) show
	// on the player's own screen, each by name (issue 25 item 6)
	if len(v.Kept) > 0 {
		kept := strings.Join(m.Kept, " ")
		for _, cv := range v.Kept {
			if !strings.Contains(kept, s.g.card(cv.Card)) {
				s.t.Fatalf("%s: seat %d keeps %v; its hand shows kept %q", s.where, seat+1, v.Kept, m.Kept)
			}
		}
		s.kept++
	} else if len(m.Kept) > 0 {
		s.t.Fatalf("%s: seat %d keeps nothing; its hand shows kept %q", s.where, seat+1, m.Kept)
	}
	// the cards: exactly the seat's, each as many times as it holds it
	var want, got []string
	for _, k := range v.Hand {
		want = append(want, k.String())
	}
	if len(v.HandCards) > 0 {
		want = want[:0]
		for _, cv := range v.HandCards {
			want = append(want, cv.Card.String()+"/"+string(rune('0'+cv.Bandit)))
		}
	}
	for _, c := range m.Cards {
		if c.Count < 1 || !slices.Contains(c.Lines[0:1], c.Label) {
			s.t.Fatalf("%s: the hand's card %+v", s.where, c)
		}
		for range c.Count {
			if len(v.HandCards) > 0 {
				got = append(got, c.Card.String()+"/"+string(rune('0'+c.Bandit)))
			} else {
				got = append(got, c.Card.String())
			}
		}
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(want, got) {
		s.t.Fatalf("%s: the hand of seat %d shows %q, it holds %q", s.where, seat+1, got, want)
	}
	// the plays, through the pages
	pages := []handPage{{}}
	if len(m.Tabs) > 0 {
		pages = pages[:0]
		for _, t := range m.Tabs {
			pages = append(pages, handPage{tab: t.Name})
			if m.Face.Name != "" {
				pages = append(pages, handPage{tab: t.Name, faceDown: true})
			}
		}
	}
	type at struct {
		page handPage
		cmd  express.Command
	}
	var reached []express.Command
	var plays []at
	for _, p := range pages {
		pm := m // one page: the screen as read
		if p.tab != "" {
			pm = s.turnTo(p)
		}
		s.flawless("hand", pm.Words())
		for _, pl := range pm.Plays {
			if pl.Confirm != needsConfirm(pl.Command) || pl.On || !pl.Open() || len(pl.Lines) == 0 {
				s.t.Fatalf("%s: the play %+v", s.where, pl)
			}
			reached = append(reached, pl.Command)
			plays = append(plays, at{p, pl.Command})
		}
		if slices.ContainsFunc(pm.Plays, func(pl screen.Play) bool { return pl.Confirm }) != (pm.Confirm.Name == "confirm-hint") {
			s.t.Fatalf("%s: the confirm %+v over plays %+v", s.where, pm.Confirm, pm.Commands())
		}
	}
	s.reachable("hand", v.Legal, reached)
	// one play, by its taps
	pick := plays[rng.IntN(len(plays))]
	pm := m
	if pick.page.tab != "" {
		pm = s.turnTo(pick.page)
	}
	i := slices.IndexFunc(pm.Plays, func(pl screen.Play) bool { return pl.Command == pick.cmd })
	pl := pm.Plays[i]
	before := pv.Version
	s.tap(pm.Choices(), pl.Name)
	s.moves++
	if pl.Confirm {
		if pv = s.b.shell.pub(); pv.Version != before {
			s.t.Fatalf("%s: %q played before its confirm", s.where, pl.Label)
		}
		cm := newHandScreen(s.b, &pv).m
		sel := cm.Plays[i]
		if !sel.On || sel.Command != pl.Command || cm.Confirm.Name != "confirm" || !strings.Contains(strings.Join(cm.ConfirmLines, " "), pl.Label) {
			s.t.Fatalf("%s: after %q the confirm says %q", s.where, pl.Label, cm.ConfirmLines)
		}
		s.flawless("confirm", cm.ConfirmLines)
		s.tap(cm.Choices(), "confirm")
		s.confirms++
	}
	if pv = s.b.shell.pub(); pv.Version == before {
		s.t.Fatalf("%s: %q did not play", s.where, pl.Label)
	}
	// the hand hides after the play, unless the same seat plays again at
	// once after that play alone, with nothing to narrate (TestEveryWayToPlayOnScreen's
	// checkAfterPlay, on values)
	if s.b.curtain.revealed(&pv) && (s.b.reveal.seat != seat || !s.b.reveal.again || pv.Version != before+1 || s.b.Narrating()) {
		s.t.Fatalf("%s: the hand of seat %d stays after %q (shown seat %d, again %v, version %d after %d)", s.where, seat+1, pl.Label, s.b.reveal.seat+1, s.b.reveal.again, pv.Version, before)
	}
}

// choose reads the public choice of the seat at the screen whose turn it
// is and taps one of its choices drawn by rng: the question names the
// player (or the bandit it acts with, or the one it acts on), every legal command is some
// choice and every choice legal, each sent at once.
func (s *valueSweep) choose(rng *rand.Rand) {
	s.t.Helper()
	pv := s.b.shell.pub()
	m, ok := chooseModel(s.b, &pv, nil)
	if !ok {
		s.t.Fatalf("%s: no choice on screen for %v (phase %v)", s.where, pv.Expected, pv.Phase)
	}
	s.screens++
	s.chooses++
	s.flawless("choice", m.Words())
	name := s.b.shell.name(&pv, pv.Actor)
	if pv.ActingBandit != nil {
		name = s.g.character(pv.Bandits[*pv.ActingBandit].Character)
	}
	target := "\x00" // a question about whom the actor hits names that bandit ("Which loot does Tuco drop?")
	if pv.Target >= 0 && int(pv.Target) < len(pv.Bandits) {
		target = s.g.character(pv.Bandits[pv.Target].Character)
	}
	if m.Seat != pv.Actor || !strings.Contains(m.Prompt, name) && !strings.Contains(m.Prompt, target) {
		s.t.Fatalf("%s: the choice of seat %d asks %q, not naming %q", s.where, pv.Actor+1, m.Prompt, name)
	}
	v := s.h.tbl.View(pv.Actor).(express.PlayerView)
	s.reachable("choice", v.Legal, m.Commands())
	if spoken := said(s.b.Speech()); !slices.Contains(spoken, m.Prompt) {
		s.t.Fatalf("%s: the choice asks %q; the voice says %q", s.where, m.Prompt, spoken)
	}
	s.table(&pv)
	pl := m.Plays[rng.IntN(len(m.Plays))]
	s.tap(m.Choices(), pl.Name)
	s.moves++
	if after := s.b.shell.pub(); after.Version == pv.Version {
		s.t.Fatalf("%s: %q did not play", s.where, pl.Label)
	}
}

// table reads the table screen around a public choice on values: the
// bar names the round and lights the turn being planned; a row per
// bandit in the engine's order, named, with its bullets, loot and hits as
// the engine counts them, the acting bandit's lit; the choice is the
// screen seat's (chooseModel), and nobody waits for a phone or a bot.
func (s *valueSweep) table(pv *express.PublicView) {
	s.t.Helper()
	m := tableModel(s.b, pv)
	s.screens++
	s.tables++
	s.flawless("table", m.Words())
	s.bar(&m.Bar, pv)
	if len(m.Players) != len(pv.Bandits) {
		s.t.Fatalf("%s: the table lists %d bandits of %d", s.where, len(m.Players), len(pv.Bandits))
	}
	acting := 0
	for i, row := range m.Players {
		b := pv.Bandits[i]
		loot := len(b.Purses) + b.Jewels + b.Strongboxes + len(b.Flasks)
		if row.Bandit != b.Seat || row.Name != s.g.character(b.Character) || !strings.Contains(row.Lines[0], row.Name) ||
			row.Bullets != fmt.Sprint(b.BulletsLeft) || row.Loot != fmt.Sprint(loot) || row.Hit != fmt.Sprint(b.BulletsReceived) {
			s.t.Fatalf("%s: the row %+v, the engine's bandit %+v", s.where, row, b)
		}
		if row.Acting {
			acting++
		}
	}
	if acting == 0 || m.Choose == nil || m.Choose.Seat != pv.Actor || len(m.Wait) > 0 {
		s.t.Fatalf("%s: the table lights %d rows, chooses %+v, waits %q", s.where, acting, m.Choose, m.Wait)
	}
}

// bar checks the round's bar: the round's number, one word per turn,
// the turn being planned lit in Schemin' and none other.
func (s *valueSweep) bar(b *screen.Bar, pv *express.PublicView) {
	s.t.Helper()
	if !strings.Contains(b.Round.Label, fmt.Sprint(pv.Round.Number)) || len(b.Turns) != len(pv.Round.Turns) || !b.Event.Open() {
		s.t.Fatalf("%s: the bar %+v in round %d", s.where, b, pv.Round.Number)
	}
	for i, t := range b.Turns {
		if t.On != (pv.Phase == express.Schemin && i == pv.Turn) || t.Label != s.g.turnKind(pv.Round.Turns[i]) {
			s.t.Fatalf("%s: turn %d of the bar %+v (phase %v, turn %d)", s.where, i, t, pv.Phase, pv.Turn)
		}
	}
}
