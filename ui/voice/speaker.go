package voice

import (
	"errors"
	"io"
	"sync"
	"time"
)

// Options configure a Speaker.
type Options struct {
	// Engine synthesises speech (espeak-ng).
	Engine Espeak
	// Sink is where speech is heard: ALSA{Device: cfg.VoiceDevice} on a
	// table, NullSink() where there is no sound, a Tape in tests.
	Sink Sink
	// Volume is 0–100 (SetVolume changes it).
	Volume int
	// OnReport, when set, is called (on the Speaker's goroutine) after
	// each utterance ends, is cut, or fails.
	OnReport func(Report)
}

// Report tells how one Say went: the measures of issue 35.
type Report struct {
	Story Story
	// FirstSample is the time from Say to the first sample given to the
	// sink (zero when none was).
	FirstSample time.Duration
	// Prefetched is true when the audio was already synthesised at Say.
	Prefetched bool
	// Heard is the audio given to the sink; Length the utterance's whole
	// audio (0 when a cut came before synthesis ended; Heard < Length when
	// cut).
	Heard, Length time.Duration
	// Cut is true when a Say, Repeat or Stop ended it before its end.
	Cut bool
	// Err is why it was not heard (no audio device, no espeak-ng).
	Err error
}

// Speaker speaks Stories one at a time: a new Say cuts the one playing.
// Every method returns at once; synthesis and playback run on the
// Speaker's own goroutines. It is safe for concurrent use.
type Speaker struct {
	engine   Espeak
	sink     Sink
	onReport func(Report)

	mu      sync.Mutex
	clips   map[string]*clip
	order   []string // clip keys, oldest first
	cur     *playback
	last    Story
	volume  int
	err     error
	closed  bool
	synths  int // espeak-ng runs started (tests: a prefetched Say starts none)
	running sync.WaitGroup
}

// keepClips is how many synthesised utterances a Speaker keeps (the
// current step, the next, and a few to repeat or go back to).
const keepClips = 8

type playback struct {
	stop chan struct{}
	once sync.Once
	done chan struct{}
}

func (p *playback) cancel() { p.once.Do(func() { close(p.stop) }) }

// New returns a Speaker. It fails only when espeak-ng is missing (the
// error says what to install); a sink without a device fails on the first
// Say, reported through Err and OnReport (ALSA.Probe checks it before).
func New(o Options) (*Speaker, error) {
	if err := o.Engine.Check(); err != nil {
		return nil, err
	}
	if o.Sink == nil {
		o.Sink = NullSink()
	}
	s := &Speaker{engine: o.Engine, sink: o.Sink, onReport: o.OnReport, clips: map[string]*clip{}}
	s.volume = clampVolume(o.Volume)
	return s, nil
}

func clampVolume(v int) int { return max(0, min(100, v)) }

func key(st Story) string { return string(st.Lang()) + "\x00" + st.Spoken() }

// clipLocked returns the story's clip, starting its synthesis if needed.
func (s *Speaker) clipLocked(st Story) (c *clip, fresh bool) {
	k := key(st)
	if c, ok := s.clips[k]; ok {
		return c, false
	}
	c = s.engine.start(st.Lang(), st.Spoken())
	s.synths++
	s.clips[k] = c
	s.order = append(s.order, k)
	for len(s.order) > keepClips {
		delete(s.clips, s.order[0])
		s.order = s.order[1:]
	}
	return c, true
}

// Prefetch synthesises st now, so that Say(st) later starts at once.
// It returns at once.
func (s *Speaker) Prefetch(st Story) {
	if st.Empty() {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.closed {
		s.clipLocked(st)
	}
}

// Say cuts whatever is being spoken and speaks st. It returns at once.
// An empty story only stops the speech.
func (s *Speaker) Say(st Story) {
	t0 := time.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	prev := s.cur
	s.cur = nil
	if prev != nil {
		prev.cancel()
	}
	if st.Empty() {
		return
	}
	s.last = st
	c, fresh := s.clipLocked(st)
	pb := &playback{stop: make(chan struct{}), done: make(chan struct{})}
	s.cur = pb
	s.running.Add(1)
	go s.play(pb, prev, c, st, t0, !fresh && c.ready())
}

// Repeat speaks the last story again (the table's "repeat" tap or button).
func (s *Speaker) Repeat() {
	s.mu.Lock()
	last := s.last
	s.mu.Unlock()
	s.Say(last)
}

// Stop cuts the speech (the voice switched off, the step left).
func (s *Speaker) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cur != nil {
		s.cur.cancel()
		s.cur = nil
	}
}

