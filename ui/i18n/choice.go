package i18n

import (
	"colt/engine/express"
)

// Choice is one button a viewer is offered: Command is the legal command it
// sends, Index that command's index in the legal list, and Count how many
// legal commands the viewer cannot tell apart it stands for (1 for most).
type Choice struct {
	Command express.Command
	Index   int
	Count   int
}

// Choices groups a viewer's legal commands into the choices it can tell
// apart, in the legal list's order. Purse tokens lie face down and look
// alike, so taking, pickpocketing or punching out any one of several purses
// at one place (or in one bandit's hands) is one choice, which sends the
// first such command of the list (deterministic: Legal's order is stable).
// A purse whose value the viewer knows (known: the viewer's KnownPurses;
// nil for the public kiosk screen) stays a choice of its own, since the
// viewer can tell it from the others. Every other command is its own
// choice. The kiosk and the phone page (src/model.js's choices, kept alike
// by the wording golden) both show one button per choice.
func Choices(legal []express.Command, known []express.KnownPurse) []Choice {
	out := make([]Choice, 0, len(legal))
	group := map[express.Command]int{} // an unknown purse's command with NoLoot → index in out
	for i, c := range legal {
		if !anyPurse(c, known) {
			out = append(out, Choice{Command: c, Index: i, Count: 1})
			continue
		}
		key := c
		key.Token = express.NoLoot
		if at, ok := group[key]; ok {
			out[at].Count++
			continue
		}
		group[key] = len(out)
		out = append(out, Choice{Command: c, Index: i, Count: 1})
	}
	return out
}

// anyPurse reports whether c takes, pickpockets or punches out a purse
// whose value the viewer does not know (any such purse would do as well).
func anyPurse(c express.Command, known []express.KnownPurse) bool {
	switch c.Kind {
	case express.CmdRob, express.CmdPickpocket, express.CmdPunchLoot:
	default:
		return false
	}
	if c.Token == express.NoLoot || c.Token.Kind() != express.Purse {
		return false
	}
	for _, k := range known {
		if k.Token == c.Token {
			return false
		}
	}
	return true
}

// ChoiceLabel returns a choice's button label: CommandLabel's, with the
// number of purses when several lie at the place ("Take a purse (3 here)").
func ChoiceLabel(lang Lang, ch Choice, pv *express.PublicView) string {
	if w := ChoiceWords(ch, pv); !w.Empty() {
		return w.Render(lang)
	}
	return ch.Command.Kind.String()
}

// ChoiceWords is the words model of ChoiceLabel: CommandWords, or the
// lookalike purses' count.
func ChoiceWords(ch Choice, pv *express.PublicView) Sentence {
	c := ch.Command
	if ch.Count > 1 && c.Token != express.NoLoot && c.Token.Kind() == express.Purse {
		switch c.Kind {
		case express.CmdRob:
			return sentence("cmd.robPurses", map[string]any{"Count": ch.Count})
		case express.CmdPickpocket:
			return sentence("cmd.pickpocketPurses", map[string]any{"Count": ch.Count})
		}
	}
	return CommandWords(c, pv)
}
