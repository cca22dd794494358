package super

import (
	"math/bits"

	"colt/engine"
)

// Phase is the part of the game the state is in.
type Phase uint8

// The phases. The action phase ("L'Action") has no choices: it is resolved
// inside the Apply of the last stack of the round, so a state is only ever
// in the plan or over.
const (
	Plan     Phase = iota // "Le Plan": every seat still on the train stacks 3 cards in secret
	GameOver              // final; Result is set
)

var phaseNames = engine.Names[Phase]{Type: "Phase", What: "phase", List: []string{"Plan", "GameOver"}, ListInError: true}

// String returns the phase's name.
func (p Phase) String() string { return phaseNames.String(p) }

// MarshalText encodes the phase by name.
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText decodes a phase name.
func (p *Phase) UnmarshalText(b []byte) error { return phaseNames.Unmarshal(p, b) }

// noWagon is the wagon of an eliminated bandit.
const noWagon int8 = -1

// bandit is one pawn: where it stands (its place in the line is found in
// State.lines), which way it faces, whether it lies stunned, and the wagon
// cards it took as loot.
type bandit struct {
	character Character
	wagon     int8 // noWagon once eliminated
	floor     Floor
	facing    Facing
	stunned   bool
	outRound  uint8  // the round (1-based) it was eliminated in; 0 while on the train
	loot      uint16 // bit w: it took wagon card w as loot
}

// line is one floor of one train card: bandits from the locomotive's side
// of the card to the caboose's side.
type line struct {
	who [MaxPlayers]int8
	n   uint8
}

// State is the whole game. It is a plain value of fixed arrays: copying it
// copies the game. Fields are unexported so no caller can break an
// invariant; read it through View, Public and the accessor methods.
type State struct {
	setupHash uint64 // fingerprint of the Setup, so games of different setups never encode the same
	rng       rng
	version   uint32             // commands accepted so far
	seatVer   [MaxPlayers]uint32 // during the plan: each seat's state id for stale checks
	nPlayers  uint8
	nWagons   uint8 // train cards left, the locomotive included
	phase     Phase
	round     uint8 // 0-based
	first     Seat  // holder of the first player card this round
	waiting   uint8 // bitmask of seats that still owe their stack
	aboard    uint8 // bitmask of bandits still on the train
	lastOut   uint8 // bitmask of the bandits eliminated by the last detachment

	stack     [MaxPlayers][StackSize]Card // this round's stacks, top first (secret)
	last      [MaxPlayers][StackSize]Card // the stacks of the round just played
	lastShown [MaxPlayers]uint8           // how many cards of each of those were revealed

	bandits [MaxPlayers]bandit
	lines   [maxWagons][2]line

	lootValue [maxWagons]uint8 // each wagon card's value as loot (index 0 unused)
	lootTaker [maxWagons]int8  // who took each detached wagon card; NoSeat if nobody

	ending  Ending
	winners uint8 // bitmask
	judged  uint8 // bitmask of the bandits the ending compared
}

// Players returns the number of players.
func (s *State) Players() int { return int(s.nPlayers) }

// Phase returns the current phase.
func (s *State) Phase() Phase { return s.phase }

// Version returns the number of commands accepted so far.
func (s *State) Version() int { return int(s.version) }

// Round returns the current round, 0-based.
func (s *State) Round() int { return int(s.round) }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == GameOver }

// FirstPlayer returns the holder of the first player card.
func (s *State) FirstPlayer() Seat { return s.first }

// Wagons returns the number of train cards left, the locomotive included.
func (s *State) Wagons() int { return int(s.nWagons) }

// Character returns a seat's character.
func (s *State) Character(seat Seat) Character { return s.bandits[seat].character }

// Aboard reports whether seat's bandit is still on the train.
func (s *State) Aboard(seat Seat) bool {
	return seat >= 0 && int(seat) < int(s.nPlayers) && s.aboard&(1<<uint(seat)) != 0
}

// SpotOf returns where seat's bandit stands and whether it is on the train.
func (s *State) SpotOf(seat Seat) (Spot, bool) {
	if !s.Aboard(seat) {
		return Spot{Wagon: noWagon}, false
	}
	return s.spotOf(seat), true
}

// FacingOf returns the way seat's bandit faces.
func (s *State) FacingOf(seat Seat) Facing { return s.bandits[seat].facing }

// Stunned reports whether seat's bandit lies stunned.
func (s *State) Stunned(seat Seat) bool { return s.bandits[seat].stunned }

// Actor returns the lowest expected seat, or NoSeat after the game.
func (s *State) Actor() Seat {
	if s.waiting == 0 {
		return NoSeat
	}
	return Seat(bits.TrailingZeros8(s.waiting))
}

// IsExpected reports whether seat owes its stack now.
func (s *State) IsExpected(seat Seat) bool {
	return seat >= 0 && int(seat) < int(s.nPlayers) && s.waiting&(1<<uint(seat)) != 0
}

// Expected returns the seats that owe their stack now, in seat order; none
// after the game.
func (s *State) Expected() []Seat {
	out := []Seat{}
	for i := 0; i < int(s.nPlayers); i++ {
		if s.IsExpected(Seat(i)) {
			out = append(out, Seat(i))
		}
	}
	return out
}

// Simultaneous reports whether the current step is a simultaneous secret
// choice; in Colt Super Express every live state is (the stacks).
func (s *State) Simultaneous() bool { return s.waiting != 0 }

// VersionFor returns the state id a command from seat must carry: it moves
// on with every command, except that another seat's stack does not make
// this seat's pending stack stale.
func (s *State) VersionFor(seat Seat) int {
	if s.waiting == 0 || seat < 0 || int(seat) >= MaxPlayers {
		return int(s.version)
	}
	return int(s.seatVer[seat])
}

// SetVersion sets the state id used for stale-command checks. The live
// table uses it so ids keep increasing across an undo. Rules never read it.
func (s *State) SetVersion(v int) {
	s.version = uint32(v)
	if s.waiting != 0 {
		for i := range s.seatVer {
			s.seatVer[i] = uint32(v)
		}
	}
}

// caboose returns the index of the rearmost train card.
func (s *State) caboose() int8 { return int8(s.nWagons) - 1 }

// spotOf returns where an aboard bandit stands, its place found in its line.
func (s *State) spotOf(seat Seat) Spot {
	b := &s.bandits[seat]
	l := &s.lines[b.wagon][b.floor]
	for i := 0; i < int(l.n); i++ {
		if Seat(l.who[i]) == seat {
			return Spot{Wagon: b.wagon, Floor: b.floor, Place: int8(i)}
		}
	}
	return Spot{Wagon: b.wagon, Floor: b.floor, Place: -1} // broken; CheckInvariants reports it
}

// nextAboard returns the first seat clockwise after from whose bandit is
// still on the train (from itself if it is the only one).
func (s *State) nextAboard(from Seat) Seat {
	n := int(s.nPlayers)
	for k := 1; k <= n; k++ {
		c := Seat((int(from) + k) % n)
		if s.aboard&(1<<uint(c)) != 0 {
			return c
		}
	}
	return from
}

// aboardCount returns how many bandits are still on the train.
func (s *State) aboardCount() int { return bits.OnesCount8(s.aboard) }
