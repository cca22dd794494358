package express_test

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"colt/engine/enginetest"
	"colt/engine/express"
)

// update rewrites the golden files: go test ./engine/express -run Golden -update
var update = flag.Bool("update", false, "rewrite engine/express/testdata golden files and the example record")

// golden is one stored game: its record and what replaying it must give.
type golden struct {
	Name   string             `json:"name"`
	Record express.Record     `json:"record"`
	Final  express.PublicView `json:"final"`
	Result express.Result     `json:"result"`
	Counts map[string]int     `json:"commandCounts"`
}

// goldenGames are the seeded games kept under testdata/golden. A record is
// made once by a seeded random player; afterwards only the stored commands
// matter, so a change of bot never changes a golden file.
var goldenGames = []enginetest.Named[express.Setup]{
	{Name: "3p-seed1", Setup: express.Setup{Players: 3, Seed: 1}},
	{Name: "4p-chosen", Setup: express.Setup{Players: 4, Seed: 2024, Characters: []string{"Cheyenne", "Django", "Ghost", "Belle"}, Wagons: []string{"B", "E", "C", "F"}}},
	{Name: "5p-seed7", Setup: express.Setup{Players: 5, Seed: 7}},
	{Name: "6p-seed99", Setup: express.Setup{Players: 6, Seed: 99}},
	// the variants (§10), named by their options
	{Name: "2p-seed3", Setup: express.Setup{Players: 2, Seed: 3}},
	{Name: "4p-experts-seed11", Setup: express.Setup{Players: 4, Rules: express.RuleExperts, Seed: 11}},
	{Name: "4p-teams-seed5", Setup: express.Setup{Players: 4, Rules: express.RuleTeams, Seed: 5}},
	{Name: "6p-experts,teams-seed8", Setup: express.Setup{Players: 6, Rules: express.RuleTeams | express.RuleExperts, Seed: 8}},
	{Name: "2p-two-bandits-seed4", Setup: express.Setup{Players: 2, Rules: express.RuleTwoBandits, Seed: 4}},
	{Name: "3p-two-bandits-chosen", Setup: express.Setup{Players: 3, Rules: express.RuleTwoBandits, Seed: 6, Characters: []string{"Ghost", "Tuco", "Doc", "Django", "Belle", "Cheyenne"}}},
	// the Horses & Stagecoach expansion (§11)
	{Name: "5p-horses-seed21", Setup: express.Setup{Players: 5, Rules: express.RuleHorses, Seed: 21}},
	// colt-express-3: the readings of §7 and §12 corrected against the French
	// rulebook (the records above are colt-express-2 records and replay as
	// they were played), and two bandits each with Experts (§10)
	{Name: "3p-ttc,horses-seed14", Setup: express.Setup{Players: 3, Rules: express.RuleTTC | express.RuleHorses, Seed: 14}}, // rides and moves into the Car
	{Name: "3p-experts,two-bandits-seed12", Setup: express.Setup{Players: 3, Rules: express.RuleTwoBandits | express.RuleExperts, Seed: 12}},
}

// randomRecord plays a game with a seeded uniform choice among Legal.
func randomRecord(t testing.TB, su express.Setup, seed uint64) express.Record {
	return express.Kit.RandomRecord(t, su, seed)
}

func commandCounts(rec express.Record) map[string]int {
	m := map[string]int{}
	for _, c := range rec.Commands {
		m[c.Kind.String()]++
	}
	return m
}

func expect(t *testing.T, name string, rec express.Record) golden {
	t.Helper()
	s, err := express.Replay(rec)
	if err != nil {
		t.Fatalf("%s: replay: %v", name, err)
	}
	if !s.Over() {
		t.Fatalf("%s: the record does not reach the end of the game", name)
	}
	pub := express.Public(&s)
	return golden{Name: name, Record: rec, Final: pub, Result: *pub.Result, Counts: commandCounts(rec)}
}

