package express

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"colt/engine/express/cards"
)

// The Time-Travel Car (docs/rules.md §12): one test per sentence of the
// section, on literal positions (helpers_test.go; "car" is the Car).

func carTable(tb table) table {
	tb.rules = RuleTTC
	return tb
}

// §12 "The Car stands in front of the locomotive. It is adjacent to both the
// interior and the roof of the locomotive and is reached by Move" — and
// "Several bandits may be in it".
func TestCarReachedByMove(t *testing.T) {
	four := func(at string) table {
		return carTable(table{marshal: 3, pile: card(0, Move), bandits: []bandit{
			{ch: Tuco, at: at}, {ch: Doc, at: "car"}, {ch: Belle, at: "i4"}, {ch: Django, at: "i4"}}})
	}
	runSteal(t, []stealCase{
		{name: "inside the locomotive: into the Car or back one wagon", tb: four("i0"), want: "move car, move 1", then: []string{"move car"},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "car")
				at(t, s, 1, "car") // several bandits may be in it
			}},
		{name: "roof of the locomotive: the Car is one step away", tb: four("r0"), want: "move car, move 1, move 2, move 3"},
		{name: "roof of wagon 2: over the locomotive roof into the Car (three steps)", tb: four("r2"), want: "move car, move 0, move 1, move 3, move 4"},
		{name: "roof of wagon 3: the Car is four steps away", tb: four("r3"), want: "move 0, move 1, move 2, move 4"},
		{name: "inside wagon 1: only one wagon, not the Car", tb: four("i1"), want: "move 0, move 2"},
		{name: "from the Car: the locomotive's inside or roof", tb: four("car"), want: "move 0, move 0 roof", then: []string{"move 0 roof"},
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "r0")
				if n := countEv(evs, EvBanditMoved, func(e Event) bool { return e.From.Area == AreaCar && e.To == pos(t, "r0") }); n != 1 {
					t.Errorf("%d moves out of the Car", n)
				}
			}},
		{name: "from the Car into the Marshal's locomotive: flee to its roof", tb: func() table { tb := four("car"); tb.marshal = 0; return tb }(),
			want: "move 0, move 0 roof", then: []string{"move 0"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 0, "r0"); received(t, s, 0, 1) }},
	})
}

