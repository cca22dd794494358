package expressboard

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// gameScreen picks the in-game screen: narration first, then the scores
// (a page the shell frames), the handoff curtain or hand, or the table
// with its action panel.
func (k *Board) gameScreen() kit.Screen {
	pv := k.shell.pub()
	k.narr.happenedShown = nil // what the strip says, once a screen draws it (happened.go)
	if len(k.narr.steps) > 0 {
		return kit.Screen{Body: k.stepPages.stepScreen(&pv, k.narr.steps[0])}
	}
	if pv.Phase == express.GameOver {
		return k.scores.screen(pv.Result, false)
	}
	if s := k.curtain.curtainSeat(&pv); s != express.NoSeat {
		if k.curtain.revealed(&pv) {
			return kit.Screen{Body: k.handScreen(&pv)}
		}
		return kit.Screen{Body: k.curtainScreen(&pv, s)}
	}
	return kit.Screen{Body: k.tableScreen(&pv)}
}

// gameFrame is the common in-game layout: the round bar, the train and a
// bottom area, and the bottom's share on a hand screen (handTrainFloor,
// handpages.go). It reads the narration (a step of a round gone by shows
// that round's bar; the log button) and the board lends it the top a
// teaching tip gives the screen (tipTop).
type gameFrame struct {
	shellKit
	art trainArt
	*narration
	tipTop func(bar fyne.CanvasObject, weight float32) (fyne.CanvasObject, float32)
	// drawn is the train the last game screen drew: its value and its
	// picture (the kiosk's tests compare the two: Inspector.TrainDrawn)
	drawn struct {
		train screen.Train
		obj   fyne.CanvasObject
	}
}

// frameWeighted is the frame with the bottom area's share of the height
// (the train has 1).
func (k *gameFrame) frameWeighted(pv *express.PublicView, o trainOpts, bottom fyne.CanvasObject, weight float32) fyne.CanvasObject {
	bar := k.roundBar(pv.Round, pv.Phase, pv.Turn)
	if len(k.steps) > 0 && k.steps[0].rv.Number != pv.Round.Number && k.steps[0].rv.Number > 0 {
		bar = k.roundBar(k.steps[0].rv, express.Stealin, len(k.steps[0].rv.Turns))
	}
	k.drawn.train = k.art.trainModel(pv, o)
	k.drawn.obj = k.art.drawTrain(k.drawn.train)
	train := k.h.Tips().Lit(teach.PlaceTrain, k.drawn.obj)
	rows := widgets.Rows([]float32{0, 1, weight, 0}, k.u(5), bar, train, bottom, k.h.ToastSlot())
	if top, w := k.tipTop(bar, weight); top != nil {
		rows = widgets.Rows([]float32{0, 1, w, 0}, k.u(5), top, train, bottom, k.h.ToastSlot())
	}
	return k.background(kit.ColBackground, k.pad(rows, 5))
}

// roundBar shows the round, its turns with the current one lit, the event
// to come, and the operator gear.
func (k *gameFrame) roundBar(rv express.RoundView, phase express.Phase, turn int) fyne.CanvasObject {
	g := k.w()
	m := barModel(k.shellKit, rv, phase, turn) // the values (model_table.go)
	round := k.tile(kit.ColPanelLight, kit.ColText, 16, m.Round.Label)
	round.Bold = true
	round.Min = k.sz(96, 44)
	round.Name = m.Round.Name
	round.OnTapped = k.act(m.Round.Do)
	var turns []fyne.CanvasObject
	for i, tc := range m.Turns {
		fill, ink := kit.ColPanel, kit.ColTextDim
		switch {
		case tc.On:
			fill, ink = kit.ColBrass, kit.ColBrassDark
		case phase == express.Schemin && i < turn, phase != express.Schemin:
			fill, ink = kit.ColPanel, kit.WithAlpha(kit.ColTextDim, 0x90)
		default:
			fill, ink = kit.ColPanelLight, kit.ColText
		}
		t := k.tile(fill, ink, 14, tc.Label)
		t.Bold = tc.On
		t.Min = k.sz(56, 44)
		t.Name = tc.Name
		t.OnTapped = k.act(tc.Do)
		turns = append(turns, t)
	}
	// each turn as wide as its word needs at 13 px (issue 23: "Classique",
	// "Accelerazione" are never cut), the rest shared out evenly
	var turnRow fyne.CanvasObject = layout.NewSpacer()
	if len(turns) > 0 {
		weights := make([]float32, len(turns))
		for i, tk := range rv.Turns {
			weights[i] = kit.MeasureText(g.turnKind(tk), k.u(13), fyne.TextStyle{Bold: true}).Width + k.u(24)
		}
		turnRow = widgets.Cols(weights, k.u(4), turns...)
	}
	turnRow = k.h.Tips().Lit(teach.PlaceTurns, turnRow) // a tip about the turns lights them (teach.go)
	ev := k.tile(kit.ColCardFace, kit.ColInk, 15, m.Event.Label)
	ev.Bold = true
	ev.Min = k.sz(150, 44)
	ev.Name = m.Event.Name
	ev.OnTapped = k.act(m.Event.Do)
	return widgets.Cols([]float32{0, 1.6, 1, 0, 0}, k.u(4), round, turnRow, k.h.Tips().Lit(teach.PlaceEvent, ev), k.moves.openButton(), k.h.GearSlot())
}

