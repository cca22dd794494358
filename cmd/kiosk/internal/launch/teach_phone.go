package launch

import (
	"sync"

	"colt/mqtt"
	"colt/ui/teach"
	teachphones "colt/ui/teach/phones"
)

// TeacherSource is where the phone bridge finds the current game's teacher
// (issue 24): the phones start before the kiosk's screens, which make a
// Teacher for each game taught, so the kiosk joins them once it exists:
//
//	teachers.Set(k.Teacher, k.SaveTeaching) // the game's *teach.Teacher (nil: not teaching); save its Progress
//
// Until then, and whenever the function returns nil, the phones are taught
// nothing and a phone's "stop teaching" is refused (mqtt.CodeNotTeaching).
// Wake tells the bridge that the teacher changed (Teachers.OnSet), so a
// game resumed after a power cut shows its phones' open tips again at once.
type TeacherSource struct {
	mu   sync.Mutex
	get  func() *teach.Teacher
	save func(*teach.Teacher)
	wake func()
}

// Set names the function returning the current game's teacher, and the one
// saving its progress after a phone was taught, closed a tip or stopped
// teaching (nil: not saved).
func (s *TeacherSource) Set(get func() *teach.Teacher, save func(*teach.Teacher)) {
	s.mu.Lock()
	s.get, s.save = get, save
	s.mu.Unlock()
	s.Wake()
}

// Hooks are the phone bridge's teaching hooks over the current teacher,
// beside the kiosk's shared screen (teach.WithSharedScreen).
func (s *TeacherSource) Hooks() mqtt.TeachHooks {
	h := teachphones.Hooks(teach.WithSharedScreen, s.Current, s.Changed)
	watch := h.Watch
	h.Watch = func(wake func()) func() {
		s.mu.Lock()
		s.wake = wake
		s.mu.Unlock()
		cancel := watch(wake)
		return func() {
			s.mu.Lock()
			s.wake = nil
			s.mu.Unlock()
			cancel()
		}
	}
	return h
}

// Wake makes the phone bridge ask the current teacher again for every
// seat's tips (the kiosk named a new teacher, or resumed one); nothing
// before the bridge started.
func (s *TeacherSource) Wake() {
	s.mu.Lock()
	wake := s.wake
	s.mu.Unlock()
	if wake != nil {
		wake()
	}
}

// Changed saves tc's progress with the kiosk's save function, if any.
func (s *TeacherSource) Changed(tc *teach.Teacher) {
	s.mu.Lock()
	save := s.save
	s.mu.Unlock()
	if save != nil {
		save(tc)
	}
}

// Current returns the current game's teacher, nil when the table does not
// teach.
func (s *TeacherSource) Current() *teach.Teacher {
	s.mu.Lock()
	get := s.get
	s.mu.Unlock()
	if get == nil {
		return nil
	}
	return get()
}
