package express

import (
	"colt/engine"

	"slices"
)

// Determinize returns a full game state that seat cannot tell apart from s:
// everything seat sees is kept, and everything hidden from seat is drawn
// anew with r, consistently with what seat has seen (a search bot's sample
// of the game it might be in). What is drawn anew:
//
//   - every other player's unseen cards: the cards in their hand, in their
//     deck and face down on the pile (not yet revealed) are pooled and dealt
//     back at random into the same places and counts (a bullet never lands
//     on the pile);
//   - seat's own deck order (nobody knows it);
//   - the values of the purses seat has never held, among the values not
//     accounted for by the purses it has held;
//   - the round cards still face down in the round deck;
//   - the random source.
//
// The result depends only on seat's information and r: two states with the
// same View for seat give the same state for the same r (every pool is put
// in a canonical order before it is shuffled). In a simultaneous step the
// other seats' hidden commits are kept as they are: a bot must not
// determinize a state of a simultaneous step (Simultaneous).
func (s *State) Determinize(seat Seat, r *Rand) State {
	d := *s
	d.rng = engine.NewRNG(r.Uint64())
	n := int(d.nPlayers)

	// where another player's bandit hidden by the Time-Travel Car will
	// appear: any car, as far as seat knows (§12)
	for b := 0; b < int(d.nBandits); b++ {
		if bd := &d.bandits[b]; bd.hideAt >= 0 && bd.owner != seat {
			bd.hideAt = int8(r.Intn(int(d.g.lay.cars)))
		}
	}

	// the types of the whisky flasks seat has not seen (§11): drawn again
	// from what is left of the box's 5 classic and 1 old
	if d.withHorses() {
		d.redrawFlasks(seat, r)
	}

	// the cards of the others, and seat's own deck order
	for i := 0; i < n; i++ {
		p := &d.players[i]
		if Seat(i) == seat {
			deck := p.deck[:p.deckLen]
			slices.Sort(deck)
			shuffleCards(deck, r)
			slices.Sort(p.hand[:p.kept]) // the view shows a hand in no order
			slices.Sort(p.hand[p.kept:p.handLen])
			continue
		}
		var pool [maxCards + maxPile]Card
		k := 0
		k += copy(pool[k:], p.hand[:p.handLen])
		k += copy(pool[k:], p.deck[:p.deckLen])
		var slots [maxPile]uint8
		ns := 0
		for j := 0; j < int(d.pileLen); j++ {
			if d.hiddenPileCard(j, seat) && d.pile[j].Owner == Seat(i) {
				pc := d.pile[j]
				pool[k] = Card(pc.Kind) | Card(pc.Bandit)<<3
				k++
				slots[ns] = uint8(j)
				ns++
			}
		}
		cardsOf := pool[:k]
		slices.Sort(cardsOf)
		shuffleCards(cardsOf, r)
		// the pile slots first, from the playable cards (a bullet is never played)
		for _, j := range slots[:ns] {
			for x := range cardsOf {
				if cardsOf[x].Kind() != Bullet {
					c := cardsOf[x]
					cardsOf[x] = cardsOf[0]
					cardsOf = cardsOf[1:]
					d.pile[j].Kind, d.pile[j].Bandit = c.Kind(), c.bandit()
					break
				}
			}
		}
		copy(p.hand[:p.handLen], cardsOf[:p.handLen])
		p.syncHand()
		copy(p.deck[:p.deckLen], cardsOf[p.handLen:])
		p.kept = 0 // which cards another player keeps is theirs to know
	}

	// purse values seat has not seen: the values left once those it has
	// seen (and the starting purses, all the lowest value, §3) are taken out
	var free [NumPurses]uint16
	free = d.purseValue
	slices.Sort(free[:])
	nf := NumPurses
	var unknown [NumPurses]LootID
	nu := 0
	for t := LootID(0); t < NumPurses; t++ {
		if d.purseKnown[t]&(1<<uint(seat)) != 0 || int(t) < int(d.nBandits) {
			i := slices.Index(free[:nf], d.purseValue[t])
			copy(free[i:], free[i+1:nf])
			nf--
		} else {
			unknown[nu] = t
			nu++
		}
	}
	vals := free[:nf]
	for j := len(vals) - 1; j > 0; j-- {
		k := r.Intn(j + 1)
		vals[j], vals[k] = vals[k], vals[j]
	}
	for j, t := range unknown[:nu] {
		d.purseValue[t] = vals[j]
	}

	// the round cards still face down
	d.redrawRounds(r)
	return d
}

