package arena

import (
	"strings"
	"testing"

	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/super"
)

// totals adds up the plays and wins of an arena's results.
func totals(stats []LevelStats) (plays int, wins float64) {
	for _, s := range stats {
		plays += s.Plays
		wins += s.Wins
	}
	return plays, wins
}

// checkTotals: games games of players seats give games × players plays and
// games wins in all (a shared win split between its winners).
func checkTotals(t *testing.T, stats []LevelStats, games, players int) {
	t.Helper()
	plays, wins := totals(stats)
	if plays != games*players || wins < float64(games)-0.01 || wins > float64(games)+0.01 {
		t.Fatalf("%d plays and %.2f wins for %d games of %d players: %+v", plays, wins, games, players, stats)
	}
}

// TestLevelsPlayEveryRuleset: every level plays whole games of every way
// to play, only ever legal commands (the arena refuses anything else).
func TestLevelsPlayEveryRuleset(t *testing.T) {
	for _, nu := range append(express.Ways(), express.HorsesWays()...) {
		t.Run(nu.Name, func(t *testing.T) {
			seats := make([]Level, nu.Setup.Players)
			for i := range seats {
				seats[i] = []Level{Hard, Normal, Easy, Random}[i%4]
			}
			su := nu.Setup
			su.Seed = 3
			stats, err := Run(Config{Setup: su, Seats: seats, Games: 2, Budget: bot.Budget{Iterations: 24}, Workers: 2})
			if err != nil {
				t.Fatal(err)
			}
			checkTotals(t, stats, 2, nu.Setup.Players)
		})
	}
}

// TestArenaReproducible: with an iteration budget the same arena gives the
// same results, whatever the number of workers.
func TestArenaReproducible(t *testing.T) {
	cfg := Config{Setup: express.Setup{Players: 3, Seed: 11}, Seats: []Level{Hard, Normal, Easy}, Games: 6, Budget: bot.Budget{Iterations: 40}}
	cfg.Workers = 1
	a, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 3
	b, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i := range a {
		if a[i].Level != b[i].Level || a[i].Wins != b[i].Wins || a[i].Decisions != b[i].Decisions || a[i].Plays != b[i].Plays {
			t.Fatalf("run 1 %+v, run 2 %+v", a[i], b[i])
		}
	}
	if _, err := Run(Config{Setup: express.Setup{Players: 3}, Seats: []Level{Hard}, Games: 1}); err == nil {
		t.Fatal("an arena with one level for three seats was accepted")
	}
}

// TestSuperLevelsPlay: every level plays whole Colt Super Express games.
func TestSuperLevelsPlay(t *testing.T) {
	su := super.Setup{Players: 7, Seed: 2}
	stats, err := Run(Config{Super: &su, Seats: []Level{Hard, Normal, Easy, Random, Hard, Normal, Easy}, Games: 3, Budget: bot.Budget{Iterations: 30}, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	checkTotals(t, stats, 3, 7)
}

// TestParseLevel: the arena reads every level it plays, the yardsticks
// included, and says what to choose for any other name.
func TestParseLevel(t *testing.T) {
	for _, l := range Levels() {
		got, err := ParseLevel(" " + strings.ToUpper(l.String()) + " ")
		if err != nil || got != l {
			t.Fatalf("ParseLevel(%q) = %v, %v", l, got, err)
		}
	}
	if len(Levels()) != len(bot.Levels())+2 || Levels()[len(Levels())-1] != NormalV1 {
		t.Fatalf("Levels() = %v: want the tables' levels, then random and normal-v1", Levels())
	}
	_, err := ParseLevel("normal-v2")
	if err == nil || err.Error() != `unknown bot level "normal-v2": choose easy, normal or hard (or, in colt arena, the yardsticks random or normal-v1)` {
		t.Fatalf("ParseLevel(normal-v2): %v", err)
	}
}

// TestNormalV1PlaysEveryRuleset: the frozen old Normal bot plays whole
// games of every way to play but Colt Super Express (refused with a clear
// error), only ever legal commands.
func TestNormalV1PlaysEveryRuleset(t *testing.T) {
	for _, nu := range append(express.Ways(), express.HorsesWays()...) {
		t.Run(nu.Name, func(t *testing.T) {
			seats := make([]Level, nu.Setup.Players)
			for i := range seats {
				seats[i] = []Level{NormalV1, Normal, Random}[i%3]
			}
			su := nu.Setup
			su.Seed = 5
			stats, err := Run(Config{Setup: su, Seats: seats, Games: 3, Workers: 2})
			if err != nil {
				t.Fatal(err)
			}
			checkTotals(t, stats, 3, nu.Setup.Players)
		})
	}
	su := super.Setup{Players: 3, Seed: 1}
	_, err := Run(Config{Super: &su, Seats: []Level{NormalV1, Normal, Normal}, Games: 1})
	if err == nil || !strings.Contains(err.Error(), "the normal-v1 yardstick plays Colt Express only") {
		t.Fatalf("normal-v1 in Colt Super Express: %v", err)
	}
}

// TestNormalV1Frozen: the yardstick plays as it did when it moved out of
// engine/bot (figures of that day, the same before and after the move):
// its wins and its number of decisions against random play, in the base
// game (its own frozen judgement) and with Horses & Stagecoach (where it
// takes today's Normal bot's judgement of the expansion, bot.Read). A
// change here means the yardstick no longer measures what it did.
func TestNormalV1Frozen(t *testing.T) {
	for _, c := range []struct {
		rules                string
		v1Wins, randomWins   float64
		v1Moves, randomMoves int
	}{
		{"", 292.5, 7.5, 17647, 16543},
		{"horses", 275, 25, 21360, 19142},
	} {
		rules, err := express.ParseRules(c.rules)
		if err != nil {
			t.Fatal(err)
		}
		stats, err := Run(Config{Setup: express.Setup{Players: 4, Seed: 21, Rules: rules}, Seats: []Level{NormalV1, Random, NormalV1, Random}, Games: 300, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		got := map[Level]LevelStats{}
		for _, s := range stats {
			got[s.Level] = s
		}
		v1, rnd := got[NormalV1], got[Random]
		if v1.Wins != c.v1Wins || rnd.Wins != c.randomWins || v1.Decisions != c.v1Moves || rnd.Decisions != c.randomMoves {
			t.Errorf("rules %q: normal-v1 won %v in %d decisions, random %v in %d; the frozen yardstick won %v in %d, random %v in %d",
				c.rules, v1.Wins, v1.Decisions, rnd.Wins, rnd.Decisions, c.v1Wins, c.v1Moves, c.randomWins, c.randomMoves)
		}
	}
}
