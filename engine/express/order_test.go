package express

import (
	"encoding/json"
	"slices"
	"testing"

	"colt/engine/express/cards"
)

// TestOrder: Result.Order lists every player from first place to last — the
// winners (§8, R9), then the players still in the running before the
// arrested (§11 Escape), then by total, fewest bullets received, seat; in
// Teams (§10) partners together where their team stands.
func TestOrder(t *testing.T) {
	for _, tc := range []struct {
		name  string
		tb    table
		horse cards.Event // Horses & Stagecoach: the last round's event (endOfRound)
		want  []Seat
	}{
		{
			name: "winner first, then by total",
			tb: table{bandits: []bandit{
				{ch: Ghost, at: "r1", loot: []LootID{0}},             // $250
				{ch: Tuco, at: "r1", loot: []LootID{16, 18}},         // $1000
				{ch: Doc, at: "r1", loot: []LootID{24}},              // $1000 … 1 bullet
				{ch: Belle, at: "r1", loot: []LootID{17}, deck: "N"}, // $500
			}},
			want: []Seat{1, 2, 3, 0},
		},
		{
			name: "§8 tie for richest: fewest bullets received wins; behind, a tie on money broken by bullets too",
			tb: table{bandits: []bandit{
				{ch: Ghost, at: "r1", loot: []LootID{16}, deck: "NN"}, // $500, 2 bullets
				{ch: Tuco, at: "r1", loot: []LootID{24}, deck: "N"},   // $1000, 1 bullet
				{ch: Doc, at: "r1", loot: []LootID{17}, deck: "N"},    // $500, 1 bullet
				{ch: Belle, at: "r1", loot: []LootID{25}},             // $1000, 0 bullets: wins
				{ch: Cheyenne, at: "r1", loot: []LootID{18}},          // $500, 0 bullets
			}},
			want: []Seat{3, 1, 4, 2, 0},
		},
		{
			name: "R9 shared victory: the winners in seat order, then ties on money and bullets in seat order",
			tb: table{bandits: []bandit{
				{ch: Ghost, at: "r1", loot: []LootID{0}},   // $250
				{ch: Tuco, at: "r1", loot: []LootID{16}},   // $500
				{ch: Doc, at: "r1", loot: []LootID{1}},     // $250
				{ch: Belle, at: "r1", loot: []LootID{17}},  // $500
				{ch: Django, at: "r1", loot: []LootID{18}}, // $500
			}},
			want: []Seat{1, 3, 4, 0, 2},
		},
		{
			name: "§10 Teams: partners together, A then B, where their team stands",
			tb: table{rules: RuleTeams, bandits: []bandit{
				{ch: Ghost, at: "r1", loot: []LootID{24}},         // team 0: $1000 + $0, 1 bullet
				{ch: Tuco, at: "r1", deck: "N"},                   //
				{ch: Doc, at: "r1", loot: []LootID{16, 17}},       // team 1: $1000 + $1000 wins
				{ch: Belle, at: "r1", loot: []LootID{18, 19}},     //
				{ch: Django, at: "r1", loot: []LootID{0}},         // team 2: $250 + $750, no bullet
				{ch: Cheyenne, at: "r1", loot: []LootID{1, 2, 3}}, //
			}},
			// team 0 and team 2 tie at $1000: team 2 received fewer bullets;
			// a ranking of players alone would put Ghost ($1000) right after the winners
			want: []Seat{2, 3, 4, 5, 0, 1},
		},
		{
			name:  "§11 Escape: the arrested come after every free player, however rich",
			horse: cards.Escape,
			tb: table{bandits: []bandit{
				{ch: Tuco, at: "i1", loot: []LootID{24, 25}}, // $2000, arrested
				{ch: Doc, at: "esc"},                         // $0, escaped
				{ch: Belle, at: "sr", loot: []LootID{18}},    // $500 on the stagecoach: wins
				{ch: Django, at: "r4", loot: []LootID{0}},    // $250, arrested
			}},
			want: []Seat{2, 1, 0, 3},
		},
		{
			name:  "§11 Escape, nobody escaped: the arrest changes nothing",
			horse: cards.Escape,
			tb: table{bandits: []bandit{
				{ch: Tuco, at: "i1", loot: []LootID{0}},  // $250
				{ch: Doc, at: "i2", loot: []LootID{24}},  // $1000
				{ch: Belle, at: "r3", loot: []LootID{1}}, // $250 … 1 bullet
				{ch: Django, at: "r4", deck: "N"},        // $0
			}},
			want: []Seat{1, 0, 2, 3},
		},
		{
			name:  "§11 Escape in Teams: a team is out of the running only when both partners were arrested",
			horse: cards.Escape,
			tb: table{rules: RuleTeams, bandits: []bandit{
				{ch: Tuco, at: "i1", loot: []LootID{24, 25}}, // team 0: $2000, both arrested
				{ch: Doc, at: "i2"},                          //
				{ch: Belle, at: "i3", loot: []LootID{18}},    // team 1: $500 + $0, Belle arrested, Django escaped
				{ch: Django, at: "esc"},                      //
				{ch: Ghost, at: "sr", loot: []LootID{16}},    // team 2: $500 + $250 wins
				{ch: Cheyenne, at: "i1", loot: []LootID{0}},  //
			}},
			want: []Seat{4, 5, 2, 3, 0, 1},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var s *State
			if tc.horse != cards.NoEvent {
				s, _ = endOfRound(t, tc.tb, Rounds-1, tc.horse)
			} else {
				tc.tb.phase = Schemin
				s, _ = build(t, tc.tb)
			}
			r := Score(s)
			if !slices.Equal(r.Order, tc.want) {
				t.Errorf("Order %v, want %v (totals %v, winners %v)", r.Order, tc.want, totals(&r), r.Winners)
			}
			if !slices.Equal(r.Order[:len(r.Winners)], r.Winners) {
				t.Errorf("Order %v does not begin with the winners %v", r.Order, r.Winners)
			}
			// a result stored before Order existed is ordered the same way
			old := r
			old.Order = nil
			if got := old.Ranking(); !slices.Equal(got, tc.want) {
				t.Errorf("Ranking of a result without Order %v, want %v", got, tc.want)
			}
		})
	}
}

