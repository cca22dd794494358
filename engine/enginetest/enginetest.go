// Package enginetest is the conformance suite every ruleset runs: random
// games checked, at every step, against the contract of DESIGN.md — at least
// one expected seat with a never-empty, stable Legal; Apply never mutating
// its input and refusing anything else with ErrIllegal; per-seat state ids
// that one seat's hidden commit does not move for another; commands and
// records that round-trip through JSON; invariants after every command; and
// records that replay the final state byte for byte.
//
// It uses only the engine's exported API, as a host would.
package enginetest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"colt/engine/express"
)

// Named is one way to play, named by its options ("4p-teams").
type Named struct {
	Name  string
	Setup express.Setup
}

// Setups returns every way to play the engine supports, for every player
// count it allows: the base game (3–6), the 2-player game, Experts (3–6),
// Teams (4, 6), Teams with Experts, the two-bandit variant (2, 3) with and
// without Experts, and the Time-Travel Car with each of them.
func Setups() []Named {
	var out []Named
	add := func(n int, r express.Rules) {
		name := fmt.Sprintf("%dp", n)
		if r != 0 {
			name += "-" + r.String()
		}
		out = append(out, Named{Name: name, Setup: express.Setup{Players: n, Rules: r}})
	}
	add(2, 0)
	for n := 3; n <= 6; n++ {
		add(n, 0)
		add(n, express.RuleExperts)
	}
	for _, n := range []int{4, 6} {
		add(n, express.RuleTeams)
		add(n, express.RuleTeams|express.RuleExperts)
	}
	add(2, express.RuleTwoBandits)
	add(3, express.RuleTwoBandits)
	// two bandits each with Experts: advised against, not forbidden (§10)
	add(2, express.RuleTwoBandits|express.RuleExperts)
	add(3, express.RuleTwoBandits|express.RuleExperts)
	// the Time-Travel Car with the base game and every variant
	add(2, express.RuleTTC)
	for n := 3; n <= 6; n++ {
		add(n, express.RuleTTC)
	}
	add(4, express.RuleExperts|express.RuleTTC)
	add(4, express.RuleTeams|express.RuleTTC)
	add(6, express.RuleTeams|express.RuleExperts|express.RuleTTC)
	add(2, express.RuleTwoBandits|express.RuleTTC)
	add(3, express.RuleTwoBandits|express.RuleTTC)
	return out
}

// HorsesSetups returns every way to play with the Horses & Stagecoach
// expansion (§11): 2–6 players, Teams, two bandits each, the 2-player game
// and the Time-Travel Car. It is kept apart from Setups (whose commands and
// events the ui translations cover) until the ui learns the expansion.
func HorsesSetups() []Named {
	var out []Named
	add := func(n int, r express.Rules) {
		r |= express.RuleHorses
		out = append(out, Named{Name: fmt.Sprintf("%dp-%s", n, r), Setup: express.Setup{Players: n, Rules: r}})
	}
	for n := 2; n <= 6; n++ {
		add(n, 0)
	}
	add(4, express.RuleTeams)
	add(6, express.RuleTeams)
	add(2, express.RuleTwoBandits)
	add(3, express.RuleTwoBandits)
	add(3, express.RuleTTC)
	add(5, express.RuleTTC)
	add(4, express.RuleTeams|express.RuleTTC)
	return out
}

// Check plays games seeded random games of su (seeds su.Seed, su.Seed+1, …)
// and reports every broken contract through t.
func Check(t testing.TB, su express.Setup, games int) {
	t.Helper()
	for g := 0; g < games; g++ {
		gs := su
		gs.Seed = su.Seed + uint64(g)
		if err := checkGame(gs); err != nil {
			t.Fatalf("setup %+v seed %d: %v", gs, gs.Seed, err)
		}
	}
}

