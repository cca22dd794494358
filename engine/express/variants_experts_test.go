package express

import (
	"encoding/json"
	"reflect"
	"sort"
	"testing"

	"colt/engine/express/cards"
)

// Rule tests for the Experts variant and the 2-player game (§10). Each
// test quotes the §10 sentence it checks.

// expertsTable: three bandits inside the train (no Doc: everyone draws 6),
// a one-turn round, Experts on.
func expertsTable(hands ...string) table {
	chars := []Character{Tuco, Cheyenne, Belle}
	tb := table{rules: RuleExperts, turns: "N"}
	for i, h := range hands {
		tb.bandits = append(tb.bandits, bandit{ch: chars[i], at: []string{"i3", "i2", "i3"}[i], hand: h})
	}
	return tb
}

// findCmd applies seat's legal command of kind k (and card, for play/keep).
func findCmd(t *testing.T, s *State, seat Seat, k CommandKind, card ActionKind) []Event {
	t.Helper()
	for _, c := range LegalFor(s, seat) {
		if c.Kind == k && (k != CmdPlay && k != CmdKeep || c.Card == card) {
			return do(t, s, c)
		}
	}
	t.Fatalf("no legal %s %s for %s (%s/%s); legal: %v", k, card, seat, s.phase, s.stage, LegalFor(s, seat))
	return nil
}

// kindsOf lists the kinds of cards, sorted, for comparisons.
func kindsOf(cs []Card) []ActionKind {
	out := []ActionKind{}
	for _, c := range cs {
		out = append(out, c.Kind())
	}
	sort.Slice(out, func(a, b int) bool { return out[a] < out[b] })
	return out
}

func discardKinds(v PublicView, seat Seat) []ActionKind {
	out := []ActionKind{}
	for _, c := range v.Seats[seat].Discard {
		out = append(out, c.Card)
	}
	sort.Slice(out, func(a, b int) bool { return out[a] < out[b] })
	return out
}

// playFloorChanges ends a one-turn Schemin' where every seat plays its
// FloorChange (it resolves with no choice).
func playFloorChanges(t *testing.T, s *State) {
	t.Helper()
	for s.phase == Schemin {
		findCmd(t, s, s.Actor(), CmdPlay, FloorChange)
	}
}

// TestExpertsDiscardPile — §10 Experts: "Each player has a discard pile."
// and "Resolved action cards go face up to the discard": a resolved card
// goes to its owner's discard, not back into the deck as in §4.
func TestExpertsDiscardPile(t *testing.T) {
	s, _ := build(t, expertsTable("FS", "FS", "FS"))
	deck0 := s.players[0].deckLen
	playFloorChanges(t, s)
	if s.phase != Keeping {
		t.Fatalf("after the last turn: phase %s, want Keeping", s.phase)
	}
	for seat := Seat(0); seat < 3; seat++ {
		findCmd(t, s, seat, CmdDone, 0)
	}
	// the FloorChanges resolve by themselves; the round ends and round 2 is dealt
	if s.round != 1 {
		t.Fatalf("round %d, phase %s/%s: want round 2 dealt", s.round+1, s.phase, s.stage)
	}
	for seat := Seat(0); seat < 3; seat++ {
		got := discardKinds(Public(s), seat)
		// not kept: Shoot; resolved: FloorChange — both face up on the discard
		if want := []ActionKind{FloorChange, Shoot}; !reflect.DeepEqual(got, want) {
			t.Errorf("%s discard %v, want %v", seat, got, want)
		}
	}
	if got := s.players[0].deckLen; got != deck0-6 {
		t.Errorf("deck %d, want %d (the 6 drawn, nothing put back)", got, deck0-6)
	}
}

