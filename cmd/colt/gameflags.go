package main

import (
	"flag"
	"fmt"

	"colt/engine/express"
	"colt/engine/super"
)

// gameFlags is the command-line contract shared by sim, bench, play and
// replay: which game, how many players, which rules modules.
type gameFlags struct {
	game    *string
	players *int
	rules   *string
}

func addGameFlags(fs *flag.FlagSet, defPlayers int) *gameFlags {
	return &gameFlags{
		game:    fs.String("game", "express", "which game: express (Colt Express) or super (Colt Super Express)"),
		players: fs.Int("players", defPlayers, "number of players (express: 2–6, 2 without two-bandits is the 2-player game; super: 3–7, 7 unless given)"),
		rules:   fs.String("rules", "", "comma-separated rules modules: experts, teams, two-bandits, ttc (the Time-Travel Car), horses (Horses & Stagecoach) (empty: the base game)"),
	}
}

// setup returns the Express setup the flags describe, or an error saying
// what to change.
func (g *gameFlags) setup(seed uint64) (express.Setup, error) {
	switch *g.game {
	case "express":
	case "super":
		return express.Setup{}, fmt.Errorf("--game super: this command does not host Colt Super Express yet (colt sim and colt bench do); use --game express")
	default:
		return express.Setup{}, fmt.Errorf("--game %q: choose express or super", *g.game)
	}
	r, err := express.ParseRules(*g.rules)
	if err != nil {
		return express.Setup{}, err
	}
	su := express.Setup{Players: *g.players, Rules: r, Seed: seed}
	if _, _, err := express.New(su); err != nil {
		return express.Setup{}, err
	}
	return su, nil
}

// isSuper reports whether the flags ask for Colt Super Express.
func (g *gameFlags) isSuper() bool { return *g.game == "super" }

// superSetup returns the Colt Super Express setup the flags describe (7
// players unless --players is given), or an error saying what to change.
func (g *gameFlags) superSetup(seed uint64, fs *flag.FlagSet) (super.Setup, error) {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "players" })
	if !set {
		*g.players = super.MaxPlayers
	}
	if *g.rules != "" {
		return super.Setup{}, fmt.Errorf("--rules %q: Colt Super Express has no rules modules; drop --rules", *g.rules)
	}
	su := super.Setup{Players: *g.players, Seed: seed}
	if _, err := super.NewQuiet(su); err != nil {
		return super.Setup{}, err
	}
	return su, nil
}

// hostSetup returns the game and the setup the flags describe, for the
// commands that host either game (colt serve): the same checks and
// refusal sentences as sim and bench (setup, superSetup).
func (g *gameFlags) hostSetup(seed uint64, fs *flag.FlagSet) (game string, setup any, err error) {
	if g.isSuper() {
		su, err := g.superSetup(seed, fs)
		return super.GameName, su, err
	}
	su, err := g.setup(seed)
	return express.GameName, su, err
}

// describe names the way to play for output ("4 players, teams").
func describe(su express.Setup) string {
	return fmt.Sprintf("%d players, rules %s", su.Players, su.Rules)
}
