package launch

// The games this kiosk ships: importing a game's board package registers
// the game with the kiosk (kit.Register) — the chooser, the board, the
// demo screens, the "how to play" pages, the modules to teach. The shell
// (ui/kiosk) imports no game; a game the box adds is one line here.
import (
	_ "colt/ui/kiosk/expressboard" // Colt Express
	_ "colt/ui/kiosk/superboard"   // Colt Super Express
)
