package expressboard

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"colt/engine/express"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// moveLogSize is how many sentences the log keeps (the phone page keeps as
// many).
const moveLogSize = 40

// moveLog is the log of the last moves: one sentence per public event of
// the game on the table, as the phone page words it ("Tuco robs a purse
// inside wagon 2"), oldest first. It is presentation only, rebuilt from
// the table's updates: the public events the table publishes, never a
// seat's.
type moveLog struct {
	shellKit
	lines []line
	// page is the page on screen (0: the latest moves), pages how many
	// the lines filled at the last render (overlay).
	page, pages int
}

// clear forgets every move (a new game, an undo, a take-back).
func (m *moveLog) clear() { m.lines, m.page, m.pages = nil, 0, 0 }

// add words the public events of one table update, in the public view the
// update ends with.
func (k *moveLog) add(evs []express.Event, pv *express.PublicView) {
	g := k.w()
	for _, e := range express.EventsFor(evs, express.NoSeat) { // already public; filtering again is harmless
		if e.Kind == express.EvCardsDrawn && e.Count > 3 { // everyone's deal: said once by the round's start
			continue
		}
		text, why := g.describe(e, pv)
		if text == "" {
			continue
		}
		k.lines = append(k.lines, line{text: text, why: why})
	}
	if n := len(k.lines); n > moveLogSize {
		k.lines = append([]line(nil), k.lines[n-moveLogSize:]...)
	}
}

// openButton opens the log of the last moves: on the round bar of every
// in-game screen and on the curtain, for anyone, without the PIN.
func (k *moveLog) openButton() fyne.CanvasObject {
	b := k.button(kit.Tr(k.lang(), "log.open"), kit.BtnQuiet, func() { k.page = 0; k.h.Nav().ShowOverlay(k.overlay) })
	b.TextSize = k.u(14)
	b.MinTextSize = k.u(kit.MinText)
	b.Min = k.sz(72, 44)
	b.Name = "log"
	return b
}

// model is the log of the last moves as values (screen.MoveLog): its
// title, every move the latest first (or that there is none yet), Close,
// and Newer and Older, which turn its pages.
func (k *moveLog) model() screen.MoveLog {
	l := k.lang()
	m := screen.MoveLog{Title: kit.Tr(l, "log.title"),
		Close: kitscreen.Choice{Name: "log-close", Label: kit.Tr(l, "help.close"), Do: k.h.Nav().CloseOverlay},
		Newer: kitscreen.Choice{Name: "log-newer", Label: kit.Tr(l, "log.newer"), Do: func() { k.page-- }},
		Older: kitscreen.Choice{Name: "log-older", Label: kit.Tr(l, "log.older"), Do: func() { k.page++ }}}
	for i := len(k.lines) - 1; i >= 0; i-- {
		m.Moves = append(m.Moves, screen.Move{Text: k.lines[i].text, Why: k.lines[i].why})
	}
	if len(m.Moves) == 0 {
		m.Empty = kit.Tr(l, "log.empty")
	}
	return m
}

// overlay draws the log (model), the latest first, a page at a time: the
// pages are cut to what the window shows, so that no sentence is cut
// behind a scroll bar (issue 23); Older and Newer turn them.
func (k *moveLog) overlay() fyne.CanvasObject {
	m := k.model()
	var rows []fyne.CanvasObject
	for _, mv := range m.Moves {
		rows = append(rows, k.lineView(line{text: mv.Text, why: mv.Why}))
	}
	if m.Empty != "" {
		rows = append(rows, k.label(m.Empty, "", false))
	}
	size := k.h.Canvas().Size()
	fits := func(from, to int) bool {
		o, list := k.pageView(&m, rows[from:to], 1, 3) // measured with both Older and Newer
		kit.LayOut(o, size)
		return list.MinSize().Height <= list.Size().Height+1
	}
	var starts []int
	for from := 0; from < len(rows); {
		to := from + 1
		for to < len(rows) && fits(from, to+1) {
			to++
		}
		starts = append(starts, from)
		from = to
	}
	starts = append(starts, len(rows))
	k.pages = len(starts) - 1
	k.page = min(max(k.page, 0), k.pages-1)
	o, _ := k.pageView(&m, rows[starts[k.page]:starts[k.page+1]], k.page, k.pages)
	return o
}

// pageView is one page of the log: its moves, Newer (after the first page),
// Close, and Older (before the last). It returns the overlay and the box
// of the moves.
func (k *moveLog) pageView(m *screen.MoveLog, rows []fyne.CanvasObject, page, pages int) (fyne.CanvasObject, fyne.CanvasObject) {
	title := k.label(m.Title, theme.SizeNameHeadingText, true)
	if pages > 1 {
		title.SetText(title.Text + " " + kit.Tr(k.lang(), "step.page", "n", page+1, "total", pages))
	}
	list := container.New(&topLayout{}, container.New(layout.NewCustomPaddedVBoxLayout(k.u(2)), rows...))
	choice := func(c kitscreen.Choice, kind kit.ButtonKind) *widgets.Tile {
		b := k.button(c.Label, kind, c.Do)
		b.Name = c.Name
		return b
	}
	nav := []fyne.CanvasObject{choice(m.Close, kit.BtnPrimary)}
	weights := []float32{1}
	if page > 0 {
		nav = append([]fyne.CanvasObject{choice(m.Newer, kit.BtnNormal)}, nav...)
		weights = append(weights, 1)
	}
	if page < pages-1 {
		nav = append(nav, choice(m.Older, kit.BtnNormal))
		weights = append(weights, 1)
	}
	content := widgets.Rows([]float32{0, 1, 0}, k.u(6), title, list, widgets.Cols(weights, k.u(6), nav...))
	return k.h.Dialog(content, 0.94, 0.96, k.h.Nav().CloseOverlay), list
}

// lineView is one move of the log: the sentence, and why in grey under it,
// held close together (the moves, not the gaps, fill a page).
func (k *moveLog) lineView(l line) fyne.CanvasObject {
	t := k.label("• "+l.text, "", true)
	if l.why == "" {
		return t
	}
	w := k.label("   "+l.why, theme.SizeNameCaptionText, false)
	w.Importance = widget.LowImportance
	return container.New(layout.NewCustomPaddedVBoxLayout(k.u(-6)), t, w)
}

// topLayout puts its one object at the top of its area, at the object's
// own height and the area's width (a page of the log: never stretched,
// never scrolled).
type topLayout struct{}

func (topLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(size.Width, min(size.Height, o.MinSize().Height)))
	}
}

func (topLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}
