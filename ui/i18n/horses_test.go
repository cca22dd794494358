package i18n

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"colt/engine/express"
	"colt/engine/express/cards"
)

// TestHorsesWords plays seeded Horses & Stagecoach games (every way to
// play with the expansion) and words every event, command and prompt in
// every language: none may fall back to an engine name, the generic
// "That is the rule of the game" or "Waiting for…" of another stage, and
// every command and event kind of the expansion must be met and worded.
func TestHorsesWords(t *testing.T) {
	horsesCmds := map[express.CommandKind]bool{}
	horsesEvs := map[express.EventKind]bool{}
	stages := map[express.Stage]bool{}
	for _, k := range []express.CommandKind{express.CmdBoard, express.CmdBoardBoth, express.CmdGallop, express.CmdStartWagon,
		express.CmdRide, express.CmdHostage, express.CmdFlee, express.CmdPunchShotgun, express.CmdDrink} {
		horsesCmds[k] = false
	}
	for _, k := range []express.EventKind{express.EvHorseMoved, express.EvStagecoachMoved, express.EvShotgunMoved,
		express.EvHostageTaken, express.EvWhiskyDrunk} {
		horsesEvs[k] = false
	}
	for _, st := range []express.Stage{express.StageHorseAttack, express.StageAttackAlone, express.StageRide,
		express.StageHostage, express.StageFlee, express.StageTurmoil, express.StagePlan} {
		stages[st] = false
	}
	byRule := map[Lang]string{}
	for _, l := range Langs() {
		byRule[l] = T(l, "why.byRule", nil)
	}
	setups := express.HorsesWays()
	games := 4 * len(setups)
	if testing.Short() {
		games = len(setups)
	}
	allMet := func() bool {
		for _, seen := range horsesCmds {
			if !seen {
				return false
			}
		}
		for _, seen := range horsesEvs {
			if !seen {
				return false
			}
		}
		for _, seen := range stages {
			if !seen {
				return false
			}
		}
		return true
	}
	// -short plays fewer games, but on until every new command, event and
	// stage has been met (up to the full run's count): the check below holds either way
	for g := 0; g < games || (g < 4*len(setups) && !allMet()); g++ {
		su := setups[g%len(setups)].Setup
		su.Seed = uint64(300 + g)
		s, evs, err := express.New(su)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(g), 11))
		for {
			pv := express.Public(&s)
			for _, ev := range evs {
				if _, ok := horsesEvs[ev.Kind]; ok {
					horsesEvs[ev.Kind] = true
				}
				for _, l := range Langs() {
					instr, why := Describe(l, ev.For(express.NoSeat), &pv)
					what := fmt.Sprintf("game %d %s %s %+v", g, l, ev.Kind, ev)
					checkText(t, what, instr+" "+why, why == "")
					if why == byRule[l] && ev.Kind != express.EvRoundEvent {
						t.Errorf("%s: no reason (%q)", what, instr)
					}
					if strings.Contains(instr+why, "Position(") || strings.Contains(instr+why, "Hostage(") {
						t.Errorf("%s: engine name in %q %q", what, instr, why)
					}
				}
			}
			if s.Over() {
				for _, l := range Langs() {
					checkText(t, "winner", WinnerText(l, pv.Result)+TieBreakText(l, pv.Result), false)
				}
				break
			}
			if _, ok := stages[pv.Stage]; ok {
				stages[pv.Stage] = true
				for _, l := range Langs() {
					if p := Prompt(l, &pv); p == T(l, "prompt.wait", map[string]any{"Name": PlayerName(l, &pv, pv.Actor)}) || strings.Contains(p, "⟦") {
						t.Errorf("%s: stage %v prompt %q", l, pv.Stage, p)
					}
				}
			}
			legal := express.Legal(&s)
			for _, l := range Langs() {
				for _, c := range legal {
					label := CommandLabel(l, c, &pv)
					if _, ok := horsesCmds[c.Kind]; ok {
						horsesCmds[c.Kind] = true
					}
					if label == c.Kind.String() || strings.Contains(label, "⟦") || strings.Contains(label, "<no value>") || strings.Contains(label, "Hostage(") {
						t.Errorf("%s: %v worded %q", l, c, label)
					}
					if n := utf8.RuneCountInString(label); n > MaxButtonRunes {
						t.Errorf("%s: label %q is %d characters", l, label, n)
					}
				}
			}
			checkCoachFloors(t, s, legal, &pv)
			s, evs, err = express.Apply(s, legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	for k, seen := range horsesCmds {
		if !seen {
			t.Errorf("command %v never met", k)
		}
	}
	for k, seen := range horsesEvs {
		if !seen {
			t.Errorf("event %v never met", k)
		}
	}
	for st, seen := range stages {
		if !seen {
			t.Errorf("stage %v never met", st)
		}
	}
}

// TestHorsesNames checks the expansion's names in every language: the
// Ride card, the Turmoil turn, the whisky, the seven events (name, rule
// and reason), the Turmoil round card, the hostages and their effects.
func TestHorsesNames(t *testing.T) {
	evs := []cards.Event{cards.PantingHorses, cards.WhiskyForMarshal, cards.HigherSpeed, cards.ShotgunsRage,
		cards.SharingTheLoot, cards.Escape, cards.DeadlyBullet}
	for _, l := range Langs() {
		texts := []string{CardName(l, express.Ride), CardHelp(l, express.Ride), TurnKindName(l, cards.Turmoil), TurnKindHelp(l, cards.Turmoil),
			LootName(l, express.Whisky), RoundCardName(l, "melee")}
		for _, e := range evs {
			texts = append(texts, EventName(l, e), EventHelp(l, e), newWB(nil).eventWhy(e).Render(l))
			if EventName(l, e) == e.String() || EventHelp(l, e) == "" {
				t.Errorf("%s: event %v has no words", l, e)
			}
		}
		for h := express.Hostage(0); h < express.NumHostages; h++ {
			texts = append(texts, HostageName(l, h), HostageHelp(l, h))
			if HostageName(l, h) == h.String() || HostageHelp(l, h) == "" {
				t.Errorf("%s: hostage %v has no words", l, h)
			}
		}
		for _, s := range texts {
			checkText(t, string(l), s, s == "")
		}
		if RoundCardName(l, "melee") == "melee" || CardName(l, express.Ride) == "Ride" && l != En {
			t.Errorf("%s: Ride %q / melee %q not translated", l, CardName(l, express.Ride), RoundCardName(l, "melee"))
		}
		if got := PositionText(l, express.Position{Wagon: 0, Floor: express.Roof, Area: express.AreaStage}, 5); got == PositionText(l, express.Position{Wagon: 0, Floor: express.Roof}, 5) {
			t.Errorf("%s: the stagecoach roof is worded as the locomotive's: %q", l, got)
		}
	}
}

// checkCoachFloors: a Move or Push onto the stagecoach (the command names
// no floor) is worded for the floor the bandit lands on, as the engine
// plays it — "Climb onto the stagecoach" for its roof, "Move into" inside.
func checkCoachFloors(t *testing.T, s express.State, legal []express.Command, pv *express.PublicView) {
	t.Helper()
	for _, c := range legal {
		if (c.Kind != express.CmdMove && c.Kind != express.CmdPush) || c.Wagon != -2 {
			continue
		}
		_, evs, err := express.Apply(s, c)
		if err != nil {
			t.Fatal(err)
		}
		var landed *express.Position // the command's own move (later cards may resolve on their own)
		for i, e := range evs {
			if e.Kind == express.EvBanditMoved && e.To.Area == express.AreaStage {
				landed = &evs[i].To
				break
			}
		}
		if landed == nil {
			t.Fatalf("%v: nobody reached the stagecoach", c)
		}
		for _, l := range Langs() {
			label := CommandLabel(l, c, pv)
			roof := label == T(l, "cmd.horses.moveCoachRoof", nil) || label == T(l, "cmd.horses.pushCoachRoof", map[string]any{"Name": SeatName(l, pv, pv.Target)})
			if roof != (landed.Floor == express.Roof) {
				t.Errorf("%s: %v worded %q, but the bandit lands %s the stagecoach", l, c, label, landed.Floor)
			}
		}
	}
}

// TestHorseAtTheCarWords: with the Time-Travel Car a horse may face it, one
// step beyond the locomotive (§12 « On peut l'atteindre par un Déplacement
// ou par la Chevauchée »): the narration moves the horse beside the Car —
// never "out of the game" nor "from the player" — and the Ride's choice of
// the Car names it.
func TestHorseAtTheCarWords(t *testing.T) {
	pv := &express.PublicView{Players: 3, Train: make([]express.WagonView, 5), Car: &express.SpotView{}, Stagecoach: &express.StagecoachView{},
		Bandits: []express.BanditView{{Seat: 0, Character: express.Tuco, Position: express.Position{Wagon: 2, Floor: express.Roof}},
			{Seat: 1, Character: express.Doc, Position: express.Position{Wagon: -1, Area: express.AreaCar}}, {Seat: 2, Character: express.Belle}}}
	car := express.Position{Wagon: -1, Area: express.AreaCar}
	in := func(w int8) express.Position { return express.Position{Wagon: w} }
	horse := func(seat express.Seat, from, to express.Position, n int) express.Event {
		return express.Event{Kind: express.EvHorseMoved, Seat: seat, From: from, To: to, Count: n, Target: express.NoSeat, Token: express.NoLoot, Bandit: express.NoSeat, Player: express.NoSeat,
			Cause: express.Cause{By: express.ByCard, Seat: seat, Card: express.Ride, Bandit: seat}}
	}
	for _, tc := range []struct {
		ev   express.Event
		want string
	}{
		{horse(0, in(2), car, 1), "Move Tuco's horse from beside wagon 2 to beside the Time-Travel Car."},
		{horse(1, car, in(1), 1), "Move Doc's horse from beside the Time-Travel Car to beside wagon 1."},
	} {
		if got, _ := Describe(En, tc.ev, pv); got != tc.want {
			t.Errorf("%v → %v: %q, want %q", tc.ev.From, tc.ev.To, got, tc.want)
		}
	}
	speed := horse(express.NoSeat, car, in(0), 2)
	speed.Cause = express.Cause{By: express.ByEvent, Seat: express.NoSeat, Event: cards.HigherSpeed}
	if got, _ := Describe(En, speed, pv); !strings.Contains(got, "beside the Time-Travel Car") || !strings.Contains(got, "beside the locomotive") {
		t.Errorf("Higher Speed moves the Car's horses: %q", got)
	}
	for _, l := range Langs() {
		got, _ := Describe(l, horse(0, in(2), car, 1), pv)
		if want := T(l, "wagon.beside.car", nil); !strings.Contains(got, want) {
			t.Errorf("%s: %q does not say %q", l, got, want)
		}
	}
	ride := express.Choose(0, express.CmdRide, -1)
	pv.Actor, pv.ActingBandit = 0, nil
	if got := CommandLabel(En, ride, pv); got != "Ride into the Time-Travel Car" {
		t.Errorf("ride to the Car: %q", got)
	}
	b := express.Seat(1)
	pv.Actor, pv.ActingBandit = 1, &b
	if got := CommandLabel(En, ride, pv); got != T(En, "cmd.horses.rideStay", nil) {
		t.Errorf("ride from the Car, staying: %q", got)
	}
}
