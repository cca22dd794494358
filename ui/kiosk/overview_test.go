package kiosk

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"colt/engine/express"
	"colt/engine/super"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	superui "colt/ui/kiosk/superboard"
)

// overviewPageName is the name of the overview page on screen ("" when
// the overview is not up).
func (r *rig) overviewPageName() string {
	if ts := r.tiles("overview-title:"); len(ts) == 1 {
		return strings.TrimPrefix(ts[0].Name, "overview-title:")
	}
	return ""
}

// overviewWalk opens the overview from the set-up screen and turns every
// page with Next, returning the pages' names in order; it ends on the last
// page.
func (r *rig) overviewWalk() []string {
	r.t.Helper()
	r.tap("how-to-play")
	var names []string
	for i := 0; i < 30; i++ {
		names = append(names, r.overviewPageName())
		if !r.has("overview-next") {
			break
		}
		r.tap("overview-next")
	}
	return names
}

// TestOverviewFromSetUp (issue 24): "How to play" on the set-up screen
// opens the overview; Next and Back turn its pages, the counter follows;
// Skip, and Start playing on the last page, go back to the set-up form
// exactly as it was.
func TestOverviewFromSetUp(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	r.tap("players:5")
	r.tap("rule:" + express.RuleTTC.String())
	r.tap("portrait:" + express.Belle.String())
	r.tap("mode:2:bot")
	before := r.k.draft
	if r.overviewPageName() != "" {
		t.Fatal("the set-up screen shows an overview page before anyone asked")
	}

	names := r.overviewWalk()
	want := []string{"train", "goal", "rounds", "schemin", "stealin", "actions", "marshal", "table", "module.ttc"}
	if !slices.Equal(names, want) {
		t.Fatalf("pages %v, want %v", names, want)
	}
	if !r.has("overview-done") || r.has("overview-skip") {
		t.Error("the last page should offer Start playing, not Skip")
	}
	if !r.showsText(kit.Tr("en", "overview.page", "n", len(want), "total", len(want))) {
		t.Errorf("the last page does not say %q", kit.Tr("en", "overview.page", "n", len(want), "total", len(want)))
	}
	r.tap("overview-back")
	r.tap("overview-back")
	if got := r.overviewPageName(); got != "marshal" {
		t.Errorf("two Backs from the last page show %q, want marshal", got)
	}
	if !reflect.DeepEqual(r.k.draft, before) {
		t.Errorf("Back/Next changed the draft:\n%+v\nwant\n%+v", r.k.draft, before)
	}
	r.tap("overview-skip")
	if r.overviewPageName() != "" || !r.has("start") || !r.has("how-to-play") {
		t.Fatalf("Skip did not go back to the set-up form: %v", r.names())
	}
	if !reflect.DeepEqual(r.k.draft, before) {
		t.Errorf("Skip changed the draft:\n%+v\nwant\n%+v", r.k.draft, before)
	}
	if r.k.nav.screen != screenSetup {
		t.Errorf("screen %d after Skip, want the set-up", r.k.nav.screen)
	}

	// Start playing on the last page: the same form, the page back at the start next time
	r.overviewWalk()
	r.tap("overview-done")
	if r.overviewPageName() != "" || !r.has("start") || !reflect.DeepEqual(r.k.draft, before) {
		t.Fatalf("Start playing did not go back to the set-up form as it was: %v", r.names())
	}
	r.tap("how-to-play")
	if got := r.overviewPageName(); got != "train" {
		t.Errorf("the overview opened again at %q, want its first page", got)
	}
	if r.has("overview-back") {
		t.Error("the first page offers Back")
	}
	r.tap("overview-next")
	r.tap("overview-back")
	if got := r.overviewPageName(); got != "train" {
		t.Errorf("Next then Back shows %q, want train", got)
	}
}

