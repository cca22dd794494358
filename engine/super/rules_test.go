package super

import (
	"testing"
)

// Rule tests from literal positions (see helpers_test.go for the diagram
// notation: cards from the locomotive, "roof / inside", each line from the
// locomotive side; "<Tuco" faces the locomotive, "Tuco>" the caboose, "*"
// lies stunned). Each case cites the sentence of docs/rules.md §13 / R10 and
// of the rulebook (French edition) it checks.

type cardCase struct {
	name   string
	rule   string
	before string
	who    string
	card   Card
	after  string
	check  func(t *testing.T, s *State, evs []Event)
}

func runCardCases(t *testing.T, cases []cardCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, tc.before)
			evs := playOne(t, s, tc.who, tc.card)
			if got, want := diagram(s), norm(tc.after); got != want {
				t.Errorf("%s\n%s plays %s on %q\n got %q\nwant %q", tc.rule, tc.who, tc.card, norm(tc.before), got, want)
			}
			if s.aboardCount() >= 2 {
				// one card outside a round: let the plan forget a bandit
				// that left the train, as the round's end would
				s.waiting &= s.aboard
				if !s.Aboard(s.first) {
					s.first = s.nextAboard(s.first)
				}
				if err := CheckInvariants(s); err != nil {
					t.Errorf("invariants: %v", err)
				}
			}
			if tc.check != nil {
				tc.check(t, s, evs)
			}
		})
	}
}

// moved returns the single BanditMoved event of seat, failing otherwise.
func moved(t *testing.T, evs []Event, seat Seat) Event {
	t.Helper()
	var got []Event
	for _, e := range find(evs, EvBanditMoved) {
		if e.Seat == seat {
			got = append(got, e)
		}
	}
	if len(got) != 1 {
		t.Fatalf("want one BanditMoved for %s, got %d:\n%s", seat, len(got), describeEvents(evs))
	}
	return got[0]
}

func TestFloorChange(t *testing.T) {
	const rule = `§13 "FloorChange: switch floor, keep your facing; you stand with your back to the edge of the card (everyone already there is in front of you)." ` +
		`Rulebook: "Si vous êtes à l'intérieur du Wagon montez sur le toit, sans changer d'orientation. Si vous êtes sur le toit, descendez. ` +
		`S'il y a déjà des bandits à cet endroit, placez-vous de sorte que le dos de votre pion soit le plus au bord de la carte."`
	runCardCases(t, []cardCase{
		{name: "up, facing the locomotive: at the caboose edge, everyone in front", rule: rule,
			before: " / | <Belle Doc> / <Tuco | / ", who: "Tuco", card: FloorChange,
			after: " / | <Belle Doc> <Tuco / | / ",
			check: func(t *testing.T, s *State, evs []Event) {
				// "stand behind Doc, facing the locomotive"
				e := moved(t, evs, seatOf(t, s, "Tuco"))
				if e.NextTowardLoco != seatOf(t, s, "Doc") || e.NextTowardCaboose != NoSeat || e.Facing != TowardLocomotive ||
					*e.To != (Spot{Wagon: 1, Floor: Roof, Place: 2}) || *e.From != (Spot{Wagon: 1, Floor: Inside, Place: 0}) {
					t.Errorf("event does not say where to stand: %+v to %+v", e, *e.To)
				}
				if e.Cause == nil || e.Cause.By != ByCard || e.Cause.Card != FloorChange {
					t.Errorf("cause %+v, want Tuco's FloorChange", e.Cause)
				}
			}},
		{name: "up, facing the caboose: at the locomotive edge, everyone in front", rule: rule,
			before: " / | <Belle Doc> / Tuco> | / ", who: "Tuco", card: FloorChange,
			after: " / | Tuco> <Belle Doc> / | / ",
			check: func(t *testing.T, s *State, evs []Event) {
				e := moved(t, evs, seatOf(t, s, "Tuco"))
				if e.NextTowardLoco != NoSeat || e.NextTowardCaboose != seatOf(t, s, "Belle") || e.To.Place != 0 {
					t.Errorf("want Tuco at the locomotive end, just before Belle: %+v", e)
				}
			}},
		{name: "down, facing the locomotive", rule: rule,
			before: " / | <Tuco / Belle> <Doc | / ", who: "Tuco", card: FloorChange,
			after: " / | / Belle> <Doc <Tuco | / "},
		{name: "down, facing the caboose", rule: rule,
			before: " / | Tuco> / Belle> <Doc | / ", who: "Tuco", card: FloorChange,
			after: " / | / Tuco> Belle> <Doc | / "},
		{name: "onto an empty roof", rule: rule,
			before: " / | / Belle> <Tuco Doc> | / ", who: "Tuco", card: FloorChange,
			after: " / | <Tuco / Belle> Doc> | / "},
		{name: "in the locomotive too", rule: rule,
			before: " / Belle> <Tuco | / | / Doc>", who: "Tuco", card: FloorChange,
			after: "<Tuco / Belle> | / | / Doc>"},
	})
}

