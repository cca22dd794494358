// Package term plays a whole game in a terminal, pass-and-play: before any
// private choice it clears the screen and asks to hand the keyboard to the
// named player. It is the `colt play` command's user interface.
package term

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
)

// Options configure a terminal game.
type Options struct {
	Setup express.Setup
	Lang  i18n.Lang
	// Clear is written to clear the screen (ANSI by default: the screen and
	// the terminal's scrollback, so no hand can be scrolled back to).
	Clear string
}

// ClearScreen clears an ANSI terminal: the cursor home, the screen, then
// the scrollback (ESC[3J), so the previous player's hand is gone for good.
const ClearScreen = "\033[H\033[2J\033[3J"

// ErrQuit is returned when a player types q.
var ErrQuit = errors.New("game abandoned")

// Play runs a game to its end, reading choices from in and writing to out.
// It returns the record so the caller can save it.
func Play(in io.Reader, out io.Writer, o Options) (express.Record, error) {
	if o.Clear == "" {
		o.Clear = ClearScreen
	}
	g := &game{in: bufio.NewScanner(in), out: out, o: o, tx: texts{o.Lang}}
	s, evs, err := express.New(o.Setup)
	if err != nil {
		return express.Record{}, err
	}
	rec := express.NewRecord(o.Setup)
	g.showSetup(&s)
	g.showEvents(&s, evs)
	shownHandTo := express.NoSeat
	for !s.Over() {
		seat := s.Actor()
		// a hand, and the secret steps before or between rounds (the two-bandit
		// reveal, the Horse Attack's fists, Plan of Attack…): behind a handoff,
		// as the kiosk's curtain
		private := s.Phase() == express.Schemin || s.Phase() == express.Preparing || s.Phase() == express.Keeping
		if private && shownHandTo != seat {
			fmt.Fprint(out, o.Clear)
			fmt.Fprintf(out, "%s\n", g.tx.Text("handoff.passTo", map[string]any{"Name": g.name(&s, seat)}))
			fmt.Fprintf(out, "%s ", g.tx.Text("cli.pressEnter", map[string]any{"Name": g.name(&s, seat)}))
			if _, err := g.line(); err != nil {
				return rec, err
			}
			shownHandTo = seat
		}
		pv := express.Public(&s)
		g.showBoard(&pv)
		legal := express.LegalFor(&s, seat) // a simultaneous step: this player's own choices only
		if private {
			v := express.View(&s, seat)
			names := make([]string, len(v.Hand))
			for i, k := range v.Hand {
				names[i] = g.tx.CardName(k)
			}
			fmt.Fprintf(out, "\n%s: %s\n", g.tx.Text("cli.yourHand", map[string]any{"Name": g.name(&s, seat)}), strings.Join(names, ", "))
		} else {
			fmt.Fprintf(out, "\n%s\n", g.tx.Text("cli.choiceFor", map[string]any{"Name": g.name(&s, seat)}))
		}
		for i, c := range legal {
			fmt.Fprintf(out, "  %d) %s\n", i+1, g.tx.CommandLabel(c, &pv))
		}
		c, err := g.pick(legal)
		if err != nil {
			return rec, err
		}
		next, evs, err := express.Apply(s, c)
		if err != nil { // cannot happen: c is from Legal; say so rather than hide it
			return rec, fmt.Errorf("engine refused a legal command: %w", err)
		}
		s = next
		rec.Commands = append(rec.Commands, c)
		if private {
			if s.Phase() == express.Schemin && s.Actor() == seat {
				// SpeedUp: the same player acts again; the hand stays theirs
			} else {
				fmt.Fprint(out, o.Clear) // hide the hand before anyone else looks
				shownHandTo = express.NoSeat
			}
		}
		g.showEvents(&s, evs)
	}
	g.showScores(&s)
	return rec, nil
}

type game struct {
	in  *bufio.Scanner
	out io.Writer
	o   Options
	tx  texts
}

// texts binds ui/i18n to the game's language.
type texts struct{ lang i18n.Lang }

func (t texts) Describe(ev express.Event, pv *express.PublicView) (string, string) {
	return i18n.Describe(t.lang, ev, pv)
}
func (t texts) CommandLabel(c express.Command, pv *express.PublicView) string {
	return i18n.CommandLabel(t.lang, c, pv)
}
func (t texts) CardName(k express.ActionKind) string     { return i18n.CardName(t.lang, k) }
func (t texts) CharacterName(c express.Character) string { return i18n.CharacterName(t.lang, c) }
func (t texts) Text(id string, data map[string]any) string {
	return i18n.T(t.lang, id, data)
}

func (g *game) line() (string, error) {
	if !g.in.Scan() {
		if err := g.in.Err(); err != nil {
			return "", err
		}
		return "", ErrQuit
	}
	return strings.TrimSpace(g.in.Text()), nil
}

