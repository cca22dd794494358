package launch

import (
	"sync"

	"colt/ui/teach"
)

// TeacherSource is where the phone bridge finds the current game's teacher
// (issue 24): the phones start before the kiosk's screens, which make a
// Teacher for each game taught, so the kiosk joins them once it exists:
//
//	teachers.Set(k.Teacher, k.SaveTeaching) // the game's *teach.Teacher (nil: not teaching); save its Progress
//
// Until then, and whenever the function returns nil, the phones are taught
// nothing and a phone's "stop teaching" is refused (mqtt.CodeNotTeaching).
type TeacherSource struct {
	mu   sync.Mutex
	get  func() *teach.Teacher
	save func(*teach.Teacher)
}

// Set names the function returning the current game's teacher, and the one
// saving its progress after a phone was taught or stopped teaching (nil:
// not saved).
func (s *TeacherSource) Set(get func() *teach.Teacher, save func(*teach.Teacher)) {
	s.mu.Lock()
	s.get, s.save = get, save
	s.mu.Unlock()
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
