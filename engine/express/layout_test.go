package express

import (
	"fmt"
	"reflect"
	"testing"
)

// TestTrainLayout checks the places and links of every train length: two
// places per car, linked along each floor and between the floors, and the
// off-board place apart from the train.
func TestTrainLayout(t *testing.T) {
	for cars := 2; cars <= maxWagons; cars++ {
		l, err := layoutFor(cars, false, false)
		if err != nil {
			t.Fatal(err)
		}
		if int(l.n) != 2*cars+1 || l.caboose() != int8(cars-1) {
			t.Fatalf("%d cars: %d places, caboose %d", cars, l.n, l.caboose())
		}
		seen := map[Position]bool{}
		for p := Place(0); p < Place(l.n); p++ {
			pos := l.pos(p)
			if seen[pos] {
				t.Errorf("%d cars: two places named %v", cars, pos)
			}
			seen[pos] = true
			if q, ok := l.placeOf(pos); !ok || q != p {
				t.Errorf("%d cars: placeOf(%v) = %d, want %d", cars, pos, q, p)
			}
			if !l.onTrain(p) {
				if p != l.offBoard || pos.Wagon != -1 {
					t.Errorf("%d cars: place %d (%v) is neither on the train nor the off-board place", cars, p, pos)
				}
				continue
			}
			if o := l.places[p].other; l.wagon(o) != pos.Wagon || l.floor(o) == pos.Floor || l.places[o].other != p {
				t.Errorf("%d cars: %v's other floor is %v", cars, pos, l.pos(o))
			}
			for dir, d := range [2]int8{-1, 1} {
				q := l.step(p, dir)
				w := pos.Wagon + d
				if w < 0 || w >= int8(cars) {
					if q != noPlace {
						t.Errorf("%d cars: %v steps off the train to %v", cars, pos, l.pos(q))
					}
					continue
				}
				if q == noPlace || l.pos(q) != (Position{Wagon: w, Floor: pos.Floor}) {
					t.Errorf("%d cars: %v steps %d to place %d", cars, pos, d, q)
				}
			}
		}
		if l.onTrain(l.offBoard) {
			t.Errorf("%d cars: the off-board place is on the train", cars)
		}
	}
	if _, err := layoutFor(maxWagons+1, false, false); err == nil {
		t.Error("a train longer than the box allows was laid out")
	}
}

// TestMoveReach checks the Move card's destinations derived from the
// layout (§5 Move: one car inside, one to three cars on the roof, never
// off the train), in wagon order.
func TestMoveReach(t *testing.T) {
	for cars := 2; cars <= maxWagons; cars++ {
		l, _ := layoutFor(cars, false, false)
		for w := int8(0); w < int8(cars); w++ {
			for _, f := range []Floor{Inside, Roof} {
				reach := int8(1)
				if f == Roof {
					reach = 3
				}
				var want []Position
				for x := w - reach; x <= w+reach; x++ {
					if x >= 0 && x < int8(cars) && x != w {
						want = append(want, Position{Wagon: x, Floor: f})
					}
				}
				m := l.moves[l.at[w][f]]
				var got []Position
				for _, p := range m.p[:m.n] {
					got = append(got, l.pos(p))
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%d cars, from %v: %v, want %v", cars, Position{Wagon: w, Floor: f}, got, want)
				}
			}
		}
	}
}

// TestLootTable: the base game's tokens are numbered purses, jewels,
// strongboxes (§1: 18, 6, 2), as records name them.
func TestLootTable(t *testing.T) {
	lt := baseLoot
	if lt.n != NumLoot {
		t.Fatalf("%d tokens, want %d", lt.n, NumLoot)
	}
	count := map[LootKind]int{}
	for id := LootID(0); id < lt.n; id++ {
		k := lt.kindOf(id)
		count[k]++
		if id < lt.first[k] || id >= lt.end[k] {
			t.Errorf("token %d (%s) outside its kind's range %d–%d", id, k, lt.first[k], lt.end[k])
		}
	}
	if fmt.Sprint(count) != fmt.Sprint(map[LootKind]int{Purse: 18, Jewel: 6, Strongbox: 2}) {
		t.Errorf("kinds %v", count)
	}
	if lt.first[Purse] != 0 {
		t.Error("purses must come first: purse values are indexed by token")
	}
	if k := lt.kindOf(NumLoot); k == Purse || k == Jewel || k == Strongbox {
		t.Errorf("a token past the table has kind %s", k)
	}
}
