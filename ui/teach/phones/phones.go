// Package phones joins a game's teacher (ui/teach) to the phone bridge
// (mqtt, which does not import ui): the hooks that give each phone seat the
// tips of its own view and the shared screen's tips it is meant to see, and
// let a phone stop teaching. The kiosk, `colt serve` and the phone page's
// browser-test table use it.
package phones

import (
	"sync"

	"colt/engine"
	"colt/mqtt"
	"colt/ui/teach"
)

// Hooks returns the bridge's teaching hooks over the current game's teacher:
// SeatTips gives a seat every tip its phone shows (Teacher.Phone: those
// still open, then the new ones), so a bridge started again after a power
// cut shows the tips the saved progress holds open; GotIt closes one.
// teacher returns it, or nil while the table does not teach (the hooks then
// teach nothing and refuse a stop). It is called at every use, so a new game
// (a new Teacher) needs no new hooks. screens says whether the table has a
// shared screen: with one (teach.WithSharedScreen, the kiosk) a phone is
// given its seat's own tips and the shared tips about its own choice now;
// without (teach.PhonesOnly, `colt serve`) its own tips and every shared
// tip — the host then calls the teacher's Shared for every table update,
// as a kiosk would. changed, when set, is called after a phone was taught
// something, closed a tip or stopped teaching: the host saves the teacher's Progress
// then, so a game resumed after a power cut does not teach a phone twice.
func Hooks(screens teach.Screens, teacher func() *teach.Teacher, changed func(*teach.Teacher)) mqtt.TeachHooks {
	if teacher == nil {
		return mqtt.TeachHooks{}
	}
	w := &watcher{}
	return mqtt.TeachHooks{
		SeatTips: func(n engine.Seat, view any) ([]mqtt.Tip, error) {
			tc := teacher()
			if tc == nil {
				return nil, nil
			}
			// watch this teacher before asking it, so a shared tip taught
			// after this call wakes the bridge (and one before is returned)
			w.follow(tc)
			tips, added, err := tc.Phone(n, view, screens)
			if err != nil {
				return nil, err
			}
			if added && changed != nil {
				changed(tc)
			}
			return Tips(tips), nil
		},
		GotIt: func(n engine.Seat, concept string) {
			tc := teacher()
			if tc != nil && tc.Close(n, teach.Concept(concept)) && changed != nil {
				changed(tc) // saved before the phone is answered: closed stays closed after a power cut
			}
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
		Stopped: func() bool {
			tc := teacher()
			return tc != nil && tc.Stopped()
		},
		Watch: func(wake func()) func() {
			w.mu.Lock()
			w.wake = wake
			w.mu.Unlock()
			if tc := teacher(); tc != nil {
				w.follow(tc)
			}
			return w.stop
		},
	}
}

// watcher follows the current game's teacher for the bridge: whenever that
// teacher taught a shared tip (or stopped), the bridge is woken to publish
// the seats' messages again (a phone may be given the tip now).
type watcher struct {
	mu     sync.Mutex
	wake   func()
	tc     *teach.Teacher
	cancel func()
}

// follow watches tc (and no longer the previous game's teacher).
func (w *watcher) follow(tc *teach.Teacher) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.wake == nil || w.tc == tc {
		return
	}
	if w.cancel != nil {
		w.cancel()
	}
	w.tc, w.cancel = tc, tc.Watch(w.poke)
}

func (w *watcher) poke() {
	w.mu.Lock()
	wake := w.wake
	w.mu.Unlock()
	if wake != nil {
		wake()
	}
}

// stop ends the watch (the bridge closes).
func (w *watcher) stop() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.cancel != nil {
		w.cancel()
	}
	w.wake, w.tc, w.cancel = nil, nil, nil
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
