package expressboard

import (
	"errors"
	"fmt"
	"slices"

	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/table"
)

// DemoScreens are the Colt Express screens PrepareDemo opens (the kiosk's
// --demo-screen, its goldens and the readability check).
var DemoScreens = []string{"setup", "physical", "table", "handoff", "hand", "choice", "event", "round", "scores", "help",
	"hand-two-bandits", "reveal-two-bandits", "table-teams", "scores-teams", "setup-bots", "physical-2", "choice-purses",
	"setup-car", "table-car", "hide-car", "hand-car", "appear-car",
	"setup-horses", "table-horses", "attack-horses", "attack-reveal", "turmoil-horses", "scores-horses",
	"roundcards", "roundcard-edit",
	"setup-teams", "physical-teams", "choice-partner"}

// PrepareDemo plays a seeded Colt Express game on t (which should live in
// a scratch folder) up to screen and returns what then puts that screen up
// on a kiosk (given its board of Colt Express); ok is false for another
// game's or the shell's screen. The kiosk draws the screen afterwards.
func PrepareDemo(t *table.Table, seed uint64, screen string) (fn func(*Board), ok bool, err error) {
	d := &demo{t: t, seed: seed, b: bot.NewRandom(seed)}
	fn, err = d.prepare(screen)
	if errors.Is(err, errNoScreen) {
		return nil, false, nil
	}
	return fn, true, err
}

// errNoScreen: the screen is not one of DemoScreens.
var errNoScreen = errors.New("not a Colt Express demo screen")

type demo struct {
	t     *table.Table
	seed  uint64
	rules express.Rules // the way to play (the variants' screens)
	b     bot.Bot
	last  tableUpdate       // the last update with events
	prev  express.RoundView // the round before it
	// toCar: the players go into the Time-Travel Car whenever they can (its screens)
	toCar bool
}

func (d *demo) start(modes []table.SeatMode) error {
	su := express.Setup{Players: len(modes), Seed: d.seed, Rules: d.rules}
	cancel := subscribe(d.t, func(u tableUpdate) {
		if len(u.PublicEvents) > 0 {
			d.last = u
		}
	})
	defer cancel()
	return d.t.NewGame(express.GameName, su, modes)
}

// playUntil plays bot moves for every seat until done says stop (checked
// before each move) or the game ends.
func (d *demo) playUntil(done func(pv *express.PublicView, last *tableUpdate) bool) error {
	cancel := subscribe(d.t, func(u tableUpdate) {
		if len(u.PublicEvents) > 0 {
			d.prev = d.last.Public.Round
			d.last = u
		}
	})
	defer cancel()
	for i := 0; i < 5000; i++ {
		pv := publicView(d.t)
		if done(&pv, &d.last) {
			return nil
		}
		if pv.Phase == express.GameOver {
			return fmt.Errorf("the game ended before the screen was reached (try another --demo-seed)")
		}
		st := expressState(d.t)
		cmd := d.b.Choose(&st)
		if d.toCar && len(pv.Expected) <= 1 {
			for _, c := range express.Legal(&st) {
				if (c.Kind == express.CmdMove || c.Kind == express.CmdPush) && c.Wagon == -1 {
					cmd = c
				}
			}
		}
		if err := d.t.Submit(table.FromKiosk, cmd, table.AnyVersion, ""); err != nil {
			return err
		}
	}
	return fmt.Errorf("the screen was not reached")
}

func hasEvent(u *tableUpdate, kind express.EventKind) bool {
	for _, e := range u.PublicEvents {
		if e.Kind == kind {
			return true
		}
	}
	return false
}

