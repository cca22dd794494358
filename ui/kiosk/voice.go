package kiosk

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"colt/engine"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/voice"
)

// The voice (issue 35, ui/voice): the shell owns the table's Speaker. After
// every render it asks the board of the game on show (kit.Speaking) what
// the screen says to the whole table, with the shared teaching tip on
// screen, and says it when it changed — a new page cuts the one being
// spoken (Continue) — then synthesises the page Continue will show next.
// The table decides: the set-up screen's voice switch (kept for "same
// players again", back to the configuration's voice at an idle reset;
// hidden in a quiet café), the volume in the operator menu, and "repeat":
// the small button beside the operator gear, or a long press of the table
// button.

// voicePart is the shell's part of the voice: the Speaker, the switch,
// what was said. It reaches the settings, the drawing kit, the language
// and, through voiceLinks, the banners and the screen's story.
type voicePart struct {
	sp *voice.Speaker // nil: no voice (a quiet café, no espeak-ng)
	on bool           // the set-up screen's switch
	// page and tip are the keys of what was said last: the screen's
	// story (with its screen and narration page) and the tip's
	page, tip string
	story     voice.Story // the screen's story with its tip: what repeat says
	errShown  bool        // the Speaker's error went to the banner
	// said counts the stories said (tests, figures)
	said []voice.Story

	cfg   *Settings
	err   error // the voice's error at start (Options.VoiceErr: no sound card)
	look  *kit.Kit
	lang  *string
	links voiceLinks
}

// voiceLinks are what the voice asks of the rest of the kiosk.
type voiceLinks struct {
	banner func(msg string) // tells the operator, once
	quiet  func() bool      // something on top of the screen (help, the operator menu): nothing new is said
	onGame func() bool      // a game screen is up (the repeat button's place)
	// spoken is what the screen on show says and the shared tip on it,
	// with a key that changes with the screen and its narration page
	spoken func() (key string, page, tip voice.Story)
	next   func() voice.Story // what the page Continue shows next will say
}

func (v *voicePart) wire(cfg *Settings, err error, look *kit.Kit, lang *string, links voiceLinks) {
	v.cfg, v.err, v.look, v.lang, v.links = cfg, err, look, lang, links
}

// allowed reports whether the table may switch the voice on: not in a
// quiet café, and with espeak-ng (without it, the launcher's banner says
// what to install).
func (v *voicePart) allowed() bool { return v.cfg.VoiceAllowed && v.sp != nil }

// active reports whether the voice speaks now.
func (v *voicePart) active() bool { return v.allowed() && v.on }

// reset puts the switch back where a new group finds it.
func (v *voicePart) reset() { v.set(v.cfg.VoiceOn) }

// set switches the voice on or off; off cuts the speech at once.
func (v *voicePart) set(on bool) {
	v.on = on
	if !on && v.sp != nil {
		v.sp.Stop()
	}
	v.page, v.tip = "", ""
	v.story = voice.Story{}
}

// screenStory is what the screen on show says to the whole table, and the
// shared teaching tip on it: a game screen, a page of the physical set-up,
// the scores of a game the operator ended.
func (k *Kiosk) screenStory() (page, tip voice.Story) {
	l, _ := i18n.ParseLang(k.lang)
	page, tip = voice.NewStory(l), voice.NewStory(l)
	switch {
	case k.nav.screen == screenPhysical && k.t.Playing():
		if sp, ok := k.board().Board.(kit.Speaking); ok && k.nav.physPage < len(k.nav.physLines) {
			page = sp.PhysicalSpeech(k.nav.physLines[k.nav.physPage], k.nav.physPage)
		}
		return
	case k.nav.screen == screenEnded && k.nav.ended != nil:
		if sp, ok := k.boardFor(k.nav.ended.game).Board.(kit.Speaking); ok {
			page = sp.EndedSpeech(k.nav.ended.result)
		}
		return
	case k.nav.screen != screenGame || !k.t.Playing():
		return
	}
	if sp, ok := k.board().Board.(kit.Speaking); ok {
		page = sp.Speech()
	}
	if c := k.teaching.current; c != nil && c.seat == engine.NoSeat {
		if _, own := k.board().TeachSeat(); !own { // never over a seat's own page
			tip = tip.With(voice.OnScreen(voice.Tip, c.tip.Title(l)), voice.OnScreen(voice.Tip, c.tip.Text(l)))
		}
	}
	return
}

// spoken is the screen's story and tip (screenStory) with the key of the
// page: the screen, the set-up page, the narration page and the words.
func (k *Kiosk) spoken() (key string, page, tip voice.Story) {
	page, tip = k.screenStory()
	key = fmt.Sprintf("%d/%d/%d/%s/%s", k.nav.screen, k.nav.physPage, k.board().NarrationMark(), page.Lang(), page.Spoken())
	return key, page, tip
}

