package kiosk

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
)

// setupDraft is the new-game form being filled in: how many players,
// which bandit and who plays each seat. It becomes an express.Setup only
// when Start is tapped.
type setupDraft struct {
	game     string // the game chosen (engine/games name; "": Colt Express)
	players  int
	rules    express.Rules           // the modules chosen (Experts, Teams, two bandits each)
	last     express.Rules           // the module last switched on: its help is the one shown
	chars    [express.MaxPlayers]int // character per seat; -1 random
	modes    [express.MaxPlayers]table.SeatMode
	selected int // the seat the next portrait tap assigns
	// levelFor is 1 + the bot seat whose level row is shown, under all the
	// seats (so it never moves a seat row); 0: the first bot seat's
	levelFor int
	err      string
}

func newDraft(string) setupDraft {
	d := setupDraft{players: 4}
	for i := range d.chars {
		d.chars[i] = -1
		d.modes[i] = table.Handoff
	}
	return d
}

// assign gives the selected seat character c (-1: random); a seat that had
// c takes the selected seat's old character (a swap).
func (d *setupDraft) assign(c int) {
	old := d.chars[d.selected]
	if c >= 0 {
		for i := 0; i < d.players; i++ {
			if i != d.selected && d.chars[i] == c {
				d.chars[i] = old
			}
		}
	}
	d.chars[d.selected] = c
	d.selected = (d.selected + 1) % d.players
	d.err = ""
}

// setup returns the engine setup and seat modes of the draft, with a fresh
// seed from crypto/rand.
func (d *setupDraft) setup(seed func() (uint64, error)) (express.Setup, []table.SeatMode, error) {
	if seed == nil {
		seed = randomSeed
	}
	s, err := seed()
	if err != nil {
		return express.Setup{}, nil, err
	}
	su := express.Setup{Players: d.players, Rules: d.rules, Seed: s}
	modes := make([]table.SeatMode, d.players)
	for i := 0; i < d.players; i++ {
		modes[i] = d.modes[i]
		if d.twoEach() {
			continue // two bandits a player: the engine deals them in pairs (§10)
		}
		name := express.Random
		if d.chars[i] >= 0 {
			name = express.Character(d.chars[i]).String()
		}
		su.Characters = append(su.Characters, name)
	}
	return su, modes, nil
}

// botLevels are the bot seat modes a seat's level row offers, weakest
// first, with the kiosk string naming each level.
var botLevels = []struct {
	mode table.SeatMode
	name string
}{
	{table.BotEasy, "level.easy"},
	{table.Bot, "level.normal"},
	{table.BotHard, "level.hard"},
}

// levelRow is the row under a bot seat's modes: a caption and one large
// button per level, the seat's own highlighted; a tap calls set with that
// level's seat mode. Buttons are named prefix + the seat mode
// ("level:2:bot-hard").
func (k *Kiosk) levelRow(prefix string, current table.SeatMode, h float32, set func(table.SeatMode)) fyne.CanvasObject {
	return k.captionedLevelRow([]string{tr(k.lang, "level.title")}, prefix, current, h, set)
}

// captionedLevelRow is levelRow with its own caption lines.
func (k *Kiosk) captionedLevelRow(lines []string, prefix string, current table.SeatMode, h float32, set func(table.SeatMode)) fyne.CanvasObject {
	caption := k.tile(nil, colTextDim, 14, lines...)
	caption.Min = k.sz(60, h)
	row := []fyne.CanvasObject{caption}
	for _, l := range botLevels {
		mode := l.mode
		kind := btnQuiet
		if current == mode {
			kind = btnSelected
		}
		b := k.button(tr(k.lang, l.name), kind, func() { set(mode) })
		b.Min = k.sz(70, h)
		b.Name = prefix + string(mode)
		row = append(row, b)
	}
	return widgets.Cols([]float32{1, 1, 1, 1}, k.u(4), row...)
}

// levelSeat is the bot seat whose level row the set-up screen shows: the
// one whose Bot button was tapped last, else the first bot seat; -1: none.
func (d *setupDraft) levelSeat() int {
	if s := d.levelFor - 1; s >= 0 && s < d.players && d.modes[s].IsBot() {
		return s
	}
	for i := 0; i < d.players; i++ {
		if d.modes[i].IsBot() {
			return i
		}
	}
	return -1
}

