package expressboard

import (
	"fmt"
	"reflect"
	"slices"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
)

// The train on values in the sweep (TestSweepOnValues, docs/sweeps.md): the
// train every table screen and every narration page draws (trainModel),
// read against the engine's own state — each bandit's place
// (State.BanditAt), the Marshal's wagon (State.Marshal), each token's
// place (State.LootAt) — not against the view it was built from.

// trainPlace names the place pos of the engine as the train's values name
// it ("" a place off the train: hidden by the Car, escaped, off-board).
func trainPlace(pos express.Position) string {
	switch pos.Area {
	case express.AreaTrain:
		return fmt.Sprintf("place:%d:%s", pos.Wagon, pos.Floor)
	case express.AreaCar:
		return "place:car"
	case express.AreaStage:
		return "place:stage:" + pos.Floor.String()
	}
	return ""
}

// trains checks every train the screens about to be read draw: each
// narration page's not yet read (as of its step, and each page of a long
// step as of its last line), then the table's once the narration is over.
// A train drawn from the table as it stands now is read against the
// engine's state; one of a moment inside a command (a step's view that is
// not the table's now) against the engine's view of that moment.
func (s *valueSweep) trains() {
	s.t.Helper()
	pv := s.b.shell.pub()
	st, ok := express.StateOf(s.h.tbl.Game())
	if !ok {
		s.t.Fatalf("%s: no Colt Express game on the table", s.where)
	}
	for _, step := range s.b.narr.steps {
		lit := map[express.Position]bool{}
		for _, p := range places(step) {
			lit[p] = true
		}
		views := []*express.PublicView{&pv}
		if step.view != nil {
			views[0] = step.view
		}
		for _, at := range step.idx { // the views of the step's own events (its pages, pageView)
			if v, ok := step.views[at]; ok && !slices.Contains(views, v) {
				views = append(views, v)
			}
		}
		for _, v := range views {
			m := s.b.art.trainModel(v, trainOpts{lit: lit})
			if reflect.DeepEqual(*v, pv) {
				s.trainIsTheEngine(m, v, &st)
			} else {
				s.trainIsTheView(m, v)
			}
		}
	}
	if pv.Phase == express.GameOver {
		return
	}
	o := trainOpts{}
	if s.b.curtain.curtainSeat(&pv) == express.NoSeat {
		chooseModel(s.b, &pv, &o)
	}
	s.trainIsTheEngine(s.b.art.trainModel(&pv, o), &pv, &st)
}

// trainShape checks the train's cars and words: the Time-Travel Car first
// when in the game, the locomotive and the wagons in order, titled as the
// narration names them, the stagecoach right after the wagon it faces;
// every word worded in the language and public — a bandit's name or mark,
// a car's title, the horses, the Marshal, the Shotgun, a count — so no
// card of a hand, no face-down card and no purse's value. It returns the
// places by name.
func (s *valueSweep) trainShape(m screen.Train, v *express.PublicView) map[string]*screen.Place {
	s.t.Helper()
	var kinds []screen.CarKind
	var wagons []int
	for _, c := range m.Cars {
		kinds = append(kinds, c.Kind)
		wagons = append(wagons, c.Wagon)
	}
	var wantKinds []screen.CarKind
	var wantWagons []int
	if v.Car != nil {
		wantKinds, wantWagons = append(wantKinds, screen.TimeCar), append(wantWagons, -1)
	}
	for _, wv := range v.Train {
		kind := screen.Wagon
		if wv.Index == 0 {
			kind = screen.Locomotive
		}
		wantKinds, wantWagons = append(wantKinds, kind), append(wantWagons, wv.Index)
		if v.Stagecoach != nil && v.Stagecoach.Facing == wv.Index {
			wantKinds, wantWagons = append(wantKinds, screen.Stagecoach), append(wantWagons, -1)
		}
	}
	if !slices.Equal(kinds, wantKinds) || !slices.Equal(wagons, wantWagons) {
		s.t.Fatalf("%s: the train's cars %v %v, the table's %v %v", s.where, kinds, wagons, wantKinds, wantWagons)
	}
	public := s.trainWords(v, m.Types)
	var fresh []string // the words not read yet in this game
	for _, w := range m.Words() {
		if !s.trainRead[w] {
			fresh = append(fresh, w)
		}
	}
	s.flawless("train", fresh)
	for _, w := range fresh {
		if !public[w] {
			s.t.Fatalf("%s: the train shows %q, no public word of the train", s.where, w)
		}
		s.trainRead[w] = true
	}
	byName := map[string]*screen.Place{}
	for _, p := range m.Places() {
		if byName[p.Name] != nil {
			s.t.Fatalf("%s: two places named %s on the train", s.where, p.Name)
		}
		byName[p.Name] = p
	}
	return byName
}

