package express

import (
	"fmt"
	"strings"
	"testing"

	"colt/engine/express/cards"
)

// four bandits inside the train, each with a full hand, for Schemin' tests.
func schemeTable(n int, first Seat, turns string) table {
	chars := []Character{Tuco, Cheyenne, Doc, Belle, Django, Ghost}
	tb := table{first: first, turns: turns}
	for i := 0; i < n; i++ {
		tb.bandits = append(tb.bandits, bandit{ch: chars[i], at: fmt.Sprintf("i%d", n-i%2), hand: "MFSRPX"})
	}
	return tb
}

// TestSchemingTurnOrder checks the order of play for each turn kind (§4 Schemin', §2).
func TestSchemingTurnOrder(t *testing.T) {
	for _, tc := range []struct {
		name  string
		n     int
		first Seat
		turns string
		want  string // actors of the first turn
	}{
		{"normal is clockwise from the first player", 4, 2, "N", "2 3 0 1"},
		{"normal, 6 players", 6, 5, "N", "5 0 1 2 3 4"},
		{"tunnel is clockwise too", 4, 1, "T", "1 2 3 0"},
		{"speed-up: each acts twice in a row", 4, 1, "2", "1 1 2 2 3 3 0 0"},
		{"switch: counter-clockwise from the first player", 4, 2, "S", "2 1 0 3"},
		{"switch, 5 players from seat 0", 5, 0, "S", "0 4 3 2 1"},
		{"a normal turn after a switch is clockwise again", 3, 1, "SN", "1 0 2 1 2 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := build(t, schemeTable(tc.n, tc.first, tc.turns))
			var got []string
			for s.phase == Schemin {
				got = append(got, fmt.Sprint(int(s.Actor())))
				// play the first card offered (never draws)
				do(t, s, Legal(s)[0])
			}
			if strings.Join(got, " ") != tc.want {
				t.Errorf("order %q, want %q", strings.Join(got, " "), tc.want)
			}
		})
	}
}

