package kiosk

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/engine/table"
)

// scoreRows is the bandits of the scores screen's rows, top to bottom.
func (r *rig) scoreRows() []string {
	var out []string
	for _, t := range r.tiles("bandit:") {
		out = append(out, strings.TrimPrefix(t.Name, "bandit:"))
	}
	return out
}

// TestScoresFollowTheEngineOrder: the scores screen lists the players in
// the order the engine published (express.Result.Order), ranking no one
// itself — here an order no rule of the screen could produce (the poorest
// player second, the richest last).
func TestScoresFollowTheEngineOrder(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	res := express.Result{
		Players: []express.PlayerScore{
			{Seat: 0, Character: express.Ghost, Total: 900},
			{Seat: 1, Character: express.Tuco, Total: 100, BulletsReceived: 4},
			{Seat: 2, Character: express.Doc, Total: 500},
		},
		Winners: []express.Seat{2}, TieBreak: express.NoTie,
		Order: []express.Seat{2, 1, 0},
	}
	r.win.SetContent(r.k.framed(r.eb().ScoresScreen(&res, false)))
	if got, want := r.scoreRows(), []string{"Doc", "Tuco", "Ghost"}; !slices.Equal(got, want) {
		t.Errorf("scores rows %v, want the engine's order %v", got, want)
	}
}

// TestOldResultsInEngineOrder: a history file written before the result
// published its order (engine/table/testdata/legacy-express) still shows:
// the kiosk orders it as the engine would (express.Result.Ranking), on the
// scores screen and in the operator's history.
func TestOldResultsInEngineOrder(t *testing.T) {
	b, err := os.ReadFile("../../engine/table/testdata/legacy-express/history/20261120-183000-f9f33f.json")
	if err != nil {
		t.Fatal(err)
	}
	var gs table.GameSummary
	if err := json.Unmarshal(b, &gs); err != nil {
		t.Fatal(err)
	}
	var res express.Result
	if err := json.Unmarshal(gs.Result, &res); err != nil {
		t.Fatal(err)
	}
	if res.Order != nil || len(res.Players) != 3 {
		t.Fatalf("the legacy result has an order %v or not 3 players (%d)", res.Order, len(res.Players))
	}
	// its totals: seat 0 $1000, seat 1 $2650 (the winner), seat 2 $2300
	var want []string
	for _, s := range []express.Seat{1, 2, 0} {
		want = append(want, res.Players[s].Character.String())
	}
	r := newRig(t, Settings{}, 800, 480)
	r.win.SetContent(r.k.framed(r.eb().ScoresScreen(&res, true)))
	if got := r.scoreRows(); !slices.Equal(got, want) {
		t.Errorf("scores rows of the old result %v, want %v", got, want)
	}
	winner, line, ok := r.eb().HistoryLines(gs)
	if !ok || winner == "" {
		t.Fatalf("history of the old game: %q %q %v", winner, line, ok)
	}
	g := r.words()
	parts := strings.Split(line, " · ")
	if len(parts) != 3 {
		t.Fatalf("history line %q", line)
	}
	for i, s := range []express.Seat{1, 2, 0} {
		if !strings.HasPrefix(parts[i], g.character(res.Players[s].Character)+" ") {
			t.Errorf("history line %q: place %d is not %s", line, i+1, g.character(res.Players[s].Character))
		}
	}
}