// §12 "FloorChange has no effect in it".
func TestCarFloorChange(t *testing.T) {
	runSteal(t, []stealCase{
		{name: "FloorChange in the Car does nothing", tb: carTable(table{pile: card(0, FloorChange), bandits: []bandit{
			{ch: Tuco, at: "car"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3"}}}),
			check: func(t *testing.T, s *State, evs []Event) {
				at(t, s, 0, "car")
				if countEv(evs, EvNoEffect, nil) != 1 || countEv(evs, EvBanditMoved, nil) != 0 {
					t.Errorf("events %s", kinds(evs))
				}
			}},
	})
}

// §12 "the Marshal never enters it".
func TestCarMarshalNeverEnters(t *testing.T) {
	runSteal(t, []stealCase{
		{name: "the Marshal in the locomotive can only go back", tb: carTable(table{marshal: 0, pile: card(0, MarshalCard), bandits: []bandit{
			{ch: Tuco, at: "car"}, {ch: Doc, at: "i2"}, {ch: Belle, at: "i3"}}}),
			check: func(t *testing.T, s *State, evs []Event) {
				if s.Marshal() != 1 {
					t.Errorf("the Marshal is at %d, want 1", s.Marshal())
				}
				at(t, s, 0, "car")
			}},
		{name: "from wagon 1 he goes to the locomotive, never further", tb: carTable(table{marshal: 1, pile: card(0, MarshalCard), bandits: []bandit{
			{ch: Tuco, at: "car"}, {ch: Doc, at: "i3"}, {ch: Belle, at: "i3"}}}), want: "marshal 0, marshal 2"},
	})
}

// §12 "Shooting: a bandit in the Car can shoot a bandit inside the
// locomotive or on any train roof within line of sight, and be shot likewise".
func TestCarShooting(t *testing.T) {
	shoot := func(shooter string, others ...string) table {
		chars := []Character{Tuco, Doc, Cheyenne, Ghost}
		bs := []bandit{{ch: chars[0], at: shooter}}
		for i, o := range others {
			bs = append(bs, bandit{ch: chars[i+1], at: o})
		}
		return carTable(table{marshal: 3, pile: card(0, Shoot), bandits: bs})
	}
	runSteal(t, []stealCase{
		{name: "from the Car: inside the locomotive and the nearest roof holding anyone", tb: shoot("car", "i0", "r2", "r3"), want: "shoot 1, shoot 2"},
		{name: "from the Car: not inside wagon 1", tb: shoot("car", "i1", "r3", "i3"), then: nil, want: "",
			check: func(t *testing.T, s *State, evs []Event) { received(t, s, 2, 1); received(t, s, 1, 0) }},
		{name: "a roof shooter sees the Car past empty roofs", tb: shoot("r2", "car", "i1", "r3"), want: "shoot 1, shoot 3"},
		{name: "a roof nearer than the Car hides it", tb: shoot("r2", "car", "r0", "i3"), want: "",
			check: func(t *testing.T, s *State, evs []Event) { received(t, s, 2, 1); received(t, s, 1, 0) }},
		{name: "inside the locomotive: the Car and wagon 1", tb: shoot("i0", "car", "i1", "r2"), want: "shoot 1, shoot 2"},
		{name: "inside wagon 1: the Car is out of reach", tb: shoot("i1", "car", "r1", "r3"), want: "",
			check: func(t *testing.T, s *State, evs []Event) { received(t, s, 1, 0) }},
	})
}

// §12 "Django hitting a bandit on the locomotive roof from the train pushes
// them into the Car".
func TestCarDjango(t *testing.T) {
	runSteal(t, []stealCase{
		{name: "Django on a roof pushes a bandit on the locomotive roof into the Car", tb: carTable(table{pile: card(0, Shoot), bandits: []bandit{
			{ch: Django, at: "r2"}, {ch: Doc, at: "r0"}, {ch: Belle, at: "i3"}}}),
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 1, "car") }},
		{name: "Django inside wagon 1 does not push a bandit inside the locomotive into the Car", tb: carTable(table{pile: card(0, Shoot), bandits: []bandit{
			{ch: Django, at: "i1"}, {ch: Doc, at: "i0"}, {ch: Belle, at: "r3"}}, marshal: 3}),
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 1, "i0"); received(t, s, 1, 1) }},
		{name: "Django in the Car pushes toward the caboose", tb: carTable(table{pile: card(0, Shoot), bandits: []bandit{
			{ch: Django, at: "car"}, {ch: Doc, at: "i0"}, {ch: Belle, at: "r3"}}, marshal: 3}),
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 1, "i1") }},
		{name: "a bandit in the Car shot by Django from a roof stays in it", tb: carTable(table{pile: card(0, Shoot), bandits: []bandit{
			{ch: Django, at: "r1"}, {ch: Doc, at: "car"}, {ch: Belle, at: "i3"}}}),
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 1, "car"); received(t, s, 1, 1) }},
	})
}

// §12 "Punch: from the locomotive (inside or roof) a victim can be sent into
// the Car; from the Car a victim can be sent only inside the locomotive".
func TestCarPunch(t *testing.T) {
	punch := func(where string) table {
		return carTable(table{marshal: 2, pile: card(0, Punch), bandits: []bandit{
			{ch: Tuco, at: where}, {ch: Doc, at: where}, {ch: Belle, at: "i3"}}})
	}
	runSteal(t, []stealCase{
		{name: "inside the locomotive: into the Car or wagon 1", tb: punch("i0"), want: "push car, push 1", then: []string{"push car"},
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 1, "car") }},
		{name: "on the locomotive roof: into the Car or the roof of wagon 1", tb: punch("r0"), want: "push car, push 1"},
		{name: "in the Car: only inside the locomotive", tb: punch("car"), want: "",
			check: func(t *testing.T, s *State, evs []Event) { at(t, s, 1, "i0") }},
	})
}

