package kiosk

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"colt/engine"
	"colt/engine/table"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// operatorMenu is the operator's side of the kiosk: the PIN pad, the menu
// (a new game, undo, ending the game, export, the finished games, each
// game's own tools, the seats' modes, new phone links, the voice's volume,
// the default language) and its answers. It owns the menu's input and
// reaches the rest of the kiosk through narrow links: the drawing kit, the
// table, the settings, the screen switch (navigation) and the boards.
type operatorMenu struct {
	state operatorState

	look   *kit.Kit
	lang   *string // the language on screen
	t      *table.Table
	cfg    *Settings
	nav    *navigation
	boards gameBoards

	phones      func() bool                // a phone service: the menu offers new phone links
	newForm     func()                     // clears the new-game form (a new game from the menu)
	volumeRows  func() []fyne.CanvasObject // the voice's volume control (voice.go)
	defaultLang func() string              // the operator's default language
	setDefault  func(lang string)          // makes lang the default (and the screen's)
}

// gameBoards is how a part of the shell reaches the games' boards: the
// board of the game on the table, and any registered game's.
type gameBoards interface {
	board() board
	boardFor(game string) board
}

// open shows the PIN pad; a revealed hand hides first.
func (o *operatorMenu) open() {
	o.boards.board().Hide()
	o.state = operatorState{}
	o.nav.overlay = overlayPIN
}

