package kiosk

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"colt/engine/super"
	"colt/engine/table"
	"colt/ui/kiosk/internal/widgets"
)

// Issue 22 item 5: nothing appears under a finger that just tapped. These
// tests check positions on screen, never time: the finger that tapped
// Continue, Confirm or a choice is where that button was, and what the
// next screen draws there must not open a rules pop-up or reveal a hand.

// rectOf is where o lies on the window.
func rectOf(o fyne.CanvasObject) (fyne.Position, fyne.Size) {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o), o.Size()
}

// fingerPoints are the places inside a button a finger may have tapped: its
// centre and points near its corners and edges (6 px in).
func fingerPoints(at fyne.Position, size fyne.Size) []fyne.Position {
	var out []fyne.Position
	const in = 6
	for _, fx := range []float32{0, 0.5, 1} {
		for _, fy := range []float32{0, 0.5, 1} {
			x := at.X + in + fx*(size.Width-2*in)
			y := at.Y + in + fy*(size.Height-2*in)
			out = append(out, fyne.NewPos(x, y))
		}
	}
	return out
}

// tilesAt are the visible tiles on screen that contain p.
func (r *rig) tilesAt(p fyne.Position) []*widgets.Tile {
	var out []*widgets.Tile
	for _, t := range r.tiles("") {
		at, size := rectOf(t)
		if p.X >= at.X && p.X < at.X+size.Width && p.Y >= at.Y && p.Y < at.Y+size.Height {
			out = append(out, t)
		}
	}
	return out
}

// popUpsAt lists the tiles at the finger's points that open a pop-up when
// tapped (each tapped, and its pop-up closed again). Tiles that act on the
// game are not tapped: they are not pop-ups.
func (r *rig) popUpsAt(points []fyne.Position) []string {
	var out []string
	seen := map[*widgets.Tile]bool{}
	for _, p := range points {
		for _, t := range r.tilesAt(p) {
			if seen[t] || t.OnTapped == nil || acts(t.Name) {
				continue
			}
			seen[t] = true
			test.Tap(t)
			if r.k.nav.overlay != overlayNone {
				out = append(out, fmt.Sprintf("%s %q at (%.0f,%.0f)", t.Name, t.Text(), p.X, p.Y))
				r.k.nav.overlay = overlayNone
				r.k.render()
			}
		}
	}
	return out
}

