package bot

import (
	"testing"

	"colt/engine/express"
)

// TestHiddenInTheStagecoachIsOnTheTrain: the Normal bot reads a bandit
// hidden by the Time-Travel Car at the place it will appear; when that
// place is the stagecoach (Horses & Stagecoach, §11 and §12) the bot reads
// it at the wagon the stagecoach faces, like a bandit standing there. The
// stagecoach was mapped before the hiding place was put in, so the bandit
// kept the stagecoach's Wagon -1 and the bot indexed the train at -2
// (a crash in `colt arena --rules horses,ttc`, on a table too).
func TestHiddenInTheStagecoachIsOnTheTrain(t *testing.T) {
	for _, f := range []express.Floor{express.Inside, express.Roof} {
		v := &express.PlayerView{
			Hiding: []express.HiddenBandit{{Bandit: 1, At: express.Position{Wagon: -1, Floor: f, Area: express.AreaStage}}},
		}
		v.Train = make([]express.WagonView, 4)
		v.Stagecoach = &express.StagecoachView{Facing: 2, ShotgunAt: -1}
		v.Bandits = []express.BanditView{
			{Seat: 0, Position: express.Position{Wagon: 1, Floor: express.Roof}},
			{Seat: 1, Position: express.Position{Area: express.AreaHidden}},
		}
		w := onTrainView(v)
		want := express.Position{Wagon: 2, Floor: f}
		if got := w.Bandits[1].Position; got != want {
			t.Errorf("hidden to appear in the stagecoach (%s): read at %+v, want %+v (the wagon it faces)", f, got, want)
		}
		if got := w.Bandits[0].Position; got != v.Bandits[0].Position {
			t.Errorf("a bandit on the train moved from %+v to %+v", v.Bandits[0].Position, got)
		}
		if v.Bandits[1].Position.Area != express.AreaHidden {
			t.Error("onTrainView changed the view it was given")
		}
	}
}
