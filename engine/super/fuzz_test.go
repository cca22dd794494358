package super

import (
	"encoding/json"
	"sync"
	"testing"

	"colt/engine/enginetest"
)

// fuzzStates are states of every table size: fresh plans, plans with some
// seats stacked, later rounds with bandits off the train and stunned, and
// finished games.
var fuzzStates = sync.OnceValue(func() []State {
	var out []State
	var buf []Command
	for g := 0; g < 10; g++ {
		s, _, err := New(Setup{Players: MinPlayers + g%5, Seed: uint64(g) + 5})
		if err != nil {
			panic(err)
		}
		rnd := NewRand(uint64(g) * 3)
		for step := 0; !s.Over(); step++ {
			if step%3 == g%3 {
				out = append(out, s)
			}
			buf = s.LegalAllInto(buf[:0])
			if err := s.Do(buf[rnd.Intn(len(buf))], nil); err != nil {
				panic(err)
			}
		}
		out = append(out, s)
	}
	return out
})

// FuzzDecodeApply: bytes → DecodeCommand → Apply never panics; decoding
// errors wrap ErrBadCommand; a decoded command re-encodes to itself; an
// illegal command wraps ErrIllegal and leaves the state byte-identical; a
// legal one keeps the invariants.
//
//	go test ./engine/super -run XXX -fuzz FuzzDecodeApply -fuzztime 60s -fuzzminimizetime 3s
func FuzzDecodeApply(f *testing.F) {
	enginetest.FuzzDecodeApply(f, Kit, fuzzStates(), 3, []string{
		``, `null`, `{}`, `[]`, `"stack"`, `{"seat":0}`, `{"seat":0,"do":"stack"}`,
		`{"seat":0,"do":"stack","cards":["Move","Shoot","TurnAround"]} {}`,
		`{"seat":0,"do":"stack","cards":["Move","Move","Shoot"]}`,
		`{"seat":0,"do":"stack","cards":["Move","Shoot"]}`,
		`{"seat":0,"do":"stack","cards":["Move","Shoot","TurnAround","FloorChange"]}`,
		`{"seat":0,"do":"stack","cards":["Move","Shoot","Rob"]}`,
		`{"seat":0,"do":"stack","cards":["Move","Shoot","Hidden"]}`,
		`{"seat":-1,"do":"stack","cards":["Move","Shoot","TurnAround"]}`,
		`{"seat":7,"do":"stack","cards":["Move","Shoot","TurnAround"]}`,
		`{"seat":6,"do":"stack","cards":["move","shoot","turnaround"]}`,
		`{"seat":0,"do":"play","card":"Move"}`, `{"seat":1.5,"do":"stack","cards":[]}`,
		`{"seat":0,"do":"stack","cards":["Move","Shoot","TurnAround"],"x":1}`,
	})
}

// FuzzDecodeRecord: bytes → DecodeRecord → Replay never panics; a record
// that decodes re-encodes and decodes to the same record; a record that
// replays gives a state that keeps the invariants and replays again to the
// same bytes.
//
//	go test ./engine/super -run XXX -fuzz FuzzDecodeRecord -fuzztime 60s -fuzzminimizetime 3s
func FuzzDecodeRecord(f *testing.F) {
	rec := NewRecord(Setup{Players: 3, Seed: 8})
	s, _, _ := New(rec.Setup)
	for !s.Over() {
		c := LegalFor(&s, s.Actor())[int(s.version)%NumStacks]
		s.Do(c, nil)
		rec.Commands = append(rec.Commands, c)
	}
	good, _ := json.Marshal(rec)
	seeds := [][]byte{good}
	for _, bad := range []string{
		`{}`, `{"rules":"colt-super-1"}`, `{"rules":"colt-super-1","setup":{"players":7,"seed":3},"commands":[]}`,
		`{"rules":"colt-super-1","setup":{"players":3,"seed":1,"loot":[1,2,3,4]},"commands":[{"seat":0,"do":"stack","cards":["Move","Shoot","TurnAround"]}]}`,
		`{"rules":"colt-super-1","setup":{"players":3,"characters":["Mei","mei"]},"commands":[]}`,
		`{"rules":"colt-express-2","setup":{"players":3},"commands":[]}`,
	} {
		seeds = append(seeds, []byte(bad))
	}
	enginetest.FuzzRecord(f, Kit, seeds, func(r Record) bool {
		return len(r.Setup.Characters) <= 16 && len(r.Commands) <= 200
	})
}
