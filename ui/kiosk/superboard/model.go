package superboard

import (
	"fmt"
	"strings"

	"colt/engine"
	"colt/engine/super"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
	"colt/ui/kiosk/superboard/screen"
)

// The screen model (issue 33): the board turns the table into plain
// values (package screen) — what each game screen shows, its words, its
// choices — and the renderer (paint.go) draws them, the voice (speech.go)
// says them and the tests tap them. Nothing here touches Fyne or the
// shell's drawing kit: a Board whose host has no kit builds its screens.

// model builds the screen values of b in the language on screen.
type model struct {
	b *Board
	l i18n.Lang
}

func (b *Board) model() model { return model{b: b, l: b.lang()} }

// t renders a ui/i18n message in the model's language.
func (m model) t(id string, data map[string]any) string { return i18n.T(m.l, id, data) }

// tr renders a kiosk message (kit.Tr) in the model's language.
func (m model) kitTr(id string, kv ...any) string { return kit.Tr(string(m.l), id, kv...) }

// Screen is the game screen on show, as values: the narration first, then
// the ranking, the curtain or the stacking screen of a screen seat, or the
// table waiting for the others.
func (b *Board) Screen() screen.Screen {
	m := b.model()
	pv := b.pub()
	var sc screen.Screen
	switch s := b.curtainSeat(&pv); {
	case len(b.steps) > 0:
		st := b.steps[0]
		sc = screen.Screen{Kind: screen.Step, Round: st.Round, Title: m.t("super.title", nil), Step: m.step(&pv, st)}
		part := i18n.SuperAction
		if st.Kind == StepRound {
			part = i18n.SuperRoundEnd
		}
		sc.RoundHelp = m.partHelp("round", m.t("super.round", map[string]any{"N": st.Round}), part)
		sc.Train = sc.Step.Train
		return sc
	case pv.Phase == super.GameOver:
		return screen.Screen{Kind: screen.Ranking, Round: pv.Round, Ranking: m.ranking(&pv, pv.Result)}
	case s != super.NoSeat && b.revealed(&pv):
		sc = screen.Screen{Kind: screen.Stack, Stack: m.stack(&pv, s), Train: m.train(&pv, false)}
		sc.Title = sc.Stack.Title
	case s != super.NoSeat:
		sc = screen.Screen{Kind: screen.Curtain, Curtain: m.curtain(&pv, s)}
		sc.Title = sc.Curtain.Title
	default:
		sc = screen.Screen{Kind: screen.Table, Title: m.t("super.title", nil), Table: m.table(&pv), Train: m.train(&pv, false)}
	}
	sc.Round = pv.Round
	label := m.t("super.round", map[string]any{"N": pv.Round})
	if sc.Kind != screen.Table {
		label = sc.Title // the curtain's and the stack's tile says the round's planning
	}
	sc.RoundHelp = m.partHelp("round", label, i18n.SuperPlan)
	if b.k.Fast() {
		sc.Log = m.log(&pv)
	}
	return sc
}

// partHelp is a choice named name, worded label, that opens the rules
// help of a part of the round.
func (m model) partHelp(name, label string, p i18n.SuperPart) kitscreen.Choice {
	return kitscreen.Choice{Name: name, Label: label, Do: func() { m.b.showPartHelp(p) }}
}

// physical is the set-up of the box (PhysicalScreen's values).
func (m model) physical(pv *super.PublicView) *screen.PhysicalScreen {
	ps := &screen.PhysicalScreen{Title: m.t("setup.instructions", nil),
		Instructions: i18n.SuperSetupInstructions(m.l, pv, superPlacing(pv)), Train: m.train(pv, true)}
	for s := range pv.Bandits {
		ps.Seats = append(ps.Seats, kitscreen.Look{Name: m.name(pv, engine.Seat(s)), Colours: seatColours(pv, engine.Seat(s))})
	}
	return ps
}

// cardHelp is a choice that opens the rules help of card c.
func (m model) cardHelp(name string, c super.Card) kitscreen.Choice {
	return kitscreen.Choice{Name: name, Label: i18n.SuperCardName(m.l, c), Do: func() { m.b.ShowCardHelp(c) }}
}

