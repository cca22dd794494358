package superboard

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"colt/engine"
	"colt/engine/games"
	"colt/engine/super"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
	"colt/ui/kiosk/superboard/screen"
	"colt/ui/voice/voicetest"
)

// sweepHost is the shell as the screen model sees it, with no Fyne: the
// table, the language, the screen (the set-up pages or the game) and the
// few things a choice asks of the shell (a toast, the rules help, a new
// form). It has no drawing kit: a call the model should not make (kit.Host's
// drawing kit, the gear's and toast's slots in it…) panics on the nil Host
// it embeds.

// navPart and phonesPart are kit.Nav and kit.Phones under names of their
// own, so a test host embeds them (nil: a move it does not count panics)
// and returns itself from Nav and Phones.
type (
	navPart    = kit.Nav
	phonesPart = kit.Phones
)

type sweepHost struct {
	kit.Host
	navPart    // the moves it counts (Nav returns the host itself)
	phonesPart // phones can join (Phones returns the host itself)
	tbl        *table.Table
	lang       i18n.Lang
	fast       bool
	onGame     bool
	seed       uint64

	mu      sync.Mutex
	pending []table.Update

	toasts        []string
	help          [2]string // the last rules help opened: title, text
	helps         int
	forms, clears int
}

func (h *sweepHost) Nav() kit.Nav          { return h }
func (h *sweepHost) Table() *table.Table   { return h.tbl }
func (h *sweepHost) Lang() string          { return string(h.lang) }
func (h *sweepHost) Fast() bool            { return h.fast }
func (h *sweepHost) OnGameScreen() bool    { return h.onGame }
func (h *sweepHost) Live() bool            { return h.tbl.Playing() }
func (h *sweepHost) Phones() kit.Phones    { return h }
func (h *sweepHost) Available() bool       { return true }
func (h *sweepHost) Seed() (uint64, error) { return h.seed, nil }
func (h *sweepHost) Toast(msg string)      { h.toasts = append(h.toasts, msg) }
func (h *sweepHost) ClearEnded()           { h.clears++ }
func (h *sweepHost) NewGameForm(string)    { h.forms++ }
func (h *sweepHost) ModeOf(s engine.Seat) table.SeatMode {
	if seats := h.tbl.Seats(); int(s) < len(seats) && s >= 0 {
		return seats[s].Mode
	}
	return table.Handoff
}
func (h *sweepHost) ShowHelp(words func() (string, string)) {
	t, x := words()
	h.help, h.helps = [2]string{t, x}, h.helps+1
}

// sweep is one game played on the screen model: the board, its host and
// the figures.
type sweep struct {
	t     *testing.T
	h     *sweepHost
	b     *Board
	rng   *rand.Rand
	where string

	screens, taps, steps, cards, curtains, tables int
	logged                                        int // fast mode: screens with the latest instructions
	stacked                                       map[engine.Seat]int
}

// apply gives the board the table's updates so far, in order, as the
// kiosk does (kiosk.onUpdate): a new game opens the set-up pages.
func (s *sweep) apply() {
	s.h.mu.Lock()
	ups := s.h.pending
	s.h.pending = nil
	s.h.mu.Unlock()
	for _, u := range ups {
		if u.Reason == "new" {
			s.h.onGame = false
		}
		s.b.Update(u)
	}
}

// tap taps the choice named name on sc (it must be there and open).
func (s *sweep) tap(sc *screen.Screen, name string) {
	s.t.Helper()
	c, ok := sc.Choice(name)
	if !ok || !c.Open() {
		s.t.Fatalf("%s: no open %q on the %v screen: %v", s.where, name, sc.Kind, names(sc))
	}
	c.Tap()
	s.taps++
	s.apply()
}

func names(sc *screen.Screen) []string {
	var out []string
	for _, c := range sc.Choices() {
		out = append(out, c.Name)
	}
	return out
}

