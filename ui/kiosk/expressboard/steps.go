package expressboard

import (
	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
)

// stepKind is what one narration step tells the table.
type stepKind int

const (
	stepStealin stepKind = iota // Schemin' is over: the pile is turned over
	stepCard                    // a pile card resolved (or the rest of it after a choice)
	stepEvent                   // the round's end-of-round event
	stepRound                   // a round ended and the next one was dealt
	stepNote                    // anything else worth a pause (a seat passed)
	stepInfo                    // a variant's public moment: bandits placed, cards taken, discarded, kept, a partner's card
)

// step is one pause of the narration: what happened since the last pause,
// as public events (secrets already removed with Event.For(NoSeat)).
type step struct {
	kind   stepKind
	seat   express.Seat // stepCard: the card's owner; stepInfo: the player
	bandit express.Seat // stepCard: the card's bandit when hands mix bandits' cards, else NoSeat
	// partner is, for a stepCard with hasPartner, the partner whose card
	// the player plays (Teams, §10)
	partner    express.Seat
	hasPartner bool
	at         int     // index in the update's events of the step's first event
	cue        stepCue // the update the step narrates (the phones' cursor: presenter.go)
	// view is the table as it stands once this step is done (the public
	// view just before the next step's first event, or the update's end):
	// the train drawn while the step is narrated. nil: the latest view.
	view   *express.PublicView
	card   express.ActionKind // stepCard: the card
	event  cards.Event        // stepEvent
	round  int                // stepRound: the round that ended (1-based)
	next   int                // stepRound: the round dealt (0: none, the game ended)
	rcard  string             // stepRound: the next round card's id
	first  express.Seat       // stepRound: the new first player
	events []express.Event
	idx    []int // each event's index in the update's events (its StepView's At)
	// views are the update's public views by event (the table as each
	// event is told): a page of a long step is drawn as of its last line
	views map[int]*express.PublicView
	// rv is the round the step belongs to, for the round bar: a round's
	// last cards and event are told after the table has dealt the next one.
	rv express.RoundView
	// lead are the steps before this one in its update that asked nothing
	// of the table (foldSteps): their words head this page, no page of
	// their own, no Continue tap; tail those after it, when nothing after
	// them asks anything either, up to a round change (their words close
	// the page).
	lead, tail []step
}

