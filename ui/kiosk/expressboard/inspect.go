package expressboard

import (
	"strings"

	"fyne.io/fyne/v2"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/table"
	"colt/ui/kiosk/kit"
)

// What the kiosk's tests and the readability check read of Colt Express's
// board, beyond kit.Board (as Colt Super Express's board offers Draft,
// Steps and CurtainSeat): the narration not yet read, the hand behind the
// curtain, the card waiting for its confirm, the new-game form. None of it
// is game state: the game lives in engine/table.

// Inspector is the board as the kiosk's tests and the readability check
// read it (Board.Inspect): it keeps nothing of its own.
type Inspector struct{ k *Board }

// Inspect is the board's Inspector.
func (k *Board) Inspect() Inspector { return Inspector{k} }

// Hide, HistoryLines: the board's own (kit.Board, kit.Historian), for the
// tests that read the board through its Inspector.
func (i Inspector) Hide() { i.k.Hide() }

func (i Inspector) HistoryLines(gs table.GameSummary) (string, string, bool) {
	return i.k.HistoryLines(gs)
}

// Step is one narration page waiting for Continue, as the table hears it.
type Step struct {
	// Kind names what it tells: "stealin" (the pile turned over), "card"
	// (a card resolved), "event" (the round's end-of-round event), "round"
	// (the next round dealt), "note" (a seat passed) or "info" (a
	// variant's public moment).
	Kind string
	// Event is the end-of-round event an "event" step tells.
	Event cards.Event
	// Events are its public events; Touched the bandits they move or hit.
	Events  []express.Event
	Touched []express.Seat
	// View is the table drawn while it is told (nil: the latest).
	View *express.PublicView
	// Folded are the kinds of the steps folded into this page, which
	// asked nothing of the table; their events lead Events.
	Folded []string
	// Asks tells whether the page asks the table to move something.
	Asks bool
}

// stepKindNames name the step kinds (Step.Kind).
var stepKindNames = [...]string{stepStealin: "stealin", stepCard: "card", stepEvent: "event", stepRound: "round", stepNote: "note", stepInfo: "info"}

// Steps are the narration pages not yet read, the one on screen first.
func (i Inspector) Steps() []Step {
	out := make([]Step, 0, len(i.k.narr.steps))
	pv := i.k.shell.pub()
	for _, s := range i.k.narr.steps {
		st := Step{Kind: stepKindNames[s.kind], Event: s.event, Touched: touched(s), View: s.view}
		for _, f := range s.lead {
			st.Folded = append(st.Folded, stepKindNames[f.kind])
			st.Events = append(st.Events, f.events...)
			if f.kind == stepEvent && s.kind != stepEvent { // the event folded into this page, and whom it touched
				st.Event, st.Touched = f.event, touched(f)
			}
		}
		st.Events = append(st.Events, s.events...)
		for _, f := range s.tail {
			st.Folded = append(st.Folded, stepKindNames[f.kind])
			st.Events = append(st.Events, f.events...)
			if f.kind == stepEvent && s.kind != stepEvent {
				st.Event, st.Touched = f.event, touched(f)
			}
		}
		view := &pv
		if s.view != nil {
			view = s.view
		}
		st.Asks = pageOf(view, s).asks()
		out = append(out, st)
	}
	return out
}

// Happened are the kinds (as Step.Kind) of the steps that asked nothing
// of the table and that the screens after the narration tell as what just
// happened (issue 31), the oldest first; HappenedShown the texts the
// strip on screen shows of them (at the last render).
func (i Inspector) Happened() []string {
	out := make([]string, len(i.k.narr.happened))
	for j, b := range i.k.narr.happened {
		out[j] = stepKindNames[b.kind]
	}
	return out
}
func (i Inspector) HappenedShown() []string { return append([]string(nil), i.k.narr.happenedShown...) }

// StepPage is the page of a long step on screen (0: its first).
func (i Inspector) StepPage() int { return i.k.narr.stepPage }

