package voice

import (
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"colt/internal/syncbuf"
)

// Sink is where speech is heard: the sound card (ALSA), a WAV file, or
// nowhere. A Speaker opens one Stream per utterance and never two at once.
type Sink interface {
	// Open starts a stream of mono 16-bit audio at rate samples a second.
	Open(rate int) (Stream, error)
}

// Stream plays one utterance.
type Stream interface {
	// Write plays pcm, returning when the sink has taken it (at the pace
	// of playback once the sink's buffer is full).
	Write(pcm []byte) error
	// Close lets what was written finish playing, then ends the stream.
	Close() error
	// Abort cuts the stream at once: what was written and not yet heard
	// is dropped.
	Abort()
}

// NoDevice is the sentence a kiosk shows when speech has nowhere to go.
const NoDevice = "no audio device for the voice: plug in a speaker (the Pi's headphone jack, HDMI or a USB speaker), " +
	"set voice_device in /etc/colt/kiosk.toml to a device that `aplay -L` lists (e.g. default, plughw:1,0), " +
	"or switch the voice off"

// ALSA plays through an ALSA device with aplay (package alsa-utils).
type ALSA struct {
	// Device is the ALSA device: "default", "hw:0", "plughw:1,0",
	// "sysdefault:CARD=Headphones" (the Pi's jack)… "default" when empty.
	Device string
	// Program is the aplay binary ("aplay" on PATH when empty).
	Program string
}

func (a ALSA) device() string {
	if strings.TrimSpace(a.Device) == "" {
		return "default"
	}
	return a.Device
}

func (a ALSA) program() string {
	if a.Program == "" {
		return "aplay"
	}
	return a.Program
}

// Probe checks that the device can be opened: it plays 50 ms of silence.
// The error is a sentence saying what to do (NoDevice, with what ALSA said).
func (a ALSA) Probe() error {
	if _, err := exec.LookPath(a.program()); err != nil {
		return fmt.Errorf("the voice needs aplay: run `sudo apt install alsa-utils` (or switch the voice off)")
	}
	s, err := a.Open(16000)
	if err != nil {
		return err
	}
	if err := s.Write(make([]byte, 1600)); err != nil {
		s.Abort()
		return err
	}
	return s.Close()
}

// Cards lists the sound cards `aplay -l` finds (none: an empty list).
func (a ALSA) Cards() ([]string, error) {
	out, err := exec.Command(a.program(), "-l").CombinedOutput()
	var cards []string
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "card ") {
			cards = append(cards, strings.TrimSpace(line))
		}
	}
	if err != nil && len(cards) == 0 && !strings.Contains(string(out), "no soundcards") {
		return nil, fmt.Errorf("cannot list the sound cards with %s -l: %w", a.program(), err)
	}
	return cards, nil
}

// Open starts aplay on the device, reading raw samples from a pipe.
func (a ALSA) Open(rate int) (Stream, error) {
	cmd := exec.Command(a.program(), "-q", "-D", a.device(), "-t", "raw", "-f", "S16_LE", "-c", "1", "-r", strconv.Itoa(rate), "-")
	var stderr syncbuf.Buffer
	cmd.Stderr = &stderr
	in, err := cmd.StdinPipe()
	if err == nil {
		err = cmd.Start()
	}
	if err != nil {
		return nil, fmt.Errorf("%s: cannot start %s: %w (install alsa-utils)", NoDevice, a.program(), err)
	}
	s := &alsaStream{a: a, cmd: cmd, in: in, stderr: &stderr, exited: make(chan struct{})}
	go func() { s.waitErr = cmd.Wait(); close(s.exited) }()
	return s, nil
}

type alsaStream struct {
	a       ALSA
	cmd     *exec.Cmd
	in      io.WriteCloser
	stderr  *syncbuf.Buffer
	exited  chan struct{}
	waitErr error
	once    sync.Once
}

