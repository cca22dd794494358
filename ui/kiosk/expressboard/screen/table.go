package screen

import (
	"colt/engine/express"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// Bar is the round's bar over every in-game screen: the round (a tap
// explains the phase), its turns (the one being played On during
// Schemin'; a tap explains the turn) and the event to come (a tap
// explains it).
type Bar struct {
	Round kitscreen.Choice   // "round"
	Turns []kitscreen.Choice // "turn:N"
	Event kitscreen.Choice   // "event"
}

// Words are every word the bar shows.
func (b *Bar) Words() []string {
	out := []string{b.Round.Label}
	for _, t := range b.Turns {
		out = append(out, t.Label)
	}
	return append(out, b.Event.Label)
}

// Table is the table screen between hands: the bar, every bandit's row
// (in the engine's order), and what the table waits for — a seat at the
// screen's public choice (Choose), or the words saying whose turn it is
// on a phone or a bot (Wait; a phone's question under them). Card is the
// pile card being resolved during Stealin', Event the end-of-round event
// while it asks a choice (nil: none); the action panel draws either
// beside a phone's wait and a screen seat's choice.
type Table struct {
	Bar     Bar
	Heads   []string // the players' columns: bullets left, loot, bullets received
	Players []PlayerRow
	Choose  *Choose
	Wait    []string
	Card    *BigCard
	Event   *EventTile
}

// PlayerRow is one bandit's row: its name tile (a tap explains its
// power; ① before the first player's; its lines under the name: team,
// discard pile, hidden, galloping…), who plays it, its team in a column
// of its own when the panel is crowded, its bullets left, loot and
// bullets received; Acting: the bandit whose turn it is (lit).
type PlayerRow struct {
	Bandit express.Seat
	kitscreen.Look
	Tile    kitscreen.Choice // "bandit:<character>"
	Lines   []string         // the name tile's lines, as drawn
	First   bool
	Mode    string
	Team    string // "" unless the team has its own column
	Bullets string
	Loot    string
	Hit     string
	Acting  bool
}

// Words are every word the table screen shows (the train and the pile
// aside: their own values).
func (t *Table) Words() []string {
	out := append(t.Bar.Words(), t.Heads...)
	for _, p := range t.Players {
		out = append(out, p.Lines...)
		out = append(out, p.Mode, p.Team, p.Bullets, p.Loot, p.Hit)
	}
	if t.Choose != nil {
		out = append(out, t.Choose.Words()...)
	}
	if t.Card != nil {
		out = append(out, t.Card.Lines()...)
	}
	if t.Event != nil {
		out = append(out, t.Event.Label)
	}
	return append(out, t.Wait...)
}