// DropNarration forgets the narration not yet read (a screen shown as the
// table stands).
func (i Inspector) DropNarration() { i.k.narr.steps, i.k.narr.stepPage = nil, 0 }

// LastMoves are the sentences of the "last moves" log, the oldest first;
// Latest are the latest update's instructions (fast mode's log).
func (i Inspector) LastMoves() []string { return lineTexts(i.k.narr.moves.lines) }
func (i Inspector) Latest() []string    { return lineTexts(i.k.narr.log) }

func lineTexts(ls []line) []string {
	out := make([]string, 0, len(ls))
	for _, l := range ls {
		out = append(out, l.text)
	}
	return out
}

// MoveLogSize is how many sentences the "last moves" log keeps.
const MoveLogSize = moveLogSize

// CurtainSeat is the handoff seat whose private choice the screen waits
// for, or NoSeat.
func (i Inspector) CurtainSeat() engine.Seat {
	pv := i.k.shell.pub()
	return i.k.curtain.curtainSeat(&pv)
}

// Revealed reports whether the hand of the seat the curtain waits for is
// on screen, and whose it is.
func (i Inspector) Revealed() (engine.Seat, bool) {
	pv := i.k.shell.pub()
	if !i.k.curtain.revealed(&pv) {
		return engine.NoSeat, false
	}
	return i.k.reveal.seat, true
}

// RevealedAgain reports whether the hand on screen stayed there because
// its seat plays again at once (no curtain between two plays of one
// player).
func (i Inspector) RevealedAgain() bool {
	_, ok := i.Revealed()
	return ok && i.k.reveal.again
}

// RevealHand shows the hand of seat, if the curtain waits for it (the seat
// tapped the curtain or pressed its button).
func (i Inspector) RevealHand(seat engine.Seat) { i.k.curtain.revealHand(seat) }

// Pending is the card or choice waiting for its confirm on the hand
// screen; false: none.
func (i Inspector) Pending() (express.Command, bool) { return i.k.confirm.cmd, i.k.confirm.ok }

// HandLoot is what the revealed hand of seat says it holds (the loot tile's
// lines), from the seat's own view.
func (i Inspector) HandLoot(seat engine.Seat) string {
	view := playerView(i.k.shell.t, seat)
	return strings.Join(i.k.art.lootLines(&view, i.k.art.lootValues()), "\n")
}

// Draft is Colt Express's new-game form as it is filled in.
func (i Inspector) Draft() *Draft { return &i.k.form.draft }

// WayHelp is the help the form shows for the way to play drafted.
func (i Inspector) WayHelp() string { return i.k.form.wayHelp() }

// Modules are the modules the form offers, in the order of its rows.
func Modules() []express.Rules {
	var out []express.Rules
	for _, row := range ruleRows {
		out = append(out, row.rules...)
	}
	return out
}

// ModuleMinText is the least text size of a module's tile on the form
// (design px).
const ModuleMinText = ruleMinText

// SameAgain starts the next game with the same players (the scores'
// "Same players again").
func (i Inspector) SameAgain() { i.k.scores.sameAgain() }

// ScoresScreen is the scores of result r (early: the operator ended the
// game), a page the shell frames.
func (i Inspector) ScoresScreen(r *express.Result, early bool) kit.Screen {
	return i.k.scores.screen(r, early)
}

// LootValues are what a jewel, a strongbox and a hostage's ransom are worth
// in the game on the table (its card data).
func (i Inspector) LootValues() (jewel, strongbox, ransom int) {
	v := i.k.art.lootValues()
	return v.jewel, v.strongbox, v.ransom
}

// PlayersPanel is the table screen's panel of the players as of pv.
func (i Inspector) PlayersPanel(pv *express.PublicView) fyne.CanvasObject {
	return i.k.playersPanel(pv)
}

// BanditMark is the short mark of a bandit named name on a crowded chip or
// a mixed hand's card ("Do" for Doc, "T" for Tuco).
func BanditMark(c express.Character, name string) string { return banditMark(c, name) }
