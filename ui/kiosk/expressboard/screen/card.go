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

// BanditTile is a bandit's name tile drawn large on a narration page
// (Page.Bandit): beside a seat's pass, and beside a variant's moment, the
// bandit its event names (the Time-Travel Car's bandit hiding, appearing
// or travelling; a bandit placed on the train) or its player's first
// bandit (a card taken, cards discarded or kept, a partner's card, the
// first player after the Horse Attack). Its Choice is the tile: Name
// "bandit:<character>", Label the bandit's name; a tap explains its
// power. Bandit is the bandit, Character its character, whose colours it
// wears.
type BanditTile struct {
	kitscreen.Choice
	kitscreen.Colours
	Bandit    express.Seat
	Character express.Character
}

// StealinTile is the Stealin' phase's tile on the page that opens it
// (Page.Stealin, the pile turned over): Name "stealin-tile", Label the
// phase's name; a tap explains the phase.
type StealinTile struct {
	kitscreen.Choice
}
