package superboard

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"

	"colt/engine"
	"colt/engine/super"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// setupScreen: the players (3–7), who plays each seat (the screen, a phone,
// a bot of a level: the Bot button steps through the levels), the game's
// one-line summary and Start. The engine draws the bandits.
func (b *Board) SetupScreen() fyne.CanvasObject {
	k, d := b.k, &b.draft
	var rows []fyne.CanvasObject
	for i := 0; i < d.Players; i++ {
		seat := i
		st := k.Tile(kit.ColPanelLight, kit.ColText, 17, kit.Tr(k.Lang(), "setup.seat", "n", i+1))
		st.Bold = true
		st.Min = k.Sz(90, kit.TouchHeight*0.78)
		st.Name = fmt.Sprintf("seat:%d", i)
		row := []fyne.CanvasObject{st}
		for _, m := range []table.SeatMode{table.Handoff, table.Phone, table.Bot} {
			mode := m
			kind := kit.BtnQuiet
			if d.Modes[i] == m || m == table.Bot && d.Modes[i].IsBot() {
				kind = kit.BtnSelected
			}
			bt := k.Button(kit.Tr(k.Lang(), "mode."+string(m)), kind, func() {
				switch {
				case mode == table.Phone && !k.PhonesAvailable():
					k.Toast(kit.Tr(k.Lang(), "phys.noPhones"))
				case mode == table.Bot: // the default level, then one more tap for the next
					d.Modes[seat] = kit.TapBot(d.Modes[seat])
				default:
					d.Modes[seat] = mode
				}
			})
			if m == table.Bot { // the level in the seat's own button: nothing moves (issue 34)
				bt.Lines = kit.BotLines(k.Lang(), d.Modes[i])
			}
			bt.Min = k.Sz(80, kit.TouchHeight*0.78)
			bt.Name = fmt.Sprintf("mode:%d:%s", i, m)
			row = append(row, bt)
		}
		rows = append(rows, widgets.Cols([]float32{0.8, 1, 1, 1}, k.U(4), row...))
	}
	left := widgets.Rows(nil, k.U(4), rows...)

	var counts []fyne.CanvasObject
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		np := n
		kind := kit.BtnQuiet
		if d.Players == n {
			kind = kit.BtnSelected
		}
		bt := k.Button(fmt.Sprint(n), kind, func() { d.Players = np })
		bt.Name = fmt.Sprintf("players:%d", n)
		bt.Min = k.Sz(44, kit.TouchHeight*0.85)
		counts = append(counts, bt)
	}
	playersLabel := k.Label(kit.Tr(k.Lang(), "setup.players"), "", true)
	help := k.Label(b.t("super.gameHelp", nil), "", false)
	start := k.Button(kit.Tr(k.Lang(), "setup.start"), kit.BtnPrimary, b.start)
	start.Name = "start"
	rightRows := []fyne.CanvasObject{playersLabel, container.NewGridWithColumns(len(counts), counts...), help}
	weights := []float32{0, 0, 1}
	rightRows, weights = append(rightRows, k.TeachSetupRow(false)), append(weights, 0) // learn as you play (the shell's teach.go)
	if d.Err != "" {
		e := k.Label(d.Err, "", false)
		e.Importance = 4 // danger
		rightRows = append(rightRows, e)
		weights = append(weights, 0)
	}
	// the "how to play" overview (the shell's overview.go) beside Start;
	// over a game in play, "Back to the game" too, in the same row: a row
	// of its own cut the game's help short (issue 34)
	last := widgets.Cols([]float32{1, 1.2}, k.U(6), k.HowToPlayButton(), start)
	if k.Live() {
		back := k.Button(kit.Tr(k.Lang(), "setup.resume"), kit.BtnQuiet, k.ResumeGame)
		back.Name = "resume"
		last = widgets.Cols([]float32{1, 1, 1.2}, k.U(6), back, k.HowToPlayButton(), start)
	}
	rightRows = append(rightRows, last)
	weights = append(weights, 0)
	right := widgets.Rows(weights, k.U(6), rightRows...)
	body := widgets.Cols([]float32{1.3, 1}, k.U(10), left, right)
	return k.Background(kit.ColBackground, k.Pad(widgets.Rows([]float32{0, 1, 0}, k.U(8), k.SetupTop(), body, k.ToastObject()), 8))
}

// superTrainOpts says how the train is drawn.
type superTrainOpts struct {
	loot bool // the cards' loot values (the set-up)
}

