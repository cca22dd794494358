package express

// The Horses & Stagecoach expansion (docs/rules.md §11; the French rulebook
// of Horses & Stagecoach is the truth), the RuleHorses module. The stagecoach's two
// floors and the escaped place are places of the layout (layout.go); what
// moves during the game lives in the state: the wagon the stagecoach faces
// (State.coach), the horses facing each car (State.horses), whether the
// Shotgun was punched (State.shotgunOn: it then guards the roof of the
// wagon the stagecoach faces and moves with it), the hostages, the whisky
// flasks (loot tokens of kind Whisky; their types in flaskOld), and the
// choices a rule forces in the middle of a resolution (fleeing the Shotgun,
// taking a hostage), resolved before anything else goes on (R4).

import (
	"fmt"
	"math/bits"
	"strings"

	"colt/engine/express/cards"
)

// Hostage is one of the 8 hostage cards (§11).
type Hostage uint8

// The hostages.
const (
	Zealot       Hostage = iota // may no longer Ride; $700
	Minister                    // draws one card fewer each round; $900
	OldLady                     // moves only one wagon on the roof; $500 per jewel
	Teacher                     // may no longer Punch; $800
	Banker                      // no drawback; $1000 with at least one strongbox
	Poodle                      // a neutral bullet into the deck each round; $1000
	Photographer                // no face-down cards, even as Ghost; $200 per non-neutral bullet
	PokerPlayer                 // loses the character power; $250 per purse
	NumHostages
	noHostage Hostage = 0xff
)

var hostageNames = [...]string{"zealot", "minister", "old-lady", "teacher", "banker", "poodle", "photographer", "poker-player"}

// String returns the hostage's name ("old-lady").
func (h Hostage) String() string {
	if h < NumHostages {
		return hostageNames[h]
	}
	return fmt.Sprintf("Hostage(%d)", h)
}

// MarshalText encodes the hostage by name.
func (h Hostage) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText decodes a hostage name.
func (h *Hostage) UnmarshalText(b []byte) error {
	i, err := parseName("hostage", hostageNames[:], strings.ToLower(string(b)))
	*h = Hostage(i)
	return err
}

// The Command.Wagon values naming places beside the train: the stagecoach
// (Move, Push, Ride, Hide) and leaving the train for good (Ride, Escape).
const (
	coachWagon  int8 = -2
	escapeWagon int8 = -3
	// hideStage is the hideAt of a bandit the Time-Travel Car hid under the stagecoach (§12)
	hideStage int8 = maxWagons
)

// carHorse is the index in State.horses of the horses facing the
// Time-Travel Car: for a horse the Car is one step beyond the locomotive (§12).
const carHorse = maxWagons

// noRide is rideFrom's answer for a bandit no horse can reach.
const noRide int8 = -4

// horseSlot is the index in State.horses of the horses facing wagon w (carWagon: the Car).
func horseSlot(w int8) int {
	if w == carWagon {
		return carHorse
	}
	return int(w)
}

// horsePlace is where the horses facing wagon w (carWagon: the Car) are
// shown: inside that car.
func (l *layout) horsePlace(w int8) Place {
	if w == carWagon {
		return l.car
	}
	return l.inside(w)
}

// horsesNeutral is the expansion's extra neutral bullets (§11).
const horsesNeutral = 3

// maxFlasks is the number of whisky flasks in the box (5 classic, 1 old).
const maxFlasks = 6

// horsesLoot caches the loot table of an expansion game by train length:
// the base tokens, a third strongbox (the stagecoach's) and one whisky
// flask per wagon behind the locomotive.
var horsesLoot = func() (out [maxWagons + 1]*lootTable) {
	for cars := 2; cars <= maxWagons; cars++ {
		t := &lootTable{}
		t.add(Purse, NumPurses)
		t.add(Jewel, NumJewels)
		t.add(Strongbox, NumStrongbox+1)
		t.add(Whisky, min(cars-1, maxFlasks))
		out[cars] = t
	}
	return out
}()

func (s *State) withHorses() bool { return s.g.horses }

// power reports whether bandit b has character c's power: the Poker Player
// takes it away (§11).
func (s *State) power(b Seat, c Character) bool {
	bd := &s.bandits[b]
	return bd.character == c && Hostage(bd.hostage) != PokerPlayer
}

