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

	"colt/engine"
)

// Texts turns engine values into words in one language (ui/i18n provides it).
type Texts interface {
	Describe(ev engine.Event, pv *engine.PublicView) (instruction, why string)
	CommandLabel(c engine.Command, pv *engine.PublicView) string
	CardName(k engine.ActionKind) string
	CharacterName(c engine.Character) string
	Text(id string, data map[string]any) string
}

// Options configure a terminal game.
type Options struct {
	Setup engine.Setup
	Texts Texts
	// Clear is written to clear the screen (ANSI by default).
	Clear string
}

// ErrQuit is returned when a player types q.
var ErrQuit = errors.New("game abandoned")

// Play runs a game to its end, reading choices from in and writing to out.
// It returns the record so the caller can save it.
func Play(in io.Reader, out io.Writer, o Options) (engine.Record, error) {
	if o.Clear == "" {
		o.Clear = "\033[H\033[2J"
	}
	g := &game{in: bufio.NewScanner(in), out: out, o: o, tx: o.Texts}
	s, evs, err := engine.New(o.Setup)
	if err != nil {
		return engine.Record{}, err
	}
	rec := engine.NewRecord(o.Setup)
	g.showSetup(&s)
	g.showEvents(&s, evs)
	shownHandTo := engine.NoSeat
	for !s.Over() {
		seat := s.Actor()
		private := s.Phase() == engine.Schemin
		if private && shownHandTo != seat {
			fmt.Fprint(out, o.Clear)
			fmt.Fprintf(out, "%s\n", g.tx.Text("handoff.pass_to", map[string]any{"Name": g.name(&s, seat)}))
			fmt.Fprintf(out, "%s ", g.tx.Text("term.press_enter", nil))
			if _, err := g.line(); err != nil {
				return rec, err
			}
			shownHandTo = seat
		}
		pv := engine.Public(&s)
		g.showBoard(&pv)
		legal := engine.Legal(&s)
		if private {
			v := engine.View(&s, seat)
			names := make([]string, len(v.Hand))
			for i, k := range v.Hand {
				names[i] = g.tx.CardName(k)
			}
			fmt.Fprintf(out, "\n%s: %s\n", g.tx.Text("term.your_hand", map[string]any{"Name": g.name(&s, seat)}), strings.Join(names, ", "))
		} else {
			fmt.Fprintf(out, "\n%s\n", g.tx.Text("term.choice_for", map[string]any{"Name": g.name(&s, seat)}))
		}
		for i, c := range legal {
			fmt.Fprintf(out, "  %d) %s\n", i+1, g.tx.CommandLabel(c, &pv))
		}
		c, err := g.pick(legal)
		if err != nil {
			return rec, err
		}
		next, evs, err := engine.Apply(s, c)
		if err != nil { // cannot happen: c is from Legal; say so rather than hide it
			return rec, fmt.Errorf("engine refused a legal command: %w", err)
		}
		s = next
		rec.Commands = append(rec.Commands, c)
		if private {
			// hide the hand before anyone else looks
			fmt.Fprint(out, o.Clear)
			shownHandTo = engine.NoSeat
			if s.Phase() == engine.Schemin && s.Actor() == seat {
				shownHandTo = seat // SpeedUp: same player again, no handoff needed
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
	tx  Texts
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

func (g *game) pick(legal []engine.Command) (engine.Command, error) {
	for {
		fmt.Fprintf(g.out, "%s ", g.tx.Text("term.choose", map[string]any{"Max": len(legal)}))
		l, err := g.line()
		if err != nil {
			return engine.Command{}, err
		}
		if l == "q" {
			return engine.Command{}, ErrQuit
		}
		n, err := strconv.Atoi(l)
		if err == nil && n >= 1 && n <= len(legal) {
			return legal[n-1], nil
		}
		fmt.Fprintf(g.out, "%s\n", g.tx.Text("term.bad_choice", map[string]any{"Max": len(legal)}))
	}
}

func (g *game) name(s *engine.State, seat engine.Seat) string {
	return g.tx.CharacterName(s.Character(seat))
}

func (g *game) showSetup(s *engine.State) {
	pv := engine.Public(s)
	fmt.Fprintf(g.out, "%s\n", g.tx.Text("setup.physical_title", nil))
	for _, w := range pv.Train {
		if w.Index == 0 {
			continue
		}
		fmt.Fprintf(g.out, "  %s\n", g.tx.Text("setup.place_wagon", map[string]any{"Type": w.Type, "N": w.Index, "Purses": len(w.Inside.Purses), "Jewels": w.Inside.Jewels}))
	}
	for _, b := range pv.Bandits {
		fmt.Fprintf(g.out, "  %s\n", g.tx.Text("setup.place_bandit", map[string]any{"Character": g.tx.CharacterName(b.Character), "N": int(b.Position.Wagon)}))
	}
	fmt.Fprintf(g.out, "  %s\n", g.tx.Text("setup.first_player", map[string]any{"Character": g.tx.CharacterName(s.Character(pv.FirstPlayer))}))
}

func (g *game) showEvents(s *engine.State, evs []engine.Event) {
	pv := engine.Public(s)
	for _, e := range evs {
		instr, why := g.tx.Describe(e.For(engine.NoSeat), &pv)
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

func (g *game) showBoard(pv *engine.PublicView) {
	fmt.Fprintf(g.out, "\n%s\n", g.tx.Text("term.round_line", map[string]any{"N": pv.Round.Number, "Phase": pv.Phase.String()}))
	for _, w := range pv.Train {
		fmt.Fprintf(g.out, "  [%d %s]%s roof: %s | inside: %s\n", w.Index, w.Type, marshalMark(w.Marshal), g.spot(pv, w.Roof), g.spot(pv, w.Inside))
	}
	for _, b := range pv.Bandits {
		fmt.Fprintf(g.out, "  %-9s %s\n", g.tx.CharacterName(b.Character), g.tx.Text("term.bandit_line", map[string]any{
			"Bullets": b.BulletsLeft, "Received": b.BulletsReceived, "Purses": len(b.Purses), "Jewels": b.Jewels, "Strongboxes": b.Strongboxes}))
	}
	var pile []string
	for _, c := range pv.Pile {
		pile = append(pile, g.tx.CharacterName(pv.Bandits[c.Owner].Character)+":"+g.tx.CardName(c.Card))
	}
	if len(pile) > 0 {
		fmt.Fprintf(g.out, "  %s %s\n", g.tx.Text("term.pile", nil), strings.Join(pile, " "))
	}
}

func marshalMark(m bool) string {
	if m {
		return " (Marshal)"
	}
	return ""
}

func (g *game) spot(pv *engine.PublicView, sp engine.SpotView) string {
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

func (g *game) showScores(s *engine.State) {
	res := engine.Score(s)
	fmt.Fprintf(g.out, "\n%s\n", g.tx.Text("scores.title", nil))
	for _, p := range res.Players {
		fmt.Fprintf(g.out, "  %-9s %s\n", g.tx.CharacterName(p.Character), g.tx.Text("term.score_line", map[string]any{
			"Purses": p.Purses, "Jewels": p.Jewels, "Strongboxes": p.Strongboxes, "Gunslinger": p.Gunslinger, "Ransoms": p.Ransoms, "Total": p.Total}))
	}
	var names []string
	for _, w := range res.Winners {
		names = append(names, g.tx.CharacterName(res.Players[w].Character))
	}
	fmt.Fprintf(g.out, "%s\n", g.tx.Text("scores.winner", map[string]any{"Names": strings.Join(names, ", "), "Count": len(names)}))
	if res.TieBreak != engine.NoTie {
		fmt.Fprintf(g.out, "%s\n", g.tx.Text("scores.tiebreak."+string(res.TieBreak), nil))
	}
}
