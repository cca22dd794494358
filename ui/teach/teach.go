// Package teach decides when a table that is learning the game is taught
// each concept: fed the stream a host sees — for the shared screen, each
// update's public events and public view; for one seat's phone or hand,
// that seat's view with its legal choices — it says which concept to teach now, for
// which place on the screen, and whether the table must tap to go on.
//
// Each concept is taught once in a game, at the moment it first matters.
// What was taught is a small value (Progress) the host keeps with its game
// and saves, so a game resumed after a power cut does not teach again. A
// tip shown on the shared screen is chosen from public information only:
// Shared accepts nothing but a public view and public events, so it cannot
// reveal a secret; Seat reads one seat's own view.
//
// The words are ui/i18n messages (locales/teach.*.toml): a Tip carries
// their IDs, so the kiosk renders them with i18n.T and the phone page with
// its i18n.json, each in its own language. The package decides no rule:
// it only watches what the engine reports.
package teach

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/super"
	"colt/ui/i18n"
)

// Concept names one thing to teach ("tunnel", "action.shoot",
// "event.braking"). Its words are the i18n messages "teach.<concept>.title"
// and "teach.<concept>.text".
type Concept string

// Place is the part of the screen a tip concerns, to be lit while it shows.
type Place string

// The places.
const (
	PlaceTrain   Place = "train"   // the train (pawns, Marshal, stagecoach, Car)
	PlaceTurns   Place = "turns"   // the round card's turn kinds
	PlaceEvent   Place = "event"   // the round card's end-of-round event
	PlaceHand    Place = "hand"    // the hand (and the deck, the discard)
	PlacePile    Place = "pile"    // the common pile of played cards
	PlaceChoices Place = "choices" // the choice buttons of the player who acts now
	PlaceScores  Place = "scores"  // the final scores
)

// Module is a part of the box a table may be new to.
type Module string

// The modules; Base is the base game of Colt Express.
const (
	Base       Module = "base"
	Experts    Module = "experts"
	TwoPlayers Module = "two-players"
	Teams      Module = "teams"
	TwoBandits Module = "two-bandits"
	Horses     Module = "horses"
	Car        Module = "ttc"
	Super      Module = "super"
)

// Modules lists every module, in the order of the set-up screen.
func Modules() []Module {
	return []Module{Base, Experts, TwoPlayers, Teams, TwoBandits, Horses, Car, Super}
}

// Tip is one concept to teach now.
type Tip struct {
	Concept Concept `json:"concept"`
	// Place is the part of the screen to light while the tip shows.
	Place Place `json:"place"`
	// Tap is true when a player must act on what the tip teaches: the
	// screen waits for the table's tap before going on. Otherwise the tip
	// shows beside the narration and leaves by itself.
	Tap bool `json:"tap"`
	// TitleID and TextID are the tip's i18n messages (no placeholders).
	TitleID string `json:"titleId"`
	TextID  string `json:"textId"`
}

// Title is the tip's title in lang.
func (t Tip) Title(lang i18n.Lang) string { return i18n.T(lang, t.TitleID, nil) }

// Text is the tip's two or three sentences in lang.
func (t Tip) Text(lang i18n.Lang) string { return i18n.T(lang, t.TextID, nil) }

// Plan is what the table chose on the set-up screen: "first game" teaches
// everything; otherwise only the concepts of the modules it is new to.
type Plan struct {
	FirstGame bool     `json:"firstGame,omitempty"`
	New       []Module `json:"new,omitempty"`
}

// ParsePlan reads a plan from the set-up screen's or a config's words:
// "first" (everything), or a comma-separated list of modules
// ("experts,horses"); "" or "off" teaches nothing.
func ParsePlan(s string) (Plan, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	switch s {
	case "", "off", "none":
		return Plan{}, nil
	case "first", "all":
		return Plan{FirstGame: true}, nil
	}
	var p Plan
	for _, part := range strings.Split(s, ",") {
		m := Module(strings.TrimSpace(part))
		if !slices.Contains(Modules(), m) {
			var names []string
			for _, k := range Modules() {
				names = append(names, string(k))
			}
			return Plan{}, fmt.Errorf("teach: unknown module %q: say \"first\" for a first game, or a list of %s", part, strings.Join(names, ", "))
		}
		if !slices.Contains(p.New, m) {
			p.New = append(p.New, m)
		}
	}
	return p, nil
}

// Teaches reports whether the plan teaches the concepts of module m.
func (p Plan) Teaches(m Module) bool {
	if p.FirstGame {
		return true
	}
	if slices.Contains(p.New, m) {
		return true
	}
	// the 2-player game is played with the Experts variant (§10)
	return m == Experts && slices.Contains(p.New, TwoPlayers)
}

