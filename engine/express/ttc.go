package express

// The Time-Travel Car (docs/rules.md §12), the RuleTTC module. The Car is a
// place of the layout in front of the locomotive (layout.go links it); this
// file holds what the Car does beyond its links: a Move out of it chooses a
// floor, the Marshal never enters it, Django pushes into it only from the
// locomotive's roof, a bandit alone in it at the end of a round hides until
// the next Stealin', and a bandit alone in it at the end of the game gains
// $500 and the loot lying there.

// carWagon is the Wagon a Move or Push command names for the Car.
const carWagon int8 = -1

// timeTravelBonus is what a bandit alone in the Car at the end of the game gains (§12).
const timeTravelBonus = 500

// hiddenPosition is how everyone but its player sees a hidden bandit.
var hiddenPosition = Position{Wagon: -1, Floor: Inside, Area: AreaHidden}

// dest returns the place a Move or Push command names for a pawn at from:
// wagon along the pawn's own floor, the Car (carWagon), or — leaving the
// Car, which has no floors — the locomotive's floor the command names.
func (l *layout) dest(from Place, wagon int8, floor Floor) Place {
	if wagon == carWagon {
		return l.car
	}
	if wagon == coachWagon { // the stagecoach, on the pawn's floor (§11)
		if l.floor(from) == Roof {
			return l.stageRoof
		}
		return l.stageIn
	}
	f := l.floor(from)
	if l.places[from].area == AreaCar {
		f = floor
	}
	return l.at[wagon][f]
}

// destArgs are the command arguments naming place to for a pawn at from
// (the inverse of dest).
func (l *layout) destArgs(from, to Place) (wagon int8, floor Floor) {
	if to == l.car {
		return carWagon, Inside
	}
	if l.inStage(to) {
		return coachWagon, Inside
	}
	if l.places[from].area == AreaCar {
		return l.wagon(to), l.floor(to)
	}
	return l.wagon(to), Inside
}

// addDest appends a Move or Push command to place to.
func (s *State) addDest(out []Command, seat Seat, k CommandKind, from, to Place) []Command {
	w, f := s.g.lay.destArgs(from, to)
	out = addChoice(out, seat, k, int(w))
	out[len(out)-1].Floor = f
	return out
}

// inCar lists the bandits in the Car.
func (s *State) inCar() (b [MaxBandits]Seat, n int) {
	car := s.g.lay.car
	for i := 0; i < int(s.nBandits); i++ {
		if s.bandits[i].pos == car {
			b[n] = Seat(i)
			n++
		}
	}
	return b, n
}

// timeTravel runs at the end of a round, after its event (§12): a bandit
// alone in the Car is hidden by its player before the next round. It
// reports whether that secret choice is now awaited.
func (s *State) timeTravel() bool {
	if !s.g.rules.Has(RuleTTC) {
		return false
	}
	b, n := s.inCar()
	if n != 1 {
		return false
	}
	s.actB = b[0]
	s.phase = Preparing
	s.openStep(StageHide, 1<<uint(s.bandits[b[0]].owner))
	return true
}

// hide applies the player's secret choice: the bandit leaves the Car for
// the hidden place and will appear inside car w (only its player knows w).
func (s *State) hide(w int8, em emitter) {
	b := s.actB
	bd := &s.bandits[b]
	from := bd.pos
	if w == coachWagon {
		w = hideStage
	}
	bd.pos = s.g.lay.hidden
	bd.hideAt = w
	if em.on() {
		e := ev(EvBanditHidden)
		e.Seat, e.From, e.To = b, s.g.lay.pos(from), s.g.lay.pos(s.g.lay.hideSpot(w))
		e.Player, e.Cause = bd.owner, ruleCause(ByRule, bd.owner)
		em.add(e)
	}
}

// appear puts every hidden bandit inside the car its player chose, at the
// start of Stealin' (§12); the Marshal's rule applies on arrival (R4).
func (s *State) appear(em emitter) {
	for i := 0; i < int(s.nBandits); i++ {
		bd := &s.bandits[i]
		if bd.hideAt < 0 {
			continue
		}
		to := s.g.lay.hideSpot(bd.hideAt)
		if em.on() { // before it moves: the narration's view of this moment still has it hidden
			e := ev(EvBanditAppeared)
			e.Seat, e.From, e.To = Seat(i), hiddenPosition, s.g.lay.pos(to)
			e.Cause = ruleCause(ByRule, bd.owner)
			em.add(e)
		}
		bd.pos = to
		bd.hideAt = -1
		s.arrive(Seat(i), em)
	}
}

// timeTravelEnd gives a bandit alone in the Car at the end of the game
// $500 and the loot lying in the Car (§12).
func (s *State) timeTravelEnd(em emitter) {
	if !s.g.rules.Has(RuleTTC) {
		return
	}
	b, n := s.inCar()
	if n != 1 {
		return
	}
	bd := &s.bandits[b[0]]
	bd.timeTravel = true
	c := ruleCause(ByRule, bd.owner)
	if em.on() {
		e := ev(EvTimeTravel)
		e.Seat, e.Value, e.Player, e.Cause = b[0], timeTravelBonus, bd.owner, c
		em.add(e)
	}
	car := atPlace(s.g.lay.car)
	for t := LootID(0); t < s.g.loot.n; t++ {
		if s.loot[t] == car {
			s.take(b[0], t, c, em)
		}
	}
}

// carTargets adds to sight what a bandit in the Car can shoot (§12): the
// inside of the locomotive, and on the train's roofs the nearest roof
// holding anyone.
func (l *layout) carTargets(occupied uint64) (sight uint64) {
	sight |= 1 << l.at[0][Inside]
	for q := l.at[0][Roof]; q != noPlace; q = l.places[q].along[towardCaboose] {
		if occupied&(1<<q) != 0 {
			sight |= 1 << q
			break
		}
	}
	return sight
}
