package i18n

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"colt/engine/express"
)

// carGame plays a seeded game with the Time-Travel Car (§12) whose random
// players go into the Car whenever they can, and calls visit before every
// command with the state and the events that led to it.
func carGame(t *testing.T, players int, seed uint64, visit func(s *express.State, evs []express.Event)) {
	t.Helper()
	s, evs, err := express.New(express.Setup{Players: players, Rules: express.RuleTTC, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for {
		visit(&s, evs)
		if s.Over() {
			return
		}
		legal := express.Legal(&s)
		pick := legal[rng.IntN(len(legal))]
		for _, c := range legal {
			if (c.Kind == express.CmdMove || c.Kind == express.CmdPush) && c.Wagon == -1 {
				pick = c
			}
		}
		if s, evs, err = express.Apply(s, pick); err != nil {
			t.Fatal(err)
		}
	}
}

// TestTimeTravelCarWords words every moment of the Time-Travel Car as the
// table sees it: the buttons into and out of the Car (naming the
// locomotive's floor), the hide choice and its question, the hidden
// bandit's narration — public without the destination, private with it —,
// its appearance, the end-of-game $500 and the FloorChange without effect.
func TestTimeTravelCarWords(t *testing.T) {
	seen := map[string]bool{}
	for _, seed := range []uint64{2, 5, 9} {
		carGame(t, 3, seed, func(s *express.State, evs []express.Event) {
			pv := express.Public(s)
			n := len(pv.Train)
			for _, e := range evs {
				name := SeatName(En, &pv, e.Seat)
				switch e.Kind {
				case express.EvBanditHidden:
					seen["hidden"] = true
					dest := PositionAt(En, e.To, n) // inside the car it chose: its player's secret
					for _, viewer := range []express.Seat{express.NoSeat, (e.Player + 1) % express.Seat(pv.Players)} {
						for _, l := range Langs() {
							instr, why := Describe(l, e.For(viewer), &pv)
							if secret := PositionAt(l, e.To, n); strings.Contains(instr+why, secret) {
								t.Errorf("%s viewer %d: the hiding place %q shows in %q / %q", l, viewer, secret, instr, why)
							}
						}
					}
					instr, _ := Describe(En, e.For(express.NoSeat), &pv)
					if want := "Take " + name + "'s pawn out of the Time-Travel Car: " + PlayerName(En, &pv, e.Player) + " keeps it in hand until it appears."; instr != want {
						t.Errorf("public hide: %q, want %q", instr, want)
					}
					own, _ := Describe(En, e.For(e.Player), &pv)
					if !strings.Contains(own, "keep it in your hand: it will appear "+dest+" when Stealin' starts.") {
						t.Errorf("its player's hide: %q lacks %q", own, dest)
					}
				case express.EvBanditAppeared:
					seen["appeared"] = true
					instr, _ := Describe(En, e.For(express.NoSeat), &pv)
					if want := "Put " + name + "'s pawn " + PositionAt(En, e.To, n) + ": it comes out of hiding."; instr != want {
						t.Errorf("appeared: %q, want %q", instr, want)
					}
				case express.EvTimeTravel:
					seen["timeTravel"] = true
					instr, why := Describe(En, e.For(express.NoSeat), &pv)
					if !strings.Contains(instr, name+" ends the game alone in the Time-Travel Car and gains $500 more") || !strings.Contains(why, "$500 and the loot") {
						t.Errorf("time travel: %q / %q", instr, why)
					}
				case express.EvNoEffect:
					if e.Reason == "no floor to change in the Time-Travel Car" {
						seen["floor"] = true
						_, why := Describe(En, e, &pv)
						if !strings.HasSuffix(why, "has no effect: there is no floor to change in the Time-Travel Car.") {
							t.Errorf("FloorChange in the Car: %q", why)
						}
					}
				case express.EvLootTaken:
					if e.From.Area == express.AreaCar {
						seen["carLoot"] = true
						if instr, _ := Describe(En, e.For(express.NoSeat), &pv); !strings.Contains(instr, "from the Time-Travel Car") {
							t.Errorf("loot from the Car: %q", instr)
						}
					}
				}
			}
			if s.Over() {
				return
			}
			if pv.Stage == express.StageHide {
				seen["prompt"] = true
				if got, want := Prompt(En, &pv), CharacterName(En, pv.Bandits[*actor(&pv)].Character)+": inside which car will you appear?"; got != want {
					t.Errorf("hide prompt %q, want %q", got, want)
				}
			}
			for _, c := range express.Legal(s) {
				label := CommandLabel(En, c, &pv)
				want := ""
				switch {
				case c.Kind == express.CmdHide:
					want = "Appear " + PositionAt(En, express.Position{Wagon: c.Wagon, Floor: express.Inside}, n)
					seen["hide"] = true
				case c.Kind == express.CmdMove && c.Wagon == -1:
					want = "Move into the Time-Travel Car"
					seen["moveIn"] = true
				case c.Kind == express.CmdMove && pv.Bandits[*actor(&pv)].Position.Area == express.AreaCar:
					want = map[express.Floor]string{express.Inside: "Move inside the locomotive", express.Roof: "Move onto the locomotive roof"}[c.Floor]
					seen["moveOut"+c.Floor.String()] = true
				case c.Kind == express.CmdPush && c.Wagon == -1:
					want = "Push " + CharacterName(En, pv.Bandits[pv.Target].Character) + " into the Car"
					seen["push"] = true
				default:
					continue
				}
				if label != want {
					t.Errorf("%s: label %q, want %q", c, label, want)
				}
				for _, l := range Langs() {
					if got := CommandLabel(l, c, &pv); utf8.RuneCountInString(got) > MaxButtonRunes || strings.Contains(got, "⟦") {
						t.Errorf("%s %s: label %q", l, c, got)
					}
				}
			}
		})
	}
	for _, want := range []string{"hidden", "appeared", "timeTravel", "floor", "prompt", "hide", "moveIn", "moveOutinside", "moveOutroof"} {
		if !seen[want] {
			t.Errorf("the games never showed %q: pick other seeds", want)
		}
	}
}

// actor is the bandit the view's actor moves.
func actor(pv *express.PublicView) *express.Seat {
	if pv.ActingBandit != nil {
		return pv.ActingBandit
	}
	b := pv.Seats[pv.Actor].Bandits[0]
	return &b
}

func TestCarPositionsAndSetup(t *testing.T) {
	car := express.Position{Wagon: -1, Floor: express.Inside, Area: express.AreaCar}
	hidden := express.Position{Wagon: -1, Floor: express.Inside, Area: express.AreaHidden}
	for _, tt := range []struct {
		lang Lang
		got  string
		want string
	}{
		{En, PositionText(En, car, 5), "the Time-Travel Car"},
		{En, PositionAt(En, car, 5), "in the Time-Travel Car"},
		{En, PositionText(En, hidden, 5), "hidden by the Time-Travel Car"},
		{Fr, PositionAt(Fr, car, 5), "dans la Voiture temporelle"},
		{Nl, PositionText(Nl, car, 5), "de Tijdreisauto"},
		{It, PositionAt(It, car, 5), "nell'Auto del Tempo"},
	} {
		if tt.got != tt.want {
			t.Errorf("%s: %q, want %q", tt.lang, tt.got, tt.want)
		}
	}
	s, _, err := express.New(express.Setup{Players: 4, Rules: express.RuleTTC, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	pv := express.Public(&s)
	lines := SetupInstructions(En, &pv)
	if len(lines) < 2 || lines[1] != "Put the Time-Travel Car in front of the locomotive, on the side away from wagon 1." {
		t.Errorf("set-up with the Car: %q", lines)
	}
	base, _, _ := express.New(express.Setup{Players: 4, Seed: 7})
	bpv := express.Public(&base)
	if got := strings.Join(SetupInstructions(En, &bpv), "\n"); strings.Contains(got, "Time-Travel") {
		t.Errorf("the base game's set-up mentions the Car:\n%s", got)
	}
}
