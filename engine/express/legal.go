package express

import (
	"colt/engine"

	"fmt"
	"math/bits"
	"slices"
	"strings"

	"colt/engine/express/cards"
)

// maxLegal bounds the number of legal commands of one seat in any state:
// 26 tokens at one place plus a decline, or the Schemin' choices of a hand
// holding two bandits' cards (11 kinds × 2 faces + draw).
const maxLegal = 32

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
// expected seat, in seat order. In a live state it is never empty; after the
// game it is empty.
func Legal(s *State) []Command {
	var buf [maxLegal]Command
	var out []Command
	for i := 0; i < int(s.nPlayers); i++ {
		if s.IsExpected(Seat(i)) {
			out = append(out, s.legalInto(Seat(i), buf[:0])...)
		}
	}
	if out == nil {
		out = []Command{}
	}
	return out
}

// LegalFor returns the commands seat may give now, in a stable order: never
// empty for an expected seat, empty for any other.
func LegalFor(s *State, seat Seat) []Command {
	var buf [maxLegal]Command
	return append([]Command{}, s.LegalInto(seat, buf[:0])...)
}

// LegalInto appends seat's legal commands to buf and returns it; it does not
// allocate when buf has room (bots and benchmarks).
func (s *State) LegalInto(seat Seat, buf []Command) []Command {
	if !s.IsExpected(seat) {
		return buf
	}
	return s.legalInto(seat, buf)
}

// LegalAllInto appends the legal commands of every expected seat, in seat
// order, to buf (random players and simulations); it does not allocate
// when buf has room for maxLegal commands per expected seat.
func (s *State) LegalAllInto(buf []Command) []Command {
	if s.waiting == 0 {
		if s.phase == GameOver {
			return buf
		}
		return s.legalInto(s.actor, buf)
	}
	for i := 0; i < int(s.nPlayers); i++ {
		if s.waiting&(1<<uint(i)) != 0 {
			buf = s.legalInto(Seat(i), buf)
		}
	}
	return buf
}

// addChoice appends Choose(seat, k, arg), its fields written in place (a
// Command built in a local and copied costs a store-forwarding stall).
func addChoice(out []Command, seat Seat, k CommandKind, arg int) []Command {
	out = append(out, Command{})
	c := &out[len(out)-1]
	c.Seat, c.Kind, c.Target, c.Token, c.Bandit = seat, k, NoSeat, NoLoot, NoSeat
	switch k {
	case CmdMove, CmdPush, CmdMarshal, CmdHide, CmdStartWagon, CmdRide, CmdFlee:
		c.Wagon = int8(arg)
	case CmdShoot, CmdPunch:
		c.Target = Seat(arg)
	case CmdRob, CmdPunchLoot, CmdPickpocket, CmdDrink:
		c.Token = LootID(arg)
	case CmdKeepPurse:
		c.Keep = arg != 0
	}
	return out
}

// playsInto appends a Play of each card in cs, in kind then bandit order,
// naming the card's bandit when hands mix bandits' cards: face down when
// down, or with both each card face up then face down (Ghost, §6). Room is
// made at once and fields are written in place: building a Command in a
// local and copying it costs a store-forwarding stall per command.
func (s *State) playsInto(out []Command, seat Seat, cs cardSet, down, both bool) []Command {
	per := 1
	if both {
		per = 2
	}
	n := len(out)
	k := per * bits.OnesCount64(uint64(cs))
	out = slices.Grow(out, k+1)[:n+k]
	mixed := s.g.mixed
	tmpl := Play(seat, 0, down) // copied whole: it was written long before
	for cs != 0 {
		c := cs.next()
		b := NoSeat
		if mixed {
			b = c.bandit()
		}
		o := &out[n]
		*o = tmpl
		o.Card, o.Bandit = c.Kind(), b
		n++
		if both {
			o = &out[n]
			*o = tmpl
			o.Card, o.Bandit, o.FaceDown = c.Kind(), b, true
			n++
		}
	}
	return out
}

// cardSet is a set of action cards: bit kind<<3|bandit.
type cardSet uint64

func (cs cardSet) has(c Card) bool { return cs&(1<<uint(c.Kind()<<3|ActionKind(c>>3))) != 0 }

// cardBit is action card c's element of a cardSet.
func cardBit(c Card) cardSet { return 1 << uint(c.Kind()<<3|ActionKind(c>>3)) }

