package super

// This file is the action phase and the end of a round. Each rule cites
// §13 / R10 of docs/rules.md and the rulebook sentence it implements.

// pushBack puts seat at the caboose end of the line.
func (l *line) pushBack(seat Seat) {
	l.who[l.n] = int8(seat)
	l.n++
}

// pushFront puts seat at the locomotive end of the line.
func (l *line) pushFront(seat Seat) {
	copy(l.who[1:l.n+1], l.who[:l.n])
	l.who[0] = int8(seat)
	l.n++
}

// remove takes seat out of the line, closing the gap.
func (l *line) remove(seat Seat) {
	for i := 0; i < int(l.n); i++ {
		if Seat(l.who[i]) == seat {
			copy(l.who[i:l.n-1], l.who[i+1:l.n])
			l.n--
			l.who[l.n] = 0
			return
		}
	}
}

// openPlan starts a round's plan ("Le Plan"): every seat whose bandit is
// still on the train owes a secret stack.
func (s *State) openPlan(em emitter) {
	s.phase = Plan
	s.waiting = s.aboard
	s.stack = [MaxPlayers][StackSize]Card{}
	if em.on() {
		e := ev(EvRoundStarted)
		e.Seat, e.Count, e.Wagon = s.first, int(s.round)+1, int(s.caboose())
		s.emit(em, e)
	}
}

// resolveRound plays the action phase and the end of the round:
//
//	"La manche commence par le joueur avec la carte Premier Joueur puis
//	continue dans le sens des aiguilles d'une montre. […] Chaque joueur ne
//	joue qu'une seule carte à la fois, il jouera la suivante à son prochain
//	tour." — §13: "from the first player clockwise, each player reveals and
//	resolves their top card, one card per turn, until all are resolved."
//
// A card of a bandit eliminated earlier in the round is skipped and stays
// hidden. The game ends at once when one bandit is left.
func (s *State) resolveRound(em emitter) {
	n := int(s.nPlayers)
	var shown [MaxPlayers]uint8
	if em.on() {
		e := ev(EvActionStarted)
		e.Seat, e.Count = s.first, int(s.round)+1
		s.emit(em, e)
	}
	for k := 0; k < StackSize; k++ {
		for j := 0; j < n; j++ {
			seat := Seat((int(s.first) + j) % n)
			if s.aboard&(1<<uint(seat)) == 0 {
				continue // eliminated: its cards are not played
			}
			shown[seat]++
			s.play(seat, s.stack[seat][k], k, em)
			if s.aboardCount() <= 1 {
				s.keepLast(&shown)
				s.endGame(EndLastBandit, s.aboard, em)
				return
			}
		}
	}
	s.keepLast(&shown)
	s.endRound(em)
}

// keepLast moves the round's stacks to the record of the round just played
// (only the revealed cards of them are public) and clears the plan.
func (s *State) keepLast(shown *[MaxPlayers]uint8) {
	s.last = s.stack
	s.lastShown = *shown
	for i := range s.last {
		for k := int(shown[i]); k < StackSize; k++ {
			s.last[i][k] = HiddenCard // never revealed: stays secret (and is not kept)
		}
	}
	s.stack = [MaxPlayers][StackSize]Card{}
}

