package enginetest

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"colt/engine"
)

// FuzzDecodeApply fuzzes bytes → DecodeCommand → Apply on each of states:
// nothing panics; decoding errors wrap ErrBadCommand; a decoded command
// re-encodes to itself; an illegal command wraps ErrIllegal and leaves the
// state byte-identical (Apply and Do); a legal one keeps the invariants.
// The corpus starts with every legal command of each state (at most
// perState) and each of bad on two states.
func FuzzDecodeApply[S any, P State[S], C comparable, Su any](f *testing.F, g *Game[S, P, C, Su], states []S, perState int, bad []string) {
	for i := range states {
		legal := g.LegalAll(&states[i])
		for _, c := range legal[:min(perState, len(legal))] {
			b, _ := json.Marshal(c)
			f.Add(uint8(i), b)
		}
	}
	for _, b := range bad {
		f.Add(uint8(0), []byte(b))
		f.Add(uint8(len(states)/2), []byte(b))
	}
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		s := states[int(which)%len(states)]
		c, err := g.Spec.DecodeCommand(data)
		if err != nil {
			if !errors.Is(err, engine.ErrBadCommand) {
				t.Fatalf("decode error does not wrap ErrBadCommand: %v", err)
			}
			return
		}
		enc, err := json.Marshal(c)
		if err != nil {
			t.Fatalf("cannot encode decoded %+v: %v", c, err)
		}
		if c2, err := g.Spec.DecodeCommand(enc); err != nil || c2 != c {
			t.Fatalf("round trip %s → %+v, %v", enc, c2, err)
		}
		before := encode[S, P](&s)
		next := s
		_, err = g.Spec.Apply(&next, c)
		if !bytes.Equal(before, encode[S, P](&s)) {
			t.Fatal("Apply mutated its input")
		}
		isLegal := contains(g.LegalAll(&s), c)
		if err != nil {
			if !errors.Is(err, engine.ErrIllegal) {
				t.Fatalf("Apply error does not wrap ErrIllegal: %v", err)
			}
			if isLegal {
				t.Fatalf("legal %s refused: %v", enc, err)
			}
			if !bytes.Equal(before, encode[S, P](&next)) {
				t.Fatalf("refused %s changed the state", enc)
			}
			st := s
			if err := g.Spec.Do(&st, c); err == nil {
				t.Fatalf("Do accepted %s that Apply refused", enc)
			}
			if !bytes.Equal(before, encode[S, P](&st)) {
				t.Fatalf("refused Do %s changed the state", enc)
			}
			_ = err.Error()
			return
		}
		if !isLegal {
			t.Fatalf("%s accepted but not in Legal", enc)
		}
		if err := g.Invariants(&next); err != nil {
			t.Fatalf("after %s: %v", enc, err)
		}
	})
}

// FuzzRecord fuzzes bytes → DecodeRecord → Replay: nothing panics; a record
// that decodes re-encodes and decodes again; one that keep accepts (short
// enough to replay in a fuzz run) replays, or fails with ErrRulesVersion,
// ErrSetup or a *ReplayError of ErrIllegal; every state reached keeps the
// invariants, its public view encodes, and replaying the same commands again
// gives the same bytes. The corpus starts with seeds.
func FuzzRecord[S any, P State[S], C comparable, Su any](f *testing.F, g *Game[S, P, C, Su], seeds [][]byte, keep func(engine.TypedRecord[Su, C]) bool) {
	for _, b := range seeds {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := g.Spec.DecodeRecord(data)
		if err != nil {
			return
		}
		enc, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("a decoded record does not encode: %v", err)
		}
		if _, err := g.Spec.DecodeRecord(enc); err != nil {
			t.Fatalf("re-encoded record %s does not decode: %v", enc, err)
		}
		if !keep(r) {
			return
		}
		s, err := g.Spec.ReplayN(r, len(r.Commands))
		n := len(r.Commands)
		if err != nil {
			var re *engine.ReplayError[C]
			if !errors.As(err, &re) {
				if !errors.Is(err, engine.ErrRulesVersion) && !errors.Is(err, engine.ErrSetup) {
					t.Fatalf("replay error of an unexpected kind: %v", err)
				}
				return
			}
			if !errors.Is(err, engine.ErrIllegal) {
				t.Fatalf("replay error of an unexpected kind: %v", err)
			}
			n = re.Index
		}
		if err := g.Invariants(&s); err != nil {
			t.Fatalf("a replayed record breaks an invariant: %v", err)
		}
		if _, err := json.Marshal(g.Spec.View(&s, engine.NoSeat)); err != nil {
			t.Fatal(err)
		}
		again, _ := g.Spec.ReplayN(r, n)
		if !bytes.Equal(encode[S, P](&s), encode[S, P](&again)) {
			t.Fatal("replaying the same commands twice differs")
		}
	})
}
