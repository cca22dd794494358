package express

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"colt/engine/express/cards"
)

// This file holds the literal-position builder used by the rule tests.
//
// A table describes a position compactly:
//
//	table{
//		bandits: []bandit{
//			{ch: Ghost, at: "r1"},                 // roof of wagon 1
//			{ch: Tuco, at: "i2", hand: "MMS", loot: []LootID{16}},
//		},
//		marshal: 0, turns: "NNTS", floor: map[string][]LootID{"i2": {18}},
//	}
//
// Positions are "i<wagon>" (inside) or "r<wagon>" (roof); wagon 0 is the
// locomotive and wagon len(bandits) the caboose. Cards are letters: M Move,
// F FloorChange, S Shoot, R Rob, P Punch, X Marshal, N a neutral bullet, and
// a digit k a bullet card shot by seat k. A deck is the owner's action cards
// that are neither in hand nor on the pile (bottom, in kind order) followed
// by the bandit's deck string (its last letter is the top card). A seat's
// bullets left are 6 minus the bullet cards of that seat placed on the table.
//
// Purse values are fixed: token i is worth base.json's purses[i], so tokens
// 0–7 are $250, 8–9 $300, 10–11 $350, 12–13 $400, 14–15 $450 and 16–17
// $500. Jewels are tokens 18–23 and strongboxes 24–25; a token not placed by
// the table is out of the game, except the second strongbox (25), which
// waits beside the locomotive for Take It All!.

// bandit is one seat of a literal position.
type bandit struct {
	ch      Character
	at      string   // position, "i3" or "r0"
	hand    string   // cards in hand
	deck    string   // extra cards on top of the deck (last = top)
	loot    []LootID // tokens the bandit holds
	ransoms int
	hostage string // Horses: the bandit's hostage ("banker"), "" for none
}

// table is a literal position.
type table struct {
	bandits []bandit
	marshal int8
	first   Seat
	round   int         // 0-based
	turns   string      // the round card's turns (N, T, 2, S); default "NNNN"
	turn    int         // current Schemin' turn
	event   cards.Event // the round card's event
	floor   map[string][]LootID
	stock   *int // neutral bullets left (default: 13 minus those in decks)
	pile    []PileCard
	phase   Phase // Schemin (default) or Stealin: resolution starts at once
	// unchecked skips CheckInvariants on the built state.
	unchecked bool
	// rules are the modules (RuleTTC: "car" is a position; RuleHorses:
	// "si" and "sr" are the stagecoach's inside and roof, "esc" escaped)
	rules Rules
	// Horses & Stagecoach (§11): the wagon the stagecoach faces, whether the
	// Shotgun was punched, the horses facing each car, the hostages face up
	// (default: the first players−1 not held), the old and half-empty flasks
	coach     int8
	shotgunOn bool
	horses    []uint8
	hostages  []Hostage
	oldFlask  LootID // the old whisky's token (0: none)
	halfFlask []LootID
	// previous plays the position with the readings of a colt-express-2
	// record (PreviousRulesVersion), as an old record replays.
	previous bool
}

func intp(v int) *int { return &v }

// pos parses "i3" / "r0", or "car" (the Time-Travel Car).
func pos(t testing.TB, p string) Position {
	t.Helper()
	switch p {
	case "car":
		return Position{Wagon: -1, Floor: Inside, Area: AreaCar}
	case "si":
		return Position{Wagon: -1, Floor: Inside, Area: AreaStage}
	case "sr":
		return Position{Wagon: -1, Floor: Roof, Area: AreaStage}
	case "esc":
		return Position{Wagon: -1, Floor: Inside, Area: AreaEscaped}
	}
	var w int
	if len(p) < 2 || (p[0] != 'i' && p[0] != 'r') {
		t.Fatalf("bad position %q", p)
	}
	if _, err := fmt.Sscanf(p[1:], "%d", &w); err != nil {
		t.Fatalf("bad position %q: %v", p, err)
	}
	f := Inside
	if p[0] == 'r' {
		f = Roof
	}
	return Position{Wagon: int8(w), Floor: f}
}

var cardLetters = map[byte]ActionKind{'M': Move, 'F': FloorChange, 'S': Shoot, 'R': Rob, 'P': Punch, 'X': MarshalCard, 'H': Ride}

