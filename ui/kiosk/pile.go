package kiosk

import (
	"fmt"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
)

// The pile strip's cards at design size (800×480): the narrowest card
// still holds two lines of 12 px text (a card's short name over its
// bandit's), the widest is a comfortable card, and a card is as high as a
// touch target's minimum.
const (
	pileCardMinW = 54
	pileCardMaxW = 96
	pileCardH    = 40
	pileGap      = 3
	pileTextMin  = 12
	// trainMinH is the least height the train keeps above a pile strip.
	trainMinH = 145
)

// pileStrip is the round's pile, whole and in play order, on a strip
// width pixels wide: every card is on screen for any round length (a
// Speed-Up round, six players, two bandits each, Turmoil), the strip
// growing rows rather than cutting cards off. Face-up cards show the card
// and its bandit's name on the bandit's colour, face-down ones a back with
// their owner's name (a seat's own face-down cards, on its private screen,
// their face on a back); resolved cards are dimmed, the card being
// resolved and, while the cards are played, the last one played are
// ringed (the last one also starred).
// pv is the public view, or the view of the seat whose screen it is.
func (k *Kiosk) pileStrip(pv *express.PublicView, width float32) fyne.CanvasObject {
	n := len(pv.Pile)
	title := k.tile(nil, colTextDim, 13, tr(k.lang, "pile.strip"), k.pileCount(n))
	title.Bold = true
	title.MinTextSize = k.u(pileTextMin)
	title.Short = []string{tr(k.lang, "pile.strip") + "\n" + fmt.Sprint(n)}
	title.Min = k.sz(58, pileCardH)
	title.Name = "pile-title"
	if n == 0 {
		empty := k.tile(nil, colTextDim, 13, tr(k.lang, "pile.empty"))
		empty.MinTextSize = k.u(pileTextMin)
		empty.Min = k.sz(80, pileCardH)
		return widgets.Cols([]float32{0, 1}, k.u(6), title, empty)
	}
	// what is left for the cards: the strip less the title
	free := width - title.MinSize().Width - k.u(6)
	if pv.Phase != express.Schemin {
		return widgets.Cols([]float32{0, 1}, k.u(6), title, k.pileToCome(pv, free))
	}
	cards := make([]fyne.CanvasObject, n)
	for i := range pv.Pile {
		cards[i] = k.pileCard(pv, i)
	}
	grid := newPileGrid(n, free, k.u(pileCardMinW), k.u(pileCardMaxW), k.u(pileCardH), k.u(pileGap), cards)
	return widgets.Cols([]float32{0, 1}, k.u(6), title, grid)
}

// pileToCome is the pile while it is resolved (Stealin', the event after
// it), on one row free pixels wide so the choice below keeps its room: the
// cards already resolved as one tile saying how many, then the card being
// resolved and those to come, in order, as many as the row holds, and a
// tile saying how many more follow when some do not fit.
func (k *Kiosk) pileToCome(pv *express.PublicView, free float32) fyne.CanvasObject {
	n := len(pv.Pile)
	first := 0
	for first < n && pv.Pile[first].Resolved {
		first++
	}
	var tiles []fyne.CanvasObject
	sign := func(name, text string) {
		t := k.tile(colPanelLight, colText, 13, text)
		t.MinTextSize = k.u(pileTextMin)
		t.Radius = k.u(5)
		t.Min = k.sz(pileCardMinW, pileCardH)
		t.Name = name
		tiles = append(tiles, t)
	}
	if first > 0 {
		sign("pile-done", tr(k.lang, "pile.done", "n", first))
	}
	perRow := max(2, int((free+k.u(pileGap))/(k.u(pileCardMinW)+k.u(pileGap))))
	room := perRow - len(tiles)
	last := n
	if n-first > room {
		last = first + room - 1 // the last place says how many more follow
	}
	for i := first; i < last; i++ {
		tiles = append(tiles, k.pileCard(pv, i))
	}
	if last < n {
		sign("pile-more", tr(k.lang, "pile.more", "n", n-last))
	}
	return newPileGrid(len(tiles), free, k.u(pileCardMinW), k.u(pileCardMaxW), k.u(pileCardH), k.u(pileGap), tiles)
}

// pileCount says how many cards the pile holds ("12 cards").
func (k *Kiosk) pileCount(n int) string {
	l, _ := i18n.ParseLang(k.lang)
	return i18n.N(l, "count.cards", n, nil)
}