// §12 "Braking moves bandits on the locomotive roof into the Car".
func TestCarBraking(t *testing.T) {
	tb := carTable(table{event: cards.Braking, phase: Stealin, marshal: 2, bandits: []bandit{
		{ch: Ghost, at: "r0"}, {ch: Tuco, at: "r1"}, {ch: Doc, at: "car"}, {ch: Belle, at: "i0"}}})
	s, _ := build(t, tb)
	at(t, s, 1, "r0")
	at(t, s, 3, "i0")
	// Ghost and Doc end the round together in the Car: not alone, nobody hides
	at(t, s, 0, "car")
	at(t, s, 2, "car")
	if s.phase != Schemin {
		t.Errorf("phase %s after a round ending with two bandits in the Car", s.phase)
	}
}

// §12 "A bandit alone in the Car at the end of a round (after the event)
// activates it: before the next round, unseen by the others, its player hides
// the bandit under the locomotive, a wagon of their choice …; the next
// Schemin' is played with nobody else knowing where; at the start of Stealin'
// the bandit appears inside the chosen element."
func TestCarHidesItsBandit(t *testing.T) {
	tb := carTable(table{phase: Stealin, marshal: 2, bandits: []bandit{
		{ch: Ghost, at: "car"}, {ch: Tuco, at: "r1"}, {ch: Doc, at: "i3"}}})
	s, evs := build(t, tb)
	if s.phase != Preparing || s.stage != StageHide || !s.IsExpected(0) || s.IsExpected(1) || s.IsExpected(2) {
		t.Fatalf("after the round: %s/%s, expected %v", s.phase, s.stage, s.Expected())
	}
	if countEv(evs, EvRoundEnded, nil) != 1 || countEv(evs, EvRoundStarted, nil) != 0 {
		t.Errorf("the hiding comes after the round's end and before the next round: %s", kinds(evs))
	}
	if got := legal(s); got != "hide 0, hide 1, hide 2, hide 3" {
		t.Fatalf("hiding places %q", got)
	}
	evs = doShort(t, s, "hide 2") // inside the Marshal's wagon: the Marshal will send Ghost up
	if s.BanditAt(0) != hiddenPosition {
		t.Errorf("Ghost at %v while hidden", s.BanditAt(0))
	}
	var hidden Event
	for _, e := range evs {
		if e.Kind == EvBanditHidden {
			hidden = e
		}
	}
	if hidden.Kind != EvBanditHidden || hidden.To != pos(t, "i2") || hidden.For(1).To != hiddenPosition || hidden.For(NoSeat).To != hiddenPosition {
		t.Errorf("hidden event %+v (others see %v)", hidden, hidden.For(1).To)
	}
	if countEv(evs, EvRoundStarted, nil) != 1 || s.phase != Schemin {
		t.Fatalf("the next round did not start: %s %s", s.phase, kinds(evs))
	}
	// the owner's view says where; nobody else's does
	if v := View(s, 0); len(v.Hiding) != 1 || v.Hiding[0].At != pos(t, "i2") {
		t.Errorf("Ghost's player sees %+v", v.Hiding)
	}
	for _, seat := range []Seat{NoSeat, 1, 2} {
		v := View(s, seat)
		if len(v.Hiding) != 0 || v.Bandits[0].Position != hiddenPosition {
			t.Errorf("%s sees Ghost at %v, hiding %+v", seat, v.Bandits[0].Position, v.Hiding)
		}
	}
	// the whole Schemin' with the bandit hidden
	for s.phase == Schemin {
		do(t, s, Legal(s)[0])
		if s.phase == Schemin && s.BanditAt(0) != hiddenPosition {
			t.Fatal("Ghost appeared during Schemin'")
		}
	}
	if s.phase != Stealin {
		t.Fatalf("phase %s", s.phase)
	}
	at(t, s, 0, "r2") // appeared inside wagon 2, the Marshal's: fled to the roof (R4)
	received(t, s, 0, 1)
	if s.bandits[0].hideAt != -1 {
		t.Error("still hiding")
	}
}

