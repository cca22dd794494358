package expressboard

import (
	"fmt"
	"slices"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// The table screen as values (docs/design.md, "The screen model"): the
// round's bar, the players' rows and what the table waits for, built from
// the public view with no Fyne type; roundBar, playersPanel and
// actionPanel draw them.

// barModel is the round's bar for round rv, in phase at turn.
func barModel(k shellKit, rv express.RoundView, phase express.Phase, turn int) screen.Bar {
	g, l := k.w(), k.lang()
	b := screen.Bar{Round: kitscreen.Choice{Name: "round", Label: kit.Tr(l, "top.round", "n", rv.Number, "total", express.Rounds),
		Do: func() { k.showHelp(helpTopic{kind: helpPhase, phase: phase}) }}}
	for i, tk := range rv.Turns {
		b.Turns = append(b.Turns, kitscreen.Choice{Name: fmt.Sprintf("turn:%d", i), Label: g.turnKind(tk), On: phase == express.Schemin && i == turn,
			Do: func() { k.showHelp(helpTopic{kind: helpTurn, turn: tk}) }})
	}
	ev := kit.Tr(l, "top.event", "event", g.event(rv.Event))
	if rv.Event == cards.NoEvent {
		ev = g.roundCard(rv.Card) + " · " + kit.Tr(l, "top.noEvent")
	}
	b.Event = kitscreen.Choice{Name: "event", Label: ev, Do: func() { k.showHelp(helpTopic{kind: helpEvent, event: rv.Event}) }}
	return b
}

// tableModel is the table screen of pv.
func tableModel(k *Board, pv *express.PublicView) screen.Table {
	l := k.shell.lang()
	m := screen.Table{Bar: barModel(k.shell, pv.Round, pv.Phase, pv.Turn),
		Heads: []string{kit.Tr(l, "players.bullets"), kit.Tr(l, "players.loot"), kit.Tr(l, "players.hit")}}
	m.Players = playerRows(k, pv)
	if c, ok := chooseModel(k, pv, nil); ok {
		m.Choose = &c
	} else {
		m.Wait = waitWords(k, pv)
	}
	m.Card, m.Event = tableCards(k.shell, pv) // model_card.go
	return m
}

// crowdedTeams reports whether the players' panel gives the teams a column
// of their own (Teams with more than four bandits: no room for a second
// line, issue 23).
func crowdedTeams(pv *express.PublicView) bool {
	return len(pv.Bandits) > 4 && slices.Contains(pv.Modules, "teams")
}

// playerRows are the players' rows, one per bandit in the engine's order.
func playerRows(k *Board, pv *express.PublicView) []screen.PlayerRow {
	g, l := k.shell.w(), k.shell.lang()
	teamCol := crowdedTeams(pv)
	seats := k.shell.t.Seats()
	var out []screen.PlayerRow
	for _, b := range pv.Bandits {
		// Teams: the team under the name; Experts: the public discard pile's size
		var extra []string
		team := ""
		if p := seatOfBandit(pv, b.Seat); int(p) < len(pv.Seats) {
			sv := pv.Seats[p]
			if slices.Contains(pv.Modules, "teams") {
				team = kit.Tr(l, "players.team", "name", string(rune('A'+sv.Team)))
				if !teamCol {
					extra = append(extra, team)
					team = ""
				}
			}
			if len(sv.Discard) > 0 && sv.Bandits[0] == b.Seat {
				extra = append(extra, kit.Tr(l, "players.discard", "n", len(sv.Discard)))
			}
		}
		if b.Position.Area == express.AreaHidden { // hidden by the Time-Travel Car: off the train, nobody knows where
			extra = append(extra, kit.Tr(l, "car.hidden"))
		}
		if len(pv.Bandits) <= 4 { // a crowded panel has no room for a second line
			extra = append(extra, k.art.banditExtras(pv, b)...)
		}
		player := seatOfBandit(pv, b.Seat)
		mode := table.Handoff
		if int(player) < len(seats) {
			mode = seats[player].Mode
		}
		c := b.Character
		r := screen.PlayerRow{
			Bandit: b.Seat,
			Look:   kitscreen.Look{Name: g.character(c), Colours: kitscreen.Colours{Fill: charFill(c), Ink: charInk(c)}},
			Tile:   kitscreen.Choice{Name: "bandit:" + c.String(), Label: g.character(c), Do: func() { k.shell.showHelp(helpTopic{kind: helpCharacter, character: c}) }},
			Lines:  append([]string{g.character(c)}, extra...),
			First:  player == pv.FirstPlayer,
			Mode:   kit.Tr(l, "mode."+string(mode)),
			Team:   team,
			// the loot a bandit holds, counted
			Bullets: fmt.Sprint(b.BulletsLeft),
			Loot:    fmt.Sprint(len(b.Purses) + b.Jewels + b.Strongboxes + len(b.Flasks)),
			Hit:     fmt.Sprint(b.BulletsReceived),
			Acting:  pv.ActingBandit != nil && *pv.ActingBandit == b.Seat || pv.ActingBandit == nil && player == pv.Actor,
		}
		if r.First {
			r.Lines[0] = "① " + r.Lines[0]
		}
		out = append(out, r)
	}
	return out
}

// waitWords say whose turn it is when no seat at the screen chooses: a
// phone's (and, out of Schemin', its question), several phones', a bot's
// (thinking or not); none when nobody acts.
func waitWords(k *Board, pv *express.PublicView) []string {
	g := k.shell.w()
	actor := pv.Actor
	if actor == express.NoSeat {
		return nil
	}
	mode := k.shell.modeOf(actor)
	switch {
	case mode == table.Phone && len(pv.Expected) > 1:
		return []string{i18n.WaitingWords(pv, pv.Expected).Render(g.lang)}
	case mode == table.Phone:
		out := []string{i18n.TurnWords(i18n.TurnPhone, pv, actor).Render(g.lang)}
		if pv.Phase != express.Schemin {
			out = append(out, g.prompt(pv))
		}
		return out
	case mode.IsBot():
		if s, thinking := k.shell.t.Thinking(); thinking && s == actor {
			return []string{i18n.TurnWords(i18n.TurnThinking, pv, actor).Render(g.lang)}
		}
		return []string{i18n.TurnWords(i18n.TurnBot, pv, actor).Render(g.lang)}
	}
	return nil
}