// trainTruth is where the engine has the bandits (place name → seats, in
// seat order), the Marshal (his wagon) and the loot (place name → kind →
// tokens); places off the train are left out.
type trainTruth struct {
	bandits map[string][]express.Seat
	marshal int
	loot    map[string]map[express.LootKind]int
}

// trainIsTheEngine checks the train drawn from the table as it stands
// against the engine's state: each bandit where State.BanditAt has it,
// the Marshal in State.Marshal's wagon, each token where State.LootAt has
// it.
func (s *valueSweep) trainIsTheEngine(m screen.Train, v *express.PublicView, st *express.State) {
	s.t.Helper()
	tr := trainTruth{bandits: map[string][]express.Seat{}, marshal: st.Marshal(), loot: map[string]map[express.LootKind]int{}}
	for b := express.Seat(0); int(b) < st.Bandits(); b++ {
		if name := trainPlace(st.BanditAt(b)); name != "" {
			tr.bandits[name] = append(tr.bandits[name], b)
		}
	}
	for id := express.LootID(0); int(id) < st.Tokens(); id++ {
		if pos, ok := st.LootAt(id); ok {
			name := trainPlace(pos)
			if tr.loot[name] == nil {
				tr.loot[name] = map[express.LootKind]int{}
			}
			tr.loot[name][st.LootKind(id)]++
		}
	}
	s.trainChecks++
	s.trainIs(m, v, tr, "the engine")
}

// trainIsTheView checks a train drawn as of a moment inside a command (a
// narration step's view, which no engine state of the table holds any
// more) against the engine's view of that moment: the bandits each place
// lists (the engine's reading of their places, not the bandits'
// positions the train is drawn from), the Marshal's wagon, the loot.
func (s *valueSweep) trainIsTheView(m screen.Train, v *express.PublicView) {
	s.t.Helper()
	tr := trainTruth{bandits: map[string][]express.Seat{}, marshal: v.MarshalAt, loot: map[string]map[express.LootKind]int{}}
	spot := func(pos express.Position, sv express.SpotView) {
		name := trainPlace(pos)
		if len(sv.Bandits) > 0 {
			tr.bandits[name] = sv.Bandits
		}
		tr.loot[name] = map[express.LootKind]int{express.Purse: len(sv.Purses), express.Jewel: sv.Jewels, express.Strongbox: sv.Strongboxes, express.Whisky: len(sv.Flasks)}
	}
	for _, wv := range v.Train {
		spot(express.Position{Wagon: int8(wv.Index), Floor: express.Roof}, wv.Roof)
		spot(express.Position{Wagon: int8(wv.Index), Floor: express.Inside}, wv.Inside)
	}
	if v.Car != nil {
		spot(carPos, *v.Car)
	}
	if sc := v.Stagecoach; sc != nil {
		spot(stageRoof, sc.Roof)
		spot(stageIn, sc.Inside)
	}
	s.trainViews++
	s.trainIs(m, v, tr, "the step's view")
}

