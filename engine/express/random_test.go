package express_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"colt/engine/bot"
	"colt/engine/express"
)

// playRandom plays one seeded random game, checking the invariants after
// every command, and returns the record and final state.
func playRandom(t testing.TB, players int, seed uint64, check bool) (express.Record, express.State) {
	su := express.Setup{Players: players, Seed: seed}
	s, _, err := express.New(su)
	if err != nil {
		t.Fatal(err)
	}
	rec := express.NewRecord(su)
	b := bot.NewRandom(seed ^ 0x5eed)
	for steps := 0; !s.Over(); steps++ {
		if steps > 2000 {
			t.Fatalf("seed %d: game did not end after 2000 commands", seed)
		}
		c := b.Choose(&s)
		var before []byte
		if check {
			before, _ = s.MarshalBinary()
		}
		next, _, err := express.Apply(s, c)
		if err != nil {
			t.Fatalf("seed %d step %d: legal command %s refused: %v", seed, steps, c, err)
		}
		if check {
			after, _ := s.MarshalBinary()
			if !bytes.Equal(before, after) {
				t.Fatalf("seed %d step %d: Apply mutated its input", seed, steps)
			}
			if err := express.CheckInvariants(&next); err != nil {
				t.Fatalf("seed %d step %d after %s: %v", seed, steps, c, err)
			}
		}
		s = next
		rec.Commands = append(rec.Commands, c)
	}
	return rec, s
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 10000
	if testing.Short() {
		games = 1000
	}
	for g := 0; g < games; g++ {
		players := 3 + g%4
		seed := uint64(g)*7919 + 1
		rec, final := playRandom(t, players, seed, true)
		if g%50 == 0 {
			// encode/decode round trip and byte-for-byte replay
			b, err := json.Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			rec2, err := express.DecodeRecord(b)
			if err != nil {
				t.Fatalf("seed %d: decode: %v", seed, err)
			}
			s2, err := express.Replay(rec2)
			if err != nil {
				t.Fatalf("seed %d: replay: %v", seed, err)
			}
			a, _ := final.MarshalBinary()
			c, _ := s2.MarshalBinary()
			if !bytes.Equal(a, c) {
				t.Fatalf("seed %d: replayed state differs", seed)
			}
		}
	}
}
