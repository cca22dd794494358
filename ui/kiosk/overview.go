package kiosk

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/super"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	superui "colt/ui/kiosk/super"
)

// The "how to play" overview (issue 24): a few pages opened from the
// set-up screen for a table that wants the game explained before it
// starts — the train, the loot and the goal, a round card, the two phases,
// the actions, the Marshal and this table's way of playing — each a
// picture drawn with the kiosk's own train and cards and two or three
// sentences in the rulebook's meaning. Colt Super Express has its own
// pages; a module chosen on the set-up form adds its page. Skip or the
// last page's Start playing goes back to the set-up form exactly as it
// was: the overview reads the draft, never changes it.

// tour is the overview's presentation state: whether it is open over the
// set-up screen and the page on screen.
type tour struct {
	open bool
	page int
}

// overviewPage is one page: its title and text, and its picture.
type overviewPage = kit.OverviewPage

// overviewDemoScreens are the overview's pages as demo screens (the
// readability check and the goldens open each one): Colt Express's pages
// for the base game, its page for Horses & Stagecoach, and Colt Super
// Express's pages.
var overviewDemoScreens = func() []string {
	var out []string
	for i := 1; i <= overviewBasePages; i++ {
		out = append(out, fmt.Sprintf("overview-%d", i))
	}
	out = append(out, "overview-horses")
	for i := 1; i <= overviewSuperPages; i++ {
		out = append(out, fmt.Sprintf("overview-super-%d", i))
	}
	return out
}()

func init() { DemoScreens = append(DemoScreens, overviewDemoScreens...) }

// overviewBasePages and overviewSuperPages are how many pages the base
// game and Colt Super Express have (a module adds its own).
const (
	overviewBasePages  = 8
	overviewSuperPages = superui.OverviewPageCount
)

// prepareOverview opens an overview demo screen; ok is false for any other.
func prepareOverview(screen string) (fn func(*Kiosk), ok bool) {
	var n int
	switch {
	case screen == "overview-horses":
		return func(k *Kiosk) {
			k.screen = screenSetup
			k.draft.rules, k.draft.last = express.RuleHorses, express.RuleHorses
			k.tour = tour{open: true, page: overviewBasePages} // the page after the base game's
		}, true
	case scanPage(screen, "overview-super-%d", &n) && n <= overviewSuperPages:
		return func(k *Kiosk) {
			k.screen = screenSetup
			k.draft.game = super.GameName
			k.tour = tour{open: true, page: n - 1}
		}, true
	}
	if scanPage(screen, "overview-%d", &n) && n <= overviewBasePages {
		return func(k *Kiosk) { k.screen = screenSetup; k.tour = tour{open: true, page: n - 1} }, true
	}
	return nil, false
}

// scanPage reads a page number (1 or more) from a demo screen's name.
func scanPage(screen, format string, n *int) bool {
	got, err := fmt.Sscanf(screen, format, n)
	return err == nil && got == 1 && *n >= 1 && fmt.Sprintf(format, *n) == screen
}

// openOverview opens the overview at its first page.
func (k *Kiosk) openOverview() { k.tour = tour{open: true} }

// closeOverview goes back to the set-up form, as it was.
func (k *Kiosk) closeOverview() { k.tour = tour{} }

// howToPlayButton is the set-up screen's way into the overview.
func (k *Kiosk) howToPlayButton() *widgets.Tile {
	b := k.button(tr(k.lang, "overview.open"), btnNormal, k.openOverview)
	b.Name = "how-to-play"
	b.Min = k.sz(90, touchHeight*0.8)
	return b
}

// overviewPages are the pages for the game and way to play drafted.
func (k *Kiosk) overviewPages() []overviewPage {
	return k.boardFor(k.draft.game).OverviewPages()
}

