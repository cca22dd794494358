package expressboard

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
)

// TestEveryPageTrue (issue 31) plays a seeded game of every way to play
// (base 2–6, Experts, Teams 4 and 6, two bandits 2 and 3, the
// Time-Travel Car, Horses & Stagecoach with and without the Car) through
// the engine as the table does, cuts every update into narration pages as
// the kiosk does, and checks each page's words — the values of the words
// model, not pixels — in every language:
//
//   - every page asks the table to move something: no exception for the
//     last page of an update nor for a round change. A step that asks
//     nothing is folded into a page that does, or told on the next screen
//     as what just happened (the curtain, the choice, the scores);
//   - every step is told once: on a page (its own, or folded at its head
//     or end) or on the next screen;
//   - a round change names the round card dealt and the round's number,
//     as the engine deals them;
//   - a card page names whose card it is: the card's own bandit where a
//     player's hand mixes two bandits' cards (never the player's other
//     bandit), else the player who played it;
//   - every sentence of the page, and of what just happened, has each
//     placeholder filled once, says all English says, and shows no
//     message id.
//
// It also counts the pages, and those that ask nothing, per round before
// and after folding (-v).
func TestEveryPageTrue(t *testing.T) {
	ways := append(express.Ways(), express.HorsesWays()...)
	var pagesBefore, pagesAfter, rounds, checked, quietBefore, quietAfter, notes, noteBlocks, roundChanges int
	problems := map[string]int{}
	report := func(key, format string, args ...any) {
		problems[key]++
		if problems[key] <= 3 {
			t.Errorf(key+": "+format, args...)
		}
	}
	for wi, way := range ways {
		su := way.Setup
		su.Seed = uint64(9100 + wi)
		g, _, err := express.NewGame(su)
		if err != nil {
			t.Fatalf("%s: %v", way.Name, err)
		}
		rng := rand.New(rand.NewPCG(uint64(wi), 77))
		var prev express.RoundView
		before0, after0, quiet0, quietAfter0, notes0, rounds0 := pagesBefore, pagesAfter, quietBefore, quietAfter, notes, rounds
		for n := 0; !g.Over(); n++ {
			legal := g.Legal(g.Expected()[0])
			next, e, err := g.Apply(legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			g = next.(*express.Game)
			pv := g.View(express.NoSeat).(express.PublicView)
			evs := e.(*express.Events)
			steps := buildSteps(express.EventsFor(evs.List, express.NoSeat), &pv, prev)
			attachViews(steps, evs.PublicSteps().([]express.StepView), pv)
			pagesBefore += len(steps)
			for _, s := range steps {
				if !asks(s, s.view) {
					quietBefore++
				}
			}
			pages, quiet := foldSteps(steps, &pv)
			pagesAfter += len(pages)
			if pv.Round.Number != prev.Number {
				rounds++
			}
			prev = pv.Round
			told := len(quiet)
			for i, s := range pages {
				told += 1 + len(s.lead) + len(s.tail)
				view := &pv
				if s.view != nil {
					view = s.view
				}
				where := fmt.Sprintf("%s move %d page %d (%s)", way.Name, n, i, stepKindNames[s.kind])
				p := pageOf(view, s)
				if !p.asks() {
					quietAfter++
					report("page asks nothing", "%s: nothing to move, yet a page of its own (%d pages in the update, %d folded into it)", where, len(pages), len(s.lead)+len(s.tail))
				}
				if s.kind == stepCard && !s.hasPartner {
					checkCardOwner(report, where, view, s, p)
				}
				for _, b := range append(append(append([]pageBlock{}, p.lead...), blockOf(view, s)), p.tail...) {
					checkRoundCard(report, where, &pv, b)
				}
				checked += checkSentences(report, where, pageSentences(p))
			}
			if told != len(steps) {
				report("a step is lost", "%s move %d: %d steps, %d told on its pages and the next screen", way.Name, n, len(steps), told)
			}
			// what the next screen says: what just happened
			happened := happenedOf(&pv, quiet)
			if len(happened) > 0 {
				notes++
				noteBlocks += len(happened)
			}
			for i, b := range happened {
				where := fmt.Sprintf("%s move %d just happened %d (%s)", way.Name, n, i, stepKindNames[b.kind])
				if b.kind == stepRound {
					roundChanges++
				}
				checkRoundCard(report, where, &pv, b)
				checked += checkSentences(report, where, blockSentences(b))
			}
		}
		if r := rounds - rounds0; r > 0 {
			t.Logf("%-28s a round: %4.1f pages before folding, %4.1f after; asking nothing %4.1f → %.1f; %.1f times what just happened on the next screen",
				way.Name, float64(pagesBefore-before0)/float64(r), float64(pagesAfter-after0)/float64(r),
				float64(quietBefore-quiet0)/float64(r), float64(quietAfter-quietAfter0)/float64(r), float64(notes-notes0)/float64(r))
		}
	}
	keys := make([]string, 0, len(problems))
	for k := range problems {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%5d × %s", problems[k], k)
	}
	perRound := func(n int) float64 { return float64(n) / float64(rounds) }
	t.Logf("%d ways to play, %d rounds: %d pages before folding, %d after (%.2f → %.2f a round); pages asking nothing of the table %d → %d (%.2f → %.2f a round); %d renderings checked",
		len(ways), rounds, pagesBefore, pagesAfter, perRound(pagesBefore), perRound(pagesAfter), quietBefore, quietAfter, perRound(quietBefore), perRound(quietAfter), checked)
	t.Logf("told on the next screen as what just happened: %d times (%.2f a round), %d steps, %d of them round changes", notes, perRound(notes), noteBlocks, roundChanges)
	if roundChanges == 0 || notes == 0 {
		t.Errorf("no round change and nothing else was told on the next screen: the check proves nothing")
	}
}

// checkSentences checks every sentence in every language; it returns how
// many renderings it checked.
func checkSentences(report func(key, format string, args ...any), where string, ss []i18n.Sentence) int {
	n := 0
	for _, sn := range ss {
		for _, l := range i18n.Langs() {
			n++
			for _, pr := range sn.Problems(l) {
				report(pr, "%s %s: %q", where, l, sn.Render(l))
			}
		}
	}
	return n
}

// checkRoundCard checks a round change's words name the round dealt and
// its card as the engine dealt them (pv: the table once the update is
// done, in the new round).
func checkRoundCard(report func(key, format string, args ...any), where string, pv *express.PublicView, b pageBlock) {
	if b.kind != stepRound {
		return
	}
	for _, sn := range b.extra {
		card, ok := sn.Slot("Card")
		if !ok || card.Kind != i18n.SlotRoundCard {
			continue
		}
		num, _ := sn.Slot("N")
		if card.ID != pv.Round.Card || num.N != pv.Round.Number {
			report("wrong round card", "%s: %q; the engine dealt round %d, %s", where, sn.Render(i18n.En), pv.Round.Number, pv.Round.Card)
		}
		turns, _ := sn.Slot("Turns")
		var said []cards.TurnKind
		for _, x := range turns.List {
			said = append(said, x.Turn)
		}
		if !slices.Equal(said, pv.Round.Turns) {
			report("wrong turns", "%s: %q; the round's turns are %v", where, sn.Render(i18n.En), pv.Round.Turns)
		}
		ev, hasEvent := sn.Slot("Event")
		if hasEvent != (pv.Round.Event != cards.NoEvent) || hasEvent && ev.Event != pv.Round.Event {
			report("wrong event", "%s: %q; the round's event is %v", where, sn.Render(i18n.En), pv.Round.Event)
		}
		return
	}
	report("round change without its card", "%s: %q", where, leadText(i18n.En, b))
}

// checkCardOwner checks that a card page's title names whose card it is.
func checkCardOwner(report func(key, format string, args ...any), where string, pv *express.PublicView, s step, p pageWords) {
	if len(p.title) == 0 {
		report("card page without a title", "%s", where)
		return
	}
	name, ok := p.title[0].Slot("Name")
	if !ok {
		report("card page names nobody", "%s: %s", where, p.title[0].ID)
		return
	}
	// the engine's word on whose card it is: the revealed card's bandit, or
	// the cause of the rest of its resolution
	bandit := express.NoSeat
	for _, e := range s.events {
		switch {
		case e.Kind == express.EvCardRevealed && e.Bandit != express.NoSeat:
			bandit = e.Bandit
		case bandit == express.NoSeat && (e.Cause.By == express.ByCard || e.Cause.By == express.ByPunch || e.Cause.By == express.ByDjango) && e.Cause.Bandit != express.NoSeat:
			bandit = e.Cause.Bandit
		}
	}
	mixed := s.seat >= 0 && int(s.seat) < len(pv.Seats) && len(pv.Seats[s.seat].Bandits) > 1
	if mixed && bandit != express.NoSeat && s.bandit != bandit { // the big card is drawn in its bandit's colour and name
		report("card drawn as the wrong bandit", "%s: the page draws bandit %d's card; it is bandit %d's", where, s.bandit, bandit)
	}
	switch {
	case mixed && bandit != express.NoSeat:
		if name.Kind != i18n.SlotBandit || name.Seat != bandit {
			report("card page names the wrong bandit", "%s: %q; the card is bandit %d's (%s)", where, p.title[0].Render(i18n.En), bandit,
				i18n.CharacterName(i18n.En, pv.Bandits[bandit].Character))
		}
	default:
		if name.Seat != s.seat {
			report("card page names the wrong player", "%s: %q; the card is player %d's", where, p.title[0].Render(i18n.En), s.seat)
		}
	}
}

// pageSentences are every sentence a page shows.
func pageSentences(p pageWords) []i18n.Sentence {
	var out []i18n.Sentence
	for _, b := range p.lead {
		out = append(out, blockSentences(b)...)
	}
	out = append(out, blockSentences(pageBlock{title: p.title, extra: p.extra, lines: p.lines})...)
	for _, b := range p.tail {
		out = append(out, blockSentences(b)...)
	}
	return out
}

// blockSentences are every sentence of a folded step's words.
func blockSentences(b pageBlock) []i18n.Sentence {
	out := append(append([]i18n.Sentence{}, b.title...), b.extra...)
	for _, l := range b.lines {
		out = append(out, l.words.Instruction, l.words.Why)
	}
	return out
}
