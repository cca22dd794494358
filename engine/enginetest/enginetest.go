// Package enginetest is the one test kit every ruleset calls in a few
// lines: conformance of random games to the contract of docs/design.md (at least
// one expected seat with a never-empty, stable Legal; Apply never mutating
// its input and refusing anything else with ErrIllegal; per-seat state ids
// that one seat's hidden commit does not move for another; commands and
// records that round-trip through JSON; invariants after every command;
// determinization that depends on a seat's view only; records that replay
// the final state byte for byte), golden games named by their options and
// rewritten with -update, and fuzzing of command decoding + Apply and of
// records.
//
// It knows no game: a ruleset describes itself once (Game: its engine.Spec,
// its engine.Rules and what only tests need) and passes that to every check.
package enginetest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"colt/engine"
)

// State is a ruleset's value state as the kit sees it: the core's view of
// it and its exact binary encoding (two states are equal exactly when their
// encodings are).
type State[S any] interface {
	engine.StateOf[S]
	MarshalBinary() ([]byte, error)
}

// Game describes one ruleset to the kit.
type Game[S any, P State[S], C comparable, Su any] struct {
	// Spec is the game's entry into the core (setup, Legal, Apply, views,
	// records).
	Spec *engine.Spec[S, P, C, Su]
	// Rules is the game's fast path for bots (Determinize, Complete).
	Rules engine.Rules[S, C]
	// Invariants checks a state (loot and bullets conserved, every pawn in
	// exactly one place …).
	Invariants func(s P) error
	// Seeded returns su played with seed.
	Seeded func(su Su, seed uint64) Su
	// Refused returns, for a seat of s, a command of that seat the rules
	// must refuse now: one not in its Legal when the seat is expected
	// (checked against Legal), any when it is not.
	Refused func(s P, seat engine.Seat) C
	// Step, if set, checks one command more closely (before, after, the
	// events); End checks a finished game.
	Step func(before, after P, c C, evs engine.Events) error
	End  func(s P) error
}

// Named is one way to play, named by its options ("4p-experts,teams").
type Named[Su any] struct {
	Name  string
	Setup Su
}

func encode[S any, P State[S]](s *S) []byte {
	b, _ := P(s).MarshalBinary()
	return b
}

// LegalAll returns the legal commands of every expected seat, in seat order.
func (g *Game[S, P, C, Su]) LegalAll(s P) []C {
	var out []C
	for _, seat := range s.Expected() {
		out = append(out, g.Spec.Legal(s, seat)...)
	}
	return out
}

// RandomRecord plays su to its end with a seeded uniform choice among every
// expected seat's legal commands and returns its record.
func (g *Game[S, P, C, Su]) RandomRecord(t testing.TB, su Su, seed uint64) engine.TypedRecord[Su, C] {
	t.Helper()
	s, err := g.Spec.Setup(su, g.Spec.Rules)
	if err != nil {
		t.Fatal(err)
	}
	rec := g.Spec.NewRecord(su)
	rnd := engine.NewRand(seed)
	for !P(&s).Over() {
		all := g.LegalAll(&s)
		c := all[rnd.Intn(len(all))]
		if err := g.Spec.Do(&s, c); err != nil {
			t.Fatal(err)
		}
		rec.Commands = append(rec.Commands, c)
	}
	return rec
}

// Conformance plays games seeded random games of su (seeds Seed(su, seed),
// seed+1, …) and reports every broken contract through t.
func Conformance[S any, P State[S], C comparable, Su any](t testing.TB, g *Game[S, P, C, Su], su Su, seed uint64, games int) {
	t.Helper()
	for i := 0; i < games; i++ {
		gs := g.Seeded(su, seed+uint64(i))
		if err := g.checkGame(gs, seed+uint64(i)); err != nil {
			t.Fatalf("setup %+v: %v", gs, err)
		}
	}
}

