package phones

import (
	"testing"

	"colt/engine/express"
	"colt/ui/teach"
)

// TestHooks (issue 24): the hooks ask the current teacher for the seat's own
// tips over its view, each once, carry every field, and stop teaching once;
// without a teacher they teach nothing and refuse a stop.
func TestHooks(t *testing.T) {
	var tc *teach.Teacher
	saved := 0
	h := Hooks(func() *teach.Teacher { return tc }, func(got *teach.Teacher) {
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
	if again, _ := h.SeatTips(1, view); again != nil {
		t.Fatalf("taught twice: %+v", again)
	}
	if _, err := h.SeatTips(2, view); err == nil {
		t.Fatal("seat 1's view accepted as seat 2's")
	}
	if !h.StopTeaching(0) || !tc.Stopped() {
		t.Fatal("stop did not stop the teacher")
	}
	if h.StopTeaching(0) {
		t.Fatal("a second stop was accepted")
	}
	if saved != 2 {
		t.Fatalf("progress saved %d times after a tip and a stop, want 2", saved)
	}
	if tips, _ := h.SeatTips(0, express.PlayerView{Seat: 0, Hand: []express.ActionKind{express.Bullet}}); tips != nil {
		t.Fatalf("taught after the stop: %+v", tips)
	}
	if z := Hooks(nil, nil); z.SeatTips != nil || z.StopTeaching != nil {
		t.Fatal("no teacher source should give no hooks")
	}
}
