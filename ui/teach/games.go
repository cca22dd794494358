package teach

import (
	"errors"
	"fmt"
	"slices"
	"sync"
)

// The games the teacher teaches come from their registration: a game's
// kiosk board registers the game (kit.Register), which registers here the
// modules of the game a table may be new to. The teacher lists no game by
// hand.
var (
	gamesMu sync.Mutex
	taught  = map[string][]Module{}
)

// Register tells the teacher it teaches game (its engine/games name) and
// which of its modules a table may be new to, in the order of the set-up
// screen's "new to a module" switches. It refuses an empty name, a game
// registered already, the base game or a module of which no concept is
// taught, and a module another game offers; a refused game changes
// nothing.
func Register(game string, modules []Module) error {
	if game == "" {
		return errors.New("teach.Register: the game has no name: give its engine/games name")
	}
	have := map[Module]bool{}
	for _, d := range concepts {
		have[d.module] = true
	}
	gamesMu.Lock()
	defer gamesMu.Unlock()
	if _, ok := taught[game]; ok {
		return fmt.Errorf("teach.Register %q: registered already", game)
	}
	for i, m := range modules {
		switch {
		case m == Base:
			return fmt.Errorf("teach.Register %q: the base game is no module a table is new to: leave %q out", game, m)
		case !have[m]:
			return fmt.Errorf("teach.Register %q: no concept of the module %q is taught: add its concepts first", game, m)
		case slices.Contains(modules[:i], m):
			return fmt.Errorf("teach.Register %q: the module %q is listed twice", game, m)
		}
		for other, ms := range taught {
			if slices.Contains(ms, m) {
				return fmt.Errorf("teach.Register %q: the module %q is %s's already", game, m, other)
			}
		}
	}
	taught[game] = slices.Clone(modules)
	return nil
}

// Unregister forgets a game registered for one test.
func Unregister(game string) {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	delete(taught, game)
}

// Teaches reports whether the teacher knows game (a registered game). A
// host asks it before feeding a game's updates to Shared.
func Teaches(game string) bool {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	_, ok := taught[game]
	return ok
}

// ModulesOf are the modules of game a table may be new to, in the order
// of the set-up screen's "new to a module" switches; none for a game the
// teacher does not know.
func ModulesOf(game string) []Module {
	gamesMu.Lock()
	defer gamesMu.Unlock()
	return slices.Clone(taught[game])
}