// levelName is the message id of a bot mode's level.
func levelName(m table.SeatMode) string {
	for _, l := range botLevels {
		if l.mode == m {
			return l.name
		}
	}
	return "level.normal"
}

// twoEach reports whether every player will play two bandits: the
// 2-player game, or the two-bandit variant.
func (d *setupDraft) twoEach() bool {
	return d.players == 2 || d.rules.Has(express.RuleTwoBandits)
}

// ruleOptions are the modules the setup screen offers, with their names.
var ruleOptions = []struct {
	rule       express.Rules
	name, help string
}{
	{express.RuleExperts, "setup.experts", "setup.expertsHelp"},
	{express.RuleTeams, "setup.teams", "setup.teamsHelp"},
	{express.RuleTwoBandits, "setup.twoBandits", "setup.twoBanditsHelp"},
	{express.RuleTTC, "car.name", "car.help"},            // the Time-Travel Car (§12): with every count and variant
	{express.RuleHorses, "horses.option", "horses.help"}, // Horses & Stagecoach (§11): not with Experts but in the 2-player game
}

// ruleAvailable says whether module r can be switched on or off for the
// draft's player count — the engine decides, by trying the setup — and if
// not, why (a kiosk string id).
func (d *setupDraft) ruleAvailable(r express.Rules) (bool, string) {
	if r == express.RuleExperts && d.players == 2 && !d.rules.Has(express.RuleTwoBandits) {
		return false, "setup.whyExperts2p" // the 2-player game always plays with the Experts rules
	}
	want := d.rules ^ r
	if _, err := express.NewQuiet(express.Setup{Players: d.players, Rules: want, Seed: 1}); err == nil || d.rules.Has(r) {
		return true, ""
	}
	switch {
	case r == express.RuleTeams:
		return false, "setup.whyTeams"
	case r == express.RuleTwoBandits && d.players > 3:
		return false, "setup.whyTwoBandits"
	case r == express.RuleExperts && d.rules.Has(express.RuleHorses): // the tile names what is in the way
		return false, "setup.whyNotWithHorses"
	default:
		return false, "setup.whyNotWithExperts"
	}
}

// dropImpossibleRules switches off the modules the player count no longer
// allows.
func (d *setupDraft) dropImpossibleRules() {
	valid := func(r express.Rules) bool {
		_, err := express.NewQuiet(express.Setup{Players: d.players, Rules: r, Seed: 1})
		return err == nil
	}
	for _, o := range ruleOptions {
		if d.rules.Has(o.rule) && !valid(o.rule) {
			d.rules &^= o.rule
		}
	}
	if !valid(d.rules) {
		d.rules = 0
	}
}

// wayHelp is the line explaining the way to play drafted: the 2-player
// game's rules when it is one, and the help of the module switched on last
// (of the last one on, when that was switched off or the draft was filled
// in without a tap). One module's help, not every one's: three of them
// took six lines and squeezed the portraits under a finger's height. Two
// bandits each with Experts adds the rulebook's advice against it (§10).
func (k *Kiosk) wayHelp() string {
	d := &k.draft
	var parts []string
	if d.players == 2 && !d.rules.Has(express.RuleTwoBandits) {
		parts = append(parts, tr(k.lang, "setup.twoPlayerHelp"))
	}
	help := ""
	for _, o := range ruleOptions {
		if !d.rules.Has(o.rule) || o.rule == express.RuleExperts && d.players == 2 {
			continue
		}
		help = tr(k.lang, o.help) // the last one on, in the screen's order…
		if o.rule == d.last {
			break // …unless the one switched on last is on
		}
	}
	if help != "" {
		parts = append(parts, help)
	}
	if express.TwoBanditsExpertsAdvice(d.rules) { // §10: advised against, not forbidden
		parts = append(parts, tr(k.lang, "setup.adviceTwoBanditsExperts"))
	}
	if len(parts) == 0 {
		parts = append(parts, tr(k.lang, "setup.baseHelp"))
	}
	return strings.Join(parts, " ")
}

// ruleMinText is the smallest text size (design pixels, 800×480) a rules
// module's tile may draw its name and reason at: read at arm's length.
const ruleMinText = 13

