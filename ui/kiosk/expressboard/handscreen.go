package expressboard

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// handScreen is one revealed hand's screen being built: the seat behind
// the curtain, its own view (fetched only after the reveal tap), the cards
// in its hand, the train's targets and the choices. Its pieces are its
// methods; build lays them out: the train, the pile of the round, the hand
// (title, loot, Hide, the cards) on the left and the question and its
// choices on the right.
type handScreen struct {
	k    *Board
	g    gameWords
	seat express.Seat
	view express.PlayerView
	c    express.Character // the seat's bandit
	// cards are the hand's cards, each with its bandit (in games where a
	// hand mixes two bandits' cards, each card shows its bandit's colour,
	// and so do the buttons that play, take or keep it)
	cards   []express.CardView
	o       trainOpts
	choices []i18n.Choice
	pages   *handPages // two bandits' choices: a page per bandit (handpages.go)
	tab     handTab
	// m is the screen's values (model_hand.go), which build draws; shown
	// are the choices of its plays
	m     screen.Hand
	shown []i18n.Choice
}

func newHandScreen(k *Board, pv *express.PublicView) *handScreen {
	seat := k.curtain.curtainSeat(pv)
	h := &handScreen{k: k, g: k.shell.w(), seat: seat, view: playerView(k.shell.t, seat)}
	h.c = seatChar(&h.view.PublicView, seat)
	h.cards = h.view.HandCards
	if len(h.cards) == 0 {
		for _, kind := range h.view.Hand {
			h.cards = append(h.cards, express.CardView{Card: kind, Bandit: seatBandit(&h.view.PublicView, seat)})
		}
	}
	h.o = trainOpts{targets: map[express.Position]func(){}, lit: map[express.Position]bool{}}
	h.choices = i18n.Choices(h.view.Legal, h.view.KnownPurses)
	if len(h.view.HandCards) > 0 && int(seat) < len(h.view.Seats) {
		if h.pages = pagesOf(h.choices, h.view.Seats[seat].Bandits); h.pages != nil {
			h.tab = h.pages.tabFor(k.handTab, seat)
			k.handTab = h.tab
		}
	}
	k.handTabName = "" // the confirm names the bandit of a card chosen on a page
	if h.pages != nil {
		k.handTabName = h.g.character(h.banditChar(h.tab.bandit))
	}
	h.m, h.shown = h.model()
	return h
}

// banditChar is bandit b's character (the seat's own when b is none).
func (h *handScreen) banditChar(b express.Seat) express.Character {
	if b >= 0 && int(b) < len(h.view.Bandits) {
		return h.view.Bandits[b].Character
	}
	return h.c
}

// build lays the screen out.
func (h *handScreen) build() fyne.CanvasObject {
	k := h.k
	pile := h.pileStrip()
	cards, marks := h.handCards()
	handGrid := h.handGrid(cards, marks, pile)
	buttons := h.choiceButtons()
	heading, again := h.m.Instruction, h.m.Again
	headingTile := h.headingTile(heading, again)
	var right fyne.CanvasObject
	if h.pages != nil {
		tabs, face := k.tabTiles(h.m.Tabs, h.m.Face, h.pages, h.banditChar)
		right = k.confirmer.pagedChoicePanel(headingTile, heading == kit.Tr(k.shell.lang(), "hand.choose"), tabs, face, h.shown, buttons, h.seat, h.view.Version, h.view.Stagecoach != nil)
	} else {
		right = k.confirmer.choicePanel(headingTile, h.choices, buttons, h.seat, h.view.Version, h.view.Stagecoach != nil, h.topH(headingTile))
	}
	title := k.shell.tile(nil, kit.ColBrass, 17, h.m.Title)
	title.Bold = true
	title.MinTextSize = k.shell.u(kit.MinText)
	title.Min = k.shell.sz(100, 30)
	// the player's own loot under their name, beside the hide button
	head := widgets.Rows([]float32{0, 0}, k.shell.u(2), title, k.art.lootPanel(h.m.Loot))
	leftRows := []fyne.CanvasObject{widgets.Cols([]float32{1, 0}, k.shell.u(4), head, h.hideButton())}
	leftWeights := []float32{0}
	for _, a := range h.secrets() {
		leftRows = append(leftRows, a)
		leftWeights = append(leftWeights, 0)
	}
	left := widgets.Rows(append(leftWeights, 1), k.shell.u(4), append(leftRows, handGrid)...)
	var bottom fyne.CanvasObject = widgets.Cols([]float32{1, choicesWeight}, k.shell.u(6), k.shell.h.Tips().Lit(teach.PlaceHand, k.shell.panel(left)), k.shell.h.Tips().Lit(teach.PlaceChoices, k.shell.panel(right)))
	if pile == nil {
		return k.frame.frameWeighted(&h.view.PublicView, h.o, bottom, k.frame.handTrainFloor(handWeight(h.choices)))
	}
	bottom = widgets.Rows([]float32{0, 1}, k.shell.u(4), pile, bottom)
	return k.frame.frameWeighted(&h.view.PublicView, h.o, bottom, k.frame.handTrainFloor(k.pile.weightWithPile(handWeight(h.choices), pile, trainMinH)))
}

