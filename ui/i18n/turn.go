package i18n

import "colt/engine/express"

// TurnSay is what the table is told about whose turn it is: the kiosk's
// action panel while the actor plays on a phone or is a bot, and the
// curtain that hides the screen until the actor taps.
type TurnSay uint8

// The turn labels.
const (
	TurnPhone    TurnSay = iota // "Waiting for Tuco's phone…"
	TurnBot                     // "Tuco (bot) is playing…"
	TurnThinking                // "Tuco (bot) is thinking…"
	TurnTap                     // the curtain: "Tuco: tap here to see your cards"
)

var turnIDs = [...]string{
	TurnPhone:    "kiosk.wait.phone",
	TurnBot:      "kiosk.wait.bot",
	TurnThinking: "kiosk.wait.thinking",
	TurnTap:      "kiosk.handoff.tap",
}

// TurnWords is the words model of a whose-turn label: the player of seat
// (its bandit, or both of its bandits) as the Name slot, built from the
// view and rendered in any language.
func TurnWords(say TurnSay, pv *express.PublicView, seat express.Seat) Sentence {
	if int(say) >= len(turnIDs) {
		return Sentence{}
	}
	return sentence(turnIDs[say], map[string]any{"Name": newWB(pv).player(seat)})
}

// WaitingWords is the words model of "Waiting for Tuco and Belle…": the
// players the table waits for (seats, in order) as the Names list.
func WaitingWords(pv *express.PublicView, seats []express.Seat) Sentence {
	d := newWB(pv)
	names := make([]Slot, len(seats))
	for i, s := range seats {
		names[i] = d.player(s)
	}
	return sentence("kiosk.wait.several", map[string]any{"Names": d.list(names)})
}
