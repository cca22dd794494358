package express

import (
	"math/bits"

	"colt/engine"
	"colt/engine/express/cards"
)

// startRound opens a round (§4 Start): the two-bandit variant first lets
// every player take a card of their choice, then the hands are dealt.
func (s *State) startRound(em emitter) {
	s.phase = Schemin
	s.turn, s.orderAt, s.subAct, s.cover = 0, 0, 0, false
	s.syncTurn()
	s.pileLen, s.resolve = 0, 0
	s.stage, s.target, s.token = StageNone, NoSeat, NoLoot
	for i := range s.bandits {
		s.bandits[i].hits = 0
	}
	if em.on() {
		em.add(Event{Kind: EvRoundStarted, Seat: s.first, Target: NoSeat, Token: NoLoot, Bandit: NoSeat, Player: NoSeat, Count: int(s.round) + 1,
			RoundCard: s.g.cat.RoundCards[s.rounds[s.round].card].ID, RoundEvent: s.rounds[s.round].event})
	}
	if s.g.rules.Has(RuleTwoBandits) {
		s.phase = Preparing
		s.openStep(StageTakeCard, s.allSeats())
		return
	}
	s.dealRound(0, em)
}

// handTarget is how many cards a player holds after the deal: 6, Doc 7 (§6);
// the two-bandit variant adds the card taken before shuffling (§10).
func (s *State) handTarget(seat Seat) int {
	n := s.g.handSize
	if s.controls(seat, Doc) {
		n++
	}
	if s.withHorses() {
		n -= s.seatHolds(seat, Minister) // §11 the Minister
	}
	return n
}

// controls reports whether seat plays a bandit with character c and its
// power (the Poker Player takes it away, §11).
func (s *State) controls(seat Seat, c Character) bool {
	p := &s.players[seat]
	for _, b := range p.bandits[:p.nBandits] {
		if s.power(Seat(b), c) {
			return true
		}
	}
	return false
}

// dealRound shuffles and deals every hand (§4 Start, §10), then opens
// Schemin' — after the Experts bullet step if anyone drew bullets. took
// has a bit per seat that took a card before the deal (two bandits each).
func (s *State) dealRound(took uint8, em emitter) {
	n := int(s.nPlayers)
	if s.withHorses() { // §11 the Poodle: a neutral bullet into the deck, before the shuffle
		for b := 0; b < int(s.nBandits); b++ {
			if s.holds(Seat(b), Poodle) {
				fl := [1]Seat{Seat(b)}
				s.giveNeutral(fl[:], ruleCause(ByRule, s.bandits[b].owner), em)
			}
		}
	}
	switch {
	case s.g.experts: // no shuffle after the first round; draw up to 6 (§10 Experts)
		for i := 0; i < n; i++ {
			p := &s.players[i]
			if s.round == 0 {
				s.shuffleDeck(p)
			}
			if !s.g.teams { // Teams draw below: the partner's card first
				// two bandits each with Experts (§10, advised against, not
				// forbidden): the card taken comes on top of the draw up to
				// 6, as the variant's 7 in hand (Doc 8) say
				extra := int(took>>uint(i)) & 1
				s.drew(Seat(i), s.draw(Seat(i), s.handTarget(Seat(i))+extra-int(p.handLen)), em)
			}
		}
	case s.g.teams:
		for i := 0; i < n; i++ {
			s.shuffleDeck(&s.players[i])
		}
	default:
		for i := 0; i < n; i++ {
			p := &s.players[i]
			s.shuffleDeck(p)
			// two bandits: 6 (Doc 7) more on top of the card taken before shuffling (§10: 7 in hand, Doc 8);
			// cards kept by a Plan of Attack (§11) are in hand and count toward the 6
			s.drew(Seat(i), s.draw(Seat(i), s.handTarget(Seat(i))-int(p.kept)), em)
			p.kept = 0
		}
	}
	if s.g.teams { // one card from the partner's deck, then the own deck (§10 Teams)
		for i := 0; i < n; i++ {
			p, q := &s.players[i], &s.players[i^1]
			got := 0
			if q.deckLen == 0 && s.g.experts {
				s.reshuffle(q)
			}
			if q.deckLen > 0 {
				q.deckLen--
				p.addHand(q.deck[q.deckLen])
				got = 1
			}
			if em.on() {
				e := ev(EvPartnerCard)
				e.Seat, e.Target, e.Count = Seat(i), Seat(i^1), got
				em.add(e)
			}
		}
		for i := 0; i < n; i++ {
			p := &s.players[i]
			want := s.handTarget(Seat(i)) - int(p.handLen)
			s.drew(Seat(i), s.draw(Seat(i), want), em)
			if !s.g.experts {
				p.kept = 0
			}
		}
	}
	if s.g.experts {
		var who uint8
		for i := 0; i < n; i++ {
			p := &s.players[i]
			for _, c := range p.hand[p.kept:p.handLen] {
				if c.Kind() == Bullet {
					who |= 1 << uint(i)
					break
				}
			}
		}
		if who != 0 {
			s.phase = Preparing
			s.openStep(StageBullets, who)
			return
		}
	}
	s.beginScheming(em)
}

