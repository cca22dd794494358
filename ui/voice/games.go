package voice

import (
	"strings"

	"colt/engine/express"
	"colt/engine/super"
	"colt/ui/i18n"
)

// FromExpress is the public story of one Colt Express step: the round
// card and its event as they are turned over, each event's instruction
// (its reason only when there is no instruction: "Cheyenne's Rob has no
// effect: no loot here"), and the ranking at the end, worded by ui/i18n exactly as the
// screens word them. Every event is filtered for the public here
// (ev.For(express.NoSeat)), whatever the caller passes: a face-down card
// or a purse's value never reaches the story. pv is the public view the
// events belong to.
func FromExpress(lang i18n.Lang, pv *express.PublicView, evs []express.Event) Story {
	st := NewStory(lang)
	for _, ev := range evs {
		ev = ev.For(express.NoSeat)
		switch ev.Kind {
		case express.EvRoundStarted:
			st = st.With(OnScreen(Header, i18n.T(lang, "table.round", map[string]any{"N": ev.Count, "Total": express.Rounds})))
			if pv != nil {
				st = st.With(expressRoundCard(lang, pv.Round)...)
			}
			continue
		case express.EvGameOver:
			if pv != nil && pv.Result != nil {
				st = st.With(OnScreen(Ranking, i18n.WinnerText(lang, pv.Result)), OnScreen(Ranking, i18n.TieBreakText(lang, pv.Result)))
			}
			continue
		}
		instr, why := i18n.Describe(lang, ev, pv)
		if instr != "" {
			st = st.With(OnScreen(Instruction, instr))
		} else {
			st = st.With(OnScreen(Reason, why))
		}
	}
	return st
}

// expressRoundCard words the round card as it is turned over: its name
// and turns, then its event.
func expressRoundCard(lang i18n.Lang, r express.RoundView) []Public {
	turns := make([]string, len(r.Turns))
	for i, t := range r.Turns {
		turns[i] = i18n.TurnKindName(lang, t)
	}
	out := []Public{OnScreen(RoundCard, i18n.RoundCardName(lang, r.Card)+": "+strings.Join(turns, ", "))}
	return append(out, OnScreen(Event, i18n.EventName(lang, r.Event)))
}

// WhoseTurn is the public line naming whose turn it is, and with pass set
// (the seat plays behind the kiosk's curtain) "Pass the screen to …".
// name is the bandit's name as the screen prints it.
func WhoseTurn(lang i18n.Lang, name string, pass bool) []Public {
	d := map[string]any{"Name": name}
	if pass {
		return []Public{OnScreen(PassScreen, i18n.T(lang, "handoff.passTo", d))}
	}
	return []Public{OnScreen(Turn, i18n.T(lang, "table.whoseTurn", d))}
}

// FromSuper is the public story of one Colt Super Express step: each
// revealed card's pawn instruction, the round's end, and the ranking at
// the end. Events are filtered for the public here (ev.For(super.NoSeat)).
func FromSuper(lang i18n.Lang, pv *super.PublicView, evs []super.Event) Story {
	st := NewStory(lang)
	for _, ev := range evs {
		ev = ev.For(super.NoSeat)
		if ev.Kind == super.EvGameOver && pv != nil && pv.Result != nil {
			st = st.With(OnScreen(Ranking, i18n.SuperWinnerText(lang, pv.Result, pv)))
			byseat := map[super.Seat]super.PlayerResult{}
			for _, p := range pv.Result.Players {
				byseat[p.Seat] = p
			}
			for place, seats := range pv.Result.Ranking() {
				for _, seat := range seats {
					line := i18n.T(lang, "super.rank.place", map[string]any{"N": place + 1}) + " " +
						i18n.SuperSeatName(lang, pv, seat) + ": " + i18n.SuperRankLine(lang, byseat[seat])
					st = st.With(OnScreen(Ranking, line))
				}
			}
			continue
		}
		st = st.With(OnScreen(Instruction, i18n.SuperDescribe(lang, ev, pv)))
	}
	return st
}
