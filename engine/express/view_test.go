package express

import (
	"colt/engine"
	"slices"

	"bytes"
	"encoding/json"
	"testing"
)

// randomStates plays seeded random games and calls f on states along the
// way (every `every` commands, and the last live state), stopping early if
// f returns false.
func randomStates(t testing.TB, games int, every int, f func(s *State, game int) bool) {
	t.Helper()
	var buf []Command
	setups := testSetups()
	for g := 0; g < games; g++ {
		su := setups[g%len(setups)]
		su.Seed = uint64(g)*104729 + 3
		s, _, err := New(su)
		if err != nil {
			t.Fatal(err)
		}
		rnd := NewRand(uint64(g) + 99)
		for step := 0; !s.Over(); step++ {
			if step%every == 0 || s.Simultaneous() {
				if !f(&s, g) {
					return
				}
			}
			buf = s.LegalAllInto(buf[:0])
			if err := s.Do(buf[rnd.Intn(len(buf))], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// scramble changes the secrets of s that viewer may not know (viewer
// NoSeat: every secret): other seats' hands and deck order, other seats'
// face-down cards not yet revealed, the values of purses viewer never held,
// the hidden commits of a simultaneous step (a Horse Attack fist, a Turmoil
// card), face-down flask types, and the random state. Card counts and
// money stay conserved.
func scramble(s *State, viewer Seat, rnd *Rand) {
	n := int(s.nPlayers)
	for i := 0; i < n; i++ {
		if Seat(i) == viewer {
			continue
		}
		p := &s.players[i]
		// swap random cards between hand and deck, then shuffle the deck
		for k := 0; k < 4 && p.handLen > 0 && p.deckLen > 0; k++ {
			a, b := rnd.Intn(int(p.handLen)), rnd.Intn(int(p.deckLen))
			p.hand[a], p.deck[b] = p.deck[b], p.hand[a]
		}
		for j := int(p.deckLen) - 1; j > 0; j-- {
			k := rnd.Intn(j + 1)
			p.deck[j], p.deck[k] = p.deck[k], p.deck[j]
		}
		for j := int(p.handLen) - 1; j > 0; j-- {
			k := rnd.Intn(j + 1)
			p.hand[j], p.hand[k] = p.hand[k], p.hand[j]
		}
		p.syncHand() // the hand's card sets follow its new cards
	}
	// face-down cards not revealed yet: swap the kind with one of the owner's cards
	for i := range s.pile[:s.pileLen] {
		pc := &s.pile[i]
		if !pc.FaceDown || pc.Owner == viewer || (s.phase != Schemin && i < int(s.resolve)) ||
			(s.phase == Stealin && s.stage != StageNone && i == int(s.resolve)) {
			continue
		}
		p := &s.players[pc.Owner]
		for j := 0; j < int(p.deckLen); j++ {
			if c := p.deck[j]; c.Kind() != Bullet && c.Kind() != pc.Kind && (s.g.teams || s.bandits[c.bandit()].owner == pc.Owner) {
				p.deck[j] = actionCard(pc.Kind, pc.Bandit)
				pc.Kind, pc.Bandit = c.Kind(), c.bandit()
				break
			}
		}
	}
	// hidden commits of a simultaneous step: another choice the seat could have made
	for i := 0; i < n; i++ {
		if Seat(i) == viewer || s.commit[i] < 0 && s.stage != StageTakeCard {
			continue
		}
		p := &s.players[i]
		switch s.stage {
		case StageHands:
			if s.commit[i] == p.bandits[0] {
				s.commit[i] = p.bandits[1]
			} else {
				s.commit[i] = p.bandits[0]
			}
		case StageTakeCard:
			if s.waiting&(1<<uint(i)) == 0 && p.deckLen > 0 {
				s.commit[i] = int8(p.deck[rnd.Intn(int(p.deckLen))])
				if Card(s.commit[i]).Kind() == Bullet {
					s.commit[i] = commitDeclined
				}
			}
		case StageBullets:
			s.commit[i] ^= 1
		case StageHorseAttack: // §11: bandit or horse in each galloping fist
			if s.waiting&(1<<uint(i)) == 0 {
				s.commit[i] = int8(rnd.Intn(4)) & int8(s.galloping(Seat(i)))
			}
		case StageTurmoil: // §11: another card of the (scrambled) hand, or a draw
			if s.waiting&(1<<uint(i)) == 0 {
				s.commit[i] = turmoilDraw
				if k := rnd.Intn(int(p.handLen) + 1); k < int(p.handLen) && p.hand[k].Kind() != Bullet {
					s.commit[i] = int8(p.hand[k])
				} else if p.deckLen == 0 && p.hasPlayable() {
					for _, c := range p.hand[:p.handLen] {
						if c.Kind() != Bullet {
							s.commit[i] = int8(c)
						}
					}
				}
			}
		}
	}
	// the types of the flasks the viewer has not seen (§11)
	if s.withHorses() {
		s.redrawFlasks(viewer, rnd)
	}
	// where a bandit hidden by the Time-Travel Car will appear (§12)
	for b := 0; b < int(s.nBandits); b++ {
		if bd := &s.bandits[b]; bd.hideAt >= 0 && bd.owner != viewer {
			bd.hideAt = int8(rnd.Intn(int(s.g.lay.cars)))
		}
	}
	// purse values the viewer never saw
	var unknown []int
	for t := 0; t < NumPurses; t++ {
		if viewer == NoSeat || s.purseKnown[t]&(1<<uint(viewer)) == 0 {
			unknown = append(unknown, t)
		}
	}
	for j := len(unknown) - 1; j > 0; j-- {
		k := rnd.Intn(j + 1)
		a, b := unknown[j], unknown[k]
		s.purseValue[a], s.purseValue[b] = s.purseValue[b], s.purseValue[a]
	}
	s.rng = engine.NewRNG(rnd.Uint64())
}

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestViewsHideSecrets: changing only what a seat may not know never changes
// that seat's view, and changing any secret never changes the public view
// (docs/design.md rule 5, R1).
func TestViewsHideSecrets(t *testing.T) {
	rnd := NewRand(42)
	states, changedOthers := 0, 0
	randomStates(t, 60, 5, func(s *State, g int) bool {
		states++
		n := int(s.nPlayers)
		pub := mustJSON(t, Public(s))
		m := *s
		scramble(&m, NoSeat, rnd)
		if err := CheckInvariants(&m); err != nil {
			t.Fatalf("game %d: scrambled state is inconsistent: %v", g, err)
		}
		if got := mustJSON(t, Public(&m)); !bytes.Equal(got, pub) {
			t.Fatalf("game %d: the public view changed with the secrets:\n%s\n%s", g, pub, got)
		}
		for v := Seat(0); int(v) < n; v++ {
			own := mustJSON(t, View(s, v))
			m := *s
			scramble(&m, v, rnd)
			if got := mustJSON(t, View(&m, v)); !bytes.Equal(got, own) {
				t.Fatalf("game %d: %s's view changed with others' secrets:\n%s\n%s", g, v, own, got)
			}
			// the scramble is not vacuous: some other seat's view changes
			for o := Seat(0); int(o) < n; o++ {
				if o != v && !bytes.Equal(mustJSON(t, View(s, o)), mustJSON(t, View(&m, o))) {
					changedOthers++
					break
				}
			}
		}
		return true
	})
	if states < 500 || changedOthers < states {
		t.Errorf("%d states checked, the scramble changed another seat's view only %d times", states, changedOthers)
	}
}

// TestPublicViewHasNoSecrets: during play the public JSON holds no hand, no
// purse value and no face-down card.
func TestPublicViewHasNoSecrets(t *testing.T) {
	forbidden := []string{"hand", "handCards", "kept", "knownPurses", "value", "result", "legal", "deck", "commit"}
	randomStates(t, 40, 3, func(s *State, g int) bool {
		b := mustJSON(t, Public(s))
		var v any
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatal(err)
		}
		var walk func(x any)
		walk = func(x any) {
			switch x := x.(type) {
			case map[string]any:
				for k, e := range x {
					for _, f := range forbidden {
						if k == f {
							t.Fatalf("game %d: public view has key %q: %s", g, k, b)
						}
					}
					walk(e)
				}
			case []any:
				for _, e := range x {
					walk(e)
				}
			}
		}
		walk(v)
		pub := Public(s)
		for i, pc := range pub.Pile {
			if pc.FaceDown && !pc.Resolved && i != pub.Resolving && pc.Card != HiddenCard {
				t.Fatalf("game %d: face-down pile card %d shown: %v", g, i, pc.Card)
			}
		}
		for v := Seat(0); int(v) < int(s.nPlayers); v++ {
			pv := View(s, v)
			for _, kp := range pv.KnownPurses {
				if s.purseKnown[kp.Token]&(1<<uint(v)) == 0 {
					t.Fatalf("%s sees purse %d it never held", v, kp.Token)
				}
			}
			if len(pv.Hand) != int(s.players[v].handLen) {
				t.Fatalf("%s's hand: %v", v, pv.Hand)
			}
			if (len(pv.Legal) > 0) != s.IsExpected(v) {
				t.Fatalf("%s has %d legal commands, expected %v", v, len(pv.Legal), s.Expected())
			}
		}
		return true
	})
}

func TestViewAtGameOver(t *testing.T) {
	s, _, _ := New(Setup{Players: 4, Seed: 5})
	rnd := NewRand(5)
	var buf []Command
	for !s.Over() {
		buf = s.LegalInto(s.Actor(), buf[:0])
		if err := s.Do(buf[rnd.Intn(len(buf))], nil); err != nil {
			t.Fatal(err)
		}
	}
	pub := Public(&s)
	if pub.Result == nil || len(pub.Result.Players) != 4 || pub.Actor != NoSeat || pub.Phase != GameOver {
		t.Fatalf("final view %+v", pub)
	}
	v := View(&s, 2)
	if len(v.Legal) != 0 {
		t.Errorf("legal commands after the game: %v", v.Legal)
	}
	// View of an absent seat or the public: no hand.
	if v := View(&s, NoSeat); len(v.Hand) != 0 || len(v.KnownPurses) != 0 {
		t.Errorf("public PlayerView %+v", v)
	}
}

// TestViewShowsOwnCommitment (issue 25 item 6): in a simultaneous secret
// step a seat's own view shows the choice it committed — a fist of the
// Horse Attack, a Turmoil card or draw, the card taken or not, the hands of
// the two-bandit reveal, the Experts bullets — exactly the command it sent,
// until the step resolves; the Experts keep step and the Plan of Attack
// show the kept cards. Nobody else's view carries it (TestViewsHideSecrets
// scrambles the other seats' commits under each view).
func TestViewShowsOwnCommitment(t *testing.T) {
	var buf []Command
	seen := map[Stage]int{}
	for g, su := range testSetups() {
		for k := 0; k < 3; k++ {
			su.Seed = uint64(g*10 + k + 1)
			s, _, err := New(su)
			if err != nil {
				t.Fatal(err)
			}
			rnd := NewRand(su.Seed)
			sent := map[Seat]Command{}
			for !s.Over() {
				buf = s.LegalAllInto(buf[:0])
				c := buf[rnd.Intn(len(buf))]
				stage, step := s.stage, s.waiting != 0
				if !step {
					sent = map[Seat]Command{}
				}
				var evs []Event
				if err := s.Do(c, &evs); err != nil {
					t.Fatal(err)
				}
				// the step revealed (and maybe opened again, a Horse Attack's next wagon)
				resolved := s.stage != stage || s.waiting == 0 || stage != StageKeep && stage != StagePlan && s.commit[c.Seat] == -1
				for _, e := range evs {
					resolved = resolved || e.Kind != EvCommitted
				}
				if !step || resolved || s.waiting&(1<<uint(c.Seat)) != 0 {
					if resolved {
						sent = map[Seat]Command{}
					}
					continue // resolved, or the seat still choosing (Experts keep more cards)
				}
				sent[c.Seat] = c
				for seat := Seat(0); int(seat) < su.Players; seat++ {
					v := View(&s, seat)
					want, ok := sent[seat]
					switch {
					case stage == StageKeep || stage == StagePlan:
						if v.Committed != nil {
							t.Fatalf("%s: seat %d's view shows %v; the kept cards are in Kept", stage, seat, *v.Committed)
						}
						if ok && s.phase == Keeping && len(v.Kept) != int(s.players[seat].kept) {
							t.Fatalf("%s: seat %d kept %d cards, its view shows %v", stage, seat, s.players[seat].kept, v.Kept)
						}
					case !ok && v.Committed != nil:
						t.Fatalf("%s: seat %d has not chosen, its view shows %v", stage, seat, *v.Committed)
					case ok && (v.Committed == nil || *v.Committed != want):
						t.Fatalf("%s: seat %d sent %v, its view shows %v", stage, seat, want, v.Committed)
					case ok:
						seen[stage]++
						if v.Legal == nil || len(v.Legal) != 0 {
							t.Fatalf("%s: seat %d committed and still has choices %v", stage, seat, v.Legal)
						}
					}
					if seat != c.Seat {
						continue
					}
					// the committed command is what the seat's legal list offered
					before := s
					before.waiting |= 1 << uint(seat)
					if ok && stage != StageKeep && stage != StagePlan && !slices.Contains(LegalFor(&before, seat), want) {
						t.Fatalf("%s: %v is not among seat %d's choices %v", stage, want, seat, LegalFor(&before, seat))
					}
				}
			}
		}
	}
	for _, st := range []Stage{StageHands, StageTakeCard, StageBullets, StageHorseAttack, StageTurmoil} {
		if seen[st] == 0 {
			t.Errorf("no own commitment checked in %s (seen %v)", st, seen)
		}
	}
}
