package expressboard

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// stepPages is the narration's layout: a step's screen, cut into pages
// when its lines do not fit, turned by Continue, and the event's tile. It
// keeps its pages in the narration; the board lends it its frame, the big
// pile card and the pawn instruction's line.
type stepPages struct {
	shellKit
	*narration
	frameWeighted func(pv *express.PublicView, o trainOpts, bottom fyne.CanvasObject, weight float32) fyne.CanvasObject
	bigCard       func(m screen.BigCard, size float32) fyne.CanvasObject
	lineView      func(l line) fyne.CanvasObject
}

// stepScreen shows one narration step: what was resolved, large, the pawn
// instructions, and Continue (the table button and Space do it too). Every
// instruction must be readable without scrolling (a table copies them): the
// roomiest layout whose instructions fit the window is used — with the big
// card beside them, then without it (the title names it), then with a
// smaller train, then without the one-line reasons under the instructions.
// A step longer still (a hand reveal placing six bandits, a round change
// with a long deal) is cut into pages of that last layout, each turned by
// Continue: a smaller train would crowd its pawns over the loot.
func (k *stepPages) stepScreen(pv *express.PublicView, s step) fyne.CanvasObject {
	size := k.h.ContentSize() // less the banners and the LED strip: what the window gives the step (issue 23)
	fits := func(compact, from, to, pages int) (fyne.CanvasObject, bool) {
		screen, list := k.stepLayout(pv, s, compact, from, to, pages)
		kit.LayOut(screen, size)
		return screen, list.Content.MinSize().Height <= list.Size().Height+1
	}
	k.stepCount = 1
	n := k.stepLines(pv, s)
	for compact := 0; compact < 4; compact++ {
		if screen, ok := fits(compact, 0, n, 1); ok {
			k.stepPage = 0
			k.pageFrom, k.pageTo = 0, n // what the voice reads (speech.go)
			return screen
		}
	}
	// pages: as many lines on each as fit (at least one); the last page is
	// measured as such (its Continue leaves the step)
	var starts []int
	for from := 0; from < n; {
		to := from + 1
		for to < n {
			if _, ok := fits(3, from, to+1, 2); !ok {
				break
			}
			to++
		}
		starts = append(starts, from)
		from = to
	}
	starts = append(starts, n)
	k.stepCount = len(starts) - 1
	k.stepPage = min(max(k.stepPage, 0), k.stepCount-1)
	k.pageFrom, k.pageTo = starts[k.stepPage], starts[k.stepPage+1]
	screen, _ := k.stepLayout(pv, s, 3, k.pageFrom, k.pageTo, k.stepCount)
	return screen
}

// stepLines is how many lines (the step's own, then its instructions)
// stepLayout lists for s.
func (k *stepPages) stepLines(pv *express.PublicView, s step) int {
	_, list := k.stepLayout(pv, s, 0, 0, -1, 1)
	return len(list.Content.(*fyne.Container).Objects)
}

// nextStep turns the narration on: the next page of a long step, or the
// next step.
func (k *stepPages) nextStep() {
	if k.stepPage < k.stepCount-1 {
		k.stepPage++
		return
	}
	k.steps = k.steps[1:]
	k.stepPage, k.stepCount = 0, 1
}

