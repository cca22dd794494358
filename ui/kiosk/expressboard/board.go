package expressboard

import (
	"encoding/json"
	"fmt"
	"strings"

	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
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
//
// Board keeps kit.Board and the shell's optional interfaces, and hands the
// work to its parts, each with its own state and methods: shellKit (what
// every part draws with), trainArt (the table drawn from a view), pileArt
// (the pile strip), setupForm (the draft and the set-up screens),
// scoreSheet, overview, takeBack, confirmFlow, the narration with its
// moveLog and justNow and its layout stepPages, handCurtain (the curtain
// before a hand, on the handoff's state), gameFrame (the round bar over
// the train) and Inspector (what the kiosk's tests read); the hand screen
// is handScreen (handscreen.go).
type Board struct {
	shell shellKit // the shell's drawing kit, the table, the rules help
	art   trainArt // the train, the stagecoach and the loot drawn from a view

	narr      narration   // the steps not yet read, the log, the last moves
	handoff               // the hand behind the curtain and its pages
	form      setupForm   // the new-game form and the set-up of the box
	scores    scoreSheet  // the scores screen
	overview  overview    // the "how to play" pages
	takeBack  takeBack    // the kiosk seat's take-back
	confirmer confirmFlow // the hand screen's choose-then-confirm
	cards     roundCards  // the card data the next game plays, and its editor
	pile      pileArt     // the round's pile drawn as a strip
	stepPages stepPages   // the narration's layout: a step's screen and its pages
	curtain   handCurtain // the curtain before a hand: its seat, the reveal, a command sent
	frame     gameFrame   // the round bar, the train and a bottom area
}

// New is the Colt Express renderer of the kiosk h.
func New(h kit.Host) kit.Board {
	b := &Board{shell: shellKit{h: kit.WithKit(h), t: h.Table()}}
	b.art = trainArt{b.shell}
	b.frame = gameFrame{shellKit: b.shell, art: b.art, narration: &b.narr, tipTop: b.tipTop}
	b.form = setupForm{shellKit: b.shell, art: b.art, draft: newDraft(), cards: &b.cards}
	b.scores = scoreSheet{shellKit: b.shell, fitCols: b.fitCols, happened: b.narr.happenedStrip}
	b.overview = overview{shellKit: b.shell, art: b.art, draft: func() *Draft { return &b.form.draft }}
	b.narr.moves.shellKit = b.shell
	b.narr.justNow.shellKit = b.shell
	b.takeBack = takeBack{shellKit: b.shell, log: &b.narr.moves,
		narrating: func() bool { return len(b.narr.steps) > 0 },
		hide:      func() { b.reveal, b.confirm = revealKey{}, pendingChoice{} }}
	b.curtain = handCurtain{shellKit: b.shell, handoff: &b.handoff, narration: &b.narr}
	b.confirmer = confirmFlow{shellKit: b.shell, pending: &b.confirm, submit: b.curtain.submit,
		bandit: func() string { return b.handTabName }}
	b.cards.shellKit = b.shell
	b.pile.shellKit = b.shell
	b.stepPages = stepPages{shellKit: b.shell, narration: &b.narr,
		frameWeighted: b.frame.frameWeighted, bigCard: b.pile.bigCard, lineView: b.lineView}
	b.cards.loadRoundCards()
	if b.shell.t.Playing() {
		b.narr.lastRound = publicView(b.shell.t).Round // a game resumed after a restart
	}
	return b
}

// narrate cuts a Colt Express update's events into narration steps (the
// board's Update): a new game starts with no narration, an undo or a take-
// back drops the narration and the last moves it undid, a game's end
// stops the narration. The steps that ask nothing of the table and that no
// page can take are what just happened (foldSteps, happened.go): the next
// screen says them. They stay until a person acts (a command at the
// kiosk or on a phone: the table has seen them) or the next update tells
// something; while bots play on, theirs add up. It reports whether the
// update told nothing in public (the hand on screen may stay: carryReveal).
func (k *narration) narrate(u tableUpdate, g gameWords, fast bool) (quiet bool) {
	switch u.Reason {
	case "new":
		k.steps, k.log, k.happened = nil, nil, nil
		k.moves.clear()
		k.stepPage = 0
	case "undo", "takeback":
		k.steps, k.happened = nil, nil
		k.log = nil
		k.moves.clear() // the undone moves are no longer the game's
	case "end":
		k.steps, k.happened = nil, nil
	}
	if len(k.steps) == 0 {
		k.stepPage = 0
	}
	prev := k.lastRound
	k.lastRound = u.Public.Round
	if len(u.PublicEvents) > 0 {
		pv := u.Public
		k.moves.add(u.PublicEvents, &pv)
	}
	if u.Reason != "new" && len(u.PublicEvents) > 0 {
		pv := u.Public
		steps := buildSteps(u.PublicEvents, &pv, prev)
		attachViews(steps, u.PublicSteps, pv)
		pages, quiet := foldSteps(steps, &pv) // no page that asks nothing of the table (issue 31)
		cueSteps(pages, u.Version)
		k.log = linesOf(g, steps, &pv) // every step's lines, the quiet ones too
		happened := happenedOf(&pv, quiet)
		if fast {
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
			return false // a public moment to tell: the hand hides
		}
	}
	if u.Reason == "command" {
		k.happened = nil // a person acted: the table has seen what happened
	}
	return true
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

// historyLines words a finished Colt Express game for the history: the
// winner, and every player's total (★ the winners) in the engine's order
// (computed again for a game stored before the result published it).
func historyLines(g gameWords, gs table.GameSummary) (string, string, bool) {
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
	justNow          // what just happened, and what of it the strip shows
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