// ruleRows places the modules on the setup screen: two rows of tiles as
// tall as a touch target, each wide enough to show its name and, when
// dimmed, its reason on two lines at ruleMinText or larger in every
// language. Experts and Two bandits each, whose reasons or names are
// longest ("niet met twee bandieten", "Deux Bandits chacun"), share the
// first row; Horses & Stagecoach, one line wide only when dimmed ("not
// with Experts" under it), is the widest of the second row.
var ruleRows = []struct {
	rules   []express.Rules
	weights []float32
}{
	{[]express.Rules{express.RuleExperts, express.RuleTwoBandits}, []float32{1, 1}},
	{[]express.Rules{express.RuleTeams, express.RuleTTC, express.RuleHorses}, []float32{1, 0.9, 1.45}},
}

// rulesRow offers each way to play as a toggle, in the rows of ruleRows;
// one the player count does not allow is dimmed and says why.
func (k *Kiosk) rulesRow() fyne.CanvasObject {
	d := &k.draft
	tiles := map[express.Rules]*widgets.Tile{}
	for _, o := range ruleOptions {
		opt := o
		on := d.rules.Has(opt.rule) || (opt.rule == express.RuleExperts && d.players == 2 && !d.rules.Has(express.RuleTwoBandits))
		ok, why := d.ruleAvailable(opt.rule)
		kind := btnQuiet
		if on {
			kind = btnSelected
		}
		b := k.button(tr(k.lang, opt.name), kind, func() {
			if ok, why := d.ruleAvailable(opt.rule); !ok {
				k.toast = tr(k.lang, opt.name) + ": " + tr(k.lang, why)
				return
			}
			d.rules ^= opt.rule
			if d.rules.Has(opt.rule) {
				d.last = opt.rule
			}
			d.err = ""
		})
		if !ok {
			b.Lines = []string{tr(k.lang, opt.name), tr(k.lang, why)}
			b.TextColor = colTextDim
			if on { // on and locked (Experts in the 2-player game): dimmed ink that still reads on the light fill
				b.TextColor = colPanelLight
			}
		}
		b.Min = k.sz(60, touchHeight*0.8)
		b.MinTextSize = k.u(ruleMinText)
		b.Name = "rule:" + express.Rules(opt.rule).String()
		tiles[opt.rule] = b
	}
	var rows []fyne.CanvasObject
	for _, row := range ruleRows {
		var bs []fyne.CanvasObject
		for _, r := range row.rules {
			bs = append(bs, tiles[r])
		}
		rows = append(rows, widgets.Cols(row.weights, k.u(4), bs...))
	}
	return widgets.Rows(nil, k.u(4), rows...)
}

// randomSeed draws a game seed from crypto/rand.
func randomSeed() (uint64, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, fmt.Errorf("no randomness for the seed: %w", err)
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}

// startGame starts the drafted game on the table; the table's "new" update
// then opens the physical set-up screen.
func (k *Kiosk) startGame() {
	su, modes, err := k.draft.setup(k.opts.Seed)
	su.Catalog = k.cfg.RoundCards
	if err == nil {
		err = k.t.NewGame(express.GameName, su, modes)
	}
	if save := k.cfg.SaveGuestsLanguage; err == nil && save != nil {
		save(k.lang) // the language this game is played in, for a resume after a power cut
	}
	if err != nil {
		k.draft.err = tr(k.lang, "setup.error", "err", err)
	}
}

// setLanguage switches the screen's language, and the phone join links'
// when the phone service can.
func (k *Kiosk) setLanguage(l string) {
	if _, ok := i18n.ParseLang(l); !ok {
		return
	}
	k.lang = l
	if p, ok := k.opts.Phones.(interface{ SetLanguage(string) }); ok {
		p.SetLanguage(l)
	}
	if save := k.cfg.SaveGuestsLanguage; save != nil {
		if err := save(l); err != nil {
			k.toast = err.Error()
		}
	}
}

// languageRow is one button per language, each named in its own language;
// prefix names the buttons (prefix + code) for tests.
func (k *Kiosk) languageRow(prefix, current string, set func(string)) fyne.CanvasObject {
	var bs []fyne.CanvasObject
	for _, l := range i18n.Langs() {
		code := string(l)
		kind := btnQuiet
		if code == current {
			kind = btnSelected
		}
		b := k.button(l.Name(), kind, func() { set(code) }) // each named in its own language
		b.Min = k.sz(80, touchHeight*0.8)
		b.Name = prefix + code
		bs = append(bs, b)
	}
	return container.NewGridWithColumns(len(bs), bs...)
}