// overviewScreen is the page on screen: its title and the page count on
// top, its picture, its text, and Back, Skip and Next (Start playing on
// the last page) always in the same places.
func (k *Kiosk) overviewScreen() fyne.CanvasObject {
	pages := k.overviewPages()
	k.tour.page = min(max(k.tour.page, 0), len(pages)-1)
	p := pages[k.tour.page]
	last := k.tour.page == len(pages)-1

	title := k.tile(nil, colBrass, 22, p.Title)
	title.Bold = true
	title.Min = k.sz(200, 34)
	title.Name = "overview-title:" + p.Name
	count := k.tile(colPanel, colText, 16, tr(k.lang, "overview.page", "n", k.tour.page+1, "total", len(pages)))
	count.Min = k.sz(110, 34)
	count.Name = "overview-count"
	top := widgets.Cols([]float32{1, 0}, k.u(8), title, count)

	text := k.label(p.Text, "", false)
	body := widgets.Rows([]float32{1, 0}, k.u(6), k.panel(p.Picture()), text)

	var back fyne.CanvasObject = layout.NewSpacer()
	if k.tour.page > 0 {
		b := k.button(tr(k.lang, "overview.back"), btnQuiet, func() { k.tour.page-- })
		b.Name = "overview-back"
		b.Min = k.sz(90, touchHeight*0.85)
		back = b
	}
	var skip fyne.CanvasObject = layout.NewSpacer()
	if !last {
		s := k.button(tr(k.lang, "overview.skip"), btnQuiet, k.closeOverview)
		s.Name = "overview-skip"
		s.Min = k.sz(90, touchHeight*0.85)
		skip = s
	}
	next := k.button(tr(k.lang, "overview.next"), btnPrimary, func() { k.tour.page++ })
	next.Name = "overview-next"
	if last {
		next = k.button(tr(k.lang, "overview.done"), btnPrimary, k.closeOverview)
		next.Name = "overview-done"
	}
	next.Min = k.sz(90, touchHeight*0.85)
	nav := widgets.Cols([]float32{1, 1, 1.3}, k.u(10), back, skip, next)
	return k.background(colBackground, k.pad(widgets.Rows([]float32{0, 1, 0}, k.u(6), top, body, nav), 8))
}

// overviewPageOf makes a page whose title and text are kiosk.overview.<id>.
func (k *Kiosk) overviewPageOf(id string, picture func() fyne.CanvasObject) overviewPage {
	return overviewPage{Name: id, Title: tr(k.lang, "overview."+id+".title"), Text: tr(k.lang, "overview."+id+".text"), Picture: picture}
}

// overviewSetup is the public view of a new game of the way to play
// drafted (the base game with 4 players when the draft cannot start), for
// the pictures: a real train, with its loot, the Marshal and the bandits
// where the engine puts them.
func (k *Kiosk) overviewSetup(base bool) express.PublicView {
	su := express.Setup{Players: k.draft.players, Rules: k.draft.rules, Seed: 5}
	if base {
		su = express.Setup{Players: 4, Seed: 5}
	}
	s, err := express.NewQuiet(su)
	if err != nil {
		s, _ = express.NewQuiet(express.Setup{Players: 4, Seed: 5})
	}
	return express.Public(&s)
}

// expressOverviewPages are Colt Express's pages (§3–§8).
func (k *Kiosk) expressOverviewPages() []overviewPage {
	return []overviewPage{
		k.overviewPageOf("train", func() fyne.CanvasObject {
			pv := k.overviewSetup(true)
			return k.trainView(&pv, trainOpts{})
		}),
		k.overviewPageOf("goal", k.overviewLoot),
		k.overviewPageOf("rounds", k.overviewRoundCard),
		k.overviewPageOf("schemin", func() fyne.CanvasObject { return k.overviewPile(false) }),
		k.overviewPageOf("stealin", func() fyne.CanvasObject { return k.overviewPile(true) }),
		k.overviewPageOf("actions", k.overviewActions),
		k.overviewPageOf("marshal", k.overviewMarshal),
		k.overviewPageOf("table", func() fyne.CanvasObject { return k.overviewTable("overview.youDo2") }),
	}
}

