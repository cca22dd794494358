// Package kiosk is the Fyne user interface of the table companion on the
// Raspberry Pi touchscreen: setup, the physical set-up of the train, the
// table, the hidden-card handoff, Stealin' resolution with pawn
// instructions, end-of-round events, final scores, rules help and the
// operator menu.
//
// The game lives only in engine/table. The kiosk subscribes to it, hops to
// the UI thread with fyne.Do, and rebuilds the current screen from the
// table's views; taps become table.Submit calls. What the kiosk keeps of its
// own is presentation only: which screen is up, the setup form being filled
// in, which narration steps the table has not yet read, and whether the
// current player has tapped to reveal their hand.
package kiosk

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"

	"colt/engine"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// New builds the kiosk on win and subscribes it to the table. Call Start
// to run its timers and read the panel, and Close when done.
func New(win fyne.Window, opts Options) *Kiosk {
	if opts.Clock == nil {
		opts.Clock = hw.SystemClock()
	}
	lang := opts.Config.Language
	if _, ok := i18n.ParseLang(lang); !ok {
		lang = "en"
	}
	k := &Kiosk{
		wiring: wiring{win: win, t: opts.Table, cfg: opts.Config, opts: opts, clock: opts.Clock, stop: make(chan struct{})},
		speech: speech{lang: lang, defaultLang: lang, fast: opts.Config.FastMode},
		window: window{scale: opts.Scale, autoScale: opts.Scale <= 0},
	}
	k.teaching.k = k // its teaching component (teach.go)
	k.banners = append([]string(nil), opts.Warnings...)
	k.voice.sp, k.voice.on = opts.Voice, opts.Config.VoiceOn
	k.taps.Now = func() time.Time { return k.clock.Now() }
	k.look = kit.Kit{Scale: &k.scale, Taps: &k.taps, Tap: k.act, Frame: k.frameSizes}
	if opts.PhonesErr != nil {
		k.banners = append(k.banners, kit.Tr(lang, "banner.phones", "err", opts.PhonesErr))
	}
	if opts.PanelErr != nil {
		k.banners = append(k.banners, kit.Tr(lang, "banner.panel", "err", opts.PanelErr))
	}
	if n := opts.Table.Notice(); n != "" {
		k.banners = append(k.banners, kit.Tr(lang, "banner.notice", "err", n))
	}
	if k.scale <= 0 {
		k.scale = kit.ScaleFor(win.Canvas().Size())
	}
	fyne.CurrentApp().Settings().SetTheme(kit.Theme{Scale: k.scale})
	k.draft = setupDraft{}
	k.wire()                         // each component's links to the rest of the kiosk (parts.go)
	for _, gc := range kit.Games() { // every game's board at once: its card data read at start
		k.boardFor(gc.Name)
	}
	k.pacing.lastInput = k.clock.Now()
	k.root = container.NewStack()
	win.SetContent(container.New(&scaleWatcher{k: k}, k.root))
	if k.t.Playing() {
		k.nav.screen = screenGame // a game resumed after a restart
		if _, ok := i18n.ParseLang(opts.Config.ResumeLanguage); ok {
			k.lang = opts.Config.ResumeLanguage // in the guests' language, not the default
		}
		k.teaching.resumeTeaching() // and taught from where it was (teach.go)
	}
	k.t.AttachPresenter() // phones follow this screen (presenter.go)
	k.pres.version = k.gameVersion()
	k.cancelSub = k.t.Subscribe(func(u table.Update) {
		k.pacing.push(u)
		fyne.Do(func() {
			if k.applyPending() {
				k.render()
			}
		})
	})
	k.watchPhones()
	if dc, ok := win.Canvas().(desktop.Canvas); ok {
		dc.SetOnKeyDown(func(e *fyne.KeyEvent) { k.keyDown(string(e.Name)) })
		dc.SetOnKeyUp(func(e *fyne.KeyEvent) { k.keyUp(string(e.Name)) })
	} else {
		win.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) { k.keyDown(string(e.Name)); k.keyUp(string(e.Name)) })
	}
	k.render()
	return k
}

