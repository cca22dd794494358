// Package cards holds the Colt Express card and train data — round cards,
// wagon floors, purse values — as an embedded, editable JSON file.
//
// The format is documented in docs/round-cards.md. A café can correct a card
// from its own physical copy by pointing the kiosk's round_cards_file at a
// copy of base.json; Parse validates such a file and says what is wrong.
package cards

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
)

//go:embed base.json
var baseJSON []byte

// BaseJSON returns the embedded base-game data file.
func BaseJSON() []byte { return append([]byte(nil), baseJSON...) }

// TurnKind is the kind of one turn of a round card (docs/rules.md §2).
type TurnKind uint8

// The turn kinds of the base game.
const (
	Normal  TurnKind = iota // face up, clockwise
	Tunnel                  // face down, clockwise
	SpeedUp                 // each player acts twice in a row
	Switch                  // counter-clockwise from the first player
	Turmoil                 // Horses & Stagecoach (Mêlée): everyone chooses at once, cards go onto the pile in turn order
)

var turnLetters = [...]byte{Normal: 'N', Tunnel: 'T', SpeedUp: '2', Switch: 'S', Turmoil: 'M'}
var turnNames = [...]string{Normal: "Normal", Tunnel: "Tunnel", SpeedUp: "SpeedUp", Switch: "Switch", Turmoil: "Turmoil"}

// String returns the English name of the turn kind.
func (t TurnKind) String() string {
	if int(t) < len(turnNames) {
		return turnNames[t]
	}
	return fmt.Sprintf("TurnKind(%d)", t)
}

// Letter returns the one-letter code used in the data file (N, T, 2, S).
func (t TurnKind) Letter() byte { return turnLetters[t] }

// Event is an end-of-round event (docs/rules.md §7).
type Event uint8

// The base-game events. NoEvent is a round card without an event.
const (
	NoEvent Event = iota
	AngryMarshal
	SwivelArm
	Braking
	TakeItAll
	PassengersRebellion
	MarshalsRevenge
	Pickpocketing
	HostageTaking
	// The Horses & Stagecoach events (docs/rules.md §11).
	PantingHorses
	WhiskyForMarshal
	HigherSpeed
	ShotgunsRage
	SharingTheLoot
	Escape
	DeadlyBullet
)

var eventIDs = [...]string{
	NoEvent: "", AngryMarshal: "angry-marshal", SwivelArm: "swivel-arm", Braking: "braking",
	TakeItAll: "take-it-all", PassengersRebellion: "passengers-rebellion",
	MarshalsRevenge: "marshals-revenge", Pickpocketing: "pickpocketing", HostageTaking: "hostage-taking",
	PantingHorses: "panting-horses", WhiskyForMarshal: "whisky-for-the-marshal", HigherSpeed: "higher-speed",
	ShotgunsRage: "shotguns-rage", SharingTheLoot: "sharing-the-loot", Escape: "escape", DeadlyBullet: "deadly-bullet",
}

// ID returns the event's identifier in the data file ("angry-marshal"); "" for NoEvent.
func (e Event) ID() string {
	if int(e) < len(eventIDs) {
		return eventIDs[e]
	}
	return fmt.Sprintf("event-%d", e)
}

// String returns the event's identifier, or "none".
func (e Event) String() string {
	if e == NoEvent {
		return "none"
	}
	return e.ID()
}

// ParseEvent returns the event with the given identifier.
func ParseEvent(id string) (Event, error) {
	for i, s := range eventIDs {
		if s == id {
			return Event(i), nil
		}
	}
	return NoEvent, fmt.Errorf("unknown event %q (known: %s)", id, strings.Join(eventIDs[1:], ", "))
}

// Wagon is one wagon type and the loot printed on its floor.
type Wagon struct {
	ID     string `json:"id"`
	Purses int    `json:"purses"`
	Jewels int    `json:"jewels"`
}

// RoundCard is one round card: its turns for each player-count group and its event.
type RoundCard struct {
	ID          string            `json:"id"`
	Station     bool              `json:"station,omitempty"`
	EventID     string            `json:"event"`
	Turns       map[string]string `json:"turns"`
	Note        string            `json:"note,omitempty"`
	Provisional bool              `json:"provisional,omitempty"`
	// Module names the expansion the card belongs to ("horses"); such a
	// card is mixed into the round deck only in games with that module.
	Module string `json:"module,omitempty"`
	// Plan is the number of Plan of Attack symbols (§11): each player may
	// keep that many cards from hand for the next round.
	Plan int `json:"plan,omitempty"`
}

// Catalog is the whole data file.
type Catalog struct {
	Version         string      `json:"version"`
	Note            string      `json:"note,omitempty"`
	Wagons          []Wagon     `json:"wagons"`
	Purses          []int       `json:"purses"`
	JewelValue      int         `json:"jewelValue"`
	StrongboxValue  int         `json:"strongboxValue"`
	RansomValue     int         `json:"ransomValue"`
	GunslingerValue int         `json:"gunslingerValue"`
	NeutralBullets  int         `json:"neutralBullets"`
	RoundCards      []RoundCard `json:"roundCards"`
}

// Group returns the round-card side used by a player count: "2-4" or "5-6".
func Group(players int) string {
	if players >= 5 {
		return "5-6"
	}
	return "2-4"
}

