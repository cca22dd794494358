package super_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"colt/engine/super"
)

// The conformance suite of engine/enginetest, for Colt Super Express: random
// games checked at every step against the contract of DESIGN.md, through the
// exported API only, as a host would use it. `colt sim --game super
// --players N --games 10000` runs the long version of the invariants.

// TestConformance plays seeded random games for every table size.
func TestConformance(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 20
	}
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		t.Run(fmt.Sprintf("%dp", n), func(t *testing.T) {
			for g := 0; g < games; g++ {
				su := super.Setup{Players: n, Seed: uint64(g)*7919 + uint64(n)}
				if g%5 == 1 { // chosen characters and printed loot values too
					su.Characters = []string{"Tuco", "random", "Mei"}
					su.Loot = make([]int, n+1)
					for i := range su.Loot {
						su.Loot[i] = 1 + (i*7+int(g))%9
					}
				}
				if err := checkGame(su); err != nil {
					t.Fatalf("setup %+v: %v", su, err)
				}
			}
		})
	}
}

func checkGame(su super.Setup) error {
	s, evs, err := super.New(su)
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	if err := super.CheckInvariants(&s); err != nil {
		return fmt.Errorf("after setup: %w", err)
	}
	if err := checkEvents(su.Players, evs); err != nil {
		return err
	}
	rec := super.NewRecord(su)
	rnd := super.NewRand(su.Seed ^ 0x5eed)
	var states []super.State
	var planned [super.MaxPlayers][3]super.Card
	for step := 0; !s.Over(); step++ {
		if step > 7*9 {
			return fmt.Errorf("no end after %d commands", step)
		}
		if err := checkState(&s); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		all := super.Legal(&s)
		c := all[rnd.Intn(len(all))]
		if err := roundTrip(c); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		before, _ := s.MarshalBinary()
		next, evs, err := super.Apply(s, c)
		if err != nil {
			return fmt.Errorf("step %d: legal %s refused: %w", step, c, err)
		}
		if after, _ := s.MarshalBinary(); !bytes.Equal(before, after) {
			return fmt.Errorf("step %d: Apply(%s) mutated its input", step, c)
		}
		if err := super.CheckInvariants(&next); err != nil {
			return fmt.Errorf("step %d after %s: %w", step, c, err)
		}
		if err := checkEvents(su.Players, evs); err != nil {
			return fmt.Errorf("step %d after %s: %w", step, c, err)
		}
		if err := checkStackEvents(c, evs); err != nil {
			return fmt.Errorf("step %d after %s: %w", step, c, err)
		}
		// every revealed card is the one stacked at that position
		planned[c.Seat] = c.Cards
		for _, e := range evs {
			if e.Kind == super.EvCardRevealed && (e.Count < 1 || e.Count > 3 || planned[e.Seat][e.Count-1] != e.Card) {
				return fmt.Errorf("step %d: %s reveals %s as card %d of stack %v", step, e.Seat, e.Card, e.Count, planned[e.Seat])
			}
		}
		// one seat's stack never makes another seat's pending stack stale
		for o := super.Seat(0); int(o) < su.Players; o++ {
			if o != c.Seat && s.IsExpected(o) && next.IsExpected(o) && next.VersionFor(o) != s.VersionFor(o) {
				return fmt.Errorf("step %d: %s's stack made %s's pending stack stale", step, c.Seat, o)
			}
		}
		if next.VersionFor(c.Seat) == s.VersionFor(c.Seat) {
			return fmt.Errorf("step %d: %s's state id did not move after its own command", step, c.Seat)
		}
		rec.Commands = append(rec.Commands, c)
		states = append(states, s)
		s = next
	}
	if len(super.Legal(&s)) != 0 || len(s.Expected()) != 0 || s.Actor() != super.NoSeat {
		return errors.New("legal commands or expected seats after the game")
	}
	if err := checkOver(&s); err != nil {
		return err
	}
	res := s.Result()
	if res == nil || len(res.Winners) == 0 || len(res.Players) != su.Players {
		return fmt.Errorf("result without winners or players: %+v", res)
	}
	// the record, through JSON, replays the final state byte for byte, and
	// every prefix replays the state it was played from
	b, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	back, err := super.DecodeRecord(b)
	if err != nil {
		return fmt.Errorf("record does not decode: %w", err)
	}
	r, err := super.Replay(back)
	if err != nil {
		return fmt.Errorf("record does not replay: %w", err)
	}
	want, _ := s.MarshalBinary()
	if got, _ := r.MarshalBinary(); !bytes.Equal(got, want) {
		return errors.New("the replayed record differs from the played game")
	}
	k := len(states) / 2
	p, err := super.ReplayN(back, k)
	if err != nil {
		return fmt.Errorf("prefix replay: %w", err)
	}
	pb, _ := p.MarshalBinary()
	if wb, _ := states[k].MarshalBinary(); !bytes.Equal(pb, wb) {
		return fmt.Errorf("replaying %d commands differs from the state they were played from", k)
	}
	return nil
}

