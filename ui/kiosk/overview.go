package kiosk

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"

	"colt/engine/express"
	"colt/engine/super"
	expressui "colt/ui/kiosk/expressboard"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	superui "colt/ui/kiosk/superboard"
)

// The "how to play" overview (issue 24): a few pages opened from the
// set-up screen for a table that wants the game explained before it
// starts — the train, the loot and the goal, a round card, the two phases,
// the actions, the Marshal and this table's way of playing — each a
// picture drawn with the kiosk's own train and cards and two or three
// sentences in the rulebook's meaning. Colt Super Express has its own
// pages; a module chosen on the set-up form adds its page. Skip or the
// last page's Start playing goes back to the set-up form exactly as it
// was: the overview reads the draft, never changes it.

// overviewPage is one page: its title and text, and its picture.
type overviewPage = kit.OverviewPage

// overviewDemoScreens are the overview's pages as demo screens (the
// readability check and the goldens open each one): Colt Express's pages
// for the base game, its page for Horses & Stagecoach, and Colt Super
// Express's pages.
var overviewDemoScreens = func() []string {
	var out []string
	for i := 1; i <= overviewBasePages; i++ {
		out = append(out, fmt.Sprintf("overview-%d", i))
	}
	out = append(out, "overview-horses")
	for i := 1; i <= overviewSuperPages; i++ {
		out = append(out, fmt.Sprintf("overview-super-%d", i))
	}
	return out
}()

func init() { DemoScreens = append(DemoScreens, overviewDemoScreens...) }

// overviewBasePages and overviewSuperPages are how many pages the base
// game and Colt Super Express have (a module adds its own).
const (
	overviewBasePages  = expressui.OverviewBasePages
	overviewSuperPages = superui.OverviewPageCount
)

// prepareOverview opens an overview demo screen; ok is false for any other.
func (d *demo) prepareOverview(screen string) (fn func(*Kiosk), ok bool, err error) {
	var n int
	switch {
	case screen == "overview-horses": // the form with Horses & Stagecoach on (the express board's demo)
		form, _, err := expressui.PrepareDemo(d.t, d.seed, screen)
		return func(k *Kiosk) {
			if form != nil {
				form(k.boardFor(express.GameName).(*expressui.Board))
			}
			k.tour = tour{open: true, page: overviewBasePages} // the page after the base game's
		}, true, err
	case scanPage(screen, "overview-super-%d", &n) && n <= overviewSuperPages:
		return func(k *Kiosk) {
			k.screen = screenSetup
			k.draft.game = super.GameName
			k.tour = tour{open: true, page: n - 1}
		}, true, nil
	}
	if scanPage(screen, "overview-%d", &n) && n <= overviewBasePages {
		return func(k *Kiosk) { k.screen = screenSetup; k.tour = tour{open: true, page: n - 1} }, true, nil
	}
	return nil, false, nil
}

// scanPage reads a page number (1 or more) from a demo screen's name.
func scanPage(screen, format string, n *int) bool {
	got, err := fmt.Sscanf(screen, format, n)
	return err == nil && got == 1 && *n >= 1 && fmt.Sprintf(format, *n) == screen
}

// openOverview opens the overview at its first page.
func (k *Kiosk) openOverview() { k.tour = tour{open: true} }

// closeOverview goes back to the set-up form, as it was.
func (k *Kiosk) closeOverview() { k.tour = tour{} }

// howToPlayButton is the set-up screen's way into the overview.
func (k *Kiosk) howToPlayButton() *widgets.Tile {
	b := k.button(kit.Tr(k.lang, "overview.open"), kit.BtnNormal, k.openOverview)
	b.Name = "how-to-play"
	b.Min = k.sz(90, kit.TouchHeight*0.8)
	return b
}

// overviewPages are the pages for the game and way to play drafted.
func (k *Kiosk) overviewPages() []overviewPage {
	return k.boardFor(k.draft.game).OverviewPages()
}

// overviewScreen is the page on screen: its title and the page count on
// top, its picture, its text, and Back, Skip and Next (Start playing on
// the last page) always in the same places.
func (k *Kiosk) overviewScreen() fyne.CanvasObject {
	pages := k.overviewPages()
	k.tour.page = min(max(k.tour.page, 0), len(pages)-1)
	p := pages[k.tour.page]
	last := k.tour.page == len(pages)-1

	title := k.tile(nil, kit.ColBrass, 22, p.Title)
	title.Bold = true
	title.Min = k.sz(200, 34)
	title.Name = "overview-title:" + p.Name
	count := k.tile(kit.ColPanel, kit.ColText, 16, kit.Tr(k.lang, "overview.page", "n", k.tour.page+1, "total", len(pages)))
	count.Min = k.sz(124, 34) // "Pagina 10 van 11" at 13 px or more (issue 34)
	count.Name = "overview-count"
	top := widgets.Cols([]float32{1, 0}, k.u(8), title, count)

	text := k.label(p.Text, "", false)
	body := widgets.Rows([]float32{1, 0}, k.u(6), k.panel(p.Picture()), text)

	var back fyne.CanvasObject = layout.NewSpacer()
	if k.tour.page > 0 {
		b := k.button(kit.Tr(k.lang, "overview.back"), kit.BtnQuiet, func() { k.tour.page-- })
		b.Name = "overview-back"
		b.Min = k.sz(90, kit.TouchHeight*0.85)
		back = b
	}
	var skip fyne.CanvasObject = layout.NewSpacer()
	if !last {
		s := k.button(kit.Tr(k.lang, "overview.skip"), kit.BtnQuiet, k.closeOverview)
		s.Name = "overview-skip"
		s.Min = k.sz(90, kit.TouchHeight*0.85)
		skip = s
	}
	next := k.button(kit.Tr(k.lang, "overview.next"), kit.BtnPrimary, func() { k.tour.page++ })
	next.Name = "overview-next"
	if last {
		next = k.button(kit.Tr(k.lang, "overview.done"), kit.BtnPrimary, k.closeOverview)
		next.Name = "overview-done"
	}
	next.Min = k.sz(90, kit.TouchHeight*0.85)
	nav := widgets.Cols([]float32{1, 1, 1.3}, k.u(10), back, skip, next)
	return k.background(kit.ColBackground, k.pad(widgets.Rows([]float32{0, 1, 0}, k.u(6), top, body, nav), 8))
}

// overviewPageOf makes a page whose title and text are kiosk.overview.<id>.
func (k *Kiosk) overviewPageOf(id string, picture func() fyne.CanvasObject) overviewPage {
	return overviewPage{Name: id, Title: kit.Tr(k.lang, "overview."+id+".title"), Text: kit.Tr(k.lang, "overview."+id+".text"), Picture: picture}
}

// overviewTable draws who does what at this table: the screen (or a
// phone) holds the cards, the players move the pawns and the loot.
// youDo is the message saying what the players do (the loot is physical
// in Colt Express only).
func (k *Kiosk) overviewTable(youDo string) fyne.CanvasObject {
	screen := k.tile(kit.ColPanelLight, kit.ColText, 16, kit.Tr(k.lang, "overview.screenDoes1"), kit.Tr(k.lang, "overview.screenDoes2"))
	screen.Bold = true
	screen.Min = k.sz(150, 70)
	you := k.tile(kit.ColInside, kit.ColText, 16, kit.Tr(k.lang, "overview.youDo1"), kit.Tr(k.lang, youDo))
	you.Bold = true
	you.Min = k.sz(150, 70)
	return widgets.Rows([]float32{1, 0, 0, 1}, k.u(10), layout.NewSpacer(), screen, you, layout.NewSpacer())
}