func (s *alsaStream) fail() error {
	<-s.exited
	msg := strings.TrimSpace(s.stderr.String())
	if i := strings.IndexByte(msg, '\n'); i >= 0 {
		msg = msg[:i]
	}
	if msg == "" && s.waitErr != nil {
		msg = s.waitErr.Error()
	}
	return fmt.Errorf("%s (ALSA device %q: %s)", NoDevice, s.a.device(), msg)
}

func (s *alsaStream) Write(pcm []byte) error {
	if _, err := s.in.Write(pcm); err != nil {
		return s.fail()
	}
	return nil
}

func (s *alsaStream) Close() error {
	s.in.Close()
	<-s.exited
	if s.waitErr != nil {
		return s.fail()
	}
	return nil
}

func (s *alsaStream) Abort() {
	s.once.Do(func() {
		_ = s.cmd.Process.Kill()
		s.in.Close()
	})
	<-s.exited
}

// Tape is a sink that keeps what it plays: every utterance as one Take,
// heard or cut. With Realtime it takes audio no faster than a speaker
// plays it (so a new Say can cut an utterance half way, as on a table);
// without, at once. NullSink is a Tape nobody reads; WriteWAV(Tape.PCM())
// records a session.
type Tape struct {
	// Realtime paces writes at the audio's own speed.
	Realtime bool
	// Discard keeps only the count of samples, not the audio (a null sink).
	Discard bool

	mu    sync.Mutex
	takes []Take
	pcm   PCM
}

// Take is one utterance as the sink heard it.
type Take struct {
	Rate    int
	Samples int  // samples the sink took
	Cut     bool // Abort ended it
	Opened  time.Time
	First   time.Time // when its first sample arrived (zero: none did)
}

// NullSink is the sink of a machine without sound: speech is timed as if
// heard, and dropped.
func NullSink() *Tape { return &Tape{Realtime: true, Discard: true} }

// Takes returns the utterances heard so far.
func (t *Tape) Takes() []Take {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]Take(nil), t.takes...)
}

// PCM returns everything heard, one take after the other.
func (t *Tape) PCM() PCM {
	t.mu.Lock()
	defer t.mu.Unlock()
	return PCM{Rate: t.pcm.Rate, Data: append([]byte(nil), t.pcm.Data...)}
}

// Open starts a take.
func (t *Tape) Open(rate int) (Stream, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.pcm.Rate != 0 && t.pcm.Rate != rate && !t.Discard {
		return nil, fmt.Errorf("a tape at %d Hz cannot take audio at %d Hz", t.pcm.Rate, rate)
	}
	t.pcm.Rate = rate
	t.takes = append(t.takes, Take{Rate: rate, Opened: time.Now()})
	return &tapeStream{t: t, i: len(t.takes) - 1, rate: rate, start: time.Now(), abort: make(chan struct{})}, nil
}

type tapeStream struct {
	t       *Tape
	i       int
	rate    int
	start   time.Time
	written int
	abort   chan struct{}
	once    sync.Once
}

func (s *tapeStream) Write(pcm []byte) error {
	select {
	case <-s.abort:
		return errStopped
	default:
	}
	n := len(pcm) / 2
	s.t.mu.Lock()
	tk := &s.t.takes[s.i]
	if tk.First.IsZero() && n > 0 {
		tk.First = time.Now()
		s.start = tk.First
	}
	tk.Samples += n
	if !s.t.Discard {
		s.t.pcm.Data = append(s.t.pcm.Data, pcm[:n*2]...)
	}
	s.t.mu.Unlock()
	s.written += n
	if s.t.Realtime {
		due := s.start.Add(time.Duration(s.written) * time.Second / time.Duration(s.rate))
		select {
		case <-time.After(time.Until(due)):
		case <-s.abort:
			return errStopped
		}
	}
	return nil
}

func (s *tapeStream) Close() error { return nil }

func (s *tapeStream) Abort() {
	s.once.Do(func() {
		close(s.abort)
		s.t.mu.Lock()
		s.t.takes[s.i].Cut = true
		s.t.mu.Unlock()
	})
}
