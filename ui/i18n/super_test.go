package i18n

import (
	"strings"
	"testing"

	"colt/engine/super"
)

// TestSuperDescribeExample: the pawn instruction of the docs' example,
// word for word, and its neighbours read the way the bandit faces.
func TestSuperDescribeExample(t *testing.T) {
	pv := &super.PublicView{Bandits: []super.BanditView{{Character: super.Belle}, {Character: super.Tuco}, {Character: super.Doc}}}
	ev := super.Event{Kind: super.EvBanditMoved, Seat: 1, To: &super.Spot{Wagon: 3, Floor: super.Roof, Place: 1},
		Facing: super.TowardLocomotive, NextTowardLoco: 0, NextTowardCaboose: super.NoSeat, Target: super.NoSeat,
		Cause: &super.Cause{By: super.ByCard, Seat: 1, Card: super.FloorChange}}
	if got, want := SuperDescribe(En, ev, pv), "Tuco: onto the roof of wagon 3, behind Belle, facing the locomotive."; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	ev.Facing = super.TowardCaboose // Belle is now behind Tuco's back
	if got, want := SuperDescribe(En, ev, pv), "Tuco: onto the roof of wagon 3, in front of Belle, facing the caboose."; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	ev.NextTowardCaboose, ev.Cause = 2, &super.Cause{By: super.ByShot, Seat: 2, Card: super.Shoot}
	ev.To = &super.Spot{Wagon: 0, Floor: super.Inside}
	if got, want := SuperDescribe(Fr, ev, pv), "On repousse Tuco\u00a0: dans la locomotive, derrière Doc et devant Belle, toujours face à la queue du train."; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// TestSuperDescribeGames words every event of seeded games of every size
// in every language: no missing message, the bandit's name in it, and no
// stacked card named before it is revealed.
func TestSuperDescribeGames(t *testing.T) {
	kinds := map[super.EventKind]bool{}
	for seed := uint64(1); seed <= 30; seed++ {
		g, evs, err := super.NewGame(super.Setup{Players: 3 + int(seed%5), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		all := append([]super.Event(nil), evs.List...)
		rnd := super.NewRand(seed)
		var cur = g
		for !cur.Over() {
			seat := cur.Expected()[0]
			legal := cur.Legal(seat)
			next, e, err := cur.Apply(legal[rnd.Intn(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			cur = next.(*super.Game)
			all = append(all, e.For(super.NoSeat).([]super.Event)...)
		}
		pv := super.Public(ptr(cur.State()))
		for _, l := range Langs() {
			for _, e := range all {
				kinds[e.Kind] = true
				s := SuperDescribe(l, e, &pv)
				if strings.Contains(s, "⟦") || strings.Contains(s, "<no value>") || s == "" {
					t.Fatalf("%s: %v worded %q", l, e.Kind, s)
				}
				if e.Seat >= 0 && e.Kind != super.EvWagonDetached && !strings.Contains(s, SuperSeatName(l, &pv, e.Seat)) {
					t.Fatalf("%s: %v does not name its bandit: %q", l, e.Kind, s)
				}
				if e.Kind == super.EvStacked && len(e.Cards) > 0 {
					t.Fatal("a public stack event carries cards")
				}
			}
		}
		for _, l := range Langs() {
			if w := SuperWinnerText(l, pv.Result, &pv); w == "" || strings.Contains(w, "⟦") {
				t.Fatalf("%s: winner text %q", l, w)
			}
		}
	}
	for k := super.EventKind(0); k <= super.EvGameOver; k++ {
		if !kinds[k] {
			t.Errorf("no game had a %v event", k)
		}
	}
}

// TestSuperHelpTexts: every card and every part of the round has a title
// and a help text of at most three sentences in every language, naming
// what docs/rules.md §13 says matters (in English); a face-down card has
// none.
func TestSuperHelpTexts(t *testing.T) {
	for _, l := range Langs() {
		var texts []string
		for c := super.Card(0); c < super.NumCards; c++ {
			texts = append(texts, SuperCardName(l, c), SuperCardHelp(l, c))
		}
		for p := SuperPlan; p <= SuperRoundEnd; p++ {
			texts = append(texts, SuperPartName(l, p), SuperPartHelp(l, p))
		}
		for i, s := range texts {
			if s == "" || strings.Contains(s, "⟦") {
				t.Errorf("%s: help text %d is %q", l, i, s)
			}
			if n := strings.Count(s, ". ") + 1; n > 3 {
				t.Errorf("%s: help text %d has %d sentences: %q", l, i, n, s)
			}
		}
		if SuperCardHelp(l, super.HiddenCard) != "" {
			t.Errorf("%s: a face-down card has help", l)
		}
		if SuperPartName(l, SuperRoundEnd+1) != "" || SuperPartHelp(l, SuperRoundEnd+1) != "" {
			t.Errorf("%s: an unknown part of the round has help", l)
		}
	}
	for c, want := range map[super.Card][]string{
		super.FloorChange: {"roof", "facing the same way", "back to the edge", "lying down"},
		super.Move:        {"one wagon the way you face", "same floor", "side of the card you came in from", "out of the game"},
		super.TurnAround:  {"other way", "lying down"},
		super.Shoot:       {"first standing bandit", "lying bandits do not stop", "one wagon the way of the shot", "lies down", "only stands them up"},
	} {
		for _, w := range want {
			if h := SuperCardHelp(En, c); !strings.Contains(h, w) {
				t.Errorf("%v: %q lacks %q", c, h, w)
			}
		}
	}
}

func ptr[T any](v T) *T { return &v }
