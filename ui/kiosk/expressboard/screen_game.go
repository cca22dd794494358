package expressboard

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// gameScreen picks the in-game screen: narration first, then the scores,
// the handoff curtain or hand, or the table with its action panel.
func (k *Board) gameScreen() fyne.CanvasObject {
	pv := k.pub()
	k.happenedShown = nil // what the strip says, once a screen draws it (happened.go)
	if len(k.steps) > 0 {
		return k.stepScreen(&pv, k.steps[0])
	}
	if pv.Phase == express.GameOver {
		return k.scoresScreen(pv.Result, false)
	}
	if s := k.curtainSeat(&pv); s != express.NoSeat {
		if k.revealed(&pv) {
			return k.handScreen(&pv)
		}
		return k.curtainScreen(&pv, s)
	}
	return k.tableScreen(&pv)
}

// frame is the common in-game layout: the top bar, the train and a bottom
// area.
func (k *Board) frame(pv *express.PublicView, o trainOpts, bottom fyne.CanvasObject) fyne.CanvasObject {
	return k.frameWeighted(pv, o, bottom, 1.2)
}

// frameWeighted is frame with the bottom area's share of the height (the
// train has 1).
func (k *Board) frameWeighted(pv *express.PublicView, o trainOpts, bottom fyne.CanvasObject, weight float32) fyne.CanvasObject {
	bar := k.roundBar(pv.Round, pv.Phase, pv.Turn)
	if len(k.steps) > 0 && k.steps[0].rv.Number != pv.Round.Number && k.steps[0].rv.Number > 0 {
		bar = k.roundBar(k.steps[0].rv, express.Stealin, len(k.steps[0].rv.Turns))
	}
	rows := widgets.Rows([]float32{0, 1, weight, 0}, k.u(5), bar, k.h.Tips().Lit(teach.PlaceTrain, k.trainView(pv, o)), bottom, k.h.ToastObject())
	return k.background(kit.ColBackground, k.pad(rows, 5))
}

// roundBar shows the round, its turns with the current one lit, the event
// to come, and the operator gear.
func (k *Board) roundBar(rv express.RoundView, phase express.Phase, turn int) fyne.CanvasObject {
	g := k.w()
	round := k.tile(kit.ColPanelLight, kit.ColText, 16, kit.Tr(k.lang(), "top.round", "n", rv.Number, "total", express.Rounds))
	round.Bold = true
	round.Min = k.sz(96, 44)
	round.Name = "round"
	round.OnTapped = k.act(func() { k.showHelp(helpTopic{kind: helpPhase, phase: phase}) })
	var turns []fyne.CanvasObject
	for i, tk := range rv.Turns {
		tkind := tk
		fill, ink := kit.ColPanel, kit.ColTextDim
		switch {
		case phase == express.Schemin && i == turn:
			fill, ink = kit.ColBrass, kit.ColBrassDark
		case phase == express.Schemin && i < turn, phase != express.Schemin:
			fill, ink = kit.ColPanel, kit.WithAlpha(kit.ColTextDim, 0x90)
		default:
			fill, ink = kit.ColPanelLight, kit.ColText
		}
		t := k.tile(fill, ink, 14, g.turnKind(tk))
		t.Bold = phase == express.Schemin && i == turn
		t.Min = k.sz(56, 44)
		t.Name = fmt.Sprintf("turn:%d", i)
		t.OnTapped = k.act(func() { k.showHelp(helpTopic{kind: helpTurn, turn: tkind}) })
		turns = append(turns, t)
	}
	// each turn as wide as its word needs at 13 px (issue 23: "Classique",
	// "Accelerazione" are never cut), the rest shared out evenly
	var turnRow fyne.CanvasObject = layout.NewSpacer()
	if len(turns) > 0 {
		weights := make([]float32, len(turns))
		for i, tk := range rv.Turns {
			weights[i] = fyne.MeasureText(g.turnKind(tk), k.u(13), fyne.TextStyle{Bold: true}).Width + k.u(24)
		}
		turnRow = widgets.Cols(weights, k.u(4), turns...)
	}
	turnRow = k.h.Tips().Lit(teach.PlaceTurns, turnRow) // a tip about the turns lights them (teach.go)
	evText := kit.Tr(k.lang(), "top.event", "event", g.event(rv.Event))
	if rv.Event == cards.NoEvent {
		evText = g.roundCard(rv.Card) + " · " + kit.Tr(k.lang(), "top.noEvent")
	}
	ev := k.tile(kit.ColCardFace, kit.ColInk, 15, evText)
	ev.Bold = true
	ev.Min = k.sz(150, 44)
	ev.Name = "event"
	ev.OnTapped = k.act(func() { k.showHelp(helpTopic{kind: helpEvent, event: rv.Event}) })
	return widgets.Cols([]float32{0, 1.6, 1, 0, 0}, k.u(4), round, turnRow, k.h.Tips().Lit(teach.PlaceEvent, ev), k.logButton(), k.h.Gear())
}

