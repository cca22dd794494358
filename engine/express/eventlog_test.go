package express

import (
	"fmt"
	"reflect"
	"testing"
)

// physical is the table as a person moving pawns sees it: it is set up once
// from the initial state and then changed by events only.
type physical struct {
	n        int
	bandit   [MaxBandits]Position
	marshal  int8
	lay      *layout
	loot     [maxLoot]lootPlace
	received [MaxBandits]int
	bullets  [MaxBandits]int
	neutral  int
	gone     bool
	ransoms  [MaxBandits]int
	lt       *lootTable
	// Horses & Stagecoach (§11): horses beside each car, the stagecoach,
	// the Shotgun, hostages, half-empty flasks
	horses    [maxWagons + 1]uint8
	coach     int8
	shotgunOn bool
	hostages  uint8
	hostage   [MaxBandits]int8
	half      uint8
}

func newPhysical(s *State) *physical {
	p := &physical{n: int(s.nBandits), marshal: int8(s.Marshal()), lay: s.g.lay, loot: s.loot, neutral: int(s.neutral), gone: s.neutralGone,
		lt: s.g.loot, horses: s.horses, coach: s.coach, shotgunOn: s.shotgunOn, hostages: s.hostagesOut, half: s.flaskHalf}
	for i := 0; i < p.n; i++ {
		pl := &s.bandits[i]
		p.bandit[i] = s.BanditAt(Seat(i))
		p.received[i] = int(pl.received)
		p.bullets[i] = int(pl.bullets)
		p.ransoms[i] = int(pl.ransoms)
		p.hostage[i] = pl.hostage
	}
	return p
}

