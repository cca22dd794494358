package screen

import (
	"colt/engine/express"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// Curtain is the handoff curtain: the screen hidden until the player it
// waits for taps. It shows whose turn it is (Look: the player's name and
// colours), the words around the name, the notes of the turn (a Speed-Up's
// second action, a Tunnel) and the tap that reveals the hand. It holds
// nothing of the hand behind it: no card, no choice but the reveal. (The
// public pile, the "Just now" strip and the take-back bar around it are
// their own values.)
type Curtain struct {
	Seat express.Seat
	kitscreen.Look
	Pass   string           // "Pass the screen to" (over the name)
	Notes  []string         // the turn's notes, under the name
	Hint   string           // "Only you look", under the tap
	Reveal kitscreen.Choice // "reveal": the player's tap that shows its hand
}

// Words are every word the curtain shows, in reading order.
func (c *Curtain) Words() []string {
	out := append([]string{c.Pass, c.Name}, c.Notes...)
	return append(out, c.Reveal.Label, c.Hint)
}

// Choices are the curtain's choices: the reveal alone.
func (c *Curtain) Choices() kitscreen.Choices { return kitscreen.Choices{c.Reveal} }

// Hand is a revealed hand's screen: whose it is (Title names the player),
// what it asks (Instruction; Again when the player plays again at once,
// with no curtain in between), the cards in the hand, the player's own
// secrets (its loot with its worth, where a hidden bandit will appear,
// the cards kept), and its
// choices: the plays on screen (a two-bandit hand's: those of the page on
// screen, Tabs and Face turning the pages), the confirm that plays the
// chosen card, and Hide. (A page of a two-bandit hand asks the usual
// "Play a card or draw:" by its tabs: the renderer leaves that question
// out there, and shows any other.)
type Hand struct {
	Seat        express.Seat
	Title       string
	Instruction string
	Again       bool
	Cards       []HandCard
	AppearAt    []string // a bandit hidden by the Time-Travel Car: where it will appear
	Loot        []Loot   // what each of the player's bandits holds, with its worth (its secret)
	Kept        []string // the cards kept for the next round, worded, its lines
	Plays       []Play
	Tabs        []kitscreen.Choice // "tab:<bandit>": a page per bandit, the one on screen On
	Face        kitscreen.Choice   // "tab:facedown" (On: face-down plays shown); Name "": no switch
	// Confirm plays the chosen card ("confirm"); before a card is chosen it
	// is the hint "confirm-hint", Off. Name "": no choice needs a confirm.
	Confirm      kitscreen.Choice
	ConfirmLines []string // the confirm's words as drawn
	Hide         kitscreen.Choice
}

// HandCard is one card of the hand as shown: its card and bandit, its
// lines (the card's name, "×2" when a long hand shows it once, its
// bandit's name in a hand mixing two bandits') and, in such a hand, its
// lines with the bandit's mark instead (Marked), which the renderer
// shows when the names do not fit. A tap explains the card.
type HandCard struct {
	kitscreen.Choice
	Card   express.ActionKind
	Bandit express.Seat
	Count  int
	Lines  []string
	Marked []string
}

// Play is one choice of the hand screen as a button: the command a tap
// chooses, whether it waits for the confirm (a card played, a draw: a tap
// selects it, On, and the confirm plays it; any other is sent at once),
// and its lines as drawn. Label is what the confirm names.
type Play struct {
	kitscreen.Choice
	Command express.Command
	Confirm bool
	Lines   []string
}

// Choices are every choice on the hand screen, in reading order: the
// cards (their help), Hide, the tabs, the plays, the confirm.
func (h *Hand) Choices() kitscreen.Choices {
	var out kitscreen.Choices
	for _, c := range h.Cards {
		out = append(out, c.Choice)
	}
	out = append(out, h.Hide)
	out = append(out, h.Tabs...)
	if h.Face.Name != "" {
		out = append(out, h.Face)
	}
	for _, p := range h.Plays {
		out = append(out, p.Choice)
	}
	if h.Confirm.Name != "" {
		out = append(out, h.Confirm)
	}
	return out
}

// Words are every word the hand screen shows, in reading order.
func (h *Hand) Words() []string {
	out := []string{h.Title}
	for _, l := range h.Loot {
		out = append(out, l.Lines...)
	}
	out = append(out, h.Hide.Label)
	out = append(out, h.AppearAt...)
	out = append(out, h.Kept...)
	for _, c := range h.Cards {
		out = append(out, c.Lines...)
	}
	out = append(out, h.Instruction)
	for _, t := range h.Tabs {
		out = append(out, t.Label)
	}
	if h.Face.Name != "" {
		out = append(out, h.Face.Label)
	}
	for _, p := range h.Plays {
		out = append(out, p.Lines...)
	}
	return append(out, h.ConfirmLines...)
}

// Commands are the commands the plays on screen choose, in order.
func (h *Hand) Commands() []express.Command {
	out := make([]express.Command, 0, len(h.Plays))
	for _, p := range h.Plays {
		out = append(out, p.Command)
	}
	return out
}

// Choose is a public choice of a seat at the screen (Stealin', the
// Marshal, an event's or the horses' choice): whose it is, the question
// the table hears, one button per choice the table can tell apart
// ("cmd:N", sent at once), and, when some of them can be tapped on the
// train too, the hint that says so.
type Choose struct {
	Seat    express.Seat
	Prompt  string
	Plays   []Play
	OnTrain string // "" when nothing on the train is tappable
}

// Choices are the choice's buttons, in order.
func (c *Choose) Choices() kitscreen.Choices {
	out := make(kitscreen.Choices, 0, len(c.Plays))
	for _, p := range c.Plays {
		out = append(out, p.Choice)
	}
	return out
}

// Words are every word the choice shows.
func (c *Choose) Words() []string {
	out := []string{c.Prompt}
	for _, p := range c.Plays {
		out = append(out, p.Lines...)
	}
	if c.OnTrain != "" {
		out = append(out, c.OnTrain)
	}
	return out
}

// Commands are the commands the choice's buttons send, in order.
func (c *Choose) Commands() []express.Command {
	out := make([]express.Command, 0, len(c.Plays))
	for _, p := range c.Plays {
		out = append(out, p.Command)
	}
	return out
}
