// Package superboard is Colt Super Express's board on the kiosk (a kit.Board):
// its new-game form, the set-up of the box, the train of cards, the secret
// stacks behind the handoff curtain, the narration of every card turned
// over, the ranking, its "how to play" pages and its demo screens. It
// draws with the shell's kit and asks the shell (kit.Host) for the rest;
// it never imports the shell (ui/kiosk).
//
// Its game screens go through a screen model (package screen): the board
// turns the table into values (model.go, Board.Screen), a renderer draws
// them with Fyne (paint.go) and the voice says them (speech.go); the
// whole-game tests play on the values (TestSweepOnValues).
package superboard

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
	"colt/ui/kiosk/kit"

	"fyne.io/fyne/v2"
)

// Board is Colt Super Express's renderer: the train as a line of
// cards with each floor's standing order, the secret stacks behind the
// handoff curtain, each revealed card narrated with its pawn instructions,
// the unhooked caboose and its loot, and the final ranking. Like the rest
// of the kiosk it keeps presentation only: the narration not yet read, the
// form being filled in, and the cards a screen seat has tapped so far (its
// stack is one command, sent when it taps "Stack these 3 cards").
type Board struct {
	k     kit.HostKit
	draft Draft

	steps []Step      // narration pages not yet read
	pg    pager       // the page of a long step on screen (paint.go)
	log   []superLine // fast mode: the latest instructions, in view

	// reveal is the seat that tapped the curtain, at the state id its own
	// commands carry (VersionFor): another seat's stack does not hide its
	// cards, any change of its own does.
	reveal revealKey
	// picks are the cards the revealed seat tapped so far, top first.
	picks []super.Card
}

// Draft is the new-game form of Colt Super Express.
type Draft struct {
	Players int
	Modes   [super.MaxPlayers]table.SeatMode
	Err     string
}

// StepKind is what one narration page of Colt Super Express tells.
type StepKind int

const (
	StepCard  StepKind = iota // a card turned over and what it did
	StepRound                 // the caboose unhooked, its loot, the next round
)

// Step is one pause of the narration: a card turned over (or the end
// of a round) and the events that followed it, public.
type Step struct {
	Kind   StepKind
	Seat   engine.Seat // StepCard: whose card
	Card   super.Card  // StepCard: the card
	Count  int         // StepCard: which card of the stack (1–3)
	Round  int         // the round it belongs to (1-based)
	Events []super.Event
	// View is the train once the step is done; nil: the latest view.
	View *super.PublicView
	// Cue ties the step to its update, for the phones (the shell's presenter)
	Cue kit.StepCue
}

// revealKey names the cards on screen behind the curtain: the seat that
// tapped it and the state id its own commands carried then.
type revealKey struct {
	seat    engine.Seat
	version int
	ok      bool
}

// superLine is one narrated instruction: its event, worded at render time
// in the language on screen.
type superLine struct{ ev super.Event }

// New is the Colt Super Express renderer of the kiosk h.
func New(h kit.Host) kit.Board {
	b := &Board{k: kit.WithKit(h)}
	b.ResetForm()
	return b
}

// ResetForm clears the new-game form: four players, each at the screen.
func (b *Board) ResetForm() {
	b.draft = Draft{Players: 4}
	for i := range b.draft.Modes {
		b.draft.Modes[i] = table.Handoff
	}
}

// TeachSeat: Colt Super Express's tips are all shared.
func (b *Board) TeachSeat() (engine.Seat, bool) { return engine.NoSeat, false }

// TipRoundCard: Colt Super Express has no round card.
func (b *Board) TipRoundCard() fyne.CanvasObject { return nil }

// Tools: Colt Super Express has no tool of its own in the operator menu.
func (b *Board) Tools() []kit.Tool { return nil }

// Welcome: the welcome screen shows the first game's pictures.
func (b *Board) Welcome(fyne.Size) []fyne.CanvasObject { return nil }

// lang is the language on screen, as ui/i18n knows it.
func (b *Board) lang() i18n.Lang {
	l, ok := i18n.ParseLang(b.k.Lang())
	if !ok {
		return i18n.En
	}
	return l
}

// t renders a ui/i18n message in the language on screen.
func (b *Board) t(id string, data map[string]any) string { return i18n.T(b.lang(), id, data) }

// pub is the public view of the Colt Super Express game on the table.
func (b *Board) pub() super.PublicView {
	pv, _ := b.k.Table().Public().(super.PublicView)
	return pv
}

// view is seat's own view of the game on the table.
func (b *Board) view(seat engine.Seat) super.PlayerView {
	v, _ := b.k.Table().View(seat).(super.PlayerView)
	return v
}

