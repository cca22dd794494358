package expressboard

import (
	"strings"

	"fyne.io/fyne/v2"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// A player with two bandits (the two-bandit rule, the 2-player game) has
// up to fifteen ways to play a turn: each card of each bandit, face up or
// face down (Ghost's first turn), and Draw. Squeezed into one panel they
// were drawn under 12 px (issue 23). Instead the hand screen shows them a
// page at a time: one page per bandit, chosen by a big tab that names the
// bandit ("Ghost's cards"), and, when both faces are open, a Face down
// switch. On a page each card keeps its slot (the same slots as a
// one-bandit hand), so a button never moves between turns.

// handTab is the page of a two-bandit hand on screen: the bandit whose
// cards show, and whether their face-down plays show.
type handTab struct {
	ok       bool
	seat     express.Seat
	bandit   express.Seat
	faceDown bool
}

// handPages says how a hand's choices are paged: the bandits with a
// choice of their own (a tab each, in seat order) and whether face-down
// plays come with their face-up twins.
type handPages struct {
	bandits []express.Seat
	twins   bool
}

// pagesOf pages choices when they are two or more bandits' (nil pages:
// one panel, as it is).
func pagesOf(choices []i18n.Choice, seatBandits []express.Seat) *handPages {
	has := map[express.Seat]bool{}
	up, down := map[express.Command]bool{}, map[express.Command]bool{}
	for _, ch := range choices {
		c := ch.Command
		if b := i18n.CommandBandit(c); b != express.NoSeat {
			has[b] = true
		}
		if c.Kind == express.CmdPlay {
			k := c
			k.FaceDown = false
			if c.FaceDown {
				down[k] = true
			} else {
				up[k] = true
			}
		}
	}
	if len(has) < 2 {
		return nil
	}
	p := &handPages{}
	for _, b := range seatBandits {
		if has[b] {
			p.bandits = append(p.bandits, b)
			delete(has, b)
		}
	}
	for _, ch := range choices { // a bandit not of the seat's list (cannot happen): a tab at the end
		if b := i18n.CommandBandit(ch.Command); has[b] {
			p.bandits = append(p.bandits, b)
			delete(has, b)
		}
	}
	for k := range down {
		p.twins = p.twins || up[k]
	}
	return p
}

// tabFor is the page to show for seat: the one on screen for it, or its
// first bandit's face-up cards.
func (p *handPages) tabFor(cur handTab, seat express.Seat) handTab {
	if cur.ok && cur.seat == seat {
		for _, b := range p.bandits {
			if b == cur.bandit {
				if !p.twins {
					cur.faceDown = false
				}
				return cur
			}
		}
	}
	return handTab{ok: true, seat: seat, bandit: p.bandits[0]}
}

// shows reports whether the page tab shows choice c: the tab's bandit's
// (of the tab's face when both faces are open), or no bandit's (Draw).
func (p *handPages) shows(tab handTab, c express.Command) bool {
	b := i18n.CommandBandit(c)
	if b == express.NoSeat {
		return true
	}
	if b != tab.bandit {
		return false
	}
	return !p.twins || c.Kind != express.CmdPlay || c.FaceDown == tab.faceDown
}

// tabTiles are the page tabs (the values' tabs, model_hand.go): one per
// bandit, naming it, in its colour, the page on screen marked ✓ and
// ringed (not by colour alone); and, when both faces are open, the Face
// down switch (✓ when on).
func (k *Board) tabTiles(tabChoices []kitscreen.Choice, faceChoice kitscreen.Choice, p *handPages, character func(express.Seat) express.Character) (tabs []fyne.CanvasObject, face fyne.CanvasObject) {
	mark := func(t *widgets.Tile, on bool) {
		t.Bold = true
		t.TextSize = k.shell.u(15)
		t.MinTextSize = k.shell.u(kit.MinText)
		t.Min = k.shell.sz(60, minTouch)
		if on {
			t.Lines[0] = "✓ " + t.Lines[0]
			t.Stroke, t.StrokeWidth = kit.ColHighlight, k.shell.u(3)
		}
	}
	for i, tc := range tabChoices {
		c := character(p.bandits[i])
		t := k.shell.button(tc.Label, kit.BtnNormal, tc.Do)
		t.Fill, t.TextColor = charFill(c), charInk(c)
		t.Name = tc.Name
		mark(t, tc.On)
		tabs = append(tabs, t)
	}
	if faceChoice.Name != "" {
		t := k.shell.button(faceChoice.Label, kit.BtnQuiet, faceChoice.Do)
		if faceChoice.On {
			t.Fill, t.TextColor = kit.ColCardBack, kit.ColCardFace
		}
		t.Name = faceChoice.Name
		mark(t, faceChoice.On)
		face = t
	}
	return tabs, face
}

// pagedCols are the column weights of a two-bandit page's choices, four a
// row (slotsOf): the second column, Floor Change's slot (Marshal's below
// it), is the wider one, so the longest card name of the four languages
// holds at kit.MinText face down too ("Van verdieping" over "wisselen"
// over "gedekt", where an even column drew it at 12 px); the others keep
// room for "Déplacement". They are the same on every page and every turn:
// no button moves under the finger (TestTwoBanditHandPages), and the
// choices panel keeps its width, so the hand's own cards keep theirs.
var pagedCols = []float32{1, 1.11, 1, 1}

// pagedGridLayout is widgets.Grid with columns of the given weights: as
// many rows as needed, every row as high, at least cell high and growing up
// to 1.6 times that to fill the area.
type pagedGridLayout struct {
	weights []float32
	cell    fyne.Size
	gap     float32
}

func (l pagedGridLayout) rows(n int) int { return (n + len(l.weights) - 1) / len(l.weights) }

func (l pagedGridLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	rows, cols := l.rows(len(objs)), len(l.weights)
	if rows == 0 {
		return
	}
	var total float32
	for _, w := range l.weights {
		total += w
	}
	free := size.Width - l.gap*float32(cols-1)
	ch := min((size.Height-l.gap*float32(rows-1))/float32(rows), l.cell.Height*1.6)
	x := make([]float32, cols+1)
	for c, w := range l.weights {
		x[c+1] = x[c] + free*w/total + l.gap
	}
	for i, o := range objs {
		r, c := i/cols, i%cols
		o.Move(fyne.NewPos(x[c], float32(r)*(ch+l.gap)))
		o.Resize(fyne.NewSize(x[c+1]-x[c]-l.gap, ch))
	}
}

func (l pagedGridLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	rows, cols := l.rows(len(objs)), len(l.weights)
	if rows == 0 {
		return fyne.Size{}
	}
	return fyne.NewSize(l.cell.Width*float32(cols)+l.gap*float32(cols-1),
		l.cell.Height*float32(rows)+l.gap*float32(rows-1))
}

// handGridLayout lays a hand's cards out in a grid of as many columns as
// keep every card's whole name at a readable size in its cell ("Van
// verdieping wisselen" over three lines rather than cut to "Verdieping"),
// at most maxCols; each cell grows to 1.6 times its minimum height.
//
// A mixed hand (two bandits' cards) names each card's bandit on a line of
// its own ("Move" over "Ghost"); when no column count shows those whole,
// every card shows the bandit's mark before its name instead ("G · Move",
// the tabs and the loot lines beside it naming the bandits in full), as a
// crowded place of the train does: never a name cut short.
type handGridLayout struct {
	maxCols int
	cell    fyne.Size
	gap     float32
	// marks gives a mixed hand's card its two forms: its lines with the
	// bandit's name, and with its mark
	marks map[*widgets.HandCard][2][]string
}

// useForm shows every marked card in its first (0) or second (1) form.
func (l *handGridLayout) useForm(objs []fyne.CanvasObject, form int) {
	for _, o := range objs {
		h, ok := o.(*widgets.HandCard)
		if !ok {
			continue
		}
		if f, ok := l.marks[h]; ok && strings.Join(h.Lines, "\n") != strings.Join(f[form], "\n") {
			h.Lines = f[form]
			h.Refresh()
		}
	}
}

func (l *handGridLayout) cellFor(n, cols int, size fyne.Size) fyne.Size {
	rows := (n + cols - 1) / cols
	cw := (size.Width - l.gap*float32(cols-1)) / float32(cols)
	ch := min((size.Height-l.gap*float32(rows-1))/float32(rows), l.cell.Height*1.6)
	return fyne.NewSize(cw, ch)
}

// cols is the most columns, up to maxCols, at which every card is whole
// (maxCols when no count is), the cards in their first form if one fits,
// else in their second.
func (l *handGridLayout) cols(objs []fyne.CanvasObject, size fyne.Size) int {
	if cols, ok := l.evenCols(objs, size); ok {
		return cols
	}
	return l.maxCols
}

// forms is how many forms a card's lines have: the bandit's name, and its
// mark in a mixed hand.
func (l *handGridLayout) forms() int {
	if len(l.marks) > 0 {
		return 2
	}
	return 1
}

// evenCols is the most columns at which an even grid shows every card
// whole, the cards in their first form if one fits, else in their second
// (left in that form); ok false when no count does.
func (l *handGridLayout) evenCols(objs []fyne.CanvasObject, size fyne.Size) (int, bool) {
	for form := 0; form < l.forms(); form++ {
		l.useForm(objs, form)
		if cols, ok := l.wholeCols(objs, size); ok {
			return cols, true
		}
	}
	return 0, false
}

// layoutSpanned lays the cards out when no even grid shows every card whole
// (cols found none): a card too long for its cell at the grid's row height
// ("Van verdieping wisselen · Dj" at 800×480, issue 34) takes two cells of
// its row, the cards after it filling the first free cells in their order,
// as long as that needs no more rows than the area holds at every card
// whole. It reports whether it laid them out so.
func (l *handGridLayout) layoutSpanned(objs []fyne.CanvasObject, size fyne.Size) bool {
	if _, ok := l.evenCols(objs, size); ok {
		return false // an even grid holds them (Layout's usual way)
	}
	for form := 0; form < l.forms(); form++ {
		l.useForm(objs, form)
		for cols := l.maxCols; cols >= 2; cols-- {
			if l.spanned(objs, size, cols) {
				return true
			}
		}
	}
	return false
}

// spanned lays objs out in cols columns, a card not whole in one cell
// taking two, if every card is then whole; it reports whether it did.
func (l *handGridLayout) spanned(objs []fyne.CanvasObject, size fyne.Size, cols int) bool {
	cw := (size.Width - l.gap*float32(cols-1)) / float32(cols)
	ch0 := l.cellFor(len(objs), cols, size).Height
	span := make([]int, len(objs))
	wide := false
	for i, o := range objs {
		span[i] = 1
		if h, ok := o.(*widgets.HandCard); ok && !widgets.Whole(&h.Tile, cw, ch0) {
			span[i], wide = 2, true
		}
	}
	if !wide {
		return false
	}
	// each card in the first free cells (row by row) that hold its span
	var taken [][]bool
	at := make([][2]int, len(objs))
	for i := range objs {
		for r, placed := 0, false; !placed; r++ {
			if r == len(taken) {
				taken = append(taken, make([]bool, cols))
			}
			for c := 0; c+span[i] <= cols && !placed; c++ {
				if !taken[r][c] && !taken[r][c+span[i]-1] {
					taken[r][c], taken[r][c+span[i]-1] = true, true
					at[i], placed = [2]int{r, c}, true
				}
			}
		}
	}
	rows := len(taken)
	ch := min((size.Height-l.gap*float32(rows-1))/float32(rows), l.cell.Height*1.6)
	for i, o := range objs {
		w := cw*float32(span[i]) + l.gap*float32(span[i]-1)
		if h, ok := o.(*widgets.HandCard); ok && !widgets.Whole(&h.Tile, w, ch) {
			return false
		}
	}
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(at[i][1])*(cw+l.gap), float32(at[i][0])*(ch+l.gap)))
		o.Resize(fyne.NewSize(cw*float32(span[i])+l.gap*float32(span[i]-1), ch))
	}
	return true
}

