package main

import (
	"errors"
	"flag"
	"fmt"
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
	var screens tableList
	fs.Var(&screens, "screen", "a café screen watching the tables, by name (repeat, or comma-separate): its login is screen-NAME, with a password of its own")
	fs.Var(&screens, "screens", "same as --screen")
	spectators := fs.String("spectators", "", "removed: see --screen")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: colt mosquitto-acl --table table1 --table table2 [--screen bar] [--out DIR] [--rotate]

Writes the files a Mosquitto 2.0 café broker needs (docs/cafe-broker.md):
  passwd                 kiosk-<table> users and the café screens' screen-<name> users
                         (mosquitto's $7$ PBKDF2-SHA512 format)
  acl                    what each of them may read and write
  dynamic-security.json  the phone seat users <table>:<seat>, whose passwords each
                         kiosk sets to its seat tokens at every game
  colt-dynsec.conf       the lines loading the dynamic-security plugin (-> /etc/mosquitto/conf.d/)
and prints each new kiosk's [broker] username and password for its /etc/colt/kiosk.toml
and each new screen's login. Guests need no login: they watch on the guest listener.`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *spectators != "" {
		return errors.New("--spectators is gone: the shared spectator logins let any guest close a screen. Name each café screen with --screen NAME (its own login and password); guests watch without a login on the broker's guest listener (docs/cafe-broker.md)")
	}
	tables = append(tables, fs.Args()...)
	if len(tables) == 0 {
		fs.Usage()
		return errors.New("name at least one table id, e.g. --table table1")
	}
	creds, err := mosquitto.WriteDir(*out, mosquitto.Options{Tables: tables, Screens: screens, Rotate: *rotate})
	if err != nil {
		return err
	}
	abs, _ := filepath.Abs(*out)
	fmt.Printf("wrote %s/{%s,%s,%s,%s}\n\n", abs, mosquitto.PasswdFile, mosquitto.ACLFile, mosquitto.DynsecFile, mosquitto.ConfFile)
	for _, c := range creds {
		switch {
		case c.Screen != "" && c.Password == "":
			fmt.Printf("screen %s: username = %q, password unchanged (use --rotate for a new one)\n", c.Screen, c.Username)
		case c.Screen != "":
			fmt.Printf("screen %s: username = %q\n  password = %q\n", c.Screen, c.Username, c.Password)
		case c.Password == "":
			fmt.Printf("table %s: username = %q, password unchanged (use --rotate for a new one)\n", c.Table, c.Username)
		default:
			fmt.Printf("table %s: in its /etc/colt/kiosk.toml, [broker]\n  username = %q\n  password = %q\n", c.Table, c.Username, c.Password)
		}
	}
	fmt.Printf(`
Screens connect to port 1883 (MQTT) or 9001 (websockets) with their own login
and any client id starting with %q; keep each password on its screen only.
Guests watch without a login on the guest listener (websockets, port 9002),
with no client id or one starting with %q; they read the public views only.
However many come, they must not cost the tables anything: the caps that
hold on mosquitto 2.0.11 are nftables rules and the service's descriptor
limit, which setup-broker.sh installs (colt-limits.nft, and the drop-in
/etc/systemd/system/mosquitto.service.d/colt.conf; docs/cafe-broker.md).
`, mosquitto.ClientIDPrefix, mosquitto.ClientIDPrefix)
	return nil
}