// words are every word a screen shows: titles, lines, labels, names.
func words(sc *screen.Screen) []string {
	var out []string
	if sc.Kind != screen.Ranking { // the ranking has no bar
		out = append(out, sc.Title)
	}
	out = append(out, sc.Log...)
	for _, c := range sc.Choices() {
		out = append(out, c.Label)
	}
	for _, car := range sc.Train {
		out = append(out, car.Title)
		for _, p := range append(slices.Clone(car.Roof), car.Inside...) {
			out = append(out, p.Name)
		}
	}
	switch {
	case sc.Curtain != nil:
		out = append(out, sc.Curtain.Name, sc.Curtain.Pass, sc.Curtain.Look)
	case sc.Stack != nil:
		out = append(out, sc.Stack.Name, sc.Stack.Prompt, sc.Stack.StackLabel)
		for _, sl := range sc.Stack.Slots {
			out = append(out, sl.Text)
		}
	case sc.Table != nil:
		for _, w := range []string{sc.Table.Waiting, sc.Table.Thinking} {
			if w != "" {
				out = append(out, w)
			}
		}
		for _, b := range sc.Table.Bandits {
			out = append(out, b.Name, b.Status)
		}
	case sc.Step != nil:
		out = append(append(append(out, sc.Step.Title), sc.Step.Card...), sc.Step.Lines...)
	case sc.Ranking != nil:
		out = append(out, sc.Ranking.Title, sc.Ranking.Note)
		for _, r := range sc.Ranking.Rows {
			out = append(out, r.Place, r.Name, r.Line)
		}
	}
	return out
}

// checkScreen checks what every screen must hold: its words worded in
// its language (none empty, a message id or an English fallback), its
// choices named once each, and a voice that says only its words.
func (s *sweep) checkScreen(sc *screen.Screen) {
	s.t.Helper()
	s.screens++
	shown := map[string]bool{}
	for _, w := range words(sc) {
		if f := voicetest.Flaw(s.h.lang, w); f != "" {
			s.t.Fatalf("%s: the %v screen shows %s in %q", s.where, sc.Kind, f, w)
		}
		shown[w] = true
	}
	seen := map[string]bool{}
	for _, c := range sc.Choices() {
		if seen[c.Name] {
			s.t.Fatalf("%s: two choices named %q", s.where, c.Name)
		}
		seen[c.Name] = true
	}
	st := s.b.Speech()
	for _, l := range st.Lines() {
		text := l.Text()
		if sc.Curtain != nil && text == sc.Curtain.Pass+" "+sc.Curtain.Name {
			continue // "Pass the screen to" + the name, two words on screen said as one line
		}
		if !shown[text] {
			s.t.Fatalf("%s: the voice says %q, which the %v screen does not show", s.where, text, sc.Kind)
		}
	}
	if (sc.Kind == screen.Stack) != st.Empty() {
		s.t.Fatalf("%s: the %v screen says %q (only a seat's own cards say nothing)", s.where, sc.Kind, st.Spoken())
	}
}

// checkTrain checks a screen's train against the engine's view: every
// card, each floor's pawns in order, facing and lying as the engine says.
func (s *sweep) checkTrain(tr screen.Train, pv *super.PublicView) {
	s.t.Helper()
	if len(tr) != len(pv.Train) {
		s.t.Fatalf("%s: %d train cards on screen, the engine %d", s.where, len(tr), len(pv.Train))
	}
	for i, car := range tr {
		wv := pv.Train[i]
		if car.Index != wv.Index || car.Loco != wv.Locomotive || car.Caboose != wv.Caboose {
			s.t.Fatalf("%s: train card %d shows %+v, the engine %+v", s.where, i, car, wv)
		}
		for f, line := range [][]screen.Pawn{car.Roof, car.Inside} {
			want := [][]super.PawnView{wv.Roof, wv.Inside}[f]
			if len(line) != len(want) {
				s.t.Fatalf("%s: card %d floor %d shows %d pawns, the engine %d", s.where, wv.Index, f, len(line), len(want))
			}
			for j, p := range line {
				w := want[j]
				if p.Seat != w.Seat || p.Facing != w.Facing || p.Stunned != w.Stunned || p.Name != i18n.SuperSeatName(s.h.lang, pv, w.Seat) {
					s.t.Fatalf("%s: card %d floor %d pawn %d shows %+v, the engine %+v", s.where, wv.Index, f, j, p, w)
				}
			}
		}
	}
}

