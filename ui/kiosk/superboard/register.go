package superboard

import (
	"fmt"

	"colt/engine/super"
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

// Colt Super Express's one registration with the kiosk: the chooser's
// second button, the board, the demo screens, the "how to play" pages and
// the module a table may be new to.
func init() {
	overview := make([]kit.OverviewDemo, 0, OverviewPageCount)
	for i := 1; i <= OverviewPageCount; i++ {
		overview = append(overview, kit.OverviewDemo{Screen: fmt.Sprintf("overview-super-%d", i), Page: i - 1})
	}
	kit.MustRegister(kit.Game{
		Name:  super.GameName,
		Order: 10,
		Choice: func(lang string) (string, string) {
			l, _ := i18n.ParseLang(lang)
			return i18n.T(l, "super.title", nil), i18n.T(l, "super.choose", nil)
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
		Modules:  []teach.Module{teach.Super},
	})
}