// seatColours are a seat's pawn colours in pv.
func seatColours(pv *super.PublicView, seat engine.Seat) kitscreen.Colours {
	if seat >= 0 && int(seat) < len(pv.Bandits) {
		if c := pv.Bandits[seat].Character; c < super.NumCharacters {
			return kitscreen.Colours{Fill: superColours[c].fill, Ink: superColours[c].ink}
		}
	}
	return kitscreen.Colours{Fill: kit.ColPanelLight, Ink: kit.ColText}
}

// name is a seat's bandit in the model's language.
func (m model) name(pv *super.PublicView, seat engine.Seat) string {
	return i18n.SuperSeatName(m.l, pv, seat)
}

// train is the train of pv: each card's title (and loot value, with
// loot: the set-up), each floor's pawns.
func (m model) train(pv *super.PublicView, loot bool) screen.Train {
	out := make(screen.Train, 0, len(pv.Train))
	for _, wv := range pv.Train {
		c := screen.Car{Index: wv.Index, Loco: wv.Locomotive, Caboose: wv.Caboose,
			Title: m.t("super.wagon", map[string]any{"N": wv.Index})}
		switch {
		case wv.Locomotive:
			c.Title = m.t("super.loco", nil)
		case wv.Caboose:
			c.Title = m.t("super.caboose", map[string]any{"N": wv.Index})
		}
		if loot && !wv.Locomotive {
			c.Loot = m.t("super.lootValue", map[string]any{"N": wv.LootValue})
		}
		c.Roof, c.Inside = m.pawns(pv, wv.Roof), m.pawns(pv, wv.Inside)
		out = append(out, c)
	}
	return out
}

// pawns is one floor's line of pawns.
func (m model) pawns(pv *super.PublicView, line []super.PawnView) []screen.Pawn {
	var out []screen.Pawn
	for _, p := range line {
		out = append(out, screen.Pawn{Seat: p.Seat, Name: m.name(pv, p.Seat), Colours: seatColours(pv, p.Seat), Facing: p.Facing, Stunned: p.Stunned})
	}
	return out
}

// curtain is the curtain handing the screen to seat.
func (m model) curtain(pv *super.PublicView, seat engine.Seat) *screen.CurtainScreen {
	name := m.name(pv, seat)
	return &screen.CurtainScreen{Seat: seat, Name: name, Colours: seatColours(pv, seat),
		Title: m.t("super.plan.title", map[string]any{"N": pv.Round}),
		Pass:  m.kitTr("handoff.pass"), Look: m.kitTr("handoff.look"),
		Reveal: kitscreen.Choice{Name: "reveal", Label: m.t("super.plan.passHint", map[string]any{"Name": name}),
			Do: func() { m.b.revealHand(seat) }},
	}
}

// stack is seat's stacking screen: its hand, the cards picked so far, top
// first, the card left out and the stack's command.
func (m model) stack(pv *super.PublicView, seat engine.Seat) *screen.StackScreen {
	b := m.b
	name := m.name(pv, seat)
	s := &screen.StackScreen{Seat: seat, Name: name, Colours: seatColours(pv, seat),
		Title:      m.t("super.plan.title", map[string]any{"N": pv.Round}),
		Prompt:     m.t("super.plan.pick", map[string]any{"Name": name}),
		StackLabel: m.t("super.plan.stack", nil),
		Clear:      kitscreen.Choice{Name: "clear", Label: m.t("super.plan.clear", nil), Do: func() { b.picks = nil }},
		Commit: kitscreen.Choice{Name: "commit", Label: m.t("super.plan.commit", nil), Off: len(b.picks) != super.StackSize,
			Do: func() { b.commit(seat) }},
	}
	order := map[super.Card]int{}
	for i, c := range b.picks {
		order[c] = i + 1
	}
	for _, c := range b.view(seat).Hand {
		card := c
		s.Hand = append(s.Hand, screen.HandCard{Card: c, Name: i18n.SuperCardName(m.l, c), Order: order[c],
			Pick: kitscreen.Choice{Name: "card:" + c.String(), Label: i18n.SuperCardName(m.l, c), Do: func() { b.pick(card) }},
			Help: kitscreen.Choice{Name: "help:" + c.String(), Label: m.t("super.help.ask", nil), Do: func() { b.ShowCardHelp(card) }},
		})
	}
	for i := 0; i < super.StackSize; i++ {
		sl := screen.Slot{Text: fmt.Sprintf("%d", i+1)}
		if i < len(b.picks) {
			sl.Text, sl.Filled = fmt.Sprintf("%d · %s", i+1, i18n.SuperCardName(m.l, b.picks[i])), true
			sl.Help = m.cardHelp(fmt.Sprintf("slot:%d", i), b.picks[i])
		}
		s.Slots = append(s.Slots, sl)
	}
	if len(b.picks) == super.StackSize {
		cmd := super.Stack(seat, b.picks[0], b.picks[1], b.picks[2])
		s.Aside = m.t("super.plan.aside", map[string]any{"Card": i18n.SuperCardName(m.l, cmd.SetAside())})
	}
	return s
}

