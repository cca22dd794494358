package kiosk

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// planningDemos are the demo screens of Colt Express's planning: curtains,
// hands (one bandit, two bandits paged, the 2-player game, Teams, a
// Speed-Up's second card, the Time-Travel Car's secrets) and public
// choices (Stealin', lookalike purses, a partner's card, the 2-player game).
var planningDemos = []string{"handoff", "reveal-two-bandits", "handoff-long-pile",
	"hand", "hand-two-bandits", "hand-2p", "hand-teams-6", "hand-again", "hand-car", "hide-car", "hand-long-pile",
	"choice", "choice-purses", "choice-partner", "choice-2p",
	"table", "table-teams", "table-teams-6", "table-car", "table-long-pile"}

// linesOf is a tile's lines, a page's tab or switch without its ✓.
func linesOf(t *widgets.Tile) []string {
	out := slices.Clone(t.Lines)
	if len(out) > 0 {
		out[0] = strings.TrimPrefix(out[0], "✓ ")
	}
	return out
}

// sameTiles checks that the Fyne tree shows exactly the values' choices
// named prefix ("cmd:", "tab:"), each with the value's lines.
func (r *rig) sameTiles(t *testing.T, what, prefix string, want map[string][]string) {
	t.Helper()
	got := map[string][]string{}
	for _, tl := range r.tiles(prefix) {
		got[tl.Name] = linesOf(tl)
	}
	if len(got) != len(want) {
		t.Fatalf("%s: the screen shows %q, the values %q", what, got, want)
	}
	for name, lines := range want {
		if !slices.Equal(got[name], lines) {
			t.Fatalf("%s: %s reads %q on screen, %q in the values", what, name, got[name], lines)
		}
	}
}

// TestPlanningScreensAreTheirValues (issue 33): on the demo catalogue's
// planning screens in the four languages, the Fyne tree shows exactly the
// screen model's words and choices — the curtain's words and reveal, the
// hand's title, question, cards, plays, tabs, confirm and Hide, a public
// choice's question and buttons, the pile strip's title, count, signs
// and cards (each with its value's lines, in play order, a back not
// tappable) — and a tap on a drawn play does what the value's tap does
// (the card chosen, the confirm naming it).
func TestPlanningScreensAreTheirValues(t *testing.T) {
	curtains, hands, chooses, tables, piles, cards := 0, 0, 0, 0, 0, 0
	for _, lang := range []string{"en", "fr", "nl", "it"} {
		for _, demo := range planningDemos {
			what := demo + " " + lang
			r, apply := newDemoRig(t, Settings{Language: lang}, 800, 480, demo)
			ApplyDemo(r.k, apply)
			if p, ok := r.eb().PileValues(); ok {
				piles++
				cards += r.samePile(t, what, p)
			}
			if c, ok := r.eb().CurtainValues(); ok {
				curtains++
				r.sameTiles(t, what, "reveal", map[string][]string{"reveal": {c.Reveal.Label}})
				texts := r.texts()
				for _, w := range append([]string{c.Pass, c.Name, c.Hint}, c.Notes...) {
					if !slices.Contains(texts, w) {
						t.Fatalf("%s: the curtain's %q is not on screen (%q)", what, w, texts)
					}
				}
				continue
			}
			if h, ok := r.eb().HandValues(); ok {
				hands++
				r.sameHand(t, what, h)
				if len(h.Plays) > 0 && h.Plays[0].Confirm {
					test.Tap(r.tile("cmd:0"))
					after, _ := r.eb().HandValues()
					if !after.Plays[0].On || after.Confirm.Name != "confirm" {
						t.Fatalf("%s: a tap on the drawn %q left the values %+v %+v", what, h.Plays[0].Label, after.Plays[0], after.Confirm)
					}
					r.sameHand(t, what+" (chosen)", after)
				}
				continue
			}
			tb, ok := r.eb().TableValues()
			if !ok {
				t.Fatalf("%s: no planning screen's values (%s)", what, r.describe())
			}
			tables++
			r.sameTable(t, what, tb)
			if tb.Choose == nil {
				continue
			}
			c := tb.Choose
			chooses++
			want := map[string][]string{}
			for _, p := range c.Plays {
				want[p.Name] = p.Lines
			}
			r.sameTiles(t, what, "cmd:", want)
			for _, w := range []string{c.Prompt, c.OnTrain} {
				if w != "" && !r.showsLabel(w) && !r.showsTile(w) {
					t.Fatalf("%s: the choice's %q is not on screen", what, w)
				}
			}
		}
	}
	if curtains == 0 || hands == 0 || chooses == 0 || tables == chooses || piles < curtains+tables || cards == 0 {
		t.Fatalf("%d curtains, %d hands, %d tables (%d choices), %d piles (%d cards) compared", curtains, hands, tables, chooses, piles, cards)
	}
	t.Logf("%d curtains, %d hands, %d table screens (%d public choices), %d pile strips (%d cards): the screen shows their values", curtains, hands, tables, chooses, piles, cards)
}

