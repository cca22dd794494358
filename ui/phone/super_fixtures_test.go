package phone

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"colt/engine/super"
	"colt/engine/table"
	"colt/mqtt"
	"colt/ui/i18n"
)

// superFixtureDir holds the Colt Super Express moments the phone page's
// unit tests render (super.test.mjs), with what ui/i18n says of them.
var superFixtureDir = filepath.Join("e2e", "super-fixtures")

// superWords is what ui/i18n says of a fixture in one language: each of the
// seat's events, the winner and each player's line in ranking order. The
// page words the same in JavaScript (src/super.js).
type superWords struct {
	Events  []string `json:"events"`
	Winner  string   `json:"winner"`
	Ranking [][]int  `json:"ranking"`
	Lines   []string `json:"lines"`
}

// buildSuperFixtures plays a seeded 5-player game and keeps four moments:
// seat 1 owing its first stack, seat 2 having stacked (the others not), the
// round resolved by the last stack, and the end.
func buildSuperFixtures(t *testing.T) map[string][]byte {
	t.Helper()
	g, evs, err := super.NewGame(super.Setup{Players: 5, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	words := map[string]map[string]superWords{}
	keep := func(name string, g *super.Game, evs []super.Event, seat super.Seat) {
		s := g.State()
		pv := super.Public(&s)
		seats := make([]mqtt.SeatStatus, g.Players())
		for i := range seats {
			seats[i] = mqtt.SeatStatus{Seat: super.Seat(i), Mode: table.Phone}
		}
		seatView := super.View(&s, seat)
		seatMsg := mqtt.SeatMessage{Game: "fixture", View: seatView, Events: super.EventsFor(evs, seat), Words: phoneWords(t, seatView, super.EventsFor(evs, seat))}
		pub := mqtt.PublicMessage{Game: "fixture", View: pv, Seats: seats, Events: super.EventsFor(evs, super.NoSeat), Words: phoneWords(t, pv, super.EventsFor(evs, super.NoSeat))}
		for suffix, v := range map[string]any{".seat.json": seatMsg, ".public.json": pub} {
			b, err := json.MarshalIndent(v, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			out[name+suffix] = append(b, '\n')
		}
		w := map[string]superWords{}
		for _, l := range i18n.Langs() {
			sw := superWords{Events: []string{}, Ranking: [][]int{}, Lines: []string{}}
			for _, e := range super.EventsFor(evs, seat) {
				sw.Events = append(sw.Events, i18n.SuperDescribe(l, e, &pv))
			}
			if r := pv.Result; r != nil {
				sw.Winner = i18n.SuperWinnerText(l, r, &pv)
				for _, place := range r.Ranking() {
					var p []int
					for _, s := range place {
						p = append(p, int(s))
						sw.Lines = append(sw.Lines, i18n.SuperRankLine(l, r.Players[s]))
					}
					sw.Ranking = append(sw.Ranking, p)
				}
			}
			w[string(l)] = sw
		}
		words[name] = w
	}
	keep("super-plan", g, evs.List, 1)
	apply := func(seat super.Seat, i int) []super.Event {
		legal := g.Legal(seat)
		next, e, err := g.Apply(legal[i%len(legal)])
		if err != nil {
			t.Fatal(err)
		}
		g = next.(*super.Game)
		return e.(*super.Events).List
	}
	keep("super-waiting", g, apply(2, 7), 2)
	for i := 0; len(g.Expected()) > 1; i++ {
		apply(g.Expected()[0], 5*i+3)
	}
	last := g.Expected()[0]
	keep("super-resolved", g, apply(last, 13), last)
	var lastEvs []super.Event
	for i := 0; !g.Over(); i++ {
		lastEvs = apply(g.Expected()[0], 7*i+1)
	}
	keep("super-gameover", g, lastEvs, 0)
	b, err := json.MarshalIndent(words, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	out["wording.golden.json"] = append(b, '\n')
	return out
}

// TestSuperFixturesFromEngine: the phone's Colt Super Express fixtures
// and their wording golden are exactly what the engine, the bridge's
// message types and ui/i18n give; -update rewrites them.
func TestSuperFixturesFromEngine(t *testing.T) {
	want := buildSuperFixtures(t)
	if *updateFixtures {
		old, _ := filepath.Glob(filepath.Join(superFixtureDir, "*.json"))
		for _, f := range old {
			os.Remove(f)
		}
		if err := os.MkdirAll(superFixtureDir, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, b := range want {
			if err := os.WriteFile(filepath.Join(superFixtureDir, name), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	have, _ := filepath.Glob(filepath.Join(superFixtureDir, "*.json"))
	var stale []string
	for _, f := range have {
		if _, ok := want[filepath.Base(f)]; !ok {
			stale = append(stale, filepath.Base(f)+" (no recipe)")
		}
	}
	for name, b := range want {
		got, err := os.ReadFile(filepath.Join(superFixtureDir, name))
		if err != nil || !bytes.Equal(got, b) {
			stale = append(stale, name)
		}
	}
	if len(stale) > 0 {
		sort.Strings(stale)
		t.Fatalf("super fixtures differ from the engine's (%s): run go test ./ui/phone -run Fixtures -update", strings.Join(stale, ", "))
	}
}
