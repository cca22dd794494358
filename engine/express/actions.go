package express

import (
	"math/bits"

	"colt/engine/express/cards"
)

func ev(kind EventKind) Event {
	return Event{Kind: kind, Seat: NoSeat, Target: NoSeat, Token: NoLoot, Bandit: NoSeat, Player: NoSeat}
}

// cardCause is the cause of what player seat's card k, played by its
// bandit, does.
func cardCause(seat, bandit Seat, k ActionKind) Cause {
	return Cause{By: ByCard, Seat: seat, Card: k, Bandit: bandit}
}

// punchCause is the cause of what bandit puncher of player seat's punch does.
func punchCause(seat, puncher Seat) Cause {
	return Cause{By: ByPunch, Seat: seat, Card: Punch, Bandit: puncher}
}

// ruleCause is a cause of the game's flow, an event or a guard, which no
// bandit's card makes happen.
func ruleCause(by CauseKind, seat Seat) Cause { return Cause{By: by, Seat: seat, Bandit: NoSeat} }

// beginCard reveals the next pile card and starts its resolution (§4
// Stealin'). It reports whether the card now waits for a real choice that
// only listing its options would find (a Move with several places: advance
// stops at once instead of counting them again).
func (s *State) beginCard(em emitter) bool {
	pc := s.pile[s.resolve]
	owner := pc.Owner
	s.actor = owner
	// the card moves its own bandit; a partner's card (Teams) moves the player's bandit
	actB := pc.Bandit
	if s.bandits[actB].owner != owner {
		actB = Seat(s.players[owner].bandits[0])
	}
	s.actB = actB
	if em.on() {
		e := ev(EvCardRevealed)
		e.Seat, e.Card, e.FaceDown = owner, pc.Kind, pc.FaceDown
		e.Count = int(s.resolve) + 1
		if s.g.mixed {
			e.Bandit = actB
		}
		if actB != pc.Bandit { // Teams: a partner's card, played by this player (§10)
			e.Target = pc.Bandit
		}
		em.add(e)
	}
	p := &s.bandits[actB]
	if p.pos == s.g.lay.escaped && p.pos != noPlace {
		s.noEffect(owner, pc.Kind, "the bandit escaped", em)
		return false
	}
	switch pc.Kind {
	case Move:
		m := s.moveList(actB)
		if m.n == 0 { // only inside the stagecoach (§11)
			s.noEffect(owner, Move, "no wagon to move to from inside the stagecoach", em)
			return false
		}
		s.stage = StageMove
		if m.n > 1 {
			return true
		}
		w, f := s.g.lay.destArgs(p.pos, m.p[0]) // one place: no choice to make
		c := Choose(owner, CmdMove, int(w))
		c.Floor = f
		s.choose(&c, true, em)
	case Ride:
		switch {
		case s.holds(actB, Zealot):
			s.noEffect(owner, Ride, "the Zealot forbids riding", em)
		case s.rideFrom(actB) == noRide || s.horses[horseSlot(s.rideFrom(actB))] == 0:
			s.noEffect(owner, Ride, "no horse here", em)
		default:
			s.stage = StageRide
		}
	case FloorChange:
		from := p.pos
		if s.g.lay.places[from].other == noPlace {
			s.noEffect(owner, FloorChange, "no floor to change in the Time-Travel Car", em)
			return false
		}
		p.pos = s.g.lay.places[from].other
		s.moved(actB, from, cardCause(owner, actB, FloorChange), em)
		s.arrive(actB, em)
		s.finishCard()
	case Shoot:
		if p.bullets == 0 {
			s.noEffect(owner, Shoot, "no bullets left", em)
			return false
		}
		t, n := s.shootTargets(actB)
		if n == 0 {
			s.noEffect(owner, Shoot, "no bandit in the line of fire", em)
			return false
		}
		s.stage = StageShoot
		if n == 1 { // one target: no choice to make
			c := Choose(owner, CmdShoot, int(t[0]))
			s.choose(&c, true, em)
		}
	case Rob:
		var buf [maxLoot]LootID
		toks := s.robChoices(p.pos, buf[:0])
		if len(toks) == 0 {
			s.noEffect(owner, Rob, "no loot here", em)
			return false
		}
		s.stage = StageRob
		if len(toks) == 1 { // one token: no choice to make
			c := Choose(owner, CmdRob, int(toks[0]))
			s.choose(&c, true, em)
		}
	case Punch:
		if s.holds(actB, Teacher) {
			s.noEffect(owner, Punch, "the Teacher forbids punching", em)
			return false
		}
		t, n := s.punchTargets(actB)
		shot := s.shotgunPunchable(actB)
		if n == 0 && !shot {
			s.noEffect(owner, Punch, "nobody else here", em)
			return false
		}
		s.stage = StagePunch
		switch {
		case n == 0: // only the Shotgun
			c := base(owner, CmdPunchShotgun)
			s.choose(&c, true, em)
		case n == 1 && !shot: // one target: no choice to make
			c := Choose(owner, CmdPunch, int(t[0]))
			s.choose(&c, true, em)
		}
	case MarshalCard:
		s.stage = StageMarshal
	}
	return false
}

