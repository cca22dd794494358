package express

import "testing"

// TestLootAtIsTheBoard: over random games of every test set-up, each token
// LootAt puts on the board lies at that place in the public view (the
// train's, the Car's, the stagecoach's spots), and each place of the view
// holds exactly the tokens LootAt puts there; a token off the board, and a
// token id outside the game, is at no place.
func TestLootAtIsTheBoard(t *testing.T) {
	checked := 0
	randomStates(t, 40, 7, func(s *State, _ int) bool {
		pv := Public(s)
		spots := map[Position]SpotView{}
		for _, wv := range pv.Train {
			spots[Position{Wagon: int8(wv.Index), Floor: Inside}] = wv.Inside
			spots[Position{Wagon: int8(wv.Index), Floor: Roof}] = wv.Roof
		}
		if pv.Car != nil {
			spots[Position{Wagon: -1, Floor: Inside, Area: AreaCar}] = *pv.Car
		}
		if sc := pv.Stagecoach; sc != nil {
			spots[Position{Wagon: -1, Floor: Inside, Area: AreaStage}] = sc.Inside
			spots[Position{Wagon: -1, Floor: Roof, Area: AreaStage}] = sc.Roof
		}
		type count struct{ purses, jewels, boxes, flasks int }
		at := map[Position]count{}
		for id := LootID(0); int(id) < s.Tokens(); id++ {
			pos, ok := s.LootAt(id)
			if !ok {
				continue
			}
			if _, known := spots[pos]; !known {
				t.Fatalf("token %d lies at %+v, no place of the view", id, pos)
			}
			c := at[pos]
			switch s.LootKind(id) {
			case Purse:
				c.purses++
			case Jewel:
				c.jewels++
			case Strongbox:
				c.boxes++
			case Whisky:
				c.flasks++
			}
			at[pos] = c
		}
		for pos, sv := range spots {
			if want := (count{len(sv.Purses), sv.Jewels, sv.Strongboxes, len(sv.Flasks)}); at[pos] != want {
				t.Fatalf("%+v: LootAt puts %+v there, the view shows %+v", pos, at[pos], want)
			}
		}
		if _, ok := s.LootAt(LootID(s.Tokens())); ok {
			t.Fatal("a token past the game's loot lies on the board")
		}
		if _, ok := s.LootAt(NoLoot); ok {
			t.Fatal("NoLoot lies on the board")
		}
		checked++
		return true
	})
	if checked < 100 {
		t.Fatalf("only %d states checked", checked)
	}
}
