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
	// SetupScreen is the body of this game's new-game form, with the
	// shell's parts (f) where the game's layout puts them; the shell
	// frames it: the game and language choice and the operator gear on
	// top, the toast under it.
	SetupScreen(f FormParts) fyne.CanvasObject
	// PhysicalScreen tells the table how to set up the box for the game
	// just started: what the screen holds; the shell frames it (its title
	// bar and gear, the instructions cut into pages that fit, the page
	// buttons, the phone seats' tabs and QR codes).
	PhysicalScreen() Physical
	// GameScreen is the in-game screen: narration, the secret choices
	// behind the curtain, the table, the final scores (a titled page the
	// shell frames, or the board's own layout: Screen).
	GameScreen() Screen
	// EndedScreen shows a game the operator ended early, with the result
	// the table gave (the game's own result type, or nil).
	EndedScreen(result any) Screen
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
// FormParts.HowToPlay.
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

// OverviewPage is one page of the "how to play" overview as a board gives
// it: its demo and test name, its words and its picture. The shell frames
// it (title, page count, the picture's panel, the words, the page buttons).
type OverviewPage struct {
	Name string // demo and test name ("train", "super.plan", "module.horses")
	// Title and Text are the page's words; empty, the shell's own:
	// kiosk.overview.<Name>.title and .text.
	Title, Text string
	// Picture draws the page's picture; nil, or one that draws nothing
	// (returns nil), shows the shell's picture of who does what at the
	// table, with YouDo (a kiosk string's key) the players' part.
	Picture func() fyne.CanvasObject
	YouDo   string
}

// Screen is a game screen as its board gives it. Without a Title, Body
// is the whole screen in the board's own layout, with a slot for the
// shell's operator gear (Kit.GearSlot; without one the shell puts the
// gear at the top right corner) and one for its toast line
// (Kit.ToastSlot) where the layout has them. With one, it is a titled
// page the shell frames (the scores, a game ended early): its title bar
// (the title, Middle between it and the operator gear) over Rows, shared
// out by Weights (0: a row's least height), Gap design px apart, the page
// Pad design px in from the window's edges; a row may hold the toast's
// slot.
type Screen struct {
	Body fyne.CanvasObject

	Title    string
	Middle   fyne.CanvasObject
	Rows     []fyne.CanvasObject
	Weights  []float32
	Gap, Pad float32
	// WithTip, when set, gives a titled page's rows (the shell's title bar
	// first) and weights their form while a teaching tip shows: the board
	// puts the tip's band under the title bar or in its row (TipTop, with
	// Kit.GearSlot for the gear), from the room its own rows can spare.
	WithTip func(rows []fyne.CanvasObject, weights []float32) ([]fyne.CanvasObject, []float32)
}

// FormParts are the shell's parts of a new-game form that a board places
// in its body (Board.SetupScreen): the "learn as you play" row (low: the
// lower one, in a hint's place beside HowToPlay) and the button that opens
// the "how to play" overview. Each call makes a new one.
type FormParts struct {
	Teach     func(low bool) fyne.CanvasObject
	HowToPlay func() *widgets.Tile
}

// Physical is a game's set-up screen as its board gives it: its title, its
// picture (the train laid out) over its instructions, the picture's and
// the instructions' shares of the height, and how its phone seats' tabs
// look. The shell cuts the instructions into pages that fit the window
// and frames each page: the title bar with the operator gear, the
// instructions, Next / Back / Begin, the tabs and the chosen seat's QR
// code.
type Physical struct {
	Title        string
	Instructions []string
	// Picture is drawn over the instructions on every page (nil: none,
	// the instructions take the page).
	Picture func() fyne.CanvasObject
	// PictureWeight and BottomWeight share the height below the title
	// bar between the picture and the instructions.
	PictureWeight, BottomWeight float32
	Tabs                        PhysTabs
}