// watchPhones redraws the screen whenever a phone connects or goes (a
// seat's phone status, PhoneStatus), when the phone service can tell.
func (k *Kiosk) watchPhones() {
	if ps, ok := k.opts.Phones.(PhoneStatus); ok {
		k.cancelPhones = ps.WatchPhones(func() { fyne.Do(k.render) })
	}
}

// Start runs the kiosk's timers (idle reset, on-screen LEDs) and reads the
// panel's button presses. Tests drive those by hand instead.
func (k *Kiosk) Start() {
	if k.opts.Panel != nil {
		go func() {
			for p := range k.opts.Panel.Presses() {
				fyne.Do(func() { k.HandlePress(p) })
			}
		}()
	}
	if k.cfg.IdleResetMinutes > 0 {
		tick := k.clock.NewTicker(15 * time.Second)
		go func() {
			defer tick.Stop()
			for {
				select {
				case <-tick.C():
					fyne.Do(k.CheckIdle)
				case <-k.stop:
					return
				}
			}
		}()
	}
	{
		tick := k.clock.NewTicker(paceTick)
		go func() {
			defer tick.Stop()
			for {
				select {
				case <-tick.C():
					fyne.Do(k.pace)
				case <-k.stop:
					return
				}
			}
		}()
	}
	if k.opts.Keys != nil {
		tick := time.NewTicker(hw.ChaseStep / 2)
		go func() {
			defer tick.Stop()
			for {
				select {
				case <-tick.C:
					fyne.Do(k.leds.refresh)
				case <-k.stop:
					return
				}
			}
		}()
	}
}

// Bot pacing: how often the kiosk looks, how long a bot's move waits after
// the screen has caught up, and how long an all-bot table shows each
// narration page (a demo nobody needs to touch).
const (
	paceTick      = 200 * time.Millisecond
	botPause      = 1200 * time.Millisecond
	fastBotPause  = 300 * time.Millisecond
	demoStepPause = 5 * time.Second
)

// closed reports whether the kiosk was closed (Close).
func (k *Kiosk) closed() bool {
	select {
	case <-k.stop:
		return true
	default:
		return false
	}
}

// pace lets the table's bots play at the narration's pace (the table holds
// them with PaceBots; pacing.tick decides) and, on an all-bot table, turns
// the narration pages and the tips by themselves.
func (k *Kiosk) pace() {
	if k.closed() { // no bot plays on a closed kiosk's table
		return
	}
	v := paceView{showing: k.t.Playing() && k.nav.screen == screenGame && k.nav.overlay == overlayNone,
		narrating: func() bool { return k.board().Narrating() }}
	v.tipWaiting = v.showing && k.teaching.tipWaiting()
	switch k.pacing.tick(v) {
	case paceGotIt:
		k.teaching.gotIt()
		k.render()
	case paceNext:
		k.board().Next()
		k.render()
	case paceBot:
		k.t.LetBotsPlay(k.gameVersion())
	}
}

// Close stops the timers and the table subscription.
func (k *Kiosk) Close() {
	k.stopOnce.Do(func() {
		close(k.stop)
		if k.voice.sp != nil {
			k.voice.sp.Stop()
		}
		if k.cancelSub != nil {
			k.cancelSub()
		}
		if k.cancelPhones != nil {
			k.cancelPhones()
		}
	})
}

// Language returns the language on screen.
func (k *Kiosk) Language() string { return k.lang }

// applyPending applies the table updates received so far, in order, and
// reports whether there were any. It runs on the UI thread.
func (k *Kiosk) applyPending() bool {
	ups := k.pacing.take()
	for _, u := range ups {
		k.onUpdate(u)
	}
	return len(ups) > 0
}

// CheckIdle goes back to the welcome screen (and the default language)
// after idle_reset_minutes without input. A timer calls it; tests call it
// after moving a fake clock.
func (k *Kiosk) CheckIdle() {
	n := k.cfg.IdleResetMinutes
	if n <= 0 || k.nav.screen == screenAttract {
		return
	}
	if k.pacing.idle() < time.Duration(n)*time.Minute {
		return
	}
	k.nav.screen = screenAttract
	k.nav.overlay = overlayNone
	k.op.state = operatorState{}
	k.board().Hide()
	k.setLanguage(k.defaultLang)
	k.newForm()
	k.voice.reset() // a new group finds the voice switch where the configuration puts it
	k.tour.close()
	k.render()
}