func parseCards(t testing.TB, s string, owner Seat) []Card {
	t.Helper()
	var out []Card
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == 'N':
			out = append(out, neutralBulletCard())
		case c >= '0' && c <= '5':
			out = append(out, bulletCard(Seat(c-'0')))
		default:
			k, ok := cardLetters[c]
			if !ok {
				t.Fatalf("bad card letter %q in %q", c, s)
			}
			out = append(out, actionCard(k, owner))
		}
	}
	return out
}

func parseTurns(t testing.TB, s string) []cards.TurnKind {
	t.Helper()
	var out []cards.TurnKind
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case 'N':
			out = append(out, cards.Normal)
		case 'T':
			out = append(out, cards.Tunnel)
		case 'M':
			out = append(out, cards.Turmoil)
		case '2':
			out = append(out, cards.SpeedUp)
		case 'S':
			out = append(out, cards.Switch)
		default:
			t.Fatalf("bad turn letter %q", s[i])
		}
	}
	return out
}

// build makes the State described by tb and returns it with the events of
// the automatic steps taken to reach the first choice (R2 passes in
// Schemin', the resolution of the pile in Stealin').
func build(t testing.TB, tb table) (*State, []Event) {
	t.Helper()
	n := len(tb.bandits)
	chars := make([]string, n)
	for i, b := range tb.bandits {
		chars[i] = b.ch.String()
	}
	st, _, err := New(Setup{Players: n, Seed: 1, Characters: chars, Wagons: []string{"A", "B", "C", "D", "E", "F"}[:n], Rules: tb.rules})
	if err != nil {
		t.Fatal(err)
	}
	s := &st
	if tb.previous {
		g := *s.g
		g.version, g.frReadings = PreviousRulesVersion, false
		s.g = &g
	}
	for i := range s.loot {
		s.loot[i] = placeOut
	}
	s.loot[s.g.loot.first[Strongbox]+1] = placeReserve
	s.purseKnown = [NumPurses]uint8{}
	for i := range s.purseValue {
		s.purseValue[i] = uint16(s.g.cat.Purses[i])
	}
	for where, toks := range tb.floor {
		for _, tok := range toks {
			s.loot[tok] = atPlace(s.g.lay.mustPlace(pos(t, where)))
		}
	}
	s.marshal = s.g.lay.inside(tb.marshal)
	s.first = tb.first
	s.round = uint8(tb.round)
	turns := tb.turns
	if turns == "" {
		turns = "NNNN"
	}
	r := &s.rounds[s.round]
	r.nTurns = uint8(copy(r.turns[:], parseTurns(t, turns)))
	r.event = tb.event
	s.pileLen = uint8(copy(s.pile[:], tb.pile))
	for i := range s.pile[:s.pileLen] {
		s.pile[i].Bandit = s.pile[i].Owner // one bandit per player: the card is the player's own
	}
	var onPile [MaxPlayers][numKinds]int
	for _, pc := range tb.pile {
		onPile[pc.Owner][pc.Kind]++
	}
	neutralInDecks := 0
	for i, b := range tb.bandits {
		p := &s.players[i]
		bd := &s.bandits[i]
		bd.pos = s.g.lay.mustPlace(pos(t, b.at))
		bd.bullets = 6
		bd.ransoms = uint8(b.ransoms)
		bd.received = 0
		hand := parseCards(t, b.hand, Seat(i))
		extra := parseCards(t, b.deck, Seat(i))
		count := onPile[i]
		for _, c := range append(append([]Card(nil), hand...), extra...) {
			if c.Kind() != Bullet {
				count[c.Kind()]++
			} else {
				bd.received++
				if c.isNeutralBullet() {
					neutralInDecks++
				}
			}
		}
		p.deckLen, p.handLen = 0, 0
		for k := ActionKind(0); k < numKinds; k++ {
			for c := count[k]; c < int(s.g.deck[i][k]) && k != Bullet; c++ {
				p.pushDeck(actionCard(k, Seat(i)))
			}
		}
		for _, c := range extra {
			p.pushDeck(c)
		}
		p.truncateHand(0)
		for _, c := range hand {
			p.addHand(c)
		}
		for _, tok := range b.loot {
			s.loot[tok] = heldBy(Seat(i))
			if tok < NumPurses {
				s.purseKnown[tok] |= 1 << uint(i)
			}
		}
	}
	for i, b := range tb.bandits {
		for _, c := range parseCards(t, b.hand+b.deck, Seat(i)) {
			if c.Kind() == Bullet && !c.isNeutralBullet() && c.bulletFrom() < n && c.bulletFrom() != i {
				s.bandits[c.bulletFrom()].bullets--
			}
		}
	}
	s.neutralGone = false
	allNeutral := s.g.cat.NeutralBullets
	if tb.rules.Has(RuleHorses) {
		allNeutral += horsesNeutral
		s.coach, s.shotgunOn, s.gallop, s.waiting = tb.coach, tb.shotgunOn, 0, 0 // the Horse Attack is over
		s.horses = [maxWagons + 1]uint8{}
		copy(s.horses[:], tb.horses)
		s.hostagesOut = 0
		taken := 0
		for i, b := range tb.bandits {
			s.bandits[i].hostage = -1
			if b.hostage != "" {
				var h Hostage
				if err := h.UnmarshalText([]byte(b.hostage)); err != nil {
					t.Fatal(err)
				}
				s.bandits[i].hostage = int8(h)
				taken++
			}
		}
		hs := tb.hostages
		if hs == nil {
			for h := Hostage(0); h < NumHostages && len(hs) < n-1-taken; h++ {
				held := false
				for i := range tb.bandits {
					held = held || s.bandits[i].hostage == int8(h)
				}
				if !held {
					hs = append(hs, h)
				}
			}
		}
		for _, h := range hs {
			s.hostagesOut |= 1 << uint(h)
		}
		s.flaskOld, s.flaskHalf, s.flaskKnown = 0, 0, [maxFlasks]uint8{}
		if tb.oldFlask != 0 {
			s.flaskOld = 1 << uint(s.flaskIndex(tb.oldFlask))
		}
		for _, f := range tb.halfFlask {
			s.flaskHalf |= 1 << uint(s.flaskIndex(f))
		}
	}
	s.neutral = uint8(allNeutral - neutralInDecks)
	s.neutralLost = 0
	if tb.stock != nil {
		s.neutral = uint8(*tb.stock)
		s.neutralLost = uint8(allNeutral - neutralInDecks - *tb.stock)
	}
	s.syncLoot() // the tokens were placed directly above
	s.turn, s.orderAt, s.subAct = uint8(tb.turn), 0, 0
	s.syncTurn()
	s.stage, s.target, s.token, s.pickIdx = StageNone, NoSeat, NoLoot, 0
	s.resolve = 0
	s.phase = tb.phase
	if s.phase == Schemin {
		s.actor = s.schemeActor()
		s.maybeTurmoil(emitter{}) // a Turmoil turn opens its simultaneous choice (§11)
	}
	var evs []Event
	s.advance(emitter{list: &evs})
	if !tb.unchecked {
		if err := CheckInvariants(s); err != nil {
			t.Fatalf("literal position is inconsistent: %v", err)
		}
	}
	return s, evs
}

