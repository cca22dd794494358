package engine

import "fmt"

// CheckInvariants verifies what must hold in every state: money and bullets
// conserved, every card accounted for, every bandit in exactly one valid
// position and never at rest inside the Marshal's wagon, exactly one actor
// with a non-empty Legal in a live state. Tests and `colt sim` call it after
// every command.
func CheckInvariants(s *State) error {
	n := int(s.nPlayers)
	// Money: every token in exactly one valid place, total value unchanged.
	total, want := 0, 0
	for _, v := range s.cat.Purses {
		want += v
	}
	want += NumJewels*s.cat.JewelValue + NumStrongbox*s.cat.StrongboxValue
	for t := LootID(0); t < NumLoot; t++ {
		l := s.loot[t]
		switch {
		case l.isPos():
			if l.pos().Wagon > s.caboose() {
				return fmt.Errorf("token %d at wagon %d beyond the caboose", t, l.pos().Wagon)
			}
		case l.isHeld():
			if int(l.holder()) >= n {
				return fmt.Errorf("token %d held by absent %s", t, l.holder())
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
	// Bullets and cards.
	bullets, neutral := 0, 0
	var pileCount [MaxPlayers][numKinds]int
	for _, pc := range s.pile[s.resolve:s.pileLen] {
		pileCount[pc.Owner][pc.Kind]++
	}
	for i := 0; i < n; i++ {
		p := &s.players[i]
		var count [numKinds]int
		received := 0
		for _, c := range append(p.deck[:p.deckLen:p.deckLen], p.hand[:p.handLen]...) {
			count[c.Kind()]++
			if c.Kind() == Bullet {
				received++
				if c.isNeutralBullet() {
					neutral++
				} else {
					if c.bulletFrom() == i || c.bulletFrom() >= n {
						return fmt.Errorf("%s holds an impossible bullet card from source %d", Seat(i), c.bulletFrom())
					}
					bullets++
				}
			}
		}
		if received != int(p.received) {
			return fmt.Errorf("%s has %d bullet cards but received %d", Seat(i), received, p.received)
		}
		for k := ActionKind(0); k < Bullet; k++ {
			if got := count[k] + pileCount[i][k]; got != int(deckComposition[k]) {
				return fmt.Errorf("%s has %d %s cards, want %d", Seat(i), got, k, deckComposition[k])
			}
		}
		bullets += int(p.bullets)
		if p.pos.Wagon < 0 || p.pos.Wagon > s.caboose() || p.pos.Floor > Roof {
			return fmt.Errorf("%s's bandit at invalid %v", Seat(i), p.pos)
		}
		if s.phase != GameOver && p.pos.Floor == Inside && p.pos.Wagon == s.marshal {
			return fmt.Errorf("%s's bandit at rest inside the Marshal's wagon %d", Seat(i), s.marshal)
		}
	}
	if bullets != 6*n {
		return fmt.Errorf("player bullets not conserved: %d, want %d", bullets, 6*n)
	}
	if got := neutral + int(s.neutral) + int(s.neutralLost); got != s.cat.NeutralBullets {
		return fmt.Errorf("neutral bullets not conserved: %d, want %d", got, s.cat.NeutralBullets)
	}
	if s.marshal < 0 || s.marshal > s.caboose() {
		return fmt.Errorf("marshal at invalid wagon %d", s.marshal)
	}
	// One actor, a non-empty Legal, all its commands for that actor.
	var buf [maxLegal]Command
	legal := s.legalInto(buf[:0])
	if s.phase == GameOver {
		if len(legal) != 0 {
			return fmt.Errorf("game over but %d legal commands", len(legal))
		}
		return nil
	}
	if len(legal) == 0 {
		return fmt.Errorf("live state (%s, %s) with no legal command for %s", s.phase, s.stage, s.actor)
	}
	for _, c := range legal {
		if c.Seat != s.actor {
			return fmt.Errorf("legal command %s is not for the actor %s", c, s.actor)
		}
	}
	return nil
}