func (d *demo) prepare(screen string) (func(*Board), error) {
	if fn, ok, err := d.prepareSee(screen); ok { // what a player may see (issue 22)
		return fn, err
	}
	if fn, ok, err := d.prepareRead(screen); ok { // two readability cases (issue 23, demo_read.go)
		return fn, err
	}
	if fn, ok, err := d.prepareMore(screen); ok { // every way to play (demo_more.go)
		return fn, err
	}
	for _, prepare := range []func(string) (func(*Board), error){d.prepareForms, d.prepareBase, d.prepareNarration, d.prepareTeams, d.prepareCar} {
		if fn, err := prepare(screen); !errors.Is(err, errNoScreen) {
			return fn, err
		}
	}
	switch screen {
	case "setup-horses", "table-horses", "attack-horses", "attack-reveal", "turmoil-horses", "scores-horses":
		return d.prepareHorses(screen)
	}
	return nil, errNoScreen
}

// game shows the game screen as the table stands: no narration.
func game(k *Board) { k.shell.h.Nav().ShowGame(); k.narr.steps, k.narr.happened = nil, nil }

// prepareForms opens the new-game form and the operator's round-card editor: no game is played.
func (d *demo) prepareForms(screen string) (func(*Board), error) {
	switch screen {
	case "setup":
		return func(k *Board) { k.shell.h.Nav().ShowSetup(express.GameName) }, nil
	case "setup-bots": // the bots' level rows: seat 2 a Hard bot, seat 4 a Normal one
		return func(k *Board) {
			k.shell.h.Nav().ShowSetup(express.GameName)
			k.form.draft.Modes[1], k.form.draft.Modes[3] = table.BotHard, table.Bot
		}, nil
	case "setup-teams": // the way to play's help for Teams (§10)
		return func(k *Board) {
			k.shell.h.Nav().ShowSetup(express.GameName)
			k.form.draft.Rules = express.RuleTeams
		}, nil
	case "setup-car": // the Time-Travel Car switched on
		return func(k *Board) {
			k.shell.h.Nav().ShowSetup(express.GameName)
			k.form.draft.Rules = express.RuleTTC
		}, nil
	case "roundcards", "roundcard-edit": // the operator's round-card editor: the list, one provisional card
		return func(k *Board) {
			k.shell.h.Nav().ShowSetup(express.GameName)
			k.cards.openRoundCards()
			if screen == "roundcard-edit" {
				for i, rc := range k.cards.catalog().RoundCards {
					if rc.ID == "panting-horses" {
						k.cards.ed = cardEditor{card: i, draft: map[string]string{"2-4": rc.Turns["2-4"], "5-6": rc.Turns["5-6"]}}
					}
				}
			}
		}, nil
	case "overview-horses": // the "how to play" pages' form: Horses & Stagecoach just switched on
		return func(k *Board) {
			k.shell.h.Nav().ShowSetup(express.GameName)
			k.form.draft.Rules, k.form.draft.Last = express.RuleHorses, express.RuleHorses
		}, nil
	}
	return nil, errNoScreen
}

