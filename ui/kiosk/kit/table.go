package kit

import (
	"colt/engine"
	"colt/engine/table"
)

// SeatMode is how seat plays the game on t: the screen, a phone, a bot
// (Handoff for a seat the table does not list). The shell and the boards
// read it off the table alike.
func SeatMode(t *table.Table, seat engine.Seat) table.SeatMode {
	for _, si := range t.Seats() {
		if si.Seat == seat {
			return si.Mode
		}
	}
	return table.Handoff
}

// Live reports whether a game is in progress on t: loaded and not over.
func Live(t *table.Table) bool {
	if !t.Playing() {
		return false
	}
	g := t.Game()
	return g != nil && !g.Over()
}
