// Package toyboard is the kiosk's board of Odds and Evens (package
// engine/enginetest/toy), a game the box does not sell: the proof that a
// game joins the kiosk with only its own registration (issue 33). Its init
// registers the game with the table (engine/games) and with the kiosk
// (kit.Register: its place in the chooser, its words there and its board);
// the shell (ui/kiosk) is not changed for it, and the program (cmd/kiosk)
// does not import it — its tests do.
package toyboard

import (
	"colt/engine"
	"colt/engine/enginetest/toy"
	"colt/engine/games"
	"colt/ui/kiosk/kit"
)

// Title and Sub are the chooser button's two lines (a game for tests: in
// English only).
const (
	Title = "Odds and Evens"
	Sub   = "a game for tests"
)

// Odds and Evens's one registration: with the table (its registry line)
// and with the kiosk, after the box's games in the chooser. It has no demo
// screens, no "how to play" pages and nothing to teach.
func init() {
	if err := games.Register(games.Of(toy.Spec, nil)); err != nil {
		panic(err)
	}
	kit.MustRegister(kit.Game{
		Name:   toy.Name,
		Order:  100,
		Choice: func(string) (string, string) { return Title, Sub },
		New:    func(h kit.Host) kit.Board { return &Board{k: kit.WithKit(h), shown: engine.NoSeat} },
	})
}