// short writes a command compactly for comparisons: "move 3", "shoot 1",
// "rob 18", "play Move", "play Move down", "draw", "keepPurse true".
func short(c Command) string {
	switch c.Kind {
	case CmdPlay:
		if c.FaceDown {
			return "play " + c.Card.String() + " down"
		}
		return "play " + c.Card.String()
	case CmdDraw, CmdDecline:
		return c.Kind.String()
	case CmdMove, CmdPush, CmdMarshal:
		switch {
		case c.Wagon == carWagon:
			return fmt.Sprintf("%s car", c.Kind)
		case c.Wagon == coachWagon:
			return fmt.Sprintf("%s stagecoach", c.Kind)
		case c.Floor == Roof:
			return fmt.Sprintf("%s %d roof", c.Kind, c.Wagon)
		}
		return fmt.Sprintf("%s %d", c.Kind, c.Wagon)
	case CmdHide, CmdRide, CmdFlee, CmdStartWagon:
		switch c.Wagon {
		case carWagon:
			return fmt.Sprintf("%s car", c.Kind)
		case coachWagon:
			return fmt.Sprintf("%s stagecoach", c.Kind)
		case escapeWagon:
			return fmt.Sprintf("%s escape", c.Kind)
		}
		return fmt.Sprintf("%s %d", c.Kind, c.Wagon)
	case CmdHostage:
		return "hostage " + c.Hostage.String()
	case CmdPunchShotgun, CmdGallop, CmdBoardBoth:
		return c.Kind.String()
	case CmdBoard:
		return fmt.Sprintf("board %d", c.Bandit)
	case CmdDrink:
		return fmt.Sprintf("drink %d", c.Token)
	case CmdShoot, CmdPunch:
		return fmt.Sprintf("%s %d", c.Kind, c.Target)
	case CmdRob, CmdPunchLoot, CmdPickpocket:
		return fmt.Sprintf("%s %d", c.Kind, c.Token)
	case CmdKeepPurse:
		return fmt.Sprintf("%s %v", c.Kind, c.Keep)
	}
	return c.String()
}