// topBar is a screen title with the operator gear on the right.
func (k *Kiosk) topBar(title string, middle fyne.CanvasObject) fyne.CanvasObject {
	t := k.text(title, 24, colBrass, true)
	if middle == nil {
		middle = layout.NewSpacer()
	}
	return widgets.Cols([]float32{0, 1, 0}, k.u(8), container.NewCenter(t), middle, k.gear())
}

// expressSetupScreen is Colt Express's new-game form.
func (k *Kiosk) expressSetupScreen() fyne.CanvasObject {
	d := &k.draft
	if d.selected >= d.players {
		d.selected = 0
	}
	// seats: one row per seat, the bandit tile and who plays it
	var rows []fyne.CanvasObject
	for i := 0; i < d.players; i++ {
		seat := i
		var st *widgets.Tile
		label := tr(k.lang, "setup.seat", "n", i+1)
		if c := d.chars[i]; c >= 0 {
			ch := express.Character(c)
			st = k.tile(charFill(ch), charInk(ch), 18, label+" · "+k.w().character(ch))
		} else {
			st = k.tile(colPanelLight, colText, 18, label+" · "+tr(k.lang, "setup.random"))
		}
		st.Bold = true
		st.Min = k.sz(150, touchHeight*0.85)
		st.Name = fmt.Sprintf("seat:%d", i)
		if i == d.selected {
			st.Stroke, st.StrokeWidth = colHighlight, k.u(4)
		} else {
			st.Stroke, st.StrokeWidth = colPanel, k.u(1)
		}
		st.OnTapped = k.act(func() { d.selected = seat })
		var modes []fyne.CanvasObject
		for _, m := range []table.SeatMode{table.Handoff, table.Phone, table.Bot} {
			mode := m
			kind := btnQuiet
			if d.modes[i] == m || m == table.Bot && d.modes[i].IsBot() {
				kind = btnSelected
			}
			b := k.button(tr(k.lang, "mode."+string(m)), kind, func() {
				if mode == table.Phone && k.opts.Phones == nil {
					k.toast = tr(k.lang, "phys.noPhones")
					return
				}
				if mode == table.Bot {
					d.levelFor = seat + 1 // its level row, under the seats
				}
				if mode == table.Bot && d.modes[seat].IsBot() {
					return // already a bot: its level row below says which
				}
				d.modes[seat] = mode
			})
			b.Min = k.sz(78, touchHeight*0.85)
			b.Name = fmt.Sprintf("mode:%d:%s", i, m)
			modes = append(modes, b)
		}
		if d.modes[i].IsBot() { // a bot seat says its level; the level row is under the seats
			st.Lines = append(st.Lines, tr(k.lang, "level.of", "level", tr(k.lang, levelName(d.modes[i]))))
		}
		rows = append(rows, widgets.Cols([]float32{1, 0, 0, 0}, k.u(4), append([]fyne.CanvasObject{st}, modes...)...))
	}
	if seat := d.levelSeat(); seat >= 0 { // one bot seat's levels, one tap away, under every seat row
		caption := []string{tr(k.lang, "setup.seat", "n", seat+1), tr(k.lang, "level.title")}
		rows = append(rows, k.captionedLevelRow(caption, fmt.Sprintf("level:%d:", seat), d.modes[seat], touchHeight*0.75, func(m table.SeatMode) { d.modes[seat] = m }))
	}
	hint := k.tile(nil, colTextDim, 14, tr(k.lang, "setup.pick"), tr(k.lang, "setup.clockwise"))
	hint.Min = k.sz(200, 38)
	hintRow := widgets.Cols([]float32{1, 0}, k.u(4), hint, k.howToPlayButton()) // the "how to play" overview (overview.go)
	var left fyne.CanvasObject = widgets.Rows(nil, k.u(4), append([]fyne.CanvasObject{hintRow}, rows...)...)
	if len(rows) > 6 { // bots' level rows: scroll rather than squeeze the seats
		left = container.NewVScroll(left)
	}

	// players 3–6
	var counts []fyne.CanvasObject
	for n := 2; n <= express.MaxPlayers; n++ { // 2: the 2-player game (§10)
		np := n
		kind := btnQuiet
		if d.players == n {
			kind = btnSelected
		}
		b := k.button(fmt.Sprint(n), kind, func() {
			d.players = np
			if d.selected >= np {
				d.selected = 0
			}
			for i := np; i < express.MaxPlayers; i++ {
				d.chars[i] = -1
			}
			d.dropImpossibleRules()
		})
		b.Name = fmt.Sprintf("players:%d", n)
		b.Min = k.sz(50, touchHeight*0.8)
		counts = append(counts, b)
	}
	playersLabel := k.text(tr(k.lang, "setup.players"), 15, colTextDim, true)
	countRow := widgets.Cols([]float32{0, 1, 1, 1, 1, 1}, k.u(4), append([]fyne.CanvasObject{container.NewCenter(playersLabel)}, counts...)...)
	way := k.label(k.wayHelp(), "", false)

	// portraits: tap to give the selected seat its bandit
	var portraits []fyne.CanvasObject
	for c := express.Character(0); c < express.NumCharacters; c++ {
		ch := c
		var extra []string
		for i := 0; i < d.players; i++ {
			if d.chars[i] == int(c) {
				extra = append(extra, tr(k.lang, "setup.seat", "n", i+1))
			}
		}
		p := k.tile(charFill(c), charInk(c), 18, append([]string{k.w().character(c)}, extra...)...)
		p.Bold = true
		p.Stroke, p.StrokeWidth = colTextDim, k.u(1)
		p.Name = "portrait:" + c.String()
		p.OnTapped = k.act(func() { d.assign(int(ch)) })
		portraits = append(portraits, p)
	}
	grid := widgets.Grid(3, k.sz(80, touchHeight*0.8), k.u(4), portraits...)
	rnd := k.button(tr(k.lang, "setup.random"), btnQuiet, func() { d.assign(-1) })
	rnd.Name = "portrait:random"
	rnd.Min = k.sz(60, touchHeight*0.8)
	all := k.button(tr(k.lang, "setup.randomAll"), btnQuiet, func() {
		for i := range d.chars {
			d.chars[i] = -1
		}
		d.selected = 0
	})
	all.Min = rnd.Min

	start := k.button(tr(k.lang, "setup.start"), btnPrimary, k.startGame)
	start.Name = "start"
	start.Min = k.sz(90, touchHeight*0.8)
	// the Random buttons share Start's row, under the portraits: the row
	// they had is the modules' second row
	var bottom fyne.CanvasObject = widgets.Cols([]float32{1, 1, 1.7}, k.u(4), rnd, all, start)
	if d.twoEach() { // the engine deals the bandits in pairs: no portrait to pick
		pairs := k.label(tr(k.lang, "setup.pairs"), "", true)
		pairs.Alignment = fyne.TextAlignCenter // wrapped in the panel's width, not cut at the screen's edge
		grid = widgets.Rows([]float32{1, 0, 1}, 0, layout.NewSpacer(), pairs, layout.NewSpacer())
		bottom = start
	}
	rightRows := []fyne.CanvasObject{countRow, k.rulesRow(), way, grid}
	weights := []float32{0, 0, 0, 1}
	if d.err != "" {
		e := k.label(d.err, "", false)
		e.Importance = 4 // danger
		rightRows = append(rightRows, e)
		weights = append(weights, 0)
	}
	if k.live() { // under the seats, so the portraits keep a finger's height (issue 23)
		back := k.button(tr(k.lang, "setup.resume"), btnQuiet, func() { k.screen = screenGame })
		back.Name = "resume"
		back.Min = k.sz(90, touchHeight*0.8)
		left = widgets.Rows([]float32{1, 0}, k.u(4), left, back)
	}
	rightRows = append(rightRows, bottom)
	weights = append(weights, 0)
	right := widgets.Rows(weights, k.u(6), rightRows...)

	top := k.setupTop()
	body := widgets.Cols([]float32{1.25, 1}, k.u(10), left, right)
	return k.background(colBackground, k.pad(widgets.Rows([]float32{0, 1, 0}, k.u(8), top, body, k.toastObject()), 8))
}

