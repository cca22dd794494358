package i18n

import (
	"strings"
	"testing"
)

// TestBanditPlacedWhySaysThePlayerChose (issue 34): in the two-bandit
// game the kiosk asks each player which bandit starts in the caboose, so
// the narration's reason says the player chose — not the rulebook's "the
// bandit in the left hand", a hand no one held at this table.
func TestBanditPlacedWhySaysThePlayerChose(t *testing.T) {
	hands := map[Lang]string{En: "hand", Fr: "main", Nl: "hand", It: "mano"}
	chose := map[Lang]string{En: "chose", Fr: "choisi", Nl: "koos", It: "scelto"}
	for _, l := range Langs() {
		why := T(l, "why.banditPlaced", nil)
		if strings.Contains(strings.ToLower(why), hands[l]) || !strings.Contains(why, chose[l]) {
			t.Errorf("%s: %q", l, why)
		}
	}
}
