// Package games is the box's registry of rulesets for hosts: each game's
// name, the rules versions it replays, how to start one from a JSON setup,
// how to replay a record, and its bots of each level, all through
// engine.Game. A host (engine/table, colt serve) names a game and never
// imports a ruleset. A third game is a new ruleset package describing itself
// to the core (an engine.Spec), one line in builtIn (Of(spec, bots)) and a
// renderer; a game defined elsewhere (a test) joins with Register.
package games

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

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

// builtIn is the box's games, Colt Express first: a new game of the box is
// one line here.
var builtIn = []Ruleset{
	Of(express.Spec, expressBot),
	Of(super.Spec, superBot),
}

// registered is the games added with Register (a game defined in a test).
var (
	regMu      sync.Mutex
	registered []Ruleset
)

// All lists the box's games, Colt Express first, then any registered ones.
func All() []Ruleset {
	regMu.Lock()
	defer regMu.Unlock()
	return append(slices.Clip(builtIn), registered...)
}

// Register adds a game to the box at run time (a game defined in a test, a
// game from another module): hosts find it by name and by rules version like
// the built-in ones. A game without bots (Bot nil) gets the Random bot at
// every level. It refuses a game whose name or rules version is taken, and
// one that cannot start or replay a game.
func Register(r Ruleset) error {
	if r.Name == "" || len(r.Rules) == 0 || r.New == nil || r.Replay == nil {
		return fmt.Errorf("games: a game needs a name, a rules version, New and Replay (got name %q, rules %v)", r.Name, r.Rules)
	}
	if r.Title == "" {
		r.Title = r.Name
	}
	if r.Bot == nil {
		r.Bot = RandomBot
	}
	for _, o := range All() {
		if o.Name == r.Name {
			return fmt.Errorf("games: the name %q is taken by %s; give the game another name", r.Name, o.Title)
		}
		for _, v := range r.Rules {
			if slices.Contains(o.Rules, v) {
				return fmt.Errorf("games: rules version %q is %s's; give the game its own", v, o.Title)
			}
		}
	}
	regMu.Lock()
	registered = append(registered, r)
	regMu.Unlock()
	return nil
}

// Of is the Ruleset of a game described to the core by its Spec: New reads
// the game's setup JSON strictly, Replay its record; bots makes its bots
// (nil: the Random bot at every level). Its rules versions are the one it
// plays and the ones it replays (Spec.Replays).
func Of[S any, P engine.StateOf[S], C any, Su any](sp *engine.Spec[S, P, C, Su], bots func(level bot.Level, seed uint64, budget bot.Budget) (Bot, error)) Ruleset {
	if bots == nil {
		bots = RandomBot
	}
	return Ruleset{
		Name:  sp.Name,
		Title: sp.Title,
		Rules: append([]string{sp.Rules}, sp.Replays...),
		New: func(setup []byte) (engine.Game, engine.Events, error) {
			var su Su
			if err := decodeStrict(setup, &su, "a "+sp.Title+" setup"); err != nil {
				return nil, nil, err
			}
			return sp.NewGame(su)
		},
		Replay: func(rec engine.Record) (engine.Game, error) {
			b, err := json.Marshal(rec)
			if err != nil {
				return nil, err
			}
			r, err := sp.DecodeRecord(b)
			if err != nil {
				return nil, err
			}
			return sp.ReplayGame(r)
		},
		Bot: bots,
	}
}

// RandomBot is the bot of a game with no bots of its own, at every level: a
// seeded uniform choice among the seat's legal commands.
func RandomBot(_ bot.Level, seed uint64, _ bot.Budget) (Bot, error) {
	return randomBot{engine.NewRand(seed)}, nil
}

type randomBot struct{ r *engine.Rand }

func (b randomBot) Choose(_ context.Context, g engine.Game, seat engine.Seat) engine.Command {
	legal := g.Legal(seat)
	return legal[b.r.Intn(len(legal))]
}

func (randomBot) Searches(engine.Game) bool { return false }

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

func expressBot(level bot.Level, seed uint64, budget bot.Budget) (Bot, error) {
	b, err := bot.New(level, seed, budget)
	if err != nil {
		return nil, err
	}
	return expressPlayer{b}, nil
}

// expressPlayer is a Colt Express bot (engine/bot) for a host.
type expressPlayer struct{ b bot.Bot }

func (e expressPlayer) Choose(ctx context.Context, g engine.Game, seat engine.Seat) engine.Command {
	s := g.(*express.Game).State()
	if h, ok := e.b.(*bot.HardBot); ok {
		return h.ChooseContext(ctx, &s, seat)
	}
	return e.b.ChooseFor(&s, seat)
}

// Searches: a Hard bot searches, except in a simultaneous secret step
// (where it plays the heuristic's choice at once).
func (e expressPlayer) Searches(g engine.Game) bool {
	_, hard := e.b.(*bot.HardBot)
	return hard && !g.Simultaneous()
}

func superBot(level bot.Level, seed uint64, budget bot.Budget) (Bot, error) {
	b, err := bot.NewSuper(level, seed, budget)
	if err != nil {
		return nil, err
	}
	return superPlayer{b, level}, nil
}

// superPlayer is a Colt Super Express bot (engine/bot) for a host.
type superPlayer struct {
	b     *bot.SuperBot
	level bot.Level
}

func (s superPlayer) Choose(ctx context.Context, g engine.Game, seat engine.Seat) engine.Command {
	st := g.(*super.Game).State()
	return s.b.ChooseContext(ctx, &st, seat)
}

// Searches: a Hard bot searches every stack.
func (s superPlayer) Searches(engine.Game) bool { return s.level == bot.Hard }
