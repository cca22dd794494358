package expressboard

import (
	"encoding/json"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// Board is Colt Express's renderer on the kiosk (a kit.Board): its
// new-game form, the set-up of the box, the train, the pile, the hand
// behind the handoff curtain, the narration of Stealin' and the round's
// end, the scores, its "how to play" pages and its demo screens. It draws
// with the shell's kit and asks the shell (kit.Host) for the rest; it
// never imports the shell (ui/kiosk). Like the rest of the kiosk it keeps
// presentation only: the narration not yet read, the hand on screen, the
// form being filled in.
type Board struct {
	h kit.HostKit
	t *table.Table

	narration // the steps not yet read, the log, the last moves
	handoff   // the hand behind the curtain and its pages
	draft     Draft
	cards     roundCards // the card data the next game plays, and its editor
}

// New is the Colt Express renderer of the kiosk h.
func New(h kit.Host) kit.Board {
	b := &Board{h: kit.WithKit(h), t: h.Table(), draft: newDraft()}
	b.loadRoundCards()
	if b.t.Playing() {
		b.lastRound = publicView(b.t).Round // a game resumed after a restart
	}
	return b
}

// The shell's drawing kit and its state, under the short names the
// board's screens use.

func (k *Board) u(v float32) float32       { return k.h.U(v) }
func (k *Board) sz(w, h float32) fyne.Size { return k.h.Sz(w, h) }
func (k *Board) lang() string              { return k.h.Lang() }
func (k *Board) act(fn func()) func()      { return k.h.Act(fn) }

func (k *Board) button(label string, kind kit.ButtonKind, fn func()) *widgets.Tile {
	return k.h.Button(label, kind, fn)
}

func (k *Board) label(text string, size fyne.ThemeSizeName, bold bool) *widget.Label {
	return k.h.Label(text, size, bold)
}

func (k *Board) text(s string, size float32, c color.Color, bold bool) *canvas.Text {
	return k.h.Text(s, size, c, bold)
}

func (k *Board) tile(fill, ink color.Color, size float32, lines ...string) *widgets.Tile {
	return k.h.Tile(fill, ink, size, lines...)
}

func (k *Board) panel(content fyne.CanvasObject) fyne.CanvasObject { return k.h.Panel(content) }

func (k *Board) pad(content fyne.CanvasObject, p float32) fyne.CanvasObject {
	return k.h.Pad(content, p)
}

func (k *Board) background(c color.Color, content fyne.CanvasObject) fyne.CanvasObject {
	return k.h.Background(c, content)
}

// narrate cuts a Colt Express update's events into narration steps (the
// board's Update): a new game starts with no narration, an undo or a take-
// back drops the narration and the last moves it undid, a game's end
// stops the narration. The steps that ask nothing of the table and that no
// page can take are what just happened (foldSteps, happened.go): the next
// screen says them. They stay until a person acts (a command at the
// kiosk or on a phone: the table has seen them) or the next update tells
// something; while bots play on, theirs add up.
func (k *Board) narrate(u tableUpdate) {
	switch u.Reason {
	case "new":
		k.steps, k.log, k.happened = nil, nil, nil
		k.moves = moveLog{}
		k.stepPage = 0
	case "undo", "takeback":
		k.steps, k.happened = nil, nil
		k.log = nil
		k.moves = moveLog{} // the undone moves are no longer the game's
	case "end":
		k.steps, k.happened = nil, nil
	}
	if len(k.steps) == 0 {
		k.stepPage = 0
	}
	prev := k.lastRound
	k.lastRound = u.Public.Round
	carry := k.carry
	k.carry = revealKey{}
	if len(u.PublicEvents) > 0 {
		pv := u.Public
		k.addMoves(u.PublicEvents, &pv)
	}
	if u.Reason != "new" && len(u.PublicEvents) > 0 {
		pv := u.Public
		steps := buildSteps(u.PublicEvents, &pv, prev)
		attachViews(steps, u.PublicSteps, pv)
		pages, quiet := foldSteps(steps, &pv) // no page that asks nothing of the table (issue 31)
		cueSteps(pages, u.Version)
		k.log = k.linesOf(steps, &pv) // every step's lines, the quiet ones too
		happened := happenedOf(&pv, quiet)
		if k.h.Fast() {
			happened = nil // fast mode: no pauses, the log only (it says them)
		} else {
			k.steps = append(k.steps, pages...)
		}
		switch {
		case len(pages) > 0:
			k.happened = happened
		case len(happened) > 0 && u.Reason == "bot":
			k.happened = append(k.happened, happened...)
		case len(happened) > 0:
			k.happened = happened
		}
		if len(pages) > 0 || len(happened) > 0 {
			return // a public moment to tell: the hand hides
		}
	}
	if u.Reason == "command" {
		k.happened = nil // a person acted: the table has seen what happened
	}
	k.carryReveal(carry, u)
}

func (k *Board) modeOf(seat express.Seat) table.SeatMode { return k.h.ModeOf(seat) }

// name returns a player's name in the current language: its bandit's
// character, or both ("Tuco & Cheyenne") for a player with two bandits.
func (k *Board) name(pv *express.PublicView, seat express.Seat) string {
	if seat < 0 || int(seat) >= pv.Players {
		return ""
	}
	l, _ := i18n.ParseLang(k.lang())
	return i18n.PlayerName(l, pv, seat)
}

// seatBandit is a player's (first) bandit: the seat itself in games where
// each player has one bandit with the seat's number.
func seatBandit(pv *express.PublicView, seat express.Seat) express.Seat {
	if seat >= 0 && int(seat) < len(pv.Seats) && len(pv.Seats[seat].Bandits) > 0 {
		return pv.Seats[seat].Bandits[0]
	}
	return seat
}

// seatChar is the character of a player's (first) bandit: its colour on screen.
func seatChar(pv *express.PublicView, seat express.Seat) express.Character {
	if b := seatBandit(pv, seat); b >= 0 && int(b) < len(pv.Bandits) {
		return pv.Bandits[b].Character
	}
	return 0
}

// seatOfBandit is the player controlling bandit b.
func seatOfBandit(pv *express.PublicView, b express.Seat) express.Seat {
	for _, sv := range pv.Seats {
		for _, x := range sv.Bandits {
			if x == b {
				return sv.Seat
			}
		}
	}
	return b
}

// pub returns the table's public view, or an empty view when no game is
// loaded.
func (k *Board) pub() express.PublicView {
	if !k.t.Playing() {
		return express.PublicView{Actor: express.NoSeat, Resolving: -1, Target: express.NoSeat, FirstPlayer: express.NoSeat}
	}
	return publicView(k.t)
}

// expressHistory words a finished Colt Express game for the history: the
// winner, and every player's total (★ the winners) in the engine's order
// (computed again for a game stored before the result published it).
func (k *Board) expressHistory(gs table.GameSummary) (string, string, bool) {
	g := k.w()
	var result express.Result
	if json.Unmarshal(gs.Result, &result) != nil {
		return "", "", false
	}
	var scores []string
	for _, ps := range rankedPlayers(&result) {
		mark := ""
		for _, w := range result.Winners {
			if w == ps.Seat {
				mark = " ★"
			}
		}
		scores = append(scores, fmt.Sprintf("%s %s%s", g.character(ps.Character), g.money(ps.Total), mark))
	}
	return i18n.WinnerText(g.lang, &result), strings.Join(scores, " · "), true
}

// narration is Colt Express's narration: the steps not yet read, the
// latest instructions (fast mode), the last moves (the log button), the
// page of a long step, and the round of the last update (the narration of
// its end names it).
type narration struct {
	steps     []step
	log       []line  // fast mode and "last moves": the latest instructions
	moves     moveLog // the log of the last moves (the log button)
	stepPage  int     // the page of a long narrated step on screen
	stepCount int     // how many pages the step fills (at the last render)
	// pageFrom, pageTo are the lines of the step on the page on screen (at
	// the last render): what the voice reads (speech.go)
	pageFrom, pageTo int
	lastRound        express.RoundView
	// happened are the words of the steps that asked nothing of the table
	// and that no page took (happened.go); happenedShown the texts of
	// those the strip on screen shows (at the last render): what the voice
	// reads
	happened      []pageBlock
	happenedShown []string
}

// stepCue ties a narration step to the update it narrates: its state id and
// how many steps that update has.
type stepCue = kit.StepCue

// cueSteps marks the steps of one update.
func cueSteps(steps []step, version int) {
	for i := range steps {
		steps[i].cue = stepCue{Version: version, Of: len(steps)}
	}
}
