package kiosk

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"colt/engine/express"

	"colt/engine/table"
	"colt/ui/i18n"
	expressui "colt/ui/kiosk/expressboard"
	"colt/ui/kiosk/kit"
	"colt/ui/kiosk/readcheck"
)

// scrolledAway lists the scroll areas of the screen whose content does not
// fit (the reader would have to scroll to see all of it).
func scrolledAway(r *rig) []string {
	var out []string
	for _, o := range r.objects() {
		if s, ok := o.(*container.Scroll); ok && s.Visible() {
			if h, have := s.Content.MinSize().Height, s.Size().Height; h > have+1 {
				out = append(out, fmt.Sprintf("content %.0f px high in %.0f px", h, have))
			}
		}
	}
	return out
}

// textOverlaps lists the texts drawn over each other and the texts drawn
// over a button not their own: readcheck's walk (Report.Overlaps), the one
// the catalogue of demo screens is held to (readcheck.TestFloorsEveryScreen).
func textOverlaps(r *rig) []string {
	r.win.Resize(r.win.Canvas().Size())
	c := r.win.Canvas()
	size := c.Size()
	return readcheck.Walk(c, readcheck.Options{Screen: readcheck.Rect{W: size.Width * c.Scale(), H: size.Height * c.Scale()}}).Overlaps
}

// fitProblems lists what a reader of the screen could not read: cut text,
// texts over each other, and content hidden behind a scroll bar.
func fitProblems(r *rig) []string {
	return append(append(r.overflows(), textOverlaps(r)...), scrolledAway(r)...)
}

// TestStepInstructionsFit (issues: instructions hidden behind a scroll bar
// at 800×480; issue 12: every way to play; issue 33: a sample): seeded
// games of a sample of the ways to play, one per language — two bandits
// each with Horses & Stagecoach (3 players) in English, Teams with 6 in
// French, the Time-Travel Car in Dutch, Horses & Stagecoach with 6 in
// Italian — through the handoff at 800×480. On every page of the physical
// set-up, every narrated step, every curtain, every revealed hand or secret
// step (the hand reveal, the card taken, the Horse Attack, Turmoil, Hide,
// Cover), every public choice and the final scores, no text is cut off,
// drawn over another or over a button, and nothing needs scrolling.
// Every way in every language is played on the screen model's values
// (expressboard's TestSweepOnValues), and every demo screen in every
// language and both sizes is held to the same overlap check
// (readcheck.TestFloorsEveryScreen); docs/sweeps.md maps each check.
func TestStepInstructionsFit(t *testing.T) {
	for _, way := range []struct {
		lang    string
		players int
		rules   []string
	}{
		{"en", 3, []string{"two-bandits", "horses"}},
		{"fr", 6, []string{"teams"}},
		{"nl", 4, []string{"ttc"}},    // the Time-Travel Car (§12)
		{"it", 6, []string{"horses"}}, // Horses & Stagecoach (§11)
	} {
		lang := way.lang
		t.Run(fmt.Sprintf("%s/%dp-%s", lang, way.players, strings.Join(way.rules, ",")), func(t *testing.T) {
			r := newRig(t, Settings{Language: lang}, 800, 480)
			r.tap(fmt.Sprintf("players:%d", way.players))
			for _, rule := range way.rules {
				r.tap("rule:" + rule)
			}
			for i := 0; i < way.players; i++ {
				r.tap(fmt.Sprintf("mode:%d:%s", i, table.Handoff))
			}
			r.tap("start")
			if r.k.Language() != lang {
				t.Fatalf("the kiosk speaks %s, want %s", r.k.Language(), lang)
			}
			seen := map[string]int{}
			bad := 0
			check := func(what string) {
				seen[what]++
				if problems := fitProblems(r); len(problems) > 0 {
					if bad++; bad <= 12 {
						t.Errorf("%s %d (%s): %v", what, seen[what], r.describe(), problems)
					}
				}
			}
			for i := 0; i < 8000; i++ {
				pv := r.pub()
				if pv.Phase == express.GameOver && !r.has("continue") {
					if !r.has("again") {
						t.Fatalf("no scores screen at the end: %v", r.names())
					}
					check("scores")
					break
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
					check("hand " + pv.Stage.String())
					r.tap(fmt.Sprintf("cmd:%d", pv.Version%r.choiceCount()))
				case r.has("cmd:0"):
					check("choice " + pv.Stage.String())
					if r.has("target:car") { // into the Time-Travel Car whenever it is lit: its moments get checked
						r.tap("target:car")
					} else {
						r.tap(fmt.Sprintf("cmd:%d", pv.Version%r.choiceCount()))
					}
				default:
					t.Fatalf("stuck on %s: %v", r.describe(), r.names())
				}
			}
			if seen["step"] < 20 || seen["scores"] != 1 || seen["curtain"] == 0 || seen["set-up page"] == 0 {
				t.Fatalf("screens checked: %v", seen)
			}
			if slices.Contains(way.rules, "horses") && (seen["hand HorseAttack"] == 0 || seen["hand Turmoil"] == 0) {
				t.Fatalf("no Horse Attack or Turmoil behind the curtain: %v", seen)
			}
			if slices.Contains(way.rules, "ttc") && seen["hand Hide"] == 0 {
				t.Fatalf("no bandit hid in the Time-Travel Car: %v", seen)
			}
			t.Logf("screens checked: %v", seen)
		})
	}
}