func (g *Game[S, P, C, Su]) checkGame(su Su, seed uint64) error {
	sp := g.Spec
	s, evs, err := sp.New(su)
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	players := P(&s).Players()
	if err := g.Invariants(&s); err != nil {
		return fmt.Errorf("after setup: %w", err)
	}
	if err := checkEvents(players, evs); err != nil {
		return err
	}
	rec := sp.NewRecord(su)
	rnd := engine.NewRand(seed ^ 0x5eed)
	var states []S
	for step := 0; !P(&s).Over(); step++ {
		if step > 100000 {
			return errors.New("the game does not end")
		}
		if err := g.checkState(&s); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		if step%5 == 0 && g.Rules.Determinize != nil {
			seat := P(&s).Expected()[0]
			if g.Rules.Complete(&s, int(seat)) {
				if err := g.checkDeterminize(&s, seat, seed+uint64(step)); err != nil {
					return fmt.Errorf("step %d: %w", step, err)
				}
			}
		}
		all := g.LegalAll(&s)
		c := all[rnd.Intn(len(all))]
		if err := g.roundTrip(c); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		before := encode[S, P](&s)
		next := s
		evs, err := sp.Apply(&next, c)
		if err != nil {
			return fmt.Errorf("step %d: legal %v refused: %w", step, c, err)
		}
		if !bytes.Equal(before, encode[S, P](&s)) {
			return fmt.Errorf("step %d: Apply(%v) mutated its input", step, c)
		}
		if err := g.Invariants(&next); err != nil {
			return fmt.Errorf("step %d after %v: %w", step, c, err)
		}
		if err := checkEvents(players, evs); err != nil {
			return fmt.Errorf("step %d after %v: %w", step, c, err)
		}
		if g.Step != nil {
			if err := g.Step(&s, &next, c, evs); err != nil {
				return fmt.Errorf("step %d after %v: %w", step, c, err)
			}
		}
		// a hidden commit moves only the committing seat's state id
		seat := sp.Seat(c)
		cur, nx := P(&s), P(&next)
		for _, o := range cur.Expected() {
			if o != seat && cur.Simultaneous() && nx.Simultaneous() && expects(nx, o) && nx.VersionFor(o) != cur.VersionFor(o) {
				return fmt.Errorf("step %d: %s's commit made %s's pending choice stale", step, seat, o)
			}
		}
		if nx.VersionFor(seat) == cur.VersionFor(seat) {
			return fmt.Errorf("step %d: %s's state id did not move after its own command", step, seat)
		}
		rec.Commands = append(rec.Commands, c)
		states = append(states, s)
		s = next
	}
	if len(P(&s).Expected()) != 0 || len(g.LegalAll(&s)) != 0 {
		return errors.New("expected seats or legal commands after the game")
	}
	for v := engine.Seat(0); int(v) < players; v++ {
		if err := g.Refuses(&s, g.Refused(&s, v), engine.RefusedGameOver); err != nil {
			return err
		}
	}
	if _, err := json.Marshal(sp.Result(&s)); err != nil {
		return fmt.Errorf("the result does not encode: %w", err)
	}
	if g.End != nil {
		if err := g.End(&s); err != nil {
			return err
		}
	}
	// the record, through JSON, replays the final state byte for byte, and a
	// prefix replays the state it was played from
	b, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	back, err := sp.DecodeRecord(b)
	if err != nil {
		return fmt.Errorf("record does not decode: %w", err)
	}
	r, err := sp.ReplayN(back, len(back.Commands))
	if err != nil {
		return fmt.Errorf("record does not replay: %w", err)
	}
	if !bytes.Equal(encode[S, P](&r), encode[S, P](&s)) {
		return errors.New("the replayed record differs from the played game")
	}
	k := len(states) / 2
	p, err := sp.ReplayN(back, k)
	if err != nil {
		return fmt.Errorf("prefix replay: %w", err)
	}
	if k < len(states) && !bytes.Equal(encode[S, P](&p), encode[S, P](&states[k])) {
		return fmt.Errorf("replaying %d commands differs from the state they were played from", k)
	}
	return nil
}

func expects[S any, P State[S]](s P, seat engine.Seat) bool {
	for _, e := range s.Expected() {
		if e == seat {
			return true
		}
	}
	return false
}

