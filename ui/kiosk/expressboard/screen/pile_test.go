package screen

import (
	"slices"
	"testing"

	"colt/engine/express"
)

// TestPileWordsAreWhatTheStripShows: while the cards are played the strip
// shows its title, count and every card's lines; while they are resolved
// the cards before First fold into the Done sign and their words go; an
// empty pile says so; a hand's words hold its own loot's lines.
func TestPileWordsAreWhatTheStripShows(t *testing.T) {
	p := Pile{Title: "Pile", Count: "2 cards", Cards: []PileCard{
		{Owner: 0, Card: express.Move, Lines: []string{"Move", "Tuco"}},
		{Owner: 1, Card: express.HiddenCard, Hidden: true, FaceDown: true, Lines: []string{"★ Face down", "Doc"}},
	}, More: []string{"+1 more", "+2 more"}}
	if w := p.Words(); !slices.Equal(w, []string{"Pile", "2 cards", "Move", "Tuco", "★ Face down", "Doc"}) {
		t.Fatalf("the strip says %q", w)
	}
	p.ToCome, p.First, p.Done = true, 1, "1 played"
	if w := p.Words(); !slices.Equal(w, []string{"Pile", "2 cards", "1 played", "★ Face down", "Doc"}) || len(p.Shown()) != 1 || p.Shown()[0].Owner != 1 {
		t.Fatalf("the strip to come says %q, shows %+v", w, p.Shown())
	}
	e := Pile{Title: "Pile", Count: "0 cards", Empty: "No card yet"}
	if w := e.Words(); !slices.Equal(w, []string{"Pile", "0 cards", "No card yet"}) {
		t.Fatalf("the empty strip says %q", w)
	}
	h := Hand{Title: "Tuco", Loot: []Loot{{Lines: []string{"Yours: $250", "1 purse ($250)"}}}}
	if w := h.Words(); !slices.Contains(w, "Yours: $250") || !slices.Contains(w, "1 purse ($250)") {
		t.Fatalf("the hand's words %q leave out its loot", w)
	}
}