// apply moves the pieces for one event, checking that the event's "from"
// matches where the piece is.
func (p *physical) apply(e Event) error {
	switch e.Kind {
	case EvBanditPlaced:
		if p.bandit[e.Seat].Wagon != -1 {
			return fmt.Errorf("%s placed but already at %v", e.Seat, p.bandit[e.Seat])
		}
		p.bandit[e.Seat] = e.To
	case EvBanditMoved:
		if p.bandit[e.Seat] != e.From {
			return fmt.Errorf("%s moves from %v but is at %v", e.Seat, e.From, p.bandit[e.Seat])
		}
		if e.From == e.To {
			return fmt.Errorf("%s moves nowhere (%v)", e.Seat, e.From)
		}
		p.bandit[e.Seat] = e.To
	case EvMarshalMoved:
		if p.marshal != e.From.Wagon || e.From.Floor != Inside || e.To.Floor != Inside {
			return fmt.Errorf("marshal moves from %v but is at %d", e.From, p.marshal)
		}
		p.marshal = e.To.Wagon
	case EvBulletGiven:
		if e.Target < 0 || int(e.Target) >= p.n || e.Target == e.Seat {
			return fmt.Errorf("bullet to %s from %s", e.Target, e.Seat)
		}
		p.received[e.Target]++
		if e.Seat == NoSeat {
			if p.gone || p.neutral == 0 {
				return fmt.Errorf("neutral bullet from an empty stock")
			}
			p.neutral--
		} else {
			if p.bullets[e.Seat] == 0 {
				return fmt.Errorf("%s shoots with no bullets", e.Seat)
			}
			p.bullets[e.Seat]--
		}
	case EvNeutralStockGone:
		if p.gone || e.Count != p.neutral {
			return fmt.Errorf("stock of %d removed, holds %d (gone %v)", e.Count, p.neutral, p.gone)
		}
		p.neutral, p.gone = 0, true
	case EvLootTaken:
		from := p.loot[e.Token]
		if e.Target != NoSeat {
			if from != heldBy(e.Target) {
				return fmt.Errorf("token %d taken from %s but is at %d", e.Token, e.Target, from)
			}
		} else if !from.isPos() || p.lay.pos(from.place()) != e.From {
			return fmt.Errorf("token %d taken from %v but is at %d", e.Token, e.From, from)
		}
		if e.Loot != p.lt.kindOf(e.Token) {
			return fmt.Errorf("token %d announced as %s", e.Token, e.Loot)
		}
		p.loot[e.Token] = heldBy(e.Seat)
	case EvLootDropped:
		if p.loot[e.Token] != heldBy(e.Seat) {
			return fmt.Errorf("%s drops token %d held at %d", e.Seat, e.Token, p.loot[e.Token])
		}
		p.loot[e.Token] = atPlace(p.lay.mustPlace(e.To))
	case EvLootLost:
		if e.Seat == NoSeat { // a flask lying at the Marshal's position (Whisky for the Marshal, §11)
			if p.loot[e.Token] != atPlace(p.lay.inside(p.marshal)) || e.Loot != Whisky {
				return fmt.Errorf("token %d lost at the Marshal's but is at %d", e.Token, p.loot[e.Token])
			}
			p.loot[e.Token] = placeOut
			break
		}
		if p.loot[e.Token] != heldBy(e.Seat) {
			return fmt.Errorf("%s loses token %d held at %d", e.Seat, e.Token, p.loot[e.Token])
		}
		p.loot[e.Token] = placeOut
	case EvLootPlaced:
		if p.loot[e.Token] != placeReserve {
			return fmt.Errorf("token %d placed from %d", e.Token, p.loot[e.Token])
		}
		p.loot[e.Token] = atPlace(p.lay.mustPlace(e.To))
	case EvRansom:
		p.ransoms[e.Seat]++
	case EvBanditHidden: // "keep Doc's pawn in your hand" (§12)
		if p.bandit[e.Seat] != e.From || e.From.Area != AreaCar {
			return fmt.Errorf("%s hides from %v but is at %v", e.Seat, e.From, p.bandit[e.Seat])
		}
		p.bandit[e.Seat] = hiddenPosition
	case EvHorseMoved:
		from, to := e.From.Wagon, e.To.Wagon
		if e.From.Area == AreaOffBoard {
			from = -1
		}
		if e.To.Area == AreaOffBoard || e.To.Area == AreaEscaped {
			to = -1
		}
		if e.From.Area == AreaCar { // a horse one step beyond the locomotive (§12)
			from = carHorse
		}
		if e.To.Area == AreaCar {
			to = carHorse
		}
		if from >= 0 {
			if int(p.horses[from]) < e.Count {
				return fmt.Errorf("%d horses leave car %d, which has %d", e.Count, from, p.horses[from])
			}
			p.horses[from] -= uint8(e.Count)
		}
		if to >= 0 {
			p.horses[to] += uint8(e.Count)
		}
	case EvStagecoachMoved:
		if e.From.Wagon != p.coach || e.To.Wagon != p.coach+1 {
			return fmt.Errorf("stagecoach moves %v → %v but faces %d", e.From, e.To, p.coach)
		}
		p.coach = e.To.Wagon
	case EvShotgunMoved:
		if !p.shotgunOn && e.From.Area != AreaStage || e.To.Wagon != p.coach || e.To.Floor != Roof {
			return fmt.Errorf("shotgun moves %v → %v (stagecoach at %d)", e.From, e.To, p.coach)
		}
		p.shotgunOn = true
	case EvHostageTaken:
		h := Hostage(e.Count)
		if p.hostages&(1<<uint(h)) == 0 || p.hostage[e.Seat] >= 0 || p.bandit[e.Seat].Area != AreaStage {
			return fmt.Errorf("%s takes hostage %s", e.Seat, h)
		}
		p.hostages &^= 1 << uint(h)
		p.hostage[e.Seat] = int8(h)
	case EvWhiskyDrunk:
		i := uint(e.Token - p.lt.first[Whisky])
		if p.loot[e.Token].holder() < 0 || !p.loot[e.Token].isHeld() {
			return fmt.Errorf("flask %d drunk but at %d", e.Token, p.loot[e.Token])
		}
		if p.half&(1<<i) != 0 {
			p.loot[e.Token] = placeOut
		} else {
			p.half |= 1 << i
		}
	case EvBanditAppeared:
		if p.bandit[e.Seat] != hiddenPosition || e.From != hiddenPosition {
			return fmt.Errorf("%s appears but is at %v", e.Seat, p.bandit[e.Seat])
		}
		p.bandit[e.Seat] = e.To
	}
	return nil
}

