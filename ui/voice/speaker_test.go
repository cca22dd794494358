package voice

import (
	"math"
	"strings"
	"testing"
	"time"

	"colt/ui/i18n"
)

func story(lang i18n.Lang, lines ...string) Story {
	st := NewStory(lang)
	for _, l := range lines {
		st = st.With(OnScreen(Instruction, l))
	}
	return st
}

var (
	long  = story(i18n.En, "Move Cheyenne from the roof of the caboose to the roof of wagon 2.", "Move the Marshal from wagon 1 to the locomotive.", "Django is the new first player.")
	short = story(i18n.En, "Pass the screen to Tuco.")
)

// newSpeaker is a Speaker on sink whose reports arrive on the channel.
func newSpeaker(t *testing.T, sink Sink) (*Speaker, chan Report) {
	t.Helper()
	reports := make(chan Report, 16)
	s, err := New(Options{Sink: sink, Volume: 100, OnReport: func(r Report) { reports <- r }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s, reports
}

// next waits for the next report (a stuck Speaker fails after a minute).
func next(t *testing.T, reports chan Report) Report {
	t.Helper()
	select {
	case r := <-reports:
		return r
	case <-time.After(time.Minute):
		t.Fatal("no report from the Speaker in a minute")
		return Report{}
	}
}

// heardSome waits until the tape took audio of its n-th take.
func heardSome(t *testing.T, tape *Tape, n int) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if tk := tape.Takes(); len(tk) > n && tk[n].Samples > 0 {
			return
		}
	}
	t.Fatal("the sink heard nothing in a minute")
}

func synthSamples(t *testing.T, st Story) int {
	t.Helper()
	p, err := Espeak{}.Synthesize(st.Lang(), st.Spoken())
	if err != nil {
		t.Fatal(err)
	}
	return p.Samples()
}

// TestSayCutsTheCurrentSpeech: a Say while a story is spoken cuts it —
// the sink sees the first take aborted part way and the second whole —
// and Say returns at once.
func TestSayCutsTheCurrentSpeech(t *testing.T) {
	tape := &Tape{Realtime: true}
	s, reports := newSpeaker(t, tape)
	s.Say(long)
	heardSome(t, tape, 0)
	s.Say(short)
	first, second := next(t, reports), next(t, reports)
	if !first.Cut || first.Story.Spoken() != long.Spoken() || first.Err != nil {
		t.Fatalf("the first story should be cut: %+v", first)
	}
	if second.Cut || second.Err != nil || second.Story.Spoken() != short.Spoken() {
		t.Fatalf("the second story should be heard whole: %+v", second)
	}
	takes := tape.Takes()
	if len(takes) != 2 {
		t.Fatalf("the sink saw %d takes, want 2: %+v", len(takes), takes)
	}
	if all := synthSamples(t, long); !takes[0].Cut || takes[0].Samples == 0 || takes[0].Samples >= all {
		t.Errorf("first take: cut %v, %d of %d samples", takes[0].Cut, takes[0].Samples, all)
	}
	if all := synthSamples(t, short); takes[1].Cut || takes[1].Samples != all {
		t.Errorf("second take: cut %v, %d of %d samples", takes[1].Cut, takes[1].Samples, all)
	}
	if second.Heard != second.Length || first.Length != 0 && first.Heard >= first.Length {
		t.Errorf("heard/length: first %v/%v, second %v/%v", first.Heard, first.Length, second.Heard, second.Length)
	}
}

// TestPrefetchNeedsNoSynthesis: the next step prefetched while the
// current one is spoken is played from memory: Say starts no espeak-ng.
func TestPrefetchNeedsNoSynthesis(t *testing.T) {
	tape := &Tape{Realtime: true}
	s, reports := newSpeaker(t, tape)
	s.Say(long)
	s.Prefetch(short)
	heardSome(t, tape, 0)
	s.mu.Lock()
	c := s.clips[key(short)]
	s.mu.Unlock()
	<-c.finished // synthesised while the first story is spoken
	s.mu.Lock()
	before := s.synths
	s.mu.Unlock()
	s.Say(short)
	next(t, reports)
	r := next(t, reports)
	s.mu.Lock()
	after := s.synths
	s.mu.Unlock()
	if after != before {
		t.Errorf("Say of a prefetched story ran espeak-ng again (%d → %d runs)", before, after)
	}
	if !r.Prefetched || r.Cut || r.Err != nil || r.Heard != r.Length {
		t.Errorf("the prefetched story: %+v", r)
	}
}

