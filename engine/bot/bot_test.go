package bot

import (
	"testing"

	"colt/engine/express"
)

// play plays one game with the given bot per seat, checking that every
// choice is legal, and returns the final result.
func play(t testing.TB, su express.Setup, bots []Bot, check bool) express.Result {
	t.Helper()
	s, _, err := express.New(su)
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; !s.Over(); step++ {
		if step > 3000 {
			t.Fatalf("seed %d: no end after 3000 commands", su.Seed)
		}
		seat := s.Actor()
		c := bots[seat].Choose(&s)
		if c.Seat != seat {
			t.Fatalf("seed %d: %s chose %s for another seat", su.Seed, bots[seat].Name(), c)
		}
		if err := s.Do(c, nil); err != nil {
			t.Fatalf("seed %d step %d: %s chose an illegal command: %v", su.Seed, step, bots[seat].Name(), err)
		}
		if check {
			if err := express.CheckInvariants(&s); err != nil {
				t.Fatalf("seed %d step %d: %v", su.Seed, step, err)
			}
		}
	}
	return express.Score(&s)
}

func TestHeuristicOnlyLegal(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 300
	}
	for g := 0; g < games; g++ {
		n := 3 + g%4
		bots := make([]Bot, n)
		for i := range bots {
			bots[i] = NewHeuristic(uint64(g*10 + i))
		}
		play(t, express.Setup{Players: n, Seed: uint64(g) + 1}, bots, g%10 == 0)
	}
}

func TestHeuristicDeterministic(t *testing.T) {
	run := func() express.Result {
		bots := []Bot{NewHeuristic(1), NewHeuristic(2), NewRandom(3), NewHeuristic(4)}
		return play(t, express.Setup{Players: 4, Seed: 77}, bots, false)
	}
	a, b := run(), run()
	for i := range a.Players {
		if a.Players[i].Total != b.Players[i].Total {
			t.Fatalf("two runs with the same seeds differ: %v vs %v", a.Players, b.Players)
		}
	}
}

