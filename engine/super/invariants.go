package super

import "fmt"

// CheckInvariants verifies what must hold in every state: every bandit
// aboard stands in exactly one line, the one of its card and floor, on a
// card still on the train, and no other bandit stands anywhere; the train
// has at least the locomotive and never grows; each detached wagon card is
// held by at most the one bandit recorded as its taker; stacks are three
// different cards; the expected seats are exactly the bandits aboard that
// have not stacked, each with the 24 stacks as Legal; the game is over
// exactly when one bandit or only the locomotive is left, with winners.
// Tests and `colt sim --game super` call it after every command.
func CheckInvariants(s *State) error {
	n := int(s.nPlayers)
	if n < MinPlayers || n > MaxPlayers {
		return fmt.Errorf("%d players, want %d–%d", n, MinPlayers, MaxPlayers)
	}
	if s.nWagons < 1 || int(s.nWagons) > n+2 {
		return fmt.Errorf("%d train cards, want 1–%d", s.nWagons, n+2)
	}
	if want := n + 2 - int(s.round); s.phase == Plan && int(s.nWagons) != want {
		return fmt.Errorf("round %d with %d train cards, want %d (one detached per round)", s.round+1, s.nWagons, want)
	}
	if s.aboard>>uint(n) != 0 || s.waiting>>uint(n) != 0 {
		return fmt.Errorf("masks name seats beyond %d: aboard %08b, waiting %08b", n, s.aboard, s.waiting)
	}
	// Pawns: each bandit aboard in exactly one line, matching its card and floor.
	var seen [MaxPlayers]int
	for w := 0; w < maxWagons; w++ {
		for f := Inside; f <= Roof; f++ {
			l := &s.lines[w][f]
			if int(l.n) > n {
				return fmt.Errorf("%s of card %d holds %d pawns", f, w, l.n)
			}
			if l.n > 0 && w >= int(s.nWagons) {
				return fmt.Errorf("pawns on detached card %d", w)
			}
			for _, x := range l.who[:l.n] {
				if x < 0 || int(x) >= n {
					return fmt.Errorf("pawn of absent seat %d on card %d", x, w)
				}
				b := &s.bandits[x]
				if !s.Aboard(Seat(x)) {
					return fmt.Errorf("%s is off the train but stands on card %d", Seat(x), w)
				}
				if int(b.wagon) != w || b.floor != f {
					return fmt.Errorf("%s stands in the line of %s card %d but is recorded at %s card %d", Seat(x), f, w, b.floor, b.wagon)
				}
				seen[x]++
			}
		}
	}
	for i := 0; i < n; i++ {
		b := &s.bandits[i]
		if b.character >= NumCharacters {
			return fmt.Errorf("%s has no character", Seat(i))
		}
		for j := 0; j < i; j++ {
			if s.bandits[j].character == b.character {
				return fmt.Errorf("%s and %s both play %s", Seat(j), Seat(i), b.character)
			}
		}
		if s.Aboard(Seat(i)) {
			if seen[i] != 1 {
				return fmt.Errorf("%s stands in %d lines, want 1", Seat(i), seen[i])
			}
			if b.outRound != 0 {
				return fmt.Errorf("%s is aboard but recorded as eliminated in round %d", Seat(i), b.outRound)
			}
		} else {
			if seen[i] != 0 || b.wagon != noWagon || b.stunned {
				return fmt.Errorf("%s is off the train but still placed or stunned", Seat(i))
			}
			if b.outRound == 0 || int(b.outRound) > int(s.round)+1 {
				return fmt.Errorf("%s is off the train with elimination round %d", Seat(i), b.outRound)
			}
		}
		if b.facing > TowardCaboose || b.floor > Roof {
			return fmt.Errorf("%s has an invalid facing or floor", Seat(i))
		}
	}
	// Loot: wagon cards still on the train are nobody's; each detached one
	// is held by its recorded taker only.
	var held uint16
	for i := 0; i < n; i++ {
		m := s.bandits[i].loot
		if held&m != 0 {
			return fmt.Errorf("a loot card is held twice (%s)", Seat(i))
		}
		held |= m
	}
	for w := 0; w < maxWagons; w++ {
		t := Seat(s.lootTaker[w])
		has := held&(1<<uint(w)) != 0
		switch {
		case w == 0 || w >= n+2:
			if has || t != NoSeat {
				return fmt.Errorf("loot card %d does not exist but is held", w)
			}
		case w < int(s.nWagons):
			if has || t != NoSeat {
				return fmt.Errorf("wagon %d is still on the train but is someone's loot", w)
			}
		case t == NoSeat:
			if has {
				return fmt.Errorf("loot card %d is held but has no taker", w)
			}
		default:
			if int(t) >= n || s.bandits[t].loot&(1<<uint(w)) == 0 {
				return fmt.Errorf("loot card %d taken by %s, who does not hold it", w, t)
			}
		}
		if w >= 1 && w < n+2 && s.lootValue[w] == 0 {
			return fmt.Errorf("wagon %d is worth nothing as loot", w)
		}
	}
	// The plan, or the end.
	aboard := countBits(s.aboard)
	if s.phase == GameOver {
		if s.waiting != 0 || len(Legal(s)) != 0 {
			return fmt.Errorf("game over but seats still expected")
		}
		if aboard > 1 && s.nWagons != 1 {
			return fmt.Errorf("game over with %d bandits aboard and %d train cards", aboard, s.nWagons)
		}
		if s.winners == 0 || s.winners&^s.judged != 0 || s.ending == EndNone {
			return fmt.Errorf("game over without a winner among the judged (ending %s)", s.ending)
		}
		if s.aboard != 0 && s.judged != s.aboard {
			return fmt.Errorf("the ending judged %08b but %08b are aboard", s.judged, s.aboard)
		}
		return nil
	}
	if s.phase != Plan {
		return fmt.Errorf("unknown phase %d", s.phase)
	}
	if aboard < 2 || s.nWagons < 2 {
		return fmt.Errorf("live game with %d bandits aboard and %d train cards", aboard, s.nWagons)
	}
	if s.ending != EndNone || s.winners != 0 {
		return fmt.Errorf("live game with an ending")
	}
	if !s.Aboard(s.first) {
		return fmt.Errorf("the first player card is with %s, who is off the train", s.first)
	}
	if s.waiting == 0 || s.waiting&^s.aboard != 0 {
		return fmt.Errorf("expected seats %08b must be a non-empty part of those aboard %08b", s.waiting, s.aboard)
	}
	for i := 0; i < n; i++ {
		seat := Seat(i)
		if s.stacked(seat) && !validStack(s.stack[i]) {
			return fmt.Errorf("%s stacked %v, not three different cards", seat, s.stack[i])
		}
		if !s.stacked(seat) && s.stack[i] != [StackSize]Card{} {
			return fmt.Errorf("%s has not stacked but holds a stack", seat)
		}
		var buf [maxLegal]Command
		legal := s.LegalInto(seat, buf[:0])
		if !s.IsExpected(seat) {
			if len(legal) != 0 {
				return fmt.Errorf("%s is not expected but has legal commands", seat)
			}
			continue
		}
		if len(legal) != NumStacks {
			return fmt.Errorf("expected %s has %d legal stacks, want %d", seat, len(legal), NumStacks)
		}
		for _, c := range legal {
			if c.Seat != seat {
				return fmt.Errorf("legal command %s is not for the expected %s", c, seat)
			}
		}
	}
	return nil
}