// handSet returns the distinct action cards in hand[from:], skipping
// bullets (a game that does not mix bandits' cards holds only its
// player's bandit's, so there is one entry per kind).
func handSet(p *player, from int) cardSet {
	if from == 0 {
		return p.inHand
	}
	var set cardSet
	for _, c := range p.hand[from:p.handLen] {
		if c.Kind() != Bullet {
			set |= cardBit(c)
		}
	}
	return set
}

// next removes and returns the set's first card in kind, then bandit, order.
func (cs *cardSet) next() Card {
	i := bits.TrailingZeros64(uint64(*cs))
	*cs &^= 1 << uint(i)
	return Card(i>>3) | Card(i&7)<<3
}

func (s *State) legalInto(seat Seat, out []Command) []Command {
	switch s.phase {
	case GameOver:
		return out
	case Preparing, Keeping:
		return s.stepLegal(seat, out)
	case Schemin:
		p := &s.players[seat]
		if s.stage == StageTurmoil {
			return s.turmoilLegal(seat, out)
		}
		cs := handSet(p, 0)
		if s.drinks > 0 { // whisky: play action cards in a row, face up (§11)
			return s.playsInto(out, seat, cs, false, false)
		}
		if s.stage == StageCover { // §10 Cover: a card of the other bandit, not a Marshal, or none
			for cs != 0 {
				if c := cs.next(); c.Kind() != MarshalCard && c.bandit() != s.actB {
					out = append(out, Command{})
					o := &out[len(out)-1] // fields in place (see addChoice)
					o.Seat, o.Kind, o.Card, o.Target, o.Token, o.Bandit = seat, CmdPlay, c.Kind(), NoSeat, NoLoot, c.bandit()
				}
			}
			return addChoice(out, seat, CmdDecline, 0)
		}
		turn := s.currentTurn()
		ghost := s.turn == 0 && s.subAct == 0 && turn != cards.Tunnel && s.controls(seat, Ghost) // §6 Ghost
		tunnel := turn == cards.Tunnel
		if s.withHorses() && s.seatHolds(seat, Photographer) > 0 {
			ghost, tunnel = false, false // §11 the Photographer: no face-down card, even as Ghost
		}
		mixed := s.g.mixed
		if !mixed && !ghost {
			// the hot path of every game: one bandit's cards, one command per
			// kind held. Every kind gets a slot written and the count moves on
			// only for the kinds in hand, so no branch depends on the hand
			// (a loop over the hand's cards ends at a different count each
			// time, a wrong guess for the processor every time).
			own := uint(p.bandits[0])
			n := len(out)
			out = slices.Grow(out, int(numKinds)+1)[:n+int(numKinds)]
			tmpl := Play(seat, 0, tunnel)
			for k := ActionKind(0); k < numKinds; k++ {
				o := &out[n]
				*o = tmpl
				o.Card = k
				n += int(cs >> (uint(k)<<3 | own) & 1)
			}
			out = out[:n]
			if p.deckLen > 0 || (s.g.experts && p.discLen > 0) {
				out = addChoice(out, seat, CmdDraw, 0)
			}
			if s.withHorses() {
				out = s.drinkLegal(seat, out)
			}
			return out
		}
		// several bandits' cards (two bandits, Teams), or Ghost's first turn
		out = s.playsInto(out, seat, cs, tunnel, ghost)
		if p.deckLen > 0 || (s.g.experts && p.discLen > 0) {
			out = addChoice(out, seat, CmdDraw, 0)
		}
		if s.withHorses() {
			out = s.drinkLegal(seat, out)
		}
		return out
	}
	b := &s.bandits[s.actB]
	lay := s.g.lay
	switch s.stage {
	case StageMove:
		m := s.moveList(s.actB)
		for _, to := range m.p[:m.n] {
			out = s.addDest(out, seat, CmdMove, b.pos, to)
		}
	case StageRide:
		out = s.rideLegal(seat, out)
	case StageHostage, StageFlee:
		out = s.pendingLegal(seat, out)
	case StageShoot:
		t, n := s.shootTargets(s.actB)
		for _, x := range t[:n] {
			out = addChoice(out, seat, CmdShoot, int(x))
		}
	case StageRob:
		var buf [maxLoot]LootID
		for _, tok := range s.robChoices(b.pos, buf[:0]) {
			out = addChoice(out, seat, CmdRob, int(tok))
		}
	case StagePunch:
		t, n := s.punchTargets(s.actB)
		for _, x := range t[:n] {
			out = addChoice(out, seat, CmdPunch, int(x))
		}
		if s.shotgunPunchable(s.actB) {
			out = append(out, base(seat, CmdPunchShotgun))
		}
	case StagePunchLoot:
		var buf [maxLoot]LootID
		for _, tok := range s.tokenChoices(heldBy(s.target), buf[:0]) {
			out = addChoice(out, seat, CmdPunchLoot, int(tok))
		}
	case StageKeepPurse:
		out = addChoice(addChoice(out, seat, CmdKeepPurse, 1), seat, CmdKeepPurse, 0)
	case StagePush: // one car along the punched bandit's floor (§5; into or out of the Car, §12)
		from := s.bandits[s.target].pos
		m := s.pushList(from)
		for _, to := range m.p[:m.n] {
			out = s.addDest(out, seat, CmdPush, from, to)
		}
	case StageMarshal: // one car along the train, inside (§5); never into the Car (§12)
		for _, to := range lay.places[s.marshal].along {
			if lay.onTrain(to) {
				out = addChoice(out, seat, CmdMarshal, int(lay.wagon(to)))
			}
		}
	case StagePickpocket:
		at := atPlace(b.pos)
		for i := s.g.loot.first[Purse]; i < s.g.loot.end[Purse]; i++ {
			if s.loot[i] == at {
				out = addChoice(out, seat, CmdPickpocket, int(i))
			}
		}
		out = addChoice(out, seat, CmdDecline, 0)
	}
	return out
}

