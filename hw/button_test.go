package hw

import (
	"testing"
	"time"
)

var t0 = time.Date(2025, 1, 1, 20, 0, 0, 0, time.UTC)

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// change is a raw contact change at a millisecond offset from t0.
type change struct {
	at   int // ms
	down bool
}

// simulate feeds b the changes (Sample at their instant) and ticks it every
// 10 ms in between, from t0 to t0+end, and returns every press.
func simulate(b *Button, end int, changes ...change) []Press {
	var out []Press
	next := 0
	b.Sample(false, t0)
	for now := 0; now <= end; now++ {
		at := t0.Add(ms(now))
		sampled := false
		for next < len(changes) && changes[next].at == now {
			if p, ok := b.Sample(changes[next].down, at); ok {
				out = append(out, p)
			}
			next++
			sampled = true
		}
		if !sampled && now%10 == 0 {
			if p, ok := b.Tick(at); ok {
				out = append(out, p)
			}
		}
	}
	return out
}

func TestButtonBouncyContactGivesExactlyOnePress(t *testing.T) {
	b := NewButton(Seat(2), ButtonConfig{})
	got := simulate(b, 1000,
		// press bounces for 12 ms
		change{0, true}, change{2, false}, change{3, true}, change{5, false}, change{6, true}, change{9, false}, change{12, true},
		// release bounces for 8 ms
		change{300, false}, change{301, true}, change{303, false}, change{305, true}, change{308, false},
	)
	if len(got) != 1 {
		t.Fatalf("got %d presses %v, want exactly 1", len(got), got)
	}
	want := Press{Source: Seat(2), Kind: Short, At: t0.Add(ms(308))}
	if got[0] != want {
		t.Errorf("got %+v, want %+v", got[0], want)
	}
	if b.Down() {
		t.Error("button still down after release")
	}
}

func TestButtonNoiseShorterThanDebounceIsIgnored(t *testing.T) {
	b := NewButton(Seat(0), ButtonConfig{Debounce: ms(30)})
	got := simulate(b, 500, change{100, true}, change{125, false}, change{200, true}, change{201, false})
	if len(got) != 0 {
		t.Fatalf("glitches gave presses %v", got)
	}
}

func TestButtonShortAndLong(t *testing.T) {
	tests := []struct {
		name      string
		longPress time.Duration
		holdMS    int
		want      Kind
		wantAtMS  int
	}{
		{"tap", 0, 200, Short, 200},
		{"just under default threshold", 0, 1400, Short, 1400},
		{"default threshold", 0, 3000, Long, 1500},
		{"configured short threshold", ms(500), 700, Long, 500},
		{"configured long threshold", ms(4000), 3000, Short, 3000},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := NewButton(TableButton, ButtonConfig{LongPress: tc.longPress})
			got := simulate(b, tc.holdMS+1000, change{0, true}, change{tc.holdMS, false})
			if len(got) != 1 {
				t.Fatalf("got presses %v, want one %v", got, tc.want)
			}
			want := Press{Source: TableButton, Kind: tc.want, At: t0.Add(ms(tc.wantAtMS))}
			if got[0] != want {
				t.Errorf("got %+v, want %+v", got[0], want)
			}
		})
	}
}

func TestButtonLongIsReportedWhileStillHeld(t *testing.T) {
	b := NewButton(Seat(1), ButtonConfig{LongPress: ms(1500)})
	// Held past the threshold, not released yet.
	got := simulate(b, 1600, change{0, true})
	if len(got) != 1 || got[0].Kind != Long {
		t.Fatalf("got %v, want one Long before the release", got)
	}
	// The release adds nothing.
	if p, ok := b.Sample(false, t0.Add(ms(2000))); ok {
		t.Errorf("release after Long gave %v", p)
	}
	if p, ok := b.Tick(t0.Add(ms(2100))); ok {
		t.Errorf("release after Long gave %v", p)
	}
}

func TestButtonStuckDoesNotFlood(t *testing.T) {
	b := NewButton(Seat(4), ButtonConfig{})
	// Held for a minute, then released, then tapped once.
	got := simulate(b, 62000, change{0, true}, change{60000, false}, change{61000, true}, change{61100, false})
	var longs, shorts int
	for _, p := range got {
		switch p.Kind {
		case Long:
			longs++
		case Short:
			shorts++
		}
	}
	if longs != 1 || shorts != 1 || len(got) != 2 {
		t.Fatalf("got %v, want one Long for the stuck hold and one Short for the later tap", got)
	}
	if got[0].At != t0.Add(DefaultLongPress) {
		t.Errorf("Long at %v, want at the threshold", got[0].At.Sub(t0))
	}
}

