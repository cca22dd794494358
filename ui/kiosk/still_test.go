package kiosk

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"colt/engine/bot"
	"colt/engine/super"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
)

// target is where a touch target is on the window.
type target struct {
	at   fyne.Position
	size fyne.Size
}

// targets are the touch targets on screen (named tiles that act on a tap),
// by name, where they are on the window.
func (r *rig) targets() map[string]target {
	out := map[string]target{}
	for _, tl := range r.tiles("") {
		if tl.Name == "" || tl.OnTapped == nil || tl.Name == "backdrop" {
			continue
		}
		if r.k.nav.overlay == overlayOperator && !strings.HasPrefix(tl.Name, "op:") {
			continue // under the menu: out of the finger's reach
		}
		at, size := rectOf(tl)
		out[tl.Name] = target{at, size}
	}
	return out
}

// tapStill taps each target of seq in turn and fails when a tap moved or
// resized any target that is on screen before and after it — above all the
// one the next tap aims at, which must still be there.
func (r *rig) tapStill(what string, seq []string) {
	r.t.Helper()
	for i, name := range seq {
		before := r.targets()
		if _, ok := before[name]; !ok {
			r.t.Fatalf("%s: tap %d: no %q on screen: %v", what, i+1, name, r.names())
		}
		r.tap(name)
		after := r.targets()
		if i+1 < len(seq) {
			next := seq[i+1]
			if _, ok := after[next]; !ok {
				r.t.Errorf("%s: after %s the next target %s is gone", what, name, next)
			}
		}
		for n, was := range before {
			if now, ok := after[n]; ok && now != was {
				r.t.Errorf("%s: tap %d (%s) moved %s from %v %v to %v %v", what, i+1, name, n, was.at, was.size, now.at, now.size)
			}
		}
	}
}

// botsInARow is the taps that make every seat a bot, one after the other,
// then step some levels, put a seat back on the screen and make it a bot
// again: prefix names the seats' mode buttons ("mode:", "op:seat:").
func botsInARow(prefix string, first, players int) []string {
	var seq []string
	b := func(s int, m table.SeatMode) string { return fmt.Sprintf("%s%d:%s", prefix, s, m) }
	for s := first; s < players; s++ {
		seq = append(seq, b(s, table.Bot))
	}
	seq = append(seq, b(first, table.Bot), b(first, table.Bot), b(first+1, table.Bot),
		b(players-1, table.Handoff), b(players-1, table.Bot), b(players-2, table.Bot))
	return seq
}

// openOperatorMenu types the PIN and opens the operator menu.
func (r *rig) openOperatorMenu() {
	r.t.Helper()
	r.tap("operator")
	for _, d := range "4321" {
		r.tap("pin:" + string(d))
	}
	r.tap("pin:ok")
	if !r.has("op:close") {
		r.t.Fatalf("no operator menu: %v", r.names())
	}
}

// TestNothingMovesUnderTheNextTap (issue 34): on both games' new-game forms
// (fresh, and over a game in play with "Back to the game") and in the
// operator menu mid-game, making several seats bots in a row, stepping
// their levels and changing them back moves no touch target, in every
// language at 800×480: a bot's level is in its own Bot button, the same
// default (Normal) everywhere.
func TestNothingMovesUnderTheNextTap(t *testing.T) {
	// the bots wait for the kiosk's pace (never called here): no bot plays
	// or renders from another goroutine while the test taps
	opts := table.Options{BotBudget: bot.Budget{Iterations: 20}, PaceBots: true}
	for _, l := range i18n.Langs() {
		lang := string(l)
		t.Run(lang, func(t *testing.T) {
			for _, players := range []int{3, 5, 6} {
				r := newRigWith(t, Settings{Language: lang}, 800, 480, opts)
				r.tap(fmt.Sprintf("players:%d", players))
				r.tapStill(fmt.Sprintf("Colt Express form, %d players", players), botsInARow("mode:", 0, players))
				if got := r.eb().Draft().Modes[players-1]; got != kit.DefaultBotMode { // Screen, then Bot
					t.Errorf("the form's Bot gives %s, want %s", got, kit.DefaultBotMode)
				}
			}
			// over a game in play: "Back to the game" under the seats
			for _, players := range []int{5, 6} {
				r := newRigWith(t, Settings{Language: lang}, 800, 480, opts)
				r.setUpGame(players, nil, nil)
				r.openOperatorMenu()
				r.tapStill(fmt.Sprintf("operator menu, %d players", players), botsInARow("op:seat:", 1, players))
				if got := r.tbl.Seats()[players-1].Mode; got != kit.DefaultBotMode {
					t.Errorf("the operator menu's Bot gives %s, want %s (the form's)", got, kit.DefaultBotMode)
				}
				r.tap("op:new")
				if !r.has("resume") {
					t.Fatalf("no Back to the game: %v", r.names())
				}
				r.tap(fmt.Sprintf("players:%d", players))
				r.tapStill(fmt.Sprintf("Colt Express form over a game, %d players", players), botsInARow("mode:", 0, players))
			}

			r := newRigWith(t, Settings{Language: lang}, 800, 480, opts)
			r.tap("game:" + super.GameName)
			r.tap("players:7")
			r.tapStill("Colt Super Express form", botsInARow("mode:", 0, 7))
			r.tap("mode:0:handoff") // not an all-bot game, which plays itself to the end
			r.tap("start")
			r.openOperatorMenu()
			r.tapStill("Colt Super Express operator menu", botsInARow("op:seat:", 1, 7))
			r.tap("op:new")
			r.tap("game:" + super.GameName)
			if !r.has("resume") {
				t.Fatalf("no Back to the game: %v", r.names())
			}
			r.tap("players:7")
			r.tapStill("Colt Super Express form over a game", botsInARow("mode:", 0, 7))
		})
	}
}

