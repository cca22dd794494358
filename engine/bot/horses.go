package bot

import "colt/engine/express"

// The Normal bot and the Horses & Stagecoach expansion (docs/rules.md §11).
// The heuristic plans along the train; the stagecoach stands beside the
// wagon it faces, so the heuristic sees a bandit in or on it as standing on
// that wagon's same floor, and a bandit off the board (galloping in the
// Horse Attack, escaped) inside the caboose. The expansion's own choices
// are judged simply from the view.

// Command.Wagon codes of the places beside the train.
const (
	coachWagon  = -2
	escapeWagon = -3
)

// whiskyValue is what a flask is worth to the bot: a better turn later.
const whiskyValue = 150

// horsesOnTrain maps the positions beside the train onto it (see above).
func horsesOnTrain(w *express.PlayerView) {
	last := int8(len(w.Train) - 1)
	for i := range w.Bandits {
		p := &w.Bandits[i].Position
		switch p.Area {
		case express.AreaStage:
			*p = express.Position{Wagon: int8(w.Stagecoach.Facing), Floor: p.Floor}
		case express.AreaEscaped, express.AreaOffBoard:
			*p = express.Position{Wagon: last, Floor: express.Inside}
		}
	}
}

// coachSpot is the stagecoach's floor f as the view shows it.
func (k *knowledge) coachSpot(f express.Floor) express.SpotView {
	if f == express.Roof {
		return k.v.Stagecoach.Roof
	}
	return k.v.Stagecoach.Inside
}

// spotLoot is the loot lying in a spot.
func (k *knowledge) spotLoot(s express.SpotView) int {
	total := s.Jewels*jewelValue + s.Strongboxes*boxValue + len(s.Flasks)*whiskyValue
	for _, id := range s.Purses {
		total += k.token(id)
	}
	return total
}

// hostageValue is a rough worth of each hostage: its ransom less its drawback.
var hostageValue = [...]int{
	express.Zealot: 600, express.Minister: 600, express.OldLady: 300, express.Teacher: 700,
	express.Banker: 500, express.Poodle: 700, express.Photographer: 300, express.PokerPlayer: 400,
}

// horsesScore rates the expansion's commands; ok is false for the others.
func (k *knowledge) horsesScore(c express.Command) (sc int, ok bool) {
	v := k.v
	switch c.Kind {
	case express.CmdBoard, express.CmdBoardBoth, express.CmdGallop:
		// board the wagon revealed now if it holds at least the mean loot of those ahead
		if v.AttackWagon == nil {
			return 0, true
		}
		here := k.spotValue(express.Position{Wagon: int8(*v.AttackWagon)})
		sum, n := 0, 0
		for w := 1; w < *v.AttackWagon; w++ {
			sum += k.spotValue(express.Position{Wagon: int8(w)})
			n++
		}
		board := n == 0 || here*n >= sum
		if (c.Kind == express.CmdGallop) != board {
			return 1, true
		}
		return 0, true
	case express.CmdStartWagon:
		return k.spotValue(express.Position{Wagon: c.Wagon}), true
	case express.CmdRide:
		switch c.Wagon {
		case escapeWagon:
			return 100_000, true // staying on the train means arrest (Escape)
		case coachWagon:
			sc = k.spotLoot(v.Stagecoach.Inside)
			if k.me().Hostage == nil && len(v.Hostages) > 0 {
				sc += 400
			}
			return sc, true
		case carWagon: // the Time-Travel Car, one step beyond the locomotive for a horse (§12)
			return k.carValue(), true
		}
		q := express.Position{Wagon: c.Wagon}
		if k.marshalInside(q) {
			return avoid, true
		}
		return k.spotValue(q) - 50*k.othersAt(q), true
	case express.CmdHostage:
		return hostageValue[c.Hostage], true
	case express.CmdFlee:
		return k.spotValue(express.Position{Wagon: c.Wagon, Floor: express.Roof}), true
	case express.CmdPunchShotgun:
		return 5_000, true // frees the stagecoach's strongbox
	case express.CmdDrink:
		return drawCutoff, true
	case express.CmdMove:
		if c.Wagon == coachWagon {
			return k.spotLoot(v.Stagecoach.Roof) / 2, true
		}
	case express.CmdPush:
		if c.Wagon == coachWagon {
			return -k.spotLoot(k.coachSpot(k.v.Bandits[k.v.Target].Position.Floor)), true
		}
	case express.CmdHide:
		if c.Wagon == coachWagon {
			return k.spotLoot(v.Stagecoach.Inside), true
		}
	}
	return 0, false
}