// diff says how the physical table differs from the state, or "".
func (p *physical) diff(s *State) string {
	if int(p.marshal) != s.Marshal() {
		return fmt.Sprintf("marshal at %d, state %d", p.marshal, s.Marshal())
	}
	if p.neutral != int(s.neutral) || p.gone != s.neutralGone {
		return fmt.Sprintf("stock %d/%v, state %d/%v", p.neutral, p.gone, s.neutral, s.neutralGone)
	}
	for i := 0; i < p.n; i++ {
		pl := &s.bandits[i]
		if p.bandit[i] != s.BanditAt(Seat(i)) {
			return fmt.Sprintf("%s at %v, state %v", Seat(i), p.bandit[i], s.BanditAt(Seat(i)))
		}
		if p.received[i] != int(pl.received) || p.bullets[i] != int(pl.bullets) || p.ransoms[i] != int(pl.ransoms) {
			return fmt.Sprintf("%s bullets %d/%d ransoms %d, state %d/%d %d", Seat(i), p.received[i], p.bullets[i], p.ransoms[i], pl.received, pl.bullets, pl.ransoms)
		}
	}
	if p.horses != s.horses || p.coach != s.coach || p.shotgunOn != s.shotgunOn || p.hostages != s.hostagesOut || p.half != s.flaskHalf {
		return fmt.Sprintf("horses %v coach %d shotgun %v hostages %b half %b, state %v %d %v %b %b", p.horses, p.coach, p.shotgunOn, p.hostages, p.half,
			s.horses, s.coach, s.shotgunOn, s.hostagesOut, s.flaskHalf)
	}
	for i := 0; i < p.n; i++ {
		if p.hostage[i] != s.bandits[i].hostage {
			return fmt.Sprintf("%s hostage %d, state %d", Seat(i), p.hostage[i], s.bandits[i].hostage)
		}
	}
	if p.loot != s.loot {
		for t := range p.loot {
			if p.loot[t] != s.loot[t] {
				return fmt.Sprintf("token %d at %d, state %d", t, p.loot[t], s.loot[t])
			}
		}
	}
	return ""
}

// TestEventsMoveThePawns: the events of random games are enough to move
// the physical pieces: replaying them on a table set up like the initial
// state reproduces every position, token and bullet after every command.
func TestEventsMoveThePawns(t *testing.T) {
	var buf []Command
	kindsSeen := map[EventKind]int{}
	setups := testSetups()
	const games = 800 // 35 or more of each way to play: rare events (the neutral stock running out) show
	for g := 0; g < games; g++ {
		su := setups[g%len(setups)]
		su.Seed = uint64(g) + 1000
		n := su.Players
		s, _, err := New(su)
		if err != nil {
			t.Fatal(err)
		}
		table := newPhysical(&s)
		rnd := NewRand(uint64(g))
		for step := 0; !s.Over(); step++ {
			buf = s.LegalAllInto(buf[:0])
			c := buf[rnd.Intn(len(buf))]
			var evs []Event
			if err := s.Do(c, &evs); err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				kindsSeen[e.Kind]++
				if err := table.apply(e); err != nil {
					t.Fatalf("game %d step %d %s: event %s: %v", g, step, short(c), e.Kind, err)
				}
				checkFor(t, e, n)
			}
			if d := table.diff(&s); d != "" {
				t.Fatalf("game %d step %d %s: events do not explain the change: %s\nevents: %s", g, step, short(c), d, kinds(evs))
			}
			// every purse value an event shows a seat is one that seat knows (R1)
			for v := Seat(0); int(v) < n; v++ {
				for _, e := range evs {
					if f := e.For(v); isPurse(e) && f.Value != 0 && s.purseKnown[e.Token]&(1<<uint(v)) == 0 {
						t.Fatalf("game %d: %s sees the value of purse %d it never held (%s)", g, v, e.Token, e.Kind)
					}
				}
			}
		}
	}
	for k := EventKind(0); k < numEventKinds; k++ {
		if kindsSeen[k] == 0 && k != EvPassed { // R2 passes are rare in random play; see TestSchemingAutoPass
			t.Errorf("no %s event in %d games", k, games)
		}
	}
}

