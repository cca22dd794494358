// Package kit is what the kiosk shell (ui/kiosk) and the games' boards
// (ui/kiosk/expressboard, ui/kiosk/superboard) share: the palette and theme, the
// drawing kit (tiles, buttons and text at the window's size factor), the
// kiosk's own strings, the Board a game's renderer implements and the Host
// a board may ask of the shell. It imports neither the shell nor a game's
// board.
package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"colt/engine"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/teach"
)

// Board is one game's renderer: what only that game knows how to draw and
// narrate. The shell (ui/kiosk: screens, pacing, the seat panel, the
// operator menu, banners, language) asks the board of the game on the
// table, or of the game being set up, and never looks inside a game
// itself. A third game of the box is a new Board, registered once
// (Register). Board is the core every game has; what only some games have
// is a small interface of its own the shell asks for (Narrator, Historian,
// FormResetter, Tipper, Welcomer, Toolbox, Overviewer, Chooser, Speaking):
// a board without one gets the shell's default, said on each.
type Board interface {
	// SetupScreen is the new-game form of this game (the shell's game and
	// language choice on top: Host.SetupTop).
	SetupScreen() fyne.CanvasObject
	// PhysicalScreen tells the table how to set up the box for the game
	// just started.
	PhysicalScreen() fyne.CanvasObject
	// GameScreen is the in-game screen: narration, the secret choices
	// behind the curtain, the table, the final scores.
	GameScreen() fyne.CanvasObject
	// EndedScreen shows a game the operator ended early, with the result
	// the table gave (the game's own result type, or nil).
	EndedScreen(result any) fyne.CanvasObject
	// Update applies one table update of this game to the narration.
	Update(u table.Update)
	// Signal is what the seat LEDs show during the game.
	Signal() hw.TurnSignal
	// Press is a short press of seat's button during the game.
	Press(seat engine.Seat)
	// Hide hides anything a seat revealed behind the curtain (an undo).
	Hide()
	// SeatLook is a seat's name and colours in the language on screen.
	SeatLook(seat engine.Seat) (name string, fill, ink color.NRGBA)
	// DraftPlayers is how many players the new-game form counts (the
	// LEDs of the set-up form).
	DraftPlayers() int
}

// Narrator is a board whose narration the shell paces. Without it the
// board narrates nothing that waits: nothing to turn, no steps for the
// phones.
type Narrator interface {
	// Narrating reports whether narration waits for Continue.
	Narrating() bool
	// Next turns the narration on one page (Continue, the table button).
	Next()
	// Cues are the narration pages not yet read, each tied to its update,
	// for the phones (the shell's presenter).
	Cues() []StepCue
	// NarrationMark changes whenever the narration on screen moves on (a
	// teaching tip that waits for no tap leaves then).
	NarrationMark() int
}

// Historian words a game of the history (the operator menu): how it ended
// and the players; false when it cannot be read. Without it the history
// shows the game's result as the table stored it and the players' names.
type Historian interface {
	HistoryLines(gs table.GameSummary) (winner, players string, ok bool)
}

// FormResetter is a board whose new-game form keeps choices: ResetForm
// clears them (a new group at the table, a fresh form after a game's end).
// Without it the form has nothing to clear.
type FormResetter interface {
	ResetForm()
}

// Tipper is a board with teaching tips of its own. Without it every tip
// is shared and no round card is shown beside one.
type Tipper interface {
	// TeachSeat is the seat whose own teaching tips show now (its secret
	// choices are on screen behind the curtain); false: none.
	TeachSeat() (engine.Seat, bool)
	// TipRoundCard is the round card a teaching tip about the turns or the
	// event shows on a screen without it (nil: none).
	TipRoundCard() fyne.CanvasObject
}

// Welcomer is a board with pictures on the welcome screen after an idle
// reset (the bandits), each a tile of at least min. Without it: none.
type Welcomer interface {
	Welcome(min fyne.Size) []fyne.CanvasObject
}

// Toolbox is a board with tools of its own in the operator menu (behind
// the PIN), each a button. Without it: none.
type Toolbox interface {
	Tools() []Tool
}

// Overviewer is a board with a "how to play" overview: the pages of the
// game drafted. Without it (or with none, nil) its form has no
// Host.HowToPlayButton.
type Overviewer interface {
	OverviewPages() []OverviewPage
}

// Chooser is a board that tells the teacher who really chooses after an
// update (a tip that waits for "Got it" holds the table only then): the
// seats the update's public view expects (false: it cannot tell) and
// whether seat has more than one choice now. A board without it has
// someone choose at every update.
type Chooser interface {
	Expected(public any) ([]engine.Seat, bool)
	RealChoice(seat engine.Seat) bool
}

