package hw

import (
	"testing"

	"colt/engine/express"
)

// seats builds a seat pattern array from a short string, one letter a seat:
// . off, O on, s slow blink, f fast blink, p pulse.
func seats(s string) [MaxSeats]Pattern {
	var out [MaxSeats]Pattern
	for i, c := range s {
		switch c {
		case 'O':
			out[i] = On
		case 's':
			out[i] = SlowBlink
		case 'f':
			out[i] = FastBlink
		case 'p':
			out[i] = Pulse
		}
	}
	return out
}

func TestSignals(t *testing.T) {
	tests := []struct {
		name   string
		ts     TurnSignal
		seats  string
		status Pattern
		chase  bool
	}{
		{"setup shows the seats in play",
			TurnSignal{Phase: PhaseSetup, Players: 4, Active: NoSeat}, "OOOO..", SlowBlink, false},
		{"setup with unknown player count lights every seat",
			TurnSignal{Phase: PhaseSetup, Active: NoSeat}, "OOOOOOO", SlowBlink, false},

		{"Schemin': the active seat is on",
			TurnSignal{Phase: PhaseSchemin, Players: 5, Active: 2}, "..O...", On, false},
		{"Schemin': no active seat",
			TurnSignal{Phase: PhaseSchemin, Players: 5, Active: NoSeat}, "......", On, false},
		{"Schemin' Speed-Up: the active seat blinks slowly (plays twice)",
			TurnSignal{Phase: PhaseSchemin, Players: 5, Active: 1, PlaysTwice: true}, ".s....", On, false},
		{"Schemin' Switch: the status LED blinks fast (order reversed)",
			TurnSignal{Phase: PhaseSchemin, Players: 5, Active: 3, Reversed: true}, "...O..", FastBlink, false},
		{"Schemin' Speed-Up and Switch together",
			TurnSignal{Phase: PhaseSchemin, Players: 3, Active: 0, PlaysTwice: true, Reversed: true}, "s.....", FastBlink, false},
		{"Schemin' hand-off: the active seat blinks fast until it reveals",
			TurnSignal{Phase: PhaseSchemin, Players: 4, Active: 3, HandoffWaiting: true, PlaysTwice: true}, "...f..", On, false},
		{"Schemin': an active seat beyond the players is ignored",
			TurnSignal{Phase: PhaseSchemin, Players: 3, Active: 4}, "......", On, false},

		{"simultaneous choice: every seat that still owes it blinks fast, the others are off",
			TurnSignal{Phase: PhaseChoosing, Players: 4, Active: NoSeat, Owing: []int{0, 2, 3}}, "f.ff..", On, false},
		{"simultaneous choice: the last seat to choose",
			TurnSignal{Phase: PhaseChoosing, Players: 3, Active: NoSeat, Owing: []int{1}}, ".f....", On, false},

		{"Stealin': the resolving bandit is on",
			TurnSignal{Phase: PhaseStealin, Players: 6, Active: 5}, ".....O", On, false},
		{"Stealin': a seat that owes a choice blinks fast",
			TurnSignal{Phase: PhaseStealin, Players: 6, Active: 5, Owing: []int{1}}, ".f...O", On, false},
		{"Stealin': the resolving bandit owes the choice itself",
			TurnSignal{Phase: PhaseStealin, Players: 4, Active: 2, Owing: []int{2}}, "..f...", On, false},
		{"Stealin': several owe, bad entries ignored",
			TurnSignal{Phase: PhaseStealin, Players: 4, Active: 0, Owing: []int{1, 3, 4, -2, 9}}, "Of.f..", On, false},
		{"Stealin' ignores Switch and Speed-Up",
			TurnSignal{Phase: PhaseStealin, Players: 4, Active: 1, Reversed: true, PlaysTwice: true}, ".O....", On, false},

		{"event: chase",
			TurnSignal{Phase: PhaseEvent, Players: 4, Active: 1}, "......", On, true},

		{"game over: winners pulse",
			TurnSignal{Phase: PhaseGameOver, Players: 5, Active: NoSeat, Winners: []int{1, 4}}, ".p..p.", SlowBlink, false},
		{"game over: winners out of range ignored",
			TurnSignal{Phase: PhaseGameOver, Players: 3, Active: NoSeat, Winners: []int{0, 5}}, "p.....", SlowBlink, false},

		{"unknown phase: all dark",
			TurnSignal{Phase: Phase(42), Players: 3, Active: 1}, "......", Off, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Signals(tc.ts)
			want := Lights{Seats: seats(tc.seats), Status: tc.status, Chase: tc.chase}
			if got != want {
				t.Errorf("Signals(%+v)\n got %+v\nwant %+v", tc.ts, got, want)
			}
		})
	}
}

func TestSignalsDoesNotKeepOwingSlices(t *testing.T) {
	owing := []int{1}
	ts := TurnSignal{Phase: PhaseStealin, Players: 3, Active: 0, Owing: owing}
	a := Signals(ts)
	owing[0] = 2
	if a.Seats[1] != FastBlink || a.Seats[2] != Off {
		t.Error("Signals result changed with its input")
	}
}

func TestAllowedReveal(t *testing.T) {
	waiting := TurnSignal{Phase: PhaseSchemin, Players: 4, Active: 2, HandoffWaiting: true}
	tests := []struct {
		name string
		ts   TurnSignal
		seat int
		want bool
	}{
		{"the active seat may reveal", waiting, 2, true},
		{"another seat may not", waiting, 1, false},
		{"a seat beyond the players may not", waiting, 5, false},
		{"no hand-off waiting", TurnSignal{Phase: PhaseSchemin, Players: 4, Active: 2}, 2, false},
		{"Stealin' hand-off", TurnSignal{Phase: PhaseStealin, Players: 4, Active: 3, HandoffWaiting: true}, 3, true},
		{"not during an event", TurnSignal{Phase: PhaseEvent, Players: 4, Active: 2, HandoffWaiting: true}, 2, false},
		{"not at setup", TurnSignal{Phase: PhaseSetup, Players: 4, Active: 0, HandoffWaiting: true}, 0, false},
		{"no active seat", TurnSignal{Phase: PhaseSchemin, Players: 4, Active: NoSeat, HandoffWaiting: true}, -1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := AllowedReveal(tc.ts, tc.seat); got != tc.want {
				t.Errorf("AllowedReveal(seat %d) = %v, want %v", tc.seat, got, tc.want)
			}
		})
	}
}

// TestSignalFromSimultaneousSteps: in a simultaneous secret step every seat
// that owes its choice is lit, and a seat's LED goes off when it commits
// (the two-bandit hands reveal, §10).
func TestSignalFromSimultaneousSteps(t *testing.T) {
	s, _, err := express.New(express.Setup{Players: 3, Rules: express.RuleTwoBandits, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	pv := express.Public(&s)
	if got := Signals(SignalFrom(express.SignalFor(&pv))).Seats; got != seats("fff...") {
		t.Fatalf("before anyone chose: %v", got)
	}
	if err := s.Do(express.LegalFor(&s, 1)[0], nil); err != nil {
		t.Fatal(err)
	}
	pv = express.Public(&s)
	if got := Signals(SignalFrom(express.SignalFor(&pv))).Seats; got != seats("f.f...") {
		t.Fatalf("after seat 2 chose: %v", got)
	}
}