// stepLegal lists a seat's choices in a simultaneous step.
func (s *State) stepLegal(seat Seat, out []Command) []Command {
	p := &s.players[seat]
	switch s.stage {
	case StageHands: // which bandit is in the left hand (it goes to the caboose)
		for _, b := range p.bandits[:p.nBandits] {
			c := base(seat, CmdHands)
			c.Bandit = Seat(b)
			out = append(out, c)
		}
	case StageTakeCard: // any card of the deck (with Experts, or of the discard), or none
		var inDeck cardSet // the distinct action cards of the deck, in one pass
		for _, c := range p.deck[:p.deckLen] {
			inDeck |= handBit[c]
		}
		for _, c := range p.discard[:p.discLen] { // empty without Experts
			inDeck |= handBit[c]
		}
		// a slot per kind and bandit, written from a template; the count
		// moves on for the cards the deck holds (bullets are never in inDeck)
		n := len(out)
		out = slices.Grow(out, int(numKinds)*int(p.nBandits)+1)[:n+int(numKinds)*int(p.nBandits)]
		tmpl := base(seat, CmdTakeCard)
		for k := ActionKind(0); k < numKinds; k++ {
			for _, b := range p.bandits[:p.nBandits] {
				o := &out[n]
				*o = tmpl
				o.Card, o.Bandit = k, Seat(b)
				n += b2i(inDeck.has(actionCard(k, Seat(b))))
			}
		}
		out = out[:n]
		out = addChoice(out, seat, CmdDecline, 0)
	case StageBullets:
		out = append(out, base(seat, CmdDiscardBullets), base(seat, CmdDecline))
	case StageHide: // under the locomotive or any wagon (§12), or the stagecoach (§11)
		for w := 0; w < int(s.g.lay.cars); w++ {
			out = addChoice(out, seat, CmdHide, w)
		}
		if s.withHorses() {
			out = addChoice(out, seat, CmdHide, int(coachWagon))
		}
	case StageHorseAttack, StageAttackAlone:
		return s.attackLegal(seat, out)
	case StagePlan:
		fallthrough
	case StageKeep:
		cs := handSet(p, int(p.kept))
		n := len(out)
		k := bits.OnesCount64(uint64(cs))
		out = slices.Grow(out, k+1)[:n+k]
		tmpl := base(seat, CmdKeep) // copied whole: written long before
		for cs != 0 {
			c := cs.next()
			o := &out[n]
			*o = tmpl
			o.Card = c.Kind()
			if s.g.mixed {
				o.Bandit = c.bandit()
			}
			n++
		}
		out = addChoice(out, seat, CmdDone, 0)
	}
	return out
}

// check returns nil if c is legal now, or an *IllegalError saying why not.
func (s *State) check(c Command) error {
	if s.phase == GameOver {
		return &IllegalError{Command: c, Code: RefusedGameOver, Reason: "the game is over; start a new game"}
	}
	if !s.IsExpected(c.Seat) {
		who := s.Actor()
		return &IllegalError{Command: c, Code: RefusedNotYourTurn, Reason: fmt.Sprintf("it is %s's turn, not %s's", who, c.Seat)}
	}
	var buf [maxLegal]Command
	legal := s.legalInto(c.Seat, buf[:0])
	for _, l := range legal {
		if l == c {
			return nil
		}
	}
	names := make([]string, len(legal))
	for i, l := range legal {
		names[i] = l.String()
	}
	return &IllegalError{Command: c, Code: RefusedNotLegal, Reason: fmt.Sprintf("not allowed now (%s, %s); choose one of %s", s.phase, s.stage, strings.Join(names, " "))}
}

