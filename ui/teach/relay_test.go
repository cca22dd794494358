package teach

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/super"
)

// expectedIn reports whether seat owes a choice in game g.
func expectedIn(g engine.Game, seat engine.Seat) bool { return slices.Contains(g.Expected(), seat) }

// TestRelayWithSharedScreen (issue 24): beside a shared screen, a phone is
// given exactly the shared tips about a choice its own seat makes now —
// a Tap tip of this very update while the seat is expected — once per
// seat, Tap on the phone too; the first actor is given play or draw.
func TestRelayWithSharedScreen(t *testing.T) {
	for _, w := range []way{ways[0], ways[4], ways[5], ways[6], ways[7]} {
		t.Run(w.name, func(t *testing.T) {
			for _, seed := range seeds(t)[:min(len(seeds(t)), 6)] {
				tc := New(Plan{FirstGame: true})
				given := map[engine.Seat][]Concept{}
				relayed := 0
				first := engine.NoSeat
				play(t, w, seed, func(u update) {
					if u.i == 0 {
						first = u.g.Expected()[0]
					}
					tips, err := tc.Shared(u.evs.For(engine.NoSeat), u.g.View(engine.NoSeat))
					if err != nil {
						t.Fatal(err)
					}
					for s := range u.g.Players() {
						seat := engine.Seat(s)
						got, err := tc.Relay(seat, u.g.View(seat), WithSharedScreen)
						if err != nil {
							t.Fatal(err)
						}
						var want []Tip
						if expectedIn(u.g, seat) {
							for _, tip := range tips {
								if tip.Tap && !slices.Contains(given[seat], tip.Concept) {
									want = append(want, tip)
								}
							}
						}
						if !reflect.DeepEqual(got, want) {
							t.Fatalf("seed %d update %d seat %d (expected %v): relayed %v, want %v (shared %v)", seed, u.i, seat, u.g.Expected(), got, want, tips)
						}
						for _, tip := range got {
							given[seat] = append(given[seat], tip.Concept)
							relayed++
						}
					}
				})
				if w.game == express.GameName && w.rules == "" {
					if !slices.Contains(given[first], "playOrDraw") {
						t.Errorf("seed %d: the first player's phone was not given play or draw: %v", seed, given)
					}
				}
				if relayed == 0 {
					t.Errorf("seed %d: nothing relayed", seed)
				}
			}
		})
	}
}

// TestRelayPhonesOnly (issue 24): on a phones-only table each seat's phone
// is given every shared tip, once, in the order taught, as soon as its view
// reaches the update the tip came at; Tap only for the seats that must act
// on it now.
func TestRelayPhonesOnly(t *testing.T) {
	for _, w := range []way{ways[0], ways[2], ways[5], ways[6], ways[7]} {
		t.Run(w.name, func(t *testing.T) {
			tc := New(Plan{FirstGame: true})
			var shared []Concept
			given := map[engine.Seat][]Concept{}
			play(t, w, 3, func(u update) {
				tips, err := tc.Shared(u.evs.For(engine.NoSeat), u.g.View(engine.NoSeat))
				if err != nil {
					t.Fatal(err)
				}
				for _, tip := range tips {
					shared = append(shared, tip.Concept)
				}
				for s := range u.g.Players() {
					seat := engine.Seat(s)
					got, err := tc.Relay(seat, u.g.View(seat), PhonesOnly)
					if err != nil {
						t.Fatal(err)
					}
					for _, tip := range got {
						if slices.Contains(given[seat], tip.Concept) {
							t.Fatalf("update %d: seat %d given %q twice", u.i, seat, tip.Concept)
						}
						given[seat] = append(given[seat], tip.Concept)
						fresh := slices.IndexFunc(tips, func(x Tip) bool { return x.Concept == tip.Concept })
						wantTap := fresh >= 0 && tips[fresh].Tap && expectedIn(u.g, seat)
						if tip.Tap != wantTap {
							t.Errorf("update %d seat %d: %q Tap %v, want %v (expected %v)", u.i, seat, tip.Concept, tip.Tap, wantTap, u.g.Expected())
						}
						if def := conceptByName[tip.Concept]; tip != def.tip(tip.Tap) {
							t.Errorf("relayed %+v is not the concept's tip", tip)
						}
					}
				}
			})
			if len(shared) < 8 {
				t.Fatalf("only %v shared", shared)
			}
			for s, got := range given {
				if !slices.Equal(got, shared) {
					t.Errorf("seat %d given %v, the shared screen taught %v", s, got, shared)
				}
			}
		})
	}
}