// TestExpertsBulletsToDiscard — §10 Experts: "At the start of Schemin',
// drawn bullet cards may go straight to the discard." It is each player's
// choice: one discards them, the other keeps them in hand.
func TestExpertsBulletsToDiscard(t *testing.T) {
	tb := expertsTable("", "", "")
	tb.phase = Stealin
	tb.pile = []PileCard{{Owner: 0, Kind: FloorChange}}
	tb.bandits[0].deck = "N1" // top: a bullet of seat 1, then a neutral bullet
	tb.bandits[1].deck = "0"
	s, _ := build(t, tb)
	if s.round != 1 || s.phase != Preparing || s.stage != StageBullets {
		t.Fatalf("round %d %s/%s: want the Experts bullets step of round 2", s.round+1, s.phase, s.stage)
	}
	if got := s.Expected(); !reflect.DeepEqual(got, []Seat{0, 1}) {
		t.Fatalf("expected %v, want [0 1] (seat 2 drew no bullet)", got)
	}
	findCmd(t, s, 0, CmdDiscardBullets, 0)
	findCmd(t, s, 1, CmdDecline, 0)
	if s.phase != Schemin {
		t.Fatalf("phase %s, want Schemin", s.phase)
	}
	p0, p1 := &s.players[0], &s.players[1]
	if got := kindsOf(p0.hand[:p0.handLen]); len(got) != 4 || got[len(got)-1] == Bullet {
		t.Errorf("seat 0 hand %v: want the 4 action cards drawn, no bullet", got)
	}
	if got, want := discardKinds(Public(s), 0), []ActionKind{FloorChange, Bullet, Bullet}; !reflect.DeepEqual(kindsSorted(got), kindsSorted(want)) {
		t.Errorf("seat 0 discard %v, want %v", got, want)
	}
	if got := kindsOf(p1.hand[:p1.handLen]); len(got) != 6 || got[5] != Bullet {
		t.Errorf("seat 1 hand %v: declined, so its bullet stays in hand", got)
	}
	if got := discardKinds(Public(s), 1); len(got) != 0 {
		t.Errorf("seat 1 discard %v, want empty", got)
	}
}

func kindsSorted(k []ActionKind) []ActionKind {
	out := append([]ActionKind(nil), k...)
	sort.Slice(out, func(a, b int) bool { return out[a] < out[b] })
	return out
}