// powerBit is power as 1 or 0, computed without a branch (hot loops).
func (s *State) powerBit(b Seat, c Character) int {
	bd := &s.bandits[b]
	return b2i(bd.character == c) & b2i(Hostage(bd.hostage) != PokerPlayer)
}

// holds reports whether bandit b holds hostage h.
func (s *State) holds(b Seat, h Hostage) bool { return Hostage(s.bandits[b].hostage) == h }

// seatHolds counts seat's bandits holding hostage h.
func (s *State) seatHolds(seat Seat, h Hostage) int {
	p := &s.players[seat]
	n := 0
	for _, b := range p.bandits[:p.nBandits] {
		if s.holds(Seat(b), h) {
			n++
		}
	}
	return n
}

// shotgunRoof is the Shotgun's place once punched, noPlace before.
func (s *State) shotgunRoof() Place {
	if !s.shotgunOn {
		return noPlace
	}
	return s.g.lay.at[s.coach][Roof]
}

// setupHorses puts the expansion on the table (§11 Setup): the stagecoach
// facing the locomotive with its strongbox and the Shotgun, a face-down
// flask in every wagon, players−1 hostages face up, 3 more neutral bullets.
func (s *State) setupHorses(em emitter) {
	lay, lt := s.g.lay, s.g.loot
	s.coach = 0
	s.putLoot(lt.first[Strongbox]+2, atPlace(lay.stageRoof))
	nf := int(lt.end[Whisky] - lt.first[Whisky])
	for i := 0; i < nf; i++ {
		s.putLoot(lt.first[Whisky]+LootID(i), atPlace(lay.inside(int8(i+1))))
	}
	if old := s.rng.Intn(maxFlasks); old < nf { // the flasks are drawn at random from 5 classic and 1 old
		s.flaskOld = 1 << uint(old)
	}
	var pb [32]int
	for _, h := range s.perm(int(NumHostages), &pb)[:s.nPlayers-1] {
		s.hostagesOut |= 1 << uint(h)
	}
	s.neutral += horsesNeutral
	for i := range s.bandits {
		s.bandits[i].hostage = -1
		s.bandits[i].pos = lay.offBoard
	}
	s.gallop = uint8(1)<<s.nBandits - 1
	s.attackAt = lay.caboose()
	s.phase = Preparing
	s.nextAttack(em)
}

// --- Horse Attack (§11) ---

// galloping returns the bits (0: first bandit, 1: second) of seat's bandits still galloping.
func (s *State) galloping(seat Seat) uint8 {
	p := &s.players[seat]
	var m uint8
	for k, b := range p.bandits[:p.nBandits] {
		if s.gallop&(1<<uint(b)) != 0 {
			m |= 1 << uint(k)
		}
	}
	return m
}

// nextAttack opens the next reveal of the Horse Attack, or lets a player
// left alone choose, or ends it.
func (s *State) nextAttack(em emitter) {
	for {
		if s.gallop == 0 {
			s.endAttack(em)
			return
		}
		var who uint8
		for i := 0; i < int(s.nPlayers); i++ {
			if s.galloping(Seat(i)) != 0 {
				who |= 1 << uint(i)
			}
		}
		if bits.OnesCount8(who) == 1 { // a player left alone chooses any remaining wagon
			seat := Seat(bits.TrailingZeros8(who))
			s.waiting = 0
			s.stage, s.actor = StageAttackAlone, seat
			s.actB = Seat(s.players[seat].bandits[bits.TrailingZeros8(s.galloping(seat))])
			return
		}
		if s.attackAt <= 1 { // never the locomotive: everyone still galloping boards the last wagon
			for b := 0; b < int(s.nBandits); b++ {
				if s.gallop&(1<<uint(b)) != 0 {
					s.board(Seat(b), s.attackAt, em)
				}
			}
			continue
		}
		s.openStep(StageHorseAttack, who)
		return
	}
}

// board puts bandit b inside wagon w and its horse facing it.
func (s *State) board(b Seat, w int8, em emitter) {
	lay := s.g.lay
	s.gallop &^= 1 << uint(b)
	s.bandits[b].pos = lay.inside(w)
	s.horses[w]++
	if em.on() {
		e := ev(EvBanditPlaced)
		e.Seat, e.To, e.Cause = b, lay.pos(lay.inside(w)), ruleCause(ByRule, s.bandits[b].owner)
		em.add(e)
		e = ev(EvHorseMoved)
		e.Seat, e.From, e.To, e.Count = b, Position{Wagon: -1, Area: AreaOffBoard}, lay.pos(lay.inside(w)), 1
		em.add(e)
	}
}