func (s *State) noEffect(seat Seat, k ActionKind, reason string, em emitter) {
	if em.on() {
		e := ev(EvNoEffect)
		e.Seat, e.Card, e.Reason, e.Bandit = seat, k, reason, s.actB
		e.Cause = cardCause(seat, s.actB, k)
		em.add(e)
	}
	s.finishCard()
}

// finishCard returns the resolved card to the deck of the player whose
// card it is (a partner's card goes home, Teams) — or, with Experts, face
// up onto their discard (§10).
func (s *State) finishCard() {
	pc := s.pile[s.resolve]
	p := &s.players[s.bandits[pc.Bandit].owner]
	if s.g.experts {
		p.pushDiscard(actionCard(pc.Kind, pc.Bandit))
	} else {
		p.pushDeck(actionCard(pc.Kind, pc.Bandit))
	}
	s.resolve++
	s.stage, s.target, s.token = StageNone, NoSeat, NoLoot
}

func (s *State) moved(b Seat, from Place, c Cause, em emitter) {
	if em.on() {
		e := ev(EvBanditMoved)
		e.Seat, e.From, e.To, e.Cause = b, s.g.lay.pos(from), s.g.lay.pos(s.bandits[b].pos), c
		em.add(e)
	}
}

// arrive applies the Marshal rule to a bandit that just arrived somewhere
// (§5), then the Shotgun's and the stagecoach's (§11, R4).
func (s *State) arrive(b Seat, em emitter) {
	if s.bandits[b].pos == s.marshal {
		fl := [1]Seat{b}
		s.flee(fl[:], em)
		return
	}
	if s.withHorses() {
		s.horsesArrive(b, em)
	}
}

// flee sends bandits from the Marshal's wagon to its roof, each taking a
// neutral bullet — the group at once (R7).
func (s *State) flee(seats []Seat, em emitter) {
	if len(seats) == 0 {
		return
	}
	for _, st := range seats {
		p := &s.bandits[st]
		from := p.pos
		p.pos = s.g.lay.places[from].other // the roof above the Marshal
		s.moved(st, from, ruleCause(ByMarshal, NoSeat), em)
	}
	s.giveNeutral(seats, ruleCause(ByMarshal, NoSeat), em)
	if s.withHorses() {
		s.shotgunSweep(em) // the roof above the Marshal may be the Shotgun's (R4)
	}
}

// giveNeutral gives each seat a neutral bullet on top of its deck, unless
// the stock cannot serve the whole group: then nobody takes one and the
// stock leaves the game (§9, R7).
func (s *State) giveNeutral(seats []Seat, c Cause, em emitter) {
	if len(seats) == 0 || s.neutralGone {
		return
	}
	if int(s.neutral) < len(seats) {
		if em.on() {
			e := ev(EvNeutralStockGone)
			e.Count, e.Cause = int(s.neutral), c
			em.add(e)
		}
		s.neutralLost += s.neutral
		s.neutral = 0
		s.neutralGone = true
		return
	}
	for _, st := range seats {
		s.neutral--
		s.players[s.bandits[st].owner].pushDeck(neutralBulletCard())
		s.bandits[st].received++
		s.bandits[st].hits++
		if em.on() {
			e := ev(EvBulletGiven)
			e.Target, e.Cause = st, c
			em.add(e)
		}
	}
}

