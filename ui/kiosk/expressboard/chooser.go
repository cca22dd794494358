package expressboard

import (
	"colt/engine"
	"colt/engine/express"
	"colt/ui/kiosk/kit"
)

var _ kit.Chooser = (*Board)(nil)

// Expected are the seats a Colt Express public view expects.
func (b *Board) Expected(public any) ([]engine.Seat, bool) {
	switch pv := public.(type) {
	case express.PublicView:
		return pv.Expected, true
	case *express.PublicView:
		return pv.Expected, true
	}
	return nil, false
}

// RealChoice reports whether seat has more than one legal command now.
func (b *Board) RealChoice(seat engine.Seat) bool {
	switch v := b.shell.t.View(seat).(type) {
	case express.PlayerView:
		return len(v.Legal) > 1
	case *express.PlayerView:
		return len(v.Legal) > 1
	}
	return true
}
