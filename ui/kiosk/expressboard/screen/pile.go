package screen

import (
	"colt/engine/express"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// Pile is the round's pile as a strip shows it (on the table, the curtain
// and a revealed hand): its title and count ("Pile" over "12 cards"), the
// cards in play order, and what else the strip may draw. Before the
// first card it says Empty. While the pile is resolved (ToCome) the
// strip folds the cards already resolved into one sign (Done, "3
// played") and shows the card being resolved and those to come. A strip
// too small for all its cards ends with More[n-1] ("+n more") for the n
// cards it leaves out. Next are the lines of the cards the seat whose
// hand it is may play next at once (a Speed-Up's second act, the
// 2-player game): the strip keeps a slot as wide as the widest of them.
// A card face down that the viewer may not know is a back: its words
// name its owner, never the card.
type Pile struct {
	Title string
	Count string
	Empty string // "" unless no card is played yet
	Cards []PileCard
	// ToCome: the pile is being resolved; the cards before First are
	// resolved, shown as the Done sign ("" when First is 0).
	ToCome bool
	First  int
	Done   string
	More   []string
	Next   [][]string
}

// PileCard is one card of the pile as drawn: whose it is (Owner, the
// player who played it; Bandit, the bandit whose card it is, and Look, its
// name and colours), its card (express.HiddenCard for a back), its face
// and state, and its lines ("★ " before the card just played). A card
// drawn face up explains itself when tapped (Name "pile:i").
type PileCard struct {
	kitscreen.Choice
	kitscreen.Look
	Owner  express.Seat
	Bandit express.Seat
	Card   express.ActionKind
	// FaceDown: played face down; Hidden: face down and unknown to the
	// viewer, drawn as a back with its owner's name.
	FaceDown, Hidden bool
	Resolved         bool
	Resolving        bool // the card being resolved
	Last             bool // the card just played (Schemin')
	Lines            []string
}

// Shown are the cards the strip draws, in order: all of them, or while
// the pile is resolved those from First on.
func (p *Pile) Shown() []PileCard {
	if p.ToCome {
		return p.Cards[min(p.First, len(p.Cards)):]
	}
	return p.Cards
}

// Words are every word the strip shows when all its cards fit, in
// reading order (a "+n more" sign aside).
func (p *Pile) Words() []string {
	out := []string{p.Title, p.Count}
	if p.Empty != "" {
		out = append(out, p.Empty)
	}
	if p.Done != "" {
		out = append(out, p.Done)
	}
	for _, c := range p.Shown() {
		out = append(out, c.Lines...)
	}
	return out
}

// LootKind is a kind of loot a bandit may hold.
type LootKind int

// The kinds of loot on a player's own loot line.
const (
	LootPurse LootKind = iota
	LootJewel
	LootStrongbox
	LootRansom
	LootFlask
	LootHostage
)

// LootItem is one kind of loot a bandit holds, as its player sees it:
// how many, and each one's value in dollars (a purse whose value its
// holder does not know: -1; a flask or a hostage: 0).
type LootItem struct {
	Kind   LootKind
	Values []int
}

// Loot is what one bandit of the player holds, on the player's own hand
// screen only (its purses' values are the player's secret, R1): its
// items, their known worth (Total, in dollars) and the lines drawn.
type Loot struct {
	Bandit express.Seat
	Items  []LootItem
	Total  int
	Lines  []string
}
