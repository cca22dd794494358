package engine

import (
	"errors"
	"fmt"
	"strings"

	"colt/engine/cards"
)

// maxLegal bounds the number of legal commands in any state: 26 tokens at
// one place plus a decline, or 13 Schemin' choices.
const maxLegal = 32

// ErrIllegal is wrapped by every refusal of a command that is not legal now.
var ErrIllegal = errors.New("illegal command")

// Refusal is the typed reason a command was refused: hosts translate it for
// players (the English Reason is for logs only).
type Refusal uint8

// The refusal reasons.
const (
	RefusedNotLegal    Refusal = iota // the seat is expected but this choice is not among Legal
	RefusedNotYourTurn                // the seat is not expected to choose now
	RefusedGameOver                   // the game has ended
)

var refusalNames = [...]string{"not-legal", "not-your-turn", "game-over"}

// String returns the refusal's wire name ("not-legal").
func (r Refusal) String() string {
	if int(r) < len(refusalNames) {
		return refusalNames[r]
	}
	return fmt.Sprintf("Refusal(%d)", r)
}

// IllegalError explains why a command was refused; errors.Is(err, ErrIllegal) holds.
// Code is the typed reason for players; Reason is an English detail for logs.
type IllegalError struct {
	Command Command
	Code    Refusal
	Reason  string
}

// Error says what was refused, why, and what to do.
func (e *IllegalError) Error() string {
	return fmt.Sprintf("illegal command %s: %s", e.Command, e.Reason)
}

// Is makes errors.Is(err, ErrIllegal) true.
func (e *IllegalError) Is(target error) bool { return target == ErrIllegal }

// Legal returns the commands allowed now, in a stable order. In a live state
// it is never empty and all its commands belong to Actor(); after the game
// it is empty.
func Legal(s *State) []Command {
	var buf [maxLegal]Command
	out := s.legalInto(buf[:0])
	return append([]Command(nil), out...)
}

// LegalInto appends the legal commands to buf and returns it; it does not
// allocate when buf has room (bots and benchmarks).
func (s *State) LegalInto(buf []Command) []Command { return s.legalInto(buf) }

func (s *State) legalInto(out []Command) []Command {
	seat := s.actor
	switch s.phase {
	case GameOver:
		return out
	case Schemin:
		p := &s.players[seat]
		var have [NumActionKinds]bool
		for _, c := range p.hand[:p.handLen] {
			if k := c.Kind(); k != Bullet {
				have[k] = true
			}
		}
		turn := s.currentTurn()
		ghost := p.character == Ghost && s.turn == 0 && s.subAct == 0 && turn != cards.Tunnel // §6 Ghost
		for k := ActionKind(0); k < Bullet; k++ {
			if !have[k] {
				continue
			}
			if turn == cards.Tunnel {
				out = append(out, Play(seat, k, true))
				continue
			}
			out = append(out, Play(seat, k, false))
			if ghost {
				out = append(out, Play(seat, k, true))
			}
		}
		if p.deckLen > 0 {
			out = append(out, Draw(seat))
		}
		return out
	}
	p := &s.players[seat]
	switch s.stage {
	case StageMove:
		lo, hi := p.pos.Wagon-1, p.pos.Wagon+1
		if p.pos.Floor == Roof {
			lo, hi = p.pos.Wagon-3, p.pos.Wagon+3
		}
		for w := lo; w <= hi; w++ {
			if w >= 0 && w <= s.caboose() && w != p.pos.Wagon {
				out = append(out, Choose(seat, CmdMove, int(w)))
			}
		}
	case StageShoot:
		t, n := s.shootTargets(seat)
		for _, x := range t[:n] {
			out = append(out, Choose(seat, CmdShoot, int(x)))
		}
	case StageRob:
		var buf [NumLoot]LootID
		for _, tok := range s.tokenChoices(atPos(p.pos), buf[:0]) {
			out = append(out, Choose(seat, CmdRob, int(tok)))
		}
	case StagePunch:
		t, n := s.punchTargets(seat)
		for _, x := range t[:n] {
			out = append(out, Choose(seat, CmdPunch, int(x)))
		}
	case StagePunchLoot:
		var buf [NumLoot]LootID
		for _, tok := range s.tokenChoices(heldBy(s.target), buf[:0]) {
			out = append(out, Choose(seat, CmdPunchLoot, int(tok)))
		}
	case StageKeepPurse:
		out = append(out, Choose(seat, CmdKeepPurse, 1), Choose(seat, CmdKeepPurse, 0))
	case StagePush:
		w := s.players[s.target].pos.Wagon
		if w > 0 {
			out = append(out, Choose(seat, CmdPush, int(w-1)))
		}
		if w < s.caboose() {
			out = append(out, Choose(seat, CmdPush, int(w+1)))
		}
	case StageMarshal:
		if s.marshal > 0 {
			out = append(out, Choose(seat, CmdMarshal, int(s.marshal-1)))
		}
		if s.marshal < s.caboose() {
			out = append(out, Choose(seat, CmdMarshal, int(s.marshal+1)))
		}
	case StagePickpocket:
		at := atPos(p.pos)
		for i := LootID(0); i < NumPurses; i++ {
			if s.loot[i] == at {
				out = append(out, Choose(seat, CmdPickpocket, int(i)))
			}
		}
		out = append(out, base(seat, CmdDecline))
	}
	return out
}

// check returns nil if c is legal now, or an *IllegalError saying why not.
func (s *State) check(c Command) error {
	if s.phase == GameOver {
		return &IllegalError{c, RefusedGameOver, "the game is over; start a new game"}
	}
	if c.Seat != s.actor {
		return &IllegalError{c, RefusedNotYourTurn, fmt.Sprintf("it is %s's turn (%s), not %s's", s.actor, s.players[s.actor].character, c.Seat)}
	}
	var buf [maxLegal]Command
	legal := s.legalInto(buf[:0])
	for _, l := range legal {
		if l == c {
			return nil
		}
	}
	names := make([]string, len(legal))
	for i, l := range legal {
		names[i] = l.String()
	}
	return &IllegalError{c, RefusedNotLegal, fmt.Sprintf("not allowed now (%s, %s); choose one of %s", s.phase, s.stage, strings.Join(names, " "))}
}

// Apply returns the state after cmd and the events it caused. It never
// mutates s; an illegal command returns s unchanged and an error wrapping
// ErrIllegal (DESIGN rule 2).
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
	em := emitter{evs}
	if s.phase == Schemin {
		p := &s.players[cmd.Seat]
		if cmd.Kind == CmdDraw {
			n := p.drawCards(3)
			if em.on() {
				e := ev(EvCardsDrawn)
				e.Seat, e.Count = cmd.Seat, n
				em.add(e)
			}
		} else {
			p.removeFromHand(cmd.Card)
			s.pile[s.pileLen] = PileCard{Owner: cmd.Seat, Kind: cmd.Card, FaceDown: cmd.FaceDown}
			s.pileLen++
			if em.on() {
				e := ev(EvCardPlayed)
				e.Seat, e.Card, e.FaceDown, e.Count = cmd.Seat, cmd.Card, cmd.FaceDown, int(s.pileLen)
				em.add(e)
			}
		}
		s.nextSchemeAct(em)
	} else {
		s.choose(cmd, false, em)
	}
	s.version++
	s.advance(em)
	return nil
}
