package engine

import (
	"encoding/json"
	"fmt"
	"slices"
)

// StateOf is what the core adapter asks of a ruleset's value state S through
// its pointer P (express.State, super.State): the seats expected, the state
// ids, the end. A value of S is the whole game: copying it copies the game.
type StateOf[S any] interface {
	*S
	Turns
	// SetVersion sets every seat's state id (a host keeps ids increasing
	// across an undo).
	SetVersion(v int)
}

// Spec describes one ruleset to the core: it is the game's one entry into
// the generic host adapter (Hosted, which is its engine.Game), the record
// envelope (TypedRecord) and the replay path. S is the game's value state (P
// its pointer), C its command and Su its setup. Every function is the
// game's own; the core only sequences them.
type Spec[S any, P StateOf[S], C any, Su any] struct {
	// Name is the game's name in the box ("express"): Game.Name.
	Name string
	// Title is the game's name for people ("Colt Express"): errors.
	Title string
	// Rules is the rules version this engine plays (new records); Replays
	// lists the older ones whose records it still replays.
	Rules   string
	Replays []string
	// WrongRules is the error for a record of other rules (it wraps
	// ErrRulesVersion and says what to do); nil: a plain one.
	WrongRules func(rules string) error
	// RecordName is what its records are called in errors ("colt game
	// record"); RecordDoc is where their format is documented.
	RecordName, RecordDoc string
	// New starts a game of su for the rules this engine plays; its events
	// describe the set-up. Errors wrap ErrSetup.
	New func(su Su) (S, Events, error)
	// Setup builds the state a record's setup starts from, for its rules
	// version, without events (replay); errors wrap ErrSetup.
	Setup func(su Su, rules string) (S, error)
	// Do applies a command in place without events (replay); an illegal
	// command leaves s as it was and returns an error wrapping ErrIllegal.
	Do func(s P, c C) error
	// Apply applies a command in place for a host and returns what
	// happened; same refusals as Do.
	Apply func(s P, c C) (Events, error)
	// Seat is the seat that makes a command.
	Seat func(c C) Seat
	// Legal lists seat's legal commands in a stable order.
	Legal func(s P, seat Seat) []C
	// DecodeCommand parses one command strictly; errors wrap ErrBadCommand.
	DecodeCommand func(b []byte) (C, error)
	// View is what seat may know (NoSeat: the public view); Views builds
	// it from the game's two view functions.
	View func(s P, seat Seat) any
	// Result is the scores (Game.Result).
	Result func(s P) any
	// PlayerNames names each seat's character; nil: "seat 1", "seat 2" ….
	PlayerNames func(s P) []string
	// Signal is what the seat LEDs show; nil: every expected seat owes its
	// choice in a simultaneous step, else the first one is active; the
	// LEDs go dark at the end.
	Signal func(s P) TurnSignal
	// Wrap turns the adapter's next game into the game's own host type
	// (express.Game embeds Hosted), so a host holding that type keeps
	// holding it after Apply; nil: the *Hosted itself.
	Wrap func(h Hosted[S, P, C, Su]) Game
}

// Views is a Spec's View from a game's public view and its seat view.
func Views[P, V, W any](public func(P) V, seat func(P, Seat) W) func(P, Seat) any {
	return func(s P, v Seat) any {
		if v == NoSeat {
			return public(s)
		}
		return seat(s, v)
	}
}

// TypedRecord is a whole game in its ruleset's own types: rules version +
// setup (with its seed) + commands. Replaying it reproduces every state
// byte for byte (docs/design.md rule 6); Record is the same in JSON for any host.
type TypedRecord[Su any, C any] struct {
	Rules    string `json:"rules"`
	Setup    Su     `json:"setup"`
	Commands []C    `json:"commands"`
}

// NewRecord starts a record of su for the rules this engine plays.
func (sp *Spec[S, P, C, Su]) NewRecord(su Su) TypedRecord[Su, C] {
	return TypedRecord[Su, C]{Rules: sp.Rules, Setup: su, Commands: []C{}}
}

// ReplayError names the command of a record that could not be applied.
type ReplayError[C any] struct {
	Index   int
	Command C
	Err     error
}

// Error names the command's index (0-based) and why it failed.
func (e *ReplayError[C]) Error() string {
	return fmt.Sprintf("record command #%d %s: %v", e.Index, any(e.Command), e.Err)
}

