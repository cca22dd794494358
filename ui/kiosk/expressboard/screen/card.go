package screen

import (
	"colt/engine/express"
	"colt/engine/express/cards"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// BigCard is a pile card drawn large: the card being resolved, beside
// the table's choice during Stealin' (Table.Card), or the card a
// narration page tells (Page.Card). Its Choice is the tile: Name
// "card:<kind>", Label the card's name, and a tap explains the card (Do
// nil: a card face down the viewer may not know, which Hidden marks and
// which is never named). Second is its second line: its bandit's name, or
// for a partner's card (Teams, §10) "Partner's card". Owner is the player
// who played it; Bandit the bandit whose card it is (its player's first
// bandit where the pile names none) and Character that bandit's, whose
// colours it wears; Partner the player whose bandit it is when that is
// not Owner (Teams), else NoSeat. Pile is its place in the round's pile
// (-1: the page does not say).
type BigCard struct {
	kitscreen.Choice
	kitscreen.Colours
	Card      express.ActionKind
	Hidden    bool
	Second    string
	Owner     express.Seat
	Bandit    express.Seat
	Character express.Character
	Partner   express.Seat
	Pile      int
}

// Lines are the tile's lines: the card's name over its second line.
func (c *BigCard) Lines() []string { return []string{c.Label, c.Second} }

// EventTile is an end-of-round event drawn large: the event choosing on
// the table (Table.Event, the EventChoice phase) or the event a narration
// page tells (Page.Event). Its Choice is the tile: Name "event-card",
// Label the event's name; a tap explains its rule.
type EventTile struct {
	kitscreen.Choice
	Event cards.Event
}
