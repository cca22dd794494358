package phone

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/table"
	"colt/mqtt"
	"colt/ui/i18n"
)

// updateFixtures rewrites e2e/fixtures from the engine:
//
//	go test ./ui/phone -run Fixtures -update
var updateFixtures = flag.Bool("update", false, "rewrite e2e/fixtures/*.json from the engine's golden games")

// fixture is one moment of a game the phone page must show, found in the
// first game (the engine's golden records first, then seeded random games of
// the same ways to play) where match holds for some seat, which is the
// phone's seat in the fixture.
type fixture struct {
	name  string
	match func(s *express.State, pv *express.PublicView, seat express.Seat) bool
	// events, when set, must hold too for the events that led to the moment
	events func(evs []express.Event) bool
}

func hasEvent(kind express.EventKind) func([]express.Event) bool {
	return func(evs []express.Event) bool {
		for _, e := range evs {
			if e.Kind == kind {
				return true
			}
		}
		return false
	}
}

// committedAt reports whether seat has committed a choice of kind k in a
// simultaneous step of stage st while another seat still chooses.
func committedAt(s *express.State, pv *express.PublicView, seat express.Seat, st express.Stage, k express.CommandKind) bool {
	if pv.Stage != st || s.IsExpected(seat) || len(pv.Expected) == 0 {
		return false
	}
	c := express.View(s, seat).Committed
	return c != nil && c.Kind == k
}

func expectedAt(s *express.State, seat express.Seat, phase express.Phase, stage express.Stage) bool {
	return s.Phase() == phase && s.IsExpected(seat) && express.Public(s).Stage == stage
}