// TestOverviewFollowsTheWayToPlay (issue 24): the overview teaches the game
// chosen on the set-up screen — Colt Super Express its own pages, never
// Colt Express's — and adds a page for each module drafted.
func TestOverviewFollowsTheWayToPlay(t *testing.T) {
	base := []string{"train", "goal", "rounds", "schemin", "stealin", "actions", "marshal", "table"}
	for _, c := range []struct {
		name  string
		setup func(r *rig)
		want  []string
	}{
		{"base", func(r *rig) {}, base},
		{"2 players", func(r *rig) { r.tap("players:2") }, append(slices.Clone(base), "module.two-players", "module.experts")},
		{"horses", func(r *rig) {
			r.tap("players:3")
			r.tap("rule:" + express.RuleHorses.String())
		}, append(slices.Clone(base), "module.horses", "module.horse-attack")},
		{"teams", func(r *rig) { r.tap("rule:" + express.RuleTeams.String()) }, append(slices.Clone(base), "module.teams")},
		{"two bandits and experts", func(r *rig) {
			r.tap("players:3")
			r.tap("rule:" + express.RuleTwoBandits.String())
			r.tap("rule:" + express.RuleExperts.String())
		}, append(slices.Clone(base), "module.experts", "module.two-bandits")},
		{"super", func(r *rig) { r.tap("game:" + super.GameName) },
			[]string{"super.train", "super.plan", "super.action", "super.shoot", "super.caboose", "super.goal"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, Settings{}, 800, 480)
			c.setup(r)
			if got := r.overviewWalk(); !slices.Equal(got, c.want) {
				t.Errorf("pages %v, want %v", got, c.want)
			}
		})
	}
	// Super Express's words, not Colt Express's: no Marshal, no Schemin'
	r := newRig(t, Settings{}, 800, 480)
	r.tap("game:" + super.GameName)
	superDraft := r.k.boardFor(super.GameName).Board.(*superui.Board).Draft()
	r.tap("how-to-play")
	for i := 0; i < superui.OverviewPageCount; i++ {
		for _, s := range r.screenText() {
			for _, word := range []string{"Marshal", "Schemin", "Stealin", "purse", "Gunslinger"} {
				if strings.Contains(s, word) {
					t.Errorf("Colt Super Express's page %q says %q: %q", r.overviewPageName(), word, s)
				}
			}
		}
		if i < superui.OverviewPageCount-1 {
			r.tap("overview-next")
		}
	}
	r.tap("overview-done")
	if !r.has("start") || r.k.draft.game != super.GameName || !reflect.DeepEqual(r.k.boardFor(super.GameName).Board.(*superui.Board).Draft(), superDraft) {
		t.Error("Start playing did not go back to Colt Super Express's set-up form as it was")
	}
}

// screenText is every text on screen: canvas texts and labels' texts.
func (r *rig) screenText() []string {
	out := r.texts()
	for _, o := range r.objects() {
		if l, ok := o.(*widget.Label); ok && l.Visible() {
			out = append(out, l.Text)
		}
		if t, ok := o.(*widgets.Tile); ok && t.Visible() {
			out = append(out, t.Lines...)
		}
	}
	return out
}

// TestOverviewClosesWhenIdle: the kiosk's idle reset leaves no overview
// behind: the next guest starts at the set-up form.
func TestOverviewClosesWhenIdle(t *testing.T) {
	r := newRig(t, Settings{IdleResetMinutes: 5}, 800, 480)
	r.tap("how-to-play")
	r.tap("overview-next")
	r.clock.Advance(6 * time.Minute)
	r.k.CheckIdle()
	r.k.nav.leaveAttract()
	r.k.render()
	if r.overviewPageName() != "" || !r.has("start") {
		t.Errorf("after the idle reset the set-up screen shows %v", r.names())
	}
}

// TestOverviewFits (issue 24, the readability rules of issue 23): every
// page of every game's overview, in the four languages at 800×480 and
// 1920×1080: no text cut off or over another, no scroll bar, nothing
// outside the window, text at least 12 px, Back, Skip and Next at least
// 48 px high and in the same places on every page.
func TestOverviewFits(t *testing.T) {
	sizes := []fyne.Size{fyne.NewSize(800, 480), fyne.NewSize(1920, 1080)}
	for _, size := range sizes {
		for _, lang := range []string{"en", "fr", "nl", "it"} {
			for _, game := range []string{express.GameName, super.GameName} {
				name := fmt.Sprintf("%.0fx%.0f/%s/%s", size.Width, size.Height, lang, game)
				t.Run(name, func(t *testing.T) {
					sampledUnderShort(t, size.Width == 800)
					r := newRig(t, Settings{Language: lang}, size.Width, size.Height)
					r.tap("game:" + game)
					if game == express.GameName { // every module page too: 3 players, horses and the Car
						r.tap("players:3")
						r.tap("rule:" + express.RuleHorses.String())
						r.tap("rule:" + express.RuleTTC.String())
					}
					r.tap("how-to-play")
					places := map[string]fyne.Position{}
					for page := 0; page < 20; page++ {
						where := r.overviewPageName()
						for _, p := range fitProblems(r) {
							t.Errorf("%s: %s", where, p)
						}
						for _, p := range outsideOrSmall(r, size) {
							t.Errorf("%s: %s", where, p)
						}
						for _, p := range pictureSpills(r) {
							t.Errorf("%s: %s", where, p)
						}
						for _, b := range []string{"overview-back", "overview-skip", "overview-next", "overview-done"} {
							tile := r.tile(b)
							if tile == nil {
								continue
							}
							if h := tile.Size().Height; h < 48 {
								t.Errorf("%s: %s is %.0f px high", where, b, h)
							}
							key := b
							if b == "overview-done" {
								key = "overview-next" // Start playing takes Next's place
							}
							at := absPos(r, tile)
							if p, ok := places[key]; ok && p != at {
								t.Errorf("%s: %s moved from %v to %v", where, b, p, at)
							}
							places[key] = at
						}
						if !r.has("overview-next") {
							break
						}
						r.tap("overview-next")
					}
				})
			}
		}
	}
}

