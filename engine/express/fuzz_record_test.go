package express

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"colt/engine/enginetest"
)

// FuzzDecodeRecord feeds arbitrary bytes to DecodeRecord and replays what
// decodes: nothing may panic (enum names out of range included, issue 11
// item 8), a replay error is an ErrIllegal/ErrSetup/ErrRulesVersion, and
// every state reached keeps the invariants and encodes.
func FuzzDecodeRecord(f *testing.F) {
	var seeds [][]byte
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
			seeds = append(seeds, g.Record)
		}
	}
	seeds = append(seeds,
		[]byte(`{"rules":"colt-express-2","setup":{"players":2,"rules":["two-bandits"],"seed":1},"commands":[{"seat":0,"do":"hands","bandit":1}]}`),
		[]byte(`{"rules":"colt-base-1","setup":{"players":9},"commands":[]}`))
	// keep each run short; catalogs are fuzzed by the cards package
	enginetest.FuzzRecord(f, Kit, seeds, func(r Record) bool {
		return len(r.Commands) <= 400 && r.Setup.Players <= MaxPlayers && len(r.Setup.Catalog) == 0
	})
}