// A bandit hidden in the last-but-one round has no Car in the next round's
// end: only a bandit alone in the Car at a round's end hides; two do not.
func TestCarNotAloneDoesNotHide(t *testing.T) {
	tb := carTable(table{phase: Stealin, bandits: []bandit{
		{ch: Ghost, at: "car"}, {ch: Tuco, at: "car"}, {ch: Doc, at: "i3"}}})
	s, evs := build(t, tb)
	if s.phase != Schemin || countEv(evs, EvBanditHidden, nil) != 0 {
		t.Errorf("two bandits in the Car: %s, %s", s.phase, kinds(evs))
	}
}

// §12 "At the end of the game, after the event, a bandit alone in the Car
// gains $500 plus any loot in it."
func TestCarEndOfGame(t *testing.T) {
	tb := carTable(table{phase: Stealin, round: Rounds - 1, event: cards.Braking, bandits: []bandit{
		{ch: Ghost, at: "r0"}, {ch: Tuco, at: "i2"}, {ch: Doc, at: "i3"}},
		floor: map[string][]LootID{"car": {16, 18}}})
	s, evs := build(t, tb)
	if !s.Over() {
		t.Fatalf("phase %s", s.phase)
	}
	at(t, s, 0, "car") // Braking put Ghost in the Car: after the event he is alone there
	res := Score(s)
	p := res.Players[0]
	if p.TimeTravel != 500 || p.Purses != 500 || p.Jewels != 500 || p.Total != 1500 {
		t.Errorf("Ghost scores %+v", p)
	}
	if countEv(evs, EvTimeTravel, nil) != 1 || countEv(evs, EvLootTaken, func(e Event) bool { return e.Seat == 0 }) != 2 {
		t.Errorf("events %s", kinds(evs))
	}
	// not alone: nothing
	tb.bandits[1].at = "car"
	s, _ = build(t, tb)
	if r := Score(s); r.Players[0].TimeTravel != 0 || r.Players[1].TimeTravel != 0 {
		t.Errorf("two in the Car scored %+v", r.Players[:2])
	}
}

// TestCarSecretLeavesNoTrace plays seeded games with the Car until a bandit
// hides, then plays the same commands in two copies that differ only in
// where the bandit hid: until it appears, no other seat's view, the public
// view and the events as anyone else sees them may differ (issue: "a bandit
// whose position is secret").
func TestCarSecretLeavesNoTrace(t *testing.T) {
	hides := 0
	for g := 0; g < 400 && hides < 25; g++ {
		su := Setup{Players: 3 + g%4, Rules: RuleTTC, Seed: uint64(g) + 7}
		if g%5 == 4 {
			su = Setup{Players: 2, Rules: RuleTTC | RuleTwoBandits, Seed: uint64(g) + 7}
		}
		s, _, err := New(su)
		if err != nil {
			t.Fatal(err)
		}
		rnd := NewRand(uint64(g))
		var buf []Command
		for !s.Over() {
			if s.stage == StageHide {
				hides++
				compareHidingPlaces(t, s, rnd)
			}
			buf = s.LegalAllInto(buf[:0])
			s.DoLegal(buf, preferCar(buf, rnd), nil)
		}
	}
	if hides < 10 {
		t.Fatalf("only %d hides in the seeded games", hides)
	}
}

// preferCar picks a random legal command, going into the Car when it can
// (so the seeded games hide often).
func preferCar(legal []Command, rnd *Rand) int {
	for i, c := range legal {
		if c.Kind == CmdMove && c.Wagon == carWagon && rnd.Intn(2) == 0 {
			return i
		}
	}
	return rnd.Intn(len(legal))
}