// onUpdate applies one table update to the presentation state (the
// narration steps, the screen after a new game); render draws it.
func (k *Kiosk) onUpdate(u table.Update) {
	k.pacing.touched()
	k.pres.applied(u.Version, u.Reason)
	if u.Notice != "" { // the table's word to the operator (a full SD card, a damaged journal): stays until dismissed
		k.banners.add(kit.Tr(k.lang, "banner.notice", "err", u.Notice))
	}
	// the banner saying the table cannot save moves (a full SD card) stays
	// while an update says so, and goes by itself once the table saves again
	cannot := ""
	if u.CannotSave != "" {
		cannot = kit.Tr(k.lang, "banner.cannotSave", "err", u.CannotSave)
	}
	k.saveBanner = k.banners.swap(k.saveBanner, cannot)
	switch u.Reason {
	case "notice":
		return // only the table's ability to save changed: the game did not
	case "new":
		k.nav.newGameShown()
		k.keepGuestsLanguage()
	}
	k.boardFor(u.Game).Update(u) // the board's narration (an undo drops what it undid)
	k.teaching.teachUpdate(u)
}

// keepGuestsLanguage keeps the language a new game is played in, for a
// resume after a power cut (the table's "new" update, whichever game).
func (k *Kiosk) keepGuestsLanguage() {
	if save := k.cfg.SaveGuestsLanguage; save != nil {
		save(k.lang)
	}
}

// keyDown feeds the keyboard stand-in; without one, Space continues.
func (k *Kiosk) keyDown(name string) {
	if k.opts.Keys != nil && k.opts.Keys.KeyDown(name) {
		return
	}
	if k.opts.Keys == nil && name == string(fyne.KeySpace) {
		k.pacing.touched()
		k.tableButton()
		k.render()
	}
}

func (k *Kiosk) keyUp(name string) {
	if k.opts.Keys != nil {
		k.opts.Keys.KeyUp(name)
	}
}

// HandlePress acts on a seat-panel button press: the table button
// continues, a seat button reveals that seat's hand when the screen waits
// for it (hw.AllowedReveal decides which presses count).
func (k *Kiosk) HandlePress(p hw.Press) {
	k.pacing.touched()
	if p.Source == hw.TableButton {
		if p.Kind == hw.Long && k.voice.active() {
			k.voice.repeat() // a long press: the voice says the screen again
			return
		}
		k.tableButton()
		k.render()
		return
	}
	seat, ok := p.Source.Seat()
	if !ok {
		return
	}
	if p.Kind == hw.Long {
		// a long press asks for help or an undo: the operator decides, behind the PIN
		if k.nav.overlay == overlayNone {
			k.op.open()
			k.render()
		}
		return
	}
	if k.nav.screen == screenAttract {
		k.nav.leaveAttract()
		k.render()
		return
	}
	if k.nav.screen == screenGame {
		k.board().Press(engine.Seat(seat))
		k.render()
	}
}

// tableButton is the table button, the Space key and the on-screen Continue.
func (k *Kiosk) tableButton() {
	switch {
	case k.nav.overlay != overlayNone:
		return
	case k.teaching.tipWaiting():
		k.teaching.gotIt() // the table button answers the tip first
	case k.nav.screen == screenAttract:
		k.nav.leaveAttract()
	case k.nav.screen == screenPhysical && k.nav.physPage < k.nav.physCount-1:
		k.nav.physPage++ // the next page of set-up instructions
	case k.nav.screen == screenPhysical:
		k.nav.beginPlay()
	case k.nav.screen == screenGame && k.board().Narrating():
		k.board().Next()
	}
}

// signal maps the screen onto what the seat LEDs show.
func (k *Kiosk) signal() hw.TurnSignal {
	ts := hw.TurnSignal{Active: hw.NoSeat}
	if !k.t.Playing() || k.nav.screen == screenSetup || k.nav.screen == screenAttract || k.nav.screen == screenPhysical {
		ts.Phase = hw.PhaseSetup
		ts.Players = k.boardFor(k.draft.game).DraftPlayers()
		if k.nav.screen == screenPhysical {
			ts.Players = k.gamePlayers()
		}
		return ts
	}
	return k.board().Signal()
}