// step reads a narration page and turns it: the card turned over (its
// rules help a tap away), every instruction of the step, the train once
// it is done, the phones told which step it is, the LEDs dark meanwhile.
func (s *sweep) step(sc *screen.Screen) {
	s.t.Helper()
	pv := s.b.pub()
	st := s.b.Steps()[0]
	s.steps++
	if st.Kind == StepCard {
		s.cards++
		if name := i18n.SuperCardName(s.h.lang, st.Card); len(sc.Step.Card) != 3 || sc.Step.Card[1] != name {
			s.t.Fatalf("%s: the step of %v shows the card %q", s.where, st.Card, sc.Step.Card)
		}
		if s.rng.IntN(8) == 0 {
			s.tap(sc, "step-card")
			if s.h.help[0] != i18n.SuperCardName(s.h.lang, st.Card) || s.h.help[1] == "" {
				s.t.Fatalf("%s: a tap on %v opens the help %q", s.where, st.Card, s.h.help)
			}
		}
	}
	for _, e := range st.Events {
		if d := i18n.SuperDescribe(s.h.lang, e, &pv); e.Kind != super.EvCardRevealed && !slices.Contains(sc.Step.Lines, d) {
			s.t.Fatalf("%s: the instruction %q is not on the step", s.where, d)
		}
	}
	if st.View != nil {
		s.checkTrain(sc.Train, st.View)
	}
	n := 0
	for _, o := range s.b.Steps() {
		if o.Cue.Version == st.Cue.Version {
			n++
		}
	}
	if st.Cue.Of < n || st.Cue.Of < 1 {
		s.t.Fatalf("%s: the phones are told step of %d with %d of its update still to read", s.where, st.Cue.Of, n)
	}
	if sig := s.b.Signal(); len(sig.Owing) != 0 || sig.Phase == hw.PhaseGameOver {
		s.t.Fatalf("%s: the LEDs tell who owes a stack during the narration: %+v", s.where, sig)
	}
	// the voice: the title, then every instruction (the step not drawn,
	// it is one page; the renderer's pages are TestVoiceContinueCuts')
	var said []string
	for _, l := range s.b.Speech().Lines() {
		said = append(said, l.Text())
	}
	if want := append([]string{sc.Step.Title}, sc.Step.Page(0, len(sc.Step.Lines))...); !slices.Equal(said, want) {
		s.t.Fatalf("%s: the step says %q, want %q", s.where, said, want)
	}
	s.tap(sc, "continue")
}

// curtain checks the curtain (no card of a stack on it, the LEDs of
// every seat that owes its stack lit) and taps it for its seat.
func (s *sweep) curtain(sc *screen.Screen) {
	s.t.Helper()
	pv := s.b.pub()
	s.curtains++
	for _, c := range sc.Choices() {
		if strings.HasPrefix(c.Name, "card:") || strings.HasPrefix(c.Name, "slot:") || sc.Stack != nil {
			s.t.Fatalf("%s: cards behind the curtain: %v", s.where, names(sc))
		}
	}
	seat := sc.Curtain.Seat
	for _, e := range pv.Expected {
		if s.h.ModeOf(e) == table.Handoff {
			if e != seat {
				s.t.Fatalf("%s: the curtain waits for seat %d, not the first screen seat %d", s.where, seat+1, e+1)
			}
			break
		}
	}
	sig := s.b.Signal()
	for _, e := range pv.Expected {
		if !slices.Contains(sig.Owing, int(e)) {
			s.t.Fatalf("%s: seat %d owes its stack but its LED is dark: %+v", s.where, e+1, sig)
		}
	}
	if l := hw.Signals(sig); l.Seats[seat] == hw.Off {
		s.t.Fatalf("%s: seat %d's LED is off while it owes its stack", s.where, seat+1)
	}
	if sc.Curtain.Name != i18n.SuperSeatName(s.h.lang, &pv, seat) || !strings.Contains(sc.Curtain.Reveal.Label, sc.Curtain.Name) {
		s.t.Fatalf("%s: the curtain names %q for seat %d", s.where, sc.Curtain.Name, seat+1)
	}
	if s.rng.IntN(10) == 0 {
		s.tap(sc, "round")
		if s.h.help[0] != i18n.SuperPartName(s.h.lang, i18n.SuperPlan) {
			s.t.Fatalf("%s: the round's tile opens %q", s.where, s.h.help)
		}
	}
	s.tap(sc, "reveal")
}