// sameHand checks the hand on screen against its values.
func (r *rig) sameHand(t *testing.T, what string, h screen.Hand) {
	t.Helper()
	want := map[string][]string{}
	for _, p := range h.Plays {
		want[p.Name] = p.Lines
	}
	r.sameTiles(t, what, "cmd:", want)
	tabs := map[string][]string{}
	for _, c := range h.Tabs {
		tabs[c.Name] = []string{c.Label}
	}
	if h.Face.Name != "" {
		tabs[h.Face.Name] = []string{h.Face.Label}
	}
	r.sameTiles(t, what, "tab:", tabs)
	for _, c := range append(h.Tabs, h.Face) {
		if tl := r.tile(c.Name); c.Name != "" && strings.HasPrefix(tl.Lines[0], "✓") != c.On {
			t.Fatalf("%s: %s on screen %q, in the values On %v", what, c.Name, tl.Lines[0], c.On)
		}
	}
	if h.Confirm.Name != "" {
		r.sameTiles(t, what, "confirm", map[string][]string{h.Confirm.Name: h.ConfirmLines})
	}
	if hide := r.tile("hide"); hide == nil || strings.Join(hide.Lines, " ") != h.Hide.Label {
		t.Fatalf("%s: the hide button on screen is %v, in the values %q", what, hide, h.Hide.Label)
	}
	// the cards, each with its lines (or, in a mixed hand, its marked form)
	var cards []string
	for _, o := range r.objects() {
		if c, ok := o.(*widgets.HandCard); ok && c.Visible() {
			cards = append(cards, c.Name+"="+strings.Join(c.Lines, "/"))
		}
	}
	if len(cards) != len(h.Cards) {
		t.Fatalf("%s: %d cards on screen %q, %d in the values", what, len(cards), cards, len(h.Cards))
	}
	for i, c := range h.Cards {
		if cards[i] != c.Name+"="+strings.Join(c.Lines, "/") && cards[i] != c.Name+"="+strings.Join(c.Marked, "/") {
			t.Fatalf("%s: card %d on screen %q, in the values %q or %q", what, i, cards[i], c.Lines, c.Marked)
		}
	}
	words := append(append([]string{h.Title}, h.AppearAt...), h.Kept...)
	if len(h.Tabs) == 0 || h.Instruction != kit.Tr(r.k.lang, "hand.choose") { // a page's tabs ask the usual question
		words = append(words, h.Instruction)
	}
	for _, w := range words {
		if !r.showsTile(w) {
			t.Fatalf("%s: the hand's %q is not on screen", what, w)
		}
	}
}

// sameTable checks the table screen on screen against its values: the
// round's bar, each bandit's row, the words waiting for a phone or a bot.
func (r *rig) sameTable(t *testing.T, what string, tb screen.Table) {
	t.Helper()
	bar := map[string][]string{tb.Bar.Round.Name: {tb.Bar.Round.Label}, tb.Bar.Event.Name: {tb.Bar.Event.Label}}
	for _, c := range tb.Bar.Turns {
		bar[c.Name] = []string{c.Label}
	}
	r.sameTiles(t, what, "round", map[string][]string{"round": bar["round"]})
	r.sameTiles(t, what, "event", map[string][]string{"event": bar["event"]})
	turns := map[string][]string{}
	for _, c := range tb.Bar.Turns {
		turns[c.Name] = []string{c.Label}
	}
	r.sameTiles(t, what, "turn:", turns)
	rows := map[string][]string{}
	for _, p := range tb.Players {
		rows[p.Tile.Name] = p.Lines
	}
	r.sameTiles(t, what, "bandit:", rows)
	for _, w := range tb.Wait {
		if !r.showsLabel(w) {
			t.Fatalf("%s: the table's %q is not on screen", what, w)
		}
	}
}

// samePile checks the pile strip on screen against its values: its title
// and count, "no card yet" or the resolved cards' sign, the cards drawn
// (the first ones shown, in order, each with its lines; a card face up
// explains itself on a tap, a back does not) and, when some do not fit,
// the sign saying how many more. It returns how many cards it compared.
func (r *rig) samePile(t *testing.T, what string, p screen.Pile) int {
	t.Helper()
	if tl := r.tile("pile-title"); tl == nil || !slices.Equal(tl.Lines, []string{p.Title, p.Count}) {
		t.Fatalf("%s: the pile's title on screen %v, in the values %q", what, tl, []string{p.Title, p.Count})
	}
	if p.Empty != "" && !r.showsTile(p.Empty) {
		t.Fatalf("%s: the empty pile's %q is not on screen", what, p.Empty)
	}
	done := map[string][]string{}
	if p.Done != "" {
		done["pile-done"] = []string{p.Done}
	}
	r.sameTiles(t, what, "pile-done", done)
	shown := p.Shown()
	drawn := r.tiles("pile:")
	if len(drawn) > len(shown) || len(shown) > 0 && len(drawn) == 0 {
		t.Fatalf("%s: %d pile cards on screen, %d in the values", what, len(drawn), len(shown))
	}
	for i, tl := range drawn {
		c := shown[i]
		if tl.Name != c.Choice.Name || !slices.Equal(tl.Lines, c.Lines) || (tl.OnTapped != nil) != c.Open() {
			t.Fatalf("%s: pile card %d on screen %s %q (tappable %v), in the values %s %q (%v)", what, i, tl.Name, tl.Lines, tl.OnTapped != nil, c.Choice.Name, c.Lines, c.Open())
		}
	}
	more := r.tile("pile-more")
	if left := len(shown) - len(drawn); (left > 0) != (more != nil) ||
		more != nil && more.Text() != p.More[left-1] && (len(p.Next) == 0 || more.Text() != p.More[min(left, len(p.More)-1)]) {
		t.Fatalf("%s: %d pile cards left out, the sign on screen %v, in the values %q", what, left, more, p.More)
	}
	return len(drawn)
}