func (g *game) pick(legal []express.Command) (express.Command, error) {
	for {
		fmt.Fprintf(g.out, "%s ", g.tx.Text("cli.choose", map[string]any{"Max": len(legal)}))
		l, err := g.line()
		if err != nil {
			return express.Command{}, err
		}
		if l == "q" {
			return express.Command{}, ErrQuit
		}
		n, err := strconv.Atoi(l)
		if err == nil && n >= 1 && n <= len(legal) {
			return legal[n-1], nil
		}
		fmt.Fprintf(g.out, "%s\n", g.tx.Text("cli.badChoice", map[string]any{"Max": len(legal)}))
	}
}

func (g *game) name(s *express.State, seat express.Seat) string {
	return g.tx.CharacterName(s.Character(seat))
}

func (g *game) showSetup(s *express.State) {
	pv := express.Public(s)
	fmt.Fprintf(g.out, "%s\n", g.tx.Text("setup.instructions", nil))
	for _, line := range i18n.SetupInstructions(g.o.Lang, &pv) {
		fmt.Fprintf(g.out, "  - %s\n", line)
	}
}

func (g *game) showEvents(s *express.State, evs []express.Event) {
	pv := express.Public(s)
	for _, e := range evs {
		instr, why := g.tx.Describe(e.For(express.NoSeat), &pv)
		switch {
		case instr != "" && why != "":
			fmt.Fprintf(g.out, "* %s — %s\n", instr, why)
		case instr != "":
			fmt.Fprintf(g.out, "* %s\n", instr)
		case why != "":
			fmt.Fprintf(g.out, "* %s\n", why)
		}
	}
}

func (g *game) showBoard(pv *express.PublicView) {
	fmt.Fprintf(g.out, "\n%s\n", g.tx.Text("cli.roundLine", map[string]any{"N": pv.Round.Number, "Total": express.Rounds, "Phase": i18n.PhaseName(g.o.Lang, pv.Phase)}))
	fmt.Fprintf(g.out, "  %s\n", g.roundCard(pv))
	if pv.Car != nil { // the Time-Travel Car, in front of the locomotive (§12)
		horses := ""
		if pv.CarHorses > 0 { // a horse one step beyond the locomotive (§12 with §11)
			horses = " (" + i18n.N(g.o.Lang, "table.horses.count", pv.CarHorses, nil) + ")"
		}
		fmt.Fprintf(g.out, "  [%s]%s %s\n", g.tx.Text("table.car.name", nil), horses, g.spot(pv, *pv.Car))
	}
	sc := pv.Stagecoach
	for _, w := range pv.Train {
		roof := g.spot(pv, w.Roof)
		if sc != nil && sc.ShotgunAt == w.Index {
			roof += " " + g.tx.Text("table.horses.shotgun", nil)
		}
		horses := ""
		if w.Index < len(pv.Horses) && pv.Horses[w.Index] > 0 { // Horses & Stagecoach (§11)
			horses = " (" + i18n.N(g.o.Lang, "table.horses.count", pv.Horses[w.Index], nil) + ")"
		}
		fmt.Fprintf(g.out, "  [%d %s]%s%s roof: %s | inside: %s\n", w.Index, w.Type, marshalMark(w.Marshal), horses, roof, g.spot(pv, w.Inside))
		if sc != nil && sc.Facing == w.Index { // the stagecoach beside the wagon it faces
			roof := g.spot(pv, sc.Roof)
			if sc.ShotgunAt < 0 {
				roof += " " + g.tx.Text("table.horses.shotgun", nil)
			}
			var hs []string
			for _, h := range pv.Hostages {
				hs = append(hs, i18n.HostageName(g.o.Lang, h))
			}
			fmt.Fprintf(g.out, "    [%s] roof: %s | inside: %s | %s: %s\n", g.tx.Text("table.horses.stagecoach", nil), roof, g.spot(pv, sc.Inside),
				g.tx.Text("table.horses.hostages", nil), strings.Join(hs, ", "))
		}
	}
	for _, b := range pv.Bandits {
		hidden := ""
		if b.Position.Area == express.AreaHidden {
			hidden = " (" + g.tx.Text("table.car.hidden", nil) + ")"
		}
		hidden += g.horsesNotes(pv, b)
		fmt.Fprintf(g.out, "  %-9s %s%s\n", g.tx.CharacterName(b.Character), g.tx.Text("cli.banditLine", map[string]any{
			"Bullets": b.BulletsLeft, "Received": b.BulletsReceived, "Purses": len(b.Purses), "Jewels": b.Jewels, "Strongboxes": b.Strongboxes}), hidden)
	}
	var pile []string
	for _, c := range pv.Pile {
		pile = append(pile, g.tx.CharacterName(pv.Bandits[c.Owner].Character)+":"+g.tx.CardName(c.Card))
	}
	if len(pile) > 0 {
		fmt.Fprintf(g.out, "  %s %s\n", g.tx.Text("cli.pile", nil), strings.Join(pile, " "))
	}
}

