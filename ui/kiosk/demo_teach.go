package kiosk

import (
	"colt/engine"
	"colt/ui/teach"
)

// teachDemoScreens show teaching tips (issue 24) over the screens they
// come on, so the readability check (ui/kiosk/readcheck) reads each kind
// of tip in every language and size: one that waits for "Got it", one
// beside the narration, a seat's own tip on its hand, tips about the
// pile, the event, the turns (on the curtain, with the round card in the
// tip), the choices, the train, the scores, Colt Super Express's (on its
// curtain, its stacking and its steps), one that waits for Got it on the
// table (in pages), and the set-up's "new to a module" switches.
var teachDemoScreens = []string{"tip-tap", "tip-beside", "tip-hand", "tip-pile", "tip-event", "tip-turns",
	"tip-choices", "tip-train", "tip-scores", "tip-super", "tip-super-step", "tip-super-end", "tip-modules",
	"tip-table-tap", "tip-super-stack"}

// teachDemo is a tip screen: the demo screen it shows over, and the tip.
var teachDemo = map[string]struct {
	base    string
	concept teach.Concept
	place   teach.Place
	tap     bool
	seat    bool // the revealed seat's own tip
}{
	"tip-tap":        {"handoff", "playOrDraw", teach.PlaceHand, true, false},
	"tip-beside":     {"table", "bullets", teach.PlaceHand, false, false},
	"tip-hand":       {"takecard-two-bandits", "you.bulletInHand", teach.PlaceHand, false, true},
	"tip-pile":       {"choice", "stealin", teach.PlacePile, false, false},
	"tip-event":      {"table", "event.braking", teach.PlaceEvent, false, false},
	"tip-turns":      {"handoff", "speedUp", teach.PlaceTurns, true, false},
	"tip-choices":    {"choice", "action.punch", teach.PlaceChoices, true, false},
	"tip-train":      {"step-rob", "marshalFlee", teach.PlaceTrain, false, false},
	"tip-scores":     {"scores", "end", teach.PlaceScores, false, false},
	"tip-super":      {"super-curtain", "super.stacks", teach.PlaceHand, true, false},
	"tip-super-step": {"super-step", "super.shoot", teach.PlaceTrain, false, false},
	"tip-super-end":  {"super-ranking", "super.end", teach.PlaceScores, false, false},
	// issue 34: a tip that waits for Got it on the table, too long for
	// the room the train spares (pages), and one over the stacking, whose
	// train is in view
	"tip-table-tap":   {"table", "action.floorChange", teach.PlaceChoices, true, false},
	"tip-super-stack": {"super-stack", "super.goal", teach.PlaceTrain, false, false},
}

// prepareTeach opens the screens of teachDemoScreens; ok is false for any
// other screen.
func (d *demo) prepareTeach(screen string) (fn func(*Kiosk), ok bool, err error) {
	if screen == "tip-modules" { // the set-up's switches, two already on
		return func(k *Kiosk) {
			k.nav.screen = screenSetup
			k.draft.teach = teach.Plan{New: []teach.Module{teach.Horses, teach.Car}}
			k.teaching.picking = true
		}, true, nil
	}
	td, ok := teachDemo[screen]
	if !ok {
		return nil, false, nil
	}
	base, err := d.prepare(td.base)
	if err != nil {
		return nil, true, err
	}
	return func(k *Kiosk) {
		base(k)
		k.teaching.setTeacher(teach.New(teach.Plan{})) // the tip below only, no other
		tip := teach.Tip{Concept: td.concept, Place: td.place, Tap: td.tap,
			TitleID: "teach." + string(td.concept) + ".title", TextID: "teach." + string(td.concept) + ".text"}
		q := queuedTip{tip: tip, version: k.gameVersion(), seat: engine.NoSeat}
		if td.seat {
			q.seat, _ = k.board().TeachSeat()
			k.teaching.seats = map[engine.Seat][]queuedTip{q.seat: {q}}
		} else {
			k.teaching.queue = []queuedTip{q}
		}
		k.render()
	}, true, nil
}
