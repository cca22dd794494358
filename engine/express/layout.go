package express

import "fmt"

// Place is one spot of a game's layout, where a bandit, the Marshal or a
// loot token can be: an index into the layout built at setup. Rules never
// compute with a place's number; they ask the layout for its floor, its
// wagon and its neighbours. Position is how people (views, events,
// commands) name a place.
type Place uint8

// noPlace is "no place": past either end of the train, or no other floor.
const noPlace Place = 0xff

// maxPlaces bounds a layout: the longest train (7 cars, two floors each)
// plus the places the modules add beside it (stagecoach, horses, the
// Time-Travel Car, bandits off the board). A loot token's place is stored
// below placeHeld, so maxPlaces must stay ≤ placeHeld.
const maxPlaces = 32

// Area is the part of the layout a place belongs to. A module that adds
// places beside the train (the stagecoach, the Time-Travel Car, escaped
// bandits) adds its area here and its places and links in its layout
// builder; the rules reach them only through the neighbour tables.
type Area uint8

// The areas.
const (
	// AreaTrain is a car of the train: the locomotive or a wagon, inside or on the roof.
	AreaTrain Area = iota
	// AreaOffBoard holds bandits not yet on the train (two bandits each:
	// before the secret hands reveal, §10).
	AreaOffBoard
	// AreaCar is the Time-Travel Car in front of the locomotive (§12).
	AreaCar
	// AreaHidden holds a bandit the Car hid: only its player knows under
	// which car it will appear (§12).
	AreaHidden
	// AreaStage is the stagecoach beside the train (§11): its inside and
	// its roof. Which wagon it faces is part of the state, not the layout:
	// the links to that wagon are made by the rules from State.coach.
	AreaStage
	// AreaEscaped holds bandits who rode off the train for good (Escape, §11).
	AreaEscaped
)

var areaNames = [...]string{"train", "off-board", "car", "hidden", "stagecoach", "escaped"}

// String returns the area's name.
func (a Area) String() string {
	if int(a) < len(areaNames) {
		return areaNames[a]
	}
	return fmt.Sprintf("Area(%d)", a)
}

// Toward the locomotive and toward the caboose, the two directions along a floor.
const (
	towardLoco    = 0
	towardCaboose = 1
)

// placeInfo is one place and its links.
type placeInfo struct {
	pos   Position
	area  Area
	along [2]Place // one step along the same floor: toward the locomotive, toward the caboose
	other Place    // the other floor of the same car (FloorChange, fleeing to the roof)
}

// placeList is a short ordered list of places.
type placeList struct {
	n uint8
	p [8]Place
}

func (l *placeList) add(p Place) { l.p[l.n] = p; l.n++ }

// layout is the map of one game: every place, its links, and the sets the
// rules derive from them once (where a Move card can go from each place).
// It is immutable after it is built and shared by every copy of a state.
type layout struct {
	n        uint8
	places   [maxPlaces]placeInfo
	cars     int8                // cars in the train, the locomotive included
	at       [maxWagons][2]Place // car, floor → place
	offBoard Place
	// car is the Time-Travel Car (§12), noPlace without it; hidden is where
	// a bandit the Car hid waits (its real car is its player's secret).
	car, hidden Place
	// stageIn and stageRoof are the stagecoach (§11), escaped the bandits
	// who rode off the train (Escape); noPlace without the expansion.
	stageIn, stageRoof, escaped Place
	// moves[p] lists the places a Move card can take a bandit to from p,
	// from the locomotive's side to the caboose's (§5: 1 car inside, 1–3 on the roof).
	moves [maxPlaces]placeList
}

// Ranges of a Move card (§5).
const (
	moveInside = 1
	moveRoof   = 3
)

// trainLayouts caches the layout of each train length, without and with
// the Time-Travel Car: they depend on nothing else, so every game of one
// shape shares one.
var trainLayouts = func() (out [2][2][maxWagons + 1]*layout) {
	for cars := 2; cars <= maxWagons; cars++ {
		for car := 0; car < 2; car++ {
			for h := 0; h < 2; h++ {
				out[car][h][cars] = buildTrainLayout(cars, car == 1, h == 1)
			}
		}
	}
	return out
}()

// layoutFor returns the layout of a train of cars cars (the locomotive
// included), with the Time-Travel Car in front of it when car is set and
// the stagecoach beside it when horses is set.
func layoutFor(cars int, car, horses bool) (*layout, error) {
	if cars < 2 || cars > maxWagons {
		return nil, fmt.Errorf("%w: a train of %d cars (2–%d)", ErrSetup, cars, maxWagons)
	}
	k, h := 0, 0
	if car {
		k = 1
	}
	if horses {
		h = 1
	}
	return trainLayouts[k][h][cars], nil
}

// addPlace appends a place with no links.
func (l *layout) addPlace(pos Position, area Area) Place {
	p := Place(l.n)
	l.places[p] = placeInfo{pos: pos, area: area, along: [2]Place{noPlace, noPlace}, other: noPlace}
	l.n++
	return p
}