// Progress is the teaching state of one game: the plan, whether the table
// stopped teaching, and what was taught, on the shared screen and to each
// seat. It is a plain value: the host keeps it beside its game and saves it
// as JSON, so a resumed game does not teach anything twice.
type Progress struct {
	Plan    Plan      `json:"plan"`
	Stopped bool      `json:"stopped,omitempty"`
	Shared  []Concept `json:"shared,omitempty"`
	// Seats[n] lists the concepts taught to seat n alone (its own hand).
	Seats [][]Concept `json:"seats,omitempty"`
	// Relay lists the shared tips with the state each came at, in the
	// order taught, for Relay to pass on to the phones.
	Relay []SharedTip `json:"relay,omitempty"`
	// Relayed[n] lists the shared concepts relayed to seat n's phone.
	Relayed [][]Concept `json:"relayed,omitempty"`
	// Open[n] lists the tips seat n's phone was given (Phone) and has not
	// closed yet (Close), in the order given: after a power cut the phone
	// shows them again. A tip given and not open is closed.
	Open [][]OpenTip `json:"open,omitempty"`
}

// OpenTip is a tip a phone shows until it is closed: its concept, and
// whether it asks the seat for "Got it" (Tip.Tap as it was given).
type OpenTip struct {
	Concept Concept `json:"concept"`
	Tap     bool    `json:"tap,omitempty"`
}

// Teacher chooses the tips of one game. It is safe for concurrent use: the
// kiosk asks for the shared screen's tips while the phone bridge asks for
// each seat's.
type Teacher struct {
	mu sync.Mutex
	p  Progress
	// watch are the functions told of a change of the relayed tips (Watch)
	watch  map[int]func()
	nwatch int
}

// New returns a teacher for a new game taught by plan.
func New(plan Plan) *Teacher { return &Teacher{p: Progress{Plan: plan}} }

// Resume returns a teacher that goes on from a saved progress.
func Resume(p Progress) *Teacher {
	p.Shared = slices.Clone(p.Shared)
	p.Seats = cloneSeats(p.Seats)
	p.Relay = slices.Clone(p.Relay)
	p.Relayed = cloneSeats(p.Relayed)
	if p.Open != nil {
		open := make([][]OpenTip, len(p.Open))
		for i, o := range p.Open {
			open[i] = slices.Clone(o)
		}
		p.Open = open
	}
	return &Teacher{p: p}
}

func cloneSeats(seats [][]Concept) [][]Concept {
	if seats == nil {
		return nil
	}
	out := make([][]Concept, len(seats))
	for i, s := range seats {
		out[i] = slices.Clone(s)
	}
	return out
}

// DecodeProgress reads a progress saved with json.Marshal(Progress()).
func DecodeProgress(b []byte) (Progress, error) {
	var p Progress
	if err := json.Unmarshal(b, &p); err != nil {
		return Progress{}, fmt.Errorf("teach: the saved teaching state is unreadable (%v): start the game's teaching again from the operator menu", err)
	}
	for _, m := range p.Plan.New {
		if !slices.Contains(Modules(), m) {
			return Progress{}, fmt.Errorf("teach: the saved teaching state names an unknown module %q: start the game's teaching again from the operator menu", m)
		}
	}
	for n, open := range p.Open {
		for _, o := range open {
			if _, ok := conceptByName[o.Concept]; !ok {
				return Progress{}, fmt.Errorf("teach: the saved teaching state gives seat %d an unknown tip %q: start the game's teaching again from the operator menu", n, o.Concept)
			}
		}
	}
	return p, nil
}

// Progress returns the teaching state to save (a copy).
func (t *Teacher) Progress() Progress {
	t.mu.Lock()
	defer t.mu.Unlock()
	return Resume(t.p).p
}

// Stop ends teaching for the rest of the game ("stop teaching"): no tip
// after it, shared, a seat's own or relayed, and the phones' open tips go.
func (t *Teacher) Stop() {
	t.mu.Lock()
	was := t.p.Stopped
	t.p.Stopped = true
	t.p.Open = nil
	fns := t.watchersLocked()
	t.mu.Unlock()
	if !was {
		for _, fn := range fns {
			fn()
		}
	}
}

// Stopped reports whether the table stopped teaching.
func (t *Teacher) Stopped() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.p.Stopped
}

// Taught reports whether concept was taught on the shared screen.
func (t *Teacher) Taught(c Concept) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return slices.Contains(t.p.Shared, c)
}

// Shared returns the tips the shared screen teaches now, in order, after
// one update of the table: publicEvents are the update's events as the
// public sees them ([]express.Event or []super.Event, i.e.
// table.Update.PublicEvents; nil when nothing happened) and public its
// public view (express.PublicView or super.PublicView:
// table.Update.Public). Anything else — a seat's view, unfiltered events —
// is refused, so a shared tip never depends on a secret. The tips returned
// count as taught; they are kept, with the update's state id, for Relay to
// pass on to the phones, and Watch's functions are told of them.
func (t *Teacher) Shared(publicEvents, public any) ([]Tip, error) {
	var found []found
	var version int
	switch pv := byPointer(public).(type) {
	case *express.PublicView:
		evs, err := expressEvents(publicEvents)
		if err != nil {
			return nil, err
		}
		found, version = expressShared(evs, pv), pv.Version
	case *super.PublicView:
		evs, err := superEvents(publicEvents)
		if err != nil {
			return nil, err
		}
		found, version = superShared(evs, pv), pv.Version
	default:
		return nil, fmt.Errorf("teach: the shared screen's tips need the public view (express.PublicView or super.PublicView), not %T: pass table.Update.Public", public)
	}
	t.mu.Lock()
	tips := t.pick(found, &t.p.Shared)
	for _, tip := range tips {
		t.p.Relay = append(t.p.Relay, SharedTip{Concept: tip.Concept, Tap: tip.Tap, Version: version})
	}
	var fns []func()
	if len(tips) > 0 {
		fns = t.watchersLocked()
	}
	t.mu.Unlock()
	for _, fn := range fns {
		fn() // the phones may be given some of them (Relay)
	}
	return tips, nil
}