// handCards are the hand's cards as tiles: a long hand (more than two rows
// of four) shows each card of a bandit once with how many ("Shoot ×2"),
// its cards at a readable size. marks holds a mixed hand's cards' lines: by
// the bandit's name, or its mark when the names do not fit.
func (h *handScreen) handCards() ([]fyne.CanvasObject, map[*widgets.HandCard][2][]string) {
	k := h.k
	var hand []fyne.CanvasObject
	marks := map[*widgets.HandCard][2][]string{}
	for _, cv := range h.m.Cards {
		kind := cv.Card
		cc := h.banditChar(cv.Bandit)
		fill, ink := kit.ColCardFace, kit.ColInk
		if kind == express.Bullet {
			fill, ink = kit.ColPanelLight, kit.ColTextDim
		}
		t := widgets.NewHandCard(fill, cv.Lines...)
		if cv.Marked != nil {
			marks[t] = [2][]string{t.Lines, cv.Marked}
		}
		t.TextColor = ink
		t.TextSize = k.shell.u(16)
		t.MinTextSize = k.shell.u(kit.MinText)
		t.Radius = k.shell.u(6)
		t.Bold = kind != express.Bullet
		t.Stroke, t.StrokeWidth = charFill(cc), k.shell.u(3)
		t.Name = cv.Name
		t.OnTapped = k.shell.act(cv.Do)
		hand = append(hand, t)
	}
	return hand, marks
}

// pileStrip is the whole pile of the round as this seat sees it (its own
// face-down cards too), nil before the round; its rows stay put for a
// second play at once (handPileRoom, steadyHandPile).
func (h *handScreen) pileStrip() fyne.CanvasObject {
	k, pv := h.k, &h.view.PublicView
	if len(pv.Pile) == 0 && pv.Phase != express.Schemin {
		return nil
	}
	m := h.pileModel()
	return k.shell.h.Tips().Lit(teach.PlacePile, k.pile.steadyHandPile(h.seat, k.reveal.again, k.pile.pileStripFor(m, k.shell.h.ContentSize().Width-k.shell.u(10), k.pile.handPileRoom(m))))
}

// handGrid lays the hand's cards out, as many a row as their names allow
// at a readable size (never a shortened name), or says how the fists work
// when a Horse Attack comes before any card (§11).
func (h *handScreen) handGrid(hand []fyne.CanvasObject, marks map[*widgets.HandCard][2][]string, pile fyne.CanvasObject) fyne.CanvasObject {
	k := h.k
	if len(hand) == 0 && h.view.Stage == express.StageHorseAttack {
		return k.shell.label(h.g.t("help.horses.attack", nil), "", false)
	}
	cols := 4 // wide enough for "Changement d'étage" and "Van verdieping wisselen"
	if len(hand) > 12 || len(hand) > 8 && pile != nil && pile.MinSize().Height > k.shell.u(pileCardH)+1 {
		cols = 5 // a long pile above takes a row's height: the cards take less
	}
	// fewer columns when a card's longest word would not fit at a readable
	// size (issue 23: "Déplacement" at 12 px is wider than a fifth of the panel)
	panelW := k.shell.h.ContentSize().Width/2.15 - k.shell.u(24)
	for cols > 2 {
		cardW := (panelW-k.shell.u(4)*float32(cols-1))/float32(cols) - 2*theme.Padding()
		fits := true
		for _, t := range hand {
			for _, w := range strings.Fields(strings.Join(t.(*widgets.HandCard).Lines, " ")) {
				fits = fits && kit.MeasureText(w, k.shell.u(kit.MinText), fyne.TextStyle{Bold: true}).Width <= cardW
			}
		}
		if fits {
			break
		}
		cols--
	}
	if len(hand) > 12 && len(hand) <= 16 && h.view.Stagecoach != nil {
		cols = 4 // the Ride cards of a two-bandit hand: a fourth row rather than narrow cards
	}
	return container.New(&handGridLayout{maxCols: cols, cell: k.shell.sz(70, 52), gap: k.shell.u(4), marks: marks}, hand...)
}

