package i18n

import (
	"strings"
	"testing"
	"unicode/utf8"

	"colt/engine/express"
)

// TestChoicesGroupLookalikePurses: purses at one place (or in one bandit's
// hands) are face-down lookalikes, so they make one choice, which sends the
// first of them in the legal list; a purse whose value the viewer knows,
// jewels, strongboxes and every other command stay choices of their own.
func TestChoicesGroupLookalikePurses(t *testing.T) {
	rob := func(tok int) express.Command { return express.Choose(seatBelle, express.CmdRob, tok) }
	punch := func(tok int) express.Command { return express.Choose(seatBelle, express.CmdPunchLoot, tok) }
	pick := func(tok int) express.Command { return express.Choose(seatBelle, express.CmdPickpocket, tok) }
	jewel := int(express.NumPurses)
	type want struct{ index, count int }
	for _, c := range []struct {
		name  string
		legal []express.Command
		known []express.KnownPurse
		want  []want
	}{
		{"three purses and a jewel", []express.Command{rob(2), rob(5), rob(9), rob(jewel)}, nil, []want{{0, 3}, {3, 1}}},
		{"one purse", []express.Command{rob(4), rob(jewel)}, nil, []want{{0, 1}, {1, 1}}},
		{"a known purse stays apart", []express.Command{rob(2), rob(5), rob(9)}, []express.KnownPurse{{Token: 5, Value: 450}}, []want{{0, 2}, {1, 1}}},
		{"two known purses stay apart", []express.Command{punch(3), punch(7)}, []express.KnownPurse{{Token: 3, Value: 450, Held: true}, {Token: 7, Value: 250, Held: true}}, []want{{0, 1}, {1, 1}}},
		{"punched out of the target's hands", []express.Command{punch(0), punch(11), punch(jewel)}, nil, []want{{0, 2}, {2, 1}}},
		{"pickpocketing or nothing", []express.Command{pick(1), pick(6), express.Choose(seatBelle, express.CmdDecline, 0)}, nil, []want{{0, 2}, {2, 1}}},
		{"moves are never grouped", []express.Command{express.Choose(seatBelle, express.CmdMove, 1), express.Choose(seatBelle, express.CmdMove, 3)}, nil, []want{{0, 1}, {1, 1}}},
	} {
		got := Choices(c.legal, c.known)
		if len(got) != len(c.want) {
			t.Errorf("%s: %d choices %+v, want %d", c.name, len(got), got, len(c.want))
			continue
		}
		for i, w := range c.want {
			if got[i].Index != w.index || got[i].Count != w.count || got[i].Command != c.legal[w.index] {
				t.Errorf("%s: choice %d is %+v, want legal[%d] × %d", c.name, i, got[i], w.index, w.count)
			}
		}
	}
}

// TestChoiceLabelCountsPurses: a grouped purse says how many lie there, in
// every language, within a button's length; a single one reads as before.
func TestChoiceLabelCountsPurses(t *testing.T) {
	_, pv := table6(t)
	legal := []express.Command{express.Choose(seatBelle, express.CmdRob, 2), express.Choose(seatBelle, express.CmdRob, 5), express.Choose(seatBelle, express.CmdRob, 9)}
	chs := Choices(legal, nil)
	if got := ChoiceLabel(En, chs[0], pv); got != "Take a purse (3 here)" {
		t.Errorf("en: %q", got)
	}
	if got := ChoiceLabel(En, Choices(legal[:1], nil)[0], pv); got != "Take a purse" {
		t.Errorf("en, one purse: %q", got)
	}
	for _, l := range Langs() {
		for _, kind := range []express.CommandKind{express.CmdRob, express.CmdPickpocket, express.CmdPunchLoot} {
			ch := Choice{Command: express.Choose(seatBelle, kind, 4), Count: 12}
			label := ChoiceLabel(l, ch, pv)
			if strings.Contains(label, "⟦") || utf8.RuneCountInString(label) > MaxButtonRunes {
				t.Errorf("%s %s: %q", l, kind, label)
			}
			if kind != express.CmdPunchLoot && !strings.Contains(label, "12") {
				t.Errorf("%s %s: %q does not say how many purses lie there", l, kind, label)
			}
		}
	}
}