// Seat returns the tips for one seat's own hand now (its phone, or the
// kiosk's hand screen behind the curtain), from the seat's view alone
// (express.PlayerView or super.PlayerView: table.View(seat), the view the
// phone bridge publishes): its hand and its legal choices. These concepts
// concern that seat's secret cards and choices; each is taught once to
// each seat. Being read from the view, they survive a host that coalesces
// updates. The tips returned count as taught.
func (t *Teacher) Seat(seat engine.Seat, view any) ([]Tip, error) {
	found, err := seatFound(seat, view)
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.seatLocked(seat, found), nil
}

func (t *Teacher) seatLocked(seat engine.Seat, found []found) []Tip {
	for len(t.p.Seats) <= int(seat) {
		t.p.Seats = append(t.p.Seats, nil)
	}
	return t.pick(found, &t.p.Seats[seat])
}

// seatFound reads the concepts of a seat's own view (Seat's work before
// the lock).
func seatFound(seat engine.Seat, view any) ([]found, error) {
	if seat < 0 {
		return nil, fmt.Errorf("teach: %v is not a seat: pass the seat whose view this is", seat)
	}
	var fs []found
	switch v := byPointer(view).(type) {
	case *express.PlayerView:
		fs = expressSeat(v)
	case *super.PlayerView:
		// Colt Super Express has no secret worth a tip of its own: the stack is taught to all
	default:
		return nil, fmt.Errorf("teach: a seat's tips need that seat's view (express.PlayerView or super.PlayerView), not %T: pass table.View(seat)", view)
	}
	if pvSeat := viewSeat(view); pvSeat != seat {
		return nil, fmt.Errorf("teach: the view given is %v's, not %v's: pass table.View(%d)", pvSeat, seat, seat)
	}
	return fs, nil
}

func viewSeat(view any) engine.Seat {
	switch v := byPointer(view).(type) {
	case *express.PlayerView:
		return v.Seat
	case *super.PlayerView:
		return v.Seat
	}
	return engine.NoSeat
}

// byPointer returns a game's view given by value (express.PlayerView,
// express.PublicView, super.PlayerView, super.PublicView) as a pointer to a
// copy, anything else as it is: a type switch then names each view once.
func byPointer(view any) any {
	switch v := view.(type) {
	case express.PlayerView:
		return &v
	case express.PublicView:
		return &v
	case super.PlayerView:
		return &v
	case super.PublicView:
		return &v
	}
	return view
}

// found is a concept whose moment has come, before the plan filters it.
type found struct {
	c   Concept
	tap bool
}

func (t *Teacher) pick(fs []found, taught *[]Concept) []Tip {
	if t.p.Stopped {
		return nil
	}
	var out []Tip
	for _, f := range fs {
		def, ok := conceptByName[f.c]
		if !ok || !t.p.Plan.Teaches(def.module) || slices.Contains(*taught, f.c) {
			continue
		}
		*taught = append(*taught, f.c)
		out = append(out, def.tip(f.tap))
	}
	return out
}

func expressEvents(v any) ([]express.Event, error) {
	switch e := v.(type) {
	case nil:
		return nil, nil
	case []express.Event:
		for _, ev := range e {
			if !reflect.DeepEqual(ev, ev.For(engine.NoSeat)) {
				return nil, fmt.Errorf("teach: the events hold a secret (%v of %v): pass the events as the public sees them (table.Update.PublicEvents)", ev.Kind, ev.Seat)
			}
		}
		return e, nil
	}
	return nil, fmt.Errorf("teach: Colt Express events must be []express.Event as the public sees them (table.Update.PublicEvents), not %T", v)
}

func superEvents(v any) ([]super.Event, error) {
	switch e := v.(type) {
	case nil:
		return nil, nil
	case []super.Event:
		for _, ev := range e {
			if len(ev.Cards) > 0 {
				return nil, fmt.Errorf("teach: the events hold %v's stack: pass the events as the public sees them (table.Update.PublicEvents)", ev.Seat)
			}
		}
		return e, nil
	}
	return nil, fmt.Errorf("teach: Colt Super Express events must be []super.Event as the public sees them (table.Update.PublicEvents), not %T", v)
}

// eventConcept is the concept of an end-of-round event.
func eventConcept(e cards.Event) Concept { return Concept("event." + e.ID()) }