// Unwrap returns the underlying error (ErrIllegal for an illegal command).
func (e *ReplayError[C]) Unwrap() error { return e.Err }

// ReplayN replays a record's setup and its first n commands (undo is a
// replay of a shorter record). On an illegal command it returns the state
// before it and a *ReplayError naming the command's index.
func (sp *Spec[S, P, C, Su]) ReplayN(r TypedRecord[Su, C], n int) (S, error) {
	var zero S
	if r.Rules != sp.Rules && !slices.Contains(sp.Replays, r.Rules) {
		if sp.WrongRules != nil {
			return zero, sp.WrongRules(r.Rules)
		}
		return zero, fmt.Errorf("%w: %q, this engine plays %q", ErrRulesVersion, r.Rules, sp.Rules)
	}
	s, err := sp.Setup(r.Setup, r.Rules)
	if err != nil {
		return zero, err
	}
	if n > len(r.Commands) {
		n = len(r.Commands)
	}
	for i, c := range r.Commands[:n] {
		if err := sp.Do(&s, c); err != nil {
			return s, &ReplayError[C]{Index: i, Command: c, Err: err}
		}
	}
	return s, nil
}

// DecodeRecord parses a record from JSON strictly: unknown fields anywhere,
// malformed commands and trailing data are errors.
func (sp *Spec[S, P, C, Su]) DecodeRecord(b []byte) (TypedRecord[Su, C], error) {
	var r TypedRecord[Su, C]
	if err := DecodeStrict(b, &r); err != nil {
		return TypedRecord[Su, C]{}, fmt.Errorf("not a %s: %w (see %s)", sp.RecordName, err, sp.RecordDoc)
	}
	if r.Rules == "" {
		return TypedRecord[Su, C]{}, fmt.Errorf("not a %s: missing \"rules\" (see %s)", sp.RecordName, sp.RecordDoc)
	}
	if r.Commands == nil {
		r.Commands = []C{}
	}
	return r, nil
}

// Host returns the game of state s played from record rec (rec is kept:
// pass a record nobody else appends to).
func (sp *Spec[S, P, C, Su]) Host(s S, rec TypedRecord[Su, C]) Hosted[S, P, C, Su] {
	return Hosted[S, P, C, Su]{spec: sp, s: s, rec: rec}
}

// Replay rebuilds the hosted game of a record (undo, resume, history).
func (sp *Spec[S, P, C, Su]) Replay(r TypedRecord[Su, C]) (Hosted[S, P, C, Su], error) {
	s, err := sp.ReplayN(r, len(r.Commands))
	if err != nil {
		return Hosted[S, P, C, Su]{}, err
	}
	r.Commands = append([]C{}, r.Commands...)
	return sp.Host(s, r), nil
}

// NewGame starts a game of su for a host: the game, in its own host type
// (Wrap), and the set-up's events.
func (sp *Spec[S, P, C, Su]) NewGame(su Su) (Game, Events, error) {
	s, evs, err := sp.New(su)
	if err != nil {
		return nil, nil, err
	}
	h := sp.Host(s, sp.NewRecord(su))
	return h.wrap(h), evs, nil
}

// ReplayGame rebuilds the game of a record for a host, in its own host
// type (Wrap).
func (sp *Spec[S, P, C, Su]) ReplayGame(r TypedRecord[Su, C]) (Game, error) {
	h, err := sp.Replay(r)
	if err != nil {
		return nil, err
	}
	return h.wrap(h), nil
}

// Hosted is the one adapter from a ruleset's value state to Game: the state
// and its record. A game's host type embeds it (express.Game); its methods
// are Game's.
type Hosted[S any, P StateOf[S], C any, Su any] struct {
	spec *Spec[S, P, C, Su]
	s    S
	rec  TypedRecord[Su, C]
}

func (h *Hosted[S, P, C, Su]) wrap(n Hosted[S, P, C, Su]) Game {
	if h.spec.Wrap != nil {
		return h.spec.Wrap(n)
	}
	return &n
}

func (h *Hosted[S, P, C, Su]) st() P { return P(&h.s) }

// State returns a copy of the game's state (the game's own screens, bots).
func (h *Hosted[S, P, C, Su]) State() S { return h.s }

// TypedRecord returns a copy of the game's record in its own types.
func (h *Hosted[S, P, C, Su]) TypedRecord() TypedRecord[Su, C] {
	r := h.rec
	r.Commands = append([]C{}, r.Commands...)
	return r
}