// TestRelayedTipsIgnoreHiddenInformation (issue 24): a relayed tip is
// still a shared one. At every update of seeded games, a state redrawn
// from one seat's knowledge (Determinize) relays every seat the same tips,
// with either kind of table.
func TestRelayedTipsIgnoreHiddenInformation(t *testing.T) {
	for _, w := range []way{ways[0], ways[4], ways[5], ways[6], ways[7]} {
		t.Run(w.name, func(t *testing.T) {
			tc := New(Plan{FirstGame: true})
			play(t, w, 11, func(u update) {
				pub := u.evs.For(engine.NoSeat)
				var twinPublic any
				var twinView func(engine.Seat) any
				switch g := u.g.(type) {
				case *express.Game:
					s := g.State()
					d := s.Determinize(express.Seat(u.i%g.Players()), express.NewRand(uint64(u.i)))
					twinPublic, twinView = express.Public(&d), func(n engine.Seat) any { return express.View(&d, n) }
				case *super.Game:
					s := g.State()
					d := s.Determinize(super.Seat(u.i%g.Players()), super.NewRand(uint64(u.i)))
					twinPublic, twinView = super.Public(&d), func(n engine.Seat) any { return super.View(&d, n) }
				}
				for _, screens := range []Screens{WithSharedScreen, PhonesOnly} {
					a, b := Resume(tc.Progress()), Resume(tc.Progress())
					if _, err := a.Shared(pub, u.g.View(engine.NoSeat)); err != nil {
						t.Fatal(err)
					}
					if _, err := b.Shared(pub, twinPublic); err != nil {
						t.Fatal(err)
					}
					for s := range u.g.Players() {
						seat := engine.Seat(s)
						ta, err := a.Relay(seat, u.g.View(seat), screens)
						if err != nil {
							t.Fatal(err)
						}
						tb, err := b.Relay(seat, twinView(seat), screens)
						if err != nil {
							t.Fatal(err)
						}
						if !reflect.DeepEqual(ta, tb) {
							t.Fatalf("update %d seat %d %v: relayed %v, with hidden information redrawn %v", u.i, seat, screens, ta, tb)
						}
					}
				}
				tc.Shared(pub, u.g.View(engine.NoSeat))
				for s := range u.g.Players() {
					tc.Relay(engine.Seat(s), u.g.View(engine.Seat(s)), PhonesOnly)
				}
			})
		})
	}
}