// prepareBase opens the screens of a plain game: its set-up, the table, the curtain, the hand, a choice, the rules help, the scores.
func (d *demo) prepareBase(screen string) (func(*Board), error) {
	handoff := []table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff}
	switch screen {
	case "physical", "physical-2": // the set-up list's first and second pages
		if err := d.start([]table.SeatMode{table.Handoff, table.Phone, table.Handoff, table.Bot}); err != nil {
			return nil, err
		}
		page := 0
		if screen == "physical-2" {
			page = 1
		}
		return func(k *Board) { k.shell.h.Nav().ShowPhysical(page) }, nil
	case "table", "help":
		if err := d.start([]table.SeatMode{table.Handoff, table.Phone, table.Handoff, table.Handoff}); err != nil {
			return nil, err
		}
		err := d.playUntil(func(pv *express.PublicView, _ *tableUpdate) bool {
			return pv.Round.Number >= 2 && pv.Phase == express.Schemin && pv.Actor == 1 && len(pv.Pile) >= 5
		})
		return func(k *Board) {
			game(k)
			switch screen {
			case "help":
				k.shell.showHelp(helpTopic{kind: helpCard, card: express.Punch})
			}
		}, err
	case "handoff", "hand":
		if err := d.start(handoff); err != nil {
			return nil, err
		}
		err := d.playUntil(func(pv *express.PublicView, _ *tableUpdate) bool {
			return pv.Round.Number >= 2 && pv.Phase == express.Schemin && len(pv.Pile) >= 3
		})
		return func(k *Board) {
			game(k)
			if screen == "hand" {
				k.curtain.revealHand(k.shell.pub().Actor)
			}
		}, err
	case "choice":
		if err := d.start(handoff); err != nil {
			return nil, err
		}
		err := d.playUntil(func(pv *express.PublicView, _ *tableUpdate) bool {
			if pv.Phase != express.Stealin || pv.Round.Number < 2 {
				return false
			}
			switch pv.Stage {
			case express.StageMove, express.StageShoot, express.StagePunch:
				return len(playerView(d.t, pv.Actor).Legal) >= 2
			}
			return false
		})
		return func(k *Board) { game(k) }, err
	case "scores":
		if err := d.start([]table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff, table.Handoff}); err != nil {
			return nil, err
		}
		err := d.playUntil(func(pv *express.PublicView, _ *tableUpdate) bool { return pv.Phase == express.GameOver })
		if err != nil && publicView(d.t).Phase == express.GameOver {
			err = nil
		}
		return func(k *Board) { game(k) }, err
	}
	return nil, errNoScreen
}

// prepareNarration opens the narration of a round's end: its event, the next round.
func (d *demo) prepareNarration(screen string) (func(*Board), error) {
	handoff := []table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff}
	switch screen {
	case "event", "round":
		if err := d.start(handoff); err != nil {
			return nil, err
		}
		want := express.EvRoundEvent
		if screen == "round" {
			want = express.EvRoundEnded
		}
		err := d.playUntil(func(pv *express.PublicView, last *tableUpdate) bool {
			if !hasEvent(last, want) || pv.Phase == express.GameOver {
				return false
			}
			steps := buildSteps(last.PublicEvents, &last.Public, d.prev)
			for _, s := range steps {
				if s.kind == stepEvent && screen == "event" && len(s.events) > 1 {
					return true
				}
			}
			if screen == "round" { // the round change as the kiosk tells it: on the next screen, what just happened (issue 31)
				_, quiet := foldSteps(steps, &last.Public)
				for _, s := range quiet {
					if s.kind == stepRound && s.next > 0 {
						return true
					}
				}
			}
			return false
		})
		last, prev := d.last, d.prev
		return func(k *Board) {
			game(k)
			pv := last.Public
			steps := buildSteps(last.PublicEvents, &pv, prev)
			if screen == "round" {
				attachViews(steps, last.PublicSteps, pv)
				_, quiet := foldSteps(steps, &pv)
				k.narr.happened = happenedOf(&pv, quiet)
				return
			}
			for i, s := range steps {
				if s.kind == stepEvent {
					k.narr.steps = steps[i:]
					break
				}
			}
		}, err
	}
	return nil, errNoScreen
}