func TestMove(t *testing.T) {
	const rule = `§13 "Move: one wagon in your facing direction, same floor; you stand on the side you came in from; moving off the train eliminates you." ` +
		`Rulebook: "Déplacez-vous d'un wagon dans le sens votre orientation, sans changer d'étage et sans vous retourner. ` +
		`S'il y a déjà des bandits à cet endroit, positionnez-vous du côté de la carte par lequel vous êtes entré. Si vous sortez du train, vous êtes éliminé."`
	runCardCases(t, []cardCase{
		{name: "toward the locomotive: in by the caboose side", rule: rule,
			before: " / | / Belle> <Doc | / <Tuco", who: "Tuco", card: Move,
			after: " / | / Belle> <Doc <Tuco | / ",
			check: func(t *testing.T, s *State, evs []Event) {
				e := moved(t, evs, seatOf(t, s, "Tuco"))
				if e.NextTowardLoco != seatOf(t, s, "Doc") || e.Facing != TowardLocomotive || e.From.Wagon != 2 || e.To.Wagon != 1 {
					t.Errorf("want \"stand behind Doc, facing the locomotive\": %+v", e)
				}
			}},
		{name: "toward the caboose: in by the locomotive side", rule: rule,
			before: " / | / Tuco> | / Belle> <Doc", who: "Tuco", card: Move,
			after: " / | / | / Tuco> Belle> <Doc"},
		{name: "on the roof: stays on the roof", rule: rule,
			before: " / | Tuco> / | Belle> / <Doc", who: "Tuco", card: Move,
			after: " / | / | Tuco> Belle> / <Doc"},
		{name: "into the locomotive", rule: rule,
			before: "Belle> / | <Tuco / | / Doc>", who: "Tuco", card: Move,
			after: "Belle> <Tuco / | / | / Doc>"},
		{name: "off the front of the locomotive: eliminated", rule: rule,
			before: "<Tuco / | Belle> / | / Doc>", who: "Tuco", card: Move,
			after: " / | Belle> / | / Doc>",
			check: func(t *testing.T, s *State, evs []Event) {
				tuco := seatOf(t, s, "Tuco")
				el := find(evs, EvEliminated)
				if s.Aboard(tuco) || len(el) != 1 || el[0].Seat != tuco || el[0].Cause.By != ByCard || el[0].Cause.Card != Move ||
					*el[0].From != (Spot{Wagon: 0, Floor: Roof}) {
					t.Errorf("Tuco should leave the train by his own Move: aboard=%v %+v", s.Aboard(tuco), el)
				}
			}},
		{name: "off the back of the caboose: eliminated", rule: rule,
			before: " / | Belle> / | / <Doc Tuco>", who: "Tuco", card: Move,
			after: " / | Belle> / | / <Doc",
			check: func(t *testing.T, s *State, evs []Event) {
				if s.Aboard(seatOf(t, s, "Tuco")) || s.bandits[seatOf(t, s, "Tuco")].outRound == 0 {
					t.Error("Tuco moved off the caboose but is still aboard")
				}
			}},
	})
}

