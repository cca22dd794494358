package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"colt/mqtt/mosquitto"
)

func init() {
	register("mosquitto-acl", "write a café Mosquitto's password file, ACL and dynamic-security file for several tables", runMosquittoACL)
}

// tableList collects --table flags (repeatable, or comma-separated).
type tableList []string

func (l *tableList) String() string { return strings.Join(*l, ",") }

func (l *tableList) Set(v string) error {
	for _, t := range strings.Split(v, ",") {
		if t = strings.TrimSpace(t); t != "" {
			*l = append(*l, t)
		}
	}
	return nil
}

func runMosquittoACL(args []string) error {
	fs := flag.NewFlagSet("mosquitto-acl", flag.ContinueOnError)
	var tables tableList
	fs.Var(&tables, "table", "a table id sharing the broker (repeat, or comma-separate)")
	fs.Var(&tables, "tables", "same as --table")
	out := fs.String("out", ".", "folder to write passwd, acl, dynamic-security.json and colt-dynsec.conf into")
	rotate := fs.Bool("rotate", false, "give every kiosk a new password (default: kiosks already in the folder's passwd keep theirs)")
	spectators := fs.Int("spectators", mosquitto.DefaultSpectators, "how many spectator screens may watch at once (one login each: spectator, spectator2, …)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: colt mosquitto-acl --table table1 --table table2 [--out DIR] [--rotate] [--spectators N]

Writes the files a Mosquitto 2.0 café broker needs (docs/cafe-broker.md):
  passwd                 kiosk-<table> users and the spectator screens' logins
                         (mosquitto's $7$ PBKDF2-SHA512 format)
  acl                    what each of them may read and write
  dynamic-security.json  the phone seat users <table>:<seat>, whose passwords each
                         kiosk sets to its seat tokens at every game
  colt-dynsec.conf       the lines loading the dynamic-security plugin (-> /etc/mosquitto/conf.d/)
and prints each new kiosk's [broker] username and password for its /etc/colt/kiosk.toml.`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	tables = append(tables, fs.Args()...)
	if len(tables) == 0 {
		fs.Usage()
		return errors.New("name at least one table id, e.g. --table table1")
	}
	creds, err := mosquitto.WriteDir(*out, tables, *rotate, *spectators)
	if err != nil {
		return err
	}
	abs, _ := filepath.Abs(*out)
	fmt.Printf("wrote %s/{%s,%s,%s,%s}\n\n", abs, mosquitto.PasswdFile, mosquitto.ACLFile, mosquitto.DynsecFile, mosquitto.ConfFile)
	for _, c := range creds {
		if c.Password == "" {
			fmt.Printf("table %s: username = %q, password unchanged (use --rotate for a new one)\n", c.Table, c.Username)
			continue
		}
		fmt.Printf("table %s: in its /etc/colt/kiosk.toml, [broker]\n  username = %q\n  password = %q\n", c.Table, c.Username, c.Password)
	}
	fmt.Fprintf(os.Stdout, "\nspectator screens log in as %s (one login per screen: the broker closes a\nscreen when another logs in with the same name) with password %q.\n",
		strings.Join(mosquitto.SpectatorUsers(*spectators), ", "), mosquitto.SpectatorPassword)
	return nil
}