// TestStopAndRepeat: Stop cuts; Repeat speaks the last story again,
// whole, from the audio already made (no second espeak-ng run).
func TestStopAndRepeat(t *testing.T) {
	tape := &Tape{Realtime: true}
	s, reports := newSpeaker(t, tape)
	s.Say(long)
	heardSome(t, tape, 0)
	s.Stop()
	if r := next(t, reports); !r.Cut {
		t.Fatalf("Stop did not cut: %+v", r)
	}
	s.Repeat()
	r := next(t, reports)
	if r.Cut || r.Story.Spoken() != long.Spoken() || r.Heard != r.Length {
		t.Fatalf("Repeat: %+v", r)
	}
	s.mu.Lock()
	runs := s.synths
	s.mu.Unlock()
	if runs != 1 {
		t.Errorf("espeak-ng ran %d times for one story said twice", runs)
	}
	if takes := tape.Takes(); len(takes) != 2 || takes[1].Samples != synthSamples(t, long) {
		t.Errorf("takes after Repeat: %+v", takes)
	}
}

// TestVolume: the volume scales the samples (50: half the RMS; 0: silence).
func TestVolume(t *testing.T) {
	rms := map[int]float64{}
	for _, v := range []int{100, 50, 0} {
		tape := &Tape{}
		s, reports := newSpeaker(t, tape)
		s.SetVolume(v)
		if s.Volume() != v {
			t.Fatalf("Volume %d after SetVolume(%d)", s.Volume(), v)
		}
		s.Say(short)
		next(t, reports)
		rms[v] = tape.PCM().RMS()
	}
	if rms[100] < 0.02 || math.Abs(rms[50]/rms[100]-0.5) > 0.01 || rms[0] != 0 {
		t.Errorf("RMS at volume 100, 50, 0: %v", rms)
	}
}

// TestNoAudioDevice: a device ALSA cannot open, or no aplay, gives a
// sentence saying what to do — through Probe, Err and the report.
func TestNoAudioDevice(t *testing.T) {
	bad := ALSA{Device: "plughw:CARD=ColtNoSuchCard"}
	err := bad.Probe()
	if err == nil || !strings.Contains(err.Error(), NoDevice) || !strings.Contains(err.Error(), "voice_device") || !strings.Contains(err.Error(), "ColtNoSuchCard") {
		t.Fatalf("Probe of a missing card: %v", err)
	}
	s, reports := newSpeaker(t, bad)
	s.Say(short)
	r := next(t, reports)
	if r.Err == nil || !strings.Contains(r.Err.Error(), NoDevice) || s.Err() == nil {
		t.Fatalf("Say on a missing card: report %+v, Err %v", r, s.Err())
	}
	if err := (ALSA{Program: "/nonexistent/aplay"}).Probe(); err == nil || !strings.Contains(err.Error(), "alsa-utils") {
		t.Errorf("no aplay: %v", err)
	}
	if _, err := New(Options{Engine: Espeak{Program: "/nonexistent/espeak-ng"}}); err == nil || !strings.Contains(err.Error(), "apt install espeak-ng") {
		t.Errorf("no espeak-ng: %v", err)
	}
}

// TestSayReturnsAtOnce: the caller never waits for synthesis or the
// sink: two hundred Says in a row on a real-time sink each cut the one
// before, and only the last is heard whole.
func TestSayReturnsAtOnce(t *testing.T) {
	tape := &Tape{Realtime: true}
	s, reports := newSpeaker(t, tape)
	for range 100 {
		s.Say(long)
		s.Say(short)
	}
	var last Report
	for range 200 {
		last = next(t, reports)
		if !last.Cut {
			break
		}
	}
	if last.Cut || last.Story.Spoken() != short.Spoken() || last.Heard != last.Length {
		t.Errorf("the last Say should be heard whole: %+v", last)
	}
}

// TestOpenWithoutDevice: a table whose voice_device cannot be opened gets
// a silent Speaker and the sentence to show.
func TestOpenWithoutDevice(t *testing.T) {
	reports := make(chan Report, 1)
	s, err := Open("plughw:CARD=ColtNoSuchCard", 80, func(r Report) { reports <- r })
	if s == nil || err == nil || !strings.Contains(err.Error(), "voice_device") {
		t.Fatalf("Open: %v %v", s, err)
	}
	defer s.Close()
	s.Say(short)
	if r := next(t, reports); r.Err != nil || r.Cut || r.Heard != r.Length {
		t.Errorf("the silent Speaker: %+v", r)
	}
}
