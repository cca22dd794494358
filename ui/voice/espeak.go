package voice

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"sync"

	"colt/ui/i18n"
)

// Espeak is the speech engine: the espeak-ng program of Debian and
// Raspberry Pi OS (package espeak-ng), the one offline engine of both
// that speaks English, French, Dutch and Italian (pico2wave, from
// libttspico-utils, sounds better but is in Debian's non-free section
// and has no Dutch; see README.md).
type Espeak struct {
	// Program is the espeak-ng binary ("espeak-ng" on PATH when empty).
	Program string
	// WordsPerMinute is the speaking rate (espeak-ng -s; 165 when 0).
	WordsPerMinute int
}

// voices are the espeak-ng voices of the table's languages.
var voices = map[i18n.Lang]string{i18n.En: "en-gb", i18n.Fr: "fr-fr", i18n.Nl: "nl", i18n.It: "it"}

// Voice is the espeak-ng voice that speaks lang.
func Voice(lang i18n.Lang) string {
	if v, ok := voices[lang]; ok {
		return v
	}
	return voices[i18n.En]
}

func (e Espeak) program() string {
	if e.Program == "" {
		return "espeak-ng"
	}
	return e.Program
}

func (e Espeak) rate() int {
	if e.WordsPerMinute <= 0 {
		return 165
	}
	return e.WordsPerMinute
}

// Check reports whether espeak-ng can be run, with a sentence saying what
// to install when it cannot.
func (e Espeak) Check() error {
	if _, err := exec.LookPath(e.program()); err != nil {
		return fmt.Errorf("the speech engine %s is not installed: run `sudo apt install espeak-ng` (or switch the voice off: voice = false in /etc/colt/kiosk.toml)", e.program())
	}
	return nil
}

// Synthesize speaks text in lang into memory (the whole clip; a Speaker
// streams instead).
func (e Espeak) Synthesize(lang i18n.Lang, text string) (PCM, error) {
	c := e.start(lang, text)
	<-c.finished
	if c.err != nil {
		return PCM{}, c.err
	}
	return PCM{Rate: c.rate, Data: c.data}, nil
}

// clip is one utterance being synthesised: its audio grows as espeak-ng
// writes it, and readers follow it without waiting for the end.
type clip struct {
	mu       sync.Mutex
	rate     int
	data     []byte
	done     bool
	err      error
	more     chan struct{} // closed (and replaced) whenever data grows or the clip ends
	finished chan struct{} // closed at the end
}

// start runs espeak-ng on its own goroutine and returns at once.
func (e Espeak) start(lang i18n.Lang, text string) *clip {
	c := &clip{more: make(chan struct{}), finished: make(chan struct{})}
	go c.run(e, lang, text)
	return c
}

func (c *clip) run(e Espeak, lang i18n.Lang, text string) {
	var stderr bytes.Buffer
	cmd := exec.Command(e.program(), "-v", Voice(lang), "-s", strconv.Itoa(e.rate()), "--stdout")
	cmd.Stdin = bytes.NewReader([]byte(text))
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err == nil {
		err = cmd.Start()
	}
	if err != nil {
		c.finish(0, fmt.Errorf("cannot start the speech engine %s: %w (install espeak-ng)", e.program(), err))
		return
	}
	rate, err := readWAVHeader(out)
	if err != nil {
		_ = cmd.Wait()
		c.finish(0, fmt.Errorf("the speech engine %s wrote no audio: %w: %s", e.program(), err, bytes.TrimSpace(stderr.Bytes())))
		return
	}
	c.mu.Lock()
	c.rate = rate
	c.mu.Unlock()
	buf := make([]byte, 8192)
	for {
		n, rerr := out.Read(buf)
		if n > 0 {
			c.append(buf[:n])
		}
		if rerr != nil {
			if !errors.Is(rerr, io.EOF) {
				err = rerr
			}
			break
		}
	}
	if werr := cmd.Wait(); werr != nil && err == nil {
		err = fmt.Errorf("the speech engine %s failed: %w: %s", e.program(), werr, bytes.TrimSpace(stderr.Bytes()))
	}
	c.finish(rate, err)
}

func (c *clip) append(b []byte) {
	c.mu.Lock()
	c.data = append(c.data, b...)
	close(c.more)
	c.more = make(chan struct{})
	c.mu.Unlock()
}

func (c *clip) finish(rate int, err error) {
	c.mu.Lock()
	if rate != 0 {
		c.rate = rate
	}
	c.data = c.data[:len(c.data)/2*2]
	c.done, c.err = true, err
	close(c.more)
	c.mu.Unlock()
	close(c.finished)
}

// ready reports whether the whole clip is synthesised.
func (c *clip) ready() bool {
	select {
	case <-c.finished:
		return true
	default:
		return false
	}
}

// read returns the audio from offset off on (at most max bytes, whole
// samples), waiting for espeak-ng when it has not written it yet; io.EOF
// at the end; errStopped when stop is closed first.
func (c *clip) read(off, max int, stop <-chan struct{}) (rate int, b []byte, err error) {
	for {
		c.mu.Lock()
		avail := len(c.data) - off
		if !c.done {
			avail = avail / 2 * 2
		}
		if avail > 0 {
			if avail > max {
				avail = max
			}
			b, rate = c.data[off:off+avail], c.rate
			c.mu.Unlock()
			return rate, b, nil
		}
		if c.done {
			err, rate = c.err, c.rate
			c.mu.Unlock()
			if err == nil {
				err = io.EOF
			}
			return rate, nil, err
		}
		more := c.more
		c.mu.Unlock()
		select {
		case <-more:
		case <-stop:
			return 0, nil, errStopped
		}
	}
}

var errStopped = errors.New("stopped")