func compareHidingPlaces(t *testing.T, s State, rnd *Rand) {
	t.Helper()
	seat := s.Actor()
	hider := s.actB
	a, b := s, s
	ea := do(t, &a, Choose(seat, CmdHide, 0))
	eb := do(t, &b, Choose(seat, CmdHide, int(s.g.lay.cars)-1))
	var buf []Command
	for step := 0; a.bandits[hider].hideAt >= 0; step++ {
		for v := NoSeat; int(v) < a.Players(); v++ {
			if v != seat && !reflect.DeepEqual(EventsFor(ea, v), EventsFor(eb, v)) {
				t.Fatalf("step %d: events for %s differ: %s / %s", step, v, mustJSON(t, EventsFor(ea, v)), mustJSON(t, EventsFor(eb, v)))
			}
		}
		for v := NoSeat; int(v) < a.Players(); v++ {
			if v == seat {
				continue
			}
			if ja, jb := mustJSON(t, View(&a, v)), mustJSON(t, View(&b, v)); !bytes.Equal(ja, jb) {
				t.Fatalf("step %d: %s's view depends on where %s hid:\n%s\n%s", step, v, hider, ja, jb)
			}
		}
		buf = a.LegalAllInto(buf[:0])
		c := buf[rnd.Intn(len(buf))]
		ea, eb = nil, nil
		if err := a.Do(c, &ea); err != nil {
			t.Fatal(err)
		}
		if err := b.Do(c, &eb); err != nil {
			t.Fatalf("step %d: %s legal in one copy, not the other: %v", step, short(c), err)
		}
		if a.bandits[hider].hideAt < 0 {
			break // it appeared: the secret is out
		}
	}
}

// TestCarCommandsJSON: a move into the Car and out of it onto the roof
// round-trip through the wire format.
func TestCarCommandsJSON(t *testing.T) {
	for _, c := range []Command{Choose(1, CmdMove, int(carWagon)), Choose(2, CmdPush, int(carWagon)), func() Command {
		c := Choose(0, CmdMove, 0)
		c.Floor = Roof
		return c
	}(), Choose(0, CmdHide, 3)} {
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeCommand(b)
		if err != nil || back != c {
			t.Errorf("%s → %v, %v", b, back, err)
		}
	}
	for _, bad := range []string{`{"seat":0,"do":"move","area":"car","wagon":1}`, `{"seat":0,"do":"move","area":"roof"}`,
		`{"seat":0,"do":"hide","area":"car"}`, `{"seat":0,"do":"move","wagon":1,"floor":"attic"}`} {
		if _, err := DecodeCommand([]byte(bad)); err == nil {
			t.Errorf("%s decoded", bad)
		}
	}
}

// TestCarAppearanceIsAnUndoBarrier: once a hidden bandit appears, everyone
// knows where it hid, so undo must not go back past that moment (the undo
// rule of every other secret).
func TestCarAppearanceIsAnUndoBarrier(t *testing.T) {
	tb := carTable(table{phase: Stealin, marshal: 2, bandits: []bandit{
		{ch: Ghost, at: "car"}, {ch: Tuco, at: "r1"}, {ch: Doc, at: "i3"}}})
	s, _ := build(t, tb)
	doShort(t, s, "hide 1")
	for s.phase == Schemin {
		c := Legal(s)[0]
		var evs []Event
		if err := s.Do(c, &evs); err != nil {
			t.Fatal(err)
		}
		appeared := countEv(evs, EvBanditAppeared, nil) == 1
		if appeared != isBarrier(c, evs) && c.Kind != CmdDraw {
			t.Fatalf("%s: appeared %v, barrier %v", short(c), appeared, isBarrier(c, evs))
		}
		if appeared {
			return
		}
	}
	t.Fatal("Ghost never appeared")
}