// overviewModules are the modules a page explains, in the set-up form's
// order, with the teaching tip that says what each changes (ui/teach's
// words, the rulebook's meaning).
var overviewModules = []struct {
	rule express.Rules
	name string // the page's name
	tip  string // its teach.<tip>.title / .text
}{
	{express.RuleExperts, "experts", "expertsKeep"},
	{express.RuleTeams, "teams", "teams"},
	{express.RuleTwoBandits, "two-bandits", "twoBandits"},
	{express.RuleTTC, "ttc", "car"},
	{express.RuleHorses, "horses", "stagecoach"},
}

// moduleOverviewPages are one page per module drafted (and one for the
// 2-player game, with the Experts rules it is played with), each with the
// train of that way to play.
func (k *Kiosk) moduleOverviewPages() []overviewPage {
	l, _ := i18n.ParseLang(k.lang)
	d := &k.draft
	picture := func() fyne.CanvasObject {
		pv := k.overviewSetup(false)
		return k.trainView(&pv, trainOpts{})
	}
	page := func(name, tip string) overviewPage {
		return overviewPage{Name: "module." + name, Title: i18n.T(l, "teach."+tip+".title", nil), Text: i18n.T(l, "teach."+tip+".text", nil), Picture: picture}
	}
	var out []overviewPage
	rules := d.rules
	if d.players == 2 && !d.rules.Has(express.RuleTwoBandits) {
		out = append(out, page("two-players", "twoPlayers"))
		rules |= express.RuleExperts // the 2-player game is played with the Experts rules (§10)
	}
	for _, m := range overviewModules {
		if !rules.Has(m.rule) {
			continue
		}
		out = append(out, page(m.name, m.tip))
		if m.rule == express.RuleHorses { // the Horse Attack decides where the bandits start
			out = append(out, page("horse-attack", "horseAttack"))
		}
	}
	return out
}

// overviewLoot draws the loot tokens with their values and the
// Gunslinger's bonus (§1, §8).
func (k *Kiosk) overviewLoot() fyne.CanvasObject {
	g := k.w()
	item := func(kind express.LootKind, value string) fyne.CanvasObject {
		icon := widgets.Fixed(k.sz(34, 34), k.lootIcon(kind))
		t := k.tile(nil, colText, 16, g.lootKind(kind), value)
		t.Bold = true
		t.Min = k.sz(100, 48)
		return widgets.Rows([]float32{1, 0, 0, 1}, k.u(4), layout.NewSpacer(), container.NewCenter(icon), t, layout.NewSpacer())
	}
	gun := k.tile(colBrass, colBrassDark, 16, tr(k.lang, "overview.gunslinger"), "+ "+g.money(1000))
	gun.Bold = true
	gun.Min = k.sz(120, 56)
	return widgets.Cols([]float32{1, 1, 1, 1.2}, k.u(8),
		item(express.Purse, g.money(250)+"–"+g.money(500)),
		item(express.Jewel, g.money(500)),
		item(express.Strongbox, g.money(1000)),
		widgets.Rows([]float32{1, 0, 1}, 0, layout.NewSpacer(), gun, layout.NewSpacer()))
}

