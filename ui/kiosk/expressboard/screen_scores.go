package expressboard

import (
	"fmt"
	"slices"
	"sort"
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
	"colt/ui/teach"
)

// scoreSheet is the scores screen of a game: what each player earned, the
// winner and the tie-break, the teams, and the buttons to play again. It
// keeps no state; the board lends it its column fitting (fitCols) and its
// strip of what just happened (happenedStrip).
type scoreSheet struct {
	shellKit
	fitCols  func(weights []float32, rows [][]fyne.CanvasObject) []fyne.CanvasObject
	happened func(width float32, maxLines int, log bool) fyne.CanvasObject
}

// scoresModel is the scores as values (screen.Scores), with no taps: every
// player's money — each purse revealed, jewels, strongboxes, ransoms, the
// Gunslinger bonus — in the engine's order (express.Result.Ranking, never
// ranked here), the winner and the tie-break, or for a game the operator
// ended who was ahead and the operator's note. The board's scoreSheet
// (model) adds what a tap does; the voice (scoresStory) says these values.
func scoresModel(g gameWords, r *express.Result, early bool) screen.Scores {
	l := string(g.lang)
	sc := screen.Scores{Title: g.t("score.title", nil), Early: early,
		Same:  kitscreen.Choice{Name: "same", Label: kit.Tr(l, "scores.same")},
		Again: kitscreen.Choice{Name: "again", Label: kit.Tr(l, "scores.again")}}
	if r == nil {
		return sc
	}
	players := rankedPlayers(r)
	winner := map[express.Seat]bool{}
	for _, w := range r.Winners {
		winner[w] = true
	}
	for _, ps := range players {
		sc.TimeTravel = sc.TimeTravel || ps.TimeTravel > 0 // a column for the Time-Travel Car's $500 (§12)
		// a column for Horses & Stagecoach (§11): hostages' ransoms, Deadly Bullet, Sharing the Loot, arrested
		sc.Horses = sc.Horses || ps.Hostages != 0 || ps.DeadlyBullets != 0 || ps.Shared != 0 || ps.Arrested
	}
	sc.Heads = []string{"", g.t("score.purses", nil), g.t("score.jewels", nil), g.t("score.strongboxes", nil), g.t("score.ransoms", nil)}
	if sc.Horses {
		sc.Heads = append(sc.Heads, g.t("score.horses.hostages", nil))
	}
	if sc.TimeTravel {
		sc.Heads = append(sc.Heads, g.t("score.car.timeTravel", nil))
	}
	sc.Heads = append(sc.Heads, g.t("score.gunslinger", nil), g.t("score.total", nil))
	for _, ps := range players {
		sc.Rows = append(sc.Rows, scoreRow(g, ps, winner[ps.Seat]))
	}
	for _, ts := range rankedTeams(r) {
		var names []string
		tr := screen.TeamRow{Seats: ts.Seats}
		for _, s := range ts.Seats {
			if int(s) < len(r.Players) {
				names = append(names, g.character(r.Players[s].Character))
			}
			tr.Winner = tr.Winner || winner[s]
		}
		tr.Lines = []string{kit.Tr(l, "scores.team", "names", g.names(names), "total", g.money(ts.Total))}
		if ts.Gunslinger > 0 {
			tr.Lines = append(tr.Lines, kit.Tr(l, "scores.teamGun", "money", g.money(ts.Gunslinger)))
		}
		sc.Teams = append(sc.Teams, tr)
	}
	if early { // ended by the operator: nobody won it (issue 31)
		sc.Headline = i18n.UnfinishedText(g.lang, r)
		sc.Note = kit.Tr(l, "scores.early")
	} else {
		sc.Headline = i18n.WinnerText(g.lang, r)
		if r.TieBreak != express.NoTie {
			sc.TieBreak = i18n.TieBreakText(g.lang, r)
		}
	}
	return sc
}

