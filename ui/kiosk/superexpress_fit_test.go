package kiosk

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"colt/engine"
	"colt/engine/super"
	"colt/engine/table"
	"colt/ui/i18n"
	superui "colt/ui/kiosk/superboard"
)

// TestSuperScreensFit: Colt Super Express at 800×480 in the four
// languages, seven players (six at the screen, one bot; the last screen
// seat's mode switched to a phone in the second round so the table's own
// waiting screen shows): on the setup screen, every set-up page, curtain,
// stacking screen (no card, one, all three picked), narrated step, the
// table waiting for a phone and the ranking, no text is cut off or drawn
// over another and no instruction needs scrolling.
func TestSuperScreensFit(t *testing.T) {
	for _, l := range i18n.Langs() {
		lang := string(l)
		t.Run(lang, func(t *testing.T) {
			sampledUnderShort(t, l == i18n.Fr) // -short: French, among the longest texts
			r := newRig(t, Settings{Language: lang}, 800, 480)
			r.tap("game:" + super.GameName)
			r.tap("players:7")
			r.tap(fmt.Sprintf("mode:6:%s", table.Bot))
			seen := map[string]int{}
			bad := 0
			check := func(what string) {
				seen[what]++
				if problems := fitProblems(r); len(problems) > 0 {
					if bad++; bad <= 12 {
						t.Errorf("%s %d: %v", what, seen[what], problems)
					}
				}
			}
			check("setup")
			// the bot levels' labels: seat 5 Hard, seat 4 Easy (the Bot button steps through them)
			r.tap(fmt.Sprintf("mode:4:%s", table.Bot))
			r.tap(fmt.Sprintf("mode:4:%s", table.Bot))
			r.tap(fmt.Sprintf("mode:4:%s", table.Bot))
			r.tap(fmt.Sprintf("mode:5:%s", table.Bot))
			r.tap(fmt.Sprintf("mode:5:%s", table.Bot))
			if d := r.k.boardFor(super.GameName).Board.(*superui.Board).Draft(); d.Modes[4] != table.BotEasy || d.Modes[5] != table.BotHard {
				t.Fatalf("bot levels %s %s", d.Modes[4], d.Modes[5])
			}
			check("setup")
			r.tap(fmt.Sprintf("mode:4:%s", table.Handoff))
			r.tap(fmt.Sprintf("mode:5:%s", table.Handoff))
			r.tap("start")
			phoned := false
			for i := 0; i < 3000; i++ {
				pv := superPub(r)
				if pv.Phase == super.GameOver && !r.has("continue") {
					check("ranking")
					break
				}
				if pv.Round == 2 && !phoned && r.has("reveal") {
					phoned = true
					if err := r.tbl.SetSeatMode(5, table.Phone); err != nil {
						t.Fatal(err)
					}
					r.k.render()
				}
				switch {
				case r.k.nav.screen == screenPhysical:
					check("set-up page")
					if r.has("phys-next") {
						r.tap("phys-next")
					} else {
						r.tap("begin")
					}
				case r.has("continue"):
					check("step")
					r.tap("continue")
				case r.has("reveal"):
					check("curtain")
					r.tap("reveal")
					check("stack")
					cards := r.tiles("card:")
					order := []int{i % 4, (i + 1) % 4, (i + 2) % 4}
					r.tap(cards[order[0]].Name)
					check("stack, one picked")
					r.tap(r.tiles("card:")[order[1]].Name)
					r.tap(r.tiles("card:")[order[2]].Name)
					check("stack, three picked")
					r.tap("commit")
				case len(pv.Expected) > 0:
					check("table")
					seat := pv.Expected[0]
					v, _ := r.tbl.View(seat).(super.PlayerView)
					if err := r.tbl.Submit(table.FromPhone, v.Legal[i%len(v.Legal)], v.Version, ""); err != nil {
						t.Fatal(err)
					}
				default:
					t.Fatalf("stuck: %v", r.names())
				}
			}
			if seen["ranking"] != 1 || seen["step"] < 10 || seen["curtain"] == 0 || seen["set-up page"] == 0 || seen["table"] == 0 {
				t.Fatalf("screens checked: %v", seen)
			}
			t.Logf("screens checked: %v", seen)
		})
	}
}

// overlayFitProblems is fitProblems for the overlay alone (the screen
// under it hidden: the backdrop covers it).
func overlayFitProblems(r *rig) []string {
	screen := r.k.root.Objects[0]
	screen.Hide()
	defer screen.Show()
	return fitProblems(r)
}

