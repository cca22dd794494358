package kiosk

import (
	"encoding/json"
	"fmt"
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"colt/engine"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// Teaching mode on the kiosk (issue 24, docs/teaching.md): ui/teach decides
// which concept to teach and when; the kiosk shows each tip, lights its
// place, waits for the table's "Got it" when a player must act on it, and
// keeps the teaching state beside the journal. Everything here is
// presentation: the Teacher holds what was taught.

// Teacher returns the teacher of the game on the table (nil before the
// first game); Options.OnTeacher tells of each new one.
func (k *Kiosk) Teacher() *teach.Teacher { return k.teaching.Teacher() }

// teaching is the kiosk's teaching state.
type teaching struct {
	// k is the kiosk it teaches on: its table, board, window and drawing kit.
	k *Kiosk
	// tc teaches the game on the table (nil before the first game).
	tc *teach.Teacher
	// queue holds the shared screen's tips not yet gone, the first on screen.
	queue []queuedTip
	// seats holds each seat's own tips, shown on its hand behind the curtain.
	seats map[engine.Seat][]queuedTip
	// current is the tip drawn by this render (nil: none); lit places follow it.
	current *queuedTip
	// drawn are the places the screen this render builds draws (those it
	// asked to light, lit or not): a tip about another place waits.
	drawn map[teach.Place]bool
	// picking: the set-up screen's "new to a module" switches are open.
	picking bool
	// unwatch ends the watch on tc (a phone's "stop teaching" redraws the screen).
	unwatch func()
}

// queuedTip is a tip waiting for its turn on screen.
type queuedTip struct {
	tip teach.Tip
	// version is the table version of the update that brought it.
	version int
	// seat is the seat whose own tip it is, NoSeat for a shared tip.
	seat engine.Seat
	// shown is the screen it was first drawn on ("" before): a tip that
	// does not wait for a tap leaves when the screen moves on.
	shown string
	// page is the page on show of a tip shown in pages (tipPages).
	page int
}

// Teacher returns the teacher of the game on the table (nil before the
// first game); Options.OnTeacher tells of each new one.
func (tg *teaching) Teacher() *teach.Teacher { return tg.tc }

// setTeacher makes tc the teacher of the game on the table and tells the
// host (Options.OnTeacher: the phone bridge shares it).
func (tg *teaching) setTeacher(tc *teach.Teacher) {
	k := tg.k
	if tg.unwatch != nil {
		tg.unwatch()
	}
	tg.tc = tc
	tg.queue = nil
	tg.seats = nil
	tg.unwatch = tc.Watch(func() {
		if tc.Stopped() { // a phone stopped teaching: the tip on screen goes at once
			fyne.Do(func() {
				if tg.tc == tc && tg.current != nil {
					k.render()
				}
			})
		}
	})
	if k.opts.OnTeacher != nil {
		k.opts.OnTeacher(tc)
	}
}

// resumeTeaching is called by New for a game resumed after a restart: the
// teaching goes on from the progress saved beside the journal; a game with
// none saved is not taught.
func (tg *teaching) resumeTeaching() {
	k := tg.k
	saved := k.cfg.ResumeTeaching
	if len(saved) == 0 {
		tg.setTeacher(teach.New(teach.Plan{}))
		return
	}
	p, err := teach.DecodeProgress(saved)
	if err != nil {
		k.banners = append(k.banners, kit.Tr(k.lang, "tip.resumeError", "err", err))
		tg.setTeacher(teach.New(teach.Plan{}))
		return
	}
	tg.setTeacher(teach.Resume(p))
}

// saveTeaching stores the teacher's progress (Settings.SaveTeaching), so a
// game resumed after a power cut teaches nothing twice.
func (tg *teaching) saveTeaching() {
	k := tg.k
	save := k.cfg.SaveTeaching
	if save == nil || tg.tc == nil {
		return
	}
	b, err := json.Marshal(tg.tc.Progress())
	if err == nil {
		err = save(b)
	}
	if err != nil {
		k.toast = kit.Tr(k.lang, "tip.saveError", "err", err)
	}
}

// teachUpdate asks the teacher for the shared screen's tips after one table
// update (its public events and public view only) and queues them; a new
// game gets a new teacher with the plan of the set-up screen (kept for
// "Same players again").
func (tg *teaching) teachUpdate(u table.Update) {
	k := tg.k
	switch u.Reason {
	case "notice":
		return
	case "new":
		tg.setTeacher(teach.New(k.draft.teach))
		defer tg.saveTeaching() // a fresh progress replaces the last game's
	}
	tc := tg.tc
	if tc == nil || u.Public == nil || !teach.Teaches(u.Game) {
		return // a game the teacher does not know
	}
	tips, err := tc.Shared(u.PublicEvents, u.Public)
	if err != nil {
		k.toast = err.Error()
		return
	}
	asks := tg.someoneChooses(u.Public)
	if b, ok := k.board().Board.(curtainTeacher); ok && b.TeachesOnCurtain() {
		// a game taught on its curtain (Colt Super Express): the tip that
		// waits for Got it (the stacking) first, so it is taught before
		// the first stack, and the others leave when the cards come
		slices.SortStableFunc(tips, func(a, b teach.Tip) int {
			switch {
			case a.Tap && !b.Tap:
				return -1
			case b.Tap && !a.Tap:
				return 1
			}
			return 0
		})
	}
	for _, t := range tips {
		// Got it holds the table only for a player at the table who has a
		// real choice: never for a bot, nor for the only possible choice
		t.Tap = t.Tap && asks
		tg.queue = append(tg.queue, queuedTip{tip: t, version: u.Version, seat: engine.NoSeat})
	}
	if len(tips) > 0 && u.Reason != "new" {
		tg.saveTeaching()
	}
}

// someoneChooses reports whether a seat the update expects is played by a
// person (at the screen or on a phone) who has more than one choice now;
// a board that cannot tell (no kit.Chooser) has someone choose.
func (tg *teaching) someoneChooses(public any) bool {
	k := tg.k
	c, ok := k.board().Board.(kit.Chooser)
	if !ok {
		return true
	}
	expected, ok := c.Expected(public)
	if !ok {
		return true
	}
	for _, s := range expected {
		if tg.chooses(s) {
			return true
		}
	}
	return false
}

// chooses reports whether seat s is played by a person (at the screen or
// on a phone) who has more than one choice now.
func (tg *teaching) chooses(s engine.Seat) bool {
	k := tg.k
	seats := k.t.Seats()
	if int(s) < 0 || int(s) >= len(seats) || seats[s].Mode.IsBot() {
		return false
	}
	c, ok := k.board().Board.(kit.Chooser)
	return !ok || c.RealChoice(s) // a board that cannot tell: a choice
}

// curtainTeacher is a board whose first tips show on its curtain (Colt
// Super Express: every tip is shared, and the stacking must be taught
// before the first seat stacks).
type curtainTeacher interface{ TeachesOnCurtain() bool }

// teachBoard is what the kiosk's teaching asks of a board beyond
// kit.Board, when it has it (Colt Express): the curtain on screen, and
// the card the narration page tells.
type teachBoard interface {
	OnCurtain() bool
	PageTells(c teach.Concept) bool
	NarrationTells(c teach.Concept) bool
}

// tipWaits reports whether tip c waits for another screen: the curtain
// shows no tip (none covers its words, nor the take-back button in its
// bar, nor points at a place the curtain does not show), and a tip about
// an action card shows beside that card's narration page, not another's
// (after the narration, on the table, where its owner chooses).
func (tg *teaching) tipWaits(c *queuedTip) bool {
	k := tg.k
	tb, ok := k.board().Board.(teachBoard)
	if !ok || c.shown != "" {
		return false
	}
	if tb.OnCurtain() {
		return true
	}
	if !k.board().Narrating() || c.tip.Place != teach.PlacePile {
		return false
	}
	if !strings.HasPrefix(string(c.tip.Concept), "action.") {
		return false
	}
	// it waits for its own card's page, if the narration still has one
	// (a card that asked nothing of the table may be told only on the next
	// screen's "Just now" strip: then it shows beside this page, the pile
	// lit, rather than after the narration with no pile on screen)
	return !tb.PageTells(c.tip.Concept) && tb.NarrationTells(c.tip.Concept)
}

// teachSeat asks the teacher for the tips of the seat whose hand is on
// screen (its own view only) and queues them for its hand screen.
func (tg *teaching) teachSeat(seat engine.Seat) {
	k := tg.k
	tc := tg.tc
	if tc == nil || tc.Stopped() {
		return
	}
	view := k.t.View(seat)
	if view == nil {
		return
	}
	tips, err := tc.Seat(seat, view)
	if err != nil {
		k.toast = err.Error()
		return
	}
	if len(tips) == 0 {
		return
	}
	if tg.seats == nil {
		tg.seats = map[engine.Seat][]queuedTip{}
	}
	asks := tg.chooses(seat)
	for _, t := range tips {
		t.Tap = t.Tap && asks // the only possible choice is not held up either
		tg.seats[seat] = append(tg.seats[seat], queuedTip{tip: t, version: k.gameVersion(), seat: seat})
	}
	tg.saveTeaching()
}

// stopTeaching is the tip's "Stop teaching": no tip after this, for the
// rest of the game.
func (tg *teaching) stopTeaching() {
	if tc := tg.tc; tc != nil {
		tc.Stop()
	}
	tg.queue = nil
	tg.seats = nil
	tg.saveTeaching()
}

// tipWaiting reports whether a tip waits for the table's "Got it": the bots
// and the narration wait with it.
func (tg *teaching) tipWaiting() bool {
	c := tg.current
	return c != nil && c.tip.Tap
}

// gotIt is the tip's "Got it" (and the table button while a tip waits).
func (tg *teaching) gotIt() {
	c := tg.current
	if c == nil {
		return
	}
	tg.dropTip(c)
	tg.current = nil
}

// dropTip takes the tip c off its queue.
func (tg *teaching) dropTip(c *queuedTip) {
	if c.seat == engine.NoSeat {
		if len(tg.queue) > 0 {
			tg.queue = tg.queue[1:]
		}
		return
	}
	if q := tg.seats[c.seat]; len(q) > 0 {
		tg.seats[c.seat] = q[1:]
	}
}

// screenMark names what the screen shows, for a tip that leaves by itself
// when the screen moves on: the screen, the game's state, the narration's
// page and the hand revealed.
func (tg *teaching) screenMark() string {
	k := tg.k
	return tg.markWith(k.board().TeachSeat())
}

// markWith is screenMark with the seat whose hand is on screen (shown)
// already asked of the board. The curtain counts too: in Colt Super
// Express, whose tips are all shared, the cards behind it are another
// screen of the same game version.
func (tg *teaching) markWith(seat engine.Seat, shown bool) string {
	k := tg.k
	curtain := false
	if b, ok := k.board().Board.(interface{ OnCurtain() bool }); ok {
		curtain = b.OnCurtain()
	}
	return fmt.Sprintf("%d/%d/%d/%v/%d/%v", k.nav.screen, k.gameVersion(), k.board().NarrationMark(), shown, seat, curtain)
}

// teachPrepare picks the tip this render draws (render calls it before it
// builds the screen, so the screen can light the tip's place): a hand on
// screen shows its seat's own tips first; shared tips show on the game
// screens only. A tip that does not wait for a tap leaves once the screen
// it was shown on has moved on (the next narration page, the next move).
func (tg *teaching) teachPrepare() {
	k := tg.k
	tg.current = nil
	clear(tg.drawn)
	if tc := tg.tc; tc != nil && tc.Stopped() {
		tg.queue, tg.seats = nil, nil // stopped here or on a phone
	}
	if k.nav.screen != screenGame || !k.t.Playing() || tg.tc == nil {
		return
	}
	seat, shown := k.board().TeachSeat() // NoSeat when no hand is on screen
	mark := tg.markWith(seat, shown)
	if shown {
		tg.teachSeat(seat)
	}
	pick := func(q *[]queuedTip) *queuedTip {
		for len(*q) > 0 {
			head := &(*q)[0]
			if !head.tip.Tap && head.shown != "" && head.shown != mark {
				*q = (*q)[1:] // it was read: the screen moved on
				continue
			}
			return head
		}
		return nil
	}
	if seat != engine.NoSeat && tg.seats != nil {
		q := tg.seats[seat]
		if c := pick(&q); c != nil {
			tg.seats[seat] = q
			tg.current = c
			return
		}
		tg.seats[seat] = q
	}
	if c := pick(&tg.queue); c != nil && !tg.tipWaits(c) {
		tg.current = c
	}
}

// lit frames obj when the tip on screen concerns place: a thick border in
// the colour of the tip's own "where" label, which names the place in
// words (a shape and a word, not a colour alone); the frame covers none of
// obj's words.
func (tg *teaching) lit(place teach.Place, obj fyne.CanvasObject) fyne.CanvasObject {
	k := tg.k
	if obj == nil {
		return obj
	}
	c := tg.current
	if c == nil {
		return obj
	}
	if tg.drawn == nil {
		tg.drawn = map[teach.Place]bool{}
	}
	tg.drawn[place] = true
	if c.tip.Place != place {
		// no words: names the place drawn, for tests (a tip never lies
		// over the train)
		mark := widgets.NewTile(color.Transparent)
		mark.Name = "place:" + string(place)
		return container.NewStack(obj, mark)
	}
	frame := canvas.NewRectangle(kit.WithAlpha(kit.ColHighlight, 0x30))
	frame.StrokeColor, frame.StrokeWidth = kit.ColHighlight, k.u(4)
	frame.CornerRadius = k.u(6)
	mark := widgets.NewTile(color.Transparent) // no words: names the lit place for litOn and tests
	mark.Name = "lit:" + string(place)
	at := widgets.NewTile(color.Transparent)
	at.Name = "place:" + string(place)
	return container.NewStack(obj, frame, mark, at)
}

// tipWidth is the tip panel's share of the window's width.
const tipWidth = 0.7

// tipLayer is the tip on screen: a panel with the tip's title, where to
// look and its text, "Stop teaching", and "Got it" when the table must
// tap to go on (then nothing under it takes a tap). Every game screen
// reserves a band for it (kit.TipBand) and the tip is drawn there, in
// pages when the band is too low for all of its words (tipInBand), over
// none of the train, the words or the buttons (issue 34). A screen with
// no band has it over the screen: a tip about the top of the screen (the
// round card, the train) at the bottom and the others at the top; a tip
// that waits for a tap never puts its panel under the finger that just
// tapped (it goes to the other end).
func (tg *teaching) tipLayer(screen fyne.CanvasObject) fyne.CanvasObject {
	k := tg.k
	if tg.picking && k.nav.screen == screenSetup {
		return tg.teachPicker()
	}
	c := tg.current
	if c == nil {
		return nil
	}
	litHere := litOn(screen, c.tip.Place)
	if c.shown == "" && !litHere && !tg.tipRoundCard(c, false) {
		// a tip points only at a place the screen draws (or shows in its
		// panel: the round card): its place is not on this screen (the
		// train on Colt Super Express's curtain, the pile after the
		// narration), so it waits for a screen that draws it
		tg.current = nil
		return nil
	}
	if c.shown == "" {
		c.shown = tg.screenMark()
	}
	size := k.win.Canvas().Size()
	if at, band, ok := absRect(screen, kit.TipBandName, size); ok {
		// the screen reserved a band for the tip (the curtain): the tip
		// in it, over none of the screen's words
		return tg.tipInBand(c, at, band, litHere)
	}
	w := size.Width * tipWidth
	if !c.tip.Tap || tg.tipRoundCard(c, litHere) { // beside the narration, or with the round card in it: the screen's width
		w = size.Width - k.u(12)
	}
	tp := tg.tipPanel(c, w, litHere, false)
	panel, gotRow, gotIt, stop := tp.panel, tp.gotRow, tp.gotIt, tp.stop
	h := panel.MinSize().Height
	top := true // the tip's place is at the bottom: the panel at the top
	switch c.tip.Place {
	case teach.PlaceTurns, teach.PlaceEvent, teach.PlaceTrain:
		top = false
	}
	x := (size.Width - w) / 2
	yTop, yBottom := k.u(50), size.Height-h-k.u(6) // under the round bar: the gear stays in reach
	under := func(y float32) bool {                // the last tap lies within a finger's slop of the panel
		if !k.taps.OK {
			return false
		}
		at, s := k.taps.At, k.u(fingerSlop)
		return at.X > x-s && at.X < x+w+s && at.Y > y-s && at.Y < y+h+s
	}
	y := yTop
	if !top {
		y = yBottom
	}
	if c.tip.Tap {
		// Got it away from the finger that just tapped: the panel at its
		// own end, else at the other, and Got it at the right end of its
		// row, else at the left (a tall tip covers the finger at both ends)
		other := yBottom
		if !top {
			other = yTop
		}
		okSize, pad := gotIt.MinSize(), k.u(8)
		clear := func(y float32, right bool) bool {
			if !k.taps.OK {
				return true
			}
			ox := x + pad
			if right {
				ox = x + w - pad - okSize.Width
			}
			oy := y + h - pad - okSize.Height
			at, s := k.taps.At, k.u(fingerSlop)
			return !(at.X > ox-s && at.X < ox+okSize.Width+s && at.Y > oy-s && at.Y < oy+okSize.Height+s)
		}
		// never over another seat's button: the take-back of the player
		// who just moved (a second tap could take back their move)
		if at, sz, ok := absRect(screen, "takeback", size); ok {
			over := func(y float32) bool {
				return at.X < x+w && at.X+sz.Width > x && at.Y < y+h && at.Y+sz.Height > y
			}
			if over(y) && !over(other) {
				y, other = other, y
			}
		}
		right := true
		switch {
		case !under(y):
		case !under(other):
			y = other
		case clear(y, true):
		case clear(other, true):
			y = other
		case clear(y, false):
			right = false
		case clear(other, false):
			y, right = other, false
		}
		if !right {
			gotRow.Objects = []fyne.CanvasObject{widgets.Cols([]float32{0, 1, 0}, k.u(8), gotIt, layout.NewSpacer(), stop)}
		}
	}
	if !c.tip.Tap {
		// beside the narration, which it never covers (nor Continue, nor
		// the choices): over the train, under the round bar; a tip about
		// the train or the scores over the top bar instead
		y = k.u(50)
		if c.tip.Place == teach.PlaceTrain || c.tip.Place == teach.PlaceScores {
			y = 0
		}
		return container.New(&atLayout{pos: fyne.NewPos(x, y), size: fyne.NewSize(w, h)}, panel)
	}
	place := container.New(&atLayout{pos: fyne.NewPos(x, y), size: fyne.NewSize(w, h)}, panel)
	block := widgets.NewTile(kit.WithAlpha(kit.ColBrassDark, 0x60))
	block.Name = "tip-backdrop"
	block.OnTapped = func() {} // the table answers the tip first
	return container.NewStack(block, place)
}

// tipPanel is a tip's panel laid out at a width: its height, and its
// Got it row (nil for a tip that waits for no tap) to put Got it at the
// end away from the finger.
type tipPanel struct {
	panel  fyne.CanvasObject
	gotRow *fyne.Container
	gotIt  *widgets.Tile
	stop   *widgets.Tile
	h      float32
}

// tipRoundCard reports whether tip c shows the round card in its panel (a
// tip about it on a screen without it lit).
func (tg *teaching) tipRoundCard(c *queuedTip, litHere bool) bool {
	k := tg.k
	if litHere || (c.tip.Place != teach.PlaceTurns && c.tip.Place != teach.PlaceEvent) {
		return false
	}
	return k.board().TipRoundCard() != nil
}

// tipPanel builds tip c's panel at width w (litHere: its place is lit on
// the screen): its title, where to look, its text, Stop teaching, and Got
// it or Hide. Compact (in a band a screen reserved for it), every button
// sits in the title's row, so the band stays as low as the words allow.
func (tg *teaching) tipPanel(c *queuedTip, w float32, litHere, compact bool) tipPanel {
	k := tg.k
	l, _ := i18n.ParseLang(k.lang)
	var bar fyne.CanvasObject // the round card, in a tip about it on a screen without it
	if tg.tipRoundCard(c, litHere) {
		bar = k.board().TipRoundCard()
	}
	roundCard := bar != nil
	inner := w - k.u(24)
	title := k.look.Tile(nil, kit.ColBrass, 17, c.tip.Title(l))
	title.Bold = true
	title.MinTextSize = k.u(14)
	title.Min = fyne.NewSize(k.u(60), k.u(24))
	title.Name = "tip:" + string(c.tip.Concept)
	// where to look: a label, not a button (no fill, no frame): an arrow
	// and the place's name in the colour of the place's frame
	where := k.look.Tile(nil, kit.ColHighlight, 14, "→ "+kit.Tr(k.lang, "tip.look."+string(c.tip.Place)))
	where.Bold = true
	where.MinTextSize = k.u(14)
	where.Min = fyne.NewSize(textWidthAt(where.Lines[0], k.u(14), true)+k.u(8), k.u(24))
	where.Name = "tip-where"
	lines := wrapToWidth(c.tip.Text(l), k.u(15), inner)
	text := k.look.Tile(nil, kit.ColText, 15, lines...)
	text.MinTextSize = k.u(14)
	text.Min = fyne.NewSize(k.u(60), float32(len(lines))*k.u(15)*1.4+k.u(6))
	text.Name = "tip-text"
	stop := k.look.Button(kit.Tr(k.lang, "tip.stop"), kit.BtnQuiet, tg.stopTeaching)
	stop.Name = "tip-stop"
	stop.TextSize = k.u(15)
	stop.MinTextSize = k.u(14)
	stop.Min = k.sz(120, kit.TouchHeight*0.75)
	var buttons fyne.CanvasObject // nil for a tip that waits for no tap
	var gotRow *fyne.Container
	var gotIt *widgets.Tile
	if c.tip.Tap {
		ok := k.look.Button(kit.Tr(k.lang, "tip.gotIt"), kit.BtnPrimary, tg.gotIt)
		ok.Name = "tip-ok"
		ok.MinTextSize = k.u(14)
		ok.Min = k.sz(140, kit.TouchHeight*0.8)
		ok.Ignore = k.look.SameFinger // the second tap of the finger that brought the tip is not its answer
		gotIt = ok
		// Got it at the right end; it may change ends once the panel's place is chosen (below)
		gotRow = container.NewStack(widgets.Cols([]float32{0, 1, 0}, k.u(8), stop, layout.NewSpacer(), ok))
		buttons = gotRow
	}
	head := widgets.Cols([]float32{1, 0}, k.u(6), title, where)
	body := widgets.Rows([]float32{0, 0, 0}, k.u(4), head, text, buttons)
	if !c.tip.Tap { // Hide and Stop teaching beside the title: the strip stays low
		stop.Min = fyne.NewSize(textWidthAt(stop.Lines[0], k.u(15), false)+k.u(24), k.u(42)) // one line at 15 px
		// Hide: the strip leaves by itself when the screen moves on, or at
		// once for a table that wants to see what it covers
		hide := k.look.Button(kit.Tr(k.lang, "tip.hide"), kit.BtnQuiet, tg.gotIt)
		hide.Name = "tip-hide"
		hide.TextSize, hide.MinTextSize = k.u(15), k.u(14)
		hide.Min = fyne.NewSize(textWidthAt(hide.Lines[0], k.u(15), false)+k.u(24), k.u(42))
		head = widgets.Cols([]float32{1, 0, 0, 0}, k.u(6), title, where, hide, stop)
		body = widgets.Rows([]float32{0, 0}, k.u(2), head, text)
	}
	if compact {
		body, gotRow = tg.compactRow(c, l, w, title, where, text, stop, gotIt, head)
		buttons = nil
	}
	if roundCard {
		// a screen without the round card (the curtain): the tip shows it, lit
		switch {
		case compact:
			body = widgets.Rows([]float32{0, 0}, k.u(4), bar, body)
		case !c.tip.Tap:
			body = widgets.Rows([]float32{0, 0, 0}, k.u(2), head, bar, text)
		default:
			body = widgets.Rows([]float32{0, 0, 0, 0}, k.u(4), head, bar, text, buttons)
		}
	}
	bg := canvas.NewRectangle(kit.ColPanel)
	bg.CornerRadius = k.u(10)
	bg.StrokeColor, bg.StrokeWidth = kit.ColHighlight, k.u(3)
	inset := float32(8)
	if compact {
		inset = 4
	}
	panel := container.NewStack(bg, k.look.Pad(body, inset))
	return tipPanel{panel: panel, gotRow: gotRow, gotIt: gotIt, stop: stop, h: panel.MinSize().Height}
}

// compactRow lays tip c out for a band (tipPanel, compact): the buttons at
// the right end, beside the title and the text or in the title's row
// above the text, whichever is lower; gotRow holds the whole row, for
// tipInBand to move Got it (nil for a tip that waits for no tap).
func (tg *teaching) compactRow(c *queuedTip, l i18n.Lang, w float32, title, where, text, stop, gotIt *widgets.Tile, head *fyne.Container) (body, gotRow *fyne.Container) {
	k := tg.k
	// the buttons at the right end, beside the title and the text:
	// Hide, or Stop teaching and Got it (tipInBand may move Got it to
	// the left end, away from the finger)
	stop.Min = fyne.NewSize(textWidthAt(stop.Lines[0], k.u(15), false)+k.u(24), k.u(40))
	right := []fyne.CanvasObject{stop, gotIt}
	if c.tip.Tap {
		gotIt.Min = k.sz(120, 40)
	} else {
		hide := head.Objects[2].(*widgets.Tile) // title, where, Hide, Stop teaching
		hide.Min.Height = k.u(40)
		right = []fyne.CanvasObject{hide, stop}
	}
	bw := 2 * k.u(6)
	for _, o := range right {
		bw += o.MinSize().Width
	}
	// the text beside the buttons, or under the title's row with the
	// buttons in it: whichever is lower
	line := k.u(14) * 1.4
	lines := wrapToWidth(c.tip.Text(l), k.u(14), w-k.u(8)-bw-k.u(4))
	under := wrapToWidth(c.tip.Text(l), k.u(14), w-k.u(20))
	inRow := k.u(40)+float32(len(under))*line < max(k.u(40), k.u(24)+float32(len(lines))*line)
	if inRow {
		lines = under
	}
	text.Lines, text.TextSize = lines, k.u(14)
	text.MinTextSize = k.u(kit.MinText)
	text.Min = fyne.NewSize(k.u(60), float32(len(lines))*line+k.u(2))
	left := widgets.Rows([]float32{0, 0}, 0, widgets.Cols([]float32{1, 0}, k.u(6), title, where), text)
	row := widgets.Cols([]float32{1, 0, 0}, k.u(6), append([]fyne.CanvasObject{left}, right...)...)
	if inRow {
		// the buttons in the title's row, the text under it
		head := widgets.Cols([]float32{1, 0, 0, 0}, k.u(6), append([]fyne.CanvasObject{title, where}, right...)...)
		row = widgets.Rows([]float32{0, 0}, 0, head, text)
	}
	if c.tip.Tap {
		got := container.NewStack(row)
		return got, got
	}
	return row, nil
}

// tipBand is kit.Tips.Band: the height of the tip on screen laid out at
// width within room, 0 when no tip shows or when its place is not among
// those the screen asked to light so far (the screen asks once it has
// built them): such a tip waits for a screen that draws its place. A tip
// about the turns or the event on a screen without them shows the round
// card. A tip taller than room shows in pages (tipPages), in room or in
// kit.TipPagedH, whichever is higher.
func (tg *teaching) tipBand(width, room float32) float32 {
	k := tg.k
	c := tg.current
	if c == nil || k.nav.overlay != overlayNone || k.nav.screen != screenGame {
		return 0
	}
	lit := tg.drawn[c.tip.Place]
	if !lit && !tg.tipRoundCard(c, false) {
		return 0 // its place is not on this screen: the tip waits (tipLayer)
	}
	if h := tg.tipPanel(c, width, lit, true).h; h <= room+0.5 {
		return h
	}
	return max(room, k.u(kit.TipPagedH))
}

// tipInBand draws tip c in the band a screen reserved for it (at, size on
// the window): Got it, when it waits for one, at the end of its row away
// from the finger that just tapped. A tip taller than the band shows in
// pages (tipPages).
func (tg *teaching) tipInBand(c *queuedTip, at fyne.Position, band fyne.Size, litHere bool) fyne.CanvasObject {
	k := tg.k
	tp := tg.tipPanel(c, band.Width, litHere, true)
	if tp.h > band.Height+0.5 {
		return tg.tipPages(c, at, band, litHere)
	}
	place := container.New(&atLayout{pos: at, size: fyne.NewSize(band.Width, max(band.Height, tp.h))}, tp.panel)
	if !c.tip.Tap {
		return place
	}
	if k.taps.OK {
		// compact: Got it at the right end, the band's height less its inset
		pad, s := k.u(4), k.u(fingerSlop)
		okSize := fyne.NewSize(tp.gotIt.MinSize().Width, tp.h-2*pad)
		ox, oy := at.X+band.Width-pad-okSize.Width, at.Y+pad
		p := k.taps.At
		if p.X > ox-s && p.X < ox+okSize.Width+s && p.Y > oy-s && p.Y < oy+okSize.Height+s {
			tp.gotRow.Objects = []fyne.CanvasObject{tg.gotItLeft(tp.gotRow.Objects[0].(*fyne.Container), tp)}
		}
	}
	return tg.tipBlock(place)
}

// tipBlock is a tip that waits for Got it, placed: over a light backdrop
// that takes every tap (the table answers the tip first).
func (tg *teaching) tipBlock(place fyne.CanvasObject) fyne.CanvasObject {
	block := widgets.NewTile(kit.WithAlpha(kit.ColBrassDark, 0x60))
	block.Name = "tip-backdrop"
	block.OnTapped = func() {} // the table answers the tip first
	return container.NewStack(block, place)
}

// tipSeg is a run of a tip page's line in one colour and weight.
type tipSeg struct {
	text string
	ink  color.Color
	bold bool
}

// tipPages draws tip c in a band too low for all of its words (at, size
// on the window): its title, where to look and its text cut into pages of
// whole lines at 14 px (13, the floor, in the lowest band), the buttons
// at the row's right end in places that never move from page to page:
// Stop teaching, Hide (a tip that waits for no tap), and the page's
// "1/2 →" — on the last page Got it (a tip that waits for it) in the
// place of "→", or at the row's left end when the finger that just
// tapped is still there (it turned the page: a second tap is no answer).
func (tg *teaching) tipPages(c *queuedTip, at fyne.Position, band fyne.Size, litHere bool) fyne.CanvasObject {
	k := tg.k
	l, _ := i18n.ParseLang(k.lang)
	inset, gap := k.u(2), k.u(6)
	inner := band.Height - 2*inset
	btnH := min(k.u(40), inner)
	button := func(label string, kind kit.ButtonKind, fn func(), name string) *widgets.Tile {
		b := k.look.Button(label, kind, fn)
		b.Name = name
		b.TextSize, b.MinTextSize = k.u(15), k.u(kit.MinText)
		b.Bold = kind == kit.BtnPrimary
		b.Min = fyne.NewSize(textWidthAt(label, k.u(15), b.Bold)+k.u(24), btnH)
		b.Ignore = k.look.SameFinger // not the second tap of the finger that turned the page
		return b
	}
	stop := button(kit.Tr(k.lang, "tip.stop"), kit.BtnQuiet, tg.stopTeaching, "tip-stop")
	right := []fyne.CanvasObject{stop}
	if !c.tip.Tap {
		right = append(right, button(kit.Tr(k.lang, "tip.hide"), kit.BtnQuiet, tg.gotIt, "tip-hide"))
	}
	slotW := textWidthAt("9/9 →", k.u(15), false) + k.u(24)
	var gotIt *widgets.Tile
	if c.tip.Tap {
		gotIt = button(kit.Tr(k.lang, "tip.gotIt"), kit.BtnPrimary, tg.gotIt, "tip-ok")
		gotIt.Min.Width = max(gotIt.Min.Width, k.u(90))
		slotW = max(slotW, gotIt.Min.Width)
	}
	textW := band.Width - 2*inset - k.u(8) - slotW - gap
	for _, b := range right {
		textW -= b.MinSize().Width + gap
	}
	lastW := textW // the last page: Got it may take the row's left end
	if gotIt != nil {
		lastW -= gotIt.Min.Width + gap
	}
	pages, size := tg.tipPageLines(c, l, inner, textW, lastW)
	var roundCard fyne.CanvasObject // the round card, lit, on a page of its own before the words
	if tg.tipRoundCard(c, litHere) {
		roundCard = k.board().TipRoundCard()
		inert(roundCard) // a picture here: the band's buttons are the tip's own
		pages = append([][][]tipSeg{nil}, pages...)
	}
	n := min(c.page, len(pages)-1)
	c.page = n
	last := n == len(pages)-1
	words := tg.tipWords(c, pages[n], size, inner) // the page's words
	if roundCard != nil && n == 0 {
		frame := canvas.NewRectangle(color.Transparent)
		frame.StrokeColor, frame.StrokeWidth, frame.CornerRadius = kit.ColHighlight, k.u(3), k.u(6)
		words.Content = container.NewStack(roundCard, frame)
	}
	// the page's place at the row's right end: "→" to the next page, Got
	// it on the last, or the page number (inert) where Got it may not be
	count := func() fyne.CanvasObject {
		t := k.look.Tile(nil, kit.ColTextDim, 15, fmt.Sprintf("%d/%d", n+1, len(pages)))
		t.MinTextSize = k.u(kit.MinText)
		t.Min = fyne.NewSize(slotW, btnH)
		t.Name = "tip-page"
		return t
	}
	var slot fyne.CanvasObject = count()
	if len(pages) == 1 {
		slot = nil // no page to count
	}
	var left fyne.CanvasObject // Got it at the row's left end
	switch {
	case !last:
		next := button(fmt.Sprintf("%d/%d →", n+1, len(pages)), kit.BtnQuiet, func() {
			if cur := tg.current; cur != nil {
				cur.page++
			}
		}, "tip-next")
		next.TextColor = kit.ColText
		next.Min.Width = slotW
		next.Ignore = nil // two quick taps here turn two pages
		slot = next
	case gotIt != nil:
		gotIt.Min.Width = slotW
		slot = gotIt
		if k.taps.OK {
			s, p := k.u(fingerSlop), k.taps.At
			ox, oy := at.X+band.Width-inset-slotW, at.Y+inset
			if p.X > ox-s && p.X < ox+slotW+s && p.Y > oy-s && p.Y < oy+btnH+s {
				slot, left = count(), gotIt // the count keeps Stop teaching in its place
			}
		}
	}
	margin := widgets.Fixed(fyne.NewSize(0, 0), layout.NewSpacer()) // the words a gap in from the frame
	if roundCard != nil && n == 0 {
		right = nil // the round card at the row's whole width; Stop teaching (Hide) on the words' pages
	}
	if slot != nil {
		right = append(right, slot)
	}
	cols := append([]fyne.CanvasObject{margin, words}, right...)
	weights := make([]float32, len(cols))
	weights[1] = 1
	if left != nil {
		cols = append([]fyne.CanvasObject{left}, cols...)
		weights = append([]float32{0}, weights...)
	}
	row := widgets.Cols(weights, gap, cols...)
	bg := canvas.NewRectangle(kit.ColPanel)
	bg.CornerRadius = k.u(10)
	bg.StrokeColor, bg.StrokeWidth = kit.ColHighlight, k.u(2)
	panel := container.NewStack(bg, container.New(&kit.PadLayout{P: inset}, row))
	place := container.New(&atLayout{pos: at, size: band}, panel)
	if !c.tip.Tap {
		return place
	}
	return tg.tipBlock(place)
}

// tipPageLines cuts tip c's title, where to look and text into pages of
// lines in a band inner high: textW wide, lastW on the last page (Got it
// may take the row's left end there); size is the words' size: 14 px, 13
// (the floor) in a band too low for two lines at 14.
func (tg *teaching) tipPageLines(c *queuedTip, l i18n.Lang, inner, textW, lastW float32) ([][][]tipSeg, float32) {
	k := tg.k
	size := k.u(14)
	lineH := kit.MeasureText("Ég", size, fyne.TextStyle{Bold: true}).Height
	if inner < 2*lineH {
		size = k.u(kit.MinText)
		lineH = kit.MeasureText("Ég", size, fyne.TextStyle{Bold: true}).Height
	}
	perPage := max(1, int(inner/lineH))
	// the first page opens with the title and where to look (a line of
	// their own each when they do not fit one together)
	title, where := c.tip.Title(l), "→ "+kit.Tr(k.lang, "tip.look."+string(c.tip.Place))
	var head [][]tipSeg
	if textWidthAt(title+"   "+where, size, true) <= lastW {
		head = [][]tipSeg{{{title, kit.ColBrass, true}, {where, kit.ColHighlight, true}}}
	} else {
		for _, line := range wrapToWidth(title, size, lastW*0.94) { // bold is a little wider
			head = append(head, []tipSeg{{line, kit.ColBrass, true}})
		}
		head = append(head, []tipSeg{{where, kit.ColHighlight, true}})
	}
	plain := func(lines []string) [][]tipSeg {
		out := make([][]tipSeg, len(lines))
		for i, line := range lines {
			out[i] = []tipSeg{{line, kit.ColText, false}}
		}
		return out
	}
	var pages [][][]tipSeg
	page, rest := head, c.tip.Text(l)
	for {
		free := perPage - len(page)
		if last := wrapToWidth(rest, size, lastW); len(last) <= free {
			pages = append(pages, append(page, plain(last)...))
			break
		}
		if free <= 0 {
			pages = append(pages, page)
			page = nil
			continue
		}
		lines := wrapToWidth(rest, size, textW)
		pages = append(pages, append(page, plain(lines[:free])...))
		page, rest = nil, strings.Join(lines[free:], " ")
	}
	return pages, size
}

// tipWords is a tip page's lines as the tile the tests and the markup
// read (named after c's concept), inner high.
func (tg *teaching) tipWords(c *queuedTip, page [][]tipSeg, size, inner float32) *widgets.Tile {
	k := tg.k
	var rows []fyne.CanvasObject
	for _, line := range page {
		var segs []fyne.CanvasObject
		for _, sg := range line {
			t := canvas.NewText(sg.text, sg.ink)
			t.TextSize, t.TextStyle = size, fyne.TextStyle{Bold: sg.bold}
			segs = append(segs, t)
		}
		rows = append(rows, container.New(layout.NewCustomPaddedHBoxLayout(textWidthAt("   ", size, true)), segs...))
	}
	words := widgets.NewTile(color.Transparent) // the tip's words, for tests and markup
	words.Name = "tip:" + string(c.tip.Concept)
	words.Content = widgets.Rows([]float32{1, 0, 1}, 0, layout.NewSpacer(), container.New(layout.NewCustomPaddedVBoxLayout(0), rows...), layout.NewSpacer())
	words.Min = fyne.NewSize(k.u(60), inner)
	return words
}

// gotItLeft is a compact tip's row (tipPanel) with Got it moved to its
// left end: the words beside the buttons (the words, Stop teaching, Got
// it), or the buttons in the title's row (that row, then the text).
func (tg *teaching) gotItLeft(row *fyne.Container, tp tipPanel) fyne.CanvasObject {
	k := tg.k
	objs := row.Objects
	if len(objs) == 3 {
		return widgets.Cols([]float32{0, 1, 0}, k.u(6), tp.gotIt, objs[0], tp.stop)
	}
	head := objs[0].(*fyne.Container).Objects // title, where, Stop teaching, Got it
	return widgets.Rows([]float32{0, 0}, 0, widgets.Cols([]float32{0, 1, 0, 0}, k.u(6), tp.gotIt, head[0], head[1], tp.stop), objs[1])
}

// inert makes every tile of o take no tap, and hides the operator gear
// (the row that shows o has its own) and the "Last moves" button.
func inert(o fyne.CanvasObject) {
	switch x := o.(type) {
	case *widgets.Tile:
		x.OnTapped = nil
		if x.Name == "operator" || x.Name == "log" {
			x.Hide()
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			inert(c)
		}
	}
}

// hideGear hides the operator gear in o: a tip's round card is the round
// bar, whose gear the shell draws in its slot (the screen under the tip
// keeps the one that takes a tap).
func hideGear(o fyne.CanvasObject) {
	switch x := o.(type) {
	case *widgets.Tile:
		if x.Name == "operator" {
			x.Hide()
		}
		if x.Content != nil {
			hideGear(x.Content)
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			hideGear(c)
		}
	}
}

// absRect is the place on the window of the tile named name in screen
// (laid out at size first), if it is there.
func absRect(screen fyne.CanvasObject, name string, size fyne.Size) (fyne.Position, fyne.Size, bool) {
	screen.Resize(size)
	var walk func(o fyne.CanvasObject, at fyne.Position) (fyne.Position, fyne.Size, bool)
	walk = func(o fyne.CanvasObject, at fyne.Position) (fyne.Position, fyne.Size, bool) {
		if o == nil || !o.Visible() {
			return fyne.Position{}, fyne.Size{}, false
		}
		at = at.Add(o.Position())
		switch x := o.(type) {
		case *widgets.Tile:
			if x.Name == name {
				return at, x.Size(), true
			}
		case *fyne.Container:
			for _, c := range x.Objects {
				if p, s, ok := walk(c, at); ok {
					return p, s, true
				}
			}
		}
		return fyne.Position{}, fyne.Size{}, false
	}
	return walk(screen, fyne.Position{})
}

// litOn reports whether the screen built shows place lit (its "lit:" tag).
func litOn(o fyne.CanvasObject, place teach.Place) bool {
	switch x := o.(type) {
	case *widgets.Tile:
		return x.Name == "lit:"+string(place)
	case *fyne.Container:
		for _, c := range x.Objects {
			if litOn(c, place) {
				return true
			}
		}
	case *container.Scroll:
		return litOn(x.Content, place)
	}
	return false
}

// atLayout puts its objects at pos, size.
type atLayout struct {
	pos  fyne.Position
	size fyne.Size
}

func (l *atLayout) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	for _, o := range objs {
		o.Move(l.pos)
		o.Resize(l.size)
	}
}