// Name returns the game's name in the box.
func (h *Hosted[S, P, C, Su]) Name() string { return h.spec.Name }

// Players returns the number of seats.
func (h *Hosted[S, P, C, Su]) Players() int { return h.st().Players() }

// Expected returns the seats that owe a choice now.
func (h *Hosted[S, P, C, Su]) Expected() []Seat { return h.st().Expected() }

// Simultaneous reports whether the current step is a simultaneous secret choice.
func (h *Hosted[S, P, C, Su]) Simultaneous() bool { return h.st().Simultaneous() }

// Over reports whether the game has ended.
func (h *Hosted[S, P, C, Su]) Over() bool { return h.st().Over() }

// Version returns the state id.
func (h *Hosted[S, P, C, Su]) Version() int { return h.st().Version() }

// VersionFor returns the state id a command from seat must carry.
func (h *Hosted[S, P, C, Su]) VersionFor(seat Seat) int { return h.st().VersionFor(seat) }

// WithVersion returns the game with its state id set to v.
func (h *Hosted[S, P, C, Su]) WithVersion(v int) Game {
	n := *h
	P(&n.s).SetVersion(v)
	return h.wrap(n)
}

// Legal returns seat's legal commands (the game's command values) in a
// stable order.
func (h *Hosted[S, P, C, Su]) Legal(seat Seat) []Command {
	legal := h.spec.Legal(h.st(), seat)
	out := make([]Command, len(legal))
	for i, c := range legal {
		out[i] = c
	}
	return out
}

// CommandSeat returns the seat of one of the game's commands; false for any
// other value.
func (h *Hosted[S, P, C, Su]) CommandSeat(cmd Command) (Seat, bool) {
	c, ok := cmd.(C)
	if !ok {
		return 0, false
	}
	return h.spec.Seat(c), true
}

// DecodeCommand parses one of the game's commands from JSON.
func (h *Hosted[S, P, C, Su]) DecodeCommand(b []byte) (Command, error) {
	return h.spec.DecodeCommand(b)
}

// Apply returns the game after cmd and what happened; h is not changed.
func (h *Hosted[S, P, C, Su]) Apply(cmd Command) (Game, Events, error) {
	c, ok := cmd.(C)
	if !ok {
		return nil, nil, fmt.Errorf("%w: %T is not a %s command", ErrBadCommand, cmd, h.spec.Title)
	}
	n := *h
	evs, err := h.spec.Apply(n.st(), c)
	if err != nil {
		return nil, nil, err
	}
	n.rec.Commands = append(slices.Clip(h.rec.Commands), c)
	return h.wrap(n), evs, nil
}

// View returns what seat may know (NoSeat: the public view).
func (h *Hosted[S, P, C, Su]) View(seat Seat) any { return h.spec.View(h.st(), seat) }

// Result returns the game's result.
func (h *Hosted[S, P, C, Su]) Result() any { return h.spec.Result(h.st()) }

// PlayerNames names each seat's character, in seat order.
func (h *Hosted[S, P, C, Su]) PlayerNames() []string {
	if h.spec.PlayerNames != nil {
		return h.spec.PlayerNames(h.st())
	}
	out := make([]string, h.Players())
	for i := range out {
		out[i] = Seat(i).String()
	}
	return out
}

// Record returns the game's record in the host's form; its JSON is the
// game's own record's.
func (h *Hosted[S, P, C, Su]) Record() Record {
	su, _ := json.Marshal(h.rec.Setup)
	r := Record{Rules: h.rec.Rules, Setup: su, Commands: make([]json.RawMessage, len(h.rec.Commands))}
	for i, c := range h.rec.Commands {
		r.Commands[i], _ = json.Marshal(c)
	}
	return r
}

// Signal returns what the seat LEDs show.
func (h *Hosted[S, P, C, Su]) Signal() TurnSignal {
	if h.spec.Signal != nil {
		return h.spec.Signal(h.st())
	}
	ts := TurnSignal{Phase: TurnOver, Players: h.Players(), Active: NoSeat}
	switch exp := h.Expected(); {
	case h.Over() || len(exp) == 0:
	case h.Simultaneous():
		ts.Phase, ts.Owing = TurnChoosing, exp
	default:
		ts.Phase, ts.Active = TurnTakingTurns, exp[0]
	}
	return ts
}
