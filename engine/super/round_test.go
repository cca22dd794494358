package super

import (
	"slices"
	"testing"
)

// revealOrder lists the (seat, position in stack) of every revealed card.
func revealOrder(evs []Event) [][2]int {
	var out [][2]int
	for _, e := range find(evs, EvCardRevealed) {
		out = append(out, [2]int{int(e.Seat), e.Count})
	}
	return out
}

// TestRoundOrder: §13 "Then, from the first player clockwise, each player
// reveals and resolves their top card, one card per turn, until all are
// resolved." Rulebook: "La manche commence par le joueur avec la carte
// Premier Joueur puis continue dans le sens des aiguilles d'une montre. […]
// Chaque joueur ne joue qu'une seule carte à la fois, il jouera la suivante
// à son prochain tour." Here Doc holds the first player card.
func TestRoundOrder(t *testing.T) {
	s := build(t, " / | / Belle> | / <Doc | / <Tuco | / ")
	belle, doc, tuco := seatOf(t, s, "Belle"), seatOf(t, s, "Doc"), seatOf(t, s, "Tuco")
	s.first = doc
	evs := stacks(t, s, map[string][StackSize]Card{
		"Belle": {TurnAround, FloorChange, Move},
		"Doc":   {TurnAround, FloorChange, Move},
		"Tuco":  {TurnAround, FloorChange, Move},
	})
	var want [][2]int
	for k := 1; k <= 3; k++ {
		for _, seat := range []Seat{doc, tuco, belle} {
			want = append(want, [2]int{int(seat), k})
		}
	}
	if got := revealOrder(evs); !slices.Equal(got, want) {
		t.Errorf("reveal order (seat, card) = %v, want %v", got, want)
	}
	// Doc moved onto wagon 3's roof while Tuco still stood there (he came in
	// by the locomotive side); then Tuco moved on to the caboose's roof and
	// left the train with it at the end of the round.
	if got, want := diagram(s), norm("<Belle / | / | / | Doc> / "); got != want {
		t.Errorf("after the round: got %q, want %q", got, want)
	}
	var dm []Event
	for _, e := range find(evs, EvBanditMoved) {
		if e.Seat == doc && e.Cause.Card == Move {
			dm = append(dm, e)
		}
	}
	if len(dm) != 1 || dm[0].NextTowardCaboose != tuco || dm[0].To.Place != 0 {
		t.Errorf("Doc should stand just before Tuco on wagon 3's roof: %+v", dm)
	}
	if s.Aboard(tuco) || s.Round() != 1 || s.Wagons() != 4 {
		t.Errorf("Tuco aboard %v, round %d, %d cards; want off, round 2 (index 1), 4 cards", s.Aboard(tuco), s.Round(), s.Wagons())
	}
}

