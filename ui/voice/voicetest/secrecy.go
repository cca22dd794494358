// Package voicetest holds what the voice's tests share (issue 35): the
// secrecy walk that proves no secret is ever spoken aloud, for ui/voice's
// own stories and for the kiosk boards' speech (ui/kiosk/expressboard,
// ui/kiosk/superboard). It imports neither ui/voice nor a board, so every
// one of their tests may use it.
package voicetest

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"colt/ui/i18n"
)

// Secrecy is one game engine as the secrecy walk plays it (S its state,
// C a command, E an event) and the speech under test.
//
// The walk: a seeded game is played with random legal commands; at the
// steps Redraw chooses, the game is copied with every secret drawn anew
// (what the public cannot tell: hands, decks, face-down cards, committed
// stacks…), the same commands are played in both, and after each command
// the speech must be the same in every language until something public
// tells the two games apart (the reveal). A careless speech (Careless:
// events unfiltered, a seat's page read aloud) must tell them apart
// somewhere, or the check proves nothing.
type Secrecy[S, C, E any] struct {
	Langs []i18n.Lang
	Over  func(*S) bool
	Legal func(*S) []C
	Apply func(S, C) (S, []E, error)
	// Public is everything the table sees of a state, and PublicEvents
	// the events as the table sees them: when either differs between the
	// two games, the secret is out (the reveal) and the walk stops.
	Public       func(*S) any
	PublicEvents func([]E) any
	// Redraw is the game at step of the seeded game with its secrets
	// drawn anew, false where no walk starts.
	Redraw func(s *S, step int) (S, bool)
	// Speak is what the voice says in lang after the command that took
	// prev to next with events evs (the engine's, unfiltered).
	Speak func(lang i18n.Lang, prev, next *S, evs []E) string
	// Careless is what a careless voice would say: it must differ between
	// the two games somewhere.
	Careless func(lang i18n.Lang, prev, next *S, evs []E) string
}

// Figures count what a secrecy walk compared.
type Figures struct {
	// Compared are the commands after which both games spoke alike,
	// Spoken the comparisons where something was said, Leaks those where
	// the careless voice told the games apart.
	Compared, Spoken, Leaks int
}

// Add sums two figures.
func (f Figures) Add(g Figures) Figures {
	return Figures{f.Compared + g.Compared, f.Spoken + g.Spoken, f.Leaks + g.Leaks}
}

// Check fails t when the figures prove nothing: no careless voice ever
// told the games apart, or nothing was spoken.
func (f Figures) Check(t testing.TB) {
	t.Helper()
	if f.Leaks == 0 {
		t.Error("a careless voice never told the games apart: the secrets drawn anew changed nothing, the check proves nothing")
	}
	if f.Spoken == 0 {
		t.Error("nothing was spoken: the check compared silences")
	}
}

// Game walks the seeded game s of the way named way (stream seeds its
// random commands): up to 400 commands, a walk of up to 40 commands at
// every step Redraw chooses. A way where no command was compared fails t.
func (w Secrecy[S, C, E]) Game(t testing.TB, way string, s S, stream uint64) Figures {
	t.Helper()
	rng := rand.New(rand.NewPCG(stream, 35))
	var f Figures
	for step := 0; !w.Over(&s) && step < 400; step++ {
		if d, ok := w.Redraw(&s, step); ok {
			f = f.Add(w.walk(t, way, s, d, rand.New(rand.NewPCG(stream, uint64(step)))))
		}
		legal := w.Legal(&s)
		var err error
		if s, _, err = w.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if f.Compared == 0 {
		t.Errorf("%s: no step was spoken in both games before the reveal", way)
	}
	return f
}

// walk plays the same commands in a and b while both accept them and
// everything public stays the same, comparing what the voice says.
func (w Secrecy[S, C, E]) walk(t testing.TB, way string, a, b S, rng *rand.Rand) (f Figures) {
	t.Helper()
	for range 40 {
		if w.Over(&a) {
			return
		}
		legal := w.Legal(&a)
		cmd := legal[rng.IntN(len(legal))]
		na, evA, err := w.Apply(a, cmd)
		if err != nil {
			t.Fatal(err)
		}
		nb, evB, err := w.Apply(b, cmd)
		if err != nil {
			return // the secret decides what may be played: the reveal
		}
		if !same(t, w.Public(&na), w.Public(&nb)) || !same(t, w.PublicEvents(evA), w.PublicEvents(evB)) {
			return // the reveal
		}
		for _, lang := range w.Langs {
			sa, sb := w.Speak(lang, &a, &na, evA), w.Speak(lang, &b, &nb, evB)
			if sa != sb {
				t.Fatalf("%s %s: the same public step is spoken two ways:\n%s\n%s", way, lang, sa, sb)
			}
			if strings.TrimSpace(sa) != "" {
				f.Spoken++
			}
			if w.Careless(lang, &a, &na, evA) != w.Careless(lang, &b, &nb, evB) {
				f.Leaks++
			}
		}
		f.Compared++
		a, b = na, nb
	}
	return
}

// same reports whether a and b are the same as JSON (the public views hold
// pointers and slices: == cannot tell).
func same(t testing.TB, a, b any) bool {
	t.Helper()
	ja, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return string(ja) == string(jb)
}