// checkFor: For hides a face-down card from everyone but its owner and a
// purse value from everyone but the seat concerned, and changes nothing else.
func checkFor(t *testing.T, e Event, n int) {
	t.Helper()
	for v := NoSeat; int(v) < n; v++ {
		f := e.For(v)
		g, h := f, e
		g.Card, g.Value, g.Bandit = 0, 0, 0
		h.Card, h.Value, h.Bandit = 0, 0, 0
		if e.Kind == EvBanditHidden { // where the bandit will appear is its player's secret (§12)
			g.To, h.To = Position{}, Position{}
			if v != e.Player && f.To != hiddenPosition {
				t.Fatalf("%s sees where %s will appear: %v", v, e.Seat, f.To)
			}
		}
		if !reflect.DeepEqual(g, h) { // Cards is a slice: compared element by element
			t.Fatalf("For(%s) changed more than card, bandit and value: %+v", v, f)
		}
		concerned := e.Seat
		if e.Player != NoSeat {
			concerned = e.Player
		}
		if v == concerned && !reflect.DeepEqual(f, e) {
			t.Fatalf("For(%s) hid something from the seat concerned: %+v", v, f)
		}
		if e.Kind == EvCardTaken && v != e.Seat && (f.Card != HiddenCard || f.Bandit != NoSeat) {
			t.Fatalf("the card %s took is shown to %s", e.Seat, v)
		}
		if v != concerned {
			if e.Kind == EvCardPlayed && e.FaceDown && f.Card != HiddenCard {
				t.Fatalf("face-down %s shown to %s", e.Card, v)
			}
			if e.Kind == EvCardPlayed && !e.FaceDown && f.Card != e.Card {
				t.Fatalf("face-up card hidden from %s", v)
			}
			if isPurse(e) && e.Value != 0 && f.Value != 0 {
				t.Fatalf("%s sees the value of purse %d (%s)", v, e.Token, e.Kind)
			}
			if !isPurse(e) && f.Value != e.Value {
				t.Fatalf("%s does not see a public value (%s)", v, e.Kind)
			}
		}
	}
	if pub := EventsFor([]Event{e}, NoSeat)[0]; !reflect.DeepEqual(pub, e.For(NoSeat)) {
		t.Fatal("EventsFor differs from For")
	}
}

// isPurse reports whether the event is about a purse token.
func isPurse(e Event) bool { return e.Token != NoLoot && e.Token.Kind() == Purse }

// testSetups is one setup of every way to play and player count the engine
// supports (the conformance suite in engine/enginetest covers them all).
func testSetups() []Setup {
	return []Setup{
		{Players: 3}, {Players: 4}, {Players: 5}, {Players: 6},
		{Players: 2},
		{Players: 4, Rules: RuleTeams}, {Players: 6, Rules: RuleTeams},
		{Players: 3, Rules: RuleExperts}, {Players: 5, Rules: RuleExperts},
		{Players: 4, Rules: RuleTeams | RuleExperts},
		{Players: 2, Rules: RuleTwoBandits}, {Players: 3, Rules: RuleTwoBandits}, {Players: 3, Rules: RuleTwoBandits | RuleExperts},
		{Players: 3, Rules: RuleTTC}, {Players: 2, Rules: RuleTTC}, {Players: 4, Rules: RuleTeams | RuleTTC},
		{Players: 5, Rules: RuleExperts | RuleTTC}, {Players: 3, Rules: RuleTwoBandits | RuleTTC},
		// Horses & Stagecoach (§11)
		{Players: 3, Rules: RuleHorses}, {Players: 6, Rules: RuleHorses}, {Players: 2, Rules: RuleHorses},
		{Players: 4, Rules: RuleTeams | RuleHorses}, {Players: 3, Rules: RuleTwoBandits | RuleHorses},
		{Players: 4, Rules: RuleTTC | RuleHorses},
	}
}