// play reveals and resolves one card of seat (the k-th of its stack).
func (s *State) play(seat Seat, card Card, k int, em emitter) {
	b := &s.bandits[seat]
	if em.on() {
		e := ev(EvCardRevealed)
		e.Seat, e.Card, e.Count, e.From, e.Facing = seat, card, k+1, at(s.spotOf(seat)), b.facing
		s.emit(em, e)
	}
	// "Réveil — Lorsque vous êtes sonné, toutes les cartes Action jouées ont
	// le même effet : relevez-vous sans changer d'orientation." — §13: "A
	// stunned bandit's next card, whatever it is, only stands them up."
	if b.stunned {
		b.stunned = false
		if em.on() {
			e := ev(EvStoodUp)
			e.Seat, e.Card, e.To, e.Facing = seat, card, at(s.spotOf(seat)), b.facing
			s.emit(em, e)
		}
		return
	}
	switch card {
	case FloorChange:
		s.floorChange(seat, em)
	case Move:
		s.move(seat, em)
	case TurnAround:
		// "Changez d'orientation sans changer de position." — §13 "TurnAround:
		// face the other way."
		b.facing ^= 1
		if em.on() {
			e := ev(EvTurnedAround)
			e.Seat, e.To, e.Facing = seat, at(s.spotOf(seat)), b.facing
			s.emit(em, e)
		}
	case Shoot:
		s.shoot(seat, em)
	}
}

// floorChange: "Si vous êtes à l'intérieur du Wagon montez sur le toit,
// sans changer d'orientation. Si vous êtes sur le toit, descendez. S'il y a
// déjà des bandits à cet endroit, placez-vous de sorte que le dos de votre
// pion soit le plus au bord de la carte." — §13 "FloorChange: switch floor,
// keep your facing; you stand with your back to the edge of the card
// (everyone already there is in front of you)."
func (s *State) floorChange(seat Seat, em emitter) {
	b := &s.bandits[seat]
	var from Spot
	if em.on() {
		from = s.spotOf(seat)
	}
	s.lines[b.wagon][b.floor].remove(seat)
	b.floor ^= 1
	s.enter(seat, b.facing == TowardLocomotive, Cause{By: ByCard, Seat: seat, Card: FloorChange}, from, em)
}

// move: "Déplacez-vous d'un wagon dans le sens votre orientation, sans
// changer d'étage et sans vous retourner. S'il y a déjà des bandits à cet
// endroit, positionnez-vous du côté de la carte par lequel vous êtes entré.
// Si vous sortez du train, vous êtes éliminé." — §13 "Move: one wagon in your
// facing direction, same floor; you stand on the side you came in from;
// moving off the train eliminates you."
func (s *State) move(seat Seat, em emitter) {
	b := &s.bandits[seat]
	var from Spot
	if em.on() {
		from = s.spotOf(seat)
	}
	cause := Cause{By: ByCard, Seat: seat, Card: Move}
	to := b.wagon + b.facing.step()
	s.lines[b.wagon][b.floor].remove(seat)
	if to < 0 || to > s.caboose() {
		s.eliminate(seat, from, cause, em)
		return
	}
	b.wagon = to
	// moving toward the locomotive you come in by the card's caboose side
	s.enter(seat, b.facing == TowardLocomotive, cause, from, em)
}

// shoot: "Tirez sur le premier bandit dans votre ligne de vue. Un bandit est
// dans votre ligne de vue quand il se trouve face à vous, pointé par votre
// pistolet, sur le même étage, dans votre wagon comme dans un autre, tant
// qu'il n'y a pas de bandit debout entre vous et lui. Il n'est pas possible
// de tirer sur un bandit au sol, la balle continue" — §13 "Shoot: hit the
// first standing bandit in front of you on your floor (same wagon or
// beyond); lying bandits do not stop the bullet."
//
// "Lorsque vous tirez sur un bandit, déplacez-le dans le wagon suivant sur
// le même étage puis couchez-le sur le dos sans le retourner, il est sonné.
// Si vous faites sortir un bandit du train, il est éliminé." — §13 "The
// victim moves one wagon in the direction of the shot, same floor (off the
// train: eliminated), and lies down stunned, keeping their facing." R10: the
// victim "stands on the side the shot came from (as if they had moved in)".
//
// With nobody standing in sight the shot hits nobody (the card is still
// resolved).
func (s *State) shoot(seat Seat, em emitter) {
	b := &s.bandits[seat]
	from := s.spotOf(seat)
	victim, passed := s.lineOfSight(from, b.facing)
	if em.on() {
		e := ev(EvShot)
		e.Seat, e.Target, e.From, e.Facing, e.Count = seat, victim, at(from), b.facing, passed
		if victim != NoSeat {
			e.To = at(s.spotOf(victim))
		}
		s.emit(em, e)
	}
	if victim == NoSeat {
		return
	}
	v := &s.bandits[victim]
	var vFrom Spot
	if em.on() {
		vFrom = s.spotOf(victim)
	}
	cause := Cause{By: ByShot, Seat: seat, Card: Shoot}
	s.lines[v.wagon][v.floor].remove(victim)
	to := v.wagon + b.facing.step()
	if to < 0 || to > s.caboose() {
		s.eliminate(victim, vFrom, cause, em)
		return
	}
	v.wagon = to
	v.stunned = true
	// R10: on the side the shot came from: a shot toward the locomotive
	// sends the victim in by the card's caboose side.
	s.enter(victim, b.facing == TowardLocomotive, cause, vFrom, em)
	if em.on() {
		e := ev(EvStunned)
		e.Seat, e.To, e.Facing, e.Cause = victim, at(s.spotOf(victim)), v.facing, causeOf(cause)
		s.emit(em, e)
	}
}