func TestTurnAround(t *testing.T) {
	const rule = `§13 "TurnAround: face the other way." Rulebook: "Changez d'orientation sans changer de position."`
	runCardCases(t, []cardCase{
		{name: "to the caboose, same place", rule: rule,
			before: " / | / Belle> <Tuco Doc> | / ", who: "Tuco", card: TurnAround,
			after: " / | / Belle> Tuco> Doc> | / ",
			check: func(t *testing.T, s *State, evs []Event) {
				e := find(evs, EvTurnedAround)
				if len(e) != 1 || e[0].Facing != TowardCaboose || e[0].To.Place != 1 {
					t.Errorf("want one TurnedAround to the caboose at place 1: %+v", e)
				}
			}},
		{name: "to the locomotive", rule: rule,
			before: "Tuco> / | Belle> / | / Doc>", who: "Tuco", card: TurnAround,
			after: "<Tuco / | Belle> / | / Doc>"},
	})
}

func TestShoot(t *testing.T) {
	const sight = `§13 "Shoot: hit the first standing bandit in front of you on your floor (same wagon or beyond); lying bandits do not stop the bullet." ` +
		`Rulebook: "Un bandit est dans votre ligne de vue quand il se trouve face à vous, pointé par votre pistolet, sur le même étage, dans votre wagon comme dans un autre, ` +
		`tant qu'il n'y a pas de bandit debout entre vous et lui. Il n'est pas possible de tirer sur un bandit au sol, la balle continue"`
	const push = `§13 "The victim moves one wagon in the direction of the shot, same floor (off the train: eliminated), and lies down stunned, keeping their facing." ` +
		`R10 "a bandit pushed by a shot into a wagon stands on the side the shot came from (as if they had moved in)". ` +
		`Rulebook: "déplacez-le dans le wagon suivant sur le même étage puis couchez-le sur le dos sans le retourner, il est sonné. Si vous faites sortir un bandit du train, il est éliminé."`
	hit := func(shooter, victim string, passed int) func(t *testing.T, s *State, evs []Event) {
		return func(t *testing.T, s *State, evs []Event) {
			t.Helper()
			shots := find(evs, EvShot)
			want := NoSeat
			if victim != "" {
				want = seatOf(t, s, victim)
			}
			if len(shots) != 1 || shots[0].Seat != seatOf(t, s, shooter) || shots[0].Target != want || shots[0].Count != passed {
				t.Errorf("want %s to hit %q past %d lying bandits: %+v", shooter, victim, passed, shots)
			}
			if victim != "" && s.Aboard(want) {
				st := find(evs, EvStunned)
				if len(st) != 1 || st[0].Seat != want || !s.Stunned(want) {
					t.Errorf("%s should lie stunned: %+v", victim, st)
				}
				if e := moved(t, evs, want); e.Cause == nil || e.Cause.By != ByShot || e.Cause.Seat != seatOf(t, s, shooter) {
					t.Errorf("%s's move should be caused by %s's shot: %+v", victim, shooter, e.Cause)
				}
			}
		}
	}
	runCardCases(t, []cardCase{
		{name: "the first in front in the same line; pushed in by the side the shot came from", rule: sight + " " + push,
			before: " / | / Mei> | / <Belle Doc> <Tuco", who: "Tuco", card: Shoot,
			after: " / | / Mei> Doc*> | / <Belle <Tuco", check: hit("Tuco", "Doc", 0)},
		{name: "lying bandits do not stop the bullet, in the wagon and beyond", rule: sight,
			before: " / | / <Belle | / <Doc* <Tuco", who: "Tuco", card: Shoot,
			after: " / <Belle* | / | / <Doc* <Tuco", check: hit("Tuco", "Belle", 1)},
		{name: "a lying bandit in the next wagon is passed too", rule: sight,
			before: " / <Mei | / Belle> <Doc* | / <Tuco", who: "Tuco", card: Shoot,
			after: " / <Mei Belle*> | / <Doc* | / <Tuco", check: hit("Tuco", "Belle", 1)},
		{name: "nobody behind you or on the other floor is in sight", rule: sight,
			before: " / | / | <Belle / <Tuco Doc>", who: "Tuco", card: Shoot,
			after: " / | / | <Belle / <Tuco Doc>", check: hit("Tuco", "", 0)},
		{name: "only lying bandits in sight: nobody is hit", rule: sight,
			before: " / <Belle* | / | / <Doc* <Tuco", who: "Tuco", card: Shoot,
			after: " / <Belle* | / | / <Doc* <Tuco", check: hit("Tuco", "", 2)},
		{name: "beyond empty wagons, toward the caboose: the nearest in the line, pushed in by the locomotive side", rule: sight + " " + push,
			before: "Tuco> / | / | <Belle Doc> / | Mei> / ", who: "Tuco", card: Shoot,
			after: "Tuco> / | / | Doc> / | <Belle* Mei> / ", check: hit("Tuco", "Belle", 0)},
		{name: "toward the locomotive beyond a wagon: the one at the caboose end of that line", rule: sight + " " + push,
			before: " / Mei> | / Belle> Doc> | / | / <Tuco", who: "Tuco", card: Shoot,
			after: " / Mei> Doc*> | / Belle> | / | / <Tuco", check: hit("Tuco", "Doc", 0)},
		{name: "the victim keeps its facing", rule: push,
			before: " / | Tuco> <Belle / | Doc> / ", who: "Tuco", card: Shoot,
			after: " / | Tuco> / | <Belle* Doc> / ", check: hit("Tuco", "Belle", 0)},
		{name: "pushed off the back of the caboose: eliminated", rule: push,
			before: " / | Tuco> / | <Belle / Doc>", who: "Tuco", card: Shoot,
			after: " / | Tuco> / | / Doc>",
			check: func(t *testing.T, s *State, evs []Event) {
				belle := seatOf(t, s, "Belle")
				el := find(evs, EvEliminated)
				if s.Aboard(belle) || len(el) != 1 || el[0].Seat != belle || el[0].Cause.By != ByShot || el[0].Cause.Seat != seatOf(t, s, "Tuco") {
					t.Errorf("Belle should be shot off the train by Tuco: %+v", el)
				}
				if len(find(evs, EvStunned)) != 0 {
					t.Error("an eliminated bandit is not stunned on the train")
				}
			}},
		{name: "pushed off the front of the locomotive: eliminated", rule: push,
			before: "Belle> / | <Tuco / | / Doc>", who: "Tuco", card: Shoot,
			after: " / | <Tuco / | / Doc>",
			check: func(t *testing.T, s *State, evs []Event) {
				if s.Aboard(seatOf(t, s, "Belle")) {
					t.Error("Belle was pushed off the locomotive but is still aboard")
				}
			}},
	})
}

func TestStunnedBanditOnlyStandsUp(t *testing.T) {
	// §13 "A stunned bandit's next card, whatever it is, only stands them up."
	// Rulebook "Réveil": "Lorsque vous êtes sonné, toutes les cartes Action
	// jouées ont le même effet : relevez-vous sans changer d'orientation."
	for c := Card(0); c < NumCards; c++ {
		t.Run(c.String(), func(t *testing.T) {
			s := build(t, " / | Belle> <Tuco* / | / Doc>")
			evs := playOne(t, s, "Tuco", c)
			if got, want := diagram(s), norm(" / | Belle> <Tuco / | / Doc>"); got != want {
				t.Errorf("stunned Tuco plays %s: got %q, want %q (only stands up)", c, got, want)
			}
			up := find(evs, EvStoodUp)
			if len(up) != 1 || up[0].Card != c || up[0].Facing != TowardLocomotive || len(find(evs, EvShot))+len(find(evs, EvBanditMoved)) != 0 {
				t.Errorf("want only a StoodUp event:\n%s", describeEvents(evs))
			}
		})
	}
}