// checkState checks the expected seats, their choices, refusals and views.
func checkState(s *super.State) error {
	exp := s.Expected()
	if len(exp) == 0 || !s.Simultaneous() {
		return errors.New("a live state expects nobody, or not as a simultaneous step")
	}
	if s.Actor() != exp[0] {
		return fmt.Errorf("actor %s is not the first expected seat %s", s.Actor(), exp[0])
	}
	n := s.Players()
	for v := super.Seat(0); int(v) < n; v++ {
		legal := super.LegalFor(s, v)
		view := super.View(s, v)
		if view.Version != s.VersionFor(v) {
			return fmt.Errorf("%s's view carries state id %d, want %d", v, view.Version, s.VersionFor(v))
		}
		if len(view.Legal) != len(legal) {
			return fmt.Errorf("%s's view lists %d legal commands, Legal %d", v, len(view.Legal), len(legal))
		}
		if _, err := json.Marshal(view); err != nil {
			return fmt.Errorf("%s's view does not encode: %w", v, err)
		}
		if !s.IsExpected(v) {
			if len(legal) != 0 {
				return fmt.Errorf("%s is not expected but has %d legal commands", v, len(legal))
			}
			// a command from a seat that is not expected is refused, state unchanged
			if err := refused(s, super.Stack(v, super.Move, super.Shoot, super.TurnAround), super.RefusedNotYourTurn); err != nil {
				return err
			}
			if s.Aboard(v) && (len(view.Stack) != 3 || len(view.Hand) != 1) {
				return fmt.Errorf("%s stacked: its view shows stack %v, hand %v", v, view.Stack, view.Hand)
			}
			continue
		}
		if len(legal) != super.NumStacks {
			return fmt.Errorf("expected %s has %d legal commands, want 24", v, len(legal))
		}
		if len(view.Hand) != 4 || len(view.Stack) != 0 {
			return fmt.Errorf("planning %s's view shows hand %v, stack %v", v, view.Hand, view.Stack)
		}
		again := super.LegalFor(s, v)
		for i, c := range legal {
			if c.Seat != v || again[i] != c {
				return fmt.Errorf("%s's Legal names another seat or is not stable at %d", v, i)
			}
		}
		// a stack not in Legal is refused with ErrIllegal, state unchanged
		if err := refused(s, super.Stack(v, super.Move, super.Move, super.Shoot), super.RefusedNotLegal); err != nil {
			return err
		}
	}
	if err := refused(s, super.Stack(super.Seat(n), super.Move, super.Shoot, super.TurnAround), super.RefusedNotYourTurn); err != nil {
		return err
	}
	if _, err := json.Marshal(super.Public(s)); err != nil {
		return fmt.Errorf("public view does not encode: %w", err)
	}
	return nil
}

// refused checks that Apply and Do refuse c with code and leave the state as it was.
func refused(s *super.State, c super.Command, code super.Refusal) error {
	before, _ := s.MarshalBinary()
	next, evs, err := super.Apply(*s, c)
	var ill *super.IllegalError
	if !errors.Is(err, super.ErrIllegal) || !errors.As(err, &ill) || ill.Code != code || evs != nil {
		return fmt.Errorf("%s: want a %s refusal, got %v", c, code, err)
	}
	if after, _ := next.MarshalBinary(); !bytes.Equal(before, after) {
		return fmt.Errorf("refused %s changed the state", c)
	}
	m := *s
	if err := m.Do(c, nil); err == nil {
		return fmt.Errorf("Do accepted %s that Apply refused", c)
	}
	if after, _ := m.MarshalBinary(); !bytes.Equal(before, after) {
		return fmt.Errorf("refused Do %s changed the state", c)
	}
	return nil
}

// checkOver checks the refusals after the game.
func checkOver(s *super.State) error {
	for v := super.Seat(0); int(v) < s.Players(); v++ {
		if err := refused(s, super.Stack(v, super.Move, super.Shoot, super.TurnAround), super.RefusedGameOver); err != nil {
			return err
		}
	}
	return nil
}

// roundTrip checks that a command survives its JSON wire form.
func roundTrip(c super.Command) error {
	b, err := json.Marshal(c)
	if err != nil {
		return fmt.Errorf("command %v does not encode: %w", c, err)
	}
	back, err := super.DecodeCommand(b)
	if err != nil {
		return fmt.Errorf("command %s does not decode: %w", b, err)
	}
	if back != c {
		return fmt.Errorf("command %s decodes to %s", b, back)
	}
	return nil
}

// checkEvents checks that every event encodes for every viewer.
func checkEvents(players int, evs []super.Event) error {
	for v := super.NoSeat; int(v) < players; v++ {
		if _, err := json.Marshal(super.EventsFor(evs, v)); err != nil {
			return fmt.Errorf("events for %s do not encode: %w", v, err)
		}
	}
	return nil
}

// checkStackEvents: the command's Stacked event shows the cards to its own
// seat only.
func checkStackEvents(c super.Command, evs []super.Event) error {
	found := false
	for _, e := range evs {
		if e.Kind != super.EvStacked || e.Seat != c.Seat {
			continue
		}
		found = true
		if own := e.For(c.Seat); len(own.Cards) != 3 || [3]super.Card(own.Cards) != c.Cards {
			return fmt.Errorf("the Stacked event shows its seat %v, want %v", own.Cards, c.Cards)
		}
		for v := super.NoSeat; v < super.MaxPlayers; v++ {
			if v != c.Seat && e.For(v).Cards != nil {
				return fmt.Errorf("the Stacked event of %s shows its cards to %s", c.Seat, v)
			}
		}
	}
	if !found {
		return errors.New("no Stacked event for the command")
	}
	return nil
}