var fixtureRecipes = []fixture{
	{"schemin-start", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.Version() == 0 && pv.Phase == express.Schemin && pv.Modules == nil && s.IsExpected(seat)
	}, nil},
	{"schemin-ghost", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		if pv.Phase != express.Schemin || !s.IsExpected(seat) || pv.Modules != nil {
			return false
		}
		for _, c := range express.LegalFor(s, seat) {
			if c.Kind == express.CmdPlay && c.FaceDown && pv.Round.Turns[pv.Turn] != cards.Tunnel {
				return true
			}
		}
		return false
	}, nil},
	{"schemin-tunnel", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return pv.Phase == express.Schemin && s.IsExpected(seat) && pv.Modules == nil && pv.Turn < len(pv.Round.Turns) && pv.Round.Turns[pv.Turn] == cards.Tunnel
	}, nil},
	{"schemin-waiting", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return pv.Phase == express.Schemin && pv.Modules == nil && !s.IsExpected(seat) && s.Version() > 3
	}, nil},
	{"gameover", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.Over() && pv.Modules == nil && seat == 0
	}, nil},
	// the variants (§10): the secret steps and a two-bandit player's hand
	{"two-bandits-hands", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return expectedAt(s, seat, express.Preparing, express.StageHands)
	}, nil},
	{"two-bandits-take", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return expectedAt(s, seat, express.Preparing, express.StageTakeCard)
	}, nil},
	{"two-bandits-schemin", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.Phase() == express.Schemin && s.IsExpected(seat) && len(pv.Seats) > int(seat) && len(pv.Seats[seat].Bandits) == 2 && s.Version() > 6
	}, nil},
	{"two-bandits-cover", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.IsExpected(seat) && pv.Stage == express.StageCover
	}, nil},
	// a seat that committed its secret choice while others still choose: its own view shows it (issue 25 item 6)
	{"two-bandits-take-committed", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return committedAt(s, pv, seat, express.StageTakeCard, express.CmdTakeCard)
	}, nil},
	{"experts-keep-done", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return pv.Stage == express.StageKeep && !s.IsExpected(seat) && len(pv.Expected) > 0 && len(express.View(s, seat).Kept) > 0
	}, nil},
	{"experts-keep", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return expectedAt(s, seat, express.Keeping, express.StageKeep)
	}, nil},
	{"experts-bullets", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.IsExpected(seat) && pv.Stage == express.StageBullets
	}, nil},
	{"teams-schemin", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.Phase() == express.Schemin && s.IsExpected(seat) && s.Round() > 0 && containsModule(pv, "teams")
	}, nil},
	// the Time-Travel Car (§12): a Move into it, the secret hide choice,
	// its player's phone once hidden (and another's), the appearance, the $500
	{"car-move", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		if pv.Stage != express.StageMove || !s.IsExpected(seat) || !containsModule(pv, "ttc") {
			return false
		}
		for _, c := range express.LegalFor(s, seat) {
			if c.Wagon == -1 {
				return true
			}
		}
		return false
	}, nil},
	{"car-hide", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return expectedAt(s, seat, express.Preparing, express.StageHide)
	}, nil},
	{"car-hidden", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return len(express.View(s, seat).Hiding) > 0
	}, hasEvent(express.EvBanditHidden)},
	{"car-hidden-other", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return containsModule(pv, "ttc") && len(express.View(s, seat).Hiding) == 0 && s.IsExpected(seat)
	}, hasEvent(express.EvBanditHidden)},
	{"car-appeared", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return containsModule(pv, "ttc")
	}, hasEvent(express.EvBanditAppeared)},
	{"car-gameover", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.Over() && containsModule(pv, "ttc")
	}, hasEvent(express.EvTimeTravel)},
	// Horses & Stagecoach (§11): the secret fists, a player left alone, a
	// Ride, a hostage, fleeing the Shotgun, Turmoil, Plan of Attack, a
	// drink, a Move onto the stagecoach, punching the Shotgun, the
	// narration of whisky and of the round end, the scores
	{"horses-attack", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return expectedAt(s, seat, express.Preparing, express.StageHorseAttack) && len(pv.Galloping) < len(pv.Bandits)
	}, hasEvent(express.EvBanditPlaced)},
	{"horses-attack-committed", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return committedAt(s, pv, seat, express.StageHorseAttack, express.CmdBoard)
	}, nil},
	{"horses-attack-alone", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return expectedAt(s, seat, express.Preparing, express.StageAttackAlone)
	}, nil},
	{"horses-ride", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.IsExpected(seat) && pv.Stage == express.StageRide && len(express.LegalFor(s, seat)) >= 4
	}, nil},
	{"horses-hostage", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.IsExpected(seat) && pv.Stage == express.StageHostage && len(express.LegalFor(s, seat)) >= 2
	}, nil},
	{"horses-flee", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.IsExpected(seat) && pv.Stage == express.StageFlee
	}, nil},
	{"horses-turmoil", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return expectedAt(s, seat, express.Schemin, express.StageTurmoil)
	}, nil},
	{"horses-turmoil-committed", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return committedAt(s, pv, seat, express.StageTurmoil, express.CmdPlay)
	}, nil},
	{"horses-plan", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.IsExpected(seat) && pv.Stage == express.StagePlan
	}, nil},
	{"horses-drink", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.IsExpected(seat) && hasCommand(s, seat, func(c express.Command) bool { return c.Kind == express.CmdDrink })
	}, nil},
	{"horses-coach", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.IsExpected(seat) && pv.Stage == express.StageMove && hasCommand(s, seat, func(c express.Command) bool { return c.Wagon == -2 })
	}, nil},
	{"horses-punch-shotgun", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return s.IsExpected(seat) && hasCommand(s, seat, func(c express.Command) bool { return c.Kind == express.CmdPunchShotgun })
	}, nil},
	{"horses-whisky-drunk", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return pv.Stagecoach != nil
	}, hasEvent(express.EvWhiskyDrunk)},
	{"horses-round-end", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		return pv.Stagecoach != nil
	}, hasEvent(express.EvStagecoachMoved)},
	{"horses-gameover", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		if !s.Over() || pv.Stagecoach == nil {
			return false
		}
		for _, ps := range pv.Result.Players {
			if ps.Hostages > 0 {
				return true
			}
		}
		return false
	}, nil},
}

// hasCommand reports whether some legal command of seat satisfies ok.
func hasCommand(s *express.State, seat express.Seat, ok func(express.Command) bool) bool {
	for _, c := range express.LegalFor(s, seat) {
		if ok(c) {
			return true
		}
	}
	return false
}

func init() {
	// several purses at the actor's place: one "Take a purse (N here)" button
	fixtureRecipes = append(fixtureRecipes, fixture{"stage-Rob-purses", func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
		if pv.Modules != nil || pv.Stage != express.StageRob || !s.IsExpected(seat) {
			return false
		}
		n := 0
		for _, c := range express.LegalFor(s, seat) {
			if c.Token != express.NoLoot && c.Token.Kind() == express.Purse {
				n++
			}
		}
		return n >= 3
	}, nil})
	// one fixture per Stealin' and event choice: the actor's phone
	for _, st := range []express.Stage{express.StageMove, express.StageShoot, express.StageRob, express.StagePunch, express.StagePunchLoot,
		express.StageKeepPurse, express.StagePush, express.StageMarshal, express.StagePickpocket} {
		stage := st
		fixtureRecipes = append(fixtureRecipes, fixture{"stage-" + stage.String(), func(s *express.State, pv *express.PublicView, seat express.Seat) bool {
			return pv.Modules == nil && pv.Stage == stage && s.IsExpected(seat)
		}, nil})
	}
}