// resolveAttack reveals one wagon's fists: the bandits shown board it.
func (s *State) resolveAttack(em emitter) {
	for i := 0; i < int(s.nPlayers); i++ {
		m := s.commit[i]
		if m <= 0 {
			continue
		}
		p := &s.players[i]
		for k, b := range p.bandits[:p.nBandits] {
			if m&(1<<uint(k)) != 0 && s.gallop&(1<<uint(b)) != 0 {
				s.board(Seat(b), s.attackAt, em)
			}
		}
	}
	s.attackAt--
	s.stage = StageNone
	s.nextAttack(em)
}

// endAttack draws the first player among the bandits in the wagon farthest
// from the locomotive (§11; Teams: that bandit's team's A player) and
// deals the first round. Horses now belong to no one.
func (s *State) endAttack(em emitter) {
	lay := s.g.lay
	far := int8(0)
	for b := 0; b < int(s.nBandits); b++ {
		far = max(far, lay.wagon(s.bandits[b].pos))
	}
	var cand [MaxBandits]Seat
	n := 0
	for b := 0; b < int(s.nBandits); b++ {
		if lay.wagon(s.bandits[b].pos) != far {
			continue
		}
		seat := s.bandits[b].owner
		if s.g.teams {
			seat &^= 1
		}
		dup := false
		for _, c := range cand[:n] {
			dup = dup || c == seat
		}
		if !dup {
			cand[n] = seat
			n++
		}
	}
	s.first = cand[s.rng.Intn(n)]
	s.stage = StageNone
	s.actor = NoSeat
	s.startRound(em)
}

// attackLegal lists a seat's choices in the Horse Attack.
func (s *State) attackLegal(seat Seat, out []Command) []Command {
	p := &s.players[seat]
	if s.stage == StageAttackAlone {
		for w := int8(1); w <= s.attackAt; w++ {
			out = addChoice(out, seat, CmdStartWagon, int(w))
		}
		return out
	}
	m := s.galloping(seat)
	for k, b := range p.bandits[:p.nBandits] { // fields in place (see addChoice)
		if m&(1<<uint(k)) != 0 {
			out = addChoice(out, seat, CmdBoard, 0)
			out[len(out)-1].Bandit = Seat(b)
		}
	}
	if m == 3 {
		out = addChoice(out, seat, CmdBoardBoth, 0)
	}
	return addChoice(out, seat, CmdGallop, 0)
}

// --- places beside the train ---

// moveList returns the places a Move card can take bandit b to (§5, §11):
// the layout's moves on the train, and the stagecoach's roof from the
// roofs within reach of the wagon it faces (crossing is one of the steps);
// the Old Lady allows one wagon only on the roof.
func (s *State) moveList(b Seat) placeList {
	lay := s.g.lay
	from := s.bandits[b].pos
	if lay.stageIn == noPlace {
		return lay.moves[from]
	}
	reach := int8(moveRoof)
	if s.holds(b, OldLady) {
		reach = 1
	}
	var m placeList
	switch {
	case from == lay.stageIn, from == lay.escaped:
		return m // the inside of the stagecoach is next to the wagon only for Shoot and Punch
	case from == lay.stageRoof:
		// the Car is one step beyond the locomotive's roof (§12): crossing
		// to the faced roof, coach more roofs, then the Car
		if lay.car != noPlace && s.g.frReadings && s.coach+2 <= reach {
			m.add(lay.car)
		}
		for w := s.coach - (reach - 1); w <= s.coach+(reach-1); w++ {
			if w >= 0 && w <= lay.caboose() {
				m.add(lay.at[w][Roof])
			}
		}
		return m
	}
	base := &lay.moves[from]
	if lay.floor(from) != Roof || !lay.onTrain(from) {
		return *base
	}
	me := lay.wagon(from)
	for _, q := range base.p[:base.n] {
		w := lay.wagon(q) // the Car is wagon -1: one step beyond the locomotive (§12)
		if reach == 1 && (q != lay.car || s.g.frReadings) && abs8(w-me) > 1 {
			continue
		}
		m.add(q)
	}
	if abs8(me-s.coach)+1 <= reach {
		m.add(lay.stageRoof)
	}
	return m
}

func abs8(x int8) int8 {
	if x < 0 {
		return -x
	}
	return x
}

