package kiosk

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"

	"colt/engine"
	"colt/engine/table"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

func (k *Kiosk) overlayObject() fyne.CanvasObject {
	switch k.overlay {
	case overlayHelp:
		return k.helpOverlay()
	case overlayPIN:
		return k.pinOverlay()
	case overlayOperator:
		return k.operatorOverlay()
	case overlayHistory:
		return k.historyOverlay()
	case overlayConfirmEnd:
		return k.confirmEndOverlay()
	case overlayBoard:
		if k.boardOverlay != nil {
			return k.boardOverlay()
		}
	}
	return nil
}

// dim is a dark backdrop; tapping it runs fn (nil: nothing).
func (k *Kiosk) dim(fn func()) fyne.CanvasObject {
	t := widgets.NewTile(kit.WithAlpha(kit.ColBrassDark, 0xd8))
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
	bg := canvas.NewRectangle(kit.ColPanel)
	bg.CornerRadius = k.u(10)
	bg.StrokeColor, bg.StrokeWidth = kit.ColBrass, k.u(2)
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
	var title, text string
	if k.helpText != nil {
		title, text = k.helpText()
	}
	t := k.label(title, theme.SizeNameHeadingText, true)
	body := k.label(text, theme.SizeNameSubHeadingText, false)
	close := k.button(kit.Tr(k.lang, "help.close"), kit.BtnPrimary, k.closeOverlay)
	close.Name = "help-close"
	content := widgets.Rows([]float32{0, 1, 0}, k.u(6), t, container.NewVScroll(body), close)
	return k.dialog(content, 0.86, 0.84, k.closeOverlay)
}

// openOperator shows the PIN pad; a revealed hand hides first.
func (k *Kiosk) openOperator() {
	k.board().Hide()
	k.opState = operatorState{}
	k.overlay = overlayPIN
}

