package screen

import (
	"slices"
	"testing"

	"colt/engine/express"
	"colt/engine/express/cards"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// TestTableWordsHoldItsBigCard: the big card's lines are its name over
// its second line, and the table's words hold them, or the event tile's
// name, after the choice's and before the wait.
func TestTableWordsHoldItsBigCard(t *testing.T) {
	c := BigCard{Choice: kitscreen.Choice{Name: "card:Move", Label: "Move"}, Card: express.Move, Second: "Doc's card", Owner: 1, Bandit: 3, Partner: 3, Pile: 2}
	if l := c.Lines(); !slices.Equal(l, []string{"Move", "Doc's card"}) {
		t.Fatalf("the big card's lines %q", l)
	}
	tb := Table{Card: &c, Wait: []string{"Tuco's turn"}}
	if w := tb.Words(); !slices.Equal(w[len(w)-3:], []string{"Move", "Doc's card", "Tuco's turn"}) {
		t.Fatalf("the table's words %q", w)
	}
	tb = Table{Event: &EventTile{Choice: kitscreen.Choice{Name: "event-card", Label: "Braking"}, Event: cards.Braking}}
	if w := tb.Words(); w[len(w)-1] != "Braking" {
		t.Fatalf("the table's words %q leave out its event", w)
	}
}