// prepareTeams opens Teams and two bandits each (§10), several purses to rob.
func (d *demo) prepareTeams(screen string) (func(*Board), error) {
	handoff := []table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff}
	switch screen {
	case "physical-teams": // a Teams set-up: who partners whom, by seat (§10)
		d.rules = express.RuleTeams
		if err := d.start(handoff); err != nil {
			return nil, err
		}
		return func(k *Board) { k.shell.h.Nav().ShowPhysical(0) }, nil
	case "choice-partner": // Teams: a choice on a partner's card (§10)
		d.rules = express.RuleTeams
		var err error
		for try := 0; try < 20; try++ {
			if err = d.start(handoff); err != nil {
				return nil, err
			}
			err = d.playUntil(func(pv *express.PublicView, _ *tableUpdate) bool {
				if pv.Phase != express.Stealin || pv.Resolving < 0 || pv.Resolving >= len(pv.Pile) || len(playerView(d.t, pv.Actor).Legal) < 2 {
					return false
				}
				pc := pv.Pile[pv.Resolving]
				_, partner := partnerCard(pv, pc.Owner, banditOf(pc))
				return partner
			})
			if err == nil {
				break
			}
			d.seed++
		}
		return func(k *Board) { game(k) }, err
	case "choice-purses": // several purses at the robber's place: one button
		var err error
		for try := uint64(0); try < 20; try++ {
			d.seed++
			if err = d.start(handoff); err != nil {
				return nil, err
			}
			err = d.playUntil(func(pv *express.PublicView, _ *tableUpdate) bool {
				if pv.Phase != express.Stealin || pv.Stage != express.StageRob {
					return false
				}
				n := 0
				for _, c := range playerView(d.t, pv.Actor).Legal {
					if c.Token != express.NoLoot && c.Token.Kind() == express.Purse {
						n++
					}
				}
				return n >= 2
			})
			if err == nil {
				break
			}
		}
		return func(k *Board) { game(k) }, err
	case "hand-two-bandits", "reveal-two-bandits": // 3 players, two bandits each (§10)
		d.rules = express.RuleTwoBandits
		if err := d.start([]table.SeatMode{table.Handoff, table.Handoff, table.Handoff}); err != nil {
			return nil, err
		}
		err := d.playUntil(func(pv *express.PublicView, _ *tableUpdate) bool {
			if screen == "reveal-two-bandits" {
				return pv.Stage == express.StageHands
			}
			return pv.Round.Number >= 1 && pv.Phase == express.Schemin && len(pv.Pile) >= 2
		})
		return func(k *Board) {
			game(k)
			pv := k.shell.pub()
			k.curtain.revealHand(k.curtain.curtainSeat(&pv))
		}, err
	case "table-teams", "scores-teams": // 4 players in two teams (§10)
		d.rules = express.RuleTeams
		if err := d.start([]table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff}); err != nil {
			return nil, err
		}
		err := d.playUntil(func(pv *express.PublicView, _ *tableUpdate) bool {
			if screen == "scores-teams" {
				return pv.Phase == express.GameOver
			}
			// a public choice: the table, its players panel showing the teams
			return pv.Round.Number >= 2 && pv.Phase == express.Stealin && len(playerView(d.t, pv.Actor).Legal) >= 2
		})
		if err != nil && screen == "scores-teams" && publicView(d.t).Phase == express.GameOver {
			err = nil
		}
		return func(k *Board) { game(k) }, err
	}
	return nil, errNoScreen
}

// prepareCar opens the Time-Travel Car (§12).
func (d *demo) prepareCar(screen string) (func(*Board), error) {
	handoff := []table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff}
	switch screen {
	case "table-car", "hide-car", "hand-car", "appear-car": // the Time-Travel Car (§12)
		modes := handoff
		if screen == "table-car" {
			modes = []table.SeatMode{table.Handoff, table.Phone, table.Handoff, table.Handoff}
		}
		d.rules, d.toCar = express.RuleTTC, true
		hidden := func(pv *express.PublicView) (express.Seat, bool) {
			for _, b := range pv.Bandits {
				if b.Position.Area == express.AreaHidden {
					return b.Seat, true
				}
			}
			return express.NoSeat, false
		}
		var err error
		for try := 0; try < 20; try++ {
			if err = d.start(modes); err != nil {
				return nil, err
			}
			err = d.playUntil(func(pv *express.PublicView, last *tableUpdate) bool {
				switch screen {
				case "hide-car":
					return pv.Stage == express.StageHide
				case "appear-car":
					return hasEvent(last, express.EvBanditAppeared) && pv.Phase == express.Stealin
				}
				b, ok := hidden(pv)
				if !ok || pv.Phase != express.Schemin {
					return false
				}
				if screen == "hand-car" {
					return pv.Actor == seatOfBandit(pv, b)
				}
				// the Car with loot in it, if a game of the first seeds shows one
				loot := pv.Car != nil && len(pv.Car.Purses)+pv.Car.Jewels+pv.Car.Strongboxes > 0
				return pv.Actor == 1 && len(pv.Pile) >= 2 && (loot || try >= 3)
			})
			if err == nil {
				break
			}
			d.seed++
		}
		last, prev := d.last, d.prev
		return func(k *Board) {
			game(k)
			pv := k.shell.pub()
			switch screen {
			case "hide-car", "hand-car":
				k.curtain.revealHand(k.curtain.curtainSeat(&pv))
			case "appear-car":
				if steps := stepsFrom(&last, prev, func(s step) bool {
					return s.kind == stepInfo && s.events[0].Kind == express.EvBanditAppeared
				}); steps != nil {
					k.narr.steps = steps
				}
			}
		}, err
	}
	return nil, errNoScreen
}

