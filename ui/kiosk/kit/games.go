package kit

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"colt/engine/table"
	"colt/ui/teach"
)

// Game is one game of the box as the kiosk knows it: its one registration
// (Register), made by the game's board package. From it the shell (which
// imports no game) draws the game chooser of the set-up form, makes the
// game's board, lists and opens the game's demo screens (--demo-screen,
// the goldens, the readability check) and its "how to play" pages, and
// tells the teacher (ui/teach) which modules of the game a table may be
// new to.
type Game struct {
	// Name is the game's engine/games name ("express", "super"): the
	// table's game name and the set-up form's.
	Name string
	// Order places the game in the chooser, lowest first; the lowest is
	// the box's own game, the set-up form's before any choice.
	Order int
	// Choice is the chooser button's two lines in lang (the kiosk's
	// language code: en, fr, nl, it): the game's name and a few words.
	Choice func(lang string) (title, sub string)
	// New makes the game's board, once per kiosk.
	New func(h Host) Board

	// DemoScreens are the game's own demo screens, opened by Demo.
	DemoScreens []string
	// Demo plays a seeded game on t (a scratch table) up to screen and
	// returns what then puts that screen up, given the game's board (made
	// by New); ok is false for a screen that is not the game's. Nil: the
	// game has no demo screens.
	Demo func(t *table.Table, seed uint64, screen string) (fn func(Board), ok bool, err error)
	// Overview are the "how to play" pages as demo screens.
	Overview []OverviewDemo

	// Modules are the modules of the game a table may be new to (the
	// set-up form's "new to a module" switches), in their order; Teach
	// says the teacher knows the game (ui/teach has its concepts).
	Teach   bool
	Modules []teach.Module
}

// OverviewDemo is a page of a game's "how to play" overview as a demo
// screen: the screen's name, the page (0: the first) and Form, the game's
// own demo screen that drafts the set-up form first ("": the fresh form).
type OverviewDemo struct {
	Screen string
	Page   int
	Form   string
}

var (
	gamesMu sync.Mutex
	games   []Game
)

// Register adds a game to the kiosk: a game's board package calls it once,
// in its init, and the program imports the board packages of the games it
// ships. It refuses a game without a name, a board or a chooser's words, a
// name already registered, and a demo screen another game already has; the
// teacher's registration (teach.Register) may
// refuse its modules. A refused game changes nothing.
func Register(g Game) error {
	switch {
	case g.Name == "":
		return errors.New("kit.Register: the game has no name: give its engine/games name")
	case g.New == nil:
		return fmt.Errorf("kit.Register %q: no board: give New, the function that makes the game's board", g.Name)
	case g.Choice == nil:
		return fmt.Errorf("kit.Register %q: no chooser words: give Choice, the chooser button's lines", g.Name)
	case len(g.DemoScreens) > 0 && g.Demo == nil:
		return fmt.Errorf("kit.Register %q: demo screens without Demo to open them", g.Name)
	}
	gamesMu.Lock()
	defer gamesMu.Unlock()
	taken := map[string]string{}
	for _, o := range games {
		if o.Name == g.Name {
			return fmt.Errorf("kit.Register %q: a game of that name is registered already", g.Name)
		}
		for _, s := range o.screens() {
			taken[s] = o.Name
		}
	}
	for _, s := range g.screens() {
		if by, ok := taken[s]; ok {
			return fmt.Errorf("kit.Register %q: the demo screen %q is %s's already: name it after the game", g.Name, s, by)
		}
		taken[s] = g.Name
	}
	if g.Teach {
		if err := teach.Register(g.Name, g.Modules); err != nil {
			return fmt.Errorf("kit.Register %q: %w", g.Name, err)
		}
	}
	games = append(games, g)
	slices.SortStableFunc(games, func(a, b Game) int { return a.Order - b.Order })
	return nil
}

// MustRegister is Register for a board package's init: a refused game
// stops the program with Register's error.
func MustRegister(g Game) {
	if err := Register(g); err != nil {
		panic(err)
	}
}

// Unregister removes a game registered for one test (and its teaching
// registration): the games after it keep their order.
func Unregister(name string) {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	games = slices.DeleteFunc(games, func(g Game) bool { return g.Name == name })
	teach.Unregister(name)
}

// screens are the game's demo screens, its overview pages included.
func (g Game) screens() []string {
	out := slices.Clone(g.DemoScreens)
	for _, o := range g.Overview {
		out = append(out, o.Screen)
	}
	return out
}

// Games lists the registered games in the chooser's order.
func Games() []Game {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	return slices.Clone(games)
}

// GameOf is the registered game of that name; false: none.
func GameOf(name string) (Game, bool) {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	for _, g := range games {
		if g.Name == name {
			return g, true
		}
	}
	return Game{}, false
}