// moveMarshal moves the Marshal; bandits inside his new wagon flee (§5).
func (s *State) moveMarshal(to Place, c Cause, em emitter) {
	from := s.marshal
	s.marshal = to
	if em.on() {
		e := ev(EvMarshalMoved)
		e.From, e.To, e.Cause = s.g.lay.pos(from), s.g.lay.pos(to), c
		em.add(e)
	}
	var fl [MaxBandits]Seat
	n := 0
	for i := 0; i < int(s.nBandits); i++ {
		if s.bandits[i].pos == to {
			fl[n] = Seat(i)
			n++
		}
	}
	s.flee(fl[:n], em)
}

// shootTargets lists the bandits shooter may shoot now, in bandit order
// (§5 Shoot, R3, R5, §6 Tuco). A teammate can be hit (§10). Line of sight
// follows the layout: inside, the neighbouring places along the floor; on
// the roof, in each direction the nearest roof place holding anyone.
func (s *State) shootTargets(shooter Seat) (t [MaxBandits]Seat, n int) {
	lay := s.g.lay
	me := s.bandits[shooter].pos
	nb := int(s.nBandits)
	var occupied, sight uint64 // bitsets of places
	for i := 0; i < nb; i++ {
		occupied |= 1 << s.bandits[i].pos
	}
	info := &lay.places[me]
	if me == lay.car {
		sight = lay.carTargets(occupied) // §12
		if at := s.shotgunRoof(); at != noPlace {
			sight = 1 << lay.at[0][Inside] // the Shotgun blocks the train's roofs (§11)
			for q := lay.at[0][Roof]; q != noPlace && q != at; q = lay.places[q].along[towardCaboose] {
				if occupied&(1<<q) != 0 {
					sight |= 1 << q
					break
				}
			}
		}
	} else if info.pos.Floor == Roof {
		sight = s.roofSight(info, occupied) // R3; the Shotgun blocks (§11)
	} else {
		for _, q := range info.along {
			if q != noPlace {
				sight |= 1 << q
			}
		}
	}
	if s.power(shooter, Tuco) && info.other != noPlace {
		sight |= 1 << info.other // §6 Tuco shoots through the roof
	}
	if lay.stageIn != noPlace {
		sight |= s.coachSight(me, occupied) // §11
		sight &^= 1 << lay.escaped
	}
	if occupied&sight == 0 {
		return t, 0
	}
	// every bandit gets a slot and the count moves on only for those in
	// sight: no branch on where the bandits stand or who is Belle
	belle := -1
	for i := 0; i < nb; i++ {
		bd := &s.bandits[i]
		hit := int(sight>>bd.pos) & 1
		t[n] = Seat(i)
		if hit&s.powerBit(Seat(i), Belle) != 0 {
			belle = n
		}
		n += hit
	}
	if belle >= 0 && n > 1 { // §6 Belle, R5
		copy(t[belle:n], t[belle+1:n])
		n--
	}
	return t, n
}

// punchTargets lists the bandits puncher may punch (§5 Punch, R5).
func (s *State) punchTargets(puncher Seat) (t [MaxBandits]Seat, n int) {
	me := s.bandits[puncher].pos
	belle := -1
	for i := 0; i < int(s.nBandits); i++ { // a slot each, as in shootTargets
		here := b2i(s.bandits[i].pos == me) &^ b2i(Seat(i) == puncher)
		t[n] = Seat(i)
		if here&s.powerBit(Seat(i), Belle) != 0 {
			belle = n
		}
		n += here
	}
	if belle >= 0 && (n > 1 || s.shotgunPunchable(puncher)) { // §6 Belle, R5; the Shotgun must be chosen over Belle (§11)
		copy(t[belle:n], t[belle+1:n])
		n--
	}
	return t, n
}

// robChoices lists the tokens a Rob may take at p: not the strongbox the
// Shotgun still guards on the stagecoach's roof (§11).
func (s *State) robChoices(p Place, out []LootID) []LootID {
	out = s.tokenChoices(atPlace(p), out)
	if p == s.g.lay.stageRoof && !s.shotgunOn && p != noPlace {
		k := 0
		for _, t := range out {
			if s.g.loot.kind[t] != Strongbox {
				out[k] = t
				k++
			}
		}
		out = out[:k]
	}
	return out
}

