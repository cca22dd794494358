package leds

import (
	"testing"
	"time"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/table"
	"colt/hw"
)

// TestLEDsOverAScriptedRound plays a whole seeded 4-player game
// through a real table and checks, after every command, the pattern each
// seat LED shows (from the real engine states).
func TestLEDsOverAScriptedRound(t *testing.T) {
	clock := hw.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	panel := hw.NewFake(clock)
	tb, _, err := table.Open(table.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.NewGame(express.GameName, express.Setup{Players: 4, Seed: 2024}, nil); err != nil {
		t.Fatal(err)
	}
	f := Follow(tb, panel, clock)
	defer f.Stop()
	sawSchemin, sawStealin, sawChase, sawSpeedOrSwitch := 0, 0, false, false
	for step := 0; step < 2000; step++ {
		s := stateOf(tb)
		pv := express.Public(&s)
		if s.Over() {
			break
		}
		actor := int(s.Actor())
		for seat := 0; seat < 4; seat++ {
			got := panel.SeatLED(seat)
			want := hw.Off
			switch s.Phase() {
			case express.Schemin:
				if seat == actor {
					want = hw.On
					if pv.Round.Turns[pv.Turn] == cards.SpeedUp {
						want = hw.SlowBlink
						sawSpeedOrSwitch = true
					}
				}
			case express.Stealin, express.EventChoice:
				if seat == actor {
					want = hw.FastBlink // owes a choice
				} else if pv.Resolving >= 0 && seat == int(pv.Pile[pv.Resolving].Owner) {
					want = hw.On
				}
			}
			if panel.Chase() {
				continue // an event chase covers the seats for a while
			}
			if got != want {
				t.Fatalf("step %d (%s, %s, actor %d): seat %d shows %s, want %s", step, s.Phase(), s.Stage(), actor, seat, got, want)
			}
		}
		if s.Phase() == express.Schemin {
			sawSchemin++
			wantStatus := hw.On
			if pv.Round.Turns[pv.Turn] == cards.Switch {
				wantStatus = hw.FastBlink
				sawSpeedOrSwitch = true
			}
			if panel.StatusLED() != wantStatus {
				t.Fatalf("step %d: status LED %s, want %s", step, panel.StatusLED(), wantStatus)
			}
		} else {
			sawStealin++
		}
		c := express.Legal(&s)[0]
		if err := tb.Submit(table.FromKiosk, c, s.Version(), ""); err != nil {
			t.Fatal(err)
		}
		if panel.Chase() {
			sawChase = true
			clock.Advance(EventChase + time.Second)
			waitUntil(t, func() bool { return !panel.Chase() })
		}
	}
	if !sawChase {
		t.Fatal("no end-of-round event chase was shown in a whole game")
	}
	if st := stateOf(tb); st.Over() {
		res := express.Score(&st)
		for _, w := range res.Winners {
			if panel.SeatLED(int(w)) != hw.Pulse {
				t.Fatalf("winner seat %d shows %s, want hw.Pulse", w, panel.SeatLED(int(w)))
			}
		}
	}
	if sawSchemin == 0 || sawStealin == 0 {
		t.Fatalf("the script did not cover both phases (%d, %d)", sawSchemin, sawStealin)
	}
	t.Logf("checked %d Schemin' and %d Stealin' steps; chase seen: %v; speed-up/switch seen: %v", sawSchemin, sawStealin, sawChase, sawSpeedOrSwitch)
}

// waitUntil waits for the follower's goroutine to act on the fake clock
// (a bound against hanging, not a timing check).
func waitUntil(t *testing.T, cond func() bool) {
	t.Helper()
	for i := 0; i < 2000 && !cond(); i++ {
		time.Sleep(time.Millisecond)
	}
	if !cond() {
		t.Fatal("the follower did not end the chase after the fake clock passed it")
	}
}

// stateOf returns a copy of the Colt Express state on a table.
func stateOf(tb *table.Table) express.State {
	s, _ := express.StateOf(tb.Game())
	return s
}
