package mqtt

import (
	"encoding/json"
	"testing"

	"colt/engine/express"
)

// BenchmarkEncodeViews measures what the bridge does per table update: the
// public message and the six seat messages of a 6-player game, encoded.
func BenchmarkEncodeViews(b *testing.B) {
	st, evs, err := express.New(express.Setup{Players: 6, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	size := 0
	for b.Loop() {
		size = 0
		pv := express.Public(&st)
		pb, _ := json.Marshal(PublicMessage{View: pv, Events: express.EventsFor(evs, express.NoSeat)})
		size += len(pb)
		for n := express.Seat(0); n < 6; n++ {
			sb, _ := json.Marshal(SeatMessage{View: express.View(&st, n), Events: express.EventsFor(evs, n)})
			size += len(sb)
		}
	}
	b.ReportMetric(float64(size), "bytes/update")
}

// BenchmarkProcessRefusal measures a refused command (decode and checks,
// no table change): the cost a misbehaving phone can impose.
func BenchmarkProcessRefusal(b *testing.B) {
	br := &Bridge{}
	payload := []byte(`{"v":1,"id":"x","cmd":{"seat":1,"do":"draw"}}`)
	for b.Loop() {
		if r := br.Process(0, payload); r.Code != CodeWrongSeat {
			b.Fatal(r)
		}
	}
}