// TestSchemingChoices checks what a player may do on a turn (§4, §6 Ghost, R2).
func TestSchemingChoices(t *testing.T) {
	for _, tc := range []struct {
		name  string
		tb    table
		setup func(t *testing.T, s *State) // commands played before the check
		want  string
	}{
		{
			name: "normal turn: each card in hand face up once, or draw; bullets are never playable",
			tb: table{bandits: []bandit{
				{ch: Tuco, at: "i3", hand: "MMSN1"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3"}}},
			want: "play Move, play Shoot, draw",
		},
		{
			name: "tunnel turn: face down only",
			tb: table{turns: "T", bandits: []bandit{
				{ch: Tuco, at: "i3", hand: "MFX"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3"}}},
			want: "play Move down, play FloorChange down, play Marshal down, draw",
		},
		{
			name: "Ghost's first turn: face up or face down (§6)",
			tb: table{bandits: []bandit{
				{ch: Ghost, at: "i3", hand: "MR"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3"}}},
			want: "play Move, play Move down, play Rob, play Rob down, draw",
		},
		{
			name: "Ghost in a tunnel first turn: face down, no duplicate",
			tb: table{turns: "TN", bandits: []bandit{
				{ch: Ghost, at: "i3", hand: "MR"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3"}}},
			want: "play Move down, play Rob down, draw",
		},
		{
			name: "Ghost in a later turn: face up only (§6)",
			tb: table{turns: "NN", bandits: []bandit{
				{ch: Ghost, at: "i3", hand: "MMRR"}, {ch: Doc, at: "i2", hand: "FF"}, {ch: Belle, at: "i3", hand: "FF"}}},
			setup: func(t *testing.T, s *State) {
				doShort(t, s, "play Move down")
				doShort(t, s, "play FloorChange")
				doShort(t, s, "play FloorChange")
			},
			want: "play Move, play Rob, draw",
		},
		{
			name: "Ghost who draws in his first turn loses the power for the round (§6)",
			tb: table{turns: "NN", bandits: []bandit{
				{ch: Ghost, at: "i3", hand: "RR", deck: "MFF"}, {ch: Doc, at: "i2", hand: "FF"}, {ch: Belle, at: "i3", hand: "FF"}}},
			setup: func(t *testing.T, s *State) {
				doShort(t, s, "draw")
				doShort(t, s, "play FloorChange")
				doShort(t, s, "play FloorChange")
			},
			want: "play Move, play FloorChange, play Rob, draw",
		},
		{
			name: "another bandit in the first turn: face up only",
			tb: table{first: 1, bandits: []bandit{
				{ch: Ghost, at: "i3", hand: "M"}, {ch: Doc, at: "i2", hand: "MR"}, {ch: Belle, at: "i3"}}},
			want: "play Move, play Rob, draw",
		},
		{
			name: "empty deck: no draw (R2)",
			tb: table{bandits: []bandit{
				{ch: Tuco, at: "i3", hand: "MMFFSSRRPX"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3"}}},
			want: "play Move, play FloorChange, play Shoot, play Rob, play Punch, play Marshal",
		},
		{
			name: "only bullets in hand: draw is the only choice (R2)",
			tb: table{bandits: []bandit{
				{ch: Tuco, at: "i3", hand: "N2"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3"}}},
			want: "draw",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := build(t, tc.tb)
			if tc.setup != nil {
				tc.setup(t, s)
			}
			if got := legal(s); got != tc.want {
				t.Errorf("legal: %s\nwant:  %s", got, tc.want)
			}
		})
	}
}

func TestSchemingDraw(t *testing.T) {
	for _, tc := range []struct {
		name      string
		deck      string // extra deck cards (hand holds the other actions)
		hand      string
		wantDrawn int
		wantTop   string // the hand after drawing ends with these (drawn top first)
	}{
		{"draw 3 from the top of the deck", "NXRP", "MMFFSS", 3, "PRX"},
		{"a short deck draws what is there (R2)", "12", "MMFFSSRRPX", 2, "21"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := build(t, table{bandits: []bandit{
				{ch: Tuco, at: "i3", hand: tc.hand, deck: tc.deck}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3"}}})
			before := int(s.players[0].handLen)
			deckBefore := int(s.players[0].deckLen)
			evs := do(t, s, Draw(0))
			p := &s.players[0]
			if int(p.handLen) != before+tc.wantDrawn || int(p.deckLen) != deckBefore-tc.wantDrawn {
				t.Errorf("hand %d deck %d, want hand %d deck %d", p.handLen, p.deckLen, before+tc.wantDrawn, deckBefore-tc.wantDrawn)
			}
			want := parseCards(t, tc.wantTop, 0)
			got := p.hand[before:p.handLen]
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("drawn %v, want %v", got, want)
					break
				}
			}
			if countEv(evs, EvCardsDrawn, func(e Event) bool { return e.Seat == 0 && e.Count == tc.wantDrawn }) != 1 {
				t.Errorf("events %s", kinds(evs))
			}
			if s.Actor() != 1 {
				t.Errorf("actor %s after a draw, want seat 2", s.Actor())
			}
		})
	}
}

// TestSchemingAutoPass: no playable card and an empty deck passes (R2).
func TestSchemingAutoPass(t *testing.T) {
	pile := []PileCard{}
	for _, k := range []ActionKind{Move, Move, FloorChange, FloorChange, Shoot, Shoot, Rob, Rob, Punch, MarshalCard} {
		pile = append(pile, PileCard{Owner: 1, Kind: k})
	}
	s, _ := build(t, table{pile: pile, bandits: []bandit{
		{ch: Tuco, at: "i3", hand: "MF"}, {ch: Doc, at: "i2", hand: "N0"}, {ch: Belle, at: "i3", hand: "R"}}})
	evs := doShort(t, s, "play Move")
	if s.Actor() != 2 {
		t.Fatalf("actor %s, want seat 3 after seat 2's automatic pass", s.Actor())
	}
	if countEv(evs, EvPassed, func(e Event) bool { return e.Seat == 1 && e.Cause.By == ByRule }) != 1 {
		t.Errorf("no EvPassed for seat 2: %s", kinds(evs))
	}
	// Every remaining act of seat 2 passes too; the round still ends.
	for s.phase == Schemin {
		if s.Actor() == 1 {
			t.Fatal("seat 2 was asked to act with nothing to do")
		}
		do(t, s, Legal(s)[0])
	}
}

// TestDocDrawsSeven: Doc draws 7 at the start of each round, the others 6 (§6 Doc, §4 Start).
func TestDocDrawsSeven(t *testing.T) {
	s, _ := build(t, table{bandits: []bandit{{ch: Tuco, at: "i3"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3", deck: "NN"}}})
	var evs []Event
	s.startRound(emitter{list: &evs})
	for i, want := range []int{6, 7, 6} {
		if int(s.players[i].handLen) != want {
			t.Errorf("%s (%s) drew %d, want %d", Seat(i), s.bandits[i].character, s.players[i].handLen, want)
		}
	}
	if err := CheckInvariants(s); err != nil {
		t.Fatal(err)
	}
}

// TestHandsBackOnDecks: when Schemin' ends, the cards left in hand go back
// on top of the deck (§4), and the pile resolves in the order played.
func TestHandsBackOnDecks(t *testing.T) {
	s, _ := build(t, table{turns: "N", bandits: []bandit{
		{ch: Tuco, at: "i2", hand: "MRRN", deck: "1"}, {ch: Doc, at: "i2", hand: "MSP"}, {ch: Belle, at: "i3", hand: "MX0"}}})
	type snap struct{ deck, hand []Card }
	var before [3]snap
	for i := range before {
		p := &s.players[i]
		before[i] = snap{append([]Card(nil), p.deck[:p.deckLen]...), append([]Card(nil), p.hand[:p.handLen]...)}
	}
	doShort(t, s, "play Move")
	doShort(t, s, "play Move")
	evs := doShort(t, s, "play Move")
	if countEv(evs, EvSchemingEnded, nil) != 1 || s.phase != Stealin {
		t.Fatalf("Schemin' did not end: %s", kinds(evs))
	}
	for i := range before {
		p := &s.players[i]
		deck := p.deck[:p.deckLen]
		old := before[i].deck
		if p.handLen != 0 || len(deck) != len(old)+len(before[i].hand)-1 {
			t.Fatalf("%s: hand %d deck %d", Seat(i), p.handLen, len(deck))
		}
		for k := range old {
			if deck[k] != old[k] {
				t.Fatalf("%s: the deck under the hand changed", Seat(i))
			}
		}
		// the top is the old hand minus the played Move
		want := map[Card]int{}
		for _, c := range before[i].hand {
			want[c]++
		}
		want[actionCard(Move, Seat(i))]--
		for _, c := range deck[len(old):] {
			want[c]--
		}
		for c, n := range want {
			if n != 0 {
				t.Errorf("%s: card %v off by %d on top of the deck", Seat(i), c.Kind(), n)
			}
		}
	}
	// Stealin' resolves the first card played (seat 1's Move) first.
	if s.Actor() != 0 || s.Stage() != StageMove {
		t.Errorf("Stealin' starts with %s %s, want seat 1 Move", s.Actor(), s.Stage())
	}
}

// TestPileResolvesInOrder: cards resolve in the order played, face-down ones
// revealed in turn, and each goes back on top of its owner's deck (§4 Stealin').
func TestPileResolvesInOrder(t *testing.T) {
	pile := []PileCard{{Owner: 2, Kind: FloorChange}, {Owner: 0, Kind: FloorChange, FaceDown: true}, {Owner: 1, Kind: FloorChange}, {Owner: 2, Kind: FloorChange}}
	s, evs := build(t, table{phase: Stealin, pile: pile, bandits: []bandit{
		{ch: Tuco, at: "i2"}, {ch: Doc, at: "r2"}, {ch: Belle, at: "i3"}}})
	var got []string
	for _, e := range evs {
		if e.Kind == EvCardRevealed {
			got = append(got, fmt.Sprintf("%d:%s", e.Seat, e.Card))
		}
	}
	if strings.Join(got, " ") != "2:FloorChange 0:FloorChange 1:FloorChange 2:FloorChange" {
		t.Errorf("revealed %v", got)
	}
	want := []string{"r2", "i2", "i3"}
	for i, w := range want {
		if s.BanditAt(Seat(i)) != pos(t, w) {
			t.Errorf("%s at %v, want %s", Seat(i), s.BanditAt(Seat(i)), w)
		}
	}
	// The round ended (no event), so the decks were shuffled and dealt: all 10 cards are back.
	if s.round != 1 || s.phase != Schemin {
		t.Errorf("round %d phase %s", s.round, s.phase)
	}
}

// TestSchemingPlayedCardHidden: a face-down card is hidden from everyone but its owner until resolved.
func TestSchemingPlayedCardHidden(t *testing.T) {
	s, _ := build(t, table{turns: "TN", bandits: []bandit{
		{ch: Tuco, at: "i3", hand: "M"}, {ch: Doc, at: "i2", hand: "R"}, {ch: Belle, at: "i3", hand: "F"}}})
	evs := doShort(t, s, "play Move down")
	pub := Public(s)
	if pub.Pile[0].Card != HiddenCard || !pub.Pile[0].FaceDown {
		t.Errorf("public pile shows %v", pub.Pile[0])
	}
	if v := View(s, 1); v.Pile[0].Card != HiddenCard {
		t.Errorf("seat 2 sees %v", v.Pile[0].Card)
	}
	if v := View(s, 0); v.Pile[0].Card != Move {
		t.Errorf("owner sees %v", v.Pile[0].Card)
	}
	for _, e := range evs {
		if e.Kind == EvCardPlayed {
			if e.For(1).Card != HiddenCard || e.For(NoSeat).Card != HiddenCard || e.For(0).Card != Move {
				t.Errorf("EvCardPlayed.For leaks the card: %v %v %v", e.For(1).Card, e.For(NoSeat).Card, e.For(0).Card)
			}
		}
	}
}

func TestRoundCardTurnsFollowTheCatalog(t *testing.T) {
	// §2: the turns come from the data for the player-count group.
	cat := cards.Base()
	for _, rc := range cat.RoundCards {
		for _, n := range []int{3, 4, 5, 6} {
			got := rc.TurnsFor(n)
			if len(got) != len(rc.Turns[cards.Group(n)]) {
				t.Errorf("%s %dp: %v from %q", rc.ID, n, got, rc.Turns[cards.Group(n)])
			}
		}
	}
}
