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

// voiceState is the shell's part of the voice.
type voiceState struct {
	sp *voice.Speaker // nil: no voice (a quiet café, no espeak-ng)
	on bool           // the set-up screen's switch
	// page and tip are the keys of what was said last: the screen's
	// story (with its screen and narration page) and the tip's
	page, tip string
	story     voice.Story // the screen's story with its tip: what repeat says
	errShown  bool        // the Speaker's error went to the banner
	// said counts the stories said (tests, figures)
	said []voice.Story
}

// voiceAllowed reports whether the table may switch the voice on: not in
// a quiet café, and with espeak-ng (without it, the launcher's banner says
// what to install).
func (k *Kiosk) voiceAllowed() bool { return k.cfg.VoiceAllowed && k.voice.sp != nil }

// voiceActive reports whether the voice speaks now.
func (k *Kiosk) voiceActive() bool { return k.voiceAllowed() && k.voice.on }

// resetVoice puts the switch back where a new group finds it.
func (k *Kiosk) resetVoice() {
	k.setVoice(k.cfg.VoiceOn)
}

// setVoice switches the voice on or off; off cuts the speech at once.
func (k *Kiosk) setVoice(on bool) {
	k.voice.on = on
	if !on && k.voice.sp != nil {
		k.voice.sp.Stop()
	}
	k.voice.page, k.voice.tip = "", ""
	k.voice.story = voice.Story{}
}

// screenStory is what the screen on show says to the whole table, and the
// shared teaching tip on it: a game screen, a page of the physical set-up,
// the scores of a game the operator ended.
func (k *Kiosk) screenStory() (page, tip voice.Story) {
	l, _ := i18n.ParseLang(k.lang)
	page, tip = voice.NewStory(l), voice.NewStory(l)
	switch {
	case k.screen == screenPhysical && k.t.Playing():
		if sp, ok := k.board().Board.(kit.Speaking); ok && k.physPage < len(k.physLines) {
			page = sp.PhysicalSpeech(k.physLines[k.physPage], k.physPage)
		}
		return
	case k.screen == screenEnded && k.ended != nil:
		if sp, ok := k.boardFor(k.ended.game).Board.(kit.Speaking); ok {
			page = sp.EndedSpeech(k.ended.result)
		}
		return
	case k.screen != screenGame || !k.t.Playing():
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

// nextStory is what the page Continue shows next will say, when it is known:
// the next set-up page, the game's next narration page.
func (k *Kiosk) nextStory() voice.Story {
	sp, ok := k.board().Board.(kit.Speaking)
	switch {
	case !ok || !k.t.Playing():
	case k.screen == screenPhysical && k.physPage+1 < len(k.physLines):
		return sp.PhysicalSpeech(k.physLines[k.physPage+1], k.physPage+1)
	case k.screen == screenGame:
		return sp.NextSpeech()
	}
	return voice.Story{}
}

// speakScreen says what the screen just drawn says, when it changed
// (render calls it last).
func (k *Kiosk) speakScreen() {
	v := &k.voice
	if v.sp == nil {
		return
	}
	err := v.sp.Err()
	if err == nil && k.voice.on {
		err = k.opts.VoiceErr // no sound card: said once the table wants the voice
	}
	if err != nil && !v.errShown {
		v.errShown = true
		k.host().Banner(err.Error())
	}
	if !k.voiceActive() || k.overlay != overlayNone {
		return // off, or the help or the operator's menu on top: what was said stays
	}
	page, tip := k.screenStory()
	pageKey := fmt.Sprintf("%d/%d/%d/%s/%s", k.screen, k.physPage, k.board().NarrationMark(), page.Lang(), page.Spoken())
	tipKey := tip.Spoken()
	switch {
	case pageKey != v.page:
		v.page, v.tip = pageKey, tipKey
		v.story = page.With(tip.Lines()...)
		k.say(v.story) // an empty story only cuts the one being spoken
		if next := k.nextStory(); !next.Empty() {
			v.sp.Prefetch(next)
		}
	case tipKey != v.tip:
		v.tip = tipKey
		v.story = page.With(tip.Lines()...)
		if !tip.Empty() { // a new tip on the same page: only the tip
			k.say(tip)
		}
	}
}

func (k *Kiosk) say(st voice.Story) {
	if !st.Empty() {
		k.voice.said = append(k.voice.said, st)
	}
	k.voice.sp.Say(st)
}

// repeatSpeech says the screen's story again (the repeat button, a long
// press of the table button).
func (k *Kiosk) repeatSpeech() {
	if k.voiceActive() && !k.voice.story.Empty() {
		k.say(k.voice.story)
	}
}

// withRepeat is the operator gear with the voice's repeat button beside
// it, on a game screen while the voice is on.
func (k *Kiosk) withRepeat(gear fyne.CanvasObject) fyne.CanvasObject {
	if !k.voiceActive() || k.screen != screenGame {
		return gear
	}
	b := widgets.NewTile(kit.ColPanel, "")
	b.Radius = k.u(8)
	b.Min = k.sz(kit.TouchHeight, kit.TouchHeight*0.8)
	b.Name = "voice-repeat"
	b.Content = container.New(&kit.PadLayout{P: k.u(10)}, widget.NewIcon(theme.MediaReplayIcon()))
	b.OnTapped = k.act(k.repeatSpeech)
	return widgets.Cols([]float32{0, 0}, k.u(4), b, gear)
}

// voiceSwitch is the set-up screen's voice switch beside the gear (none
// in a quiet café or without a voice).
func (k *Kiosk) voiceSwitch(gear fyne.CanvasObject) fyne.CanvasObject {
	if !k.voiceAllowed() {
		return gear
	}
	kind, label := kit.BtnQuiet, kit.Tr(k.lang, "voice.off")
	if k.voice.on {
		kind, label = kit.BtnSelected, kit.Tr(k.lang, "voice.on")
	}
	b := k.button(label, kind, func() { k.setVoice(!k.voice.on) })
	b.Name = "voice-switch"
	b.Min = k.sz(84, kit.TouchHeight*0.8)
	b.TextSize = k.u(15)
	b.MinTextSize = k.u(kit.MinText)
	return widgets.Cols([]float32{0, 0}, k.u(6), b, gear)
}

// voiceVolumeRows are the operator menu's volume control (none without a
// voice).
func (k *Kiosk) voiceVolumeRows() []fyne.CanvasObject {
	if !k.voiceAllowed() {
		return nil
	}
	sp := k.voice.sp
	step := func(d int) func() { return func() { sp.SetVolume(sp.Volume() + d) } }
	down := k.button("−", kit.BtnNormal, step(-10))
	down.Name = "op:volume:down"
	down.Min = k.sz(60, 40)
	up := k.button("+", kit.BtnNormal, step(10))
	up.Name = "op:volume:up"
	up.Min = k.sz(60, 40)
	level := k.tile(kit.ColPanel, kit.ColText, 15, fmt.Sprintf("%d %%", sp.Volume()))
	level.Name = "op:volume"
	level.Min = k.sz(70, 40)
	return []fyne.CanvasObject{k.text(kit.Tr(k.lang, "voice.volume"), 15, kit.ColBrass, true),
		widgets.Cols([]float32{0, 1, 0}, k.u(4), down, level, up)}
}
