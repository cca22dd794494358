package launch

import (
	"encoding/json"
	"log"
	"sync/atomic"

	"colt/ui/teach"
)

// Teachers holds the teacher of the game on the table (teaching mode,
// issue 24), set by the kiosk each time the table starts or resumes a game
// (kiosk.Options.OnTeacher). The kiosk shows the shared tips; the phone
// bridge reads Current from its own goroutine for the seats' own tips
// (teach.Teacher is safe for concurrent use), so both teach one game with
// one teacher.
type Teachers struct{ p atomic.Pointer[teach.Teacher] }

// Set makes tc the current teacher (kiosk.Options.OnTeacher).
func (ts *Teachers) Set(tc *teach.Teacher) { ts.p.Store(tc) }

// Current returns the teacher of the game on the table, nil before any.
func (ts *Teachers) Current() *teach.Teacher { return ts.p.Load() }

// Save returns the phone bridge's save function (TeacherSource.Set): after
// a phone was taught or stopped teaching, the progress of the current
// game's teacher is stored with save (the kiosk's own, one file beside the
// journal); a teacher of a game no longer on the table is not saved.
func (ts *Teachers) Save(save func([]byte) error) func(*teach.Teacher) {
	return func(tc *teach.Teacher) {
		if tc == nil || tc != ts.Current() {
			return
		}
		b, err := json.Marshal(tc.Progress())
		if err == nil {
			err = save(b)
		}
		if err != nil {
			log.Printf("colt-kiosk: %v", err)
		}
	}
}
