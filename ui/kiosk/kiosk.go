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
	"slices"
	"time"

	"fyne.io/fyne/v2"
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
	k.look = kit.Kit{Scale: &k.scale, Taps: &k.taps, Tap: k.act}
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
	for _, gc := range kit.Games() { // every game's board at once: its card data read at start
		k.boardFor(gc.Name)
	}
	k.lastInput = k.clock.Now()
	k.root = container.NewStack()
	win.SetContent(container.New(&scaleWatcher{k: k}, k.root))
	if k.t.Playing() {
		k.screen = screenGame // a game resumed after a restart
		if _, ok := i18n.ParseLang(opts.Config.ResumeLanguage); ok {
			k.lang = opts.Config.ResumeLanguage // in the guests' language, not the default
		}
		k.resumeTeaching() // and taught from where it was (teach.go)
	}
	k.t.AttachPresenter() // phones follow this screen (presenter.go)
	k.pres.version = k.gameVersion()
	k.cancelSub = k.t.Subscribe(func(u table.Update) {
		k.mu.Lock()
		k.pending = append(k.pending, u)
		k.mu.Unlock()
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
					fyne.Do(k.refreshLEDs)
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
// them with PaceBots): once the screen has shown every step and nothing is
// on top of it, the next bot move is let through after a short pause — so
// each bot move is shown like a person's, none plays during the set-up, and
// switching every seat to a bot does not play the game out at once. On an
// all-bot table the narration pages turn by themselves.
func (k *Kiosk) pace() {
	if k.closed() { // no bot plays on a closed kiosk's table
		return
	}
	now := k.clock.Now()
	if !k.t.Playing() || k.screen != screenGame || k.overlay != overlayNone || k.tipWaiting() && !k.allBots() {
		k.botDue, k.stepDue = time.Time{}, time.Time{}
		return
	}
	if k.tipWaiting() { // an all-bot table: nobody to tap "Got it", the tip goes like a page
		if k.stepDue.IsZero() {
			k.stepDue = now.Add(demoStepPause)
		} else if !now.Before(k.stepDue) {
			k.stepDue = time.Time{}
			k.gotIt()
			k.render()
		}
		return
	}
	if k.board().Narrating() {
		k.botDue = time.Time{}
		if !k.allBots() {
			return
		}
		if k.stepDue.IsZero() {
			k.stepDue = now.Add(demoStepPause)
			return
		}
		if !now.Before(k.stepDue) {
			k.stepDue = time.Time{}
			k.board().Next()
			k.render()
		}
		return
	}
	k.stepDue = time.Time{}
	// a Hard bot thinking does not hold the pause: it searched while the
	// table narrated, and its move lands when the pause ends (or its search)
	if !k.t.BotOwes() {
		k.botDue = time.Time{}
		return
	}
	if k.botDue.IsZero() {
		pause := k.botPauseNow()
		k.botDue = now.Add(pause)
		return
	}
	if now.Before(k.botDue) {
		return
	}
	k.botDue = time.Time{}
	k.t.LetBotsPlay(k.gameVersion())
}

// allBots reports whether every seat is played by a bot (a demo table).
func (k *Kiosk) allBots() bool {
	seats := k.t.Seats()
	for _, si := range seats {
		if !si.Mode.IsBot() {
			return false
		}
	}
	return len(seats) > 0
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
	k.mu.Lock()
	ups := k.pending
	k.pending = nil
	k.mu.Unlock()
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
	if n <= 0 || k.screen == screenAttract {
		return
	}
	k.mu.Lock()
	idle := k.clock.Now().Sub(k.lastInput)
	k.mu.Unlock()
	if idle < time.Duration(n)*time.Minute {
		return
	}
	k.screen = screenAttract
	k.overlay = overlayNone
	k.opState = operatorState{}
	k.board().Hide()
	k.setLanguage(k.defaultLang)
	k.newForm()
	k.resetVoice() // a new group finds the voice switch where the configuration puts it
	k.tour = tour{}
	k.render()
}

// onUpdate applies one table update to the presentation state (the
// narration steps, the screen after a new game); render draws it.
func (k *Kiosk) onUpdate(u table.Update) {
	k.touched()
	k.pres.applied(u.Version, u.Reason)
	if u.Notice != "" { // the table's word to the operator (a full SD card, a damaged journal): stays until dismissed
		b := kit.Tr(k.lang, "banner.notice", "err", u.Notice)
		if !slices.Contains(k.banners, b) {
			k.banners = append(k.banners, b)
		}
	}
	k.showCannotSave(u.CannotSave)
	switch u.Reason {
	case "notice":
		return // only the table's ability to save changed: the game did not
	case "new":
		k.ended = nil
		k.screen = screenPhysical
		k.physSeat = -1
		k.physPage = 0
		k.physOpen = true
	}
	k.boardFor(u.Game).Update(u) // the board's narration (an undo drops what it undid)
	k.teachUpdate(u)
}

// showCannotSave keeps the banner saying the table cannot save moves (a
// full SD card) while an update says so (why: the table's reason), and
// takes it down by itself once the table saves again.
func (k *Kiosk) showCannotSave(why string) {
	b := ""
	if why != "" {
		b = kit.Tr(k.lang, "banner.cannotSave", "err", why)
	}
	if b == k.saveBanner {
		return
	}
	if i := slices.Index(k.banners, k.saveBanner); k.saveBanner != "" && i >= 0 {
		k.banners = slices.Delete(k.banners, i, i+1)
	}
	k.saveBanner = b
	if b != "" {
		k.banners = append(k.banners, b)
	}
}

// keyDown feeds the keyboard stand-in; without one, Space continues.
func (k *Kiosk) keyDown(name string) {
	if k.opts.Keys != nil && k.opts.Keys.KeyDown(name) {
		return
	}
	if k.opts.Keys == nil && name == string(fyne.KeySpace) {
		k.touched()
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
	k.touched()
	if p.Source == hw.TableButton {
		if p.Kind == hw.Long && k.voiceActive() {
			k.repeatSpeech() // a long press: the voice says the screen again
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
		if k.overlay == overlayNone {
			k.openOperator()
			k.render()
		}
		return
	}
	if k.screen == screenAttract {
		k.leaveAttract()
		k.render()
		return
	}
	if k.screen == screenGame {
		k.board().Press(engine.Seat(seat))
		k.render()
	}
}

// tableButton is the table button, the Space key and the on-screen Continue.
func (k *Kiosk) tableButton() {
	switch {
	case k.overlay != overlayNone:
		return
	case k.tipWaiting():
		k.gotIt() // the table button answers the tip first
	case k.screen == screenAttract:
		k.leaveAttract()
	case k.screen == screenPhysical && k.physPage < k.physCount-1:
		k.physPage++ // the next page of set-up instructions
	case k.screen == screenPhysical:
		k.beginPlay()
	case k.screen == screenGame && k.board().Narrating():
		k.board().Next()
	}
}

func (k *Kiosk) leaveAttract() {
	if k.live() {
		k.resumeGame()
		return
	}
	k.screen = screenSetup
}

// beginPlay leaves the set-up pages for the game.
func (k *Kiosk) beginPlay() {
	k.screen = screenGame
	k.physOpen = false
}

// resumeGame goes back to the game in play from the new-game form or the
// welcome screen: to its set-up pages, at the page left, while the table
// has not finished them (issue 34: "Back to the game" skipped them).
func (k *Kiosk) resumeGame() {
	if k.physOpen {
		k.screen = screenPhysical
		return
	}
	k.screen = screenGame
}

// signal maps the screen onto what the seat LEDs show.
func (k *Kiosk) signal() hw.TurnSignal {
	ts := hw.TurnSignal{Active: hw.NoSeat}
	if !k.t.Playing() || k.screen == screenSetup || k.screen == screenAttract || k.screen == screenPhysical {
		ts.Phase = hw.PhaseSetup
		ts.Players = k.boardFor(k.draft.game).DraftPlayers()
		if k.screen == screenPhysical {
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
	if k.screen != screenSetup {
		k.tour = tour{} // the overview lives over the set-up form only
	}
	k.teachPrepare() // the tip on screen, whose place the screen lights
	var screen fyne.CanvasObject
	switch k.screen {
	case screenAttract:
		screen = k.attractScreen()
	case screenSetup:
		screen = k.setupScreen()
	case screenPhysical:
		screen = k.board().PhysicalScreen()
	case screenEnded:
		if k.ended == nil {
			screen = k.setupScreen()
		} else {
			screen = k.boardFor(k.ended.game).EndedScreen(k.ended.result)
		}
	default:
		if !k.t.Playing() {
			k.screen = screenSetup
			screen = k.setupScreen()
		} else {
			screen = k.board().GameScreen()
		}
	}
	if b := k.bannerObject(); b != nil {
		screen = widgets.Rows([]float32{0, 1}, 0, b, screen)
	}
	if k.opts.Keys != nil {
		// the keyboard stand-in's LEDs, on a thin strip of their own
		strip := k.background(kit.ColBackground, container.NewHBox(layout.NewSpacer(), k.ledStrip()))
		screen = widgets.Rows([]float32{1, 0}, 0, screen, strip)
	}
	objs := []fyne.CanvasObject{screen}
	if o := k.tipLayer(screen); o != nil && k.overlay == overlayNone {
		objs = append(objs, o)
	}
	if o := k.overlayObject(); o != nil {
		objs = append(objs, o)
	}
	k.root.Objects = objs
	k.root.Refresh()
	k.showLights()
	k.present()
	k.speakScreen()
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

// toastObject shows the last refusal or note, if any.
func (k *Kiosk) toastObject() fyne.CanvasObject {
	if k.toast == "" {
		return layout.NewSpacer()
	}
	t := k.tile(kit.ColDanger, kit.ColText, 14, k.toast)
	t.Min = k.sz(100, 26)
	t.OnTapped = k.act(func() { k.toast = "" })
	return t
}