// lineOfSight returns the first standing bandit in front of a bandit at
// from facing f, on the same floor, in its own wagon or beyond, and how many
// lying bandits the bullet passed on the way.
func (s *State) lineOfSight(from Spot, f Facing) (Seat, int) {
	passed := 0
	step := f.step()
	for w := from.Wagon; w >= 0 && w <= s.caboose(); w += step {
		l := &s.lines[w][from.Floor]
		if f == TowardLocomotive {
			start := int(l.n) - 1
			if w == from.Wagon {
				start = int(from.Place) - 1
			}
			for i := start; i >= 0; i-- {
				if x := Seat(l.who[i]); !s.bandits[x].stunned {
					return x, passed
				}
				passed++
			}
		} else {
			start := 0
			if w == from.Wagon {
				start = int(from.Place) + 1
			}
			for i := start; i < int(l.n); i++ {
				if x := Seat(l.who[i]); !s.bandits[x].stunned {
					return x, passed
				}
				passed++
			}
		}
	}
	return NoSeat, passed
}

// enter puts seat into the line of its (already set) wagon and floor: at
// the caboose end of the line when atCabooseEnd, else at the locomotive end;
// then reports the move.
func (s *State) enter(seat Seat, atCabooseEnd bool, cause Cause, from Spot, em emitter) {
	b := &s.bandits[seat]
	l := &s.lines[b.wagon][b.floor]
	if atCabooseEnd {
		l.pushBack(seat)
	} else {
		l.pushFront(seat)
	}
	if em.on() {
		e := ev(EvBanditMoved)
		to := s.spotOf(seat)
		e.Seat, e.From, e.To, e.Facing, e.Cause = seat, at(from), at(to), b.facing, causeOf(cause)
		e.NextTowardLoco, e.NextTowardCaboose = s.neighbours(to)
		s.emit(em, e)
	}
}

// neighbours returns the bandits standing next to a spot in its line, on
// the locomotive side and on the caboose side (NoSeat if none).
func (s *State) neighbours(p Spot) (Seat, Seat) {
	l := &s.lines[p.Wagon][p.Floor]
	loco, cab := NoSeat, NoSeat
	if p.Place > 0 {
		loco = Seat(l.who[p.Place-1])
	}
	if int(p.Place)+1 < int(l.n) {
		cab = Seat(l.who[p.Place+1])
	}
	return loco, cab
}