// tokenChoices appends the distinct tokens at place: every purse (distinct,
// R1), then one jewel and one strongbox if present (identical tokens).
func (s *State) tokenChoices(at lootPlace, out []LootID) []LootID {
	if int(at) >= lootSlots {
		return out
	}
	lt := s.g.loot
	here := s.lootAt[at]
	for m := here & lt.kindBits(Purse); m != 0; m &= m - 1 {
		out = append(out, LootID(bits.TrailingZeros64(m)))
	}
	for k := Jewel; k <= Strongbox; k++ {
		if m := here & lt.kindBits(k); m != 0 {
			out = append(out, LootID(bits.TrailingZeros64(m)))
		}
	}
	for m := here & lt.kindBits(Whisky); m != 0; m &= m - 1 { // each flask is its own (type, half-empty)
		out = append(out, LootID(bits.TrailingZeros64(m)))
	}
	return out
}

// take gives token tok to bandit b; its player learns a purse's value (R1).
func (s *State) take(b Seat, tok LootID, c Cause, em emitter) {
	seat := b
	from := s.loot[tok]
	s.putLoot(tok, heldBy(b))
	kind := s.g.loot.kind[tok]
	if kind == Purse {
		s.purseKnown[tok] |= 1 << uint(s.bandits[b].owner)
	}
	if kind == Whisky {
		s.flaskKnown[s.flaskIndex(tok)] |= 1 << uint(s.bandits[b].owner)
	}
	if em.on() {
		e := ev(EvLootTaken)
		e.Seat, e.Token, e.Loot, e.Cause = seat, tok, kind, c
		e.Player = s.bandits[b].owner
		if from.isPos() {
			e.From = s.g.lay.pos(from.place())
		} else if from.isHeld() {
			e.Target = from.holder()
		}
		e.Value = s.lootValueOf(tok)
		em.add(e)
	}
}

// choose applies a Stealin' or event choice (already checked against Legal).
// (A pointer: the command was just written field by field into a legal
// list, and copying it whole would wait for those stores to land.)
func (s *State) choose(c *Command, auto bool, em emitter) {
	seat := s.actB // the acting bandit
	p := &s.bandits[seat]
	mark := 0
	if em.list != nil {
		mark = len(*em.list)
	}
	switch c.Kind {
	case CmdMove:
		from := p.pos
		p.pos = s.g.lay.dest(from, c.Wagon, c.Floor)
		s.moved(seat, from, cardCause(c.Seat, seat, Move), em)
		if s.shotgunOn {
			s.passShotgun(seat, from, p.pos, em)
		}
		s.arrive(seat, em)
		s.finishCard()
	case CmdShoot:
		s.shoot(seat, c.Target, em)
		s.finishCard()
	case CmdRob:
		s.take(seat, c.Token, cardCause(c.Seat, seat, Rob), em)
		s.finishCard()
	case CmdPunch:
		s.target = c.Target
		var buf [maxLoot]LootID
		switch toks := s.tokenChoices(heldBy(c.Target), buf[:0]); len(toks) {
		case 0:
			s.stage = StagePush
		case 1: // one token to drop: no choice to make
			s.stage = StagePunchLoot
			pl := Choose(c.Seat, CmdPunchLoot, int(toks[0]))
			s.choose(&pl, true, em)
		default:
			s.stage = StagePunchLoot
		}
	case CmdRide:
		s.ride(*c, em)
		s.finishCard()
	case CmdPunchShotgun:
		s.punchShotgun(*c, em)
		s.finishCard()
	case CmdHostage, CmdFlee:
		s.choosePending(*c, em)
	case CmdStartWagon:
		s.board(seat, c.Wagon, em)
		s.nextAttack(em)
	case CmdPunchLoot:
		s.token = c.Token
		if s.power(seat, Cheyenne) && s.g.loot.kind[c.Token] == Purse {
			s.stage = StageKeepPurse // §6 Cheyenne
		} else {
			s.drop(seat, em)
			s.stage = StagePush
		}
	case CmdKeepPurse:
		if c.Keep {
			s.take(seat, s.token, punchCause(c.Seat, seat), em)
		} else {
			s.drop(seat, em)
		}
		s.stage = StagePush
	case CmdPush:
		t := &s.bandits[s.target]
		from := t.pos
		t.pos = s.g.lay.dest(from, c.Wagon, c.Floor)
		s.moved(s.target, from, punchCause(c.Seat, seat), em)
		s.arrive(s.target, em)
		s.finishCard()
	case CmdMarshal:
		s.moveMarshal(s.g.lay.inside(c.Wagon), cardCause(c.Seat, seat, MarshalCard), em)
		s.finishCard()
	case CmdPickpocket:
		s.take(seat, c.Token, Cause{By: ByEvent, Seat: NoSeat, Event: cards.Pickpocketing, Bandit: NoSeat}, em)
		s.pickIdx++
		s.stage = StageNone
	case CmdDecline:
		s.pickIdx++
		s.stage = StageNone
	}
	if auto && em.list != nil {
		for i := mark; i < len(*em.list); i++ {
			(*em.list)[i].Auto = true
		}
	}
}

