package expressboard

import (
	"fmt"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// The planning screens as values (docs/design.md, "The screen model"):
// the handoff curtain, the revealed hand and a screen seat's public
// choice, built from the table's views with no Fyne type. The Fyne
// screens (curtainScreen, handScreen, actionPanel) draw these values and
// their buttons call the values' taps; expressboard.TestSweepOnValues
// plays whole games by tapping them.

// curtainModel is the curtain waiting for seat's tap, its reveal showing
// seat's hand.
func curtainModel(k *Board, pv *express.PublicView, seat express.Seat) screen.Curtain {
	m := curtainOf(k.shell.w(), pv, seat)
	m.Reveal.Do = func() { k.curtain.revealHand(seat) }
	return m
}

// curtainOf is the curtain waiting for seat, its reveal not wired: its
// words, which the screen shows and the voice says (curtainStory).
func curtainOf(g gameWords, pv *express.PublicView, seat express.Seat) screen.Curtain {
	l := string(g.lang)
	c := seatChar(pv, seat)
	pass := g.t("handoff.passTo", map[string]any{"Name": ""})
	if !isText(pass) {
		pass = kit.Tr(l, "handoff.pass")
	}
	name := ""
	if seat >= 0 && int(seat) < pv.Players {
		name = i18n.PlayerName(g.lang, pv, seat)
	}
	m := screen.Curtain{
		Seat:   seat,
		Look:   kitscreen.Look{Name: name, Colours: kitscreen.Colours{Fill: charFill(c), Ink: charInk(c)}},
		Pass:   pass,
		Hint:   kit.Tr(l, "handoff.look"),
		Reveal: kitscreen.Choice{Name: "reveal", Label: i18n.TurnWords(i18n.TurnTap, pv, seat).Render(g.lang)},
	}
	if pv.SecondAct {
		m.Notes = append(m.Notes, kit.Tr(l, "handoff.second"))
	}
	if pv.Turn < len(pv.Round.Turns) && pv.Round.Turns[pv.Turn] == cards.Tunnel {
		m.Notes = append(m.Notes, kit.Tr(l, "handoff.tunnel"))
	}
	return m
}

// model is the hand screen's values; shown are the choices of its plays
// (a paged hand's: its page's), in order.
func (h *handScreen) model() (m screen.Hand, shown []i18n.Choice) {
	k, view := h.k, &h.view
	l := k.shell.lang()
	m = screen.Hand{Seat: h.seat, Title: kit.Tr(l, "hand.title", "name", k.shell.name(&view.PublicView, h.seat))}
	m.Instruction, m.Again = h.question()
	m.Cards = h.cardModels()
	m.AppearAt, m.Kept = h.secretWords()
	m.Loot = k.art.lootModel(view, k.art.lootValues())
	m.Plays, shown = h.plays()
	if h.pages != nil {
		m.Tabs, m.Face = tabChoices(k, h.pages, h.tab, h.banditChar)
	}
	for _, p := range m.Plays {
		if p.Confirm {
			m.Confirm, m.ConfirmLines = k.confirmer.model(h.seat, view.Version)
			break
		}
	}
	m.Hide = kitscreen.Choice{Name: "hide", Label: kit.Tr(l, "hand.hide"), Do: func() { k.reveal = revealKey{} }}
	return m, shown
}

// cardModels are the hand's cards: a long hand (more than two rows of
// four) shows each card of a bandit once with how many ("Shoot ×2"); a
// hand mixing two bandits' cards names each card's bandit, or marks it
// (Marked) when the names do not fit.
func (h *handScreen) cardModels() []screen.HandCard {
	k, g := h.k, h.g
	cardsInHand := h.cards
	mixed := false // two bandits' cards in one hand
	for _, cv := range cardsInHand {
		mixed = mixed || cv.Bandit != cardsInHand[0].Bandit
	}
	counts := map[express.CardView]int{}
	if len(cardsInHand) > 8 {
		var once []express.CardView
		for _, cv := range cardsInHand {
			key := express.CardView{Card: cv.Card, Bandit: cv.Bandit}
			if counts[key] == 0 {
				once = append(once, cv)
			}
			counts[key]++
		}
		cardsInHand = once
	}
	out := make([]screen.HandCard, 0, len(cardsInHand))
	for _, cv := range cardsInHand {
		kind := cv.Card
		cc := h.banditChar(cv.Bandit)
		name := g.card(kind)
		n := max(counts[express.CardView{Card: cv.Card, Bandit: cv.Bandit}], 1)
		if n > 1 {
			name += fmt.Sprintf("\u00a0×%d", n) // never wrapped away from its card
		}
		c := screen.HandCard{
			Choice: kitscreen.Choice{Name: "hand:" + kind.String(), Label: name, Do: func() { k.shell.showHelp(helpTopic{kind: helpCard, card: kind}) }},
			Card:   kind, Bandit: cv.Bandit, Count: n, Lines: []string{name},
		}
		if mixed { // the bandit by name too, not by colour alone (issue 23)
			c.Lines = append(c.Lines, g.character(cc))
			// the card first, then whose it is: a mark before the card read
			// like a word ("Do · Play Move", issue 31)
			c.Marked = []string{name + " · " + banditMark(cc, g.character(cc))}
		}
		out = append(out, c)
	}
	return out
}

// secretWords are the player's own secrets, worded: where each of its
// bandits hidden by the Time-Travel Car will appear, and the cards it
// keeps for the next round (Experts, Plan of Attack), in lines.
func (h *handScreen) secretWords() (appear, kept []string) {
	k, g, view := h.k, h.g, &h.view
	for _, hd := range view.Hiding {
		appear = append(appear, kit.Tr(k.shell.lang(), "car.appearAt", "name", g.character(view.Bandits[hd.Bandit].Character), "at", i18n.PositionAt(g.lang, hd.At, len(view.Train))))
	}
	if len(view.Kept) > 0 {
		var names []string
		for _, cv := range view.Kept {
			n := g.card(cv.Card)
			if len(view.HandCards) > 0 {
				n += " (" + g.character(h.banditChar(cv.Bandit)) + ")"
			}
			names = append(names, n)
		}
		// a long list takes more lines, never a smaller font
		kept = kit.WrapWords(g.t("hand.youKeep", map[string]any{"Cards": i18n.JoinNames(g.lang, names)}), 40)
	}
	return appear, kept
}

// plays are the hand's choices on screen (a paged hand's: those of its
// page), named "cmd:N" in order, and those choices. In fixed slots under
// "Play a card or draw:", a play names just its card ("Floor Change", not
// "Play Floor Change"): three slots a row keep a readable size in every
// language (issue 23). A hand mixing two bandits' cards names the bandit
// of each play: by the page's tab above it, or by its mark.
func (h *handScreen) plays() (out []screen.Play, shown []i18n.Choice) {
	k, g, view := h.k, h.g, &h.view
	_, _, inSlots := playSlots(h.choices, view.Stagecoach != nil)
	for _, ch := range h.choices {
		c := ch.Command
		if h.pages != nil && !h.pages.shows(h.tab, c) {
			continue
		}
		label := g.choice(ch, &view.PublicView)
		cb := i18n.CommandBandit(c)
		if h.pages != nil && cb != express.NoSeat && c.Kind == express.CmdPlay { // the card; the confirm names the bandit above it
			label = g.card(c.Card)
			if c.FaceDown { // its face on a line of its own, in the confirm too ("Van verdieping wisselen" over "gedekt")
				label += "\n" + g.t("term.faceDown", nil)
			}
		}
		lines := []string{label}
		if inSlots && c.Kind == express.CmdPlay && (view.Stage == express.StageNone || view.Stage == express.StageTurmoil) || c.Kind == express.CmdTakeCard {
			// the question above says what a tap does ("Turmoil: choose a
			// card or draw 3", "choose a card for your new hand"): the
			// button names the card
			lines = []string{g.card(c.Card)}
		}
		if len(view.HandCards) > 0 && cb != express.NoSeat {
			bc := h.banditChar(cb)
			switch {
			case h.pages != nil && c.Kind == express.CmdPlay && c.FaceDown:
				lines = faceDownLines(g.card(c.Card), g.t("term.faceDown", nil), view.Stagecoach != nil && h.pages.twins) // the tab above names the bandit
			case h.pages != nil && c.Kind == express.CmdPlay:
				lines = []string{g.card(c.Card)}
			case h.pages != nil:
			default:
				lines[0] = banditMark(bc, g.character(bc)) + " · " + lines[0] // the bandit by its mark, not colour alone (issue 23)
			}
		}
		seat, version := h.seat, view.Version
		out = append(out, screen.Play{
			Choice:  kitscreen.Choice{Name: fmt.Sprintf("cmd:%d", len(out)), Label: label, On: k.confirmer.selected(seat, version, c), Do: func() { k.confirmer.choose(seat, c, version, label) }},
			Command: c, Confirm: needsConfirm(c), Lines: lines,
		})
		shown = append(shown, ch)
	}
	return out, shown
}

// faceDownLines are the lines of a face-down play's button on a page of a
// two-bandit hand: its card over its face ("Van verdieping wisselen" over
// "gedekt"), or its card alone on a page with the stagecoach's Ride slot
// and the Face down switch (switched): there the switch takes a third row
// of the page, too low for a card and its face on three lines at
// kit.MinText (they were drawn at 10.9 px at 800×480), and the switch,
// on (✓) under the cards, says their face, as the confirm does ("Coup de
// poing" over "face cachée").
func faceDownLines(card, face string, switched bool) []string {
	if switched {
		return []string{card}
	}
	return []string{card, face}
}

// tabChoices are a paged hand's tabs: one per bandit, naming it, the page
// on screen On; and, when both faces are open, the Face down switch (On
// when on).
func tabChoices(k *Board, p *handPages, tab handTab, character func(express.Seat) express.Character) (tabs []kitscreen.Choice, face kitscreen.Choice) {
	g := k.shell.w()
	for _, b := range p.bandits {
		c := character(b)
		tabs = append(tabs, kitscreen.Choice{Name: "tab:" + c.String(), Label: kit.Tr(k.shell.lang(), "hand.tab", "name", g.character(c)), On: b == tab.bandit, Do: func() {
			k.handTab = handTab{ok: true, seat: tab.seat, bandit: b, faceDown: tab.faceDown}
		}})
	}
	if p.twins {
		face = kitscreen.Choice{Name: "tab:facedown", Label: kit.Tr(k.shell.lang(), "hand.faceDown"), On: tab.faceDown, Do: func() {
			k.handTab = handTab{ok: true, seat: tab.seat, bandit: tab.bandit, faceDown: !tab.faceDown}
		}}
	}
	return tabs, face
}

// model is the hand screen's confirm and its words: "Play Shoot ✓" once a
// card is chosen (over the card, "Confirm: Ghost", on a two-bandit hand's
// page), the quiet hint, Off, before.
func (k confirmFlow) model(seat express.Seat, version int) (kitscreen.Choice, []string) {
	p := *k.pending
	if !p.ok || p.seat != seat || p.version != version {
		hint := kit.Tr(k.lang(), "confirm.hint")
		return kitscreen.Choice{Name: "confirm-hint", Label: hint, Off: true}, []string{hint}
	}
	label := kit.Tr(k.lang(), "confirm.play", "choice", p.label)
	lines := []string{label}
	if p.bandit != "" {
		lines = []string{kit.Tr(k.lang(), "confirm.play", "choice", p.bandit), p.label}
	}
	return kitscreen.Choice{Name: "confirm", Label: label, On: true, Do: func() {
		c, v := p.cmd, p.version
		*k.pending = pendingChoice{}
		k.submit(c, v)
	}}, lines
}

// chooseModel is the public choice of the actor at the screen (Stealin',
// the Marshal, an event's or the horses' choice); ok false when no seat
// at the screen chooses now (nobody, a phone, a bot). o, when not nil,
// gets the places and bandits on the train a tap chooses.
func chooseModel(k *Board, pv *express.PublicView, o *trainOpts) (m screen.Choose, ok bool) {
	actor := pv.Actor
	if actor == express.NoSeat {
		return m, false
	}
	if mode := k.shell.modeOf(actor); mode == table.Phone || mode.IsBot() {
		return m, false
	}
	g := k.shell.w()
	if o == nil {
		o = &trainOpts{}
	}
	o.targets = map[express.Position]func(){}
	o.lit = map[express.Position]bool{}
	m = screen.Choose{Seat: actor, Prompt: g.prompt(pv)}
	acting := seatBandit(pv, actor)
	if pv.ActingBandit != nil {
		acting = *pv.ActingBandit
	}
	me := pv.Bandits[acting].Position
	// one button per choice the table can tell apart: purses lying face
	// down at one place are lookalikes (the public screen knows no value)
	for i, ch := range i18n.Choices(playerView(k.shell.t, actor).Legal, nil) {
		cmd, version := ch.Command, pv.Version
		do := func() { k.curtain.submit(cmd, version) }
		label := g.choice(ch, pv)
		m.Plays = append(m.Plays, screen.Play{Choice: kitscreen.Choice{Name: fmt.Sprintf("cmd:%d", i), Label: label, Do: do}, Command: cmd, Lines: []string{label}})
		publicTargets(pv, me, cmd, do, o)
	}
	if len(o.targets) > 0 {
		m.OnTrain = kit.Tr(k.shell.lang(), "wait.onTrain")
	}
	return m, true
}

// publicTargets lights on the train what a public choice cmd of the bandit
// at me moves or hits, and makes the places a tap can choose do it.
func publicTargets(pv *express.PublicView, me express.Position, cmd express.Command, do func(), o *trainOpts) {
	switch cmd.Kind {
	case express.CmdMove:
		o.targets[destination(me, cmd)] = do
	case express.CmdMarshal:
		o.targets[express.Position{Wagon: cmd.Wagon, Floor: express.Inside}] = do
	case express.CmdPush:
		if pv.Target >= 0 {
			o.targets[destination(pv.Bandits[pv.Target].Position, cmd)] = do
		}
	case express.CmdShoot, express.CmdPunch:
		// the target's place, lit: a tap there when the target stands
		// alone in it (a whole place is a full-size target; a pawn's chip
		// is not), else the buttons choose (issue 23)
		at := pv.Bandits[cmd.Target].Position
		o.lit[at] = true
		if alone := bandsAt(pv, at) == 1; alone && cmd.Kind == express.CmdShoot {
			o.targets[at] = do
		}
	case express.CmdRob, express.CmdPickpocket:
		o.lit[me] = true
	default:
		horsesTargets(cmd, do, o)
	}
}
