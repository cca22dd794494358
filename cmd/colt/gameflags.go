package main

import (
	"flag"
	"fmt"

	"colt/engine"
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
		players: fs.Int("players", defPlayers, "number of players (2–6; 2 without two-bandits is the 2-player game)"),
		rules:   fs.String("rules", "", "comma-separated rules modules: experts, teams, two-bandits (empty: the base game)"),
	}
}

// setup returns the Express setup the flags describe, or an error saying
// what to change.
func (g *gameFlags) setup(seed uint64) (engine.Setup, error) {
	switch *g.game {
	case "express":
	case "super":
		return engine.Setup{}, fmt.Errorf("--game super: Colt Super Express is not in this build yet; use --game express")
	default:
		return engine.Setup{}, fmt.Errorf("--game %q: choose express or super", *g.game)
	}
	r, err := engine.ParseRules(*g.rules)
	if err != nil {
		return engine.Setup{}, err
	}
	su := engine.Setup{Players: *g.players, Rules: r, Seed: seed}
	if _, _, err := engine.New(su); err != nil {
		return engine.Setup{}, err
	}
	return su, nil
}

// describe names the way to play for output ("4 players, teams").
func describe(su engine.Setup) string {
	return fmt.Sprintf("%d players, rules %s", su.Players, su.Rules)
}
