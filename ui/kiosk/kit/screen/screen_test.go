package screen

import (
	"slices"
	"testing"
)

// TestChoiceTap: a choice off, or with nothing to do, does nothing when
// tapped; an open one does what it says, once per tap.
func TestChoiceTap(t *testing.T) {
	n := 0
	on := Choice{Name: "commit", Do: func() { n++ }}
	off := on
	off.Off = true
	off.Tap()
	Choice{Name: "empty"}.Tap()
	on.Tap()
	if n != 1 || !on.Open() || off.Open() || (Choice{Name: "empty"}).Open() {
		t.Fatalf("taps did %d things; open: %v %v", n, on.Open(), off.Open())
	}
}

// TestChoicesFind: a list of choices finds each by its name, the first of
// two with one name, and none by a name it does not hold.
func TestChoicesFind(t *testing.T) {
	cs := Choices{{Name: "players:2", Label: "2"}, {Name: "start", Label: "Start"}, {Name: "start", Label: "again"}}
	if c, ok := cs.Find("start"); !ok || c.Label != "Start" {
		t.Fatalf("start: %+v %v", c, ok)
	}
	if _, ok := cs.Find("resume"); ok {
		t.Fatal("found a resume the list does not hold")
	}
	if got := cs.Names(); !slices.Equal(got, []string{"players:2", "start", "start"}) {
		t.Fatalf("names %q", got)
	}
	if got := (Choices{}).Names(); len(got) != 0 {
		t.Fatalf("no choices named %q", got)
	}
}
