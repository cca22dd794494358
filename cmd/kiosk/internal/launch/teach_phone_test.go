package launch

import (
	"testing"

	"colt/ui/teach"
)

// TestTeacherSource (issue 24): the phones find no teacher until the kiosk
// names its own, then the kiosk's current one, and progress is saved with
// the kiosk's function.
func TestTeacherSource(t *testing.T) {
	var s TeacherSource
	if s.Current() != nil {
		t.Fatal("a teacher before the kiosk named one")
	}
	s.Changed(teach.New(teach.Plan{})) // nothing to save with: no panic
	var tc *teach.Teacher
	var saved []*teach.Teacher
	s.Set(func() *teach.Teacher { return tc }, func(x *teach.Teacher) { saved = append(saved, x) })
	if s.Current() != nil {
		t.Fatal("a teacher while the kiosk teaches none")
	}
	tc = teach.New(teach.Plan{FirstGame: true})
	if s.Current() != tc {
		t.Fatal("not the kiosk's teacher")
	}
	s.Changed(tc)
	if len(saved) != 1 || saved[0] != tc {
		t.Fatalf("saved %v", saved)
	}
}
