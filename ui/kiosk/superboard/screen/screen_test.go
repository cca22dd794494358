package screen

import (
	"slices"
	"testing"
)

// TestChoiceTap: a choice off, or with nothing to do, does nothing when
// tapped; an open one does what it says, once per tap.
func TestChoiceTap(t *testing.T) {
	n := 0
	on := Choice{Name: "commit", Do: func() { n++ }}
	off := on
	off.Off = true
	off.Tap()
	Choice{Name: "empty"}.Tap()
	on.Tap()
	if n != 1 || !on.Open() || off.Open() || (Choice{Name: "empty"}).Open() {
		t.Fatalf("taps did %d things; open: %v %v", n, on.Open(), off.Open())
	}
}

// TestStepPage: a page lists its lines; a round's end titled by its first
// line does not repeat it on the page that starts with it; bounds out of
// range are clamped.
func TestStepPage(t *testing.T) {
	round := StepScreen{Kind: RoundEnd, Title: "The caboose comes off.", Lines: []string{"The caboose comes off.", "Belle falls.", "Round 2."}}
	if got := round.Page(0, 3); !slices.Equal(got, []string{"Belle falls.", "Round 2."}) {
		t.Fatalf("round page 0–3: %q", got)
	}
	if got := round.Page(1, 2); !slices.Equal(got, []string{"Belle falls."}) {
		t.Fatalf("round page 1–2: %q", got)
	}
	card := StepScreen{Kind: CardTurned, Title: "The caboose comes off.", Lines: round.Lines}
	if got := card.Page(-1, 9); !slices.Equal(got, round.Lines) {
		t.Fatalf("card page: %q", got)
	}
}

// TestChoicesByScreen: a screen's choices are the ones of the part on
// show, each found by name; a choice without a name is not one.
func TestChoicesByScreen(t *testing.T) {
	sc := Screen{Kind: Curtain, RoundHelp: Choice{Name: "round"}, Curtain: &CurtainScreen{Reveal: Choice{Name: "reveal"}},
		Stack: nil}
	var names []string
	for _, c := range sc.Choices() {
		names = append(names, c.Name)
	}
	if !slices.Equal(names, []string{"round", "reveal"}) {
		t.Fatalf("curtain choices %q", names)
	}
	if _, ok := sc.Choice("commit"); ok {
		t.Fatal("a curtain offers commit")
	}
	st := Screen{Kind: Stack, Stack: &StackScreen{Hand: []HandCard{{Pick: Choice{Name: "card:Move"}, Help: Choice{Name: "help:Move"}}},
		Slots: []Slot{{Text: "1"}}, Clear: Choice{Name: "clear"}, Commit: Choice{Name: "commit", Off: true}}}
	if c, ok := st.Choice("commit"); !ok || c.Open() {
		t.Fatalf("the stack's commit: %+v %v", c, ok)
	}
	if len(st.Choices()) != 4 {
		t.Fatalf("stack choices %d", len(st.Choices()))
	}
}
