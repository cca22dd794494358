package superboard

import (
	"colt/engine"
	"colt/engine/super"
	"colt/ui/kiosk/kit"
)

var _ kit.Chooser = (*Board)(nil)

// Expected are the seats a Colt Super Express public view expects.
func (b *Board) Expected(public any) ([]engine.Seat, bool) {
	switch pv := public.(type) {
	case super.PublicView:
		return pv.Expected, true
	case *super.PublicView:
		return pv.Expected, true
	}
	return nil, false
}

// RealChoice: three cards of four to stack, always a choice.
func (b *Board) RealChoice(engine.Seat) bool { return true }