func containsModule(pv *express.PublicView, m string) bool {
	for _, x := range pv.Modules {
		if x == m {
			return true
		}
	}
	return false
}

// fixtureGames returns the records to search: the engine's golden games,
// then seeded random games of every way to play, then the goldens of this
// rules version (added after the fixtures were drawn: a moment stays where
// it was found).
func fixtureGames(t *testing.T) []express.Record {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "engine", "express", "testdata", "golden", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden games: %v", err)
	}
	sort.Strings(files)
	var out, current []express.Record
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var g struct {
			Record json.RawMessage `json:"record"`
		}
		if err := json.Unmarshal(b, &g); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		rec, err := express.DecodeRecord(g.Record)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if rec.Rules == express.RulesVersion {
			current = append(current, rec)
			continue
		}
		out = append(out, rec)
	}
	for seed := uint64(1); seed <= 12; seed++ {
		for _, su := range []express.Setup{{Players: 4}, {Players: 3, Rules: express.RuleTwoBandits}, {Players: 4, Rules: express.RuleExperts}, {Players: 4, Rules: express.RuleTeams}} {
			su.Seed = seed
			rec := express.NewRecord(su)
			s, err := express.NewQuiet(su)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 3))
			for !s.Over() {
				legal := express.Legal(&s)
				c := legal[r.IntN(len(legal))]
				if err := s.Do(c, nil); err != nil {
					t.Fatal(err)
				}
				rec.Commands = append(rec.Commands, c)
			}
			out = append(out, rec)
		}
	}
	// games with the Time-Travel Car whose players go into it whenever they can
	for seed := uint64(1); seed <= 12; seed++ {
		su := express.Setup{Players: 4, Rules: express.RuleTTC, Seed: seed}
		rec := express.NewRecord(su)
		s, err := express.NewQuiet(su)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		for !s.Over() {
			legal := express.Legal(&s)
			c := legal[r.IntN(len(legal))]
			for _, x := range legal {
				if (x.Kind == express.CmdMove || x.Kind == express.CmdPush) && x.Wagon == -1 {
					c = x
				}
			}
			if err := s.Do(c, nil); err != nil {
				t.Fatal(err)
			}
			rec.Commands = append(rec.Commands, c)
		}
		out = append(out, rec)
	}
	// Horses & Stagecoach games (§11), with two bandits too
	for seed := uint64(1); seed <= 12; seed++ {
		for _, su := range []express.Setup{{Players: 4, Rules: express.RuleHorses}, {Players: 3, Rules: express.RuleHorses | express.RuleTwoBandits}} {
			su.Seed = seed
			rec := express.NewRecord(su)
			s, err := express.NewQuiet(su)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 9))
			for !s.Over() {
				legal := express.Legal(&s)
				c := legal[r.IntN(len(legal))]
				if err := s.Do(c, nil); err != nil {
					t.Fatal(err)
				}
				rec.Commands = append(rec.Commands, c)
			}
			out = append(out, rec)
		}
	}
	return append(out, current...)
}

