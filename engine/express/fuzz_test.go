package express

import (
	"math"
	"sync"
	"testing"

	"colt/engine/enginetest"
)

// fuzzStates are mid-game states, one for each kind of choice: Schemin'
// (normal, tunnel, Ghost's first turn) and every Stealin' and event stage.
var fuzzStates = sync.OnceValue(func() []State {
	var out []State
	want := map[string]bool{}
	key := func(s *State) string {
		k := s.phase.String() + "/" + s.stage.String()
		if s.phase == Schemin {
			k += "/" + s.currentTurn().String()
		}
		return k
	}
	var buf []Command
	for g := 0; g < 400 && len(out) < 24; g++ {
		s, _, err := New(Setup{Players: MinPlayers + g%4, Seed: uint64(g) + 5})
		if err != nil {
			panic(err)
		}
		rnd := NewRand(uint64(g) * 3)
		for !s.Over() {
			if k := key(&s); !want[k] && s.round > 0 {
				want[k] = true
				out = append(out, s)
			}
			buf = s.LegalInto(s.Actor(), buf[:0])
			if err := s.Do(buf[rnd.Intn(len(buf))], nil); err != nil {
				panic(err)
			}
		}
		if g == 0 {
			out = append(out, s) // a finished game too
		}
	}
	return out
})

// FuzzDecodeApply: bytes → DecodeCommand → Apply never panics; decoding
// errors wrap ErrBadCommand; an illegal command wraps ErrIllegal and leaves
// the state byte-identical; a legal one keeps the invariants.
//
//	go test ./engine -run XXX -fuzz FuzzDecodeApply -fuzztime 60s -fuzzminimizetime 3s
//
// (-fuzzminimizetime: with the default 60s the counter can sit at "0/sec"
// while a new input is minimized, golang/go#48820.)
func FuzzDecodeApply(f *testing.F) {
	enginetest.FuzzDecodeApply(f, Kit, fuzzStates(), math.MaxInt, []string{
		``, `null`, `{}`, `[]`, `"draw"`, `{"seat":0}`, `{"seat":0,"do":"draw"} {}`,
		`{"seat":0,"do":"draw","wagon":1}`, `{"seat":0,"do":"play"}`, `{"seat":0,"do":"play","card":"Bullet"}`,
		`{"seat":0,"do":"play","card":"Hidden"}`, `{"seat":-1,"do":"draw"}`, `{"seat":6,"do":"draw"}`,
		`{"seat":0,"do":"move","wagon":7}`, `{"seat":0,"do":"shoot","target":0}`, `{"seat":0,"do":"rob","token":26}`,
		`{"seat":0,"do":"keepPurse","keep":1}`, `{"seat":0,"do":"fly"}`, `{"seat":0,"do":"decline","x":1}`,
		`{"seat":1.5,"do":"draw"}`, `{"seat":0,"do":"pickpocket","token":18}`, `{"seat":2,"do":"punchLoot","token":-1}`,
		`{"seat":0,"do":"push","wagon":0}`, `{"seat":3,"do":"marshal","wagon":6}`,
	})
}

func TestFuzzStatesCoverEveryStage(t *testing.T) {
	seen := map[Stage]bool{}
	for i := range fuzzStates() {
		seen[fuzzStates()[i].stage] = true
	}
	for st := StageNone; st <= StagePickpocket; st++ {
		if !seen[st] {
			t.Errorf("no fuzz state at stage %s", st)
		}
	}
}