// choiceButtons are the buttons of the plays on screen (the values'
// plays, model_hand.go: their lines, their taps), the hiding places and
// the horses' choices tappable on the train too (this screen is private).
func (h *handScreen) choiceButtons() (buttons []fyne.CanvasObject) {
	k, view := h.k, &h.view
	for _, p := range h.m.Plays {
		c := p.Command
		if c.Kind == express.CmdHide && c.Wagon >= 0 { // the hiding place, also tappable on the train (this screen is private)
			h.o.targets[express.Position{Wagon: c.Wagon, Floor: express.Inside}] = func() { k.curtain.submit(c, view.Version) }
		}
		horsesTargets(c, func() { k.curtain.submit(c, view.Version) }, &h.o)
		kind := kit.BtnNormal
		if c.Kind == express.CmdPlay {
			kind = kit.BtnPrimary
		}
		if p.On {
			kind = kit.BtnSelected
		}
		b := k.shell.button(p.Label, kind, p.Do)
		b.Name = p.Name
		b.Lines = p.Lines
		if cb := i18n.CommandBandit(c); len(view.HandCards) > 0 && cb != express.NoSeat {
			h.banditButton(b, c, cb)
		}
		buttons = append(buttons, b)
	}
	return buttons
}

// banditButton colours the button b of choice c in its bandit cb's colour
// (a hand mixing two bandits' cards; its lines name the bandit, by the
// page's tab above it or by its mark) and lets a two-bandit page's card
// names show whole.
func (h *handScreen) banditButton(b *widgets.Tile, c express.Command, cb express.Seat) {
	bc := h.banditChar(cb)
	b.Fill, b.TextColor = charFill(bc), charInk(bc)
	if h.pages != nil && c.Kind == express.CmdPlay {
		b.MinTextSize = h.k.shell.u(kit.MinText) // its lines (the values) whole in its slot's column (pagedCols)
	}
}

// choicesWeight is the choices panel's share of the width (the hand's is
// 1). It is the same on every page of a two-bandit hand, so no button moves
// when the player turns a page (TestTwoBanditHandPages); a page's longest
// card name holds at kit.MinText in the wider column of its slot
// (pagedCols), not in a wider panel: that pushed the hand's own cards
// under the floor.
const choicesWeight = 1.15

// hideButton hides the hand and passes the screen on.
func (h *handScreen) hideButton() fyne.CanvasObject {
	k := h.k
	hide := k.shell.button(h.m.Hide.Label, kit.BtnQuiet, h.m.Hide.Do)
	hide.Name = h.m.Hide.Name
	hide.Min = k.shell.sz(90, kit.TouchHeight*0.8)
	if l := hide.Lines[0]; len(l) > 12 { // "Verbergen en doorgeven": two lines at a readable size (issue 34)
		hide.Lines = kit.WrapWords(l, (len(l)+1)/2+2)
	}
	for _, l := range hide.Lines { // as wide as its longest line at kit.MinText
		hide.Min.Width = max(hide.Min.Width, kit.MeasureText(l, k.shell.u(kit.MinText), fyne.TextStyle{}).Width+2*theme.Padding()+k.shell.u(2))
	}
	return hide
}

