package expressboard

import (
	"fmt"
	"strings"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// The pile and a player's own loot as values (docs/design.md, "The screen
// model"): the round's pile as the strip shows it, built from the public
// view or a seat's own (its face-down cards face up to it), and what the
// seat holds with its worth, built from its own view only. pileArt and
// lootPanel draw them.

// pileModel is the round's pile as pv shows it: pv is the public view, or
// the view of the seat whose screen it is.
func pileModel(k shellKit, pv *express.PublicView) screen.Pile {
	l := k.lang()
	lang, _ := i18n.ParseLang(l)
	n := len(pv.Pile)
	m := screen.Pile{Title: kit.Tr(l, "pile.strip"), Count: i18n.N(lang, "count.cards", n, nil), ToCome: n > 0 && pv.Phase != express.Schemin}
	if n == 0 {
		m.Empty = kit.Tr(l, "pile.empty")
	}
	for i := range pv.Pile {
		m.Cards = append(m.Cards, pileCardModel(k, pv, i))
		m.More = append(m.More, kit.Tr(l, "pile.more", "n", i+1))
	}
	if m.ToCome {
		for m.First < n && pv.Pile[m.First].Resolved {
			m.First++
		}
		if m.First > 0 {
			m.Done = kit.Tr(l, "pile.done", "n", m.First)
		}
	}
	return m
}

// pileCardModel is card i of the pile as pv shows it: face up, its card
// over its bandit ("Tuco's, by Django" for a partner's card, Teams); a
// back, "Face down" over its owner's name (both bandits' for a two-bandit
// player); the card just played starred.
func pileCardModel(k shellKit, pv *express.PublicView, i int) screen.PileCard {
	g := k.w()
	pc := pv.Pile[i]
	bandit := seatBandit(pv, pc.Owner)
	if pc.Bandit != nil && int(*pc.Bandit) < len(pv.Bandits) {
		bandit = *pc.Bandit
	}
	c := seatChar(pv, pc.Owner)
	if bandit >= 0 && int(bandit) < len(pv.Bandits) {
		c = pv.Bandits[bandit].Character
	}
	m := screen.PileCard{
		Choice:   kitscreen.Choice{Name: fmt.Sprintf("pile:%d", i)},
		Look:     kitscreen.Look{Colours: kitscreen.Colours{Fill: charFill(c), Ink: charInk(c)}},
		Owner:    pc.Owner,
		Bandit:   bandit,
		Card:     pc.Card,
		FaceDown: pc.FaceDown,
		Hidden:   pc.Card == express.HiddenCard,
		Resolved: pc.Resolved,
		// the card just played, while the cards are played
		Last:      pv.Phase != express.Stealin && i == len(pv.Pile)-1,
		Resolving: i == pv.Resolving,
	}
	if m.Hidden { // a back, with its owner
		m.Look.Name = k.name(pv, pc.Owner)
		m.Lines = []string{kit.Tr(k.lang(), "pile.back"), m.Look.Name}
	} else {
		m.Look.Name = g.character(c)
		if _, ok := partnerCard(pv, pc.Owner, bandit); ok {
			// Teams: a partner's card says whose it is and who played it
			// ("Tuco's, by Django"), not its bandit alone, which read like a
			// target (issue 31); two lines, so the choices keep their room
			m.Look.Name = kit.Tr(k.lang(), "pile.partner", "partner", m.Look.Name, "name", k.name(pv, pc.Owner))
		}
		m.Lines = []string{g.card(pc.Card), m.Look.Name}
		card := pc.Card
		m.Do = func() { k.showHelp(helpTopic{kind: helpCard, card: card}) }
	}
	if m.Last { // marked by a sign too, not by colour alone
		m.Lines[0] = "★ " + m.Lines[0]
	}
	m.Label = strings.Join(m.Lines, " ")
	return m
}

// handPileModel is the pile on a revealed hand: pv is the seat's own
// view, hand its cards; again: it plays again at once. Its Next are the
// lines of the cards it may play next at once, on the same hand screen
// (a Speed-Up turn's second act; in a two-player game, the last player of
// a turn is the first of the next): the strip keeps them a slot. None on
// the second play itself.
func handPileModel(k shellKit, pv *express.PublicView, hand []express.CardView, again bool) screen.Pile {
	m := pileModel(k, pv)
	speedUp := pv.Turn < len(pv.Round.Turns) && pv.Round.Turns[pv.Turn] == cards.SpeedUp && !pv.SecondAct
	if pv.Phase != express.Schemin || len(hand) == 0 || again || !speedUp && len(pv.Seats) != 2 {
		return m
	}
	g := k.w()
	for _, cv := range hand {
		c := seatChar(pv, 0)
		if cv.Bandit >= 0 && int(cv.Bandit) < len(pv.Bandits) {
			c = pv.Bandits[cv.Bandit].Character
		}
		m.Next = append(m.Next, []string{"★ " + g.card(cv.Card), g.character(c)})
	}
	return m
}

// lootModel is what the seat of view holds and may know, one Loot per
// bandit: the value of each purse (its secret, R1), the jewels,
// strongboxes and ransoms with their worth, the whisky flasks (of a known
// kind to their holder, §11) and the hostage (the cards it keeps for the
// next round have their own line on the hand screen). Only ever built
// from the seat's own view, for its revealed hand.
func (k trainArt) lootModel(view *express.PlayerView, values lootValues) []screen.Loot {
	known := map[express.LootID]int{}
	for _, p := range view.KnownPurses {
		known[p.Token] = p.Value
	}
	bandits := []express.Seat{seatBandit(&view.PublicView, view.Seat)}
	if int(view.Seat) < len(view.Seats) && len(view.Seats[view.Seat].Bandits) > 0 {
		bandits = view.Seats[view.Seat].Bandits
	}
	var out []screen.Loot
	for _, bs := range bandits {
		if bs < 0 || int(bs) >= len(view.Bandits) {
			continue
		}
		b := view.Bandits[bs]
		m := screen.Loot{Bandit: bs}
		add := func(kind screen.LootKind, n, each int) {
			if n == 0 {
				return
			}
			it := screen.LootItem{Kind: kind}
			for range n {
				it.Values = append(it.Values, each)
				m.Total += each
			}
			m.Items = append(m.Items, it)
		}
		if len(b.Purses) > 0 {
			it := screen.LootItem{Kind: screen.LootPurse}
			for _, t := range b.Purses {
				v, ok := known[t]
				if !ok {
					v = -1
				}
				it.Values = append(it.Values, v)
				m.Total += max(v, 0)
			}
			m.Items = append(m.Items, it)
		}
		add(screen.LootJewel, b.Jewels, values.jewel)
		add(screen.LootStrongbox, b.Strongboxes, values.strongbox)
		add(screen.LootRansom, b.Ransoms, values.ransom)
		add(screen.LootFlask, len(b.Flasks), 0)
		if b.Hostage != nil {
			add(screen.LootHostage, 1, 0)
		}
		m.Lines = k.lootLine(b, m, len(bandits) > 1)
		out = append(out, m)
	}
	return out
}

// lootLine words one bandit's loot m ("Yours: $750 — 2 purses ($250, ?) ·
// 1 jewel ($500)"), named by its bandit when the player has two, in
// lines of the loot panel.
func (k trainArt) lootLine(b express.BanditView, m screen.Loot, two bool) []string {
	g := k.w()
	l, _ := i18n.ParseLang(k.lang())
	var items []string
	for _, it := range m.Items {
		n := len(it.Values)
		worth := g.money(n * max(it.Values[0], 0))
		switch it.Kind {
		case screen.LootPurse:
			var vs []string
			for _, v := range it.Values {
				if v < 0 {
					vs = append(vs, "?")
				} else {
					vs = append(vs, g.money(v))
				}
			}
			items = append(items, i18n.N(l, "count.purses", n, nil)+" ("+strings.Join(vs, ", ")+")")
		case screen.LootJewel:
			items = append(items, i18n.N(l, "count.jewels", n, nil)+" ("+worth+")")
		case screen.LootStrongbox:
			items = append(items, i18n.N(l, "count.strongboxes", n, nil)+" ("+worth+")")
		case screen.LootRansom:
			items = append(items, kit.Tr(k.lang(), "loot.ransoms", "n", n, "value", worth))
		case screen.LootFlask:
			for _, f := range b.Flasks {
				items = append(items, k.flaskWords(f))
			}
		case screen.LootHostage:
			items = append(items, kit.Tr(k.lang(), "loot.hostage", "name", i18n.HostageName(l, *b.Hostage)))
		}
	}
	who := kit.Tr(k.lang(), "loot.yours")
	if two {
		who = g.character(b.Character)
	}
	if len(items) == 0 {
		return []string{kit.Tr(k.lang(), "loot.nothing", "who", who)}
	}
	return wrapItems(kit.Tr(k.lang(), "loot.line", "who", who, "total", g.money(m.Total), "list", strings.Join(items, " · ")), lootLineChars)
}

// flaskWords word a whisky flask as its holder knows it (§11).
func (k trainArt) flaskWords(f express.FlaskView) string {
	s := kit.Tr(k.lang(), "loot.flask")
	if f.Old != nil && *f.Old {
		s = kit.Tr(k.lang(), "loot.flaskOld")
	} else if f.Old != nil {
		s = kit.Tr(k.lang(), "loot.flaskClassic")
	}
	if f.Half {
		s = kit.Tr(k.lang(), "loot.half", "flask", s)
	}
	return s
}

// pileModel is the pile on the revealed hand h: the seat's own view of
// it (its own face-down cards face up), with room for its next card.
func (h *handScreen) pileModel() screen.Pile {
	return handPileModel(h.k.shell, &h.view.PublicView, h.cards, h.k.reveal.again)
}

// PileValues is the pile strip on screen as values: the revealed hand's
// (its seat's view), or the curtain's or the table's (the public view);
// false when no strip is drawn (narration, the scores, a hand before the
// round).
func (i Inspector) PileValues() (screen.Pile, bool) {
	pv := i.k.shell.pub()
	if len(i.k.narr.steps) > 0 || pv.Phase == express.GameOver {
		return screen.Pile{}, false
	}
	if i.k.curtain.revealed(&pv) {
		h := newHandScreen(i.k, &pv)
		if len(h.view.Pile) == 0 && h.view.Phase != express.Schemin {
			return screen.Pile{}, false
		}
		return h.pileModel(), true
	}
	return pileModel(i.k.shell, &pv), true
}
