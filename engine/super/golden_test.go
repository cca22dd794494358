package super_test

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

	"colt/engine/enginetest"
	"colt/engine/super"
)

// update rewrites the golden files: go test ./engine/super -run Golden -update
var update = flag.Bool("update", false, "rewrite engine/super/testdata golden files and the example record")

// golden is one stored game: its record and what replaying it must give —
// the final public view, the result, and (in a .events file beside it)
// every event of the game as the public sees it, the table's narration.
type golden struct {
	Name   string           `json:"name"`
	Record super.Record     `json:"record"`
	Final  super.PublicView `json:"final"`
	Result super.Result     `json:"result"`
	Counts map[string]int   `json:"eventCounts"`
	events [][]super.Event  // [0]: setup; [i]: after command i
}

// goldenGames are the seeded games kept under testdata/golden, named by
// their options. A record is made once by a seeded random player;
// afterwards only the stored commands matter.
var goldenGames = []enginetest.Named[super.Setup]{
	{Name: "3p-seed1", Setup: super.Setup{Players: 3, Seed: 1}},
	{Name: "4p-chosen-printed-loot", Setup: super.Setup{Players: 4, Seed: 2024, Characters: []string{"Cheyenne", "Mei", "Ghost", "Belle"}, Loot: []int{4, 1, 5, 2, 3}}},
	{Name: "5p-seed7", Setup: super.Setup{Players: 5, Seed: 7}},
	{Name: "6p-seed99", Setup: super.Setup{Players: 6, Seed: 99}},
	{Name: "7p-seed42", Setup: super.Setup{Players: 7, Seed: 42}},
}

// randomRecord plays a game with a seeded uniform choice among Legal.
func randomRecord(t testing.TB, su super.Setup, seed uint64) super.Record {
	return super.Kit.RandomRecord(t, su, seed)
}

// expect replays a record with events and builds its golden.
func expect(t *testing.T, name string, rec super.Record) golden {
	t.Helper()
	s, evs, err := super.New(rec.Setup)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	g := golden{Name: name, Record: rec, Counts: map[string]int{}}
	add := func(evs []super.Event) {
		pub := super.EventsFor(evs, super.NoSeat)
		for _, e := range pub {
			g.Counts[e.Kind.String()]++
		}
		g.events = append(g.events, pub)
	}
	add(evs)
	for i, c := range rec.Commands {
		next, evs, err := super.Apply(s, c)
		if err != nil {
			t.Fatalf("%s: command %d: %v", name, i, err)
		}
		s = next
		add(evs)
	}
	if !s.Over() {
		t.Fatalf("%s: the record does not reach the end of the game", name)
	}
	r, err := super.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := r.MarshalBinary()
	b, _ := s.MarshalBinary()
	if !bytes.Equal(a, b) {
		t.Fatalf("%s: Replay differs from Apply", name)
	}
	g.Final = super.Public(&s)
	g.Result = *g.Final.Result
	return g
}

