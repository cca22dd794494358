package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"colt/ui/i18n"
	"colt/ui/term"
)

func init() {
	register("play", "play a whole game in this terminal, pass-and-play", runPlay)
}

func runPlay(args []string) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	gf := addGameFlags(fs, 4)
	chars := fs.String("characters", "", "characters clockwise from seat 1, e.g. Django,Belle,random (default: random)")
	seed := fs.Uint64("seed", 0, "seed (default: random)")
	lang := fs.String("lang", "en", "language: "+langList())
	save := fs.String("save", "", "write the game record to this file at the end")
	if err := fs.Parse(args); err != nil {
		return err
	}
	l, ok := i18n.ParseLang(*lang)
	if !ok {
		return fmt.Errorf("unknown language %q: choose one of %s", *lang, langList())
	}
	su, err := gf.setup(*seed)
	if err != nil {
		return err
	}
	if su.Seed == 0 {
		su.Seed = randomSeed()
	}
	if *chars != "" {
		su.Characters = strings.Split(*chars, ",")
	}
	rec, err := term.Play(os.Stdin, os.Stdout, term.Options{Setup: su, Lang: l})
	if *save != "" && len(rec.Commands) > 0 {
		b, _ := json.MarshalIndent(rec, "", " ")
		if werr := os.WriteFile(*save, b, 0o644); werr != nil {
			return werr
		}
		fmt.Printf("record saved to %s (colt replay %s)\n", *save, *save)
	}
	if errors.Is(err, term.ErrQuit) {
		return nil
	}
	return err
}

// langList names the languages of ui/i18n: "en, fr, nl, it".
func langList() string {
	var out []string
	for _, l := range i18n.Langs() {
		out = append(out, string(l))
	}
	return strings.Join(out, ", ")
}