// hiddenPileCard reports whether pile card j is face down and unknown to
// viewer: not yet turned over, not the one being resolved, not viewer's own
// (the one rule of the views and of Determinize).
func (s *State) hiddenPileCard(j int, viewer Seat) bool {
	pc := s.pile[j]
	resolved := s.phase != Schemin && j < int(s.resolve)
	return pc.FaceDown && !resolved && !s.resolvingCard(j) && pc.Owner != viewer
}

// resolvingCard reports whether pile card j is the card being resolved:
// turned over and waiting for a choice. A forced choice between two cards
// (Horses: take a hostage, flee the Shotgun) resolves no card: the next
// one is still face down.
func (s *State) resolvingCard(j int) bool {
	between := s.stage == StageHostage || s.stage == StageFlee
	return s.phase == Stealin && s.stage != StageNone && !between && j == int(s.resolve)
}

// redrawRounds deals the round cards after the current one anew from the
// cards nobody has seen yet: ordinary cards for the middle rounds, a station
// card for the last (§2).
func (s *State) redrawRounds(r *Rand) {
	cur := int(s.round)
	if cur >= Rounds-1 {
		return
	}
	var seen [256]bool
	for i := 0; i <= cur; i++ {
		seen[s.rounds[i].card] = true
	}
	// the cards this game's round deck draws from (§2, §11) that nobody has seen
	var normal, station [32]int
	nn, ns := 0, 0
	for _, c := range s.g.normal {
		if !seen[c] {
			normal[nn] = int(c)
			nn++
		}
	}
	for _, c := range s.g.station {
		if !seen[c] {
			station[ns] = int(c)
			ns++
		}
	}
	for i := cur + 1; i < Rounds-1; i++ {
		k := r.Intn(nn)
		s.setRound(i, normal[k])
		normal[k] = normal[nn-1]
		nn--
	}
	s.setRound(Rounds-1, station[r.Intn(ns)])
}

// shuffleCards shuffles c with r.
func shuffleCards(c []Card, r *Rand) {
	for j := len(c) - 1; j > 0; j-- {
		k := r.Intn(j + 1)
		c[j], c[k] = c[k], c[j]
	}
}

// redrawFlasks draws the type of every flask seat does not know from the
// flasks of the box seat has not seen (5 classic and 1 old, §11).
func (d *State) redrawFlasks(seat Seat, r *Rand) {
	lt := d.g.loot
	nf := int(lt.end[Whisky] - lt.first[Whisky])
	oldLeft, unknown := 1, 0
	for i := 0; i < nf; i++ {
		if d.knowsFlask(i, seat) {
			if d.flaskOld&(1<<uint(i)) != 0 {
				oldLeft = 0
			}
		} else {
			unknown++
		}
	}
	// the unseen flasks of the box: the ones in play and those left in it
	pool := maxFlasks - (nf - unknown)
	for i := 0; i < nf; i++ {
		if d.knowsFlask(i, seat) {
			continue
		}
		d.flaskOld &^= 1 << uint(i)
		if oldLeft > 0 && r.Intn(pool) == 0 {
			d.flaskOld |= 1 << uint(i)
			oldLeft = 0
		}
		pool--
	}
}

// knowsFlask reports whether seat knows flask i's type.
func (s *State) knowsFlask(i int, seat Seat) bool {
	k := s.flaskKnown[i]
	return k == 0xff || seat >= 0 && k&(1<<uint(seat)) != 0
}