// scoreRow is one player's row as values: every cell's lines.
func scoreRow(g gameWords, ps express.PlayerScore, won bool) screen.ScoreRow {
	c := ps.Character
	row := screen.ScoreRow{Seat: ps.Seat, Winner: won}
	if len(ps.Characters) == 2 { // a player with two bandits: both, their loot together
		c, row.Second = ps.Characters[0], g.character(ps.Characters[1])
	}
	row.Character, row.Colours = c, kitscreen.Colours{Fill: charFill(c), Ink: charInk(c)}
	row.Bandit = kitscreen.Choice{Name: "bandit:" + c.String(), Label: g.character(c)}
	if ps.Arrested { // Escape (§11): cannot win
		row.Arrested = g.t("score.horses.arrested", nil)
	}
	var purses, jewels, boxes []int
	for _, l := range ps.Loot {
		switch l.Kind {
		case express.Purse:
			purses = append(purses, l.Value)
		case express.Jewel:
			jewels = append(jewels, l.Value)
		case express.Strongbox:
			boxes = append(boxes, l.Value)
		}
	}
	row.Purses = pursesText(g, purses, ps.Purses)
	row.Jewels = countedText(g, jewels, ps.Jewels)
	row.Strongboxes = countedText(g, boxes, ps.Strongboxes)
	row.Ransoms = "—"
	if ps.Ransoms > 0 {
		row.Ransoms = g.money(ps.Ransoms)
	}
	row.Horses = horsesScoreLines(g, ps)
	row.TimeTravel = "—"
	if ps.TimeTravel > 0 {
		row.TimeTravel, row.TimeTravelled = g.money(ps.TimeTravel), true
	}
	fired := fmt.Sprintf("%s: %d", g.t("score.bulletsFired", nil), ps.BulletsFired)
	row.Gunslinger = []string{"—", fired}
	if ps.Gunslinger > 0 {
		row.Gunslinger[0] = g.money(ps.Gunslinger)
	}
	row.Total = g.money(ps.Total)
	return row
}

// model is the scores of r as values, each tap what the screen does: a
// bandit's power, the same players again, a new game.
func (k scoreSheet) model(r *express.Result, early bool) screen.Scores {
	sc := scoresModel(k.w(), r, early)
	for i := range sc.Rows {
		c := sc.Rows[i].Character
		sc.Rows[i].Bandit.Do = func() { k.showHelp(helpTopic{kind: helpCharacter, character: c}) }
	}
	sc.Same.Do = k.sameAgain
	sc.Again.Do = func() {
		k.h.Nav().ClearEnded()
		k.h.Nav().ShowSetup(express.GameName)
	}
	return sc
}

// screen draws the scores (model): every player's money in the engine's
// order, the winner and the tie-break, the teams, and the buttons; a page
// the shell frames under its title bar, the headline in it.
func (k scoreSheet) screen(r *express.Result, early bool) kit.Screen {
	if r == nil { // the engine gives every game it ends a result: an empty table, as Super Express's
		return kit.Screen{Body: k.background(kit.ColBackground, layout.NewSpacer())}
	}
	sc := k.model(r, early)
	weights := k.weights(&sc)
	head := func(s string) fyne.CanvasObject {
		t := k.tile(nil, kit.ColTextDim, 15, s)
		t.Min = k.sz(40, 40) // room for a second line ("As de la / gâchette") rather than a smaller text
		t.MinTextSize = k.u(kit.MinText)
		return t
	}
	var heads []fyne.CanvasObject
	for _, h := range sc.Heads {
		heads = append(heads, head(h))
	}
	cellRows := [][]fyne.CanvasObject{heads}
	for _, row := range sc.Rows {
		cellRows = append(cellRows, k.playerRow(&sc, row))
	}
	// every column at least as wide as its words and sums need at 12 px
	// ("Scherpschutter", "= 1200 $" on one line: issue 23)
	rows := k.fitCols(weights, cellRows)
	rw := make([]float32, len(rows))
	for i := 1; i < len(rw); i++ {
		rw[i] = 1
	}
	table := widgets.Rows(rw, k.u(3), rows...)
	if len(sc.Teams) > 0 {
		table = widgets.Rows([]float32{1, 0}, k.u(4), table, k.teams(sc.Teams))
	}
	win := k.text(sc.Headline, 26, kit.ColBrass, true)
	lit, bottom := k.h.Tips().Lit(teach.PlaceScores, table), k.bottom(&sc)
	// the table's least height under a tip: each player's row keeps two
	// lines of sums ("250 + 350 / = $600")
	need := table.MinSize().Height
	for _, r := range rows[1:] {
		need += max(0, k.u(44)-r.MinSize().Height)
	}
	return kit.Screen{Title: sc.Title, Middle: container.NewCenter(win), Rows: []fyne.CanvasObject{lit, bottom}, Weights: []float32{1, 0}, Gap: 6, Pad: 8,
		WithTip: func(rows []fyne.CanvasObject, weights []float32) ([]fyne.CanvasObject, []float32) {
			rows = slices.Clone(rows)
			rows[0] = k.tipTop(rows[0], need, bottom) // the shell's title bar, the tip under it or in its row
			return rows, weights
		}}
}

