package i18n

import (
	"colt/engine/express"
)

func resultNames(lang Lang, r *express.Result, seats []express.Seat) string {
	names := make([]string, 0, len(seats))
	for _, s := range seats {
		names = append(names, resultName(lang, r, s))
	}
	return JoinNames(lang, names)
}

func resultName(lang Lang, r *express.Result, s express.Seat) string {
	for _, ps := range r.Players {
		if ps.Seat == s {
			if len(ps.Characters) == 2 { // a player with two bandits
				return T(lang, "seat.and", map[string]any{"A": CharacterName(lang, ps.Characters[0]), "B": CharacterName(lang, ps.Characters[1])})
			}
			return CharacterName(lang, ps.Character)
		}
	}
	return SeatName(lang, nil, s)
}

// WinnerText announces the winner ("Tuco wins!") or the shared victory
// ("Tuco and Belle share the victory!").
func WinnerText(lang Lang, r *express.Result) string {
	if r == nil || len(r.Winners) == 0 {
		return ""
	}
	if len(r.Winners) == 1 {
		return T(lang, twoResult("score.winner", r, r.Winners[0]), map[string]any{"Name": resultName(lang, r, r.Winners[0])})
	}
	if len(r.Teams) > 0 && len(r.Winners) == 2 && r.TieBreak == express.NoTie { // Teams: one team won
		return T(lang, "score.teamWinner", map[string]any{"Names": resultNames(lang, r, r.Winners)})
	}
	return T(lang, "score.winners", map[string]any{"Names": resultNames(lang, r, r.Winners)})
}

// UnfinishedText heads the scores of a game the operator ended before its
// last round: nobody wins it; it names who was ahead ("Not finished —
// ahead when it stopped: Doc."), never "Doc wins!".
func UnfinishedText(lang Lang, r *express.Result) string {
	if r == nil || len(r.Winners) == 0 {
		return ""
	}
	return T(lang, "score.unfinished", map[string]any{"Names": resultNames(lang, r, r.Winners)})
}

// TieBreakText explains how the winner was decided, for each
// express.TieBreak: the richest bandit (NoTie), the fewest bullets received
// among the richest (ByFewestHits), or a shared victory (SharedVictory, R9).
func TieBreakText(lang Lang, r *express.Result) string {
	if r == nil || len(r.Winners) == 0 {
		return ""
	}
	switch r.TieBreak {
	case express.ByFewestHits:
		id := "score.fewestBullets"
		if len(r.Winners) == 1 {
			id = twoResult(id, r, r.Winners[0])
		}
		return T(lang, id, map[string]any{
			"Tied": resultNames(lang, r, r.Tied), "Names": resultNames(lang, r, r.Winners)})
	case express.SharedVictory:
		return T(lang, "score.shared", map[string]any{
			"Tied": resultNames(lang, r, r.Tied), "Names": resultNames(lang, r, r.Winners)})
	}
	return T(lang, twoResult("score.richest", r, r.Winners[0]), map[string]any{"Name": resultName(lang, r, r.Winners[0])})
}

// twoResult is message id, or its "Two" form whose verb agrees with the
// two names of seat s, a player with two bandits.
func twoResult(id string, r *express.Result, s express.Seat) string {
	for _, ps := range r.Players {
		if ps.Seat == s && len(ps.Characters) == 2 && Has(En, id+twoSuffix) {
			return id + twoSuffix
		}
	}
	return id
}
