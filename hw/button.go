package hw

import "time"

// Button defaults; a zero field in ButtonConfig means the default.
const (
	// DefaultDebounce is how long a contact must stay steady before a change
	// counts. Ordinary tact switches settle within 5–20 ms.
	DefaultDebounce = 30 * time.Millisecond
	// DefaultLongPress is how long a button must be held to make a Long press.
	DefaultLongPress = 1500 * time.Millisecond
	// DefaultStuckAfter is how long a button may be held before it is
	// reported as stuck (something resting on it, a shorted wire).
	DefaultStuckAfter = 10 * time.Second
	// DefaultMinGap is the shortest time between two presses of one button;
	// presses that come faster are dropped.
	DefaultMinGap = 250 * time.Millisecond
)

// ButtonConfig tunes a Button. Zero fields take the defaults above.
type ButtonConfig struct {
	// Debounce is how long the raw level must stay unchanged before the
	// button is taken to be pressed or released.
	Debounce time.Duration
	// LongPress is how long a press must last to be Long.
	LongPress time.Duration
	// StuckAfter is how long a press may last before Stuck reports true.
	// It is raised to twice LongPress if it is not longer than LongPress.
	StuckAfter time.Duration
	// MinGap is the rate limit: at most one press per MinGap per button.
	MinGap time.Duration
}

func (c ButtonConfig) withDefaults() ButtonConfig {
	if c.Debounce <= 0 {
		c.Debounce = DefaultDebounce
	}
	if c.LongPress <= 0 {
		c.LongPress = DefaultLongPress
	}
	if c.StuckAfter <= 0 {
		c.StuckAfter = DefaultStuckAfter
	}
	if c.StuckAfter <= c.LongPress {
		c.StuckAfter = 2 * c.LongPress
	}
	if c.MinGap <= 0 {
		c.MinGap = DefaultMinGap
	}
	return c
}

// Button turns raw samples of one push button into presses. It knows nothing
// of GPIO: feed it the contact state with Sample whenever it may have changed
// and call Tick regularly (every 10 ms or so) so timers can expire. All times
// come from the caller, so it is deterministic under test.
//
// Rules:
//   - Debounce: a change counts only once the raw level has stayed the same
//     for Debounce, so a bouncing contact gives exactly one press.
//   - A press released before LongPress is Short, reported at the release.
//   - A press held for LongPress is Long, reported once as the threshold
//     passes; its release reports nothing.
//   - A button held at startup is ignored until it has been released once.
//   - A button held past StuckAfter is Stuck until released; it never
//     reports more than the one Long.
//   - At most one press per MinGap; faster ones are dropped and counted.
//
// A Button is not safe for concurrent use.
type Button struct {
	src Source
	cfg ButtonConfig

	started  bool      // a first sample has been seen
	raw      bool      // last sampled contact state, true = pressed
	rawSince time.Time // when raw last changed

	known     bool      // the debounced state is known
	down      bool      // debounced state, true = pressed
	armed     bool      // has been seen released (so presses count)
	pressedAt time.Time // start of the current press
	longSent  bool      // a Long was reported (or due) for this press
	stuck     bool

	emitted  bool
	lastEmit time.Time
	dropped  int
}

// NewButton returns a Button that reports its presses as coming from src.
func NewButton(src Source, cfg ButtonConfig) *Button {
	return &Button{src: src, cfg: cfg.withDefaults()}
}

// Config returns the configuration in use, defaults filled in.
func (b *Button) Config() ButtonConfig { return b.cfg }

// Sample records the contact state (down = pressed) read at instant at. It
// first brings the button up to date at that instant, which may complete a
// press; that press is returned with ok = true.
func (b *Button) Sample(down bool, at time.Time) (p Press, ok bool) {
	if !b.started {
		b.started = true
		b.raw, b.rawSince = down, at
		if !down {
			// Released at startup: ready at once, no debounce needed.
			b.known, b.armed = true, true
		}
		return Press{}, false
	}
	p, ok = b.Tick(at)
	if down != b.raw {
		b.raw, b.rawSince = down, at
	}
	return p, ok
}

// Tick brings the button up to date at instant now: a level that has been
// steady for Debounce is accepted and the long-press and stuck timers are
// checked. A press completed by doing so is returned with ok = true.
func (b *Button) Tick(now time.Time) (p Press, ok bool) {
	if !b.started {
		return Press{}, false
	}
	if (!b.known || b.raw != b.down) && now.Sub(b.rawSince) >= b.cfg.Debounce {
		p, ok = b.settle()
	}
	if b.down && b.armed && !b.longSent && now.Sub(b.pressedAt) >= b.cfg.LongPress {
		b.longSent = true
		p, ok = b.emit(Long, b.pressedAt.Add(b.cfg.LongPress))
	}
	if b.down && b.armed && now.Sub(b.pressedAt) >= b.cfg.StuckAfter {
		b.stuck = true
	}
	return p, ok
}

// settle accepts the raw level as the debounced state.
func (b *Button) settle() (Press, bool) {
	wasDown := b.known && b.down
	b.known = true
	b.down = b.raw
	if b.down {
		b.pressedAt = b.rawSince
		b.longSent = false
		if !b.armed {
			b.stuck = true // held since startup
		}
		return Press{}, false
	}
	short := wasDown && b.armed && !b.longSent
	b.armed, b.stuck, b.longSent = true, false, false
	if short {
		return b.emit(Short, b.rawSince)
	}
	return Press{}, false
}

func (b *Button) emit(k Kind, at time.Time) (Press, bool) {
	if b.emitted && at.Sub(b.lastEmit) < b.cfg.MinGap {
		b.dropped++
		return Press{}, false
	}
	b.emitted, b.lastEmit = true, at
	return Press{Source: b.src, Kind: k, At: at}, true
}

// Down reports the debounced state: true while the button is held.
func (b *Button) Down() bool { return b.known && b.down }

// Stuck reports whether the button is being ignored until it is released:
// it was held at startup, or it has been held past StuckAfter.
func (b *Button) Stuck() bool { return b.stuck }

// Dropped returns how many presses the rate limit has dropped.
func (b *Button) Dropped() int { return b.dropped }

// Source returns the source the button reports.
func (b *Button) Source() Source { return b.src }
