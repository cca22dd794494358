package expressboard

import (
	"fmt"

	"colt/engine/express"
	"colt/engine/table"
)

// readDemoScreens are the demo screens of two readability problems that
// no screen showed (issue 23): the final scores with a purse sum in a
// narrow column (Horses & Stagecoach adds one) for a player holding
// several purses, and the set-up form over a live game with every seat's
// bandit chosen, each portrait naming its seat ("Plaats 1").
var readDemoScreens = []string{"scores-purses", "setup-seats-live"}

func init() { DemoScreens = append(DemoScreens, readDemoScreens...) }

// prepareRead prepares the screens of readDemoScreens; ok is false for any
// other screen.
func (d *demo) prepareRead(screen string) (fn func(*Board), ok bool, err error) {
	seats := func(n int) []table.SeatMode {
		m := make([]table.SeatMode, n)
		for i := range m {
			m[i] = table.Handoff
		}
		return m
	}
	switch screen {
	case "scores-purses":
		d.rules = express.RuleHorses
		for try := 0; try < 30; try++ {
			if err = d.start(seats(4)); err != nil {
				return nil, true, err
			}
			if err = d.playRobbing(); err == nil {
				break
			}
			d.seed++
		}
		return func(k *Board) {
			k.shell.h.Nav().ShowGame()
			k.narr.steps, k.narr.happened = nil, nil
		}, true, err
	case "setup-seats-live":
		if err := d.start(seats(4)); err != nil {
			return nil, true, err
		}
		err := d.playUntil(func(pv *express.PublicView, _ *tableUpdate) bool {
			return pv.Round.Number >= 2 && pv.Phase == express.Schemin
		})
		return func(k *Board) {
			k.shell.h.Nav().ShowSetup(express.GameName)
			k.form.draft.Players, k.form.draft.Rules = 6, express.RuleHorses
			for i := 0; i < k.form.draft.Players; i++ {
				k.form.draft.Chars[i] = i // every seat's bandit chosen: each portrait names its seat
			}
		}, true, err
	}
	return nil, false, nil
}

// playRobbing plays a game to its end, robbing a purse whenever a bandit
// can, and succeeds when a player ends it with three purses or more.
func (d *demo) playRobbing() error {
	for i := 0; i < 5000; i++ {
		pv := publicView(d.t)
		if pv.Phase == express.GameOver {
			for _, ps := range pv.Result.Players {
				if purses(ps) >= 3 {
					return nil
				}
			}
			return fmt.Errorf("nobody ended with three purses")
		}
		st := expressState(d.t)
		cmd := d.b.Choose(&st)
		for _, c := range express.Legal(&st) {
			if c.Kind == express.CmdRob && c.Token != express.NoLoot && c.Token.Kind() == express.Purse {
				cmd = c
				break
			}
		}
		if err := d.t.Submit(table.FromKiosk, cmd, table.AnyVersion, ""); err != nil {
			return err
		}
	}
	return fmt.Errorf("the game did not end")
}

// purses counts the purses a player scored.
func purses(ps express.PlayerScore) int {
	n := 0
	for _, l := range ps.Loot {
		if l.Kind == express.Purse {
			n++
		}
	}
	return n
}
