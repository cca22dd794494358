package expressboard

import (
	"strings"
	"sync"

	"fyne.io/fyne/v2"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
)

// lootValues are the values of the loot whose worth everyone knows: a
// jewel, a strongbox, a conductor's ransom (the game's card data: the
// operator's file or the box's).
type lootValues struct{ jewel, strongbox, ransom int }

// lootValues reads the values of the game on the table from its setup.
func (k trainArt) lootValues() lootValues {
	if data := expressRecord(k.t).Setup.Catalog; len(data) > 0 {
		if v, ok := catalogLootValues(data); ok {
			return v
		}
	}
	return baseLootValues()
}

// baseLootValues are the box's values, its card data parsed once (every
// hand screen's values word its player's loot).
var baseLootValues = sync.OnceValue(func() lootValues {
	c := cards.Base()
	return lootValues{jewel: c.JewelValue, strongbox: c.StrongboxValue, ransom: c.RansomValue}
})

// lastCatalog is the operator's card data of the game last asked for and
// its values: a game with edited cards parses them once, not at each hand
// screen. ok is false when the data does not parse (the box's values are
// used then, as the engine refused nothing: it checked the same data).
var lastCatalog struct {
	sync.Mutex
	data   string
	values lootValues
	ok     bool
}

// catalogLootValues are the loot values of the card data data (a game's
// Setup.Catalog), parsed only when it differs from the last asked for.
func catalogLootValues(data []byte) (lootValues, bool) {
	lastCatalog.Lock()
	defer lastCatalog.Unlock()
	if lastCatalog.data != string(data) {
		lastCatalog.data, lastCatalog.values, lastCatalog.ok = string(data), lootValues{}, false
		if c, err := cards.Parse(data); err == nil {
			lastCatalog.values = lootValues{jewel: c.JewelValue, strongbox: c.StrongboxValue, ransom: c.RansomValue}
			lastCatalog.ok = true
		}
	}
	return lastCatalog.values, lastCatalog.ok
}

// lootLines are the lines of the loot panel of the seat of view
// (lootModel): what each of its bandits holds, with its worth.
func (k trainArt) lootLines(view *express.PlayerView, values lootValues) []string {
	var lines []string
	for _, m := range k.lootModel(view, values) {
		lines = append(lines, m.Lines...)
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

// lootPanel draws the loot values of the revealed hand (screen.Hand's
// Loot): the seat's own loot with its values. It is never built for the
// public screens.
func (k trainArt) lootPanel(loot []screen.Loot) fyne.CanvasObject {
	var lines []string
	for _, m := range loot {
		lines = append(lines, m.Lines...)
	}
	t := k.tile(kit.WithAlpha(kit.ColPurse, 0x50), kit.ColText, 13, lines...)
	t.MinTextSize = k.u(kit.MinText)
	t.Radius = k.u(5)
	t.Min = k.sz(100, 17*float32(len(lines))+4) // a line of 12 px text each
	t.Name = "loot-mine"
	return t
}