// trainView draws the train: the locomotive on the left, the caboose on the
// right, each card's roof above its inside (a card crowded with pawns
// wider than the others: superCardWeight); each floor shows its line of
// pawns from the locomotive's side to the caboose's, each pawn with the way
// it faces (← the locomotive, → the caboose) and lying down when stunned.
func (b *Board) trainView(pv *super.PublicView, o superTrainOpts) fyne.CanvasObject {
	k := b.k
	cols := make([]fyne.CanvasObject, 0, len(pv.Train))
	weights := make([]float32, 0, len(pv.Train))
	var total float32
	for _, wv := range pv.Train {
		total += superCardWeight(max(len(wv.Roof), len(wv.Inside)))
	}
	// each card's width, as the window gives it, to word its header: a
	// title too wide for the card at a readable size goes on two lines
	// ("Caboose" over "8") rather than shrink (issue 23)
	width := k.ContentSize().Width - k.U(20) - k.U(4)*float32(len(pv.Train)-1)
	var heads []*widgets.Tile
	most := 1
	defer func() { // every header as high as the tallest: the floors stay in line
		for _, h := range heads {
			h.Min = k.Sz(40, 4+17*float32(most))
		}
	}()
	for _, wv := range pv.Train {
		title := b.t("super.wagon", map[string]any{"N": wv.Index})
		fill := kit.ColPanelLight
		switch {
		case wv.Locomotive:
			title, fill = b.t("super.loco", nil), kit.ColLoco
		case wv.Caboose:
			title = b.t("super.caboose", map[string]any{"N": wv.Index})
		}
		lines := []string{title}
		cardW := width*superCardWeight(max(len(wv.Roof), len(wv.Inside)))/total - 2*theme.Padding()
		if fyne.MeasureText(title, k.U(kit.MinText), fyne.TextStyle{}).Width > cardW {
			lines = strings.Fields(title)
		}
		if o.loot && !wv.Locomotive {
			loot := b.t("super.lootValue", map[string]any{"N": wv.LootValue})
			if fyne.MeasureText(loot, k.U(kit.MinText), fyne.TextStyle{}).Width > cardW {
				lines = append(lines, strings.Fields(loot)...)
			} else {
				lines = append(lines, loot)
			}
		}
		head := k.Tile(fill, kit.ColText, 13, lines...)
		heads = append(heads, head)
		most = max(most, len(lines))
		head.Name = fmt.Sprintf("wagon:%d", wv.Index)
		roof := b.floorView(pv, wv.Index, super.Roof, wv.Roof)
		inside := b.floorView(pv, wv.Index, super.Inside, wv.Inside)
		cols = append(cols, widgets.Rows([]float32{0, 1, 1}, k.U(3), head, roof, inside))
		weights = append(weights, superCardWeight(max(len(wv.Roof), len(wv.Inside))))
	}
	return widgets.Cols(weights, k.U(4), cols...)
}

// superCardWeight is a train card's share of the width with n pawns on its
// most crowded floor: an empty card gives room to crowded ones, so that
// with seven players the pawns' names stay readable.
func superCardWeight(n int) float32 {
	if n == 0 {
		return 0.7
	}
	return 1 + 0.6*float32(n-1)
}

// floorView is one floor of one card: its line of pawns, left to right.
func (b *Board) floorView(pv *super.PublicView, wagon int, f super.Floor, line []super.PawnView) fyne.CanvasObject {
	k := b.k
	fill := kit.ColInside
	if f == super.Roof {
		fill = kit.ColRoof
	}
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = k.U(5)
	var pawns []fyne.CanvasObject
	for _, p := range line {
		pawns = append(pawns, b.pawn(pv, p))
	}
	var content fyne.CanvasObject = layout.NewSpacer()
	if len(pawns) > 0 {
		weights := make([]float32, len(pawns))
		for i := range weights {
			weights[i] = 1
		}
		content = widgets.Cols(weights, k.U(2), pawns...)
	}
	return container.NewStack(bg, k.Pad(content, 3))
}

// pawn is one bandit in a line: its name with an arrow the way it faces;
// a stunned bandit lies down (dimmed, with a red border). A narrow pawn
// (seven players, several on one floor) puts the arrow and the name on two
// lines and shortens the name ("Che", then "Ch": superAbbrev) rather than
// shrink it below a readable size.
func (b *Board) pawn(pv *super.PublicView, p super.PawnView) fyne.CanvasObject {
	k := b.k
	fill, ink := b.colours(pv, p.Seat)
	name := b.name(pv, p.Seat)
	// each name on one line with its arrow, then on two (the name first:
	// a tile's first line is the bold one); no space beside the arrow,
	// which Fyne's fallback font draws as a missing glyph
	var forms []string
	for _, n := range []string{name, superAbbrev(name, 3), superAbbrev(name, 2)} {
		one, two := "←"+n, n+"\n←"
		if p.Facing == super.TowardCaboose {
			one, two = n+"→", n+"\n→"
		}
		if len(forms) == 0 || forms[len(forms)-1] != two {
			forms = append(forms, one, two)
		}
	}
	t := k.Tile(fill, ink, 13, forms[0])
	t.Short = forms[1:]
	t.Bold = true
	t.MinTextSize = max(k.U(PawnMinText), kit.MinText) // never under the floor at 800×480 (issue 34)
	t.Min = k.Sz(18, 22)
	t.Name = fmt.Sprintf("pawn:%d", p.Seat)
	t.Stroke, t.StrokeWidth = kit.ColTextDim, k.U(1)
	if p.Stunned {
		t.Fill = kit.WithAlpha(fill, 0x70)
		t.Stroke, t.StrokeWidth = kit.ColDanger, k.U(3)
		t.Name += ":down"
	}
	return t
}

// PawnMinText is the smallest text a pawn's name is drawn at (design
// pixels): below it the name is shortened instead.
const PawnMinText = 12

