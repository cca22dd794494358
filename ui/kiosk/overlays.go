package kiosk

import (
	"encoding/json"
	"errors"
	"fmt"
	"image/color"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
)

type overlayKind int

const (
	overlayNone       overlayKind = iota
	overlayHelp                   // a rule, on top of any screen
	overlayPIN                    // the operator PIN pad
	overlayOperator               // the operator menu
	overlayHistory                // finished games
	overlayRoundCards             // the operator's round-card editor
	overlayConfirmEnd             // "end the game now?"
)

// operatorState is the operator menu's own input: the digits typed so far
// and the result of the last action.
type operatorState struct {
	pin     string
	wrong   bool
	message string
}

type helpKind int

const (
	helpCard helpKind = iota
	helpEvent
	helpCharacter
	helpTurn
	helpPhase
	helpMarshal
	helpCar        // the Time-Travel Car (§12)
	helpStagecoach // Horses & Stagecoach (§11): the stagecoach, the Shotgun, the hostages
	helpBoard      // a rule of another game, worded by its board (kit.Host.ShowHelp)
)

// helpTopic is what a rules-help tap asked about.
type helpTopic struct {
	kind      helpKind
	card      express.ActionKind
	event     cards.Event
	character express.Character
	turn      cards.TurnKind
	phase     express.Phase
	words     func() (title, text string) // helpBoard: in the language on screen
}

func (k *Kiosk) showHelp(h helpTopic) {
	k.helpText = h
	k.overlay = overlayHelp
}

// helpContent returns the title and rule text of a topic in the current language.
func (k *Kiosk) helpContent(h helpTopic) (string, string) {
	g := k.w()
	switch h.kind {
	case helpCard:
		return g.card(h.card), g.cardRule(h.card)
	case helpEvent:
		if h.event == cards.NoEvent {
			return g.event(h.event), g.t("table.noEvent", nil)
		}
		return g.event(h.event), g.eventRule(h.event)
	case helpCharacter:
		return g.character(h.character), g.characterRule(h.character)
	case helpTurn:
		return g.turnKind(h.turn), g.turnRule(h.turn)
	case helpPhase:
		return i18n.PhaseName(g.lang, h.phase), i18n.PhaseHelp(g.lang, h.phase)
	case helpMarshal:
		return g.t("help.marshalTitle", nil), g.t("help.rule.marshal", nil)
	case helpCar:
		return tr(k.lang, "car.name"), g.t("help.car.rule", nil)
	case helpStagecoach:
		return k.stagecoachHelp()
	case helpBoard:
		if h.words == nil {
			return "", ""
		}
		return h.words()
	}
	return "", ""
}

func (k *Kiosk) overlayObject() fyne.CanvasObject {
	switch k.overlay {
	case overlayHelp:
		return k.helpOverlay()
	case overlayPIN:
		return k.pinOverlay()
	case overlayOperator:
		return k.operatorOverlay()
	case overlayRoundCards:
		return k.roundCardsOverlay()
	case overlayHistory:
		return k.historyOverlay()
	case overlayConfirmEnd:
		return k.confirmEndOverlay()
	case overlayLog:
		return k.logOverlay()
	}
	return nil
}

// dim is a dark backdrop; tapping it runs fn (nil: nothing).
func (k *Kiosk) dim(fn func()) fyne.CanvasObject {
	t := widgets.NewTile(withAlpha(colBrassDark, 0xd8))
	t.Name = "backdrop"
	if fn != nil {
		t.OnTapped = k.act(fn)
	} else {
		t.OnTapped = func() {}
	}
	return t
}

// dialog centres content on a backdrop at a share of the screen.
func (k *Kiosk) dialog(content fyne.CanvasObject, w, h float32, onBackdrop func()) fyne.CanvasObject {
	box := k.panel(content)
	bg := canvas.NewRectangle(colPanel)
	bg.CornerRadius = k.u(10)
	bg.StrokeColor, bg.StrokeWidth = colBrass, k.u(2)
	framed := container.NewStack(bg, box)
	return container.NewStack(k.dim(onBackdrop), container.New(&centreLayout{w: w, h: h}, framed))
}

// centreLayout puts its objects in the middle at w × h of the area.
type centreLayout struct{ w, h float32 }

func (l *centreLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w, h := size.Width*l.w, size.Height*l.h
	for _, o := range objs {
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos((size.Width-w)/2, (size.Height-h)/2))
	}
}

