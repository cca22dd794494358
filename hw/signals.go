package hw

import "fmt"

// Phase is the part of the game the table is in, as far as the LEDs care.
// The kiosk maps the engine's state onto it.
type Phase int

const (
	// PhaseSetup is before the first round: seats are being taken.
	PhaseSetup Phase = iota
	// PhaseSchemin is Schemin': bandits play action cards in turn.
	PhaseSchemin
	// PhaseStealin is Stealin': the played cards resolve one by one.
	PhaseStealin
	// PhaseEvent is an end-of-round event being shown.
	PhaseEvent
	// PhaseGameOver is the final scores.
	PhaseGameOver
	// PhaseChoosing is a simultaneous secret choice (a two-bandit hands
	// reveal, Experts keeping cards, …): every seat that still owes its
	// choice blinks; a seat's LED goes off when it has chosen.
	PhaseChoosing
)

// String returns the phase's name.
func (p Phase) String() string {
	switch p {
	case PhaseSetup:
		return "setup"
	case PhaseSchemin:
		return "Schemin'"
	case PhaseStealin:
		return "Stealin'"
	case PhaseEvent:
		return "event"
	case PhaseGameOver:
		return "game over"
	case PhaseChoosing:
		return "choosing"
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

// NoSeat, as TurnSignal.Active, means no seat is active.
const NoSeat = -1

// TurnSignal is what the LEDs need to know about the game at one moment. It
// is filled in from the engine's public view; it carries no rules itself.
type TurnSignal struct {
	// Phase is the part of the game.
	Phase Phase
	// Players is how many seats are in play (seats 0..Players-1); 0 means
	// MaxSeats.
	Players int
	// Active is the seat whose turn it is in Schemin', or whose card is
	// resolving in Stealin'; NoSeat (-1) for none. Note that the zero value
	// is seat 0.
	Active int
	// PlaysTwice marks a Speed-Up turn: the active bandit plays two cards.
	PlaysTwice bool
	// Reversed marks a Switch turn: play goes round the other way.
	Reversed bool
	// Owing lists the seats that owe a choice (a target, a loot token...).
	Owing []int
	// Winners lists the winning seats at game over.
	Winners []int
	// HandoffWaiting is true when the screen is being handed to the active
	// seat and waits for that player to reveal their hand.
	HandoffWaiting bool
}

func (ts TurnSignal) players() int {
	if ts.Players <= 0 || ts.Players > MaxSeats {
		return MaxSeats
	}
	return ts.Players
}

func (ts TurnSignal) inPlay(seat int) bool { return seat >= 0 && seat < ts.players() }

// Signals returns what every LED shows for ts. It is the only place that
// gives the LEDs a meaning:
//
//	LED pattern   seat LED means                          status LED means
//	Off           nothing for you now                     no game
//	On            your turn (Schemin'), your card          game running
//	              resolving (Stealin'), your seat is in
//	              the game (setup)
//	SlowBlink     your turn and you play twice (Speed-Up) waiting for the table
//	                                                      button (setup, game over)
//	FastBlink     you must act: take the screen and       play goes the other way
//	              reveal (hand-off), or make a choice     (Switch turn)
//	Pulse         you won                                 —
//	chase         an end-of-round event is being shown    —
//
// Seats outside 0..Players-1 and out-of-range entries are ignored.
func Signals(ts TurnSignal) Lights {
	var l Lights
	set := func(seat int, p Pattern) {
		if ts.inPlay(seat) {
			l.Seats[seat] = p
		}
	}
	switch ts.Phase {
	case PhaseSetup:
		for s := 0; s < ts.players(); s++ {
			set(s, On)
		}
		l.Status = SlowBlink
	case PhaseSchemin:
		switch {
		case ts.HandoffWaiting:
			set(ts.Active, FastBlink)
		case ts.PlaysTwice:
			set(ts.Active, SlowBlink)
		default:
			set(ts.Active, On)
		}
		l.Status = On
		if ts.Reversed {
			l.Status = FastBlink
		}
	case PhaseStealin:
		set(ts.Active, On)
		for _, s := range ts.Owing {
			set(s, FastBlink)
		}
		if ts.HandoffWaiting {
			set(ts.Active, FastBlink)
		}
		l.Status = On
	case PhaseChoosing:
		for _, s := range ts.Owing {
			set(s, FastBlink)
		}
		l.Status = On
	case PhaseEvent:
		l.Chase = true
		l.Status = On
	case PhaseGameOver:
		for _, s := range ts.Winners {
			set(s, Pulse)
		}
		l.Status = SlowBlink
	}
	return l
}

// AllowedReveal reports whether a press of seat's button may reveal the
// hidden hand: only while the screen waits for a hand-off in Schemin' or
// Stealin', and only for the seat whose turn it is. Other seats' presses must
// be ignored so nobody can flip someone else's cards face up.
func AllowedReveal(ts TurnSignal, seat int) bool {
	if !ts.HandoffWaiting || (ts.Phase != PhaseSchemin && ts.Phase != PhaseStealin) {
		return false
	}
	return ts.inPlay(seat) && seat == ts.Active
}
