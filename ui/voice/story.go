// Package voice speaks the public story of a table aloud, offline: each
// narration step's public lines are turned into speech by espeak-ng (a
// Debian / Raspberry Pi OS package) and played through ALSA (aplay), a WAV
// file or nowhere (issue 35).
//
// Pure Go, no Fyne: the kiosk gives a Speaker the Story of each step
// (Say), the Story of the step that will come next (Prefetch, so its audio
// is ready when Continue is tapped), and the table's choices (volume,
// Stop, Repeat). Every call returns at once; the work runs on the
// Speaker's own goroutines.
//
// Never a secret aloud: a Story holds only Public lines, and a Public line
// is made only by OnScreen (the caller states the words are printed on the
// shared screen, never on a seat's own page) or by the builders that read
// a game's public view and events filtered for the public (FromExpress,
// FromSuper). A seat's hand, kept cards, fists, hiding place or own tips
// have no way into a Story but through a call that says "on the shared
// screen".
package voice

import (
	"strings"

	"colt/ui/i18n"
)

// Kind is the part of a narration step a line belongs to: it decides how
// the line is read (a ranking line's "1." is an ordinal) and lets a
// listener of the Story tell the parts apart.
type Kind uint8

// The parts of a step that are spoken.
const (
	Header      Kind = iota // the step's title, where the instruction needs it
	Instruction             // what the table does now (move a pawn, take a token)
	Reason                  // why (the screen's smaller line under the instruction)
	Turn                    // whose turn it is
	PassScreen              // "pass the screen to …"
	RoundCard               // the round card as it is turned over
	Event                   // the round's event as it is turned over
	Ranking                 // one line of the final ranking
	Tip                     // the teaching tip on the shared screen
)

var kindNames = [...]string{"header", "instruction", "reason", "turn", "pass-screen", "round-card", "event", "ranking", "tip"}

// String names the kind.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind?"
}

// Public is one line the whole table may hear: words printed on the shared
// screen. Its fields are unexported: a Public is made only by OnScreen or
// by the builders from public views, never by converting a string.
type Public struct {
	kind Kind
	text string
}

// OnScreen marks text as a line of the shared screen of kind k: the
// caller states that every seat sees these words (a step's instruction,
// whose turn it is, the round card, a tip on the table's screen). Words
// of one seat's page — a hand, a kept card, a fist, a hiding place, "you
// keep …", a seat's own tip — must never be passed here: they are not on
// the shared screen.
func OnScreen(k Kind, text string) Public { return Public{kind: k, text: strings.TrimSpace(text)} }

// Kind is the part of the step the line belongs to.
func (p Public) Kind() Kind { return p.kind }

// Text is the line as printed.
func (p Public) Text() string { return p.text }

// Story is what is spoken for one narration step, in one language.
type Story struct {
	lang  i18n.Lang
	lines []Public
}

// NewStory is the story of a step in lang (an unknown language speaks
// English, as the screens do) made of lines, in the order they are read;
// empty lines are left out.
func NewStory(lang i18n.Lang, lines ...Public) Story {
	if !lang.Valid() {
		lang = i18n.En
	}
	s := Story{lang: lang}
	return s.With(lines...)
}

// With returns the story with lines added at its end (s is not changed).
func (s Story) With(lines ...Public) Story {
	out := Story{lang: s.lang, lines: append([]Public(nil), s.lines...)}
	if !out.lang.Valid() {
		out.lang = i18n.En
	}
	for _, l := range lines {
		if l.text != "" {
			out.lines = append(out.lines, l)
		}
	}
	return out
}

// Lang is the language the story is spoken in.
func (s Story) Lang() i18n.Lang { return s.lang }

// Lines are the story's lines as printed.
func (s Story) Lines() []Public { return append([]Public(nil), s.lines...) }

// Empty reports whether the story has nothing to say.
func (s Story) Empty() bool { return len(s.lines) == 0 }

// Spoken is the text espeak-ng reads: every line pronounced for its
// language (Normalize) and ended as a sentence, so each line is heard
// with a pause after it.
func (s Story) Spoken() string {
	parts := make([]string, 0, len(s.lines))
	for _, l := range s.lines {
		t := normalizeLine(s.lang, l.kind, l.text)
		if t == "" {
			continue
		}
		if !strings.ContainsAny(t[len(t)-1:], ".!?:;…") {
			t += "."
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, " ")
}

// Words counts the words of the printed lines (the yardstick of how long
// the speech should last).
func (s Story) Words() int {
	n := 0
	for _, l := range s.lines {
		n += len(strings.Fields(l.text))
	}
	return n
}
