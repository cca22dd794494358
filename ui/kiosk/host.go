package kiosk

import (
	"fyne.io/fyne/v2"

	"colt/engine"
	"colt/engine/table"
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

func (h host) Table() *table.Table    { return h.k.t }
func (h host) Lang() string           { return h.k.lang }
func (h host) Fast() bool             { return h.k.fast }
func (h host) Toast(msg string)       { h.k.toast = msg }
func (h host) ContentSize() fyne.Size { return h.k.contentSize() }

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

// Seed draws a new game's seed (Options.Seed, or crypto/rand).
func (h host) Seed() (uint64, error) {
	if h.k.opts.Seed != nil {
		return h.k.opts.Seed()
	}
	return randomSeed()
}

// Continue is the table button.
func (h host) Continue() { h.k.tableButton() }

func (h host) Canvas() fyne.Canvas { return h.k.win.Canvas() }

// Nav is the shell's navigation as a board asks it (kit.Nav).
func (h host) Nav() kit.Nav { return navHost{h.k} }

// navHost is kit.Nav: the shell's screens, as a board moves between them.
type navHost struct{ k *Kiosk }

var _ kit.Nav = navHost{}

func (n navHost) OnGameScreen() bool    { return n.k.nav.screen == screenGame }
func (n navHost) ShowGame()             { n.k.nav.beginPlay() }
func (n navHost) ResumeGame()           { n.k.nav.resumeGame() }
func (n navHost) ShowPhysical(page int) { n.k.nav.showPhysical(page) }
func (n navHost) ClearEnded()           { n.k.nav.ended = nil }

// ShowSetup puts game's new-game form on screen, as it was.
func (n navHost) ShowSetup(game string) {
	n.k.draft.game = game
	n.k.nav.screen = screenSetup
}

// NewGameForm opens a fresh new-game form of game (a game's end).
func (n navHost) NewGameForm(game string) {
	n.k.nav.ended = nil
	n.k.newForm()
	n.k.draft.game = game
	n.k.nav.screen = screenSetup
}

// ShowHelp opens the rules help, worded by words whenever it is drawn.
func (n navHost) ShowHelp(words func() (title, text string)) { n.k.nav.showHelp(words) }

// ShowOverlay puts a board's own panel over the screen until it closes.
func (n navHost) ShowOverlay(draw func() fyne.CanvasObject) { n.k.nav.showOverlay(draw) }

func (n navHost) CloseOverlay() { n.k.nav.closeOverlay() }

// Operator is what a game's operator tool asks of the shell (kit.Operator).
func (h host) Operator() kit.Operator { return operatorHost{h.k} }

// operatorHost is kit.Operator: the operator's card data, banners and menu.
type operatorHost struct{ k *Kiosk }

var _ kit.Operator = operatorHost{}

func (o operatorHost) RoundCards() ([]byte, string) {
	return o.k.cfg.RoundCards, o.k.cfg.RoundCardsOverride
}
func (o operatorHost) ShowOperator() { o.k.nav.overlay = overlayOperator }

// Banner shows msg to the operator, once.
func (o operatorHost) Banner(msg string) { o.k.banners.add(msg) }

// Phones is what a board asks of the phones (kit.Phones).
func (h host) Phones() kit.Phones { return phonesHost{h.k} }

// phonesHost is kit.Phones: whether phones can join, a seat's join code.
type phonesHost struct{ k *Kiosk }

var _ kit.Phones = phonesHost{}

func (p phonesHost) Available() bool { return p.k.opts.Phones != nil }

func (p phonesHost) QR(seat engine.Seat, caption bool) fyne.CanvasObject {
	return p.k.phones.qrFor(seat, caption)
}
