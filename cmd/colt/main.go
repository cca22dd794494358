// Command colt is the headless companion tool (pure Go, no cgo): replay a
// record, simulate or benchmark random games, play in a terminal, serve a
// table without a screen, check the GPIO wiring, print the default config.
package main

import (
	"fmt"
	"os"
	"sort"
)

// command is one subcommand: its one-line help and its entry point.
type command struct {
	help string
	run  func(args []string) error
}

var commands = map[string]command{}

func register(name, help string, run func([]string) error) {
	commands[name] = command{help, run}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: colt <command> [flags]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(os.Stderr, "  %-15s %s\n", n, commands[n].help)
	}
	fmt.Fprintln(os.Stderr, "\n`colt <command> -h` shows a command's flags.")
}

func main() {
	if len(os.Args) < 2 || os.Args[1] == "-h" || os.Args[1] == "--help" || os.Args[1] == "help" {
		usage()
		os.Exit(2)
	}
	c, ok := commands[os.Args[1]]
	if !ok {
		fmt.Fprintf(os.Stderr, "colt: unknown command %q\n\n", os.Args[1])
		usage()
		os.Exit(2)
	}
	if err := c.run(os.Args[2:]); err != nil {
		fmt.Fprintln(os.Stderr, "colt "+os.Args[1]+":", err)
		os.Exit(1)
	}
}
