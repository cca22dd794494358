package teach

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/super"
	"colt/ui/i18n"
)

// way is one way to play in the box, as the set-up screen starts it.
type way struct {
	name    string
	game    string
	players int
	rules   string
}

// ways lists every way to play (docs/rules.md §10–§13).
var ways = []way{
	{"base", express.GameName, 4, ""},
	{"experts", express.GameName, 4, "experts"},
	{"2-players", express.GameName, 2, ""},
	{"teams", express.GameName, 4, "teams"},
	{"two-bandits", express.GameName, 3, "two-bandits"},
	{"horses", express.GameName, 4, "horses"},
	{"ttc", express.GameName, 4, "ttc"},
	{"super", super.GameName, 5, ""},
	// combinations the set-up screen allows
	{"teams-horses", express.GameName, 4, "teams,horses"},
	{"two-bandits-horses", express.GameName, 3, "two-bandits,horses"},
	{"ttc-horses", express.GameName, 3, "ttc,horses"},
}

func (w way) Way(t testing.TB) Way {
	r, err := express.ParseRules(w.rules)
	if err != nil {
		panic(err)
	}
	return Way{Game: w.game, Players: w.players, Rules: r}
}

// newGame starts w's game with seed.
func newGame(t testing.TB, w way, seed uint64) (engine.Game, engine.Events) {
	t.Helper()
	if w.game == super.GameName {
		g, evs, err := super.NewGame(super.Setup{Players: w.players, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		return g, evs
	}
	r := w.Way(t).Rules
	g, evs, err := express.NewGame(express.Setup{Players: w.players, Rules: r, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g, evs
}

// choose picks a command of seat at random, preferring the expansions'
// rarer moments (into the Car, a Ride, a drink) so that a seeded game
// meets them.
func choose(rng *rand.Rand, g engine.Game, seat engine.Seat) engine.Command {
	legal := g.Legal(seat)
	var rare []engine.Command
	for _, c := range legal {
		if ec, ok := c.(express.Command); ok {
			switch {
			case ec.Kind == express.CmdMove && ec.Wagon == -1, // the Car (§12)
				ec.Kind == express.CmdDrink,
				ec.Kind == express.CmdPlay && ec.Card == express.Ride:
				rare = append(rare, c)
			}
		}
	}
	if len(rare) > 0 && rng.IntN(2) == 0 {
		return rare[rng.IntN(len(rare))]
	}
	return legal[rng.IntN(len(legal))]
}

// update is one update of a game as a host sees it.
type update struct {
	i    int
	g    engine.Game
	evs  engine.Events
	over bool
}

// play plays a seeded game of w to its end, calling visit after the
// set-up and after every command.
func play(t testing.TB, w way, seed uint64, visit func(u update)) {
	t.Helper()
	g, evs := newGame(t, w, seed)
	rng := rand.New(rand.NewPCG(seed, 7))
	visit(update{0, g, evs, g.Over()})
	for i := 1; !g.Over(); i++ {
		if i > 5000 {
			t.Fatalf("%s seed %d: no end after 5000 commands", w.name, seed)
		}
		seat := g.Expected()[0]
		next, evs, err := g.Apply(choose(rng, g, seat))
		if err != nil {
			t.Fatal(err)
		}
		g = next
		visit(update{i, g, evs, g.Over()})
	}
}

// lowerFirst turns an engine name into a concept's spelling ("SpeedUp" → "speedUp").
func lowerFirst(s string) string { return strings.ToLower(s[:1]) + s[1:] }

// sharedOccurrences lists the concepts that matter at this update of a
// game, derived from what the public sees — the test's own reading of the
// events and the view, written apart from the selector.
func sharedOccurrences(u update) map[Concept]bool {
	occ := map[Concept]bool{}
	switch pv := u.g.View(engine.NoSeat).(type) {
	case express.PublicView:
		r, _ := express.ParseRules(strings.Join(pv.Modules, ","))
		two := pv.Players == 2 && !r.Has(express.RuleTwoBandits)
		if u.i == 0 {
			occ["goal"] = true
			occ["twoPlayers"] = two
			occ["twoBandits"] = r.Has(express.RuleTwoBandits)
			occ["teams"] = r.Has(express.RuleTeams)
			occ["stagecoach"] = r.Has(express.RuleHorses)
			occ["car"] = r.Has(express.RuleTTC)
		}
		for _, e := range u.evs.For(engine.NoSeat).([]express.Event) {
			switch e.Kind {
			case express.EvCardRevealed:
				occ[Concept("action."+lowerFirst(e.Card.String()))] = true
			case express.EvBanditMoved:
				occ["marshalFlee"] = occ["marshalFlee"] || e.Cause.By == express.ByMarshal
			case express.EvGameOver:
				switch {
				case r.Has(express.RuleTeams):
					occ["endTeams"] = true
				case two:
					occ["endTwoPlayers"] = true
				case r.Has(express.RuleTwoBandits):
					occ["endTwoBandits"] = true
				default:
					occ["end"] = true
				}
			case express.EvLootTaken:
				occ["whisky"] = occ["whisky"] || e.Loot == express.Whisky
			default:
				if c, ok := map[express.EventKind]Concept{
					express.EvPartnerCard: "partnerCards", express.EvSchemingEnded: "stealin",
					express.EvBulletGiven: "bullets", express.EvHostageTaken: "hostage",
					express.EvShotgunMoved: "shotgun", express.EvWhiskyDrunk: "whisky",
					express.EvBanditHidden: "carHide",
				}[e.Kind]; ok {
					occ[c] = true
				}
			}
		}
		if pv.Phase == express.GameOver {
			break
		}
		if pv.Round.Event != cards.NoEvent {
			occ[Concept("event."+pv.Round.Event.ID())] = true
		}
		if c, ok := map[express.Stage]Concept{
			express.StageHands: "handsReveal", express.StageHorseAttack: "horseAttack", express.StageAttackAlone: "horseAttack",
			express.StageTakeCard: "takeCard", express.StageBullets: "expertsBullets", express.StageKeep: "expertsKeep",
			express.StagePlan: "planOfAttack", express.StageCover: "cover", express.StageHostage: "hostage",
			express.StageHide: "carHide", express.StageTurmoil: "turmoil",
		}[pv.Stage]; ok {
			occ[c] = true
		}
		if pv.Phase == express.Schemin && pv.Stage == express.StageNone {
			occ["playOrDraw"] = true
			occ[Concept(lowerFirst(pv.Round.Turns[pv.Turn].String()))] = pv.Round.Turns[pv.Turn] != cards.Normal
			for _, b := range pv.Bandits {
				owner := b.Seat
				for _, sv := range pv.Seats {
					if slices.Contains(sv.Bandits, b.Seat) {
						owner = sv.Seat
					}
				}
				if b.Character == express.Ghost && owner == pv.Actor && pv.Turn == 0 {
					occ["ghost"] = true
				}
			}
		}
	case super.PublicView:
		occ["super.goal"] = u.i == 0
		occ["super.stacks"] = pv.Phase == super.Plan
		for _, e := range u.evs.For(engine.NoSeat).([]super.Event) {
			occ["super.facing"] = occ["super.facing"] || e.Kind == super.EvCardRevealed
			occ["super.move"] = occ["super.move"] || e.Kind == super.EvBanditMoved && e.Cause != nil && e.Cause.By == super.ByCard
			occ["super.shoot"] = occ["super.shoot"] || e.Kind == super.EvShot
			occ["super.stun"] = occ["super.stun"] || e.Kind == super.EvStunned
			occ["super.caboose"] = occ["super.caboose"] || e.Kind == super.EvWagonDetached
			occ["super.end"] = occ["super.end"] || e.Kind == super.EvGameOver
		}
	}
	for c, ok := range occ {
		if !ok {
			delete(occ, c)
		}
	}
	return occ
}

// seatOccurrences lists the concepts of one seat's own hand that matter now.
func seatOccurrences(u update, seat engine.Seat) map[Concept]bool {
	occ := map[Concept]bool{}
	v, ok := u.g.View(seat).(express.PlayerView)
	if !ok || v.Phase == express.GameOver {
		return occ
	}
	for _, k := range v.Hand {
		if k == express.Bullet {
			occ["you.bulletInHand"] = true
		}
	}
	cardWords := map[express.ActionKind]Concept{express.Move: "you.card.move", express.FloorChange: "you.card.floorChange",
		express.Shoot: "you.card.shoot", express.Rob: "you.card.rob", express.Punch: "you.card.punch",
		express.MarshalCard: "you.card.marshal", express.Ride: "you.card.ride"}
	for _, c := range v.Legal {
		if c.Kind == express.CmdDrink {
			occ["you.drink"] = true
		}
		// a card the seat may choose now (play, keep, take): taught before that choice
		if c.Kind == express.CmdPlay || c.Kind == express.CmdKeep || c.Kind == express.CmdTakeCard {
			if w, ok := cardWords[c.Card]; ok {
				occ[w] = true
				occ["you.cards"] = true
			}
		}
	}
	if len(v.Hiding) > 0 {
		occ["you.hiding"] = true
	}
	return occ
}

// audience is the shared screen (NoSeat) or one seat.
type taughtAt map[engine.Seat]map[Concept][]int

func seeds(t *testing.T) []uint64 {
	if testing.Short() {
		return []uint64{1}
	}
	var out []uint64
	for s := uint64(1); s <= 24; s++ {
		out = append(out, s)
	}
	return out
}

// TestEveryWayTeachesEachConceptOnceAtItsFirstOccurrence plays seeded
// games of every way to play through the tip selector (shared screen and
// every seat), and checks every concept that occurs is taught exactly once,
// at the update of its first occurrence and never before, that every
// concept that occurs is in the way's list, and that a tip waits for a tap
// only when a player must act.
func TestEveryWayTeachesEachConceptOnceAtItsFirstOccurrence(t *testing.T) {
	for _, w := range ways {
		t.Run(w.name, func(t *testing.T) {
			list := ConceptsOf(w.Way(t))
			met := map[Concept]bool{}
			for _, seed := range seeds(t) {
				tc := New(Plan{FirstGame: true})
				taught := taughtAt{}
				first := taughtAt{}
				play(t, w, seed, func(u update) {
					note := func(who engine.Seat, occ map[Concept]bool, tips []Tip) {
						if first[who] == nil {
							first[who], taught[who] = map[Concept][]int{}, map[Concept][]int{}
						}
						for c := range occ {
							met[c] = true
							if !slices.Contains(list, c) {
								t.Errorf("seed %d update %d: %q occurs but is not in %s's concept list", seed, u.i, c, w.name)
							}
							if first[who][c] == nil {
								first[who][c] = []int{u.i}
							}
						}
						for _, tip := range tips {
							taught[who][tip.Concept] = append(taught[who][tip.Concept], u.i)
							if tip.Tap && len(u.g.Expected()) == 0 {
								t.Errorf("seed %d update %d: %q waits for a tap but nobody must act", seed, u.i, tip.Concept)
							}
							if tip.Text(i18n.En) == "" || strings.Contains(tip.Text(i18n.Fr), "⟦") || strings.Contains(tip.Title(i18n.It), "⟦") {
								t.Errorf("%q has no words", tip.Concept)
							}
						}
					}
					tips, err := tc.Shared(u.evs.For(engine.NoSeat), u.g.View(engine.NoSeat))
					if err != nil {
						t.Fatal(err)
					}
					note(engine.NoSeat, sharedOccurrences(u), tips)
					for s := range u.g.Players() {
						seat := engine.Seat(s)
						tips, err := tc.Seat(seat, u.g.View(seat))
						if err != nil {
							t.Fatal(err)
						}
						note(seat, seatOccurrences(u, seat), tips)
					}
				})
				for who, byConcept := range first {
					for c, at := range byConcept {
						if got := taught[who][c]; !slices.Equal(got, at) {
							t.Errorf("seed %d, %v: %q first occurs at update %d, taught at updates %v", seed, who, c, at[0], got)
						}
					}
					for c, at := range taught[who] {
						if first[who][c] == nil {
							t.Errorf("seed %d, %v: %q taught at updates %v but never occurs", seed, who, c, at)
						}
					}
				}
			}
			var never []Concept
			for _, c := range list {
				if !met[c] {
					never = append(never, c)
				}
			}
			if !testing.Short() && len(never) > 0 { // 24 seeded games meet every concept of every way
				t.Errorf("%s's list has concepts no game met: %v", w.name, never)
			}
			t.Logf("%d concepts met", len(met))
		})
	}
}

// TestWayConceptsHaveWords: every concept of every way has a title and a
// text in every language, within the tip budget.
func TestWayConceptsHaveWords(t *testing.T) {
	for _, c := range AllConcepts() {
		tip := conceptByName[c].tip(false)
		for _, l := range i18n.Langs() {
			for _, id := range []string{tip.TitleID, tip.TextID} {
				if !i18n.Has(l, id) {
					t.Errorf("%s: %s has no %s message", l, c, id)
				}
			}
			if n := len([]rune(tip.Text(l))); n > i18n.MaxTipRunes {
				t.Errorf("%s: %s is %d characters", l, c, n)
			}
		}
	}
	for _, w := range ways {
		if len(ConceptsOf(w.Way(t))) < 8 {
			t.Errorf("%s: only %v", w.name, ConceptsOf(w.Way(t)))
		}
	}
}

// TestSharedTipsIgnoreHiddenInformation: at every update of seeded games,
// a state redrawn from one seat's knowledge (engine Determinize: other
// hands, decks and face-down cards drawn anew) gives the shared screen the
// same tips; so do events that differ only in a face-down card.
func TestSharedTipsIgnoreHiddenInformation(t *testing.T) {
	for _, w := range []way{ways[0], ways[4], ways[5], ways[6], ways[7]} {
		t.Run(w.name, func(t *testing.T) {
			tc := New(Plan{FirstGame: true})
			play(t, w, 11, func(u update) {
				pub := u.evs.For(engine.NoSeat)
				var other any
				switch g := u.g.(type) {
				case *express.Game:
					s := g.State()
					d := s.Determinize(express.Seat(u.i%g.Players()), express.NewRand(uint64(u.i)))
					other = express.Public(&d)
				case *super.Game:
					s := g.State()
					d := s.Determinize(super.Seat(u.i%g.Players()), super.NewRand(uint64(u.i)))
					other = super.Public(&d)
				}
				a, b := Resume(tc.Progress()), Resume(tc.Progress())
				ta, err := a.Shared(pub, u.g.View(engine.NoSeat))
				if err != nil {
					t.Fatal(err)
				}
				tb, err := b.Shared(pub, other)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(ta, tb) {
					t.Fatalf("update %d: tips %v, with hidden information redrawn %v", u.i, ta, tb)
				}
				if _, err := tc.Shared(pub, u.g.View(engine.NoSeat)); err != nil {
					t.Fatal(err)
				}
			})
		})
	}
	// two face-down cards, different underneath: the public sees the same
	pv := express.PublicView{Phase: express.Schemin, Expected: []express.Seat{1}, Round: express.RoundView{Turns: []cards.TurnKind{cards.Tunnel}}}
	shoot := express.Event{Kind: express.EvCardPlayed, Seat: 0, Card: express.Shoot, FaceDown: true, Bandit: 0}
	rob := shoot
	rob.Card = express.Rob
	a, b := New(Plan{FirstGame: true}), New(Plan{FirstGame: true})
	ta, _ := a.Shared(express.EventsFor([]express.Event{shoot}, engine.NoSeat), pv)
	tb, _ := b.Shared(express.EventsFor([]express.Event{rob}, engine.NoSeat), pv)
	if !reflect.DeepEqual(ta, tb) || len(ta) == 0 {
		t.Errorf("face-down Shoot gives %v, face-down Rob %v", ta, tb)
	}
}

// TestSharedRefusesSecrets: the shared screen's selector takes no seat's
// view and no event that still holds a secret.
func TestSharedRefusesSecrets(t *testing.T) {
	g, evs := newGame(t, ways[0], 3)
	tc := New(Plan{FirstGame: true})
	if _, err := tc.Shared(evs.For(engine.NoSeat), g.View(0)); err == nil || !strings.Contains(err.Error(), "table.Update.Public") {
		t.Errorf("a seat's view on the shared screen: %v", err)
	}
	secret := []express.Event{{Kind: express.EvCardPlayed, Seat: 0, Card: express.Shoot, FaceDown: true}}
	if _, err := tc.Shared(secret, g.View(engine.NoSeat)); err == nil || !strings.Contains(err.Error(), "PublicEvents") {
		t.Errorf("unfiltered events on the shared screen: %v", err)
	}
	if _, err := tc.Seat(1, g.View(0)); err == nil || !strings.Contains(err.Error(), "table.View(1)") {
		t.Errorf("seat 0's view for seat 1: %v", err)
	}
	if _, err := tc.Shared(evs.For(engine.NoSeat), "view"); err == nil {
		t.Error("a string accepted as a view")
	}
	if tc.Taught("goal") {
		t.Error("a refused call taught something")
	}
}

// TestProgressResumes: a game whose teaching state is saved and read back
// mid-game (a power cut) teaches exactly what an uninterrupted one does,
// and never a concept twice.
func TestProgressResumes(t *testing.T) {
	w := ways[5]
	run := func(cut int) []Tip {
		var all []Tip
		tc := New(Plan{FirstGame: true})
		play(t, w, 5, func(u update) {
			if u.i == cut {
				b, err := json.Marshal(tc.Progress())
				if err != nil {
					t.Fatal(err)
				}
				p, err := DecodeProgress(b)
				if err != nil {
					t.Fatal(err)
				}
				tc = Resume(p)
			}
			tips, err := tc.Shared(u.evs.For(engine.NoSeat), u.g.View(engine.NoSeat))
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, tips...)
			for s := range u.g.Players() {
				tips, _ := tc.Seat(engine.Seat(s), u.g.View(engine.Seat(s)))
				all = append(all, tips...)
			}
		})
		return all
	}
	whole := run(-1)
	for _, cut := range []int{1, 40, 200} {
		if got := run(cut); !reflect.DeepEqual(got, whole) {
			t.Errorf("cut at update %d: %d tips, uninterrupted %d", cut, len(got), len(whole))
		}
	}
	if _, err := DecodeProgress([]byte(`{"plan":{"new":["dragons"]}}`)); err == nil || !strings.Contains(err.Error(), "dragons") {
		t.Errorf("unknown module: %v", err)
	}
	if _, err := DecodeProgress([]byte(`{`)); err == nil {
		t.Error("broken JSON accepted")
	}
}

// TestStopAndModules: "stop teaching" silences every tip from then on; a
// table new only to a module is taught only that module's concepts.
func TestStopAndModules(t *testing.T) {
	w := ways[5] // Horses & Stagecoach
	stopped := New(Plan{FirstGame: true})
	horsesOnly := New(Plan{New: []Module{Horses}})
	nothing := New(Plan{})
	var afterStop, horseTips int
	play(t, w, 8, func(u update) {
		if u.i == 30 {
			stopped.Stop()
		}
		pub, view := u.evs.For(engine.NoSeat), u.g.View(engine.NoSeat)
		tips, _ := stopped.Shared(pub, view)
		if u.i >= 30 {
			afterStop += len(tips)
		}
		tips, _ = horsesOnly.Shared(pub, view)
		for _, tip := range tips {
			horseTips++
			if conceptByName[tip.Concept].module != Horses {
				t.Errorf("a table new only to Horses & Stagecoach is taught %q", tip.Concept)
			}
		}
		if tips, _ := nothing.Shared(pub, view); len(tips) > 0 {
			t.Errorf("no plan, yet taught %v", tips)
		}
	})
	if afterStop != 0 || !stopped.Stopped() || !stopped.Progress().Stopped {
		t.Errorf("%d tips after stop teaching", afterStop)
	}
	if horseTips < 4 {
		t.Errorf("only %d Horses & Stagecoach tips", horseTips)
	}
}

func TestParsePlan(t *testing.T) {
	for in, want := range map[string]Plan{
		"":                {},
		"off":             {},
		"first":           {FirstGame: true},
		"experts, horses": {New: []Module{Experts, Horses}},
		"two-players":     {New: []Module{TwoPlayers}},
	} {
		got, err := ParsePlan(in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("ParsePlan(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParsePlan("experts,dragons"); err == nil || !strings.Contains(err.Error(), "first") {
		t.Errorf("unknown module: %v", err)
	}
	if p, _ := ParsePlan("two-players"); !p.Teaches(Experts) || p.Teaches(Horses) {
		t.Error("the 2-player game is played with Experts: its concepts come with it")
	}
}

func Example() {
	g, evs, _ := express.NewGame(express.Setup{Players: 4, Seed: 1})
	tc := New(Plan{FirstGame: true})
	tips, _ := tc.Shared(evs.For(engine.NoSeat), g.View(engine.NoSeat))
	for _, tip := range tips {
		fmt.Println(tip.Concept, tip.Place, tip.Tap)
	}
	// Output:
	// goal train false
	// playOrDraw hand true
}

// TestRegisterGames: the teacher knows the games registered with it (a
// game's kiosk board registers it: kit.Register), each with its modules in
// their order, and refuses, changing nothing, a game without a name or
// registered twice, the base game or a module without concepts offered as
// a module, and a module another game offers. (That the box's games offer
// every module is checked where they are registered: ui/kiosk's
// TestModulesOfTheBoxGames.)
func TestRegisterGames(t *testing.T) {
	if Teaches("toy") || ModulesOf("toy") != nil {
		t.Fatal("the teacher claims a game nobody registered")
	}
	if err := Register("toy-a", []Module{Horses, Car}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { Unregister("toy-a") })
	if !Teaches("toy-a") || !slices.Equal(ModulesOf("toy-a"), []Module{Horses, Car}) {
		t.Fatalf("toy-a: teaches %v, modules %v", Teaches("toy-a"), ModulesOf("toy-a"))
	}
	for _, c := range []struct {
		game    string
		modules []Module
		want    string
	}{
		{"", nil, "no name"},
		{"toy-a", nil, "registered already"},
		{"toy-b", []Module{Base}, "base game"},
		{"toy-b", []Module{"juggling"}, "no concept"},
		{"toy-b", []Module{Teams, Teams}, "twice"},
		{"toy-b", []Module{Teams, Car}, "toy-a's already"},
	} {
		err := Register(c.game, c.modules)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Register(%q, %v) = %v, want an error saying %q", c.game, c.modules, err, c.want)
		}
		if c.game == "toy-b" && Teaches("toy-b") {
			t.Errorf("a refused registration of %v changed the teacher", c.modules)
		}
	}
	if !slices.Equal(ModulesOf("toy-a"), []Module{Horses, Car}) {
		t.Errorf("the refusals changed toy-a's modules: %v", ModulesOf("toy-a"))
	}
}
