package teach

import (
	"fmt"
	"slices"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/super"
)

// Screens says where a table shows the shared screen's tips, and so which
// of them Relay passes on to a seat's phone.
type Screens uint8

const (
	// WithSharedScreen: a shared screen (the kiosk) shows every shared tip;
	// a phone is given a shared tip only when it is about a choice its own
	// seat makes now (a Tap tip while the seat is expected to choose in
	// the state the tip came at).
	WithSharedScreen Screens = iota
	// PhonesOnly: the phones are the table's only screens (`colt serve`):
	// each phone is given every shared tip, once its view has reached the
	// update the tip came at.
	PhonesOnly
)

var screensNames = engine.Names[Screens]{Type: "Screens", What: "screens", List: []string{"with a shared screen", "phones only"}}

// String returns "with a shared screen" or "phones only".
func (s Screens) String() string { return screensNames.String(s) }

// SharedTip is a tip the shared screen taught, with the state it came at,
// kept so that Relay can pass it on to the phones.
type SharedTip struct {
	Concept Concept `json:"concept"`
	// Tap: someone had to act on it (Tip.Tap on the shared screen).
	Tap bool `json:"tap,omitempty"`
	// Version is the public state id of the update that taught it
	// (PublicView.Version).
	Version int `json:"version"`
}

// Relay returns the shared screen's tips that seat's phone is given now,
// each once per seat: view is the seat's view the phone is about to show
// (table.View(seat), as the phone bridge publishes it). With a shared
// screen, a phone is given only the tips about its own choice now; on a
// phones-only table, every shared tip (see Screens). A relayed tip is
// the shared screen's tip — chosen from public information only — whose
// Tap says whether this seat must act on it now; the view only says when
// (its state id) and whether the seat is expected to choose. The tips
// returned count as relayed to that seat (Progress.Relayed).
func (t *Teacher) Relay(seat engine.Seat, view any, screens Screens) ([]Tip, error) {
	m, err := relayMoment(seat, view)
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.relayLocked(seat, m, screens), nil
}

// moment is when a seat's view stands: its state id, and whether the seat
// is expected to choose in it.
type moment struct {
	version  int
	expected bool
}

func relayMoment(seat engine.Seat, view any) (moment, error) {
	if seat < 0 {
		return moment{}, fmt.Errorf("teach: %v is not a seat: pass the seat whose view this is", seat)
	}
	version, expected, ok := seatMoment(view)
	if !ok {
		return moment{}, fmt.Errorf("teach: a seat's relayed tips need that seat's view (express.PlayerView or super.PlayerView), not %T: pass table.View(seat)", view)
	}
	if vs := viewSeat(view); vs != seat {
		return moment{}, fmt.Errorf("teach: the view given is %v's, not %v's: pass table.View(%d)", vs, seat, seat)
	}
	return moment{version: version, expected: slices.Contains(expected, seat)}, nil
}

func (t *Teacher) relayLocked(seat engine.Seat, m moment, screens Screens) []Tip {
	if t.p.Stopped {
		return nil
	}
	for len(t.p.Relayed) <= int(seat) {
		t.p.Relayed = append(t.p.Relayed, nil)
	}
	done := &t.p.Relayed[seat]
	var out []Tip
	for _, st := range t.p.Relay {
		if st.Version > m.version || slices.Contains(*done, st.Concept) {
			continue // not yet reached by this view, or given already
		}
		now := st.Version == m.version && st.Tap && m.expected // its own choice, now
		if screens == WithSharedScreen && !now {
			continue
		}
		def, ok := conceptByName[st.Concept]
		if !ok {
			continue
		}
		*done = append(*done, st.Concept)
		out = append(out, def.tip(now))
	}
	return out
}

// Phone returns every tip seat n's phone shows now, in the order given:
// those it was given before and has not closed (Close), then the new ones —
// its own (as Seat) and the shared ones it is given now (as Relay with
// screens). The new ones count as taught and relayed, and stay open in the
// progress (Progress.Open) until the phone closes them, so a phone bridge
// started again after a power cut shows them again from the saved
// progress. added reports whether a new tip was given (the host saves the
// progress then). After Stop it returns nothing.
func (t *Teacher) Phone(seat engine.Seat, view any, screens Screens) (tips []Tip, added bool, err error) {
	found, err := seatFound(seat, view)
	if err != nil {
		return nil, false, err
	}
	m, err := relayMoment(seat, view)
	if err != nil {
		return nil, false, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	fresh := append(t.seatLocked(seat, found), t.relayLocked(seat, m, screens)...)
	if t.p.Stopped {
		return nil, false, nil
	}
	for len(t.p.Open) <= int(seat) {
		t.p.Open = append(t.p.Open, nil)
	}
	open := &t.p.Open[seat]
	for _, tip := range fresh {
		if !slices.ContainsFunc(*open, func(o OpenTip) bool { return o.Concept == tip.Concept }) {
			*open = append(*open, OpenTip{Concept: tip.Concept, Tap: tip.Tap})
		}
	}
	for _, o := range *open {
		if def, ok := conceptByName[o.Concept]; ok {
			tips = append(tips, def.tip(o.Tap))
		}
	}
	return tips, len(fresh) > 0, nil
}

// Close closes seat n's open tip c (its phone's "Got it"): the phone is
// not given it again, after a power cut either. It reports whether the tip
// was open.
func (t *Teacher) Close(seat engine.Seat, c Concept) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if seat < 0 || int(seat) >= len(t.p.Open) {
		return false
	}
	open := t.p.Open[seat]
	i := slices.IndexFunc(open, func(o OpenTip) bool { return o.Concept == c })
	if i < 0 {
		return false
	}
	t.p.Open[seat] = slices.Delete(slices.Clone(open), i, i+1)
	return true
}

// seatMoment reads the state id of a seat's view and the seats expected
// to choose in it.
func seatMoment(view any) (version int, expected []engine.Seat, ok bool) {
	switch v := byPointer(view).(type) {
	case *express.PlayerView:
		return v.Version, v.Expected, true
	case *super.PlayerView:
		return v.Version, v.Expected, true
	}
	return 0, nil, false
}

// Watch calls fn each time what Relay may return changes although no
// seat's view did: a Shared call that taught something, a Stop. fn runs on
// the goroutine of that call, after the teacher's lock is released (the
// phone bridge publishes the seats' messages again). The returned function
// ends the watch.
func (t *Teacher) Watch(fn func()) (cancel func()) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.watch == nil {
		t.watch = map[int]func(){}
	}
	id := t.nwatch
	t.nwatch++
	t.watch[id] = fn
	return func() {
		t.mu.Lock()
		delete(t.watch, id)
		t.mu.Unlock()
	}
}

// watchersLocked lists the watch functions, in the order they were given.
func (t *Teacher) watchersLocked() []func() {
	var fns []func()
	for id := 0; id < t.nwatch; id++ {
		if fn, ok := t.watch[id]; ok {
			fns = append(fns, fn)
		}
	}
	return fns
}