// buildTrainLayout lays out the locomotive and cars-1 wagons, each with an
// inside and a roof linked along the train, and the off-board place; with
// car, the Time-Travel Car in front of the locomotive (§12: one step from
// both its inside and its roof, no floors) and the hidden place.
func buildTrainLayout(cars int, car, horses bool) *layout {
	l := &layout{cars: int8(cars), car: noPlace, hidden: noPlace, stageIn: noPlace, stageRoof: noPlace, escaped: noPlace}
	for w := 0; w < cars; w++ {
		for f := Inside; f <= Roof; f++ {
			l.at[w][f] = l.addPlace(Position{Wagon: int8(w), Floor: f}, AreaTrain)
		}
		in, roof := l.at[w][Inside], l.at[w][Roof]
		l.places[in].other, l.places[roof].other = roof, in
		if w > 0 {
			for f := Inside; f <= Roof; f++ {
				a, b := l.at[w-1][f], l.at[w][f]
				l.places[a].along[towardCaboose] = b
				l.places[b].along[towardLoco] = a
			}
		}
	}
	l.offBoard = l.addPlace(Position{Wagon: -1, Floor: Inside, Area: AreaOffBoard}, AreaOffBoard)
	if car {
		c := l.addPlace(Position{Wagon: -1, Floor: Inside, Area: AreaCar}, AreaCar)
		l.car = c
		// one step toward the locomotive from either of its floors reaches
		// the Car; from the Car, one step back reaches only the inside (a
		// Punch from the Car sends its victim inside the locomotive, §12)
		l.places[l.at[0][Inside]].along[towardLoco] = c
		l.places[l.at[0][Roof]].along[towardLoco] = c
		l.places[c].along[towardCaboose] = l.at[0][Inside]
		l.hidden = l.addPlace(Position{Wagon: -1, Floor: Inside, Area: AreaHidden}, AreaHidden)
	}
	if horses { // §11: the stagecoach's two floors (FloorChange links them) and the escaped
		l.stageIn = l.addPlace(Position{Wagon: -1, Floor: Inside, Area: AreaStage}, AreaStage)
		l.stageRoof = l.addPlace(Position{Wagon: -1, Floor: Roof, Area: AreaStage}, AreaStage)
		l.places[l.stageIn].other, l.places[l.stageRoof].other = l.stageRoof, l.stageIn
		l.escaped = l.addPlace(Position{Wagon: -1, Floor: Inside, Area: AreaEscaped}, AreaEscaped)
	}
	l.derive()
	return l
}

// derive computes the neighbour sets from the links.
func (l *layout) derive() {
	for p := Place(0); p < Place(l.n); p++ {
		switch l.places[p].area {
		case AreaOffBoard, AreaHidden, AreaStage, AreaEscaped:
			continue // the stagecoach's moves depend on the wagon it faces (horses.go)
		case AreaCar: // a Move from the Car reaches the locomotive, inside or roof (§12)
			l.moves[p].add(l.at[0][Inside])
			l.moves[p].add(l.at[0][Roof])
			continue
		}
		reach := moveInside
		if l.floor(p) == Roof {
			reach = moveRoof
		}
		var back [moveRoof]Place
		nb := 0
		for q, k := l.places[p].along[towardLoco], 0; q != noPlace && k < reach; q, k = l.places[q].along[towardLoco], k+1 {
			back[nb] = q
			nb++
		}
		m := &l.moves[p]
		for i := nb - 1; i >= 0; i-- {
			m.add(back[i])
		}
		for q, k := l.places[p].along[towardCaboose], 0; q != noPlace && k < reach; q, k = l.places[q].along[towardCaboose], k+1 {
			m.add(q)
		}
	}
}

// pos returns how people name place p.
func (l *layout) pos(p Place) Position { return l.places[p].pos }

// floor returns place p's floor.
func (l *layout) floor(p Place) Floor { return l.places[p].pos.Floor }

// wagon returns the car of place p (0 = the locomotive; -1 off the board).
func (l *layout) wagon(p Place) int8 { return l.places[p].pos.Wagon }

// inStage reports whether p is the stagecoach's inside or roof.
func (l *layout) inStage(p Place) bool { return p != noPlace && (p == l.stageIn || p == l.stageRoof) }

// onTrain reports whether p is a place of the train.
func (l *layout) onTrain(p Place) bool { return p < Place(l.n) && l.places[p].area == AreaTrain }

// caboose returns the last car's index.
func (l *layout) caboose() int8 { return l.cars - 1 }

// step returns the place one car from p along its floor in direction dir
// (towardLoco or towardCaboose), or noPlace past the end of the train.
func (l *layout) step(p Place, dir int) Place { return l.places[p].along[dir] }

// placeOf returns the place people name pos, and whether there is one.
func (l *layout) placeOf(pos Position) (Place, bool) {
	for p := Place(0); p < Place(l.n); p++ {
		if l.places[p].pos == pos {
			return p, true
		}
	}
	return noPlace, false
}

// inside returns the inside of car w.
func (l *layout) inside(w int8) Place { return l.at[w][Inside] }