// superColours are the pawns' colours, by character.
var superColours = [super.NumCharacters]struct{ fill, ink color.NRGBA }{
	super.Belle:    {color.NRGBA{0x8e, 0x24, 0xaa, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	super.Cheyenne: {color.NRGBA{0x2e, 0x7d, 0x32, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	super.Django:   {color.NRGBA{0x10, 0x10, 0x10, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	super.Doc:      {color.NRGBA{0x15, 0x65, 0xc0, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	super.Ghost:    {color.NRGBA{0xf4, 0xf4, 0xf0, 0xff}, kit.ColInk},
	super.Mei:      {color.NRGBA{0xf0, 0x8a, 0x24, 0xff}, kit.ColInk},
	super.Tuco:     {color.NRGBA{0xc6, 0x28, 0x28, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
}

// SeatLook is a seat's bandit and its colours (kit.Board).
func (b *Board) SeatLook(seat engine.Seat) (string, color.NRGBA, color.NRGBA) {
	pv := b.pub()
	c := seatColours(&pv, seat)
	return i18n.SuperSeatName(b.lang(), &pv, seat), c.Fill, c.Ink
}

// update cuts a table update's public events into narration pages, each
// drawn with the train as it stood once it was done (the engine's
// StepViews).
func (b *Board) Update(u table.Update) {
	switch u.Reason {
	case "new":
		b.steps, b.log = nil, nil
		b.pg = pager{to: -1}
		b.reveal, b.picks = revealKey{}, nil
		return
	case "undo", "end":
		b.steps, b.log = nil, nil
		b.reveal, b.picks = revealKey{}, nil
	}
	if len(b.steps) == 0 {
		b.pg = pager{to: -1}
	}
	pv, ok := u.Public.(super.PublicView)
	evs, _ := u.PublicEvents.([]super.Event)
	if !ok || len(evs) == 0 {
		return
	}
	views, _ := u.PublicSteps.([]super.StepView)
	steps := superSteps(evs, views, pv)
	if len(steps) == 0 {
		return
	}
	for i := range steps {
		steps[i].Cue = kit.StepCue{Version: u.Version, Of: len(steps)}
	}
	b.log = nil
	for _, s := range steps {
		for _, e := range s.Events {
			b.log = append(b.log, superLine{e})
		}
	}
	if !b.k.Fast() {
		b.steps = append(b.steps, steps...) // fast mode: no pauses, the log only
	}
}

// superSteps cuts public events into narration pages: one per card turned
// over (the "every stack is down" line opening the round's first), one for
// the end of each round. Stacks going down and the game's end are not
// pages: the waiting list and the ranking show them. Each page's train is
// the view just before the next page's first event (the engine's
// StepViews), the last one the update's final view.
func superSteps(evs []super.Event, views []super.StepView, final super.PublicView) []Step {
	var out []Step
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
			out = append(out, Step{Kind: StepCard, Seat: e.Seat, Card: e.Card, Count: e.Count, Round: e.Round,
				Events: append(opening, e)})
			opening = nil
			starts = append(starts, i)
			continue
		case super.EvWagonDetached:
			out = append(out, Step{Kind: StepRound, Seat: super.NoSeat, Round: e.Round, Events: []super.Event{e}})
			starts = append(starts, i)
			continue
		}
		if len(out) == 0 {
			continue // nothing to attach it to (a round opening before any card)
		}
		out[len(out)-1].Events = append(out[len(out)-1].Events, e)
	}
	for i := range out {
		next := len(evs)
		if i+1 < len(starts) {
			next = starts[i+1]
		}
		for j := range views {
			if views[j].At == next {
				v := views[j].View
				out[i].View = &v
			}
		}
		if out[i].View == nil && i == len(out)-1 {
			v := final
			out[i].View = &v
		}
	}
	return out
}

func (b *Board) Narrating() bool { return len(b.steps) > 0 }

// next turns the narration on: the next page of a long step, or the next step.
func (b *Board) Next() {
	if len(b.steps) == 0 {
		return
	}
	if b.pg.page < b.pg.count-1 {
		b.pg.page++
		return
	}
	b.steps = b.steps[1:]
	b.pg = pager{count: 1, to: -1} // the whole step until the renderer cuts it into pages
}

func (b *Board) Hide() { b.reveal, b.picks = revealKey{}, nil }

// curtainSeat is the screen seat whose stack the kiosk waits for: the
// lowest handoff seat that still owes it, once the narration has been
// read. Phones and bots stack meanwhile, at once.
func (b *Board) curtainSeat(pv *super.PublicView) engine.Seat {
	if !b.k.Nav().OnGameScreen() || len(b.steps) > 0 || pv.Phase != super.Plan {
		return super.NoSeat
	}
	for _, s := range pv.Expected {
		if kit.SeatMode(b.k.Table(), s) == table.Handoff {
			return s
		}
	}
	return super.NoSeat
}

// TeachesOnCurtain: every Colt Super Express tip is shared, and the first
// ones (the stacking first) show on the first curtain, before anyone
// stacks (the kiosk's teach.go).
func (b *Board) TeachesOnCurtain() bool { return true }

// OnCurtain reports whether the curtain ("Pass the screen to …") is on
// screen: a teaching tip read there leaves when the cards come (the
// kiosk's teach.go).
func (b *Board) OnCurtain() bool {
	if len(b.steps) > 0 {
		return false
	}
	pv := b.pub()
	return pv.Phase != super.GameOver && b.curtainSeat(&pv) != super.NoSeat && !b.revealed(&pv)
}

// revealed reports whether the curtain seat's cards may be on screen.
func (b *Board) revealed(pv *super.PublicView) bool {
	s := b.curtainSeat(pv)
	return s != super.NoSeat && b.reveal.ok && b.reveal.seat == s && b.reveal.version == b.k.Table().Game().VersionFor(s)
}

// revealHand shows seat's cards if the curtain waits for it.
func (b *Board) revealHand(seat engine.Seat) {
	pv := b.pub()
	if b.curtainSeat(&pv) != seat {
		return
	}
	b.reveal = revealKey{seat: seat, version: b.k.Table().Game().VersionFor(seat), ok: true}
	b.picks = nil
}

func (b *Board) Press(seat engine.Seat) {
	pv := b.pub()
	if b.curtainSeat(&pv) == seat && !b.revealed(&pv) {
		b.revealHand(seat)
	}
}

// pick adds card to the revealed seat's stack (top first); a card already
// in it is taken out, with the ones stacked after it.
func (b *Board) pick(c super.Card) {
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
func (b *Board) commit(seat engine.Seat) {
	if len(b.picks) != super.StackSize {
		return
	}
	v := b.view(seat)
	cmd := super.Stack(seat, b.picks[0], b.picks[1], b.picks[2])
	b.reveal, b.picks = revealKey{}, nil // the cards hide before anything else happens
	if err := b.k.Table().Submit(table.FromKiosk, cmd, v.Version, ""); err != nil && !errors.Is(err, table.ErrStale) {
		b.k.Toast(kit.Tr(b.k.Lang(), "error.action", "err", err))
	}
}

// signal is the game's turn signal: every seat that still owes its stack
// blinks (none while the table moves pawns), the winners pulse at the end.
func (b *Board) Signal() hw.TurnSignal {
	g := b.k.Table().Game()
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
func (b *Board) start() {
	d := &b.draft
	s, err := b.k.Seed()
	if err == nil {
		modes := append([]table.SeatMode(nil), d.Modes[:d.Players]...)
		err = b.k.Table().NewGame(super.GameName, super.Setup{Players: d.Players, Seed: s}, modes)
	}
	if err != nil {
		d.Err = kit.Tr(b.k.Lang(), "setup.error", "err", err)
		return
	}
	d.Err = ""
}

// historyLines words a Colt Super Express game of the history: how it was
// won and the players in ranking order (an early end: the players).
func (b *Board) HistoryLines(gs table.GameSummary) (string, string, bool) {
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
			names = append(names, b.t("super.rank.place", map[string]any{"N": place + 1})+" "+i18n.SuperSeatName(b.lang(), &pv, s))
		}
	}
	return title + ": " + i18n.SuperWinnerText(b.lang(), r, &pv), strings.Join(names, " · "), true
}

// Cues are the narration pages not yet read, each tied to its update:
// each card turned over is a step for the phones (issue 22).
func (b *Board) Cues() []kit.StepCue {
	var cues []kit.StepCue
	for _, s := range b.steps {
		cues = append(cues, s.Cue)
	}
	return cues
}

// NarrationMark counts the narration pages still to read and the page of
// a long one on screen.
func (b *Board) NarrationMark() int { return len(b.steps)*100 + b.pg.page }

// DraftPlayers is how many players the new-game form counts.
func (b *Board) DraftPlayers() int { return b.draft.Players }

// Draft is the new-game form as it is filled in.
func (b *Board) Draft() Draft { return b.draft }

// Steps are the narration pages not yet read, the one on screen first.
func (b *Board) Steps() []Step { return b.steps }

// Picks are the cards the seat behind the curtain has tapped so far, top
// first.
func (b *Board) Picks() []super.Card { return b.picks }

// CurtainSeat is the screen seat whose stack the kiosk waits for
// (super.NoSeat: none).
func (b *Board) CurtainSeat(pv *super.PublicView) engine.Seat { return b.curtainSeat(pv) }
