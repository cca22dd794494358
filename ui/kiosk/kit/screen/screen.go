// Package screen is the game-independent part of the kiosk's screen model
// (docs/design.md, "The screen model"): the plain values every game's
// board builds its screens from — a Choice (a tap as a value), a seat's
// Colours and Look — and Choices, a list of choices found by name. Each
// game's own screen values (ui/kiosk/superboard/screen,
// ui/kiosk/expressboard/screen) are built on these; nothing here holds a
// Fyne type or knows a game.
package screen

import "image/color"

// Choice is one thing a player can tap on a screen: its name (the tile's
// name on screen, which tests and the shell find it by), its words, and
// what a tap does. A choice shown but not open yet (a stack before three
// cards are picked) is Off: Tap does nothing.
type Choice struct {
	Name  string
	Label string
	Off   bool
	On    bool // the option chosen (a selected button)
	Do    func()
}

// Tap does what a tap on the choice does (nothing when it is off or empty).
func (c Choice) Tap() {
	if c.Off || c.Do == nil {
		return
	}
	c.Do()
}

// Open reports whether a tap on the choice does something.
func (c Choice) Open() bool { return !c.Off && c.Do != nil }

// Choices are a screen's choices in reading order.
type Choices []Choice

// Find is the choice named name (false: none).
func (cs Choices) Find(name string) (Choice, bool) {
	for _, c := range cs {
		if c.Name == name {
			return c, true
		}
	}
	return Choice{}, false
}

// Names are the choices' names, in order.
func (cs Choices) Names() []string {
	out := make([]string, 0, len(cs))
	for _, c := range cs {
		out = append(out, c.Name)
	}
	return out
}

// Colours are a seat's pawn colours: the fill and the ink on it.
type Colours struct{ Fill, Ink color.NRGBA }

// Look is how a seat is shown: its bandit's name and colours.
type Look struct {
	Name string
	Colours
}