// nextStory is what the page Continue shows next will say, when it is known:
// the next set-up page, the game's next narration page.
func (k *Kiosk) nextStory() voice.Story {
	sp, ok := k.board().Board.(kit.Speaking)
	switch {
	case !ok || !k.t.Playing():
	case k.nav.screen == screenPhysical && k.nav.physPage+1 < len(k.nav.physLines):
		return sp.PhysicalSpeech(k.nav.physLines[k.nav.physPage+1], k.nav.physPage+1)
	case k.nav.screen == screenGame:
		return sp.NextSpeech()
	}
	return voice.Story{}
}

// speak says what the screen just drawn says, when it changed (render
// calls it last).
func (v *voicePart) speak() {
	if v.sp == nil {
		return
	}
	err := v.sp.Err()
	if err == nil && v.on {
		err = v.err // no sound card: said once the table wants the voice
	}
	if err != nil && !v.errShown {
		v.errShown = true
		v.links.banner(err.Error())
	}
	if !v.active() || v.links.quiet() {
		return // off, or the help or the operator's menu on top: what was said stays
	}
	pageKey, page, tip := v.links.spoken()
	tipKey := tip.Spoken()
	switch {
	case pageKey != v.page:
		v.page, v.tip = pageKey, tipKey
		v.story = page.With(tip.Lines()...)
		v.say(v.story) // an empty story only cuts the one being spoken
		if next := v.links.next(); !next.Empty() {
			v.sp.Prefetch(next)
		}
	case tipKey != v.tip:
		v.tip = tipKey
		v.story = page.With(tip.Lines()...)
		if !tip.Empty() { // a new tip on the same page: only the tip
			v.say(tip)
		}
	}
}

func (v *voicePart) say(st voice.Story) {
	if !st.Empty() {
		v.said = append(v.said, st)
	}
	v.sp.Say(st)
}

// repeat says the screen's story again (the repeat button, a long press
// of the table button).
func (v *voicePart) repeat() {
	if v.active() && !v.story.Empty() {
		v.say(v.story)
	}
}

// withRepeat is the operator gear with the voice's repeat button beside
// it, on a game screen while the voice is on.
func (v *voicePart) withRepeat(gear fyne.CanvasObject) fyne.CanvasObject {
	if !v.active() || !v.links.onGame() {
		return gear
	}
	lk := v.look
	b := widgets.NewTile(kit.ColPanel, "")
	b.Radius = lk.U(8)
	b.Min = lk.Sz(kit.TouchHeight, kit.TouchHeight*0.8)
	b.Name = "voice-repeat"
	b.Content = container.New(&kit.PadLayout{P: lk.U(10)}, widget.NewIcon(theme.MediaReplayIcon()))
	b.OnTapped = lk.Act(v.repeat)
	return widgets.Cols([]float32{0, 0}, lk.U(4), b, gear)
}

// switchButton is the set-up screen's voice switch beside the gear (none
// in a quiet café or without a voice).
func (v *voicePart) switchButton(gear fyne.CanvasObject) fyne.CanvasObject {
	if !v.allowed() {
		return gear
	}
	lk := v.look
	kind, label := kit.BtnQuiet, kit.Tr(*v.lang, "voice.off")
	if v.on {
		kind, label = kit.BtnSelected, kit.Tr(*v.lang, "voice.on")
	}
	b := lk.Button(label, kind, func() { v.set(!v.on) })
	b.Name = "voice-switch"
	b.Min = lk.Sz(84, kit.TouchHeight*0.8)
	b.TextSize = lk.U(15)
	b.MinTextSize = lk.U(kit.MinText)
	return widgets.Cols([]float32{0, 0}, lk.U(6), b, gear)
}

// volumeRows are the operator menu's volume control (none without a
// voice).
func (v *voicePart) volumeRows() []fyne.CanvasObject {
	if !v.allowed() {
		return nil
	}
	lk, sp := v.look, v.sp
	step := func(d int) func() { return func() { sp.SetVolume(sp.Volume() + d) } }
	down := lk.Button("−", kit.BtnNormal, step(-10))
	down.Name = "op:volume:down"
	down.Min = lk.Sz(60, 40)
	up := lk.Button("+", kit.BtnNormal, step(10))
	up.Name = "op:volume:up"
	up.Min = lk.Sz(60, 40)
	level := lk.Tile(kit.ColPanel, kit.ColText, 15, fmt.Sprintf("%d %%", sp.Volume()))
	level.Name = "op:volume"
	level.Min = lk.Sz(70, 40)
	return []fyne.CanvasObject{lk.Text(kit.Tr(*v.lang, "voice.volume"), 15, kit.ColBrass, true),
		widgets.Cols([]float32{0, 1, 0}, lk.U(4), down, level, up)}
}
