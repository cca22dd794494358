package kiosk

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

func (k *Kiosk) overlayObject() fyne.CanvasObject {
	switch k.nav.overlay {
	case overlayHelp:
		return k.helpOverlay()
	case overlayPIN:
		return k.op.pinOverlay()
	case overlayOperator:
		return k.op.menuOverlay()
	case overlayHistory:
		return k.op.historyOverlay()
	case overlayConfirmEnd:
		return k.op.confirmEndOverlay()
	case overlayBoard:
		if k.nav.boardOverlay != nil {
			return k.nav.boardOverlay()
		}
	}
	return nil
}

// dialog centres content on a backdrop at a share of the screen (the
// drawing kit's Dialog).
func dialog(lk *kit.Kit, content fyne.CanvasObject, w, h float32, onBackdrop func()) fyne.CanvasObject {
	return lk.Dialog(content, w, h, onBackdrop)
}

// dialog centres content on a backdrop at a share of the screen (the
// package's dialog, in the kiosk's drawing kit).
func (k *Kiosk) dialog(content fyne.CanvasObject, w, h float32, onBackdrop func()) fyne.CanvasObject {
	return dialog(&k.look, content, w, h, onBackdrop)
}

func (k *Kiosk) helpOverlay() fyne.CanvasObject {
	var title, text string
	if k.nav.helpText != nil {
		title, text = k.nav.helpText()
	}
	t := k.look.Label(title, theme.SizeNameHeadingText, true)
	body := k.look.Label(text, theme.SizeNameSubHeadingText, false)
	close := k.button(kit.Tr(k.lang, "help.close"), kit.BtnPrimary, k.nav.closeOverlay)
	close.Name = "help-close"
	content := widgets.Rows([]float32{0, 1, 0}, k.u(6), t, container.NewVScroll(body), close)
	return k.dialog(content, 0.86, 0.84, k.nav.closeOverlay)
}

// attractScreen is the welcome screen after an idle reset: the title, the
// six bandits, the languages, and the way back into a game or a new one.
func (k *Kiosk) attractScreen() fyne.CanvasObject {
	title := k.look.Text(kit.Tr(k.lang, "attract.title"), 64, kit.ColBrass, true)
	sub := k.look.Text(kit.Tr(k.lang, "attract.sub"), 22, kit.ColText, false)
	bandits := k.boardFor("").Welcome(k.sz(100, 44))
	var buttons []fyne.CanvasObject
	if k.nav.live() {
		resume := k.button(kit.Tr(k.lang, "attract.resume"), kit.BtnPrimary, k.nav.resumeGame)
		resume.Name = "attract:resume"
		buttons = append(buttons, widgets.Fixed(k.sz(300, kit.TouchHeight), resume))
	}
	newg := k.button(kit.Tr(k.lang, "attract.new"), kit.BtnNormal, func() {
		k.newForm()
		k.nav.screen = screenSetup
	})
	if len(buttons) == 0 {
		newg = k.button(kit.Tr(k.lang, "attract.new"), kit.BtnPrimary, func() {
			k.newForm()
			k.nav.screen = screenSetup
		})
	}
	newg.Name = "attract:new"
	buttons = append(buttons, widgets.Fixed(k.sz(300, kit.TouchHeight), newg))
	tapAll := widgets.NewTile(nil)
	tapAll.Name = "attract"
	tapAll.OnTapped = k.act(k.nav.leaveAttract)
	col := container.NewVBox(
		container.NewCenter(title), container.NewCenter(sub),
		k.pad(container.NewGridWithColumns(len(bandits), bandits...), 6),
		container.NewCenter(container.NewHBox(buttons...)),
		k.pad(languageRow(&k.look, "lang:", k.lang, k.setLanguage), 6))
	return container.NewStack(canvas.NewRectangle(kit.ColBackground), tapAll, k.pad(container.NewCenter(col), 16))
}

// ledPlayers is how many seat LEDs the strip shows: the game's players, or
// on the set-up form the count being chosen.
func (k *Kiosk) ledPlayers() int {
	if k.nav.screen == screenSetup || !k.t.Playing() {
		return k.boardFor(k.draft.game).DraftPlayers()
	}
	return k.gamePlayers()
}
