package expressboard

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// scoreSheet is the scores screen of a game: what each player earned, the
// winner and the tie-break, the teams, and the buttons to play again. It
// keeps no state; the board lends it its column fitting (fitCols) and its
// strip of what just happened (happenedStrip), and its new-game form for a
// missing result.
type scoreSheet struct {
	shellKit
	fitCols  func(weights []float32, rows [][]fyne.CanvasObject) []fyne.CanvasObject
	happened func(width float32, maxLines int, log bool) fyne.CanvasObject
	form     func() fyne.CanvasObject
}

// screen itemises every player's money — each purse revealed, jewels,
// strongboxes, ransoms, the Gunslinger bonus — names the winner and
// explains the tie-break when there was one. The players are listed in the
// engine's order (express.Result.Ranking), never ranked here.
func (k scoreSheet) screen(r *express.Result, early bool) fyne.CanvasObject {
	g := k.w()
	if r == nil {
		return k.form()
	}
	players := rankedPlayers(r)
	winner := map[express.Seat]bool{}
	for _, w := range r.Winners {
		winner[w] = true
	}
	timeTravel, horses := false, false
	for _, ps := range players {
		timeTravel = timeTravel || ps.TimeTravel > 0 // a column for the Time-Travel Car's $500 (§12)
		// a column for Horses & Stagecoach (§11): hostages' ransoms, Deadly Bullet, Sharing the Loot, arrested
		horses = horses || ps.Hostages != 0 || ps.DeadlyBullets != 0 || ps.Shared != 0 || ps.Arrested
	}
	weights, heads := k.heads(g, timeTravel, horses)
	cellRows := [][]fyne.CanvasObject{heads}
	for _, ps := range players {
		cellRows = append(cellRows, k.playerRow(g, ps, winner[ps.Seat], timeTravel, horses))
	}
	// every column at least as wide as its words and sums need at 12 px
	// ("Scherpschutter", "= 1200 $" on one line: issue 23)
	rows := k.fitCols(weights, cellRows)
	rw := make([]float32, len(rows))
	for i := 1; i < len(rw); i++ {
		rw[i] = 1
	}
	table := widgets.Rows(rw, k.u(3), rows...)
	if len(r.Teams) > 0 {
		table = widgets.Rows([]float32{1, 0}, k.u(4), table, k.teams(g, r, winner))
	}
	headline := i18n.WinnerText(g.lang, r)
	if early { // ended by the operator: nobody won it (issue 31)
		headline = i18n.UnfinishedText(g.lang, r)
	}
	win := k.text(headline, 26, kit.ColBrass, true)
	top := k.h.TopBar(g.t("score.title", nil), container.NewCenter(win))
	return k.background(kit.ColBackground, k.pad(widgets.Rows([]float32{0, 1, 0}, k.u(6), top, k.h.Tips().Lit(teach.PlaceScores, table), k.bottom(g, r, early)), 8))
}

// heads are the columns' weights and headings: the player, purses,
// jewels, strongboxes, ransoms, [Horses & Stagecoach], [time travel],
// the Gunslinger, the total.
func (k scoreSheet) heads(g gameWords, timeTravel, horses bool) ([]float32, []fyne.CanvasObject) {
	weights := []float32{1.1, 2.2, 1, 1, 0.8, 1, 0.9}
	head := func(s string) fyne.CanvasObject {
		t := k.tile(nil, kit.ColTextDim, 15, s)
		t.Min = k.sz(40, 40) // room for a second line ("As de la / gâchette") rather than a smaller text
		t.MinTextSize = k.u(kit.MinText)
		return t
	}
	heads := []fyne.CanvasObject{
		head(""), head(g.t("score.purses", nil)), head(g.t("score.jewels", nil)), head(g.t("score.strongboxes", nil)),
		head(g.t("score.ransoms", nil)), head(g.t("score.gunslinger", nil)), head(g.t("score.total", nil))}
	if timeTravel {
		weights = []float32{1.1, 2.1, 0.9, 0.9, 0.8, 0.9, 0.9, 0.9}
		heads = append(heads[:5], append([]fyne.CanvasObject{head(g.t("score.car.timeTravel", nil))}, heads[5:]...)...)
	}
	if horses {
		weights = append(append(append([]float32(nil), weights[:5]...), 1.3), weights[5:]...)
		weights[1] = 1.7
		heads = append(heads[:5], append([]fyne.CanvasObject{head(g.t("score.horses.hostages", nil))}, heads[5:]...)...)
	}
	return weights, heads
}