func (o *operatorMenu) pinOverlay() fyne.CanvasObject {
	st, lk := &o.state, o.look
	title := kit.Tr(*o.lang, "op.pin")
	if st.wrong {
		title = kit.Tr(*o.lang, "op.wrong")
	}
	head := lk.Text(title, 22, kit.ColBrass, true)
	dots := lk.Text(strings.Repeat("● ", len(st.pin))+strings.Repeat("○ ", max(0, 4-len(st.pin))), 26, kit.ColText, true)
	var keys []fyne.CanvasObject
	digit := func(d string) fyne.CanvasObject {
		b := lk.Button(d, kit.BtnNormal, func() {
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
	cancel := lk.Button(kit.Tr(*o.lang, "op.cancel"), kit.BtnQuiet, o.nav.closeOverlay)
	cancel.Name = "pin:cancel"
	okb := lk.Button("OK", kit.BtnPrimary, o.checkPIN)
	okb.Name = "pin:ok"
	keys = append(keys, cancel, digit("0"), okb)
	pad := widgets.Grid(3, lk.Sz(80, 52), lk.U(4), keys...)
	hint := lk.Label(kit.Tr(*o.lang, "op.pinHint"), "", false) // for staff: where the PIN is set and changed
	content := widgets.Rows([]float32{0, 0, 1, 0}, lk.U(4), container.NewCenter(head), container.NewCenter(dots), pad, hint)
	return dialog(lk, content, 0.5, 0.96, o.nav.closeOverlay)
}

// checkPIN opens the operator menu when the PIN matches the configuration.
func (o *operatorMenu) checkPIN() {
	if o.cfg.OperatorPIN != "" && o.state.pin == o.cfg.OperatorPIN {
		o.state = operatorState{}
		o.nav.overlay = overlayOperator
		return
	}
	o.state = operatorState{wrong: true}
}

// menuOverlay is the operator menu: its actions on the left, the seats,
// the voice, the language and the idle reset on the right, its answer to
// the last tap beside its title.
func (o *operatorMenu) menuOverlay() fyne.CanvasObject {
	lk := o.look
	live := o.nav.live()
	var col []fyne.CanvasObject
	for _, b := range o.actionButtons(live) {
		b.Min.Height = lk.U(kit.TouchHeight * 0.8) // seven of them and Close stay on an 800×480 screen (issue 23)
		col = append(col, b)
	}
	left := widgets.Rows(nil, lk.U(4), col...)

	var right []fyne.CanvasObject
	right = append(right, lk.Text(kit.Tr(*o.lang, "op.seats"), 15, kit.ColBrass, true))
	if live {
		seats := o.t.Seats()
		for _, si := range seats {
			right = append(right, o.seatRow(si))
		}
		if o.phones() { // new phone links: an old link (a phone gone astray, a photo of the QR code) opens nothing
			right = append(right, o.resetPhonesRow(seats))
		}
	} else {
		right = append(right, lk.Label(kit.Tr(*o.lang, "op.noGame"), "", false))
	}
	right = append(right, o.volumeRows()...) // the voice's volume (voice.go)
	right = append(right, lk.Text(kit.Tr(*o.lang, "op.lang"), 15, kit.ColBrass, true),
		languageRow(lk, "op:lang:", o.defaultLang(), func(l string) {
			o.setDefault(l)
			o.state.message = "" // an earlier "Done." would stay in the old language
		}))
	idle := kit.Tr(*o.lang, "op.idleOff")
	if o.cfg.IdleResetMinutes > 0 {
		idle = kit.Tr(*o.lang, "op.idle", "n", o.cfg.IdleResetMinutes)
	}
	right = append(right, lk.Label(idle, theme.SizeNameCaptionText, false))
	title := lk.Text(kit.Tr(*o.lang, "op.title"), 22, kit.ColBrass, true)
	head := widgets.Cols([]float32{0, 1}, lk.U(10), container.NewCenter(title), o.note(o.state.message))
	body := widgets.Cols([]float32{0.8, 1.6}, lk.U(10), left, container.NewVScroll(container.NewVBox(right...)))
	content := widgets.Rows([]float32{0, 1}, lk.U(4), head, body)
	return dialog(lk, content, 0.97, 0.97, nil)
}

// actionButtons are the menu's left column: a new game, undo, end the
// game, export, the finished games, each game's own tools, and Close.
func (o *operatorMenu) actionButtons(live bool) []*widgets.Tile {
	lk, st := o.look, &o.state
	undoN := o.t.UndoLimit()
	newGame := lk.Button(kit.Tr(*o.lang, "op.newGame"), kit.BtnNormal, func() {
		o.nav.overlay = overlayNone
		o.newForm()
		o.nav.screen = screenSetup
	})
	newGame.Name = "op:new"
	undo := lk.Button(kit.Tr(*o.lang, "op.undo", "n", undoN), kit.BtnNormal, o.undoOne)
	undo.Name = "op:undo"
	if undoN == 0 {
		undo.Fill, undo.TextColor = kit.ColPanel, kit.ColTextDim
	}
	end := lk.Button(kit.Tr(*o.lang, "op.end"), kit.BtnDanger, func() {
		if !live {
			st.message = kit.Tr(*o.lang, "op.noGame")
			return
		}
		o.nav.overlay = overlayConfirmEnd
	})
	end.Name = "op:end"
	if !live { // nothing to end: the button says so by its look, and its tap explains
		end.Fill, end.TextColor = kit.ColPanel, kit.ColTextDim
	}
	export := lk.Button(kit.Tr(*o.lang, "op.export"), kit.BtnNormal, o.export)
	export.Name = "op:export"
	hist := lk.Button(kit.Tr(*o.lang, "op.history"), kit.BtnNormal, func() { o.nav.overlay = overlayHistory })
	hist.Name = "op:history"
	close := lk.Button(kit.Tr(*o.lang, "op.close"), kit.BtnPrimary, o.nav.closeOverlay)
	close.Name = "op:close"
	buttons := []*widgets.Tile{newGame, undo, end, export, hist}
	for _, gc := range kit.Games() { // each game's own tools (Colt Express: the round-card editor)
		for _, tool := range o.boards.boardFor(gc.Name).Tools() {
			b := lk.Button(tool.Title, kit.BtnNormal, tool.Open)
			b.Name = tool.Name
			buttons = append(buttons, b)
		}
	}
	return append(buttons, close)
}

// export writes the finished games onto the USB stick at the export
// folder, never onto the SD card, and the menu says how many (or why not).
func (o *operatorMenu) export() {
	st := &o.state
	mounted := o.cfg.ExportMounted
	if mounted == nil {
		mounted = stickMounted
	}
	if err := mounted(o.cfg.ExportDir); err != nil { // never onto the SD card
		st.message = kit.Tr(*o.lang, "op.noStick", "dir", o.cfg.ExportDir)
		if !errors.Is(err, errNoStick) {
			st.message += " (" + err.Error() + ")"
		}
		return
	}
	n, err := o.t.Export(o.cfg.ExportDir)
	if err != nil {
		st.message = kit.Tr(*o.lang, "op.error", "err", err)
		return
	}
	st.message = kit.Tr(*o.lang, "op.exported", "n", n, "dir", o.cfg.ExportDir)
}

// seatRow is one seat's row of the menu: its name, and how it plays
// (handoff, phone, bot with its level), one tap to change.
func (o *operatorMenu) seatRow(si table.SeatInfo) fyne.CanvasObject {
	lk := o.look
	seat := si.Seat
	name := o.seatTile(seat, 15)
	name.Min = lk.Sz(70, 44)
	row := []fyne.CanvasObject{name}
	setMode := func(mode table.SeatMode) {
		if err := o.t.SetSeatMode(seat, mode); err != nil {
			o.state.message = kit.Tr(*o.lang, "op.error", "err", err)
		}
	}
	for _, m := range []table.SeatMode{table.Handoff, table.Phone, table.Bot} {
		mode := m
		kind := kit.BtnQuiet
		if si.Mode == m || m == table.Bot && si.Mode.IsBot() {
			kind = kit.BtnSelected
		}
		b := lk.Button(kit.Tr(*o.lang, "mode."+string(m)), kind, func() {
			to := mode
			if mode == table.Bot { // the default level, then one more tap for the next
				to = kit.TapBot(si.Mode)
			}
			setMode(to)
		})
		if m == table.Bot { // the level in the seat's own button: no row appears (issue 34)
			b.Lines = kit.BotLines(*o.lang, si.Mode)
		}
		b.Min = lk.Sz(60, 44)
		b.Name = fmt.Sprintf("op:seat:%d:%s", seat, m)
		row = append(row, b)
	}
	return widgets.Cols([]float32{1.2, 1, 1, 1}, lk.U(3), row...)
}

// seatTile is a seat's coloured name tile.
func (o *operatorMenu) seatTile(seat engine.Seat, size float32) *widgets.Tile {
	name, fill, ink := o.boards.board().SeatLook(seat)
	t := o.look.Tile(fill, ink, size, name)
	t.Bold = true
	t.Stroke, t.StrokeWidth = kit.ColTextDim, o.look.U(1)
	return t
}

// resetPhonesRow offers new phone links for each seat played by phone, or
// for the whole table: the seat's QR code changes, its phone is sent away
// and its old link is refused (the phone page says to scan again).
func (o *operatorMenu) resetPhonesRow(seats []table.SeatInfo) fyne.CanvasObject {
	lk, st := o.look, &o.state
	reset := func(which ...engine.Seat) {
		if err := o.t.ResetTokens(which...); err != nil {
			st.message = kit.Tr(*o.lang, "op.error", "err", err)
			return
		}
		st.message = kit.Tr(*o.lang, "op.phonesReset")
	}
	row := []fyne.CanvasObject{}
	weights := []float32{}
	for _, si := range seats {
		if si.Mode != table.Phone {
			continue
		}
		seat := si.Seat
		name, _, _ := o.boards.board().SeatLook(seat)
		b := lk.Button(name, kit.BtnQuiet, func() { reset(seat) })
		b.Min = lk.Sz(50, 40)
		b.Name = fmt.Sprintf("op:reset:%d", seat)
		row = append(row, b)
		weights = append(weights, 1)
	}
	all := lk.Button(kit.Tr(*o.lang, "op.resetAll"), kit.BtnQuiet, func() { reset() })
	all.Min = lk.Sz(60, 40)
	all.Name = "op:reset:all"
	row = append(row, all)
	weights = append(weights, 1.2)
	return container.NewVBox(lk.Text(kit.Tr(*o.lang, "op.resetPhones"), 15, kit.ColBrass, true), widgets.Cols(weights, lk.U(3), row...))
}

// undoOne is the operator menu's Undo: the last command taken back, and
// the menu says so (or why not).
func (o *operatorMenu) undoOne() {
	if err := o.t.Undo(1); err != nil {
		o.state.message = kit.Tr(*o.lang, "op.error", "err", err)
		return
	}
	o.boards.board().Hide()
	o.state.message = kit.Tr(*o.lang, "op.done")
}

// note is the operator menu's answer to the last tap (Export's count or
// why not, Undo's "Done.", an error): at the top of the menu, beside its
// title, where it is seen whatever was tapped — never under the seats at
// the bottom of a column that scrolls (issue 34). Its place is kept when
// there is nothing to say, so no tap moves a button.
func (o *operatorMenu) note(msg string) fyne.CanvasObject {
	n := o.look.Tile(nil, kit.ColText, 15, kit.WrapWords(msg, 80)...)
	n.Name = "op:message"
	n.Min = o.look.Sz(120, 48)
	if msg != "" {
		n.Fill, n.Stroke, n.StrokeWidth = kit.ColPanelLight, kit.ColBrass, o.look.U(2)
	}
	return n
}

func (o *operatorMenu) confirmEndOverlay() fyne.CanvasObject {
	lk := o.look
	q := lk.Label(kit.Tr(*o.lang, "op.endSure"), theme.SizeNameSubHeadingText, true)
	yes := lk.Button(kit.Tr(*o.lang, "op.yes"), kit.BtnDanger, func() {
		game := o.t.GameName()
		r, err := o.t.EndGame()
		if err != nil {
			o.state.message = kit.Tr(*o.lang, "op.error", "err", err)
			o.nav.overlay = overlayOperator
			return
		}
		o.nav.overlay = overlayNone
		o.nav.ended = &endedGame{game: game, result: r}
		o.nav.screen = screenEnded
	})
	yes.Name = "op:end-yes"
	no := lk.Button(kit.Tr(*o.lang, "op.cancel"), kit.BtnQuiet, func() { o.nav.overlay = overlayOperator })
	no.Name = "op:end-no"
	content := widgets.Rows([]float32{1, 0}, lk.U(6), q, container.NewGridWithColumns(2, no, yes))
	return dialog(lk, content, 0.7, 0.5, nil)
}

// errNoStick: no USB stick is mounted at the export folder.
var errNoStick = errors.New("no USB stick mounted")

// historyOverlay lists finished games: date, players, winner, scores.
func (o *operatorMenu) historyOverlay() fyne.CanvasObject {
	lk := o.look
	games, _ := o.t.History()
	var rows []fyne.CanvasObject
	for _, gs := range games {
		winner, scores, ok := o.boards.boardFor(gs.Game).HistoryLines(gs)
		if !ok {
			continue
		}
		when := gs.Started
		if t, err := time.Parse(time.RFC3339, gs.Started); err == nil {
			when = t.Local().Format("2006-01-02 15:04")
		}
		head := when + " — " + winner
		if !gs.Finished { // nobody won a game stopped early: its scores as they stood, no winner
			head = when + " (" + kit.Tr(*o.lang, "op.unfinished") + ")"
			scores = strings.ReplaceAll(scores, " ★", "")
		}
		rows = append(rows, lk.Label(head, "", true), lk.Label(scores, "", false))
	}
	if len(rows) == 0 {
		rows = append(rows, lk.Label(kit.Tr(*o.lang, "op.noHistory"), "", false))
	}
	back := lk.Button(kit.Tr(*o.lang, "op.close"), kit.BtnPrimary, func() { o.nav.overlay = overlayOperator })
	back.Name = "history-close"
	title := lk.Text(kit.Tr(*o.lang, "op.history"), 22, kit.ColBrass, true)
	content := widgets.Rows([]float32{0, 1, 0}, lk.U(4), title, container.NewVScroll(container.NewVBox(rows...)), back)
	return dialog(lk, content, 0.95, 0.95, nil)
}
