package superboard

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"colt/engine/super"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// setupScreen: the players (3–7), who plays each seat (the screen, a phone,
// a bot of a level: the Bot button steps through the levels), the game's
// one-line summary and Start. The engine draws the bandits.
func (b *Board) SetupScreen() fyne.CanvasObject {
	k, d := b.k, &b.draft
	var rows []fyne.CanvasObject
	for i := 0; i < d.Players; i++ {
		seat := i
		st := k.Tile(kit.ColPanelLight, kit.ColText, 17, kit.Tr(k.Lang(), "setup.seat", "n", i+1))
		st.Bold = true
		st.Min = k.Sz(90, kit.TouchHeight*0.78)
		st.Name = fmt.Sprintf("seat:%d", i)
		row := []fyne.CanvasObject{st}
		for _, m := range []table.SeatMode{table.Handoff, table.Phone, table.Bot} {
			mode := m
			kind := kit.BtnQuiet
			if d.Modes[i] == m || m == table.Bot && d.Modes[i].IsBot() {
				kind = kit.BtnSelected
			}
			bt := k.Button(kit.Tr(k.Lang(), "mode."+string(m)), kind, func() {
				switch {
				case mode == table.Phone && !k.PhonesAvailable():
					k.Toast(kit.Tr(k.Lang(), "phys.noPhones"))
				case mode == table.Bot: // the default level, then one more tap for the next
					d.Modes[seat] = kit.TapBot(d.Modes[seat])
				default:
					d.Modes[seat] = mode
				}
			})
			if m == table.Bot { // the level in the seat's own button: nothing moves (issue 34)
				bt.Lines = kit.BotLines(k.Lang(), d.Modes[i])
			}
			bt.Min = k.Sz(80, kit.TouchHeight*0.78)
			bt.Name = fmt.Sprintf("mode:%d:%s", i, m)
			row = append(row, bt)
		}
		rows = append(rows, widgets.Cols([]float32{0.8, 1, 1, 1}, k.U(4), row...))
	}
	left := widgets.Rows(nil, k.U(4), rows...)

	var counts []fyne.CanvasObject
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		np := n
		kind := kit.BtnQuiet
		if d.Players == n {
			kind = kit.BtnSelected
		}
		bt := k.Button(fmt.Sprint(n), kind, func() { d.Players = np })
		bt.Name = fmt.Sprintf("players:%d", n)
		bt.Min = k.Sz(44, kit.TouchHeight*0.85)
		counts = append(counts, bt)
	}
	playersLabel := k.Label(kit.Tr(k.Lang(), "setup.players"), "", true)
	help := k.Label(b.t("super.gameHelp", nil), "", false)
	start := k.Button(kit.Tr(k.Lang(), "setup.start"), kit.BtnPrimary, b.start)
	start.Name = "start"
	rightRows := []fyne.CanvasObject{playersLabel, container.NewGridWithColumns(len(counts), counts...), help}
	weights := []float32{0, 0, 1}
	rightRows, weights = append(rightRows, k.TeachSetupRow(false)), append(weights, 0) // learn as you play (the shell's teach.go)
	if d.Err != "" {
		e := k.Label(d.Err, "", false)
		e.Importance = 4 // danger
		rightRows = append(rightRows, e)
		weights = append(weights, 0)
	}
	// the "how to play" overview (the shell's overview.go) beside Start;
	// over a game in play, "Back to the game" too, in the same row: a row
	// of its own cut the game's help short (issue 34)
	last := widgets.Cols([]float32{1, 1.2}, k.U(6), k.HowToPlayButton(), start)
	if k.Live() {
		back := k.Button(kit.Tr(k.Lang(), "setup.resume"), kit.BtnQuiet, k.ResumeGame)
		back.Name = "resume"
		last = widgets.Cols([]float32{1, 1, 1.2}, k.U(6), back, k.HowToPlayButton(), start)
	}
	rightRows = append(rightRows, last)
	weights = append(weights, 0)
	right := widgets.Rows(weights, k.U(6), rightRows...)
	body := widgets.Cols([]float32{1.3, 1}, k.U(10), left, right)
	return k.Background(kit.ColBackground, k.Pad(widgets.Rows([]float32{0, 1, 0}, k.U(8), k.SetupTop(), body, k.ToastObject()), 8))
}

// ShowCardHelp opens the rules help of an action card the viewer sees
// face up (a face-down card has none: it stays a secret).
func (b *Board) ShowCardHelp(c super.Card) {
	if c == super.HiddenCard || c >= super.NumCards {
		return
	}
	b.k.ShowHelp(func() (string, string) { return b.CardHelp(c) })
}

// CardHelp words the rule of an action card in the language on screen: a
// face-down card has none (it stays a secret).
func (b *Board) CardHelp(c super.Card) (title, text string) {
	if c == super.HiddenCard || c >= super.NumCards {
		return "", ""
	}
	return i18n.SuperCardName(b.lang(), c), i18n.SuperCardHelp(b.lang(), c)
}

// showPartHelp opens the rules help of a part of the round.
func (b *Board) showPartHelp(p i18n.SuperPart) {
	b.k.ShowHelp(func() (string, string) {
		return i18n.SuperPartName(b.lang(), p), i18n.SuperPartHelp(b.lang(), p)
	})
}

// GameScreen draws the game screen on show (Screen) with the renderer.
func (b *Board) GameScreen() fyne.CanvasObject {
	sc := b.Screen()
	return b.painter().screen(&sc)
}

// EndedScreen shows a game the operator ended early: the result the
// table gave, or the standing when the game had none yet.
func (b *Board) EndedScreen(result any) fyne.CanvasObject {
	pv := b.pub()
	return b.painter().rankingScreen(b.model().ended(&pv, result))
}

// PhysicalScreen tells the table how to set up the box: the train, the
// cards, the first player and where each pawn starts, facing which way,
// with the phone seats' QR codes; cut into pages that fit the window, the
// last one starting the game.
func (b *Board) PhysicalScreen() fyne.CanvasObject {
	pv := b.pub()
	ps := b.model().physical(&pv)
	back := i18n.T(b.lang(), "btn.back", nil)
	p := b.painter()
	return b.k.PhysPaged(ps.Instructions, func(lines []string, page, pages int) (fyne.CanvasObject, *container.Scroll) {
		return p.physLayout(ps, back, lines, page, pages)
	})
}

// superPlacing is where each pawn starts, from the first player clockwise,
// as the engine's placing events word it (read off the public view).
func superPlacing(pv *super.PublicView) []super.Event {
	var out []super.Event
	for _, seat := range pv.Order {
		bv := pv.Bandits[seat]
		if bv.Spot == nil {
			continue
		}
		spot := *bv.Spot
		out = append(out, super.Event{Kind: super.EvBanditPlaced, Seat: seat, Target: super.NoSeat, To: &spot, Facing: bv.Facing,
			NextTowardLoco: super.NoSeat, NextTowardCaboose: super.NoSeat})
	}
	return out
}
