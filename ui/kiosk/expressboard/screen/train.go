package screen

import (
	"colt/engine/express"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// Train is the train as the table sees it (issue 33): its cars from the
// left — the Time-Travel Car when in the game (§12), the locomotive, the
// wagons to the caboose, the stagecoach right after the wagon it faces
// (§11) — each with its title, the horses facing it and its places, every
// word already worded. Only public things ride on it: no card of a hand,
// no purse's value, no face-down card. Types: the physical set-up's train,
// whose titles name each wagon's type and stand out.
type Train struct {
	Cars  []Car
	Types bool
}

// CarKind is what a car of the train is.
type CarKind int

const (
	Locomotive CarKind = iota
	Wagon              // a wagon, the caboose last
	TimeCar            // the Time-Travel Car, in front of the locomotive (§12)
	Stagecoach         // the stagecoach beside the wagon it faces (§11)
)

// Car is one car: its kind, its wagon's index (0 the locomotive; -1 the
// Time-Travel Car and the stagecoach), its header (Title: "wagon:N",
// "car", "stagecoach"; the Car's and the stagecoach's a tap explains),
// the header's words beside the horses when the name does not fit there
// (Short, "" none), the horses facing it ("horses:N", a tap explains the
// Ride; Name "" none) and its places: the roof, then the inside (the
// Time-Travel Car: its one place).
type Car struct {
	Kind   CarKind
	Wagon  int
	Title  kitscreen.Choice
	Short  string
	Horses kitscreen.Choice
	Places []Place
}

// Place is one place of a car: its name ("place:0:roof", "place:car",
// "place:stage:inside"), its floor, whether it is lit (what just
// happened there) and whether a tap chooses it (Target: "target:…"; Name
// "" none); the bandits there in the engine's order, the Marshal and the
// Shotgun (Name "" when not there), the loot lying there and the
// hostages still in the stagecoach.
type Place struct {
	Name     string
	Floor    express.Floor
	Lit      bool
	Target   kitscreen.Choice
	Bandits  []Pawn
	Marshal  Token
	Shotgun  Token
	Loot     []LootChip
	Hostages Hostages
}

// Pawn is a bandit standing at a place: its seat and character, its name
// and colours, its mark in a crowded place (its initial, "Do"/"Dj" for Doc
// and Django) and its tile, "bandit:X": a tap explains its power (a
// choice that hits a bandit is its whole place, Place.Target).
type Pawn struct {
	Seat      express.Seat
	Character express.Character
	kitscreen.Look
	Mark string
	Tile kitscreen.Choice
}

// Token is the Marshal's or the Shotgun's pawn: its tile ("marshal",
// "shotgun"; a tap explains it) and its mark in a crowded place.
type Token struct {
	kitscreen.Choice
	Mark string
}

// LootChip is one chip of loot lying at a place: its kind, how many, the count
// as drawn; Half: half-empty whisky flasks (full ones have a chip apart).
type LootChip struct {
	Kind  express.LootKind
	Half  bool
	Count int
	Text  string
}

// Hostages are the hostages still in the stagecoach (§11): their tile
// ("hostages", "3 hostages"; a tap explains the stagecoach) and its short
// words beside a crowd of pawns (the count). Name "" none.
type Hostages struct {
	kitscreen.Choice
	Count int
	Short string
}

// Places are every place of the train, car by car.
func (t *Train) Places() []*Place {
	var out []*Place
	for i := range t.Cars {
		for j := range t.Cars[i].Places {
			out = append(out, &t.Cars[i].Places[j])
		}
	}
	return out
}

// Choices are the train's taps, car by car: each header's and horses'
// that a tap explains, each place a tap chooses, each pawn's and token's.
func (t *Train) Choices() kitscreen.Choices {
	var out kitscreen.Choices
	add := func(c kitscreen.Choice) {
		if c.Name != "" && c.Do != nil {
			out = append(out, c)
		}
	}
	for _, c := range t.Cars {
		add(c.Title)
		add(c.Horses)
		for _, p := range c.Places {
			add(p.Target)
			for _, b := range p.Bandits {
				add(b.Tile)
			}
			add(p.Marshal.Choice)
			add(p.Shotgun.Choice)
			add(p.Hostages.Choice)
		}
	}
	return out
}

// Words are every word the train draws, in reading order: each car's
// title (and its short form beside the horses), its horses, and at each
// place the bandits' names and marks, the Marshal's and the Shotgun's,
// the loot's counts and the hostages' words (long and short).
func (t *Train) Words() []string {
	var out []string
	add := func(ws ...string) {
		for _, w := range ws {
			if w != "" {
				out = append(out, w)
			}
		}
	}
	for _, c := range t.Cars {
		add(c.Title.Label, c.Short, c.Horses.Label)
		for _, p := range c.Places {
			for _, b := range p.Bandits {
				add(b.Name, b.Mark)
			}
			add(p.Marshal.Label, p.Marshal.Mark, p.Shotgun.Label, p.Shotgun.Mark)
			for _, l := range p.Loot {
				add(l.Text)
			}
			add(p.Hostages.Label, p.Hostages.Short)
		}
	}
	return out
}
