package voice

import (
	"strings"
	"testing"

	"colt/engine/express"
	"colt/ui/i18n"
)

// TestFromExpressKeepsSecrets: events passed unfiltered — a face-down
// card, a purse's value — are filtered for the public by FromExpress: the
// story names neither.
func TestFromExpressKeepsSecrets(t *testing.T) {
	s, _, err := express.New(express.Setup{Players: 3, Seed: 1, Characters: []string{"Ghost", "Tuco", "Cheyenne"}})
	if err != nil {
		t.Fatal(err)
	}
	pv := express.Public(&s)
	played := express.Event{Kind: express.EvCardPlayed, Seat: 0, Card: express.Rob, FaceDown: true, Count: 1, Target: express.NoSeat, Player: express.NoSeat}
	taken := express.Event{Kind: express.EvLootTaken, Seat: 0, Token: 9, Loot: express.Purse, Value: 450, Player: 0, Target: express.NoSeat,
		From: express.Position{Wagon: 3, Floor: express.Inside}, Cause: express.Cause{By: express.ByCard, Seat: 0, Card: express.Rob}}
	for _, lang := range i18n.Langs() {
		spoken := FromExpress(lang, &pv, []express.Event{played, taken}).Spoken()
		rob := i18n.CardName(lang, express.Rob)
		if strings.Contains(spoken, rob) || strings.Contains(spoken, "450") {
			t.Errorf("%s: a secret is spoken: %q", lang, spoken)
		}
		if !strings.Contains(spoken, "Ghost") && !strings.Contains(spoken, "g'o:st") {
			t.Errorf("%s: the public part is missing: %q", lang, spoken)
		}
	}
}

// TestStoryLines: a story keeps its lines in order, drops empty ones,
// ends each as a sentence and speaks an unknown language as English.
func TestStoryLines(t *testing.T) {
	st := NewStory("xx", OnScreen(Header, "Round 2/5"), OnScreen(Instruction, "  "), OnScreen(PassScreen, "Pass the screen to Belle"))
	if st.Lang() != i18n.En || len(st.Lines()) != 2 || st.Lines()[1].Kind() != PassScreen {
		t.Fatalf("story: %v %+v", st.Lang(), st.Lines())
	}
	if got, want := st.Spoken(), "Round 2 of 5. Pass the screen to Belle."; got != want {
		t.Errorf("spoken %q, want %q", got, want)
	}
	if st.Words() != 7 || !NewStory(i18n.Fr).Empty() {
		t.Errorf("words %d", st.Words())
	}
}
