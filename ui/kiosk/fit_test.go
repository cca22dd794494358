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

// textOverlaps lists pairs of visible texts drawn over each other (their
// measured boxes cross by more than a pixel each way), walking containers
// and widgets' renderers with their absolute positions.
func textOverlaps(r *rig) []string {
	type box struct {
		text       string
		x, y, w, h float32
	}
	var boxes []box
	// clip is the visible part of the screen under a scroll area: a text
	// scrolled out of it is not drawn
	var walk func(o fyne.CanvasObject, at fyne.Position, clip box)
	walk = func(o fyne.CanvasObject, at fyne.Position, clip box) {
		if o == nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c, at.Add(c.Position()), clip)
			}
			return
		case fyne.Widget:
			if sc, ok := x.(*container.Scroll); ok {
				l, t := max(clip.x, at.X), max(clip.y, at.Y)
				r, b := min(clip.x+clip.w, at.X+sc.Size().Width), min(clip.y+clip.h, at.Y+sc.Size().Height)
				clip = box{"", l, t, r - l, b - t}
			}
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c, at.Add(c.Position()), clip)
			}
			return
		case *canvas.Text:
			if strings.TrimSpace(x.Text) == "" {
				return
			}
			m := fyne.MeasureText(x.Text, x.TextSize, x.TextStyle)
			left := at.X
			switch x.Alignment {
			case fyne.TextAlignCenter:
				left += (x.Size().Width - m.Width) / 2
			case fyne.TextAlignTrailing:
				left += x.Size().Width - m.Width
			}
			top := at.Y + (x.Size().Height-m.Height)/2
			l, t := max(left, clip.x), max(top, clip.y)
			r, b := min(left+m.Width, clip.x+clip.w), min(top+m.Height, clip.y+clip.h)
			if r-l > 1 && b-t > 1 {
				boxes = append(boxes, box{x.Text, l, t, r - l, b - t})
			}
		}
	}
	size := r.win.Canvas().Size()
	walk(r.win.Canvas().Content(), fyne.Position{}, box{"", 0, 0, size.Width, size.Height})
	var out []string
	for i, a := range boxes {
		for _, b := range boxes[i+1:] {
			dx := min(a.x+a.w, b.x+b.w) - max(a.x, b.x)
			dy := min(a.y+a.h, b.y+b.h) - max(a.y, b.y)
			if dx > 1 && dy > 1 {
				out = append(out, fmt.Sprintf("%q overlaps %q", a.text, b.text))
			}
		}
	}
	return out
}

// fitProblems lists what a reader of the screen could not read: cut text,
// texts over each other, and content hidden behind a scroll bar.
func fitProblems(r *rig) []string {
	return append(append(r.overflows(), textOverlaps(r)...), scrolledAway(r)...)
}

// TestStepInstructionsFit (issues: instructions hidden behind a scroll bar
// at 800×480; issue 12: every way to play): seeded games of every way to
// play (the base game, 2 players, two bandits each with 2 and 3 players,
// Teams with 4 and 6, Experts, the Time-Travel Car, Horses & Stagecoach
// with 4 and 6 and with two bandits each) through the handoff, in each of the four
// languages, at 800×480. On every page of the physical set-up, every
// narrated step, every curtain, every revealed hand or secret step (the
// hand reveal, the card taken, the cards kept, Cover), every public choice
// and the final scores, no text is cut off or drawn over another and
// nothing needs scrolling.
func TestStepInstructionsFit(t *testing.T) {
	ways := []struct {
		players int
		rules   []string
	}{
		{4, nil},
		{2, nil},
		{2, []string{"two-bandits"}},
		{3, []string{"two-bandits"}},
		{4, []string{"teams"}},
		{6, []string{"teams"}},
		{4, []string{"experts"}},
		{4, []string{"ttc"}},    // the Time-Travel Car (§12)
		{4, []string{"horses"}}, // Horses & Stagecoach (§11)
		{6, []string{"horses"}},
		{3, []string{"two-bandits", "horses"}},
	}
	// -short: one way to play per language — the base game, Teams, the
	// Time-Travel Car and Horses & Stagecoach (sampledUnderShort)
	shortWay := []int{0, 4, 7, 8}
	for li, l := range i18n.Langs() {
		lang := string(l)
		for wi, way := range ways {
			t.Run(fmt.Sprintf("%s/%dp-%s", lang, way.players, strings.Join(way.rules, ",")), func(t *testing.T) {
				sampledUnderShort(t, li < len(shortWay) && wi == shortWay[li])
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
					case r.k.screen == screenPhysical:
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
	for r.k.screen == screenPhysical && pages < 20 {
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
				if r.k.physPage != 0 {
					t.Fatalf("Back left page %d", r.k.physPage+1)
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
	if pages < 2 || r.k.screen != screenGame {
		t.Fatalf("%d set-up pages, then screen %d", pages, r.k.screen)
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