// pushList returns where a punched bandit at from may be sent (§5, §11):
// one car along its floor, and between the stagecoach and the wagon it faces.
func (s *State) pushList(from Place) placeList {
	lay := s.g.lay
	var m placeList
	switch {
	case from == lay.stageIn:
		m.add(lay.inside(s.coach))
		return m
	case from == lay.stageRoof:
		m.add(lay.at[s.coach][Roof])
		return m
	}
	for _, q := range lay.places[from].along {
		if q != noPlace {
			m.add(q)
		}
	}
	if s.withHorses() && lay.onTrain(from) && lay.wagon(from) == s.coach {
		if lay.floor(from) == Roof {
			m.add(lay.stageRoof)
		} else {
			m.add(lay.stageIn)
		}
	}
	return m
}

// coachSight adds what the stagecoach changes to a shooter's line of fire
// at me (§11): from its roof every bandit on the train's roofs (and the
// Car, §12), and back; its inside and the inside of the wagon it faces
// see each other.
func (s *State) coachSight(me Place, occupied uint64) (sight uint64) {
	lay := s.g.lay
	switch {
	case me == lay.stageRoof:
		for w := int8(0); w < lay.cars; w++ {
			sight |= 1 << lay.at[w][Roof]
		}
		if lay.car != noPlace {
			sight |= 1 << lay.car
		}
	case me == lay.stageIn:
		sight |= 1 << lay.inside(s.coach)
	case me == lay.inside(s.coach):
		sight |= 1 << lay.stageIn
	case me == lay.car || lay.onTrain(me) && lay.floor(me) == Roof:
		sight |= 1 << lay.stageRoof
	}
	return sight
}

// roofSight scans the train's roofs from me in each direction: the nearest
// roof holding anyone (R3); the Shotgun blocks the line (§11).
func (s *State) roofSight(info *placeInfo, occupied uint64) (sight uint64) {
	lay := s.g.lay
	block := s.shotgunRoof()
	for dir := range info.along {
		for q := info.along[dir]; q != noPlace; q = lay.places[q].along[dir] {
			if q == block {
				break
			}
			if occupied&(1<<q) != 0 {
				sight |= 1 << q
				break
			}
		}
	}
	return sight
}

// shotgunPunchable reports whether bandit b may punch the Shotgun: on the
// stagecoach's roof, before it was punched (§11).
func (s *State) shotgunPunchable(b Seat) bool {
	return s.withHorses() && !s.shotgunOn && s.bandits[b].pos == s.g.lay.stageRoof
}

// rideFrom returns the wagon bandit b's horse would be taken from: the car
// it is in or on, or the wagon the stagecoach faces, or (carWagon) the
// Time-Travel Car (§12: « On peut l'atteindre par un Déplacement ou par la
// Chevauchée »); noRide if none.
func (s *State) rideFrom(b Seat) int8 {
	lay := s.g.lay
	p := s.bandits[b].pos
	switch {
	case lay.inStage(p):
		return s.coach
	case lay.onTrain(p):
		return lay.wagon(p)
	case p == lay.car && s.g.frReadings:
		return carWagon
	}
	return noRide
}

// rideLegal lists a Ride's destinations (§11): the horse moves 0–3 wagons,
// the bandit goes inside the wagon it faces, or into the stagecoach if it
// faces that wagon too; in an Escape round, off the train for good. With
// the Time-Travel Car the horse may go one step beyond the locomotive and
// the bandit into the Car (§12; carWagon counts as wagon -1).
func (s *State) rideLegal(seat Seat, out []Command) []Command {
	from := s.rideFrom(s.actB)
	lay := s.g.lay
	first := int8(0)
	if lay.car != noPlace && s.g.frReadings {
		first = carWagon
	}
	for w := max(first, from-3); w <= min(lay.caboose(), from+3); w++ {
		out = addChoice(out, seat, CmdRide, int(w))
		if w == s.coach {
			out = addChoice(out, seat, CmdRide, int(coachWagon))
		}
	}
	if s.rounds[s.round].event == cards.Escape {
		out = addChoice(out, seat, CmdRide, int(escapeWagon))
	}
	return out
}

