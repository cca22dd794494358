package i18n

import (
	"slices"

	"colt/engine/express"
)

// LootCountText words an amount of loot: "3 purses and 1 jewel", "1
// strongbox"; "" when there is none.
func LootCountText(lang Lang, purses, jewels, strongboxes int) string {
	l := New(lang)
	var parts []string
	if purses > 0 {
		parts = append(parts, l.N("count.purses", purses, nil))
	}
	if jewels > 0 {
		parts = append(parts, l.N("count.jewels", jewels, nil))
	}
	if strongboxes > 0 {
		parts = append(parts, l.N("count.strongboxes", strongboxes, nil))
	}
	return JoinNames(lang, parts)
}

// SetupWagonText is the set-up instruction for one wagon: "Put wagon B at
// position 2 with 3 purses and 1 jewel." Position is the wagon's number
// from the locomotive (1 is coupled to it).
func SetupWagonText(lang Lang, position int, wagonType string, purses, jewels int) string {
	data := map[string]any{"Type": wagonType, "N": position}
	if loot := LootCountText(lang, purses, jewels, 0); loot != "" {
		data["Loot"] = loot
		return T(lang, "setup.placeWagon", data)
	}
	return T(lang, "setup.placeWagonEmpty", data)
}

// SetupInstructions lists, in order, what the players do to set up the
// physical table for the game whose first public view is pv (the view
// right after express.New): the train and its loot, the Marshal and the
// strongboxes, the neutral bullets, each player's kit, where each bandit
// starts and who is first player (docs/rules.md §3). The box gives only
// the train, the pawns, the Marshal, the loot tokens, the character cards
// and the expansion's pieces: every other card stays in the box, since the
// kiosk and the phones deal, hold and show them (docs/design.md).
func SetupInstructions(lang Lang, pv *express.PublicView) []string {
	if pv == nil {
		return nil
	}
	l := New(lang)
	n := len(pv.Train)
	var out []string
	if pairs := teamPairs(lang, pv); pairs != "" { // Teams: who partners whom, seated first (§10)
		out = append(out, l.T("setup.teamPairs", map[string]any{"Pairs": pairs}))
	}
	out = append(out, l.T("setup.placeLocomotive", nil))
	if pv.Car != nil { // the Time-Travel Car (§12)
		out = append(out, l.T("setup.car.place", nil))
	}
	out = append(out, l.T("setup.wagonNumbering", nil))
	for w := 1; w < n; w++ {
		wv := pv.Train[w]
		out = append(out, SetupWagonText(lang, w, wv.Type, len(wv.Inside.Purses), wv.Inside.Jewels))
	}
	kit := "setup.playerKit"
	if len(pv.Bandits) > pv.Players { // two bandits each (§10)
		kit = "setup.playerKitTwo"
	}
	out = append(out,
		l.T("setup.pursesHidden", nil),
		l.T("setup.placeMarshal", nil),
		l.T("setup.neutralBullets", map[string]any{"N": pv.Neutral}),
		l.T(kit, nil),
		l.T("setup.cardsInBox", nil),
	)
	if pv.Stagecoach != nil { // Horses & Stagecoach (§11): the bandits arrive in the Horse Attack
		names := make([]string, len(pv.Hostages))
		for i, h := range pv.Hostages {
			names[i] = HostageName(lang, h)
		}
		return append(out,
			l.T("setup.horses.stagecoach", nil),
			l.T("setup.horses.flasks", nil),
			l.T("setup.horses.hostages", map[string]any{"Names": JoinNames(lang, names)}),
			l.T("setup.horses.kit", nil),
			l.T("setup.horses.attack", nil),
			l.T("setup.roundDeck", nil),
		)
	}
	later := false
	for _, b := range pv.Bandits {
		if b.Position.Wagon < 0 { // placed after the secret hand reveal (§10)
			later = true
			continue
		}
		out = append(out, l.T("setup.placeBandit", map[string]any{
			"Name": CharacterName(lang, b.Character), "At": PositionAt(lang, b.Position, n)}))
	}
	if later {
		out = append(out, l.T("setup.banditsLater", nil))
	}
	out = append(out,
		l.T(twoSeat("setup.firstPlayer", pv, pv.FirstPlayer), map[string]any{"Name": PlayerName(lang, pv, pv.FirstPlayer)}),
		l.T("setup.roundDeck", nil),
	)
	return out
}

// teamPairs words the teams of a Teams game by seat, in seat order, as the
// kiosk's players panel names them: "team A: Ghost (seat 1) and Tuco (seat
// 2); team B: Cheyenne (seat 3) and Doc (seat 4)"; "" when
// the game has no teams. Partners are the seats the engine pairs (its
// SeatView.Team): neighbours, who sit side by side and play one after the
// other (docs/rules.md §10, « côte à côte »).
func teamPairs(lang Lang, pv *express.PublicView) string {
	if !slices.Contains(pv.Modules, "teams") {
		return ""
	}
	var pairs []string
	for i, a := range pv.Seats {
		for _, b := range pv.Seats[i+1:] {
			if a.Team == b.Team {
				pairs = append(pairs, T(lang, "setup.teamPair", map[string]any{"Team": string(rune('A' + a.Team)),
					"A": PlayerName(lang, pv, a.Seat), "N": int(a.Seat) + 1,
					"B": PlayerName(lang, pv, b.Seat), "M": int(b.Seat) + 1}))
			}
		}
	}
	if len(pairs) == 0 {
		return ""
	}
	out := pairs[0]
	for _, p := range pairs[1:] {
		out = T(lang, "setup.teamPairsJoin", map[string]any{"A": out, "B": p})
	}
	return out
}

// twoSeat is message id, or its "Two" form whose verb agrees with the two
// names of seat, a player with two bandits.
func twoSeat(id string, pv *express.PublicView, seat express.Seat) string {
	if seat >= 0 && int(seat) < len(pv.Seats) && len(pv.Seats[seat].Bandits) == 2 && Has(En, id+twoSuffix) {
		return id + twoSuffix
	}
	return id
}
