package express_test

import (
	"runtime"
	"testing"

	"colt/engine/express"
)

// Benchmarks (run on one core):
//
//	go test ./engine -run XXX -bench . -benchtime 3s -cpu 1

// BenchmarkRandomGame6 plays whole random 6-player games the way a
// simulator does: State.LegalAllInto with a reused buffer and DoLegal (the
// list chosen from is the validation), no events. It reports games per second and allocations per command (setup
// included).
func BenchmarkRandomGame6(b *testing.B) { randomGames(b, 0) }

// BenchmarkRandomGame6Horses is BenchmarkRandomGame6 with the Horses &
// Stagecoach expansion (§11).
func BenchmarkRandomGame6Horses(b *testing.B) { randomGames(b, express.RuleHorses) }

func randomGames(b *testing.B, benchRules express.Rules) {
	rnd := express.NewRand(1)
	buf := make([]express.Command, 0, 64)
	cmds := 0
	b.ReportAllocs()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	for i := 0; b.Loop(); i++ {
		s, err := express.NewQuiet(express.Setup{Players: 6, Seed: uint64(i), Rules: benchRules})
		if err != nil {
			b.Fatal(err)
		}
		for !s.Over() {
			buf = s.LegalAllInto(buf[:0])
			s.DoLegal(buf, rnd.Intn(len(buf)), nil)
			cmds++
		}
	}
	runtime.ReadMemStats(&m1)
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(cmds)/float64(b.N), "cmds/game")
	b.ReportMetric(float64(m1.Mallocs-m0.Mallocs)/float64(cmds), "allocs/command")
}

// sampleGame returns the states of one random 6-player game, each with the
// command played from it.
func sampleGame(tb testing.TB, seed uint64) ([]express.State, []express.Command) {
	return sampleGameOf(tb, express.Setup{Players: 6, Seed: seed})
}

// sampleGameOf returns the states of one random game of su, each with the
// command played from it.
func sampleGameOf(tb testing.TB, su express.Setup) ([]express.State, []express.Command) {
	seed := su.Seed
	s, _, err := express.New(su)
	if err != nil {
		tb.Fatal(err)
	}
	rnd := express.NewRand(seed)
	var states []express.State
	var cmds []express.Command
	var buf []express.Command
	for !s.Over() {
		buf = s.LegalInto(s.Actor(), buf[:0])
		c := buf[rnd.Intn(len(buf))]
		states = append(states, s)
		cmds = append(cmds, c)
		if err := s.Do(c, nil); err != nil {
			tb.Fatal(err)
		}
	}
	return states, cmds
}

// BenchmarkLegal: one LegalInto call with a reused buffer, over the states of a game.
func BenchmarkLegal(b *testing.B) {
	states, _ := sampleGame(b, 3)
	buf := make([]express.Command, 0, 64)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		buf = states[i%len(states)].LegalInto(states[i%len(states)].Actor(), buf[:0])
		i++
	}
}

// BenchmarkDo: one State.Do (checking legality, no events) per op: a whole
// recorded game is replayed command by command.
func BenchmarkDo(b *testing.B) {
	_, cmds := sampleGame(b, 3)
	b.ReportAllocs()
	var s express.State
	i := 0
	for b.Loop() {
		if i%len(cmds) == 0 {
			b.StopTimer()
			s, _, _ = express.New(express.Setup{Players: 6, Seed: 3})
			b.StartTimer()
		}
		if err := s.Do(cmds[i%len(cmds)], nil); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkApplyWithEvents: the table's path: Apply (copying the state)
// with the events collected.
func BenchmarkApplyWithEvents(b *testing.B) {
	states, cmds := sampleGame(b, 3)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		k := i % len(cmds)
		if _, _, err := express.Apply(states[k], cmds[k]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// TestNoAllocPerDecision: choosing and applying a command on the simulator
// path allocates nothing.
func TestNoAllocPerDecision(t *testing.T) {
	states, cmds := sampleGame(t, 11)
	noAlloc(t, states, cmds)
}

// TestNoAllocPerDecisionHorses: the same with the Horses & Stagecoach
// expansion (§11), over several games so its rarer steps show.
func TestNoAllocPerDecisionHorses(t *testing.T) {
	var states []express.State
	var cmds []express.Command
	for seed := uint64(1); seed <= 8; seed++ {
		st, c := sampleGameOf(t, express.Setup{Players: 6, Rules: express.RuleHorses, Seed: seed})
		states, cmds = append(states, st...), append(cmds, c...)
		st, c = sampleGameOf(t, express.Setup{Players: 4, Rules: express.RuleHorses | express.RuleTeams | express.RuleTTC, Seed: seed})
		states, cmds = append(states, st...), append(cmds, c...)
	}
	noAlloc(t, states, cmds)
}

// TestNoAllocPerDecisionTwoBanditsExperts: the same for two bandits each
// with Experts (§10: advised against, not forbidden): the card taken from
// the deck or the discard, the keep step, the draw up to 6.
func TestNoAllocPerDecisionTwoBanditsExperts(t *testing.T) {
	var states []express.State
	var cmds []express.Command
	for seed := uint64(1); seed <= 4; seed++ {
		st, c := sampleGameOf(t, express.Setup{Players: 3, Rules: express.RuleTwoBandits | express.RuleExperts, Seed: seed})
		states, cmds = append(states, st...), append(cmds, c...)
	}
	noAlloc(t, states, cmds)
}

func noAlloc(t *testing.T, states []express.State, cmds []express.Command) {
	buf := make([]express.Command, 0, 64)
	i := 0
	allocs := testing.AllocsPerRun(max(2000, len(states)), func() {
		k := i % len(states)
		s := states[k]
		buf = s.LegalInto(s.Actor(), buf[:0])
		if err := s.Do(cmds[k], nil); err != nil {
			t.Fatal(err)
		}
		i++
	})
	if allocs != 0 {
		t.Errorf("%.2f allocations per decision, want 0", allocs)
	}
}

// TestNoAllocPerGame: a simulation allocates nothing per game once a game of
// its kind has been set up: the game's shared data is built once per kind,
// and ScoreInto reuses the result's storage.
func TestNoAllocPerGame(t *testing.T) {
	for _, su := range []express.Setup{
		{Players: 6},
		{Players: 4, Rules: express.RuleTeams | express.RuleExperts},
		{Players: 3, Rules: express.RuleTwoBandits | express.RuleHorses},
	} {
		var res express.Result
		buf := make([]express.Command, 0, 64)
		seed := uint64(1)
		play := func() {
			su.Seed = seed
			seed++
			s, err := express.NewQuiet(su)
			if err != nil {
				t.Fatal(err)
			}
			r := express.NewRand(seed)
			for !s.Over() {
				buf = s.LegalAllInto(buf[:0])
				c := buf[r.Intn(len(buf))]
				if err := s.Do(c, nil); err != nil {
					t.Fatal(err)
				}
			}
			express.ScoreInto(&s, &res)
		}
		play()
		if allocs := testing.AllocsPerRun(20, play); allocs != 0 {
			t.Errorf("%d players, rules %s: %.1f allocations per game, want 0", su.Players, su.Rules, allocs)
		}
	}
}
