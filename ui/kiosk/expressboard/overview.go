package expressboard

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// overview is the "how to play" overview's pages: Colt Express's and one
// per module drafted on the new-game form, each with its picture drawn
// from a new game of that way to play. It keeps no state: draft reads the
// form's draft when a page is made.
type overview struct {
	shellKit
	art   trainArt
	draft func() *Draft
}

// overviewSetup is the public view of a new game of the way to play
// drafted (the base game with 4 players when the draft cannot start), for
// the pictures: a real train, with its loot, the Marshal and the bandits
// where the engine puts them.
func (k overview) overviewSetup(base bool) express.PublicView {
	su := express.Setup{Players: k.draft().Players, Rules: k.draft().Rules, Seed: 5}
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
func (k overview) expressOverviewPages() []kit.OverviewPage {
	return []kit.OverviewPage{
		{Name: "train", Picture: func() fyne.CanvasObject {
			pv := k.overviewSetup(true)
			return k.art.trainView(&pv, trainOpts{})
		}},
		{Name: "goal", Picture: k.overviewLoot},
		{Name: "rounds", Picture: k.overviewRoundCard},
		{Name: "schemin", Picture: func() fyne.CanvasObject { return k.overviewPile(false) }},
		{Name: "stealin", Picture: func() fyne.CanvasObject { return k.overviewPile(true) }},
		{Name: "actions", Picture: k.overviewActions},
		{Name: "marshal", Picture: k.overviewMarshal},
		{Name: "table", YouDo: "overview.youDo2"}, // the shell's who does what
	}
}

// moduleOverviewPages are one page per module drafted (and one for the
// 2-player game, with the Experts rules it is played with), each with the
// train of that way to play.
func (k overview) moduleOverviewPages() []kit.OverviewPage {
	l, _ := i18n.ParseLang(k.lang())
	d := k.draft()
	picture := func() fyne.CanvasObject {
		pv := k.overviewSetup(false)
		return k.art.trainView(&pv, trainOpts{})
	}
	page := func(name, tip string) kit.OverviewPage {
		return kit.OverviewPage{Name: "module." + name, Title: i18n.T(l, "teach."+tip+".title", nil), Text: i18n.T(l, "teach."+tip+".text", nil), Picture: picture}
	}
	var out []kit.OverviewPage
	rules := d.Rules
	if d.Players == 2 && !d.Rules.Has(express.RuleTwoBandits) {
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
func (k overview) overviewLoot() fyne.CanvasObject {
	g := k.w()
	item := func(kind express.LootKind, value string) fyne.CanvasObject {
		icon := widgets.Fixed(k.sz(34, 34), k.art.lootIcon(kind))
		t := k.tile(nil, kit.ColText, 16, g.lootKind(kind), value)
		t.Bold = true
		t.Min = k.sz(100, 48)
		return widgets.Rows([]float32{1, 0, 0, 1}, k.u(4), layout.NewSpacer(), container.NewCenter(icon), t, layout.NewSpacer())
	}
	gun := k.tile(kit.ColBrass, kit.ColBrassDark, 16, kit.Tr(k.lang(), "overview.gunslinger"), "+ "+g.money(1000))
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
func (k overview) overviewRoundCard() fyne.CanvasObject {
	g := k.w()
	turns := []cards.TurnKind{cards.Normal, cards.Tunnel, cards.SpeedUp, cards.Normal}
	round := k.tile(kit.ColPanelLight, kit.ColText, 15, kit.Tr(k.lang(), "top.round", "n", 1, "total", express.Rounds))
	round.Bold = true
	round.Min = k.sz(80, 44)
	row := []fyne.CanvasObject{round}
	weights := []float32{kit.MeasureText(round.Lines[0], k.u(15), fyne.TextStyle{Bold: true}).Width + k.u(24)}
	for _, tk := range turns {
		t := k.tile(kit.ColPanelLight, kit.ColText, 15, g.turnKind(tk))
		t.Bold = true
		t.Min = k.sz(60, 44)
		row = append(row, t)
		weights = append(weights, kit.MeasureText(g.turnKind(tk), k.u(15), fyne.TextStyle{Bold: true}).Width+k.u(24))
	}
	ev := k.tile(kit.ColCardFace, kit.ColInk, 15, kit.Tr(k.lang(), "top.event", "event", g.event(cards.TakeItAll)))
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
		t := k.tile(kit.ColPanelLight, kit.ColText, 14, g.turnKind(tk), kit.Tr(k.lang(), "overview.turn."+lowerFirst(tk.String())))
		t.Min = k.sz(90, 52)
		legend = append(legend, t)
	}
	return widgets.Rows([]float32{0, 1, 0, 1}, k.u(8), card, layout.NewSpacer(), widgets.Cols([]float32{1, 1, 1, 1}, k.u(6), legend...), layout.NewSpacer())
}

// overviewPile draws the common pile: in Schemin' as it grows (a card
// face down, the last one just played), in Stealin' turned over, each
// card numbered in the order it is carried out, the first one lit.
func (k overview) overviewPile(stealin bool) fyne.CanvasObject {
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
			name, fill, ink = kit.Tr(k.lang(), "pile.back"), kit.ColCardBack, kit.ColCardFace
		}
		if stealin {
			name = fmt.Sprintf("%d. %s", i+1, name)
		}
		t := k.tile(fill, ink, 15, name, who)
		t.Bold = true
		t.Radius = k.u(6)
		t.Stroke, t.StrokeWidth = kit.ColCardFace, k.u(1)
		t.Min = k.sz(90, 70)
		if stealin && i == 0 || !stealin && i == n-1 { // marked by a sign too, not by colour alone
			t.Stroke, t.StrokeWidth = kit.ColHighlight, k.u(4)
			t.Lines[0] = "★ " + t.Lines[0]
		}
		tiles = append(tiles, t)
	}
	caption := kit.Tr(k.lang(), "overview.pileSchemin")
	if stealin {
		caption = kit.Tr(k.lang(), "overview.pileStealin")
	}
	head := k.tile(nil, kit.ColTextDim, 15, caption)
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
	hand.Stroke, hand.StrokeWidth = kit.ColHighlight, k.u(2)
	hand.Min = k.sz(90, 70)
	or := k.tile(nil, kit.ColTextDim, 15, kit.Tr(k.lang(), "overview.or"))
	or.Min = k.sz(30, 30)
	draw := k.tile(kit.ColPanelLight, kit.ColText, 15, kit.Tr(k.lang(), "overview.draw3"))
	draw.Min = k.sz(90, 50)
	choice := widgets.Cols([]float32{1, 0.5, 1}, k.u(6), hand, or, draw)
	handHead := k.tile(nil, kit.ColTextDim, 15, kit.Tr(k.lang(), "overview.yourTurn", "name", g.character(next.who)))
	handHead.Min = k.sz(200, 26)
	return widgets.Rows([]float32{0, 0, 1, 0, 0}, k.u(6), head, pile, layout.NewSpacer(), handHead, choice)
}

// overviewActions draws the six action cards of the base game, each with
// what it does in a few words (§5).
func (k overview) overviewActions() fyne.CanvasObject {
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
		t := k.tile(charFill(c.who), charInk(c.who), 15, g.card(c.card), kit.Tr(k.lang(), "overview.act."+lowerFirst(c.card.String())))
		t.Bold = true
		t.Radius = k.u(6)
		t.Stroke, t.StrokeWidth = kit.ColCardFace, k.u(1)
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
func (k overview) overviewMarshal() fyne.CanvasObject {
	pv := k.overviewSetup(true)
	pv.Bandits = slices.Clone(pv.Bandits)
	roof := express.Position{Wagon: 0, Floor: express.Roof}
	inside := express.Position{Wagon: 0, Floor: express.Inside}
	if len(pv.Bandits) > 0 {
		pv.Bandits[0].Position = roof
	}
	train := k.art.trainView(&pv, trainOpts{lit: map[express.Position]bool{roof: true, inside: true}})
	bullet := k.tile(kit.ColCardFace, kit.ColInk, 15, k.w().card(express.Bullet), kit.Tr(k.lang(), "overview.neutral"))
	bullet.Bold = true
	bullet.Radius = k.u(6)
	bullet.Min = k.sz(100, 60)
	return widgets.Cols([]float32{1, 0}, k.u(8), train, widgets.Rows([]float32{1, 0, 1}, 0, layout.NewSpacer(), bullet, layout.NewSpacer()))
}

// lowerFirst is s with its first letter in lower case: an English name as
// a message id ("SpeedUp" → "speedUp").
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
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

// OverviewBasePages is how many "how to play" pages the base game has (a
// module chosen on the form adds its own after them).
const OverviewBasePages = 8