// ride applies a Ride command.
func (s *State) ride(c Command, em emitter) {
	b := s.actB
	bd := &s.bandits[b]
	lay := s.g.lay
	from := s.rideFrom(b)
	s.horses[horseSlot(from)]--
	to := c.Wagon
	var dest Place
	switch to {
	case escapeWagon:
		dest = lay.escaped // the horse leaves with its rider
	case coachWagon:
		dest = lay.stageIn
		to = s.coach
	case carWagon: // the horse faces the Car, the bandit goes into it (§12)
		dest = lay.car
	default:
		dest = lay.inside(to)
	}
	if c.Wagon != escapeWagon {
		s.horses[horseSlot(to)]++
	}
	if em.on() {
		e := ev(EvHorseMoved)
		e.Seat, e.From, e.Count, e.Cause = b, lay.pos(lay.horsePlace(from)), 1, cardCause(c.Seat, b, Ride)
		if c.Wagon == escapeWagon {
			e.To = lay.pos(lay.escaped)
		} else {
			e.To = lay.pos(lay.horsePlace(to))
		}
		em.add(e)
	}
	old := bd.pos
	if old == dest { // the horse stayed and the bandit was already inside
		return
	}
	bd.pos = dest
	s.moved(b, old, cardCause(c.Seat, b, Ride), em)
	s.arrive(b, em)
}

// horsesArrive applies the expansion's rules to a bandit that just arrived
// somewhere: the Shotgun's position (a neutral bullet, then flee), the
// stagecoach's inside (take a hostage).
func (s *State) horsesArrive(b Seat, em emitter) {
	bd := &s.bandits[b]
	if bd.pos == s.shotgunRoof() {
		fl := [1]Seat{b}
		s.shotgunHits(fl[:], em)
	}
	if bd.pos == s.g.lay.stageIn && bd.hostage < 0 && s.hostagesOut != 0 {
		s.pendHostage |= 1 << uint(b)
	}
}

// shotgunHits gives each bandit on the Shotgun's position a neutral bullet
// (the group at once, R7); each must then flee to a neighbouring roof.
func (s *State) shotgunHits(seats []Seat, em emitter) {
	if len(seats) == 0 {
		return
	}
	s.giveNeutral(seats, ruleCause(ByShotgun, NoSeat), em)
	for _, b := range seats {
		s.pendFlee |= 1 << uint(b)
	}
}

// shotgunSweep hits every bandit on the Shotgun's position (after the
// Shotgun or many bandits moved).
func (s *State) shotgunSweep(em emitter) {
	at := s.shotgunRoof()
	if at == noPlace {
		return
	}
	var g [MaxBandits]Seat
	n := 0
	for i := 0; i < int(s.nBandits); i++ {
		if s.bandits[i].pos == at && s.pendFlee&(1<<uint(i)) == 0 {
			g[n] = Seat(i)
			n++
		}
	}
	s.shotgunHits(g[:n], em)
}

// passShotgun gives a neutral bullet to a bandit whose Move crosses the
// Shotgun's position without stopping there (§11).
func (s *State) passShotgun(b Seat, from, to Place, em emitter) {
	at := s.shotgunRoof()
	if at == noPlace || to == at || from == at {
		return
	}
	lay := s.g.lay
	wf, wt := lay.wagon(from), lay.wagon(to)
	if from == lay.stageRoof {
		wf = s.coach
	}
	if to == lay.stageRoof {
		wt = s.coach
	}
	if lay.floor(from) != Roof || from == lay.car || to == lay.car && !s.g.frReadings {
		return // a Move into the Car crosses the roofs on its way like any other (§12); the Car is wagon -1
	}
	lo, hi := min(wf, wt), max(wf, wt)
	c := s.coach
	crosses := c > lo && c < hi
	if (from == lay.stageRoof) != (to == lay.stageRoof) { // to or from the stagecoach: through its wagon's roof
		crosses = crosses || (from == lay.stageRoof && wt != c) || (to == lay.stageRoof && wf != c)
	}
	if crosses {
		fl := [1]Seat{b}
		s.giveNeutral(fl[:], ruleCause(ByShotgun, NoSeat), em)
	}
}

// pending reports whether a forced choice waits (flee the Shotgun, take a hostage).
func (s *State) pending() bool { return s.pendFlee|s.pendHostage != 0 }

// openPending opens the next forced choice: the lowest bandit's, hostages first.
func (s *State) openPending() {
	if s.pendHostage != 0 {
		b := Seat(bits.TrailingZeros8(s.pendHostage))
		if s.bandits[b].pos != s.g.lay.stageIn || s.hostagesOut == 0 || s.bandits[b].hostage >= 0 {
			s.pendHostage &^= 1 << uint(b) // pushed out before choosing, or none left
			return
		}
		s.stage, s.actB, s.actor = StageHostage, b, s.bandits[b].owner
		return
	}
	b := Seat(bits.TrailingZeros8(s.pendFlee))
	if s.bandits[b].pos != s.shotgunRoof() {
		s.pendFlee &^= 1 << uint(b)
		return
	}
	s.stage, s.actB, s.actor = StageFlee, b, s.bandits[b].owner
}