func (l *atLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// textWidthAt measures s at size.
func textWidthAt(s string, size float32, bold bool) float32 {
	return kit.MeasureText(s, size, fyne.TextStyle{Bold: bold}).Width
}

// wrapToWidth cuts text into lines no wider than width at size (a word
// wider than the line stays whole on its own line).
func wrapToWidth(text string, size, width float32) []string {
	var lines []string
	line := ""
	for _, w := range splitWords(text) {
		try := w
		if line != "" {
			try = line + " " + w
		}
		if line != "" && textWidthAt(try, size, false) > width {
			lines = append(lines, line)
			line = w
			continue
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

func splitWords(s string) []string {
	var out []string
	word := []rune{}
	for _, r := range s {
		if r == ' ' || r == '\n' || r == '\t' {
			if len(word) > 0 {
				out = append(out, string(word))
				word = word[:0]
			}
			continue
		}
		word = append(word, r)
	}
	if len(word) > 0 {
		out = append(out, string(word))
	}
	return out
}

// teachSetupRow is the set-up screen's teaching row: "First game? Learn as
// you play" (one tap) and "New to a module…", which opens the switches;
// low, it takes no more height than the hint it replaces in a full column.
func (tg *teaching) teachSetupRow(low bool) fyne.CanvasObject {
	k := tg.k
	h := float32(kit.TouchHeight * 0.8)
	if low {
		h = 40 // still a touch target (at least 40 px each way)
	}
	d := &k.draft
	kind := kit.BtnQuiet
	if d.teach.FirstGame {
		kind = kit.BtnSelected
	}
	first := k.look.Button(kit.Tr(k.lang, "tip.first"), kind, func() {
		d.teach.FirstGame = !d.teach.FirstGame
	})
	first.Lines = []string{kit.Tr(k.lang, "tip.first"), kit.Tr(k.lang, "tip.firstLearn")} // two lines: a readable size
	first.Name = "teach:first"
	first.TextSize = k.u(16)
	first.MinTextSize = k.u(14)
	first.Min = k.sz(120, h)
	kind = kit.BtnQuiet
	label := kit.Tr(k.lang, "tip.modules")
	if n := tg.newModules(); n > 0 && !d.teach.FirstGame {
		kind = kit.BtnSelected
		label = kit.TrN(k.lang, "tip.modulesOn", n) // "New to 1 module", "New to 2 modules"
	}
	mods := k.look.Button(label, kind, func() { tg.picking = true })
	mods.Name = "teach:modules"
	mods.TextSize = k.u(16)
	mods.MinTextSize = k.u(13)
	mods.Min = k.sz(90, h)
	return widgets.Cols([]float32{1.4, 1}, k.u(4), first, mods)
}

// newModules counts the modules of the chosen game the table is new to.
func (tg *teaching) newModules() int {
	k := tg.k
	n := 0
	for _, m := range teach.ModulesOf(k.draft.gameName()) {
		if slices.Contains(k.draft.teach.New, m) {
			n++
		}
	}
	return n
}

// teachPicker is the "new to this module" switches, over the set-up screen.
func (tg *teaching) teachPicker() fyne.CanvasObject {
	k := tg.k
	d := &k.draft
	head := k.look.Tile(nil, kit.ColBrass, 18, kit.Tr(k.lang, "tip.pickTitle"))
	head.Bold = true
	head.MinTextSize = k.u(14)
	head.Min = k.sz(100, 28)
	help := k.look.Tile(nil, kit.ColText, 15, kit.Tr(k.lang, "tip.pickHelp"))
	help.MinTextSize = k.u(14)
	help.Min = k.sz(100, 24)
	var switches []fyne.CanvasObject
	for _, m := range teach.ModulesOf(k.draft.gameName()) {
		mod := m
		on := slices.Contains(d.teach.New, mod)
		kind := kit.BtnQuiet
		mark := "○ "
		if on {
			kind, mark = kit.BtnSelected, "✓ "
		}
		b := k.look.Button(mark+kit.Tr(k.lang, "tip.module."+string(mod)), kind, func() {
			if i := slices.Index(d.teach.New, mod); i >= 0 {
				d.teach.New = slices.Delete(d.teach.New, i, i+1)
				return
			}
			d.teach.New = append(d.teach.New, mod)
		})
		b.Name = "teach:module:" + string(mod)
		b.TextSize = k.u(16)
		b.MinTextSize = k.u(14)
		b.Min = k.sz(100, kit.TouchHeight*0.8)
		switches = append(switches, b)
	}
	done := k.look.Button(kit.Tr(k.lang, "tip.done"), kit.BtnPrimary, func() { tg.picking = false })
	done.Name = "teach:done"
	done.Min = k.sz(140, kit.TouchHeight*0.8)
	grid := widgets.Grid(2, k.sz(100, kit.TouchHeight*0.8), k.u(6), switches...)
	content := widgets.Rows([]float32{0, 0, 1, 0}, k.u(6), head, help, grid, widgets.Cols([]float32{1, 0}, 0, layout.NewSpacer(), done))
	return k.look.Dialog(content, 0.86, 0.8, func() { tg.picking = false })
}
