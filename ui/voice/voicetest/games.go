package voicetest

import (
	"strings"

	"colt/engine/express"
	"colt/engine/super"
	"colt/ui/i18n"
)

// Express is the secrecy walk of Colt Express without its speech (set
// Speak): the engine, its public view and events, the secrets drawn anew
// (Determinize) every ninth command while no seat chooses at once, and
// the careless voice CarelessExpress.
func Express(langs []i18n.Lang) Secrecy[express.State, express.Command, express.Event] {
	return Secrecy[express.State, express.Command, express.Event]{
		Langs:        langs,
		Over:         func(s *express.State) bool { return s.Over() },
		Legal:        func(s *express.State) []express.Command { return express.Legal(s) },
		Apply:        express.Apply,
		Public:       func(s *express.State) any { return express.Public(s) },
		PublicEvents: func(evs []express.Event) any { return express.EventsFor(evs, express.NoSeat) },
		Redraw: func(s *express.State, step int) (express.State, bool) {
			if step%9 != 0 || s.Simultaneous() {
				return express.State{}, false
			}
			return s.Determinize(express.NoSeat, express.NewRand(uint64(step))), true
		},
		Careless: CarelessExpress,
	}
}

// CarelessExpress is what a careless voice would say after a Colt Express
// command: the events worded unfiltered, and the hand of the seat to play
// read aloud.
func CarelessExpress(lang i18n.Lang, _, next *express.State, evs []express.Event) string {
	pv := express.Public(next)
	var b strings.Builder
	for _, ev := range evs {
		instr, why := i18n.Describe(lang, ev, &pv)
		b.WriteString(instr + why)
	}
	if pv.Actor != express.NoSeat {
		for _, c := range express.View(next, pv.Actor).Hand {
			b.WriteString(i18n.CardName(lang, c))
		}
	}
	return b.String()
}

// Super is the secrecy walk of Colt Super Express without its speech: the
// stacks already committed drawn anew while other seats still owe theirs,
// and the careless voice CarelessSuper.
func Super(langs []i18n.Lang) Secrecy[super.State, super.Command, super.Event] {
	return Secrecy[super.State, super.Command, super.Event]{
		Langs:        langs,
		Over:         func(s *super.State) bool { return s.Over() },
		Legal:        func(s *super.State) []super.Command { return super.Legal(s) },
		Apply:        super.Apply,
		Public:       func(s *super.State) any { return super.Public(s) },
		PublicEvents: func(evs []super.Event) any { return super.EventsFor(evs, super.NoSeat) },
		Redraw: func(s *super.State, step int) (super.State, bool) {
			if !s.Simultaneous() {
				return super.State{}, false
			}
			return s.Determinize(super.NoSeat, super.NewRand(uint64(step))), true
		},
		Careless: CarelessSuper,
	}
}

// CarelessSuper reads every seat's committed stack aloud, from the seats'
// own pages.
func CarelessSuper(lang i18n.Lang, _, next *super.State, _ []super.Event) string {
	var b strings.Builder
	for seat := range super.Seat(next.Players()) {
		for _, c := range super.View(next, seat).Stack {
			b.WriteString(i18n.SuperCardName(lang, c))
		}
	}
	return b.String()
}