// playerRow is one player's row of cells, the winners' in brass.
func (k scoreSheet) playerRow(g gameWords, ps express.PlayerScore, won, timeTravel, horses bool) []fyne.CanvasObject {
	fill := kit.ColPanel
	if won {
		fill = kit.WithAlpha(kit.ColBrass, 0x60)
	}
	cell := func(lines ...string) *widgets.Tile {
		t := k.tile(fill, kit.ColText, 15, lines...)
		t.Min = k.sz(40, 36)
		t.Radius = k.u(4)
		return t
	}
	name := k.charTile(ps.Character, 16)
	if len(ps.Characters) == 2 { // a player with two bandits: both, their loot together
		name = k.charTile(ps.Characters[0], 16, g.character(ps.Characters[1]))
	}
	name.Min = k.sz(60, 36)
	if ps.Arrested { // Escape (§11): cannot win
		name.Lines = append(name.Lines, g.t("score.horses.arrested", nil))
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
	fired := fmt.Sprintf("%s: %d", g.t("score.bulletsFired", nil), ps.BulletsFired)
	gun := cell("—", fired)
	if ps.Gunslinger > 0 {
		gun = cell(g.money(ps.Gunslinger), fired)
	}
	total := cell(g.money(ps.Total))
	total.Bold = true
	total.TextSize = k.u(19)
	ransom := cell("—")
	if ps.Ransoms > 0 {
		ransom = cell(g.money(ps.Ransoms))
	}
	cells := []fyne.CanvasObject{name,
		cell(pursesText(g, purses, ps.Purses)...),
		cell(countedText(g, jewels, ps.Jewels)...),
		cell(countedText(g, boxes, ps.Strongboxes)...),
		ransom}
	if horses {
		cells = append(cells, k.horsesScoreCell(g, ps, cell))
	}
	if timeTravel {
		tt := cell("—")
		if ps.TimeTravel > 0 {
			tt = cell(g.money(ps.TimeTravel))
			tt.Name = "time-travel"
		}
		cells = append(cells, tt)
	}
	return append(cells, gun, total)
}

// teams are the teams' totals (Teams: each team's total decides, §10, the
// Gunslinger counted once per team), the winners' in brass.
func (k scoreSheet) teams(g gameWords, r *express.Result, winner map[express.Seat]bool) fyne.CanvasObject {
	var teams []fyne.CanvasObject
	for _, ts := range rankedTeams(r) {
		var names []string
		won := false
		for _, s := range ts.Seats {
			if int(s) < len(r.Players) {
				names = append(names, g.character(r.Players[s].Character))
			}
			won = won || winner[s]
		}
		lines := []string{kit.Tr(k.lang(), "scores.team", "names", g.names(names), "total", g.money(ts.Total))}
		if ts.Gunslinger > 0 {
			lines = append(lines, kit.Tr(k.lang(), "scores.teamGun", "money", g.money(ts.Gunslinger)))
		}
		fill := kit.ColPanel
		if won {
			fill = kit.WithAlpha(kit.ColBrass, 0x60)
		}
		t := k.tile(fill, kit.ColText, 16, lines...)
		t.Bold = won
		t.Min = k.sz(100, 36)
		t.Name = "team"
		teams = append(teams, t)
	}
	return container.NewGridWithColumns(len(teams), teams...)
}

// bottom is the screen's foot: the tie-break, or that the operator ended
// the game, or what the last card did; "Same players again" and "New game".
func (k scoreSheet) bottom(g gameWords, r *express.Result, early bool) fyne.CanvasObject {
	var notes []fyne.CanvasObject
	if r.TieBreak != express.NoTie && !early {
		notes = append(notes, k.label(i18n.TieBreakText(g.lang, r), "", true))
	}
	if early {
		notes = append(notes, k.label(kit.Tr(k.lang(), "scores.early"), "", false))
	} else if strip := k.happened(k.h.ContentSize().Width-k.u(16+2*180+2*6), 3, false); strip != nil {
		notes = append(notes, strip) // the last card's words, when it asked nothing of the table (issue 31)
	}
	again := k.button(kit.Tr(k.lang(), "scores.again"), kit.BtnPrimary, func() {
		k.h.ClearEnded()
		k.h.ShowSetup(express.GameName)
	})
	again.Name = "again"
	again.Min = k.sz(180, kit.TouchHeight)
	same := k.button(kit.Tr(k.lang(), "scores.same"), kit.BtnNormal, k.sameAgain)
	same.Name = "same"
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
	k.h.ClearEnded()
	if err := k.t.NewGame(express.GameName, su, modes); err != nil {
		k.h.Toast(kit.Tr(k.lang(), "setup.error", "err", err))
		return
	}
	k.h.Started() // the language this game is played in, for a resume after a power cut
}

// horsesScoreCell itemises a player's Horses & Stagecoach money (§11): the
// hostages' ransom, what Sharing the Loot moved, the Deadly Bullet's cost,
// and "arrested" at the Escape.
func (k scoreSheet) horsesScoreCell(g gameWords, ps express.PlayerScore, cell func(...string) *widgets.Tile) *widgets.Tile {
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
	t := cell(lines...)
	t.MinTextSize = k.u(kit.MinText)
	t.Name = "horses-score"
	return t
}