// TestStunCostsTheNextCard: a bandit shot before its first card stands up
// with it (here a Move that would have taken Belle off the front of the
// locomotive), plays its next cards normally, and a stun received late in a
// round carries over: its first card of the next round only stands it up.
// §13 "A stunned bandit's next card, whatever it is, only stands them up."
func TestStunCostsTheNextCard(t *testing.T) {
	s := build(t, " / | / <Belle | / <Tuco | / Doc> | / ")
	belle, tuco, doc := seatOf(t, s, "Belle"), seatOf(t, s, "Tuco"), seatOf(t, s, "Doc")
	s.first = tuco
	evs := stacks(t, s, map[string][StackSize]Card{
		"Tuco":  {Shoot, TurnAround, FloorChange},
		"Doc":   {TurnAround, FloorChange, Shoot},
		"Belle": {Move, FloorChange, TurnAround},
	})
	up := find(evs, EvStoodUp)
	if len(up) != 1 || up[0].Seat != belle || up[0].Card != Move {
		t.Fatalf("Belle's Move should only stand her up: %+v\n%s", up, describeEvents(evs))
	}
	if !s.Aboard(belle) {
		t.Fatal("Belle's Move took her off the locomotive although she lay stunned")
	}
	if got, want := diagram(s), norm("Belle> / | Tuco*> / | / | <Doc / "); got != want {
		t.Errorf("after round 1: got %q, want %q", got, want)
	}
	if !s.Stunned(tuco) {
		t.Fatal("Tuco, shot by Doc's last card, should still lie stunned at the start of round 2")
	}
	// Round 2: Tuco's first card (a Move) only stands him up.
	s.first = tuco
	evs = stacks(t, s, map[string][StackSize]Card{
		"Tuco":  {Move, TurnAround, FloorChange},
		"Doc":   {TurnAround, FloorChange, Shoot},
		"Belle": {FloorChange, TurnAround, Shoot},
	})
	up = find(evs, EvStoodUp)
	if len(up) != 1 || up[0].Seat != tuco || up[0].Card != Move {
		t.Errorf("round 2: Tuco's first card should only stand him up: %+v", up)
	}
	if s.lootTaker[4] != int8(doc) {
		t.Errorf("Doc, on wagon 3's roof, should have taken the caboose's card")
	}
}

// TestEliminatedBanditsCardsAreSkipped: a bandit shot off the train keeps
// its remaining cards hidden; the round goes on with the others.
// (§13 "from the first player clockwise … until all are resolved": the
// cards of a bandit no longer on the train are not played.)
func TestEliminatedBanditsCardsAreSkipped(t *testing.T) {
	s := build(t, "<Belle / | <Tuco / | / Doc> | / ")
	belle, tuco, doc := seatOf(t, s, "Belle"), seatOf(t, s, "Tuco"), seatOf(t, s, "Doc")
	s.first = tuco
	evs := stacks(t, s, map[string][StackSize]Card{
		"Tuco":  {Shoot, TurnAround, FloorChange},
		"Doc":   {TurnAround, FloorChange, Shoot},
		"Belle": {Move, FloorChange, TurnAround},
	})
	for _, e := range find(evs, EvCardRevealed) {
		if e.Seat == belle {
			t.Errorf("Belle was shot off the train by the first card; her %s was revealed", e.Card)
		}
	}
	var want [][2]int
	for k := 1; k <= 3; k++ {
		want = append(want, [2]int{int(tuco), k}, [2]int{int(doc), k})
	}
	if got := revealOrder(evs); !slices.Equal(got, want) {
		t.Errorf("reveal order %v, want %v", got, want)
	}
	pub := Public(s)
	for _, r := range pub.LastRound {
		if r.Seat == belle {
			t.Errorf("the public view shows Belle's unrevealed cards %v", r.Revealed)
		}
	}
	if got, want := diagram(s), norm(" / | / Tuco> | <Doc / "); got != want {
		t.Errorf("after the round: got %q, want %q", got, want)
	}
}

// TestGameEndsAtOnce: "Le jeu se termine instantanément lorsqu'un seul et
// unique bandit se trouve dans ou sur le train. C'est le gagnant." — §13
// "The game ends at once when one bandit remains (the winner)". The cards
// left in the stacks are not played and the caboose stays on.
func TestGameEndsAtOnce(t *testing.T) {
	s := build(t, "<Belle / | <Tuco / | / | / Doc>")
	tuco, doc := seatOf(t, s, "Tuco"), seatOf(t, s, "Doc")
	s.first = tuco
	evs := stacks(t, s, map[string][StackSize]Card{
		"Tuco":  {Shoot, TurnAround, FloorChange},
		"Doc":   {Move, FloorChange, Shoot},
		"Belle": {Move, FloorChange, TurnAround},
	})
	if !s.Over() {
		t.Fatal("the game should be over")
	}
	res := s.Result()
	if res.Ending != EndLastBandit || !slices.Equal(res.Winners, []Seat{tuco}) {
		t.Errorf("result %+v, want Tuco the last bandit", res)
	}
	if got := revealOrder(evs); !slices.Equal(got, [][2]int{{int(tuco), 1}, {int(doc), 1}}) {
		t.Errorf("revealed %v, want only Tuco's and Doc's first cards", got)
	}
	if len(find(evs, EvWagonDetached)) != 0 || s.Wagons() != 4 {
		t.Error("no wagon is detached when the game ends mid-round")
	}
	if len(Legal(s)) != 0 || len(s.Expected()) != 0 {
		t.Error("nobody is expected after the game")
	}
	if err := CheckInvariants(s); err != nil {
		t.Error(err)
	}
	over := find(evs, EvGameOver)
	if len(over) != 1 || over[0].Ending != EndLastBandit || !slices.Equal(over[0].Seats, []Seat{tuco}) {
		t.Errorf("GameOver event %+v", over)
	}
}

