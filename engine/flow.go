package engine

import (
	"colt/engine/cards"
)

// startRound shuffles every deck, deals the hands and opens Schemin' (§4 Start).
func (s *State) startRound(em emitter) {
	s.phase = Schemin
	s.turn, s.orderAt, s.subAct = 0, 0, 0
	s.pileLen, s.resolve = 0, 0
	s.stage, s.target, s.token = StageNone, NoSeat, NoLoot
	if em.on() {
		em.add(Event{Kind: EvRoundStarted, Seat: s.first, Target: NoSeat, Token: NoLoot, Count: int(s.round) + 1,
			RoundCard: s.cat.RoundCards[s.rounds[s.round].card].ID, RoundEvent: s.rounds[s.round].event})
	}
	for i := 0; i < int(s.nPlayers); i++ {
		p := &s.players[i]
		d := p.deck[:p.deckLen]
		for j := len(d) - 1; j > 0; j-- {
			k := s.rng.intn(j + 1)
			d[j], d[k] = d[k], d[j]
		}
		want := 6
		if p.character == Doc {
			want = 7 // §6 Doc
		}
		got := p.drawCards(want)
		if em.on() {
			em.add(Event{Kind: EvCardsDrawn, Seat: Seat(i), Target: NoSeat, Token: NoLoot, Count: got})
		}
	}
	s.actor = s.schemeActor()
}

// drawCards moves up to k cards from the top of the deck to the hand (R2:
// a short deck gives what it has) and returns how many.
func (p *player) drawCards(k int) int {
	n := 0
	for ; n < k && p.deckLen > 0; n++ {
		p.deckLen--
		p.hand[p.handLen] = p.deck[p.deckLen]
		p.handLen++
	}
	return n
}

func (p *player) pushDeck(c Card) {
	p.deck[p.deckLen] = c
	p.deckLen++
}

func (p *player) hasPlayable() bool {
	for _, c := range p.hand[:p.handLen] {
		if c.Kind() != Bullet {
			return true
		}
	}
	return false
}

// removeFromHand removes one card of kind k and reports whether it was there.
func (p *player) removeFromHand(k ActionKind) bool {
	for i, c := range p.hand[:p.handLen] {
		if c.Kind() == k {
			p.handLen--
			p.hand[i] = p.hand[p.handLen]
			return true
		}
	}
	return false
}

func (s *State) schemeActor() Seat {
	return s.seatInOrder(int(s.orderAt), s.currentTurn() == cards.Switch)
}

// nextSchemeAct moves Schemin' on by one act: the second act of a SpeedUp
// turn, the next seat, the next turn, or Stealin'.
func (s *State) nextSchemeAct(em emitter) {
	if s.currentTurn() == cards.SpeedUp && s.subAct == 0 {
		s.subAct = 1
		return
	}
	s.subAct = 0
	s.orderAt++
	if s.orderAt == s.nPlayers {
		s.orderAt = 0
		s.turn++
		if s.turn == s.rounds[s.round].nTurns {
			s.endScheming(em)
			return
		}
	}
	s.actor = s.schemeActor()
}

// endScheming puts every hand back on top of its deck and turns the pile over (§4).
func (s *State) endScheming(em emitter) {
	for i := 0; i < int(s.nPlayers); i++ {
		p := &s.players[i]
		for _, c := range p.hand[:p.handLen] {
			p.pushDeck(c)
		}
		p.handLen = 0
	}
	s.phase = Stealin
	s.resolve = 0
	s.stage = StageNone
	if em.on() {
		em.add(Event{Kind: EvSchemingEnded, Seat: NoSeat, Target: NoSeat, Token: NoLoot, Count: int(s.pileLen)})
	}
}

// advance resolves every automatic step until a seat must choose: R2
// passes, cards without a choice, single-option choices, events.
func (s *State) advance(em emitter) {
	var buf [maxLegal]Command
	for {
		switch s.phase {
		case GameOver:
			return
		case Schemin:
			p := &s.players[s.actor]
			if p.hasPlayable() || p.deckLen > 0 {
				return
			}
			if em.on() {
				em.add(Event{Kind: EvPassed, Seat: s.actor, Target: NoSeat, Token: NoLoot, Cause: Cause{By: ByRule}})
			}
			s.nextSchemeAct(em)
		case Stealin, EventChoice:
			if s.stage != StageNone {
				opts := s.legalInto(buf[:0])
				if len(opts) != 1 {
					return
				}
				s.choose(opts[0], true, em)
				continue
			}
			if s.phase == EventChoice {
				s.nextPickpocket(em)
				continue
			}
			if s.resolve < s.pileLen {
				s.beginCard(em)
				continue
			}
			s.roundEvent(em)
		}
	}
}

// endRound passes the first player to the left and deals the next round, or ends the game.
func (s *State) endRound(em emitter) {
	s.stage = StageNone
	s.first = Seat((int(s.first) + 1) % int(s.nPlayers))
	if em.on() {
		em.add(Event{Kind: EvRoundEnded, Seat: s.first, Target: NoSeat, Token: NoLoot, Count: int(s.round) + 1})
	}
	s.round++
	if s.round == Rounds {
		s.round = Rounds - 1 // keep indexing the last round card
		s.phase = GameOver
		s.actor = NoSeat
		if em.on() {
			em.add(Event{Kind: EvGameOver, Seat: NoSeat, Target: NoSeat, Token: NoLoot})
		}
		return
	}
	s.startRound(em)
}