// drop lets the punched target's chosen token fall onto the puncher's position.
func (s *State) drop(puncher Seat, em emitter) {
	to := s.bandits[puncher].pos
	tok := s.token
	s.putLoot(tok, atPlace(to))
	if em.on() {
		e := ev(EvLootDropped)
		e.Seat, e.Token, e.Loot, e.To = s.target, tok, s.g.loot.kind[tok], s.g.lay.pos(to)
		e.Player = s.bandits[s.target].owner
		e.Cause = punchCause(s.bandits[puncher].owner, puncher)
		e.Value = s.lootValueOf(tok)
		em.add(e)
	}
}

// shoot gives target one of the shooter's bullet cards, on top of the deck
// of the player controlling the target (§10); Django pushes (§5, §6, R6).
func (s *State) shoot(seat, target Seat, em emitter) {
	p := &s.bandits[seat]
	t := &s.bandits[target]
	p.bullets--
	s.players[t.owner].pushDeck(bulletCard(seat))
	t.received++
	t.hits++
	if s.g.teamOf(t.owner) == s.g.teamOf(p.owner) {
		p.friendly++ // a bullet at a teammate (Teams and two-bandit Gunslinger)
	}
	if em.on() {
		e := ev(EvBulletGiven)
		e.Seat, e.Target, e.Cause = seat, target, cardCause(p.owner, seat, Shoot)
		em.add(e)
	}
	lay := s.g.lay
	if !s.power(seat, Django) || lay.wagon(t.pos) == lay.wagon(p.pos) || lay.inStage(t.pos) || lay.inStage(p.pos) {
		return // R6: a shot without direction pushes nobody; nor to or from the stagecoach (§11)
	}
	dir := towardCaboose
	if lay.wagon(t.pos) < lay.wagon(p.pos) {
		dir = towardLoco
	}
	to := lay.step(t.pos, dir)
	if to == noPlace || to == lay.car && lay.floor(t.pos) != Roof {
		return // §9: nobody leaves the train; only the locomotive's roof leads into the Car (§12)
	}
	from := t.pos
	t.pos = to
	s.moved(target, from, Cause{By: ByDjango, Seat: p.owner, Card: Shoot, Bandit: seat}, em)
	s.arrive(target, em)
}

