package kiosk

import (
	"fmt"

	"colt/engine/table"
	"colt/ui/kiosk/kit"
)

// shellDemoScreens are the shell's own demo screens: the operator's, the
// welcome screen's.
var shellDemoScreens = []string{"operator", "operator-undo", "attract", "pin"}

// DemoScreens are the screens PrepareDemo can open: each registered game's
// (its board's demo screens, kit.Game.DemoScreens), the shell's own (the
// operator's, the welcome screen), the teaching tips' (demo_teach.go) and
// the "how to play" overview's pages of each game (overview.go).
func DemoScreens() []string {
	var out, overview []string
	for i, g := range kit.Games() {
		out = append(out, g.DemoScreens...)
		if i == 0 {
			out = append(out, shellDemoScreens...)
		}
		for _, o := range g.Overview {
			overview = append(overview, o.Screen)
		}
	}
	out = append(out, teachDemoScreens...)
	return append(out, overview...)
}

// ApplyDemo runs what PrepareDemo returned on the kiosk and draws it.
func ApplyDemo(k *Kiosk, fn func(*Kiosk)) {
	fn(k)
	k.render()
}

// PrepareDemo plays a seeded game on t (which should live in a scratch
// folder) up to the named screen and returns what to do to a kiosk built
// on t afterwards to show that screen. screenshots.sh and the benchmarks
// use it through --demo-screen so they need no clicking.
func PrepareDemo(t *table.Table, screen string, seed uint64) (func(*Kiosk), error) {
	d := &demo{t: t, seed: seed}
	return d.prepare(screen)
}

// demo prepares a demo screen on a table.
type demo struct {
	t    *table.Table
	seed uint64
}

func (d *demo) prepare(screen string) (func(*Kiosk), error) {
	if fn, ok, err := d.prepareOverview(screen); ok { // the "how to play" overview (overview.go)
		return fn, err
	}
	if fn, ok, err := d.prepareTeach(screen); ok { // teaching tips over the other screens (demo_teach.go)
		return fn, err
	}
	for _, g := range kit.Games() { // each game's own screens
		if g.Demo == nil {
			continue
		}
		if fn, ok, err := g.Demo(d.t, d.seed, screen); ok {
			return func(k *Kiosk) {
				if fn != nil {
					fn(k.boardFor(g.Name).Board)
				}
			}, err
		}
	}
	switch screen {
	case "operator": // the operator menu over a game
		game, err := d.prepare("table")
		return func(k *Kiosk) {
			if game != nil {
				game(k)
			}
			k.nav.overlay = overlayOperator
		}, err
	case "operator-undo": // the operator menu's answer to Undo, at its top (issue 34)
		game, err := d.prepare("table-teams") // a game with moves to take back
		return func(k *Kiosk) {
			if game != nil {
				game(k)
			}
			k.nav.overlay = overlayOperator
			k.op.undoOne()
		}, err
	case "attract":
		return func(k *Kiosk) { k.nav.screen = screenAttract }, nil
	case "pin": // the operator's PIN pad, its hint for staff
		return func(k *Kiosk) { k.nav.screen = screenAttract; k.op.open() }, nil
	}
	return nil, fmt.Errorf("unknown demo screen %q", screen)
}
