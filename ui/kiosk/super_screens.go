package kiosk

import (
	"fmt"
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
)

// setupTop is the top of every game's setup screen: the game (one tap),
// the language and the operator gear.
func (k *Kiosk) setupTop() fyne.CanvasObject {
	l, _ := i18n.ParseLang(k.lang)
	var games []fyne.CanvasObject
	for _, gc := range gameChoice {
		game := gc.game
		kind := btnQuiet
		if k.draft.game == game || k.draft.game == "" && game == gameChoice[0].game {
			kind = btnSelected
		}
		b := k.button("", kind, func() {
			if k.draft.game != game {
				k.draft.game = game
				k.draft.err = ""
			}
		})
		b.Lines = []string{i18n.T(l, gc.title, nil), i18n.T(l, gc.sub, nil)}
		b.Bold = true
		b.TextSize = k.u(16)
		b.Min = k.sz(150, touchHeight*0.9)
		b.Name = "game:" + game
		games = append(games, b)
	}
	return widgets.Cols([]float32{1.15, 1, 0}, k.u(8), container.NewGridWithColumns(len(games), games...),
		k.languageRow("lang:", k.lang, k.setLanguage), k.gear())
}

// setupScreen: the players (3–7), who plays each seat (the screen, a phone,
// a bot of a level: the Bot button steps through the levels), the game's
// one-line summary and Start. The engine draws the bandits.
func (b *superBoard) setupScreen() fyne.CanvasObject {
	k, d := b.k, &b.draft
	var rows []fyne.CanvasObject
	for i := 0; i < d.players; i++ {
		seat := i
		st := k.tile(colPanelLight, colText, 17, tr(k.lang, "setup.seat", "n", i+1))
		st.Bold = true
		st.Min = k.sz(90, touchHeight*0.78)
		st.Name = fmt.Sprintf("seat:%d", i)
		row := []fyne.CanvasObject{st}
		for _, m := range []table.SeatMode{table.Handoff, table.Phone, table.Bot} {
			mode := m
			kind := btnQuiet
			label := tr(k.lang, "mode."+string(m))
			if d.modes[i] == m || m == table.Bot && d.modes[i].IsBot() {
				kind = btnSelected
			}
			if m == table.Bot && d.modes[i].IsBot() {
				label = tr(k.lang, "mode."+string(d.modes[i])) // the level, one more tap for the next
			}
			bt := k.button(label, kind, func() {
				switch {
				case mode == table.Phone && k.opts.Phones == nil:
					k.toast = tr(k.lang, "phys.noPhones")
				case mode == table.Bot && d.modes[seat].IsBot():
					d.modes[seat] = nextBotMode(d.modes[seat])
				default:
					d.modes[seat] = mode
				}
			})
			bt.Min = k.sz(80, touchHeight*0.78)
			bt.Name = fmt.Sprintf("mode:%d:%s", i, m)
			row = append(row, bt)
		}
		rows = append(rows, widgets.Cols([]float32{0.8, 1, 1, 1}, k.u(4), row...))
	}
	left := widgets.Rows(nil, k.u(4), rows...)

	var counts []fyne.CanvasObject
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		np := n
		kind := btnQuiet
		if d.players == n {
			kind = btnSelected
		}
		bt := k.button(fmt.Sprint(n), kind, func() { d.players = np })
		bt.Name = fmt.Sprintf("players:%d", n)
		bt.Min = k.sz(44, touchHeight*0.85)
		counts = append(counts, bt)
	}
	playersLabel := k.label(tr(k.lang, "setup.players"), "", true)
	help := k.label(b.t("super.gameHelp", nil), "", false)
	start := k.button(tr(k.lang, "setup.start"), btnPrimary, b.start)
	start.Name = "start"
	rightRows := []fyne.CanvasObject{playersLabel, container.NewGridWithColumns(len(counts), counts...), help}
	weights := []float32{0, 0, 1}
	if d.err != "" {
		e := k.label(d.err, "", false)
		e.Importance = 4 // danger
		rightRows = append(rightRows, e)
		weights = append(weights, 0)
	}
	if k.live() {
		back := k.button(tr(k.lang, "setup.resume"), btnQuiet, func() { k.screen = screenGame })
		back.Name = "resume"
		rightRows = append(rightRows, back)
		weights = append(weights, 0)
	}
	rightRows = append(rightRows, widgets.Cols([]float32{1, 1.2}, k.u(6), k.howToPlayButton(), start)) // the "how to play" overview (overview.go)
	weights = append(weights, 0)
	right := widgets.Rows(weights, k.u(6), rightRows...)
	body := widgets.Cols([]float32{1.3, 1}, k.u(10), left, right)
	return k.background(colBackground, k.pad(widgets.Rows([]float32{0, 1, 0}, k.u(8), k.setupTop(), body, k.toastObject()), 8))
}