// tableScreen is the table between choices: players, pile and the action panel.
func (k *Board) tableScreen(pv *express.PublicView) fyne.CanvasObject {
	o := trainOpts{}
	action := k.actionPanel(pv, &o)
	if k.h.Fast() && len(k.log) > 0 && pv.Actor != express.NoSeat {
		// fast mode: no pauses, but the latest pawn instructions stay in view
		action = widgets.Rows([]float32{1.3, 1}, k.u(4), action, k.logView())
	}
	// the whole pile, in order, across the screen (item: never cut off)
	pile := k.h.Tips().Lit(teach.PlacePile, k.pileStrip(pv, k.h.ContentSize().Width-k.u(10)))
	panels := widgets.Cols([]float32{1, 1}, k.u(6), k.h.Tips().Lit(teach.PlaceHand, k.playersPanel(pv)), k.h.Tips().Lit(teach.PlaceChoices, k.panel(action)))
	// what just happened and asked nothing of the table (issue 31), under
	// the pile. This screen may come at once after the last card of
	// Schemin', confirmed on a hand (issue 22): its train is no taller than
	// a hand screen's, so the pile (one row) stays above where that
	// confirm was and the strip, which acts on nothing, covers its place
	if strip := k.happenedStrip(k.h.ContentSize().Width-k.u(10), 2, true); strip != nil {
		bottom := widgets.Rows([]float32{0, 0, 1}, k.u(4), pile, strip, panels)
		top := widgets.Rows([]float32{0, 0}, k.u(4), pile, strip)
		return k.frameWeighted(pv, o, bottom, k.handTrainFloor(k.weightWithPile(confirmWeight, top, handTrainH)))
	}
	bottom := widgets.Rows([]float32{0, 1}, k.u(4), pile, panels)
	return k.frameWeighted(pv, o, bottom, k.weightWithPile(1.2, pile, trainMinH))
}

// actionPanel says whose turn it is and, for a screen seat's public choice
// (Stealin', events), offers the legal commands as buttons and lights them
// on the train.
func (k *Board) actionPanel(pv *express.PublicView, o *trainOpts) fyne.CanvasObject {
	g := k.w()
	actor := pv.Actor
	if actor == express.NoSeat {
		return k.logView()
	}
	mode := k.modeOf(actor)
	var card fyne.CanvasObject
	if pv.Resolving >= 0 && pv.Resolving < len(pv.Pile) {
		pc := pv.Pile[pv.Resolving]
		b := express.NoSeat
		if pc.Bandit != nil {
			b = *pc.Bandit
		}
		card = k.bigCard(pv, pc.Owner, b, pc.Card, 26)
	} else if pv.Phase == express.EventChoice {
		card = k.eventTile(pv.Round.Event)
	}
	switch {
	case mode == table.Phone && len(pv.Expected) > 1:
		return kit.Acted(k.label(i18n.WaitingWords(pv, pv.Expected).Render(g.lang), theme.SizeNameSubHeadingText, true))
	case mode == table.Phone:
		wait := kit.Acted(k.label(i18n.TurnWords(i18n.TurnPhone, pv, actor).Render(g.lang), theme.SizeNameSubHeadingText, true))
		parts := []fyne.CanvasObject{wait}
		if pv.Phase != express.Schemin {
			parts = append(parts, kit.Acted(k.label(g.prompt(pv), theme.SizeNameSubHeadingText, false)))
		}
		parts = append(parts, k.h.QRFor(actor, false))
		w := make([]float32, len(parts))
		w[len(w)-1] = 1
		content := k.withTakeBack(pv, widgets.Rows(w, k.u(4), parts...))
		if card != nil {
			return widgets.Cols([]float32{0.6, 1}, k.u(6), topOnly(card), content)
		}
		return content
	case mode.IsBot():
		if s, thinking := k.t.Thinking(); thinking && s == actor {
			return k.withTakeBack(pv, k.label(i18n.TurnWords(i18n.TurnThinking, pv, actor).Render(g.lang), theme.SizeNameSubHeadingText, true))
		}
		return k.withTakeBack(pv, k.label(i18n.TurnWords(i18n.TurnBot, pv, actor).Render(g.lang), theme.SizeNameSubHeadingText, true))
	}
	// a screen seat's public choice
	legal := playerView(k.t, actor).Legal
	prompt := kit.Acted(k.label(g.prompt(pv), theme.SizeNameSubHeadingText, true))
	var buttons []fyne.CanvasObject
	o.targets = map[express.Position]func(){}
	o.banditTaps = map[express.Seat]func(){}
	o.lit = map[express.Position]bool{}
	acting := seatBandit(pv, actor)
	if pv.ActingBandit != nil {
		acting = *pv.ActingBandit
	}
	me := pv.Bandits[acting].Position
	// one button per choice the table can tell apart: purses lying face
	// down at one place are lookalikes (the public screen knows no value)
	for i, ch := range i18n.Choices(legal, nil) {
		cmd := ch.Command
		do := func() { k.submit(cmd, pv.Version) }
		b := k.button(g.choice(ch, pv), kit.BtnNormal, do)
		b.Name = fmt.Sprintf("cmd:%d", i)
		buttons = append(buttons, b)
		switch cmd.Kind {
		case express.CmdMove:
			o.targets[destination(me, cmd)] = do
		case express.CmdMarshal:
			o.targets[express.Position{Wagon: cmd.Wagon, Floor: express.Inside}] = do
		case express.CmdPush:
			if pv.Target >= 0 {
				o.targets[destination(pv.Bandits[pv.Target].Position, cmd)] = do
			}
		case express.CmdShoot, express.CmdPunch:
			// the target's place, lit: a tap there when the target stands
			// alone in it (a whole place is a full-size target; a pawn's chip
			// is not), else the buttons choose (issue 23)
			at := pv.Bandits[cmd.Target].Position
			o.lit[at] = true
			if alone := bandsAt(pv, at) == 1; alone && cmd.Kind == express.CmdShoot {
				o.targets[at] = do
			}
		case express.CmdRob, express.CmdPickpocket:
			o.lit[me] = true
		default:
			horsesTargets(cmd, do, o)
		}
	}
	cols := 2
	if len(buttons) > 6 {
		cols = 3
	}
	grid := k.choiceGrid(cols, k.sz(100, kit.TouchHeight*0.85), buttons) // more columns before rows under a touch target (fit_layouts.go)
	parts := []fyne.CanvasObject{prompt, grid}
	weights := []float32{0, 1}
	if len(o.targets) > 0 || len(o.banditTaps) > 0 {
		hint := k.tile(nil, kit.ColTextDim, kit.MinText, kit.Tr(k.lang(), "wait.onTrain"))
		hint.MinTextSize = k.u(kit.MinText)
		hint.Min = k.sz(100, 18)
		parts = append(parts, hint)
		weights = append(weights, 0)
	}
	content := widgets.Rows(weights, k.u(4), parts...)
	if card != nil && (len(buttons) > 4 || pv.Stagecoach != nil && pv.Stage == express.StageRide) {
		// many places (a Move on a long train, a Ride): the buttons take the
		// width at a readable size; the card stays lit in the pile strip
		return content
	}
	if card != nil {
		return widgets.Cols([]float32{0.55, 1}, k.u(6), topOnly(card), content)
	}
	return content
}