// stack makes the revealed seat's stack from its four cards: three in an
// order the seed draws, one tapped in and out again on the way (and now
// and then all cleared), the card left out named, one command sent.
func (s *sweep) stack(sc *screen.Screen) {
	s.t.Helper()
	pv := s.b.pub()
	seat := sc.Stack.Seat
	hand := s.b.view(seat).Hand
	if len(sc.Stack.Hand) != 4 || len(hand) != 4 {
		s.t.Fatalf("%s: seat %d sees %d cards, want its 4", s.where, seat+1, len(sc.Stack.Hand))
	}
	for i, c := range sc.Stack.Hand {
		if c.Card != hand[i] || c.Order != 0 || c.Pick.Name != "card:"+hand[i].String() {
			s.t.Fatalf("%s: seat %d's card %d shows %+v, its hand %v", s.where, seat+1, i, c, hand)
		}
	}
	s.checkTrain(sc.Train, &pv)
	order := slices.Clone(hand)
	s.rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	again := func() *screen.Screen { x := s.b.Screen(); s.checkScreen(&x); return &x }
	s.tap(sc, "card:"+order[0].String())
	sc = again()
	s.tap(sc, "card:"+order[3].String())
	sc = again()
	if sc.Stack.Commit.Open() || sc.Stack.Slots[1].Text != "2 · "+i18n.SuperCardName(s.h.lang, order[3]) {
		s.t.Fatalf("%s: with two cards picked: commit %v, slots %+v", s.where, sc.Stack.Commit.Open(), sc.Stack.Slots)
	}
	s.tap(sc, "card:"+order[3].String()) // out again
	sc = again()
	if sc.Stack.Commit.Open() || len(s.b.Picks()) != 1 {
		s.t.Fatalf("%s: commit offered with %d card picked", s.where, len(s.b.Picks()))
	}
	if s.rng.IntN(6) == 0 {
		s.tap(sc, "clear")
		sc = again()
		if len(s.b.Picks()) != 0 || sc.Stack.Slots[0].Filled {
			s.t.Fatalf("%s: Clear left %v", s.where, s.b.Picks())
		}
		s.tap(sc, "card:"+order[0].String())
		sc = again()
	}
	s.tap(sc, "card:"+order[1].String())
	sc = again()
	s.tap(sc, "card:"+order[2].String())
	sc = again()
	if want := i18n.T(s.h.lang, "super.plan.aside", map[string]any{"Card": i18n.SuperCardName(s.h.lang, order[3])}); sc.Stack.Aside != want {
		s.t.Fatalf("%s: the card left out reads %q, want %q", s.where, sc.Stack.Aside, want)
	}
	for i, c := range sc.Stack.Hand {
		if want := slices.Index(order[:3], c.Card) + 1; c.Order != want {
			s.t.Fatalf("%s: card %d shows place %d, want %d", s.where, i, c.Order, want)
		}
	}
	if s.rng.IntN(8) == 0 {
		s.tap(sc, "help:"+order[3].String())
		if s.h.help[0] != i18n.SuperCardName(s.h.lang, order[3]) {
			s.t.Fatalf("%s: the help strip of %v opens %q", s.where, order[3], s.h.help)
		}
	}
	before := len(s.h.tbl.Record().Commands)
	s.tap(sc, "commit")
	rec := s.h.tbl.Record()
	want := fmt.Sprintf(`{"seat":%d,"do":"stack","cards":["%s","%s","%s"]}`, seat, order[0], order[1], order[2])
	if len(rec.Commands) <= before || string(rec.Commands[before]) != want {
		s.t.Fatalf("%s: the stack sent %d commands (%q), want %s", s.where, len(rec.Commands)-before, rec.Commands[before:], want)
	}
	s.stacked[seat]++
	if x := s.b.Screen(); x.Stack != nil && x.Stack.Seat == seat {
		s.t.Fatalf("%s: seat %d's cards stay on screen after its stack", s.where, seat+1)
	}
}