func (s *State) drew(seat Seat, got int, em emitter) {
	if em.on() {
		em.add(Event{Kind: EvCardsDrawn, Seat: seat, Target: NoSeat, Token: NoLoot, Bandit: NoSeat, Player: NoSeat, Count: got})
	}
}

func (s *State) beginScheming(em emitter) {
	s.phase = Schemin
	s.stage = StageNone
	s.actor = s.schemeActor()
	s.maybeTurmoil(em)
}

func (s *State) shuffleDeck(p *player) {
	engine.Shuffle(&s.rng, p.deck[:p.deckLen])
}

// reshuffle turns the discard pile into a new deck under what is left (§10 Experts).
func (s *State) reshuffle(p *player) {
	if p.discLen == 0 {
		return
	}
	d := p.discard[:p.discLen]
	engine.Shuffle(&s.rng, d)
	copy(p.deck[p.discLen:], p.deck[:p.deckLen])
	copy(p.deck[:p.discLen], d)
	p.deckLen += p.discLen
	p.discLen = 0
}

// draw moves up to k cards from the top of seat's deck to its hand (R2: a
// short deck gives what it has; Experts reshuffle the discard first) and
// returns how many.
func (s *State) draw(seat Seat, k int) int {
	p := &s.players[seat]
	if s.g.experts && int(p.deckLen) < k {
		// draw what is left, then the reshuffled discard (§10 Experts)
		n := p.drawCards(int(p.deckLen))
		s.reshuffle(p)
		return n + p.drawCards(k-n)
	}
	return p.drawCards(k)
}

// drawCards moves up to k cards from the top of the deck to the hand and returns how many.
func (p *player) drawCards(k int) int {
	n := max(0, min(k, int(p.deckLen))) // k may be ≤ 0: a hand already full
	top, h := int(p.deckLen)-1, int(p.handLen)
	in, twice := p.inHand, p.twice
	for i := range n {
		c := p.deck[top-i]
		p.hand[h+i] = c
		bit := handBit[c]
		twice |= in & bit
		in |= bit
	}
	p.deckLen -= uint8(n)
	p.handLen += uint8(n)
	p.inHand, p.twice = in, twice
	return n
}

// addHand puts c into the hand.
func (p *player) addHand(c Card) {
	p.hand[p.handLen] = c
	p.handLen++
	bit := handBit[c]
	p.twice |= p.inHand & bit
	p.inHand |= bit
}

// handBit is each card's element of a hand's card sets: cardBit for an
// action card, none for a bullet (a table: no branch on the card).
var handBit = func() (t [256]cardSet) {
	for c := range t {
		if k := Card(c).Kind(); k != Bullet && c>>3 < 8 {
			t[c] = cardBit(Card(c))
		}
	}
	return t
}()

// cardWord reads eight cards as one little-endian word (one load).
func cardWord(h *[8]Card) uint64 {
	return uint64(h[0]) | uint64(h[1])<<8 | uint64(h[2])<<16 | uint64(h[3])<<24 |
		uint64(h[4])<<32 | uint64(h[5])<<40 | uint64(h[6])<<48 | uint64(h[7])<<56
}

