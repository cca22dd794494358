package voice

import (
	"slices"
	"testing"
	"time"

	"colt/ui/i18n"
)

// benchSteps are the public stories of the first round of four seeded
// games in lang: about a hundred steps of every kind.
func benchSteps(b *testing.B, lang i18n.Lang) []Story {
	var out []Story
	for seed := uint64(roundSeed); seed < roundSeed+4; seed++ {
		out = append(out, expressRoundOf(b, lang, seed)...)
	}
	return out
}

// BenchmarkFirstSample measures the time from Say to the first sample
// given to the sink, over every step of benchSteps in each language:
// "cold" synthesises at Say (nothing prefetched), "prefetched" Says a
// step whose audio Prefetch made while the step before was spoken (how
// the kiosk runs). It prints the median and the 99th percentile, and the
// share of steps whose speech ends before the table taps Continue: at the
// kiosk's page pace (5 s, an all-bot table's page) and at a reading pace
// (the step's words read at 200 words a minute, plus 2 s to move a pawn
// for each instruction). Run:
//
//	go test ./ui/voice -run '^$' -bench FirstSample -benchtime 1x
func BenchmarkFirstSample(b *testing.B) {
	for _, lang := range i18n.Langs() {
		steps := benchSteps(b, lang)
		for _, mode := range []string{"cold", "prefetched"} {
			b.Run(string(lang)+"/"+mode, func(b *testing.B) {
				var lat []time.Duration
				endsByPage, endsByReading := 0, 0
				for range b.N {
					reports := make(chan Report, 1)
					s, err := New(Options{Sink: &Tape{Discard: true}, Volume: 80, OnReport: func(r Report) { reports <- r }})
					if err != nil {
						b.Fatal(err)
					}
					for i, st := range steps {
						if mode == "prefetched" {
							s.Prefetch(st)
							s.mu.Lock()
							c := s.clips[key(st)]
							s.mu.Unlock()
							<-c.finished // done while the step before was spoken
						}
						s.Say(st)
						r := <-reports
						if r.Err != nil || r.Cut {
							b.Fatalf("step %d: %+v", i, r)
						}
						lat = append(lat, r.FirstSample)
						end := r.FirstSample + r.Length
						if end <= 5*time.Second {
							endsByPage++
						}
						reading := time.Duration(st.Words()) * time.Minute / 200
						for _, l := range st.Lines() {
							if l.Kind() == Instruction {
								reading += 2 * time.Second
							}
						}
						if end <= reading {
							endsByReading++
						}
					}
					s.Close()
				}
				slices.Sort(lat)
				p50, p99 := lat[len(lat)/2], lat[min(len(lat)-1, len(lat)*99/100)]
				b.ReportMetric(float64(p50.Microseconds())/1000, "ms-p50")
				b.ReportMetric(float64(p99.Microseconds())/1000, "ms-p99")
				b.Logf("%s %s: %d steps, first sample median %v, p99 %v; speech ends before Continue: %.0f%% at the 5 s page pace, %.0f%% at the reading pace",
					lang, mode, len(lat), p50.Round(10*time.Microsecond), p99.Round(10*time.Microsecond),
					100*float64(endsByPage)/float64(len(lat)), 100*float64(endsByReading)/float64(len(lat)))
			})
		}
	}
}