// table checks the table waiting for phones and bots (who it waits for,
// the first phone's join code, every bandit) and lets a phone stack.
func (s *sweep) table(sc *screen.Screen) {
	s.t.Helper()
	pv := s.b.pub()
	s.tables++
	var waiting []string
	phone := super.NoSeat
	for _, e := range pv.Expected {
		waiting = append(waiting, i18n.SuperSeatName(s.h.lang, &pv, e))
		if phone == super.NoSeat && s.h.ModeOf(e) == table.Phone {
			phone = e
		}
	}
	if want := i18n.T(s.h.lang, "super.plan.waiting", map[string]any{"Names": i18n.JoinNames(s.h.lang, waiting)}); len(waiting) > 0 && sc.Table.Waiting != want {
		s.t.Fatalf("%s: the table waits for %q, want %q", s.where, sc.Table.Waiting, want)
	}
	if sc.Table.QR != phone || len(sc.Table.Bandits) != len(pv.Bandits) {
		s.t.Fatalf("%s: the table shows the code of seat %d (want %d) and %d bandits", s.where, sc.Table.QR, phone, len(sc.Table.Bandits))
	}
	s.checkTrain(sc.Train, &pv)
	if phone == super.NoSeat {
		deadline := time.Now().Add(10 * time.Second) // a bot's search, off the table's lock
		for len(s.h.pending) == 0 && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
			s.h.mu.Lock()
			n := len(s.h.pending)
			s.h.mu.Unlock()
			if n > 0 {
				break
			}
		}
		s.apply()
		return
	}
	v := s.h.tbl.View(phone).(super.PlayerView)
	cmd := v.Legal[s.rng.IntN(len(v.Legal))]
	if err := s.h.tbl.Submit(table.FromPhone, cmd, v.Version, ""); err != nil {
		s.t.Fatalf("%s: the phone of seat %d: %v", s.where, phone+1, err)
	}
	s.apply()
}

// ranking checks the end: the engine's ranking and how it was won, the
// winners' LEDs pulsing, the voice saying it, the history, the record
// replayed to the same result.
func (s *sweep) ranking(sc *screen.Screen) {
	s.t.Helper()
	pv := s.b.pub()
	res := pv.Result
	var want, got []engine.Seat
	for _, place := range res.Ranking() {
		want = append(want, place...)
	}
	for _, r := range sc.Ranking.Rows {
		got = append(got, r.Seat)
		if r.Winner != slices.Contains(res.Winners, r.Seat) {
			s.t.Fatalf("%s: seat %d shown winner %v", s.where, r.Seat+1, r.Winner)
		}
	}
	if !slices.Equal(got, want) {
		s.t.Fatalf("%s: the ranking shows %v, the engine %v", s.where, got, want)
	}
	if w := i18n.SuperWinnerText(s.h.lang, res, &pv); sc.Ranking.Note != w || s.b.Speech().Lines()[0].Text() != w {
		s.t.Fatalf("%s: the ranking says %q (voice %q), the winner is %q", s.where, sc.Ranking.Note, s.b.Speech().Spoken(), w)
	}
	l := hw.Signals(s.b.Signal())
	for _, w := range res.Winners {
		if l.Seats[w] != hw.Pulse {
			s.t.Fatalf("%s: winner seat %d's LED %v", s.where, w+1, l.Seats[w])
		}
	}
	replayed, err := games.Replay(s.h.tbl.Record())
	if err != nil {
		s.t.Fatal(err)
	}
	if rr := replayed.Result().(*super.Result); !slices.Equal(rr.Winners, res.Winners) || rr.Ending != res.Ending {
		s.t.Fatalf("%s: the record replays to %+v, the table ended %+v", s.where, rr, res)
	}
	hist, _ := s.h.tbl.History()
	if len(hist) == 0 {
		s.t.Fatalf("%s: the history lacks the game", s.where)
	}
	title, _, ok := s.b.HistoryLines(hist[len(hist)-1])
	if w := i18n.T(s.h.lang, "super.title", nil) + ": " + i18n.SuperWinnerText(s.h.lang, res, &pv); !ok || title != w {
		s.t.Fatalf("%s: the history says %q, want %q", s.where, title, w)
	}
}

