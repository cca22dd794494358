package kiosk

import (
	"encoding/json"
	"errors"
	"image/color"
	"strings"

	"colt/engine"
	"colt/engine/super"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/i18n"
)

// superBoard is Colt Super Express's renderer: the train as a line of
// cards with each floor's standing order, the secret stacks behind the
// handoff curtain, each revealed card narrated with its pawn instructions,
// the unhooked caboose and its loot, and the final ranking. Like the rest
// of the kiosk it keeps presentation only: the narration not yet read, the
// form being filled in, and the cards a screen seat has tapped so far (its
// stack is one command, sent when it taps "Stack these 3 cards").
type superBoard struct {
	k     *Kiosk
	draft superDraft

	steps     []superStep // narration pages not yet read
	stepPage  int         // the page of a long step on screen
	stepCount int         // how many pages it fills (at the last render)
	log       []superLine // fast mode: the latest instructions, in view

	// reveal is the seat that tapped the curtain, at the state id its own
	// commands carry (VersionFor): another seat's stack does not hide its
	// cards, any change of its own does.
	reveal revealKey
	// picks are the cards the revealed seat tapped so far, top first.
	picks []super.Card
}

// superDraft is the new-game form of Colt Super Express.
type superDraft struct {
	players int
	modes   [super.MaxPlayers]table.SeatMode
	err     string
}

// superStepKind is what one narration page of Colt Super Express tells.
type superStepKind int

const (
	superStepCard  superStepKind = iota // a card turned over and what it did
	superStepRound                      // the caboose unhooked, its loot, the next round
)

// superStep is one pause of the narration: a card turned over (or the end
// of a round) and the events that followed it, public.
type superStep struct {
	kind   superStepKind
	seat   engine.Seat // superStepCard: whose card
	card   super.Card  // superStepCard: the card
	count  int         // superStepCard: which card of the stack (1–3)
	round  int         // the round it belongs to (1-based)
	events []super.Event
	// view is the train once the step is done; nil: the latest view.
	view *super.PublicView
	// cue ties the step to its update, for the phones (presenter.go)
	cue stepCue
}

// superLine is one narrated instruction: its event, worded at render time
// in the language on screen.
type superLine struct{ ev super.Event }

func newSuperBoard(k *Kiosk) board {
	b := &superBoard{k: k}
	b.draft.players = 4
	for i := range b.draft.modes {
		b.draft.modes[i] = table.Handoff
	}
	return b
}

// lang is the language on screen, as ui/i18n knows it.
func (b *superBoard) lang() i18n.Lang {
	l, ok := i18n.ParseLang(b.k.lang)
	if !ok {
		return i18n.En
	}
	return l
}

// t renders a ui/i18n message in the language on screen.
func (b *superBoard) t(id string, data map[string]any) string { return i18n.T(b.lang(), id, data) }

// pub is the public view of the Colt Super Express game on the table.
func (b *superBoard) pub() super.PublicView {
	pv, _ := b.k.t.Public().(super.PublicView)
	return pv
}

// view is seat's own view of the game on the table.
func (b *superBoard) view(seat engine.Seat) super.PlayerView {
	v, _ := b.k.t.View(seat).(super.PlayerView)
	return v
}

// name is a seat's bandit in the language on screen.
func (b *superBoard) name(pv *super.PublicView, seat engine.Seat) string {
	return i18n.SuperSeatName(b.lang(), pv, seat)
}