// bandsAt counts the bandits standing at at.
func bandsAt(pv *express.PublicView, at express.Position) int {
	n := 0
	for _, b := range pv.Bandits {
		if b.Position == at {
			n++
		}
	}
	return n
}

// topOnly keeps a tile at the top of its area, at its minimum height: the
// bottom of the screen, where a narration's Continue was, stays free of
// anything that opens a pop-up (issue 22).
func topOnly(o fyne.CanvasObject) fyne.CanvasObject {
	return widgets.Rows([]float32{0, 1}, 0, o, layout.NewSpacer())
}

// bigCard is a pile card, large: its owner's colour, the card's name and
// the owner's name. Tapping it shows the card's rule.
func (k *Board) bigCard(pv *express.PublicView, owner, bandit express.Seat, card express.ActionKind, size float32) fyne.CanvasObject {
	g := k.w()
	c := seatChar(pv, owner)
	if bandit >= 0 && int(bandit) < len(pv.Bandits) {
		c = pv.Bandits[bandit].Character // the card's colour: which of the player's bandits it moves
	}
	second := g.character(c)
	if partner, ok := partnerCard(pv, owner, bandit); ok { // Teams: the partner's card, played by owner (§10)
		second = kit.Tr(k.lang(), "step.partnerOf", "partner", k.name(pv, partner))
	}
	t := k.tile(charFill(c), charInk(c), size, g.card(card), second)
	t.Bold = true
	t.Radius = k.u(10)
	t.Stroke, t.StrokeWidth = kit.ColCardFace, k.u(4)
	t.Min = k.sz(110, 130)
	t.Name = "card:" + card.String()
	if card != express.HiddenCard {
		t.OnTapped = k.act(func() { k.showHelp(helpTopic{kind: helpCard, card: card}) })
	}
	return t
}

// partnerCard reports whether bandit's card, played by player owner, is a
// partner's card (Teams, §10), and the partner's seat.
func partnerCard(pv *express.PublicView, owner, bandit express.Seat) (express.Seat, bool) {
	if bandit < 0 || int(bandit) >= len(pv.Bandits) || len(pv.Seats) == 0 {
		return express.NoSeat, false
	}
	p := seatOfBandit(pv, bandit)
	return p, p != owner
}

