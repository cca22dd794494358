package screen

import (
	"slices"
	"testing"

	"colt/engine/express"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// TestPlanningChoicesInReadingOrder: a curtain offers its reveal alone; a
// hand lists its cards' help, Hide, the tabs, the Face down switch, the
// plays and the confirm, leaving out a switch or a confirm it has not;
// their words hold every play's lines as drawn.
func TestPlanningChoicesInReadingOrder(t *testing.T) {
	c := Curtain{Pass: "Pass the screen to", Look: kitscreen.Look{Name: "Tuco"}, Reveal: kitscreen.Choice{Name: "reveal", Label: "Tuco: tap"}}
	if got := c.Choices().Names(); !slices.Equal(got, []string{"reveal"}) {
		t.Fatalf("the curtain offers %q", got)
	}
	if w := c.Words(); !slices.Contains(w, "Tuco") || !slices.Contains(w, "Tuco: tap") {
		t.Fatalf("the curtain's words %q", w)
	}
	h := Hand{
		Cards: []HandCard{{Choice: kitscreen.Choice{Name: "hand:Move", Label: "Move"}, Lines: []string{"Move"}}},
		Plays: []Play{{Choice: kitscreen.Choice{Name: "cmd:0", Label: "Play Move"}, Command: express.Command{Kind: express.CmdPlay, Card: express.Move}, Lines: []string{"Move"}, Confirm: true}},
		Hide:  kitscreen.Choice{Name: "hide", Label: "Hide"},
	}
	if got := h.Choices().Names(); !slices.Equal(got, []string{"hand:Move", "hide", "cmd:0"}) {
		t.Fatalf("the hand offers %q", got)
	}
	h.Tabs = []kitscreen.Choice{{Name: "tab:Tuco"}, {Name: "tab:Django"}}
	h.Face = kitscreen.Choice{Name: "tab:facedown"}
	h.Confirm, h.ConfirmLines = kitscreen.Choice{Name: "confirm-hint", Label: "Choose", Off: true}, []string{"Choose"}
	if got := h.Choices().Names(); !slices.Equal(got, []string{"hand:Move", "hide", "tab:Tuco", "tab:Django", "tab:facedown", "cmd:0", "confirm-hint"}) {
		t.Fatalf("the paged hand offers %q", got)
	}
	if h.Confirm.Open() {
		t.Fatal("the confirm's hint acts")
	}
	if cmds := h.Commands(); len(cmds) != 1 || cmds[0].Card != express.Move {
		t.Fatalf("the hand's commands %+v", cmds)
	}
	ch := Choose{Prompt: "Tuco: where?", Plays: h.Plays, OnTrain: "or tap the train"}
	if got := ch.Choices().Names(); !slices.Equal(got, []string{"cmd:0"}) || !slices.Equal(ch.Words(), []string{"Tuco: where?", "Move", "or tap the train"}) {
		t.Fatalf("the choice offers %q, says %q", got, ch.Words())
	}
}
