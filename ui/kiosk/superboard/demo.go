package superboard

import (
	"fmt"

	"colt/engine"
	"colt/engine/super"
	"colt/engine/table"
)

// DemoScreens are the Colt Super Express screens PrepareDemo opens (the
// kiosk's --demo-screen, its goldens and the readability check).
var DemoScreens = []string{"super-setup", "super-physical", "super-table", "super-curtain", "super-stack",
	"super-step", "super-round", "super-ranking", "super-table-7", "super-help"}

// demo plays a seeded game on a table up to a demo screen.
type demo struct {
	t    *table.Table
	seed uint64
	// last is the last update that resolved cards.
	last table.Update
}

// PrepareDemo plays a seeded Colt Super Express game on t up to screen and
// returns what then puts that screen up on a kiosk (given its board of
// Colt Super Express); ok is false for another game's screen.
func PrepareDemo(t *table.Table, seed uint64, screen string) (fn func(*Board), ok bool, err error) {
	d := &demo{t: t, seed: seed}
	handoff := func(n int) []table.SeatMode {
		m := make([]table.SeatMode, n)
		for i := range m {
			m[i] = table.Handoff
		}
		return m
	}
	game := func(b *Board) { // the kiosk may have seen the demo's updates: no narration left
		b.k.Nav().ShowGame()
		b.steps, b.log, b.pg.page = nil, nil, 0
	}
	switch screen {
	case "super-setup":
		return func(b *Board) {
			b.k.Nav().ShowSetup(super.GameName)
			b.draft.Players = 6
			b.draft.Modes[3], b.draft.Modes[5] = table.BotHard, table.Bot
		}, true, nil
	case "super-physical":
		err := d.startSuper(handoff(6))
		return func(b *Board) { b.k.Nav().ShowPhysical(0) }, true, err
	case "super-table": // the table waits for a phone
		modes := handoff(5)
		modes[1] = table.Phone
		err := d.startSuper(modes)
		if err == nil {
			err = d.playSuper(func(pv *super.PublicView) bool { return pv.Round == 2 && len(pv.Expected) == 1 }, 1)
		}
		return game, true, err
	case "super-table-7": // seven players, the longest train, three pawns on one floor: the narrowest pawns
		modes := handoff(7)
		modes[1] = table.Phone
		crowded := func(pv *super.PublicView) bool { return Crowd(pv) >= 3 && len(pv.Expected) == 1 && pv.Expected[0] == 1 }
		d.seed = superSeedFor(d.seed, 7, crowded, 1)
		err := d.startSuper(modes)
		if err == nil {
			err = d.playSuper(crowded, 1)
		}
		return game, true, err
	case "super-curtain", "super-stack", "super-help": // the help: a card's rule over the stacking screen
		err := d.startSuper(handoff(5))
		if err == nil {
			err = d.playSuper(func(pv *super.PublicView) bool { return pv.Round == 2 }, -1)
		}
		return func(b *Board) {
			game(b)
			if screen != "super-curtain" {
				pv := b.pub()
				b.revealHand(b.curtainSeat(&pv))
				b.pick(super.Shoot)
				b.pick(super.Move)
			}
			if screen == "super-help" {
				b.ShowCardHelp(super.Shoot)
			}
		}, true, err
	case "super-step", "super-round":
		err := d.startSuper(handoff(6))
		if err == nil {
			err = d.playSuper(func(pv *super.PublicView) bool { return pv.Round == 2 }, -1)
		}
		return func(b *Board) {
			game(b)
			b.Update(d.last)
			for screen == "super-round" && len(b.steps) > 1 && b.steps[0].Kind != StepRound {
				b.steps = b.steps[1:]
			}
			if screen == "super-step" { // a card that moved someone
				for len(b.steps) > 1 && !movesSomeone(b.steps[0]) {
					b.steps = b.steps[1:]
				}
			}
		}, true, err
	case "super-ranking":
		err := d.startSuper(handoff(5))
		if err == nil {
			err = d.playSuper(func(pv *super.PublicView) bool { return pv.Phase == super.GameOver }, -1)
		}
		return game, true, err
	}
	return nil, false, nil
}

// Crowd is the most pawns on one floor of one card.
func Crowd(pv *super.PublicView) int {
	n := 0
	for _, w := range pv.Train {
		n = max(n, len(w.Inside), len(w.Roof))
	}
	return n
}

// movesSomeone reports whether a step moves a pawn to another card.
func movesSomeone(s Step) bool {
	for _, e := range s.Events {
		if e.Kind == super.EvBanditMoved && e.Cause != nil && e.Cause.By == super.ByShot {
			return true
		}
	}
	return false
}

// superSeedFor is the first seed from seed on whose game of players,
// played as playSuper plays it, reaches done (seed itself if none of the
// next 100 does).
func superSeedFor(seed uint64, players int, done func(pv *super.PublicView) bool, skip engine.Seat) uint64 {
	for s := seed; s < seed+100; s++ {
		g, _, err := super.NewGame(super.Setup{Players: players, Seed: s})
		if err != nil {
			return seed
		}
		rnd := super.NewRand(s)
		for !g.Over() {
			st := g.State()
			if pv := super.Public(&st); done(&pv) {
				return s
			}
			exp := g.Expected()
			seat := exp[0]
			if seat == skip && len(exp) > 1 {
				seat = exp[1]
			}
			legal := g.Legal(seat)
			next, _, err := g.Apply(legal[rnd.Intn(len(legal))])
			if err != nil {
				return seed
			}
			g = next.(*super.Game)
		}
	}
	return seed
}

// startSuper starts a seeded Colt Super Express game with modes.
func (d *demo) startSuper(modes []table.SeatMode) error {
	return d.t.NewGame(super.GameName, super.Setup{Players: len(modes), Seed: d.seed}, modes)
}

// playSuper stacks for every owing seat (but skip, a seat left to its
// phone; -1 for none) from the seeded random source until done holds; the
// last update with events is kept for the narration screens.
func (d *demo) playSuper(done func(pv *super.PublicView) bool, skip engine.Seat) error {
	cancel := d.t.Subscribe(func(u table.Update) {
		if u.Events > 0 {
			if evs, _ := u.PublicEvents.([]super.Event); len(evs) > 1 {
				d.last = u
			}
		}
	})
	defer cancel()
	rnd := super.NewRand(d.seed)
	for i := 0; i < 500; i++ {
		pv, _ := d.t.Public().(super.PublicView)
		if done(&pv) {
			return nil
		}
		if pv.Phase == super.GameOver {
			return fmt.Errorf("the game ended before the screen was reached (try another --demo-seed)")
		}
		seat := pv.Expected[0]
		if seat == skip && len(pv.Expected) > 1 {
			seat = pv.Expected[1]
		}
		legal := d.t.Game().Legal(seat)
		if err := d.t.Submit(table.FromKiosk, legal[rnd.Intn(len(legal))], table.AnyVersion, ""); err != nil {
			return err
		}
	}
	return fmt.Errorf("the screen was not reached")
}
