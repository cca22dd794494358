package expressboard

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// Draft is the new-game form being filled in: how many players,
// which bandit and who plays each seat. It becomes an express.Setup only
// when Start is tapped.
type Draft struct {
	Players  int
	Rules    express.Rules           // the modules chosen (Experts, Teams, two bandits each)
	Last     express.Rules           // the module last switched on: its help is the one shown
	Chars    [express.MaxPlayers]int // character per seat; -1 random
	Modes    [express.MaxPlayers]table.SeatMode
	Selected int // the seat the next portrait tap assigns
	Err      string
}

// setupForm is the set-up of a game: the new-game form and the draft it
// fills in (the round cards the next game plays are the board's: its
// editor, roundcards.go, changes them), and the pages that tell the table
// how to set up the box once the game starts.
type setupForm struct {
	shellKit
	art   trainArt
	draft Draft
	cards *roundCards
}

func newDraft() Draft {
	d := Draft{Players: 4}
	for i := range d.Chars {
		d.Chars[i] = -1
		d.Modes[i] = table.Handoff
	}
	return d
}

// assign gives the selected seat character c (-1: random); a seat that had
// c takes the selected seat's old character (a swap).
func (d *Draft) assign(c int) {
	old := d.Chars[d.Selected]
	if c >= 0 {
		for i := 0; i < d.Players; i++ {
			if i != d.Selected && d.Chars[i] == c {
				d.Chars[i] = old
			}
		}
	}
	d.Chars[d.Selected] = c
	d.Selected = (d.Selected + 1) % d.Players
	d.Err = ""
}

// setup returns the engine setup and seat modes of the draft, with a fresh
// seed from seed (the kiosk's: kit.Host.Seed).
func (d *Draft) setup(seed func() (uint64, error)) (express.Setup, []table.SeatMode, error) {
	s, err := seed()
	if err != nil {
		return express.Setup{}, nil, err
	}
	su := express.Setup{Players: d.Players, Rules: d.Rules, Seed: s}
	modes := make([]table.SeatMode, d.Players)
	for i := 0; i < d.Players; i++ {
		modes[i] = d.Modes[i]
		if d.twoEach() {
			continue // two bandits a player: the engine deals them in pairs (§10)
		}
		name := express.Random
		if d.Chars[i] >= 0 {
			name = express.Character(d.Chars[i]).String()
		}
		su.Characters = append(su.Characters, name)
	}
	return su, modes, nil
}