func checkGame(su express.Setup) error {
	s, evs, err := express.New(su)
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	if err := checkEvents(su.Players, evs); err != nil {
		return err
	}
	rec := express.NewRecord(su)
	rnd := express.NewRand(su.Seed ^ 0x5eed)
	for step := 0; !s.Over(); step++ {
		if err := checkState(&s); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		if step%5 == 0 && !s.Simultaneous() {
			if err := checkDeterminize(&s, s.Actor(), su.Seed+uint64(step)); err != nil {
				return fmt.Errorf("step %d: %w", step, err)
			}
		}
		all := express.Legal(&s)
		c := all[rnd.Intn(len(all))]
		if err := roundTrip(c); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		before, _ := s.MarshalBinary()
		next, evs, err := express.Apply(s, c)
		if err != nil {
			return fmt.Errorf("step %d: legal %s refused: %w", step, c, err)
		}
		if after, _ := s.MarshalBinary(); !bytes.Equal(before, after) {
			return fmt.Errorf("step %d: Apply(%s) mutated its input", step, c)
		}
		if err := express.CheckInvariants(&next); err != nil {
			return fmt.Errorf("step %d after %s: %w", step, c, err)
		}
		if err := checkEvents(su.Players, evs); err != nil {
			return fmt.Errorf("step %d after %s: %w", step, c, err)
		}
		// a hidden commit moves only the committing seat's state id
		for o := express.Seat(0); int(o) < su.Players; o++ {
			if o != c.Seat && s.Simultaneous() && next.Simultaneous() && s.IsExpected(o) && next.IsExpected(o) &&
				next.VersionFor(o) != s.VersionFor(o) {
				return fmt.Errorf("step %d: %s's commit made %s's pending choice stale", step, c.Seat, o)
			}
		}
		if next.VersionFor(c.Seat) == s.VersionFor(c.Seat) {
			return fmt.Errorf("step %d: %s's state id did not move after its own command", step, c.Seat)
		}
		rec.Commands = append(rec.Commands, c)
		s = next
	}
	if len(express.Legal(&s)) != 0 {
		return errors.New("legal commands after the game")
	}
	res := express.Score(&s)
	if len(res.Winners) == 0 || len(res.Players) != su.Players {
		return fmt.Errorf("result without winners or players: %+v", res)
	}
	// the record, through JSON, replays the final state byte for byte
	b, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	back, err := express.DecodeRecord(b)
	if err != nil {
		return fmt.Errorf("record does not decode: %w", err)
	}
	r, err := express.Replay(back)
	if err != nil {
		return fmt.Errorf("record does not replay: %w", err)
	}
	want, _ := s.MarshalBinary()
	if got, _ := r.MarshalBinary(); !bytes.Equal(got, want) {
		return errors.New("the replayed record differs from the played game")
	}
	return nil
}

// checkDeterminize checks a search bot's sample of s for seat: seat's view
// is unchanged, every invariant holds, the sample plays on to a scored end,
// and the sample depends on nothing but seat's view (a second state with the
// same view for seat, itself a sample, gives the same sample for the same
// source).
func checkDeterminize(s *express.State, seat express.Seat, seed uint64) error {
	want, _ := json.Marshal(express.View(s, seat))
	d := s.Determinize(seat, express.NewRand(seed))
	if got, _ := json.Marshal(express.View(&d, seat)); !bytes.Equal(got, want) {
		return fmt.Errorf("Determinize changed %s's view:\n%s\nwant\n%s", seat, got, want)
	}
	if err := express.CheckInvariants(&d); err != nil {
		return fmt.Errorf("Determinize for %s: %w", seat, err)
	}
	again := d.Determinize(seat, express.NewRand(seed^0xd0))
	first := s.Determinize(seat, express.NewRand(seed^0xd0))
	a, _ := again.MarshalBinary()
	b, _ := first.MarshalBinary()
	if !bytes.Equal(a, b) {
		return fmt.Errorf("Determinize for %s depends on more than %s's view", seat, seat)
	}
	rnd := express.NewRand(seed ^ 0x91)
	for !d.Over() {
		legal := express.Legal(&d)
		c := legal[rnd.Intn(len(legal))]
		if err := d.Do(c, nil); err != nil {
			return fmt.Errorf("a determinized game refused its legal %s: %w", c, err)
		}
		if err := express.CheckInvariants(&d); err != nil {
			return fmt.Errorf("a determinized game after %s: %w", c, err)
		}
	}
	return nil
}

