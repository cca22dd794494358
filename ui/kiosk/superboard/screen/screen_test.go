package screen

import (
	"slices"
	"testing"

	kitscreen "colt/ui/kiosk/kit/screen"
)

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
	sc := Screen{Kind: Curtain, RoundHelp: kitscreen.Choice{Name: "round"}, Curtain: &CurtainScreen{Reveal: kitscreen.Choice{Name: "reveal"}},
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
	st := Screen{Kind: Stack, Stack: &StackScreen{Hand: []HandCard{{Pick: kitscreen.Choice{Name: "card:Move"}, Help: kitscreen.Choice{Name: "help:Move"}}},
		Slots: []Slot{{Text: "1"}}, Clear: kitscreen.Choice{Name: "clear"}, Commit: kitscreen.Choice{Name: "commit", Off: true}}}
	if c, ok := st.Choice("commit"); !ok || c.Open() {
		t.Fatalf("the stack's commit: %+v %v", c, ok)
	}
	if len(st.Choices()) != 4 {
		t.Fatalf("stack choices %d", len(st.Choices()))
	}
}
