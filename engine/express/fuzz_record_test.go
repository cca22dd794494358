package express

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzDecodeRecord feeds arbitrary bytes to DecodeRecord and replays what
// decodes: nothing may panic (enum names out of range included, issue 11
// item 8), a replay error is an ErrIllegal/ErrSetup/ErrRulesVersion, and
// every state reached keeps the invariants and encodes.
func FuzzDecodeRecord(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "golden", "*.json"))
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		var g struct {
			Record json.RawMessage `json:"record"`
		}
		if json.Unmarshal(b, &g) == nil {
			f.Add([]byte(g.Record))
		}
	}
	f.Add([]byte(`{"rules":"colt-express-2","setup":{"players":2,"rules":["two-bandits"],"seed":1},"commands":[{"seat":0,"do":"hands","bandit":1}]}`))
	f.Add([]byte(`{"rules":"colt-base-1","setup":{"players":9},"commands":[]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := DecodeRecord(b)
		if err != nil {
			return
		}
		if len(r.Commands) > 400 || r.Setup.Players > MaxPlayers || len(r.Setup.Catalog) > 0 {
			return // keep each run short; catalogs are fuzzed by the cards package
		}
		s, err := Replay(r)
		if err != nil {
			var re *ReplayError
			if !errors.As(err, &re) && !errors.Is(err, ErrSetup) && !errors.Is(err, ErrRulesVersion) {
				t.Fatalf("replay error of an unexpected kind: %v", err)
			}
			if !errors.As(err, &re) {
				return
			}
		}
		if err := CheckInvariants(&s); err != nil {
			t.Fatalf("a replayed record breaks an invariant: %v", err)
		}
		if _, err := json.Marshal(Public(&s)); err != nil {
			t.Fatal(err)
		}
		if _, err := json.Marshal(r); err != nil {
			t.Fatal(err)
		}
	})
}