// superAbbrev is the first n letters of a bandit's name: "Che", "Ch" for
// Cheyenne (Django and Doc stay apart: "Dja"/"Doc", "Dj"/"Do").
func superAbbrev(name string, n int) string {
	r := []rune(name)
	if len(r) <= n {
		return name
	}
	return string(r[:n])
}

// banditsPanel lists every bandit: on the train or out (and when), and the
// loot cards taken.
func (b *Board) banditsPanel(pv *super.PublicView) fyne.CanvasObject {
	k := b.k
	var tiles []fyne.CanvasObject
	for _, bv := range pv.Bandits {
		fill, ink := b.colours(pv, bv.Seat)
		status := b.t("super.rank.aboard", nil)
		if !bv.Aboard {
			status = b.t("super.rank.out", map[string]any{"N": bv.EliminatedIn})
			fill = kit.WithAlpha(fill, 0x60)
		}
		loot := b.t("super.rank.noLoot", nil)
		if len(bv.Loot) > 0 {
			vals := make([]string, len(bv.Loot))
			for i, l := range bv.Loot {
				vals[i] = fmt.Sprint(l.Value)
			}
			loot = b.t("super.rank.loot", map[string]any{"Values": strings.Join(vals, ", ")})
		}
		t := k.Tile(fill, ink, 14, b.name(pv, bv.Seat), status+" · "+loot)
		t.Bold = true
		t.Min = k.Sz(80, 40)
		t.Name = fmt.Sprintf("bandit:%d", bv.Seat)
		tiles = append(tiles, t)
	}
	cols := 2
	if len(tiles) > 4 {
		cols = 3
	}
	return widgets.Grid(cols, k.Sz(80, 40), k.U(4), tiles...)
}

// roundBar is the top of the in-game screens: the round (a tap explains
// part, the part of the round on screen), a title and the operator gear.
func (b *Board) roundBar(round int, part i18n.SuperPart, title string) fyne.CanvasObject {
	k := b.k
	r := k.Tile(kit.ColPanelLight, kit.ColText, 16, b.t("super.round", map[string]any{"N": round}))
	r.Bold = true
	r.Min = k.Sz(96, 44)
	r.Name = "round"
	r.OnTapped = k.Act(func() { b.showPartHelp(part) })
	t := k.Tile(nil, kit.ColBrass, 18, title)
	t.Bold = true
	t.Min = k.Sz(100, 44)
	return widgets.Cols([]float32{0, 1, 0}, k.U(6), r, t, k.Gear())
}

// ShowCardHelp opens the rules help of an action card the viewer sees
// face up (a face-down card has none: it stays a secret).
func (b *Board) ShowCardHelp(c super.Card) {
	if c == super.HiddenCard || c >= super.NumCards {
		return
	}
	b.k.ShowHelp(func() (string, string) { return b.CardHelp(c) })
}

// CardHelp words the rule of an action card in the language on screen: a
// face-down card has none (it stays a secret).
func (b *Board) CardHelp(c super.Card) (title, text string) {
	if c == super.HiddenCard || c >= super.NumCards {
		return "", ""
	}
	return i18n.SuperCardName(b.lang(), c), i18n.SuperCardHelp(b.lang(), c)
}

// showPartHelp opens the rules help of a part of the round.
func (b *Board) showPartHelp(p i18n.SuperPart) {
	b.k.ShowHelp(func() (string, string) {
		return i18n.SuperPartName(b.lang(), p), i18n.SuperPartHelp(b.lang(), p)
	})
}

// gameScreen: the narration first, then the ranking, the curtain or the
// stacking screen of a screen seat, or the table waiting for the others.
func (b *Board) GameScreen() fyne.CanvasObject {
	pv := b.pub()
	if len(b.steps) > 0 {
		return b.stepScreen(&pv, b.steps[0])
	}
	if pv.Phase == super.GameOver {
		return b.rankingScreen(&pv, pv.Result, false)
	}
	if s := b.curtainSeat(&pv); s != super.NoSeat {
		if b.revealed(&pv) {
			return b.stackScreen(&pv, s)
		}
		return b.curtainScreen(&pv, s)
	}
	return b.tableScreen(&pv)
}

