package engine_test

import (
	"testing"

	"colt/engine"
)

func BenchmarkRandomGame6(b *testing.B) {
	rnd := engine.NewRand(1)
	buf := make([]engine.Command, 0, 64)
	cmds := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s, _, err := engine.New(engine.Setup{Players: 6, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		for !s.Over() {
			buf = s.LegalInto(buf[:0])
			if err := s.Do(buf[rnd.Intn(len(buf))], nil); err != nil {
				b.Fatal(err)
			}
			cmds++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(cmds)/float64(b.N), "cmds/game")
}
