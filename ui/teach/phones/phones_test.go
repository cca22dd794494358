package phones

import (
	"slices"
	"strings"
	"testing"

	"colt/engine"
	"colt/engine/express"
	"colt/mqtt"
	"colt/ui/teach"
)

// TestHooks (issue 24, issue 32): the hooks ask the current teacher for the
// seat's own tips over its view, each once, carry every field, give the
// open ones again until the phone's got-it closes them (saved then), and
// stop teaching once;
// without a teacher they teach nothing and refuse a stop.
func TestHooks(t *testing.T) {
	var tc *teach.Teacher
	saved := 0
	h := Hooks(teach.WithSharedScreen, func() *teach.Teacher { return tc }, func(got *teach.Teacher) {
		if got != tc {
			t.Error("changed was given another teacher")
		}
		saved++
	})
	view := express.PlayerView{Seat: 1, Hand: []express.ActionKind{express.Move, express.Bullet}}
	if tips, err := h.SeatTips(1, view); err != nil || tips != nil {
		t.Fatalf("without a teacher: %v, %v", tips, err)
	}
	if h.StopTeaching(1) {
		t.Fatal("a stop without a teacher was accepted")
	}
	tc = teach.New(teach.Plan{FirstGame: true})
	tips, err := h.SeatTips(1, view)
	if err != nil || len(tips) != 1 {
		t.Fatalf("tips %+v, %v; want you.bulletInHand", tips, err)
	}
	if got := tips[0]; got.Concept != "you.bulletInHand" || got.Place != "hand" || got.TitleID != "teach.you.bulletInHand.title" || got.TextID != "teach.you.bulletInHand.text" {
		t.Fatalf("tip %+v", got)
	}
	if saved != 1 {
		t.Fatalf("progress saved %d times after a tip, want 1", saved)
	}
	// still open: given again as it was, nothing new to save
	if again, _ := h.SeatTips(1, view); len(again) != 1 || again[0] != tips[0] || saved != 1 {
		t.Fatalf("the open tip asked again: %+v, saved %d times; want it alone, saved once", again, saved)
	}
	// the phone closes it: saved, and never given again
	h.GotIt(1, "you.bulletInHand")
	h.GotIt(1, "you.bulletInHand") // closed already: nothing to save
	if again, _ := h.SeatTips(1, view); again != nil || saved != 2 {
		t.Fatalf("after got-it: %+v, saved %d times; want none, saved twice", again, saved)
	}
	if _, err := h.SeatTips(2, view); err == nil {
		t.Fatal("seat 1's view accepted as seat 2's")
	}
	if h.Stopped() {
		t.Fatal("stopped before any stop")
	}
	if !h.StopTeaching(0) || !tc.Stopped() || !h.Stopped() {
		t.Fatal("stop did not stop the teacher")
	}
	if h.StopTeaching(0) {
		t.Fatal("a second stop was accepted")
	}
	if saved != 3 {
		t.Fatalf("progress saved %d times after a tip, a got-it and a stop, want 3", saved)
	}
	if tips, _ := h.SeatTips(0, express.PlayerView{Seat: 0, Hand: []express.ActionKind{express.Bullet}}); tips != nil {
		t.Fatalf("taught after the stop: %+v", tips)
	}
	if z := Hooks(teach.PhonesOnly, nil, nil); z.SeatTips != nil || z.StopTeaching != nil || z.Watch != nil {
		t.Fatal("no teacher source should give no hooks")
	}
}

// concepts lists the tips' concepts.
func concepts(tips []mqtt.Tip) []string {
	var out []string
	for _, tip := range tips {
		out = append(out, tip.Concept)
	}
	return out
}

// sharedOnly leaves out a seat's own tips ("you.*": its hand, its cards).
func sharedOnly(tips []mqtt.Tip) []mqtt.Tip {
	var out []mqtt.Tip
	for _, tip := range tips {
		if !strings.HasPrefix(tip.Concept, "you.") {
			out = append(out, tip)
		}
	}
	return out
}

// TestHooksRelay (issue 24): beside a shared screen a phone is given, with
// its own tips, only the shared tips about its own choice now; on a
// phones-only table every shared tip, each once per seat; a new shared
// tip wakes the bridge (Watch), also for the next game's teacher, and no
// more once the watch ends.
func TestHooksRelay(t *testing.T) {
	g, evs, err := express.NewGame(express.Setup{Players: 3, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	actor := g.Expected()[0]
	other := (actor + 1) % 3
	for _, screens := range []teach.Screens{teach.WithSharedScreen, teach.PhonesOnly} {
		t.Run(screens.String(), func(t *testing.T) {
			tc := teach.New(teach.Plan{FirstGame: true})
			h := Hooks(screens, func() *teach.Teacher { return tc }, nil)
			woken := 0
			cancel := h.Watch(func() { woken++ })
			// a seat's own tips (its cards at its first choice, issue 34:
			// "you.*") are its own; the shared ones are relayed below
			if tips, _ := h.SeatTips(actor, g.View(actor)); len(sharedOnly(tips)) > 0 {
				t.Fatalf("before the shared screen taught anything: %+v", tips)
			}
			shared, err := tc.Shared(evs.For(engine.NoSeat), g.View(engine.NoSeat))
			if err != nil {
				t.Fatal(err)
			}
			if woken != 1 {
				t.Fatalf("the bridge was woken %d times by the shared tips, want 1", woken)
			}
			mine, _ := h.SeatTips(actor, g.View(actor))
			theirs, _ := h.SeatTips(other, g.View(other))
			wantMine, wantTheirs := []string{"playOrDraw"}, []string(nil)
			if screens == teach.PhonesOnly {
				wantMine = concepts(Tips(shared))
				wantTheirs = wantMine
			}
			if !slices.Equal(concepts(sharedOnly(mine)), wantMine) || !slices.Equal(concepts(sharedOnly(theirs)), wantTheirs) {
				t.Fatalf("the actor was given %v (want %v), another seat %v (want %v)", concepts(mine), wantMine, concepts(theirs), wantTheirs)
			}
			for _, tip := range sharedOnly(mine) {
				if tip.Tap != (tip.Concept == "playOrDraw") {
					t.Errorf("actor's %s Tap %v", tip.Concept, tip.Tap)
				}
			}
			for _, tip := range sharedOnly(theirs) {
				if tip.Tap {
					t.Errorf("%s asks a seat that does not act to tap", tip.Concept)
				}
			}
			if again, _ := h.SeatTips(actor, g.View(actor)); !slices.Equal(concepts(again), concepts(mine)) {
				t.Fatalf("asked again, the actor is given %v; want its open tips %v, none twice", concepts(again), concepts(mine))
			}
			// the next game: its teacher is watched once the bridge asks it
			tc = teach.New(teach.Plan{FirstGame: true})
			h.SeatTips(actor, g.View(actor))
			tc.Shared(evs.For(engine.NoSeat), g.View(engine.NoSeat))
			if woken != 2 {
				t.Fatalf("the next game's shared tips woke the bridge %d times in all, want 2", woken)
			}
			cancel()
			tc.Stop()
			if woken != 2 {
				t.Fatal("woken after the watch ended")
			}
		})
	}
}