// physicalScreen tells the table how to lay out the physical game: the
// wagons in order and their loot, the Marshal, where each bandit starts,
// who is first player, and the phone seats' QR codes. The instructions are
// cut into pages that fit the window without scrolling (a table copies
// them step by step); a guest turns the page with one tap (or the table
// button), and the last page starts the game.
func (k *Kiosk) physicalScreen() fyne.CanvasObject {
	pv := k.pub()
	all := i18n.SetupInstructions(k.w().lang, &pv)
	return k.physPaged(all, func(lines []string, page, pages int) (fyne.CanvasObject, *container.Scroll) {
		return k.physLayout(&pv, lines, page, pages)
	})
}

// physLayoutFunc builds one page of a game's set-up screen and returns it
// with the instructions' scroll area (which must not need scrolling).
type physLayoutFunc func(lines []string, page, pages int) (fyne.CanvasObject, *container.Scroll)

// physPaged cuts a game's set-up instructions into pages, each as many
// instructions as fit the window at once (at least one), keeps the page on
// screen in range and returns it, laid out by lay (both games).
func (k *Kiosk) physPaged(all []string, lay physLayoutFunc) fyne.CanvasObject {
	size := k.contentSize()
	fits := func(lines []string, page int) bool {
		screen, list := lay(lines, page, 3) // page 1: with Back and Next, as the pages after the first
		layOut(screen, size)
		return list.Content.MinSize().Height <= list.Size().Height+1
	}
	var pages [][]string
	for start := 0; start < len(all); {
		end := start + 1
		for end < len(all) && fits(all[start:end+1], min(len(pages), 1)) {
			end++
		}
		pages = append(pages, all[start:end])
		start = end
	}
	if len(pages) == 0 {
		pages = [][]string{nil}
	}
	k.physCount = len(pages)
	k.physPage = min(max(k.physPage, 0), len(pages)-1)
	screen, _ := lay(pages[k.physPage], k.physPage, len(pages))
	return screen
}