// pileCard is card i of the pile as pv shows it.
func (k *Kiosk) pileCard(pv *express.PublicView, i int) *widgets.Tile {
	g := k.w()
	pc := pv.Pile[i]
	bandit := seatBandit(pv, pc.Owner)
	if pc.Bandit != nil && int(*pc.Bandit) < len(pv.Bandits) {
		bandit = *pc.Bandit
	}
	c := seatChar(pv, pc.Owner)
	if bandit >= 0 && int(bandit) < len(pv.Bandits) {
		c = pv.Bandits[bandit].Character
	}
	last := pv.Phase != express.Stealin && i == len(pv.Pile)-1 // the card just played
	var t *widgets.Tile
	switch {
	case pc.Card == express.HiddenCard: // a back, with its owner (both bandits' names for a two-bandit player)
		owner := k.name(pv, pc.Owner)
		t = k.tile(colCardBack, colCardFace, 13, tr(k.lang, "pile.back"), owner)
		t.Short = []string{"?\n" + owner, "?\n" + pileName(owner)}
		if last {
			t.Short = []string{"★ ?\n" + owner, "★ ?\n" + pileName(owner)}
		}
	default:
		name, char := g.card(pc.Card), g.character(c)
		short := tr(k.lang, "pile.short."+lowerFirst(pc.Card.String()))
		fill, ink := charFill(c), charInk(c)
		if pc.FaceDown { // the viewer's own face-down card: its face, on a back
			fill, ink = colCardBack, colCardFace
		}
		if pc.Resolved {
			fill = withAlpha(fill, 0x50)
		}
		t = k.tile(fill, ink, 13, name, char)
		t.Short = []string{short + "\n" + char, short + "\n" + pileName(char)}
		if last { // the star on the shorter line when the card is narrow
			t.Short = []string{"★ " + short + "\n" + char, short + "\n★ " + char, short + "\n★ " + pileName(char)}
		}
		card := pc.Card
		t.OnTapped = k.act(func() { k.showHelp(helpTopic{kind: helpCard, card: card}) })
	}
	t.Bold = true
	t.MinTextSize = k.u(pileTextMin)
	t.Radius = k.u(5)
	t.Stroke, t.StrokeWidth = colCardFace, k.u(1)
	if pc.FaceDown && pc.Card != express.HiddenCard {
		t.Stroke, t.StrokeWidth = charFill(c), k.u(2)
	}
	if i == pv.Resolving || last {
		t.Stroke, t.StrokeWidth = colHighlight, k.u(3)
	}
	if last { // marked by a sign too, not by colour alone
		t.Lines[0] = "★ " + t.Lines[0]
	}
	t.Min = k.sz(pileCardMinW, pileCardH)
	t.Name = fmt.Sprintf("pile:%d", i)
	return t
}

// lowerFirst lower-cases a name's first letter ("FloorChange" → "floorChange").
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// pileName is the first four letters of a name: a bandit on the
// narrowest pile card ("Chey").
func pileName(s string) string {
	r := []rune(s)
	if len(r) <= 4 {
		return s
	}
	return string(r[:4])
}

// pileGrid lays the pile's cards out left to right in as few rows as let
// each card be at least minW wide (cards as wide as maxW at most), and
// asks for the height of those rows: the strip never cuts a card off.
type pileGrid struct {
	n                int
	rows             int
	minW, maxW, h, g float32
}

// newPileGrid is a pileGrid for n cards in a strip about width wide.
func newPileGrid(n int, width, minW, maxW, h, gap float32, cards []fyne.CanvasObject) *fyne.Container {
	perRow := max(1, int((width+gap)/(minW+gap)))
	rows := max(1, int(math.Ceil(float64(n)/float64(perRow))))
	return &fyne.Container{Layout: &pileGrid{n: n, rows: rows, minW: minW, maxW: maxW, h: h, g: gap}, Objects: cards}
}

func (l *pileGrid) cols() int { return max(1, int(math.Ceil(float64(l.n)/float64(l.rows)))) }

// Layout puts the cards in rows, filling each row before the next.
func (l *pileGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	cols := l.cols()
	w := min(l.maxW, (size.Width-float32(cols-1)*l.g)/float32(cols))
	h := min(l.h*1.3, (size.Height-float32(l.rows-1)*l.g)/float32(l.rows))
	for i, o := range objs {
		r, c := i/cols, i%cols
		o.Move(fyne.NewPos(float32(c)*(w+l.g), float32(r)*(h+l.g)))
		o.Resize(fyne.NewSize(w, h))
	}
}

// MinSize is the rows' height at the narrowest card width.
func (l *pileGrid) MinSize([]fyne.CanvasObject) fyne.Size {
	cols := l.cols()
	return fyne.NewSize(float32(cols)*l.minW+float32(cols-1)*l.g, float32(l.rows)*l.h+float32(l.rows-1)*l.g)
}

// weightWithPile is the bottom area's weight for frameWeighted when the
// bottom area holds the pile strip above what used to fill it at weight:
// the strip's height comes out of the train's share, so the panels below
// it (the hand, the play buttons, the players) keep their height. The
// train keeps trainMin (design px) at least.
func (k *Kiosk) weightWithPile(weight float32, pile fyne.CanvasObject, trainMin float32) float32 {
	// what the train and the bottom area share: the window less the frame's
	// padding, the round bar and the gaps between the frame's rows
	f := k.contentSize().Height - k.u(10) - k.u(44) - 3*k.u(5)
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
func (k *Kiosk) curtainCrowded(rows []fyne.CanvasObject, tapH float32) bool {
	need := k.u(tapH) + k.u(16) + 3*k.u(6)
	for _, o := range rows {
		need += o.MinSize().Height + theme.Padding()
	}
	return need > k.contentSize().Height
}
