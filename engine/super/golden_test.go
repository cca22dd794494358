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
var goldenGames = []struct {
	name  string
	setup super.Setup
}{
	{"3p-seed1", super.Setup{Players: 3, Seed: 1}},
	{"4p-chosen-printed-loot", super.Setup{Players: 4, Seed: 2024, Characters: []string{"Cheyenne", "Mei", "Ghost", "Belle"}, Loot: []int{4, 1, 5, 2, 3}}},
	{"5p-seed7", super.Setup{Players: 5, Seed: 7}},
	{"6p-seed99", super.Setup{Players: 6, Seed: 99}},
	{"7p-seed42", super.Setup{Players: 7, Seed: 42}},
}

// randomRecord plays a game with a seeded uniform choice among Legal.
func randomRecord(t testing.TB, su super.Setup, seed uint64) super.Record {
	t.Helper()
	s, _, err := super.New(su)
	if err != nil {
		t.Fatal(err)
	}
	rec := super.NewRecord(su)
	rnd := super.NewRand(seed)
	for !s.Over() {
		all := super.Legal(&s)
		c := all[rnd.Intn(len(all))]
		if err := s.Do(c, nil); err != nil {
			t.Fatal(err)
		}
		rec.Commands = append(rec.Commands, c)
	}
	return rec
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
				} else if _, rerr := super.Replay(rec); rerr != nil {
					t.Logf("%s: stored record no longer replays (%v); making a new one", gg.name, rerr)
					rec = randomRecord(t, gg.setup, gg.setup.Seed^0xc017)
				}
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				g := expect(t, gg.name, rec)
				if err := os.WriteFile(path, encodeGolden(t, g), 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(eventsPath(path), encodeEvents(t, g), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if err != nil {
				t.Fatalf("%v (run: go test ./engine/super -run Golden -update)", err)
			}
			// the stored record decodes strictly
			raw, _ := json.Marshal(stored.Record)
			if _, err := super.DecodeRecord(raw); err != nil {
				t.Fatalf("stored record: %v", err)
			}
			g := expect(t, gg.name, stored.Record)
			if got := encodeGolden(t, g); !bytes.Equal(got, data) {
				t.Errorf("%s: replay differs from the golden file at %s\n(if the rules changed on purpose: go test ./engine/super -run Golden -update)", path, firstDiff(data, got))
			}
			evData, err := os.ReadFile(eventsPath(path))
			if err != nil {
				t.Fatalf("%v (run: go test ./engine/super -run Golden -update)", err)
			}
			if got := encodeEvents(t, g); !bytes.Equal(got, evData) {
				t.Errorf("%s: the events differ at %s\n(if the narration changed on purpose: go test ./engine/super -run Golden -update)", eventsPath(path), firstDiff(evData, got))
			}
		})
	}
}

func eventsPath(path string) string { return strings.TrimSuffix(path, ".json") + ".events" }

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

// examplePath is the record shown in docs/super-express.md.
const examplePath = "testdata/example-record.json"

// encodeRecord writes a record with one command per line.
func encodeRecord(rec super.Record) ([]byte, error) {
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

// TestGoldenExampleRecord: the example record decodes strictly, replays to
// the end of the game, and re-encodes to the same file.
func TestGoldenExampleRecord(t *testing.T) {
	if *update {
		rec := randomRecord(t, super.Setup{Players: 3, Seed: 17, Characters: []string{"Belle", "Tuco", "Doc"}}, 17)
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
	rec, err := super.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := super.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Over() {
		t.Fatal("the example record does not reach the end of the game")
	}
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
