package table

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"colt/engine/express"
)

// BenchmarkJournal measures, in the same run, the latency of a journal
// append (one command entry + fsync), a whole Table.Submit (check, apply,
// append, fsync, publish), and a bare 100-byte write + fsync on the same
// disk. It reports p50/p99 in microseconds for each:
//
//	go test ./engine/table -run '^$' -bench Journal -benchtime 2000x
func BenchmarkJournal(b *testing.B) {
	dir := b.TempDir()
	report := func(b *testing.B, d []time.Duration) {
		sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
		p := func(q float64) float64 { return float64(d[int(q*float64(len(d)-1))].Microseconds()) }
		b.ReportMetric(p(0.50), "p50-µs")
		b.ReportMetric(p(0.99), "p99-µs")
	}
	b.Run("bare-100B-write-fsync", func(b *testing.B) {
		f, err := os.Create(filepath.Join(dir, "bare"))
		if err != nil {
			b.Fatal(err)
		}
		defer f.Close()
		buf := make([]byte, 100)
		d := make([]time.Duration, 0, b.N)
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			t0 := time.Now()
			f.Write(buf)
			f.Sync()
			d = append(d, time.Since(t0))
		}
		report(b, d)
	})
	b.Run("journal-append", func(b *testing.B) {
		su, _ := json.Marshal(express.Setup{Players: 6, Seed: 1})
		j, err := createJournal(filepath.Join(dir, "j.log"), entry{T: "game", Ruleset: express.GameName, Setup: su})
		if err != nil {
			b.Fatal(err)
		}
		defer j.close()
		c, _ := json.Marshal(express.Play(3, express.Shoot, false))
		d := make([]time.Duration, 0, b.N)
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			t0 := time.Now()
			if err := j.append(entry{T: "cmd", Cmd: c, MsgID: "phone-1234", Source: "phone", Version: i}); err != nil {
				b.Fatal(err)
			}
			d = append(d, time.Since(t0))
		}
		report(b, d)
	})
	b.Run("table-submit", func(b *testing.B) {
		tb, _, err := Open(Options{Dir: filepath.Join(dir, "t")})
		if err != nil {
			b.Fatal(err)
		}
		d := make([]time.Duration, 0, b.N)
		seed := uint64(1)
		tb.NewGame(express.GameName, express.Setup{Players: 6, Seed: seed}, nil)
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			s := stateOf(tb)
			if s.Over() {
				b.StopTimer()
				seed++
				tb.NewGame(express.GameName, express.Setup{Players: 6, Seed: seed}, nil)
				s = stateOf(tb)
				b.StartTimer()
			}
			c := express.Legal(&s)[0]
			t0 := time.Now()
			if err := tb.Submit(FromKiosk, c, s.Version(), ""); err != nil {
				b.Fatal(err)
			}
			d = append(d, time.Since(t0))
		}
		report(b, d)
	})
}