// tipTop is the scores' top while a teaching tip shows: the tip in a band
// of its own (kit.TipBand) under the title and the winner, in the room
// the table spares above need (its least height), or in the top's row
// when that room is too low; over
// none of the table, the words or the buttons, which keep their places.
func (k scoreSheet) tipTop(top fyne.CanvasObject, need float32, bottom fyne.CanvasObject) fyne.CanvasObject {
	content := k.h.ContentSize()
	width := content.Width - 2*k.u(8)
	tableH := content.Height - 2*k.u(8) - 2*k.u(6) - top.MinSize().Height - bottom.MinSize().Height
	spare := max(0, tableH-need)
	if under := spare - k.u(6); under >= k.u(kit.TipPagedH) {
		if band := kit.TipBand(k.h.Tips(), width, under); band != nil {
			return widgets.Rows([]float32{0, 0}, k.u(6), top, band)
		}
		return top
	}
	if band := kit.TipTop(k.h.Tips(), k.h.GearSlot(), width, k.u(4), top.MinSize().Height+spare); band != nil {
		return band
	}
	return top
}

// weights are the columns' weights: the player, purses, jewels,
// strongboxes, ransoms, [Horses & Stagecoach], [time travel], the
// Gunslinger, the total.
func (k scoreSheet) weights(sc *screen.Scores) []float32 {
	weights := []float32{1.1, 2.2, 1, 1, 0.8, 1, 0.9}
	if sc.TimeTravel {
		weights = []float32{1.1, 2.1, 0.9, 0.9, 0.8, 0.9, 0.9, 0.9}
	}
	if sc.Horses {
		weights = append(append(append([]float32(nil), weights[:5]...), 1.3), weights[5:]...)
		weights[1] = 1.7
	}
	return weights
}

// playerRow draws one player's row of cells, the winners' in brass.
func (k scoreSheet) playerRow(sc *screen.Scores, row screen.ScoreRow) []fyne.CanvasObject {
	fill := kit.ColPanel
	if row.Winner {
		fill = kit.WithAlpha(kit.ColBrass, 0x60)
	}
	cell := func(lines ...string) *widgets.Tile {
		t := k.tile(fill, kit.ColText, 15, lines...)
		t.Min = k.sz(40, 36)
		t.Radius = k.u(4)
		return t
	}
	lines := []string{row.Bandit.Label}
	if row.Second != "" {
		lines = append(lines, row.Second)
	}
	name := k.tile(row.Fill, row.Ink, 16, lines...)
	name.Bold = true
	name.Stroke, name.StrokeWidth = kit.ColTextDim, k.u(1)
	name.Name = row.Bandit.Name
	name.OnTapped = k.act(row.Bandit.Do)
	name.Min = k.sz(60, 36)
	if row.Arrested != "" {
		name.Lines = append(name.Lines, row.Arrested)
	}
	total := cell(row.Total)
	total.Bold = true
	total.TextSize = k.u(19)
	cells := []fyne.CanvasObject{name, cell(row.Purses...), cell(row.Jewels...), cell(row.Strongboxes...), cell(row.Ransoms)}
	if sc.Horses {
		t := cell(row.Horses...)
		t.MinTextSize = k.u(kit.MinText)
		t.Name = "horses-score"
		cells = append(cells, t)
	}
	if sc.TimeTravel {
		tt := cell(row.TimeTravel)
		if row.TimeTravelled {
			tt.Name = "time-travel"
		}
		cells = append(cells, tt)
	}
	return append(cells, cell(row.Gunslinger...), total)
}

// teams draws the teams' totals (Teams: each team's total decides, §10,
// the Gunslinger counted once per team), the winners' in brass.
func (k scoreSheet) teams(rows []screen.TeamRow) fyne.CanvasObject {
	var teams []fyne.CanvasObject
	for _, tr := range rows {
		fill := kit.ColPanel
		if tr.Winner {
			fill = kit.WithAlpha(kit.ColBrass, 0x60)
		}
		t := k.tile(fill, kit.ColText, 16, tr.Lines...)
		t.Bold = tr.Winner
		t.Min = k.sz(100, 36)
		t.Name = "team"
		teams = append(teams, t)
	}
	return container.NewGridWithColumns(len(teams), teams...)
}

// bottom draws the screen's foot: the tie-break, or that the operator
// ended the game, or what the last card did; "Same players again" and
// "New game".
func (k scoreSheet) bottom(sc *screen.Scores) fyne.CanvasObject {
	var notes []fyne.CanvasObject
	if sc.TieBreak != "" {
		notes = append(notes, k.label(sc.TieBreak, "", true))
	}
	if sc.Early {
		notes = append(notes, k.label(sc.Note, "", false))
	} else if strip := k.happened(k.h.ContentSize().Width-k.u(16+2*180+2*6), 3, false); strip != nil {
		notes = append(notes, strip) // the last card's words, when it asked nothing of the table (issue 31)
	}
	again := k.button(sc.Again.Label, kit.BtnPrimary, sc.Again.Do)
	again.Name = sc.Again.Name
	again.Min = k.sz(180, kit.TouchHeight)
	same := k.button(sc.Same.Label, kit.BtnNormal, sc.Same.Do)
	same.Name = sc.Same.Name
	same.Min = k.sz(180, kit.TouchHeight)
	return widgets.Cols([]float32{1, 0, 0}, k.u(6), container.NewVBox(notes...), same, again)
}