// noteOnScreen fails unless the operator menu's answer to the last tap
// says want (a part of it) inside the window, whole.
func (r *rig) noteOnScreen(after, want string) {
	r.t.Helper()
	n := r.tile("op:message")
	if n == nil {
		r.t.Fatalf("after %s: no operator message: %v", after, r.names())
	}
	words := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	if !strings.Contains(words(n.Text()), words(want)) {
		r.t.Errorf("after %s the operator message reads %q, want %q", after, n.Text(), want)
	}
	at, size := rectOf(n)
	win := r.win.Canvas().Size()
	if at.X < 0 || at.Y < 0 || at.X+size.Width > win.Width || at.Y+size.Height > win.Height || size.Height < 20 {
		r.t.Errorf("after %s the operator message lies at %v %v, outside the %v window", after, at, size, win)
	}
	if n.Overflows() {
		r.t.Errorf("after %s the operator message is cut: %q", after, n.Text())
	}
	if inScroll(r.win.Canvas().Content(), n, false) { // seen without scrolling
		r.t.Errorf("after %s the operator message is inside a scroll area", after)
	}
}

// inScroll reports whether target lies inside a scroll area under o.
func inScroll(o, target fyne.CanvasObject, scrolled bool) bool {
	if o == target {
		return scrolled
	}
	var kids []fyne.CanvasObject
	switch x := o.(type) {
	case *container.Scroll:
		scrolled = true
		kids = []fyne.CanvasObject{x.Content}
	case *fyne.Container:
		kids = x.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(x).Objects()
	}
	for _, c := range kids {
		if inScroll(c, target, scrolled) {
			return true
		}
	}
	return false
}

// TestOperatorFeedbackInView (issue 34): Export, Undo's "Done." and an
// error answer at the top of the operator menu, inside the 800×480 window
// (they were at the bottom of the right column, below the fold), in every
// language, and no button moves when they appear.
func TestOperatorFeedbackInView(t *testing.T) {
	for _, l := range i18n.Langs() {
		lang := string(l)
		t.Run(lang, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "colt-export") // no stick mounted there
			r := newRig(t, Settings{Language: lang, ExportDir: dir}, 800, 480)
			r.setUpGame(6, nil, nil)
			r.begin()
			r.tap("reveal")
			r.tap("cmd:0")
			r.openOperatorMenu()
			r.tapStill("export", []string{"op:export"})
			r.noteOnScreen("Export", dir)
			r.tapStill("undo", []string{"op:undo"})
			r.noteOnScreen("Undo", kit.Tr(lang, "op.done"))
			r.tapStill("undo again", []string{"op:undo"}) // nothing left to undo: an error
			r.noteOnScreen("Undo with nothing to undo", strings.TrimSpace(kit.Tr(lang, "op.error", "err", "")))

			r.k.cfg.ExportMounted = func(string) error { return nil } // a stick
			r.tapStill("export to a stick", []string{"op:export"})
			r.noteOnScreen("Export to a stick", dir)
			if r.k.op.state.message == kit.Tr(lang, "op.noStick", "dir", dir) {
				t.Error("Export to a stick still says there is none")
			}
		})
	}
}

// TestBackToTheGameKeepsTheSetUpPages (issue 34): "Back to the game" from a
// new-game form opened during the physical set-up returns to the set-up
// page left, not past the rest of the pages; once play began, to the game.
func TestBackToTheGameKeepsTheSetUpPages(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	r.setUpGame(6, nil, []table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff, table.Handoff, table.Handoff})
	if !r.has("phys-next") {
		t.Fatalf("the 6-player set-up fits one page: %v", r.names())
	}
	r.tap("phys-next")
	page := r.k.nav.physPage
	r.openOperatorMenu()
	r.tap("op:new")
	r.tap("resume")
	if r.k.nav.screen != screenPhysical || r.k.nav.physPage != page {
		t.Fatalf("Back to the game during the set-up shows screen %d page %d, want the set-up (%d) page %d", r.k.nav.screen, r.k.nav.physPage, screenPhysical, page)
	}
	r.begin()
	if r.k.nav.screen != screenGame {
		t.Fatalf("the set-up's last page did not start the game")
	}
	r.openOperatorMenu()
	r.tap("op:new")
	r.tap("resume")
	if r.k.nav.screen != screenGame {
		t.Fatalf("Back to the game once play began shows screen %d", r.k.nav.screen)
	}
}
