package kiosk

import (
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"colt/hw"
	superui "colt/ui/kiosk/superboard"
)

// TestSuperStepKeepsThePawns (issue 23): a narrated Super Express step
// whose instructions only fit beside a smaller train (English, four
// lines, the caboose's title on two lines, 800×480 with the keyboard
// stand-in's LED strip as the readability check shows it) goes on to pages
// instead of squeezing the pawns to 6 px.
func TestSuperStepKeepsThePawns(t *testing.T) {
	r, apply := newDemoRig(t, Settings{Language: "en"}, 800, 480, "super-step")
	r.k.opts.Keys = hw.NewKeys(nil, 0)
	ApplyDemo(r.k, apply)
	pawns := r.tiles("pawn:")
	if len(pawns) < 4 {
		t.Fatalf("%d pawns on the step", len(pawns))
	}
	for _, p := range pawns {
		if h := p.Size().Height; h < r.k.u(22)-0.5 {
			t.Errorf("%s (%q) is %.1f px high", p.Name, p.Text(), h)
		}
	}
	pv := superPub(r)
	b := r.k.board().Board.(*superui.Board)
	if len(b.Steps()) > 0 && b.Steps()[0].View != nil {
		pv = *b.Steps()[0].View
	}
	if bad := pawnProblems(r, &pv); len(bad) > 0 {
		t.Errorf("pawns: %v", bad)
	}
}

// TestLogPagesInsteadOfScrolling (issue 23: the log's sentences were cut
// behind a scroll bar at 800×480): the log of the last moves shows no
// scroll area, every page's moves fit it, and Older / Newer turn through
// every move, the latest first.
func TestLogPagesInsteadOfScrolling(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		r, apply := newDemoRig(t, Settings{Language: lang}, 800, 480, "log")
		ApplyDemo(r.k, apply)
		want := map[string]bool{}
		for _, l := range r.eb().LastMoves() {
			want["• "+l] = true
		}
		if len(want) < 10 {
			t.Fatalf("%s: only %d moves in the demo log", lang, len(want))
		}
		seen := map[string]bool{}
		pages := 0
		for {
			pages++
			for _, o := range r.objects() {
				if s, ok := o.(*container.Scroll); ok {
					t.Fatalf("%s page %d: a scroll area (%v in %v)", lang, pages, s.Content.MinSize(), s.Size())
				}
				if l, ok := o.(*widget.Label); ok && want[l.Text] {
					seen[l.Text] = true
					if l.Size().Height < l.MinSize().Height-1 {
						t.Fatalf("%s page %d: %q cut", lang, pages, l.Text)
					}
				}
			}
			if !r.has("log-older") {
				break
			}
			r.tap("log-older")
		}
		if pages < 2 || len(seen) != len(want) {
			t.Fatalf("%s: %d pages showed %d of %d moves", lang, pages, len(seen), len(want))
		}
		r.tap("log-newer")
		if !r.has("log-older") {
			t.Fatalf("%s: Newer did not turn back a page", lang)
		}
	}
}

// TestLongWordsKeepTheirSize (issue 23): words that were shrunk below
// 12 px at 800×480 with the LED strip are drawn at 12 px or more: the horses beside a wagon's title ("2 chevaux", "2 paarden"),
// the 6-player Teams table's headings ("Proiettili", "Geraakt") and the
// final scores' "Scherpschutter".
func TestLongWordsKeepTheirSize(t *testing.T) {
	cases := []struct {
		screen, lang string
		words        []string
	}{
		{"table-horses", "nl", []string{"2 paarden"}},
		{"table-horses", "fr", []string{"2 chevaux"}},
		{"table-teams-6", "it", []string{"Proiettili", "Colpito"}},
		{"table-teams-6", "nl", []string{"Geraakt", "Kogels"}},
		{"scores-horses", "nl", []string{"Scherpschutter"}},
	}
	if testing.Short() {
		cases = cases[:1] // -short: one (the others play long demo games)
	}
	for _, c := range cases {
		r, apply := newDemoRig(t, Settings{Language: c.lang}, 800, 480, c.screen)
		r.k.opts.Keys = hw.NewKeys(nil, 0) // the LED strip takes its 20 px
		ApplyDemo(r.k, apply)
		for _, w := range c.words {
			found := false
			for _, o := range r.objects() {
				if x, ok := o.(*canvas.Text); ok && x.Visible() && x.Text == w {
					found = true
					if x.TextSize < r.k.u(12)-0.05 {
						t.Errorf("%s %s: %q drawn at %.1f px", c.screen, c.lang, w, x.TextSize)
					}
				}
			}
			if !found {
				t.Errorf("%s %s: %q not on screen", c.screen, c.lang, w)
			}
		}
	}
}