// roundEvent resolves the round card's event (§7) and ends the round,
// unless it waits for choices (Pickpocketing).
func (s *State) roundEvent(em emitter) {
	evk := s.rounds[s.round].event
	if evk != cards.NoEvent && em.on() {
		e := ev(EvRoundEvent)
		e.RoundEvent = evk
		e.Cause = Cause{By: ByEvent, Seat: NoSeat, Event: evk, Bandit: NoSeat}
		em.add(e)
	}
	c := Cause{By: ByEvent, Seat: NoSeat, Event: evk, Bandit: NoSeat}
	n := int(s.nBandits)
	var group [MaxBandits]Seat
	g := 0

	lay := s.g.lay
	above := lay.places[s.marshal].other // the roof above the Marshal
	switch evk {
	case cards.AngryMarshal:
		for i := 0; i < n; i++ {
			if s.bandits[i].pos == above {
				group[g] = Seat(i)
				g++
			}
		}
		s.giveNeutral(group[:g], c, em)
		if next := lay.step(s.marshal, towardCaboose); next != noPlace {
			s.moveMarshal(next, c, em)
		}
	case cards.SwivelArm: // every bandit on a roof of the train (FR « sur un toit du train »): not the stagecoach's
		roof := lay.at[lay.caboose()][Roof]
		for i := 0; i < n; i++ {
			p := &s.bandits[i]
			if lay.floor(p.pos) == Roof && p.pos != roof && (lay.onTrain(p.pos) || !s.g.frReadings) {
				from := p.pos
				p.pos = roof
				s.moved(Seat(i), from, c, em)
			}
		}
	case cards.Braking: // every bandit on a roof of the train one wagon forward; from the locomotive's, into the Car (§12)
		for i := 0; i < n; i++ {
			p := &s.bandits[i]
			if lay.floor(p.pos) != Roof || !lay.onTrain(p.pos) { // the stagecoach's roof is not the train's
				continue
			}
			if to := lay.step(p.pos, towardLoco); to != noPlace {
				from := p.pos
				p.pos = to
				s.moved(Seat(i), from, c, em)
			}
		}
	case cards.TakeItAll:
		box := s.g.loot.first[Strongbox] + 1
		if s.loot[box] == placeReserve {
			s.putLoot(box, atPlace(s.marshal))
			if em.on() {
				e := ev(EvLootPlaced)
				e.Token, e.Loot, e.To, e.Cause = box, Strongbox, lay.pos(s.marshal), c
				em.add(e)
			}
		}
	case cards.PassengersRebellion:
		for i := 0; i < n; i++ {
			if lay.onTrain(s.bandits[i].pos) && lay.floor(s.bandits[i].pos) == Inside {
				group[g] = Seat(i)
				g++
			}
		}
		s.giveNeutral(group[:g], c, em)
	case cards.MarshalsRevenge:
		for i := 0; i < n; i++ {
			if s.bandits[i].pos != above {
				continue
			}
			low := NoLoot
			for t := s.g.loot.first[Purse]; t < s.g.loot.end[Purse]; t++ {
				if s.loot[t] == heldBy(Seat(i)) && (low == NoLoot || s.purseValue[t] < s.purseValue[low]) {
					low = t
				}
			}
			if low != NoLoot {
				s.putLoot(low, placeOut)
				if em.on() {
					e := ev(EvLootLost)
					e.Seat, e.Token, e.Loot, e.Value, e.Cause = Seat(i), low, Purse, int(s.purseValue[low]), c
					e.Player = s.bandits[i].owner
					em.add(e)
				}
			}
		}
	case cards.Pickpocketing:
		s.phase = EventChoice
		s.pickIdx = 0
		return // advance calls nextPickpocket
	case cards.PantingHorses, cards.WhiskyForMarshal, cards.HigherSpeed, cards.ShotgunsRage:
		s.horsesEvent(evk, c, em)
	case cards.HostageTaking:
		for i := 0; i < n; i++ {
			if lay.onTrain(s.bandits[i].pos) && lay.wagon(s.bandits[i].pos) == 0 {
				s.bandits[i].ransoms++
				if em.on() {
					e := ev(EvRansom)
					e.Seat, e.Value, e.Cause = Seat(i), int(s.ransomValue), c
					em.add(e)
				}
			}
		}
	}
	if s.withHorses() {
		s.shotgunSweep(em) // a roof the event moved bandits onto may be the Shotgun's (§11, R4)
	}
	if s.pending() { // a flee or a hostage to choose first (§11)
		s.phase = EventChoice
		s.roundEnd = 1
		return
	}
	s.endRound(em)
}

// nextPickpocket offers Pickpocketing to the next bandit alone with a purse,
// in turn order from the first player (R8; a player's bandits in their
// order), or ends the round.
func (s *State) nextPickpocket(em emitter) {
	per := int(s.nBandits) / int(s.nPlayers)
	for int(s.pickIdx) < int(s.nBandits) {
		seat := s.turnOrderSeat(int(s.pickIdx) / per)
		b := Seat(s.players[seat].bandits[int(s.pickIdx)%per])
		if s.alone(b) && s.purseAt(s.bandits[b].pos) {
			s.actor, s.actB = seat, b
			s.stage = StagePickpocket
			return
		}
		s.pickIdx++
	}
	s.phase = Stealin
	s.endRound(em)
}

func (s *State) alone(b Seat) bool {
	me := s.bandits[b].pos
	for i := 0; i < int(s.nBandits); i++ {
		if Seat(i) != b && s.bandits[i].pos == me {
			return false
		}
	}
	return true
}

func (s *State) purseAt(p Place) bool {
	return s.lootAt[atPlace(p)]&s.g.loot.kindBits(Purse) != 0
}

// b2i is 1 for true and 0 for false (a flag move, not a branch).
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