// acts reports whether a tile so named acts on the game or the screen
// (a choice, Continue, a reveal), rather than explaining a rule.
func acts(name string) bool {
	for _, p := range []string{"cmd:", "continue", "confirm", "reveal", "takeback", "hide", "commit", "operator", "gear", "same", "again", "toast"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return name == ""
}

// TestNoRulesPopUpUnderContinue: through whole seeded games (Colt Express
// with every seat at the screen, with a bot, with Horses & Stagecoach, the
// Time-Travel Car and Experts; Colt Super Express), after each Continue
// nothing that opens a rules pop-up lies where Continue was; the rules stay
// one deliberate tap away elsewhere.
func TestNoRulesPopUpUnderContinue(t *testing.T) {
	for _, c := range []struct {
		name    string
		players int
		rules   []string
		bot     bool
	}{
		{"screen", 3, nil, false},
		{"bot", 3, nil, true},
		{"horses", 4, []string{"horses"}, false},
		{"ttc", 4, []string{"ttc"}, false},
		{"experts", 4, []string{"experts"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			sampledUnderShort(t, c.name == "screen" || c.name == "horses")
			r := newRig(t, Settings{}, 800, 480)
			r.tap(fmt.Sprintf("players:%d", c.players))
			for _, rule := range c.rules {
				r.tap("rule:" + rule)
			}
			for i := 0; i < c.players; i++ {
				m := table.Handoff
				if c.bot && i == 1 {
					r.tap(fmt.Sprintf("mode:%d:bot", i))
					continue
				}
				r.tap(fmt.Sprintf("mode:%d:%s", i, m))
			}
			r.tap("start")
			r.begin()
			noPopUpUnderContinue(t, r, func() {
				switch {
				case r.has("reveal"):
					r.tap("reveal")
					r.tap("cmd:0")
				case r.has("cmd:0"):
					r.tap("cmd:0")
				default:
					t.Fatalf("stuck: %v", r.names())
				}
			})
			// the rules are still one tap away: a pile card on the table screen
			if len(r.tiles("pile:")) > 0 {
				test.Tap(r.tiles("pile:")[0])
				if r.k.nav.overlay != overlayHelp {
					t.Fatal("a pile card opens no rules")
				}
			}
		})
	}
	t.Run("super", func(t *testing.T) {
		r := superRig(t, "en", 4, map[int]table.SeatMode{3: table.Bot})
		r.begin()
		noPopUpUnderContinue(t, r, func() {
			if !r.has("reveal") {
				t.Fatalf("stuck: %v", r.names())
			}
			r.tap("reveal")
			for _, c := range []super.Card{super.Move, super.Shoot, super.FloorChange} {
				r.tap("card:" + c.String())
			}
			r.tap("commit")
		})
	})
}

// noPopUpUnderContinue plays r's game to its end (play makes every other
// move), checking after each Continue that left the narration that no tile
// where Continue was opens a pop-up.
func noPopUpUnderContinue(t *testing.T, r *rig, play func()) {
	t.Helper()
	continues, checked := 0, 0
	for i := 0; i < 8000 && !r.has("same"); i++ {
		if !r.has("continue") {
			play()
			continue
		}
		at, size := rectOf(r.tile("continue"))
		r.tap("continue")
		continues++
		if r.has("continue") {
			continue // the next page: Continue is there again
		}
		checked++
		r.clock.Advance(5 * time.Second) // positions, not time: the finger may come back a moment later
		if bad := r.popUpsAt(fingerPoints(at, size)); len(bad) > 0 {
			t.Fatalf("after Continue #%d (%s), where Continue was (%v, %v), a tap opens a pop-up: %v", continues, r.describe(), at, size, bad)
		}
	}
	if !r.has("same") {
		t.Fatalf("the game did not end: %v", r.names())
	}
	if checked < 5 {
		t.Fatalf("only %d screens after a narration checked", checked)
	}
}

// nearestIn is the point of the rectangle at/size (1 px in) nearest to p.
func nearestIn(p, at fyne.Position, size fyne.Size) fyne.Position {
	return fyne.NewPos(min(max(p.X, at.X+1), at.X+size.Width-1), min(max(p.Y, at.Y+1), at.Y+size.Height-1))
}

// doubleTapOnReveal taps the control named first at its corner nearest to
// where the next curtain's reveal will be (corner: 0 top-left, 1
// bottom-left), then taps the reveal at its point nearest to that finger: a
// double tap whose second tap lands on the reveal. It checks the second
// tap shows no cards, and that a deliberate tap a moment later does.
func doubleTapOnReveal(t *testing.T, r *rig, first string, corner int, shown func() bool) {
	t.Helper()
	b := r.tile(first)
	bAt, bSize := rectOf(b)
	finger := fyne.NewPos(2, 2)
	if corner == 1 {
		finger = fyne.NewPos(2, bSize.Height-2)
	}
	test.TapAt(b, finger)
	finger = bAt.Add(finger)
	if !r.has("reveal") {
		t.Fatalf("no curtain after %s: %v", first, r.names())
	}
	rv := r.tile("reveal")
	rAt, rSize := rectOf(rv)
	second := nearestIn(finger, rAt, rSize)
	dx, dy := second.X-finger.X, second.Y-finger.Y
	if d := dx*dx + dy*dy; d >= fingerSlop*fingerSlop {
		t.Logf("the reveal lies %.0f px from the finger on %s: no finger reaches it", float32(math.Sqrt(float64(d))), first)
	}
	r.clock.Advance(150 * time.Millisecond) // the finger comes down again
	test.TapAt(rv, second.Subtract(rAt))
	if shown() || !r.has("reveal") {
		t.Fatalf("the second tap of a double tap on %s, %.0f px away, opened the next player's cards", first, float32(math.Sqrt(float64(dx*dx+dy*dy))))
	}
	r.clock.Advance(time.Second) // the next player, a moment later, on the same spot
	test.TapAt(r.tile("reveal"), second.Subtract(rAt))
	if !shown() {
		t.Fatal("a deliberate tap on the reveal showed no cards")
	}
}

// TestRevealIgnoresTheConfirmingFinger: the finger that confirms a card
// (Colt Express) or sends a stack (Colt Super Express) lands a second time,
// at once, on the next player's "tap to see your cards" nearby: the curtain
// stays closed; the same tap a moment later, or right away but elsewhere on
// the button, opens it. Time comes from the kiosk's injected clock.
func TestRevealIgnoresTheConfirmingFinger(t *testing.T) {
	t.Run("express", func(t *testing.T) {
		r := newRig(t, Settings{}, 800, 480)
		handoffGame(t, r)
		r.tap("reveal")
		test.Tap(r.tile("cmd:0"))
		doubleTapOnReveal(t, r, "confirm", 1, func() bool { return r.has("cmd:0") })
		// right away, but with another finger far from the last tap: it opens
		test.Tap(r.tile("confirm-hint")) // a tap elsewhere: the hand's quiet hint
		test.Tap(r.tile("cmd:0"))
		test.Tap(r.tile("confirm"))
		rv := r.tile("reveal")
		_, size := rectOf(rv)
		test.TapAt(rv, fyne.NewPos(size.Width/2, size.Height/2))
		if !r.has("cmd:0") {
			t.Fatal("a tap on the middle of the reveal, far from the confirming finger, showed no cards")
		}
	})
	t.Run("super", func(t *testing.T) {
		r := superRig(t, "en", 3, map[int]table.SeatMode{})
		r.begin()
		r.tap("reveal")
		for _, c := range []super.Card{super.Move, super.Shoot, super.FloorChange} {
			r.tap("card:" + c.String())
		}
		doubleTapOnReveal(t, r, "commit", 0, func() bool { return len(r.tiles("card:")) > 0 })
	})
}
