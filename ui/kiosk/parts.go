package kiosk

import (
	"image/color"
	"sync"

	"fyne.io/fyne/v2"

	"colt/engine"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// The Kiosk's parts. The plain ones hold one concern's state and the
// Kiosk reaches their fields through them (wiring, speech, window,
// screens, setupParts); the components own their state and their methods
// and reach the rest of the kiosk through narrow links set by wire:
// navigation (which screen and overlay, the set-up pages), the operator
// menu (operator.go), the voice (voice.go), the overview (overview.go),
// the presenter (presenter.go), the pacing (pace.go), the on-screen LEDs
// and the phone links (leds.go, phones.go). The plain parts are embedded;
// the components are named fields (k.nav, k.pacing, k.op, …), so their
// methods stay theirs and are not promoted onto Kiosk.

// wiring is what the kiosk was started with and its ties to the table:
// the window, the table, the configuration, the clock, the table
// subscription and the stop of its timers.
type wiring struct {
	win   fyne.Window
	t     *table.Table
	cfg   Settings
	opts  Options
	clock hw.Clock

	cancelSub    func()
	cancelPhones func() // ends the watch of the phones' connections (PhoneStatus)
	stop         chan struct{}
	stopOnce     sync.Once
}

// speech is how the kiosk speaks: the language on screen, the operator's
// default one, and fast mode (no pauses between Stealin' steps).
type speech struct {
	lang, defaultLang string
	fast              bool
}

// window is how the kiosk draws on its window: the content's root, the
// size factor (followed when autoScale), the drawing kit the shell and
// the boards draw with (look.go) and the last tap on a tile (a reveal
// ignores the second tap of a double tap, presenter.go).
type window struct {
	root      *fyne.Container
	scale     float32
	autoScale bool
	look      kit.Kit
	taps      widgets.TapLog
}

// screens is what the shell frames every screen with: the toast line, the
// banners (with the one saying the table cannot save moves, "" when it
// can), and the board of each game, made once (boardFor).
type screens struct {
	toast      string
	banners    bannerList
	saveBanner string
	boards     map[string]board
}

// setupParts are the shell's part of the new-game form (the game chosen,
// what the table wants taught; each board keeps the rest of its form).
type setupParts struct {
	draft setupDraft
}

type screenKind int

// Kiosk is the kiosk's user interface on one window: named parts, each
// owning its own state (parts.go).
type Kiosk struct {
	wiring                  // the table, the configuration, the clock, the subscription
	speech                  // the language on screen and fast mode
	window                  // the window, its scale, its drawing kit
	screens                 // the toast, the banners, the games' boards (each keeps its own narration, hand and form)
	setupParts              // the new-game form
	nav        navigation   // which screen and overlay are up, the set-up pages (navigation.go)
	pacing     pacing       // the updates not yet applied, the last input, the bots' pace (pace.go)
	op         operatorMenu // the operator menu (operator.go)
	pres       presenter    // what the screen has shown, told to the table (presenter.go)
	teaching   teaching     // teaching mode: the teacher and the tips to show (teach.go)
	voice      voicePart    // the voice: what was said, the switch (voice.go)
	tour       overview     // the "how to play" overview over the set-up form (overview.go)
	leds       ledStrip     // the keyboard stand-in's on-screen LEDs (leds.go)
	phones     phoneLinks   // the phones' QR codes and links (phones.go)
}

// wire links the components to what each needs of the rest of the kiosk
// (New calls it once the parts hold their start values).
func (k *Kiosk) wire() {
	k.nav.wire(k.t, &k.look, &k.lang, &k.phones, k.contentSize)
	k.pacing.clk, k.pacing.tbl, k.pacing.fastMode = k.clock, k.t, &k.fast
	k.pres.t = k.t
	k.op = operatorMenu{look: &k.look, lang: &k.lang, t: k.t, cfg: &k.cfg, nav: &k.nav, boards: k,
		phones: func() bool { return k.opts.Phones != nil }, newForm: k.newForm, volumeRows: k.voice.volumeRows,
		defaultLang: func() string { return k.defaultLang },
		setDefault: func(l string) {
			k.defaultLang = l
			k.setLanguage(l)
			if save := k.opts.Config.SaveLanguage; save != nil {
				if err := save(l); err != nil {
					k.toast = err.Error()
				}
			}
		}}
	k.voice.wire(&k.cfg, k.opts.VoiceErr, &k.look, &k.lang, voiceLinks{
		banner: k.banners.add,
		quiet:  func() bool { return k.nav.overlay != overlayNone },
		onGame: func() bool { return k.nav.screen == screenGame },
		spoken: k.spoken,
		next:   k.nextStory,
	})
	k.tour.look, k.tour.lang = &k.look, &k.lang
	k.tour.pagesOf = func() []overviewPage { return k.boardFor(k.draft.game).OverviewPages() }
	k.leds = ledStrip{keys: func() *hw.Keys { return k.opts.Keys }, look: &k.look, lang: &k.lang, seatLook: func(s engine.Seat) (string, color.NRGBA, color.NRGBA) { return k.board().SeatLook(s) }}
	k.phones = phoneLinks{svc: &k.opts.Phones, look: &k.look, lang: &k.lang, seatName: func(s engine.Seat) string {
		name, _, _ := k.board().SeatLook(s)
		return name
	}}
}

// act wraps a tap handler: it counts as input and re-renders afterwards,
// with the table updates the tap caused already applied (so no frame shows
// the new state without its narration).
func (k *Kiosk) act(fn func()) func() {
	return func() {
		k.pacing.touched()
		k.toast = ""
		fn()
		k.applyPending()
		k.render()
	}
}

// u scales a design-size length (800×480 pixels) to the screen.
func (k *Kiosk) u(v float32) float32 { return v * k.scale }

func (k *Kiosk) sz(w, h float32) fyne.Size { return fyne.NewSize(k.u(w), k.u(h)) }

// The values the parts hold.

// endedGame is a game the operator ended early: its name and result.
type endedGame struct {
	game   string
	result any
}

// setupDraft is the shell's part of the new-game form: the game chosen and
// what the table wants taught (teach.go; kept for "Same players again").
// Each game's board keeps the rest of its form.
type setupDraft struct {
	game  string // the game chosen (engine/games name; "": Colt Express)
	teach teach.Plan
}

type overlayKind int

// operatorState is the operator menu's own input: the digits typed so far
// and the result of the last action.
type operatorState struct {
	pin     string
	wrong   bool
	message string
}

const (
	overlayNone       overlayKind = iota
	overlayHelp                   // a rule, on top of any screen
	overlayPIN                    // the operator PIN pad
	overlayOperator               // the operator menu
	overlayHistory                // finished games
	overlayConfirmEnd             // "end the game now?"
	overlayBoard                  // a board's own panel (kit.Nav.ShowOverlay)
)

const (
	screenSetup    screenKind = iota // choosing players, bandits, seats, language
	screenPhysical                   // how to lay out the physical train
	screenGame                       // the table (and every in-game sub-screen)
	screenAttract                    // idle: the welcome screen
	screenEnded                      // a game ended early by the operator: its scores
)
