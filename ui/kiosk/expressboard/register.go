package expressboard

import (
	"fmt"

	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// The capabilities the board has beyond the core kit.Board: a lost one
// (a renamed method) is a compile error, not a quiet default of the shell.
var _ interface {
	kit.Board
	kit.Narrator
	kit.Historian
	kit.FormResetter
	kit.Tipper
	kit.Welcomer
	kit.Toolbox
	kit.Overviewer
	kit.Chooser
	kit.Speaking
} = (*Board)(nil)

// Colt Express's one registration with the kiosk: the chooser's first
// button, the board, the demo screens, the "how to play" pages (the base
// game's, then the page Horses & Stagecoach adds) and the modules a table
// may be new to.
func init() {
	overview := make([]kit.OverviewDemo, 0, OverviewBasePages+1)
	for i := 1; i <= OverviewBasePages; i++ {
		overview = append(overview, kit.OverviewDemo{Screen: fmt.Sprintf("overview-%d", i), Page: i - 1})
	}
	// the form with Horses & Stagecoach on, at the page after the base game's
	overview = append(overview, kit.OverviewDemo{Screen: "overview-horses", Page: OverviewBasePages, Form: "overview-horses"})
	kit.MustRegister(kit.Game{
		Name:  express.GameName,
		Order: 0,
		Choice: func(lang string) (string, string) {
			l, _ := i18n.ParseLang(lang)
			return i18n.T(l, "game.title", nil), i18n.T(l, "super.chooseExpress", nil)
		},
		New:         New,
		DemoScreens: DemoScreens,
		Demo: func(t *table.Table, seed uint64, screen string) (func(kit.Board), bool, error) {
			fn, ok, err := PrepareDemo(t, seed, screen)
			if fn == nil {
				return nil, ok, err
			}
			return func(b kit.Board) { fn(b.(*Board)) }, ok, err
		},
		Overview: overview,
		Teach:    true,
		Modules:  []teach.Module{teach.Experts, teach.Teams, teach.TwoBandits, teach.TwoPlayers, teach.Horses, teach.Car},
	})
}