// question is what the screen asks: the variants' secret steps ask their
// own question; a player who plays again at once (no curtain in between)
// is told so (again).
func (h *handScreen) question() (heading string, again bool) {
	k, view := h.k, &h.view
	heading = kit.Tr(k.shell.lang(), "hand.choose")
	switch view.Stage {
	case express.StageHands, express.StageTakeCard, express.StageKeep, express.StageBullets, express.StageCover, express.StageHide,
		express.StageHorseAttack, express.StageAttackAlone, express.StageTurmoil, express.StagePlan: // and the Horses & Stagecoach ones (§11)
		heading = h.g.prompt(&view.PublicView)
	}
	again = k.reveal.again && heading == kit.Tr(k.shell.lang(), "hand.choose")
	if again {
		heading = kit.Tr(k.shell.lang(), "hand.again")
		if view.SecondAct {
			heading = kit.Tr(k.shell.lang(), "handoff.second")
		}
	}
	return heading, again
}

// headingTile draws the question: a long one (a two-bandit player's
// names) takes two lines at a readable size.
func (h *handScreen) headingTile(heading string, again bool) *widgets.Tile {
	k := h.k
	t := k.shell.tile(nil, kit.ColText, 15, heading)
	if again {
		t.Fill, t.TextColor = kit.WithAlpha(kit.ColBrass, 0x90), kit.ColText
		t.Name = "again"
	}
	t.Bold = true
	t.MinTextSize = k.shell.u(kit.MinText)
	t.Min = k.shell.sz(100, 24)
	if k.headingWraps(heading, h.pages == nil && h.confirmed()) {
		t.Min = k.shell.sz(100, 42) // two lines at a readable size, never a smaller font (issue 34)
	}
	return t
}

// confirmed reports whether a choice on screen plays only after a confirm.
func (h *handScreen) confirmed() bool {
	return slices.ContainsFunc(h.choices, func(ch i18n.Choice) bool { return needsConfirm(ch.Command) })
}

// topH is the height (design px) of the choices' top row: every hand
// screen with a confirm, in a game whose hands can be paged, has the paged
// confirm's taller top row, so the choices below start at the same height
// on each, never under the finger that just confirmed (issue 22 item 5);
// the question is as high (a page has the tabs and the confirm on its top
// row, the question above).
func (h *handScreen) topH(headingTile *widgets.Tile) float32 {
	view := &h.view
	topH := float32(minTouch)
	if h.confirmed() && (int(h.seat) < len(view.Seats) && len(view.Seats[h.seat].Bandits) > 1 || slices.Contains(view.Modules, "teams")) {
		topH = pagedConfirmH
		if h.pages == nil {
			headingTile.Min = h.k.shell.sz(100, topH)
		}
	}
	return topH
}

// secrets are the player's own secrets, on its own private screen: where
// its bandit hidden by the Time-Travel Car will appear (lit on the train of
// this screen only), and the cards it already keeps for the next round
// (Experts, Plan of Attack; issue 25 item 6).
func (h *handScreen) secrets() []fyne.CanvasObject {
	k, view := h.k, &h.view
	var out []fyne.CanvasObject
	for i, hd := range view.Hiding {
		h.o.lit[hd.At] = true
		a := k.shell.tile(kit.WithAlpha(kit.ColCar, 0x90), kit.ColText, 14, h.m.AppearAt[i])
		a.Bold = true
		a.MinTextSize = k.shell.u(kit.MinText)
		a.Min = k.shell.sz(100, 40) // two lines at a readable size (issue 23)
		a.Name = "appear-at"
		out = append(out, a)
	}
	if lines := h.m.Kept; len(lines) > 0 {
		// a long list takes more lines, never a smaller font
		kept := k.shell.tile(kit.WithAlpha(kit.ColBrass, 0x50), kit.ColText, 14, lines...)
		kept.MinTextSize = k.shell.u(kit.MinText)
		kept.Min = k.shell.sz(100, float32(4+19*len(lines)))
		kept.Name = "kept"
		out = append(out, kept)
	}
	return out
}

// headingWraps reports whether a hand screen's question does not hold on
// one line of the choices' panel at kit.MinText (beside the confirm when
// one is there): it then takes two lines.
func (k *Board) headingWraps(heading string, besideConfirm bool) bool {
	w := (k.shell.h.ContentSize().Width-k.shell.u(16))*1.15/2.15 - 2*k.shell.u(6)
	if besideConfirm {
		w = (w - k.shell.u(4)) * confirmCols[0] / (confirmCols[0] + confirmCols[1])
	}
	return kit.MeasureText(heading, k.shell.u(kit.MinText), fyne.TextStyle{Bold: true}).Width > w-2*theme.Padding()
}