// tableScreen is the table between choices: players, pile and the action panel.
func (k *Board) tableScreen(pv *express.PublicView) fyne.CanvasObject {
	o := trainOpts{}
	action := k.actionPanel(pv, &o)
	if k.shell.h.Fast() && len(k.narr.log) > 0 && pv.Actor != express.NoSeat {
		// fast mode: no pauses, but the latest pawn instructions stay in view
		action = widgets.Rows([]float32{1.3, 1}, k.shell.u(4), action, k.logView())
	}
	// the whole pile, in order, across the screen (item: never cut off)
	pile := k.shell.h.Tips().Lit(teach.PlacePile, k.pile.pileStrip(pileModel(k.shell, pv), k.shell.h.ContentSize().Width-k.shell.u(10)))
	panels := widgets.Cols([]float32{1, 1}, k.shell.u(6), k.shell.h.Tips().Lit(teach.PlaceHand, k.playersPanel(pv)), k.shell.h.Tips().Lit(teach.PlaceChoices, k.shell.panel(action)))
	// what just happened and asked nothing of the table (issue 31), under
	// the pile. This screen may come at once after the last card of
	// Schemin', confirmed on a hand (issue 22): its train is no taller than
	// a hand screen's, so the pile (one row) stays above where that
	// confirm was and the strip, which acts on nothing, covers its place
	if strip := k.narr.happenedStrip(k.shell.h.ContentSize().Width-k.shell.u(10), 2, true); strip != nil {
		bottom := widgets.Rows([]float32{0, 0, 1}, k.shell.u(4), pile, strip, panels)
		top := widgets.Rows([]float32{0, 0}, k.shell.u(4), pile, strip)
		return k.frame.frameWeighted(pv, o, bottom, k.frame.handTrainFloor(k.pile.weightWithPile(confirmWeight, top, handTrainH)))
	}
	bottom := widgets.Rows([]float32{0, 1}, k.shell.u(4), pile, panels)
	return k.frame.frameWeighted(pv, o, bottom, k.pile.weightWithPile(1.2, pile, trainMinH))
}