// PhysTabs says how a game's set-up screen names the phone seats whose QR
// codes it shows: each seat's tab (nil: the seat's number), the tabs per
// row, whether a lone seat gets a tab too, whether the QR code has a
// caption, and the Back button's words.
type PhysTabs struct {
	Tab       func(engine.Seat) *widgets.Tile
	Cols      int
	LonelyTab bool
	Caption   bool
	Back      string
}

// Host is what a board may ask of the shell: the drawing kit, the table
// (the seats' modes and whether a game is live are the table's: SeatMode,
// Live), the language on screen, a new game's seed, the toast,
// the table button, and three small capabilities of their own (Nav: the
// shell's screens; Operator: what an operator tool asks; Phones). The
// shell frames the new-game form (FormParts), the set-up pages (Physical),
// the "how to play" pages (OverviewPage) and a titled game page (Screen)
// itself, and draws its operator gear and toast line in the slots the
// other game screens leave for them (Kit.GearSlot, Kit.ToastSlot); those
// screens still ask for the teaching tips' light and the sizes they fit
// (Tips, ContentSize).
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
	// Phones is what a board asks of the phones: whether they can join, a
	// seat's join code.
	Phones() Phones
	// Seed draws the seed of a new game.
	Seed() (uint64, error)
	// Toast shows a short message on the screen.
	Toast(msg string)
	// Nav is the shell's navigation: which of its screens is up, moving
	// between them, a board's own panel over them.
	Nav() Nav
	// Continue is the table button (the on-screen Continue, Space): it
	// answers a teaching tip first, then turns the narration.
	Continue()
	// Operator is what a game's operator tool asks of the shell.
	Operator() Operator
	// Canvas is the window's canvas: its size and its pixels per design
	// pixel on the glass.
	Canvas() fyne.Canvas

	// ContentSize is the size a game screen gets (the window less the
	// banners and the on-screen LEDs).
	ContentSize() fyne.Size
	// Tips is what a screen asks of the teaching tip on show.
	Tips() Tips
}

// Nav is the shell's navigation as a board asks it (Host.Nav): which
// screen is up and the moves between the shell's screens a board's taps
// and demo screens request.
type Nav interface {
	// OnGameScreen reports whether the in-game screen is up (not the
	// set-up form, the physical set-up or the welcome screen).
	OnGameScreen() bool
	// ShowGame, ShowPhysical and ShowSetup put the in-game screen, the
	// physical set-up (at page, 0: the first) or game's new-game form on
	// screen; NewGameForm opens a fresh form of game (a game's end);
	// ClearEnded forgets a game the operator ended early.
	ShowGame()
	ShowPhysical(page int)
	ShowSetup(game string)
	NewGameForm(game string)
	ClearEnded()
	// ResumeGame is the new-game form's "Back to the game": the game in
	// play, or its set-up pages while they are not finished.
	ResumeGame()
	// ShowHelp opens the rules help, worded by words in the language on
	// screen whenever it is drawn.
	ShowHelp(words func() (title, text string))
	// ShowOverlay puts a board's own panel over the screen (the last
	// moves), drawn by draw at every render until CloseOverlay or a tap
	// on its backdrop (the drawing kit's Dialog frames such a panel).
	ShowOverlay(draw func() fyne.CanvasObject)
	CloseOverlay()
}

// Phones is what a board asks of the phones (Host.Phones).
type Phones interface {
	// Available reports whether phones can join.
	Available() bool
	// QR is the join QR code of a phone seat (caption: its name and
	// whether its phone has come, over it).
	QR(seat engine.Seat, caption bool) fyne.CanvasObject
}

// Operator is what a game's tool in the operator menu (Toolbox) asks of
// the shell (Host.Operator).
type Operator interface {
	// RoundCards is the operator's card data (round_cards_file; nil: the
	// printed cards) and the corrections file the round-card editor
	// writes ("": none, edits last until the kiosk stops).
	RoundCards() (data []byte, override string)
	// Banner puts a message for the operator at the top of every screen
	// until it is dismissed (a corrections file that cannot be used).
	Banner(msg string)
	// ShowOperator goes back to the operator menu (from a game's tool).
	ShowOperator()
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
