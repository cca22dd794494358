package expressboard

import (
	"slices"

	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
)

// moreDemoScreens are the screens of every way to play that the first
// demo list lacked (issue 23: the readability check opens each one): the
// set-up form over a live game (its "Back to the game") with each module,
// 6-player Teams, the 2-player game, each variant's secret step behind the
// curtain, and the narration of an ordinary Shoot and Rob.
var moreDemoScreens = []string{"setup-experts-live", "setup-teams-live", "setup-horses-live",
	"table-teams-6", "hand-teams-6", "hand-2p", "choice-2p",
	"keep-experts", "bullets-experts", "takecard-two-bandits", "cover-two-bandits", "plan-horses",
	"step-shoot", "step-rob", "scores-2p", "step-rob-two-bandits", "confirm-teams-6", "hand-facedown-horses",
	"hand-whisky-horses"}

func init() { DemoScreens = append(DemoScreens, moreDemoScreens...) }

// prepareMore opens the screens of moreDemoScreens; ok is false for any
// other screen.
func (d *demo) prepareMore(screen string) (fn func(*Board), ok bool, err error) {
	seats := func(n int) []table.SeatMode {
		m := make([]table.SeatMode, n)
		for i := range m {
			m[i] = table.Handoff
		}
		return m
	}
	game := func(k *Board) { k.shell.h.Nav().ShowGame(); k.narr.steps, k.narr.happened = nil, nil }
	reveal := func(k *Board) {
		game(k)
		pv := k.shell.pub()
		k.curtain.revealHand(k.curtain.curtainSeat(&pv))
	}
	// play plays a game of n players with rules until done, trying the
	// next seeds when a game ends first.
	play := func(n int, rules express.Rules, done func(pv *express.PublicView, last *tableUpdate) bool) error {
		d.rules = rules
		var err error
		for try := 0; try < 20; try++ {
			if err = d.start(seats(n)); err != nil {
				return err
			}
			if err = d.playUntil(done); err == nil {
				return nil
			}
			d.seed++
		}
		return err
	}
	stage := func(s express.Stage) func(pv *express.PublicView, _ *tableUpdate) bool {
		return func(pv *express.PublicView, _ *tableUpdate) bool { return pv.Stage == s }
	}
	schemin := func(pv *express.PublicView, _ *tableUpdate) bool {
		return pv.Round.Number >= 2 && pv.Phase == express.Schemin && len(pv.Pile) >= 3
	}
	switch screen {
	case "setup-experts-live", "setup-teams-live", "setup-horses-live": // New game over a game in play
		rules, players := express.RuleExperts, 4
		switch screen {
		case "setup-teams-live":
			rules, players = express.RuleTeams, 6
		case "setup-horses-live":
			rules = express.RuleHorses
		}
		err := play(4, 0, schemin)
		return func(k *Board) {
			k.shell.h.Nav().ShowSetup(express.GameName)
			k.form.draft.Players, k.form.draft.Rules = players, rules
		}, true, err
	case "table-teams-6":
		err := play(6, express.RuleTeams, func(pv *express.PublicView, _ *tableUpdate) bool {
			return pv.Round.Number >= 2 && pv.Phase == express.Stealin && len(playerView(d.t, pv.Actor).Legal) >= 2
		})
		return game, true, err
	case "hand-teams-6":
		return reveal, true, play(6, express.RuleTeams, schemin)
	case "confirm-teams-6": // a card chosen on a two-bandit page: the confirm names its bandit over it (issue 34)
		return func(k *Board) { reveal(k); chooseLongestPlay(k) }, true, play(6, express.RuleTeams, schemin)
	case "hand-2p":
		return reveal, true, play(2, 0, schemin)
	case "hand-facedown-horses", "hand-whisky-horses": // a two-bandit page with the Ride slot, both faces open, face down; with a whisky to drink (issue 34)
		var tab handTab
		whisky := screen == "hand-whisky-horses"
		err := play(2, express.RuleTwoBandits|express.RuleHorses, func(pv *express.PublicView, _ *tableUpdate) bool {
			tab = faceDownPage(d.t, pv, whisky)
			return tab.ok
		})
		return func(k *Board) { reveal(k); k.handTab = tab }, true, err
	case "choice-2p":
		err := play(2, 0, func(pv *express.PublicView, _ *tableUpdate) bool {
			return pv.Phase == express.Stealin && len(playerView(d.t, pv.Actor).Legal) >= 2
		})
		return game, true, err
	case "scores-2p":
		err := play(2, 0, func(pv *express.PublicView, _ *tableUpdate) bool { return false })
		if err != nil && publicView(d.t).Phase == express.GameOver {
			err = nil
		}
		return game, true, err
	case "keep-experts":
		return reveal, true, play(4, express.RuleExperts, stage(express.StageKeep))
	case "bullets-experts":
		return reveal, true, play(4, express.RuleExperts, stage(express.StageBullets))
	case "takecard-two-bandits":
		return reveal, true, play(3, express.RuleTwoBandits, stage(express.StageTakeCard))
	case "cover-two-bandits":
		return reveal, true, play(2, express.RuleTwoBandits, stage(express.StageCover))
	case "plan-horses":
		return reveal, true, play(4, express.RuleHorses, stage(express.StagePlan))
	case "step-shoot", "step-rob", "step-rob-two-bandits": // an ordinary card narrated: its instructions and the grey line
		want := express.EvBulletGiven
		if screen != "step-shoot" {
			want = express.EvLootTaken
		}
		isStep := func(s step) bool {
			return s.kind == stepCard && slices.ContainsFunc(s.events, func(e express.Event) bool { return e.Kind == want })
		}
		players, rules := 4, express.Rules(0)
		if screen == "step-rob-two-bandits" { // the card's own bandit named, not the player's other one (issue 31)
			players, rules = 3, express.RuleTwoBandits
		}
		err := play(players, rules, func(pv *express.PublicView, last *tableUpdate) bool {
			return pv.Round.Number >= 2 && hasEvent(last, want) && stepsFrom(last, d.prev, isStep) != nil
		})
		last, prev := d.last, d.prev
		return func(k *Board) {
			game(k)
			if steps := stepsFrom(&last, prev, isStep); steps != nil {
				k.narr.steps = steps
			}
		}, true, err
	}
	return nil, false, nil
}