// stepLayout builds a step screen: compact 0 is the roomiest, 1 drops the
// big card, 2 gives the train less height, 3 also drops the reasons. Only
// lines [from, to) of the step are listed (to < 0: all of them), on one of
// pages pages. It returns the screen and the instructions' scroll area.
func (k *stepPages) stepLayout(pv *express.PublicView, s step, compact, from, to, pages int) (fyne.CanvasObject, *container.Scroll) {
	g := k.w()
	p := pageOf(pv, s) // the page's words, as values (page.go)
	title := renderTitle(g.lang, p.title)
	rule := p.rule.Render(g.lang) // a variant's moment: its rule is the title already
	var big fyne.CanvasObject
	var lines []fyne.CanvasObject
	var lineAt []int // each line's event in the update (-1: the page's own words)
	own := func(o fyne.CanvasObject) {
		lines = append(lines, o)
		lineAt = append(lineAt, -1)
	}
	// the steps folded into this page: what happened first, nothing for
	// the table; one line each, its title and its own words
	for _, f := range p.lead { // instructions (pageTexts): words the table acts on
		own(kit.Acted(k.label(leadText(g.lang, f), kit.SizeNameAct, false)))
	}
	switch t := pageTiles(k.shellKit, pv, s); { // what the page draws large, as values (model_card.go)
	case t.Stealin != nil:
		big = k.stealinTile(*t.Stealin)
	case t.Card != nil:
		big = k.bigCard(*t.Card, 26)
	case t.Event != nil:
		big = k.eventTile(*t.Event)
	case t.Bandit != nil:
		big = k.banditTile(*t.Bandit, 22)
	}
	if big == nil && compact == 0 {
		compact = 1 // nothing to draw large: the title names the moment
	}
	for i, x := range p.extra {
		// an event's rule reads as a note; whom it touched, the first
		// player and the deal as lines of the page
		x := k.label(x.Render(g.lang), "", s.kind == stepEvent && i > 0 || s.kind == stepRound && i == 0)
		if s.kind == stepEvent && i == 0 && len(p.extra) > 1 {
			own(x) // the event's rule as it is turned over
			continue
		}
		x.SizeName = kit.SizeNameAct // an instruction (pageTexts): words the table acts on
		own(kit.Acted(x))
	}
	for _, pl := range p.lines {
		l := pl.render(g.lang)
		if compact > 2 || l.why == title || l.why == rule {
			l.why = ""
		}
		lines = append(lines, k.lineView(l))
		lineAt = append(lineAt, l.at)
	}
	if p.nothing {
		own(k.label(kit.Tr(k.lang(), "step.nothing"), "", false))
	}
	for _, f := range p.tail { // quiet steps after this one, folded in
		own(k.label(leadText(g.lang, f), "", false))
	}
	head := k.label(title, theme.SizeNameSubHeadingText, true)
	cont := k.button(g.t("btn.continue", nil), kit.BtnPrimary, k.h.Continue)
	if !isText(cont.Text()) {
		cont.Lines = []string{kit.Tr(k.lang(), "continue")}
	}
	cont.Name = "continue"
	if to < 0 || to > len(lines) {
		to = len(lines)
	}
	train := pv // the train as it stands once this step is done, not as the command ends
	if s.view != nil {
		train = s.view
	}
	if pages > 1 && to < len(lines) { // a page before the last: the train as of its last line
		if v := s.pageView(lineAt[min(from, to):to]); v != nil {
			train = v
		}
	}
	lines = lines[min(from, to):to]
	if pages > 1 {
		head = k.label(title+" "+kit.Tr(k.lang(), "step.page", "n", k.stepPage+1, "total", pages), theme.SizeNameSubHeadingText, true)
	}
	list := container.NewVScroll(container.NewVBox(lines...))
	right := widgets.Rows([]float32{0, 1, 0}, k.u(4), head, list, cont)
	var bottom fyne.CanvasObject = widgets.Cols([]float32{0.45, 1}, k.u(6), k.h.Tips().Lit(teach.PlacePile, big), k.panel(right)) // the card turned over: the pile's tips light it (teach.go)
	weight := float32(1.2)
	if compact > 0 {
		// Continue keeps the place it has beside the big card: the next
		// screen's pop-up tiles at the bottom left stay out of its way (issue 22)
		// without the big card, its title is what the pile's tips light
		right = widgets.Rows([]float32{0, 1, 0}, k.u(4), k.h.Tips().Lit(teach.PlacePile, head), list,
			widgets.Cols([]float32{0.45, 1}, k.u(6), layout.NewSpacer(), cont))
		bottom = k.panel(right)
	}
	if compact > 1 {
		weight = 1.8 // the train stays big enough to read its pawns
	}
	lit := map[express.Position]bool{}
	for _, p := range places(s) {
		lit[p] = true
	}
	return k.frameWeighted(train, trainOpts{lit: lit}, bottom, weight), list
}

// pageView is the train as of a page of a long step whose lines tell the
// update's events ats (-1: a line of the step's own words): the engine's
// view as the page's last event is told, nil when the page tells none.
func (s step) pageView(ats []int) *express.PublicView {
	for i := len(ats) - 1; i >= 0; i-- {
		if v, ok := s.views[ats[i]]; ok && ats[i] >= 0 {
			return v
		}
	}
	return nil
}

// eventTile draws an end-of-round event large (m, eventTileModel): its
// name; tapping shows its rule.
func (k *stepPages) eventTile(m screen.EventTile) *widgets.Tile {
	t := k.tile(kit.ColCardFace, kit.ColInk, 24, m.Label)
	t.Bold = true
	t.Radius = k.u(10)
	t.Stroke, t.StrokeWidth = kit.ColBrass, k.u(4)
	t.Min = k.sz(110, 130)
	t.Name = m.Name
	t.OnTapped = k.act(m.Do)
	return t
}

// stealinTile draws the Stealin' tile of the page opening the phase (m,
// stealinTileModel): its name; tapping explains the phase.
func (k *stepPages) stealinTile(m screen.StealinTile) *widgets.Tile {
	t := k.tile(kit.ColCardBack, kit.ColCardFace, 24, m.Label)
	t.Bold = true
	t.Min = k.sz(110, 130)
	t.Name = m.Name
	t.OnTapped = k.act(m.Do)
	return t
}

// leadText words a folded step in one line: its title, then what it says
// ("Belle's card: Shoot — Belle's Shoot has no effect: …"); an event's
// rule is left out (its name and whom it touched are said).
func leadText(lang i18n.Lang, f pageBlock) string {
	title := renderTitle(lang, f.title) // none for a variant's moment: its lines say it
	var parts []string
	extra := f.extra
	if f.event && len(extra) > 1 {
		extra = extra[1:] // the event's rule: a tap on its name shows it
	}
	for _, x := range extra {
		parts = append(parts, x.Render(lang))
	}
	for _, l := range f.lines {
		if r := l.render(lang); r.text != title {
			parts = append(parts, r.text)
		}
	}
	switch {
	case len(parts) == 0:
		return title
	case title == "":
		return strings.Join(parts, " ")
	}
	return title + " — " + strings.Join(parts, " ")
}
