package kiosk

import (
	"colt/engine"
	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
	expressui "colt/ui/kiosk/expressboard"
)

// Colt Express on the rig: its board (ui/kiosk/expressboard) and the game's
// values on the rig's table, for the tests of the kiosk with that board.

// eb is the rig's Colt Express board, as the tests read it (its Inspector).
func (r *rig) eb() expressui.Inspector {
	return r.k.boardFor(express.GameName).Board.(*expressui.Board).Inspect()
}

// pub is the public view of the Colt Express game on the rig's table (no
// actor when no game is loaded).
func (r *rig) pub() express.PublicView {
	if !r.tbl.Playing() {
		return express.PublicView{Actor: express.NoSeat, Resolving: -1, Target: express.NoSeat, FirstPlayer: express.NoSeat}
	}
	pv, _ := r.tbl.Public().(express.PublicView)
	return pv
}

// revealed reports whether the hand the curtain waits for is on screen;
// revealedSeat is whose it is.
func (r *rig) revealed() bool { _, ok := r.eb().Revealed(); return ok }

func (r *rig) revealedSeat() engine.Seat { s, _ := r.eb().Revealed(); return s }

// pendingOK and pendingCmd: the card waiting for its confirm.
func (r *rig) pendingOK() bool { _, ok := r.eb().Pending(); return ok }

func (r *rig) pendingCmd() express.Command { c, _ := r.eb().Pending(); return c }

// name is a seat's name on screen.
func (r *rig) name(seat engine.Seat) string { n, _, _ := r.k.board().SeatLook(seat); return n }

// lang is the language on screen.
func (r *rig) lang() i18n.Lang { l, _ := i18n.ParseLang(r.k.lang); return l }

// playerView is seat's view of the Colt Express game on t.
func playerView(t *table.Table, seat engine.Seat) express.PlayerView {
	v, _ := t.View(seat).(express.PlayerView)
	return v
}

// expressRecord is the record of the Colt Express game on t.
func expressRecord(t *table.Table) express.Record {
	g, _ := t.Game().(*express.Game)
	if g == nil {
		return express.Record{}
	}
	return g.ExpressRecord()
}

// expressState is a copy of the state of the Colt Express game on t.
func expressState(t *table.Table) express.State {
	s, _ := express.StateOf(t.Game())
	return s
}

// seatBandit is a player's (first) bandit.
func seatBandit(pv *express.PublicView, seat engine.Seat) engine.Seat {
	if seat >= 0 && int(seat) < len(pv.Seats) && len(pv.Seats[seat].Bandits) > 0 {
		return pv.Seats[seat].Bandits[0]
	}
	return seat
}

// words are Colt Express's words in the language on screen (ui/i18n).
func (r *rig) words() testWords { return testWords{r.lang()} }

type testWords struct{ lang i18n.Lang }

func (g testWords) character(c express.Character) string { return i18n.CharacterName(g.lang, c) }
func (g testWords) card(k express.ActionKind) string     { return i18n.CardName(g.lang, k) }
func (g testWords) money(v int) string                   { return i18n.Money(g.lang, v) }
func (g testWords) choice(ch i18n.Choice, pv *express.PublicView) string {
	return i18n.ChoiceLabel(g.lang, ch, pv)
}
