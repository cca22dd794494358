package kiosk

import (
	"colt/ui/kiosk/kit"
	"slices"
	"testing"
)

// TestWrapWords: a long list of kept cards takes more lines at the same
// font size instead of being cut or shrunk.
func TestWrapWords(t *testing.T) {
	for _, c := range []struct {
		in   string
		max  int
		want []string
	}{
		{"You keep: Move", 40, []string{"You keep: Move"}},
		{"You keep: Move (Doc), Floor Change (Cheyenne), Shoot (Cheyenne) and Shoot (Doc)", 40,
			[]string{"You keep: Move (Doc), Floor Change", "(Cheyenne), Shoot (Cheyenne) and Shoot", "(Doc)"}},
		{"Déplacement Changement", 5, []string{"Déplacement", "Changement"}},
		{"", 10, nil},
	} {
		if got := kit.WrapWords(c.in, c.max); !slices.Equal(got, c.want) {
			t.Errorf("kit.WrapWords(%q, %d) = %q, want %q", c.in, c.max, got, c.want)
		}
	}
}
