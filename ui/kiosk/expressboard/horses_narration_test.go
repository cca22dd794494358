package expressboard

import (
	"math/rand/v2"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/ui/i18n"
)

// horsesUpdates plays seeded Horses & Stagecoach games through the engine
// as the table does (views with every update) and gives each update's
// narration steps to visit.
func horsesUpdates(t *testing.T, players int, visit func(steps []step, pv *express.PublicView)) {
	t.Helper()
	for seed := uint64(1); seed <= 6; seed++ {
		g, _, err := express.NewGame(express.Setup{Players: players, Rules: express.RuleHorses, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 4))
		var prev express.RoundView
		for !g.Over() {
			legal := g.Legal(g.Expected()[0])
			next, e, err := g.Apply(legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			g = next.(*express.Game)
			pv := g.View(express.NoSeat).(express.PublicView)
			evs := e.(*express.Events)
			steps := buildSteps(express.EventsFor(evs.List, express.NoSeat), &pv, prev)
			attachViews(steps, evs.PublicSteps().([]express.StepView), pv)
			visit(steps, &pv)
			prev = pv.Round
		}
	}
}

// TestHorseAttackNarration (issue 22, item 8): one reveal's boardings of a
// wagon are one line, not a page per pawn; the end of the Horse Attack
// names the first player it decided; a page of a long step is drawn as of
// its own last line, not as the step ends.
func TestHorseAttackNarration(t *testing.T) {
	g := wordsFor("en")
	grouped, announced, paged := 0, 0, 0
	horsesUpdates(t, 5, func(steps []step, pv *express.PublicView) {
		for _, s := range steps {
			lines := g.instructions(s, pv)
			boarded := 0
			for _, e := range s.events {
				if e.Kind == express.EvBanditPlaced {
					boarded++
				}
				if e.Kind == express.EvRoundStarted && e.Count == 1 {
					announced++
					name := i18n.PlayerName(i18n.En, pv, e.Seat)
					found := false
					for _, l := range lines {
						found = found || strings.Contains(l.text, name+" plays first") && strings.Contains(l.why, "Horse Attack decides the first player")
					}
					if !found {
						t.Errorf("the Horse Attack's end does not announce %s as first player: %+v", name, lines)
					}
				}
			}
			if boarded > 1 {
				grouped++
				places := map[express.Position]bool{}
				for _, e := range s.events {
					if e.Kind == express.EvBanditPlaced {
						places[e.To] = true
					}
				}
				n := 0
				for _, l := range lines {
					if strings.HasPrefix(l.text, "Put ") && strings.Contains(l.text, "leave their horses") {
						n++
					}
				}
				if n != len(places) {
					t.Errorf("%d bandits boarding %d places told in %d grouped lines: %+v", boarded, len(places), n, lines)
				}
			}
			// every two lines moving two different bandits: a page ending on the
			// first shows it done and the second not yet
			for i := 0; i+1 < len(lines); i++ {
				a, b := lineEvent(s, lines[i]), lineEvent(s, lines[i+1])
				if a == nil || b == nil || a.Kind != express.EvBanditMoved || b.Kind != express.EvBanditMoved || a.Seat == b.Seat || a.To == b.From {
					continue
				}
				v := s.pageView([]int{-1, lines[i].at})
				if v == nil {
					t.Fatalf("no view for a page ending on %q", lines[i].text)
				}
				paged++
				if v.Bandits[a.Seat].Position != a.To || v.Bandits[b.Seat].Position != b.From {
					t.Errorf("a page ending on %q draws %v at %v and %v at %v", lines[i].text, a.Seat, v.Bandits[a.Seat].Position, b.Seat, v.Bandits[b.Seat].Position)
				}
			}
		}
	})
	if grouped == 0 || announced == 0 || paged == 0 {
		t.Fatalf("seen: %d grouped reveals, %d first players, %d page breaks", grouped, announced, paged)
	}
}

// lineEvent is the event a line tells (its last), nil when unknown.
func lineEvent(s step, l line) *express.Event {
	for i, at := range s.idx {
		if at == l.at {
			return &s.events[i]
		}
	}
	return nil
}

// TestRuleMomentIsNoCard: an update that opens with a rule's moment of
// nobody's doing (the stagecoach moving on at a round's end, after the
// event's forced choice, §11) is narrated under its rule, never as a card
// nobody played ("A Bandit's card: Move"), in seeded Horses games and in
// the update the sweep found (5 players, the stagecoach moved by rule).
func TestRuleMomentIsNoCard(t *testing.T) {
	ruled := 0
	check := func(steps []step, pv *express.PublicView) {
		for _, s := range steps {
			if s.kind == stepCard && (s.seat < 0 || int(s.seat) >= pv.Players) {
				t.Fatalf("a card page of seat %d: %+v", s.seat, s.events)
			}
			if s.kind == stepInfo && s.seat == express.NoSeat {
				ruled++
				if title := renderTitle(i18n.En, pageOf(pv, s).title); title == "" || len(s.events) == 0 || s.events[0].Cause.By == express.ByCard {
					t.Fatalf("the rule's moment %+v titled %q", s.events, title)
				}
			}
		}
	}
	for _, players := range []int{3, 4, 5} {
		horsesUpdates(t, players, check)
	}
	// the update on its own: the stagecoach moved by rule, then the round's end
	pv := express.PublicView{Players: 5, Actor: express.NoSeat, Resolving: -1, Target: express.NoSeat, FirstPlayer: 0,
		Stagecoach: &express.StagecoachView{Facing: 5}}
	coach := express.Event{Kind: express.EvStagecoachMoved, Seat: express.NoSeat, Target: express.NoSeat, Bandit: express.NoSeat, Player: express.NoSeat,
		From: express.Position{Area: express.AreaTrain, Wagon: 4}, To: express.Position{Area: express.AreaTrain, Wagon: 5},
		Cause: express.Cause{By: express.ByRule, Seat: express.NoSeat, Bandit: express.NoSeat}}
	before := ruled
	check(buildSteps([]express.Event{coach}, &pv, pv.Round), &pv)
	if ruled != before+1 {
		t.Fatalf("the stagecoach moved by rule told as %d rule's moments", ruled-before)
	}
	t.Logf("%d rule's moments of nobody's doing narrated under their rule", ruled)
}