// form taps the choice named name on the new-game form, whose words must
// be worded in the form's language.
func (s *sweep) form(name string) {
	s.t.Helper()
	f := s.b.Form()
	for _, w := range []string{f.PlayersLabel, f.Help, f.Seats[0].Label, f.Start.Label} {
		if fl := voicetest.Flaw(s.h.lang, w); fl != "" {
			s.t.Fatalf("%s: the form shows %s in %q", s.where, fl, w)
		}
	}
	for _, c := range f.Choices() {
		if c.Name == name {
			c.Tap()
			s.taps++
			s.apply()
			return
		}
	}
	s.t.Fatalf("%s: no %q on the form", s.where, name)
}

// play plays one game to its end on the screen model and returns its
// figures; again taps "Same players again" at the end.
func play(t *testing.T, lang i18n.Lang, players int, again, fast bool) sweep {
	t.Helper()
	tbl, _, err := table.Open(table.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	h := &sweepHost{tbl: tbl, lang: lang, fast: fast, seed: uint64(900 + 10*players + len(lang))}
	cancel := tbl.Subscribe(func(u table.Update) {
		h.mu.Lock()
		h.pending = append(h.pending, u)
		h.mu.Unlock()
	})
	defer cancel()
	b := &Board{k: kit.HostKit{Host: h}}
	b.ResetForm()
	s := sweep{t: t, h: h, b: b, rng: rand.New(rand.NewPCG(uint64(players), uint64(len(lang)))),
		where: fmt.Sprintf("%dp %s", players, lang), stacked: map[engine.Seat]int{}}
	// the new-game form, filled in by its choices: a bot, a phone from five players
	s.form("players:" + fmt.Sprint(players))
	s.form("mode:1:bot")
	if players >= 5 {
		s.form(fmt.Sprintf("mode:%d:phone", players-1))
	}
	f := b.Form()
	if len(f.Seats) != players || !f.Counts[players-super.MinPlayers].On || !f.Seats[1].Modes[2].On || f.Seats[1].Modes[0].On {
		t.Fatalf("%s: the form shows %d seats, counts %+v, seat 2 %+v", s.where, len(f.Seats), f.Counts, f.Seats[1])
	}
	s.form("start")
	if d := b.Draft(); d.Err != "" || tbl.GameName() != super.GameName {
		t.Fatalf("%s: the game did not start: %q", s.where, d.Err)
	}
	if m := tbl.Seats()[1].Mode; !m.IsBot() {
		t.Fatalf("%s: seat 2 plays as %s", s.where, m)
	}
	s.apply()
	pv := b.pub()
	ps := b.model().physical(&pv)
	if len(ps.Instructions) == 0 || len(ps.Seats) != players {
		t.Fatalf("%s: the set-up shows %d instructions, %d seats", s.where, len(ps.Instructions), len(ps.Seats))
	}
	s.checkTrain(ps.Train, &pv)
	for _, w := range append([]string{ps.Title}, ps.Instructions...) {
		if f := voicetest.Flaw(lang, w); f != "" {
			t.Fatalf("%s: the set-up shows %s in %q", s.where, f, w)
		}
	}
	h.onGame = true // the set-up pages turned
	for i := 0; ; i++ {
		if i > 5000 {
			t.Fatalf("%s: no end after %d screens", s.where, i)
		}
		sc := b.Screen()
		s.checkScreen(&sc)
		if len(sc.Log) > 0 { // fast mode: the latest instructions, worded on the train as it stands
			s.logged++
			pv := b.pub()
			var want []string
			for _, l := range b.log {
				want = append(want, i18n.SuperDescribe(lang, l.ev, &pv))
			}
			if !fast || !slices.Equal(sc.Log, want) {
				t.Fatalf("%s: the log shows %q (fast %v), the board keeps %q", s.where, sc.Log, fast, want)
			}
		}
		switch sc.Kind {
		case screen.Step:
			s.step(&sc)
		case screen.Curtain:
			s.curtain(&sc)
		case screen.Stack:
			s.stack(&sc)
		case screen.Table:
			s.table(&sc)
		case screen.Ranking:
			s.ranking(&sc)
			if again {
				s.tap(&sc, "same")
				if h.clears != 1 || tbl.GameName() != super.GameName || len(tbl.Seats()) != players || tbl.Seats()[1].Mode != table.Bot || !tbl.Playing() {
					t.Fatalf("%s: same players again: %s %+v", s.where, tbl.GameName(), tbl.Seats())
				}
			}
			if len(h.toasts) > 0 {
				t.Fatalf("%s: toasts %q", s.where, h.toasts)
			}
			for seat := engine.Seat(0); int(seat) < players; seat++ {
				if h.ModeOf(seat) == table.Handoff && s.stacked[seat] == 0 {
					t.Fatalf("%s: seat %d never stacked through the curtain", s.where, seat+1)
				}
			}
			if fast && (s.steps != 0 || s.logged == 0) {
				t.Fatalf("%s: fast mode narrated %d pages, logged %d screens", s.where, s.steps, s.logged)
			}
			if !fast && (s.steps < 10 || s.cards < 6) {
				t.Fatalf("%s: %d narrated steps, %d cards", s.where, s.steps, s.cards)
			}
			return s
		default:
			t.Fatalf("%s: stuck on the %v screen", s.where, sc.Kind)
		}
	}
}

// TestSweepOnValues (issue 33): Colt Super Express played to its end at
// every player count, 3 to 7, in every language, on the screen model alone
// — no Fyne window, no widget tree: each screen read as values, each move
// a tap on one of its choices. Screen seats stack behind the curtain, a
// bot stacks at once, from five players a phone seat stacks while the
// table waits for it. It checks what the Fyne sweeps of ui/kiosk check
// (superexpress_test.go), on values: see each helper.
func TestSweepOnValues(t *testing.T) {
	start := time.Now()
	var games, screens, taps, steps, curtains, tables int
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		for i, lang := range i18n.Langs() {
			s := play(t, lang, n, i == 0, false)
			games++
			screens, taps, steps, curtains, tables = screens+s.screens, taps+s.taps, steps+s.steps, curtains+s.curtains, tables+s.tables
		}
	}
	for _, lang := range i18n.Langs() { // fast mode: no pauses, the latest instructions in a log
		s := play(t, lang, 4, false, true)
		games++
		screens, taps, curtains, tables = screens+s.screens, taps+s.taps, curtains+s.curtains, tables+s.tables
	}
	t.Logf("%d games (3–7 players × %d languages, and 4 players in fast mode in each), %d screens read, %d taps, %d narration pages, %d curtains, %d table screens, in %v",
		games, len(i18n.Langs()), screens, taps, steps, curtains, tables, time.Since(start).Round(time.Millisecond))
}