// TestRelayOnceStopAndResume (issue 24): a seat is given a shared tip once
// (asking again gives nothing, another seat still gets it); what was
// relayed survives a saved and resumed progress; a progress saved before
// relays existed still reads; Stop stops relays; a bad view is refused.
func TestRelayOnceStopAndResume(t *testing.T) {
	g, evs := newGame(t, ways[0], 1)
	tc := New(Plan{FirstGame: true})
	if _, err := tc.Shared(evs.For(engine.NoSeat), g.View(engine.NoSeat)); err != nil {
		t.Fatal(err)
	}
	actor := g.Expected()[0]
	tips, err := tc.Relay(actor, g.View(actor), PhonesOnly)
	if err != nil || len(tips) != 2 || tips[0].Concept != "goal" || tips[1].Concept != "playOrDraw" || !tips[1].Tap || tips[0].Tap {
		t.Fatalf("the first actor's phone was given %+v, %v; want goal, then play or draw to tap", tips, err)
	}
	if again, _ := tc.Relay(actor, g.View(actor), PhonesOnly); again != nil {
		t.Fatalf("given twice: %v", again)
	}
	other := (actor + 1) % engine.Seat(g.Players())
	if own, _ := tc.Relay(other, g.View(other), WithSharedScreen); own != nil {
		t.Fatalf("beside the shared screen, a seat that does not act was given %v", own)
	}

	// a power cut: what was relayed stays relayed
	b, _ := json.Marshal(tc.Progress())
	p, err := DecodeProgress(b)
	if err != nil {
		t.Fatal(err)
	}
	resumed := Resume(p)
	if again, _ := resumed.Relay(actor, g.View(actor), PhonesOnly); again != nil {
		t.Fatalf("given again after a resume: %v", again)
	}
	if got, _ := resumed.Relay(other, g.View(other), PhonesOnly); len(got) != 2 || got[1].Tap {
		t.Fatalf("the other seat after a resume: %+v; want goal and play or draw, not to tap", got)
	}

	// a progress saved before relays existed
	old, err := DecodeProgress([]byte(`{"plan":{"firstGame":true},"shared":["goal","playOrDraw"],"seats":[["you.bulletInHand"]]}`))
	if err != nil {
		t.Fatalf("an old progress: %v", err)
	}
	if got, err := Resume(old).Relay(actor, g.View(actor), PhonesOnly); err != nil || got != nil {
		t.Fatalf("an old progress relays %v, %v", got, err)
	}

	// Stop: nothing relayed after it
	stopped := Resume(tc.Progress())
	stopped.Stop()
	if got, _ := stopped.Relay(other, g.View(other), PhonesOnly); got != nil {
		t.Fatalf("relayed after stop teaching: %v", got)
	}

	// bad input
	if _, err := tc.Relay(actor, g.View(engine.NoSeat), PhonesOnly); err == nil || !strings.Contains(err.Error(), "table.View(seat)") {
		t.Errorf("the public view as a seat's: %v", err)
	}
	if _, err := tc.Relay(other, g.View(actor), PhonesOnly); err == nil || !strings.Contains(err.Error(), "not") {
		t.Errorf("another seat's view: %v", err)
	}
	if _, err := tc.Relay(-1, g.View(actor), PhonesOnly); err == nil {
		t.Error("seat -1 accepted")
	}
}

// TestRelayWaitsForTheView (issue 24): a shared tip is not given to a
// phone whose view has not reached the update it came at (phones never run
// ahead of the table).
func TestRelayWaitsForTheView(t *testing.T) {
	g, evs := newGame(t, ways[0], 2)
	before := g.View(0)
	actor := g.Expected()[0]
	next, evs2, err := g.Apply(g.Legal(actor)[0])
	if err != nil {
		t.Fatal(err)
	}
	tc := New(Plan{FirstGame: true})
	tc.Shared(evs.For(engine.NoSeat), g.View(engine.NoSeat))
	tc.Shared(evs2.For(engine.NoSeat), next.View(engine.NoSeat))
	// the tips of the first update are given with the first view; none of
	// the second's (if any) until the view shows it
	old := Resume(tc.Progress())
	got, _ := old.Relay(0, before, PhonesOnly)
	for _, tip := range got {
		for _, st := range tc.Progress().Relay {
			if st.Concept == tip.Concept && st.Version > before.(express.PlayerView).Version {
				t.Errorf("%q of state %d given with a view of state %d", tip.Concept, st.Version, before.(express.PlayerView).Version)
			}
		}
	}
	if len(got) == 0 {
		t.Fatal("nothing given with the first view")
	}
}

// TestWatch (issue 24): Watch's functions are told when Shared taught
// something and when teaching stops, not otherwise, and no more once
// cancelled.
func TestWatch(t *testing.T) {
	g, evs := newGame(t, ways[0], 1)
	tc := New(Plan{FirstGame: true})
	var a, b int
	cancelA := tc.Watch(func() { a++ })
	tc.Watch(func() { b++ })
	tc.Shared(evs.For(engine.NoSeat), g.View(engine.NoSeat))
	if a != 1 || b != 1 {
		t.Fatalf("after tips: told %d, %d times", a, b)
	}
	tc.Shared(nil, g.View(engine.NoSeat)) // nothing new
	tc.Relay(0, g.View(0), PhonesOnly)
	tc.Seat(0, g.View(0))
	if a != 1 || b != 1 {
		t.Fatalf("told %d, %d times without a new shared tip", a, b)
	}
	cancelA()
	tc.Stop()
	tc.Stop()
	if a != 1 || b != 2 {
		t.Fatalf("after a cancel and stop: told %d, %d times", a, b)
	}
}

