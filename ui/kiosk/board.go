package kiosk

import (
	"image/color"

	"fyne.io/fyne/v2"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/super"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/internal/widgets"
)

// board is one game's renderer: what only that game knows how to draw and
// narrate. The shell (kiosk.go: screens, pacing, the seat panel, the
// operator menu, banners, language) asks the board of the game on the
// table, or of the game being set up, and never looks inside a game
// itself. A third game of the box is a new board in boardMakers.
type board interface {
	// setupScreen is the new-game form of this game (the shell's game and
	// language choice on top: setupTop).
	setupScreen() fyne.CanvasObject
	// physicalScreen tells the table how to set up the box for the game
	// just started.
	physicalScreen() fyne.CanvasObject
	// gameScreen is the in-game screen: narration, the secret choices
	// behind the curtain, the table, the final scores.
	gameScreen() fyne.CanvasObject
	// endedScreen shows a game the operator ended early, with the result
	// the table gave (the game's own result type, or nil).
	endedScreen(result any) fyne.CanvasObject
	// update applies one table update of this game to the narration.
	update(u tableUpdate)
	// signal is what the seat LEDs show during the game.
	signal() hw.TurnSignal
	// press is a short press of seat's button during the game.
	press(seat engine.Seat)
	// narrating reports whether narration waits for Continue.
	narrating() bool
	// next turns the narration on one page (Continue, the table button).
	next()
	// hide hides anything a seat revealed behind the curtain (an undo).
	hide()
	// seatLook is a seat's name and colours in the language on screen.
	seatLook(seat engine.Seat) (name string, fill, ink color.NRGBA)
	// historyLines words a game of the history: how it ended and the
	// players; false when it cannot be read.
	historyLines(gs table.GameSummary) (winner, players string, ok bool)
}

// boardMakers are the renderers of the box's games, by game name
// (engine/games).
var boardMakers = map[string]func(k *Kiosk) board{
	express.GameName: func(k *Kiosk) board { return expressBoard{k} },
	super.GameName:   newSuperBoard,
}

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
	b := boardMakers[game](k)
	k.boards[game] = b
	return b
}

// board returns the renderer of the game on the table.
func (k *Kiosk) board() board { return k.boardFor(k.t.GameName()) }

// setupScreen is the new-game form of the game being chosen.
func (k *Kiosk) setupScreen() fyne.CanvasObject {
	if k.tour.open { // the "how to play" overview, over the form (overview.go)
		return k.overviewScreen()
	}
	return k.boardFor(k.draft.game).setupScreen()
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
	name, fill, ink := k.board().seatLook(seat)
	t := k.tile(fill, ink, size, name)
	t.Bold = true
	t.Stroke, t.StrokeWidth = colTextDim, k.u(1)
	return t
}

// endedGame is a game the operator ended early: its name and result.
type endedGame struct {
	game   string
	result any
}

// gameChoice lists the games the setup screen offers, with the string ids
// of their names: Colt Express first.
var gameChoice = []struct{ game, title, sub string }{
	{express.GameName, "game.title", "super.chooseExpress"},
	{super.GameName, "super.title", "super.choose"},
}