// overviewRoundCard draws a round card (its turns, then its event) and,
// under it, each kind of turn with what it changes (§2, §4).
func (k *Kiosk) overviewRoundCard() fyne.CanvasObject {
	g := k.w()
	turns := []cards.TurnKind{cards.Normal, cards.Tunnel, cards.SpeedUp, cards.Normal}
	round := k.tile(colPanelLight, colText, 15, tr(k.lang, "top.round", "n", 1, "total", express.Rounds))
	round.Bold = true
	round.Min = k.sz(80, 44)
	row := []fyne.CanvasObject{round}
	weights := []float32{fyne.MeasureText(round.Lines[0], k.u(15), fyne.TextStyle{Bold: true}).Width + k.u(24)}
	for _, tk := range turns {
		t := k.tile(colPanelLight, colText, 15, g.turnKind(tk))
		t.Bold = true
		t.Min = k.sz(60, 44)
		row = append(row, t)
		weights = append(weights, fyne.MeasureText(g.turnKind(tk), k.u(15), fyne.TextStyle{Bold: true}).Width+k.u(24))
	}
	ev := k.tile(colCardFace, colInk, 15, tr(k.lang, "top.event", "event", g.event(cards.TakeItAll)))
	ev.Bold = true
	ev.Min = k.sz(150, 44)
	row = append(row, ev)
	total := float32(0)
	for _, w := range weights[1:] {
		total += w
	}
	weights = append(weights, total*0.9)
	card := widgets.Cols(weights, k.u(4), row...)

	var legend []fyne.CanvasObject
	for _, tk := range []cards.TurnKind{cards.Normal, cards.Tunnel, cards.SpeedUp, cards.Switch} {
		t := k.tile(colPanelLight, colText, 14, g.turnKind(tk), tr(k.lang, "overview.turn."+lowerFirst(tk.String())))
		t.Min = k.sz(90, 52)
		legend = append(legend, t)
	}
	return widgets.Rows([]float32{0, 1, 0, 1}, k.u(8), card, layout.NewSpacer(), widgets.Cols([]float32{1, 1, 1, 1}, k.u(6), legend...), layout.NewSpacer())
}

// overviewPlays are the cards of the pictures' pile: who played what, in
// order; the third one face down (a Tunnel turn).
var overviewPlays = []struct {
	who  express.Character
	card express.ActionKind
	down bool
}{
	{express.Tuco, express.Move, false},
	{express.Belle, express.Rob, false},
	{express.Doc, express.Shoot, true},
	{express.Cheyenne, express.FloorChange, false},
	{express.Tuco, express.Punch, false},
}

// overviewPile draws the common pile: in Schemin' as it grows (a card
// face down, the last one just played), in Stealin' turned over, each
// card numbered in the order it is carried out, the first one lit.
func (k *Kiosk) overviewPile(stealin bool) fyne.CanvasObject {
	g := k.w()
	var tiles []fyne.CanvasObject
	n := len(overviewPlays)
	if !stealin {
		n-- // the last one is still in its player's hand
	}
	for i, p := range overviewPlays[:n] {
		name, who := g.card(p.card), g.character(p.who)
		fill, ink := charFill(p.who), charInk(p.who)
		if p.down && !stealin {
			name, fill, ink = tr(k.lang, "pile.back"), colCardBack, colCardFace
		}
		if stealin {
			name = fmt.Sprintf("%d. %s", i+1, name)
		}
		t := k.tile(fill, ink, 15, name, who)
		t.Bold = true
		t.Radius = k.u(6)
		t.Stroke, t.StrokeWidth = colCardFace, k.u(1)
		t.Min = k.sz(90, 70)
		if stealin && i == 0 || !stealin && i == n-1 { // marked by a sign too, not by colour alone
			t.Stroke, t.StrokeWidth = colHighlight, k.u(4)
			t.Lines[0] = "★ " + t.Lines[0]
		}
		tiles = append(tiles, t)
	}
	caption := tr(k.lang, "overview.pileSchemin")
	if stealin {
		caption = tr(k.lang, "overview.pileStealin")
	}
	head := k.tile(nil, colTextDim, 15, caption)
	head.Min = k.sz(200, 26)
	weights := make([]float32, len(tiles))
	for i := range weights {
		weights[i] = 1
	}
	pile := widgets.Cols(weights, k.u(6), tiles...)
	if stealin {
		return widgets.Rows([]float32{1, 0, 0, 1}, k.u(8), layout.NewSpacer(), head, pile, layout.NewSpacer())
	}
	// Schemin': the player's choice, play one card or draw three
	next := overviewPlays[n]
	hand := k.tile(charFill(next.who), charInk(next.who), 15, g.card(next.card), g.character(next.who))
	hand.Bold = true
	hand.Radius = k.u(6)
	hand.Stroke, hand.StrokeWidth = colHighlight, k.u(2)
	hand.Min = k.sz(90, 70)
	or := k.tile(nil, colTextDim, 15, tr(k.lang, "overview.or"))
	or.Min = k.sz(30, 30)
	draw := k.tile(colPanelLight, colText, 15, tr(k.lang, "overview.draw3"))
	draw.Min = k.sz(90, 50)
	choice := widgets.Cols([]float32{1, 0.5, 1}, k.u(6), hand, or, draw)
	handHead := k.tile(nil, colTextDim, 15, tr(k.lang, "overview.yourTurn", "name", g.character(next.who)))
	handHead.Min = k.sz(200, 26)
	return widgets.Rows([]float32{0, 0, 1, 0, 0}, k.u(6), head, pile, layout.NewSpacer(), handHead, choice)
}

