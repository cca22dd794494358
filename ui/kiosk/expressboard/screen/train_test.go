package screen

import (
	"slices"
	"testing"

	"colt/engine/express"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// TestTrainWordsAndChoices: a train's words are every word it draws, car
// by car — titles and their short forms, horses, each pawn's name and
// mark, the Marshal's and the Shotgun's, the loot's counts, the hostages'
// long and short words — none empty; its choices are the taps it offers
// (a header, horses, a place, a pawn, a token, the hostages) and nothing
// without a tap; its places are every car's, in order, by reference.
func TestTrainWordsAndChoices(t *testing.T) {
	do := func() {}
	tr := Train{Cars: []Car{
		{Kind: Locomotive, Title: kitscreen.Choice{Name: "wagon-title:0", Label: "Locomotive"}, Short: "Loco",
			Horses: kitscreen.Choice{Name: "horses:0", Label: "2 horses", Do: do},
			Places: []Place{
				{Name: "place:0:roof", Floor: express.Roof, Bandits: []Pawn{{Look: kitscreen.Look{Name: "Belle"}, Mark: "B", Tile: kitscreen.Choice{Name: "bandit:belle", Label: "Belle", Do: do}}}},
				{Name: "place:0:inside", Marshal: Token{Choice: kitscreen.Choice{Name: "marshal", Label: "Marshal", Do: do}, Mark: "M"},
					Loot: []LootChip{{Kind: express.Purse, Count: 2, Text: "2"}}},
			}},
		{Kind: Stagecoach, Wagon: -1, Title: kitscreen.Choice{Name: "stagecoach", Label: "Stagecoach", Do: do},
			Places: []Place{
				{Name: "place:stage:roof", Floor: express.Roof, Target: kitscreen.Choice{Name: "target:stage:roof", Do: do},
					Shotgun: Token{Choice: kitscreen.Choice{Name: "shotgun", Label: "Shotgun", Do: do}, Mark: "S"}},
				{Name: "place:stage:inside", Hostages: Hostages{Choice: kitscreen.Choice{Name: "hostages", Label: "3 hostages", Do: do}, Count: 3, Short: "3"}},
			}},
	}}
	want := []string{"Locomotive", "Loco", "2 horses", "Belle", "B", "Marshal", "M", "2", "Stagecoach", "Shotgun", "S", "3 hostages", "3"}
	if got := tr.Words(); !slices.Equal(got, want) {
		t.Fatalf("words %q, want %q", got, want)
	}
	wantChoices := []string{"horses:0", "bandit:belle", "marshal", "stagecoach", "target:stage:roof", "shotgun", "hostages"}
	if got := tr.Choices().Names(); !slices.Equal(got, wantChoices) {
		t.Fatalf("choices %q, want %q", got, wantChoices)
	}
	ps := tr.Places()
	if len(ps) != 4 || ps[0].Name != "place:0:roof" || ps[3].Name != "place:stage:inside" {
		t.Fatalf("places %d", len(ps))
	}
	ps[1].Lit = true
	if !tr.Cars[0].Places[1].Lit {
		t.Fatal("Places gives copies, not the train's places")
	}
}