// curtainScreen hands the screen to the seat that owes its stack.
func (b *Board) curtainScreen(pv *super.PublicView, seat engine.Seat) fyne.CanvasObject {
	k := b.k
	fill, ink := b.colours(pv, seat)
	name := b.name(pv, seat)
	pass := k.Text(kit.Tr(k.Lang(), "handoff.pass"), 26, ink, false)
	big := k.Text(name, 84, ink, true)
	title := k.Tile(nil, ink, 20, b.t("super.plan.title", map[string]any{"N": pv.Round}))
	title.Name = "round"
	title.Min = k.Sz(360, 40) // a touch target, not only the words
	title.OnTapped = k.Act(func() { b.showPartHelp(i18n.SuperPlan) })
	look := k.Text(kit.Tr(k.Lang(), "handoff.look"), 18, ink, false)
	tap := widgets.NewTile(kit.ColBrass, b.t("super.plan.passHint", map[string]any{"Name": name}))
	tap.TextColor = kit.ColBrassDark
	tap.Bold = true
	tap.TextSize = k.U(22)
	tap.MinTextSize = k.U(kit.MinText)
	tap.Radius = k.U(14)
	tap.Min = k.Sz(360, 84)
	tap.Name = "reveal"
	tap.OnTapped = k.Act(func() { b.revealHand(seat) })
	tap.Ignore = k.SameFinger // not the second tap of the finger that just stacked
	center := container.NewVBox(container.NewCenter(title), container.NewCenter(kit.Acted(named("curtain:pass", pass))),
		container.NewCenter(kit.Acted(named("curtain:name", big))), layout.NewSpacer(),
		container.NewCenter(k.Tips().Lit(teach.PlaceHand, widgets.Fixed(k.Sz(560, 90), tap))), container.NewCenter(kit.Acted(named("curtain:look", look))))
	gear := k.Gear()
	var bar fyne.CanvasObject = widgets.Cols([]float32{1, 0}, 0, layout.NewSpacer(), gear)
	// a teaching tip (the stacking, taught before the first stack) shows in
	// a band of its own at the top, beside the gear, over none of the
	// curtain's words: the big name shrinks to leave it room
	content := k.ContentSize()
	bandW := content.Width - 2*k.U(8) - 2*(gear.MinSize().Width+k.U(8))
	band := k.Tips().Band(bandW)
	if band > 0 {
		mark := widgets.NewTile(color.Transparent) // no words: the tip's place (kit.TipBandName)
		mark.Name = kit.TipBandName
		gearTop := widgets.Cols([]float32{1, 0}, 0, layout.NewSpacer(), widgets.Rows([]float32{0, 1}, 0, gear, layout.NewSpacer()))
		bar = container.NewStack(gearTop, container.NewCenter(widgets.Fixed(fyne.NewSize(bandW, band), mark))) // the gear keeps its height
	}
	toast := k.ToastObject()
	rows := []fyne.CanvasObject{bar, container.NewCenter(center), toast}
	weights := []float32{0, 1, 0}
	if k.Fast() && len(b.log) > 0 {
		rows = []fyne.CanvasObject{bar, container.NewCenter(center), k.Panel(b.logView(pv)), toast}
		weights = []float32{0, 1, 0.5, 0}
	}
	if band > 0 {
		// the room left to the curtain's words: the name shrinks (never
		// under kit.ActText) until they fit
		room := content.Height - 2*k.U(8) - bar.MinSize().Height - float32(len(rows)-1)*k.U(6) - toast.MinSize().Height
		if len(rows) == 4 {
			room *= 1 / 1.5 // the log takes its share
		}
		for center.MinSize().Height > room && big.TextSize > k.U(kit.ActText) {
			big.TextSize = max(big.TextSize-k.U(2), k.U(kit.ActText))
		}
	}
	body := widgets.Rows(weights, k.U(6), rows...)
	return container.NewStack(canvas.NewRectangle(fill), k.Pad(body, 8))
}

// superHelpHeight is the height of the rules-help strip under each card
// of the stacking screen (design pixels).
const superHelpHeight = 44

