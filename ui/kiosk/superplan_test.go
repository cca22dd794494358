package kiosk

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/widget"

	"colt/engine/super"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	superui "colt/ui/kiosk/superboard"
)

// TestSuperPlanShowsTheTrain (issue 34): while a screen seat stacks its
// three secret cards, the train is on screen with it — every card of the
// train, each floor's pawns with the way they face, each pawn whole inside
// the window and high enough for its name at a readable size — in every
// language at 800×480, with seven players (the longest train), and nothing
// is cut off or drawn over another.
func TestSuperPlanShowsTheTrain(t *testing.T) {
	for _, l := range i18n.Langs() {
		lang := string(l)
		t.Run(lang, func(t *testing.T) {
			r := superRig(t, lang, 7, nil)
			r.begin()
			r.tap("reveal")
			pv := superPub(r)
			seat := r.k.board().Board.(*superui.Board).CurtainSeat(&pv)
			if !r.has("commit") {
				t.Fatalf("no stacking screen: %v", r.names())
			}
			win := r.win.Canvas().Size()
			inside := func(tl *widgets.Tile) bool {
				at, size := rectOf(tl)
				return at.X >= 0 && at.Y >= 0 && at.X+size.Width <= win.Width+0.5 && at.Y+size.Height <= win.Height+0.5
			}
			for _, wv := range pv.Train {
				h := r.tile(fmt.Sprintf("wagon:%d", wv.Index))
				if h == nil || !inside(h) {
					t.Errorf("seat %d stacks without train card %d on screen", seat+1, wv.Index)
				}
				for _, line := range [][]super.PawnView{wv.Roof, wv.Inside} {
					for _, p := range line {
						pt := r.tile(fmt.Sprintf("pawn:%d", p.Seat))
						switch {
						case pt == nil:
							t.Errorf("seat %d stacks without seeing pawn %d (train card %d)", seat+1, p.Seat+1, wv.Index)
						case !inside(pt):
							t.Errorf("pawn %d lies outside the window", p.Seat+1)
						case pt.Size().Height < superui.PawnMinText*1.5:
							t.Errorf("pawn %d is %.0f px high: no room for its name", p.Seat+1, pt.Size().Height)
						}
					}
				}
			}
			for _, c := range []string{"commit", "clear", "slot:2"} {
				if tl := r.tile(c); tl == nil || !inside(tl) {
					t.Errorf("the stacking screen lost %s under the train", c)
				}
			}
			if problems := fitProblems(r); len(problems) > 0 {
				t.Errorf("stacking screen: %v", problems)
			}
		})
	}
}

// TestSuperSetUpHelpWhole (issue 34): the Colt Super Express form's words
// about the game are never cut — with 3 or 7 players, over a game in play
// ("Back to the game" takes a row), in every language at 800×480.
func TestSuperSetUpHelpWhole(t *testing.T) {
	for _, l := range i18n.Langs() {
		lang := string(l)
		for _, live := range []bool{false, true} {
			r := newRig(t, Settings{Language: lang}, 800, 480)
			r.tap("game:" + super.GameName)
			if live {
				r.tap("start")
				r.openOperatorMenu()
				r.tap("op:new")
				r.tap("game:" + super.GameName)
				if !r.has("resume") {
					t.Fatalf("no Back to the game: %v", r.names())
				}
			}
			for _, n := range []int{3, 7} {
				r.tap(fmt.Sprintf("players:%d", n))
				r.tap(fmt.Sprintf("mode:%d:%s", n-1, table.Bot))
				help := i18n.T(l, "super.gameHelp", nil)
				var h *widget.Label
				for _, o := range r.objects() {
					if lb, ok := o.(*widget.Label); ok && lb.Text == help {
						h = lb
					}
				}
				if h == nil {
					t.Fatalf("%s: no game help on the form", lang)
				}
				if h.MinSize().Height > h.Size().Height+0.5 {
					t.Errorf("%s, %d players, live %v: the game's help is cut: %.0f px of %.0f shown", lang, n, live, h.Size().Height, h.MinSize().Height)
				}
				if problems := fitProblems(r); len(problems) > 0 {
					t.Errorf("%s, %d players, live %v: %v", lang, n, live, problems)
				}
			}
		}
	}
}