// overviewActions draws the six action cards of the base game, each with
// what it does in a few words (§5).
func (k *Kiosk) overviewActions() fyne.CanvasObject {
	g := k.w()
	kinds := []struct {
		card express.ActionKind
		who  express.Character
	}{
		{express.Move, express.Tuco}, {express.FloorChange, express.Cheyenne}, {express.Shoot, express.Doc},
		{express.Rob, express.Belle}, {express.Punch, express.Django}, {express.MarshalCard, express.Ghost},
	}
	var tiles []fyne.CanvasObject
	for _, c := range kinds {
		t := k.tile(charFill(c.who), charInk(c.who), 15, g.card(c.card), tr(k.lang, "overview.act."+lowerFirst(c.card.String())))
		t.Bold = true
		t.Radius = k.u(6)
		t.Stroke, t.StrokeWidth = colCardFace, k.u(1)
		t.Min = k.sz(120, 50)
		t.Name = "card:" + c.card.String()
		card := c.card
		t.OnTapped = k.act(func() { k.showHelp(helpTopic{kind: helpCard, card: card}) })
		tiles = append(tiles, t)
	}
	return widgets.Grid(3, k.sz(120, 50), k.u(6), tiles...)
}

// overviewMarshal draws the train with a bandit who met the Marshal in
// the locomotive and fled to its roof, both places lit, and a neutral
// bullet card (§5 the Marshal rule).
func (k *Kiosk) overviewMarshal() fyne.CanvasObject {
	pv := k.overviewSetup(true)
	pv.Bandits = slices.Clone(pv.Bandits)
	roof := express.Position{Wagon: 0, Floor: express.Roof}
	inside := express.Position{Wagon: 0, Floor: express.Inside}
	if len(pv.Bandits) > 0 {
		pv.Bandits[0].Position = roof
	}
	train := k.trainView(&pv, trainOpts{lit: map[express.Position]bool{roof: true, inside: true}})
	bullet := k.tile(colCardFace, colInk, 15, k.w().card(express.Bullet), tr(k.lang, "overview.neutral"))
	bullet.Bold = true
	bullet.Radius = k.u(6)
	bullet.Min = k.sz(100, 60)
	return widgets.Cols([]float32{1, 0}, k.u(8), train, widgets.Rows([]float32{1, 0, 1}, 0, layout.NewSpacer(), bullet, layout.NewSpacer()))
}

// overviewTable draws who does what at this table: the screen (or a
// phone) holds the cards, the players move the pawns and the loot.
// youDo is the message saying what the players do (the loot is physical
// in Colt Express only).
func (k *Kiosk) overviewTable(youDo string) fyne.CanvasObject {
	screen := k.tile(colPanelLight, colText, 16, tr(k.lang, "overview.screenDoes1"), tr(k.lang, "overview.screenDoes2"))
	screen.Bold = true
	screen.Min = k.sz(150, 70)
	you := k.tile(colInside, colText, 16, tr(k.lang, "overview.youDo1"), tr(k.lang, youDo))
	you.Bold = true
	you.Min = k.sz(150, 70)
	return widgets.Rows([]float32{1, 0, 0, 1}, k.u(10), layout.NewSpacer(), screen, you, layout.NewSpacer())
}

// lowerFirst is s with its first letter in lower case: an English name as
// a message id ("SpeedUp" → "speedUp").
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