func totals(r *Result) []int {
	var out []int
	for _, ps := range r.Players {
		out = append(out, ps.Total)
	}
	if len(r.Teams) > 0 {
		out = out[:0]
		for _, ts := range r.Teams {
			out = append(out, ts.Total)
		}
	}
	return out
}

// TestOrderOfPlayedGames: in random games of every way to play, Order lists
// every seat once, begins with the winners, is published in the JSON and is
// what Ranking computes again from the result read back without it.
func TestOrderOfPlayedGames(t *testing.T) {
	setups := []Setup{
		{Players: 3}, {Players: 6}, {Players: 2},
		{Players: 4, Rules: RuleTeams}, {Players: 6, Rules: RuleTeams | RuleExperts},
		{Players: 3, Rules: RuleTwoBandits}, {Players: 5, Rules: RuleHorses}, {Players: 4, Rules: RuleHorses | RuleTeams},
		{Players: 4, Rules: RuleTTC},
	}
	buf := make([]Command, 0, 64)
	for seed := uint64(1); seed <= 30; seed++ {
		for _, su := range setups {
			su.Seed = seed
			s, err := NewQuiet(su)
			if err != nil {
				t.Fatal(err)
			}
			rnd := NewRand(seed)
			for !s.Over() {
				buf = s.LegalAllInto(buf[:0])
				if err := s.Do(buf[rnd.Intn(len(buf))], nil); err != nil {
					t.Fatal(err)
				}
			}
			r := Score(&s)
			seats := slices.Clone(r.Order)
			slices.Sort(seats)
			if len(seats) != len(r.Players) || len(slices.Compact(seats)) != len(r.Players) {
				t.Fatalf("%+v: Order %v does not list each of %d players once", su, r.Order, len(r.Players))
			}
			if !slices.Equal(r.Order[:len(r.Winners)], r.Winners) {
				t.Fatalf("%+v: Order %v does not begin with the winners %v", su, r.Order, r.Winners)
			}
			b, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			var wire struct {
				Order []Seat `json:"order"`
			}
			if err := json.Unmarshal(b, &wire); err != nil || !slices.Equal(wire.Order, r.Order) {
				t.Fatalf("%+v: JSON order %v (%v), want %v", su, wire.Order, err, r.Order)
			}
			var old Result
			if err := json.Unmarshal(b, &old); err != nil {
				t.Fatal(err)
			}
			old.Order = nil
			if got := old.Ranking(); !slices.Equal(got, r.Order) {
				t.Fatalf("%+v: Ranking of the stored result %v, Order %v", su, got, r.Order)
			}
		}
	}
}