// stackScreen is a screen seat's secret plan: its four cards; it taps
// three, top first (a tapped card taps out again), sees the one left out,
// and stacks them with one more tap. The strip under each card, a card
// in the stack and the title explain the rules.
func (b *Board) stackScreen(pv *super.PublicView, seat engine.Seat) fyne.CanvasObject {
	k := b.k
	fill, ink := b.colours(pv, seat)
	v := b.view(seat)
	name := b.name(pv, seat)
	head := k.Tile(fill, ink, 18, name)
	head.Bold = true
	head.Min = k.Sz(120, 44)
	title := k.Tile(nil, kit.ColBrass, 18, b.t("super.plan.title", map[string]any{"N": pv.Round}))
	title.Bold = true
	title.Min = k.Sz(100, 44)
	title.Name = "round"
	title.OnTapped = k.Act(func() { b.showPartHelp(i18n.SuperPlan) })
	bar := widgets.Cols([]float32{0, 1, 0}, k.U(6), head, title, k.Gear())
	prompt := k.Label(b.t("super.plan.pick", map[string]any{"Name": name}), theme.SizeNameSubHeadingText, true)

	order := map[super.Card]int{}
	for i, c := range b.picks {
		order[c] = i + 1
	}
	var cards []fyne.CanvasObject
	for _, c := range v.Hand {
		card := c
		t := k.Tile(kit.ColCardFace, kit.ColInk, 20, i18n.SuperCardName(b.lang(), c))
		t.Bold = true
		t.Radius = k.U(10)
		t.Min = k.Sz(90, stackCardHeight)
		t.Stroke, t.StrokeWidth = kit.ColTextDim, k.U(1)
		if n, ok := order[c]; ok {
			t.Lines = append(t.Lines, fmt.Sprintf("%d", n))
			t.Fill, t.Stroke, t.StrokeWidth = kit.ColBrass, kit.ColHighlight, k.U(4)
		}
		t.Name = "card:" + c.String()
		t.OnTapped = k.Act(func() { b.pick(card) })
		// a tap on the card stacks it: its rule is one tap on the strip below
		help := k.Tile(kit.ColPanelLight, kit.ColText, 15, b.t("super.help.ask", nil))
		help.Bold = true
		help.Radius = k.U(8)
		help.Min = k.Sz(90, superHelpHeight)
		help.Name = "help:" + c.String()
		help.OnTapped = k.Act(func() { b.ShowCardHelp(card) })
		cards = append(cards, widgets.Rows([]float32{1, 0}, k.U(3), t, help))
	}
	hand := widgets.Grid(max(1, len(cards)), k.Sz(90, stackCardHeight+3+superHelpHeight), k.U(6), cards...)

	var slots []fyne.CanvasObject
	for i := 0; i < super.StackSize; i++ {
		text := fmt.Sprintf("%d", i+1)
		sfill, sink := kit.ColPanel, kit.ColTextDim
		if i < len(b.picks) {
			text = fmt.Sprintf("%d · %s", i+1, i18n.SuperCardName(b.lang(), b.picks[i]))
			sfill, sink = kit.ColPanelLight, kit.ColText
		}
		s := k.Tile(sfill, sink, 16, text)
		s.Min = k.Sz(80, 40)
		s.Name = fmt.Sprintf("slot:%d", i)
		if i < len(b.picks) {
			card := b.picks[i]
			s.OnTapped = k.Act(func() { b.ShowCardHelp(card) })
		}
		slots = append(slots, s)
	}
	// on two lines, wide enough for "Votre pile, le dessus d'abord" at 13 px or more (issue 34)
	stackLabel := k.Tile(nil, kit.ColTextDim, 15, kit.WrapWords(b.t("super.plan.stack", nil), 16)...)
	stackLabel.Min = k.Sz(124, 24)
	aside := ""
	if len(b.picks) == super.StackSize {
		cmd := super.Stack(seat, b.picks[0], b.picks[1], b.picks[2])
		aside = b.t("super.plan.aside", map[string]any{"Card": i18n.SuperCardName(b.lang(), cmd.SetAside())})
	}
	asideLabel := k.Tile(nil, kit.ColText, 15, aside)
	asideLabel.Min = k.Sz(100, 24)
	clear := k.Button(b.t("super.plan.clear", nil), kit.BtnQuiet, func() { b.picks = nil })
	clear.Name = "clear"
	clear.Min = k.Sz(150, kit.TouchHeight)
	commit := k.Button(b.t("super.plan.commit", nil), kit.BtnPrimary, func() { b.commit(seat) })
	commit.Name = "commit"
	commit.Min = k.Sz(220, kit.TouchHeight)
	if len(b.picks) != super.StackSize {
		commit.Fill, commit.TextColor = kit.ColPanel, kit.ColTextDim
		commit.OnTapped = nil
	}
	stackRow := widgets.Cols([]float32{0, 1, 1, 1}, k.U(6), stackLabel, slots[0], slots[1], slots[2])
	buttons := widgets.Cols([]float32{1, 0, 0}, k.U(8), asideLabel, clear, commit)
	// the train as it stands over the cards: where each pawn is, on which
	// floor, facing which way — a plan is made looking at it (issue 34)
	train := k.Tips().Lit(teach.PlaceTrain, b.trainView(pv, superTrainOpts{}))
	rows := widgets.Rows([]float32{0, 0, 1, 0, 0, 0, 0}, k.U(5), bar, prompt, train, k.Tips().Lit(teach.PlaceHand, hand), stackRow, buttons, k.ToastObject())
	return k.Background(kit.ColBackground, k.Pad(rows, 6))
}

// stackCardHeight is the height of a card on the stacking screen (design
// pixels): low enough to leave the train its room above the cards.
const stackCardHeight = 58

// tableScreen is the table while phones and bots stack: the train, the
// bandits and who the table waits for.
func (b *Board) tableScreen(pv *super.PublicView) fyne.CanvasObject {
	k := b.k
	var waiting []string
	var phone engine.Seat = super.NoSeat
	for _, s := range pv.Expected {
		waiting = append(waiting, b.name(pv, s))
		if phone == super.NoSeat && k.ModeOf(s) == table.Phone {
			phone = s
		}
	}
	var parts []fyne.CanvasObject
	switch {
	case len(waiting) == 0:
	default:
		parts = append(parts, kit.Acted(k.Label(b.t("super.plan.waiting", map[string]any{"Names": i18n.JoinNames(b.lang(), waiting)}), theme.SizeNameSubHeadingText, true)))
	}
	if s, thinking := k.Table().Thinking(); thinking {
		parts = append(parts, k.Label(kit.Tr(k.Lang(), "wait.thinking", "name", b.name(pv, s)), "", false))
	}
	weights := make([]float32, len(parts))
	if k.Fast() && len(b.log) > 0 {
		parts = append(parts, b.logView(pv))
		weights = append(weights, 1)
	} else if phone != super.NoSeat {
		parts = append(parts, k.QRFor(phone, false))
		weights = append(weights, 1)
	}
	right := widgets.Rows(weights, k.U(4), parts...)
	bottom := widgets.Cols([]float32{1.3, 1}, k.U(6), b.banditsPanel(pv), k.Panel(right))
	rows := widgets.Rows([]float32{0, 1, 1.1, 0}, k.U(5), b.roundBar(pv.Round, i18n.SuperPlan, b.t("super.title", nil)), k.Tips().Lit(teach.PlaceTrain, b.trainView(pv, superTrainOpts{})), bottom, k.ToastObject())
	return k.Background(kit.ColBackground, k.Pad(rows, 5))
}

