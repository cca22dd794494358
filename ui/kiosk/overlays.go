package kiosk

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

func (k *Kiosk) overlayObject() fyne.CanvasObject {
	switch k.nav.overlay {
	case overlayHelp:
		return k.nav.helpOverlay()
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

// attractScreen is the welcome screen after an idle reset: the title, the
// six bandits, the languages, and the way back into a game or a new one.
func (k *Kiosk) attractScreen() fyne.CanvasObject {
	title := k.look.Text(kit.Tr(k.lang, "attract.title"), 64, kit.ColBrass, true)
	sub := k.look.Text(kit.Tr(k.lang, "attract.sub"), 22, kit.ColText, false)
	bandits := k.boardFor("").Welcome(k.sz(100, 44))
	var buttons []fyne.CanvasObject
	if k.nav.live() {
		resume := k.look.Button(kit.Tr(k.lang, "attract.resume"), kit.BtnPrimary, k.nav.resumeGame)
		resume.Name = "attract:resume"
		buttons = append(buttons, widgets.Fixed(k.sz(300, kit.TouchHeight), resume))
	}
	newg := k.look.Button(kit.Tr(k.lang, "attract.new"), kit.BtnNormal, func() {
		k.newForm()
		k.nav.screen = screenSetup
	})
	if len(buttons) == 0 {
		newg = k.look.Button(kit.Tr(k.lang, "attract.new"), kit.BtnPrimary, func() {
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
		k.look.Pad(container.NewGridWithColumns(len(bandits), bandits...), 6),
		container.NewCenter(container.NewHBox(buttons...)),
		k.look.Pad(languageRow(&k.look, "lang:", k.lang, k.setLanguage), 6))
	return container.NewStack(canvas.NewRectangle(kit.ColBackground), tapAll, k.look.Pad(container.NewCenter(col), 16))
}

// ledPlayers is how many seat LEDs the strip shows: the game's players, or
// on the set-up form the count being chosen.
func (k *Kiosk) ledPlayers() int {
	if k.nav.screen == screenSetup || !k.t.Playing() {
		return k.boardFor(k.draft.game).DraftPlayers()
	}
	return k.gamePlayers()
}