// absPos is where o is drawn on the window.
func absPos(r *rig, o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}

// outsideOrSmall lists texts drawn under 12 px and objects that reach
// outside the window.
func outsideOrSmall(r *rig, size fyne.Size) []string {
	var out []string
	for _, o := range r.objects() {
		if !o.Visible() {
			continue
		}
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
		if s := o.Size(); at.X < -1 || at.Y < -1 || at.X+s.Width > size.Width+1 || at.Y+s.Height > size.Height+1 {
			out = append(out, fmt.Sprintf("%T at %v size %v is outside the window", o, at, s))
		}
		switch x := o.(type) {
		case *canvas.Text:
			if x.Text != "" && x.TextSize < 12 {
				out = append(out, fmt.Sprintf("%q at %.1f px", x.Text, x.TextSize))
			}
		}
	}
	return out
}

// pictureSpills lists the picture's tiles that reach into the page's text
// under it (a picture taller than its room).
func pictureSpills(r *rig) []string {
	pages := r.k.tour.pages()
	text := pages[r.k.tour.page].Text
	d := fyne.CurrentApp().Driver()
	var top float32 = -1
	for _, o := range r.objects() {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.Text == text {
			top = d.AbsolutePositionForObject(l).Y
		}
	}
	if top < 0 {
		return []string{"the page's text is not on screen"}
	}
	var out []string
	for _, tl := range r.tiles("") {
		if strings.HasPrefix(tl.Name, "overview-") {
			continue
		}
		if at := d.AbsolutePositionForObject(tl); at.Y < top && at.Y+tl.Size().Height > top+1 {
			out = append(out, fmt.Sprintf("%q reaches %.0f px into the text", tl.Text(), at.Y+tl.Size().Height-top))
		}
	}
	return out
}

// TestOverviewTextMeasuredAtItsWidth (issue 34): a page's text band is as
// high as the text wrapped at the width it is drawn at, whatever width it
// had before. A wrapped label answers the height of its last width: shown
// at 800×480, then laid out a pixel wider and back (kit.LayOut, as
// readcheck's TestFloorsEveryScreen lays a screen out), the English text
// of page 2 of Colt Super Express, one line at 785 px and two at 784, was
// given one line: its text cut, its last word drawn over Back.
func TestOverviewTextMeasuredAtItsWidth(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(800, 480), fyne.NewSize(1920, 1080)} {
		for _, lang := range []string{"en", "fr", "nl", "it"} {
			for _, game := range []string{express.GameName, super.GameName} {
				t.Run(fmt.Sprintf("%.0fx%.0f/%s/%s", size.Width, size.Height, lang, game), func(t *testing.T) {
					r := newRig(t, Settings{Language: lang}, size.Width, size.Height)
					r.tap("game:" + game)
					r.tap("how-to-play")
					pages := r.k.tour.pages()
					for page := range pages {
						r.k.tour.page = page
						screen := r.k.tour.screen()
						var label *widget.Label
						for _, o := range test.LaidOutObjects(screen) {
							if l, ok := o.(*widget.Label); ok && l.Text == pages[page].Text {
								label = l
							}
						}
						if label == nil {
							t.Fatalf("page %d: the text is not on the page", page+1)
						}
						for _, s := range []fyne.Size{size, size.AddWidthHeight(1, 1), size, size.AddWidthHeight(-1, 0)} {
							screen.Resize(s)
							if has, needs := label.Size().Height, label.MinSize().Height; has < needs-0.5 {
								t.Errorf("page %d (%s) laid out at %v: the text is %.0f px wide and needs %.0f px of height, has %.0f",
									page+1, pages[page].Name, s, label.Size().Width, needs, has)
							}
						}
					}
				})
			}
		}
	}
}