// TestPhoneTipsStayOpenAcrossAPowerCut (issue 32 item 3): the tips a phone
// was given stay open in the progress until it closes them; a teacher
// resumed from the saved progress gives each seat's phone its open tips
// again — the same tips, Tap as given — and never a closed one; Stop
// closes them all; a progress naming an unknown open tip is refused saying
// what to do.
func TestPhoneTipsStayOpenAcrossAPowerCut(t *testing.T) {
	g, evs := newGame(t, ways[0], 1)
	tc := New(Plan{FirstGame: true})
	if _, err := tc.Shared(evs.For(engine.NoSeat), g.View(engine.NoSeat)); err != nil {
		t.Fatal(err)
	}
	actor := g.Expected()[0]
	other := (actor + 1) % engine.Seat(g.Players())
	given := map[engine.Seat][]Tip{}
	for _, n := range []engine.Seat{actor, other} {
		tips, added, err := tc.Phone(n, g.View(n), PhonesOnly)
		if err != nil || !added || len(tips) < 2 {
			t.Fatalf("seat %d's phone was given %+v (added %v), %v; want the goal and play or draw", n, tips, added, err)
		}
		given[n] = tips
		if again, added, _ := tc.Phone(n, g.View(n), PhonesOnly); added || !reflect.DeepEqual(again, tips) {
			t.Fatalf("seat %d asked again: %+v (added %v); want its open tips %+v, nothing new", n, again, added, tips)
		}
	}
	// the actor closes the goal; closing it again, or a tip never given, is refused
	if !tc.Close(actor, "goal") || tc.Close(actor, "goal") || tc.Close(other, "end") || tc.Close(-1, "goal") || tc.Close(7, "goal") {
		t.Fatal("Close closed a tip that was not open, or did not close the open one")
	}
	wantActor := slices.DeleteFunc(slices.Clone(given[actor]), func(tip Tip) bool { return tip.Concept == "goal" })

	// a power cut: the progress as saved, read back
	b, err := json.Marshal(tc.Progress())
	if err != nil {
		t.Fatal(err)
	}
	p, err := DecodeProgress(b)
	if err != nil {
		t.Fatal(err)
	}
	resumed := Resume(p)
	for n, want := range map[engine.Seat][]Tip{actor: wantActor, other: given[other]} {
		got, added, err := resumed.Phone(n, g.View(n), PhonesOnly)
		if err != nil || added || !reflect.DeepEqual(got, want) {
			t.Fatalf("seat %d after the power cut: %+v (added %v), %v; want its open tips %+v", n, got, added, err, want)
		}
	}
	if !slices.ContainsFunc(wantActor, func(tip Tip) bool { return tip.Tap }) {
		t.Fatalf("the actor's play or draw lost its Tap: %+v", wantActor)
	}
	// the resumed teacher is a copy: closing there leaves the first alone
	resumed.Close(other, "goal")
	if got, _, _ := tc.Phone(other, g.View(other), PhonesOnly); !reflect.DeepEqual(got, given[other]) {
		t.Fatalf("a close on the resumed teacher changed the first: %+v", got)
	}

	resumed.Stop()
	if got, _, _ := resumed.Phone(other, g.View(other), PhonesOnly); got != nil || resumed.Progress().Open != nil {
		t.Fatalf("open tips after stop teaching: %+v, %+v", got, resumed.Progress().Open)
	}

	// bad input
	if _, err := DecodeProgress([]byte(`{"plan":{"firstGame":true},"open":[[{"concept":"no.such"}]]}`)); err == nil || !strings.Contains(err.Error(), "operator menu") {
		t.Errorf("an unknown open tip: %v", err)
	}
	if _, _, err := tc.Phone(other, g.View(actor), PhonesOnly); err == nil {
		t.Error("another seat's view accepted")
	}
	if _, _, err := tc.Phone(actor, g.View(engine.NoSeat), PhonesOnly); err == nil {
		t.Error("the public view accepted as a seat's")
	}
}
