package expressboard

import (
	"fyne.io/fyne/v2"

	"colt/engine/express"
	"colt/ui/kiosk/expressboard/screen"
)

// The planning screen on view as values (model_hand.go), for the kiosk's
// tests that compare them with the Fyne tree drawn from them.

// CurtainValues is the curtain on screen as values (false: no curtain).
func (i Inspector) CurtainValues() (screen.Curtain, bool) {
	pv := i.k.shell.pub()
	s := i.k.curtain.curtainSeat(&pv)
	if s == express.NoSeat || i.k.curtain.revealed(&pv) {
		return screen.Curtain{}, false
	}
	return curtainModel(i.k, &pv, s), true
}

// HandValues is the revealed hand on screen as values (false: none).
func (i Inspector) HandValues() (screen.Hand, bool) {
	pv := i.k.shell.pub()
	if !i.k.curtain.revealed(&pv) {
		return screen.Hand{}, false
	}
	return newHandScreen(i.k, &pv).m, true
}

// ChooseValues is the public choice on screen of a seat at the screen as
// values (false: none: narration, the scores, a curtain, a phone's or a
// bot's turn).
func (i Inspector) ChooseValues() (screen.Choose, bool) {
	pv := i.k.shell.pub()
	if len(i.k.narr.steps) > 0 || pv.Phase == express.GameOver || i.k.curtain.curtainSeat(&pv) != express.NoSeat {
		return screen.Choose{}, false
	}
	return chooseModel(i.k, &pv, nil)
}

// TableValues is the table screen on view as values (false: another
// screen: narration, the scores, a curtain or a hand).
func (i Inspector) TableValues() (screen.Table, bool) {
	pv := i.k.shell.pub()
	if len(i.k.narr.steps) > 0 || pv.Phase == express.GameOver || i.k.curtain.curtainSeat(&pv) != express.NoSeat {
		return screen.Table{}, false
	}
	return tableModel(i.k, &pv), true
}

// TrainDrawn is the train the last game screen drew (the table, a hand,
// a narration page): its value and its picture (false: none drawn yet).
func (i Inspector) TrainDrawn() (screen.Train, fyne.CanvasObject, bool) {
	d := i.k.frame.drawn
	return d.train, d.obj, d.obj != nil
}