// trainIs checks the train m drawn from v against tr, what the engine
// (what) has: every bandit at exactly its place, named and coloured as
// its character, the Marshal at the one place inside his wagon, each
// place's loot counted as the engine counts it (each chip its count in
// figures), the Shotgun, the hostages and the horses where the table has
// them; and the train's cars and words (trainShape).
func (s *valueSweep) trainIs(m screen.Train, v *express.PublicView, tr trainTruth, what string) {
	s.t.Helper()
	places := s.trainShape(m, v)
	for name, seats := range tr.bandits {
		if places[name] == nil {
			s.t.Fatalf("%s: %s has bandits %v at %s, which the train does not draw", s.where, what, seats, name)
		}
	}
	for name := range tr.loot {
		if places[name] == nil {
			s.t.Fatalf("%s: %s has loot at %s, which the train does not draw", s.where, what, name)
		}
	}
	marshals, shotguns := 0, 0
	shotgunAt := ""
	if sc := v.Stagecoach; sc != nil {
		shotgunAt = "place:stage:roof"
		if sc.ShotgunAt >= 0 {
			shotgunAt = fmt.Sprintf("place:%d:roof", sc.ShotgunAt)
		}
	}
	for name, p := range places {
		var seats []express.Seat
		for _, b := range p.Bandits {
			seats = append(seats, b.Seat)
			c := v.Bandits[b.Seat].Character
			if b.Character != c || b.Name != s.g.character(c) || b.Fill != charFill(c) || b.Ink != charInk(c) || b.Mark != banditMark(c, b.Name) {
				s.t.Fatalf("%s: the train draws %+v for %s's bandit %d", s.where, b, s.g.character(c), b.Seat)
			}
		}
		if !slices.Equal(seats, tr.bandits[name]) {
			s.t.Fatalf("%s: the train draws bandits %v at %s, %s %v", s.where, seats, name, what, tr.bandits[name])
		}
		if p.Marshal.Name != "" {
			marshals++
			if name != fmt.Sprintf("place:%d:inside", tr.marshal) {
				s.t.Fatalf("%s: the train draws the Marshal at %s, %s in wagon %d", s.where, name, what, tr.marshal)
			}
		}
		if p.Shotgun.Name != "" {
			shotguns++
			if name != shotgunAt {
				s.t.Fatalf("%s: the train draws the Shotgun at %s, the table at %q", s.where, name, shotgunAt)
			}
		}
		got := map[express.LootKind]int{}
		for _, l := range p.Loot {
			if l.Count <= 0 || l.Text != fmt.Sprint(l.Count) {
				s.t.Fatalf("%s: a loot chip at %s reads %q for %d", s.where, name, l.Text, l.Count)
			}
			got[l.Kind] += l.Count
		}
		for _, k := range []express.LootKind{express.Purse, express.Jewel, express.Strongbox, express.Whisky} {
			if got[k] != tr.loot[name][k] {
				s.t.Fatalf("%s: the train draws %d of loot kind %d at %s, %s %d", s.where, got[k], k, name, what, tr.loot[name][k])
			}
		}
		if hostages := len(v.Hostages); p.Hostages.Count != hostages*boolInt(name == "place:stage:inside") || (p.Hostages.Name != "") != (p.Hostages.Count > 0) {
			s.t.Fatalf("%s: the train draws %d hostages at %s, the table has %d left", s.where, p.Hostages.Count, name, hostages)
		}
	}
	if marshals != 1 || shotguns != boolInt(v.Stagecoach != nil) {
		s.t.Fatalf("%s: the train draws %d Marshals, %d Shotguns", s.where, marshals, shotguns)
	}
	for _, c := range m.Cars {
		n := 0
		switch {
		case v.Stagecoach == nil || c.Kind == screen.Stagecoach:
		case c.Kind == screen.TimeCar:
			n = v.CarHorses
		case c.Wagon < len(v.Horses):
			n = v.Horses[c.Wagon]
		}
		if (c.Horses.Name != "") != (n > 0) || n > 0 && c.Horses.Label != i18n.N(s.g.lang, "table.horses.count", n, nil) {
			s.t.Fatalf("%s: car %d shows horses %q, the table has %d", s.where, c.Wagon, c.Horses.Label, n)
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// trainWords are the public words a train of v may show, in the sweep's
// language: the Car's and the stagecoach's titles, the Marshal and the
// Shotgun and their marks, every bandit's name and mark, each wagon's
// title (its short form beside the horses; with its type in the set-up),
// counts, horses and hostages. The same in a whole game: built once.
func (s *valueSweep) trainWords(v *express.PublicView, types bool) map[string]bool {
	if s.trainPublic != nil && !types {
		return s.trainPublic
	}
	lang := s.g.lang
	public := map[string]bool{kit.Tr(string(lang), "car.train"): true, kit.Tr(string(lang), "horses.coach"): true,
		kit.Tr(string(lang), "train.marshal"): true, i18n.T(lang, "table.horses.shotgun", nil): true}
	for _, w := range []string{kit.Tr(string(lang), "train.marshal"), i18n.T(lang, "table.horses.shotgun", nil)} {
		public[string([]rune(w)[:1])] = true // the Marshal's and the Shotgun's marks
	}
	for c := express.Character(0); c < express.NumCharacters; c++ {
		public[s.g.character(c)], public[banditMark(c, s.g.character(c))] = true, true
	}
	for w := range v.Train {
		public[i18n.WagonTitle(lang, w, len(v.Train))], public[i18n.WagonTitle(lang, w, 0)] = true, true
		public[i18n.WagonTitle(lang, w, len(v.Train))+" · "+v.Train[w].Type] = types
	}
	for n := 1; n <= 40; n++ {
		public[fmt.Sprint(n)], public[i18n.N(lang, "table.horses.count", n, nil)], public[i18n.N(lang, "kiosk.horses.hostagesLeft", n, nil)] = true, true, true
	}
	if !types {
		s.trainPublic = public
	}
	return public
}
