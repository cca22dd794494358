package super

import (
	"colt/engine"

	"fmt"
)

// NumStacks is the number of ordered stacks of 3 of the 4 cards: the
// length of a planning seat's Legal.
const NumStacks = 24

// maxLegal bounds the legal commands of one seat.
const maxLegal = NumStacks

// stackChoices lists every ordered stack of three different cards, in
// lexicographic order of the card constants: Legal's stable order.
var stackChoices = func() (out [NumStacks][StackSize]Card) {
	i := 0
	for a := Card(0); a < NumCards; a++ {
		for b := Card(0); b < NumCards; b++ {
			for c := Card(0); c < NumCards; c++ {
				if a != b && a != c && b != c {
					out[i] = [StackSize]Card{a, b, c}
					i++
				}
			}
		}
	}
	return out
}()

// ErrIllegal is wrapped by every refusal of a command that is not legal now.
var ErrIllegal = engine.ErrIllegal

// Refusal is the typed reason a command was refused (engine.Refusal).
type Refusal = engine.Refusal

// The refusal reasons.
const (
	RefusedNotLegal    = engine.RefusedNotLegal
	RefusedNotYourTurn = engine.RefusedNotYourTurn
	RefusedGameOver    = engine.RefusedGameOver
)

// IllegalError explains why a command was refused; errors.Is(err, ErrIllegal) holds.
// Code is the typed reason for players; Reason is an English detail for logs.
type IllegalError = engine.IllegalError[Command]

// Legal returns the commands allowed now, in a stable order: those of every
// expected seat, in seat order, each seat's 24 stacks in lexicographic card
// order. In a live state it is never empty; after the game it is empty.
func Legal(s *State) []Command {
	return s.LegalAllInto(make([]Command, 0, NumStacks*s.waitingCount()))
}

// LegalFor returns the commands seat may give now, in a stable order: the 24
// stacks for an expected seat, none for any other.
func LegalFor(s *State, seat Seat) []Command {
	return s.LegalInto(seat, []Command{})
}

// LegalInto appends seat's legal commands to buf and returns it; it does not
// allocate when buf has room for NumStacks commands (bots and simulations).
func (s *State) LegalInto(seat Seat, buf []Command) []Command {
	if !s.IsExpected(seat) {
		return buf
	}
	return append(buf, stackCommands[seat][:]...)
}

// stackCommands is every seat's Legal during a plan, built once.
var stackCommands = func() (out [MaxPlayers][NumStacks]Command) {
	for seat := range out {
		for i, cards := range stackChoices {
			out[seat][i] = Command{Seat: Seat(seat), Kind: CmdStack, Cards: cards}
		}
	}
	return out
}()

// LegalAllInto appends the legal commands of every expected seat, in seat
// order, to buf; it does not allocate when buf has room.
func (s *State) LegalAllInto(buf []Command) []Command {
	for i := 0; i < int(s.nPlayers); i++ {
		buf = s.LegalInto(Seat(i), buf)
	}
	return buf
}

func (s *State) waitingCount() int {
	n := 0
	for w := s.waiting; w != 0; w &= w - 1 {
		n++
	}
	return n
}

// check returns nil if c is legal now, or an *IllegalError saying why not.
func (s *State) check(c Command) error {
	if s.phase == GameOver {
		return &IllegalError{Command: c, Code: RefusedGameOver, Reason: "the game is over; start a new game"}
	}
	if !s.IsExpected(c.Seat) {
		why := "it has already stacked its cards this round; wait for the others"
		switch {
		case c.Seat < 0 || int(c.Seat) >= int(s.nPlayers):
			why = fmt.Sprintf("this game has seats 1–%d", s.nPlayers)
		case !s.Aboard(c.Seat):
			why = "its bandit is off the train; it plays no more"
		}
		return &IllegalError{Command: c, Code: RefusedNotYourTurn, Reason: fmt.Sprintf("%s does not owe a stack now: %s", c.Seat, why)}
	}
	if c.Kind != CmdStack || !validStack(c.Cards) {
		return &IllegalError{Command: c, Code: RefusedNotLegal, Reason: "a stack names three different cards of FloorChange, Move, TurnAround and Shoot, top first; the fourth sits out"}
	}
	return nil
}

// validStack reports whether cards are three different action cards, which
// is exactly the membership test for stackChoices.
func validStack(cards [StackSize]Card) bool {
	a, b, c := cards[0], cards[1], cards[2]
	return a < NumCards && b < NumCards && c < NumCards && a != b && a != c && b != c
}

// Apply returns the state after cmd and the events it caused. It never
// mutates s; an illegal command returns s unchanged and an error wrapping
// ErrIllegal.
func Apply(s State, cmd Command) (State, []Event, error) {
	var evs []Event
	if err := s.Do(cmd, &evs); err != nil {
		return s, nil, err
	}
	return s, evs, nil
}

// Do applies cmd to s in place, appending events to *evs (nil: no events).
// The command is checked before anything changes, so on error s is as it was.
func (s *State) Do(cmd Command, evs *[]Event) error {
	if err := s.check(cmd); err != nil {
		return err
	}
	s.apply(cmd, emitter{list: evs})
	return nil
}

// DoLegal applies legal[i], where legal is exactly what LegalInto returned
// for this state and that command's seat (bots, simulations, benchmarks:
// the list they chose from is the validation, so it is not rebuilt).
func (s *State) DoLegal(legal []Command, i int, evs *[]Event) {
	s.apply(legal[i], emitter{list: evs})
}

// apply applies a command known to be legal: one seat's hidden stack. The
// last stack of the round resolves the action phase and the end of the
// round (or of the game) at once.
func (s *State) apply(cmd Command, em emitter) {
	s.version++
	seat := cmd.Seat
	s.stack[seat] = cmd.Cards
	s.waiting &^= 1 << uint(seat)
	if em.on() {
		e := ev(EvStacked)
		e.Seat = seat
		e.Cards = append([]Card(nil), cmd.Cards[:]...)
		e.Count = StackSize
		s.emit(em, e)
	}
	if s.waiting != 0 {
		s.seatVer[seat] = s.version // only the committing seat's pending choice moved on
		return
	}
	s.resolveRound(em)
	if s.waiting != 0 { // a new plan opened: every seat starts from here
		for i := range s.seatVer {
			s.seatVer[i] = s.version
		}
	} else {
		s.seatVer = [MaxPlayers]uint32{}
	}
}