// twoEach reports whether every player will play two bandits: the
// 2-player game, or the two-bandit variant.
func (d *Draft) twoEach() bool {
	return d.Players == 2 || d.Rules.Has(express.RuleTwoBandits)
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
func (d *Draft) ruleAvailable(r express.Rules) (bool, string) {
	if r == express.RuleExperts && d.Players == 2 && !d.Rules.Has(express.RuleTwoBandits) {
		return false, "setup.whyExperts2p" // the 2-player game always plays with the Experts rules
	}
	want := d.Rules ^ r
	if _, err := express.NewQuiet(express.Setup{Players: d.Players, Rules: want, Seed: 1}); err == nil || d.Rules.Has(r) {
		return true, ""
	}
	switch {
	case r == express.RuleTeams:
		return false, "setup.whyTeams"
	case r == express.RuleTwoBandits && d.Players > 3:
		return false, "setup.whyTwoBandits"
	case r == express.RuleExperts && d.Rules.Has(express.RuleHorses): // the tile names what is in the way
		return false, "setup.whyNotWithHorses"
	default:
		return false, "setup.whyNotWithExperts"
	}
}

// dropImpossibleRules switches off the modules the player count no longer
// allows.
func (d *Draft) dropImpossibleRules() {
	valid := func(r express.Rules) bool {
		_, err := express.NewQuiet(express.Setup{Players: d.Players, Rules: r, Seed: 1})
		return err == nil
	}
	for _, o := range ruleOptions {
		if d.Rules.Has(o.rule) && !valid(o.rule) {
			d.Rules &^= o.rule
		}
	}
	if !valid(d.Rules) {
		d.Rules = 0
	}
}

// wayHelp is the line explaining the way to play drafted: the 2-player
// game's rules when it is one, and the help of the module switched on last
// (of the last one on, when that was switched off or the draft was filled
// in without a tap). One module's help, not every one's: three of them
// took six lines and squeezed the portraits under a finger's height. Two
// bandits each with Experts adds the rulebook's advice against it (§10).
func (k *setupForm) wayHelp() string {
	d := &k.draft
	var parts []string
	if d.Players == 2 && !d.Rules.Has(express.RuleTwoBandits) {
		parts = append(parts, kit.Tr(k.lang(), "setup.twoPlayerHelp"))
	}
	help := ""
	for _, o := range ruleOptions {
		if !d.Rules.Has(o.rule) || o.rule == express.RuleExperts && d.Players == 2 {
			continue
		}
		help = kit.Tr(k.lang(), o.help) // the last one on, in the screen's order…
		if o.rule == d.Last {
			break // …unless the one switched on last is on
		}
	}
	if help != "" {
		parts = append(parts, help)
	}
	if express.TwoBanditsExpertsAdvice(d.Rules) { // §10: advised against, not forbidden
		parts = append(parts, kit.Tr(k.lang(), "setup.adviceTwoBanditsExperts"))
	}
	if len(parts) == 0 {
		parts = append(parts, kit.Tr(k.lang(), "setup.baseHelp"))
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

// rules are the ways to play as the form's values: each a toggle, on or
// off; one the player count does not allow says why, and a tap on it
// toasts why.
func (k *setupForm) rules() []screen.Rule {
	d := &k.draft
	var out []screen.Rule
	for _, o := range ruleOptions {
		opt := o
		on := d.Rules.Has(opt.rule) || (opt.rule == express.RuleExperts && d.Players == 2 && !d.Rules.Has(express.RuleTwoBandits))
		r := screen.Rule{Rule: opt.rule, Choice: kitscreen.Choice{Name: "rule:" + opt.rule.String(), Label: kit.Tr(k.lang(), opt.name), On: on,
			Do: func() {
				if ok, why := d.ruleAvailable(opt.rule); !ok {
					k.h.Toast(kit.Tr(k.lang(), opt.name) + ": " + kit.Tr(k.lang(), why))
					return
				}
				d.Rules ^= opt.rule
				if d.Rules.Has(opt.rule) {
					d.Last = opt.rule
				}
				d.Err = ""
			}}}
		if ok, why := d.ruleAvailable(opt.rule); !ok {
			r.Why, r.Locked = kit.Tr(k.lang(), why), on
		}
		out = append(out, r)
	}
	return out
}

// rulesRow draws the ways to play in the rows of ruleRows; one the player
// count does not allow is dimmed and says why.
func (k *setupForm) rulesRow(rules []screen.Rule) fyne.CanvasObject {
	tiles := map[express.Rules]*widgets.Tile{}
	for _, r := range rules {
		kind := kit.BtnQuiet
		if r.On {
			kind = kit.BtnSelected
		}
		b := k.button(r.Label, kind, r.Do)
		if r.Why != "" {
			b.Lines = []string{r.Label, r.Why}
			b.TextColor = kit.ColTextDim
			if r.Locked { // on and locked (Experts in the 2-player game): dimmed ink that still reads on the light fill
				b.TextColor = kit.ColPanelLight
			}
		}
		b.Min = k.sz(60, kit.TouchHeight*0.8)
		b.MinTextSize = k.u(ruleMinText)
		b.Name = r.Name
		tiles[r.Rule] = b
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

// start starts the drafted game on the table; the table's "new" update
// then opens the physical set-up screen.
func (k *setupForm) start() {
	su, modes, err := k.draft.setup(k.h.Seed)
	su.Catalog = k.cards.data
	if err == nil {
		err = k.t.NewGame(express.GameName, su, modes)
	}
	if err != nil {
		k.draft.Err = kit.Tr(k.lang(), "setup.error", "err", err)
	}
}

// model is the new-game form as values (screen.Form): every word worded
// in the language on screen, every tap a choice on the draft.
func (k *setupForm) model() screen.Form {
	d := &k.draft
	if d.Selected >= d.Players {
		d.Selected = 0
	}
	l := k.lang()
	f := screen.Form{
		Hint:         append([]string{kit.Tr(l, "setup.pick")}, kit.WrapWords(kit.Tr(l, "setup.clockwise"), 34)...),
		PlayersLabel: kit.Tr(l, "setup.players"),
		Rules:        k.rules(),
		Help:         k.wayHelp(),
		Err:          d.Err,
		Random:       kitscreen.Choice{Name: "portrait:random", Label: kit.Tr(l, "setup.random"), Do: func() { d.assign(-1) }},
		RandomAll: kitscreen.Choice{Name: "random-all", Label: kit.Tr(l, "setup.randomAll"), Do: func() {
			for i := range d.Chars {
				d.Chars[i] = -1
			}
			d.Selected = 0
		}},
		Start: kitscreen.Choice{Name: "start", Label: kit.Tr(l, "setup.start"), Do: k.start},
	}
	for i := 0; i < d.Players; i++ {
		f.Seats = append(f.Seats, k.seatModel(i))
	}
	for n := 2; n <= express.MaxPlayers; n++ {
		np := n
		f.Counts = append(f.Counts, kitscreen.Choice{Name: fmt.Sprintf("players:%d", n), Label: fmt.Sprint(n), On: d.Players == n, Do: func() {
			d.Players = np
			if d.Selected >= np {
				d.Selected = 0
			}
			for i := np; i < express.MaxPlayers; i++ {
				d.Chars[i] = -1
			}
			d.dropImpossibleRules()
		}})
	}
	if d.twoEach() { // the engine deals the bandits in pairs: no portrait to pick
		f.Pairs = kit.Tr(l, "setup.pairs")
	} else {
		for c := express.Character(0); c < express.NumCharacters; c++ {
			ch := c
			p := screen.Portrait{Character: c, Colours: kitscreen.Colours{Fill: charFill(c), Ink: charInk(c)},
				Choice: kitscreen.Choice{Name: "portrait:" + c.String(), Label: k.w().character(c), Do: func() { d.assign(int(ch)) }}}
			for i := 0; i < d.Players; i++ {
				if d.Chars[i] == int(c) {
					p.Seats = append(p.Seats, kit.Tr(l, "setup.seat", "n", i+1))
				}
			}
			f.Portraits = append(f.Portraits, p)
		}
	}
	if kit.Live(k.t) {
		f.Resume = kitscreen.Choice{Name: "resume", Label: kit.Tr(l, "setup.resume"), Do: k.h.Nav().ResumeGame}
	}
	return f
}

// seatModel is seat i's row of the form as values: its bandit (a tap
// selects the seat for the next portrait) and who plays it.
func (k *setupForm) seatModel(i int) screen.FormSeat {
	d := &k.draft
	seat := i
	l := k.lang()
	label := kit.Tr(l, "setup.seat", "n", i+1)
	fs := screen.FormSeat{Random: d.Chars[i] < 0, Colours: kitscreen.Colours{Fill: kit.ColPanelLight, Ink: kit.ColText}}
	if c := d.Chars[i]; c >= 0 {
		ch := express.Character(c)
		fs.Colours = kitscreen.Colours{Fill: charFill(ch), Ink: charInk(ch)}
		label += " · " + k.w().character(ch)
	} else {
		label += " · " + kit.Tr(l, "setup.random")
	}
	fs.Seat = kitscreen.Choice{Name: fmt.Sprintf("seat:%d", i), Label: label, On: i == d.Selected, Do: func() { d.Selected = seat }}
	for _, m := range []table.SeatMode{table.Handoff, table.Phone, table.Bot} {
		mode := m
		fs.Modes = append(fs.Modes, kitscreen.Choice{Name: fmt.Sprintf("mode:%d:%s", i, m), Label: kit.Tr(l, "mode."+string(m)),
			On: d.Modes[i] == m || m == table.Bot && d.Modes[i].IsBot(),
			Do: func() {
				switch {
				case mode == table.Phone && !k.h.Phones().Available():
					k.h.Toast(kit.Tr(l, "phys.noPhones"))
				case mode == table.Bot: // the default level, then one more tap for the next
					d.Modes[seat] = kit.TapBot(d.Modes[seat])
				default:
					d.Modes[seat] = mode
				}
			}})
	}
	fs.BotLines = kit.BotLines(l, d.Modes[i])
	return fs
}

// tapKind is a choice's button: the chosen option selected, else quiet.
func tapKind(c kitscreen.Choice) kit.ButtonKind {
	if c.On {
		return kit.BtnSelected
	}
	return kit.BtnQuiet
}

// screen is Colt Express's new-game form drawn from its values (model):
// the seats on the left, the player count, the ways to play, the bandits'
// portraits and Start on the right; the shell's parts (sh) in the seats'
// column. The shell frames it.
func (k *setupForm) screen(sh kit.FormParts) fyne.CanvasObject {
	f := k.model()
	// seats: one row per seat, the bandit tile and who plays it; over a game
	// in play "Back to the game" takes a row under them, so a full column's
	// rows are lower (still a finger's height: 42 px at 800×480); a bot
	// seat's level is in its own Bot button, so no tap adds a row (issue 34)
	rowH := float32(kit.TouchHeight * 0.85)
	if f.Resume.Name != "" && len(f.Seats) >= 5 {
		rowH = kit.TouchHeight * 0.7
	}
	var rows []fyne.CanvasObject
	for _, fs := range f.Seats {
		rows = append(rows, k.seatRow(fs, rowH))
	}
	hint := k.tile(nil, kit.ColTextDim, 14, f.Hint...) // at 13 px or more, on a third line if need be (issue 34)
	hint.Min = k.sz(200, 4+17*float32(len(f.Hint)))
	var head fyne.CanvasObject = hint
	if len(rows) >= 6 { // learn as you play (teach.go): in a full column, in the hint's place
		head = sh.Teach(true)
	} else {
		rows = append(rows, sh.Teach(false))
	}
	headRow := widgets.Cols([]float32{1, 0}, k.u(4), head, sh.HowToPlay()) // the "how to play" overview (overview.go)
	var left fyne.CanvasObject = widgets.Rows(nil, k.u(4), append([]fyne.CanvasObject{headRow}, rows...)...)

	right := k.choices(&f)
	if f.Resume.Name != "" { // under the seats, so the portraits keep a finger's height (issue 23)
		back := k.button(f.Resume.Label, kit.BtnQuiet, f.Resume.Do)
		back.Name = f.Resume.Name
		back.Min = k.sz(90, min(rowH, kit.TouchHeight*0.8))
		left = widgets.Rows([]float32{1, 0}, k.u(4), left, back)
	}

	return widgets.Cols([]float32{1.25, 1}, k.u(10), left, right)
}

// seatRow draws a seat's row of the form, rowH high.
func (k *setupForm) seatRow(fs screen.FormSeat, rowH float32) fyne.CanvasObject {
	st := k.tile(fs.Fill, fs.Ink, 18, fs.Seat.Label)
	st.Bold = true
	st.Min = k.sz(150, rowH)
	st.Name = fs.Seat.Name
	if fs.Seat.On {
		st.Stroke, st.StrokeWidth = kit.ColHighlight, k.u(4)
	} else {
		st.Stroke, st.StrokeWidth = kit.ColPanel, k.u(1)
	}
	st.OnTapped = k.act(fs.Seat.Do)
	var modes []fyne.CanvasObject
	for i, m := range fs.Modes {
		b := k.button(m.Label, tapKind(m), m.Do)
		if i == len(fs.Modes)-1 { // Bot: its level
			b.Lines = fs.BotLines
		}
		b.Min = k.sz(78, rowH)
		b.Name = m.Name
		modes = append(modes, b)
	}
	return widgets.Cols([]float32{1, 0, 0, 0}, k.u(4), append([]fyne.CanvasObject{st}, modes...)...)
}

// choices draws the form's right column: the player count, the ways to
// play and their help, the portraits (none when the engine deals the
// bandits in pairs), the form's error, the Random buttons and Start.
func (k *setupForm) choices(f *screen.Form) fyne.CanvasObject {
	way := k.para(f.Help, "", false) // drawn from Colt Sans alone: the first screen loads no fallback font (kit.Theme.FontSource)
	way.Name = "way-help"
	grid := k.portraits(f.Portraits)
	rnd := k.button(f.Random.Label, kit.BtnQuiet, f.Random.Do)
	rnd.Name = f.Random.Name
	rnd.Min = k.sz(60, kit.TouchHeight*0.8)
	all := k.button(f.RandomAll.Label, kit.BtnQuiet, f.RandomAll.Do)
	all.Name = f.RandomAll.Name
	all.Min = rnd.Min

	start := k.button(f.Start.Label, kit.BtnPrimary, f.Start.Do)
	start.Name = f.Start.Name
	start.Min = k.sz(90, kit.TouchHeight*0.8)
	// the Random buttons share Start's row, under the portraits: the row
	// they had is the modules' second row
	var bottom fyne.CanvasObject = widgets.Cols([]float32{1, 1, 1.7}, k.u(4), rnd, all, start)
	if f.Pairs != "" { // the engine deals the bandits in pairs: no portrait to pick
		pairs := k.label(f.Pairs, "", true)
		pairs.Alignment = fyne.TextAlignCenter // wrapped in the panel's width, not cut at the screen's edge
		grid = widgets.Rows([]float32{1, 0, 1}, 0, layout.NewSpacer(), pairs, layout.NewSpacer())
		bottom = start
	}
	rightRows := []fyne.CanvasObject{k.countRow(f), k.rulesRow(f.Rules), way, grid}
	weights := []float32{0, 0, 0, 1}
	if f.Err != "" {
		e := k.label(f.Err, "", false)
		e.Importance = 4 // danger
		rightRows = append(rightRows, e)
		weights = append(weights, 0)
	}
	rightRows = append(rightRows, bottom)
	weights = append(weights, 0)
	return widgets.Rows(weights, k.u(6), rightRows...)
}

// countRow draws how many players: 2 (the 2-player game, §10) to 6.
func (k *setupForm) countRow(f *screen.Form) fyne.CanvasObject {
	var counts []fyne.CanvasObject
	for _, c := range f.Counts {
		b := k.button(c.Label, tapKind(c), c.Do)
		b.Name = c.Name
		b.Min = k.sz(50, kit.TouchHeight*0.8)
		counts = append(counts, b)
	}
	playersLabel := k.text(f.PlayersLabel, 15, kit.ColTextDim, true)
	return widgets.Cols([]float32{0, 1, 1, 1, 1, 1}, k.u(4), append([]fyne.CanvasObject{container.NewCenter(playersLabel)}, counts...)...)
}

// portraits draws the six bandits: a tap gives the selected seat its
// bandit.
func (k *setupForm) portraits(ps []screen.Portrait) fyne.CanvasObject {
	var portraits []fyne.CanvasObject
	for _, p := range ps {
		t := k.tile(p.Fill, p.Ink, 18, append([]string{p.Label}, p.Seats...)...)
		t.Bold = true
		t.Stroke, t.StrokeWidth = kit.ColTextDim, k.u(1)
		t.Name = p.Name
		t.OnTapped = k.act(p.Do)
		portraits = append(portraits, t)
	}
	return widgets.Grid(3, k.sz(80, kit.TouchHeight*0.8), k.u(4), portraits...)
}

// physicalScreen tells the table how to lay out the physical game: the
// wagons in order and their loot, the Marshal, where each bandit starts,
// who is first player, and the phone seats' QR codes. The shell cuts the
// instructions into pages that fit the window without scrolling (a table
// copies them step by step); a guest turns the page with one tap (or the
// table button), and the last page starts the game.
func (k *setupForm) physicalScreen() kit.Physical {
	pv := k.pub()
	g := k.w()
	return kit.Physical{
		Title:        g.t("setup.instructions", nil),
		Instructions: i18n.SetupInstructions(g.lang, &pv),
		Picture:      func() fyne.CanvasObject { return k.art.trainView(&pv, trainOpts{showTypes: true}) },
		// the instructions get most of the height: fewer pages to turn
		PictureWeight: 0.8, BottomWeight: 1.4,
		Tabs: kit.PhysTabs{
			Back: g.t("btn.back", nil), Caption: true, Cols: 3,
			Tab: func(s express.Seat) *widgets.Tile { return k.charTile(seatChar(&pv, s), 15) },
		},
	}
}