// legal returns the actor's legal commands, short-written, joined by ", ".
func legal(s *State) string {
	var out []string
	for _, c := range Legal(s) {
		out = append(out, short(c))
	}
	return strings.Join(out, ", ")
}

// do applies a command for the actor, failing the test if it is refused or
// breaks an invariant, and returns its events.
func do(t testing.TB, s *State, c Command) []Event {
	t.Helper()
	var evs []Event
	if err := s.Do(c, &evs); err != nil {
		t.Fatalf("%s refused: %v (legal: %s)", short(c), err, legal(s))
	}
	if err := CheckInvariants(s); err != nil {
		t.Fatalf("after %s: %v", short(c), err)
	}
	return evs
}

// doShort applies the legal command whose short form is want.
func doShort(t testing.TB, s *State, want string) []Event {
	t.Helper()
	for _, c := range Legal(s) {
		if short(c) == want {
			return do(t, s, c)
		}
	}
	t.Fatalf("%q is not legal for %s (%s/%s); legal: %s", want, s.actor, s.phase, s.stage, legal(s))
	return nil
}

// kinds lists the kinds of events, for messages.
func kinds(evs []Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Kind.String())
	}
	return strings.Join(out, " ")
}

// countEv counts the events of kind k (optionally only those matching f).
func countEv(evs []Event, k EventKind, f func(Event) bool) int {
	n := 0
	for _, e := range evs {
		if e.Kind == k && (f == nil || f(e)) {
			n++
		}
	}
	return n
}

// heldTokens lists the tokens a seat holds, sorted.
func heldTokens(s *State, seat Seat) []LootID {
	var out []LootID
	for t := LootID(0); t < s.g.loot.n; t++ {
		if s.loot[t] == heldBy(seat) {
			out = append(out, t)
		}
	}
	sort.Slice(out, func(a, b int) bool { return out[a] < out[b] })
	return out
}

// tokensAt lists the tokens lying at a position, sorted.
func tokensAt(s *State, p Position) []LootID {
	var out []LootID
	for t := LootID(0); t < s.g.loot.n; t++ {
		if s.loot[t] == atPlace(s.g.lay.mustPlace(p)) {
			out = append(out, t)
		}
	}
	return out
}

// topCard returns the top card of a seat's deck.
func topCard(s *State, seat Seat) Card {
	p := &s.players[seat]
	if p.deckLen == 0 {
		return 0xff
	}
	return p.deck[p.deckLen-1]
}

// neutralTaken counts the neutral bullet cards a seat holds (deck + hand).
func neutralTaken(s *State, seat Seat) int {
	p := &s.players[seat]
	n := 0
	for _, c := range append(p.deck[:p.deckLen:p.deckLen], p.hand[:p.handLen]...) {
		if c.isNeutralBullet() {
			n++
		}
	}
	return n
}

// mustPlace returns the place people name p (tests: p must exist).
func (l *layout) mustPlace(p Position) Place {
	q, ok := l.placeOf(p)
	if !ok {
		panic(fmt.Sprintf("no place %v in this layout", p))
	}
	return q
}