// removeHandAt takes the card at hand[i] out of the hand (the last card
// takes its place).
func (p *player) removeHandAt(i int) {
	c := p.hand[i]
	p.handLen--
	p.hand[i] = p.hand[p.handLen]
	bit := handBit[c] // one copy fewer: held twice → once, once → not at all
	p.inHand &^= bit &^ p.twice
	p.twice &^= bit
}

// truncateHand keeps hand[:n] and recomputes the hand's card sets.
func (p *player) truncateHand(n int) {
	p.handLen = uint8(n)
	p.syncHand()
}

// syncHand recomputes the hand's card sets from the hand (after the hand
// was rewritten as a whole).
func (p *player) syncHand() {
	p.inHand, p.twice = 0, 0
	for _, c := range p.hand[:p.handLen] {
		if c.Kind() != Bullet {
			bit := cardBit(c)
			p.twice |= p.inHand & bit
			p.inHand |= bit
		}
	}
}

func (p *player) pushDeck(c Card) {
	p.deck[p.deckLen] = c
	p.deckLen++
}

func (p *player) pushDiscard(c Card) {
	p.discard[p.discLen] = c
	p.discLen++
}

func (p *player) hasPlayable() bool {
	for _, c := range p.hand[:p.handLen] {
		if c.Kind() != Bullet {
			return true
		}
	}
	return false
}

// removeCard removes the first card c of the hand and reports whether it
// was there. It reads the hand eight cards at a time: a byte of
// hand ^ c·0x01… is zero where the hand holds c, and the lowest zero byte
// found by the borrow trick below is exact (the hot path of Schemin').
func (p *player) removeCard(c Card) bool {
	var _ [1]struct{} = [1 - maxCards%8]struct{}{} // the hand is read in whole words
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	pat := uint64(c) * ones
	n := int(p.handLen)
	for i := 0; i < n; i += 8 {
		w := cardWord((*[8]Card)(p.hand[i:i+8])) ^ pat
		if m := (w - ones) &^ w & highs; m != 0 {
			j := i + bits.TrailingZeros64(m)>>3
			if j >= n {
				return false // only a stale byte past the hand matched
			}
			p.removeHandAt(j)
			return true
		}
	}
	return false
}

// removeFromDeck removes one card c from the deck and reports whether it was there.
func (p *player) removeFromDeck(c Card) bool {
	for i, h := range p.deck[:p.deckLen] {
		if h == c {
			copy(p.deck[i:], p.deck[i+1:p.deckLen])
			p.deckLen--
			return true
		}
	}
	return false
}

// removeFromDiscard removes one card c from the discard pile (Experts) and
// reports whether it was there.
func (p *player) removeFromDiscard(c Card) bool {
	for i, h := range p.discard[:p.discLen] {
		if h == c {
			copy(p.discard[i:], p.discard[i+1:p.discLen])
			p.discLen--
			return true
		}
	}
	return false
}

// cardFor is the card a Play-like command names: its kind and bandit (or
// the seat's own bandit when the game does not mix bandits' cards).
func (s *State) cardFor(c *Command) Card {
	b := c.Bandit
	if !s.g.mixed || b == NoSeat {
		b = Seat(s.players[c.Seat].bandits[0])
	}
	return actionCard(c.Card, b)
}

func (s *State) schemeActor() Seat {
	return s.seatInOrder(int(s.orderAt), s.currentTurn() == cards.Switch)
}

// afterPlay moves Schemin' on after seat played card: a Cover chance in
// the two-bandit variant, or the next act. (Scalars, not the Command: the
// command was just written field by field into the legal list, and copying
// it whole would wait for those stores.)
func (s *State) afterPlay(seat Seat, card Card, faceDown bool, em emitter) {
	if s.g.rules.Has(RuleTwoBandits) && !s.cover && card.Kind() == Shoot && !faceDown &&
		s.currentTurn() == cards.Normal && s.coverCards(seat, card.bandit()) {
		s.cover = true // §10 Cover: a card of the other bandit may follow at once
		s.stage = StageCover
		s.actB = card.bandit()
		return
	}
	s.cover = false
	s.stage = StageNone
	s.nextSchemeAct(em)
}