// TestExpertsKeepIsSecret — §10 Experts: "At the end of Schemin', a player
// may keep any cards in hand for the next round and discards the rest."
// The keep is a simultaneous secret step: what a seat keeps shows in no
// other seat's view (nor the public one) until the step ends, and then
// only as the discarded rest.
func TestExpertsKeepIsSecret(t *testing.T) {
	s, _ := build(t, expertsTable("FSMR", "FS", "FS"))
	playFloorChanges(t, s)
	if s.phase != Keeping || s.stage != StageKeep {
		t.Fatalf("%s/%s, want the Experts keep step", s.phase, s.stage)
	}
	if got := s.Expected(); !reflect.DeepEqual(got, []Seat{0, 1, 2}) {
		t.Fatalf("expected %v: every seat keeps at once", got)
	}
	a, b := *s, *s
	findCmd(t, &a, 0, CmdKeep, Shoot)
	findCmd(t, &b, 0, CmdKeep, Move)
	if got := View(&a, 0).Kept; len(got) != 1 || got[0].Card != Shoot {
		t.Errorf("seat 0's own view: kept %v, want [Shoot]", got)
	}
	for _, viewer := range []Seat{1, 2, NoSeat} {
		va, vb := jsonOf(t, View(&a, viewer)), jsonOf(t, View(&b, viewer))
		if viewer == NoSeat {
			va, vb = jsonOf(t, Public(&a)), jsonOf(t, Public(&b))
		}
		if va != vb {
			t.Errorf("viewer %s tells keeping Shoot from keeping Move:\n%s\n%s", viewer, va, vb)
		}
	}
	// the step goes on until every seat is done; seat 0 keeps Shoot and Move
	findCmd(t, &a, 0, CmdKeep, Move)
	for seat := Seat(0); seat < 3; seat++ {
		if a.IsExpected(seat) {
			findCmd(t, &a, seat, CmdDone, 0)
		}
	}
	if a.round != 1 {
		t.Fatalf("round %d %s/%s, want round 2", a.round+1, a.phase, a.stage)
	}
	// discards the rest: Rob (and the resolved FloorChange)
	if got, want := discardKinds(Public(&a), 0), []ActionKind{FloorChange, Rob}; !reflect.DeepEqual(got, kindsSorted(want)) {
		t.Errorf("seat 0 discard %v, want %v", got, want)
	}
	p := &a.players[0]
	kept := 0
	for _, c := range p.hand[:p.handLen] {
		if c == actionCard(Shoot, 0) || c == actionCard(Move, 0) {
			kept++
		}
	}
	if kept < 2 {
		t.Errorf("seat 0 hand %v lost a kept card", kindsOf(p.hand[:p.handLen]))
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestExpertsDrawUpToSix — §10 Experts: "At the start of a round, draw up
// to 6." Kept cards count toward the 6, and the deck is not reshuffled.
func TestExpertsDrawUpToSix(t *testing.T) {
	s, _ := build(t, expertsTable("FSM", "FS", "F"))
	playFloorChanges(t, s)
	findCmd(t, s, 0, CmdKeep, Shoot)
	findCmd(t, s, 0, CmdKeep, Move) // nothing else to keep: seat 0 is done
	findCmd(t, s, 1, CmdDone, 0)    // seat 2 holds nothing: not asked
	if s.round != 1 || s.phase != Schemin {
		t.Fatalf("round %d %s/%s, want round 2's Schemin'", s.round+1, s.phase, s.stage)
	}
	// seat 0: 2 kept + 4 drawn; seats 1, 2: 6 drawn; decks: 10 - played - held
	for seat, want := range []struct{ hand, deck int }{{6, 10 - 1 - 6}, {6, 10 - 1 - 1 - 6 + 0}, {6, 10 - 1 - 6}} {
		p := &s.players[seat]
		if int(p.handLen) != want.hand || int(p.deckLen) != want.deck {
			t.Errorf("seat %d: hand %d deck %d, want hand %d deck %d", seat, p.handLen, p.deckLen, want.hand, want.deck)
		}
	}
	if got := s.players[1].discLen; got != 2 {
		t.Errorf("seat 1 discard %d, want 2 (the Shoot not kept, the FloorChange resolved): not reshuffled", got)
	}
}

// TestExpertsReshuffle — §10 Experts: "Whenever a draw needs more cards than
// the deck holds, shuffle the discard into a new deck."
func TestExpertsReshuffle(t *testing.T) {
	s, _ := build(t, expertsTable("MFSRPX", "FS", "FS"))
	playFloorChanges(t, s)
	for seat := Seat(0); seat < 3; seat++ {
		findCmd(t, s, seat, CmdDone, 0)
	}
	// seat 0: deck 4 (M F S R), discard 6; the draw of 6 takes the 4, then
	// 2 from the reshuffled discard, which becomes the new deck
	p := &s.players[0]
	if s.round != 1 || p.handLen != 6 || p.deckLen != 4 || p.discLen != 0 {
		t.Fatalf("round %d: hand %d deck %d discard %d, want hand 6 deck 4 discard 0", s.round+1, p.handLen, p.deckLen, p.discLen)
	}
	all := kindsOf(append(append([]Card(nil), p.hand[:p.handLen]...), p.deck[:p.deckLen]...))
	if want := kindsOf(parseCards(t, "MMFFSSRRPX", 0)); !reflect.DeepEqual(all, want) {
		t.Errorf("hand+deck %v, want every card %v", all, want)
	}
	if got := discardKinds(Public(s), 0); len(got) != 0 {
		t.Errorf("public discard %v after the reshuffle, want empty", got)
	}
	// the draw from the reshuffled deck also works mid-round (draw 3 in Schemin')
	s2, _ := build(t, expertsTable("F", "F", "F"))
	p = &s2.players[0]
	for p.deckLen > 1 { // 1 card left; 8 on the discard
		p.deckLen--
		p.pushDiscard(p.deck[p.deckLen])
	}
	for s2.Actor() != 0 {
		findCmd(t, s2, s2.Actor(), CmdPlay, FloorChange)
	}
	findCmd(t, s2, 0, CmdDraw, 0)
	if p.handLen != 4 || p.deckLen != 6 || p.discLen != 0 {
		t.Errorf("draw 3 from a 1-card deck: hand %d deck %d discard %d, want 4, 6, 0", p.handLen, p.deckLen, p.discLen)
	}
}

// TestExpertsDiscardIsPublic — §10 Experts: "The discard may be looked at
// any time." Every seat's view and the public view show each discard, card
// by card, with the bandit it belongs to.
func TestExpertsDiscardIsPublic(t *testing.T) {
	s, _ := build(t, expertsTable("FSM", "FS", "FS"))
	playFloorChanges(t, s)
	findCmd(t, s, 0, CmdKeep, Move)
	for seat := Seat(0); seat < 3; seat++ {
		if s.IsExpected(seat) {
			findCmd(t, s, seat, CmdDone, 0)
		}
	}
	want := []CardView{{Card: Shoot, Bandit: 0}, {Card: FloorChange, Bandit: 0}}
	for _, v := range []PublicView{Public(s), View(s, 1).PublicView, View(s, 2).PublicView} {
		if len(v.Seats) != 3 {
			t.Fatalf("no seats in the view: %v", v.Seats)
		}
		got := append([]CardView(nil), v.Seats[0].Discard...)
		sort.Slice(got, func(a, b int) bool { return got[a].Card > got[b].Card })
		if !reflect.DeepEqual(got, want) {
			t.Errorf("seat 0's discard as seen: %v, want %v", got, want)
		}
	}
}

// twoPlayer starts the suggested first 2-player game (§10: Tuco + Cheyenne
// vs Doc + Django).
func twoPlayer(t *testing.T, seed uint64) *State {
	t.Helper()
	st, _, err := New(Setup{Players: 2, Seed: seed, Characters: []string{"Tuco", "Cheyenne", "Doc", "Django"}})
	if err != nil {
		t.Fatal(err)
	}
	return &st
}

// TestTwoPlayerTrain — §10 2 players: "Locomotive + 4 wagons." and "one
// bandit of each team in each of the last two wagons".
func TestTwoPlayerTrain(t *testing.T) {
	s := twoPlayer(t, 1)
	v := Public(s)
	if len(v.Train) != 5 || v.Train[0].Type != "loco" {
		t.Fatalf("train of %d cars (first %q), want the locomotive + 4 wagons", len(v.Train), v.Train[0].Type)
	}
	for seat := Seat(0); seat < 2; seat++ {
		var at []int
		for _, b := range v.Seats[seat].Bandits {
			p := s.BanditAt(b)
			if p.Floor != Inside {
				t.Errorf("bandit %d starts on %v", b, p)
			}
			at = append(at, int(p.Wagon))
		}
		sort.Ints(at)
		if !reflect.DeepEqual(at, []int{3, 4}) {
			t.Errorf("seat %d's bandits in wagons %v, want one in each of 3 and 4", seat, at)
		}
	}
}

// TestTwoPlayerBandits — §10 2 players: "Each player controls a team of two
// characters" and "Each bandit has its own character card, $250 purse and 6
// bullets."
func TestTwoPlayerBandits(t *testing.T) {
	s := twoPlayer(t, 2)
	if s.Bandits() != 4 {
		t.Fatalf("%d bandits, want 4", s.Bandits())
	}
	want := []Character{Tuco, Cheyenne, Doc, Django}
	v := Public(s)
	for b := Seat(0); b < 4; b++ {
		if got := s.Character(b); got != want[b] {
			t.Errorf("bandit %d is %s, want %s", b, got, want[b])
		}
		if got := s.Owner(b); got != b/2 {
			t.Errorf("bandit %d controlled by %s, want %s", b, got, b/2)
		}
		bv := v.Bandits[b]
		if bv.BulletsLeft != 6 || len(bv.Purses) != 1 || bv.Jewels+bv.Strongboxes != 0 {
			t.Errorf("bandit %d: %d bullets, purses %v, want 6 bullets and one purse", b, bv.BulletsLeft, bv.Purses)
		}
		if val := s.purseValue[bv.Purses[0]]; val != 250 {
			t.Errorf("bandit %d's purse is worth $%d, want $250", b, val)
		}
	}
	if got := View(s, 0).Seats[0].Bandits; !reflect.DeepEqual(got, []Seat{0, 1}) {
		t.Errorf("seat 0 controls %v, want [0 1]", got)
	}
}

// TestTwoPlayerDeck — §10 2 players: "Each player's deck: one Shoot, Punch,
// Move, FloorChange and Rob of each of their two characters plus one
// Marshal — 11 cards".
func TestTwoPlayerDeck(t *testing.T) {
	s := twoPlayer(t, 3)
	for seat := Seat(0); seat < 2; seat++ {
		p := &s.players[seat]
		all := append(append([]Card(nil), p.hand[:p.handLen]...), p.deck[:p.deckLen]...)
		hand := 6
		if seat == 1 {
			hand = 7 // Doc (§6)
		}
		if len(all) != 11 || int(p.handLen) != hand {
			t.Errorf("seat %d: %d cards, %d in hand; want 11, %d in hand", seat, len(all), p.handLen, hand)
		}
		count := map[Card]int{}
		marshals := 0
		for _, c := range all {
			if c.Kind() == MarshalCard {
				marshals++
				continue
			}
			count[c]++
		}
		if marshals != 1 {
			t.Errorf("seat %d: %d Marshal cards, want 1", seat, marshals)
		}
		for _, b := range []Seat{2 * seat, 2*seat + 1} {
			for _, k := range []ActionKind{Shoot, Punch, Move, FloorChange, Rob} {
				if count[actionCard(k, b)] != 1 {
					t.Errorf("seat %d: %d %s of bandit %d, want 1", seat, count[actionCard(k, b)], k, b)
				}
			}
		}
	}
}

// TestTwoPlayerIsExperts — §10 2 players: "Played with the Experts
// variant." The end of Schemin' is the Experts keep step, and resolved
// cards go to the discard.
func TestTwoPlayerIsExperts(t *testing.T) {
	s := twoPlayer(t, 4)
	for s.phase == Schemin {
		c := Legal(s)[0] // plays (never draws)
		do(t, s, c)
	}
	if s.phase != Keeping || s.stage != StageKeep {
		t.Fatalf("end of Schemin': %s/%s, want the Experts keep step", s.phase, s.stage)
	}
	if v := Public(s); len(v.Seats) != 2 || v.Seats[0].Discard == nil {
		t.Errorf("no public discard piles in the 2-player view")
	}
}

// setHand gives seat exactly the cards cs in hand, the rest of its cards in the deck.
func setHand(t *testing.T, s *State, seat Seat, cs ...Card) {
	t.Helper()
	p := &s.players[seat]
	p.deckLen += uint8(copy(p.deck[p.deckLen:], p.hand[:p.handLen]))
	p.truncateHand(0)
	for _, c := range cs {
		if !p.removeFromDeck(c) {
			t.Fatalf("seat %d has no card %v", seat, c)
		}
		p.addHand(c)
	}
}

// shootSetup: a one-turn round in which Tuco (bandit 0, caboose inside)
// plays his Shoot first, then Django (bandit 3) a Move (a real choice
// after the shot, so the round does not end under the test); in the wagon
// before the caboose stand Cheyenne (1, Tuco's teammate) and Django.
func shootSetup(t *testing.T) *State {
	t.Helper()
	s := twoPlayer(t, 5)
	setHand(t, s, 0, actionCard(Shoot, 0))
	setHand(t, s, 1, actionCard(Move, 3))
	s.first = 0
	r := &s.rounds[s.round]
	r.nTurns, r.turns[0], r.event = 1, cards.Normal, 0
	s.syncTurn()
	s.actor = s.schemeActor()
	if err := CheckInvariants(s); err != nil {
		t.Fatal(err)
	}
	for s.phase == Schemin {
		seat := s.Actor()
		findCmd(t, s, seat, CmdPlay, []ActionKind{Shoot, Move}[seat])
	}
	for s.phase == Keeping { // nothing left in hand
		t.Fatalf("keep step with empty hands")
	}
	for s.phase == Stealin && s.stage != StageShoot {
		t.Fatalf("Stealin' %s, want Tuco's shot", s.stage)
	}
	return s
}

// TestTwoPlayerBulletToController — §10 2 players: "A bullet goes on top of
// the deck of the player who controls the bandit hit" (Experts: "received
// bullets go face down on top of the draw pile", not on the discard).
func TestTwoPlayerBulletToController(t *testing.T) {
	s := shootSetup(t)
	if s.actB != 0 {
		t.Fatalf("acting bandit %d, want Tuco (0)", s.actB)
	}
	deck1, disc1 := s.players[1].deckLen, s.players[1].discLen
	doShort(t, s, "shoot 3")
	if got := topCard(s, 1); got.Kind() != Bullet || got.bulletFrom() != 0 {
		t.Errorf("top of seat 1's deck %v, want Tuco's bullet", got)
	}
	if s.players[1].deckLen != deck1+1 || s.players[1].discLen != disc1 {
		t.Errorf("seat 1: deck %d→%d, discard %d→%d; want the bullet on the deck", deck1, s.players[1].deckLen, disc1, s.players[1].discLen)
	}
	if s.bandits[3].received != 1 || s.bandits[0].bullets != 5 {
		t.Errorf("Django received %d, Tuco has %d bullets; want 1 and 5", s.bandits[3].received, s.bandits[0].bullets)
	}
	// §10 "No Gunslinger.": Tuco fired, nobody else did, and still no title
	for _, p := range Score(s).Players {
		if p.Gunslinger != 0 {
			t.Errorf("seat %d has the Gunslinger title ($%d) in the 2-player game", p.Seat, p.Gunslinger)
		}
	}
	if got := Score(s).Players[0].BulletsFired; got != 1 {
		t.Errorf("seat 0 fired %d, want 1", got)
	}
}

// TestTwoPlayerTeammateHit — §10 2 players: "a bandit can hit its
// teammate": Tuco may shoot Cheyenne, and her bullet lands on top of their
// own player's deck.
func TestTwoPlayerTeammateHit(t *testing.T) {
	s := shootSetup(t)
	var targets []Seat
	for _, c := range Legal(s) {
		if c.Kind == CmdShoot {
			targets = append(targets, c.Target)
		}
	}
	sort.Slice(targets, func(a, b int) bool { return targets[a] < targets[b] })
	if !reflect.DeepEqual(targets, []Seat{1, 3}) {
		t.Fatalf("Tuco's targets %v, want [1 3] (Cheyenne, his teammate, and Django)", targets)
	}
	deck0 := s.players[0].deckLen
	doShort(t, s, "shoot 1")
	if got := topCard(s, 0); got.Kind() != Bullet || got.bulletFrom() != 0 || s.players[0].deckLen != deck0+1 {
		t.Errorf("top of seat 0's deck %v (deck %d→%d), want Tuco's bullet", got, deck0, s.players[0].deckLen)
	}
	if s.bandits[1].received != 1 {
		t.Errorf("Cheyenne received %d, want 1", s.bandits[1].received)
	}
}

// TestTwoPlayerRicherTeamWins — §10 2 players: "The richer team wins.": a
// player's money is both bandits' loot; the richest single bandit does not
// decide.
func TestTwoPlayerRicherTeamWins(t *testing.T) {
	s := twoPlayer(t, 6)
	j := s.g.loot.first[Jewel]
	give := func(b Seat, toks ...LootID) {
		for _, tok := range toks {
			s.putLoot(tok, heldBy(b))
		}
	}
	give(0, j, j+1)                         // Tuco: $250 + $1000
	give(1, j+2, j+3)                       // Cheyenne: $250 + $1000
	give(2, s.g.loot.first[Strongbox], j+4) // Doc: $250 + $1500, the richest bandit
	r := Score(s)
	if r.Players[0].Total != 2500 || r.Players[1].Total != 2000 {
		t.Fatalf("totals %d, %d; want 2500 (both bandits of seat 0), 2000", r.Players[0].Total, r.Players[1].Total)
	}
	if !reflect.DeepEqual(r.Winners, []Seat{0}) {
		t.Errorf("winners %v, want [0], the richer team", r.Winners)
	}
	if got := r.Players[0].Characters; !reflect.DeepEqual(got, []Character{Tuco, Cheyenne}) {
		t.Errorf("seat 0's characters %v, want [Tuco Cheyenne]", got)
	}
}
