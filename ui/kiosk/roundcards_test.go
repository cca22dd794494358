package kiosk

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"colt/engine/express/cards"
)

// openRoundCards opens the operator menu's round-card editor.
func (r *rig) openRoundCards() {
	r.t.Helper()
	r.tap("operator")
	for _, d := range r.k.cfg.OperatorPIN {
		r.tap("pin:" + string(d))
	}
	r.tap("pin:ok")
	r.tap("op:roundcards")
	if !r.has("rc:reset") {
		r.t.Fatalf("no round-card editor: %v", r.names())
	}
}

// TestRoundCardEditor (issue item 8): the operator lists the round cards
// (the expansion's provisional ones marked), retypes the turns of the card
// the next game's first round draws with one-finger buttons, saves: the
// corrections file lands in the data folder, the next game's record holds
// the corrected catalog and its first round plays the new turns; "Reset to
// default" removes the file and the next game plays the printed turns.
func TestRoundCardEditor(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, RoundCardsFileName)
	r := newRig(t, Settings{RoundCardsOverride: path}, 800, 480)
	// the card the seeded game's first round draws, with the default cards
	r.tap("players:4")
	r.tap("start")
	first := r.pub().Round
	t.Logf("the first round draws %s (%s)", first.Card, letters(first.Turns))
	want := map[string]string{"2-4": "TT2S", "5-6": "S2TT"}
	if cards.Base().RoundCards[0].Turns["2-4"] == want["2-4"] {
		t.Fatal("pick other turns for the test")
	}

	r.openRoundCards()
	if !r.showsText("provisional") || !r.has("rc:card:melee") {
		t.Errorf("the list does not show the expansion's provisional cards: %v", r.names())
	}
	r.tap("rc:card:" + first.Card)
	for _, grp := range []string{"2-4", "5-6"} { // the card's two sides
		for range 6 {
			r.tap("rc:del:" + grp)
		}
		for _, l := range want[grp] {
			r.tap("rc:add:" + grp + ":" + string(l))
		}
	}
	if r.has("rc:add:2-4:M") != isHorsesCard(first.Card) {
		t.Errorf("card %s: the Turmoil button is offered %v", first.Card, r.has("rc:add:2-4:M"))
	}
	r.tap("rc:save")
	if !r.showsText("Saved") {
		t.Fatalf("no saved note: %v", r.texts())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("the corrections file: %v", err)
	}
	c, err := cards.Parse(data)
	if err != nil || turnsOf(c, first.Card)["2-4"] != want["2-4"] || turnsOf(c, first.Card)["5-6"] != want["5-6"] {
		t.Fatalf("the corrections file holds %v (%v)", turnsOf(c, first.Card), err)
	}
	r.tap("rc:close")
	r.tap("op:new")
	r.tap("players:4")
	r.tap("start")
	rec := expressRecord(r.tbl)
	rc, err := cards.Parse(rec.Setup.Catalog)
	if err != nil || turnsOf(rc, first.Card)["2-4"] != want["2-4"] {
		t.Fatalf("the next game's record does not hold the corrected card: %v", err)
	}
	pv := r.pub()
	if pv.Round.Card != first.Card || letters(pv.Round.Turns) != want["2-4"] {
		t.Fatalf("the next game's first round is %s with turns %q, want %s with %q", pv.Round.Card, letters(pv.Round.Turns), first.Card, want["2-4"])
	}

	r.openRoundCards()
	r.tap("rc:reset")
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("reset left the corrections file: %v", err)
	}
	r.tap("rc:close")
	r.tap("op:new")
	r.tap("players:4")
	r.tap("start")
	pv = r.pub()
	if len(expressRecord(r.tbl).Setup.Catalog) != 0 || letters(pv.Round.Turns) != letters(first.Turns) {
		t.Fatalf("after the reset the game plays %q (catalog in the record: %d bytes), want the printed %q", letters(pv.Round.Turns), len(expressRecord(r.tbl).Setup.Catalog), letters(first.Turns))
	}
}

// TestRoundCardFileDamaged: a corrections file that cannot be read as a
// catalog gives the operator a banner naming it and what is wrong, and the
// default cards are played.
func TestRoundCardFileDamaged(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, RoundCardsFileName)
	if err := os.WriteFile(path, []byte(`{"version": "x", "roundCards": [`), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newRig(t, Settings{RoundCardsOverride: path}, 800, 480)
	if len(r.k.banners) != 1 || !strings.Contains(r.k.banners[0], path) || !strings.Contains(r.k.banners[0], "default cards are played") {
		t.Fatalf("banners: %q", r.k.banners)
	}
	r.tap("players:4")
	r.tap("start")
	if len(expressRecord(r.tbl).Setup.Catalog) != 0 {
		t.Fatal("the damaged file went into the game")
	}
	// a file with valid JSON but an impossible card is refused the same way
	bad := strings.Replace(string(cards.BaseJSON()), `"NNTS"`, `"NNXS"`, 1)
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	r2 := newRig(t, Settings{RoundCardsOverride: path}, 800, 480)
	if len(r2.k.banners) != 1 || !strings.Contains(r2.k.banners[0], "may only use N, T, 2, S, M") {
		t.Fatalf("banners: %q", r2.k.banners)
	}
}

func isHorsesCard(id string) bool {
	for _, rc := range cards.Base().RoundCards {
		if rc.ID == id {
			return rc.Module == "horses"
		}
	}
	return false
}

func turnsOf(c *cards.Catalog, id string) map[string]string {
	if c == nil {
		return nil
	}
	for _, rc := range c.RoundCards {
		if rc.ID == id {
			return rc.Turns
		}
	}
	return nil
}

func letters(ts []cards.TurnKind) string {
	var b strings.Builder
	for _, t := range ts {
		b.WriteByte(t.Letter())
	}
	return b.String()
}