// coverCards reports whether seat holds a non-Marshal card of its bandit other than b.
func (s *State) coverCards(seat, b Seat) bool {
	const everyKind = 0x0101010101010101 // bandit 0's bit in every kind's byte
	others := s.players[seat].inHand &^ (everyKind << uint(b)) &^ (0xff << (uint(MarshalCard) << 3))
	return others != 0
}

// nextSchemeAct moves Schemin' on by one act: the second act of a SpeedUp
// turn, the next seat, the next turn, or the end of Schemin'.
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
		s.syncTurn()
		if s.turn == s.rounds[s.round].nTurns {
			s.endScheming(em)
			return
		}
		s.actor = s.schemeActor()
		s.maybeTurmoil(em)
		return
	}
	s.actor = s.schemeActor()
}

// endScheming ends the planning (§4): hands go back on top of the decks —
// or, with Experts, each player first keeps cards in secret (§10).
func (s *State) endScheming(em emitter) {
	if s.g.experts {
		var who uint8
		for i := 0; i < int(s.nPlayers); i++ {
			if s.players[i].hasPlayable() {
				who |= 1 << uint(i)
			}
		}
		s.phase = Keeping
		if who != 0 {
			s.openStep(StageKeep, who)
			return
		}
		s.resolveStep(em)
		return
	}
	if s.planCount() > 0 { // §11 Plan of Attack: keep cards for the next round
		var who uint8
		for i := 0; i < int(s.nPlayers); i++ {
			if s.players[i].hasPlayable() {
				who |= 1 << uint(i)
			}
		}
		if who != 0 {
			s.phase = Keeping
			s.openStep(StagePlan, who)
			return
		}
	}
	s.handsBack()
	s.turnPileOver(em)
}

// handsBack puts every hand back on top of its deck, but the cards kept
// (hand[:kept], Plan of Attack).
func (s *State) handsBack() {
	for i := 0; i < int(s.nPlayers); i++ {
		p := &s.players[i]
		p.deckLen += uint8(copy(p.deck[p.deckLen:], p.hand[p.kept:p.handLen]))
		if p.kept == 0 {
			p.handLen, p.inHand, p.twice = 0, 0, 0
		} else {
			p.truncateHand(int(p.kept))
		}
	}
}

func (s *State) turnPileOver(em emitter) {
	s.phase = Stealin
	s.resolve = 0
	s.stage = StageNone
	if em.on() {
		em.add(Event{Kind: EvSchemingEnded, Seat: NoSeat, Target: NoSeat, Token: NoLoot, Bandit: NoSeat, Player: NoSeat, Count: int(s.pileLen)})
	}
	s.appear(em) // a bandit the Time-Travel Car hid appears (§12)
}

// openStep starts a simultaneous step: every seat in who owes a hidden choice.
func (s *State) openStep(st Stage, who uint8) {
	s.stage = st
	s.waiting = who
	s.actor = NoSeat
	for i := range s.commit {
		s.commit[i] = -1
	}
}