// roundCard words the round card in play: its name, its turn kinds in
// order (the turn being played in [brackets] during Schemin') and its
// end-of-round event — round 1's included.
func (g *game) roundCard(pv *express.PublicView) string {
	turns := make([]string, len(pv.Round.Turns))
	for i, k := range pv.Round.Turns {
		turns[i] = i18n.TurnKindName(g.o.Lang, k)
		if pv.Phase == express.Schemin && i == pv.Turn {
			turns[i] = "[" + turns[i] + "]"
		}
	}
	ev := g.tx.Text("table.noEvent", nil)
	if pv.Round.Event != cards.NoEvent {
		ev = g.tx.Text("table.eventToCome", map[string]any{"Event": i18n.EventName(g.o.Lang, pv.Round.Event)})
	}
	return g.tx.Text("cli.roundCard", map[string]any{"Card": i18n.RoundCardName(g.o.Lang, pv.Round.Card), "Turns": strings.Join(turns, " · "), "Event": ev})
}

func marshalMark(m bool) string {
	if m {
		return " (Marshal)"
	}
	return ""
}

func (g *game) spot(pv *express.PublicView, sp express.SpotView) string {
	var parts []string
	for _, b := range sp.Bandits {
		parts = append(parts, g.tx.CharacterName(pv.Bandits[b].Character))
	}
	if n := len(sp.Purses); n > 0 {
		parts = append(parts, fmt.Sprintf("%d$", n))
	}
	if sp.Jewels > 0 {
		parts = append(parts, fmt.Sprintf("%d♦", sp.Jewels))
	}
	if sp.Strongboxes > 0 {
		parts = append(parts, fmt.Sprintf("%d■", sp.Strongboxes))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}

func (g *game) showScores(s *express.State) {
	res := express.Score(s)
	g.printScores(&res)
}

// printScores prints the final scores, one line per player in the engine's
// order (express.Result.Ranking), then the winner and the tie-break.
func (g *game) printScores(res *express.Result) {
	fmt.Fprintf(g.out, "\n%s\n", g.tx.Text("score.title", nil))
	for _, seat := range res.Ranking() {
		p, ok := playerScore(res, seat)
		if !ok {
			continue
		}
		car := ""
		if p.TimeTravel > 0 { // not in the line's sum otherwise: the Total includes it
			car = fmt.Sprintf(" (%s $%d)", g.tx.Text("score.car.timeTravel", nil), p.TimeTravel)
		}
		// Horses & Stagecoach (§11): in the Total too
		if p.Hostages != 0 {
			car += fmt.Sprintf(" (%s $%d)", g.tx.Text("score.horses.hostages", nil), p.Hostages)
		}
		if p.Shared != 0 {
			car += fmt.Sprintf(" (%s %+d)", g.tx.Text("score.horses.shared", nil), p.Shared)
		}
		if p.DeadlyBullets != 0 {
			car += fmt.Sprintf(" (%s %d)", g.tx.Text("score.horses.deadly", nil), p.DeadlyBullets)
		}
		if p.Arrested {
			car += " (" + g.tx.Text("score.horses.arrested", nil) + ")"
		}
		fmt.Fprintf(g.out, "  %-9s %s%s\n", g.tx.CharacterName(p.Character), g.tx.Text("cli.scoreLine", map[string]any{
			"Purses": p.Purses, "Jewels": p.Jewels, "Strongboxes": p.Strongboxes, "Gunslinger": p.Gunslinger, "Ransoms": p.Ransoms, "Total": p.Total}), car)
	}
	fmt.Fprintf(g.out, "%s\n", i18n.WinnerText(g.o.Lang, res))
	if res.TieBreak != express.NoTie {
		fmt.Fprintf(g.out, "%s\n", i18n.TieBreakText(g.o.Lang, res))
	}
}

// playerScore is the score line of seat in res.
func playerScore(res *express.Result, seat express.Seat) (express.PlayerScore, bool) {
	for _, p := range res.Players {
		if p.Seat == seat {
			return p, true
		}
	}
	return express.PlayerScore{}, false
}

// horsesNotes are a bandit's Horses & Stagecoach notes (§11): galloping,
// escaped, its hostage, its flasks.
func (g *game) horsesNotes(pv *express.PublicView, b express.BanditView) string {
	var out []string
	for _, s := range pv.Galloping {
		if s == b.Seat {
			out = append(out, g.tx.Text("table.horses.galloping", nil))
		}
	}
	if b.Position.Area == express.AreaEscaped {
		out = append(out, g.tx.Text("table.horses.escaped", nil))
	}
	if b.Hostage != nil {
		out = append(out, i18n.HostageName(g.o.Lang, *b.Hostage))
	}
	if n := len(b.Flasks); n > 0 {
		out = append(out, fmt.Sprintf("%s ×%d", g.tx.Text("table.horses.flask", nil), n))
	}
	if len(out) == 0 {
		return ""
	}
	return " (" + strings.Join(out, ", ") + ")"
}
