package bot

import "colt/engine/express"

// The Normal bot and the Time-Travel Car (docs/rules.md §12). The heuristic
// plans along the train; the Car and a hidden bandit are places beside it,
// so the heuristic sees a bandit in the Car as standing inside the
// locomotive (one step from it) and a hidden bandit where it will appear —
// or, for another player's hidden bandit, which it cannot know, inside the
// locomotive too — and judges the Car's own moves with carValue.

// carWagon is the Wagon a Move or Push command names for the Car.
const carWagon = -1

// onTrainView returns v with the Car's and hidden bandits' positions
// mapped onto the train as above; v itself is not changed.
func onTrainView(v *express.PlayerView) *express.PlayerView {
	if v.Car == nil && v.Stagecoach == nil {
		return v
	}
	w := *v
	w.Bandits = append([]express.BanditView(nil), v.Bandits...)
	for i := range w.Bandits {
		p := &w.Bandits[i].Position
		switch p.Area {
		case express.AreaCar:
			*p = express.Position{Wagon: 0, Floor: express.Inside}
		case express.AreaHidden:
			*p = express.Position{Wagon: 0, Floor: express.Inside}
			for _, h := range v.Hiding {
				if h.Bandit == express.Seat(i) {
					*p = h.At
				}
			}
		}
	}
	if v.Stagecoach != nil { // after the hiding places: a hidden bandit may appear in the stagecoach
		horsesOnTrain(&w)
	}
	w.Car = v.Car // the Car's spot as the view has it
	return &w
}

// inCar reports whether bandit b stands in the Car.
func (k *knowledge) inCar(b express.Seat) bool {
	if k.v.Car == nil {
		return false
	}
	for _, x := range k.v.Car.Bandits {
		if x == b {
			return true
		}
	}
	return false
}

// carValue rates going into the Car: the loot lying there, and being alone
// in it — a hidden appearance next round, or $500 at the end of the game.
func (k *knowledge) carValue() int {
	c := k.v.Car
	sc := c.Jewels*jewelValue + c.Strongboxes*boxValue
	for _, id := range c.Purses {
		sc += k.token(id)
	}
	others := 0
	for _, b := range c.Bandits {
		if b != k.self {
			others++
		}
	}
	if others == 0 {
		sc += 250
		if k.v.Round.Number == express.Rounds {
			sc += 500
		}
	}
	return sc - 100*others
}