// commitStep records one seat's choice in a simultaneous step. Choices stay
// hidden (in commit, or in the seat's own hand) until the step resolves.
func (s *State) commitStep(c *Command, em emitter) {
	seat := c.Seat
	done := true
	switch c.Kind {
	case CmdHands:
		s.commit[seat] = int8(c.Bandit)
	case CmdTakeCard:
		s.commit[seat] = int8(s.cardFor(c))
	case CmdDiscardBullets:
		s.commit[seat] = 1
	case CmdHide:
		s.commit[seat] = c.Wagon
	case CmdBoard: // which of the seat's bandits (bit 0: its first, bit 1: its second)
		p := &s.players[seat]
		if int8(c.Bandit) == p.bandits[1] && p.nBandits > 1 {
			s.commit[seat] = 2
		} else {
			s.commit[seat] = 1
		}
	case CmdBoardBoth:
		s.commit[seat] = 3
	case CmdGallop:
		s.commit[seat] = 0
	case CmdPlay: // Turmoil: the card stays in hand until everyone reveals
		s.commit[seat] = int8(s.cardFor(c))
	case CmdDraw:
		s.commit[seat] = turmoilDraw
	case CmdKeep: // a kept card moves to the front of the hand; more may follow
		p := &s.players[seat]
		want := s.cardFor(c)
		for i := int(p.kept); i < int(p.handLen); i++ {
			if p.hand[i] == want {
				p.hand[i], p.hand[p.kept] = p.hand[p.kept], p.hand[i]
				p.kept++
				break
			}
		}
		done = !s.keepable(seat) || s.stage == StagePlan && int(p.kept) >= s.planCount()
	case CmdDecline: // no card to take, the Experts bullets kept: the seat has chosen (its own view shows it)
		s.commit[seat] = commitDeclined
	case CmdDone:
	}
	if done {
		s.waiting &^= 1 << uint(seat)
		if em.on() {
			e := ev(EvCommitted)
			e.Seat = seat
			em.add(e)
		}
	}
}

// commitDeclined is the commit of a seat that declined in a simultaneous
// step (no card taken, the Experts bullets kept); -1 is "not chosen yet"
// and -2 a Turmoil draw (turmoilDraw).
const commitDeclined int8 = -3

// committed returns seat's own choice in the simultaneous step now open,
// once made and until the step resolves: the command it sent, as its legal
// list offered it (docs/design.md: each expected seat commits hidden; only its own
// view shows it). The Experts keep step and the Plan of Attack show theirs
// in the hand's kept cards instead.
func (s *State) committed(seat Seat) (Command, bool) {
	v := s.commit[seat]
	if s.waiting&(1<<uint(seat)) != 0 || v == -1 {
		return Command{}, false
	}
	p := &s.players[seat]
	c := base(seat, CmdDecline)
	switch s.stage {
	case StageHands:
		c.Kind, c.Bandit = CmdHands, Seat(v)
	case StageTakeCard, StageBullets:
		switch {
		case v == commitDeclined:
		case s.stage == StageBullets:
			c.Kind = CmdDiscardBullets
		default:
			card := Card(v)
			c.Kind, c.Card, c.Bandit = CmdTakeCard, card.Kind(), card.bandit()
		}
	case StageHorseAttack:
		switch v {
		case 0:
			c.Kind = CmdGallop
		case 3:
			c.Kind = CmdBoardBoth
		default: // 1: the seat's first bandit, 2: its second
			c.Kind, c.Bandit = CmdBoard, Seat(p.bandits[v-1])
		}
	case StageTurmoil:
		if v == turmoilDraw {
			c.Kind = CmdDraw
			break
		}
		card := Card(v)
		c = Play(seat, card.Kind(), false)
		if s.g.mixed {
			c.Bandit = card.bandit()
		}
	default:
		return Command{}, false
	}
	return c, true
}

// keepable reports whether seat still holds an action card it has not kept.
func (s *State) keepable(seat Seat) bool {
	p := &s.players[seat]
	for _, c := range p.hand[p.kept:p.handLen] {
		if c.Kind() != Bullet {
			return true
		}
	}
	return false
}