// superColours are the pawns' colours, by character.
var superColours = [super.NumCharacters]struct{ fill, ink color.NRGBA }{
	super.Belle:    {color.NRGBA{0x8e, 0x24, 0xaa, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	super.Cheyenne: {color.NRGBA{0x2e, 0x7d, 0x32, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	super.Django:   {color.NRGBA{0x10, 0x10, 0x10, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	super.Doc:      {color.NRGBA{0x15, 0x65, 0xc0, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	super.Ghost:    {color.NRGBA{0xf4, 0xf4, 0xf0, 0xff}, colInk},
	super.Mei:      {color.NRGBA{0xf0, 0x8a, 0x24, 0xff}, colInk},
	super.Tuco:     {color.NRGBA{0xc6, 0x28, 0x28, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
}

// colours returns a seat's pawn colours in pv.
func (b *superBoard) colours(pv *super.PublicView, seat engine.Seat) (fill, ink color.NRGBA) {
	if seat >= 0 && int(seat) < len(pv.Bandits) {
		if c := pv.Bandits[seat].Character; c < super.NumCharacters {
			return superColours[c].fill, superColours[c].ink
		}
	}
	return colPanelLight, colText
}

func (b *superBoard) seatLook(seat engine.Seat) (string, color.NRGBA, color.NRGBA) {
	pv := b.pub()
	fill, ink := b.colours(&pv, seat)
	return b.name(&pv, seat), fill, ink
}

// update cuts a table update's public events into narration pages, each
// drawn with the train as it stood once it was done (the engine's
// StepViews).
func (b *superBoard) update(u tableUpdate) {
	switch u.Reason {
	case "new":
		b.steps, b.log = nil, nil
		b.stepPage = 0
		b.reveal, b.picks = revealKey{}, nil
		return
	case "undo", "end":
		b.steps, b.log = nil, nil
		b.reveal, b.picks = revealKey{}, nil
	}
	if len(b.steps) == 0 {
		b.stepPage = 0
	}
	pv, ok := u.Update.Public.(super.PublicView)
	evs, _ := u.Update.PublicEvents.([]super.Event)
	if !ok || len(evs) == 0 {
		return
	}
	views, _ := u.Update.PublicSteps.([]super.StepView)
	steps := superSteps(evs, views, pv)
	if len(steps) == 0 {
		return
	}
	for i := range steps {
		steps[i].cue = stepCue{version: u.Version, of: len(steps)}
	}
	b.log = nil
	for _, s := range steps {
		for _, e := range s.events {
			b.log = append(b.log, superLine{e})
		}
	}
	if !b.k.fast {
		b.steps = append(b.steps, steps...) // fast mode: no pauses, the log only
	}
}

// superSteps cuts public events into narration pages: one per card turned
// over (the "every stack is down" line opening the round's first), one for
// the end of each round. Stacks going down and the game's end are not
// pages: the waiting list and the ranking show them. Each page's train is
// the view just before the next page's first event (the engine's
// StepViews), the last one the update's final view.
func superSteps(evs []super.Event, views []super.StepView, final super.PublicView) []superStep {
	var out []superStep
	var starts []int // the event each page begins at
	var opening []super.Event
	for i, e := range super.EventsFor(evs, super.NoSeat) {
		switch e.Kind {
		case super.EvStacked, super.EvGameOver, super.EvBanditPlaced:
			continue
		case super.EvActionStarted:
			opening = append(opening, e)
			continue
		case super.EvCardRevealed:
			out = append(out, superStep{kind: superStepCard, seat: e.Seat, card: e.Card, count: e.Count, round: e.Round,
				events: append(opening, e)})
			opening = nil
			starts = append(starts, i)
			continue
		case super.EvWagonDetached:
			out = append(out, superStep{kind: superStepRound, seat: super.NoSeat, round: e.Round, events: []super.Event{e}})
			starts = append(starts, i)
			continue
		}
		if len(out) == 0 {
			continue // nothing to attach it to (a round opening before any card)
		}
		out[len(out)-1].events = append(out[len(out)-1].events, e)
	}
	for i := range out {
		next := len(evs)
		if i+1 < len(starts) {
			next = starts[i+1]
		}
		for j := range views {
			if views[j].At == next {
				v := views[j].View
				out[i].view = &v
			}
		}
		if out[i].view == nil && i == len(out)-1 {
			v := final
			out[i].view = &v
		}
	}
	return out
}

func (b *superBoard) narrating() bool { return len(b.steps) > 0 }

// next turns the narration on: the next page of a long step, or the next step.
func (b *superBoard) next() {
	if len(b.steps) == 0 {
		return
	}
	if b.stepPage < b.stepCount-1 {
		b.stepPage++
		return
	}
	b.steps = b.steps[1:]
	b.stepPage, b.stepCount = 0, 1
}

func (b *superBoard) hide() { b.reveal, b.picks = revealKey{}, nil }

// curtainSeat is the screen seat whose stack the kiosk waits for: the
// lowest handoff seat that still owes it, once the narration has been
// read. Phones and bots stack meanwhile, at once.
func (b *superBoard) curtainSeat(pv *super.PublicView) engine.Seat {
	if b.k.screen != screenGame || len(b.steps) > 0 || pv.Phase != super.Plan {
		return super.NoSeat
	}
	for _, s := range pv.Expected {
		if b.k.modeOf(s) == table.Handoff {
			return s
		}
	}
	return super.NoSeat
}

// revealed reports whether the curtain seat's cards may be on screen.
func (b *superBoard) revealed(pv *super.PublicView) bool {
	s := b.curtainSeat(pv)
	return s != super.NoSeat && b.reveal.ok && b.reveal.seat == s && b.reveal.version == b.k.t.Game().VersionFor(s)
}

// revealHand shows seat's cards if the curtain waits for it.
func (b *superBoard) revealHand(seat engine.Seat) {
	pv := b.pub()
	if b.curtainSeat(&pv) != seat {
		return
	}
	b.reveal = revealKey{seat: seat, version: b.k.t.Game().VersionFor(seat), ok: true}
	b.picks = nil
}

func (b *superBoard) press(seat engine.Seat) {
	pv := b.pub()
	if b.curtainSeat(&pv) == seat && !b.revealed(&pv) {
		b.revealHand(seat)
	}
}

// pick adds card to the revealed seat's stack (top first); a card already
// in it is taken out, with the ones stacked after it.
func (b *superBoard) pick(c super.Card) {
	for i, p := range b.picks {
		if p == c {
			b.picks = b.picks[:i]
			return
		}
	}
	if len(b.picks) < super.StackSize {
		b.picks = append(b.picks, c)
	}
}

// commit sends the revealed seat's stack: one command, among its legal
// ones, from the state its cards were shown at.
func (b *superBoard) commit(seat engine.Seat) {
	if len(b.picks) != super.StackSize {
		return
	}
	v := b.view(seat)
	cmd := super.Stack(seat, b.picks[0], b.picks[1], b.picks[2])
	b.reveal, b.picks = revealKey{}, nil // the cards hide before anything else happens
	if err := b.k.t.Submit(table.FromKiosk, cmd, v.Version, ""); err != nil && !errors.Is(err, table.ErrStale) {
		b.k.toast = tr(b.k.lang, "error.action", "err", err)
	}
}

// signal is the game's turn signal: every seat that still owes its stack
// blinks (none while the table moves pawns), the winners pulse at the end.
func (b *superBoard) signal() hw.TurnSignal {
	g := b.k.t.Game()
	if g == nil {
		return hw.TurnSignal{Active: hw.NoSeat}
	}
	ts := hw.SignalFrom(g.Signal())
	if len(b.steps) > 0 {
		ts.Owing = nil
		if ts.Phase == hw.PhaseGameOver {
			ts.Phase, ts.Winners = hw.PhaseChoosing, nil // the winners light up with the ranking
		}
	}
	return ts
}

// start starts the drafted game on the table; its "new" update opens the
// set-up screen.
func (b *superBoard) start() {
	d := &b.draft
	seed := b.k.opts.Seed
	if seed == nil {
		seed = randomSeed
	}
	s, err := seed()
	if err == nil {
		modes := append([]table.SeatMode(nil), d.modes[:d.players]...)
		err = b.k.t.NewGame(super.GameName, super.Setup{Players: d.players, Seed: s}, modes)
	}
	if save := b.k.cfg.SaveGuestsLanguage; err == nil && save != nil {
		save(b.k.lang) // the language this game is played in, for a resume after a power cut
	}
	if err != nil {
		d.err = tr(b.k.lang, "setup.error", "err", err)
		return
	}
	d.err = ""
}

// historyLines words a Colt Super Express game of the history: how it was
// won and the players in ranking order (an early end: the players).
func (b *superBoard) historyLines(gs table.GameSummary) (string, string, bool) {
	var r *super.Result
	if len(gs.Result) > 0 && json.Unmarshal(gs.Result, &r) != nil {
		return "", "", false
	}
	title := b.t("super.title", nil)
	if r == nil {
		return title, strings.Join(gs.Players, " · "), true
	}
	pv := super.PublicView{}
	for _, p := range r.Players {
		pv.Bandits = append(pv.Bandits, super.BanditView{Seat: p.Seat, Character: p.Character})
	}
	var names []string
	for place, seats := range r.Ranking() {
		for _, s := range seats {
			names = append(names, b.t("super.rank.place", map[string]any{"N": place + 1})+" "+b.name(&pv, s))
		}
	}
	return title + ": " + i18n.SuperWinnerText(b.lang(), r, &pv), strings.Join(names, " · "), true
}