// endRound runs the end of the round on a built position.
func endRound(t *testing.T, s *State) []Event {
	t.Helper()
	var evs []Event
	s.endRound(emitter{list: &evs})
	if err := CheckInvariants(s); err != nil {
		t.Fatalf("after the end of the round: %v", err)
	}
	return evs
}

// TestDetachment: "le wagon de queue se décroche. Si un bandit se trouve sur
// cette carte il est éliminé du jeu." — §13 "the caboose is detached:
// bandits in or on it are eliminated". Here it leaves Belle alone: she wins
// at once, and nobody takes the card.
func TestDetachment(t *testing.T) {
	s := build(t, " / | Belle> / | <Doc / Mei> <Tuco")
	evs := endRound(t, s)
	out := find(evs, EvEliminated)
	if len(out) != 3 {
		t.Fatalf("want Doc, Mei and Tuco eliminated with the caboose:\n%s", describeEvents(evs))
	}
	for _, e := range out {
		if e.Cause.By != ByDetach || e.From.Wagon != 2 {
			t.Errorf("elimination %+v should be by the detached caboose (wagon 2)", e)
		}
	}
	d := find(evs, EvWagonDetached)
	if len(d) != 1 || d[0].Wagon != 2 || d[0].Count != 3 || s.Wagons() != 2 {
		t.Errorf("detached %+v, %d cards left", d, s.Wagons())
	}
	if len(find(evs, EvLootTaken)) != 0 {
		t.Error("the game ended at once: nobody takes the detached card")
	}
	if res := s.Result(); res == nil || res.Ending != EndLastBandit || !slices.Equal(res.Winners, seats(t, s, "Belle")) {
		t.Errorf("result %+v, want Belle the last bandit", res)
	}
}

// TestDetachedWagonLoot: "Le bandit qui se situe le plus loin de la
// locomotive récupère la carte Wagon qui vient d'être défaussée. […] Dans le
// cas où deux bandits sont aussi proches de la queue de train, l'un sur le
// toit et l'autre à l'intérieur, c'est celui sur le toit du wagon qui gagne
// la carte." — §13 "the bandit farthest from the locomotive takes the
// detached wagon as a loot card (on the same wagon, the one on the roof
// beats the one inside)".
func TestDetachedWagonLoot(t *testing.T) {
	cases := []struct {
		name, rule, before, taker string
		wagon                     int
		off                       []string
	}{
		{"on the same wagon the roof beats the inside", "roof beats inside",
			" / | / | <Doc / Belle> <Tuco | / Mei>", "Doc", 3, nil},
		{"a farther wagon beats a nearer roof", "farthest from the locomotive",
			" / <Tuco | <Doc / | / Belle> | / ", "Belle", 3, nil},
		{"on the same floor, the one at the caboose end of the line (rulebook silent)", "farthest, read on the table",
			"<Tuco / | / | <Doc Belle> / | / ", "Belle", 3, nil},
		{"the locomotive's bandits when only they are left behind the detached wagon", "farthest from the locomotive",
			"<Tuco / Doc> | / | / ", "Tuco", 2, []string{"Mei"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, tc.before, tc.off...)
			before := diagram(s)
			evs := endRound(t, s)
			lt := find(evs, EvLootTaken)
			want := seatOf(t, s, tc.taker)
			if len(lt) != 1 || lt[0].Seat != want || lt[0].Wagon != tc.wagon || lt[0].Value != tc.wagon {
				t.Fatalf("%s on %q: loot %+v, want %s to take wagon %d worth %d (R10)", tc.rule, before, lt, tc.taker, tc.wagon, tc.wagon)
			}
			if s.lootTaker[tc.wagon] != int8(want) || s.bandits[want].loot != 1<<uint(tc.wagon) {
				t.Error("the state does not record the loot card")
			}
			pub := Public(s)
			d := pub.Detached[len(pub.Detached)-1]
			if d.Wagon != tc.wagon || d.TakenBy != want || len(pub.Bandits[want].Loot) != 1 {
				t.Errorf("the public view should show the loot card face up before %s: %+v", tc.taker, pub.Detached)
			}
		})
	}
}

