package table

import (
	"errors"
	"fmt"

	"colt/engine"
)

// ErrSettingUp is wrapped by a phone's command sent while the kiosk still
// shows the set-up of a new game: the game starts when the table's set-up
// is done.
var ErrSettingUp = errors.New("the table is still setting up the game")

// Presentation is where a kiosk's screen is: which state it shows and, while
// it narrates that state's events, which narration step. It is not game
// state (nothing is journaled): it is the cursor the phones follow, so a
// phone never shows a state, a resolved card or a question before the table
// has been told about it.
type Presentation struct {
	// Version is the state id the screen shows (or narrates, Steps > 0).
	Version int `json:"version"`
	// Step (from 1) of Steps is the narration step on screen; Steps 0: the
	// screen has caught up with Version.
	Step  int `json:"step,omitempty"`
	Steps int `json:"steps,omitempty"`
	// SetupDone: the table has finished the physical set-up of the game
	// (the kiosk's set-up pages); phones may play.
	SetupDone bool `json:"setupDone"`
}

// Narrating reports whether the screen is in the middle of a narration.
func (p Presentation) Narrating() bool { return p.Steps > 0 }

// maxKept bounds the states kept for a presenter that fell behind.
const maxKept = 256

// AttachPresenter says that a screen (the kiosk) presents this table: from
// now on a new game waits for Present(…SetupDone) before phones may play,
// and PresentedGame follows the screen rather than the game. Tables without
// one (colt serve) publish every state as soon as it exists.
func (t *Table) AttachPresenter() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.presenter = true
	if t.playing && t.game != nil {
		// a resumed game: the kiosk goes straight to the game screen
		t.presented = Presentation{Version: t.game.Version(), SetupDone: true}
		t.kept = []engine.Game{t.game}
		t.setupDone = true
	}
}

// resetPresentationLocked starts a new game's presentation: the set-up is
// still to be shown when a presenter is attached.
func (t *Table) resetPresentationLocked() {
	t.setupDone = !t.presenter
	t.presented = Presentation{Version: t.game.Version(), SetupDone: t.setupDone}
	t.kept = []engine.Game{t.game}
}

// keepLocked remembers a published state for the presenter's cursor.
func (t *Table) keepLocked() {
	if !t.presenter || t.game == nil {
		return
	}
	if n := len(t.kept); n > 0 && t.kept[n-1].Version() == t.game.Version() {
		t.kept[n-1] = t.game
		return
	}
	t.kept = append(t.kept, t.game)
	if len(t.kept) > maxKept {
		t.kept = t.kept[len(t.kept)-maxKept:]
	}
}

// Present moves the presentation cursor (the kiosk calls it whenever its
// screen changes; an unchanged cursor costs nothing) and tells the
// presentation's subscribers (the phone bridge).
func (t *Table) Present(p Presentation) {
	t.mu.Lock()
	p.SetupDone = p.SetupDone || t.setupDone // a set-up once done stays done
	if !t.presenter || !t.playing || p == t.presented {
		t.mu.Unlock()
		return
	}
	t.presented = p
	if p.SetupDone {
		t.setupDone = true
	}
	// forget the states the screen has left behind
	for len(t.kept) > 1 && t.kept[1].Version() <= p.Version && !(p.Narrating() && t.kept[1].Version() == p.Version) {
		t.kept = t.kept[1:]
	}
	fns := t.presentSubsLocked()
	t.mu.Unlock()
	for _, fn := range fns {
		fn(p)
	}
}

// PresentedGame returns the game as the table's screen has shown it and
// the presentation cursor: while the screen narrates state V, the state
// before V; once it has caught up, V. presented is false when no screen
// presents the table (the game as it stands is returned).
func (t *Table) PresentedGame() (g engine.Game, p Presentation, presented bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.presenter || !t.playing || len(t.kept) == 0 {
		return t.game, Presentation{Version: versionOf(t.game), SetupDone: true}, false
	}
	p = t.presented
	g = t.kept[0]
	for _, k := range t.kept[1:] {
		if k.Version() < p.Version || k.Version() == p.Version && !p.Narrating() {
			g = k
		}
	}
	return g, p, true
}

func versionOf(g engine.Game) int {
	if g == nil {
		return 0
	}
	return g.Version()
}

// SetupDone reports whether phones may play: the presenting screen has
// finished the set-up of the game (always true without a presenter).
func (t *Table) SetupDone() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.setupDone
}

// SubscribePresent calls fn with every move of the presentation cursor,
// from the goroutine that moved it. It returns a function that cancels the
// subscription.
func (t *Table) SubscribePresent(fn func(Presentation)) (cancel func()) {
	t.mu.Lock()
	if t.presSubs == nil {
		t.presSubs = map[int]func(Presentation){}
	}
	id := t.npresSub
	t.npresSub++
	t.presSubs[id] = fn
	t.mu.Unlock()
	return func() {
		t.mu.Lock()
		delete(t.presSubs, id)
		t.mu.Unlock()
	}
}

func (t *Table) presentSubsLocked() []func(Presentation) {
	var fns []func(Presentation)
	for id := 0; id < t.npresSub; id++ {
		if fn, ok := t.presSubs[id]; ok {
			fns = append(fns, fn)
		}
	}
	return fns
}

// settingUpLocked refuses a phone's command before the table's set-up is done.
func (t *Table) settingUpLocked(src Source) error {
	if src == FromPhone && !t.setupDone {
		return fmt.Errorf("%w: wait until the kiosk has shown how to set up the train and the game begins", ErrSettingUp)
	}
	return nil
}

// botAnswer is a Hard bot's decision, searched ahead of the table's pace.
type botAnswer struct {
	seat    engine.Seat
	version int
	cmd     engine.Command
}
