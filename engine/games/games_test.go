package games

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"colt/engine"
	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/super"
)

func viewJSON(t *testing.T, g engine.Game, seat engine.Seat) []byte {
	t.Helper()
	b, err := json.Marshal(g.View(seat))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestGamesThroughTheHostInterface plays random games of every game of the
// box through engine.Game alone and checks the host's contract: Legal is
// never empty for an expected seat, Apply never changes the game it is
// called on, commands survive their JSON, foreign and illegal commands are
// refused with typed errors, the record replays to the same game, and the
// LED signal follows the game.
func TestGamesThroughTheHostInterface(t *testing.T) {
	setups := []struct {
		game  string
		setup string
	}{
		{"express", `{"players":4,"seed":3}`},
		{"express", `{"players":3,"rules":["two-bandits"],"seed":8}`},
		{"express", `{"players":5,"rules":["experts"],"seed":2}`},
		{"super", `{"players":3,"seed":5}`},
		{"super", `{"players":7,"seed":9}`},
	}
	for _, tc := range setups {
		t.Run(tc.game+tc.setup, func(t *testing.T) {
			r, err := Lookup(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			g, evs, err := r.New([]byte(tc.setup))
			if err != nil {
				t.Fatal(err)
			}
			if g.Name() != tc.game || evs == nil {
				t.Fatalf("new game %q with %d set-up events", g.Name(), evs.Len())
			}
			other := "super"
			if tc.game == "super" {
				other = "express"
			}
			og, _, _ := mustLookup(t, other).New([]byte(`{"players":3,"seed":1}`))
			rnd := rand.New(rand.NewPCG(1, 2))
			for steps := 0; !g.Over(); steps++ {
				if steps > 5000 {
					t.Fatal("the game does not end")
				}
				exp := g.Expected()
				if len(exp) == 0 {
					t.Fatal("a live game expects nobody")
				}
				if len(exp) > 1 && !g.Simultaneous() {
					t.Fatalf("expected %v outside a simultaneous step", exp)
				}
				sig := g.Signal()
				if sig.Phase == engine.TurnOver || (sig.Active == engine.NoSeat && len(sig.Owing) == 0) {
					t.Fatalf("a live game's signal %+v shows nobody", sig)
				}
				seat := exp[rnd.IntN(len(exp))]
				legal := g.Legal(seat)
				if len(legal) == 0 {
					t.Fatalf("no legal command for expected %s", seat)
				}
				cmd := legal[rnd.IntN(len(legal))]
				if s, ok := g.CommandSeat(cmd); !ok || s != seat {
					t.Fatalf("command %v is for %s, listed for %s", cmd, s, seat)
				}
				b, _ := json.Marshal(cmd)
				back, err := g.DecodeCommand(b)
				if err != nil || !engine.SameCommand(back, cmd) {
					t.Fatalf("command %s does not survive its JSON: %v", b, err)
				}
				if _, _, err := g.Apply(og.Legal(og.Expected()[0])[0]); !errors.Is(err, engine.ErrBadCommand) {
					t.Fatalf("another game's command: %v, want ErrBadCommand", err)
				}
				ver, pub, n := g.Version(), viewJSON(t, g, engine.NoSeat), len(g.Record().Commands)
				next, evs, err := g.Apply(cmd)
				if err != nil {
					t.Fatalf("a legal command refused: %v", err)
				}
				if g.Version() != ver || !bytes.Equal(viewJSON(t, g, engine.NoSeat), pub) || len(g.Record().Commands) != n {
					t.Fatal("Apply changed the game it was called on")
				}
				if !slices.Contains(next.Expected(), seat) {
					var refused engine.RefusedError
					if _, _, err := next.Apply(cmd); !errors.Is(err, engine.ErrIllegal) || !errors.As(err, &refused) || refused.Refused() == engine.RefusedNotLegal {
						t.Fatalf("a command from a seat no longer expected: %v, want a typed refusal", err)
					}
				}
				if next.Version() != ver+1 || evs == nil {
					t.Fatalf("after a command: id %d (was %d), events %v", next.Version(), ver, evs)
				}
				g = next
			}
			sig := g.Signal()
			if sig.Phase != engine.TurnOver || len(sig.Winners) == 0 || g.Result() == nil || len(g.PlayerNames()) != g.Players() {
				t.Fatalf("finished game: signal %+v, result %v, names %v", sig, g.Result(), g.PlayerNames())
			}
			rb, _ := json.Marshal(g.Record())
			rec, err := DecodeRecord(rb)
			if err != nil {
				t.Fatal(err)
			}
			again, err := Replay(rec)
			if err != nil {
				t.Fatalf("the record does not replay: %v", err)
			}
			if !again.Over() || again.Version() != g.Version() || !bytes.Equal(viewJSON(t, again, engine.NoSeat), viewJSON(t, g, engine.NoSeat)) {
				t.Fatal("the record replays to another game")
			}
			// WithVersion moves every seat's id and leaves the game alone
			w := g.WithVersion(g.Version() + 7)
			if w.Version() != g.Version()+7 || w.VersionFor(0) != g.Version()+7 || !bytes.Equal(viewJSON(t, w, 0), viewJSON(t, g.WithVersion(g.Version()+7), 0)) {
				t.Fatal("WithVersion")
			}
		})
	}
}

func mustLookup(t *testing.T, name string) Ruleset {
	t.Helper()
	r, err := Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestExpressEventsKeepTheNarration: Colt Express events carry the public
// views inside a change, and chaining changes keeps each view before its
// event; the undo barrier and the LED highlight travel with them.
func TestExpressEventsKeepTheNarration(t *testing.T) {
	g, _, err := express.NewGame(express.Setup{Players: 3, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	var all engine.Events
	var cmds []express.Command
	var eg engine.Game = g
	for len(cmds) < 200 && !eg.Over() {
		c := eg.Legal(eg.Expected()[0])[0]
		next, evs, err := eg.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		if all == nil {
			all = evs
		} else {
			all = all.Then(evs)
		}
		cmds = append(cmds, c.(express.Command))
		eg = next
	}
	ev := all.(*express.Events)
	steps := all.(engine.Narrated).PublicSteps().([]express.StepView)
	if len(steps) == 0 || !all.Barrier() || !all.Highlight() {
		t.Fatalf("200 commands: %d steps, barrier %v, highlight %v", len(steps), all.Barrier(), all.Highlight())
	}
	// each step's view is the game just before its event: replaying up to
	// the command that emitted it shows the same round
	for i, st := range steps {
		if st.At >= len(ev.List) || (i > 0 && st.At < steps[i-1].At) {
			t.Fatalf("step %d at %d of %d events", i, st.At, len(ev.List))
		}
	}
	pub := all.For(engine.NoSeat).([]express.Event)
	for _, e := range pub {
		if e.Kind == express.EvCardPlayed && e.FaceDown && e.Card != express.HiddenCard {
			t.Fatal("the public sees a face-down card")
		}
	}
}

// TestRegistry: names, rules versions and setups are checked with errors
// that say what to do.
func TestRegistry(t *testing.T) {
	if _, err := Lookup("chess"); err == nil || !strings.Contains(err.Error(), "express or super") {
		t.Fatalf("unknown game: %v", err)
	}
	if r, err := ForRules(express.LegacyRulesVersion); err != nil || r.Name != "express" {
		t.Fatalf("legacy Colt Express records: %v %v", r.Name, err)
	}
	if r, err := ForRules(express.PreviousRulesVersion); err != nil || r.Name != "express" {
		t.Fatalf("colt-express-2 records (before the readings of colt-express-3): %v %v", r.Name, err)
	}
	if r, err := ForRules(super.RulesVersion); err != nil || r.Name != "super" {
		t.Fatalf("Colt Super Express records: %v %v", r.Name, err)
	}
	if _, err := ForRules("colt-future-9"); !errors.Is(err, engine.ErrRulesVersion) {
		t.Fatalf("unknown rules: %v", err)
	}
	if _, _, err := mustLookup(t, "super").New([]byte(`{"players":3,"seed":1,"rules":["experts"]}`)); !errors.Is(err, engine.ErrSetup) {
		t.Fatalf("a setup with an unknown field: %v, want ErrSetup", err)
	}
	if _, _, err := mustLookup(t, "express").New([]byte(`{"players":9,"seed":1}`)); !errors.Is(err, engine.ErrSetup) {
		t.Fatalf("9 players: %v, want ErrSetup", err)
	}
	for _, r := range All() {
		for _, level := range []int{1, 2, 3} {
			if b, err := r.Bot(botLevel(level), 1, budget()); err != nil || b == nil {
				t.Fatalf("%s bot level %d: %v", r.Name, level, err)
			}
		}
	}
}

func botLevel(l int) bot.Level { return bot.Level(l) }

func budget() bot.Budget { return bot.Budget{Iterations: 10} }

// TestRegister: a game defined elsewhere joins the box by name and rules
// version, gets the random bot when it has none, and a game whose name or
// rules version is taken, or that cannot start or replay, is refused.
func TestRegister(t *testing.T) {
	ex := Of(express.Spec, nil)
	if err := Register(ex); err == nil || !strings.Contains(err.Error(), "taken") {
		t.Errorf("a second express: %v", err)
	}
	other := ex
	other.Name = "express-again"
	if err := Register(other); err == nil || !strings.Contains(err.Error(), "rules version") {
		t.Errorf("express's rules under another name: %v", err)
	}
	if err := Register(Ruleset{Name: "empty"}); err == nil {
		t.Error("a game that cannot start was registered")
	}
	mine := ex
	mine.Name, mine.Rules, mine.Bot = "express-copy", []string{"colt-express-copy-1"}, nil
	if err := Register(mine); err != nil {
		t.Fatal(err)
	}
	r, err := Lookup("express-copy")
	if err != nil || !slices.Contains(Names(), "express-copy") {
		t.Fatalf("registered game not found: %v", err)
	}
	if _, err := ForRules("colt-express-copy-1"); err != nil {
		t.Errorf("ForRules: %v", err)
	}
	g, _, err := r.New([]byte(`{"players":3,"seed":2}`))
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.Bot(bot.Hard, 1, bot.Budget{})
	if err != nil {
		t.Fatal(err)
	}
	seat := g.Expected()[0]
	c := b.Choose(context.Background(), g, seat)
	if _, _, err := g.Apply(c); err != nil || b.Searches(g) {
		t.Errorf("the random bot's choice %v: %v", c, err)
	}
}
