package super

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestRanking: the winners first, then the bandits the ending compared by
// loot, then the others by how long they stayed aboard; ties share a place.
func TestRanking(t *testing.T) {
	r := &Result{Ending: EndByLoot, Winners: []Seat{2}, Judged: []Seat{2, 4}, Players: []PlayerResult{
		{Seat: 0, EliminatedIn: 1},
		{Seat: 1, EliminatedIn: 3, Loot: []LootCard{{Wagon: 5, Value: 5}}, BestLoot: 5},
		{Seat: 2, Aboard: true, Judged: true, Winner: true, Loot: []LootCard{{5, 5}, {4, 4}}, BestLoot: 5},
		{Seat: 3, EliminatedIn: 3},
		{Seat: 4, Aboard: true, Judged: true, Loot: []LootCard{{3, 3}}, BestLoot: 3},
		{Seat: 5, EliminatedIn: 1},
	}}
	got := r.Ranking()
	want := [][]Seat{{2}, {4}, {1}, {3}, {0, 5}}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Fatalf("Ranking = %v, want %v", got, want)
	}
}

// TestRankingOfPlayedGames: in seeded games of every size, the first place
// is exactly the engine's winners, every seat is ranked once, and the
// result publishes that ranking (Places, "ranking" in its JSON).
func TestRankingOfPlayedGames(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		n := 3 + int(seed%5)
		s, err := NewQuiet(Setup{Players: n, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rnd := NewRand(seed)
		for !s.Over() {
			legal := Legal(&s)
			if err := s.Do(legal[rnd.Intn(len(legal))], nil); err != nil {
				t.Fatal(err)
			}
		}
		r := s.Result()
		rank := r.Ranking()
		if !slices.EqualFunc(r.Places, rank, slices.Equal) {
			t.Fatalf("seed %d: published ranking %v, Ranking() %v", seed, r.Places, rank)
		}
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var wire struct {
			Ranking [][]Seat `json:"ranking"`
		}
		if err := json.Unmarshal(b, &wire); err != nil || !slices.EqualFunc(wire.Ranking, rank, slices.Equal) {
			t.Fatalf("seed %d: JSON ranking %v (%v), want %v", seed, wire.Ranking, err, rank)
		}
		if !slices.Equal(rank[0], r.Winners) {
			t.Fatalf("seed %d: first place %v, winners %v", seed, rank[0], r.Winners)
		}
		seen := map[Seat]bool{}
		for _, place := range rank {
			for _, seat := range place {
				if seen[seat] {
					t.Fatalf("seed %d: seat %d ranked twice", seed, seat)
				}
				seen[seat] = true
			}
		}
		if len(seen) != n {
			t.Fatalf("seed %d: %d of %d seats ranked", seed, len(seen), n)
		}
	}
}
