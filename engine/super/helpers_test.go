package super

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// Train diagrams, for tests that start from a literal position.
//
// The train is drawn from the locomotive (first card) to the caboose (last
// card), cards separated by "|". Each card is "roof / inside"; each floor
// lists its line of pawns from the locomotive side of the card to the
// caboose side. A pawn is "<Tuco" (facing the locomotive, its gun points
// left) or "Tuco>" (facing the caboose); "*" after the name means it lies
// stunned ("<Tuco*", "Tuco*>"). Example, a locomotive and three wagons:
//
//	" / | <Tuco Belle> / Doc> | / <Mei* | / "
//
// means Tuco then Belle on the roof of wagon 1 (Tuco nearer the
// locomotive, facing it; Belle facing the caboose), Doc inside wagon 1
// facing the caboose, Mei lying stunned inside wagon 2 facing the
// locomotive.

var pawnRE = regexp.MustCompile(`^(<)?([A-Za-z]+)(\*)?(>)?$`)

type pawnSpec struct {
	char    Character
	facing  Facing
	stunned bool
}

// parseDiagram returns the lines of each card of a diagram.
func parseDiagram(t testing.TB, d string) [][2][]pawnSpec {
	t.Helper()
	var out [][2][]pawnSpec
	for ci, card := range strings.Split(d, "|") {
		floors := strings.Split(card, "/")
		if len(floors) != 2 {
			t.Fatalf("diagram card %d %q: want \"roof / inside\"", ci, card)
		}
		var c [2][]pawnSpec
		for fi, f := range []Floor{Roof, Inside} {
			for _, tok := range strings.Fields(floors[fi]) {
				m := pawnRE.FindStringSubmatch(tok)
				if m == nil || (m[1] == "") == (m[4] == "") {
					t.Fatalf("diagram pawn %q: write <Name (facing the locomotive) or Name> (facing the caboose), * after the name if stunned", tok)
				}
				ch, err := ParseCharacter(m[2])
				if err != nil {
					t.Fatal(err)
				}
				p := pawnSpec{char: ch, facing: TowardCaboose, stunned: m[3] == "*"}
				if m[1] == "<" {
					p.facing = TowardLocomotive
				}
				c[f] = append(c[f], p)
			}
		}
		out = append(out, c)
	}
	return out
}

// build returns a live state in the plan with the position of a diagram.
// The characters on the train get seats 0, 1, … in the order they appear
// (roof before inside, card by card); off names the characters of further
// seats whose bandits are already off the train. The first player is seat
// 0; the round is the one the train's length implies (one card detached
// per round).
func build(t testing.TB, diagram string, off ...string) *State {
	t.Helper()
	return buildLoot(t, nil, diagram, off...)
}

// buildLoot is build with printed loot values (Setup.Loot, R10): one per
// wagon of the full train, from the locomotive's neighbour to the caboose.
func buildLoot(t testing.TB, loot []int, diagram string, off ...string) *State {
	t.Helper()
	cards := parseDiagram(t, diagram)
	var names []string
	var specs []pawnSpec
	for _, c := range cards {
		for _, f := range []Floor{Roof, Inside} {
			for _, p := range c[f] {
				names = append(names, p.char.String())
				specs = append(specs, p)
			}
		}
	}
	onTrain := len(names)
	names = append(names, off...)
	n := len(names)
	s, _, err := New(Setup{Players: n, Characters: names, Seed: 1, Loot: loot})
	if err != nil {
		t.Fatalf("diagram %q: %v", diagram, err)
	}
	if len(cards) < 2 || len(cards) > n+2 {
		t.Fatalf("diagram %q has %d cards; %d players play with 2–%d", diagram, len(cards), n, n+2)
	}
	s.lines = [maxWagons][2]line{}
	s.nWagons = uint8(len(cards))
	s.round = uint8(n + 2 - len(cards))
	s.aboard = 0
	seat := 0
	for w, c := range cards {
		for _, f := range []Floor{Roof, Inside} {
			for _, p := range c[f] {
				b := &s.bandits[seat]
				b.wagon, b.floor, b.facing, b.stunned = int8(w), f, p.facing, p.stunned
				s.lines[w][f].pushBack(Seat(seat))
				s.aboard |= 1 << uint(seat)
				seat++
			}
		}
	}
	for i := onTrain; i < n; i++ {
		b := &s.bandits[i]
		b.wagon, b.floor, b.facing, b.stunned, b.outRound = noWagon, Inside, TowardLocomotive, false, 1
	}
	s.first = 0
	s.waiting = s.aboard
	if err := CheckInvariants(&s); err != nil && onTrain >= 2 {
		t.Fatalf("diagram %q builds a broken state: %v", diagram, err)
	}
	return &s
}