// rankedPlayers is the result's players from first place to last, as the
// engine orders them (express.Result.Ranking: the published order, or the
// same order computed for a result stored before it was published).
func rankedPlayers(r *express.Result) []express.PlayerScore {
	out := make([]express.PlayerScore, 0, len(r.Players))
	for _, seat := range r.Ranking() {
		for _, ps := range r.Players {
			if ps.Seat == seat {
				out = append(out, ps)
			}
		}
	}
	return out
}

// rankedTeams is the result's teams (Teams, §10) in the order their
// players stand in the engine's order: the winning team first.
func rankedTeams(r *express.Result) []express.TeamScore {
	out := make([]express.TeamScore, 0, len(r.Teams))
	done := make([]bool, len(r.Teams))
	for _, seat := range r.Ranking() {
		for i, ts := range r.Teams {
			if !done[i] && slices.Contains(ts.Seats, seat) {
				done[i] = true
				out = append(out, ts)
			}
		}
	}
	return out
}

// pursesText lists every purse value, at most four to a line, and their
// sum.
func pursesText(g gameWords, values []int, sum int) []string {
	if len(values) == 0 {
		return []string{"—"}
	}
	sort.Ints(values)
	// at most four to a line, the lines evenly filled: five purses are
	// 3 + 2, never four over one alone (issue 23)
	rows := (len(values) + 3) / 4
	var lines []string
	for r, i := 0, 0; r < rows; r++ {
		n := len(values) / rows
		if r < len(values)%rows {
			n++
		}
		parts := make([]string, 0, n)
		for _, v := range values[i : i+n] {
			parts = append(parts, fmt.Sprint(v))
		}
		i += n
		lines = append(lines, unbroken(strings.Join(parts, " + ")))
	}
	return append(lines, unbroken("= "+g.money(sum)))
}

// unbroken joins a sum's words with no-break spaces: a tile short of width
// never wraps "= 1200 $" into "= 1200" over a lone "$", or "250 + 500"
// into "250" over "+ 500" (issue 23); its column is made wide enough
// instead (fitCols).
func unbroken(s string) string { return strings.ReplaceAll(s, " ", "\u00a0") }

// countedText is "2 × $500" and the sum, or a dash.
func countedText(g gameWords, values []int, sum int) []string {
	if len(values) == 0 {
		return []string{"—"}
	}
	return []string{unbroken(fmt.Sprintf("%d × %s", len(values), g.money(values[0]))), unbroken("= " + g.money(sum))}
}

// sameAgain starts the next game at once with the same players: the same
// way to play, seats, seat modes and bandits (drawn anew in pairs for two
// bandits each), and a new seed.
func (k scoreSheet) sameAgain() {
	rec := expressRecord(k.t)
	pv := publicView(k.t)
	su := rec.Setup
	s, err := k.h.Seed()
	if err != nil {
		k.h.Toast(kit.Tr(k.lang(), "setup.error", "err", err))
		return
	}
	if s == su.Seed {
		s++ // never the same deal twice in a row
	}
	su.Seed = s
	su.Characters = nil
	if pv.Players == su.Players && len(pv.Bandits) == su.Players { // one bandit each: keep them
		for seat := 0; seat < su.Players; seat++ {
			su.Characters = append(su.Characters, seatChar(&pv, express.Seat(seat)).String())
		}
	}
	var modes []table.SeatMode
	for _, si := range k.t.Seats() {
		modes = append(modes, si.Mode)
	}
	k.h.Nav().ClearEnded()
	if err := k.t.NewGame(express.GameName, su, modes); err != nil {
		k.h.Toast(kit.Tr(k.lang(), "setup.error", "err", err))
	}
}

// horsesScoreLines itemise a player's Horses & Stagecoach money (§11):
// the hostages' ransom, what Sharing the Loot moved, the Deadly Bullet's
// cost, and "arrested" at the Escape.
func horsesScoreLines(g gameWords, ps express.PlayerScore) []string {
	var lines []string
	if ps.Hostages > 0 {
		lines = append(lines, g.money(ps.Hostages))
	}
	signed := func(v int) string {
		if v < 0 {
			return "−" + g.money(-v)
		}
		return "+" + g.money(v)
	}
	if ps.Shared != 0 {
		lines = append(lines, g.t("score.horses.shared", nil)+" "+signed(ps.Shared))
	}
	if ps.DeadlyBullets != 0 {
		lines = append(lines, g.t("score.horses.deadly", nil)+" "+signed(ps.DeadlyBullets))
	}
	if ps.Arrested {
		lines = append(lines, g.t("score.horses.arrested", nil))
	}
	if len(lines) == 0 {
		lines = []string{"—"}
	}
	return lines
}
