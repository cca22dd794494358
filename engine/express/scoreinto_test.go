package express_test

import (
	"encoding/json"
	"testing"

	"colt/engine/express"
)

// TestScoreIntoReuse: ScoreInto into a result that held another game's
// score gives exactly what Score gives (no line, character, team or winner
// of the earlier game left behind).
func TestScoreIntoReuse(t *testing.T) {
	setups := []express.Setup{
		{Players: 6}, {Players: 3}, {Players: 2},
		{Players: 4, Rules: express.RuleTeams}, {Players: 6, Rules: express.RuleTeams | express.RuleExperts},
		{Players: 3, Rules: express.RuleTwoBandits}, {Players: 5, Rules: express.RuleHorses},
	}
	var reused express.Result
	buf := make([]express.Command, 0, 64)
	ties := 0
	for round := 0; round < 40; round++ {
		for i, su := range setups {
			su.Seed = uint64(100*round + i + 1)
			s, err := express.NewQuiet(su)
			if err != nil {
				t.Fatal(err)
			}
			r := express.NewRand(su.Seed)
			for !s.Over() {
				buf = s.LegalAllInto(buf[:0])
				if err := s.Do(buf[r.Intn(len(buf))], nil); err != nil {
					t.Fatal(err)
				}
			}
			fresh := express.Score(&s)
			if len(fresh.Tied) > 0 {
				ties++
			}
			want, _ := json.Marshal(fresh)
			express.ScoreInto(&s, &reused)
			got, _ := json.Marshal(reused)
			if string(got) != string(want) {
				t.Fatalf("%+v: ScoreInto after other games\n got %s\nwant %s", su, got, want)
			}
		}
	}
	if ties == 0 {
		t.Errorf("no tie-break among %d games: the reuse of Tied went untested", 40*len(setups))
	}
}