func TestButtonStuckFlag(t *testing.T) {
	b := NewButton(Seat(0), ButtonConfig{StuckAfter: 5 * time.Second})
	simulate(b, 4000, change{0, true})
	if b.Stuck() {
		t.Fatal("stuck after 4 s, limit is 5 s")
	}
	for now := 4000; now <= 6000; now += 10 {
		b.Tick(t0.Add(ms(now)))
	}
	if !b.Stuck() {
		t.Fatal("not stuck after 6 s")
	}
	b.Sample(false, t0.Add(ms(6000)))
	b.Tick(t0.Add(ms(6100)))
	if b.Stuck() {
		t.Fatal("still stuck after release")
	}
}

func TestButtonHeldAtStartupIsIgnoredUntilReleased(t *testing.T) {
	b := NewButton(Seat(3), ButtonConfig{})
	var got []Press
	collect := func(p Press, ok bool) {
		if ok {
			got = append(got, p)
		}
	}
	collect(b.Sample(true, t0)) // low at startup
	for now := 10; now <= 20000; now += 10 {
		collect(b.Tick(t0.Add(ms(now))))
	}
	if !b.Stuck() {
		t.Error("a button low since startup should read as stuck")
	}
	collect(b.Sample(false, t0.Add(ms(20000))))
	for now := 20010; now <= 20500; now += 10 {
		collect(b.Tick(t0.Add(ms(now))))
	}
	if len(got) != 0 {
		t.Fatalf("held-at-startup button gave %v", got)
	}
	if b.Stuck() {
		t.Error("still stuck after release")
	}
	// Now it works.
	collect(b.Sample(true, t0.Add(ms(21000))))
	collect(b.Tick(t0.Add(ms(21100))))
	collect(b.Sample(false, t0.Add(ms(21200))))
	collect(b.Tick(t0.Add(ms(21300))))
	if len(got) != 1 || got[0].Kind != Short {
		t.Fatalf("after release, a tap gave %v, want one Short", got)
	}
}

func TestButtonRateLimit(t *testing.T) {
	b := NewButton(Seat(5), ButtonConfig{MinGap: ms(250)})
	// Ten clean taps, one every 100 ms: released at 40, 140, ... 940 ms.
	var changes []change
	for i := 0; i < 10; i++ {
		changes = append(changes, change{i*100 + 0, true}, change{i*100 + 40, false})
	}
	got := simulate(b, 1500, changes...)
	var at []time.Duration
	for _, p := range got {
		at = append(at, p.At.Sub(t0))
	}
	want := []time.Duration{ms(40), ms(340), ms(640), ms(940)}
	if len(at) != len(want) {
		t.Fatalf("presses at %v, want %v", at, want)
	}
	for i := range want {
		if at[i] != want[i] {
			t.Fatalf("presses at %v, want %v", at, want)
		}
	}
	if b.Dropped() != 6 {
		t.Errorf("dropped %d, want 6", b.Dropped())
	}
}

func TestButtonLateTickStillReportsLongAtThreshold(t *testing.T) {
	b := NewButton(Seat(0), ButtonConfig{})
	b.Sample(false, t0)
	b.Sample(true, t0.Add(ms(100)))
	// No ticks at all until the release, 3 s later.
	p, ok := b.Sample(false, t0.Add(ms(3100)))
	if !ok || p.Kind != Long || p.At != t0.Add(ms(1600)) {
		t.Fatalf("got %v %v, want Long at 1.6 s", p, ok)
	}
	if p, ok := b.Tick(t0.Add(ms(3200))); ok {
		t.Fatalf("release gave %v", p)
	}
}

func TestButtonConfigDefaults(t *testing.T) {
	c := NewButton(Seat(0), ButtonConfig{LongPress: 20 * time.Second}).Config()
	if c.Debounce != DefaultDebounce || c.MinGap != DefaultMinGap {
		t.Errorf("defaults not filled: %+v", c)
	}
	if c.StuckAfter <= c.LongPress {
		t.Errorf("StuckAfter %v must exceed LongPress %v", c.StuckAfter, c.LongPress)
	}
}
