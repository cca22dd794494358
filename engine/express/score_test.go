package express

import (
	"reflect"
	"testing"
)

// TestScore checks §8 and R9 on literal end positions. Bullets fired are
// given by the bullet cards placed in the others' decks ("0" = a bullet of seat 1).
func TestScore(t *testing.T) {
	for _, tc := range []struct {
		name        string
		bandits     []bandit
		totals      []int
		gunslingers []Seat
		winners     []Seat
		tieBreak    TieBreak
		tied        []Seat
	}{
		{
			name: "richest wins; the Gunslinger fired most",
			bandits: []bandit{
				{ch: Ghost, at: "r1", loot: []LootID{16, 18}},       // $500 + $500
				{ch: Tuco, at: "r1", loot: []LootID{0}, deck: "00"}, // $250, 2 bullets from Ghost
				{ch: Doc, at: "r1", loot: []LootID{24}, deck: "1"},  // $1000, 1 bullet from Tuco
			},
			totals: []int{2000, 250, 1000}, gunslingers: []Seat{0}, winners: []Seat{0}, tieBreak: NoTie,
		},
		{
			name: "Gunslinger tie: every tied player gets it",
			bandits: []bandit{
				{ch: Ghost, at: "r1", loot: []LootID{0}, deck: "1"},
				{ch: Tuco, at: "r1", loot: []LootID{1}, deck: "00"},
				{ch: Doc, at: "r1", loot: []LootID{2, 3}, deck: "1"},
			},
			// tied at $1250: Ghost received 1 bullet, Tuco 2
			totals: []int{1250, 1250, 500}, gunslingers: []Seat{0, 1}, winners: []Seat{0}, tieBreak: ByFewestHits, tied: []Seat{0, 1},
		},
		{
			name: "tie for richest: fewest bullets received wins",
			bandits: []bandit{
				{ch: Ghost, at: "r1", loot: []LootID{16}, deck: "2N"},
				{ch: Tuco, at: "r1", loot: []LootID{17}, deck: "N"},
				{ch: Doc, at: "r1", loot: []LootID{18}, deck: "0"},
				{ch: Belle, at: "r1", loot: []LootID{0}},
			},
			// Ghost and Doc fired one each (Gunslingers, $1500); Ghost received 2, Doc 1.
			totals: []int{1500, 500, 1500, 250}, gunslingers: []Seat{0, 2}, winners: []Seat{2}, tieBreak: ByFewestHits, tied: []Seat{0, 2},
		},
		{
			name: "R9: tied on money and on bullets received: shared win",
			bandits: []bandit{
				{ch: Ghost, at: "r1", loot: []LootID{16}, deck: "N"},
				{ch: Tuco, at: "r1", loot: []LootID{17}, deck: "N"},
				{ch: Doc, at: "r1", loot: []LootID{0}},
			},
			totals: []int{500, 500, 250}, gunslingers: nil, winners: []Seat{0, 1}, tieBreak: SharedVictory, tied: []Seat{0, 1},
		},
		{
			name: "ransoms count; nobody fired: no Gunslinger (§8: the title goes to who fired the most)",
			bandits: []bandit{
				{ch: Ghost, at: "r1", ransoms: 2},
				{ch: Tuco, at: "r1", loot: []LootID{0}},
				{ch: Doc, at: "r1", loot: []LootID{8}},
			},
			totals: []int{500, 250, 300}, gunslingers: nil, winners: []Seat{0}, tieBreak: NoTie,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := build(t, table{bandits: tc.bandits, phase: Schemin})
			r := Score(s)
			var gs []Seat
			for i, ps := range r.Players {
				if ps.Total != tc.totals[i] {
					t.Errorf("%s total %d, want %d (%+v)", ps.Seat, ps.Total, tc.totals[i], ps)
				}
				if ps.Gunslinger == 1000 {
					gs = append(gs, ps.Seat)
				}
				if sum := ps.Purses + ps.Jewels + ps.Strongboxes + ps.Ransoms + ps.Gunslinger; sum != ps.Total {
					t.Errorf("%s items add to %d, total %d", ps.Seat, sum, ps.Total)
				}
				if ps.Loot == nil {
					t.Errorf("%s: loot is null in JSON; want []", ps.Seat)
				}
				lines := 0
				for _, l := range ps.Loot {
					lines += l.Value
					if l.Value != s.lootValueOf(l.Token) || l.Kind != l.Token.Kind() {
						t.Errorf("line %+v", l)
					}
				}
				if lines != ps.Purses+ps.Jewels+ps.Strongboxes {
					t.Errorf("%s loot lines add to %d", ps.Seat, lines)
				}
				if ps.BulletsFired != 6-int(s.bandits[i].bullets) || ps.BulletsReceived != int(s.bandits[i].received) {
					t.Errorf("%s bullets %+v", ps.Seat, ps)
				}
			}
			if !reflect.DeepEqual(gs, tc.gunslingers) {
				t.Errorf("gunslingers %v, want %v", gs, tc.gunslingers)
			}
			if !reflect.DeepEqual(r.Winners, tc.winners) {
				t.Errorf("winners %v, want %v", r.Winners, tc.winners)
			}
			if tc.tieBreak != "" && r.TieBreak != tc.tieBreak {
				t.Errorf("tie-break %q, want %q", r.TieBreak, tc.tieBreak)
			}
			if tc.tied != nil && !reflect.DeepEqual(r.Tied, tc.tied) {
				t.Errorf("tied %v, want %v", r.Tied, tc.tied)
			}
		})
	}
}

// TestScoreLegacyGunslinger: records of colt-base-1 keep that version's
// literal Gunslinger rule (every player tied for the fewest bullets left
// gets it, even when nobody fired), so café history replays unchanged.
func TestScoreLegacyGunslinger(t *testing.T) {
	s, _ := build(t, table{phase: Schemin, bandits: []bandit{
		{ch: Ghost, at: "r1", ransoms: 2},
		{ch: Tuco, at: "r1", loot: []LootID{0}},
		{ch: Doc, at: "r1", loot: []LootID{8}},
	}})
	g := *s.g
	g.version = LegacyRulesVersion
	s.g = &g
	r := Score(s)
	for i, want := range []int{1500, 1250, 1300} {
		if r.Players[i].Total != want || r.Players[i].Gunslinger != 1000 {
			t.Errorf("legacy %s total %d gunslinger %d, want %d with the title", Seat(i), r.Players[i].Total, r.Players[i].Gunslinger, want)
		}
	}
}
