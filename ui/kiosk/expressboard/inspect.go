package expressboard

import (
	"strings"

	"fyne.io/fyne/v2"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/express/cards"
)

// What the kiosk's tests and the readability check read of Colt Express's
// board, beyond kit.Board (as Colt Super Express's board offers Draft,
// Steps and CurtainSeat): the narration not yet read, the hand behind the
// curtain, the card waiting for its confirm, the new-game form. None of it
// is game state: the game lives in engine/table.

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
func (k *Board) Steps() []Step {
	out := make([]Step, 0, len(k.steps))
	pv := k.pub()
	for _, s := range k.steps {
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
func (k *Board) Happened() []string {
	out := make([]string, len(k.happened))
	for i, b := range k.happened {
		out[i] = stepKindNames[b.kind]
	}
	return out
}
func (k *Board) HappenedShown() []string { return append([]string(nil), k.happenedShown...) }

// StepPage is the page of a long step on screen (0: its first).
func (k *Board) StepPage() int { return k.stepPage }

// DropNarration forgets the narration not yet read (a screen shown as the
// table stands).
func (k *Board) DropNarration() { k.steps, k.stepPage = nil, 0 }

// LastMoves are the sentences of the "last moves" log, the oldest first;
// Latest are the latest update's instructions (fast mode's log).
func (k *Board) LastMoves() []string { return lineTexts(k.moves.lines) }
func (k *Board) Latest() []string    { return lineTexts(k.log) }

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
func (k *Board) CurtainSeat() engine.Seat {
	pv := k.pub()
	return k.curtainSeat(&pv)
}

// Revealed reports whether the hand of the seat the curtain waits for is
// on screen, and whose it is.
func (k *Board) Revealed() (engine.Seat, bool) {
	pv := k.pub()
	if !k.revealed(&pv) {
		return engine.NoSeat, false
	}
	return k.reveal.seat, true
}

// RevealedAgain reports whether the hand on screen stayed there because
// its seat plays again at once (no curtain between two plays of one
// player).
func (k *Board) RevealedAgain() bool {
	_, ok := k.Revealed()
	return ok && k.reveal.again
}

// RevealHand shows the hand of seat, if the curtain waits for it (the seat
// tapped the curtain or pressed its button).
func (k *Board) RevealHand(seat engine.Seat) { k.revealHand(seat) }

// Pending is the card or choice waiting for its confirm on the hand
// screen; false: none.
func (k *Board) Pending() (express.Command, bool) { return k.confirm.cmd, k.confirm.ok }

// HandLoot is what the revealed hand of seat says it holds (the loot tile's
// lines), from the seat's own view.
func (k *Board) HandLoot(seat engine.Seat) string {
	view := playerView(k.t, seat)
	return strings.Join(k.lootLines(&view, k.lootValues()), "\n")
}

// Draft is Colt Express's new-game form as it is filled in.
func (k *Board) Draft() *Draft { return &k.draft }

// WayHelp is the help the form shows for the way to play drafted.
func (k *Board) WayHelp() string { return k.wayHelp() }

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
func (k *Board) SameAgain() { k.sameAgain() }

// ScoresScreen is the scores of result r (early: the operator ended the
// game).
func (k *Board) ScoresScreen(r *express.Result, early bool) fyne.CanvasObject {
	return k.scoresScreen(r, early)
}

// LootValues are what a jewel, a strongbox and a hostage's ransom are worth
// in the game on the table (its card data).
func (k *Board) LootValues() (jewel, strongbox, ransom int) {
	v := k.lootValues()
	return v.jewel, v.strongbox, v.ransom
}

// PlayersPanel is the table screen's panel of the players as of pv.
func (k *Board) PlayersPanel(pv *express.PublicView) fyne.CanvasObject { return k.playersPanel(pv) }

// BanditMark is the short mark of a bandit named name on a crowded chip or
// a mixed hand's card ("Do" for Doc, "T" for Tuco).
func BanditMark(c express.Character, name string) string { return banditMark(c, name) }