// checkState checks the expected seats, their choices, refusals and views.
func (g *Game[S, P, C, Su]) checkState(s P) error {
	sp := g.Spec
	exp := s.Expected()
	if len(exp) == 0 {
		return errors.New("a live state expects nobody")
	}
	if len(exp) > 1 && !s.Simultaneous() {
		return fmt.Errorf("several seats %v expected outside a simultaneous step", exp)
	}
	if g.Rules.Actor != nil && g.Rules.Actor(s) != int(exp[0]) {
		return fmt.Errorf("actor %d is not the first expected seat %s", g.Rules.Actor(s), exp[0])
	}
	for v := engine.Seat(0); int(v) < s.Players(); v++ {
		legal := sp.Legal(s, v)
		if !expects(s, v) {
			if len(legal) != 0 {
				return fmt.Errorf("%s is not expected but has %d legal commands", v, len(legal))
			}
			if err := g.Refuses(s, g.Refused(s, v), engine.RefusedNotYourTurn); err != nil {
				return err
			}
		} else {
			if len(legal) == 0 {
				return fmt.Errorf("expected %s has no legal command", v)
			}
			again := sp.Legal(s, v)
			for i, c := range legal {
				if sp.Seat(c) != v || again[i] != c {
					return fmt.Errorf("%s's Legal names another seat or is not stable at %d", v, i)
				}
			}
			if bogus := g.Refused(s, v); !contains(legal, bogus) {
				if err := g.Refuses(s, bogus, engine.RefusedNotLegal); err != nil {
					return err
				}
			}
		}
		// the seat's view carries its state id and its legal commands
		b, err := json.Marshal(sp.View(s, v))
		if err != nil {
			return fmt.Errorf("%s's view does not encode: %w", v, err)
		}
		var view struct {
			Version int               `json:"version"`
			Legal   []json.RawMessage `json:"legal"`
		}
		if err := json.Unmarshal(b, &view); err != nil {
			return fmt.Errorf("%s's view: %w", v, err)
		}
		if view.Version != s.VersionFor(v) {
			return fmt.Errorf("%s's view carries state id %d, want %d", v, view.Version, s.VersionFor(v))
		}
		if len(view.Legal) != len(legal) {
			return fmt.Errorf("%s's view lists %d legal commands, Legal %d", v, len(view.Legal), len(legal))
		}
	}
	if _, err := json.Marshal(sp.View(s, engine.NoSeat)); err != nil {
		return fmt.Errorf("public view does not encode: %w", err)
	}
	return nil
}

// Refuses checks that Apply and Do refuse c with ErrIllegal and code, and
// leave the state as it was.
func (g *Game[S, P, C, Su]) Refuses(s P, c C, code engine.Refusal) error {
	before := encode[S, P](s)
	m := *s
	evs, err := g.Spec.Apply(&m, c)
	var ill engine.RefusedError
	if !errors.Is(err, engine.ErrIllegal) || !errors.As(err, &ill) || ill.Refused() != code || evs != nil {
		return fmt.Errorf("%v: want a %s refusal, got %v", c, code, err)
	}
	if !bytes.Equal(before, encode[S, P](&m)) {
		return fmt.Errorf("refused %v changed the state", c)
	}
	m = *s
	if err := g.Spec.Do(&m, c); !errors.Is(err, engine.ErrIllegal) {
		return fmt.Errorf("Do of %v that Apply refused: %v", c, err)
	}
	if !bytes.Equal(before, encode[S, P](&m)) {
		return fmt.Errorf("refused Do %v changed the state", c)
	}
	return nil
}

// checkDeterminize checks a search bot's sample of s for seat: seat's view
// is unchanged, every invariant holds, the sample plays on to the end, and
// the sample depends on nothing but seat's view (a second state with the
// same view for seat, itself a sample, gives the same sample for the same
// seed).
func (g *Game[S, P, C, Su]) checkDeterminize(s P, seat engine.Seat, seed uint64) error {
	want, _ := json.Marshal(g.Spec.View(s, seat))
	d := g.Rules.Determinize(s, int(seat), seed)
	if got, _ := json.Marshal(g.Spec.View(&d, seat)); !bytes.Equal(got, want) {
		return fmt.Errorf("Determinize changed %s's view:\n%s\nwant\n%s", seat, got, want)
	}
	if err := g.Invariants(&d); err != nil {
		return fmt.Errorf("Determinize for %s: %w", seat, err)
	}
	again := g.Rules.Determinize(&d, int(seat), seed^0xd0)
	first := g.Rules.Determinize(s, int(seat), seed^0xd0)
	if !bytes.Equal(encode[S, P](&again), encode[S, P](&first)) {
		return fmt.Errorf("Determinize for %s depends on more than %s's view", seat, seat)
	}
	rnd := engine.NewRand(seed ^ 0x91)
	for !P(&d).Over() {
		legal := g.LegalAll(&d)
		c := legal[rnd.Intn(len(legal))]
		if err := g.Spec.Do(&d, c); err != nil {
			return fmt.Errorf("a determinized game refused its legal %v: %w", c, err)
		}
		if err := g.Invariants(&d); err != nil {
			return fmt.Errorf("a determinized game after %v: %w", c, err)
		}
	}
	return nil
}

func contains[C comparable](cs []C, c C) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// roundTrip checks that a command survives its JSON wire form.
func (g *Game[S, P, C, Su]) roundTrip(c C) error {
	b, err := json.Marshal(c)
	if err != nil {
		return fmt.Errorf("command %v does not encode: %w", c, err)
	}
	back, err := g.Spec.DecodeCommand(b)
	if err != nil {
		return fmt.Errorf("command %s does not decode: %w", b, err)
	}
	if back != c {
		return fmt.Errorf("command %s decodes to %v", b, back)
	}
	return nil
}

