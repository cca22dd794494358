package launch

import (
	"encoding/json"
	"fmt"
	"log"
	"sync"
	"sync/atomic"

	"colt/cmd/internal/config"
	"colt/ui/teach"
)

// Teachers holds the teacher of the game on the table (teaching mode,
// issue 24), set by the kiosk each time the table starts or resumes a game
// (kiosk.Options.OnTeacher). The kiosk shows the shared tips; the phone
// bridge reads Current from its own goroutine for the seats' own tips
// (teach.Teacher is safe for concurrent use), so both teach one game with
// one teacher.
type Teachers struct {
	p atomic.Pointer[teach.Teacher]
	// OnSet, when set, is called after each Set (TeacherSource.Wake: the
	// phones show the new teacher's open tips).
	OnSet func()
	// saveMu: the kiosk (UI thread) and the phone bridge both save
	saveMu sync.Mutex
}

// Set makes tc the current teacher (kiosk.Options.OnTeacher).
func (ts *Teachers) Set(tc *teach.Teacher) {
	ts.p.Store(tc)
	if ts.OnSet != nil {
		ts.OnSet()
	}
}

// Current returns the teacher of the game on the table, nil before any.
func (ts *Teachers) Current() *teach.Teacher { return ts.p.Load() }

// Savers return the kiosk's save function (kiosk.Settings.SaveTeaching)
// and the phone bridge's (TeacherSource.Set), both storing with write (one
// file beside the journal, written durably), one at a time. Each takes the
// progress of the current game's teacher under that lock, so of two saves
// that race (the kiosk's screen, the bridge's goroutine) the last written
// holds the newest progress: a tip a phone was given or closed is never
// undone by an older snapshot. The bridge's does not save a teacher of a
// game no longer on the table; the kiosk's bytes are written as they are
// only when there is no teacher yet.
func (ts *Teachers) Savers(write func([]byte) error) (kiosk func([]byte) error, phones func(*teach.Teacher)) {
	save := func(tc *teach.Teacher, b []byte) error {
		ts.saveMu.Lock()
		defer ts.saveMu.Unlock()
		if cur := ts.Current(); cur != nil {
			if tc != nil && tc != cur {
				return nil // a game no longer on the table
			}
			var err error
			if b, err = json.Marshal(cur.Progress()); err != nil {
				return err
			}
		}
		return write(b)
	}
	kiosk = func(b []byte) error { return save(nil, b) }
	phones = func(tc *teach.Teacher) {
		if tc == nil {
			return
		}
		if err := save(tc, nil); err != nil {
			log.Printf("colt-kiosk: %v", err)
		}
	}
	return kiosk, phones
}

// LoadTeaching reads the teaching state of a game resumed after a restart
// (teaching.json beside the journal, kiosk.Settings.ResumeTeaching). A
// missing or unreadable file is logged, in one line saying what it means,
// and returned as nil with the error for the kiosk's banner: the game
// resumes from its journal all the same, only its teaching is lost.
func LoadTeaching(dataDir string, logf func(string, ...any)) ([]byte, error) {
	b, err := config.LoadTeaching(dataDir)
	if err == nil && b == nil {
		logf("teaching: no teaching state in %s: the resumed game is not taught (its phones show no tip)", dataDir)
		return nil, nil
	}
	if err == nil {
		if _, err = teach.DecodeProgress(b); err != nil {
			err = fmt.Errorf("%s in %s: %w", config.TeachingFile, dataDir, err)
		}
	}
	if err != nil {
		logf("teaching: %v (the game resumes untaught)", err)
		return nil, err
	}
	return b, nil
}
