package expressboard

import (
	"strings"

	"fyne.io/fyne/v2"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
)

// lootValues are the values of the loot whose worth everyone knows: a
// jewel, a strongbox, a conductor's ransom (the game's card data: the
// operator's file or the box's).
type lootValues struct{ jewel, strongbox, ransom int }

// lootValues reads the values of the game on the table from its setup.
func (k trainArt) lootValues() lootValues {
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
// kind to their holder, §11) and the hostage (the cards it keeps for the
// next round have their own line on the hand screen). Only ever built from
// the seat's own view, for its revealed hand.
func (k trainArt) lootLines(view *express.PlayerView, values lootValues) []string {
	g := k.w()
	l, _ := i18n.ParseLang(k.lang())
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
			items = append(items, kit.Tr(k.lang(), "loot.ransoms", "n", b.Ransoms, "value", g.money(b.Ransoms*values.ransom)))
			total += b.Ransoms * values.ransom
		}
		for _, f := range b.Flasks {
			s := kit.Tr(k.lang(), "loot.flask")
			if f.Old != nil && *f.Old {
				s = kit.Tr(k.lang(), "loot.flaskOld")
			} else if f.Old != nil {
				s = kit.Tr(k.lang(), "loot.flaskClassic")
			}
			if f.Half {
				s = kit.Tr(k.lang(), "loot.half", "flask", s)
			}
			items = append(items, s)
		}
		if b.Hostage != nil {
			items = append(items, kit.Tr(k.lang(), "loot.hostage", "name", i18n.HostageName(l, *b.Hostage)))
		}
		who := kit.Tr(k.lang(), "loot.yours")
		if len(bandits) > 1 {
			who = g.character(b.Character)
		}
		if len(items) == 0 {
			lines = append(lines, kit.Tr(k.lang(), "loot.nothing", "who", who))
			continue
		}
		lines = append(lines, wrapItems(kit.Tr(k.lang(), "loot.line", "who", who, "total", g.money(total), "list", strings.Join(items, " · ")), lootLineChars)...)
	}
	return lines
}

// lootLineChars is about how many characters of 12 px text a line of the
// loot panel holds (beside the hide button on the hand's panel at 800×480).
const lootLineChars = 38

// wrapItems cuts a line longer than max characters after its " · " or ", "
// separators (a word space if it has none), so the loot panel lays out its
// lines itself rather than cutting them off.
func wrapItems(s string, max int) []string {
	var out []string
	for len([]rune(s)) > max {
		r := []rune(s)
		cut := -1
		for i := max; i > max/3 && cut < 0; i-- {
			switch {
			case i+2 < len(r) && string(r[i:i+3]) == " · ":
				cut = i + 3
			case i+1 < len(r) && string(r[i:i+2]) == ", ":
				cut = i + 2
			}
		}
		for i := max; i > max/3 && cut < 0; i-- {
			if r[i] == ' ' && !inParens(r[:i]) { // never inside "($ 250)": a value stays with its sign
				cut = i + 1
			}
		}
		if cut < 0 {
			break
		}
		out = append(out, strings.TrimRight(string(r[:cut]), " "))
		s = string(r[cut:])
	}
	return append(out, s)
}

// inParens reports whether r ends inside an open parenthesis.
func inParens(r []rune) bool {
	depth := 0
	for _, c := range r {
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		}
	}
	return depth > 0
}

// lootPanel shows lootLines on the revealed hand: the seat's own loot with
// its values. It is never built for the public screens.
func (k trainArt) lootPanel(view *express.PlayerView) fyne.CanvasObject {
	lines := k.lootLines(view, k.lootValues())
	t := k.tile(kit.WithAlpha(kit.ColPurse, 0x50), kit.ColText, 13, lines...)
	t.MinTextSize = k.u(kit.MinText)
	t.Radius = k.u(5)
	t.Min = k.sz(100, 17*float32(len(lines))+4) // a line of 12 px text each
	t.Name = "loot-mine"
	return t
}