func encodeGolden(t *testing.T, g golden) []byte {
	t.Helper()
	b, err := json.MarshalIndent(g, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

// TestGolden replays every stored game and compares the final public view
// and result with the stored ones.
func TestGolden(t *testing.T) {
	enginetest.Golden(t, express.Kit, enginetest.Goldens[express.Setup, express.Command]{
		Dir: filepath.Join("testdata", "golden"), Package: "./engine/express", Update: *update, Games: goldenGames,
		Seed: func(su express.Setup) uint64 { return su.Seed ^ 0xc017 },
		Files: func(t *testing.T, name string, rec express.Record) map[string][]byte {
			return map[string][]byte{".json": encodeGolden(t, expect(t, name, rec))}
		},
	})
}

// exampleSetup is the game of testdata/example-record.json, documented in
// docs/record-format.md: chosen characters and wagons, Cheyenne at the table
// so that every command kind can appear. -update looks for the first seed
// whose game uses every command kind.
var exampleSetup = express.Setup{Players: 3, Seed: 17, Characters: []string{"Cheyenne", "Tuco", "Doc"}, Wagons: []string{"E", "B", "F"}}

const examplePath = "testdata/example-record.json"

// TestGoldenExampleRecord: the documented example record decodes strictly,
// replays to the end of the game, and uses every command kind.
func TestGoldenExampleRecord(t *testing.T) {
	// -update looks for the first seed whose random play uses every command kind
	make := func() express.Record {
		for seed := uint64(1); seed <= 5000; seed++ {
			su := exampleSetup
			su.Seed = seed
			if rec := randomRecord(t, su, seed); len(commandCounts(rec)) == 12 {
				return rec
			}
		}
		t.Fatal("no seed uses every command kind")
		return express.Record{}
	}
	enginetest.ExampleRecord(t, express.Kit, examplePath, *update, make, func(rec express.Record) error {
		if n := len(commandCounts(rec)); n != 12 {
			return fmt.Errorf("the example uses %d command kinds, want all 12: %v", n, commandCounts(rec))
		}
		return nil
	})
}

// TestRecordErrors: a record for other rules, a malformed record and an
// illegal command are refused with errors that say what is wrong.
func TestRecordErrors(t *testing.T) {
	rec := randomRecord(t, express.Setup{Players: 3, Seed: 3}, 3)
	other := rec
	other.Rules = "colt-super-1"
	if _, err := express.Replay(other); !errors.Is(err, express.ErrRulesVersion) {
		t.Errorf("other rules: %v", err)
	}
	for _, bad := range []string{
		`{}`,
		`{"rules":"colt-base-1","setup":{"players":3,"seed":1},"commands":[],"extra":1}`,
		`{"rules":"colt-base-1","setup":{"players":3,"seed":1},"commands":[{"seat":0,"do":"fly"}]}`,
		`[1,2]`,
	} {
		if _, err := express.DecodeRecord([]byte(bad)); err == nil {
			t.Errorf("DecodeRecord(%s) accepted", bad)
		}
	}
	// Swap two commands: the replay fails at a named index with ErrIllegal.
	broken := rec
	broken.Commands = append([]express.Command(nil), rec.Commands...)
	broken.Commands[0], broken.Commands[1] = broken.Commands[1], broken.Commands[0]
	if broken.Commands[0] != broken.Commands[1] {
		_, err := express.Replay(broken)
		var re *express.ReplayError
		if !errors.As(err, &re) || !errors.Is(err, express.ErrIllegal) || re.Index > 1 {
			t.Errorf("broken record: %v", err)
		}
	}
	// ReplayN replays a prefix (undo).
	s, err := express.ReplayN(rec, 10)
	if err != nil || s.Version() != 10 {
		t.Errorf("ReplayN: version %d, %v", s.Version(), err)
	}
}

// TestRecordFormatDoc: every command shown in docs/record-format.md decodes,
// and the document shows every command kind the engine has.
func TestRecordFormatDoc(t *testing.T) {
	const docPath = "../../docs/record-format.md"
	doc, err := os.ReadFile(filepath.FromSlash(docPath))
	if err != nil {
		t.Fatalf("the record format document: %v", err)
	}
	seen := map[express.CommandKind]bool{}
	for _, line := range strings.Split(string(doc), "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, `{"seat"`) {
			continue
		}
		obj := line[:strings.Index(line, "}")+1]
		c, err := express.DecodeCommand([]byte(obj))
		if err != nil {
			t.Errorf("docs/record-format.md: %s: %v", obj, err)
			continue
		}
		seen[c.Kind] = true
	}
	var missing []string
	for k := express.CommandKind(0); k < express.NumCommandKinds; k++ {
		if !seen[k] {
			missing = append(missing, k.String())
		}
	}
	if len(missing) > 0 {
		t.Errorf("docs/record-format.md shows %d of the %d command kinds; no example of: %s",
			len(seen), express.NumCommandKinds, strings.Join(missing, ", "))
	}
}