// TestSetUpInPages (issue 12): at 800×480 the physical set-up list, too
// long for one screen, is cut into pages with nothing to scroll; together
// they show every instruction once, in order; one tap (or the table
// button) turns a page, Back returns, and the last page starts the game.
func TestSetUpInPages(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	r.tap("players:6")
	r.tap("rule:teams")
	r.tap("start")
	pv := r.pub()
	want := i18n.SetupInstructions(i18n.En, &pv)
	var got []string
	pages := 0
	for r.k.nav.screen == screenPhysical && pages < 20 {
		pages++
		if bad := fitProblems(r); len(bad) > 0 {
			t.Errorf("page %d: %v", pages, bad)
		}
		for _, o := range r.objects() {
			if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "• ") {
				got = append(got, strings.TrimPrefix(l.Text, "• "))
			}
		}
		switch {
		case r.has("phys-next"):
			if pages == 1 {
				r.tap("phys-next")
				r.tap("phys-back")
				if r.k.nav.physPage != 0 {
					t.Fatalf("Back left page %d", r.k.nav.physPage+1)
				}
				r.k.tableButton() // the table button turns the page too
				r.k.render()
			} else {
				r.tap("phys-next")
			}
		default:
			r.tap("begin")
		}
	}
	if pages < 2 || r.k.nav.screen != screenGame {
		t.Fatalf("%d set-up pages, then screen %d", pages, r.k.nav.screen)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the pages show\n%q\nwant every instruction once, in order:\n%q", got, want)
	}
}

