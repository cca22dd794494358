package super

import (
	"bytes"
	"encoding/json"
	"errors"
	"sync"
	"testing"
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
	states := fuzzStates()
	for i := range states {
		legal := LegalFor(&states[i], states[i].Actor())
		for _, c := range legal[:min(3, len(legal))] {
			b, _ := json.Marshal(c)
			f.Add(uint8(i), b)
		}
	}
	for _, bad := range []string{
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
	} {
		f.Add(uint8(0), []byte(bad))
		f.Add(uint8(len(states)/2), []byte(bad))
	}
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		s := states[int(which)%len(states)]
		c, err := DecodeCommand(data)
		if err != nil {
			if !errors.Is(err, ErrBadCommand) {
				t.Fatalf("decode error does not wrap ErrBadCommand: %v", err)
			}
			return
		}
		enc, err := json.Marshal(c)
		if err != nil {
			t.Fatalf("cannot encode decoded %+v: %v", c, err)
		}
		if c2, err := DecodeCommand(enc); err != nil || c2 != c {
			t.Fatalf("round trip %s → %+v, %v", enc, c2, err)
		}
		before, _ := s.MarshalBinary()
		next, _, err := Apply(s, c)
		if after, _ := s.MarshalBinary(); !bytes.Equal(before, after) {
			t.Fatal("Apply mutated its input")
		}
		isLegal := false
		for _, l := range Legal(&s) {
			isLegal = isLegal || l == c
		}
		if err != nil {
			if !errors.Is(err, ErrIllegal) {
				t.Fatalf("Apply error does not wrap ErrIllegal: %v", err)
			}
			if isLegal {
				t.Fatalf("legal %s refused: %v", enc, err)
			}
			if got, _ := next.MarshalBinary(); !bytes.Equal(before, got) {
				t.Fatalf("refused %s changed the state", enc)
			}
			return
		}
		if !isLegal {
			t.Fatalf("%s accepted but not in Legal", enc)
		}
		if err := CheckInvariants(&next); err != nil {
			t.Fatalf("after %s: %v", enc, err)
		}
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
	f.Add(good)
	for _, bad := range []string{
		`{}`, `{"rules":"colt-super-1"}`, `{"rules":"colt-super-1","setup":{"players":7,"seed":3},"commands":[]}`,
		`{"rules":"colt-super-1","setup":{"players":3,"seed":1,"loot":[1,2,3,4]},"commands":[{"seat":0,"do":"stack","cards":["Move","Shoot","TurnAround"]}]}`,
		`{"rules":"colt-super-1","setup":{"players":3,"characters":["Mei","mei"]},"commands":[]}`,
		`{"rules":"colt-express-2","setup":{"players":3},"commands":[]}`,
	} {
		f.Add([]byte(bad))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := DecodeRecord(data)
		if err != nil {
			return
		}
		enc, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("a decoded record does not encode: %v", err)
		}
		if _, err := DecodeRecord(enc); err != nil {
			t.Fatalf("re-encoded record %s does not decode: %v", enc, err)
		}
		if len(r.Setup.Characters) > 16 || len(r.Commands) > 200 {
			return
		}
		s, err := Replay(r)
		if err != nil {
			var re *ReplayError
			if !errors.Is(err, ErrRulesVersion) && !errors.Is(err, ErrSetup) && !(errors.As(err, &re) && errors.Is(err, ErrIllegal)) {
				t.Fatalf("replay error of an unexpected kind: %v", err)
			}
			if !errors.As(err, &re) {
				return
			}
		}
		if err := CheckInvariants(&s); err != nil {
			t.Fatalf("replayed state: %v", err)
		}
		again, _ := ReplayN(r, int(s.version))
		a, _ := s.MarshalBinary()
		b, _ := again.MarshalBinary()
		if !bytes.Equal(a, b) {
			t.Fatal("replaying the same commands twice differs")
		}
	})
}