// eliminate takes seat's bandit off the train (it is already out of its line).
func (s *State) eliminate(seat Seat, from Spot, cause Cause, em emitter) {
	b := &s.bandits[seat]
	b.wagon, b.floor, b.stunned = noWagon, Inside, false
	b.outRound = s.round + 1
	s.aboard &^= 1 << uint(seat)
	if em.on() {
		e := ev(EvEliminated)
		e.Seat, e.From, e.Facing, e.Cause = seat, at(from), b.facing, causeOf(cause)
		s.emit(em, e)
	}
}

// endRound detaches the caboose, gives its card as loot, passes the first
// player card and opens the next plan, or ends the game:
//
//	"le wagon de queue se décroche. Si un bandit se trouve sur cette carte il
//	est éliminé du jeu." — §13 "the caboose is detached: bandits in or on it
//	are eliminated".
//	"Le bandit qui se situe le plus loin de la locomotive récupère la carte
//	Wagon qui vient d'être défaussée. […] Dans le cas où deux bandits sont
//	aussi proches de la queue de train, l'un sur le toit et l'autre à
//	l'intérieur, c'est celui sur le toit du wagon qui gagne la carte." — §13
//	"the bandit farthest from the locomotive takes the detached wagon as a
//	loot card (on the same wagon, the one on the roof beats the one inside)".
//	"Le joueur à gauche du premier joueur prend la carte Premier Joueur." —
//	§13 "The first player passes left."
//	"Le jeu se termine instantanément lorsqu'un seul et unique bandit se
//	trouve dans ou sur le train." / "Le jeu se termine aussi lorsque le
//	dernier wagon est décroché et qu'il ne reste que la locomotive."
func (s *State) endRound(em emitter) {
	w := s.caboose()
	var out uint8
	for f := Inside; f <= Roof; f++ {
		l := &s.lines[w][f]
		for l.n > 0 {
			seat := Seat(l.who[0])
			from := Spot{Wagon: w, Floor: f}
			l.remove(seat)
			out |= 1 << uint(seat)
			s.eliminate(seat, from, Cause{By: ByDetach, Seat: NoSeat}, em)
		}
	}
	s.lastOut = out
	s.nWagons--
	if em.on() {
		e := ev(EvWagonDetached)
		e.Wagon, e.Value, e.Count = int(w), int(s.lootValue[w]), countBits(out)
		s.emit(em, e)
	}
	switch s.aboardCount() {
	case 1:
		s.endGame(EndLastBandit, s.aboard, em)
		return
	case 0:
		// Rulebook silent: the last bandits fell together with the last
		// wagon that held anyone; they are judged as if they were still
		// aboard (most loot cards, then the highest card).
		s.endGame(EndByLoot, out, em)
		return
	}
	taker := s.farthest()
	s.lootTaker[w] = int8(taker)
	s.bandits[taker].loot |= 1 << uint(w)
	if em.on() {
		e := ev(EvLootTaken)
		e.Seat, e.Wagon, e.Value, e.From = taker, int(w), int(s.lootValue[w]), at(s.spotOf(taker))
		s.emit(em, e)
	}
	if s.nWagons == 1 {
		s.endGame(EndByLoot, s.aboard, em)
		return
	}
	s.first = s.nextAboard(s.first)
	if em.on() {
		e := ev(EvRoundEnded)
		e.Seat, e.Count = s.first, int(s.round)+1
		s.emit(em, e)
	}
	s.round++
	s.openPlan(em)
}

// farthest returns the bandit farthest from the locomotive: the rearmost
// card with anyone on it; on that card the roof beats the inside (rulebook);
// on the same floor, the one nearest the caboose side of the card (rulebook
// silent: "le plus loin de la locomotive" read literally on the table).
func (s *State) farthest() Seat {
	for w := s.caboose(); w >= 0; w-- {
		for _, f := range [2]Floor{Roof, Inside} {
			if l := &s.lines[w][f]; l.n > 0 {
				return Seat(l.who[l.n-1])
			}
		}
	}
	return NoSeat
}

// causeOf returns a cause for an event field.
func causeOf(c Cause) *Cause { return &c }

func countBits(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