// chooseLongestPlay selects, on k's hand screen on show, the play of its
// page whose label is the longest (the confirm's longest text), as a tap
// on its button does.
func chooseLongestPlay(k *Board) {
	pv := k.shell.pub()
	plays, _ := newHandScreen(k, &pv).plays() // the page's plays as values (model_hand.go)
	var best *screen.Play
	for i, p := range plays {
		if p.Command.Kind == express.CmdPlay && (best == nil || len(p.Label) > len(best.Label)) {
			best = &plays[i]
		}
	}
	if best != nil {
		best.Do()
	}
}

// faceDownPage is the face-down page of the hand of pv's player when it
// is a two-bandit hand with the stagecoach in a Schemin' turn, both faces
// open for a bandit holding Floor Change or Punch (face down, three lines
// in French: "Changement d'étage" or "Coup de poing" over "face cachée")
// and only cards to play or Draw (each in its slot) — with whisky, and a
// whisky to drink too (the drinks after the Face down switch); ok is false
// otherwise.
func faceDownPage(t *table.Table, pv *express.PublicView, whisky bool) handTab {
	if pv.Phase != express.Schemin || pv.Stage != express.StageNone || pv.Stagecoach == nil ||
		pv.Actor == express.NoSeat || int(pv.Actor) >= len(pv.Seats) {
		return handTab{}
	}
	choices := i18n.Choices(playerView(t, pv.Actor).Legal, nil)
	p := pagesOf(choices, pv.Seats[pv.Actor].Bandits)
	if p == nil || !p.twins {
		return handTab{}
	}
	var tab handTab
	drink := false
	for _, ch := range choices {
		switch c := ch.Command; {
		case c.Kind == express.CmdDrink:
			drink = true
		case c.Kind != express.CmdPlay && c.Kind != express.CmdDraw:
			return handTab{}
		case c.FaceDown && (c.Card == express.FloorChange || c.Card == express.Punch):
			tab = handTab{ok: true, seat: pv.Actor, bandit: i18n.CommandBandit(c), faceDown: true}
		}
	}
	if drink != whisky {
		return handTab{}
	}
	if whisky && tab.ok { // the page of the most choices, a whisky's drink among them: the grid of three rows
		best, most := handTab{}, 0
		for _, b := range p.bandits {
			for _, down := range []bool{false, true} {
				cand, n := handTab{ok: true, seat: pv.Actor, bandit: b, faceDown: down}, 0
				for _, ch := range choices {
					if p.shows(cand, ch.Command) {
						n++
					}
				}
				if n > most {
					best, most = cand, n
				}
			}
		}
		if most < whiskyPageChoices {
			return handTab{}
		}
		return best
	}
	return tab
}

// whiskyPageChoices is the fewest choices on hand-whisky-horses's page:
// more than a two-column grid holds (six), as the turns whose page left
// its slots for a three-column grid of rows too low (issue 34 item 6).
const whiskyPageChoices = 7