// resolveStep reveals and applies every commit of a finished simultaneous step.
func (s *State) resolveStep(em emitter) {
	n := int(s.nPlayers)
	switch s.stage {
	case StageHands: // §10: the left-hand bandit to the caboose, the other to the wagon before
		lay := s.g.lay
		caboose := lay.inside(lay.caboose())
		for i := 0; i < n; i++ {
			p := &s.players[i]
			left := Seat(s.commit[i])
			for _, b := range p.bandits[:p.nBandits] {
				bd := &s.bandits[b]
				bd.pos = caboose
				if Seat(b) != left {
					bd.pos = lay.step(caboose, towardLoco)
				}
				if em.on() {
					e := ev(EvBanditPlaced)
					e.Seat, e.To, e.Cause = Seat(b), lay.pos(bd.pos), ruleCause(ByRule, Seat(i))
					em.add(e)
				}
			}
		}
		s.stage = StageNone
		s.startRound(em)
	case StageTakeCard: // §10: the chosen card into the hand, then shuffle and draw
		var took uint8
		for i := 0; i < n; i++ {
			p := &s.players[i]
			// with Experts the card may come from the discard too: the
			// variant's player chooses among all their cards not in hand
			if s.commit[i] >= 0 && (p.removeFromDeck(Card(s.commit[i])) || p.removeFromDiscard(Card(s.commit[i]))) {
				took |= 1 << uint(i)
				p.addHand(Card(s.commit[i]))
				if em.on() {
					e := ev(EvCardTaken)
					e.Seat, e.Card, e.Bandit = Seat(i), Card(s.commit[i]).Kind(), Card(s.commit[i]).bandit()
					em.add(e)
				}
			}
		}
		s.stage = StageNone
		s.dealRound(took, em)
	case StageHorseAttack: // §11: the fists for this wagon
		s.resolveAttack(em)
	case StageTurmoil: // §11: every choice revealed, cards onto the pile in turn order
		s.resolveTurmoil(em)
	case StagePlan: // §11 Plan of Attack: the kept cards stay in hand, the rest go back
		s.stage = StageNone
		s.handsBack()
		if em.on() {
			for i := 0; i < n; i++ {
				e := ev(EvCardsKept)
				e.Seat, e.Count = Seat(i), int(s.players[i].kept)
				em.add(e)
			}
		}
		s.turnPileOver(em)
	case StageHide: // §12: the bandit alone in the Car hides, then the next round
		s.hide(s.commit[s.bandits[s.actB].owner], em)
		s.stage = StageNone
		s.startRound(em)
	case StageBullets: // Experts: drawn bullets straight to the discard
		for i := 0; i < n; i++ {
			if s.commit[i] != 1 {
				continue
			}
			p := &s.players[i]
			got := 0
			var named []CardView // the discarded cards, for the narration only (em on)
			for j := int(p.kept); j < int(p.handLen); {
				if p.hand[j].Kind() == Bullet {
					if em.on() {
						named = append(named, s.cardView(p.hand[j]))
					}
					p.pushDiscard(p.hand[j])
					p.removeHandAt(j)
					got++
					continue
				}
				j++
			}
			if em.on() {
				e := ev(EvCardsDiscarded)
				e.Seat, e.Count, e.Cards = Seat(i), got, named
				em.add(e)
			}
		}
		s.beginScheming(em)
	case StageKeep, StageNone: // Experts: discard what was not kept
		for i := 0; i < n; i++ {
			p := &s.players[i]
			got := int(p.handLen) - int(p.kept)
			var named []CardView // the discarded cards, for the narration only (em on)
			for _, c := range p.hand[p.kept:p.handLen] {
				if em.on() {
					named = append(named, s.cardView(c))
				}
				p.pushDiscard(c)
			}
			p.truncateHand(int(p.kept))
			p.kept = 0
			if em.on() {
				e := ev(EvCardsKept)
				e.Seat, e.Count = Seat(i), int(p.handLen)
				em.add(e)
				if got > 0 {
					e = ev(EvCardsDiscarded)
					e.Seat, e.Count, e.Cards = Seat(i), got, named
					em.add(e)
				}
			}
		}
		s.turnPileOver(em)
	}
}

