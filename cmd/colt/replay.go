package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"

	"colt/engine/express"
)

func init() {
	register("replay", "replay a game record (JSON) and print the final public state and result", runReplay)
}

func runReplay(args []string) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: colt replay [--game G] [--players N] [--rules LIST] FILE\n\nFILE is a record (docs/record-format.md) or a history file of the kiosk.\nThe flags are optional checks: replay refuses a record of another game, player count or rules.")
		fs.PrintDefaults()
	}
	gf := addGameFlags(fs, 0)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return errors.New("give exactly one record file")
	}
	b, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		return err
	}
	if isSuperRecord(b) {
		if *gf.game != "super" && *gf.game != "express" {
			return fmt.Errorf("--game %q: choose express or super", *gf.game)
		}
		return replaySuper(fs.Arg(0), b, *gf.players)
	}
	rec, err := decodeAnyRecord(b)
	if err != nil {
		return fmt.Errorf("%s: %w", fs.Arg(0), err)
	}
	if *gf.game != "express" {
		return fmt.Errorf("%s is a Colt Express record; drop --game %s", fs.Arg(0), *gf.game)
	}
	if *gf.players != 0 && *gf.players != rec.Setup.Players {
		return fmt.Errorf("%s is a %d-player game, not %d; drop --players or give the right file", fs.Arg(0), rec.Setup.Players, *gf.players)
	}
	if r, err := express.ParseRules(*gf.rules); err != nil {
		return err
	} else if *gf.rules != "" && r != rec.Setup.Rules {
		return fmt.Errorf("%s is played with rules %s, not %s; drop --rules or give the right file", fs.Arg(0), rec.Setup.Rules, r)
	}
	s, err := express.Replay(rec)
	if err != nil {
		return fmt.Errorf("%s: %w", fs.Arg(0), err)
	}
	out := struct {
		Commands int                `json:"commands"`
		Over     bool               `json:"over"`
		Public   express.PublicView `json:"public"`
		Result   express.Result     `json:"result"`
	}{len(rec.Commands), s.Over(), express.Public(&s), express.Score(&s)}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// decodeAnyRecord accepts a bare record or a kiosk history file holding one.
func decodeAnyRecord(b []byte) (express.Record, error) {
	rec, err := express.DecodeRecord(b)
	if err == nil {
		return rec, nil
	}
	var hist struct {
		Record json.RawMessage `json:"record"`
	}
	if json.Unmarshal(b, &hist) == nil && len(hist.Record) > 0 {
		return express.DecodeRecord(hist.Record)
	}
	return rec, err
}
