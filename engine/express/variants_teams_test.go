package express

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"colt/engine/express/cards"
)

// Rule tests for the two team variants of docs/rules.md §10: Teams (4 or 6
// players) and "2–3 players, two bandits each". Each test cites the §10
// sentence it checks.

// teamTable is a Teams (§10) Schemin' position: n seats, first player
// first, every bandit inside with a full hand. Seats 2k (A) and 2k+1 (B)
// are partners.
func teamTable(n int, first Seat, turns string) table {
	chars := []Character{Tuco, Cheyenne, Doc, Belle, Django, Ghost}
	tb := table{rules: RuleTeams, first: first, turns: turns}
	for i := 0; i < n; i++ {
		tb.bandits = append(tb.bandits, bandit{ch: chars[i], at: fmt.Sprintf("i%d", n-i%2), hand: "MFSRPX"})
	}
	return tb
}

// cardsOf counts the action cards of kind k and bandit b a seat holds
// (deck and hand).
func cardsOf(s *State, seat Seat, k ActionKind, b Seat) int {
	p := &s.players[seat]
	n := 0
	for _, c := range append(p.deck[:p.deckLen:p.deckLen], p.hand[:p.handLen]...) {
		if c == actionCard(k, b) {
			n++
		}
	}
	return n
}

// §10 Teams: "Partners sit side by side: player A on the right, B on the
// left, always playing one after the other. A's bandit starts in the
// caboose, B's in the wagon before it." and "The first player is drawn
// among the A players".
func TestTeamsSeatingAndStart(t *testing.T) {
	for _, n := range []int{4, 6} {
		firsts := map[Seat]bool{}
		for seed := uint64(1); seed <= 40; seed++ {
			s, _, err := New(Setup{Players: n, Rules: RuleTeams, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			lay := s.g.lay
			caboose := lay.inside(lay.caboose())
			before := lay.step(caboose, towardLoco)
			for b := 0; b < n; b++ {
				want := caboose // A (even seat)
				if b%2 == 1 {
					want = before // B
				}
				if s.bandits[b].pos != want {
					t.Fatalf("%dp seed %d: bandit %d starts at %v, want %v", n, seed, b, lay.pos(s.bandits[b].pos), lay.pos(want))
				}
			}
			if s.first%2 != 0 {
				t.Fatalf("%dp seed %d: first player %d is a B player", n, seed, s.first)
			}
			firsts[s.first] = true
			pv := Public(&s)
			for _, sv := range pv.Seats {
				if sv.Team != int(sv.Seat)/2 {
					t.Errorf("%dp: seat %d in team %d, want %d (partners side by side)", n, sv.Seat, sv.Team, sv.Seat/2)
				}
			}
			// A then B of each team, one after the other, in a clockwise turn
			for k := 0; k < n; k += 2 {
				a, b := s.seatInOrder(k, false), s.seatInOrder(k+1, false)
				if a%2 != 0 || b != a+1 {
					t.Fatalf("%dp seed %d: turn order places %d then %d; want an A player then their partner", n, seed, a, b)
				}
			}
		}
		if len(firsts) != n/2 {
			t.Errorf("%dp: first players drawn %v; want every A player over 40 seeds", n, firsts)
		}
	}
}

// playRound plays the current round through with each actor's first legal
// command and returns the first player of the next round.
func playRound(t *testing.T, s *State) Seat {
	t.Helper()
	r := s.round
	for s.phase != GameOver && s.round == r {
		l := Legal(s)
		if len(l) == 0 {
			t.Fatalf("no legal command in %s/%s", s.phase, s.stage)
		}
		do(t, s, l[0])
	}
	return s.first
}

// §10 Teams: "each new round the A player of the next team clockwise
// becomes first player" (not the B player of the same team).
func TestTeamsFirstPlayerRotatesByTeam(t *testing.T) {
	for _, su := range []Setup{{Players: 4, Rules: RuleTeams, Seed: 3}, {Players: 6, Rules: RuleTeams, Seed: 11}, {Players: 4, Rules: RuleTeams | RuleExperts, Seed: 2}} {
		st, _, err := New(su)
		if err != nil {
			t.Fatal(err)
		}
		s := &st
		first := s.first
		for round := 1; round < Rounds; round++ {
			got := playRound(t, s)
			want := Seat((int(first) + 2) % su.Players)
			if got != want {
				t.Fatalf("%dp %s: round %d first player %d, want %d (the next team's A player)", su.Players, su.Rules, round+1, got, want)
			}
			first = got
		}
	}
}

// §10 Teams: "At the start of each round each player draws one card from
// their partner's deck, then completes their hand from their own deck".
func TestTeamsDrawOneFromPartner(t *testing.T) {
	for _, n := range []int{4, 6} {
		s, evs, err := New(Setup{Players: n, Rules: RuleTeams, Seed: 7, Characters: []string{"Tuco", "Cheyenne", "Belle", "Django", "Ghost", "Doc"}[:n]})
		if err != nil {
			t.Fatal(err)
		}
		partnerEv := 0
		for _, e := range evs {
			if e.Kind == EvPartnerCard {
				partnerEv++
				if e.Target != e.Seat^1 || e.Count != 1 {
					t.Errorf("%dp: seat %d drew %d cards from seat %d, want 1 from its partner %d", n, e.Seat, e.Count, e.Target, e.Seat^1)
				}
			}
		}
		if partnerEv != n {
			t.Errorf("%dp: %d partner draws, want one per player (%s)", n, partnerEv, kinds(evs))
		}
		for i := 0; i < n; i++ {
			p := &s.players[i]
			fromPartner, own := 0, 0
			for _, c := range p.hand[:p.handLen] {
				switch c.bandit() {
				case Seat(i ^ 1):
					fromPartner++
				case Seat(i):
					own++
				}
			}
			want := 6
			if s.bandits[i].character == Doc {
				want = 7
			}
			if fromPartner != 1 || own != want-1 || int(p.handLen) != want {
				t.Errorf("%dp seat %d: hand %d cards, %d from the partner and %d own; want %d with exactly 1 from the partner", n, i, p.handLen, fromPartner, own, want)
			}
			// the partner took one, the player drew the rest: 10 − 1 − (want−1)
			if int(p.deckLen) != 10-1-(want-1) {
				t.Errorf("%dp seat %d: deck %d cards, want %d", n, i, p.deckLen, 10-want)
			}
		}
	}
}

// givePartnerCard moves one of seat's partner's k cards from the partner's
// deck into seat's hand, as the round-start draw does (§10 Teams).
func givePartnerCard(t *testing.T, s *State, seat Seat, k ActionKind) {
	t.Helper()
	c := actionCard(k, seat^1)
	if !s.players[seat^1].removeFromDeck(c) {
		t.Fatalf("seat %d has no %s in its deck", seat^1, k)
	}
	s.players[seat].addHand(c)
	if err := CheckInvariants(s); err != nil {
		t.Fatal(err)
	}
}

// §10 Teams: "a partner's action card can be played as one of your own, and
// goes back to its owner only if played".
func TestTeamsPartnerCardPlayedAsOwn(t *testing.T) {
	tb := teamTable(4, 0, "N")
	tb.bandits[0].hand = "FSRP" // no Move of its own: only the partner's can move it
	tb.bandits[3].at = "i2"     // its Move stops the resolution with a choice
	s, _ := build(t, tb)
	givePartnerCard(t, s, 0, Move)
	if !strings.Contains(legal(s), "play Move") {
		t.Fatalf("the partner's Move is not offered: %s", legal(s))
	}
	do(t, s, PlayOf(0, Move, 1, false))
	if cardsOf(s, 0, Move, 1) != 0 {
		t.Fatal("the played partner card is still in seat 0's cards")
	}
	doShort(t, s, "play FloorChange") // seat 1
	doShort(t, s, "play FloorChange") // seat 2
	evs := doShort(t, s, "play Move") // seat 3: Stealin' waits on its Move
	if s.phase != Stealin || s.actor != 3 || s.stage != StageMove {
		t.Fatalf("want seat 3 choosing its move, got %s/%s actor %d (%s)", s.phase, s.stage, s.actor, kinds(evs))
	}
	// the partner's Move moved seat 0's own bandit (caboose i4 → i3), not bandit 1
	if got := s.g.lay.pos(s.bandits[0].pos); got != pos(t, "i3") {
		t.Errorf("seat 0's bandit at %v, want i3 (moved by the partner's card)", got)
	}
	if got := s.g.lay.pos(s.bandits[1].pos); got != pos(t, "r3") {
		t.Errorf("the partner's bandit at %v, want r3 (its own FloorChange only)", got)
	}
	// played, the card went home to its owner
	if cardsOf(s, 1, Move, 1) != 2 || cardsOf(s, 0, Move, 1) != 0 {
		t.Errorf("after resolution seat 1 holds %d of its Moves and seat 0 %d; want 2 and 0", cardsOf(s, 1, Move, 1), cardsOf(s, 0, Move, 1))
	}
	var reveal *Event
	for i := range evs {
		if evs[i].Kind == EvCardRevealed && evs[i].Seat == 0 {
			reveal = &evs[i]
		}
	}
	if reveal == nil || reveal.Bandit != 0 {
		t.Errorf("the reveal of seat 0's card names bandit %v, want its own bandit 0", reveal)
	}
}

// §10 Teams: "(otherwise it stays among your cards)": a partner's card not
// played stays with the player when the hand goes back on the deck.
func TestTeamsPartnerCardNotPlayedStays(t *testing.T) {
	tb := teamTable(4, 0, "N")
	tb.bandits[3].at = "i2"
	s, _ := build(t, tb)
	givePartnerCard(t, s, 0, Shoot)
	doShort(t, s, "play FloorChange") // seat 0 keeps the partner's Shoot in hand
	doShort(t, s, "play FloorChange")
	doShort(t, s, "play FloorChange")
	doShort(t, s, "play Move")
	if s.phase != Stealin {
		t.Fatalf("phase %s, want Stealin'", s.phase)
	}
	if cardsOf(s, 0, Shoot, 1) != 1 || cardsOf(s, 1, Shoot, 1) != 1 {
		t.Errorf("after Schemin' seat 0 holds %d of seat 1's Shoots and seat 1 %d; want 1 and 1 (the unplayed card stays with seat 0)",
			cardsOf(s, 0, Shoot, 1), cardsOf(s, 1, Shoot, 1))
	}
}

// §10 Teams: "In a Switch turn the order is reversed, so A and B swap for
// that turn."
func TestTeamsSwitchReversesAB(t *testing.T) {
	for _, tc := range []struct {
		n     int
		first Seat
		want  string
	}{
		{4, 0, "0 3 2 1 | 0 1 2 3"}, // team 1 plays B (3) then A (2)
		{6, 2, "2 1 0 5 4 3 | 2 3 4 5 0 1"},
	} {
		tb := teamTable(tc.n, tc.first, "SN")
		for i := range tb.bandits {
			tb.bandits[i].hand = "FFSRPX"
		}
		s, _ := build(t, tb)
		var got []string
		for s.phase == Schemin && s.round == 0 {
			if s.turn == 1 && s.orderAt == 0 {
				got = append(got, "|")
			}
			got = append(got, fmt.Sprint(int(s.Actor())))
			doShort(t, s, "play FloorChange")
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%dp from %d: order %q, want %q", tc.n, tc.first, strings.Join(got, " "), tc.want)
		}
	}
}

// §10 Teams: "Team score = sum of both." (the richest team wins, even
// without the richest player).
func TestTeamsScoreIsTeamSum(t *testing.T) {
	tb := teamTable(4, 0, "N")
	tb.bandits[0].loot = []LootID{18, 0} // $750
	tb.bandits[1].loot = []LootID{19}    // $500: team 0 $1250
	tb.bandits[2].loot = []LootID{24}    // $1000, the richest player: team 1 $1000
	s, _ := build(t, tb)
	r := Score(s)
	if len(r.Teams) != 2 || r.Teams[0].Total != 1250 || r.Teams[1].Total != 1000 {
		t.Fatalf("team totals %+v, want 1250 and 1000", r.Teams)
	}
	if !reflect.DeepEqual(r.Teams[0].Seats, []Seat{0, 1}) || !reflect.DeepEqual(r.Teams[1].Seats, []Seat{2, 3}) {
		t.Errorf("team seats %v %v, want [0 1] [2 3]", r.Teams[0].Seats, r.Teams[1].Seats)
	}
	if !reflect.DeepEqual(r.Winners, []Seat{0, 1}) {
		t.Errorf("winners %v, want team 0 (seats 0 and 1)", r.Winners)
	}
}

// §10 Teams: "Gunslinger: the team that fired the most bullets, minus one
// per bullet fired at the partner."
func TestTeamsGunslingerPartnerBulletsDontCount(t *testing.T) {
	tb := teamTable(4, 0, "N")
	// seat 0 (caboose) sees only its partner inside the next wagon; seat 2
	// sees only seat 1 (seat 3 is on a roof)
	tb.bandits[0].at, tb.bandits[1].at, tb.bandits[2].at, tb.bandits[3].at = "i4", "i3", "i2", "r4"
	for i := range tb.bandits {
		tb.bandits[i].hand = ""
	}
	tb.phase = Stealin
	tb.pile = []PileCard{{Owner: 0, Kind: Shoot}, {Owner: 0, Kind: Shoot}, {Owner: 2, Kind: Shoot}}
	s, evs := build(t, tb)
	if n := countEv(evs, EvBulletGiven, nil); n != 3 {
		t.Fatalf("%d bullets given, want 3 (%s)", n, kinds(evs))
	}
	if s.bandits[1].received != 3 {
		t.Fatalf("seat 1 received %d bullets, want 3 (2 from its partner, 1 from seat 2)", s.bandits[1].received)
	}
	r := Score(s)
	if r.Teams[0].BulletsFired != 0 || r.Teams[1].BulletsFired != 1 {
		t.Errorf("bullets fired by team %d and %d, want 0 (2 at the partner) and 1", r.Teams[0].BulletsFired, r.Teams[1].BulletsFired)
	}
	if r.Teams[0].Gunslinger != 0 || r.Teams[1].Gunslinger != 1000 {
		t.Errorf("Gunslinger %d and %d, want 0 and 1000", r.Teams[0].Gunslinger, r.Teams[1].Gunslinger)
	}
}

// twoBandits sets up a two-bandit game (§10) and reveals the hands: each
// seat's first bandit in the left hand.
func twoBandits(t *testing.T, su Setup) *State {
	t.Helper()
	su.Rules |= RuleTwoBandits
	st, _, err := New(su)
	if err != nil {
		t.Fatal(err)
	}
	s := &st
	for i := 0; i < su.Players; i++ {
		c := base(Seat(i), CmdHands)
		c.Bandit = Seat(s.players[i].bandits[0])
		do(t, s, c)
	}
	return s
}

// §10 two bandits: "2 players: 3 wagons; 3 players: 4 wagons; 2–4 round
// cards."
func TestTwoBanditsTrainAndRoundCards(t *testing.T) {
	for _, tc := range []struct{ n, wagons int }{{2, 3}, {3, 4}} {
		s, _, err := New(Setup{Players: tc.n, Rules: RuleTwoBandits, Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		if got := len(Public(&s).Train); got != tc.wagons+1 {
			t.Errorf("%dp: train of %d cars, want the locomotive + %d wagons", tc.n, got, tc.wagons)
		}
		if Wagons(tc.n, RuleTwoBandits) != tc.wagons {
			t.Errorf("Wagons(%d, two-bandits) = %d, want %d", tc.n, Wagons(tc.n, RuleTwoBandits), tc.wagons)
		}
		for r := 0; r < Rounds; r++ {
			rc := s.g.cat.RoundCards[s.rounds[r].card]
			var want [16]cards.TurnKind
			nw := rc.TurnsInto(4, want[:])
			got := s.rounds[r].turns[:s.rounds[r].nTurns]
			if !reflect.DeepEqual(got, want[:nw]) {
				t.Errorf("%dp round %d (%s): turns %v, want the 2–4 player side %v", tc.n, r+1, rc.ID, got, want[:nw])
			}
		}
	}
}

// §10 two bandits: "Ghost, Doc and Belle are each paired at random with one
// of the other three; each player picks a pair."
func TestTwoBanditsPairs(t *testing.T) {
	leader := map[Character]bool{Ghost: true, Doc: true, Belle: true}
	seen := map[[2]Character]bool{}
	for seed := uint64(1); seed <= 30; seed++ {
		s, _, err := New(Setup{Players: 3, Rules: RuleTwoBandits, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 3; i++ {
			p := &s.players[i]
			if p.nBandits != 2 {
				t.Fatalf("seat %d has %d bandits", i, p.nBandits)
			}
			a, b := s.bandits[p.bandits[0]].character, s.bandits[p.bandits[1]].character
			if leader[a] == leader[b] {
				t.Fatalf("seed %d seat %d: pair %s + %s; want one of Ghost/Doc/Belle with one of Tuco/Cheyenne/Django", seed, i, a, b)
			}
			if !leader[a] {
				a, b = b, a
			}
			seen[[2]Character{a, b}] = true
		}
	}
	if len(seen) < 6 {
		t.Errorf("only %d distinct pairs over 30 seeds; the pairing should be random", len(seen))
	}
	_, _, err := New(Setup{Players: 2, Rules: RuleTwoBandits, Seed: 1, Characters: []string{"Ghost", "Doc"}})
	if err == nil {
		t.Error("a Ghost + Doc pair was accepted")
	}
}

// §10 two bandits: "Decks as in the 2-player game (11 cards)": one Shoot,
// Punch, Move, FloorChange and Rob of each bandit plus one Marshal.
func TestTwoBanditsElevenCardDecks(t *testing.T) {
	s, _, err := New(Setup{Players: 3, Rules: RuleTwoBandits, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		p := &s.players[i]
		if p.deckLen != 11 || p.handLen != 0 {
			t.Fatalf("seat %d: %d cards in deck, %d in hand; want an 11-card deck", i, p.deckLen, p.handLen)
		}
		marshals := 0
		for _, b := range p.bandits[:2] {
			for _, k := range []ActionKind{Move, FloorChange, Shoot, Rob, Punch} {
				if n := cardsOf(&s, Seat(i), k, Seat(b)); n != 1 {
					t.Errorf("seat %d bandit %d: %d %s cards, want 1", i, b, n, k)
				}
			}
			marshals += cardsOf(&s, Seat(i), MarshalCard, Seat(b))
		}
		if marshals != 1 {
			t.Errorf("seat %d: %d Marshal cards, want 1", i, marshals)
		}
	}
	if s.g.experts {
		t.Error("the two-bandit game is played with Experts; §10 says without")
	}
}

// §10 two bandits: "each player secretly holds one bandit in each hand;
// revealed together, the left-hand bandit goes to the caboose, the other
// to the wagon before it."
func TestTwoBanditsHandsReveal(t *testing.T) {
	st, _, err := New(Setup{Players: 3, Rules: RuleTwoBandits, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	s := &st
	if s.stage != StageHands || len(Public(s).Expected) != 3 {
		t.Fatalf("setup at %s/%s expecting %v; want every seat choosing its hands", s.phase, s.stage, Public(s).Expected)
	}
	left := []Seat{Seat(s.players[0].bandits[1]), Seat(s.players[1].bandits[0]), Seat(s.players[2].bandits[1])}
	before0, before2 := Public(s), View(s, 2)
	c := base(0, CmdHands)
	c.Bandit = left[0]
	do(t, s, c)
	after0, after2 := Public(s), View(s, 2)
	// hidden until all commit: nobody else learns seat 0's choice
	if !reflect.DeepEqual(before0.Bandits, after0.Bandits) || !reflect.DeepEqual(before2.Bandits, after2.Bandits) {
		t.Error("seat 0's committed hands show in the views before everyone has chosen")
	}
	if err := s.Do(c, nil); err == nil {
		t.Error("seat 0 chose its hands twice")
	}
	for _, b := range s.bandits[:6] {
		if b.pos != s.g.lay.offBoard {
			t.Fatal("a bandit was placed before every player had chosen")
		}
	}
	for i := 1; i < 3; i++ {
		c := base(Seat(i), CmdHands)
		c.Bandit = left[i]
		do(t, s, c)
	}
	lay := s.g.lay
	caboose := lay.inside(lay.caboose())
	before := lay.step(caboose, towardLoco)
	for i := 0; i < 3; i++ {
		for _, b := range s.players[i].bandits[:2] {
			want := before
			if Seat(b) == left[i] {
				want = caboose
			}
			if s.bandits[b].pos != want {
				t.Errorf("seat %d bandit %d at %v, want %v", i, b, lay.pos(s.bandits[b].pos), lay.pos(want))
			}
		}
	}
}

// §10 two bandits: "Round start: before shuffling, each player may take one
// card of their choice, then shuffles and draws 6 more (7 in hand; with
// Doc, 8)."
func TestTwoBanditsTakeCardBeforeShuffle(t *testing.T) {
	s := twoBandits(t, Setup{Players: 2, Seed: 3, Characters: []string{"Doc", "Tuco", "Ghost", "Django"}})
	if s.stage != StageTakeCard {
		t.Fatalf("round start at %s/%s, want the card to take", s.phase, s.stage)
	}
	take := base(0, CmdTakeCard)
	take.Card, take.Bandit = Rob, 1 // Tuco's Rob
	do(t, s, take)
	do(t, s, Simple(1, CmdDecline))
	if s.phase != Schemin {
		t.Fatalf("phase %s after the cards taken, want Schemin'", s.phase)
	}
	if got := s.players[0].handLen; got != 8 {
		t.Errorf("seat 0 (Doc) holds %d cards, want 8 (the card taken + 7)", got)
	}
	if got := s.players[1].handLen; got != 6 {
		t.Errorf("seat 1 declined and holds %d cards, want 6", got)
	}
	p := &s.players[0]
	found := false
	for _, c := range p.hand[:p.handLen] {
		found = found || c == actionCard(Rob, 1)
	}
	if !found {
		t.Error("the card seat 0 took is not in its hand")
	}
	// a third player without Doc: 7 in hand
	s = twoBandits(t, Setup{Players: 3, Seed: 8, Characters: []string{"Ghost", "Tuco", "Belle", "Cheyenne", "Doc", "Django"}})
	for i := 0; i < 3; i++ {
		take := base(Seat(i), CmdTakeCard)
		take.Card, take.Bandit = Shoot, Seat(s.players[i].bandits[0])
		do(t, s, take)
	}
	for i, want := range []int{7, 7, 8} {
		if got := int(s.players[i].handLen); got != want {
			t.Errorf("3p seat %d holds %d cards, want %d", i, got, want)
		}
	}
}

// schemeTwo reaches Schemin' in a two-bandit game, every seat taking its
// first bandit's Shoot before shuffling.
func schemeTwo(t *testing.T, su Setup) *State {
	t.Helper()
	s := twoBandits(t, su)
	for i := 0; i < su.Players; i++ {
		take := base(Seat(i), CmdTakeCard)
		take.Card, take.Bandit = Shoot, Seat(s.players[i].bandits[0])
		do(t, s, take)
	}
	if s.phase != Schemin || s.currentTurn() != cards.Normal {
		t.Fatalf("phase %s turn %v, want a Normal Schemin' turn", s.phase, s.currentTurn())
	}
	return s
}

// §10 two bandits: "Cover: in a Normal turn, a player who plays a Shoot
// card of one bandit may at once also play a card of their other bandit
// (not a Marshal card)." — or decline.
func TestTwoBanditsCover(t *testing.T) {
	chars := []string{"Doc", "Tuco", "Belle", "Django"}
	s := schemeTwo(t, Setup{Players: 2, Seed: 12, Characters: chars})
	seat := s.Actor()
	p := &s.players[seat]
	b0, b1 := Seat(p.bandits[0]), Seat(p.bandits[1])
	do(t, s, PlayOf(seat, Shoot, b0, false))
	if s.stage != StageCover || s.Actor() != seat {
		t.Fatalf("after a Shoot: %s actor %d, want seat %d's Cover", s.stage, s.Actor(), seat)
	}
	declined := false
	var cover []Command
	for _, c := range Legal(s) {
		switch {
		case c.Kind == CmdDecline:
			declined = true
		case c.Kind == CmdPlay && c.Bandit == b1 && c.Card != MarshalCard && !c.FaceDown:
			cover = append(cover, c)
		default:
			t.Errorf("Cover offers %s; only a card of the other bandit (not a Marshal) or decline", short(c))
		}
	}
	if !declined || len(cover) == 0 {
		t.Fatalf("Cover offers %s", legal(s))
	}
	do(t, s, cover[0])
	pile := Public(s).Pile
	if len(pile) != 2 || pile[0].Owner != seat || pile[1].Owner != seat || *pile[1].Bandit != b1 {
		t.Fatalf("pile %+v, want the Shoot then the Cover card of bandit %d", pile, b1)
	}
	if s.Actor() == seat || s.stage == StageCover {
		t.Errorf("after the Cover card: actor %d stage %s; the turn should move on", s.Actor(), s.stage)
	}
	// declining: the turn moves on with only the Shoot played
	s = schemeTwo(t, Setup{Players: 2, Seed: 12, Characters: chars})
	seat = s.Actor()
	do(t, s, PlayOf(seat, Shoot, Seat(s.players[seat].bandits[0]), false))
	do(t, s, Simple(seat, CmdDecline))
	if s.Actor() == seat || s.pileLen != 1 {
		t.Errorf("after declining: actor %d pile %d; want the next player and 1 card", s.Actor(), s.pileLen)
	}
}

// §10 two bandits: "Ghost lets the player put their first card face down,
// whichever bandit's card it is, and need not."
func TestTwoBanditsGhostEitherBandit(t *testing.T) {
	s := schemeTwo(t, Setup{Players: 2, Seed: 5, Characters: []string{"Ghost", "Tuco", "Doc", "Django"}})
	for s.Actor() != 0 {
		do(t, s, Draw(s.Actor()))
	}
	want := map[string]bool{}
	for _, c := range Legal(s) {
		if c.Kind == CmdPlay {
			want[fmt.Sprintf("%d %s %v", c.Bandit, c.Card, c.FaceDown)] = true
		}
	}
	p := &s.players[0]
	for _, c := range p.hand[:p.handLen] {
		if c.Kind() == Bullet {
			continue
		}
		for _, down := range []bool{false, true} {
			if !want[fmt.Sprintf("%d %s %v", c.bandit(), c.Kind(), down)] {
				t.Errorf("Ghost's player cannot play bandit %d's %s face down=%v (legal: %s)", c.bandit(), c.Kind(), down, legal(s))
			}
		}
	}
	// Tuco's card (the other bandit's) face down: hidden from the other player
	var tuco ActionKind = 255
	for _, c := range p.hand[:p.handLen] {
		if c.Kind() != Bullet && c.bandit() == 1 {
			tuco = c.Kind()
		}
	}
	if tuco == 255 {
		t.Fatal("seat 0 holds no card of its second bandit")
	}
	do(t, s, PlayOf(0, tuco, 1, true))
	pile := View(s, 1).Pile
	if top := pile[len(pile)-1]; !top.FaceDown || top.Card != HiddenCard {
		t.Errorf("the face-down card shows to the other player as %+v", top)
	}
}

// §10 two bandits: "Gunslinger: most bullets fired by both bandits
// together, minus one per bullet of their own colours in their own deck."
// Shots resolved by the engine's Shoot (shoot), then the final score.
func TestTwoBanditsGunslinger(t *testing.T) {
	for _, tc := range []struct {
		name  string
		shots [][2]int // shooter, target, as bandit indexes (seat 0: 0 and 1; seat 1: 2 and 3)
		want  [2]int   // each seat's Gunslinger bonus
	}{
		// seat 0 fires 2, both at its own other bandit: they count for nothing
		{"own colours do not count", [][2]int{{0, 1}, {0, 1}, {2, 0}}, [2]int{0, 1000}},
		// seat 0 fires 3, one at its own bandit: 2 beat seat 1's 1
		{"both bandits fire together", [][2]int{{0, 2}, {1, 3}, {0, 1}, {2, 0}}, [2]int{1000, 0}},
		// 1 each after the own-colour bullet is taken off: both get the title
		{"a tie shares it", [][2]int{{0, 2}, {1, 0}, {3, 1}}, [2]int{1000, 1000}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := twoBandits(t, Setup{Players: 2, Seed: 9, Characters: []string{"Doc", "Tuco", "Belle", "Django"}})
			for _, sh := range tc.shots {
				s.shoot(Seat(sh[0]), Seat(sh[1]), emitter{})
			}
			// the own-colour bullets really are in the shooter's own deck
			for seat := 0; seat < 2; seat++ {
				p := &s.players[seat]
				own := 0
				for _, c := range p.deck[:p.deckLen] {
					if c.Kind() == Bullet && s.bandits[c.bulletFrom()].owner == Seat(seat) {
						own++
					}
				}
				friendly := 0
				for _, b := range p.bandits[:p.nBandits] {
					friendly += int(s.bandits[b].friendly)
				}
				if own != friendly {
					t.Fatalf("seat %d: %d bullets of its own colours in its deck, %d counted as fired at itself", seat, own, friendly)
				}
			}
			r := Score(s)
			for seat, want := range tc.want {
				if got := r.Players[seat].Gunslinger; got != want {
					t.Errorf("seat %d Gunslinger $%d, want $%d (shots %v)", seat, got, want, tc.shots)
				}
			}
		})
	}
}

// §10 two bandits: Cover is "in a Normal turn" after a Shoot card: a Shoot
// played in a Tunnel turn (face down) or a SpeedUp turn, or another card in a
// Normal turn, gives no Cover — the turn moves on as usual.
func TestTwoBanditsNoCoverOutsideNormalShoot(t *testing.T) {
	chars := []string{"Doc", "Tuco", "Belle", "Django"}
	for _, tc := range []struct {
		name string
		turn cards.TurnKind
		card ActionKind
	}{
		{"a Shoot in a Tunnel turn", cards.Tunnel, Shoot},
		{"a Shoot in a SpeedUp turn", cards.SpeedUp, Shoot},
		{"a Move in a Normal turn", cards.Normal, Move},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := schemeTwo(t, Setup{Players: 2, Seed: 12, Characters: chars})
			s.rounds[s.round].turns[s.turn] = tc.turn // this round card's current turn
			s.syncTurn()
			seat := s.Actor()
			var play Command
			found := false
			for _, c := range Legal(s) {
				if c.Kind == CmdPlay && c.Card == tc.card {
					play, found = c, true
					break
				}
			}
			if !found {
				t.Fatalf("seat %d cannot play a %s: %s", seat, tc.card, legal(s))
			}
			do(t, s, play)
			if s.stage == StageCover {
				t.Fatalf("%s opened a Cover: %s", tc.name, legal(s))
			}
			for _, c := range Legal(s) {
				if c.Kind == CmdDecline {
					t.Fatalf("%s offers a Cover decline: %s", tc.name, legal(s))
				}
			}
		})
	}
}
