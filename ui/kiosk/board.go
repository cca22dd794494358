package kiosk

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/super"
	"colt/ui/i18n"
	expressui "colt/ui/kiosk/expressboard"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	superui "colt/ui/kiosk/superboard"
)

// boardMakers are the renderers of the box's games, by game name
// (engine/games); each gets the shell's host (host.go).
var boardMakers = map[string]func(h kit.Host) board{
	express.GameName: expressui.New,
	super.GameName:   superui.New,
}

// board returns the renderer of the game on the table.
func (k *Kiosk) board() board { return k.boardFor(k.t.GameName()) }

// boardFor returns the renderer of game, made once per kiosk; an unknown
// game name (no game yet) is Colt Express's.
func (k *Kiosk) boardFor(game string) board {
	if _, ok := boardMakers[game]; !ok {
		game = express.GameName
	}
	if b, ok := k.boards[game]; ok {
		return b
	}
	if k.boards == nil {
		k.boards = map[string]board{}
	}
	b := boardMakers[game](k.host())
	k.boards[game] = b
	return b
}

// setupScreen is the new-game form of the game being chosen.
func (k *Kiosk) setupScreen() fyne.CanvasObject {
	if k.tour.open { // the "how to play" overview, over the form (overview.go)
		return k.overviewScreen()
	}
	return k.boardFor(k.draft.game).SetupScreen()
}

// live reports whether a game is in progress (loaded and not over).
func (k *Kiosk) live() bool {
	if !k.t.Playing() {
		return false
	}
	g := k.t.Game()
	return g != nil && !g.Over()
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
	if b := k.bannerObject(); b != nil {
		size.Height -= b.MinSize().Height
	}
	if k.opts.Keys != nil {
		size.Height -= k.u(20) // ledStrip: 18 px LEDs, 1 px padding
	}
	return size
}

// seatTile is a seat's coloured name tile (the operator menu).
func (k *Kiosk) seatTile(seat engine.Seat, size float32) *widgets.Tile {
	name, fill, ink := k.board().SeatLook(seat)
	t := k.tile(fill, ink, size, name)
	t.Bold = true
	t.Stroke, t.StrokeWidth = kit.ColTextDim, k.u(1)
	return t
}

// gameChoice lists the games the setup screen offers, with the string ids
// of their names: Colt Express first.
var gameChoice = []struct{ game, title, sub string }{
	{express.GameName, "game.title", "super.chooseExpress"},
	{super.GameName, "super.title", "super.choose"},
}

// setupTop is the top of every game's setup screen: the game (one tap),
// the language and the operator gear.
func (k *Kiosk) setupTop() fyne.CanvasObject {
	l, _ := i18n.ParseLang(k.lang)
	var games []fyne.CanvasObject
	for _, gc := range gameChoice {
		game := gc.game
		kind := kit.BtnQuiet
		if k.draft.game == game || k.draft.game == "" && game == gameChoice[0].game {
			kind = kit.BtnSelected
		}
		b := k.button("", kind, func() {
			k.draft.game = game
		})
		b.Lines = []string{i18n.T(l, gc.title, nil), i18n.T(l, gc.sub, nil)}
		b.Bold = true
		b.TextSize = k.u(16)
		b.Min = k.sz(150, kit.TouchHeight*0.9)
		b.Name = "game:" + game
		games = append(games, b)
	}
	return widgets.Cols([]float32{1.15, 1, 0}, k.u(8), container.NewGridWithColumns(len(games), games...),
		k.languageRow("lang:", k.lang, k.setLanguage), k.voiceSwitch(k.gear()))
}

// newForm clears the new-game form: the shell's part and every board's.
func (k *Kiosk) newForm() {
	k.draft = setupDraft{}
	for _, b := range k.boards {
		b.ResetForm()
	}
}