// showLights puts the current signal on the panel.
func (k *Kiosk) showLights() {
	if k.opts.Panel == nil {
		return
	}
	hw.Show(k.opts.Panel, hw.Signals(k.signal()))
}

// render rebuilds the screen from the table and the kiosk's presentation
// state. It runs on the UI thread.
func (k *Kiosk) render() {
	if k.closed() { // a late update or timer draws nothing (the window may be another's by now)
		return
	}
	if k.nav.screen != screenSetup {
		k.tour.close() // the overview lives over the set-up form only
	}
	k.teaching.teachPrepare() // the tip on screen, whose place the screen lights
	var screen fyne.CanvasObject
	switch k.nav.screen {
	case screenAttract:
		screen = k.attractScreen()
	case screenSetup:
		screen = k.setupScreen()
	case screenPhysical:
		screen = k.physicalScreen(k.board().PhysicalScreen())
	case screenEnded:
		if k.nav.ended == nil {
			screen = k.setupScreen()
		} else {
			screen = k.framed(k.boardFor(k.nav.ended.game).EndedScreen(k.nav.ended.result))
		}
	default:
		if !k.t.Playing() {
			k.nav.screen = screenSetup
			screen = k.setupScreen()
		} else {
			screen = k.framed(k.board().GameScreen())
		}
	}
	hideBackdrop(screen)
	if b := k.banners.object(&k.look, k.lang); b != nil {
		screen = widgets.Rows([]float32{0, 1}, 0, b, screen)
	}
	if k.opts.Keys != nil {
		// the keyboard stand-in's LEDs, on a thin strip of their own
		strip := k.look.Background(kit.ColBackground, container.NewHBox(layout.NewSpacer(), k.leds.draw(k.ledPlayers(), k.nav.screen != screenSetup && k.t.Playing())))
		hideBackdrop(strip)
		screen = widgets.Rows([]float32{1, 0}, 0, screen, strip)
	}
	objs := []fyne.CanvasObject{screen}
	if o := k.teaching.tipLayer(screen); o != nil && k.nav.overlay == overlayNone {
		k.fillSlots(o) // a tip's round card has the gear's slot: filled as on the screen, and hidden
		hideGear(o)    // (the row that shows the tip has its own, teach.go's inert)
		objs = append(objs, o)
	}
	if o := k.overlayObject(); o != nil {
		objs = append(objs, o)
	}
	k.root.Objects = objs
	k.root.Refresh()
	k.showLights()
	k.pres.present(k.nav.screen == screenGame, k.board)
	k.voice.speak()
}

// hideBackdrop hides the backdrop of a screen drawn first in the window:
// a rectangle of the window's own background colour (kit.Theme's
// ColorNameBackground) under the whole screen, as kit.Background and the
// screens framed on it lay. The window clears to that colour before every
// frame, so drawing it again adds no pixel, only a second fill of the
// whole window: on a display drawn in software (a 1920×1080 kiosk under
// Xvfb), a fifth of the CPU time of the first frame (issue 33). A screen
// over another (an overlay, a tip) keeps its backdrop: this is called on
// the bottom layer only.
func hideBackdrop(o fyne.CanvasObject) {
	for range 4 { // through a screen's stacks: kit.Background's, framed's
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) == 0 || c.Layout != layout.NewStackLayout() {
			return
		}
		if r, ok := c.Objects[0].(*canvas.Rectangle); ok {
			if r.FillColor == kit.ColBackground && r.StrokeWidth == 0 && r.CornerRadius == 0 {
				r.Hide()
			}
			return
		}
		o = c.Objects[0]
	}
}

// scaleWatcher lays out the kiosk and, when the window is resized to a
// different size class, switches the theme's scale and redraws.
type scaleWatcher struct{ k *Kiosk }

func (s *scaleWatcher) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	k := s.k
	if !k.autoScale || size.Width < 10 {
		return
	}
	f := kit.ScaleFor(size)
	if d := f - k.scale; d > 0.02 || d < -0.02 {
		k.scale = f
		fyne.Do(func() {
			fyne.CurrentApp().Settings().SetTheme(kit.Theme{Scale: f})
			k.render()
		})
	}
}

func (s *scaleWatcher) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(kit.DesignSize.Width*0.8, kit.DesignSize.Height*0.8)
}
