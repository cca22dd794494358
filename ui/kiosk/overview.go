package kiosk

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
					k.nav.screen = screenSetup
					k.draft.game = g.Name
					k.tour.show(o.Page)
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
				k.tour.show(o.Page)
			}, true, err
		}
	}
	return nil, false, nil
}

// overview is the overview's presentation state and its drawing: whether
// it is open over the set-up screen and the page on screen. It reaches the
// drawing kit, the language and the pages of the game drafted.
type overview struct {
	open bool
	page int

	look    *kit.Kit
	lang    *string
	pagesOf func() []overviewPage // the pages for the game and way to play drafted
}

// show opens the overview at page.
func (o *overview) show(page int) { o.open, o.page = true, page }

// close goes back to the set-up form, as it was.
func (o *overview) close() { o.open, o.page = false, 0 }

// button is the set-up screen's way into the overview.
func (o *overview) button() *widgets.Tile {
	b := o.look.Button(kit.Tr(*o.lang, "overview.open"), kit.BtnNormal, func() { o.show(0) })
	b.Name = "how-to-play"
	b.Min = o.look.Sz(90, kit.TouchHeight*0.8)
	return b
}

// pages are the pages for the game and way to play drafted, as the shell
// frames them: the board's words or the shell's (pageOf), the board's
// picture or the shell's who does what (table).
func (o *overview) pages() []overviewPage {
	pages := o.pagesOf()
	out := make([]overviewPage, len(pages))
	for i, p := range pages {
		out[i] = o.pageOf(p)
	}
	return out
}

// screen is the page on screen: its title and the page count on
// top, its picture, its text, and Back, Skip and Next (Start playing on
// the last page) always in the same places.
func (o *overview) screen() fyne.CanvasObject {
	pages := o.pages()
	o.page = min(max(o.page, 0), len(pages)-1)
	p := pages[o.page]
	last := o.page == len(pages)-1

	title := o.look.Tile(nil, kit.ColBrass, 22, p.Title)
	title.Bold = true
	title.Min = o.look.Sz(200, 34)
	title.Name = "overview-title:" + p.Name
	count := o.look.Tile(kit.ColPanel, kit.ColText, 16, kit.Tr(*o.lang, "overview.page", "n", o.page+1, "total", len(pages)))
	count.Min = o.look.Sz(124, 34) // "Pagina 10 van 11" at 13 px or more (issue 34)
	count.Name = "overview-count"
	top := widgets.Cols([]float32{1, 0}, o.look.U(8), title, count)

	text := o.look.Label(p.Text, "", false)
	body := container.New(pictureOverText{gap: o.look.U(6)}, o.look.Panel(p.Picture()), text)

	var back fyne.CanvasObject = layout.NewSpacer()
	if o.page > 0 {
		b := o.look.Button(kit.Tr(*o.lang, "overview.back"), kit.BtnQuiet, func() { o.page-- })
		b.Name = "overview-back"
		b.Min = o.look.Sz(90, kit.TouchHeight*0.85)
		back = b
	}
	var skip fyne.CanvasObject = layout.NewSpacer()
	if !last {
		s := o.look.Button(kit.Tr(*o.lang, "overview.skip"), kit.BtnQuiet, o.close)
		s.Name = "overview-skip"
		s.Min = o.look.Sz(90, kit.TouchHeight*0.85)
		skip = s
	}
	next := o.look.Button(kit.Tr(*o.lang, "overview.next"), kit.BtnPrimary, func() { o.page++ })
	next.Name = "overview-next"
	if last {
		next = o.look.Button(kit.Tr(*o.lang, "overview.done"), kit.BtnPrimary, o.close)
		next.Name = "overview-done"
	}
	next.Min = o.look.Sz(90, kit.TouchHeight*0.85)
	nav := widgets.Cols([]float32{1, 1, 1.3}, o.look.U(10), back, skip, next)
	return o.look.Background(kit.ColBackground, o.look.Pad(widgets.Rows([]float32{0, 1, 0}, o.look.U(6), top, body, nav), 8))
}

// pictureOverText lays a page's picture over its text: the text as high
// as its lines wrapped at the width it is drawn at, the picture the rest.
// A wrapped label's MinSize is the height of its lines at the width it
// last had, so the text is given its width before its height is measured:
// measured first (widgets.Rows), page 2 of Colt Super Express, one English
// line at 785 px and two at 784, laid out a pixel wider and back
// (kit.LayOut) got one line's band, its text cut and its last word drawn
// over Back (issue 34).
type pictureOverText struct{ gap float32 }

func (l pictureOverText) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) != 2 {
		return
	}
	picture, text := objs[0], objs[1]
	text.Resize(fyne.NewSize(size.Width, text.Size().Height)) // wrapped at its width
	h := min(text.MinSize().Height, size.Height)
	above := max(size.Height-h-l.gap, 0)
	picture.Move(fyne.NewPos(0, 0))
	picture.Resize(fyne.NewSize(size.Width, above))
	text.Move(fyne.NewPos(0, size.Height-h))
	text.Resize(fyne.NewSize(size.Width, h))
}

func (l pictureOverText) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) != 2 {
		return fyne.Size{}
	}
	p, t := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(p.Width, t.Width), p.Height+l.gap+t.Height)
}

// pageOf frames a board's page: without words of its own, its title and
// text are kiosk.overview.<Name>; without a picture (or when it draws
// nothing), the picture is who does what at the table with the page's
// YouDo.
func (o *overview) pageOf(p kit.OverviewPage) overviewPage {
	if p.Title == "" && p.Text == "" {
		p.Title, p.Text = kit.Tr(*o.lang, "overview."+p.Name+".title"), kit.Tr(*o.lang, "overview."+p.Name+".text")
	}
	picture, youDo := p.Picture, p.YouDo
	p.Picture = func() fyne.CanvasObject {
		if picture != nil {
			if obj := picture(); obj != nil {
				return obj
			}
		}
		return o.table(youDo)
	}
	return p
}

// table draws who does what at this table: the screen (or a
// phone) holds the cards, the players move the pawns and the loot.
// youDo is the message saying what the players do (the loot is physical
// in Colt Express only).
func (o *overview) table(youDo string) fyne.CanvasObject {
	screen := o.look.Tile(kit.ColPanelLight, kit.ColText, 16, kit.Tr(*o.lang, "overview.screenDoes1"), kit.Tr(*o.lang, "overview.screenDoes2"))
	screen.Bold = true
	screen.Min = o.look.Sz(150, 70)
	you := o.look.Tile(kit.ColInside, kit.ColText, 16, kit.Tr(*o.lang, "overview.youDo1"), kit.Tr(*o.lang, youDo))
	you.Bold = true
	you.Min = o.look.Sz(150, 70)
	return widgets.Rows([]float32{1, 0, 0, 1}, o.look.U(10), layout.NewSpacer(), screen, you, layout.NewSpacer())
}
