package kiosk

import (
	"image/color"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"colt/engine"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
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

	cancelSub    func()
	cancelPhones func() // ends the watch of the phones' connections (PhoneStatus)
	stop         chan struct{}
	stopOnce     sync.Once
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
	physSeat  int        // phone seat whose QR code the set-up screen shows
	physPage  int        // the page of set-up instructions on screen
	physCount int        // how many pages they fill (at the last render)
	physLines [][]string // each page's instructions (at the last render): what the voice reads
	// physOpen: the game in play has not left its set-up pages yet
	// ("Back to the game" returns to them, not past them)
	physOpen bool
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

type screenKind int

// Kiosk is the kiosk's user interface on one window: named parts, each
// owning its own state (parts.go).
type Kiosk struct {
	wiring                // the table, the configuration, the clock, the subscription
	speech                // the language on screen and fast mode
	window                // the window, its scale, its drawing kit, the on-screen LEDs
	screens               // which screen and overlay are up, the games' boards (each keeps its own narration, hand and form)
	setupParts            // the new-game form and the set-up pages
	operator              // the operator menu and the banners
	pacing                // the updates not yet applied, the last input, the bots' pace
	pres       presenter  // what the screen has shown, told to the table (presenter.go)
	teaching   teaching   // teaching mode: the teacher and the tips to show (teach.go)
	voice      voiceState // the voice: what was said, the switch (voice.go)
}

// touched records input for the idle reset.
func (k *Kiosk) touched() {
	k.mu.Lock()
	k.lastInput = k.clock.Now()
	k.mu.Unlock()
}

// act wraps a tap handler: it counts as input and re-renders afterwards,
// with the table updates the tap caused already applied (so no frame shows
// the new state without its narration).
func (k *Kiosk) act(fn func()) func() {
	return func() {
		k.touched()
		k.toast = ""
		fn()
		k.applyPending()
		k.render()
	}
}

// u scales a design-size length (800×480 pixels) to the screen.
func (k *Kiosk) u(v float32) float32 { return v * k.scale }

func (k *Kiosk) sz(w, h float32) fyne.Size { return fyne.NewSize(k.u(w), k.u(h)) }

// modeOf is how seat plays the game on the table (Handoff for a seat the
// table does not list).
func (k *Kiosk) modeOf(seat engine.Seat) table.SeatMode {
	for _, si := range k.t.Seats() {
		if si.Seat == seat {
			return si.Mode
		}
	}
	return table.Handoff
}

// The values the parts hold.

// endedGame is a game the operator ended early: its name and result.
type endedGame struct {
	game   string
	result any
}

// setupDraft is the shell's part of the new-game form: the game chosen and
// what the table wants taught (teach.go; kept for "Same players again").
// Each game's board keeps the rest of its form.
type setupDraft struct {
	game  string // the game chosen (engine/games name; "": Colt Express)
	teach teach.Plan
}

type overlayKind int

// operatorState is the operator menu's own input: the digits typed so far
// and the result of the last action.
type operatorState struct {
	pin     string
	wrong   bool
	message string
}

// ledDot is one on-screen LED of the keyboard stand-in.
type ledDot struct {
	c      *canvas.Circle
	mark   *canvas.Text // the bandit's initial inside the LED (a seat in a game)
	label  *canvas.Text // the key beside it
	seat   int          // -1: the status LED
	on, in color.NRGBA  // lit: fill and the initial's colour
}

// tour is the overview's presentation state: whether it is open over the
// set-up screen and the page on screen.
type tour struct {
	open bool
	page int
}

// presenter is what the screen has shown of the game, told to the table as
// its presentation cursor (table.Present) so the phones never run ahead of
// the kiosk: a phone shows the state the kiosk has caught up with, and the
// narration step the kiosk is on. It is presentation only, never game state.
type presenter struct {
	version   int  // the state id of the last table update applied to the screen
	settingUp bool // a new game's set-up pages are still to be read
}

const (
	overlayNone       overlayKind = iota
	overlayHelp                   // a rule, on top of any screen
	overlayPIN                    // the operator PIN pad
	overlayOperator               // the operator menu
	overlayHistory                // finished games
	overlayConfirmEnd             // "end the game now?"
	overlayBoard                  // a board's own panel (kit.Host.ShowOverlay)
)

const (
	screenSetup    screenKind = iota // choosing players, bandits, seats, language
	screenPhysical                   // how to lay out the physical train
	screenGame                       // the table (and every in-game sub-screen)
	screenAttract                    // idle: the welcome screen
	screenEnded                      // a game ended early by the operator: its scores
)