// logView lists the latest instructions (fast mode).
func (b *Board) logView(pv *super.PublicView) fyne.CanvasObject {
	var ls []fyne.CanvasObject
	for _, l := range b.log {
		ls = append(ls, b.k.Label("• "+i18n.SuperDescribe(b.lang(), l.ev, pv), "", true))
	}
	return container.NewVScroll(container.NewVBox(ls...))
}

// stepScreen shows one narration page: the card turned over (or the end of
// the round), large (a tap explains it), its pawn instructions and
// Continue (the table button and Space too), with the train as it stands
// once the step is done. Every instruction must be readable without
// scrolling: the roomiest layout whose instructions fit is used, then a
// smaller train, then pages.
func (b *Board) stepScreen(pv *super.PublicView, s Step) fyne.CanvasObject {
	size := b.k.ContentSize()
	lines := b.stepLines(pv, s)
	// a layout fits when its instructions need no scrolling and the train
	// keeps the height its pawns need to be read (a smaller train squeezed
	// the pawns' names to 6 px: issue 23)
	fits := func(compact int, from, to, pages int) (fyne.CanvasObject, bool) {
		screen, list, train := b.stepLayout(pv, s, lines[from:to], compact, pages)
		kit.LayOut(screen, size)
		return screen, list.Content.MinSize().Height <= list.Size().Height+1 && pawnsFit(train, b.k.U(22))
	}
	b.stepCount = 1
	// (the layouts that keep the card turned over, a tap on it explains
	// it; without it, only when not even one instruction at 18 px fits
	// beside it: issue 34)
	keepsCard := func() bool { _, ok := fits(1, 0, min(1, len(lines)), 2); return ok }()
	for compact := 0; compact < 3; compact++ {
		if compact == 2 && keepsCard && len(lines) > 1 {
			break
		}
		if screen, ok := fits(compact, 0, len(lines), 1); ok {
			b.stepPage = 0
			b.pageFrom, b.pageTo = 0, len(lines) // what the voice reads (speech.go)
			return screen
		}
	}
	// pages: the least compact layout that keeps the card turned over (a
	// tap on it explains it) and whose train still reads, with room for a
	// line at the instructions' 18 px (issue 34); else the most compact
	paged := 0
	for compact := 1; compact <= 2; compact++ {
		if _, ok := fits(compact, 0, min(1, len(lines)), 2); ok {
			paged = compact
			break
		}
	}
	var starts []int
	for from := 0; from < len(lines); {
		to := from + 1
		for to < len(lines) {
			if _, ok := fits(paged, from, to+1, 2); !ok {
				break
			}
			to++
		}
		starts = append(starts, from)
		from = to
	}
	starts = append(starts, len(lines))
	b.stepCount = len(starts) - 1
	b.stepPage = min(max(b.stepPage, 0), b.stepCount-1)
	b.pageFrom, b.pageTo = starts[b.stepPage], starts[b.stepPage+1]
	screen, _, _ := b.stepLayout(pv, s, lines[b.pageFrom:b.pageTo], paged, b.stepCount)
	return screen
}

// superHeadHeight is the height the train's card titles ask for (the
// first object of each card's column, trainView).
func superHeadHeight(train fyne.CanvasObject) float32 {
	var h float32
	if c, ok := train.(*fyne.Container); ok {
		for _, col := range c.Objects {
			if cc, ok := col.(*fyne.Container); ok && len(cc.Objects) > 0 {
				h = max(h, cc.Objects[0].MinSize().Height)
			}
		}
	}
	return h
}

// pawnsFit reports whether every pawn laid out in o is at least h high
// (room for its name at a readable size).
func pawnsFit(o fyne.CanvasObject, h float32) bool {
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			if !pawnsFit(c, h) {
				return false
			}
		}
	case *widgets.Tile:
		if strings.HasPrefix(x.Name, "pawn:") && x.Size().Height < h-0.5 {
			return false
		}
	}
	return true
}

// stepLines words a step's events, one instruction each (the card turned
// over is the step's title, not a line).
func (b *Board) stepLines(pv *super.PublicView, s Step) []string {
	var out []string
	for _, e := range s.Events {
		if e.Kind == super.EvCardRevealed {
			continue
		}
		out = append(out, i18n.SuperDescribe(b.lang(), e, pv))
	}
	return out
}

// stepTitle is a page's title — the card turned over, or the round's
// end — and its lines less the one the title says already.
func (b *Board) stepTitle(pv *super.PublicView, s Step, lines []string) (string, []string) {
	if s.Kind == StepCard {
		return b.t("super.ev.revealed", map[string]any{"Name": b.name(pv, s.Seat), "Card": i18n.SuperCardName(b.lang(), s.Card), "N": s.Count}), lines
	}
	title := i18n.SuperDescribe(b.lang(), s.Events[0], pv)
	if len(lines) > 0 && lines[0] == title {
		lines = lines[1:]
	}
	return title, lines
}

// cardTile is the words of the card turned over, large: its bandit, the
// card and its place in the stack.
func (b *Board) cardTile(pv *super.PublicView, s Step) []string {
	return []string{b.name(pv, s.Seat), i18n.SuperCardName(b.lang(), s.Card), fmt.Sprintf("%d / %d", s.Count, super.StackSize)}
}

