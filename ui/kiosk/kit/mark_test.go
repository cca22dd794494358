package kit

import (
	"strings"
	"testing"

	"colt/engine/express"
	"colt/engine/super"
	"colt/ui/i18n"
)

// TestBanditMarksAreUnique: the LED strip's mark of every character of
// both games, in every language, differs from every other one's (Doc and
// Django share their initial), and a two-bandit player is marked by its
// first bandit.
func TestBanditMarksAreUnique(t *testing.T) {
	for _, l := range i18n.Langs() {
		seen := map[string]string{}
		add := func(name string) {
			m := BanditMark(name)
			if m == "" {
				t.Errorf("%s: %q has no mark", l, name)
			}
			if other, ok := seen[m]; ok && other != name {
				t.Errorf("%s: %q and %q are both marked %q", l, other, name, m)
			}
			seen[m] = name
		}
		for c := express.Character(0); c < express.NumCharacters; c++ {
			add(i18n.CharacterName(l, c))
		}
		for _, c := range []super.Character{super.Mei} {
			add(i18n.SuperCharacterName(l, c))
		}
		if got := BanditMark(i18n.T(l, "seat.and", map[string]any{"A": "Django", "B": "Doc"})); got != "Dj" {
			t.Errorf("%s: Django & Doc is marked %q", l, got)
		}
	}
}

// TestWrapWordsKeepsNoBreakSpaces: a line is cut only at a plain space; a
// French no-break space stays, with its words on one line.
func TestWrapWordsKeepsNoBreakSpaces(t *testing.T) {
	text := "Nouveaux liens créés\u00a0: ces téléphones doivent scanner le nouveau QR code de leur place."
	lines := WrapWords(text, 22)
	for _, l := range lines {
		if strings.HasPrefix(l, ":") || strings.HasSuffix(l, "créés") {
			t.Errorf("cut at the no-break space: %q", lines)
		}
	}
	if got := strings.Join(lines, " "); got != text {
		t.Errorf("wrapped and joined: %q, want %q", got, text)
	}
}
