// Package screen is Colt Super Express's screen model (issue 33): what
// each screen of the board shows, as plain values — the train (each
// card's title and loot, each floor's pawns with their names, colours,
// facing and whether they lie stunned), the secret stack being made, the
// handoff curtain, the narration page, the table waiting for the others
// and the ranking — with every word already worded in the language on
// screen (ui/i18n) and every choice a value that can be tapped (Choice).
//
// The contract: the board (ui/kiosk/superboard) turns the table into a
// Screen and nothing else; a renderer draws a Screen with Fyne, adding
// only the shell's frame (the gear, the toast, the teaching tip's light)
// and layout (sizes, line breaks, pages that fit the window); the voice
// says a Screen's words; a test plays whole games by reading a Screen
// and tapping its Choices, with no widget tree. Nothing here holds a
// Fyne type. Its generic part — Choice, Colours, Look — is the kiosk's
// (ui/kiosk/kit/screen), which Colt Express's screen values share.
package screen

import (
	"colt/engine"
	"colt/engine/super"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// Kind is which screen of a game is on show.
type Kind int

const (
	None    Kind = iota // no game screen (no game on the table)
	Curtain             // the handoff curtain: pass the screen to a seat
	Stack               // a screen seat's secret stack
	Table               // the table while phones and bots stack
	Step                // a narration page: a card turned over, a round's end
	Ranking             // the end: the ranking (or the standing of a game ended early)
)

// Pawn is one bandit on a floor of the train.
type Pawn struct {
	Seat engine.Seat
	Name string
	kitscreen.Colours
	Facing  super.Facing // the way it faces
	Stunned bool         // lying down
}

// Car is one card of the train: its title ("Wagon 3", "Locomotive",
// "Caboose 8"), its loot value worded (the set-up's train; "" none) and
// each floor's line of pawns from the locomotive's side to the caboose's.
type Car struct {
	Index         int
	Title         string
	Loot          string
	Loco, Caboose bool
	Roof, Inside  []Pawn
}

// Train is the train, the locomotive first.
type Train []Car

// Bandit is one bandit's standing beside the train: on it or out (and
// when), and its loot.
type Bandit struct {
	Seat engine.Seat
	Name string
	kitscreen.Colours
	Out    bool
	Status string // "On the train · no loot"
}

// CurtainScreen hands the screen to the seat that owes its stack.
type CurtainScreen struct {
	Seat engine.Seat
	Name string
	kitscreen.Colours
	Title  string           // the round's planning (a tap explains it: RoundHelp)
	Pass   string           // "Pass the screen to"
	Look   string           // "Everyone else, look away"
	Reveal kitscreen.Choice // the seat's "Tap to see your cards"
}

// HandCard is one card of the seat's hand on the stacking screen.
type HandCard struct {
	Card  super.Card
	Name  string
	Order int              // its place in the stack (1–3), 0: not picked
	Pick  kitscreen.Choice // a tap picks it (or takes it out again)
	Help  kitscreen.Choice // the strip under it: its rule
}

// Slot is one place of the stack, top first.
type Slot struct {
	Text   string
	Filled bool
	Help   kitscreen.Choice // a filled slot's card rule
}

// StackScreen is a screen seat's secret plan.
type StackScreen struct {
	Seat engine.Seat
	Name string
	kitscreen.Colours
	Title      string // the round's planning (RoundHelp)
	Prompt     string
	Hand       []HandCard
	Slots      []Slot
	StackLabel string
	Aside      string // the card left out, once three are picked
	Clear      kitscreen.Choice
	Commit     kitscreen.Choice // off until three cards are picked
}

// TableScreen is the table while phones and bots stack.
type TableScreen struct {
	Waiting  string      // who the table waits for ("" none)
	Thinking string      // a bot thinking ("" none)
	QR       engine.Seat // the phone seat whose join code shows (NoSeat: none)
	Bandits  []Bandit
}

// StepKind is what a narration page tells.
type StepKind int

const (
	CardTurned StepKind = iota // a card turned over and what it did
	RoundEnd                   // the caboose unhooked, its loot, the next round
)

// StepScreen is a narration page: the card turned over (or the round's
// end), large, its pawn instructions and Continue.
type StepScreen struct {
	Kind StepKind
	// Title is the page's title: the card turned over, or the round's end.
	Title string
	// Card is the big card's words (its bandit, the card, its place in
	// the stack; the round's end: the round), in Colours.
	Card []string
	kitscreen.Colours
	CardHelp kitscreen.Choice // a tap on the big card explains it
	// Lines are every instruction of the step, in order; a renderer may
	// show them on several pages (Page).
	Lines []string
	// Train is the train once the step is done.
	Train    Train
	Continue kitscreen.Choice
}

// Page is the instructions a page listing Lines[from:to] shows: a
// round's end already titled by its first line does not repeat it.
func (s *StepScreen) Page(from, to int) []string {
	to = max(0, min(to, len(s.Lines)))
	lines := s.Lines[min(max(from, 0), to):to]
	if s.Kind == RoundEnd && len(lines) > 0 && lines[0] == s.Title {
		lines = lines[1:]
	}
	return lines
}

// RankRow is one player on the ranking.
type RankRow struct {
	Seat  engine.Seat
	Place string // "1st"; "" for a game ended early
	Name  string
	kitscreen.Colours
	Line   string // how they ended
	Winner bool
}

// RankingScreen is the end of a game: how it was won (Note) and every
// player in order; a game ended early: the operator's note and the
// standing. Quiet: a game over with no result, which the voice does not
// read.
type RankingScreen struct {
	Title string
	Note  string
	Early bool // no result: Note is the operator's note, Rows the standing
	Quiet bool
	Rows  []RankRow
	Same  kitscreen.Choice // same players again
	Again kitscreen.Choice // a new game
}

// PhysicalScreen is the set-up of the box: its title, every instruction
// (a renderer cuts them into pages that fit), the train with each card's
// loot, and each seat's look (the phone seats' tabs).
type PhysicalScreen struct {
	Title        string
	Instructions []string
	Train        Train
	Seats        []kitscreen.Look // by seat
}

// Form is the new-game form: how many players (Counts, the one chosen
// On), who plays each seat, the game's one-line summary, an error from
// the last Start, Start, and over a game in play "Back to the game".
type Form struct {
	PlayersLabel string
	Counts       []kitscreen.Choice // "players:N"
	Seats        []FormSeat
	Help         string
	Err          string
	Start        kitscreen.Choice
	Resume       kitscreen.Choice // Name "": no game in play
}

// FormSeat is one seat of the form: its label and its modes ("mode:i:m":
// the screen, a phone, a bot — each tap on Bot steps through the levels,
// which BotLines words).
type FormSeat struct {
	Label    string
	Modes    []kitscreen.Choice
	BotLines []string
}

// Choices are every choice on the form, in reading order.
func (f *Form) Choices() kitscreen.Choices {
	var out kitscreen.Choices
	for _, s := range f.Seats {
		out = append(out, s.Modes...)
	}
	out = append(out, f.Counts...)
	if f.Resume.Name != "" {
		out = append(out, f.Resume)
	}
	return append(out, f.Start)
}

// Screen is one game screen of Colt Super Express, as values.
type Screen struct {
	Kind Kind
	// Round is the round on show; RoundHelp the round's tile (its words:
	// "Round 2", or the round's planning on the curtain and the stack; a
	// tap explains the part of the round on show); Title the bar's title.
	Round     int
	Title     string
	RoundHelp kitscreen.Choice
	// Train is the train on show (the stacking screen, the table, a
	// narration page's after the step).
	Train Train
	// Log is fast mode's latest instructions (nil: none shown).
	Log []string

	Curtain *CurtainScreen
	Stack   *StackScreen
	Table   *TableScreen
	Step    *StepScreen
	Ranking *RankingScreen
}

// Choices are every choice on the screen, in reading order.
func (s *Screen) Choices() kitscreen.Choices {
	var out kitscreen.Choices
	add := func(cs ...kitscreen.Choice) {
		for _, c := range cs {
			if c.Name != "" {
				out = append(out, c)
			}
		}
	}
	add(s.RoundHelp)
	switch {
	case s.Curtain != nil:
		add(s.Curtain.Reveal)
	case s.Stack != nil:
		for _, c := range s.Stack.Hand {
			add(c.Pick, c.Help)
		}
		for _, sl := range s.Stack.Slots {
			add(sl.Help)
		}
		add(s.Stack.Clear, s.Stack.Commit)
	case s.Step != nil:
		add(s.Step.CardHelp, s.Step.Continue)
	case s.Ranking != nil:
		add(s.Ranking.Same, s.Ranking.Again)
	}
	return out
}

// Choice is the choice named name on the screen.
func (s *Screen) Choice(name string) (kitscreen.Choice, bool) {
	return s.Choices().Find(name)
}