// playersPanel lists every seat: bandit, who plays it, bullets left, loot
// count and bullets received; the actor's row is lit.
func (k *Board) playersPanel(pv *express.PublicView) fyne.CanvasObject {
	head := func(s string) fyne.CanvasObject {
		t := k.tile(nil, kit.ColTextDim, 14, s)
		t.Min = k.sz(40, 20)
		return t
	}
	weights := []float32{1.5, 1, 0.8, 0.8, 0.8}
	heads := []fyne.CanvasObject{head(""), head(""), head(kit.Tr(k.lang(), "players.bullets")), head(kit.Tr(k.lang(), "players.loot")), head(kit.Tr(k.lang(), "players.hit"))}
	// Teams with more than four bandits: the team in a column of its own,
	// not on a second line the rows have no height for (issue 23)
	teamCol := len(pv.Bandits) > 4 && slices.Contains(pv.Modules, "teams")
	if teamCol {
		weights = []float32{1.3, 0.9, 1, 0.7, 0.7, 0.7}
		heads = append(heads[:2], append([]fyne.CanvasObject{head("")}, heads[2:]...)...)
	}
	cellRows := [][]fyne.CanvasObject{heads}
	seats := k.t.Seats()
	for _, b := range pv.Bandits {
		// Teams: the team under the name; Experts: the public discard pile's size
		var extra []string
		if p := seatOfBandit(pv, b.Seat); int(p) < len(pv.Seats) {
			sv := pv.Seats[p]
			if slices.Contains(pv.Modules, "teams") && !teamCol {
				extra = append(extra, kit.Tr(k.lang(), "players.team", "name", string(rune('A'+sv.Team))))
			}
			if len(sv.Discard) > 0 && sv.Bandits[0] == b.Seat {
				extra = append(extra, kit.Tr(k.lang(), "players.discard", "n", len(sv.Discard)))
			}
		}
		if b.Position.Area == express.AreaHidden { // hidden by the Time-Travel Car: off the train, nobody knows where
			extra = append(extra, kit.Tr(k.lang(), "car.hidden"))
		}
		if len(pv.Bandits) <= 4 { // a crowded panel has no room for a second line
			extra = append(extra, k.banditExtras(pv, b)...)
		}
		name := k.charTile(b.Character, 15, extra...)
		name.Min = k.sz(60, 26)
		player := seatOfBandit(pv, b.Seat)
		if player == pv.FirstPlayer {
			name.Lines[0] = "① " + name.Lines[0]
		}
		mode := table.Handoff
		if int(player) < len(seats) {
			mode = seats[player].Mode
		}
		fill := kit.ColPanel
		if pv.ActingBandit != nil && *pv.ActingBandit == b.Seat || pv.ActingBandit == nil && player == pv.Actor {
			fill = kit.WithAlpha(kit.ColBrass, 0x70)
		}
		cell := func(s string) *widgets.Tile {
			t := k.tile(fill, kit.ColText, 15, s)
			t.Min = k.sz(30, 26)
			t.Radius = k.u(4)
			return t
		}
		loot := len(b.Purses) + b.Jewels + b.Strongboxes + len(b.Flasks)
		cells := []fyne.CanvasObject{name, cell(kit.Tr(k.lang(), "mode."+string(mode)))}
		if teamCol {
			team := ""
			if p := seatOfBandit(pv, b.Seat); int(p) < len(pv.Seats) {
				team = kit.Tr(k.lang(), "players.team", "name", string(rune('A'+pv.Seats[p].Team)))
			}
			cells = append(cells, cell(team))
		}
		cells = append(cells, cell(fmt.Sprint(b.BulletsLeft)), cell(fmt.Sprint(loot)), cell(fmt.Sprint(b.BulletsReceived)))
		cellRows = append(cellRows, cells)
	}
	rows := k.fitCols(weights, cellRows) // every column wide enough for its words (players_fit.go)
	w := make([]float32, len(rows))
	for i := 1; i < len(w); i++ {
		w[i] = 1
	}
	return widgets.Rows(w, k.u(2), rows...)
}

// logView lists the latest pawn instructions (fast mode, or after a
// narration).
func (k *Board) logView() fyne.CanvasObject {
	var ls []fyne.CanvasObject
	for _, l := range k.log {
		ls = append(ls, k.lineView(l))
	}
	return container.NewVScroll(container.NewVBox(ls...))
}

func (k *Board) lineView(l line) fyne.CanvasObject {
	// a pawn instruction: words the table acts on (issue 34)
	t := kit.Acted(k.label("• "+l.text, kit.SizeNameAct, true))
	if l.why == "" {
		return t
	}
	w := k.label("   "+l.why, theme.SizeNameCaptionText, false)
	w.Importance = widget.LowImportance
	return container.NewVBox(t, w)
}

