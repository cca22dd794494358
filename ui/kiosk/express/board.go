package express

import (
	"encoding/json"
	"errors"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/table"
	"colt/hw"
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
	h kit.Host
	t *table.Table

	narration // the steps not yet read, the log, the last moves
	handoff   // the hand behind the curtain and its pages
	draft     Draft
	cards     roundCards // the card data the next game plays, and its editor
}

// New is the Colt Express renderer of the kiosk h.
func New(h kit.Host) kit.Board {
	b := &Board{h: h, t: h.Table(), draft: newDraft()}
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

// revealKey names a revealed hand: the seat that tapped and the state
// version it tapped at. Any other version hides the hand again.
type revealKey struct {
	seat    express.Seat
	version int
	ok      bool
	// again: the hand stayed revealed because its seat plays again at once
	again bool
}

// narrate cuts a Colt Express update's events into narration steps (the
// board's Update): a new game starts with no narration, an undo or a take-
// back drops the narration and the last moves it undid, a game's end
// stops the narration.
func (k *Board) narrate(u tableUpdate) {
	switch u.Reason {
	case "new":
		k.steps, k.log = nil, nil
		k.moves = moveLog{}
		k.stepPage = 0
	case "undo", "takeback":
		k.steps = nil
		k.log = nil
		k.moves = moveLog{} // the undone moves are no longer the game's
	case "end":
		k.steps = nil
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
		cueSteps(steps, u.Version)
		k.log = k.linesOf(steps, &pv)
		if !k.h.Fast() {
			k.steps = append(k.steps, steps...) // fast mode: no pauses, the log only
		}
		if len(steps) > 0 {
			return // a public moment to narrate: the hand hides
		}
	}
	k.carryReveal(carry, u)
}

// carryReveal keeps the hand of the seat that just played on screen when
// the update is that play alone (one version on: no bot, phone or other
// seat moved in between), it told the table nothing to narrate, and the
// screen waits for the same seat again (a Switch turn's last card and the
// next turn's first, a Speed-Up's second card, the old whisky's second
// card): no curtain between two plays of one player. Anything else — a
// narrated moment, another seat's move, an undo, a new round — hides it.
func (k *Board) carryReveal(carry revealKey, u tableUpdate) {
	if !carry.ok || u.Reason != "command" || u.Public.Version != carry.version || len(k.steps) > 0 {
		return
	}
	pv := u.Public
	if k.curtainSeat(&pv) != carry.seat {
		return
	}
	k.reveal = revealKey{seat: carry.seat, version: pv.Version, ok: true, again: true}
}

// expressPress is a seat button in a Colt Express game: the seat the
// curtain waits for reveals its cards with its button; in the variants'
// secret steps (every owing seat lit) only that seat too.
func (k *Board) expressPress(seat express.Seat) {
	pv := k.pub()
	curtain := k.curtainSeat(&pv) == seat && !k.revealed(&pv)
	if hw.AllowedReveal(k.expressSignal(), int(seat)) || curtain {
		k.revealHand(seat)
	}
}

// submit sends a command for the seat, from the state version the screen
// showed; a refusal is shown as a toast.
func (k *Board) submit(cmd express.Command, version int) {
	if pv := k.pub(); k.revealed(&pv) {
		// the hand that plays: it may stay if its seat plays again at once (carryReveal)
		k.carry = revealKey{seat: k.reveal.seat, version: pv.Version + 1, ok: true}
	}
	k.reveal = revealKey{} // the hand hides before anything else happens
	err := k.t.Submit(table.FromKiosk, cmd, version, "")
	if err != nil {
		k.carry = revealKey{}
		if errors.Is(err, table.ErrStale) {
			return // the screen is being redrawn from the newer state
		}
		k.h.Toast(kit.Tr(k.lang(), "error.action", "err", err))
	}
}

// revealHand shows the hand of seat, if the screen is waiting for it.
func (k *Board) revealHand(seat express.Seat) {
	pv := k.pub()
	if k.curtainSeat(&pv) != seat {
		return
	}
	k.reveal = revealKey{seat: seat, version: pv.Version, ok: true}
}

// curtainSeat returns the handoff seat whose private choice the screen
// waits for, or NoSeat: in Schemin' (the cards) and in the variants' secret
// steps before and after it (the two-bandit hand reveal, the card taken
// before shuffling, the Experts' keep and bullet steps); Stealin' choices
// are public. In a simultaneous step every expected handoff seat gets the
// screen in turn, lowest seat first, while phones and bots choose at once.
func (k *Board) curtainSeat(pv *express.PublicView) express.Seat {
	if !k.h.OnGameScreen() || len(k.steps) > 0 || pv.Actor == express.NoSeat {
		return express.NoSeat
	}
	switch pv.Phase {
	case express.Schemin, express.Preparing, express.Keeping:
	default:
		return express.NoSeat
	}
	expected := pv.Expected
	if len(expected) == 0 {
		expected = []express.Seat{pv.Actor}
	}
	for _, s := range expected {
		if k.modeOf(s) == table.Handoff {
			return s
		}
	}
	return express.NoSeat
}

// revealed reports whether the hand of the actor may be on screen now.
func (k *Board) revealed(pv *express.PublicView) bool {
	s := k.curtainSeat(pv)
	return s != express.NoSeat && k.reveal.ok && k.reveal.seat == s && k.reveal.version == pv.Version
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

// expressSignal is what the seat LEDs show during a Colt Express game.
func (k *Board) expressSignal() hw.TurnSignal {
	ts := hw.TurnSignal{Active: hw.NoSeat}
	pv := k.pub()
	ts.Players = pv.Players
	if len(k.steps) > 0 && k.steps[0].kind == stepEvent {
		ts.Phase = hw.PhaseEvent
		return ts
	}
	ts = hw.SignalFrom(express.SignalFor(&pv)) // the meaning of the view; the kiosk adds what only it knows:
	switch pv.Phase {
	case express.Schemin:
		ts.HandoffWaiting = k.curtainSeat(&pv) != express.NoSeat && !k.revealed(&pv)
	case express.Stealin, express.EventChoice:
		if len(k.steps) > 0 {
			ts.Owing = nil // nobody owes a choice while the table moves pawns
		}
	}
	return ts
}

// pub returns the table's public view, or an empty view when no game is
// loaded.
func (k *Board) pub() express.PublicView {
	if !k.t.Playing() {
		return express.PublicView{Actor: express.NoSeat, Resolving: -1, Target: express.NoSeat, FirstPlayer: express.NoSeat}
	}
	return publicView(k.t)
}

// charTile is a bandit's coloured name tile; tapping shows its power.
func (k *Board) charTile(c express.Character, size float32, extra ...string) *widgets.Tile {
	t := k.tile(charFill(c), charInk(c), size, append([]string{k.w().character(c)}, extra...)...)
	t.Bold = true
	t.Stroke, t.StrokeWidth = kit.ColTextDim, k.u(1)
	t.Name = "bandit:" + c.String()
	t.OnTapped = k.act(func() { k.showHelp(helpTopic{kind: helpCharacter, character: c}) })
	return t
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
	lastRound express.RoundView
}

// handoff is Colt Express's hand behind the curtain: the seat that tapped
// to reveal it, the hand kept for a seat that plays again at once
// (carryReveal), the card waiting for its confirm (confirm.go) and the
// page of a two-bandit hand (handpages.go).
type handoff struct {
	reveal      revealKey
	carry       revealKey
	confirm     pendingChoice
	handTab     handTab
	handTabName string // the name of its bandit ("" for any other hand)
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

// takeBackButton is the "Take back" button of the kiosk seat whose last move
// may still be taken back (no other seat has acted since), or nil. It sits
// in the top bar, where no other button appears, so a tap on it never lands
// on something that just appeared.
func (k *Board) takeBackButton(pv *express.PublicView) fyne.CanvasObject {
	seat, ok := k.t.TakeBackSeat()
	if !ok || k.modeOf(seat) == table.Phone || len(k.steps) > 0 {
		return nil
	}
	name := k.name(pv, seat)
	b := k.button(kit.Tr(k.lang(), "takeback.button", "name", name), kit.BtnQuiet, func() { k.takeBack(seat) })
	b.Name = "takeback"
	b.TextSize = k.u(16)
	b.Min = k.sz(240, minTouch)
	return b
}

// minTouch is the smallest height of a button a tired finger must hit.
const minTouch = 44

// takeBack takes back seat's last move; a refusal says why, in the table's language.
func (k *Board) takeBack(seat engine.Seat) {
	k.reveal = revealKey{}
	k.confirm = pendingChoice{}
	err := k.t.TakeBack(table.FromKiosk, seat, table.AnyVersion)
	if err == nil {
		return
	}
	var tbe *table.TakeBackError
	if errors.As(err, &tbe) {
		k.h.Toast(kit.Tr(k.lang(), takeBackKeys[tbe.Reason]))
		return
	}
	k.h.Toast(kit.Tr(k.lang(), "error.action", "err", err))
}

// takeBackKeys are the messages of the refused take-backs.
var takeBackKeys = map[table.TakeBackReason]string{
	table.TakeBackNothing:  "takeback.nothing",
	table.TakeBackOthers:   "takeback.others",
	table.TakeBackRevealed: "takeback.revealed",
	table.TakeBackNotYours: "takeback.notYours",
}

// curtainBar is the curtain's top bar: the take-back button of the seat
// that just played, if any, at the left; the operator gear at the right.
func (k *Board) curtainBar(pv *express.PublicView) fyne.CanvasObject {
	if b := k.takeBackButton(pv); b != nil {
		return widgets.Cols([]float32{0, 1, 0, 0}, k.u(6), b, layout.NewSpacer(), k.logButton(), k.h.Gear())
	}
	return widgets.Cols([]float32{1, 0, 0}, k.u(4), layout.NewSpacer(), k.logButton(), k.h.Gear())
}

// withTakeBack puts the take-back button, if any, below what the table
// screen's action panel shows while a bot or a phone plays (below: the
// finger that confirmed a card on the hand screen was at the top).
func (k *Board) withTakeBack(pv *express.PublicView, wait fyne.CanvasObject) fyne.CanvasObject {
	if b := k.takeBackButton(pv); b != nil {
		return widgets.Rows([]float32{1, 0}, k.u(6), wait, b)
	}
	return wait
}

type helpKind int

const (
	helpCard helpKind = iota
	helpEvent
	helpCharacter
	helpTurn
	helpPhase
	helpMarshal
	helpCar        // the Time-Travel Car (§12)
	helpStagecoach // Horses & Stagecoach (§11): the stagecoach, the Shotgun, the hostages
)

// helpTopic is what a rules-help tap asked about.
type helpTopic struct {
	kind      helpKind
	card      express.ActionKind
	event     cards.Event
	character express.Character
	turn      cards.TurnKind
	phase     express.Phase
}

// showHelp opens the rules help on topic, worded in the language on
// screen whenever it is drawn.
func (k *Board) showHelp(topic helpTopic) {
	k.h.ShowHelp(func() (string, string) { return k.helpContent(topic) })
}

// helpContent returns the title and rule text of a topic in the current language.
func (k *Board) helpContent(h helpTopic) (string, string) {
	g := k.w()
	switch h.kind {
	case helpCard:
		return g.card(h.card), g.cardRule(h.card)
	case helpEvent:
		if h.event == cards.NoEvent {
			return g.event(h.event), g.t("table.noEvent", nil)
		}
		return g.event(h.event), g.eventRule(h.event)
	case helpCharacter:
		return g.character(h.character), g.characterRule(h.character)
	case helpTurn:
		return g.turnKind(h.turn), g.turnRule(h.turn)
	case helpPhase:
		return i18n.PhaseName(g.lang, h.phase), i18n.PhaseHelp(g.lang, h.phase)
	case helpMarshal:
		return g.t("help.marshalTitle", nil), g.t("help.rule.marshal", nil)
	case helpCar:
		return kit.Tr(k.lang(), "car.name"), g.t("help.car.rule", nil)
	case helpStagecoach:
		return k.stagecoachHelp()
	}
	return "", ""
}