// physLayout builds one page of the set-up screen and returns it with the
// instructions' scroll area (which must not need scrolling).
func (k *Kiosk) physLayout(pv *express.PublicView, instructions []string, page, pages int) (fyne.CanvasObject, *container.Scroll) {
	g := k.w()
	train := k.trainView(pv, trainOpts{showTypes: true})
	bottom, list := k.physBottom(instructions, page, pages, physTabs{
		back: g.t("btn.back", nil), caption: true, cols: 3,
		tab: func(s express.Seat) *widgets.Tile { return k.charTile(seatChar(pv, s), 15) },
	})
	top := k.topBar(g.t("setup.instructions", nil), nil)
	// the instructions get most of the height: fewer pages to turn
	return k.background(colBackground, k.pad(widgets.Rows([]float32{0, 0.8, 1.4}, k.u(6), top, train, bottom), 6)), list
}

// physTabs is how a game's set-up screen shows its phone seats: each seat's
// tab, the tabs per row, whether a lone seat gets a tab too, whether the QR
// code has a caption; and the Back button's words.
type physTabs struct {
	tab       func(express.Seat) *widgets.Tile
	cols      int
	lonelyTab bool
	caption   bool
	back      string
}

// physBottom is the lower part of a set-up screen (both games): this page's
// instructions over the page buttons (Next, or Begin on the last page; Back
// after the first) and, when seats play on phones, a tab per phone seat and
// the chosen seat's QR code beside them. It returns the instructions'
// scroll area too.
func (k *Kiosk) physBottom(instructions []string, page, pages int, o physTabs) (fyne.CanvasObject, *container.Scroll) {
	var lines []fyne.CanvasObject
	for _, s := range instructions {
		lines = append(lines, k.label("• "+s, "", false))
	}
	list := container.NewVScroll(container.New(layout.NewCustomPaddedVBoxLayout(0), lines...))
	var next *widgets.Tile
	if page < pages-1 {
		next = k.button(tr(k.lang, "phys.next", "n", page+2, "total", pages), btnPrimary, func() { k.physPage++ })
		next.Name = "phys-next"
	} else {
		next = k.button(tr(k.lang, "phys.begin"), btnPrimary, func() { k.screen = screenGame })
		next.Name = "begin"
	}
	next.Min = k.sz(90, touchHeight*0.85)
	nav := fyne.CanvasObject(next)
	if page > 0 {
		back := k.button(o.back, btnQuiet, func() { k.physPage-- })
		back.Name = "phys-back"
		back.Min = next.Min
		nav = widgets.Cols([]float32{0.35, 1}, k.u(6), back, next)
	}
	left := widgets.Rows([]float32{1, 0}, k.u(6), k.panel(list), nav)
	var phones []express.Seat
	for _, si := range k.t.Seats() {
		if si.Mode == table.Phone {
			phones = append(phones, si.Seat)
		}
	}
	if len(phones) == 0 {
		return left, list
	}
	if k.physSeat < 0 || k.physSeat >= len(phones) {
		k.physSeat = 0
	}
	var tabs []fyne.CanvasObject
	for i, s := range phones {
		idx := i
		t := o.tab(s)
		t.Min = k.sz(60, touchHeight*0.8)
		t.Name = fmt.Sprintf("phone:%d", s)
		if i == k.physSeat {
			t.Stroke, t.StrokeWidth = colHighlight, k.u(4)
		}
		t.OnTapped = k.act(func() { k.physSeat = idx })
		tabs = append(tabs, t)
	}
	right := k.qrFor(phones[k.physSeat], o.caption)
	if len(tabs) > 1 || o.lonelyTab {
		right = widgets.Rows([]float32{0, 1}, k.u(4), container.NewGridWithColumns(min(len(tabs), o.cols), tabs...), right)
	}
	return widgets.Cols([]float32{1.8, 1}, k.u(8), left, right), list
}