// stepLayout builds a step page: compact 1 gives the train only the height
// it needs, 2 also drops the big card (the title names it).
func (b *Board) stepLayout(pv *super.PublicView, s Step, lines []string, compact, pages int) (screen fyne.CanvasObject, list *container.Scroll, train fyne.CanvasObject) {
	k := b.k
	view := pv
	if s.View != nil {
		view = s.View
	}
	var big *widgets.Tile
	title, lines := b.stepTitle(pv, s, lines)
	part := i18n.SuperAction
	switch s.Kind {
	case StepCard:
		fill, ink := b.colours(pv, s.Seat)
		big = k.Tile(fill, ink, 22, b.cardTile(pv, s)...)
		revealed := s.Card // turned over: everyone sees it
		big.OnTapped = k.Act(func() { b.ShowCardHelp(revealed) })
	default:
		part = i18n.SuperRoundEnd
		big = k.Tile(kit.ColCardBack, kit.ColCardFace, 22, b.t("super.round", map[string]any{"N": s.Round}))
		big.OnTapped = k.Act(func() { b.showPartHelp(i18n.SuperRoundEnd) })
	}
	big.Bold = true
	big.Radius = k.U(10)
	big.Min = k.Sz(120, 100)
	big.Name = "step-card"
	var ls []fyne.CanvasObject
	for _, l := range lines {
		ls = append(ls, kit.Acted(k.Label("• "+l, kit.SizeNameAct, true))) // a pawn instruction: words the table acts on
	}
	list = container.NewVScroll(container.New(layout.NewCustomPaddedVBoxLayout(0), ls...))
	next := k.Button(kit.Tr(k.Lang(), "continue"), kit.BtnPrimary, func() { b.Next() })
	if pages > 1 {
		next.Lines = []string{fmt.Sprintf("%s (%d/%d)", kit.Tr(k.Lang(), "continue"), b.stepPage+1, pages)}
	}
	next.Name = "continue"
	next.Min = k.Sz(160, kit.TouchHeight)
	head := k.Label(title, theme.SizeNameSubHeadingText, true)
	right := widgets.Rows([]float32{0, 1, 0}, k.U(4), head, list, next)
	var bottom fyne.CanvasObject = widgets.Cols([]float32{0.32, 1}, k.U(8), k.Tips().Lit(teach.PlacePile, big), right) // the card turned over: a tip about facing lights it
	if compact >= 2 {
		bottom = right
	}
	trainW, bottomW := float32(1), float32(1.3)
	train = b.trainView(view, superTrainOpts{})
	var trainRow fyne.CanvasObject = train
	if compact > 0 {
		// the train at the height its titles and two floors of pawns need
		// (a pawn at its readable Min on either floor), no less; the
		// instructions get the rest
		trainW, bottomW = 0, 1
		floor := k.U(22) + 2*k.U(3)
		trainRow = widgets.AtLeast(fyne.NewSize(0, superHeadHeight(train)+2*floor+2*k.U(3)), train)
	}
	trainRow = k.Tips().Lit(teach.PlaceTrain, trainRow)
	var bar fyne.CanvasObject = b.roundBar(s.Round, part, b.t("super.title", nil))
	if top := kit.TipTop(k.Tips(), k.Gear(), k.ContentSize().Width-2*k.U(5), k.U(6)); top != nil {
		bar = top // a teaching tip in the round bar's row, over nothing (kit.TipTop)
	}
	rows := widgets.Rows([]float32{0, trainW, bottomW, 0}, k.U(5), bar, trainRow, k.Panel(bottom), k.ToastObject())
	return k.Background(kit.ColBackground, k.Pad(rows, 5)), list, train
}

// rankingScreen is the end: how the game was won, and every player in
// order (engine/super Result.Ranking) with how they ended. An early end
// (the operator) has no result: the standing as it was.
func (b *Board) rankingScreen(pv *super.PublicView, r *super.Result, early bool) fyne.CanvasObject {
	k := b.k
	title := k.Text(b.t("super.rank.title", nil), 24, kit.ColBrass, true)
	bar := widgets.Cols([]float32{0, 1, 0}, k.U(8), container.NewCenter(title), layout.NewSpacer(), k.Gear())
	var rows []fyne.CanvasObject
	var note fyne.CanvasObject
	if r != nil {
		note = k.Label(i18n.SuperWinnerText(b.lang(), r, pv), theme.SizeNameSubHeadingText, true)
		byseat := map[engine.Seat]super.PlayerResult{}
		for _, p := range r.Players {
			byseat[p.Seat] = p
		}
		for place, seats := range r.Ranking() {
			for _, seat := range seats {
				rows = append(rows, b.rankRow(pv, place+1, byseat[seat]))
			}
		}
	} else {
		note = k.Label(kit.Tr(k.Lang(), "scores.early"), "", true)
		for _, bv := range pv.Bandits {
			rows = append(rows, b.rankRow(pv, 0, super.PlayerResult{Seat: bv.Seat, Aboard: bv.Aboard, EliminatedIn: bv.EliminatedIn, Loot: bv.Loot}))
		}
	}
	same := k.Button(kit.Tr(k.Lang(), "scores.same"), kit.BtnNormal, func() {
		k.ClearEnded()
		b.start()
	})
	same.Name = "same"
	same.Min = k.Sz(200, kit.TouchHeight)
	again := k.Button(kit.Tr(k.Lang(), "scores.again"), kit.BtnPrimary, func() {
		k.NewGameForm(super.GameName)
	})
	again.Name = "again"
	again.Min = k.Sz(180, kit.TouchHeight)
	buttons := widgets.Cols([]float32{1, 0, 0}, k.U(6), layout.NewSpacer(), same, again)
	weights := []float32{0, 0}
	all := []fyne.CanvasObject{bar, note}
	for i, r := range rows {
		if i == 0 { // the winner: a tip about the end lights it
			r = k.Tips().Lit(teach.PlaceScores, r)
		}
		all = append(all, r)
		weights = append(weights, 0)
	}
	all = append(all, layout.NewSpacer(), buttons, k.ToastObject())
	weights = append(weights, 1, 0, 0)
	return k.Background(kit.ColBackground, k.Pad(widgets.Rows(weights, k.U(4), all...), 8))
}