// pendingLegal lists a forced choice.
func (s *State) pendingLegal(seat Seat, out []Command) []Command {
	lay := s.g.lay
	switch s.stage {
	case StageHostage:
		for h := Hostage(0); h < NumHostages; h++ {
			if s.hostagesOut&(1<<uint(h)) != 0 {
				c := base(seat, CmdHostage)
				c.Hostage = h
				out = append(out, c)
			}
		}
	case StageFlee: // a neighbouring roof of the train, even the one the bandit came from; never the stagecoach
		for _, q := range lay.places[s.bandits[s.actB].pos].along {
			if lay.onTrain(q) {
				out = addChoice(out, seat, CmdFlee, int(lay.wagon(q)))
			}
		}
	}
	return out
}

// choosePending applies a forced choice.
func (s *State) choosePending(c Command, em emitter) {
	b := s.actB
	bd := &s.bandits[b]
	switch c.Kind {
	case CmdHostage:
		bd.hostage = int8(c.Hostage)
		s.hostagesOut &^= 1 << uint(c.Hostage)
		s.pendHostage &^= 1 << uint(b)
		if em.on() {
			e := ev(EvHostageTaken)
			e.Seat, e.Count, e.Player, e.Cause = b, int(c.Hostage), bd.owner, ruleCause(ByRule, bd.owner)
			em.add(e)
		}
	case CmdFlee:
		s.pendFlee &^= 1 << uint(b)
		from := bd.pos
		bd.pos = s.g.lay.at[c.Wagon][Roof]
		s.moved(b, from, ruleCause(ByShotgun, NoSeat), em)
		s.arrive(b, em)
	}
	s.stage = StageNone
}

// --- the Shotgun punched ---

func (s *State) punchShotgun(c Command, em emitter) {
	lay := s.g.lay
	s.shotgunOn = true
	if em.on() {
		e := ev(EvShotgunMoved)
		e.From, e.To, e.Cause = lay.pos(lay.stageRoof), lay.pos(s.shotgunRoof()), punchCause(c.Seat, s.actB)
		em.add(e)
	}
	s.shotgunSweep(em)
}

// --- whisky (§11) ---

func (s *State) flaskIndex(t LootID) int { return int(t - s.g.loot.first[Whisky]) }

// flaskIsOld reports whether flask token t is the old whisky.
func (s *State) flaskIsOld(t LootID) bool { return s.flaskOld&(1<<uint(s.flaskIndex(t))) != 0 }

// drinkLegal appends the flasks seat may drink now: in a Normal turn, instead of playing or drawing.
func (s *State) drinkLegal(seat Seat, out []Command) []Command {
	if s.currentTurn() != cards.Normal || s.drinks > 0 || s.stage != StageNone {
		return out
	}
	lt := s.g.loot
	p := &s.players[seat]
	for _, b := range p.bandits[:p.nBandits] {
		for m := s.lootAt[heldBy(Seat(b))] & lt.kindBits(Whisky); m != 0; m &= m - 1 {
			out = addChoice(out, seat, CmdDrink, bits.TrailingZeros64(m))
		}
	}
	return out
}

// drink applies a drink: classic, draw 3 then play one card; old, play two
// cards in a row (§11). The flask turns half-empty, or leaves the game.
func (s *State) drink(c Command, em emitter) {
	t := c.Token
	i := s.flaskIndex(t)
	old := s.flaskIsOld(t)
	s.flaskKnown[i] = 0xff // its type is now known to all
	if s.flaskHalf&(1<<uint(i)) != 0 {
		s.putLoot(t, placeOut)
	} else {
		s.flaskHalf |= 1 << uint(i)
	}
	drawn := 0
	if old {
		s.drinks = 2
	} else {
		drawn = s.draw(c.Seat, 3)
		s.drinks = 1
	}
	if em.on() {
		e := ev(EvWhiskyDrunk)
		e.Seat, e.Token, e.Loot, e.Count = c.Seat, t, Whisky, 1
		if old {
			e.Count = 2
		}
		e.Value = drawn
		em.add(e)
	}
}