// buildSteps cuts an update's public events into narration steps. A step that
// only reveals a card whose owner must now choose is left out: the choice
// screen shows that card.
func buildSteps(raw []express.Event, pv *express.PublicView, prev express.RoundView) []step {
	var out []step
	cur := -1
	at := 0
	open := func(s step) {
		s.at = at
		out = append(out, s)
		cur = len(out) - 1
	}
	for i, e := range express.EventsFor(raw, express.NoSeat) { // already public; filtering again is harmless
		at = i
		switch e.Kind {
		case express.EvCardPlayed, express.EvGameOver:
			// Schemin' plays are on the pile; game over is the scores screen
		case express.EvCardsDrawn:
			if cur >= 0 && out[cur].kind == stepRound {
				out[cur].events, out[cur].idx = append(out[cur].events, e), append(out[cur].idx, i)
			}
		case express.EvPassed:
			open(step{kind: stepNote, seat: e.Seat, events: []express.Event{e}, idx: []int{i}})
			cur = -1
		case express.EvSchemingEnded:
			open(step{kind: stepStealin, events: []express.Event{e}, idx: []int{i}})
		case express.EvCardRevealed:
			open(step{kind: stepCard, seat: e.Seat, bandit: e.Bandit, partner: e.Target, hasPartner: e.Target != express.NoSeat, card: e.Card, events: []express.Event{e}, idx: []int{i}})
		case express.EvCommitted:
			// a hidden choice: the waiting list shows who still owes one
		case express.EvBanditHidden, express.EvBanditAppeared, express.EvTimeTravel:
			// the Time-Travel Car (§12): a bandit hides (public words only: the
			// hiding place is its player's secret), appears at the start of
			// Stealin' (the Marshal's rule may follow), or ends the game alone in
			// it (its loot follows)
			open(step{kind: stepInfo, seat: seatOfBandit(pv, e.Seat), bandit: e.Seat, events: []express.Event{e}, idx: []int{i}})
		case express.EvBanditPlaced, express.EvCardTaken, express.EvCardsDiscarded, express.EvCardsKept, express.EvPartnerCard:
			seat := e.Seat
			if e.Kind == express.EvBanditPlaced && pv != nil {
				seat = seatOfBandit(pv, e.Seat)
			}
			if cur >= 0 && out[cur].kind == stepInfo && out[cur].events[0].Kind == e.Kind {
				out[cur].events, out[cur].idx = append(out[cur].events, e), append(out[cur].idx, i)
			} else {
				open(step{kind: stepInfo, seat: seat, events: []express.Event{e}, idx: []int{i}})
			}
		case express.EvRoundEvent:
			open(step{kind: stepEvent, event: e.RoundEvent, events: []express.Event{e}, idx: []int{i}})
		case express.EvRoundEnded:
			open(step{kind: stepRound, round: e.Count, first: e.Seat, events: []express.Event{e}, idx: []int{i}})
		case express.EvRoundStarted:
			if e.Count == 1 && pv != nil && pv.Stagecoach != nil { // the Horse Attack decided the first player (§11): say who
				if cur >= 0 && out[cur].kind == stepInfo {
					out[cur].events, out[cur].idx = append(out[cur].events, e), append(out[cur].idx, i)
				} else {
					open(step{kind: stepInfo, seat: e.Seat, events: []express.Event{e}, idx: []int{i}})
				}
				continue
			}
			if e.Count > 1 && (cur < 0 || out[cur].kind != stepRound) {
				// the round ended in an earlier update (a bandit hid in
				// between, §12): this update deals the next one
				open(step{kind: stepRound, round: e.Count - 1, first: e.Seat})
			}
			if cur >= 0 && out[cur].kind == stepRound {
				out[cur].next, out[cur].rcard = e.Count, e.RoundCard
				out[cur].events, out[cur].idx = append(out[cur].events, e), append(out[cur].idx, i)
			}
		default:
			if cur < 0 || out[cur].kind == stepStealin || out[cur].kind == stepRound || out[cur].kind == stepNote {
				// the rest of a resolution after a choice: name it by its cause
				switch {
				case e.Cause.By == express.ByEvent:
					open(step{kind: stepEvent, event: e.Cause.Event})
				case e.Cause.Seat < 0 || pv != nil && int(e.Cause.Seat) >= pv.Players:
					// no player's doing: a rule's moment (the stagecoach
					// moving on at the round's end, §11), which its rule
					// titles; never a card nobody played
					open(step{kind: stepInfo, seat: express.NoSeat, bandit: express.NoSeat})
				default:
					// the card's own bandit (two bandits each: not the player's other one)
					open(step{kind: stepCard, seat: e.Cause.Seat, bandit: e.Cause.Bandit, card: e.Cause.Card})
				}
			}
			out[cur].events, out[cur].idx = append(out[cur].events, e), append(out[cur].idx, i)
		}
	}
	// every step up to a round change belongs to the previous round
	rv := pv.Round
	for i := len(out) - 1; i >= 0; i-- {
		if out[i].kind == stepRound {
			out[i].rv = rv
			rv = prev
			continue
		}
		out[i].rv = rv
	}
	if prev.Number == 0 {
		for i := range out {
			out[i].rv = pv.Round
		}
	}
	// a round end with no next round dealt is told later: the last round
	// ends in the scores (after a bandit's time travel, if any), and a round
	// after which a bandit hides in the Time-Travel Car is told with the deal
	// of the next one, once the hide step is done
	kept := out[:0]
	for _, s := range out {
		if s.kind != stepRound || s.next != 0 {
			kept = append(kept, s)
		}
	}
	out = kept
	// a card waiting for its owner's choice is shown by the choice screen
	if n := len(out); n > 0 && pv != nil && pv.Actor != express.NoSeat && pv.Phase == express.Stealin {
		last := out[n-1]
		if last.kind == stepCard && len(last.events) == 1 && last.events[0].Kind == express.EvCardRevealed && last.seat == pv.Actor {
			out = out[:n-1]
		}
	}
	return out
}

