package super_test

import (
	"runtime"
	"testing"

	"colt/engine/super"
)

// Benchmarks (run on one core; the target is ≥ 200,000 random 7-player
// games per second):
//
//	go test ./engine/super -run XXX -bench . -cpu 1

// BenchmarkRandomGame7 plays whole random 7-player games the way
// super.Simulate does (LegalInto with a reused buffer, DoLegal, no events)
// and reports games per second, commands per game and allocations per
// command (setup included).
func BenchmarkRandomGame7(b *testing.B) {
	rnd := super.NewRand(1)
	var buf [super.NumStacks]super.Command
	cmds := 0
	b.ReportAllocs()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	for i := 0; b.Loop(); i++ {
		s, err := super.NewQuiet(super.Setup{Players: 7, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		for !s.Over() {
			legal := s.LegalInto(s.Actor(), buf[:0])
			s.DoLegal(legal, rnd.Intn(len(legal)), nil)
			cmds++
		}
	}
	runtime.ReadMemStats(&m1)
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(cmds)/float64(b.N), "cmds/game")
	b.ReportMetric(float64(m1.Mallocs-m0.Mallocs)/float64(cmds), "allocs/command")
}

// BenchmarkSimulate7 is `colt bench --game super`: super.Simulate over
// batches of 1000 random 7-player games, no invariant checks.
func BenchmarkSimulate7(b *testing.B) {
	games := 0
	for i := 0; b.Loop(); i++ {
		st, err := super.Simulate(super.Setup{Players: 7, Seed: uint64(i) * 1000}, 1000, false)
		if err != nil {
			b.Fatal(err)
		}
		games += st.Games
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkApplyWithEvents: the table's path, Apply (copying the state)
// with the events collected, over the commands of a 7-player game.
func BenchmarkApplyWithEvents(b *testing.B) {
	states, cmds := sampleGame(b, 3)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		k := i % len(cmds)
		if _, _, err := super.Apply(states[k], cmds[k]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// sampleGame returns the states of one random 7-player game, each with the
// command played from it.
func sampleGame(tb testing.TB, seed uint64) ([]super.State, []super.Command) {
	s, _, err := super.New(super.Setup{Players: 7, Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	rnd := super.NewRand(seed)
	var states []super.State
	var cmds []super.Command
	for !s.Over() {
		legal := super.LegalFor(&s, s.Actor())
		c := legal[rnd.Intn(len(legal))]
		states = append(states, s)
		cmds = append(cmds, c)
		if err := s.Do(c, nil); err != nil {
			tb.Fatal(err)
		}
	}
	return states, cmds
}

// TestNoAllocPerDecision: listing the choices and applying one on the
// simulator path (LegalInto into a reused buffer, Do without events)
// allocates nothing — including the last stack of a round, which resolves
// the whole action phase and the end of the round.
func TestNoAllocPerDecision(t *testing.T) {
	states, cmds := sampleGame(t, 11)
	var buf [super.NumStacks]super.Command
	i := 0
	allocs := testing.AllocsPerRun(2000, func() {
		k := i % len(states)
		s := states[k]
		_ = s.LegalInto(s.Actor(), buf[:0])
		if err := s.Do(cmds[k], nil); err != nil {
			t.Fatal(err)
		}
		i++
	})
	if allocs != 0 {
		t.Errorf("%.2f allocations per decision, want 0", allocs)
	}
}
