package teach

import (
	"colt/engine/express"
	"colt/engine/super"
)

// Teaches reports whether the teacher knows game (its engine/games name):
// the box's two games, Colt Express and Colt Super Express. A host asks
// it before feeding a game's updates to Shared.
func Teaches(game string) bool { return game == express.GameName || game == super.GameName }

// ModulesOf are the modules of game a table may be new to, in the order
// of the set-up screen's "new to a module" switches; any other name (no
// game chosen yet) is Colt Express's.
func ModulesOf(game string) []Module {
	if game == super.GameName {
		return []Module{Super}
	}
	return []Module{Experts, Teams, TwoBandits, TwoPlayers, Horses, Car}
}
