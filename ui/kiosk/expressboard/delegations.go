package expressboard

import (
	"fyne.io/fyne/v2"

	"colt/engine/express"
	"colt/ui/i18n"
)

// The board's old names for what its parts now do, kept for the files
// other work changes at the same time (screen_game.go, pile.go,
// handpages.go, fit_layouts.go, roundcards.go, screen_steps.go,
// curtain.go, teach_places.go): each is one call to the part. Once those
// files call the parts themselves, this file goes.

func (k *Board) trainView(pv *express.PublicView, o trainOpts) fyne.CanvasObject {
	return k.art.trainView(pv, o)
}

func (k *Board) banditExtras(pv *express.PublicView, b express.BanditView) []string {
	return k.art.banditExtras(pv, b)
}

func (k *Board) lootPanel(view *express.PlayerView) fyne.CanvasObject { return k.art.lootPanel(view) }

func (k *Board) scoresScreen(r *express.Result, early bool) fyne.CanvasObject {
	return k.scores.screen(r, early)
}

func (k *Board) logButton() fyne.CanvasObject { return k.moves.openButton() }

func (k *Board) curtainBar(pv *express.PublicView) fyne.CanvasObject {
	return k.takeBack.curtainBar(pv)
}

func (k *Board) withTakeBack(pv *express.PublicView, wait fyne.CanvasObject) fyne.CanvasObject {
	return k.takeBack.below(pv, wait)
}

func (k *Board) choose(seat express.Seat, c express.Command, version int, label string) {
	k.confirmer.choose(seat, c, version, label)
}

func (k *Board) selected(seat express.Seat, version int, c express.Command) bool {
	return k.confirmer.selected(seat, version, c)
}

func (k *Board) choicePanel(heading fyne.CanvasObject, choices []i18n.Choice, buttons []fyne.CanvasObject, seat express.Seat, version int, stagecoach bool, topH float32) fyne.CanvasObject {
	return k.confirmer.choicePanel(heading, choices, buttons, seat, version, stagecoach, topH)
}

func (k *Board) revealWidth() float32 { return k.confirmer.revealWidth() }

func (k *Board) pagedChoicePanel(heading fyne.CanvasObject, usual bool, tabs []fyne.CanvasObject, face fyne.CanvasObject, shown []i18n.Choice, buttons []fyne.CanvasObject, seat express.Seat, version int, stagecoach bool) fyne.CanvasObject {
	return k.confirmer.pagedChoicePanel(heading, usual, tabs, face, shown, buttons, seat, version, stagecoach)
}
