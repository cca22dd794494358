package screen

import (
	"slices"
	"testing"

	"colt/engine/express"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// TestJustNowLine: the strip's words lead in, say how many older blocks
// are left out (in Last moves, with log) and join the rest; bounds out of
// range are clamped.
func TestJustNowLine(t *testing.T) {
	j := JustNow{Now: "Just now:", Blocks: []Happened{{Text: "A."}, {Text: "B."}, {Text: "C.", Round: true}},
		Earlier: []string{"1 earlier", "2 earlier"}, More: []string{"1 more in Last moves", "2 more in Last moves"}}
	for _, c := range []struct {
		from int
		log  bool
		want string
	}{
		{0, false, "Just now: A. · B. · C."},
		{1, false, "Just now: 1 earlier · B. · C."},
		{2, true, "Just now: 2 more in Last moves · C."},
		{-3, true, "Just now: A. · B. · C."},
	} {
		if got := j.Line(c.from, c.log); got != c.want {
			t.Errorf("from %d log %v: %q, want %q", c.from, c.log, got, c.want)
		}
	}
}

// TestPageWords: a page's instructions are its instruction lines in
// order (not an event's rule, not a reason); its words hold the title,
// every line and every why.
func TestPageWords(t *testing.T) {
	p := Page{Title: "Belle's card: Rob", Lines: []PageLine{
		{Kind: Event, Text: "Angry Marshal"},
		{Kind: Instruction, Text: "Take a purse.", Why: "Belle robs."},
		{Kind: Reason, Text: "Nothing happens."},
		{Kind: Instruction, Text: "Move the Marshal."}}}
	if got := p.Instructions(); !slices.Equal(got, []string{"Take a purse.", "Move the Marshal."}) {
		t.Fatalf("instructions %q", got)
	}
	if got := p.Words(); !slices.Equal(got, []string{"Belle's card: Rob", "Angry Marshal", "Take a purse.", "Belle robs.", "Nothing happens.", "Move the Marshal."}) {
		t.Fatalf("words %q", got)
	}
}

// TestFormChoices: the form's choices in reading order, each once, the
// missing "Back to the game" left out; the scores' winners are the rows
// marked, in the rows' order.
func TestFormChoices(t *testing.T) {
	c := func(name string) kitscreen.Choice { return kitscreen.Choice{Name: name} }
	f := Form{Seats: []FormSeat{{Seat: c("seat:0"), Modes: []kitscreen.Choice{c("mode:0:handoff")}}},
		Counts: []kitscreen.Choice{c("players:2")}, Rules: []Rule{{Choice: c("rule:Experts")}},
		Portraits: []Portrait{{Choice: c("portrait:Belle")}}, Random: c("portrait:random"), RandomAll: c("random-all"), Start: c("start")}
	want := []string{"seat:0", "mode:0:handoff", "players:2", "rule:Experts", "portrait:Belle", "portrait:random", "random-all", "start"}
	if got := f.Choices().Names(); !slices.Equal(got, want) {
		t.Fatalf("form choices %q", got)
	}
	f.Resume = c("resume")
	if got := f.Choices().Names(); got[2] != "resume" || len(got) != len(want)+1 {
		t.Fatalf("form choices over a game in play %q", got)
	}
	sc := Scores{Rows: []ScoreRow{{Seat: 2, Winner: true}, {Seat: 0}, {Seat: 1, Winner: true}}}
	if got := sc.Winners(); !slices.Equal(got, []express.Seat{2, 1}) {
		t.Fatalf("winners %v", got)
	}
}