// Apply returns the state after cmd and the events it caused. It never
// mutates s; an illegal command returns s unchanged and an error wrapping
// ErrIllegal (docs/design.md rule 2).
func Apply(s State, cmd Command) (State, []Event, error) {
	var evs []Event
	if err := s.Do(cmd, &evs); err != nil {
		return s, nil, err
	}
	return s, evs, nil
}

// Do applies cmd to s in place, appending events to *evs (nil: no events).
// The command is checked against Legal before anything changes, so on
// error s is as it was.
func (s *State) Do(cmd Command, evs *[]Event) error {
	if err := s.check(cmd); err != nil {
		return err
	}
	s.apply(&cmd, emitter{list: evs})
	return nil
}

// DoWithViews is Do that also appends to views the public view as each
// event is told (StepView), so a screen can draw every step — every page of a
// long step — of a resolution as it stood. It is for hosts: each view is
// built anew, so bots and simulations use Do or DoLegal.
func (s *State) DoWithViews(cmd Command, evs *[]Event, views *[]StepView) error {
	if err := s.check(cmd); err != nil {
		return err
	}
	if evs == nil {
		evs = new([]Event)
	}
	s.apply(&cmd, emitter{list: evs, views: views, st: s})
	return nil
}

// DoLegal applies legal[i], where legal is exactly what LegalInto returned
// for this state and that command's seat (bots, simulations, benchmarks:
// the list they chose from is the validation, so it is not rebuilt).
func (s *State) DoLegal(legal []Command, i int, evs *[]Event) {
	s.apply(&legal[i], emitter{list: evs})
}

// apply applies a command known to be legal; *cmd is not changed. (A
// pointer: the legal list was just written field by field, and copying a
// whole Command out of it at once would wait for those stores to land.)
func (s *State) apply(cmd *Command, em emitter) {
	s.version++
	partial := false
	seat := cmd.Seat
	switch {
	case s.waiting != 0:
		s.commitStep(cmd, em)
		if s.waiting != 0 {
			partial = true
		} else {
			s.resolveStep(em)
		}
	case s.phase == Schemin:
		p := &s.players[cmd.Seat]
		switch cmd.Kind {
		case CmdDraw:
			n := s.draw(cmd.Seat, 3)
			if em.on() {
				e := ev(EvCardsDrawn)
				e.Seat, e.Count = cmd.Seat, n
				em.add(e)
			}
			s.cover = false
			s.stage = StageNone
			s.nextSchemeAct(em)
		case CmdDecline: // no Cover card
			s.cover = false
			s.stage = StageNone
			s.nextSchemeAct(em)
		case CmdDrink:
			s.drink(*cmd, em)
		default:
			card := s.cardFor(cmd)
			p.removeCard(card)
			pc := &s.pile[s.pileLen]
			pc.Owner, pc.Bandit, pc.Kind, pc.FaceDown = cmd.Seat, card.bandit(), cmd.Card, cmd.FaceDown
			s.pileLen++
			if em.on() {
				e := ev(EvCardPlayed)
				e.Seat, e.Card, e.FaceDown, e.Count = cmd.Seat, cmd.Card, cmd.FaceDown, int(s.pileLen)
				if s.g.mixed {
					e.Bandit = card.bandit()
				}
				em.add(e)
			}
			if s.drinks > 0 { // whisky: the next card in a row, or the turn moves on
				if s.drinks--; s.drinks == 0 {
					s.nextSchemeAct(em)
				}
			} else if s.cover {
				s.cover = false
				s.stage = StageNone
				s.nextSchemeAct(em)
			} else {
				s.afterPlay(cmd.Seat, card, cmd.FaceDown, em)
			}
		}
	default:
		s.choose(cmd, false, em)
	}
	s.advance(em)
	switch {
	case partial: // only the committing seat's pending choice moved on
		s.seatVer[seat] = s.version
	case s.waiting != 0: // a simultaneous step opened: every seat starts from here
		for i := range s.seatVer {
			s.seatVer[i] = s.version
		}
	default: // outside a simultaneous step every seat uses the one state id
		s.seatVer = [MaxPlayers]uint32{}
	}
}
