package expressboard

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"

	"colt/engine/express"
	"colt/ui/i18n"
)

// TestEveryPageTrue (issue 31) plays a seeded game of every way to play
// (base 2–6, Experts, Teams 4 and 6, two bandits 2 and 3, the
// Time-Travel Car, Horses & Stagecoach with and without the Car) through
// the engine as the table does, cuts every update into narration pages as
// the kiosk does, and checks each page's words — the values of the words
// model, not pixels — in every language:
//
//   - every page asks the table to move something, or is the last page of
//     its update (nothing after it to be folded into);
//   - a card page names whose card it is: the card's own bandit where a
//     player's hand mixes two bandits' cards (never the player's other
//     bandit), else the player who played it;
//   - every sentence of the page has each placeholder filled once, says all
//     English says, and shows no message id.
//
// It also counts the pages per round before and after folding (-v).
func TestEveryPageTrue(t *testing.T) {
	ways := append(express.Ways(), express.HorsesWays()...)
	var pagesBefore, pagesAfter, rounds, checked, quietBefore, quietAfter, quietRound, quietAlone int
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
		before0, after0, rounds0 := pagesBefore, pagesAfter, rounds
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
				if !asks(s, &pv) {
					quietBefore++
				}
			}
			pages := foldSteps(steps, &pv)
			pagesAfter += len(pages)
			if pv.Round.Number != prev.Number {
				rounds++
			}
			prev = pv.Round
			for i, s := range pages {
				view := &pv
				if s.view != nil {
					view = s.view
				}
				where := fmt.Sprintf("%s move %d page %d (%s)", way.Name, n, i, stepKindNames[s.kind])
				p := pageOf(view, s)
				if !p.asks() {
					quietAfter++
				}
				if !p.asks() && len(pages) > 1 && s.kind != stepRound {
					report("page asks nothing", "%s: nothing to move, yet a page of its own beside %d more", where, len(pages)-1)
				}
				if !p.asks() {
					if s.kind == stepRound {
						quietRound++
					} else {
						quietAlone++
					}
				}
				if s.kind == stepCard && !s.hasPartner {
					checkCardOwner(report, where, view, s, p)
				}
				for _, sn := range pageSentences(p) {
					for _, l := range i18n.Langs() {
						checked++
						for _, pr := range sn.Problems(l) {
							report(pr, "%s %s: %q", where, l, sn.Render(l))
						}
					}
				}
			}
		}
		if r := rounds - rounds0; r > 0 {
			t.Logf("%-28s pages a round: %.1f before folding, %.1f after", way.Name, float64(pagesBefore-before0)/float64(r), float64(pagesAfter-after0)/float64(r))
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
	t.Logf("%d ways to play, %d rounds: %d pages before folding, %d after (%.2f → %.2f a round); pages asking nothing of the table %d → %d (%.2f → %.2f a round); %d renderings checked",
		len(ways), rounds, pagesBefore, pagesAfter, float64(pagesBefore)/float64(rounds), float64(pagesAfter)/float64(rounds),
		quietBefore, quietAfter, float64(quietBefore)/float64(rounds), float64(quietAfter)/float64(rounds), checked)
	t.Logf("the pages that ask nothing left: %d round changes, %d updates in which nothing moves (a pass, a card with no effect before a choice)", quietRound, quietAlone)
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
	add := func(title, extra []i18n.Sentence, lines []pageLine) {
		out = append(out, title...)
		out = append(out, extra...)
		for _, l := range lines {
			out = append(out, l.words.Instruction, l.words.Why)
		}
	}
	for _, b := range p.lead {
		add(b.title, b.extra, b.lines)
	}
	add(p.title, p.extra, p.lines)
	for _, b := range p.tail {
		add(b.title, b.extra, b.lines)
	}
	return out
}