// line is one rendered line of a page: a pawn instruction (or what
// happened, when nothing is for the table) and why it happens; at is the
// index of its (last) event in the update, for the train drawn with it.
type line struct {
	text, why string
	at        int
	physical  bool
}

// pageLine is one line of a page as values of the words model: the
// event's words, whether they ask the table to move something, and the
// index of its (last) event in the update (-1: the page's own words).
type pageLine struct {
	words i18n.EventWords
	at    int
}

// render words the line in lang; an event that moves nothing gives its
// reason as the text.
func (l pageLine) render(lang i18n.Lang) line {
	text, why := l.words.Render(lang)
	if text == "" {
		text, why = why, ""
	}
	return line{text: text, why: why, at: l.at, physical: l.words.Physical}
}

// instructions returns the pawn instructions of a step's events, as
// values. The bandits one Horse Attack reveal puts into a wagon are one
// line, their horses with them (§11).
func stepLines(s step, pv *express.PublicView) []pageLine {
	var out []pageLine
	at := func(i int) int {
		if i < len(s.idx) {
			return s.idx[i]
		}
		return -1
	}
	for i := 0; i < len(s.events); i++ {
		e := s.events[i]
		switch e.Kind {
		case express.EvCardRevealed, express.EvRoundEvent, express.EvSchemingEnded, express.EvRoundEnded, express.EvCardsDrawn:
			continue // the step's title says these
		case express.EvRoundStarted:
			if s.kind != stepInfo { // the Horse Attack's end names the first player; elsewhere the title does
				continue
			}
		case express.EvBanditPlaced:
			if placed, last := attackGroup(s.events, i); len(placed) > 1 && pv != nil && pv.Stagecoach != nil {
				out = append(out, pageLine{words: i18n.AttackWords(placed, pv), at: at(last)})
				i = last
				continue
			}
		}
		w := i18n.WordsOf(e, pv)
		if !w.Instruction.Empty() || !w.Why.Empty() {
			out = append(out, pageLine{words: w, at: at(i)})
		}
	}
	return out
}

// instructions renders a step's lines in the board's language.
func (g gameWords) instructions(s step, pv *express.PublicView) []line {
	ls := stepLines(s, pv)
	out := make([]line, len(ls))
	for i, l := range ls {
		out[i] = l.render(g.lang)
	}
	return out
}

// asks reports whether a step asks the table to do something physical:
// move a pawn, a token, the Marshal, a horse or the stagecoach.
func asks(s step, pv *express.PublicView) bool {
	for _, l := range stepLines(s, pv) {
		if l.words.Physical {
			return true
		}
	}
	return false
}