func (l *centreLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

func (k *Kiosk) closeOverlay() { k.overlay = overlayNone }

func (k *Kiosk) helpOverlay() fyne.CanvasObject {
	title, text := k.helpContent(k.helpText)
	t := k.label(title, theme.SizeNameHeadingText, true)
	body := k.label(text, theme.SizeNameSubHeadingText, false)
	close := k.button(tr(k.lang, "help.close"), btnPrimary, k.closeOverlay)
	close.Name = "help-close"
	content := widgets.Rows([]float32{0, 1, 0}, k.u(6), t, container.NewVScroll(body), close)
	return k.dialog(content, 0.86, 0.84, k.closeOverlay)
}

// openOperator shows the PIN pad; a revealed hand hides first.
func (k *Kiosk) openOperator() {
	k.reveal = revealKey{}
	k.opState = operatorState{}
	k.overlay = overlayPIN
}

func (k *Kiosk) pinOverlay() fyne.CanvasObject {
	st := &k.opState
	title := tr(k.lang, "op.pin")
	if st.wrong {
		title = tr(k.lang, "op.wrong")
	}
	head := k.text(title, 22, colBrass, true)
	dots := k.text(strings.Repeat("● ", len(st.pin))+strings.Repeat("○ ", max(0, 4-len(st.pin))), 26, colText, true)
	var keys []fyne.CanvasObject
	digit := func(d string) fyne.CanvasObject {
		b := k.button(d, btnNormal, func() {
			st.wrong = false
			if len(st.pin) < 12 {
				st.pin += d
			}
		})
		b.Name = "pin:" + d
		return b
	}
	for _, d := range []string{"1", "2", "3", "4", "5", "6", "7", "8", "9"} {
		keys = append(keys, digit(d))
	}
	cancel := k.button(tr(k.lang, "op.cancel"), btnQuiet, k.closeOverlay)
	cancel.Name = "pin:cancel"
	okb := k.button("OK", btnPrimary, k.checkPIN)
	okb.Name = "pin:ok"
	keys = append(keys, cancel, digit("0"), okb)
	pad := widgets.Grid(3, k.sz(80, 52), k.u(4), keys...)
	hint := k.label(tr(k.lang, "op.pinHint"), "", false) // for staff: where the PIN is set and changed
	content := widgets.Rows([]float32{0, 0, 1, 0}, k.u(4), container.NewCenter(head), container.NewCenter(dots), pad, hint)
	return k.dialog(content, 0.5, 0.96, k.closeOverlay)
}

// checkPIN opens the operator menu when the PIN matches the configuration.
func (k *Kiosk) checkPIN() {
	if k.cfg.OperatorPIN != "" && k.opState.pin == k.cfg.OperatorPIN {
		k.opState = operatorState{}
		k.overlay = overlayOperator
		return
	}
	k.opState = operatorState{wrong: true}
}

func (k *Kiosk) operatorOverlay() fyne.CanvasObject {
	st := &k.opState
	live := k.live()
	undoN := k.t.UndoLimit()
	newGame := k.button(tr(k.lang, "op.newGame"), btnNormal, func() {
		k.overlay = overlayNone
		k.draft = newDraft(k.lang)
		k.screen = screenSetup
	})
	newGame.Name = "op:new"
	undo := k.button(tr(k.lang, "op.undo", "n", undoN), btnNormal, func() {
		if err := k.t.Undo(1); err != nil {
			st.message = tr(k.lang, "op.error", "err", err)
			return
		}
		k.board().Hide()
		st.message = tr(k.lang, "op.done")
	})
	undo.Name = "op:undo"
	if undoN == 0 {
		undo.Fill, undo.TextColor = colPanel, colTextDim
	}
	end := k.button(tr(k.lang, "op.end"), btnDanger, func() {
		if !live {
			st.message = tr(k.lang, "op.noGame")
			return
		}
		k.overlay = overlayConfirmEnd
	})
	end.Name = "op:end"
	if !live { // nothing to end: the button says so by its look, and its tap explains
		end.Fill, end.TextColor = colPanel, colTextDim
	}
	export := k.button(tr(k.lang, "op.export"), btnNormal, func() {
		mounted := k.cfg.ExportMounted
		if mounted == nil {
			mounted = stickMounted
		}
		if err := mounted(k.cfg.ExportDir); err != nil { // never onto the SD card
			st.message = tr(k.lang, "op.noStick", "dir", k.cfg.ExportDir)
			if !errors.Is(err, errNoStick) {
				st.message += " (" + err.Error() + ")"
			}
			return
		}
		n, err := k.t.Export(k.cfg.ExportDir)
		if err != nil {
			st.message = tr(k.lang, "op.error", "err", err)
			return
		}
		st.message = tr(k.lang, "op.exported", "n", n, "dir", k.cfg.ExportDir)
	})
	export.Name = "op:export"
	hist := k.button(tr(k.lang, "op.history"), btnNormal, func() { k.overlay = overlayHistory })
	hist.Name = "op:history"
	rcards := k.button(tr(k.lang, "rc.title"), btnNormal, func() { k.overlay, k.cardEd = overlayRoundCards, cardEditor{card: -1} })
	rcards.Name = "op:roundcards"
	close := k.button(tr(k.lang, "op.close"), btnPrimary, k.closeOverlay)
	close.Name = "op:close"
	for _, b := range []*widgets.Tile{newGame, undo, end, export, hist, rcards, close} {
		b.Min.Height = k.u(touchHeight * 0.8) // seven of them and Close stay on an 800×480 screen (issue 23)
	}
	left := widgets.Rows(nil, k.u(4), newGame, undo, end, export, hist, rcards, close)

	var right []fyne.CanvasObject
	right = append(right, k.text(tr(k.lang, "op.seats"), 15, colBrass, true))
	if live {
		seats := k.t.Seats()
		for _, si := range seats {
			seat := si.Seat
			name := k.seatTile(seat, 15)
			name.Min = k.sz(70, 44)
			row := []fyne.CanvasObject{name}
			setMode := func(mode table.SeatMode) {
				if err := k.t.SetSeatMode(seat, mode); err != nil {
					st.message = tr(k.lang, "op.error", "err", err)
				}
			}
			for _, m := range []table.SeatMode{table.Handoff, table.Phone, table.Bot} {
				mode := m
				kind := btnQuiet
				if si.Mode == m || m == table.Bot && si.Mode.IsBot() {
					kind = btnSelected
				}
				b := k.button(tr(k.lang, "mode."+string(m)), kind, func() {
					if mode == table.Bot && si.Mode.IsBot() {
						return // already a bot: its level row below says which
					}
					setMode(mode)
				})
				b.Min = k.sz(60, 44)
				b.Name = fmt.Sprintf("op:seat:%d:%s", seat, m)
				row = append(row, b)
			}
			right = append(right, widgets.Cols([]float32{1.2, 1, 1, 1}, k.u(3), row...))
			if si.Mode.IsBot() { // the bot's level, changed mid-game (journaled by the table)
				right = append(right, k.levelRow(fmt.Sprintf("op:level:%d:", seat), si.Mode, 44, setMode))
			}
		}
	} else {
		right = append(right, k.label(tr(k.lang, "op.noGame"), "", false))
	}
	right = append(right, k.text(tr(k.lang, "op.lang"), 15, colBrass, true),
		k.languageRow("op:lang:", k.defaultLang, func(l string) {
			k.defaultLang = l
			k.setLanguage(l)
			st.message = "" // an earlier "Done." would stay in the old language
			if save := k.opts.Config.SaveLanguage; save != nil {
				if err := save(l); err != nil {
					k.toast = err.Error()
				}
			}
		}))
	idle := tr(k.lang, "op.idleOff")
	if k.cfg.IdleResetMinutes > 0 {
		idle = tr(k.lang, "op.idle", "n", k.cfg.IdleResetMinutes)
	}
	right = append(right, k.label(idle, theme.SizeNameCaptionText, false))
	if st.message != "" {
		right = append(right, k.label(st.message, "", true))
	}
	title := k.text(tr(k.lang, "op.title"), 22, colBrass, true)
	body := widgets.Cols([]float32{0.8, 1.6}, k.u(10), left, container.NewVScroll(container.NewVBox(right...)))
	content := widgets.Rows([]float32{0, 1}, k.u(4), title, body)
	return k.dialog(content, 0.97, 0.97, nil)
}

func (k *Kiosk) confirmEndOverlay() fyne.CanvasObject {
	q := k.label(tr(k.lang, "op.endSure"), theme.SizeNameSubHeadingText, true)
	yes := k.button(tr(k.lang, "op.yes"), btnDanger, func() {
		game := k.t.GameName()
		r, err := k.t.EndGame()
		if err != nil {
			k.opState.message = tr(k.lang, "op.error", "err", err)
			k.overlay = overlayOperator
			return
		}
		k.overlay = overlayNone
		k.steps = nil
		k.ended = &endedGame{game: game, result: r}
		k.screen = screenEnded
	})
	yes.Name = "op:end-yes"
	no := k.button(tr(k.lang, "op.cancel"), btnQuiet, func() { k.overlay = overlayOperator })
	no.Name = "op:end-no"
	content := widgets.Rows([]float32{1, 0}, k.u(6), q, container.NewGridWithColumns(2, no, yes))
	return k.dialog(content, 0.7, 0.5, nil)
}

// errNoStick: no USB stick is mounted at the export folder.
var errNoStick = errors.New("no USB stick mounted")

// historyOverlay lists finished games: date, players, winner, scores.
func (k *Kiosk) historyOverlay() fyne.CanvasObject {
	games, _ := k.t.History()
	var rows []fyne.CanvasObject
	for _, gs := range games {
		winner, scores, ok := k.boardFor(gs.Game).HistoryLines(gs)
		if !ok {
			continue
		}
		when := gs.Started
		if t, err := time.Parse(time.RFC3339, gs.Started); err == nil {
			when = t.Local().Format("2006-01-02 15:04")
		}
		head := when + " — " + winner
		if !gs.Finished { // nobody won a game stopped early: its scores as they stood, no winner
			head = when + " (" + tr(k.lang, "op.unfinished") + ")"
			scores = strings.ReplaceAll(scores, " ★", "")
		}
		rows = append(rows, k.label(head, "", true), k.label(scores, "", false))
	}
	if len(rows) == 0 {
		rows = append(rows, k.label(tr(k.lang, "op.noHistory"), "", false))
	}
	back := k.button(tr(k.lang, "op.close"), btnPrimary, func() { k.overlay = overlayOperator })
	back.Name = "history-close"
	title := k.text(tr(k.lang, "op.history"), 22, colBrass, true)
	content := widgets.Rows([]float32{0, 1, 0}, k.u(4), title, container.NewVScroll(container.NewVBox(rows...)), back)
	return k.dialog(content, 0.95, 0.95, nil)
}

// attractScreen is the welcome screen after an idle reset: the title, the
// six bandits, the languages, and the way back into a game or a new one.
func (k *Kiosk) attractScreen() fyne.CanvasObject {
	title := k.text(tr(k.lang, "attract.title"), 64, colBrass, true)
	sub := k.text(tr(k.lang, "attract.sub"), 22, colText, false)
	var bandits []fyne.CanvasObject
	for c := express.Character(0); c < express.NumCharacters; c++ {
		t := k.charTile(c, 17)
		t.Min = k.sz(100, 44)
		bandits = append(bandits, t)
	}
	var buttons []fyne.CanvasObject
	if k.live() {
		resume := k.button(tr(k.lang, "attract.resume"), btnPrimary, func() { k.screen = screenGame })
		resume.Name = "attract:resume"
		buttons = append(buttons, widgets.Fixed(k.sz(300, touchHeight), resume))
	}
	newg := k.button(tr(k.lang, "attract.new"), btnNormal, func() {
		k.draft = newDraft(k.lang)
		k.screen = screenSetup
	})
	if len(buttons) == 0 {
		newg = k.button(tr(k.lang, "attract.new"), btnPrimary, func() {
			k.draft = newDraft(k.lang)
			k.screen = screenSetup
		})
	}
	newg.Name = "attract:new"
	buttons = append(buttons, widgets.Fixed(k.sz(300, touchHeight), newg))
	tapAll := widgets.NewTile(nil)
	tapAll.Name = "attract"
	tapAll.OnTapped = k.act(k.leaveAttract)
	col := container.NewVBox(
		container.NewCenter(title), container.NewCenter(sub),
		k.pad(container.NewGridWithColumns(len(bandits), bandits...), 6),
		container.NewCenter(container.NewHBox(buttons...)),
		k.pad(k.languageRow("lang:", k.lang, k.setLanguage), 6))
	return container.NewStack(canvas.NewRectangle(colBackground), tapAll, k.pad(container.NewCenter(col), 16))
}

// bannerObject shows warnings (configuration, resume, phones, panel)
// above the screen until dismissed.
func (k *Kiosk) bannerObject() fyne.CanvasObject {
	if len(k.banners) == 0 {
		return nil
	}
	var rows []fyne.CanvasObject
	for i, b := range k.banners {
		idx := i
		t := k.tile(colDanger, colText, 14, b)
		t.Min = k.sz(100, 34)
		ok := k.button(tr(k.lang, "banner.dismiss"), btnQuiet, func() {
			k.banners = append(k.banners[:idx:idx], k.banners[idx+1:]...)
		})
		ok.Min = k.sz(70, 34)
		ok.Name = fmt.Sprintf("banner:%d", i)
		rows = append(rows, widgets.Cols([]float32{1, 0}, k.u(4), t, ok))
	}
	return k.background(colBackground, k.pad(container.NewVBox(rows...), 3))
}

// ledDot is one on-screen LED of the keyboard stand-in.
type ledDot struct {
	c      *canvas.Circle
	mark   *canvas.Text // the bandit's initial inside the LED (a seat in a game)
	label  *canvas.Text // the key beside it
	seat   int          // -1: the status LED
	on, in color.NRGBA  // lit: fill and the initial's colour
}

// ledPlayers is how many seat LEDs the strip shows: the game's players, or
// on the set-up form the count being chosen.
func (k *Kiosk) ledPlayers() int {
	if k.screen == screenSetup || !k.t.Playing() {
		return k.boardFor(k.draft.game).DraftPlayers()
	}
	return k.gamePlayers()
}

// ledStrip draws the keyboard stand-in's LEDs: one per seat, lit in the
// bandit's colour with its initial inside, and the status LED. A lit LED
// differs from an unlit one by more than its hue (issue 23): a bright
// ring, the initial and the key in full ink, against a dark dot with a
// thin dim ring.
func (k *Kiosk) ledStrip() fyne.CanvasObject {
	k.ledDots = k.ledDots[:0]
	var objs []fyne.CanvasObject
	n := k.ledPlayers()
	inGame := k.screen != screenSetup && k.t.Playing()
	// each LED large enough to read, with the key that presses its seat's
	// button beside it (Space: the table button)
	for s := -1; s < n; s++ {
		c := canvas.NewCircle(colPanel)
		d := &ledDot{c: c, seat: s, on: colOK, in: colText}
		key := tr(k.lang, "led.space")
		mark := ""
		if s >= 0 {
			key = fmt.Sprint(s + 1)
			d.on, d.in = colHighlight, colInk
			if inGame {
				var name string
				name, d.on, d.in = k.board().SeatLook(express.Seat(s))
				if r := []rune(name); len(r) > 0 {
					mark = string(r[0])
				}
			}
		}
		d.mark = k.text(mark, 12, colTextDim, true)
		d.mark.Alignment = fyne.TextAlignCenter
		d.label = k.text(key, 12, colTextDim, true)
		k.ledDots = append(k.ledDots, d)
		objs = append(objs, widgets.Fixed(k.sz(18, 18), c, d.mark), d.label, widgets.Fixed(k.sz(6, 1), layout.NewSpacer()))
	}
	k.refreshLEDs()
	return k.pad(container.NewHBox(objs...), 1)
}

// refreshLEDs lights the on-screen LEDs for this instant (an animation
// ticker calls it).
func (k *Kiosk) refreshLEDs() {
	if k.opts.Keys == nil {
		return
	}
	now := time.Now()
	for _, d := range k.ledDots {
		var lit bool
		if d.seat < 0 {
			lit = k.opts.Keys.StatusLit(now)
		} else {
			lit = k.opts.Keys.Lit(d.seat, now)
		}
		// unlit: a dark dot, a thin dim ring, no initial; lit: the bandit's
		// colour, a thick white ring, the initial in full ink
		fill, ring, ink, width := colBackground, colTextDim, colBackground, k.u(1)
		if lit {
			fill, ring, ink, width = d.on, colText, d.in, k.u(4)
		}
		if d.c.FillColor != fill || d.c.StrokeColor != ring {
			d.c.FillColor, d.c.StrokeColor, d.c.StrokeWidth = fill, ring, width
			d.c.Refresh()
			d.mark.Color = ink
			d.mark.Refresh()
			d.label.Color = colTextDim
			if lit {
				d.label.Color = colText
			}
			d.label.Refresh()
		}
	}
}

// expressHistory words a finished Colt Express game for the history: the
// winner, and every player's total (★ the winners) in the engine's order
// (computed again for a game stored before the result published it).
func (k *Kiosk) expressHistory(gs table.GameSummary) (string, string, bool) {
	g := k.w()
	var result express.Result
	if json.Unmarshal(gs.Result, &result) != nil {
		return "", "", false
	}
	var scores []string
	for _, ps := range rankedPlayers(&result) {
		mark := ""
		for _, w := range result.Winners {
			if w == ps.Seat {
				mark = " ★"
			}
		}
		scores = append(scores, fmt.Sprintf("%s %s%s", g.character(ps.Character), g.money(ps.Total), mark))
	}
	return i18n.WinnerText(g.lang, &result), strings.Join(scores, " · "), true
}
