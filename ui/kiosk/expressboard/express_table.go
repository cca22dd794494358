package expressboard

import (
	"colt/engine/express"
	"colt/engine/table"
)

// The kiosk is Colt Express's renderer: the table hosts any game
// (engine.Game) and hands out the game's own values; these read them as
// Colt Express's.

// tableUpdate is a table update with its Colt Express values typed.
type tableUpdate struct {
	table.Update
	Public       express.PublicView
	PublicEvents []express.Event
	PublicSteps  []express.StepView
}

// expressUpdate types a table update of a Colt Express game.
func expressUpdate(u table.Update) tableUpdate {
	x := tableUpdate{Update: u}
	x.Public, _ = u.Public.(express.PublicView)
	x.PublicEvents, _ = u.PublicEvents.([]express.Event)
	x.PublicSteps, _ = u.PublicSteps.([]express.StepView)
	return x
}

// subscribe subscribes fn to t's updates, typed (table.Subscribe).
func subscribe(t *table.Table, fn func(tableUpdate)) (cancel func()) {
	return t.Subscribe(func(u table.Update) { fn(expressUpdate(u)) })
}

// publicView returns the public view of the Colt Express game on t.
func publicView(t *table.Table) express.PublicView {
	pv, _ := t.Public().(express.PublicView)
	return pv
}

// playerView returns seat's view of the Colt Express game on t.
func playerView(t *table.Table, seat express.Seat) express.PlayerView {
	v, _ := t.View(seat).(express.PlayerView)
	return v
}

// expressState returns a copy of the state of the Colt Express game on t.
func expressState(t *table.Table) express.State {
	s, _ := express.StateOf(t.Game())
	return s
}

// expressRecord returns the record of the Colt Express game on t.
func expressRecord(t *table.Table) express.Record {
	if g, ok := t.Game().(*express.Game); ok {
		return g.ExpressRecord()
	}
	return express.Record{}
}