func encodeGolden(t *testing.T, g golden) []byte {
	t.Helper()
	b, err := json.MarshalIndent(g, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

// encodeEvents writes the public events one per line, each prefixed by the
// command that caused it ("setup" for New).
func encodeEvents(t *testing.T, g golden) []byte {
	t.Helper()
	var b bytes.Buffer
	for i, evs := range g.events {
		who := "setup"
		if i > 0 {
			who = fmt.Sprintf("cmd %d", i-1)
		}
		for _, e := range evs {
			eb, err := json.Marshal(e)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%s\t%s\n", who, eb)
		}
	}
	return b.Bytes()
}

// TestGolden replays every stored game and compares the final public view,
// the result and the public events with the stored ones.
func TestGolden(t *testing.T) {
	enginetest.Golden(t, super.Kit, enginetest.Goldens[super.Setup, super.Command]{
		Dir: filepath.Join("testdata", "golden"), Package: "./engine/super", Update: *update, Games: goldenGames,
		Seed: func(su super.Setup) uint64 { return su.Seed ^ 0xc017 },
		Files: func(t *testing.T, name string, rec super.Record) map[string][]byte {
			g := expect(t, name, rec)
			return map[string][]byte{".json": encodeGolden(t, g), ".events": encodeEvents(t, g)}
		},
	})
}

// examplePath is the record shown in docs/super-express.md.
const examplePath = "testdata/example-record.json"

// TestGoldenExampleRecord: the example record decodes strictly, replays to
// the end of the game, and re-encodes to the same file.
func TestGoldenExampleRecord(t *testing.T) {
	make := func() super.Record {
		return randomRecord(t, super.Setup{Players: 3, Seed: 17, Characters: []string{"Belle", "Tuco", "Doc"}}, 17)
	}
	enginetest.ExampleRecord(t, super.Kit, examplePath, *update, make, nil)
}

// TestRecordErrors: a record for other rules, a malformed record and an
// illegal command are refused with errors that say what is wrong.
func TestRecordErrors(t *testing.T) {
	rec := randomRecord(t, super.Setup{Players: 3, Seed: 3}, 3)
	other := rec
	other.Rules = "colt-express-2"
	if _, err := super.Replay(other); !errors.Is(err, super.ErrRulesVersion) || !strings.Contains(err.Error(), "--game express") {
		t.Errorf("other rules: %v", err)
	}
	for _, bad := range []string{
		`{}`,
		`[1,2]`,
		`{"rules":"colt-super-1","setup":{"players":3,"seed":1},"commands":[],"extra":1}`,
		`{"rules":"colt-super-1","setup":{"players":3,"seed":1,"wagons":["A"]},"commands":[]}`,
		`{"rules":"colt-super-1","setup":{"players":3,"seed":1},"commands":[{"seat":0,"do":"play","card":"Move"}]}`,
		`{"rules":"colt-super-1","setup":{"players":3,"seed":1},"commands":[{"seat":0,"do":"stack","cards":["Move","Shoot"]}]}`,
		`{"rules":"colt-super-1","setup":{"players":3,"seed":1},"commands":[]} {}`,
	} {
		if _, err := super.DecodeRecord([]byte(bad)); err == nil {
			t.Errorf("DecodeRecord(%s) accepted", bad)
		}
	}
	// a stack given twice by the same seat: the replay fails at that index
	broken := rec
	broken.Commands = append([]super.Command(nil), rec.Commands...)
	broken.Commands[1] = broken.Commands[0]
	_, err := super.Replay(broken)
	var re *super.ReplayError
	if !errors.As(err, &re) || !errors.Is(err, super.ErrIllegal) || re.Index != 1 {
		t.Errorf("broken record: %v", err)
	}
	// ReplayN replays a prefix (undo)
	s, err := super.ReplayN(rec, 2)
	if err != nil || s.Version() != 2 {
		t.Errorf("ReplayN: version %d, %v", s.Version(), err)
	}
	// a bad setup in a record
	bad := rec
	bad.Setup.Players = 9
	if _, err := super.Replay(bad); !errors.Is(err, super.ErrSetup) {
		t.Errorf("bad setup: %v", err)
	}
}

// TestDocCommands: every command shown in docs/super-express.md decodes,
// and the record shown there is the beginning of the example record (its
// setup line and first commands).
func TestDocCommands(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "super-express.md"))
	if err != nil {
		t.Fatalf("docs/super-express.md: %v", err)
	}
	example, err := os.ReadFile(examplePath)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(example), "\n")[:5] {
		if !strings.Contains(string(doc), strings.TrimSuffix(line, ",")) {
			t.Errorf("docs/super-express.md does not show the example record's line %s", line)
		}
	}
	n := 0
	for _, line := range strings.Split(string(doc), "\n") {
		i := strings.Index(line, `{"seat"`)
		if i < 0 {
			continue
		}
		obj := line[i : i+strings.Index(line[i:], "}")+1]
		if _, err := super.DecodeCommand([]byte(obj)); err != nil {
			t.Errorf("docs/super-express.md: %s: %v", obj, err)
		}
		n++
	}
	if n == 0 {
		t.Error("docs/super-express.md shows no command")
	}
}