// diagram draws the train of s in the notation of parseDiagram.
func diagram(s *State) string {
	var cards []string
	for w := 0; w < int(s.nWagons); w++ {
		var floors [2]string
		for fi, f := range []Floor{Roof, Inside} {
			l := &s.lines[w][f]
			var toks []string
			for _, x := range l.who[:l.n] {
				b := &s.bandits[x]
				star := ""
				if b.stunned {
					star = "*"
				}
				if b.facing == TowardLocomotive {
					toks = append(toks, "<"+b.character.String()+star)
				} else {
					toks = append(toks, b.character.String()+star+">")
				}
			}
			floors[fi] = strings.Join(toks, " ")
		}
		cards = append(cards, strings.TrimSpace(floors[0]+" / "+floors[1]))
	}
	return strings.Join(cards, " | ")
}

// norm normalises a diagram's spacing for comparison.
func norm(d string) string {
	var cards []string
	for _, c := range strings.Split(d, "|") {
		f := strings.Split(c, "/")
		for i := range f {
			f[i] = strings.Join(strings.Fields(f[i]), " ")
		}
		cards = append(cards, strings.TrimSpace(strings.Join(f, " / ")))
	}
	return strings.Join(cards, " | ")
}

// seatOf returns the seat playing character name.
func seatOf(t testing.TB, s *State, name string) Seat {
	t.Helper()
	c, err := ParseCharacter(name)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < int(s.nPlayers); i++ {
		if s.bandits[i].character == c {
			return Seat(i)
		}
	}
	t.Fatalf("%s is not at the table", name)
	return NoSeat
}

// playOne reveals and resolves one card of a bandit, outside a round.
func playOne(t testing.TB, s *State, name string, card Card) []Event {
	t.Helper()
	var evs []Event
	s.play(seatOf(t, s, name), card, 0, emitter{list: &evs})
	return evs
}

// find returns the events of kind k.
func find(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// stacks applies one stack per aboard seat, in seat order, and returns the
// events of the whole round (the last stack resolves it).
func stacks(t testing.TB, s *State, plan map[string][StackSize]Card) []Event {
	t.Helper()
	var all []Event
	for i := 0; i < int(s.nPlayers); i++ {
		if !s.IsExpected(Seat(i)) {
			continue
		}
		cards, ok := plan[s.bandits[i].character.String()]
		if !ok {
			t.Fatalf("no stack given for %s", s.bandits[i].character)
		}
		next, evs, err := Apply(*s, Stack(Seat(i), cards[0], cards[1], cards[2]))
		if err != nil {
			t.Fatal(err)
		}
		*s = next
		all = append(all, evs...)
	}
	return all
}

// giveLoot records that name took detached wagon card w earlier.
func giveLoot(t testing.TB, s *State, name string, w int) {
	t.Helper()
	seat := seatOf(t, s, name)
	if w < int(s.nWagons) {
		t.Fatalf("wagon %d is still on the train", w)
	}
	s.bandits[seat].loot |= 1 << uint(w)
	s.lootTaker[w] = int8(seat)
}

// seats returns the seats of the named characters.
func seats(t testing.TB, s *State, names ...string) []Seat {
	t.Helper()
	out := []Seat{}
	for _, n := range names {
		out = append(out, seatOf(t, s, n))
	}
	return out
}

func describeEvents(evs []Event) string {
	var b strings.Builder
	for _, e := range evs {
		fmt.Fprintf(&b, "%s seat=%d target=%d card=%s\n", e.Kind, e.Seat, e.Target, e.Card)
	}
	return b.String()
}
