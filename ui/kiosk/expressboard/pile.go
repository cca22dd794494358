package expressboard

import (
	"image/color"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"colt/engine/express"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// The pile strip's cards at design size (800×480): the narrowest card
// still holds two lines of 13 px text (a card's short name over its
// bandit's), the widest is a comfortable card, and a card is as high as a
// touch target's minimum.
const (
	pileCardMinW = 54
	pileCardMaxW = 96
	pileCardH    = 40
	pileGap      = 3
	// trainMinH is the least height the train keeps above a pile strip.
	trainMinH = 145
)

// pileArt is the round's pile drawn as a strip (on the table, the curtain
// and a revealed hand), the room it takes from the train, the height of
// the strip on a seat's last hand screen (steadyHandPile), and a pile card
// drawn large (bigCard, screen_game.go).
type pileArt struct {
	shellKit
	lastHand handPileHeight
}

// pileStrip draws the round's pile m (pileModel), whole and in play
// order, on a strip width pixels wide: every card is on screen for any
// round length (a Speed-Up round, six players, two bandits each,
// Turmoil), the strip growing rows rather than cutting cards off.
// Face-up cards show the card and its bandit's name on the bandit's
// colour, face-down ones a back with their owner's name (a seat's own
// face-down cards, on its private screen, their face on a back); resolved
// cards are dimmed, the card being resolved and, while the cards are
// played, the last one played are ringed (the last one also starred).
func (k *pileArt) pileStrip(m screen.Pile, width float32) fyne.CanvasObject {
	return k.pileStripFor(m, width, nil)
}

// pileStripFor is pileStrip keeping room for the cards still to come
// (handPileRoom): empty slots at the end of the flow, so a strip that grows
// by those cards keeps its rows.
func (k *pileArt) pileStripFor(m screen.Pile, width float32, room []fyne.CanvasObject) fyne.CanvasObject {
	title := k.tile(nil, kit.ColTextDim, 13, m.Title, m.Count)
	title.Bold = true
	title.MinTextSize = k.pileMin()
	// two deliberate lines, "Pile" over "18 cards", the tile as wide as
	// the wider one (a number never wraps away from its word)
	title.Min = fyne.NewSize(max(k.u(58), textWidth(title)+1), k.u(pileCardH))
	title.Name = "pile-title"
	if len(m.Cards) == 0 {
		empty := k.tile(nil, kit.ColTextDim, 13, m.Empty)
		empty.MinTextSize = k.pileMin()
		// as high as a card's two lines at the pile's floor, so the first
		// card played changes no height below (TestPlayButtonsKeepTheirPlace)
		empty.Min = fyne.NewSize(k.u(80), k.pileTwoLines())
		return widgets.Cols([]float32{0, 1}, k.u(6), title, empty)
	}
	// what is left for the cards: the strip less the title
	free := width - title.MinSize().Width - k.u(6)
	if m.ToCome {
		return widgets.Cols([]float32{0, 1}, k.u(6), title, k.pileToCome(m, free))
	}
	cards := make([]fyne.CanvasObject, len(m.Cards), len(m.Cards)+len(room))
	for i, c := range m.Cards {
		cards[i] = k.pileCard(c)
	}
	return widgets.Cols([]float32{0, 1}, k.u(6), title, k.pileFlow(m, append(cards, room...), free))
}

// pileToCome is the pile while it is resolved (Stealin', the event after
// it), on one row free pixels wide so the choice below keeps its room: the
// cards already resolved as one tile saying how many (m.Done), then the
// card being resolved and those to come, in order, as many as the row
// holds, and a tile saying how many more follow when some do not fit.
func (k *pileArt) pileToCome(m screen.Pile, free float32) fyne.CanvasObject {
	var tiles []fyne.CanvasObject
	if m.Done != "" {
		t := k.tile(kit.ColPanelLight, kit.ColText, 13, m.Done)
		t.MinTextSize = k.pileMin()
		t.Radius = k.u(5)
		t.Min = fyne.NewSize(max(k.u(pileCardMinW), textWidth(t)+1), k.u(pileCardH)) // "1 played" on one line
		t.Name = "pile-done"
		tiles = append(tiles, t)
	}
	for _, c := range m.Shown() {
		tiles = append(tiles, k.pileCard(c))
	}
	return k.pileFlowMax(m, tiles, free, 1)
}

// pileCard draws card c of the pile: a back for a card the viewer may not
// know, the viewer's own face-down card its face on a back, any other on
// its bandit's colours.
func (k *pileArt) pileCard(c screen.PileCard) *widgets.Tile {
	fill, ink := c.Fill, c.Ink
	if c.FaceDown { // a back; the viewer's own face-down card: its face, on a back
		fill, ink = kit.ColCardBack, kit.ColCardFace
	}
	if c.Resolved && !c.Hidden {
		fill = kit.WithAlpha(fill, 0x50)
	}
	t := k.tile(fill, ink, 13, c.Lines...)
	if c.Do != nil {
		t.OnTapped = k.act(c.Do)
	}
	t.Bold = true
	t.MinTextSize = k.pileMin()
	t.Radius = k.u(5)
	t.Stroke, t.StrokeWidth = kit.ColCardFace, k.u(1)
	if c.FaceDown && !c.Hidden {
		t.Stroke, t.StrokeWidth = c.Fill, k.u(2)
	}
	if c.Resolving || c.Last {
		t.Stroke, t.StrokeWidth = kit.ColHighlight, k.u(3)
	}
	t.Min = k.sz(pileCardMinW, pileCardH)
	t.Name = c.Choice.Name
	return t
}

// pileMaxRows is how many rows the pile strip grows to during Schemin'
// before it says "+N more": beyond that the hand below loses its room.
const pileMaxRows = 4

// pileFlow lays cards out in reading order, as few rows as free pixels
// allow, each card as wide as its whole text needs at a readable size.
func (k *pileArt) pileFlow(m screen.Pile, cards []fyne.CanvasObject, free float32) fyne.CanvasObject {
	return k.pileFlowMax(m, cards, free, pileMaxRows)
}

// pileForm is one way to draw a card whole: w × h pixels.
type pileForm struct{ w, h float32 }

// pileForms are the sizes at which a tile's whole text fits at its
// smallest readable size or more, widest and lowest first: its lines as
// they are, then a long name over two lines ("Floor" / "Change"), then
// over more. A name is never cut: a form only counts if every word shows.
func (k *pileArt) pileForms(o fyne.CanvasObject) []pileForm {
	t, ok := o.(*widgets.Tile)
	if !ok {
		m := o.MinSize()
		return []pileForm{{m.Width, m.Height}}
	}
	nLines := len(strings.Split(strings.Join(t.Lines, "\n"), "\n"))
	lo := max(k.u(pileCardMinW), t.Min.Width) // a sign asks for its one line
	hi := max(lo, k.u(pileCardWideW))
	var forms []pileForm
	for extra := 0; extra <= 2; extra++ {
		h := k.pileLinesH(nLines+extra, t.MinTextSize)
		if !widgets.Whole(t, hi, h) {
			continue
		}
		w := lo
		if !widgets.Whole(t, w, h) {
			for l := lo; hi-l > 1; { // widgets.Whole(hi), !widgets.Whole(l)
				mid := (l + hi) / 2
				if widgets.Whole(t, mid, h) {
					hi = mid
				} else {
					l = mid
				}
			}
			w = float32(math.Ceil(float64(hi)))
		}
		if len(forms) == 0 || w < forms[len(forms)-1].w-0.5 {
			forms = append(forms, pileForm{w, h})
		}
		hi = w
		if w <= lo {
			break
		}
	}
	if len(forms) == 0 { // cannot happen with the game's names; never smaller than a card
		forms = append(forms, pileForm{k.u(pileCardWideW), k.u(pileCardH)})
	}
	return forms
}

// pileCardWideW is the widest a pile card is drawn to hold its text on
// one line a piece.
const pileCardWideW = 200

// textWidth is the width t needs for its widest line at its text size.
func textWidth(t *widgets.Tile) float32 {
	var w float32
	for i, l := range strings.Split(strings.Join(t.Lines, "\n"), "\n") {
		w = max(w, kit.MeasureText(l, t.TextSize, fyne.TextStyle{Bold: t.Bold && i == 0}).Width)
	}
	return w + 2*theme.Padding()
}

// pileFlowMax is pileFlow on at most maxRows rows: when the cards do not
// all fit, the last ones give way to a sign (pileMore, m's words) saying
// how many more follow (their names are never cut).
func (k *pileArt) pileFlowMax(m screen.Pile, cards []fyne.CanvasObject, free float32, maxRows int) fyne.CanvasObject {
	forms := make([][]pileForm, len(cards))
	for i, c := range cards {
		forms[i] = k.pileForms(c)
		if maxRows == 1 { // one row as high as a card: the choice below keeps its room
			forms[i] = forms[i][:1]
		}
	}
	l := k.pileFlowOf(forms, free)
	shown := len(cards)
	var sign fyne.CanvasObject
	for len(l.rows) > maxRows && shown > 1 {
		shown--
		sign = k.pileMore(m, len(cards)-shown)
		l = k.pileFlowOf(append(append([][]pileForm(nil), forms[:shown]...), k.pileForms(sign)), free)
	}
	objs := append([]fyne.CanvasObject(nil), cards[:shown]...)
	if sign != nil {
		objs = append(objs, sign)
	}
	return &fyne.Container{Layout: l, Objects: objs}
}

// pileFlowOf picks each card's form and the rows: the lowest strip among
// a few limits on a card's width (a card wider than the limit takes its
// narrower, taller form), the widest forms when heights tie.
func (k *pileArt) pileFlowOf(forms [][]pileForm, free float32) *pileFlowLayout {
	var best *pileFlowLayout
	for _, limit := range []float32{k.u(pileCardWideW), k.u(130), k.u(pileCardMaxW), 0} {
		l := &pileFlowLayout{g: k.u(pileGap), maxW: k.u(pileCardMaxW)}
		var x float32
		for _, fs := range forms {
			f := fs[len(fs)-1]
			for _, c := range fs {
				if c.w <= limit {
					f = c
					break
				}
			}
			if len(l.rows) == 0 || x+l.g+f.w > free {
				l.rows = append(l.rows, nil)
				l.heights = append(l.heights, 0)
				x = -l.g
			}
			r := len(l.rows) - 1
			l.rows[r] = append(l.rows[r], f.w)
			l.heights[r] = max(l.heights[r], f.h)
			x += l.g + f.w
		}
		if best == nil || l.height() < best.height()-0.5 {
			best = l
		}
	}
	return best
}

// pileFlowLayout lays the pile's cards in rows, each card its own width
// (widened to share the row's spare room, up to maxW unless it needs
// more), each row as high as its tallest card: the strip never cuts a card
// off nor a name short.
type pileFlowLayout struct {
	rows    [][]float32 // each row's card widths
	heights []float32
	g, maxW float32
}

func (l *pileFlowLayout) height() float32 {
	h := float32(max(0, len(l.rows)-1)) * l.g
	for _, rh := range l.heights {
		h += rh
	}
	return h
}

// Layout puts the cards in their rows, left to right.
func (l *pileFlowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	scale := float32(1)
	if need := l.height(); size.Height < need && need > 0 {
		scale = size.Height / need // squeezed: never drawn outside the strip
	}
	i := 0
	var y float32
	for r, ws := range l.rows {
		var sum float32
		for _, w := range ws {
			sum += w
		}
		spare := max(0, (size.Width-sum-float32(len(ws)-1)*l.g)/float32(len(ws)))
		var x float32
		h := l.heights[r] * scale
		for _, w := range ws {
			if i >= len(objs) {
				return
			}
			cw := min(w+spare, max(w, l.maxW))
			objs[i].Move(fyne.NewPos(x, y))
			objs[i].Resize(fyne.NewSize(cw, h))
			x += cw + l.g
			i++
		}
		y += h + l.g
	}
}

// MinSize is the widest row and the rows' height.
func (l *pileFlowLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	var w float32
	for _, ws := range l.rows {
		row := float32(len(ws)-1) * l.g
		for _, cw := range ws {
			row += cw
		}
		w = max(w, row)
	}
	return fyne.NewSize(w, l.height())
}

// weightWithPile is the bottom area's weight for frameWeighted when the
// bottom area holds the pile strip above what used to fill it at weight:
// the strip's height comes out of the train's share, so the panels below
// it (the hand, the play buttons, the players) keep their height. The
// train keeps trainMin (design px) at least.
func (k *pileArt) weightWithPile(weight float32, pile fyne.CanvasObject, trainMin float32) float32 {
	// what the train and the bottom area share: the window less the frame's
	// padding, the round bar and the gaps between the frame's rows
	f := k.h.ContentSize().Height - k.u(10) - k.u(44) - 3*k.u(5)
	if f <= 0 {
		return weight
	}
	r := (pile.MinSize().Height + k.u(4) + f*weight/(1+weight)) / f
	r = min(r, (f-k.u(trainMin))/f) // the train stays readable: its pawns, loot and Marshal
	r = max(r, weight/(1+weight))
	return r / (1 - r)
}

// curtainCrowded reports whether the curtain's rows (its bar, words and
// pile strip, stacked with the VBox's padding) and its tap target tapH
// high (design px) overflow the screen.
func (k *pileArt) curtainCrowded(rows []fyne.CanvasObject, tapH float32) bool {
	need := k.u(tapH) + k.u(16) + 3*k.u(6)
	for _, o := range rows {
		need += o.MinSize().Height + theme.Padding()
	}
	return need > k.h.ContentSize().Height
}

// pileMore is the "+N more" sign ending a full pile strip (m.More): as
// wide as its words on one line.
func (k *pileArt) pileMore(m screen.Pile, left int) fyne.CanvasObject {
	t := k.tile(kit.ColPanelLight, kit.ColText, 13, m.More[min(left, len(m.More))-1])
	t.MinTextSize = k.pileMin()
	t.Radius = k.u(5)
	t.Min = fyne.NewSize(max(k.u(pileCardMinW), textWidth(t)+1), k.u(pileCardH)) // "+4 more" on one line
	t.Name = "pile-more"
	return t
}

// pileMin is the smallest text of the pile strip: kit.MinText (issue 34),
// on every screen, the revealed hand's too.
func (k *pileArt) pileMin() float32 { return k.u(kit.MinText) }

// pileTwoLines is the height of a pile card's two lines (its name, its
// bandit) at pileMin, as pileForms measures its first form: never less
// than pileCardH.
func (k *pileArt) pileTwoLines() float32 { return k.pileLinesH(2, k.u(kit.MinText)) }

// pileLinesH is the height of a pile tile holding n lines at text size s:
// never less than pileCardH.
func (k *pileArt) pileLinesH(n int, s float32) float32 {
	lineH := kit.MeasureText("Åg", s, fyne.TextStyle{Bold: true}).Height
	return max(k.u(pileCardH), float32(math.Ceil(float64(float32(n)*lineH+theme.Padding()+k.u(2)))))
}

// handPileRoom is the room a revealed hand's pile strip keeps for the card
// its player may play next at once (m.Next), on the same hand screen (a
// Speed-Up turn's second act; in a two-player game, the last player of a
// turn is the first of the next): an empty slot as wide as the widest card
// of the hand would be on the pile. The hand screen of that second play
// lays its pile, one card longer, on the same rows: nothing moves under the
// finger that just confirmed the first
// (TestNothingActsUnderTheConfirmingFinger), whatever the text size. None
// on the second play itself.
func (k *pileArt) handPileRoom(m screen.Pile) []fyne.CanvasObject {
	if len(m.Next) == 0 {
		return nil
	}
	var widest pileForm
	for _, lines := range m.Next {
		t := k.tile(kit.ColCardFace, kit.ColInk, 13, lines...)
		t.Bold = true
		t.MinTextSize = k.pileMin()
		t.Min = k.sz(pileCardMinW, pileCardH)
		if f := k.pileForms(t)[0]; f.w > widest.w {
			widest = f
		}
	}
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(widest.w, widest.h))
	return []fyne.CanvasObject{r}
}

// handPileHeight is the height of the pile strip on a seat's last hand
// screen.
type handPileHeight struct {
	seat express.Seat
	h    float32
}

// steadyHandPile keeps a revealed hand's pile strip as high as on the
// seat's previous hand screen when the seat plays again at once: a strip
// one card longer whose cards take narrower forms loses no row, so the
// choices below never rise under the finger that just confirmed.
func (k *pileArt) steadyHandPile(seat express.Seat, again bool, pile fyne.CanvasObject) fyne.CanvasObject {
	h := pile.MinSize().Height
	last := k.lastHand
	if again && last.seat == seat && last.h > h {
		h = last.h
		r := canvas.NewRectangle(color.Transparent)
		r.SetMinSize(fyne.NewSize(0, h))
		pile = container.NewStack(r, pile)
	}
	k.lastHand = handPileHeight{seat: seat, h: h}
	return pile
}