// checkEvents checks that the events encode for every viewer.
func checkEvents(players int, evs engine.Events) error {
	for v := engine.NoSeat; int(v) < players; v++ {
		if _, err := json.Marshal(evs.For(v)); err != nil {
			return fmt.Errorf("events for %s do not encode: %w", v, err)
		}
	}
	return nil
}

// FirstDiff names the first differing line of two texts.
func FirstDiff(want, got []byte) string {
	a, b := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return fmt.Sprintf("line %d:\n  want %s\n  got  %s", i+1, a[i], b[i])
		}
	}
	return fmt.Sprintf("length %d vs %d lines", len(a), len(b))
}

// EncodeRecord writes a record with one command per line (the example
// records shown in docs/).
func EncodeRecord[Su, C any](rec engine.TypedRecord[Su, C]) ([]byte, error) {
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

// Goldens are a game's stored games under Dir, each named by its options:
// <name>.json holds the record (under "record") and whatever Files writes
// next to it must be what replaying the record gives.
type Goldens[Su, C any] struct {
	// Dir is the folder ("testdata/golden"); Package names the package for
	// the hint ("./engine/express").
	Dir, Package string
	// Update rewrites the files (the test's -update flag): a stored record
	// that still replays is kept, else a new one is played at random.
	Update bool
	Games  []Named[Su]
	// Files renders a record's golden files by suffix (".json" first,
	// ".events" …); it fails t if the record does not reach the end.
	Files func(t *testing.T, name string, rec engine.TypedRecord[Su, C]) map[string][]byte
	// Seed is the random player's seed for a new record of su.
	Seed func(su Su) uint64
}

// Golden replays every stored game of gs and compares every golden file
// with what the replay gives (or rewrites them with Update).
func Golden[S any, P State[S], C comparable, Su any](t *testing.T, g *Game[S, P, C, Su], gs Goldens[Su, C]) {
	for _, gg := range gs.Games {
		t.Run(gg.Name, func(t *testing.T) {
			path := filepath.Join(gs.Dir, gg.Name+".json")
			data, err := os.ReadFile(path)
			var stored struct {
				Record json.RawMessage `json:"record"`
			}
			if err == nil {
				err = json.Unmarshal(data, &stored)
			}
			var rec engine.TypedRecord[Su, C]
			if err == nil {
				rec, err = g.Spec.DecodeRecord(stored.Record)
			}
			hint := fmt.Sprintf("(if the rules changed on purpose: go test %s -run Golden -update)", gs.Package)
			if gs.Update {
				if err != nil {
					rec = g.RandomRecord(t, gg.Setup, gs.Seed(gg.Setup))
				} else if _, rerr := g.Spec.ReplayN(rec, len(rec.Commands)); rerr != nil {
					t.Logf("%s: stored record no longer replays (%v); making a new one", gg.Name, rerr)
					rec = g.RandomRecord(t, gg.Setup, gs.Seed(gg.Setup))
				}
				if err := os.MkdirAll(gs.Dir, 0o755); err != nil {
					t.Fatal(err)
				}
				for suffix, b := range gs.Files(t, gg.Name, rec) {
					if err := os.WriteFile(strings.TrimSuffix(path, ".json")+suffix, b, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				return
			}
			if err != nil {
				t.Fatalf("%v (run: go test %s -run Golden -update)", err, gs.Package)
			}
			for suffix, got := range gs.Files(t, gg.Name, rec) {
				file := strings.TrimSuffix(path, ".json") + suffix
				want, err := os.ReadFile(file)
				if err != nil {
					t.Fatalf("%v %s", err, hint)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s: replay differs from the golden file at %s\n%s", file, FirstDiff(want, got), hint)
				}
			}
		})
	}
}

// ExampleRecord checks the documented example record at path: it decodes
// strictly, replays to the end of the game, passes check (nil: none) and
// re-encodes (EncodeRecord) to the same file. With update it first writes
// make()'s record there.
func ExampleRecord[S any, P State[S], C comparable, Su any](t *testing.T, g *Game[S, P, C, Su], path string, update bool, make func() engine.TypedRecord[Su, C], check func(engine.TypedRecord[Su, C]) error) {
	t.Helper()
	if update {
		b, err := EncodeRecord(make())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := g.Spec.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.Spec.ReplayN(rec, len(rec.Commands))
	if err != nil {
		t.Fatal(err)
	}
	if !P(&s).Over() {
		t.Fatal("the example record does not reach the end of the game")
	}
	if check != nil {
		if err := check(rec); err != nil {
			t.Error(err)
		}
	}
	again, err := EncodeRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, data) {
		t.Errorf("re-encoding the example differs at %s", FirstDiff(data, again))
	}
}
