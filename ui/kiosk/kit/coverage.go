package kit

import (
	"sync"

	"fyne.io/fyne/v2"
	"golang.org/x/image/font/sfnt"
)

// covers reports whether font has a glyph for every rune of text. Printable
// ASCII is always covered (Colt Sans keeps it whole:
// TestShippedFontsCoverEveryRune); any other rune is looked up in the
// font's character map once and remembered. golang.org/x/image's sfnt reads
// only the tables a lookup needs, so the first screen pays no full parse
// of the font for it.
func covers(font fyne.Resource, text string) bool {
	for _, r := range text {
		if r >= 0x20 && r < 0x7f || r == '\n' {
			continue
		}
		if !coverageOf(font).has(r) {
			return false
		}
	}
	return true
}

// coverage is one font's character map, asked rune by rune.
type coverage struct {
	mu    sync.Mutex
	font  *sfnt.Font // nil: the font does not parse (nothing is covered)
	buf   sfnt.Buffer
	known map[rune]bool
}

func (c *coverage) has(r rune) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if ok, seen := c.known[r]; seen {
		return ok
	}
	ok := false
	if c.font != nil {
		i, err := c.font.GlyphIndex(&c.buf, r)
		ok = err == nil && i != 0
	}
	c.known[r] = ok
	return ok
}

var coverages sync.Map // fyne.Resource name → *coverage

func coverageOf(font fyne.Resource) *coverage {
	if c, ok := coverages.Load(font.Name()); ok {
		return c.(*coverage)
	}
	c := &coverage{known: map[rune]bool{}}
	if f, err := sfnt.Parse(font.Content()); err == nil {
		c.font = f
	}
	actual, _ := coverages.LoadOrStore(font.Name(), c)
	return actual.(*coverage)
}