func (k *Kiosk) pinOverlay() fyne.CanvasObject {
	st := &k.opState
	title := kit.Tr(k.lang, "op.pin")
	if st.wrong {
		title = kit.Tr(k.lang, "op.wrong")
	}
	head := k.text(title, 22, kit.ColBrass, true)
	dots := k.text(strings.Repeat("● ", len(st.pin))+strings.Repeat("○ ", max(0, 4-len(st.pin))), 26, kit.ColText, true)
	var keys []fyne.CanvasObject
	digit := func(d string) fyne.CanvasObject {
		b := k.button(d, kit.BtnNormal, func() {
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
	cancel := k.button(kit.Tr(k.lang, "op.cancel"), kit.BtnQuiet, k.closeOverlay)
	cancel.Name = "pin:cancel"
	okb := k.button("OK", kit.BtnPrimary, k.checkPIN)
	okb.Name = "pin:ok"
	keys = append(keys, cancel, digit("0"), okb)
	pad := widgets.Grid(3, k.sz(80, 52), k.u(4), keys...)
	hint := k.label(kit.Tr(k.lang, "op.pinHint"), "", false) // for staff: where the PIN is set and changed
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
	newGame := k.button(kit.Tr(k.lang, "op.newGame"), kit.BtnNormal, func() {
		k.overlay = overlayNone
		k.newForm()
		k.screen = screenSetup
	})
	newGame.Name = "op:new"
	undo := k.button(kit.Tr(k.lang, "op.undo", "n", undoN), kit.BtnNormal, k.undoOne)
	undo.Name = "op:undo"
	if undoN == 0 {
		undo.Fill, undo.TextColor = kit.ColPanel, kit.ColTextDim
	}
	end := k.button(kit.Tr(k.lang, "op.end"), kit.BtnDanger, func() {
		if !live {
			st.message = kit.Tr(k.lang, "op.noGame")
			return
		}
		k.overlay = overlayConfirmEnd
	})
	end.Name = "op:end"
	if !live { // nothing to end: the button says so by its look, and its tap explains
		end.Fill, end.TextColor = kit.ColPanel, kit.ColTextDim
	}
	export := k.button(kit.Tr(k.lang, "op.export"), kit.BtnNormal, func() {
		mounted := k.cfg.ExportMounted
		if mounted == nil {
			mounted = stickMounted
		}
		if err := mounted(k.cfg.ExportDir); err != nil { // never onto the SD card
			st.message = kit.Tr(k.lang, "op.noStick", "dir", k.cfg.ExportDir)
			if !errors.Is(err, errNoStick) {
				st.message += " (" + err.Error() + ")"
			}
			return
		}
		n, err := k.t.Export(k.cfg.ExportDir)
		if err != nil {
			st.message = kit.Tr(k.lang, "op.error", "err", err)
			return
		}
		st.message = kit.Tr(k.lang, "op.exported", "n", n, "dir", k.cfg.ExportDir)
	})
	export.Name = "op:export"
	hist := k.button(kit.Tr(k.lang, "op.history"), kit.BtnNormal, func() { k.overlay = overlayHistory })
	hist.Name = "op:history"
	close := k.button(kit.Tr(k.lang, "op.close"), kit.BtnPrimary, k.closeOverlay)
	close.Name = "op:close"
	buttons := []*widgets.Tile{newGame, undo, end, export, hist}
	for _, gc := range kit.Games() { // each game's own tools (Colt Express: the round-card editor)
		for _, tool := range k.boardFor(gc.Name).Tools() {
			b := k.button(tool.Title, kit.BtnNormal, tool.Open)
			b.Name = tool.Name
			buttons = append(buttons, b)
		}
	}
	buttons = append(buttons, close)
	var col []fyne.CanvasObject
	for _, b := range buttons {
		b.Min.Height = k.u(kit.TouchHeight * 0.8) // seven of them and Close stay on an 800×480 screen (issue 23)
		col = append(col, b)
	}
	left := widgets.Rows(nil, k.u(4), col...)

	var right []fyne.CanvasObject
	right = append(right, k.text(kit.Tr(k.lang, "op.seats"), 15, kit.ColBrass, true))
	if live {
		seats := k.t.Seats()
		for _, si := range seats {
			seat := si.Seat
			name := k.seatTile(seat, 15)
			name.Min = k.sz(70, 44)
			row := []fyne.CanvasObject{name}
			setMode := func(mode table.SeatMode) {
				if err := k.t.SetSeatMode(seat, mode); err != nil {
					st.message = kit.Tr(k.lang, "op.error", "err", err)
				}
			}
			for _, m := range []table.SeatMode{table.Handoff, table.Phone, table.Bot} {
				mode := m
				kind := kit.BtnQuiet
				if si.Mode == m || m == table.Bot && si.Mode.IsBot() {
					kind = kit.BtnSelected
				}
				b := k.button(kit.Tr(k.lang, "mode."+string(m)), kind, func() {
					to := mode
					if mode == table.Bot { // the default level, then one more tap for the next
						to = kit.TapBot(si.Mode)
					}
					setMode(to)
				})
				if m == table.Bot { // the level in the seat's own button: no row appears (issue 34)
					b.Lines = kit.BotLines(k.lang, si.Mode)
				}
				b.Min = k.sz(60, 44)
				b.Name = fmt.Sprintf("op:seat:%d:%s", seat, m)
				row = append(row, b)
			}
			right = append(right, widgets.Cols([]float32{1.2, 1, 1, 1}, k.u(3), row...))
		}
		if k.opts.Phones != nil { // new phone links: an old link (a phone gone astray, a photo of the QR code) opens nothing
			right = append(right, k.resetPhonesRow(seats))
		}
	} else {
		right = append(right, k.label(kit.Tr(k.lang, "op.noGame"), "", false))
	}
	right = append(right, k.voiceVolumeRows()...) // the voice's volume (voice.go)
	right = append(right, k.text(kit.Tr(k.lang, "op.lang"), 15, kit.ColBrass, true),
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
	idle := kit.Tr(k.lang, "op.idleOff")
	if k.cfg.IdleResetMinutes > 0 {
		idle = kit.Tr(k.lang, "op.idle", "n", k.cfg.IdleResetMinutes)
	}
	right = append(right, k.label(idle, theme.SizeNameCaptionText, false))
	title := k.text(kit.Tr(k.lang, "op.title"), 22, kit.ColBrass, true)
	head := widgets.Cols([]float32{0, 1}, k.u(10), container.NewCenter(title), k.operatorNote(st.message))
	body := widgets.Cols([]float32{0.8, 1.6}, k.u(10), left, container.NewVScroll(container.NewVBox(right...)))
	content := widgets.Rows([]float32{0, 1}, k.u(4), head, body)
	return k.dialog(content, 0.97, 0.97, nil)
}

// resetPhonesRow offers new phone links for each seat played by phone, or
// for the whole table: the seat's QR code changes, its phone is sent away
// and its old link is refused (the phone page says to scan again).
func (k *Kiosk) resetPhonesRow(seats []table.SeatInfo) fyne.CanvasObject {
	st := &k.opState
	reset := func(which ...engine.Seat) {
		if err := k.t.ResetTokens(which...); err != nil {
			st.message = kit.Tr(k.lang, "op.error", "err", err)
			return
		}
		st.message = kit.Tr(k.lang, "op.phonesReset")
	}
	row := []fyne.CanvasObject{}
	weights := []float32{}
	for _, si := range seats {
		if si.Mode != table.Phone {
			continue
		}
		seat := si.Seat
		name, _, _ := k.board().SeatLook(seat)
		b := k.button(name, kit.BtnQuiet, func() { reset(seat) })
		b.Min = k.sz(50, 40)
		b.Name = fmt.Sprintf("op:reset:%d", seat)
		row = append(row, b)
		weights = append(weights, 1)
	}
	all := k.button(kit.Tr(k.lang, "op.resetAll"), kit.BtnQuiet, func() { reset() })
	all.Min = k.sz(60, 40)
	all.Name = "op:reset:all"
	row = append(row, all)
	weights = append(weights, 1.2)
	return container.NewVBox(k.text(kit.Tr(k.lang, "op.resetPhones"), 15, kit.ColBrass, true), widgets.Cols(weights, k.u(3), row...))
}

// undoOne is the operator menu's Undo: the last command taken back, and
// the menu says so (or why not).
func (k *Kiosk) undoOne() {
	if err := k.t.Undo(1); err != nil {
		k.opState.message = kit.Tr(k.lang, "op.error", "err", err)
		return
	}
	k.board().Hide()
	k.opState.message = kit.Tr(k.lang, "op.done")
}

// operatorNote is the operator menu's answer to the last tap (Export's
// count or why not, Undo's "Done.", an error): at the top of the menu,
// beside its title, where it is seen whatever was tapped — never under the
// seats at the bottom of a column that scrolls (issue 34). Its place is
// kept when there is nothing to say, so no tap moves a button.
func (k *Kiosk) operatorNote(msg string) fyne.CanvasObject {
	n := k.tile(nil, kit.ColText, 15, kit.WrapWords(msg, 80)...)
	n.Name = "op:message"
	n.Min = k.sz(120, 48)
	if msg != "" {
		n.Fill, n.Stroke, n.StrokeWidth = kit.ColPanelLight, kit.ColBrass, k.u(2)
	}
	return n
}

func (k *Kiosk) confirmEndOverlay() fyne.CanvasObject {
	q := k.label(kit.Tr(k.lang, "op.endSure"), theme.SizeNameSubHeadingText, true)
	yes := k.button(kit.Tr(k.lang, "op.yes"), kit.BtnDanger, func() {
		game := k.t.GameName()
		r, err := k.t.EndGame()
		if err != nil {
			k.opState.message = kit.Tr(k.lang, "op.error", "err", err)
			k.overlay = overlayOperator
			return
		}
		k.overlay = overlayNone
		k.ended = &endedGame{game: game, result: r}
		k.screen = screenEnded
	})
	yes.Name = "op:end-yes"
	no := k.button(kit.Tr(k.lang, "op.cancel"), kit.BtnQuiet, func() { k.overlay = overlayOperator })
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
			head = when + " (" + kit.Tr(k.lang, "op.unfinished") + ")"
			scores = strings.ReplaceAll(scores, " ★", "")
		}
		rows = append(rows, k.label(head, "", true), k.label(scores, "", false))
	}
	if len(rows) == 0 {
		rows = append(rows, k.label(kit.Tr(k.lang, "op.noHistory"), "", false))
	}
	back := k.button(kit.Tr(k.lang, "op.close"), kit.BtnPrimary, func() { k.overlay = overlayOperator })
	back.Name = "history-close"
	title := k.text(kit.Tr(k.lang, "op.history"), 22, kit.ColBrass, true)
	content := widgets.Rows([]float32{0, 1, 0}, k.u(4), title, container.NewVScroll(container.NewVBox(rows...)), back)
	return k.dialog(content, 0.95, 0.95, nil)
}

// attractScreen is the welcome screen after an idle reset: the title, the
// six bandits, the languages, and the way back into a game or a new one.
func (k *Kiosk) attractScreen() fyne.CanvasObject {
	title := k.text(kit.Tr(k.lang, "attract.title"), 64, kit.ColBrass, true)
	sub := k.text(kit.Tr(k.lang, "attract.sub"), 22, kit.ColText, false)
	bandits := k.boardFor("").Welcome(k.sz(100, 44))
	var buttons []fyne.CanvasObject
	if k.live() {
		resume := k.button(kit.Tr(k.lang, "attract.resume"), kit.BtnPrimary, k.resumeGame)
		resume.Name = "attract:resume"
		buttons = append(buttons, widgets.Fixed(k.sz(300, kit.TouchHeight), resume))
	}
	newg := k.button(kit.Tr(k.lang, "attract.new"), kit.BtnNormal, func() {
		k.newForm()
		k.screen = screenSetup
	})
	if len(buttons) == 0 {
		newg = k.button(kit.Tr(k.lang, "attract.new"), kit.BtnPrimary, func() {
			k.newForm()
			k.screen = screenSetup
		})
	}
	newg.Name = "attract:new"
	buttons = append(buttons, widgets.Fixed(k.sz(300, kit.TouchHeight), newg))
	tapAll := widgets.NewTile(nil)
	tapAll.Name = "attract"
	tapAll.OnTapped = k.act(k.leaveAttract)
	col := container.NewVBox(
		container.NewCenter(title), container.NewCenter(sub),
		k.pad(container.NewGridWithColumns(len(bandits), bandits...), 6),
		container.NewCenter(container.NewHBox(buttons...)),
		k.pad(k.languageRow("lang:", k.lang, k.setLanguage), 6))
	return container.NewStack(canvas.NewRectangle(kit.ColBackground), tapAll, k.pad(container.NewCenter(col), 16))
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
		t := k.tile(kit.ColDanger, kit.ColText, 14, b)
		t.Min = k.sz(100, 34)
		ok := k.button(kit.Tr(k.lang, "banner.dismiss"), kit.BtnQuiet, func() {
			k.banners = append(k.banners[:idx:idx], k.banners[idx+1:]...)
		})
		ok.Min = k.sz(70, 34)
		ok.Name = fmt.Sprintf("banner:%d", i)
		rows = append(rows, widgets.Cols([]float32{1, 0}, k.u(4), t, ok))
	}
	return k.background(kit.ColBackground, k.pad(container.NewVBox(rows...), 3))
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
		c := canvas.NewCircle(kit.ColPanel)
		d := &ledDot{c: c, seat: s, on: kit.ColOK, in: kit.ColText}
		key := kit.Tr(k.lang, "led.space")
		mark := ""
		if s >= 0 {
			key = fmt.Sprint(s + 1)
			d.on, d.in = kit.ColHighlight, kit.ColInk
			if inGame {
				var name string
				name, d.on, d.in = k.board().SeatLook(engine.Seat(s))
				mark = kit.BanditMark(name)
			}
		}
		d.mark = k.text(mark, kit.MinText, kit.ColTextDim, true)
		d.mark.Alignment = fyne.TextAlignCenter
		d.label = k.text(key, kit.MinText, kit.ColTextDim, true)
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
		fill, ring, ink, width := kit.ColBackground, kit.ColTextDim, kit.ColBackground, k.u(1)
		if lit {
			fill, ring, ink, width = d.on, kit.ColText, d.in, k.u(4)
		}
		if d.c.FillColor != fill || d.c.StrokeColor != ring {
			d.c.FillColor, d.c.StrokeColor, d.c.StrokeWidth = fill, ring, width
			d.c.Refresh()
			d.mark.Color = ink
			d.mark.Refresh()
			d.label.Color = kit.ColTextDim
			if lit {
				d.label.Color = kit.ColText
			}
			d.label.Refresh()
		}
	}
}
