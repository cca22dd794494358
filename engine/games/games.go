// Package games is the box's registry of rulesets for hosts: each game's
// name, the rules versions it replays, how to start one from a JSON setup,
// how to replay a record, and its bots of each level, all through
// engine.Game. A host (engine/table, colt serve) names a game and never
// imports a ruleset; a third game is a new ruleset package, an entry here
// and a renderer.
package games

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"colt/engine"
	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/super"
)

// Bot plays one seat of a game for a host.
type Bot interface {
	// Choose returns one of seat's legal commands in g (seat is expected);
	// a search stops early, with its best command so far, once ctx is done.
	Choose(ctx context.Context, g engine.Game, seat engine.Seat) engine.Command
	// Searches reports whether choosing in g is a long search: a
	// host runs it off its lock, one at a time, and drops the answer if
	// the game moved on meanwhile.
	Searches(g engine.Game) bool
}

// Ruleset is one game of the box as a host sees it.
type Ruleset struct {
	// Name is the game's name ("express", "super"): --game, the journal.
	Name string
	// Title is the game's name for people ("Colt Express").
	Title string
	// Rules lists the rules versions whose records it replays, the one it
	// plays first.
	Rules []string
	// New starts a game from its JSON setup (the game's own Setup, seed
	// included); its events describe the set-up.
	New func(setup []byte) (engine.Game, engine.Events, error)
	// Replay rebuilds the game of a record. On an illegal command it
	// returns an error naming it (and no game).
	Replay func(rec engine.Record) (engine.Game, error)
	// Bot returns a bot of level for one seat, seeded with seed; budget
	// bounds a Hard bot's decisions (zero: bot.DefaultBudget).
	Bot func(level bot.Level, seed uint64, budget bot.Budget) (Bot, error)
}

// All lists the box's games, Colt Express first.
func All() []Ruleset { return []Ruleset{expressRuleset, superRuleset} }

// Names lists the games' names ("express", "super").
func Names() []string {
	var out []string
	for _, r := range All() {
		out = append(out, r.Name)
	}
	return out
}

// Lookup returns the game named name.
func Lookup(name string) (Ruleset, error) {
	for _, r := range All() {
		if r.Name == name {
			return r, nil
		}
	}
	return Ruleset{}, fmt.Errorf("unknown game %q: choose %s", name, strings.Join(Names(), " or "))
}

// ForRules returns the game that replays records of a rules version.
func ForRules(version string) (Ruleset, error) {
	for _, r := range All() {
		if slices.Contains(r.Rules, version) {
			return r, nil
		}
	}
	return Ruleset{}, fmt.Errorf("%w: %q is not a rules version of any game in the box", engine.ErrRulesVersion, version)
}

// Replay rebuilds a record of any game of the box, found by its rules version.
func Replay(rec engine.Record) (engine.Game, error) {
	r, err := ForRules(rec.Rules)
	if err != nil {
		return nil, err
	}
	return r.Replay(rec)
}

// DecodeRecord parses a record of any game from JSON (its commands stay in
// their game's JSON until replayed).
func DecodeRecord(b []byte) (engine.Record, error) {
	var rec engine.Record
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rec); err != nil {
		return engine.Record{}, fmt.Errorf("not a colt game record: %w (see docs/record-format.md)", err)
	}
	if rec.Rules == "" {
		return engine.Record{}, errors.New("not a colt game record: missing \"rules\" (see docs/record-format.md)")
	}
	return rec, nil
}

// decodeStrict reads JSON into v, refusing unknown fields.
func decodeStrict(b []byte, v any, what string) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %s: %v", engine.ErrSetup, what, err)
	}
	return nil
}

// recordOf turns the host's record into a game's own (its JSON read strictly).
func recordOf[R any](rec engine.Record, decode func([]byte) (R, error)) (R, error) {
	b, err := json.Marshal(rec)
	if err != nil {
		var zero R
		return zero, err
	}
	return decode(b)
}

var expressRuleset = Ruleset{
	Name:  express.GameName,
	Title: "Colt Express",
	Rules: []string{express.RulesVersion, express.PreviousRulesVersion, express.LegacyRulesVersion},
	New: func(setup []byte) (engine.Game, engine.Events, error) {
		var su express.Setup
		if err := decodeStrict(setup, &su, "a Colt Express setup"); err != nil {
			return nil, nil, err
		}
		g, evs, err := express.NewGame(su)
		if err != nil {
			return nil, nil, err
		}
		return g, evs, nil
	},
	Replay: func(rec engine.Record) (engine.Game, error) {
		r, err := recordOf(rec, express.DecodeRecord)
		if err != nil {
			return nil, err
		}
		g, err := express.ReplayGame(r)
		if err != nil {
			return nil, err
		}
		return g, nil
	},
	Bot: func(level bot.Level, seed uint64, budget bot.Budget) (Bot, error) {
		b, err := bot.New(level, seed, budget)
		if err != nil {
			return nil, err
		}
		return expressBot{b}, nil
	},
}

// expressBot is a Colt Express bot (engine/bot) for a host.
type expressBot struct{ b bot.Bot }

func (e expressBot) Choose(ctx context.Context, g engine.Game, seat engine.Seat) engine.Command {
	s := g.(*express.Game).State()
	if h, ok := e.b.(*bot.HardBot); ok {
		return h.ChooseContext(ctx, &s, seat)
	}
	return e.b.ChooseFor(&s, seat)
}

// Searches: a Hard bot searches, except in a simultaneous secret step
// (where it plays the heuristic's choice at once).
func (e expressBot) Searches(g engine.Game) bool {
	_, hard := e.b.(*bot.HardBot)
	return hard && !g.Simultaneous()
}

var superRuleset = Ruleset{
	Name:  super.GameName,
	Title: "Colt Super Express",
	Rules: []string{super.RulesVersion},
	New: func(setup []byte) (engine.Game, engine.Events, error) {
		var su super.Setup
		if err := decodeStrict(setup, &su, "a Colt Super Express setup"); err != nil {
			return nil, nil, err
		}
		g, evs, err := super.NewGame(su)
		if err != nil {
			return nil, nil, err
		}
		return g, evs, nil
	},
	Replay: func(rec engine.Record) (engine.Game, error) {
		r, err := recordOf(rec, super.DecodeRecord)
		if err != nil {
			return nil, err
		}
		g, err := super.ReplayGame(r)
		if err != nil {
			return nil, err
		}
		return g, nil
	},
	Bot: func(level bot.Level, seed uint64, budget bot.Budget) (Bot, error) {
		b, err := bot.NewSuper(level, seed, budget)
		if err != nil {
			return nil, err
		}
		return superBot{b, level}, nil
	},
}

// superBot is a Colt Super Express bot (engine/bot) for a host.
type superBot struct {
	b     *bot.SuperBot
	level bot.Level
}

func (s superBot) Choose(ctx context.Context, g engine.Game, seat engine.Seat) engine.Command {
	st := g.(*super.Game).State()
	return s.b.ChooseContext(ctx, &st, seat)
}

// Searches: a Hard bot searches every stack.
func (s superBot) Searches(engine.Game) bool { return s.level == bot.Hard }