// qrFor shows a phone seat's QR code (as large as the space allows, on a
// white square so phones can scan it) with a caption and the join link.
func (k *Kiosk) qrFor(seat express.Seat, caption bool) fyne.CanvasObject {
	pv := k.pub()
	name := k.name(&pv, seat)
	var parts []fyne.CanvasObject
	weights := []float32{}
	if caption {
		text := tr(k.lang, "phys.phone", "name", name)
		if k.opts.Phones == nil {
			text = name
		}
		c := k.tile(nil, colText, 16, text)
		c.Bold = true
		c.Min = k.sz(100, 26)
		parts = append(parts, c)
		weights = append(weights, 0)
	}
	if k.opts.Phones == nil {
		return widgets.Rows(append(weights, 0), k.u(3), append(parts, k.label(tr(k.lang, "phys.noPhones"), "", false))...)
	}
	img, err := k.opts.Phones.QRImage(seat, 512)
	if err != nil || img == nil {
		return widgets.Rows(weights, 0, append(parts, k.label(fmt.Sprint(err), "", false))...)
	}
	ci := canvas.NewImageFromImage(img)
	ci.FillMode = canvas.ImageFillContain
	ci.ScaleMode = canvas.ImageScalePixels
	white := canvas.NewRectangle(colText)
	white.CornerRadius = k.u(4)
	qr := container.New(&squareLayout{min: k.u(90)}, container.NewStack(white, k.pad(ci, 4)))
	// the link, for a phone that cannot scan: readable, on as many lines as it needs
	lines := urlLines(k.opts.Phones.JoinURL(seat), 22)
	url := k.tile(nil, colText, 13, lines...)
	url.MinTextSize = k.u(12)
	url.Min = k.sz(100, 17*float32(len(lines)))
	parts = append(parts, qr, url)
	weights = append(weights, 1, 0)
	return widgets.Rows(weights, k.u(3), parts...)
}

// urlLines cuts a link into lines of at most n characters, each break
// before a "/", "?" or "&" when one is near (a link has no spaces to wrap
// at).
func urlLines(url string, n int) []string {
	var out []string
	for len(url) > n {
		cut := n
		for i := n; i > n/2; i-- {
			if c := url[i]; c == '/' || c == '?' || c == '&' {
				cut = i
				break
			}
		}
		out = append(out, url[:cut])
		url = url[cut:]
	}
	return append(out, url)
}

// squareLayout centres its objects in the largest square that fits.
type squareLayout struct{ min float32 }

func (l *squareLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	side := min(size.Width, size.Height)
	for _, o := range objs {
		o.Resize(fyne.NewSize(side, side))
		o.Move(fyne.NewPos((size.Width-side)/2, (size.Height-side)/2))
	}
}

func (l *squareLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(l.min, l.min) }