// checkState checks the expected seats and their choices, refusals and views.
func checkState(s *express.State) error {
	exp := s.Expected()
	if len(exp) == 0 {
		return errors.New("a live state expects nobody")
	}
	if len(exp) > 1 && !s.Simultaneous() {
		return fmt.Errorf("several seats %v expected outside a simultaneous step", exp)
	}
	if s.Actor() != exp[0] {
		return fmt.Errorf("actor %s is not the first expected seat %s", s.Actor(), exp[0])
	}
	n := s.Players()
	for v := express.Seat(0); int(v) < n; v++ {
		legal := express.LegalFor(s, v)
		if !s.IsExpected(v) {
			if len(legal) != 0 {
				return fmt.Errorf("%s is not expected but has %d legal commands", v, len(legal))
			}
			// a command from a seat that is not expected is refused, state unchanged
			before, _ := s.MarshalBinary()
			m := *s
			err := m.Do(express.Simple(v, express.CmdDraw), nil)
			var ill *express.IllegalError
			if !errors.As(err, &ill) || ill.Code != express.RefusedNotYourTurn {
				return fmt.Errorf("%s's command out of turn: %v", v, err)
			}
			if after, _ := m.MarshalBinary(); !bytes.Equal(before, after) {
				return errors.New("a refused command changed the state")
			}
			continue
		}
		if len(legal) == 0 {
			return fmt.Errorf("expected %s has no legal command", v)
		}
		again := express.LegalFor(s, v)
		for i, c := range legal {
			if c.Seat != v {
				return fmt.Errorf("%s's legal command %s names another seat", v, c)
			}
			if again[i] != c {
				return fmt.Errorf("%s's Legal is not stable", v)
			}
		}
		// a command not in Legal is refused with ErrIllegal, state unchanged
		bogus := express.Choose(v, express.CmdMarshal, 0)
		if !contains(legal, bogus) {
			before, _ := s.MarshalBinary()
			m := *s
			if err := m.Do(bogus, nil); !errors.Is(err, express.ErrIllegal) {
				return fmt.Errorf("%s's illegal %s: %v", v, bogus, err)
			}
			if after, _ := m.MarshalBinary(); !bytes.Equal(before, after) {
				return errors.New("a refused command changed the state")
			}
		}
		view := express.View(s, v)
		if view.Version != s.VersionFor(v) {
			return fmt.Errorf("%s's view carries state id %d, want %d", v, view.Version, s.VersionFor(v))
		}
		if len(view.Legal) != len(legal) {
			return fmt.Errorf("%s's view lists %d legal commands, Legal %d", v, len(view.Legal), len(legal))
		}
		if _, err := json.Marshal(view); err != nil {
			return fmt.Errorf("%s's view does not encode: %w", v, err)
		}
	}
	if _, err := json.Marshal(express.Public(s)); err != nil {
		return fmt.Errorf("public view does not encode: %w", err)
	}
	return nil
}

func contains(cs []express.Command, c express.Command) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// roundTrip checks that a command survives its JSON wire form.
func roundTrip(c express.Command) error {
	b, err := json.Marshal(c)
	if err != nil {
		return fmt.Errorf("command %v does not encode: %w", c, err)
	}
	back, err := express.DecodeCommand(b)
	if err != nil {
		return fmt.Errorf("command %s does not decode: %w", b, err)
	}
	if back != c {
		return fmt.Errorf("command %s decodes to %s", b, back)
	}
	return nil
}

// checkEvents checks that every event encodes for every viewer.
func checkEvents(players int, evs []express.Event) error {
	for v := express.NoSeat; int(v) < players; v++ {
		if _, err := json.Marshal(express.EventsFor(evs, v)); err != nil {
			return fmt.Errorf("events for %s do not encode: %w", v, err)
		}
	}
	return nil
}
