package kiosk

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
)

// lootValues are the values of the loot whose worth everyone knows: a
// jewel, a strongbox, a conductor's ransom (the game's card data: the
// operator's file or the box's).
type lootValues struct{ jewel, strongbox, ransom int }

// lootValues reads the values of the game on the table from its setup.
func (k *Kiosk) lootValues() lootValues {
	cat := cards.Base()
	if data := expressRecord(k.t).Setup.Catalog; len(data) > 0 {
		if c, err := cards.Parse(data); err == nil {
			cat = c
		}
	}
	return lootValues{jewel: cat.JewelValue, strongbox: cat.StrongboxValue, ransom: cat.RansomValue}
}

// lootLines words what the seat of view holds and may know, one line per
// bandit: the value of each purse (its secret, R1), the jewels,
// strongboxes and ransoms with their worth, the whisky flasks (of a known
// kind to their holder, §11) and the hostage; and, while the Experts keep
// cards for the next round, the cards already kept. Only ever built from
// the seat's own view, for its revealed hand.
func (k *Kiosk) lootLines(view *express.PlayerView, values lootValues) []string {
	g := k.w()
	l, _ := i18n.ParseLang(k.lang)
	known := map[express.LootID]int{}
	for _, p := range view.KnownPurses {
		known[p.Token] = p.Value
	}
	bandits := []express.Seat{seatBandit(&view.PublicView, view.Seat)}
	if int(view.Seat) < len(view.Seats) && len(view.Seats[view.Seat].Bandits) > 0 {
		bandits = view.Seats[view.Seat].Bandits
	}
	var lines []string
	for _, bs := range bandits {
		if bs < 0 || int(bs) >= len(view.Bandits) {
			continue
		}
		b := view.Bandits[bs]
		var items []string
		total := 0
		if n := len(b.Purses); n > 0 {
			var vs []string
			for _, t := range b.Purses {
				if v, ok := known[t]; ok {
					vs = append(vs, g.money(v))
					total += v
				} else {
					vs = append(vs, "?")
				}
			}
			items = append(items, i18n.N(l, "count.purses", n, nil)+" ("+strings.Join(vs, ", ")+")")
		}
		if b.Jewels > 0 {
			items = append(items, i18n.N(l, "count.jewels", b.Jewels, nil)+" ("+g.money(b.Jewels*values.jewel)+")")
			total += b.Jewels * values.jewel
		}
		if b.Strongboxes > 0 {
			items = append(items, i18n.N(l, "count.strongboxes", b.Strongboxes, nil)+" ("+g.money(b.Strongboxes*values.strongbox)+")")
			total += b.Strongboxes * values.strongbox
		}
		if b.Ransoms > 0 {
			items = append(items, tr(k.lang, "loot.ransoms", "n", b.Ransoms, "value", g.money(b.Ransoms*values.ransom)))
			total += b.Ransoms * values.ransom
		}
		for _, f := range b.Flasks {
			s := tr(k.lang, "loot.flask")
			if f.Old != nil && *f.Old {
				s = tr(k.lang, "loot.flaskOld")
			} else if f.Old != nil {
				s = tr(k.lang, "loot.flaskClassic")
			}
			if f.Half {
				s = tr(k.lang, "loot.half", "flask", s)
			}
			items = append(items, s)
		}
		if b.Hostage != nil {
			items = append(items, tr(k.lang, "loot.hostage", "name", i18n.HostageName(l, *b.Hostage)))
		}
		list := strings.Join(items, " · ")
		if list == "" {
			list = tr(k.lang, "loot.nothing")
		}
		who := tr(k.lang, "loot.yours")
		if len(bandits) > 1 {
			who = g.character(b.Character)
		}
		lines = append(lines, tr(k.lang, "loot.line", "who", who, "total", g.money(total), "list", list))
	}
	if len(view.Kept) > 0 {
		// grouped by card, in the order first kept: "Rob ×2, Marshal"
		var order []express.ActionKind
		count := map[express.ActionKind]int{}
		for _, c := range view.Kept {
			if count[c.Card] == 0 {
				order = append(order, c.Card)
			}
			count[c.Card]++
		}
		var names []string
		for _, c := range order {
			name := g.card(c)
			if count[c] > 1 {
				name += fmt.Sprintf(" ×%d", count[c])
			}
			names = append(names, name)
		}
		lines = append(lines, tr(k.lang, "loot.kept", "cards", strings.Join(names, ", ")))
	}
	return lines
}

// lootPanel shows lootLines on the revealed hand: the seat's own loot with
// its values. It is never built for the public screens.
func (k *Kiosk) lootPanel(view *express.PlayerView) fyne.CanvasObject {
	lines := k.lootLines(view, k.lootValues())
	t := k.tile(withAlpha(colPurse, 0x50), colText, 13, lines...)
	t.MinTextSize = k.u(pileTextMin)
	t.Radius = k.u(5)
	// a line's height each, two for a line too long for the hand's panel
	// (about 50 characters at 12 px), which the tile cuts in two
	rows := 0
	for _, l := range lines {
		rows += 1 + len([]rune(l))/50
	}
	t.Min = k.sz(100, 17*float32(rows)+4)
	t.Name = "loot-mine"
	return t
}