// TestSuperRulesHelpFits: every rules help of Colt Super Express (the four
// cards, the plan, the action, the end of the round), opened by a tap on
// the screen that offers it, fits 800×480 in the four languages: nothing
// cut off, nothing drawn over another, nothing to scroll.
func TestSuperRulesHelpFits(t *testing.T) {
	for _, l := range i18n.Langs() {
		lang := string(l)
		t.Run(lang, func(t *testing.T) {
			r := superRig(t, lang, 3, nil)
			r.begin()
			b := r.k.board().Board.(*superui.Board)
			seen := map[string]bool{}
			check := func(what, name string) {
				t.Helper()
				r.tap(name)
				title, text := r.helpShown()
				seen[title] = true
				if problems := overlayFitProblems(r); len(problems) > 0 {
					t.Errorf("%s (%q): %v", what, title, problems)
				}
				if !r.showsLabelExactly(text) {
					t.Errorf("%s: the text %q is not on screen", what, text)
				}
				r.tap("help-close")
			}
			check("curtain", "round")
			r.tap("reveal")
			for c := super.Card(0); c < super.NumCards; c++ {
				check("card", "help:"+c.String())
			}
			for seat := 0; seat < 3; seat++ {
				if seat > 0 {
					r.tap("reveal")
				}
				for _, c := range []string{"Shoot", "Move", "FloorChange"} {
					r.tap("card:" + c)
				}
				r.tap("commit")
			}
			for i := 0; i < 40 && r.has("continue"); i++ {
				if i == 0 {
					check("the action", "round")
				}
				if b.Steps()[0].Kind == superui.StepRound {
					check("the end of the round", "step-card")
				}
				r.tap("continue")
			}
			want := []string{i18n.SuperPartName(l, i18n.SuperPlan), i18n.SuperPartName(l, i18n.SuperAction), i18n.SuperPartName(l, i18n.SuperRoundEnd)}
			for c := super.Card(0); c < super.NumCards; c++ {
				want = append(want, i18n.SuperCardName(l, c))
			}
			for _, w := range want {
				if !seen[w] {
					t.Errorf("the help %q was never opened (%v)", w, seen)
				}
			}
		})
	}
}

// pawnProblems lists the pawns on screen whose name is not readable: drawn
// below superui.PawnMinText, without the arrow of their facing, or shortened
// to fewer than two letters or to letters that could name another bandit.
func pawnProblems(r *rig, pv *super.PublicView) []string {
	lang, _ := i18n.ParseLang(r.k.lang)
	var names []string
	for c := super.Character(0); c < super.NumCharacters; c++ {
		names = append(names, i18n.SuperCharacterName(lang, c))
	}
	var out []string
	for _, tl := range r.tiles("pawn:") {
		var seat int
		if _, err := fmt.Sscanf(tl.Name, "pawn:%d", &seat); err != nil || seat >= len(pv.Bandits) {
			out = append(out, "unknown pawn "+tl.Name)
			continue
		}
		name := i18n.SuperCharacterName(lang, pv.Bandits[seat].Character)
		var drawn strings.Builder
		for _, o := range test.WidgetRenderer(tl).Objects() {
			if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
				drawn.WriteString(tx.Text)
				if tx.TextSize < r.k.u(superui.PawnMinText)-0.01 {
					out = append(out, fmt.Sprintf("%s drawn at %.1f px", tx.Text, tx.TextSize))
				}
			}
		}
		text := drawn.String()
		arrow := "←"
		for _, b := range pv.Bandits {
			if b.Seat == engine.Seat(seat) && b.Facing == super.TowardCaboose {
				arrow = "→"
			}
		}
		shown := strings.Trim(text, "←→")
		if !strings.Contains(text, arrow) || !strings.HasPrefix(name, shown) || len([]rune(shown)) < 2 {
			out = append(out, fmt.Sprintf("%s shows %q", name, text))
			continue
		}
		for _, other := range names {
			if other != name && strings.HasPrefix(other, shown) {
				out = append(out, fmt.Sprintf("%s shows %q, which could be %s", name, text, other))
			}
		}
	}
	return out
}

// TestSuperPawnsReadable (seven players: names were cut to "←Che" at 8 px):
// on the demo's seven-player table with three pawns on one floor, and on
// every narrated step and table of a seven-player game in the four
// languages, every pawn shows its arrow and its name, or letters of it no
// other bandit's name begins with, at a readable size.
func TestSuperPawnsReadable(t *testing.T) {
	r, apply := newDemoRig(t, Settings{}, 800, 480, "super-table-7")
	ApplyDemo(r.k, apply)
	pv := superPub(r)
	if superui.Crowd(&pv) < 3 || len(r.tiles("pawn:")) != 6 {
		t.Fatalf("the demo table has %d pawns, at most %d on a floor", len(r.tiles("pawn:")), superui.Crowd(&pv))
	}
	if bad := pawnProblems(r, &pv); len(bad) > 0 {
		t.Errorf("demo table: %v", bad)
	}
	for _, l := range i18n.Langs() {
		t.Run(string(l), func(t *testing.T) {
			sampledUnderShort(t, l == i18n.Nl) // -short: Dutch
			r := superRig(t, string(l), 7, nil)
			r.begin()
			b := r.k.board().Board.(*superui.Board)
			checked, bad := 0, 0
			for i := 0; i < 3000; i++ {
				pv := superPub(r)
				if pv.Phase == super.GameOver && !r.has("continue") {
					break
				}
				view := &pv
				if len(b.Steps()) > 0 && b.Steps()[0].View != nil {
					view = b.Steps()[0].View
				}
				if problems := pawnProblems(r, view); len(problems) > 0 {
					if bad++; bad <= 5 {
						t.Errorf("screen %d: %v", i, problems)
					}
				}
				checked++
				switch {
				case r.has("continue"):
					r.tap("continue")
				case r.has("reveal"):
					r.tap("reveal")
					for j := 0; j < 3; j++ {
						r.tap(r.tiles("card:")[(i+j)%4].Name)
					}
					r.tap("commit")
				default:
					t.Fatalf("stuck: %v", r.names())
				}
			}
			if checked < 50 {
				t.Fatalf("only %d screens checked", checked)
			}
		})
	}
}
