package kiosk

import (
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// The Kiosk's parts: each holds one concern's state, and the Kiosk is
// their sum (its methods reach each part's fields through the part).

// wiring is what the kiosk was started with and its ties to the table:
// the window, the table, the configuration, the clock, the table
// subscription and the stop of its timers.
type wiring struct {
	win   fyne.Window
	t     *table.Table
	cfg   Settings
	opts  Options
	clock hw.Clock

	cancelSub func()
	stop      chan struct{}
	stopOnce  sync.Once
}

// speech is how the kiosk speaks: the language on screen, the operator's
// default one, and fast mode (no pauses between Stealin' steps).
type speech struct {
	lang, defaultLang string
	fast              bool
}

// window is how the kiosk draws on its window: the content's root, the
// size factor (followed when autoScale), the drawing kit the shell and
// the boards draw with (look.go), the last tap on a tile (a reveal ignores
// the second tap of a double tap, presenter.go) and the keyboard
// stand-in's on-screen LEDs.
type window struct {
	root      *fyne.Container
	scale     float32
	autoScale bool
	look      kit.Kit
	taps      widgets.TapLog
	ledDots   []*ledDot
}

// screens is what is on screen: the screen and the overlay over it (a
// board's own panel drawn by boardOverlay), the rules help asked for, the
// "how to play" overview over the set-up form (overview.go), the toast
// line, a game the operator ended early, and the board of each game, made
// once (boardFor).
type screens struct {
	screen  screenKind
	overlay overlayKind
	// boardOverlay draws a board's own panel (overlayBoard: kit.Host.ShowOverlay)
	boardOverlay func() fyne.CanvasObject
	helpText     func() (title, text string) // the rules help on screen, worded when drawn
	tour         tour
	toast        string
	ended        *endedGame
	boards       map[string]board
}

// setupParts are the shell's part of the new-game form (the game chosen,
// what the table wants taught; each board keeps the rest of its form) and
// the pages of the physical set-up.
type setupParts struct {
	draft     setupDraft
	physSeat  int // phone seat whose QR code the set-up screen shows
	physPage  int // the page of set-up instructions on screen
	physCount int // how many pages they fill (at the last render)
}

// operator is the operator's side: the menu's state and the banners (with
// the one saying the table cannot save moves, "" when it can:
// showCannotSave). A game's own tools (Colt Express's round-card editor)
// keep their state in its board.
type operator struct {
	opState    operatorState
	banners    []string
	saveBanner string
}

// pacing is the flow of table updates to the screen and of the bots'
// moves: the updates not yet applied and the last input (guarded by mu);
// with a table opened with PaceBots, the next bot move is let through
// botPause after the narration has caught up, and an all-bot table also
// turns its own narration pages after demoStepPause.
type pacing struct {
	mu              sync.Mutex // guards lastInput and pending
	lastInput       time.Time
	pending         []table.Update
	botDue, stepDue time.Time
}