// --- Turmoil (§11) ---

// maybeTurmoil opens a Turmoil turn's simultaneous choice; a turn nobody
// can act in passes. It reports whether the current turn is a Turmoil.
func (s *State) maybeTurmoil(em emitter) bool {
	if s.phase != Schemin || s.currentTurn() != cards.Turmoil {
		return false
	}
	var who uint8
	for i := 0; i < int(s.nPlayers); i++ {
		p := &s.players[i]
		if p.deckLen > 0 || p.hasPlayable() || (s.g.experts && p.discLen > 0) {
			who |= 1 << uint(i)
		}
	}
	if who == 0 {
		s.orderAt = s.nPlayers - 1
		s.nextSchemeAct(em)
		return true
	}
	s.openStep(StageTurmoil, who)
	return true
}

// turmoilLegal lists a seat's Turmoil choices: any action card, face up, or draw 3.
func (s *State) turmoilLegal(seat Seat, out []Command) []Command {
	p := &s.players[seat]
	out = s.playsInto(out, seat, handSet(p, 0), false, false)
	if p.deckLen > 0 || (s.g.experts && p.discLen > 0) {
		out = addChoice(out, seat, CmdDraw, 0)
	}
	return out
}

// resolveTurmoil reveals every choice and puts the cards onto the pile in
// turn order (§11).
func (s *State) resolveTurmoil(em emitter) {
	for k := 0; k < int(s.nPlayers); k++ {
		seat := s.turnOrderSeat(k)
		c := s.commit[seat]
		switch {
		case c == turmoilDraw:
			n := s.draw(seat, 3)
			if em.on() {
				e := ev(EvCardsDrawn)
				e.Seat, e.Count = seat, n
				em.add(e)
			}
		case c >= 0:
			card := Card(c)
			s.players[seat].removeCard(card)
			pc := &s.pile[s.pileLen]
			pc.Owner, pc.Bandit, pc.Kind, pc.FaceDown = seat, card.bandit(), card.Kind(), false
			s.pileLen++
			if em.on() {
				e := ev(EvCardPlayed)
				e.Seat, e.Card, e.Count = seat, card.Kind(), int(s.pileLen)
				if s.g.mixed {
					e.Bandit = card.bandit()
				}
				em.add(e)
			}
		}
	}
	s.stage = StageNone
	s.orderAt = s.nPlayers - 1
	s.subAct = 0
	s.nextSchemeAct(em)
}

// turmoilDraw is a Turmoil commit announcing a draw.
const turmoilDraw int8 = -2

// --- Plan of Attack (§11) ---

// planCount returns how many cards each player may keep at the end of this
// round's Schemin' (Plan of Attack symbols); none in the last round and
// with Experts (which keeps cards its own way).
func (s *State) planCount() int {
	if !s.withHorses() || s.g.experts || int(s.round) == Rounds-1 {
		return 0
	}
	return s.g.cat.RoundCards[s.rounds[s.round].card].Plan
}

// --- round end (§11) ---