// TestHeuristicSeesOnlyItsView: the bot's choice depends only on its seat's
// view — two states with the same view give the same choice.
func TestHeuristicSeesOnlyItsView(t *testing.T) {
	for g := uint64(0); g < 10; g++ {
		s, _, _ := express.New(express.Setup{Players: 4, Seed: g})
		r := NewRandom(g)
		for step := 0; !s.Over(); step++ {
			v := express.View(&s, s.Actor())
			a := NewHeuristic(g).ChooseView(&v)
			b := NewHeuristic(g).Choose(&s)
			if a != b {
				t.Fatalf("Choose and ChooseView differ: %s vs %s", a, b)
			}
			if err := s.Do(r.Choose(&s), nil); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestHeuristicBeatsRandom: one heuristic seat (rotating) against random
// bots, 2,000 seeded games of 3 to 6 players.
func TestHeuristicBeatsRandom(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 400
	}
	var wins, fairShare float64
	var hTotal, rTotal, rCount float64
	for g := 0; g < games; g++ {
		n := 3 + g%4
		hSeat := express.Seat(g / 4 % n)
		bots := make([]Bot, n)
		for i := range bots {
			bots[i] = NewRandom(uint64(g)*31 + uint64(i))
		}
		bots[hSeat] = NewHeuristic(uint64(g))
		res := play(t, express.Setup{Players: n, Seed: uint64(g) + 10_000}, bots, false)
		for _, w := range res.Winners {
			if w == hSeat {
				wins += 1 / float64(len(res.Winners))
			}
		}
		fairShare += 1 / float64(n)
		for _, p := range res.Players {
			if p.Seat == hSeat {
				hTotal += float64(p.Total)
			} else {
				rTotal += float64(p.Total)
				rCount++
			}
		}
	}
	winRate, fair := wins/float64(games), fairShare/float64(games)
	hMean, rMean := hTotal/float64(games), rTotal/rCount
	t.Logf("%d games: heuristic wins %.1f%% (fair share %.1f%%), mean score $%.0f vs random $%.0f",
		games, 100*winRate, 100*fair, hMean, rMean)
	if winRate < 2*fair || hMean < 1.5*rMean {
		t.Errorf("the heuristic bot does not clearly beat random play: wins %.1f%% (fair %.1f%%), $%.0f vs $%.0f",
			100*winRate, 100*fair, hMean, rMean)
	}
}

// TestHeuristicPreferences checks the bot's stated preferences at every one
// of its decisions over many games, judged from its own view.
func TestHeuristicPreferences(t *testing.T) {
	checked := map[express.Stage]int{}
	for g := 0; g < 300; g++ {
		n := 3 + g%4
		s, _, err := express.New(express.Setup{Players: n, Seed: uint64(g) + 500})
		if err != nil {
			t.Fatal(err)
		}
		h := NewHeuristic(uint64(g))
		r := NewRandom(uint64(g))
		for !s.Over() {
			v := express.View(&s, s.Actor())
			if s.Actor() != express.Seat(g%n) {
				if err := s.Do(r.Choose(&s), nil); err != nil {
					t.Fatal(err)
				}
				continue
			}
			c := h.ChooseView(&v)
			checked[v.Stage]++
			tokens := func(seat express.Seat) int {
				b := v.Bandits[seat]
				return len(b.Purses) + b.Jewels + b.Strongboxes
			}
			switch v.Stage {
			case express.StageMove:
				me := v.Bandits[v.Seat].Position
				into := func(w int8) bool { return me.Floor == express.Inside && int(w) == v.MarshalAt }
				if into(c.Wagon) {
					for _, l := range v.Legal {
						if !into(l.Wagon) {
							t.Fatalf("game %d: moved inside the Marshal's wagon %d when %s was possible", g, c.Wagon, l)
						}
					}
				}
			case express.StageRob:
				for _, l := range v.Legal {
					if l.Token >= express.NumPurses+express.NumJewels && c.Token < express.NumPurses+express.NumJewels {
						t.Fatalf("game %d: robbed token %d with a strongbox there", g, c.Token)
					}
				}
			case express.StagePunch:
				for _, l := range v.Legal {
					if tokens(l.Target) > 0 && tokens(c.Target) == 0 {
						t.Fatalf("game %d: punched %s with no loot instead of %s", g, c.Target, l.Target)
					}
				}
			case express.StageShoot:
				for _, l := range v.Legal {
					if tokens(l.Target) > tokens(c.Target) {
						t.Fatalf("game %d: shot %s (%d tokens) instead of %s (%d)", g, c.Target, tokens(c.Target), l.Target, tokens(l.Target))
					}
				}
			case express.StageKeepPurse:
				if !c.Keep {
					t.Fatalf("game %d: Cheyenne let a purse drop", g)
				}
			case express.StagePickpocket:
				if c.Kind == express.CmdDecline {
					t.Fatalf("game %d: declined a purse", g)
				}
			}
			if err := s.Do(c, nil); err != nil {
				t.Fatalf("game %d: %v", g, err)
			}
		}
	}
	for _, st := range []express.Stage{express.StageMove, express.StageRob, express.StagePunch, express.StageShoot, express.StageKeepPurse, express.StagePickpocket} {
		if checked[st] == 0 {
			t.Errorf("no decision at stage %s was checked", st)
		}
	}
}

// TestHeuristicPlaysEveryVariant: heuristic bots play every way to play to
// the end, choosing only legal commands from their own view, invariants
// checked (§10).
func TestHeuristicPlaysEveryVariant(t *testing.T) {
	for _, n := range append(express.Ways(), express.HorsesWays()...) {
		t.Run(n.Name, func(t *testing.T) {
			games := 30
			if testing.Short() {
				games = 6 // the full native run (deploy/test.sh) plays 30
			}
			for g := 0; g < games; g++ {
				su := n.Setup
				su.Seed = uint64(g) + 77
				bots := make([]Bot, su.Players)
				for i := range bots {
					bots[i] = NewHeuristic(uint64(g*10 + i))
				}
				play(t, su, bots, g%3 == 0)
			}
		})
	}
}

// TestHeuristicBeatsRandomInVariants: in the 2-player game, the two-bandit
// variant and Teams, heuristic players (a team of them in Teams) win more
// than random ones — they play the variants' own choices, not just any.
func TestHeuristicBeatsRandomInVariants(t *testing.T) {
	for _, su := range []express.Setup{
		{Players: 2}, {Players: 2, Rules: express.RuleTwoBandits}, {Players: 3, Rules: express.RuleTwoBandits},
		{Players: 4, Rules: express.RuleTeams}, {Players: 4, Rules: express.RuleExperts},
	} {
		games := 300
		wins, fair := 0.0, 0.0
		for g := 0; g < games; g++ {
			su.Seed = uint64(g) + 5000
			h := express.Seat(g % su.Players)
			if su.Rules.Has(express.RuleTeams) {
				h = express.Seat(2 * (g % 2)) // the A player of one team; its partner is heuristic too
			}
			bots := make([]Bot, su.Players)
			for i := range bots {
				bots[i] = NewRandom(uint64(g)*31 + uint64(i))
			}
			bots[h] = NewHeuristic(uint64(g))
			if su.Rules.Has(express.RuleTeams) {
				bots[h+1] = NewHeuristic(uint64(g) + 1)
			}
			res := play(t, su, bots, false)
			for _, w := range res.Winners {
				if w == h {
					wins += 1 / float64(len(res.Winners))
					if su.Rules.Has(express.RuleTeams) {
						wins += 1 / float64(len(res.Winners)) // both partners are listed
					}
				}
			}
			if su.Rules.Has(express.RuleTeams) {
				fair += 2 / float64(su.Players)
			} else {
				fair += 1 / float64(su.Players)
			}
		}
		rate, share := wins/float64(games), fair/float64(games)
		t.Logf("%d players, rules %s: heuristic wins %.1f%% (fair share %.1f%%)", su.Players, su.Rules, 100*rate, 100*share)
		if rate < 1.3*share {
			t.Errorf("%d players, rules %s: heuristic wins %.1f%%, not clearly above the fair share %.1f%%", su.Players, su.Rules, 100*rate, 100*share)
		}
	}
}
