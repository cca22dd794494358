package kiosk

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// The shell knows the games only by their registration (kit.Register):
// each game's board package registers its game, and the program imports
// the board packages of the games it ships. The shell imports no game.

// board returns the renderer of the game on the table.
func (k *Kiosk) board() board { return k.boardFor(k.t.GameName()) }

// gameOf is the registered game named game; an unknown name (no game yet,
// no choice on the form) is the box's own game, the chooser's first. No
// game registered at all is a program that ships none: it panics saying
// so.
func gameOf(game string) kit.Game {
	if g, ok := kit.GameOf(game); ok {
		return g
	}
	all := kit.Games()
	if len(all) == 0 {
		panic("kiosk: no game is registered: import the board packages of the games the kiosk ships (kit.Register)")
	}
	return all[0]
}

// gameName is the name of the game on the set-up form (the chooser's
// first before any choice).
func (d setupDraft) gameName() string { return gameOf(d.game).Name }

// boardFor returns the renderer of game, made once per kiosk; an unknown
// game name (no game yet) is the chooser's first game's.
func (k *Kiosk) boardFor(game string) board {
	g := gameOf(game)
	if b, ok := k.boards[g.Name]; ok {
		return b
	}
	if k.boards == nil {
		k.boards = map[string]board{}
	}
	b := board{g.New(k.host())}
	k.boards[g.Name] = b
	return b
}

// setupScreen is the new-game form of the game being chosen.
func (k *Kiosk) setupScreen() fyne.CanvasObject {
	if k.tour.open { // the "how to play" overview, over the form (overview.go)
		return k.tour.screen()
	}
	body := k.boardFor(k.draft.game).SetupScreen(kit.FormParts{Teach: k.teaching.teachSetupRow, HowToPlay: k.tour.button})
	return k.look.Background(kit.ColBackground, k.look.Pad(widgets.Rows([]float32{0, 1, 0}, k.u(8), k.setupTop(), body, k.toastObject(&k.look)), 8))
}

// gameVersion is the state id of the game on the table (0 without one).
func (k *Kiosk) gameVersion() int {
	if g := k.t.Game(); g != nil && k.t.Playing() {
		return g.Version()
	}
	return 0
}

// gamePlayers is the number of seats of the game on the table.
func (k *Kiosk) gamePlayers() int {
	if g := k.t.Game(); g != nil && k.t.Playing() {
		return g.Players()
	}
	return 0
}

// contentSize is the size a game screen gets: the window less the banners
// above it and the keyboard stand-in's LED strip below it (render).
func (k *Kiosk) contentSize() fyne.Size {
	size := k.win.Canvas().Size()
	if b := k.banners.object(&k.look, k.lang); b != nil {
		size.Height -= b.MinSize().Height
	}
	if k.opts.Keys != nil {
		size.Height -= k.u(20) // ledStrip: 18 px LEDs, 1 px padding
	}
	return size
}

// setupTop is the top of every game's setup screen: the game (one tap),
// the language and the operator gear.
func (k *Kiosk) setupTop() fyne.CanvasObject {
	var games []fyne.CanvasObject
	drafted := k.draft.gameName()
	for _, gc := range kit.Games() {
		game := gc.Name
		kind := kit.BtnQuiet
		if drafted == game {
			kind = kit.BtnSelected
		}
		b := k.look.Button("", kind, func() {
			k.draft.game = game
		})
		title, sub := gc.Choice(k.lang)
		b.Lines = []string{title, sub}
		b.Bold = true
		b.TextSize = k.u(16)
		b.Min = k.sz(150, kit.TouchHeight*0.9)
		b.Name = "game:" + game
		games = append(games, b)
	}
	return widgets.Cols([]float32{1.15, 1, 0}, k.u(8), container.NewGridWithColumns(len(games), games...),
		languageRow(&k.look, "lang:", k.lang, k.setLanguage), k.voice.switchButton(k.gear()))
}

// newForm clears the new-game form: the shell's part and every board's.
func (k *Kiosk) newForm() {
	k.draft = setupDraft{}
	for _, b := range k.boards {
		b.ResetForm()
	}
}