// TurnsInto writes the card's turns for a player count into out and returns
// how many it wrote (at most len(out)); it does not allocate.
func (r RoundCard) TurnsInto(players int, out []TurnKind) int {
	s := r.Turns[Group(players)]
	n := 0
	for i := 0; i < len(s) && n < len(out); i++ {
		for k, l := range turnLetters {
			if s[i] == l {
				out[n] = TurnKind(k)
				n++
			}
		}
	}
	return n
}

// TurnsFor returns the card's turns for a player count.
func (r RoundCard) TurnsFor(players int) []TurnKind {
	s := r.Turns[Group(players)]
	out := make([]TurnKind, 0, len(s))
	for i := 0; i < len(s); i++ {
		for k, l := range turnLetters {
			if s[i] == l {
				out = append(out, TurnKind(k))
			}
		}
	}
	return out
}

// Event returns the card's event (validated by Parse).
func (r RoundCard) Event() Event {
	e, _ := ParseEvent(r.EventID)
	return e
}

// MaxTurns is the most turns a round card may have.
const MaxTurns = 6

// Base returns the embedded base-game catalog.
func Base() *Catalog {
	c, err := Parse(baseJSON)
	if err != nil {
		panic("cards: embedded base.json is invalid: " + err.Error())
	}
	return c
}

// Parse decodes and validates a catalog file. Errors name the card and field to fix.
func Parse(data []byte) (*Catalog, error) {
	var c Catalog
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("round-card file is not valid JSON for the catalog format: %w (see docs/round-cards.md)", err)
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return &c, nil
}

// Validate checks the catalog is complete enough to set up any 3–6 player game.
func (c *Catalog) Validate() error {
	if c.Version == "" {
		return fmt.Errorf("catalog: version is empty; give the file a version name")
	}
	if len(c.Wagons) < 6 {
		return fmt.Errorf("catalog: %d wagons, need 6 (one per player up to 6)", len(c.Wagons))
	}
	if len(c.Purses) != 18 {
		return fmt.Errorf("catalog: %d purses, the base game has 18", len(c.Purses))
	}
	n250 := 0
	for _, v := range c.Purses {
		if v <= 0 {
			return fmt.Errorf("catalog: purse value %d must be positive", v)
		}
		if v == c.Purses[0] {
			n250++
		}
	}
	if n250 < 6 {
		return fmt.Errorf("catalog: the first purse value must appear at least 6 times (each player starts with one)")
	}
	purses, jewels := 0, 0
	for _, w := range c.Wagons {
		if w.Purses < 0 || w.Jewels < 0 {
			return fmt.Errorf("catalog: wagon %s has negative loot", w.ID)
		}
		purses += w.Purses
		jewels += w.Jewels
	}
	if purses > 12 || jewels > 6 {
		return fmt.Errorf("catalog: wagons hold %d purses and %d jewels; the box has 12 purses (after 6 starting purses) and 6 jewels", purses, jewels)
	}
	if c.NeutralBullets < 0 || c.NeutralBullets > 20 { // a deck holds 10 actions + 30 bullets + the neutrals within 64
		return fmt.Errorf("catalog: neutralBullets %d out of range 0–20", c.NeutralBullets)
	}
	var normal, station int
	seen := map[string]bool{}
	for _, r := range c.RoundCards {
		if r.ID == "" || seen[r.ID] {
			return fmt.Errorf("catalog: round card id %q is empty or repeated", r.ID)
		}
		seen[r.ID] = true
		if _, err := ParseEvent(r.EventID); err != nil {
			return fmt.Errorf("catalog: round card %s: %w", r.ID, err)
		}
		for _, g := range []string{"2-4", "5-6"} {
			s, ok := r.Turns[g]
			if !ok || len(s) == 0 || len(s) > MaxTurns {
				return fmt.Errorf("catalog: round card %s: turns for %s must have 1–%d letters", r.ID, g, MaxTurns)
			}
			if strings.Trim(s, "NT2SM") != "" {
				return fmt.Errorf("catalog: round card %s: turns %q may only use N, T, 2, S, M", r.ID, s)
			}
			if strings.Contains(s, "M") && r.Module != "horses" {
				return fmt.Errorf("catalog: round card %s: a Turmoil turn (M) needs \"module\": \"horses\"", r.ID)
			}
		}
		if r.Module != "" && r.Module != "horses" {
			return fmt.Errorf("catalog: round card %s: unknown module %q (horses or none)", r.ID, r.Module)
		}
		if r.Plan < 0 || r.Plan > 3 {
			return fmt.Errorf("catalog: round card %s: plan %d out of range 0–3", r.ID, r.Plan)
		}
		if r.Module != "" {
			continue
		}
		if r.Station {
			station++
		} else {
			normal++
		}
	}
	if normal < 4 || station < 1 {
		return fmt.Errorf("catalog: %d round cards and %d station cards; need at least 4 and 1", normal, station)
	}
	return nil
}

// MarshalText encodes the turn kind by name ("SpeedUp").
func (t TurnKind) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText decodes a turn kind name.
func (t *TurnKind) UnmarshalText(b []byte) error {
	for i, n := range turnNames {
		if n == string(b) {
			*t = TurnKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown turn kind %q (Normal, Tunnel, SpeedUp, Switch, Turmoil)", b)
}

// MarshalText encodes the event by its id ("angry-marshal"; "" for none).
func (e Event) MarshalText() ([]byte, error) { return []byte(e.ID()), nil }

// UnmarshalText decodes an event id.
func (e *Event) UnmarshalText(b []byte) error {
	v, err := ParseEvent(string(b))
	*e = v
	return err
}
