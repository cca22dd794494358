package superboard

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
	"colt/ui/kiosk/superboard/screen"
)

// The renderer: it draws the screen model's values (package screen) with
// Fyne and the shell's kit, adding only the shell's frame (the gear, the
// toast, the teaching tip's light) and layout — sizes, line breaks, the
// narration cut into pages that fit the window. Every word and every tap
// comes from the values.

// painter draws screen values with the host's kit.
type painter struct {
	k  kit.HostKit
	pg *pager // the narration page on screen (the step screen pages)
}

// pager is the narration page on screen, as the last render laid it out.
type pager struct {
	page  int // the page of a long step on screen
	count int // how many pages it fills (at the last render)
	// from, to are the step's lines on the page on screen (at the last
	// render; to < 0: all of them, the step not drawn yet): what the
	// voice reads (speech.go)
	from, to int
}

func (b *Board) painter() painter { return painter{k: b.k, pg: &b.pg} }

// act is a tap's handler for choice c (nil when it is off).
func (p painter) act(c kitscreen.Choice) func() {
	if !c.Open() {
		return nil
	}
	return p.k.Act(c.Do)
}

// screen draws a game screen (the ranking: a page the shell frames).
func (p painter) screen(sc *screen.Screen) kit.Screen {
	switch {
	case sc.Step != nil:
		return kit.Screen{Body: p.stepScreen(sc)}
	case sc.Ranking != nil:
		return p.rankingScreen(sc.Ranking)
	case sc.Stack != nil:
		return kit.Screen{Body: p.stackScreen(sc)}
	case sc.Curtain != nil:
		return kit.Screen{Body: p.curtainScreen(sc)}
	case sc.Table != nil:
		return kit.Screen{Body: p.tableScreen(sc)}
	}
	return kit.Screen{Body: p.k.Background(kit.ColBackground, layout.NewSpacer())}
}

// form draws the new-game form: the seats on the left, the players, the
// game's summary, the teaching row and Start on the right.
func (p painter) form(f *screen.Form, sh kit.FormParts) fyne.CanvasObject {
	k := p.k
	var rows []fyne.CanvasObject
	for i, s := range f.Seats {
		st := k.Tile(kit.ColPanelLight, kit.ColText, 17, s.Label)
		st.Bold = true
		st.Min = k.Sz(90, kit.TouchHeight*0.78)
		st.Name = fmt.Sprintf("seat:%d", i)
		row := []fyne.CanvasObject{st}
		for j, c := range s.Modes {
			kind := kit.BtnQuiet
			if c.On {
				kind = kit.BtnSelected
			}
			bt := k.Button(c.Label, kind, c.Do)
			if j == len(s.Modes)-1 { // the bot's level in its own button: nothing moves (issue 34)
				bt.Lines = s.BotLines
			}
			bt.Min = k.Sz(80, kit.TouchHeight*0.78)
			bt.Name = c.Name
			row = append(row, bt)
		}
		rows = append(rows, widgets.Cols([]float32{0.8, 1, 1, 1}, k.U(4), row...))
	}
	left := widgets.Rows(nil, k.U(4), rows...)

	var counts []fyne.CanvasObject
	for _, c := range f.Counts {
		kind := kit.BtnQuiet
		if c.On {
			kind = kit.BtnSelected
		}
		bt := k.Button(c.Label, kind, c.Do)
		bt.Name = c.Name
		bt.Min = k.Sz(44, kit.TouchHeight*0.85)
		counts = append(counts, bt)
	}
	playersLabel := k.Label(f.PlayersLabel, "", true)
	help := k.Label(f.Help, "", false)
	start := k.Button(f.Start.Label, kit.BtnPrimary, f.Start.Do)
	start.Name = f.Start.Name
	rightRows := []fyne.CanvasObject{playersLabel, container.NewGridWithColumns(len(counts), counts...), help}
	weights := []float32{0, 0, 1}
	rightRows, weights = append(rightRows, sh.Teach(false)), append(weights, 0) // learn as you play (the shell's teach.go)
	if f.Err != "" {
		e := k.Label(f.Err, "", false)
		e.Importance = 4 // danger
		rightRows = append(rightRows, e)
		weights = append(weights, 0)
	}
	// the "how to play" overview (the shell's overview.go) beside Start;
	// over a game in play, "Back to the game" too, in the same row: a row
	// of its own cut the game's help short (issue 34)
	last := widgets.Cols([]float32{1, 1.2}, k.U(6), sh.HowToPlay(), start)
	if f.Resume.Name != "" {
		back := k.Button(f.Resume.Label, kit.BtnQuiet, f.Resume.Do)
		back.Name = f.Resume.Name
		last = widgets.Cols([]float32{1, 1, 1.2}, k.U(6), back, sh.HowToPlay(), start)
	}
	rightRows = append(rightRows, last)
	weights = append(weights, 0)
	right := widgets.Rows(weights, k.U(6), rightRows...)
	return widgets.Cols([]float32{1.3, 1}, k.U(10), left, right) // the shell frames it
}