// foldSteps folds every step that asks nothing of the table into a page
// that does, so that no page of its own, no Continue tap, is spent on it
// (issue 31): a quiet step heads the next page of its update that asks
// something (step.lead); the quiet steps after the last such page close it
// (step.tail), up to a round change. What no page of the update can take —
// a round change (the round card dealt, the first player, the deal) and the
// steps after it, or every step of an update in which nothing moves (a
// pass, a discard, a card with no effect before someone's choice) — is
// returned as quiet: the next screen the table sees (the curtain, the
// choice, the scores) tells it as what just happened (Board.happened).
// Every page returned asks the table to move something.
func foldSteps(steps []step, pv *express.PublicView) (pages, quiet []step) {
	var pending []step
	for _, s := range steps {
		view := pv
		if s.view != nil {
			view = s.view
		}
		if !asks(s, view) {
			pending = append(pending, s)
			continue
		}
		if len(pending) > 0 {
			s.lead = append(pending, s.lead...)
			pending = nil
		}
		pages = append(pages, s)
	}
	if len(pending) == 0 {
		return pages, nil
	}
	round := len(pending)
	for i, s := range pending {
		if s.kind == stepRound {
			round = i
			break
		}
	}
	if len(pages) == 0 { // nothing moves in this update: all of it for the next screen
		return nil, pending
	}
	// the round's last quiet steps close its last page; the next round's
	// card, first player and deal head the next round's first screen
	last := &pages[len(pages)-1]
	last.tail = append(last.tail, pending[:round]...)
	if round == len(pending) {
		return pages, nil
	}
	return pages, pending[round:]
}

// attackGroup returns the boardings of one Horse Attack reveal from
// events[i]: every bandit placed in the same place, with its horse put
// beside it, and the index of the group's last event.
func attackGroup(events []express.Event, i int) ([]express.Event, int) {
	to := events[i].To
	var placed []express.Event
	last := i
	for j := i; j < len(events); j++ {
		e := events[j]
		switch {
		case e.Kind == express.EvBanditPlaced && e.To == to:
			placed = append(placed, e)
		case e.Kind == express.EvHorseMoved && e.To.Wagon == to.Wagon && (e.From.Wagon < 0 || e.From.Area == express.AreaOffBoard):
		default:
			return placed, last
		}
		last = j
	}
	return placed, last
}

// touched returns the seats a step's events concern, in seat order.
func touched(s step) []express.Seat {
	var seen [express.MaxPlayers]bool
	for _, e := range s.events {
		switch e.Kind {
		case express.EvRoundEvent:
			continue
		}
		for _, x := range []express.Seat{e.Seat, e.Target} {
			if x >= 0 && int(x) < express.MaxPlayers {
				seen[x] = true
			}
		}
	}
	var out []express.Seat
	for i, ok := range seen {
		if ok {
			out = append(out, express.Seat(i))
		}
	}
	return out
}

// linesOf flattens the instructions of several steps (fast mode's log).
func linesOf(g gameWords, steps []step, pv *express.PublicView) []line {
	var out []line
	for _, s := range steps {
		out = append(out, g.instructions(s, pv)...)
	}
	return out
}

// places returns the train positions a step's events touch, to light them.
func places(s step) []express.Position {
	var out []express.Position
	for _, e := range s.events {
		switch e.Kind {
		case express.EvBanditMoved:
			out = append(out, e.From, e.To)
		case express.EvMarshalMoved:
			out = append(out, express.Position{Wagon: e.To.Wagon, Floor: express.Inside})
		case express.EvLootTaken:
			out = append(out, e.From)
		case express.EvLootDropped, express.EvLootPlaced, express.EvBanditAppeared:
			out = append(out, e.To)
		case express.EvBanditHidden, express.EvTimeTravel: // the Car (never where a hidden bandit will appear)
			out = append(out, carPos)
		}
	}
	return out
}

// attachViews gives each step the table as it stands once the step is
// done: the engine's view as the next step's first event is told (views,
// from the table's Update.PublicSteps), the update's final view for the
// last step. A step whose end has no view keeps the final one. Each step
// keeps every view of the update too, for its pages.
func attachViews(steps []step, views []express.StepView, final express.PublicView) {
	byAt := map[int]*express.PublicView{}
	for i := range views {
		byAt[views[i].At] = &views[i].View
	}
	for i := range steps {
		steps[i].views = byAt
		if i+1 < len(steps) {
			if v, ok := byAt[steps[i+1].at]; ok {
				steps[i].view = v
				continue
			}
		}
		f := final
		steps[i].view = &f
	}
}
