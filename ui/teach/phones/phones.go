// Package phones joins a game's teacher (ui/teach) to the phone bridge
// (mqtt, which does not import ui): the hooks that give each phone seat the
// tips of its own view and let a phone stop teaching. The kiosk, `colt
// serve` and the phone page's browser-test table use it.
package phones

import (
	"colt/engine"
	"colt/mqtt"
	"colt/ui/teach"
)

// Hooks returns the bridge's teaching hooks over the current game's teacher:
// teacher returns it, or nil while the table does not teach (the hooks then
// teach nothing and refuse a stop). It is called at every use, so a new game
// (a new Teacher) needs no new hooks. changed, when set, is called after a
// phone was taught something or stopped teaching: the host saves the
// teacher's Progress then, so a game resumed after a power cut does not
// teach a phone twice.
func Hooks(teacher func() *teach.Teacher, changed func(*teach.Teacher)) mqtt.TeachHooks {
	if teacher == nil {
		return mqtt.TeachHooks{}
	}
	return mqtt.TeachHooks{
		SeatTips: func(n engine.Seat, view any) ([]mqtt.Tip, error) {
			tc := teacher()
			if tc == nil {
				return nil, nil
			}
			tips, err := tc.Seat(n, view)
			if err != nil {
				return nil, err
			}
			if len(tips) > 0 && changed != nil {
				changed(tc)
			}
			return Tips(tips), nil
		},
		StopTeaching: func(engine.Seat) bool {
			tc := teacher()
			if tc == nil || tc.Stopped() {
				return false
			}
			tc.Stop()
			if changed != nil {
				changed(tc)
			}
			return true
		},
	}
}

// Tips carries teach's tips as the bridge publishes them.
func Tips(tips []teach.Tip) []mqtt.Tip {
	if len(tips) == 0 {
		return nil
	}
	out := make([]mqtt.Tip, len(tips))
	for i, tip := range tips {
		out[i] = mqtt.Tip{Concept: string(tip.Concept), Place: string(tip.Place), Tap: tip.Tap, TitleID: tip.TitleID, TextID: tip.TextID}
	}
	return out
}