// horsesEvent resolves the expansion's events (§11).
func (s *State) horsesEvent(evk cards.Event, c Cause, em emitter) {
	lay := s.g.lay
	n := int(s.nBandits)
	var group [MaxBandits]Seat
	g := 0
	switch evk {
	case cards.PantingHorses:
		k := 1
		if s.nPlayers >= 5 {
			k = 2
		}
		for w := lay.caboose(); w >= carWagon && k > 0; w-- { // the Car's horses last: one step beyond the locomotive (§12)
			if w == carWagon && lay.car == noPlace {
				break
			}
			for s.horses[horseSlot(w)] > 0 && k > 0 {
				s.horses[horseSlot(w)]--
				k--
				if em.on() {
					e := ev(EvHorseMoved)
					e.From, e.To, e.Count, e.Cause = lay.pos(lay.horsePlace(w)), Position{Wagon: -1, Area: AreaOffBoard}, 1, c
					em.add(e)
				}
			}
		}
	case cards.WhiskyForMarshal:
		at := atPlace(s.marshal)
		m := s.lootAt[at] & s.g.loot.kindBits(Whisky)
		if m == 0 {
			return
		}
		t := LootID(bits.TrailingZeros64(m))
		old := s.flaskIsOld(t)
		s.flaskKnown[s.flaskIndex(t)] = 0xff
		s.putLoot(t, placeOut)
		if em.on() {
			e := ev(EvLootLost)
			e.Token, e.Loot, e.Cause, e.Count, e.From = t, Whisky, c, 1, lay.pos(s.marshal)
			if old {
				e.Count = 2
			}
			em.add(e)
		}
		for {
			next := lay.step(s.marshal, towardCaboose)
			if next == noPlace {
				break
			}
			s.moveMarshal(next, c, em)
			if !old {
				break
			}
		}
	case cards.HigherSpeed:
		for i := 0; i < n; i++ {
			p := &s.bandits[i]
			if !lay.onTrain(p.pos) || lay.floor(p.pos) != Roof {
				continue
			}
			if to := lay.step(p.pos, towardCaboose); to != noPlace {
				from := p.pos
				p.pos = to
				s.moved(Seat(i), from, c, em)
			}
		}
		for w := lay.caboose(); w > carWagon; w-- { // the Car's horses to the locomotive (§12)
			from := w - 1
			if k := s.horses[horseSlot(from)]; k > 0 {
				s.horses[w] += k
				s.horses[horseSlot(from)] = 0
				if em.on() {
					e := ev(EvHorseMoved)
					e.From, e.To, e.Count, e.Cause = lay.pos(lay.horsePlace(from)), lay.pos(lay.inside(w)), int(k), c
					em.add(e)
				}
			}
		}
		s.moveCoach(c, em)
		s.shotgunSweep(em)
	case cards.ShotgunsRage:
		for i := 0; i < n; i++ {
			p := s.bandits[i].pos
			if lay.inStage(p) || lay.onTrain(p) && lay.wagon(p) == s.coach {
				group[g] = Seat(i)
				g++
			}
		}
		s.giveNeutral(group[:g], c, em)
	}
}

// moveCoach moves the stagecoach one wagon toward the caboose (unless it
// faces the caboose), the Shotgun with it once punched.
func (s *State) moveCoach(c Cause, em emitter) {
	lay := s.g.lay
	if s.coach >= lay.caboose() {
		return
	}
	from := s.coach
	s.coach++
	if em.on() {
		e := ev(EvStagecoachMoved)
		e.From, e.To, e.Cause = lay.pos(lay.inside(from)), lay.pos(lay.inside(s.coach)), c
		em.add(e)
		if s.shotgunOn {
			e = ev(EvShotgunMoved)
			e.From, e.To, e.Cause = lay.pos(lay.at[from][Roof]), lay.pos(lay.at[s.coach][Roof]), c
			em.add(e)
		}
	}
}

// hideSpot is the place a bandit hidden for hideAt w appears in.
func (l *layout) hideSpot(w int8) Place {
	if w == hideStage {
		return l.stageIn
	}
	return l.inside(w)
}

// --- scoring (§11) ---

// hostageRansom is what bandit b's hostage is worth at the end.
func (s *State) hostageRansom(b Seat) int {
	bd := &s.bandits[b]
	h := Hostage(bd.hostage)
	if h == noHostage {
		return 0
	}
	count := func(k LootKind) int {
		return bits.OnesCount64(s.lootAt[heldBy(b)] & s.g.loot.kindBits(k))
	}
	switch h {
	case Zealot:
		return 700
	case Minister:
		return 900
	case OldLady:
		return 500 * count(Jewel)
	case Teacher:
		return 800
	case Banker:
		if count(Strongbox) > 0 {
			return 1000
		}
		return 0
	case Poodle:
		return 1000
	case Photographer: // non-neutral bullets, not fired by the team, in the player's cards
		p := &s.players[bd.owner]
		n := 0
		for _, part := range [][]Card{p.deck[:p.deckLen], p.hand[:p.handLen], p.discard[:p.discLen]} {
			for _, c := range part {
				if c.Kind() == Bullet && !c.isNeutralBullet() && s.g.teamOf(s.bandits[c.bulletFrom()].owner) != s.g.teamOf(bd.owner) {
					n++
				}
			}
		}
		return 200 * n
	case PokerPlayer:
		return 250 * count(Purse)
	}
	return 0
}

// arrested reports whether bandit b is arrested at the end of an Escape
// game: still in or on the train (the Time-Travel Car counts as the train).
func (s *State) arrested(b Seat) bool {
	if s.rounds[Rounds-1].event != cards.Escape || s.phase != GameOver {
		return false
	}
	p := s.bandits[b].pos
	lay := s.g.lay
	return !lay.inStage(p) && p != lay.escaped
}