// actionPanel says whose turn it is and, for a screen seat's public choice
// (Stealin', events), offers the legal commands as buttons and lights them
// on the train.
func (k *Board) actionPanel(pv *express.PublicView, o *trainOpts) fyne.CanvasObject {
	actor := pv.Actor
	if actor == express.NoSeat {
		return k.logView()
	}
	mode := k.shell.modeOf(actor)
	var card fyne.CanvasObject
	switch big, ev := tableCards(k.shell, pv); { // the values (model_card.go)
	case big != nil:
		card = k.pile.bigCard(*big, 26)
	case ev != nil:
		card = k.stepPages.eventTile(*ev)
	}
	wait := waitWords(k, pv) // the values (model_table.go)
	switch {
	case mode == table.Phone && len(pv.Expected) > 1:
		return kit.Acted(k.shell.label(wait[0], theme.SizeNameSubHeadingText, true))
	case mode == table.Phone:
		parts := []fyne.CanvasObject{kit.Acted(k.shell.label(wait[0], theme.SizeNameSubHeadingText, true))}
		if len(wait) > 1 {
			parts = append(parts, kit.Acted(k.shell.label(wait[1], theme.SizeNameSubHeadingText, false)))
		}
		parts = append(parts, k.shell.h.Phones().QR(actor, false))
		w := make([]float32, len(parts))
		w[len(w)-1] = 1
		content := k.takeBack.below(pv, widgets.Rows(w, k.shell.u(4), parts...))
		if card != nil {
			return widgets.Cols([]float32{0.6, 1}, k.shell.u(6), topOnly(card), content)
		}
		return content
	case mode.IsBot():
		return k.takeBack.below(pv, k.shell.label(wait[0], theme.SizeNameSubHeadingText, true))
	}
	// a screen seat's public choice: its values (model_hand.go) and the
	// train's places and bandits a tap chooses
	m, _ := chooseModel(k, pv, o)
	prompt := kit.Acted(k.shell.label(m.Prompt, theme.SizeNameSubHeadingText, true))
	var buttons []fyne.CanvasObject
	for _, p := range m.Plays {
		b := k.shell.button(p.Label, kit.BtnNormal, p.Do)
		b.Name = p.Name
		b.Lines = p.Lines
		buttons = append(buttons, b)
	}
	cols := 2
	if len(buttons) > 6 {
		cols = 3
	}
	grid := k.choiceGrid(cols, k.shell.sz(100, kit.TouchHeight*0.85), buttons) // more columns before rows under a touch target (fit_layouts.go)
	parts := []fyne.CanvasObject{prompt, grid}
	weights := []float32{0, 1}
	if m.OnTrain != "" {
		hint := k.shell.tile(nil, kit.ColTextDim, kit.MinText, m.OnTrain)
		hint.MinTextSize = k.shell.u(kit.MinText)
		hint.Min = k.shell.sz(100, 18)
		parts = append(parts, hint)
		weights = append(weights, 0)
	}
	content := widgets.Rows(weights, k.shell.u(4), parts...)
	if card != nil && (len(buttons) > 4 || pv.Stagecoach != nil && pv.Stage == express.StageRide) {
		// many places (a Move on a long train, a Ride): the buttons take the
		// width at a readable size; the card stays lit in the pile strip
		return content
	}
	if card != nil {
		return widgets.Cols([]float32{0.55, 1}, k.shell.u(6), topOnly(card), content)
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

// bigCard draws a pile card large (m, bigCardModel): its bandit's
// colours, the card's name over its second line. Tapping it shows the
// card's rule (a hidden card's tile has no tap).
func (k *pileArt) bigCard(m screen.BigCard, size float32) fyne.CanvasObject {
	t := k.tile(m.Fill, m.Ink, size, m.Lines()...)
	t.Bold = true
	t.Radius = k.u(10)
	t.Stroke, t.StrokeWidth = kit.ColCardFace, k.u(4)
	t.Min = k.sz(110, 130)
	t.Name = m.Name
	if m.Do != nil {
		t.OnTapped = k.act(m.Do)
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
		t := k.shell.tile(nil, kit.ColTextDim, 14, s)
		t.Min = k.shell.sz(40, 20)
		return t
	}
	weights := []float32{1.5, 1, 0.8, 0.8, 0.8}
	heads := []fyne.CanvasObject{head(""), head(""), head(kit.Tr(k.shell.lang(), "players.bullets")), head(kit.Tr(k.shell.lang(), "players.loot")), head(kit.Tr(k.shell.lang(), "players.hit"))}
	// Teams with more than four bandits: the team in a column of its own,
	// not on a second line the rows have no height for (issue 23)
	teamCol := crowdedTeams(pv)
	if teamCol {
		weights = []float32{1.3, 0.9, 1, 0.7, 0.7, 0.7}
		heads = append(heads[:2], append([]fyne.CanvasObject{head("")}, heads[2:]...)...)
	}
	cellRows := [][]fyne.CanvasObject{heads}
	for _, row := range playerRows(k, pv) { // the values (model_table.go)
		name := k.shell.tile(row.Fill, row.Ink, 15, row.Lines...)
		name.Bold = true
		name.Stroke, name.StrokeWidth = kit.ColTextDim, k.shell.u(1)
		name.Name = row.Tile.Name
		name.OnTapped = k.shell.act(row.Tile.Do)
		name.Min = k.shell.sz(60, 26)
		fill := kit.ColPanel
		if row.Acting {
			fill = kit.WithAlpha(kit.ColBrass, 0x70)
		}
		cell := func(s string) *widgets.Tile {
			t := k.shell.tile(fill, kit.ColText, 15, s)
			t.Min = k.shell.sz(30, 26)
			t.Radius = k.shell.u(4)
			return t
		}
		cells := []fyne.CanvasObject{name, cell(row.Mode)}
		if teamCol {
			cells = append(cells, cell(row.Team))
		}
		cells = append(cells, cell(row.Bullets), cell(row.Loot), cell(row.Hit))
		cellRows = append(cellRows, cells)
	}
	rows := k.fitCols(weights, cellRows) // every column wide enough for its words (players_fit.go)
	w := make([]float32, len(rows))
	for i := 1; i < len(w); i++ {
		w[i] = 1
	}
	return widgets.Rows(w, k.shell.u(2), rows...)
}

// logView lists the latest pawn instructions (fast mode, or after a
// narration).
func (k *Board) logView() fyne.CanvasObject {
	var ls []fyne.CanvasObject
	for _, l := range k.narr.log {
		ls = append(ls, k.lineView(l))
	}
	return container.NewVScroll(container.NewVBox(ls...))
}

func (k *Board) lineView(l line) fyne.CanvasObject {
	// a pawn instruction: words the table acts on (issue 34)
	t := kit.Acted(k.shell.label("• "+l.text, kit.SizeNameAct, true))
	if l.why == "" {
		return t
	}
	w := k.shell.label("   "+l.why, theme.SizeNameCaptionText, false)
	w.Importance = widget.LowImportance
	return container.NewVBox(t, w)
}

// curtainScreen hides the screen until the handoff seat taps: only the
// player's name, large, in their colour.
func (k *Board) curtainScreen(pv *express.PublicView, seat express.Seat) fyne.CanvasObject {
	m := curtainModel(k, pv, seat) // the values (model_hand.go)
	name := m.Name
	pass := k.shell.text(m.Pass, 26, m.Ink, false)
	big := k.shell.text(name, 84, m.Ink, true)
	for width := k.shell.h.Canvas().Size().Width * 0.92; big.TextSize > k.shell.u(30) && kit.MeasureText(name, big.TextSize, big.TextStyle).Width > width; {
		big.TextSize -= k.shell.u(4) // a player with two bandits has a long name
	}
	var notes []fyne.CanvasObject
	for _, n := range m.Notes {
		notes = append(notes, k.shell.text(n, 20, m.Ink, false))
	}
	look := k.shell.text(m.Hint, 18, m.Ink, false)
	tap := widgets.NewTile(kit.WithAlpha(kit.ColBrass, 0xff), m.Reveal.Label)
	tap.TextColor = kit.ColBrassDark
	tap.Bold = true
	tap.TextSize = k.shell.u(24)
	tap.MinTextSize = k.shell.u(kit.MinText)
	tap.Radius = k.shell.u(14)
	tap.Min = k.shell.sz(360, 84)
	tap.Name = m.Reveal.Name
	tap.OnTapped = k.shell.act(m.Reveal.Do)
	tap.Ignore = k.shell.h.SameFinger // not the second tap of the finger that just confirmed
	bar := k.takeBack.curtainBar(pv)
	// between turns the table sees the pile (public) while the screen passes
	pile := k.shell.h.Tips().Lit(teach.PlacePile, k.shell.panel(k.pile.pileStrip(pileModel(k.shell, pv), k.shell.h.ContentSize().Width-k.shell.u(28))))
	tapH := float32(90)
	rows := append([]fyne.CanvasObject{bar, pile, pass, big, look}, notes...)
	// what just happened and asked nothing of the table, under the bar (issue 31)
	happened := k.narr.happenedStrip(k.shell.h.ContentSize().Width-k.shell.u(16), 3, true)
	if happened != nil {
		rows = append(rows, happened)
	}
	if k.pile.curtainCrowded(rows, tapH) {
		// a long pile: the name and the tap target give it room (the
		// target stays well above a finger's size)
		tapH = 70
		tap.Min = k.shell.sz(360, tapH-6)
		for big.TextSize > k.shell.u(30) && k.pile.curtainCrowded(rows, tapH) {
			big.TextSize -= k.shell.u(4)
		}
	}
	center := container.NewVBox(append([]fyne.CanvasObject{
		container.NewCenter(kit.Acted(pass)), container.NewCenter(kit.Acted(big))},
		append(centered(notes), layout.NewSpacer(), container.NewCenter(k.shell.h.Tips().Lit(teach.PlaceChoices, k.shell.h.Tips().Lit(teach.PlaceHand, widgets.Fixed(fyne.NewSize(k.confirmer.revealWidth(), k.shell.u(tapH)), tap)))), container.NewCenter(kit.Acted(look)))...)...)
	body := widgets.Rows([]float32{0, 1, 0, 0}, k.shell.u(6), bar, container.NewCenter(center), pile, k.shell.h.ToastSlot())
	switch {
	case happened != nil:
		body = widgets.Rows([]float32{0, 0, 1, 0, 0}, k.shell.u(6), bar, happened, container.NewCenter(center), pile, k.shell.h.ToastSlot())
	case k.shell.h.Fast() && len(k.narr.log) > 0:
		// fast mode: the public pawn instructions of the last moves, below
		body = widgets.Rows([]float32{0, 1, 0.5, 0, 0}, k.shell.u(6), bar, container.NewCenter(center), k.shell.panel(k.logView()), pile, k.shell.h.ToastSlot())
	}
	bg := canvas.NewRectangle(m.Fill)
	return container.NewStack(bg, k.shell.pad(body, 8))
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
// commands as big buttons (handScreen, handscreen.go). It is built only
// after the seat's reveal tap, and the table's next update (after the
// choice) hides it again.
func (k *Board) handScreen(pv *express.PublicView) fyne.CanvasObject {
	return newHandScreen(k, pv).build()
}
