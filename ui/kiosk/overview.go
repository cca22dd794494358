package kiosk

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"

	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
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

// prepareOverview opens a page of a game's "how to play" overview as a
// demo screen (kit.Game.Overview: the readability check and the goldens
// open each one); ok is false for any other screen.
func (d *demo) prepareOverview(screen string) (fn func(*Kiosk), ok bool, err error) {
	for _, g := range kit.Games() {
		for _, o := range g.Overview {
			if o.Screen != screen {
				continue
			}
			if o.Form == "" { // the fresh form of the game
				return func(k *Kiosk) {
					k.screen = screenSetup
					k.draft.game = g.Name
					k.tour = tour{open: true, page: o.Page}
				}, true, nil
			}
			var form func(kit.Board)
			if g.Demo != nil {
				form, _, err = g.Demo(d.t, d.seed, o.Form) // the form as the game's demo drafts it
			}
			return func(k *Kiosk) {
				if form != nil {
					form(k.boardFor(g.Name).Board)
				}
				k.tour = tour{open: true, page: o.Page}
			}, true, err
		}
	}
	return nil, false, nil
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
