package expressboard

import (
	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// The big card and the event tile as values (docs/design.md, "The screen
// model"): the pile card being resolved and the end-of-round event, drawn
// large beside the table's choice and on a narration page, and a page's
// Stealin' tile and bandit's tile, built from the public view with no
// Fyne type; pileArt.bigCard, stepPages.eventTile, stepPages.stealinTile
// and shellKit.banditTile draw them.

// bigCardModel is pile card card, played by owner, as pv shows it drawn
// large: bandit is the bandit whose card it is (NoSeat: the pile names
// none, its owner's first bandit), at its place in the pile (-1: not
// known). Its colours are its bandit's; its second line names the bandit,
// or for a partner's card (Teams, §10) the partner. A card face down
// that the view hides is drawn as it is, and explains nothing on a tap.
func bigCardModel(k shellKit, pv *express.PublicView, owner, bandit express.Seat, card express.ActionKind, at int) screen.BigCard {
	g := k.w()
	c := seatChar(pv, owner)
	who := seatBandit(pv, owner)
	if bandit >= 0 && int(bandit) < len(pv.Bandits) {
		c = pv.Bandits[bandit].Character // the card's colour: which of the player's bandits it moves
		who = bandit
	}
	m := screen.BigCard{
		Choice:    kitscreen.Choice{Name: "card:" + card.String(), Label: g.card(card)},
		Colours:   kitscreen.Colours{Fill: charFill(c), Ink: charInk(c)},
		Card:      card,
		Hidden:    card == express.HiddenCard,
		Second:    g.character(c),
		Owner:     owner,
		Bandit:    who,
		Character: c,
		Partner:   express.NoSeat,
		Pile:      at,
	}
	if partner, ok := partnerCard(pv, owner, bandit); ok { // Teams: the partner's card, played by owner (§10)
		m.Partner = partner
		m.Second = kit.Tr(k.lang(), "step.partnerOf", "partner", k.name(pv, partner))
	}
	if !m.Hidden {
		m.Do = func() { k.showHelp(helpTopic{kind: helpCard, card: card}) }
	}
	return m
}

// eventTileModel is end-of-round event e drawn large: its name; a tap
// explains its rule.
func eventTileModel(k shellKit, e cards.Event) screen.EventTile {
	return screen.EventTile{
		Choice: kitscreen.Choice{Name: "event-card", Label: k.w().event(e), Do: func() { k.showHelp(helpTopic{kind: helpEvent, event: e}) }},
		Event:  e,
	}
}

// tableCards are the table's big card and event tile (screen.Table's Card
// and Event): the pile card being resolved, else during the EventChoice
// phase the round's event; nil otherwise.
func tableCards(k shellKit, pv *express.PublicView) (*screen.BigCard, *screen.EventTile) {
	if pv.Resolving >= 0 && pv.Resolving < len(pv.Pile) {
		pc := pv.Pile[pv.Resolving]
		b := express.NoSeat
		if pc.Bandit != nil {
			b = *pc.Bandit
		}
		c := bigCardModel(k, pv, pc.Owner, b, pc.Card, pv.Resolving)
		return &c, nil
	}
	if pv.Phase == express.EventChoice {
		e := eventTileModel(k, pv.Round.Event)
		return nil, &e
	}
	return nil, nil
}

// pageCards are a narration page's big card and event tile (screen.Page's
// Card and Event): on a card's page the card it tells (Teams: a partner's
// card as its partner's), on an event's page the event; nil on the
// others.
func pageCards(k shellKit, pv *express.PublicView, s step) (*screen.BigCard, *screen.EventTile) {
	switch s.kind {
	case stepCard:
		b := s.bandit
		if s.hasPartner { // Teams: the partner's card (§10)
			b = s.partner
		}
		at := -1
		if len(s.events) > 0 && s.events[0].Kind == express.EvCardRevealed {
			at = s.events[0].Count - 1
		}
		c := bigCardModel(k, pv, s.seat, b, s.card, at)
		return &c, nil
	case stepEvent:
		e := eventTileModel(k, s.event)
		return nil, &e
	}
	return nil, nil
}

// banditTileModel is bandit b's name tile as pv shows it: its
// character's name, in its colours; a tap explains its power.
func banditTileModel(k shellKit, pv *express.PublicView, b express.Seat) screen.BanditTile {
	var c express.Character
	if b >= 0 && int(b) < len(pv.Bandits) {
		c = pv.Bandits[b].Character
	}
	return characterTileModel(k, b, c)
}

// characterTileModel is character c's name tile, bandit b's (NoSeat: a
// character, no bandit of the game's).
func characterTileModel(k shellKit, b express.Seat, c express.Character) screen.BanditTile {
	return screen.BanditTile{
		Choice:    kitscreen.Choice{Name: "bandit:" + c.String(), Label: k.w().character(c), Do: func() { k.showHelp(helpTopic{kind: helpCharacter, character: c}) }},
		Colours:   kitscreen.Colours{Fill: charFill(c), Ink: charInk(c)},
		Bandit:    b,
		Character: c,
	}
}

// pageBandit is the bandit a narration page draws large (screen.Page's
// Bandit): on a pass's page the player's (first) bandit; on a variant's
// moment's page the bandit its first event names — the Time-Travel Car's
// bandit hiding, appearing or travelling, a bandit placed on the train —
// else its player's first bandit; nil on a rule's moment of nobody's
// (steps.go) and on the other pages.
func pageBandit(k shellKit, pv *express.PublicView, s step) *screen.BanditTile {
	if (s.kind != stepNote && s.kind != stepInfo) || s.seat == express.NoSeat {
		return nil
	}
	b := seatBandit(pv, s.seat)
	if s.kind == stepInfo && len(s.events) > 0 {
		switch e := s.events[0]; e.Kind {
		case express.EvBanditHidden, express.EvBanditAppeared, express.EvTimeTravel, express.EvBanditPlaced: // the event's own bandit
			b = e.Seat
		}
	}
	t := banditTileModel(k, pv, b)
	return &t
}

// stealinTileModel is the Stealin' phase's tile on the page that opens it:
// the phase's name; a tap explains the phase.
func stealinTileModel(k shellKit) screen.StealinTile {
	return screen.StealinTile{Choice: kitscreen.Choice{Name: "stealin-tile", Label: kit.Tr(k.lang(), "top.stealin"),
		Do: func() { k.showHelp(helpTopic{kind: helpPhase, phase: express.Stealin}) }}}
}

// pageTiles is what step s's narration page draws large, as values: the
// card or the event it tells (pageCards), the Stealin' tile on the page
// opening Stealin', or the bandit it names (pageBandit); its words are
// left empty (pageModel).
func pageTiles(k shellKit, pv *express.PublicView, s step) screen.Page {
	var p screen.Page
	p.Card, p.Event = pageCards(k, pv, s)
	p.Bandit = pageBandit(k, pv, s)
	if s.kind == stepStealin {
		t := stealinTileModel(k)
		p.Stealin = &t
	}
	return p
}

// pageValue is step s's narration page as values: its words (pageModel)
// and what it draws large (pageTiles).
func pageValue(k shellKit, pv *express.PublicView, s step) screen.Page {
	p := pageModel(k.w(), pv, s)
	t := pageTiles(k, pv, s)
	p.Card, p.Event, p.Stealin, p.Bandit = t.Card, t.Event, t.Stealin, t.Bandit
	return p
}