// prepareHorses opens the Horses & Stagecoach screens (§11): the option
// on the setup screen, the table with the stagecoach and the horses (a
// Ride choice), a player's fists in the Horse Attack, the reveal
// narrated, a Turmoil choice, the scores with the hostages' ransoms.
func (d *demo) prepareHorses(screen string) (func(*Board), error) {
	if screen == "setup-horses" {
		return func(k *Board) {
			k.shell.h.Nav().ShowSetup(express.GameName)
			k.form.draft.Rules = express.RuleHorses
		}, nil
	}
	d.rules = express.RuleHorses
	modes := []table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff}
	var err error
	for try := 0; try < 20; try++ {
		if err = d.start(modes); err != nil {
			return nil, err
		}
		err = d.playUntil(func(pv *express.PublicView, last *tableUpdate) bool {
			switch screen {
			case "attack-horses":
				return pv.Stage == express.StageHorseAttack && len(pv.Galloping) < len(pv.Bandits)
			case "attack-reveal":
				return hasEvent(last, express.EvBanditPlaced) && pv.Stage == express.StageHorseAttack
			case "turmoil-horses":
				return pv.Stage == express.StageTurmoil
			case "scores-horses":
				if pv.Phase != express.GameOver {
					return false
				}
				for _, ps := range pv.Result.Players {
					if ps.Hostages > 0 {
						return true
					}
				}
				return false
			}
			// table-horses: a Ride with a hostage taken and the Shotgun punched, if a seed shows it
			if pv.Stage != express.StageRide || pv.Round.Number < 2 {
				return false
			}
			hostage := false
			for _, b := range pv.Bandits {
				hostage = hostage || b.Hostage != nil
			}
			return hostage || try >= 5
		})
		if err == nil {
			break
		}
		d.seed++
	}
	last, prev := d.last, d.prev
	return func(k *Board) {
		game(k)
		pv := k.shell.pub()
		switch screen {
		case "attack-horses", "turmoil-horses":
			k.curtain.revealHand(k.curtain.curtainSeat(&pv))
		case "attack-reveal":
			if steps := stepsFrom(&last, prev, func(s step) bool {
				return slices.ContainsFunc(s.events, func(e express.Event) bool { return e.Kind == express.EvBanditPlaced })
			}); steps != nil {
				k.narr.steps = steps
			}
		}
	}, err
}

// stepsFrom narrates update u as the kiosk does (after the round prev, with
// its step views) and returns its steps from the first one from accepts, or
// nil when none does.
func stepsFrom(u *tableUpdate, prev express.RoundView, from func(step) bool) []step {
	pv := u.Public
	steps := buildSteps(u.PublicEvents, &pv, prev)
	attachViews(steps, u.PublicSteps, pv)
	for i, s := range steps {
		if from(s) {
			return steps[i:]
		}
	}
	return nil
}

// banditOf is a pile card's bandit, NoSeat when the view does not say.
func banditOf(pc express.PileCardView) express.Seat {
	if pc.Bandit != nil {
		return *pc.Bandit
	}
	return express.NoSeat
}