// table is the table while phones and bots stack: who it waits for, a
// bot thinking, the first phone seat's join code and the bandits.
func (m model) table(pv *super.PublicView) *screen.TableScreen {
	k := m.b.k
	ts := &screen.TableScreen{QR: super.NoSeat, Bandits: m.bandits(pv)}
	var waiting []string
	for _, s := range pv.Expected {
		waiting = append(waiting, m.name(pv, s))
		if ts.QR == super.NoSeat && kit.SeatMode(k.Table(), s) == table.Phone {
			ts.QR = s
		}
	}
	if len(waiting) > 0 {
		ts.Waiting = m.t("super.plan.waiting", map[string]any{"Names": i18n.JoinNames(m.l, waiting)})
	}
	if s, thinking := k.Table().Thinking(); thinking {
		ts.Thinking = m.kitTr("wait.thinking", "name", m.name(pv, s))
	}
	return ts
}

// bandits is every bandit's standing: on the train or out (and when),
// and the loot cards taken.
func (m model) bandits(pv *super.PublicView) []screen.Bandit {
	var out []screen.Bandit
	for _, bv := range pv.Bandits {
		status := m.t("super.rank.aboard", nil)
		if !bv.Aboard {
			status = m.t("super.rank.out", map[string]any{"N": bv.EliminatedIn})
		}
		loot := m.t("super.rank.noLoot", nil)
		if len(bv.Loot) > 0 {
			vals := make([]string, len(bv.Loot))
			for i, l := range bv.Loot {
				vals[i] = fmt.Sprint(l.Value)
			}
			loot = m.t("super.rank.loot", map[string]any{"Values": strings.Join(vals, ", ")})
		}
		out = append(out, screen.Bandit{Seat: bv.Seat, Name: m.name(pv, bv.Seat), Colours: seatColours(pv, bv.Seat),
			Out: !bv.Aboard, Status: status + " · " + loot})
	}
	return out
}

// log is fast mode's latest instructions, worded.
func (m model) log(pv *super.PublicView) []string {
	if len(m.b.log) == 0 {
		return nil
	}
	out := make([]string, 0, len(m.b.log))
	for _, l := range m.b.log {
		out = append(out, i18n.SuperDescribe(m.l, l.ev, pv))
	}
	return out
}

// step is narration step s: its title, its big card, every instruction
// (the card turned over is the title, not a line) and the train once the
// step is done.
func (m model) step(pv *super.PublicView, s Step) *screen.StepScreen {
	view := pv
	if s.View != nil {
		view = s.View
	}
	st := &screen.StepScreen{Kind: screen.CardTurned, Train: m.train(view, false),
		Continue: kitscreen.Choice{Name: "continue", Label: m.kitTr("continue"), Do: m.b.Next}}
	for _, e := range s.Events {
		if e.Kind != super.EvCardRevealed {
			st.Lines = append(st.Lines, i18n.SuperDescribe(m.l, e, pv))
		}
	}
	if s.Kind == StepCard {
		st.Title = m.t("super.ev.revealed", map[string]any{"Name": m.name(pv, s.Seat), "Card": i18n.SuperCardName(m.l, s.Card), "N": s.Count})
		st.Card = []string{m.name(pv, s.Seat), i18n.SuperCardName(m.l, s.Card), fmt.Sprintf("%d / %d", s.Count, super.StackSize)}
		st.Colours = seatColours(pv, s.Seat)
		st.CardHelp = m.cardHelp("step-card", s.Card)
		return st
	}
	st.Kind = screen.RoundEnd
	st.Title = i18n.SuperDescribe(m.l, s.Events[0], pv)
	st.Card = []string{m.t("super.round", map[string]any{"N": s.Round})}
	st.Colours = kitscreen.Colours{Fill: kit.ColCardBack, Ink: kit.ColCardFace}
	st.CardHelp = m.partHelp("step-card", st.Card[0], i18n.SuperRoundEnd)
	return st
}