// Tool is a button of a game's own in the operator menu: its test name,
// its words in the language on screen and what a tap opens.
type Tool struct {
	Name, Title string
	Open        func()
}

// StepCue ties a narration step to the table update it came from: the
// update's state version and how many steps it was cut into.
type StepCue struct {
	Version, Of int
}

// OverviewPage is one page of the "how to play" overview: its demo and
// test name, its words and its picture.
type OverviewPage struct {
	Name        string // demo and test name ("train", "super.plan", "module.horses")
	Title, Text string
	Picture     func() fyne.CanvasObject
}

// PhysTabs says how a game's set-up screen names the phone seats whose QR
// codes it shows (Host.PhysBottom).
type PhysTabs struct {
	Tab       func(engine.Seat) *widgets.Tile
	Cols      int
	LonelyTab bool
	Caption   bool
	Back      string
}

// PhysLayout lays out one page of a game's set-up screen and returns it
// with its instructions' scroll area.
type PhysLayout func(lines []string, page, pages int) (fyne.CanvasObject, *container.Scroll)

// Host is what a board may ask of the shell: the drawing kit, the table,
// the language on screen, the seats' modes, moving between the shell's
// screens, and the shell's own parts of a game screen (the operator gear,
// the toast, the teaching tips' light, the phones' QR codes, the set-up
// pages, the rules help).
type Host interface {
	// Draw is the shell's drawing kit at the window's size factor (U, Sz,
	// Tile, Button, Label, Text, Panel, Pad, Background, and Act, which
	// wraps a tap's handler: the shell notes the input and redraws).
	Draw() *Kit

	// Table is the live game host.
	Table() *table.Table
	// Lang is the language on screen (en, fr, nl, it).
	Lang() string
	// Fast reports fast mode: no pauses, the instructions kept in a log.
	Fast() bool
	// OnGameScreen reports whether the in-game screen is up (not the
	// set-up form, the physical set-up or the welcome screen).
	OnGameScreen() bool
	// Live reports whether a game is in progress (loaded and not over).
	Live() bool
	// ModeOf is how seat plays the game on the table.
	ModeOf(seat engine.Seat) table.SeatMode
	// PhonesAvailable reports whether phones can join.
	PhonesAvailable() bool
	// Seed draws the seed of a new game.
	Seed() (uint64, error)
	// Started is told a new game started: the shell keeps the language it
	// is played in, for a resume after a power cut.
	Started()
	// Toast shows a short message on the screen.
	Toast(msg string)
	// ShowGame, ShowPhysical and ShowSetup put the in-game screen, the
	// physical set-up (at page, 0: the first) or game's new-game form on
	// screen; NewGameForm opens a fresh form of game (a game's end);
	// ClearEnded forgets a game the operator ended early.
	ShowGame()
	ShowPhysical(page int)
	// ResumeGame is the new-game form's "Back to the game": the game in
	// play, or its set-up pages while they are not finished.
	ResumeGame()
	ShowSetup(game string)
	NewGameForm(game string)
	ClearEnded()
	// ShowHelp opens the rules help, worded by words in the language on
	// screen whenever it is drawn.
	ShowHelp(words func() (title, text string))

	// ShowOverlay puts a board's own panel over the screen (the last
	// moves), drawn by draw at every render until CloseOverlay or a tap
	// on its backdrop; Dialog frames such a panel's content at a share
	// w × h of the screen, onBackdrop (nil: nothing) run by a tap beside it.
	ShowOverlay(draw func() fyne.CanvasObject)
	CloseOverlay()
	Dialog(content fyne.CanvasObject, w, h float32, onBackdrop func()) fyne.CanvasObject
	// Continue is the table button (the on-screen Continue, Space): it
	// answers a teaching tip first, then turns the narration.
	Continue()
	// RoundCards is the operator's card data (round_cards_file; nil: the
	// printed cards) and the corrections file the round-card editor
	// writes ("": none, edits last until the kiosk stops).
	RoundCards() (data []byte, override string)
	// Banner puts a message for the operator at the top of every screen
	// until it is dismissed (a corrections file that cannot be used).
	Banner(msg string)
	// ShowOperator goes back to the operator menu (from a game's tool).
	ShowOperator()
	// Canvas is the window's canvas: its size and its pixels per design
	// pixel on the glass.
	Canvas() fyne.Canvas

	// ContentSize is the size a game screen gets (the window less the
	// banners and the on-screen LEDs).
	ContentSize() fyne.Size
	// Gear is the operator menu's corner button.
	Gear() fyne.CanvasObject
	// ToastObject is the toast line (empty when there is none).
	ToastObject() fyne.CanvasObject
	// Tips is what a screen asks of the teaching tip on show.
	Tips() Tips
	// QRFor is the join QR code of a phone seat.
	QRFor(seat engine.Seat, caption bool) fyne.CanvasObject
	// TopBar is a screen's title bar with the operator gear.
	TopBar(title string, middle fyne.CanvasObject) fyne.CanvasObject
	// SetupTop is the top of every game's new-game form: the game, the
	// language and the operator gear.
	SetupTop() fyne.CanvasObject
	// TeachSetupRow is the form's "learn as you play" row.
	TeachSetupRow(low bool) fyne.CanvasObject
	// HowToPlayButton opens the "how to play" overview.
	HowToPlayButton() *widgets.Tile
	// PhysPaged cuts a game's set-up instructions into pages that fit the
	// window and returns the page on screen, laid out by lay.
	PhysPaged(all []string, lay PhysLayout) fyne.CanvasObject
	// PhysBottom is the lower part of a set-up page: its instructions,
	// the page buttons and the phone seats' tabs and QR code.
	PhysBottom(instructions []string, page, pages int, o PhysTabs) (fyne.CanvasObject, *container.Scroll)
	// OverviewPage is the overview page id with its words and picture.
	OverviewPage(id string, picture func() fyne.CanvasObject) OverviewPage
	// OverviewTable is the overview's picture of who does what at the
	// table, with youDo the players' part.
	OverviewTable(youDo string) fyne.CanvasObject
}

