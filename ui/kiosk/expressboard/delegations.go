package expressboard

import (
	"fyne.io/fyne/v2"

	"colt/engine/express"
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
