// Package screen is Colt Express's screen model (docs/design.md, "The
// screen model"): the new-game form, the handoff curtain, the hand (with
// the player's own loot), a public choice, the table screen, the round's
// pile strip, the big card, the event tile, a page's Stealin' tile and
// bandit's tile (card.go) and the scores
// screen as plain values
// — and the words of a narration page, of the "Just now" strip and of
// the log of the last moves — every word already worded in the
// language on screen (ui/i18n, the kiosk's strings) and every tap a kit Choice
// (ui/kiosk/kit/screen). The board (ui/kiosk/expressboard) builds them
// from its draft and the table's public and secret views; its Fyne
// renderer draws only these values (so the words on screen cannot differ
// from them) and its buttons call their taps, its voice says them, and a
// test plays whole games by tapping the form's, the curtain's, the
// hand's and the choices' values and reading the scores, with no widget
// tree. Nothing here holds a Fyne type.
package screen

import (
	"strings"

	"colt/engine/express"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// Form is the new-game form: the hint over the seats, one row per seat,
// how many players, the ways to play (modules), the help of the way
// drafted, the bandits' portraits (or, when the engine deals the bandits
// in pairs, Pairs), an error from the last Start, the Random buttons,
// Start and, over a game in play, "Back to the game".
type Form struct {
	Hint         []string // "Pick a bandit, then tap a seat" and how seats go round
	Seats        []FormSeat
	PlayersLabel string
	Counts       []kitscreen.Choice // "players:N", the one chosen On
	Rules        []Rule             // "rule:X" in the screen's order (express ruleOptions)
	Help         string             // the way to play drafted, in one line
	Pairs        string             // "": portraits to pick; else why there are none
	Portraits    []Portrait         // "portrait:X"
	Err          string
	Random       kitscreen.Choice // "portrait:random": the selected seat's bandit drawn at random
	RandomAll    kitscreen.Choice // "random-all": every bandit drawn at random
	Start        kitscreen.Choice // "start"
	Resume       kitscreen.Choice // "resume"; Name "": no game in play
}

// FormSeat is one seat's row: its tile (a tap selects the seat for the
// next portrait; On: selected), in its bandit's colours, and who plays it
// ("mode:i:m": the screen, a phone, a bot — each tap on Bot steps through
// the levels, which BotLines word).
type FormSeat struct {
	Seat kitscreen.Choice
	kitscreen.Colours
	Random   bool // no bandit chosen yet: drawn at random at Start
	Modes    []kitscreen.Choice
	BotLines []string
}

// Rule is one way to play as a toggle (On: switched on). One the player
// count does not allow says Why; Locked: on and not to be switched off
// (Experts in the 2-player game). A tap on one not allowed toasts why.
type Rule struct {
	kitscreen.Choice
	Rule   express.Rules
	Why    string
	Locked bool
}

// Portrait is one bandit: a tap gives the selected seat this bandit; its
// lines name the seats that have it.
type Portrait struct {
	kitscreen.Choice
	Character express.Character
	kitscreen.Colours
	Seats []string
}

// Choices are every choice on the form, in reading order.
func (f *Form) Choices() kitscreen.Choices {
	var out kitscreen.Choices
	add := func(cs ...kitscreen.Choice) {
		for _, c := range cs {
			if c.Name != "" {
				out = append(out, c)
			}
		}
	}
	for _, s := range f.Seats {
		add(s.Seat)
		add(s.Modes...)
	}
	add(f.Resume)
	add(f.Counts...)
	for _, r := range f.Rules {
		add(r.Choice)
	}
	for _, p := range f.Portraits {
		add(p.Choice)
	}
	add(f.Random, f.RandomAll, f.Start)
	return out
}

// Words are every word the form shows, in reading order.
func (f *Form) Words() []string {
	out := append([]string(nil), f.Hint...)
	for _, s := range f.Seats {
		out = append(out, s.Seat.Label)
		for _, m := range s.Modes {
			out = append(out, m.Label)
		}
		out = append(out, s.BotLines...)
	}
	out = append(out, f.PlayersLabel)
	for _, r := range f.Rules {
		out = append(out, r.Label)
		if r.Why != "" {
			out = append(out, r.Why)
		}
	}
	out = append(out, f.Help)
	if f.Pairs != "" {
		out = append(out, f.Pairs)
	}
	for _, p := range f.Portraits {
		out = append(append(out, p.Label), p.Seats...)
	}
	if f.Err != "" {
		out = append(out, f.Err)
	}
	for _, c := range []kitscreen.Choice{f.Random, f.RandomAll, f.Start, f.Resume} {
		if c.Label != "" {
			out = append(out, c.Label)
		}
	}
	return out
}

// Scores is the scores screen of a game: the headline (the winner, or
// for a game the operator ended early who was ahead), the columns'
// headings, every player in the engine's order (express.Result.Ranking),
// the teams' totals, the tie-break or the operator's note, and the
// buttons to play again.
type Scores struct {
	Title    string
	Headline string
	Early    bool   // ended by the operator: nobody won it
	TieBreak string // how a tie was broken ("": none, or early)
	Note     string // early: the operator's note
	// Heads are the columns' headings, the player's (empty) first;
	// TimeTravel and Horses say which optional columns there are.
	Heads              []string
	TimeTravel, Horses bool
	Rows               []ScoreRow
	Teams              []TeamRow
	Same               kitscreen.Choice // "same": the same players again
	Again              kitscreen.Choice // "again": a new game
}

// ScoreRow is one player's money, each cell's lines as drawn.
type ScoreRow struct {
	Seat      express.Seat
	Character express.Character // the (first) bandit: the name tile's colours
	kitscreen.Colours
	Bandit                      kitscreen.Choice // the name tile: the bandit's name; a tap explains its power
	Second                      string           // a player's second bandit ("" one bandit)
	Arrested                    string           // "arrested" at the Escape (§11), "" otherwise
	Winner                      bool
	Purses, Jewels, Strongboxes []string
	Ransoms                     string
	Horses                      []string // the Horses & Stagecoach column (Scores.Horses)
	TimeTravel                  string   // the Time-Travel Car's column (Scores.TimeTravel)
	TimeTravelled               bool
	Gunslinger                  []string
	Total                       string
}

// TeamRow is one team's total (Teams, §10), the winners' marked.
type TeamRow struct {
	Seats  []express.Seat
	Lines  []string
	Winner bool
}

// Choices are the scores' choices (each bandit's help, then the buttons).
func (s *Scores) Choices() kitscreen.Choices {
	var out kitscreen.Choices
	for _, r := range s.Rows {
		out = append(out, r.Bandit)
	}
	return append(out, s.Same, s.Again)
}

// Winners are the seats the scores mark as winners, in the rows' order.
func (s *Scores) Winners() []express.Seat {
	var out []express.Seat
	for _, r := range s.Rows {
		if r.Winner {
			out = append(out, r.Seat)
		}
	}
	return out
}

// LineKind is what a narration page's line is to the voice.
type LineKind int

const (
	Instruction LineKind = iota // what the table moves (a folded step's words too)
	Event                       // an end-of-round event's rule, as it is turned over
	Reason                      // told, not asked ("Nothing happens.")
)

// PageLine is one line a narration page lists: its words, and why in grey
// under it ("" none).
type PageLine struct {
	Kind LineKind
	Text string
	Why  string
}

// Page is a narration page's words: its title, and every line it lists
// in order — the folded steps' words, the step's own lines, its
// instructions, "nothing happens", the quiet steps folded after it. A
// renderer may show the lines on several pages. Beside them a card page
// draws the card it tells large (Card), an event page the event (Event),
// the page opening Stealin' the phase's tile (Stealin), a pass's or a
// variant's moment's page the bandit it names (Bandit): at most one of
// them, nil on the other pages (a round change, a rule's moment of
// nobody's), and on the page's words model (Words leaves them out:
// BigCard.Lines, EventTile.Label, StealinTile.Label, BanditTile.Label).
type Page struct {
	Title   string
	Lines   []PageLine
	Card    *BigCard
	Event   *EventTile
	Stealin *StealinTile
	Bandit  *BanditTile
}

// Instructions are the lines the table is to act on or hear, in order.
func (p *Page) Instructions() []string {
	var out []string
	for _, l := range p.Lines {
		if l.Kind == Instruction {
			out = append(out, l.Text)
		}
	}
	return out
}

// Words are every word the page shows: its title, each line and its why.
func (p *Page) Words() []string {
	out := []string{p.Title}
	for _, l := range p.Lines {
		out = append(out, l.Text)
		if l.Why != "" {
			out = append(out, l.Why)
		}
	}
	return out
}

// Happened is one thing that just happened and asked nothing of the table,
// as the "Just now" strip says it; Round: a round change (the voice says
// it as the round card turned over).
type Happened struct {
	Text  string
	Round bool
}

// JustNow is the "Just now" strip's words: what just happened, oldest
// first, and its lead-in; Earlier[n-1] and More[n-1] say that n older ones
// are left out (More: and that Last moves has them).
type JustNow struct {
	Now           string
	Blocks        []Happened
	Earlier, More []string
}

// Line is the strip's words showing the blocks from from on: "Just now:",
// how many older ones are left out, the blocks with " · " between them.
func (j *JustNow) Line(from int, log bool) string {
	from = min(max(from, 0), len(j.Blocks))
	s := j.Now
	switch {
	case from > 0 && log:
		s += " " + j.More[from-1] + " ·"
	case from > 0:
		s += " " + j.Earlier[from-1] + " ·"
	}
	texts := make([]string, 0, len(j.Blocks)-from)
	for _, b := range j.Blocks[from:] {
		texts = append(texts, b.Text)
	}
	return s + " " + strings.Join(texts, " · ")
}

// Move is one move of the log of the last moves, and why ("" none).
type Move struct{ Text, Why string }

// MoveLog is the log of the last moves: its title, the moves (the latest
// first; Empty says there are none), and its buttons — Close, and Newer
// and Older, which a renderer shows when its pages need them.
type MoveLog struct {
	Title string
	Empty string
	Moves []Move
	Close kitscreen.Choice
	Newer kitscreen.Choice
	Older kitscreen.Choice
}
