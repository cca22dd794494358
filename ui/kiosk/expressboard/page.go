package expressboard

import (
	"strings"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
)

// pageWords is what one narration page says, as values of the words
// model (ui/i18n): nothing here is a worded string, so the page's words
// are the same in every language and the truth test can check them
// against the engine's events. stepLayout draws it.
type pageWords struct {
	// lead are the words of the steps folded into this page (they asked
	// nothing of the table): each one's title, then its own lines.
	lead []pageBlock
	// title says what is resolved; rule, for a variant's moment, is the
	// rule the title says already (its lines leave it out).
	title []i18n.Sentence
	rule  i18n.Sentence
	// extra are the step's own lines before its instructions (an event's
	// rule, whom it touched, the first player, the deal).
	extra []i18n.Sentence
	// turns are the new round's turns (a round page's card).
	turns []cards.TurnKind
	lines []pageLine
	// nothing: a card or event that moved nothing says so.
	nothing bool
	// roundCard, on a round page, is the round card dealt, its turns and
	// its event ("Round 2: Bridge, turns Normal, Speed-Up and Normal; no
	// event."): a folded round step says it (a round page draws its card).
	roundCard i18n.Sentence
	// tail are the words of the quiet steps folded after this page's own.
	tail []pageBlock
}

// pageBlock is a folded step's words: at the head or the end of a page
// (lead, tail), or on the next screen as what just happened (happened).
type pageBlock struct {
	kind  stepKind
	event bool // an end-of-round event: extra[0] is its rule
	title []i18n.Sentence
	extra []i18n.Sentence
	lines []pageLine
}

// asks reports whether the page asks the table to do something physical.
func (p pageWords) asks() bool {
	for _, l := range p.lines {
		if l.words.Physical {
			return true
		}
	}
	return false
}

// pageOf is the words of step s's page (pv: the table as the step is told).
func pageOf(pv *express.PublicView, s step) pageWords {
	var p pageWords
	for _, f := range s.lead {
		p.lead = append(p.lead, blockOf(pv, f))
	}
	for _, f := range s.tail {
		p.tail = append(p.tail, blockOf(pv, f))
	}
	msg := i18n.Msg
	switch s.kind {
	case stepStealin:
		p.title = []i18n.Sentence{msg("kiosk.step.stealin", nil)}
	case stepCard:
		p.title = []i18n.Sentence{msg("kiosk.step.card", map[string]any{"Name": cardOwner(pv, s), "Card": i18n.CardSlot(s.card)})}
		if s.hasPartner { // Teams: "Tuco plays Ghost's Shoot" (§10)
			p.title = []i18n.Sentence{msg("kiosk.step.partnerCard", map[string]any{"Name": i18n.PlayerSlot(pv, s.seat),
				"Partner": i18n.PlayerSlot(pv, s.partner), "Card": i18n.CardSlot(s.card)})}
		}
	case stepEvent:
		p.title = []i18n.Sentence{msg("kiosk.step.event", map[string]any{"Event": i18n.EventSlot(s.event)})}
		if r := i18n.EventRule(s.event); !r.Empty() {
			p.extra = append(p.extra, r)
		}
		var names []i18n.Slot
		for _, b := range touched(s) {
			names = append(names, i18n.BanditSlot(pv, b))
		}
		if len(names) > 0 {
			p.extra = append(p.extra, msg("kiosk.step.touched", map[string]any{"Names": i18n.ListSlot(names)}))
		} else {
			p.extra = append(p.extra, msg("kiosk.step.nobody", nil))
		}
	case stepRound:
		p.title = []i18n.Sentence{msg("kiosk.step.roundEnd", map[string]any{"N": s.round})}
		if s.rv.Number == s.next {
			p.turns = s.rv.Turns
		}
		p.extra = append(p.extra, msg("kiosk.step.firstPlayer", map[string]any{"Name": i18n.PlayerSlot(pv, s.first)}), dealWords(pv, s))
		if s.next > 0 && s.rcard != "" && len(p.turns) > 0 { // the round card dealt: its turns and its event
			if s.rv.Event != cards.NoEvent {
				p.roundCard = msg("kiosk.step.roundCard", map[string]any{"N": s.next, "Card": i18n.RoundCardSlot(s.rcard),
					"Turns": i18n.TurnsSlot(p.turns), "Event": i18n.EventSlot(s.rv.Event)})
			} else {
				p.roundCard = msg("kiosk.step.roundCardNoEvent", map[string]any{"N": s.next, "Card": i18n.RoundCardSlot(s.rcard),
					"Turns": i18n.TurnsSlot(p.turns)})
			}
		}
	case stepNote:
		p.title = []i18n.Sentence{msg("kiosk.step.passed", map[string]any{"Name": i18n.PlayerSlot(pv, s.seat)})}
	case stepInfo: // the rule in one sentence above the pawn and card instructions
		if len(s.events) > 0 {
			p.rule = i18n.WordsOf(s.events[0], pv).Why
			p.title = []i18n.Sentence{p.rule}
			if s.events[0].Kind == express.EvBanditPlaced && pv.Stagecoach != nil { // the Horse Attack's fists open together (§11)
				p.title = []i18n.Sentence{msg("kiosk.horses.reveal", nil), p.rule}
			}
		}
	}
	p.lines = stepLines(s, pv)
	p.nothing = len(p.lines) == 0 && (s.kind == stepCard || s.kind == stepEvent)
	return p
}