// nextBotMode is the bot level after m: Normal, Hard, Easy, Normal…
func nextBotMode(m table.SeatMode) table.SeatMode {
	switch m {
	case table.Bot:
		return table.BotHard
	case table.BotHard:
		return table.BotEasy
	}
	return table.Bot
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
func (b *superBoard) trainView(pv *super.PublicView, o superTrainOpts) fyne.CanvasObject {
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
	width := k.contentSize().Width - k.u(20) - k.u(4)*float32(len(pv.Train)-1)
	var heads []*widgets.Tile
	most := 1
	defer func() { // every header as high as the tallest: the floors stay in line
		for _, h := range heads {
			h.Min = k.sz(40, 4+17*float32(most))
		}
	}()
	for _, wv := range pv.Train {
		title := b.t("super.wagon", map[string]any{"N": wv.Index})
		fill := colPanelLight
		switch {
		case wv.Locomotive:
			title, fill = b.t("super.loco", nil), colLoco
		case wv.Caboose:
			title = b.t("super.caboose", map[string]any{"N": wv.Index})
		}
		lines := []string{title}
		cardW := width*superCardWeight(max(len(wv.Roof), len(wv.Inside)))/total - 2*theme.Padding()
		if fyne.MeasureText(title, k.u(12.5), fyne.TextStyle{}).Width > cardW {
			lines = strings.Fields(title)
		}
		if o.loot && !wv.Locomotive {
			loot := b.t("super.lootValue", map[string]any{"N": wv.LootValue})
			if fyne.MeasureText(loot, k.u(12.5), fyne.TextStyle{}).Width > cardW {
				lines = append(lines, strings.Fields(loot)...)
			} else {
				lines = append(lines, loot)
			}
		}
		head := k.tile(fill, colText, 13, lines...)
		heads = append(heads, head)
		most = max(most, len(lines))
		head.Name = fmt.Sprintf("wagon:%d", wv.Index)
		roof := b.floorView(pv, wv.Index, super.Roof, wv.Roof)
		inside := b.floorView(pv, wv.Index, super.Inside, wv.Inside)
		cols = append(cols, widgets.Rows([]float32{0, 1, 1}, k.u(3), head, roof, inside))
		weights = append(weights, superCardWeight(max(len(wv.Roof), len(wv.Inside))))
	}
	return widgets.Cols(weights, k.u(4), cols...)
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
func (b *superBoard) floorView(pv *super.PublicView, wagon int, f super.Floor, line []super.PawnView) fyne.CanvasObject {
	k := b.k
	fill := colInside
	if f == super.Roof {
		fill = colRoof
	}
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = k.u(5)
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
		content = widgets.Cols(weights, k.u(2), pawns...)
	}
	return container.NewStack(bg, k.pad(content, 3))
}

// pawn is one bandit in a line: its name with an arrow the way it faces;
// a stunned bandit lies down (dimmed, with a red border). A narrow pawn
// (seven players, several on one floor) puts the arrow and the name on two
// lines and shortens the name ("Che", then "Ch": superAbbrev) rather than
// shrink it below a readable size.
func (b *superBoard) pawn(pv *super.PublicView, p super.PawnView) fyne.CanvasObject {
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
	t := k.tile(fill, ink, 13, forms[0])
	t.Short = forms[1:]
	t.Bold = true
	t.MinTextSize = k.u(superPawnMinText)
	t.Min = k.sz(18, 22)
	t.Name = fmt.Sprintf("pawn:%d", p.Seat)
	t.Stroke, t.StrokeWidth = colTextDim, k.u(1)
	if p.Stunned {
		t.Fill = withAlpha(fill, 0x70)
		t.Stroke, t.StrokeWidth = colDanger, k.u(3)
		t.Name += ":down"
	}
	return t
}

// superPawnMinText is the smallest text a pawn's name is drawn at (design
// pixels): below it the name is shortened instead.
const superPawnMinText = 12

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
func (b *superBoard) banditsPanel(pv *super.PublicView) fyne.CanvasObject {
	k := b.k
	var tiles []fyne.CanvasObject
	for _, bv := range pv.Bandits {
		fill, ink := b.colours(pv, bv.Seat)
		status := b.t("super.rank.aboard", nil)
		if !bv.Aboard {
			status = b.t("super.rank.out", map[string]any{"N": bv.EliminatedIn})
			fill = withAlpha(fill, 0x60)
		}
		loot := b.t("super.rank.noLoot", nil)
		if len(bv.Loot) > 0 {
			vals := make([]string, len(bv.Loot))
			for i, l := range bv.Loot {
				vals[i] = fmt.Sprint(l.Value)
			}
			loot = b.t("super.rank.loot", map[string]any{"Values": strings.Join(vals, ", ")})
		}
		t := k.tile(fill, ink, 14, b.name(pv, bv.Seat), status+" · "+loot)
		t.Bold = true
		t.Min = k.sz(80, 40)
		t.Name = fmt.Sprintf("bandit:%d", bv.Seat)
		tiles = append(tiles, t)
	}
	cols := 2
	if len(tiles) > 4 {
		cols = 3
	}
	return widgets.Grid(cols, k.sz(80, 40), k.u(4), tiles...)
}

// roundBar is the top of the in-game screens: the round (a tap explains
// part, the part of the round on screen), a title and the operator gear.
func (b *superBoard) roundBar(round int, part i18n.SuperPart, title string) fyne.CanvasObject {
	k := b.k
	r := k.tile(colPanelLight, colText, 16, b.t("super.round", map[string]any{"N": round}))
	r.Bold = true
	r.Min = k.sz(96, 44)
	r.Name = "round"
	r.OnTapped = k.act(func() { b.showPartHelp(part) })
	t := k.tile(nil, colBrass, 18, title)
	t.Bold = true
	t.Min = k.sz(100, 44)
	return widgets.Cols([]float32{0, 1, 0}, k.u(6), r, t, k.gear())
}

// showCardHelp opens the rules help of an action card the viewer sees
// face up (a face-down card has none: it stays a secret).
func (b *superBoard) showCardHelp(c super.Card) {
	if c == super.HiddenCard || c >= super.NumCards {
		return
	}
	b.k.showHelp(helpTopic{kind: helpSuperCard, superCard: c})
}

// showPartHelp opens the rules help of a part of the round.
func (b *superBoard) showPartHelp(p i18n.SuperPart) {
	b.k.showHelp(helpTopic{kind: helpSuperPart, superPart: p})
}

// gameScreen: the narration first, then the ranking, the curtain or the
// stacking screen of a screen seat, or the table waiting for the others.
func (b *superBoard) gameScreen() fyne.CanvasObject {
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
func (b *superBoard) curtainScreen(pv *super.PublicView, seat engine.Seat) fyne.CanvasObject {
	k := b.k
	fill, ink := b.colours(pv, seat)
	name := b.name(pv, seat)
	pass := k.text(tr(k.lang, "handoff.pass"), 26, ink, false)
	big := k.text(name, 84, ink, true)
	title := k.tile(nil, ink, 20, b.t("super.plan.title", map[string]any{"N": pv.Round}))
	title.Name = "round"
	title.Min = k.sz(360, 40) // a touch target, not only the words
	title.OnTapped = k.act(func() { b.showPartHelp(i18n.SuperPlan) })
	look := k.text(tr(k.lang, "handoff.look"), 18, ink, false)
	tap := widgets.NewTile(colBrass, b.t("super.plan.passHint", map[string]any{"Name": name}))
	tap.TextColor = colBrassDark
	tap.Bold = true
	tap.TextSize = k.u(22)
	tap.MinTextSize = k.u(12)
	tap.Radius = k.u(14)
	tap.Min = k.sz(360, 84)
	tap.Name = "reveal"
	tap.OnTapped = k.act(func() { b.revealHand(seat) })
	tap.Ignore = k.sameFinger // not the second tap of the finger that just stacked
	center := container.NewVBox(container.NewCenter(title), container.NewCenter(pass), container.NewCenter(big),
		layout.NewSpacer(), container.NewCenter(widgets.Fixed(k.sz(560, 90), tap)), container.NewCenter(look))
	bar := widgets.Cols([]float32{1, 0}, 0, layout.NewSpacer(), k.gear())
	body := widgets.Rows([]float32{0, 1, 0}, k.u(6), bar, container.NewCenter(center), k.toastObject())
	if k.fast && len(b.log) > 0 {
		body = widgets.Rows([]float32{0, 1, 0.5, 0}, k.u(6), bar, container.NewCenter(center), k.panel(b.logView(pv)), k.toastObject())
	}
	return container.NewStack(canvas.NewRectangle(fill), k.pad(body, 8))
}

// superHelpHeight is the height of the rules-help strip under each card
// of the stacking screen (design pixels).
const superHelpHeight = 44

// stackScreen is a screen seat's secret plan: its four cards; it taps
// three, top first (a tapped card taps out again), sees the one left out,
// and stacks them with one more tap. The strip under each card, a card
// in the stack and the title explain the rules.
func (b *superBoard) stackScreen(pv *super.PublicView, seat engine.Seat) fyne.CanvasObject {
	k := b.k
	fill, ink := b.colours(pv, seat)
	v := b.view(seat)
	name := b.name(pv, seat)
	head := k.tile(fill, ink, 18, name)
	head.Bold = true
	head.Min = k.sz(120, 44)
	title := k.tile(nil, colBrass, 18, b.t("super.plan.title", map[string]any{"N": pv.Round}))
	title.Bold = true
	title.Min = k.sz(100, 44)
	title.Name = "round"
	title.OnTapped = k.act(func() { b.showPartHelp(i18n.SuperPlan) })
	bar := widgets.Cols([]float32{0, 1, 0}, k.u(6), head, title, k.gear())
	prompt := k.label(b.t("super.plan.pick", map[string]any{"Name": name}), theme.SizeNameSubHeadingText, true)

	order := map[super.Card]int{}
	for i, c := range b.picks {
		order[c] = i + 1
	}
	var cards []fyne.CanvasObject
	for _, c := range v.Hand {
		card := c
		t := k.tile(colCardFace, colInk, 20, i18n.SuperCardName(b.lang(), c))
		t.Bold = true
		t.Radius = k.u(10)
		t.Min = k.sz(90, 96)
		t.Stroke, t.StrokeWidth = colTextDim, k.u(1)
		if n, ok := order[c]; ok {
			t.Lines = append(t.Lines, fmt.Sprintf("%d", n))
			t.Fill, t.Stroke, t.StrokeWidth = colBrass, colHighlight, k.u(4)
		}
		t.Name = "card:" + c.String()
		t.OnTapped = k.act(func() { b.pick(card) })
		// a tap on the card stacks it: its rule is one tap on the strip below
		help := k.tile(colPanelLight, colText, 15, b.t("super.help.ask", nil))
		help.Bold = true
		help.Radius = k.u(8)
		help.Min = k.sz(90, superHelpHeight)
		help.Name = "help:" + c.String()
		help.OnTapped = k.act(func() { b.showCardHelp(card) })
		cards = append(cards, widgets.Rows([]float32{1, 0}, k.u(3), t, help))
	}
	hand := widgets.Grid(max(1, len(cards)), k.sz(90, 96+superHelpHeight), k.u(6), cards...)

	var slots []fyne.CanvasObject
	for i := 0; i < super.StackSize; i++ {
		text := fmt.Sprintf("%d", i+1)
		sfill, sink := colPanel, colTextDim
		if i < len(b.picks) {
			text = fmt.Sprintf("%d · %s", i+1, i18n.SuperCardName(b.lang(), b.picks[i]))
			sfill, sink = colPanelLight, colText
		}
		s := k.tile(sfill, sink, 16, text)
		s.Min = k.sz(80, 40)
		s.Name = fmt.Sprintf("slot:%d", i)
		if i < len(b.picks) {
			card := b.picks[i]
			s.OnTapped = k.act(func() { b.showCardHelp(card) })
		}
		slots = append(slots, s)
	}
	stackLabel := k.tile(nil, colTextDim, 15, b.t("super.plan.stack", nil))
	stackLabel.Min = k.sz(100, 24)
	aside := ""
	if len(b.picks) == super.StackSize {
		cmd := super.Stack(seat, b.picks[0], b.picks[1], b.picks[2])
		aside = b.t("super.plan.aside", map[string]any{"Card": i18n.SuperCardName(b.lang(), cmd.SetAside())})
	}
	asideLabel := k.tile(nil, colText, 15, aside)
	asideLabel.Min = k.sz(100, 24)
	clear := k.button(b.t("super.plan.clear", nil), btnQuiet, func() { b.picks = nil })
	clear.Name = "clear"
	clear.Min = k.sz(150, touchHeight)
	commit := k.button(b.t("super.plan.commit", nil), btnPrimary, func() { b.commit(seat) })
	commit.Name = "commit"
	commit.Min = k.sz(220, touchHeight)
	if len(b.picks) != super.StackSize {
		commit.Fill, commit.TextColor = colPanel, colTextDim
		commit.OnTapped = nil
	}
	stackRow := widgets.Cols([]float32{0, 1, 1, 1}, k.u(6), stackLabel, slots[0], slots[1], slots[2])
	buttons := widgets.Cols([]float32{1, 0, 0}, k.u(8), asideLabel, clear, commit)
	rows := widgets.Rows([]float32{0, 0, 1, 0, 0, 0}, k.u(6), bar, prompt, hand, stackRow, buttons, k.toastObject())
	return k.background(colBackground, k.pad(rows, 6))
}

// tableScreen is the table while phones and bots stack: the train, the
// bandits and who the table waits for.
func (b *superBoard) tableScreen(pv *super.PublicView) fyne.CanvasObject {
	k := b.k
	var waiting []string
	var phone engine.Seat = super.NoSeat
	for _, s := range pv.Expected {
		waiting = append(waiting, b.name(pv, s))
		if phone == super.NoSeat && k.modeOf(s) == table.Phone {
			phone = s
		}
	}
	var parts []fyne.CanvasObject
	switch {
	case len(waiting) == 0:
	default:
		parts = append(parts, k.label(b.t("super.plan.waiting", map[string]any{"Names": i18n.JoinNames(b.lang(), waiting)}), theme.SizeNameSubHeadingText, true))
	}
	if s, thinking := k.t.Thinking(); thinking {
		parts = append(parts, k.label(tr(k.lang, "wait.thinking", "name", b.name(pv, s)), "", false))
	}
	weights := make([]float32, len(parts))
	if k.fast && len(b.log) > 0 {
		parts = append(parts, b.logView(pv))
		weights = append(weights, 1)
	} else if phone != super.NoSeat {
		parts = append(parts, k.qrFor(phone, false))
		weights = append(weights, 1)
	}
	right := widgets.Rows(weights, k.u(4), parts...)
	bottom := widgets.Cols([]float32{1.3, 1}, k.u(6), b.banditsPanel(pv), k.panel(right))
	rows := widgets.Rows([]float32{0, 1, 1.1, 0}, k.u(5), b.roundBar(pv.Round, i18n.SuperPlan, b.t("super.title", nil)), b.trainView(pv, superTrainOpts{}), bottom, k.toastObject())
	return k.background(colBackground, k.pad(rows, 5))
}

// logView lists the latest instructions (fast mode).
func (b *superBoard) logView(pv *super.PublicView) fyne.CanvasObject {
	var ls []fyne.CanvasObject
	for _, l := range b.log {
		ls = append(ls, b.k.label("• "+i18n.SuperDescribe(b.lang(), l.ev, pv), "", true))
	}
	return container.NewVScroll(container.NewVBox(ls...))
}

// stepScreen shows one narration page: the card turned over (or the end of
// the round), large (a tap explains it), its pawn instructions and
// Continue (the table button and Space too), with the train as it stands
// once the step is done. Every instruction must be readable without
// scrolling: the roomiest layout whose instructions fit is used, then a
// smaller train, then pages.
func (b *superBoard) stepScreen(pv *super.PublicView, s superStep) fyne.CanvasObject {
	size := b.k.contentSize()
	lines := b.stepLines(pv, s)
	fits := func(compact int, from, to, pages int) (fyne.CanvasObject, bool) {
		screen, list := b.stepLayout(pv, s, lines[from:to], compact, pages)
		layOut(screen, size)
		return screen, list.Content.MinSize().Height <= list.Size().Height+1
	}
	b.stepCount = 1
	for compact := 0; compact < 3; compact++ {
		if screen, ok := fits(compact, 0, len(lines), 1); ok {
			b.stepPage = 0
			return screen
		}
	}
	var starts []int
	for from := 0; from < len(lines); {
		to := from + 1
		for to < len(lines) {
			if _, ok := fits(2, from, to+1, 2); !ok {
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
	screen, _ := b.stepLayout(pv, s, lines[starts[b.stepPage]:starts[b.stepPage+1]], 2, b.stepCount)
	return screen
}

// stepLines words a step's events, one instruction each (the card turned
// over is the step's title, not a line).
func (b *superBoard) stepLines(pv *super.PublicView, s superStep) []string {
	var out []string
	for _, e := range s.events {
		if e.Kind == super.EvCardRevealed {
			continue
		}
		out = append(out, i18n.SuperDescribe(b.lang(), e, pv))
	}
	return out
}

// stepLayout builds a step page: compact 1 gives the train less height, 2
// also drops the big card (the title names it).
func (b *superBoard) stepLayout(pv *super.PublicView, s superStep, lines []string, compact, pages int) (fyne.CanvasObject, *container.Scroll) {
	k := b.k
	view := pv
	if s.view != nil {
		view = s.view
	}
	var big *widgets.Tile
	var title string
	part := i18n.SuperAction
	switch s.kind {
	case superStepCard:
		fill, ink := b.colours(pv, s.seat)
		card := i18n.SuperCardName(b.lang(), s.card)
		big = k.tile(fill, ink, 22, b.name(pv, s.seat), card, fmt.Sprintf("%d / %d", s.count, super.StackSize))
		title = b.t("super.ev.revealed", map[string]any{"Name": b.name(pv, s.seat), "Card": card, "N": s.count})
		revealed := s.card // turned over: everyone sees it
		big.OnTapped = k.act(func() { b.showCardHelp(revealed) })
	default:
		part = i18n.SuperRoundEnd
		big = k.tile(colCardBack, colCardFace, 22, b.t("super.round", map[string]any{"N": s.round}))
		big.OnTapped = k.act(func() { b.showPartHelp(i18n.SuperRoundEnd) })
		title = i18n.SuperDescribe(b.lang(), s.events[0], pv)
		if len(lines) > 0 && lines[0] == title {
			lines = lines[1:]
		}
	}
	big.Bold = true
	big.Radius = k.u(10)
	big.Min = k.sz(120, 100)
	big.Name = "step-card"
	var ls []fyne.CanvasObject
	for _, l := range lines {
		ls = append(ls, k.label("• "+l, "", true))
	}
	list := container.NewVScroll(container.New(layout.NewCustomPaddedVBoxLayout(0), ls...))
	next := k.button(tr(k.lang, "continue"), btnPrimary, func() { b.next() })
	if pages > 1 {
		next.Lines = []string{fmt.Sprintf("%s (%d/%d)", tr(k.lang, "continue"), b.stepPage+1, pages)}
	}
	next.Name = "continue"
	next.Min = k.sz(160, touchHeight)
	head := k.label(title, theme.SizeNameSubHeadingText, true)
	right := widgets.Rows([]float32{0, 1, 0}, k.u(4), head, list, next)
	var bottom fyne.CanvasObject = widgets.Cols([]float32{0.32, 1}, k.u(8), big, right)
	if compact >= 2 {
		bottom = right
	}
	trainW, bottomW := float32(1), float32(1.3)
	if compact > 0 {
		trainW, bottomW = 0.55, 1.75 // the pawns stay readable; the instructions get the room
	}
	rows := widgets.Rows([]float32{0, trainW, bottomW, 0}, k.u(5), b.roundBar(s.round, part, b.t("super.title", nil)),
		b.trainView(view, superTrainOpts{}), k.panel(bottom), k.toastObject())
	return k.background(colBackground, k.pad(rows, 5)), list
}

// rankingScreen is the end: how the game was won, and every player in
// order (engine/super Result.Ranking) with how they ended. An early end
// (the operator) has no result: the standing as it was.
func (b *superBoard) rankingScreen(pv *super.PublicView, r *super.Result, early bool) fyne.CanvasObject {
	k := b.k
	title := k.text(b.t("super.rank.title", nil), 24, colBrass, true)
	bar := widgets.Cols([]float32{0, 1, 0}, k.u(8), container.NewCenter(title), layout.NewSpacer(), k.gear())
	var rows []fyne.CanvasObject
	var note fyne.CanvasObject
	if r != nil {
		note = k.label(i18n.SuperWinnerText(b.lang(), r, pv), theme.SizeNameSubHeadingText, true)
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
		note = k.label(tr(k.lang, "scores.early"), "", true)
		for _, bv := range pv.Bandits {
			rows = append(rows, b.rankRow(pv, 0, super.PlayerResult{Seat: bv.Seat, Aboard: bv.Aboard, EliminatedIn: bv.EliminatedIn, Loot: bv.Loot}))
		}
	}
	same := k.button(tr(k.lang, "scores.same"), btnNormal, func() {
		k.ended = nil
		b.start()
	})
	same.Name = "same"
	same.Min = k.sz(200, touchHeight)
	again := k.button(tr(k.lang, "scores.again"), btnPrimary, func() {
		k.ended = nil
		k.draft = newDraft(k.lang)
		k.draft.game = super.GameName
		k.screen = screenSetup
	})
	again.Name = "again"
	again.Min = k.sz(180, touchHeight)
	buttons := widgets.Cols([]float32{1, 0, 0}, k.u(6), layout.NewSpacer(), same, again)
	weights := []float32{0, 0}
	all := []fyne.CanvasObject{bar, note}
	for _, r := range rows {
		all = append(all, r)
		weights = append(weights, 0)
	}
	all = append(all, layout.NewSpacer(), buttons, k.toastObject())
	weights = append(weights, 1, 0, 0)
	return k.background(colBackground, k.pad(widgets.Rows(weights, k.u(4), all...), 8))
}

// rankRow is one player on the ranking: place, bandit, how they ended.
func (b *superBoard) rankRow(pv *super.PublicView, place int, p super.PlayerResult) fyne.CanvasObject {
	k := b.k
	fill, ink := b.colours(pv, p.Seat)
	row := colPanel
	if p.Winner {
		row = withAlpha(colBrass, 0x60)
	}
	placeText := ""
	if place > 0 {
		placeText = b.t("super.rank.place", map[string]any{"N": place})
	}
	pl := k.tile(row, colText, 18, placeText)
	pl.Bold = true
	pl.Min = k.sz(44, 34)
	name := k.tile(fill, ink, 17, b.name(pv, p.Seat))
	name.Bold = true
	name.Min = k.sz(120, 34)
	name.Name = fmt.Sprintf("rank:%d", p.Seat)
	line := k.tile(row, colText, 16, i18n.SuperRankLine(b.lang(), p))
	line.Min = k.sz(200, 34)
	return widgets.Cols([]float32{0, 0.4, 1}, k.u(4), pl, name, line)
}

// endedScreen shows a game the operator ended early: the result the
// table gave, or the standing when the game had none yet.
func (b *superBoard) endedScreen(result any) fyne.CanvasObject {
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
func (b *superBoard) physicalScreen() fyne.CanvasObject {
	pv := b.pub()
	all := i18n.SuperSetupInstructions(b.lang(), &pv, superPlacing(&pv))
	return b.k.physPaged(all, func(lines []string, page, pages int) (fyne.CanvasObject, *container.Scroll) {
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
func (b *superBoard) physLayout(pv *super.PublicView, instructions []string, page, pages int) (fyne.CanvasObject, *container.Scroll) {
	k := b.k
	bottom, list := k.physBottom(instructions, page, pages, physTabs{
		back: i18n.T(b.lang(), "btn.back", nil), cols: 4, lonelyTab: true,
		tab: func(s engine.Seat) *widgets.Tile {
			fill, ink := b.colours(pv, s)
			t := k.tile(fill, ink, 15, b.name(pv, s))
			t.Bold = true
			return t
		},
	})
	top := k.topBar(b.t("setup.instructions", nil), nil)
	return k.background(colBackground, k.pad(widgets.Rows([]float32{0, 0.7, 1.5}, k.u(6), top, b.trainView(pv, superTrainOpts{loot: true}), bottom), 6)), list
}
