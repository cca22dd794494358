package expressboard

import (
	"fmt"

	"colt/engine/express"
	"colt/engine/table"
)

// seeDemoScreens are the demo screens of what a player may see (issue 22):
// a hand and a curtain with a long pile (six players, the last turn of a
// round), the table while phones plan, the log of the last moves, and a
// hand kept on screen for a second play.
var seeDemoScreens = []string{"hand-long-pile", "handoff-long-pile", "table-long-pile", "log", "hand-again"}

func init() { DemoScreens = append(DemoScreens, seeDemoScreens...) }

// prepareSee prepares the screens of seeDemoScreens; ok is false for any
// other screen.
func (d *demo) prepareSee(screen string) (fn func(*Board), ok bool, err error) {
	var ups []tableUpdate // every update, for the log
	record := func() func() {
		return subscribe(d.t, func(u tableUpdate) { ups = append(ups, u) })
	}
	switch screen {
	case "hand-long-pile", "handoff-long-pile", "table-long-pile":
		modes := make([]table.SeatMode, 6)
		for i := range modes {
			modes[i] = table.Handoff
			if screen == "table-long-pile" && i > 0 {
				modes[i] = table.Phone
			}
		}
		cancel := record()
		defer cancel()
		if err := d.start(modes); err != nil {
			return nil, true, err
		}
		err := d.playCards(func(pv *express.PublicView) bool {
			if pv.Round.Number < 2 || pv.Phase != express.Schemin || pv.Turn != len(pv.Round.Turns)-1 || len(pv.Pile) < 18 {
				return false
			}
			return screen == "table-long-pile" || pv.Actor == pv.Expected[0]
		})
		return func(k *Board) {
			k.shell.h.Nav().ShowGame()
			k.narr.steps, k.narr.happened = nil, nil
			for _, u := range ups {
				pv := u.Public
				k.narr.moves.add(u.PublicEvents, &pv)
			}
			if screen == "hand-long-pile" {
				k.curtain.revealHand(k.shell.pub().Actor)
			}
		}, true, err
	case "log":
		cancel := record()
		defer cancel()
		if err := d.start([]table.SeatMode{table.Handoff, table.Phone, table.Handoff, table.Handoff}); err != nil {
			return nil, true, err
		}
		err := d.playUntil(func(pv *express.PublicView, _ *tableUpdate) bool {
			return pv.Round.Number >= 2 && pv.Phase == express.Schemin && pv.Actor == 1 && len(pv.Pile) >= 3
		})
		return func(k *Board) {
			k.shell.h.Nav().ShowGame()
			k.narr.steps, k.narr.happened = nil, nil
			for _, u := range ups {
				pv := u.Public
				k.narr.moves.add(u.PublicEvents, &pv)
			}
			k.shell.h.Nav().ShowOverlay(k.narr.moves.overlay)
		}, true, err
	case "hand-again": // a Speed-Up's second card, no curtain in between
		if err := d.start([]table.SeatMode{table.Handoff, table.Handoff}); err != nil {
			return nil, true, err
		}
		err := d.playCards(func(pv *express.PublicView) bool {
			return pv.Phase == express.Schemin && pv.SecondAct && pv.Round.Number >= 2
		})
		return func(k *Board) {
			k.shell.h.Nav().ShowGame()
			k.narr.steps, k.narr.happened = nil, nil
			pv := k.shell.pub()
			if s := k.curtain.curtainSeat(&pv); s != express.NoSeat {
				k.reveal = revealKey{seat: s, version: pv.Version, ok: true, again: true}
			}
		}, true, err
	}
	return nil, false, nil
}

// playCards plays for every seat until done says stop, playing a card
// whenever one can be played (the longest piles) and the random bot's
// choice otherwise.
func (d *demo) playCards(done func(pv *express.PublicView) bool) error {
	for i := 0; i < 5000; i++ {
		pv := publicView(d.t)
		if done(&pv) {
			return nil
		}
		if pv.Phase == express.GameOver {
			return fmt.Errorf("the game ended before the screen was reached (try another --demo-seed)")
		}
		st := expressState(d.t)
		cmd := d.b.Choose(&st)
		var plays []express.Command
		for _, c := range express.Legal(&st) {
			if c.Kind == express.CmdPlay {
				plays = append(plays, c)
			}
		}
		if len(plays) > 0 {
			cmd = plays[i%len(plays)]
		}
		if err := d.t.Submit(table.FromKiosk, cmd, table.AnyVersion, ""); err != nil {
			return err
		}
	}
	return fmt.Errorf("the screen was not reached")
}