// ruleTileProblems lists what a reader could not read on the rules
// modules' tiles of the setup screen: a tile missing or lower than a touch
// target, a text drawn below expressui.ModuleMinText or outside its tile, or a line of
// the tile (a dimmed module's reason) not drawn at all.
func ruleTileProblems(r *rig) []string {
	var out []string
	for _, m := range expressui.Modules() {
		name := "rule:" + m.String()
		tl := r.tile(name)
		if tl == nil {
			out = append(out, "no "+name)
			continue
		}
		size := tl.Size()
		if size.Height < r.k.u(kit.TouchHeight*0.8)-0.5 {
			out = append(out, fmt.Sprintf("%s is %.0f px high", name, size.Height))
		}
		var drawn []string
		for _, c := range test.WidgetRenderer(tl).Objects() {
			x, ok := c.(*canvas.Text)
			if !ok || !x.Visible() || strings.TrimSpace(x.Text) == "" {
				continue
			}
			drawn = append(drawn, x.Text)
			if x.TextSize < r.k.u(expressui.ModuleMinText)-0.01 {
				out = append(out, fmt.Sprintf("%s: %q drawn at %.1f px (%.1f at 800×480)", name, x.Text, x.TextSize, x.TextSize/r.k.scale))
			}
			// measured as textOverlaps does: centred in its line's box
			m := fyne.MeasureText(x.Text, x.TextSize, x.TextStyle)
			left := x.Position().X + (x.Size().Width-m.Width)/2
			top := x.Position().Y + (x.Size().Height-m.Height)/2
			if left < -0.5 || left+m.Width > size.Width+0.5 || top < -0.5 || top+m.Height > size.Height+0.5 {
				out = append(out, fmt.Sprintf("%s: %q drawn outside its %.0f×%.0f tile", name, x.Text, size.Width, size.Height))
			}
		}
		if got, want := strings.Join(drawn, " "), strings.Join(strings.Fields(strings.Join(tl.Lines, " ")), " "); got != want {
			out = append(out, fmt.Sprintf("%s shows %q, not %q", name, got, want))
		}
	}
	return out
}

// TestRuleTilesReadable (issue: the five module tiles shared one row at
// ~9 px, "Two bandits each 2 or 3 players" unreadable at arm's length):
// for every player count and every set of modules the engine accepts, in
// each of the four languages, at 800×480 and 1920×1080, every module's
// tile is a touch target whose name and, when dimmed, reason are all drawn
// inside it at expressui.ModuleMinText or larger, every button of the screen stays a
// touch target, and nothing on it is cut off or drawn over another.
func TestRuleTilesReadable(t *testing.T) {
	var all express.Rules // every module offered (its rows: ui/kiosk/expressboard's TestModuleRowsPlaceEachModuleOnce)
	for _, m := range expressui.Modules() {
		all |= m
	}
	sizes := []fyne.Size{fyne.NewSize(800, 480), fyne.NewSize(1920, 1080)}
	for _, l := range i18n.Langs() {
		for _, size := range sizes {
			lang := string(l)
			t.Run(fmt.Sprintf("%s/%.0fx%.0f", lang, size.Width, size.Height), func(t *testing.T) {
				r := newRig(t, Settings{Language: lang}, size.Width, size.Height)
				states, smallest := 0, float32(1000)
				for n := 2; n <= express.MaxPlayers; n++ {
					for rules := express.Rules(0); rules <= all; rules++ {
						if rules&^all != 0 {
							continue
						}
						if _, err := express.NewQuiet(express.Setup{Players: n, Rules: rules, Seed: 1}); err != nil {
							continue // the draft never holds it
						}
						r.eb().Draft().Players, r.eb().Draft().Rules = n, rules
						r.k.render()
						states++
						problems := append(ruleTileProblems(r), fitProblems(r)...)
						for _, b := range r.tiles("") { // the portraits, Random and Start keep a finger's height too
							if b.OnTapped != nil && (strings.Contains(b.Name, ":") || b.Name == "start") && b.Size().Height < r.k.u(kit.TouchHeight*0.8)-0.5 {
								problems = append(problems, fmt.Sprintf("%s is %.0f px high", b.Name, b.Size().Height))
							}
						}
						if len(problems) > 0 {
							t.Errorf("%d players, %s: %v", n, rules, problems)
						}
						for _, tl := range r.tiles("rule:") {
							for _, c := range test.WidgetRenderer(tl).Objects() {
								if x, ok := c.(*canvas.Text); ok && x.Visible() && x.Text != "" {
									smallest = min(smallest, x.TextSize/r.k.scale)
								}
							}
						}
					}
				}
				if states < 30 {
					t.Fatalf("only %d ways to play checked", states)
				}
				t.Logf("%d ways to play; the smallest module text is %.1f px at 800×480", states, smallest)
			})
		}
	}
}