// TestFirstPlayerPassesLeft: "Le joueur à gauche du premier joueur prend la
// carte Premier Joueur." — §13 "The first player passes left." Seats are
// numbered clockwise ("Le deuxième joueur, à sa gauche"), so left is the
// next seat; an eliminated player is passed over (rulebook silent: a player
// out of the game plays no more).
func TestFirstPlayerPassesLeft(t *testing.T) {
	s := build(t, " / | <Doc / | / Belle> <Tuco | / ")
	if got := endRound(t, s); s.first != seatOf(t, s, "Belle") || find(got, EvRoundEnded)[0].Seat != s.first {
		t.Errorf("from Doc (seat 1) the card goes to Belle (seat 2), got %s", s.first)
	}
	s = build(t, " / | <Doc / | / Belle> <Tuco | / ", "Mei") // Mei (seat 4) is off the train
	s.first = seatOf(t, s, "Tuco")
	endRound(t, s)
	if s.first != seatOf(t, s, "Doc") {
		t.Errorf("Tuco's left neighbour Mei is off the train: the card goes on to Doc, got %s", s.first)
	}
	if got, want := s.Expected(), seats(t, s, "Doc", "Belle", "Tuco"); !slices.Equal(got, want) {
		t.Errorf("the next plan expects %v, want the bandits aboard %v", got, want)
	}
}

