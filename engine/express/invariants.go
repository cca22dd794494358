package express

import (
	"fmt"
	"math/bits"
)

// CheckInvariants verifies what must hold in every state: money and bullets
// (per colour) conserved, every card accounted for, every bandit in exactly
// one valid position and never at rest inside the Marshal's wagon, at least
// one expected seat with a non-empty Legal in a live state. Tests and `colt
// sim` call it after every command.
func CheckInvariants(s *State) error {
	n, nb := int(s.nPlayers), int(s.nBandits)
	cat := s.g.cat
	if want := s.rounds[s.round].turns[s.turn]; s.turnKind != want {
		return fmt.Errorf("the current turn is kept as %v, but round %d's card says %v at turn %d", s.turnKind, s.round+1, want, s.turn+1)
	}
	// Money: every token in exactly one valid place, total value unchanged.
	total, want := 0, 0
	for _, v := range cat.Purses {
		want += v
	}
	lt, lay := s.g.loot, s.g.lay
	want += int(lt.end[Jewel]-lt.first[Jewel])*cat.JewelValue + int(lt.end[Strongbox]-lt.first[Strongbox])*cat.StrongboxValue
	for t := LootID(0); t < lt.n; t++ {
		l := s.loot[t]
		switch {
		case l.isPos():
			if !lay.onTrain(l.place()) && (l.place() != lay.car || lay.car == noPlace) && !lay.inStage(l.place()) {
				return fmt.Errorf("token %d at place %d, not on the train", t, l)
			}
		case l.isHeld():
			if int(l.holder()) >= nb {
				return fmt.Errorf("token %d held by absent bandit %d", t, l.holder())
			}
		case l == placeReserve, l == placeOut:
		default:
			return fmt.Errorf("token %d in invalid place %d", t, l)
		}
		total += s.lootValueOf(t)
	}
	if total != want {
		return fmt.Errorf("money not conserved: %d, want %d", total, want)
	}
	sets := *s
	sets.syncLoot()
	if sets.lootAt != s.lootAt {
		return fmt.Errorf("the per-place token sets do not match the tokens' places")
	}
	// Cards: every bandit's action cards somewhere; bullets per colour.
	var actions [MaxBandits][numKinds]int
	var fired [MaxBandits + 1]int // bullet cards by source (MaxBandits: neutral)
	for _, pc := range s.pile[s.resolve:s.pileLen] {
		if pc.Bandit < 0 || int(pc.Bandit) >= nb {
			return fmt.Errorf("pile card of absent bandit %d", pc.Bandit)
		}
		actions[pc.Bandit][pc.Kind]++
	}
	receivedAll, cardsAll := 0, 0
	for i := 0; i < n; i++ {
		p := &s.players[i]
		if p.kept > p.handLen {
			return fmt.Errorf("%s keeps %d cards of a %d-card hand", Seat(i), p.kept, p.handLen)
		}
		if int(p.deckLen)+int(p.handLen)+int(p.discLen) > maxCards {
			return fmt.Errorf("%s holds more cards than the engine has room for", Seat(i))
		}
		q := *p
		q.syncHand()
		if q.inHand != p.inHand || q.twice != p.twice {
			return fmt.Errorf("%s: the hand's card sets %x/%x do not match its cards (%x/%x)", Seat(i), p.inHand, p.twice, q.inHand, q.twice)
		}
		bulletsHere := 0
		for _, part := range [][]Card{p.deck[:p.deckLen], p.hand[:p.handLen], p.discard[:p.discLen]} {
			for _, c := range part {
				if c.Kind() == Bullet {
					bulletsHere++
					switch {
					case c.isNeutralBullet():
						fired[MaxBandits]++
					case c.bulletFrom() < nb:
						fired[c.bulletFrom()]++
					default:
						return fmt.Errorf("%s holds a bullet card from absent bandit %d", Seat(i), c.bulletFrom())
					}
					continue
				}
				if int(c.bandit()) >= nb {
					return fmt.Errorf("%s holds a card of absent bandit %d", Seat(i), c.bandit())
				}
				if !s.g.teams && s.bandits[c.bandit()].owner != Seat(i) {
					return fmt.Errorf("%s holds another player's card", Seat(i))
				}
				actions[c.bandit()][c.Kind()]++
			}
		}
		received := 0
		for _, b := range p.bandits[:p.nBandits] {
			received += int(s.bandits[b].received)
		}
		if !s.g.teams && received != bulletsHere { // Teams: a partner's bullet may change hands
			return fmt.Errorf("%s has %d bullet cards but its bandits received %d", Seat(i), bulletsHere, received)
		}
		receivedAll += received
		cardsAll += bulletsHere
	}
	if receivedAll != cardsAll {
		return fmt.Errorf("%d bullet cards in the decks but %d received", cardsAll, receivedAll)
	}
	for b := 0; b < nb; b++ {
		bd := &s.bandits[b]
		for k := ActionKind(0); k < numKinds; k++ {
			if k == Bullet {
				continue
			}
			if got := actions[b][k]; got != int(s.g.deck[b][k]) {
				return fmt.Errorf("bandit %d (%s) has %d %s cards, want %d", b, bd.character, got, k, s.g.deck[b][k])
			}
		}
		if got := fired[b] + int(bd.bullets); got != 6 {
			return fmt.Errorf("bandit %d (%s): %d bullets left + %d fired, want 6", b, bd.character, bd.bullets, fired[b])
		}
		if bd.friendly > 6-bd.bullets {
			return fmt.Errorf("bandit %d fired %d bullets at its team but only %d in all", b, bd.friendly, 6-bd.bullets)
		}
		unplaced := s.phase == Preparing && s.stage == StageHands
		if unplaced {
			if bd.pos != lay.offBoard {
				return fmt.Errorf("bandit %d on the train before the hands reveal", b)
			}
			continue
		}
		if galloping := s.gallop&(1<<uint(b)) != 0; galloping != (bd.pos == lay.offBoard && s.withHorses()) {
			return fmt.Errorf("bandit %d (%s) at place %d, galloping %v", b, bd.character, bd.pos, galloping)
		} else if galloping {
			continue
		}
		if bd.pos == lay.escaped && lay.escaped != noPlace {
			continue
		}
		if h := bd.hostage; h >= 0 {
			if h >= int8(NumHostages) || s.hostagesOut&(1<<uint(h)) != 0 {
				return fmt.Errorf("bandit %d holds hostage %d, also face up", b, h)
			}
			for o := 0; o < b; o++ {
				if s.bandits[o].hostage == h {
					return fmt.Errorf("bandits %d and %d hold the same hostage %s", o, b, Hostage(h))
				}
			}
		}
		if at := s.shotgunRoof(); at != noPlace && bd.pos == at && s.pendFlee&(1<<uint(b)) == 0 && s.phase != GameOver {
			return fmt.Errorf("bandit %d (%s) at rest on the Shotgun's position", b, bd.character)
		}
		if lay.inStage(bd.pos) {
			continue
		}
		hidden := bd.pos == lay.hidden && lay.hidden != noPlace
		if hidden != (bd.hideAt >= 0) {
			return fmt.Errorf("bandit %d (%s) at place %d with hiding car %d", b, bd.character, bd.pos, bd.hideAt)
		}
		if hidden {
			if (bd.hideAt >= lay.cars && !(bd.hideAt == hideStage && s.withHorses())) || s.phase == Stealin || s.phase == EventChoice || s.phase == GameOver {
				return fmt.Errorf("bandit %d (%s) hidden for car %d in %s", b, bd.character, bd.hideAt, s.phase)
			}
			continue
		}
		if !lay.onTrain(bd.pos) && (bd.pos != lay.car || lay.car == noPlace) {
			return fmt.Errorf("bandit %d (%s) at invalid place %d", b, bd.character, bd.pos)
		}
		if s.phase != GameOver && bd.pos == s.marshal {
			return fmt.Errorf("bandit %d (%s) at rest inside the Marshal's wagon %d", b, bd.character, s.Marshal())
		}
	}
	wantNeutral := cat.NeutralBullets
	if s.withHorses() {
		wantNeutral += horsesNeutral
		if s.coach < 0 || s.coach > lay.caboose() {
			return fmt.Errorf("the stagecoach faces wagon %d", s.coach)
		}
		horses := 0
		for _, h := range s.horses {
			horses += int(h)
		}
		if horses > nb {
			return fmt.Errorf("%d horses for %d bandits", horses, nb)
		}
		for w := int(lay.cars); w < maxWagons; w++ {
			if s.horses[w] != 0 {
				return fmt.Errorf("horses beside absent car %d", w)
			}
		}
		if s.horses[carHorse] != 0 && lay.car == noPlace {
			return fmt.Errorf("%d horses beside the Time-Travel Car of a game without it", s.horses[carHorse])
		}
		if s.pending() && s.phase != Stealin && s.phase != EventChoice {
			return fmt.Errorf("a forced choice (flee %b, hostage %b) pending in %s", s.pendFlee, s.pendHostage, s.phase)
		}
		taken := 0
		for b := 0; b < nb; b++ {
			if s.bandits[b].hostage >= 0 {
				taken++
			}
		}
		if taken+bits.OnesCount8(s.hostagesOut) != n-1 {
			return fmt.Errorf("%d hostages taken and %d face up, want %d", taken, bits.OnesCount8(s.hostagesOut), n-1)
		}
	}
	if got := fired[MaxBandits] + int(s.neutral) + int(s.neutralLost); got != wantNeutral {
		return fmt.Errorf("neutral bullets not conserved: %d, want %d", got, wantNeutral)
	}
	if !lay.onTrain(s.marshal) || lay.floor(s.marshal) != Inside {
		return fmt.Errorf("marshal at invalid place %d", s.marshal)
	}
	// Expected seats: at least one in a live state, each with a non-empty
	// Legal whose commands are all its own.
	if s.phase == GameOver {
		if len(Legal(s)) != 0 {
			return fmt.Errorf("game over but legal commands remain")
		}
		return nil
	}
	expected := 0
	for i := 0; i < n; i++ {
		if !s.IsExpected(Seat(i)) {
			continue
		}
		expected++
		var buf [maxLegal]Command
		legal := s.legalInto(Seat(i), buf[:0])
		if len(legal) == 0 {
			return fmt.Errorf("live state (%s, %s) with no legal command for expected %s", s.phase, s.stage, Seat(i))
		}
		for _, c := range legal {
			if c.Seat != Seat(i) {
				return fmt.Errorf("legal command %s is not for the expected %s", c, Seat(i))
			}
		}
	}
	if expected == 0 {
		return fmt.Errorf("live state (%s, %s) expects nobody", s.phase, s.stage)
	}
	return nil
}