// advance resolves every automatic step until a seat must choose: R2
// passes, cards without a choice, single-option choices, events.
func (s *State) advance(em emitter) {
	for {
		if s.waiting != 0 {
			return
		}
		switch s.phase {
		case GameOver, Preparing, Keeping:
			return
		case Schemin:
			if s.stage == StageCover {
				return
			}
			p := &s.players[s.actor]
			if s.drinks > 0 { // whisky: the cards in a row, while there are any (R2)
				if p.hasPlayable() {
					return
				}
				s.drinks = 0
			} else if p.deckLen > 0 || p.hasPlayable() || (s.g.experts && p.discLen > 0) {
				return
			}
			if em.on() {
				em.add(Event{Kind: EvPassed, Seat: s.actor, Target: NoSeat, Token: NoLoot, Bandit: NoSeat, Player: NoSeat, Cause: ruleCause(ByRule, NoSeat)})
			}
			s.nextSchemeAct(em)
		case Stealin, EventChoice:
			if s.stage == StageNone && s.pending() {
				s.openPending()
				continue
			}
			if s.stage != StageNone {
				c, ok := s.onlyOption()
				if !ok {
					return
				}
				s.choose(&c, true, em)
				continue
			}
			if s.phase == EventChoice {
				if s.roundEnd != 0 {
					s.phase = Stealin
					s.endRound(em)
					continue
				}
				s.nextPickpocket(em)
				continue
			}
			if s.resolve < s.pileLen {
				if s.beginCard(em) {
					return
				}
				continue
			}
			s.roundEvent(em)
		}
	}
}

// endRound passes the first player on (to the left; Teams: to the next
// team's A player) and deals the next round, or ends the game.
func (s *State) endRound(em emitter) {
	s.stage = StageNone
	if s.withHorses() && s.roundEnd < 2 { // §11: after the event the stagecoach moves toward the caboose
		s.roundEnd = 2
		s.moveCoach(ruleCause(ByRule, NoSeat), em)
		s.shotgunSweep(em)
		if s.pending() {
			s.phase = EventChoice
			return
		}
	}
	s.roundEnd = 0
	step := 1
	if s.g.teams {
		step = 2
	}
	s.first = Seat((int(s.first) + step) % int(s.nPlayers))
	if em.on() {
		em.add(Event{Kind: EvRoundEnded, Seat: s.first, Target: NoSeat, Token: NoLoot, Bandit: NoSeat, Player: NoSeat, Count: int(s.round) + 1})
	}
	s.round++
	defer s.syncTurn()
	if s.round == Rounds {
		s.round = Rounds - 1 // keep indexing the last round card
		s.timeTravelEnd(em)
		s.phase = GameOver
		s.actor = NoSeat
		if em.on() {
			em.add(Event{Kind: EvGameOver, Seat: NoSeat, Target: NoSeat, Token: NoLoot, Bandit: NoSeat, Player: NoSeat})
		}
		return
	}
	if s.timeTravel() {
		return // the bandit alone in the Car hides first (§12)
	}
	s.startRound(em)
}

// onlyOption returns the actor's one legal choice when a Stealin' or event
// stage offers exactly one (it is then taken automatically), counting the
// options without listing them where it can.
func (s *State) onlyOption() (Command, bool) {
	seat := s.actor
	b := &s.bandits[s.actB]
	lay := s.g.lay
	switch s.stage {
	case StageMove:
		if m := s.moveList(s.actB); m.n == 1 {
			w, f := lay.destArgs(b.pos, m.p[0])
			c := Choose(seat, CmdMove, int(w))
			c.Floor = f
			return c, true
		}
		return Command{}, false
	case StageKeepPurse, StagePickpocket:
		return Command{}, false // always a real choice (keep or drop; take or decline)
	case StageShoot, StagePunch, StageRob, StagePunchLoot:
		return Command{}, false // a single target or token was taken at once
	case StageMarshal:
		if a := lay.places[s.marshal].along; lay.onTrain(a[0]) && lay.onTrain(a[1]) {
			return Command{}, false
		}
	case StagePush: // as legalInto lists them: one command per place pushList gives
		from := s.bandits[s.target].pos
		if m := s.pushList(from); m.n == 1 {
			w, f := lay.destArgs(from, m.p[0])
			c := Choose(seat, CmdPush, int(w))
			c.Floor = f
			return c, true
		}
		return Command{}, false
	case StageRide: // a horse reaches every car up to 3 away: two at least (§11)
		return Command{}, false
	}
	var buf [maxLegal]Command
	opts := s.legalInto(seat, buf[:0])
	if len(opts) != 1 {
		return Command{}, false
	}
	return opts[0], true
}