// TestEndWithOnlyTheLocomotive: "Le jeu se termine aussi lorsque le dernier
// wagon est décroché et qu'il ne reste que la locomotive. Le joueur qui a le
// plus de carte Butin devant lui remporte la partie. En cas d'égalité, celui
// qui possède la carte Butin de plus grande valeur l'emporte." — §13 "or when
// only the locomotive remains: most loot cards wins, tie to the
// highest-valued loot card"; R10 "wagon loot cards are worth their position
// from the locomotive (1 nearest) unless the operator enters printed values".
//
// In every case Doc leaves with the last wagon, Belle (at the caboose end of
// the locomotive's line) takes its card (wagon 1), and only the bandits
// aboard are judged: Mei, eliminated earlier, holds the most cards but is
// "éliminé du jeu" ("Pour gagner, vous devez être le dernier bandit à bord
// du train à la fin du jeu").
func TestEndWithOnlyTheLocomotive(t *testing.T) {
	cases := []struct {
		name    string
		loot    []int // printed values, wagons 1–5; nil: R10 positions
		tuco    []int // wagon cards Tuco took earlier
		ending  Ending
		winners []string
	}{
		{"most loot cards", nil, []int{2, 3}, EndByLoot, []string{"Tuco"}},
		{"tie on cards: the highest card (R10 values: wagon 2 beats wagon 1)", nil, []int{2}, EndHighestLoot, []string{"Tuco"}},
		{"tie on cards: printed values (R10) decide", []int{9, 1, 1, 1, 1}, []int{2}, EndHighestLoot, []string{"Belle"}},
		{"still tied: a shared win (rulebook silent)", []int{5, 5, 1, 1, 1}, []int{2}, EndShared, []string{"Belle", "Tuco"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := buildLoot(t, tc.loot, " / <Tuco Belle> | Doc> / ", "Mei")
			giveLoot(t, s, "Mei", 5)
			giveLoot(t, s, "Mei", 4)
			if !slices.Contains(tc.tuco, 3) {
				giveLoot(t, s, "Mei", 3)
			}
			for _, w := range tc.tuco {
				giveLoot(t, s, "Tuco", w)
			}
			evs := endRound(t, s)
			if lt := find(evs, EvLootTaken); len(lt) != 1 || lt[0].Seat != seatOf(t, s, "Belle") || lt[0].Wagon != 1 {
				t.Fatalf("Belle should take the last wagon's card first: %+v", lt)
			}
			res := s.Result()
			if res == nil {
				t.Fatal("only the locomotive is left: the game should be over")
			}
			want := seats(t, s, tc.winners...)
			slices.Sort(want)
			if res.Ending != tc.ending || !slices.Equal(res.Winners, want) {
				t.Errorf("ending %s winners %v, want %s %v", res.Ending, res.Winners, tc.ending, want)
			}
			if !slices.Equal(res.Judged, seats(t, s, "Tuco", "Belle")) || res.NobodyAboard {
				t.Errorf("judged %v, want only the bandits aboard (Tuco, Belle)", res.Judged)
			}
			if p := res.Players[seatOf(t, s, "Mei")]; p.Winner || p.Judged || len(p.Loot) < 2 {
				t.Errorf("Mei is off the train: %+v", p)
			}
		})
	}
}

// TestEndWithNobodyAboard: the last wagon that held anyone takes every
// remaining bandit with it (rulebook silent). They fell last, together, so
// they are judged as if still aboard: most loot cards, then the highest card.
func TestEndWithNobodyAboard(t *testing.T) {
	s := build(t, " / | <Tuco / Belle> | / ", "Doc")
	giveLoot(t, s, "Tuco", 4)
	giveLoot(t, s, "Doc", 3) // Doc, off the train earlier, is not judged
	endRound(t, s)           // the empty caboose (wagon 2) goes; Tuco, on the roof, takes it
	if s.Over() || s.lootTaker[2] != int8(seatOf(t, s, "Tuco")) {
		t.Fatal("two bandits aboard and two cards: the game goes on, Tuco holding wagon 2")
	}
	endRound(t, s) // wagon 1 goes with Tuco and Belle
	res := s.Result()
	if res == nil || !res.NobodyAboard {
		t.Fatalf("nobody aboard: %+v", res)
	}
	if res.Ending != EndByLoot || !slices.Equal(res.Winners, seats(t, s, "Tuco")) || !slices.Equal(res.Judged, seats(t, s, "Tuco", "Belle")) {
		t.Errorf("result %+v, want Tuco (2 loot cards) judged with Belle", res)
	}
}

// TestLootValues: R10 "wagon loot cards are worth their position from the
// locomotive (1 nearest) unless the operator enters printed values".
func TestLootValues(t *testing.T) {
	s, _, err := New(Setup{Players: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for w, wv := range Public(&s).Train {
		if wv.LootValue != w {
			t.Errorf("wagon %d worth %d, want its position %d", w, wv.LootValue, w)
		}
	}
	s, _, err = New(Setup{Players: 4, Seed: 3, Loot: []int{7, 3, 5, 2, 9}})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, wv := range Public(&s).Train[1:] {
		got = append(got, wv.LootValue)
	}
	if !slices.Equal(got, []int{7, 3, 5, 2, 9}) {
		t.Errorf("printed values %v, want 7 3 5 2 9", got)
	}
}