// buildFixtures finds every recipe's moment and returns the files' contents.
func buildFixtures(t *testing.T) map[string][]byte {
	t.Helper()
	games := fixtureGames(t)
	out := map[string][]byte{}
	wording := map[string]map[string]fixtureWords{}
	for _, fx := range fixtureRecipes {
		found := false
		for _, rec := range games {
			s, evs, err := express.New(rec.Setup)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; !found; i++ {
				pv := express.Public(&s)
				for seat := express.Seat(0); int(seat) < s.Players() && !found; seat++ {
					if !fx.match(&s, &pv, seat) || (fx.events != nil && !fx.events(evs)) {
						continue
					}
					found = true
					seats := make([]mqtt.SeatStatus, s.Players())
					for j := range seats {
						seats[j] = mqtt.SeatStatus{Seat: express.Seat(j), Mode: table.Phone}
					}
					pubEvs, seatEvs := express.EventsFor(evs, express.NoSeat), express.EventsFor(evs, seat)
					seatView := express.View(&s, seat)
					pub := mqtt.PublicMessage{Game: "fixture", View: &pv, Seats: seats, Events: pubEvs, Words: phoneWords(t, &pv, pubEvs)}
					seatMsg := mqtt.SeatMessage{Game: "fixture", View: seatView, Events: seatEvs, Words: phoneWords(t, seatView, seatEvs)}
					wording[fx.name] = wordingOf(seatMsg)
					for name, v := range map[string]any{fx.name + ".public.json": pub, fx.name + ".seat.json": seatMsg} {
						b, err := json.MarshalIndent(v, "", "  ")
						if err != nil {
							t.Fatal(err)
						}
						out[name] = append(b, '\n')
					}
				}
				if found || i >= len(rec.Commands) {
					break
				}
				evs = nil
				if err := s.Do(rec.Commands[i], &evs); err != nil {
					t.Fatalf("%s: %v", fx.name, err)
				}
			}
			if found {
				break
			}
		}
		if !found {
			t.Errorf("no game has a moment for fixture %s", fx.name)
		}
	}
	b, err := json.MarshalIndent(wording, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	out["wording.golden.json"] = append(b, '\n')
	return out
}

// fixtureWords is what ui/i18n says for a fixture's seat view in one
// language: the prompt, each legal command's label and each event's
// instruction and reason. The phone page words the same things in
// JavaScript (src/model.js); unit.test.mjs checks it says the same.
type fixtureWords struct {
	Prompt   string      `json:"prompt"`
	Commands []string    `json:"commands"`
	Choices  []choice    `json:"choices"`
	Events   [][2]string `json:"events"`
}

// choice is one button of i18n.Choices: the index in the legal list of the
// command it sends, and its label (lookalike purses make one button).
type choice struct {
	Index int    `json:"index"`
	Label string `json:"label"`
}

func wordingOf(m mqtt.SeatMessage) map[string]fixtureWords {
	out := map[string]fixtureWords{}
	view := m.View.(express.PlayerView)
	for _, l := range i18n.Langs() {
		w := fixtureWords{Prompt: i18n.Prompt(l, &view.PublicView), Commands: []string{}, Events: [][2]string{}}
		for _, c := range view.Legal {
			w.Commands = append(w.Commands, i18n.CommandLabel(l, c, &view.PublicView))
		}
		w.Choices = []choice{}
		for _, ch := range i18n.Choices(view.Legal, view.KnownPurses) {
			w.Choices = append(w.Choices, choice{Index: ch.Index, Label: i18n.ChoiceLabel(l, ch, &view.PublicView)})
		}
		for _, e := range m.Events.([]express.Event) {
			in, why := i18n.Describe(l, e, &view.PublicView)
			w.Events = append(w.Events, [2]string{in, why})
		}
		out[string(l)] = w
	}
	return out
}

// phoneWords are the words the bridge gives a message's events (the
// programs' mqtt.WordsFunc is i18n.PhoneWords), from the events as they go
// on the wire.
func phoneWords(t *testing.T, view, evs any) any {
	t.Helper()
	b, err := json.Marshal(evs)
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	return i18n.PhoneWords(view, raw)
}

// TestFixturesFromEngine: the phone's e2e fixtures (the views and events
// the page's unit and browser tests render) are exactly what the engine and
// the MQTT bridge's message types give for moments of the engine's golden
// games (and seeded games of every way to play); -update rewrites them.
func TestFixturesFromEngine(t *testing.T) {
	want := buildFixtures(t)
	dir := filepath.Join("e2e", "fixtures")
	if *updateFixtures {
		old, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, f := range old {
			os.Remove(f)
		}
		for name, b := range want {
			if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	have, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	var stale []string
	for _, f := range have {
		if _, ok := want[filepath.Base(f)]; !ok {
			stale = append(stale, filepath.Base(f)+" (no recipe)")
		}
	}
	for name, b := range want {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || !bytes.Equal(got, b) {
			stale = append(stale, name)
		}
	}
	if len(stale) > 0 {
		sort.Strings(stale)
		t.Fatalf("e2e fixtures differ from the engine's (%s): run go test ./ui/phone -run Fixtures -update", strings.Join(stale, ", "))
	}
	if len(want) < 2*len(fixtureRecipes)+1 {
		t.Fatal(fmt.Sprintf("%d fixture files for %d recipes", len(want), len(fixtureRecipes)))
	}
}
