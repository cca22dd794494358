package kiosk

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"colt/engine"
	"colt/engine/table"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// host is what the shell lends a game's board (kit.Host): its drawing kit
// and the few things a board may ask of the shell. A board reaches the
// shell only through it.
type host struct {
	*kit.Kit
	k *Kiosk
}

var _ kit.Host = host{}

func (k *Kiosk) host() host { return host{Kit: &k.look, k: k} }

// Draw is the shell's drawing kit.
func (h host) Draw() *kit.Kit { return h.Kit }

func (h host) Table() *table.Table                      { return h.k.t }
func (h host) Lang() string                             { return h.k.lang }
func (h host) Fast() bool                               { return h.k.fast }
func (h host) OnGameScreen() bool                       { return h.k.screen == screenGame }
func (h host) Live() bool                               { return h.k.live() }
func (h host) ModeOf(seat engine.Seat) table.SeatMode   { return h.k.modeOf(seat) }
func (h host) PhonesAvailable() bool                    { return h.k.opts.Phones != nil }
func (h host) Toast(msg string)                         { h.k.toast = msg }
func (h host) ShowGame()                                { h.k.beginPlay() }
func (h host) ResumeGame()                              { h.k.resumeGame() }
func (h host) ShowPhysical(page int)                    { h.k.showPhysical(page) }
func (h host) ClearEnded()                              { h.k.ended = nil }
func (h host) ContentSize() fyne.Size                   { return h.k.contentSize() }
func (h host) Gear() fyne.CanvasObject                  { return h.k.gear() }
func (h host) ToastObject() fyne.CanvasObject           { return h.k.toastObject(&h.k.look) }
func (h host) SetupTop() fyne.CanvasObject              { return h.k.setupTop() }
func (h host) TeachSetupRow(low bool) fyne.CanvasObject { return h.k.teaching.teachSetupRow(low) }
func (h host) HowToPlayButton() *widgets.Tile           { return h.k.tour.button() }
func (h host) OverviewTable(youDo string) fyne.CanvasObject {
	return h.k.tour.table(youDo)
}

func (h host) Tips() kit.Tips { return tips{h.k} }

// tips is kit.Tips: the shell's teaching tip, as the board's screens see it.
type tips struct{ k *Kiosk }

func (t tips) Lit(place teach.Place, obj fyne.CanvasObject) fyne.CanvasObject {
	return t.k.teaching.lit(place, obj)
}

func (t tips) Band(width, room float32) float32 { return t.k.teaching.tipBand(width, room) }

func (t tips) About(place teach.Place) bool {
	c := t.k.teaching.current
	return c != nil && c.tip.Place == place
}

func (h host) QRFor(seat engine.Seat, caption bool) fyne.CanvasObject {
	return h.k.phones.qrFor(seat, caption)
}

func (h host) TopBar(title string, middle fyne.CanvasObject) fyne.CanvasObject {
	return h.k.topBar(title, middle)
}

// Seed draws a new game's seed (Options.Seed, or crypto/rand).
func (h host) Seed() (uint64, error) {
	if h.k.opts.Seed != nil {
		return h.k.opts.Seed()
	}
	return randomSeed()
}

// Started keeps the language a new game is played in, for a resume after
// a power cut.
func (h host) Started() {
	if save := h.k.cfg.SaveGuestsLanguage; save != nil {
		save(h.k.lang)
	}
}

// ShowSetup puts game's new-game form on screen, as it was.
func (h host) ShowSetup(game string) {
	h.k.draft.game = game
	h.k.screen = screenSetup
}

// NewGameForm opens a fresh new-game form of game (a game's end).
func (h host) NewGameForm(game string) {
	h.k.ended = nil
	h.k.newForm()
	h.k.draft.game = game
	h.k.screen = screenSetup
}

// ShowHelp opens the rules help, worded by words whenever it is drawn.
func (h host) ShowHelp(words func() (title, text string)) { h.k.showHelp(words) }

func (h host) PhysPaged(all []string, lay kit.PhysLayout) fyne.CanvasObject {
	return h.k.physPaged(all, physLayoutFunc(lay))
}

func (h host) PhysBottom(instructions []string, page, pages int, o kit.PhysTabs) (fyne.CanvasObject, *container.Scroll) {
	return h.k.physBottom(instructions, page, pages, physTabs{tab: o.Tab, cols: o.Cols, lonelyTab: o.LonelyTab, caption: o.Caption, back: o.Back})
}

func (h host) OverviewPage(id string, picture func() fyne.CanvasObject) kit.OverviewPage {
	return h.k.tour.pageOf(id, picture)
}

// ShowOverlay puts a board's own panel over the screen until it closes.
func (h host) ShowOverlay(draw func() fyne.CanvasObject) { h.k.showOverlay(draw) }

func (h host) CloseOverlay() { h.k.closeOverlay() }

func (h host) Dialog(content fyne.CanvasObject, w, ht float32, onBackdrop func()) fyne.CanvasObject {
	return h.k.dialog(content, w, ht, onBackdrop)
}

// Continue is the table button.
func (h host) Continue() { h.k.tableButton() }

func (h host) RoundCards() ([]byte, string) { return h.k.cfg.RoundCards, h.k.cfg.RoundCardsOverride }
func (h host) ShowOperator()                { h.k.overlay = overlayOperator }

// Banner shows msg to the operator, once.
func (h host) Banner(msg string) {
	h.k.banners.add(msg)
}

func (h host) Canvas() fyne.Canvas { return h.k.win.Canvas() }