// rankRow is one player on the ranking: place, bandit, how they ended.
func (b *Board) rankRow(pv *super.PublicView, place int, p super.PlayerResult) fyne.CanvasObject {
	k := b.k
	fill, ink := b.colours(pv, p.Seat)
	row := kit.ColPanel
	if p.Winner {
		row = kit.WithAlpha(kit.ColBrass, 0x60)
	}
	placeText := ""
	if place > 0 {
		placeText = b.t("super.rank.place", map[string]any{"N": place})
	}
	pl := k.Tile(row, kit.ColText, 18, placeText)
	pl.Bold = true
	pl.Min = k.Sz(44, 34)
	name := k.Tile(fill, ink, 17, b.name(pv, p.Seat))
	name.Bold = true
	name.Min = k.Sz(120, 34)
	name.Name = fmt.Sprintf("rank:%d", p.Seat)
	line := k.Tile(row, kit.ColText, 16, i18n.SuperRankLine(b.lang(), p))
	line.Min = k.Sz(200, 34)
	return widgets.Cols([]float32{0, 0.4, 1}, k.U(4), pl, name, line)
}

// endedScreen shows a game the operator ended early: the result the
// table gave, or the standing when the game had none yet.
func (b *Board) EndedScreen(result any) fyne.CanvasObject {
	pv := b.pub()
	switch r := result.(type) {
	case *super.Result:
		return b.rankingScreen(&pv, r, true)
	case super.Result:
		return b.rankingScreen(&pv, &r, true)
	}
	return b.rankingScreen(&pv, nil, true)
}

// physicalScreen tells the table how to set up the box: the train, the
// cards, the first player and where each pawn starts, facing which way,
// with the phone seats' QR codes; cut into pages that fit the window, the
// last one starting the game.
func (b *Board) PhysicalScreen() fyne.CanvasObject {
	pv := b.pub()
	all := i18n.SuperSetupInstructions(b.lang(), &pv, superPlacing(&pv))
	return b.k.PhysPaged(all, func(lines []string, page, pages int) (fyne.CanvasObject, *container.Scroll) {
		return b.physLayout(&pv, lines, page, pages)
	})
}

// superPlacing is where each pawn starts, from the first player clockwise,
// as the engine's placing events word it (read off the public view).
func superPlacing(pv *super.PublicView) []super.Event {
	var out []super.Event
	for _, seat := range pv.Order {
		bv := pv.Bandits[seat]
		if bv.Spot == nil {
			continue
		}
		spot := *bv.Spot
		out = append(out, super.Event{Kind: super.EvBanditPlaced, Seat: seat, Target: super.NoSeat, To: &spot, Facing: bv.Facing,
			NextTowardLoco: super.NoSeat, NextTowardCaboose: super.NoSeat})
	}
	return out
}

// physLayout builds one page of the set-up screen and returns it with its
// instructions' scroll area.
func (b *Board) physLayout(pv *super.PublicView, instructions []string, page, pages int) (fyne.CanvasObject, *container.Scroll) {
	k := b.k
	bottom, list := k.PhysBottom(instructions, page, pages, kit.PhysTabs{
		Back: i18n.T(b.lang(), "btn.back", nil), Cols: 4, LonelyTab: true,
		Tab: func(s engine.Seat) *widgets.Tile {
			fill, ink := b.colours(pv, s)
			t := k.Tile(fill, ink, 15, b.name(pv, s))
			t.Bold = true
			return t
		},
	})
	top := k.TopBar(b.t("setup.instructions", nil), nil)
	return k.Background(kit.ColBackground, k.Pad(widgets.Rows([]float32{0, 0.7, 1.5}, k.U(6), top, b.trainView(pv, superTrainOpts{loot: true}), bottom), 6)), list
}

// named lays a wordless tile named name over text, the same size: it draws
// nothing and names the text's place for the tests (no tip covers the
// curtain's words).
func named(name string, text fyne.CanvasObject) fyne.CanvasObject {
	mark := widgets.NewTile(color.Transparent)
	mark.Name = name
	return container.NewStack(text, mark)
}