// SetVolume sets the volume, 0–100, from the next chunk of audio on.
func (s *Speaker) SetVolume(v int) {
	s.mu.Lock()
	s.volume = clampVolume(v)
	s.mu.Unlock()
}

// Volume is the volume, 0–100.
func (s *Speaker) Volume() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.volume
}

// Err is the last error of the speech (no audio device…), nil when the
// last Say was heard; the kiosk shows it as a banner.
func (s *Speaker) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Close stops the speech and waits for the Speaker's goroutines.
func (s *Speaker) Close() {
	s.mu.Lock()
	s.closed = true
	if s.cur != nil {
		s.cur.cancel()
		s.cur = nil
	}
	s.mu.Unlock()
	s.running.Wait()
}

// Wait blocks until nothing is being spoken (tests, recordings).
func (s *Speaker) Wait() {
	s.mu.Lock()
	cur := s.cur
	s.mu.Unlock()
	if cur != nil {
		<-cur.done
	}
}

// chunk is how much audio is given to the sink at a time: 20 ms, so a
// cut or a volume change is heard within 20 ms of the sink's buffer.
func chunk(rate int) int { return max(2, rate/50*2) }

func (s *Speaker) play(pb *playback, prev *playback, c *clip, st Story, t0 time.Time, prefetched bool) {
	defer s.running.Done()
	defer close(pb.done)
	rep := Report{Story: st, Prefetched: prefetched}
	if prev != nil {
		<-prev.done // one stream at a time: a hw: device opens once
	}
	var stream Stream
	var rate, off int
	for {
		r, b, err := c.read(off, 4096, pb.stop)
		if err != nil {
			if errors.Is(err, errStopped) {
				rep.Cut = true
			} else if !errors.Is(err, io.EOF) {
				rep.Err = err
			}
			break
		}
		if stream == nil {
			rate = r
			if stream, err = s.sink.Open(rate); err != nil {
				rep.Err = err
				break
			}
		}
		for len(b) > 0 {
			n := min(len(b), chunk(rate))
			select {
			case <-pb.stop:
				err = errStopped
			default:
				s.mu.Lock()
				gain := float64(s.volume) / 100
				s.mu.Unlock()
				if rep.FirstSample == 0 {
					rep.FirstSample = time.Since(t0)
				}
				err = stream.Write(scale(b[:n], gain))
			}
			if err != nil {
				break
			}
			off += n
			rep.Heard = durationOf(off, rate)
			b = b[n:]
		}
		if errors.Is(err, errStopped) {
			rep.Cut = true
			break
		}
		if err != nil {
			rep.Err = err
			break
		}
	}
	if stream != nil {
		if rep.Cut || rep.Err != nil {
			stream.Abort()
		} else if err := stream.Close(); err != nil {
			rep.Err = err
		}
	}
	if c.ready() {
		c.mu.Lock()
		rep.Length = durationOf(len(c.data), c.rate)
		c.mu.Unlock()
	}
	s.mu.Lock()
	if !rep.Cut {
		s.err = rep.Err
	}
	if rep.Err != nil {
		// a failed synthesis is not kept: the next Say tries again
		if k := key(st); s.clips[k] == c {
			delete(s.clips, k)
			for i, o := range s.order {
				if o == k {
					s.order = append(s.order[:i], s.order[i+1:]...)
					break
				}
			}
		}
	}
	if s.cur == pb {
		s.cur = nil
	}
	s.mu.Unlock()
	if s.onReport != nil {
		s.onReport(rep)
	}
}

func durationOf(bytes, rate int) time.Duration {
	if rate == 0 {
		return 0
	}
	return time.Duration(bytes/2) * time.Second / time.Duration(rate)
}

// Open is the Speaker of a table: espeak-ng into the ALSA device (the
// config's voice_device) at volume (voice_volume). When the device cannot
// be opened (no sound card, a wrong voice_device, no aplay) it still
// returns a Speaker, on a NullSink so the kiosk goes on in silence, with
// the sentence to show (NoDevice and what ALSA said). Without espeak-ng it
// returns nil and the sentence saying what to install.
func Open(device string, volume int, onReport func(Report)) (*Speaker, error) {
	o := Options{Sink: ALSA{Device: device}, Volume: volume, OnReport: onReport}
	probe := ALSA{Device: device}.Probe()
	if probe != nil {
		o.Sink = NullSink()
	}
	s, err := New(o)
	if err != nil {
		return nil, err
	}
	return s, probe
}