// Tips is what a board's screens ask of the shell's teaching tip.
type Tips interface {
	// Lit lights obj when the teaching tip on screen is about place.
	Lit(place teach.Place, obj fyne.CanvasObject) fyne.CanvasObject
	// About reports whether the teaching tip on screen is about place.
	About(place teach.Place) bool
	// Band is the height the teaching tip on screen takes laid out at
	// width within room: 0 when no tip shows, or when its place is not
	// one the screen has asked to light so far (Lit) — a tip points only
	// at a place the screen draws, and waits for one that does. So a
	// screen asks once it has built its places. A tip taller than room
	// shows in pages inside it ("1/2 →", Got it on the last page), at
	// least TipPagedH high. A game screen reserves a band that high in
	// its own layout (TipBand: the room comes from what the screen can
	// spare, the round bar's row and the train above its floor, never its
	// words, its buttons or their places) and the tip is drawn in it,
	// over none of the train, the words or the buttons.
	Band(width, room float32) float32
}

// TipPagedH is the lowest band (design px) a tip shows in, in pages: two
// lines of words at the 13 px floor beside a row of 40 px buttons — the
// round bar's row.
const TipPagedH = 44

// TipBandName names the wordless tile a screen reserves for the tip on
// screen (Tips.Band).
const TipBandName = "band:tip"

// TipTop is a game screen's top row while a tip shows (nil when none
// does): the tip's band (TipBand) in the round bar's row, the operator
// gear at its end; width is the row's, room the height the row may take.
func TipTop(t Tips, gear fyne.CanvasObject, width, gap, room float32) fyne.CanvasObject {
	band := TipBand(t, width-gear.MinSize().Width-gap, room)
	if band == nil {
		return nil
	}
	return widgets.Cols([]float32{1, 0}, gap, band, widgets.Rows([]float32{0, 1}, 0, gear, layout.NewSpacer()))
}

// TipBand is the band a screen reserves for the tip on screen at width
// within room (Tips.Band): a wordless tile named TipBandName that high,
// nil when no tip shows on the screen. Ask it once the screen's places
// are built.
func TipBand(t Tips, width, room float32) fyne.CanvasObject {
	h := t.Band(width, room)
	if h <= 0 {
		return nil
	}
	mark := widgets.NewTile(color.Transparent) // no words: the tip's place
	mark.Name = TipBandName
	return widgets.Fixed(fyne.NewSize(width, h), mark)
}

// HostKit is a Host with its drawing kit at hand: a board keeps one
// (WithKit) and calls the kit's Button, Label, U… and the host's Table,
// Toast… on it alike.
type HostKit struct {
	Host
	*Kit
}

// WithKit is h with its drawing kit (h.Draw()) at hand.
func WithKit(h Host) HostKit { return HostKit{Host: h, Kit: h.Draw()} }
