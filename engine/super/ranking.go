package super

import "slices"

// Ranking orders the players of a finished game for a final screen, best
// first, as places: each place lists the seats that share it (in seat
// order). The rulebook names only the winner ("le dernier bandit à bord du
// train"); the rest follows the same idea — staying aboard longer is better:
//
//  1. the winners (Result.Winners);
//  2. the other bandits the ending compared (Result.Judged), by most loot
//     cards, then the highest-valued card;
//  3. everyone else, the later they left the train the better (a bandit
//     out in round 4 before one out in round 2); bandits out in the same
//     round share a place, then more loot cards and the highest card
//     break the tie.
//
// A player who shares every criterion with another shares their place.
func (r *Result) Ranking() [][]Seat {
	if r == nil {
		return nil
	}
	type key struct {
		group, out, cards, best int
	}
	keyOf := func(p PlayerResult) key {
		k := key{group: 2, out: -p.EliminatedIn, cards: -len(p.Loot), best: -p.BestLoot}
		switch {
		case p.Winner:
			k = key{group: 0}
		case p.Judged:
			k = key{group: 1, cards: -len(p.Loot), best: -p.BestLoot}
		}
		return k
	}
	less := func(a, b key) int {
		for _, d := range [...]int{a.group - b.group, a.out - b.out, a.cards - b.cards, a.best - b.best} {
			if d != 0 {
				return d
			}
		}
		return 0
	}
	players := slices.Clone(r.Players)
	slices.SortStableFunc(players, func(a, b PlayerResult) int { return less(keyOf(a), keyOf(b)) })
	var out [][]Seat
	for i, p := range players {
		if i > 0 && less(keyOf(players[i-1]), keyOf(p)) == 0 {
			out[len(out)-1] = append(out[len(out)-1], p.Seat)
			continue
		}
		out = append(out, []Seat{p.Seat})
	}
	return out
}