// curtainScreen hides the screen until the handoff seat taps: only the
// player's name, large, in their colour.
func (k *Board) curtainScreen(pv *express.PublicView, seat express.Seat) fyne.CanvasObject {
	c := seatChar(pv, seat)
	name := k.name(pv, seat)
	pass := k.text(k.w().t("handoff.passTo", map[string]any{"Name": ""}), 26, charInk(c), false)
	if !isText(pass.Text) {
		pass.Text = kit.Tr(k.lang(), "handoff.pass")
	}
	big := k.text(name, 84, charInk(c), true)
	for width := k.h.Canvas().Size().Width * 0.92; big.TextSize > k.u(30) && fyne.MeasureText(name, big.TextSize, big.TextStyle).Width > width; {
		big.TextSize -= k.u(4) // a player with two bandits has a long name
	}
	var notes []fyne.CanvasObject
	if pv.SecondAct {
		notes = append(notes, k.text(kit.Tr(k.lang(), "handoff.second"), 20, charInk(c), false))
	}
	if pv.Turn < len(pv.Round.Turns) && pv.Round.Turns[pv.Turn] == cards.Tunnel {
		notes = append(notes, k.text(kit.Tr(k.lang(), "handoff.tunnel"), 20, charInk(c), false))
	}
	look := k.text(kit.Tr(k.lang(), "handoff.look"), 18, charInk(c), false)
	tap := widgets.NewTile(kit.WithAlpha(kit.ColBrass, 0xff), i18n.TurnWords(i18n.TurnTap, pv, seat).Render(k.w().lang))
	tap.TextColor = kit.ColBrassDark
	tap.Bold = true
	tap.TextSize = k.u(24)
	tap.MinTextSize = k.u(kit.MinText)
	tap.Radius = k.u(14)
	tap.Min = k.sz(360, 84)
	tap.Name = "reveal"
	tap.OnTapped = k.act(func() { k.revealHand(seat) })
	tap.Ignore = k.h.SameFinger // not the second tap of the finger that just confirmed
	bar := k.curtainBar(pv)
	// between turns the table sees the pile (public) while the screen passes
	pile := k.h.Tips().Lit(teach.PlacePile, k.panel(k.pileStrip(pv, k.h.ContentSize().Width-k.u(28))))
	tapH := float32(90)
	rows := append([]fyne.CanvasObject{bar, pile, pass, big, look}, notes...)
	// what just happened and asked nothing of the table, under the bar (issue 31)
	happened := k.happenedStrip(k.h.ContentSize().Width-k.u(16), 3, true)
	if happened != nil {
		rows = append(rows, happened)
	}
	if k.curtainCrowded(rows, tapH) {
		// a long pile: the name and the tap target give it room (the
		// target stays well above a finger's size)
		tapH = 70
		tap.Min = k.sz(360, tapH-6)
		for big.TextSize > k.u(30) && k.curtainCrowded(rows, tapH) {
			big.TextSize -= k.u(4)
		}
	}
	center := container.NewVBox(append([]fyne.CanvasObject{
		container.NewCenter(kit.Acted(pass)), container.NewCenter(kit.Acted(big))},
		append(centered(notes), layout.NewSpacer(), container.NewCenter(k.h.Tips().Lit(teach.PlaceChoices, k.h.Tips().Lit(teach.PlaceHand, widgets.Fixed(fyne.NewSize(k.revealWidth(), k.u(tapH)), tap)))), container.NewCenter(kit.Acted(look)))...)...)
	body := widgets.Rows([]float32{0, 1, 0, 0}, k.u(6), bar, container.NewCenter(center), pile, k.h.ToastObject())
	switch {
	case happened != nil:
		body = widgets.Rows([]float32{0, 0, 1, 0, 0}, k.u(6), bar, happened, container.NewCenter(center), pile, k.h.ToastObject())
	case k.h.Fast() && len(k.log) > 0:
		// fast mode: the public pawn instructions of the last moves, below
		body = widgets.Rows([]float32{0, 1, 0.5, 0, 0}, k.u(6), bar, container.NewCenter(center), k.panel(k.logView()), pile, k.h.ToastObject())
	}
	bg := canvas.NewRectangle(charFill(c))
	return container.NewStack(bg, k.pad(body, 8))
}

// centered centres each of the curtain's notes (a Speed-Up's second
// action, a Tunnel): words the table acts on (kit.Acted).
func centered(objs []fyne.CanvasObject) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(objs))
	for i, o := range objs {
		out[i] = container.NewCenter(kit.Acted(o))
	}
	return out
}