// blockOf is the words of step f folded into a page or told on the next
// screen: its title, its own lines (a round step's card first) and its
// instructions.
func blockOf(pv *express.PublicView, f step) pageBlock {
	fp := pageOf(pv, f)
	b := pageBlock{kind: f.kind, event: f.kind == stepEvent && len(fp.extra) > 1, title: fp.title, extra: fp.extra, lines: fp.lines}
	if !fp.rule.Empty() && len(fp.lines) > 0 {
		// a variant's moment: its lines say what happened; the rule, its
		// page's title, is left out of a line ("Doc keeps 2 cards for the
		// next round.", not the Experts' rule before it)
		b.title = nil
		for _, t := range fp.title {
			if t.ID != fp.rule.ID {
				b.title = append(b.title, t)
			}
		}
	}
	if !fp.roundCard.Empty() {
		b.extra = append([]i18n.Sentence{fp.roundCard}, fp.extra...)
	}
	return b
}

// happenedOf is the words of the quiet steps no page of their update took
// (foldSteps), one block each, as the table stood when each was told: the
// next screen shows them as what just happened.
func happenedOf(pv *express.PublicView, quiet []step) []pageBlock {
	out := make([]pageBlock, 0, len(quiet))
	for _, s := range quiet {
		view := pv
		if s.view != nil {
			view = s.view
		}
		out = append(out, blockOf(view, s))
	}
	return out
}

// cardOwner names whose card a card page resolves: the card's own bandit
// where a player's hand mixes two bandits' cards, else the player.
func cardOwner(pv *express.PublicView, s step) i18n.Slot {
	if s.bandit != express.NoSeat && s.seat >= 0 && int(s.seat) < len(pv.Seats) && len(pv.Seats[s.seat].Bandits) > 1 {
		return i18n.BanditSlot(pv, s.bandit)
	}
	return i18n.PlayerSlot(pv, s.seat)
}

// dealWords says how many cards each player drew for the new round, from
// the round's draw events: "draws 6 cards" when all drew alike, else each
// player's count ("Doc 7"); the old fixed sentence only without them.
func dealWords(pv *express.PublicView, s step) i18n.Sentence {
	counts := map[express.Seat]int{}
	var order []express.Seat
	for _, e := range s.events {
		if e.Kind == express.EvCardsDrawn && e.Count > 3 {
			if _, ok := counts[e.Seat]; !ok {
				order = append(order, e.Seat)
			}
			counts[e.Seat] += e.Count
		}
	}
	if len(order) == 0 {
		return i18n.Msg("kiosk.step.deal", nil)
	}
	same := true
	for _, seat := range order {
		same = same && counts[seat] == counts[order[0]]
	}
	if same {
		return i18n.Msg("kiosk.step.dealAll", map[string]any{"N": counts[order[0]]})
	}
	var parts []i18n.Slot
	for _, seat := range order {
		sub := i18n.Msg("kiosk.step.dealOne", map[string]any{"Name": i18n.PlayerSlot(pv, seat), "N": counts[seat]})
		parts = append(parts, i18n.Slot{Kind: i18n.SlotSentence, Sub: &sub})
	}
	return i18n.Msg("kiosk.step.dealEach", map[string]any{"List": i18n.Slot{Kind: i18n.SlotList, List: parts}})
}

// render words a title in lang.
func renderTitle(lang i18n.Lang, title []i18n.Sentence) string { return i18n.Join(lang, title...) }

// turnNames names a round's turns, " · " between them.
func (g gameWords) turnNames(turns []cards.TurnKind) string {
	names := make([]string, len(turns))
	for i, tk := range turns {
		names[i] = g.turnKind(tk)
	}
	return strings.Join(names, " · ")
}