func (l *handGridLayout) wholeCols(objs []fyne.CanvasObject, size fyne.Size) (int, bool) {
	for cols := l.maxCols; cols >= 1; cols-- {
		cell := l.cellFor(len(objs), cols, size)
		whole := true
		for _, o := range objs {
			if h, ok := o.(*widgets.HandCard); ok && whole {
				whole = widgets.Whole(&h.Tile, cell.Width, cell.Height)
			}
		}
		if whole {
			return cols, true
		}
	}
	return 0, false
}

func (l *handGridLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	if l.layoutSpanned(objs, size) {
		return
	}
	cols := l.cols(objs, size)
	cell := l.cellFor(len(objs), cols, size)
	for i, o := range objs {
		r, c := i/cols, i%cols
		o.Move(fyne.NewPos(float32(c)*(cell.Width+l.gap), float32(r)*(cell.Height+l.gap)))
		o.Resize(cell)
	}
}

func (l *handGridLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	rows := (len(objs) + l.maxCols - 1) / l.maxCols
	return fyne.NewSize(l.cell.Width*float32(l.maxCols)+l.gap*float32(l.maxCols-1),
		l.cell.Height*float32(rows)+l.gap*float32(rows-1))
}

// handTrainH is the height (design px) the train keeps on a hand screen:
// its wagons' heads and two floors whose pawn chips show their names (or
// marks) at 12 px above a row of loot, so the player planning reads where
// every pawn stands (issue 23: they were 10 px).
const handTrainH = 132

// handTrainFloor is a hand screen's bottom weight for frameWeighted
// (the train has 1), lowered where needed so the train keeps handTrainH.
func (k *gameFrame) handTrainFloor(weight float32) float32 {
	f := k.h.ContentSize().Height - k.u(10) - k.u(44) - 3*k.u(5)
	if t := k.u(handTrainH); f > t {
		return min(weight, (f-t)/t)
	}
	return weight
}