// ranking is the end: how the game was won, and every player in order
// (engine/super Result.Ranking) with how they ended; without a result (a
// game ended early) the operator's note and each bandit's standing.
func (m model) ranking(pv *super.PublicView, r *super.Result) *screen.RankingScreen {
	b := m.b
	rs := &screen.RankingScreen{Title: m.t("super.rank.title", nil),
		Same: kitscreen.Choice{Name: "same", Label: m.kitTr("scores.same"), Do: func() {
			b.k.Nav().ClearEnded()
			b.start()
		}},
		Again: kitscreen.Choice{Name: "again", Label: m.kitTr("scores.again"), Do: func() { b.k.Nav().NewGameForm(super.GameName) }},
	}
	row := func(place int, p super.PlayerResult) screen.RankRow {
		rr := screen.RankRow{Seat: p.Seat, Name: m.name(pv, p.Seat), Colours: seatColours(pv, p.Seat),
			Line: i18n.SuperRankLine(m.l, p), Winner: p.Winner}
		if place > 0 {
			rr.Place = m.t("super.rank.place", map[string]any{"N": place})
		}
		return rr
	}
	if r == nil {
		rs.Early, rs.Quiet = true, pv.Phase == super.GameOver
		rs.Note = m.kitTr("scores.early")
		for _, bv := range pv.Bandits {
			rs.Rows = append(rs.Rows, row(0, super.PlayerResult{Seat: bv.Seat, Aboard: bv.Aboard, EliminatedIn: bv.EliminatedIn, Loot: bv.Loot}))
		}
		return rs
	}
	rs.Note = i18n.SuperWinnerText(m.l, r, pv)
	byseat := map[engine.Seat]super.PlayerResult{}
	for _, p := range r.Players {
		byseat[p.Seat] = p
	}
	for place, seats := range r.Ranking() {
		for _, seat := range seats {
			rs.Rows = append(rs.Rows, row(place+1, byseat[seat]))
		}
	}
	return rs
}

// ended is the screen of a game the operator ended early: the result the
// table gave, or the standing when the game had none yet.
func (m model) ended(pv *super.PublicView, result any) *screen.RankingScreen {
	switch r := result.(type) {
	case *super.Result:
		return m.ranking(pv, r)
	case super.Result:
		return m.ranking(pv, &r)
	}
	return m.ranking(pv, nil)
}

// Form is the new-game form as values (the shell draws it with
// SetupScreen).
func (b *Board) Form() screen.Form {
	m, k, d := b.model(), b.k, &b.draft
	f := screen.Form{PlayersLabel: m.kitTr("setup.players"), Help: m.t("super.gameHelp", nil), Err: d.Err,
		Start: kitscreen.Choice{Name: "start", Label: m.kitTr("setup.start"), Do: b.start}}
	for i := 0; i < d.Players; i++ {
		seat := i
		fs := screen.FormSeat{Label: m.kitTr("setup.seat", "n", i+1), BotLines: kit.BotLines(string(m.l), d.Modes[i])}
		for _, mode := range []table.SeatMode{table.Handoff, table.Phone, table.Bot} {
			c := kitscreen.Choice{Name: fmt.Sprintf("mode:%d:%s", i, mode), Label: m.kitTr("mode." + string(mode)),
				On: d.Modes[i] == mode || mode == table.Bot && d.Modes[i].IsBot()}
			c.Do = func() {
				switch {
				case mode == table.Phone && !k.Phones().Available():
					k.Toast(m.kitTr("phys.noPhones"))
				case mode == table.Bot: // the default level, then one more tap for the next
					d.Modes[seat] = kit.TapBot(d.Modes[seat])
				default:
					d.Modes[seat] = mode
				}
			}
			fs.Modes = append(fs.Modes, c)
		}
		f.Seats = append(f.Seats, fs)
	}
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		f.Counts = append(f.Counts, kitscreen.Choice{Name: fmt.Sprintf("players:%d", n), Label: fmt.Sprint(n), On: d.Players == n,
			Do: func() { d.Players = n }})
	}
	if kit.Live(k.Table()) {
		f.Resume = kitscreen.Choice{Name: "resume", Label: m.kitTr("setup.resume"), Do: k.Nav().ResumeGame}
	}
	return f
}