// handScreen shows the revealed hand of the handoff seat and its legal
// commands as big buttons. It is built only after the seat's reveal tap,
// and the table's next update (after the choice) hides it again.
func (k *Board) handScreen(pv *express.PublicView) fyne.CanvasObject {
	g := k.w()
	seat := k.curtainSeat(pv)
	view := playerView(k.t, seat) // fetched only now, after the reveal tap
	c := seatChar(&view.PublicView, seat)
	// in games where a hand mixes two bandits' cards, each card shows its
	// bandit's colour (and so do the buttons that play, take or keep it)
	cardsInHand := view.HandCards
	if len(cardsInHand) == 0 {
		for _, kind := range view.Hand {
			cardsInHand = append(cardsInHand, express.CardView{Card: kind, Bandit: seatBandit(&view.PublicView, seat)})
		}
	}
	banditChar := func(b express.Seat) express.Character {
		if b >= 0 && int(b) < len(view.Bandits) {
			return view.Bandits[b].Character
		}
		return c
	}
	mixed := false // two bandits' cards in one hand
	for _, cv := range cardsInHand {
		mixed = mixed || cv.Bandit != cardsInHand[0].Bandit
	}
	var hand []fyne.CanvasObject
	marks := map[*widgets.HandCard][2][]string{} // a mixed hand's cards: by the bandit's name, or its mark when the names do not fit
	// a long hand (more than two rows of four) shows each card of a bandit
	// once with how many ("Shoot ×2"): its cards at a readable size
	counts := map[express.CardView]int{}
	if len(cardsInHand) > 8 {
		var once []express.CardView
		for _, cv := range cardsInHand {
			key := express.CardView{Card: cv.Card, Bandit: cv.Bandit}
			if counts[key] == 0 {
				once = append(once, cv)
			}
			counts[key]++
		}
		cardsInHand = once
	}
	for _, cv := range cardsInHand {
		kind := cv.Card
		cc := banditChar(cv.Bandit)
		fill, ink := kit.ColCardFace, kit.ColInk
		if kind == express.Bullet {
			fill, ink = kit.ColPanelLight, kit.ColTextDim
		}
		name := g.card(kind)
		if n := counts[express.CardView{Card: cv.Card, Bandit: cv.Bandit}]; n > 1 {
			name += fmt.Sprintf("\u00a0×%d", n) // never wrapped away from its card
		}
		h := widgets.NewHandCard(fill, name)
		if mixed { // the bandit by name too, not by colour alone (issue 23)
			h.Lines = append(h.Lines, g.character(cc))
			// the card first, then whose it is: a mark before the card read
			// like a word ("Do · Play Move", issue 31)
			marks[h] = [2][]string{h.Lines, {name + " · " + banditMark(cc, g.character(cc))}}
		}
		h.TextColor = ink
		h.TextSize = k.u(16)
		h.MinTextSize = k.u(kit.MinText)
		h.Radius = k.u(6)
		h.Bold = kind != express.Bullet
		h.Stroke, h.StrokeWidth = charFill(cc), k.u(3)
		h.Name = "hand:" + kind.String()
		h.OnTapped = k.act(func() { k.showHelp(helpTopic{kind: helpCard, card: kind}) })
		hand = append(hand, h)
	}
	// the whole pile of the round as this seat sees it (its own face-down
	// cards too); none before the round
	var pile fyne.CanvasObject
	if len(view.Pile) > 0 || view.Phase == express.Schemin {
		room := k.handPileRoom(&view.PublicView, cardsInHand, k.reveal.again)
		pile = k.h.Tips().Lit(teach.PlacePile, k.steadyHandPile(seat, k.reveal.again, k.pileStripFor(&view.PublicView, k.h.ContentSize().Width-k.u(10), room)))
	}
	cols := 4 // wide enough for "Changement d'étage" and "Van verdieping wisselen"
	if len(hand) > 12 || len(hand) > 8 && pile != nil && pile.MinSize().Height > k.u(pileCardH)+1 {
		cols = 5 // a long pile above takes a row's height: the cards take less
	}
	// fewer columns when a card's longest word would not fit at a readable
	// size (issue 23: "Déplacement" at 12 px is wider than a fifth of the panel)
	panelW := k.h.ContentSize().Width/2.15 - k.u(24)
	for cols > 2 {
		cardW := (panelW-k.u(4)*float32(cols-1))/float32(cols) - 2*theme.Padding()
		fits := true
		for _, h := range hand {
			for _, w := range strings.Fields(strings.Join(h.(*widgets.HandCard).Lines, " ")) {
				fits = fits && fyne.MeasureText(w, k.u(kit.MinText), fyne.TextStyle{Bold: true}).Width <= cardW
			}
		}
		if fits {
			break
		}
		cols--
	}
	if len(hand) > 12 && len(hand) <= 16 && view.Stagecoach != nil {
		cols = 4 // the Ride cards of a two-bandit hand: a fourth row rather than narrow cards
	}
	// three lines of 12 px ("Van / verdieping / wisselen"); fewer columns
	// when a name would not show whole (never a shortened name)
	var handGrid fyne.CanvasObject = container.New(&handGridLayout{maxCols: cols, cell: k.sz(70, 52), gap: k.u(4), marks: marks}, hand...)
	if len(hand) == 0 && view.Stage == express.StageHorseAttack { // no cards yet: how the fists work (§11)
		handGrid = k.label(g.t("help.horses.attack", nil), "", false)
	}
	title := k.tile(nil, kit.ColBrass, 17, kit.Tr(k.lang(), "hand.title", "name", k.name(&view.PublicView, seat)))
	title.Bold = true
	title.MinTextSize = k.u(kit.MinText)
	title.Min = k.sz(100, 30)
	var buttons []fyne.CanvasObject
	o := trainOpts{targets: map[express.Position]func(){}, lit: map[express.Position]bool{}}
	choices := i18n.Choices(view.Legal, view.KnownPurses)
	// in fixed slots under "Play a card or draw:", a play button names just
	// its card ("Floor Change", not "Play Floor Change"): three slots a row
	// keep a readable size in every language (issue 23)
	_, _, inSlots := playSlots(choices, view.Stagecoach != nil)
	// two bandits' choices: a page per bandit, chosen by its tab (handpages.go)
	var pages *handPages
	var tab handTab
	if len(view.HandCards) > 0 && int(seat) < len(view.Seats) {
		if pages = pagesOf(choices, view.Seats[seat].Bandits); pages != nil {
			tab = pages.tabFor(k.handTab, seat)
			k.handTab = tab
		}
	}
	k.handTabName = "" // the confirm names the bandit of a card chosen on a page
	if pages != nil {
		k.handTabName = g.character(banditChar(tab.bandit))
	}
	var shown []i18n.Choice
	for i, ch := range choices {
		if pages != nil && !pages.shows(tab, ch.Command) {
			continue
		}
		shown = append(shown, ch)
		c := ch.Command
		if c.Kind == express.CmdHide && c.Wagon >= 0 { // the hiding place, also tappable on the train (this screen is private)
			o.targets[express.Position{Wagon: c.Wagon, Floor: express.Inside}] = func() { k.submit(c, view.Version) }
		}
		horsesTargets(c, func() { k.submit(c, view.Version) }, &o)
		kind := kit.BtnNormal
		if c.Kind == express.CmdPlay {
			kind = kit.BtnPrimary
		}
		label := g.choice(ch, &view.PublicView)
		if k.selected(seat, view.Version, c) {
			kind = kit.BtnSelected
		}
		cb := i18n.CommandBandit(c)
		if pages != nil && cb != express.NoSeat && c.Kind == express.CmdPlay { // the card; the confirm names the bandit above it
			label = g.card(c.Card)
			if c.FaceDown {
				label += " " + g.t("term.faceDown", nil)
			}
		}
		b := k.button(label, kind, func() { k.choose(seat, c, view.Version, label) })
		// numbered on screen: a paged hand's buttons are those of its page
		b.Name = fmt.Sprintf("cmd:%d", len(buttons))
		if pages == nil {
			b.Name = fmt.Sprintf("cmd:%d", i)
		}
		if inSlots && c.Kind == express.CmdPlay && (view.Stage == express.StageNone || view.Stage == express.StageTurmoil) || c.Kind == express.CmdTakeCard {
			// the question above says what a tap does ("Turmoil: choose a
			// card or draw 3", "choose a card for your new hand"): the
			// button names the card, on two lines at most at a readable size
			b.Lines = []string{g.card(c.Card)}
		}
		if len(view.HandCards) > 0 && cb != express.NoSeat {
			bc := banditChar(cb)
			b.Fill, b.TextColor = charFill(bc), charInk(bc)
			switch {
			case pages != nil && c.Kind == express.CmdPlay && c.FaceDown:
				b.Lines = []string{g.card(c.Card), g.t("term.faceDown", nil)} // the tab above names the bandit
				b.MinTextSize = k.u(kit.MinText)
				if !k.fitsPagedCell(b.Lines[0]) {
					// 12 px still for "Van verdieping / wisselen / gedekt" four
					// a row (hand-teams-6 nl: readcheck's open.txt, issue 34)
					b.MinTextSize = k.u(12)
				}
			case pages != nil && c.Kind == express.CmdPlay:
				b.Lines = []string{g.card(c.Card)}
				b.MinTextSize = k.u(kit.MinText)
			case pages != nil:
			default:
				b.Lines[0] = banditMark(bc, g.character(bc)) + " · " + b.Lines[0] // the bandit by its mark, not colour alone (issue 23)
			}
		}
		buttons = append(buttons, b)
	}
	hide := k.button(kit.Tr(k.lang(), "hand.hide"), kit.BtnQuiet, func() { k.reveal = revealKey{} })
	hide.Name = "hide"
	hide.Min = k.sz(90, kit.TouchHeight*0.8)
	if l := hide.Lines[0]; len(l) > 12 { // "Verbergen en doorgeven": two lines at a readable size (issue 34)
		hide.Lines = kit.WrapWords(l, (len(l)+1)/2+2)
	}
	heading := kit.Tr(k.lang(), "hand.choose")
	switch view.Stage { // the variants' secret steps ask their own question
	case express.StageHands, express.StageTakeCard, express.StageKeep, express.StageBullets, express.StageCover, express.StageHide,
		express.StageHorseAttack, express.StageAttackAlone, express.StageTurmoil, express.StagePlan: // and the Horses & Stagecoach ones (§11)
		heading = g.prompt(&view.PublicView)
	}
	// the player's own secret: where its bandit hidden by the Time-Travel
	// Car will appear (lit on the train of this private screen only)
	var appear []fyne.CanvasObject
	for _, h := range view.Hiding {
		o.lit[h.At] = true
		a := k.tile(kit.WithAlpha(kit.ColCar, 0x90), kit.ColText, 14, kit.Tr(k.lang(), "car.appearAt", "name", g.character(view.Bandits[h.Bandit].Character), "at", i18n.PositionAt(g.lang, h.At, len(view.Train))))
		a.Bold = true
		a.MinTextSize = k.u(kit.MinText)
		a.Min = k.sz(100, 40) // two lines at a readable size (issue 23)
		a.Name = "appear-at"
		appear = append(appear, a)
	}
	// the cards this player already keeps for the next round (Experts, Plan
	// of Attack): its own secret, on its own private screen (issue 25 item 6)
	if len(view.Kept) > 0 {
		var names []string
		for _, cv := range view.Kept {
			n := g.card(cv.Card)
			if len(view.HandCards) > 0 {
				n += " (" + g.character(banditChar(cv.Bandit)) + ")"
			}
			names = append(names, n)
		}
		// a long list takes more lines, never a smaller font
		lines := kit.WrapWords(g.t("hand.youKeep", map[string]any{"Cards": i18n.JoinNames(g.lang, names)}), 40)
		kept := k.tile(kit.WithAlpha(kit.ColBrass, 0x50), kit.ColText, 14, lines...)
		kept.MinTextSize = k.u(kit.MinText)
		kept.Min = k.sz(100, float32(4+19*len(lines)))
		kept.Name = "kept"
		appear = append(appear, kept)
	}
	again := k.reveal.again && heading == kit.Tr(k.lang(), "hand.choose")
	if again { // the same player plays again at once: no curtain in between, said here
		heading = kit.Tr(k.lang(), "hand.again")
		if view.SecondAct {
			heading = kit.Tr(k.lang(), "handoff.second")
		}
	}
	// a long question (a two-bandit player's names) shrinks or wraps
	headingTile := k.tile(nil, kit.ColText, 15, heading)
	if again {
		headingTile.Fill, headingTile.TextColor = kit.WithAlpha(kit.ColBrass, 0x90), kit.ColText
		headingTile.Name = "again"
	}
	headingTile.Bold = true
	headingTile.MinTextSize = k.u(kit.MinText)
	headingTile.Min = k.sz(100, 24)
	if k.headingWraps(heading, pages == nil && slices.ContainsFunc(choices, func(ch i18n.Choice) bool { return needsConfirm(ch.Command) })) {
		headingTile.Min = k.sz(100, 42) // two lines at a readable size, never a smaller font (issue 34)
	}
	// every hand screen with a confirm, in a game whose hands can be paged,
	// has the paged confirm's taller top row: the choices below start at
	// the same height on each, never under the finger that just confirmed
	// (issue 22 item 5)
	topH := float32(minTouch)
	confirmed := slices.ContainsFunc(choices, func(ch i18n.Choice) bool { return needsConfirm(ch.Command) })
	if confirmed && (int(seat) < len(view.Seats) && len(view.Seats[seat].Bandits) > 1 || slices.Contains(view.Modules, "teams")) {
		topH = pagedConfirmH
		if pages == nil { // (a page has the tabs and the confirm on its top row, the question above)
			headingTile.Min = k.sz(100, topH)
		}
	}
	var right fyne.CanvasObject
	if pages != nil {
		tabs, face := k.tabTiles(pages, tab, banditChar)
		right = k.pagedChoicePanel(headingTile, heading == kit.Tr(k.lang(), "hand.choose"), tabs, face, shown, buttons, seat, view.Version, view.Stagecoach != nil)
	} else {
		right = k.choicePanel(headingTile, choices, buttons, seat, view.Version, view.Stagecoach != nil, topH)
	}
	// the player's own loot under their name, beside the hide button
	head := widgets.Rows([]float32{0, 0}, k.u(2), title, k.lootPanel(&view))
	leftRows := []fyne.CanvasObject{widgets.Cols([]float32{1, 0}, k.u(4), head, hide)}
	leftWeights := []float32{0}

	for _, a := range appear {
		leftRows = append(leftRows, a)
		leftWeights = append(leftWeights, 0)
	}
	left := widgets.Rows(append(leftWeights, 1), k.u(4), append(leftRows, handGrid)...)
	var bottom fyne.CanvasObject = widgets.Cols([]float32{1, 1.15}, k.u(6), k.h.Tips().Lit(teach.PlaceHand, k.panel(left)), k.h.Tips().Lit(teach.PlaceChoices, k.panel(right)))
	if pile == nil {
		return k.frameWeighted(&view.PublicView, o, bottom, k.handTrainFloor(handWeight(choices)))
	}
	bottom = widgets.Rows([]float32{0, 1}, k.u(4), pile, bottom)
	return k.frameWeighted(&view.PublicView, o, bottom, k.handTrainFloor(k.weightWithPile(handWeight(choices), pile, trainMinH)))
}

// headingWraps reports whether a hand screen's question does not hold on
// one line of the choices' panel at kit.MinText (beside the confirm when
// one is there): it then takes two lines.
func (k *Board) headingWraps(heading string, besideConfirm bool) bool {
	w := (k.h.ContentSize().Width-k.u(16))*1.15/2.15 - 2*k.u(6)
	if besideConfirm {
		w = (w - k.u(4)) * confirmCols[0] / (confirmCols[0] + confirmCols[1])
	}
	return fyne.MeasureText(heading, k.u(kit.MinText), fyne.TextStyle{Bold: true}).Width > w-2*theme.Padding()
}

// fitsPagedCell reports whether a card's name holds on one line, bold at
// kit.MinText, in a cell of a two-bandit page's choices (four a row).
func (k *Board) fitsPagedCell(name string) bool {
	panelW := (k.h.ContentSize().Width-k.u(16))*1.15/2.15 - 2*k.u(6)
	cellW := (panelW-3*k.u(4))/4 - 2*theme.Padding()
	return fyne.MeasureText(name, k.u(kit.MinText), fyne.TextStyle{Bold: true}).Width <= cellW
}
