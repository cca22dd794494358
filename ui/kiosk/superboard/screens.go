package superboard

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"

	"colt/engine"
	"colt/engine/super"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
	"colt/ui/kiosk/superboard/screen"
	"colt/ui/teach"
)

// SetupScreen draws the new-game form (Form): the players (3–7), who
// plays each seat (the screen, a phone, a bot of a level: the Bot button
// steps through the levels), the game's one-line summary and Start. The
// engine draws the bandits. The shell frames it.
func (b *Board) SetupScreen(sh kit.FormParts) fyne.CanvasObject {
	f := b.Form()
	return b.painter().form(&f, sh)
}

// trainView draws the train: the locomotive on the left, the caboose on the
// right, each card's roof above its inside (a card crowded with pawns
// wider than the others: superCardWeight); each floor shows its line of
// pawns from the locomotive's side to the caboose's, each pawn with the way
// it faces (← the locomotive, → the caboose) and lying down when stunned.
func (p painter) trainView(train screen.Train) fyne.CanvasObject {
	k := p.k
	cols := make([]fyne.CanvasObject, 0, len(train))
	weights := make([]float32, 0, len(train))
	var total float32
	for _, c := range train {
		total += superCardWeight(max(len(c.Roof), len(c.Inside)))
	}
	// each card's width, as the window gives it, to word its header: a
	// title too wide for the card at a readable size goes on two lines
	// ("Caboose" over "8") rather than shrink (issue 23)
	width := k.ContentSize().Width - k.U(20) - k.U(4)*float32(len(train)-1)
	var heads []*widgets.Tile
	most := 1
	defer func() { // every header as high as the tallest: the floors stay in line
		for _, h := range heads {
			h.Min = k.Sz(40, 4+17*float32(most))
		}
	}()
	for _, c := range train {
		fill := kit.ColPanelLight
		if c.Loco {
			fill = kit.ColLoco
		}
		lines := []string{c.Title}
		cardW := width*superCardWeight(max(len(c.Roof), len(c.Inside)))/total - 2*theme.Padding()
		if kit.MeasureText(c.Title, k.U(kit.MinText), fyne.TextStyle{}).Width > cardW {
			lines = strings.Fields(c.Title)
		}
		if c.Loot != "" {
			if kit.MeasureText(c.Loot, k.U(kit.MinText), fyne.TextStyle{}).Width > cardW {
				lines = append(lines, strings.Fields(c.Loot)...)
			} else {
				lines = append(lines, c.Loot)
			}
		}
		head := k.Tile(fill, kit.ColText, 13, lines...)
		heads = append(heads, head)
		most = max(most, len(lines))
		head.Name = fmt.Sprintf("wagon:%d", c.Index)
		roof := p.floorView(kit.ColRoof, c.Roof)
		inside := p.floorView(kit.ColInside, c.Inside)
		cols = append(cols, widgets.Rows([]float32{0, 1, 1}, k.U(3), head, roof, inside))
		weights = append(weights, superCardWeight(max(len(c.Roof), len(c.Inside))))
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
func (p painter) floorView(fill color.NRGBA, line []screen.Pawn) fyne.CanvasObject {
	k := p.k
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = k.U(5)
	var pawns []fyne.CanvasObject
	for _, pw := range line {
		pawns = append(pawns, p.pawn(pw))
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
func (p painter) pawn(pw screen.Pawn) fyne.CanvasObject {
	k := p.k
	// each name on one line with its arrow, then on two (the name first:
	// a tile's first line is the bold one); no space beside the arrow,
	// which Fyne's fallback font draws as a missing glyph
	var forms []string
	for _, n := range []string{pw.Name, superAbbrev(pw.Name, 3), superAbbrev(pw.Name, 2)} {
		one, two := "←"+n, n+"\n←"
		if pw.Facing == super.TowardCaboose {
			one, two = n+"→", n+"\n→"
		}
		if len(forms) == 0 || forms[len(forms)-1] != two {
			forms = append(forms, one, two)
		}
	}
	t := k.Tile(pw.Fill, pw.Ink, 13, forms[0])
	t.Short = forms[1:]
	t.Bold = true
	t.MinTextSize = max(k.U(PawnMinText), kit.MinText) // never under the floor at 800×480 (issue 34)
	t.Min = k.Sz(18, 22)
	t.Name = fmt.Sprintf("pawn:%d", pw.Seat)
	t.Stroke, t.StrokeWidth = kit.ColTextDim, k.U(1)
	if pw.Stunned {
		t.Fill = kit.WithAlpha(pw.Fill, 0x70)
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
func (p painter) banditsPanel(bandits []screen.Bandit) fyne.CanvasObject {
	k := p.k
	var tiles []fyne.CanvasObject
	for _, bv := range bandits {
		fill := bv.Fill
		if bv.Out {
			fill = kit.WithAlpha(fill, 0x60)
		}
		t := k.Tile(fill, bv.Ink, 14, bv.Name, bv.Status)
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
// the part of the round on screen), a title and the operator gear.
func (p painter) roundBar(round kitscreen.Choice, title string) fyne.CanvasObject {
	k := p.k
	r := k.Tile(kit.ColPanelLight, kit.ColText, 16, round.Label)
	r.Bold = true
	r.Min = k.Sz(96, 44)
	r.Name = round.Name
	r.OnTapped = p.act(round)
	t := k.Tile(nil, kit.ColBrass, 18, title)
	t.Bold = true
	t.Min = k.Sz(100, 44)
	return widgets.Cols([]float32{0, 1, 0}, k.U(6), r, t, k.GearSlot())
}

// ShowCardHelp opens the rules help of an action card the viewer sees
// face up (a face-down card has none: it stays a secret).
func (b *Board) ShowCardHelp(c super.Card) {
	if c == super.HiddenCard || c >= super.NumCards {
		return
	}
	b.k.Nav().ShowHelp(func() (string, string) { return b.CardHelp(c) })
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
	b.k.Nav().ShowHelp(func() (string, string) {
		return i18n.SuperPartName(b.lang(), p), i18n.SuperPartHelp(b.lang(), p)
	})
}

// GameScreen draws the game screen on show (Screen) with the renderer.
func (b *Board) GameScreen() kit.Screen {
	sc := b.Screen()
	return b.painter().screen(&sc)
}

// curtainScreen hands the screen to the seat that owes its stack.
func (p painter) curtainScreen(sc *screen.Screen) fyne.CanvasObject {
	k, c := p.k, sc.Curtain
	fill, ink := c.Fill, c.Ink
	pass := k.Text(c.Pass, 26, ink, false)
	big := k.Text(c.Name, 84, ink, true)
	title := k.Tile(nil, ink, 20, sc.RoundHelp.Label)
	title.Name = sc.RoundHelp.Name
	title.Min = k.Sz(360, 40) // a touch target, not only the words
	title.OnTapped = p.act(sc.RoundHelp)
	look := k.Text(c.Look, 18, ink, false)
	tap := widgets.NewTile(kit.ColBrass, c.Reveal.Label)
	tap.TextColor = kit.ColBrassDark
	tap.Bold = true
	tap.TextSize = k.U(22)
	tap.MinTextSize = k.U(kit.MinText)
	tap.Radius = k.U(14)
	tap.Min = k.Sz(360, 84)
	tap.Name = c.Reveal.Name
	tap.OnTapped = p.act(c.Reveal)
	tap.Ignore = k.SameFinger // not the second tap of the finger that just stacked
	center := container.NewVBox(container.NewCenter(title), container.NewCenter(kit.Acted(named("curtain:pass", pass))),
		container.NewCenter(kit.Acted(named("curtain:name", big))), layout.NewSpacer(),
		container.NewCenter(k.Tips().Lit(teach.PlaceHand, widgets.Fixed(k.Sz(560, 90), tap))), container.NewCenter(kit.Acted(named("curtain:look", look))))
	gear := k.GearSlot()
	var bar fyne.CanvasObject = widgets.Cols([]float32{1, 0}, 0, layout.NewSpacer(), gear)
	// a teaching tip (the stacking, taught before the first stack) shows in
	// a band of its own at the top, beside the gear, over none of the
	// curtain's words: the big name shrinks to leave it room
	content := k.ContentSize()
	bandW := content.Width - 2*k.U(8) - 2*(gear.MinSize().Width+k.U(8))
	band := k.Tips().Band(bandW, content.Height) // the name shrinks to leave it room (below)
	if band > 0 {
		mark := widgets.NewTile(color.Transparent) // no words: the tip's place (kit.TipBandName)
		mark.Name = kit.TipBandName
		gearTop := widgets.Cols([]float32{1, 0}, 0, layout.NewSpacer(), widgets.Rows([]float32{0, 1}, 0, gear, layout.NewSpacer()))
		bar = container.NewStack(gearTop, container.NewCenter(widgets.Fixed(fyne.NewSize(bandW, band), mark))) // the gear keeps its height
	}
	toast := k.ToastSlot()
	rows := []fyne.CanvasObject{bar, container.NewCenter(center), toast}
	weights := []float32{0, 1, 0}
	if len(sc.Log) > 0 {
		rows = []fyne.CanvasObject{bar, container.NewCenter(center), k.Panel(p.logView(sc.Log)), toast}
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
func (p painter) stackScreen(sc *screen.Screen) fyne.CanvasObject {
	k, s := p.k, sc.Stack
	head := k.Tile(s.Fill, s.Ink, 18, s.Name)
	head.Bold = true
	head.Min = k.Sz(120, 44)
	title := k.Tile(nil, kit.ColBrass, 18, sc.RoundHelp.Label)
	title.Bold = true
	title.Min = k.Sz(100, 44)
	title.Name = sc.RoundHelp.Name
	title.OnTapped = p.act(sc.RoundHelp)
	bar := widgets.Cols([]float32{0, 1, 0}, k.U(6), head, title, k.GearSlot())
	prompt := k.Label(s.Prompt, theme.SizeNameSubHeadingText, true)

	var cards []fyne.CanvasObject
	for _, c := range s.Hand {
		t := k.Tile(kit.ColCardFace, kit.ColInk, 20, c.Name)
		t.Bold = true
		t.Radius = k.U(10)
		t.Min = k.Sz(90, stackCardHeight)
		t.Stroke, t.StrokeWidth = kit.ColTextDim, k.U(1)
		if c.Order > 0 {
			t.Lines = append(t.Lines, fmt.Sprintf("%d", c.Order))
			t.Fill, t.Stroke, t.StrokeWidth = kit.ColBrass, kit.ColHighlight, k.U(4)
		}
		t.Name = c.Pick.Name
		t.OnTapped = p.act(c.Pick)
		// a tap on the card stacks it: its rule is one tap on the strip below
		help := k.Tile(kit.ColPanelLight, kit.ColText, 15, c.Help.Label)
		help.Bold = true
		help.Radius = k.U(8)
		help.Min = k.Sz(90, superHelpHeight)
		help.Name = c.Help.Name
		help.OnTapped = p.act(c.Help)
		cards = append(cards, widgets.Rows([]float32{1, 0}, k.U(3), t, help))
	}
	hand := widgets.Grid(max(1, len(cards)), k.Sz(90, stackCardHeight+3+superHelpHeight), k.U(6), cards...)

	var slots []fyne.CanvasObject
	for i, sl := range s.Slots {
		sfill, sink := kit.ColPanel, kit.ColTextDim
		if sl.Filled {
			sfill, sink = kit.ColPanelLight, kit.ColText
		}
		t := k.Tile(sfill, sink, 16, sl.Text)
		t.Min = k.Sz(80, 40)
		t.Name = fmt.Sprintf("slot:%d", i)
		t.OnTapped = p.act(sl.Help)
		slots = append(slots, t)
	}
	// on two lines, wide enough for "Votre pile, le dessus d'abord" at 13 px or more (issue 34)
	stackLabel := k.Tile(nil, kit.ColTextDim, 15, kit.WrapWords(s.StackLabel, 16)...)
	stackLabel.Min = k.Sz(124, 24)
	asideLabel := k.Tile(nil, kit.ColText, 15, s.Aside)
	asideLabel.Min = k.Sz(100, 24)
	clear := k.Button(s.Clear.Label, kit.BtnQuiet, s.Clear.Do)
	clear.Name = s.Clear.Name
	clear.Min = k.Sz(150, kit.TouchHeight)
	commit := k.Button(s.Commit.Label, kit.BtnPrimary, s.Commit.Do)
	commit.Name = s.Commit.Name
	commit.Min = k.Sz(220, kit.TouchHeight)
	if !s.Commit.Open() {
		commit.Fill, commit.TextColor = kit.ColPanel, kit.ColTextDim
		commit.OnTapped = nil
	}
	stackRow := widgets.Cols([]float32{0, 1, 1, 1}, k.U(6), append([]fyne.CanvasObject{stackLabel}, slots...)...)
	buttons := widgets.Cols([]float32{1, 0, 0}, k.U(8), asideLabel, clear, commit)
	// the train as it stands over the cards: where each pawn is, on which
	// floor, facing which way — a plan is made looking at it (issue 34)
	tv := p.trainView(sc.Train)
	train := k.Tips().Lit(teach.PlaceTrain, tv)
	all, weights := p.withTipBand([]fyne.CanvasObject{bar, prompt, train, k.Tips().Lit(teach.PlaceHand, hand), stackRow, buttons, k.ToastSlot()},
		[]float32{0, 0, 1, 0, 0, 0, 0}, 2, p.superTrainMin(tv), 6, 5)
	rows := widgets.Rows(weights, k.U(5), all...)
	return k.Background(kit.ColBackground, k.Pad(rows, 6))
}

// stackCardHeight is the height of a card on the stacking screen (design
// pixels): low enough to leave the train its room above the cards.
const stackCardHeight = 58

// tableScreen is the table while phones and bots stack: the train, the
// bandits and who the table waits for.
func (p painter) tableScreen(sc *screen.Screen) fyne.CanvasObject {
	k, ts := p.k, sc.Table
	var parts []fyne.CanvasObject
	if ts.Waiting != "" {
		parts = append(parts, kit.Acted(k.Label(ts.Waiting, theme.SizeNameSubHeadingText, true)))
	}
	if ts.Thinking != "" {
		parts = append(parts, k.Label(ts.Thinking, "", false))
	}
	weights := make([]float32, len(parts))
	if len(sc.Log) > 0 {
		parts = append(parts, p.logView(sc.Log))
		weights = append(weights, 1)
	} else if ts.QR != super.NoSeat {
		parts = append(parts, k.Phones().QR(ts.QR, false))
		weights = append(weights, 1)
	}
	right := widgets.Rows(weights, k.U(4), parts...)
	bottom := widgets.Cols([]float32{1.3, 1}, k.U(6), p.banditsPanel(ts.Bandits), k.Panel(right))
	tv := p.trainView(sc.Train)
	all, weights := p.withTipBand([]fyne.CanvasObject{p.roundBar(sc.RoundHelp, sc.Title), k.Tips().Lit(teach.PlaceTrain, tv), bottom, k.ToastSlot()},
		[]float32{0, 1, 1.1, 0}, 1, p.superTrainMin(tv), 5, 5)
	rows := widgets.Rows(weights, k.U(5), all...)
	return k.Background(kit.ColBackground, k.Pad(rows, 5))
}

// logView lists the latest instructions (fast mode).
func (p painter) logView(lines []string) fyne.CanvasObject {
	var ls []fyne.CanvasObject
	for _, l := range lines {
		ls = append(ls, p.k.Label("• "+l, "", true))
	}
	return container.NewVScroll(container.NewVBox(ls...))
}

// stepScreen shows one narration page: the card turned over (or the end of
// the round), large (a tap explains it), its pawn instructions and
// Continue (the table button and Space too), with the train as it stands
// once the step is done. Every instruction must be readable without
// scrolling: the roomiest layout whose instructions fit is used, then a
// smaller train, then pages.
func (p painter) stepScreen(sc *screen.Screen) fyne.CanvasObject {
	size := p.k.ContentSize()
	lines := len(sc.Step.Lines)
	// a layout fits when its instructions need no scrolling and the train
	// keeps the height its pawns need to be read (a smaller train squeezed
	// the pawns' names to 6 px: issue 23)
	fits := func(compact int, from, to, pages int) (fyne.CanvasObject, bool) {
		screen, list, train := p.stepLayout(sc, from, to, compact, pages)
		kit.LayOut(screen, size)
		return screen, list.Content.MinSize().Height <= list.Size().Height+1 && pawnsFit(train, p.k.U(22))
	}
	p.pg.count = 1
	// (the layouts that keep the card turned over, a tap on it explains
	// it; without it, only when not even one instruction at 18 px fits
	// beside it: issue 34)
	keepsCard := func() bool { _, ok := fits(1, 0, min(1, lines), 2); return ok }()
	for compact := 0; compact < 3; compact++ {
		if compact == 2 && keepsCard && lines > 1 {
			break
		}
		if screen, ok := fits(compact, 0, lines, 1); ok {
			p.pg.page = 0
			p.pg.from, p.pg.to = 0, lines // what the voice reads (speech.go)
			return screen
		}
	}
	// pages: the least compact layout that keeps the card turned over (a
	// tap on it explains it) and whose train still reads, with room for a
	// line at the instructions' 18 px (issue 34); else the most compact
	paged := 0
	for compact := 1; compact <= 2; compact++ {
		if _, ok := fits(compact, 0, min(1, lines), 2); ok {
			paged = compact
			break
		}
	}
	var starts []int
	for from := 0; from < lines; {
		to := from + 1
		for to < lines {
			if _, ok := fits(paged, from, to+1, 2); !ok {
				break
			}
			to++
		}
		starts = append(starts, from)
		from = to
	}
	starts = append(starts, lines)
	p.pg.count = len(starts) - 1
	p.pg.page = min(max(p.pg.page, 0), p.pg.count-1)
	p.pg.from, p.pg.to = starts[p.pg.page], starts[p.pg.page+1]
	screen, _, _ := p.stepLayout(sc, p.pg.from, p.pg.to, paged, p.pg.count)
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

// superTrainMin is the lowest a train may be drawn: its titles and two
// floors of pawns, each at its readable Min (as a compact step page's).
func (p painter) superTrainMin(train fyne.CanvasObject) float32 {
	k := p.k
	return superHeadHeight(train) + 2*(k.U(22)+2*k.U(3)) + 2*k.U(3)
}

// withTipBand is a screen's rows (and their weights) while a teaching tip
// shows: the tip in a band of its own in the top row's place (kit.TipTop,
// the operator gear at its end), over none of the train, the words or the
// buttons. The band takes the top row and the room row flex (the train,
// or the room above the buttons) spares above flexMin; a tip taller than
// that shows in pages in it. Every other row keeps its height and its
// place, so no button moves under the finger. pad and gap are the
// screen's inset and the rows' gap (design px). Without a tip, or without
// room, the rows are unchanged.
func (p painter) withTipBand(rows []fyne.CanvasObject, weights []float32, flex int, flexMin, pad, gap float32) ([]fyne.CanvasObject, []float32) {
	k := p.k
	content := k.ContentSize()
	width := content.Width - 2*k.U(pad)
	lay := widgets.Rows(weights, k.U(gap), rows...)
	lay.Resize(fyne.NewSize(width, content.Height-2*k.U(pad)))
	barH, flexH := rows[0].Size().Height, rows[flex].Size().Height
	room := barH + max(0, flexH-flexMin)
	top := kit.TipTop(k.Tips(), k.GearSlot(), width, k.U(6), room)
	if top == nil {
		return rows, weights
	}
	out, w := slices.Clone(rows), slices.Clone(weights)
	out[0] = top
	if weights[flex] == 0 {
		return out, w // the flex row at its least already: the others share the rest as before
	}
	d := top.MinSize().Height - barH // what the band takes from the flexible row
	if d > 0 && flexH-d < flexMin-0.5 {
		return rows, weights // no room: the tip lies over the screen (teach.go)
	}
	for i, o := range rows {
		if w[i] > 0 { // each flexible row keeps its height, the flex row less the band's
			w[i] = max(o.Size().Height, 1)
		}
	}
	w[flex] = max(flexH-d, 1)
	return out, w
}

// stepLayout builds a step page listing the step's lines [from, to):
// compact 1 gives the train only the height it needs, 2 also drops the
// big card (the title names it).
func (p painter) stepLayout(sc *screen.Screen, from, to, compact, pages int) (screen fyne.CanvasObject, list *container.Scroll, train fyne.CanvasObject) {
	k, s := p.k, sc.Step
	big := k.Tile(s.Fill, s.Ink, 22, s.Card...)
	big.OnTapped = p.act(s.CardHelp)
	big.Bold = true
	big.Radius = k.U(10)
	big.Min = k.Sz(120, 100)
	big.Name = s.CardHelp.Name
	var ls []fyne.CanvasObject
	for _, l := range s.Page(from, to) {
		ls = append(ls, kit.Acted(k.Label("• "+l, kit.SizeNameAct, true))) // a pawn instruction: words the table acts on
	}
	list = container.NewVScroll(container.New(layout.NewCustomPaddedVBoxLayout(0), ls...))
	next := k.Button(s.Continue.Label, kit.BtnPrimary, s.Continue.Do)
	if pages > 1 {
		next.Lines = []string{fmt.Sprintf("%s (%d/%d)", s.Continue.Label, p.pg.page+1, pages)}
	}
	next.Name = s.Continue.Name
	next.Min = k.Sz(160, kit.TouchHeight)
	head := k.Label(s.Title, theme.SizeNameSubHeadingText, true)
	right := widgets.Rows([]float32{0, 1, 0}, k.U(4), head, list, next)
	var bottom fyne.CanvasObject = widgets.Cols([]float32{0.32, 1}, k.U(8), k.Tips().Lit(teach.PlacePile, big), right) // the card turned over: a tip about facing lights it
	if compact >= 2 {
		bottom = right
	}
	trainW, bottomW := float32(1), float32(1.3)
	train = p.trainView(s.Train)
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
	all, weights := p.withTipBand([]fyne.CanvasObject{p.roundBar(sc.RoundHelp, sc.Title), trainRow, k.Panel(bottom), k.ToastSlot()},
		[]float32{0, trainW, bottomW, 0}, 1, p.superTrainMin(train), 5, 5)
	rows := widgets.Rows(weights, k.U(5), all...)
	return k.Background(kit.ColBackground, k.Pad(rows, 5)), list, train
}

// rankingScreen is the end: how the game was won, and every player in
// order with how they ended; a game ended early: the standing as it was.
// A page the shell frames under its title bar.
func (p painter) rankingScreen(rs *screen.RankingScreen) kit.Screen {
	k := p.k
	note := k.Label(rs.Note, theme.SizeNameSubHeadingText, true)
	if rs.Early {
		note = k.Label(rs.Note, "", true)
	}
	same := k.Button(rs.Same.Label, kit.BtnNormal, rs.Same.Do)
	same.Name = rs.Same.Name
	same.Min = k.Sz(200, kit.TouchHeight)
	again := k.Button(rs.Again.Label, kit.BtnPrimary, rs.Again.Do)
	again.Name = rs.Again.Name
	again.Min = k.Sz(180, kit.TouchHeight)
	buttons := widgets.Cols([]float32{1, 0, 0}, k.U(6), layout.NewSpacer(), same, again)
	weights := []float32{0}
	all := []fyne.CanvasObject{note}
	for i, r := range rs.Rows {
		row := p.rankRow(r)
		if i == 0 { // the winner: a tip about the end lights it
			row = k.Tips().Lit(teach.PlaceScores, row)
		}
		all = append(all, row)
		weights = append(weights, 0)
	}
	all = append(all, layout.NewSpacer(), buttons, k.ToastSlot())
	weights = append(weights, 1, 0, 0)
	return kit.Screen{Title: rs.Title, Rows: all, Weights: weights, Gap: 4, Pad: 8,
		WithTip: func(rows []fyne.CanvasObject, weights []float32) ([]fyne.CanvasObject, []float32) {
			return p.withTipBand(rows, weights, len(rows)-3, 0, 8, 4) // the room above the buttons
		}}
}

// rankRow is one player on the ranking: place, bandit, how they ended.
func (p painter) rankRow(r screen.RankRow) fyne.CanvasObject {
	k := p.k
	row := kit.ColPanel
	if r.Winner {
		row = kit.WithAlpha(kit.ColBrass, 0x60)
	}
	pl := k.Tile(row, kit.ColText, 18, r.Place)
	pl.Bold = true
	pl.Min = k.Sz(44, 34)
	name := k.Tile(r.Fill, r.Ink, 17, r.Name)
	name.Bold = true
	name.Min = k.Sz(120, 34)
	name.Name = fmt.Sprintf("rank:%d", r.Seat)
	line := k.Tile(row, kit.ColText, 16, r.Line)
	line.Min = k.Sz(200, 34)
	return widgets.Cols([]float32{0, 0.4, 1}, k.U(4), pl, name, line)
}

// EndedScreen shows a game the operator ended early: the result the
// table gave, or the standing when the game had none yet.
func (b *Board) EndedScreen(result any) kit.Screen {
	pv := b.pub()
	return b.painter().rankingScreen(b.model().ended(&pv, result))
}

// PhysicalScreen tells the table how to set up the box: the train, the
// cards, the first player and where each pawn starts, facing which way,
// with the phone seats' QR codes; the shell cuts it into pages that fit
// the window, the last one starting the game.
func (b *Board) PhysicalScreen() kit.Physical {
	pv := b.pub()
	ps := b.model().physical(&pv)
	p := b.painter()
	return kit.Physical{
		Title:         ps.Title,
		Instructions:  ps.Instructions,
		Picture:       func() fyne.CanvasObject { return p.trainView(ps.Train) },
		PictureWeight: 0.7, BottomWeight: 1.5,
		Tabs: kit.PhysTabs{
			Back: i18n.T(b.lang(), "btn.back", nil), Cols: 4, LonelyTab: true,
			Tab: func(s engine.Seat) *widgets.Tile { return p.physTab(ps, s) },
		},
	}
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

// physTab is a phone seat's tab on the set-up screen: its name in its
// colours.
func (p painter) physTab(ps *screen.PhysicalScreen, s engine.Seat) *widgets.Tile {
	look := kitscreen.Look{Colours: kitscreen.Colours{Fill: kit.ColPanelLight, Ink: kit.ColText}}
	if s >= 0 && int(s) < len(ps.Seats) {
		look = ps.Seats[s]
	}
	t := p.k.Tile(look.Fill, look.Ink, 15, look.Name)
	t.Bold = true
	return t
}

// named lays a wordless tile named name over text, the same size: it draws
// nothing and names the text's place for the tests (no tip covers the
// curtain's words).
func named(name string, text fyne.CanvasObject) fyne.CanvasObject {
	mark := widgets.NewTile(color.Transparent)
	mark.Name = name
	return container.NewStack(text, mark)
}
