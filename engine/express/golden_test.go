package express_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
var goldenGames = []struct {
	name  string
	setup express.Setup
}{
	{"3p-seed1", express.Setup{Players: 3, Seed: 1}},
	{"4p-chosen", express.Setup{Players: 4, Seed: 2024, Characters: []string{"Cheyenne", "Django", "Ghost", "Belle"}, Wagons: []string{"B", "E", "C", "F"}}},
	{"5p-seed7", express.Setup{Players: 5, Seed: 7}},
	{"6p-seed99", express.Setup{Players: 6, Seed: 99}},
	// the variants (§10), named by their options
	{"2p-seed3", express.Setup{Players: 2, Seed: 3}},
	{"4p-experts-seed11", express.Setup{Players: 4, Rules: express.RuleExperts, Seed: 11}},
	{"4p-teams-seed5", express.Setup{Players: 4, Rules: express.RuleTeams, Seed: 5}},
	{"6p-experts,teams-seed8", express.Setup{Players: 6, Rules: express.RuleTeams | express.RuleExperts, Seed: 8}},
	{"2p-two-bandits-seed4", express.Setup{Players: 2, Rules: express.RuleTwoBandits, Seed: 4}},
	{"3p-two-bandits-chosen", express.Setup{Players: 3, Rules: express.RuleTwoBandits, Seed: 6, Characters: []string{"Ghost", "Tuco", "Doc", "Django", "Belle", "Cheyenne"}}},
	// the Horses & Stagecoach expansion (§11)
	{"5p-horses-seed21", express.Setup{Players: 5, Rules: express.RuleHorses, Seed: 21}},
	// colt-express-3: the readings of §7 and §12 corrected against the French
	// rulebook (the records above are colt-express-2 records and replay as
	// they were played), and two bandits each with Experts (§10)
	{"3p-ttc,horses-seed14", express.Setup{Players: 3, Rules: express.RuleTTC | express.RuleHorses, Seed: 14}}, // rides and moves into the Car
	{"3p-experts,two-bandits-seed12", express.Setup{Players: 3, Rules: express.RuleTwoBandits | express.RuleExperts, Seed: 12}},
}

// randomRecord plays a game with a seeded uniform choice among Legal.
func randomRecord(t testing.TB, su express.Setup, seed uint64) express.Record {
	t.Helper()
	s, _, err := express.New(su)
	if err != nil {
		t.Fatal(err)
	}
	rec := express.NewRecord(su)
	rnd := express.NewRand(seed)
	var buf []express.Command
	for !s.Over() {
		buf = s.LegalAllInto(buf[:0])
		c := buf[rnd.Intn(len(buf))]
		if err := s.Do(c, nil); err != nil {
			t.Fatal(err)
		}
		rec.Commands = append(rec.Commands, c)
	}
	return rec
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
	for _, gg := range goldenGames {
		t.Run(gg.name, func(t *testing.T) {
			path := filepath.Join("testdata", "golden", gg.name+".json")
			data, err := os.ReadFile(path)
			var stored golden
			if err == nil {
				err = json.Unmarshal(data, &stored)
			}
			if *update {
				rec := stored.Record
				if err != nil || rec.Rules == "" {
					rec = randomRecord(t, gg.setup, gg.setup.Seed^0xc017)
				} else if _, rerr := express.Replay(rec); rerr != nil {
					t.Logf("%s: stored record no longer replays (%v); making a new one", gg.name, rerr)
					rec = randomRecord(t, gg.setup, gg.setup.Seed^0xc017)
				}
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, encodeGolden(t, expect(t, gg.name, rec)), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if err != nil {
				t.Fatalf("%v (run: go test ./engine/express -run Golden -update)", err)
			}
			got := encodeGolden(t, expect(t, gg.name, stored.Record))
			if !bytes.Equal(got, data) {
				t.Errorf("%s: replay differs from the golden file at %s\n(if the rules changed on purpose: go test ./engine/express -run Golden -update)", path, firstDiff(data, got))
			}
		})
	}
}

// firstDiff names the first differing line of two texts.
func firstDiff(want, got []byte) string {
	a, b := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return fmt.Sprintf("line %d:\n  want %s\n  got  %s", i+1, a[i], b[i])
		}
	}
	return fmt.Sprintf("length %d vs %d lines", len(a), len(b))
}

// exampleSetup is the game of testdata/example-record.json, documented in
// docs/record-format.md: chosen characters and wagons, Cheyenne at the table
// so that every command kind can appear. -update looks for the first seed
// whose game uses every command kind.
var exampleSetup = express.Setup{Players: 3, Seed: 17, Characters: []string{"Cheyenne", "Tuco", "Doc"}, Wagons: []string{"E", "B", "F"}}

const examplePath = "testdata/example-record.json"

// encodeRecord writes a record with one command per line.
func encodeRecord(rec express.Record) ([]byte, error) {
	su, err := json.Marshal(rec.Setup)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n \"rules\": %q,\n \"setup\": %s,\n \"commands\": [\n", rec.Rules, su)
	for i, c := range rec.Commands {
		cb, err := json.Marshal(c)
		if err != nil {
			return nil, err
		}
		sep := ","
		if i == len(rec.Commands)-1 {
			sep = ""
		}
		fmt.Fprintf(&b, "  %s%s\n", cb, sep)
	}
	b.WriteString(" ]\n}\n")
	return b.Bytes(), nil
}

// TestGoldenExampleRecord: the documented example record decodes strictly,
// replays to the end of the game, and uses every command kind.
func TestGoldenExampleRecord(t *testing.T) {
	if *update {
		// Find a seed of the example game whose random play uses every command kind.
		var rec express.Record
		for seed := uint64(1); ; seed++ {
			su := exampleSetup
			su.Seed = seed
			rec = randomRecord(t, su, seed)
			if len(commandCounts(rec)) == 12 {
				break
			}
			if seed > 5000 {
				t.Fatal("no seed uses every command kind")
			}
		}
		b, err := encodeRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(examplePath, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(examplePath)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := express.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := express.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Over() {
		t.Fatal("the example record does not reach the end of the game")
	}
	if n := len(commandCounts(rec)); n != 12 {
		t.Errorf("the example uses %d command kinds, want all 12: %v", n, commandCounts(rec))
	}
	// Re-encoding gives the same file.
	again, err := encodeRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, data) {
		t.Errorf("re-encoding the example differs at %s", firstDiff(data, again))
	}
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
