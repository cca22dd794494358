package main

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"colt/cmd/internal/config"
	"colt/cmd/internal/leds"
	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/table"
	"colt/hw"
)

func init() {
	register("serve", "host a table without a screen: journal, embedded broker, phone page", runServe)
}

// startPhones starts the MQTT side (broker, bridge, phone page) for a table.
// It is set by serve_phones.go; nil means this build has no phone support.
var startPhones func(cfg config.Config, t *table.Table, logf func(string, ...any)) (phoneService, error)

// phoneService is what serve needs of the MQTT side.
type phoneService interface {
	JoinURL(seat express.Seat) string
	Close() error
}

func runServe(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	cfgPath := fs.String("config", config.DefaultPath, "configuration file (optional)")
	data := fs.String("data", "", "data folder for the journal and history (default: the config's data_dir)")
	tableID := fs.String("table", "", "table id in the MQTT namespace (default: the config's table_id)")
	broker := fs.String("broker", "", "external broker URL, e.g. tcp://cafe:1883 (default: embedded broker)")
	noPhones := fs.Bool("no-phones", false, "run without broker and phone page")
	players := fs.Int("players", 0, "start a new game with this many players if none is in progress")
	seats := fs.String("seats", "", "seat modes for a new game: phone, handoff, or a bot: bot-easy, bot (normal), bot-hard; e.g. phone,phone,bot-hard (default: phone)")
	botThink := fs.Duration("bot-think", 0, "time a bot-hard seat may think per move (default 1s, tuned for a Raspberry Pi 4)")
	seed := fs.Uint64("seed", 0, "seed of a new game (default: random)")
	feed := fs.String("feed", "", "record file whose commands are submitted in order (tests, demos); resumes where the journal stopped")
	feedDelay := fs.Duration("feed-delay", 0, "pause between fed commands")
	feedAuto := fs.Bool("feed-auto", false, "play the first legal move for every seat that is not a bot until the game ends (tests, demos); prints \"ack N\" per journaled command")
	exitOver := fs.Bool("exit-when-over", false, "exit when the game ends")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg, err := config.Load(*cfgPath, *cfgPath == config.DefaultPath)
	if err != nil {
		return err
	}
	if *data != "" {
		cfg.DataDir = *data
	}
	if *tableID != "" {
		cfg.TableID = *tableID
	}
	if *broker != "" {
		cfg.Broker.URL = *broker
	}
	if err := cfg.Validate(); err != nil {
		return err
	}
	dir, err := cfg.ResolveDataDir()
	if err != nil {
		return err
	}
	logger := log.New(os.Stderr, "colt serve: ", log.LstdFlags)
	t, warnings, err := table.Open(table.Options{Dir: dir, Logf: logger.Printf, BotBudget: bot.Budget{Time: *botThink}})
	if err != nil {
		return err
	}
	defer t.Close()
	for _, w := range warnings {
		logger.Printf("warning: %s", w)
	}

	var rec *express.Record
	if *feed != "" {
		b, err := os.ReadFile(*feed)
		if err != nil {
			return err
		}
		r, err := decodeAnyRecord(b)
		if err != nil {
			return fmt.Errorf("%s: %w", *feed, err)
		}
		rec = &r
	}
	if !t.Playing() {
		switch {
		case rec != nil:
			if err := t.NewGame(rec.Setup, nil); err != nil {
				return err
			}
		case *players > 0:
			su := express.Setup{Players: *players, Seed: *seed}
			if su.Seed == 0 {
				su.Seed = randomSeed()
			}
			if cfg.RoundCardsFile != "" {
				b, err := os.ReadFile(cfg.RoundCardsFile)
				if err != nil {
					return fmt.Errorf("round_cards_file: %w", err)
				}
				su.Catalog = b
			}
			modes := make([]table.SeatMode, *players)
			for i := range modes {
				modes[i] = table.Phone
			}
			for i, m := range strings.Split(*seats, ",") {
				if i < len(modes) && m != "" {
					modes[i] = table.SeatMode(strings.TrimSpace(m))
					if !modes[i].Valid() {
						return fmt.Errorf("--seats: seat %d is %q: choose phone, handoff, bot-easy, bot or bot-hard", i+1, m)
					}
				}
			}
			if err := t.NewGame(su, modes); err != nil {
				return err
			}
		}
	}
	fmt.Printf("data %s, game in progress: %v, journal holds %d commands\n", dir, t.Playing(), len(t.Record().Commands))

	if !*noPhones {
		if startPhones == nil {
			return errors.New("this build has no phone support; use --no-phones")
		}
		svc, err := startPhones(cfg, t, logger.Printf)
		if err != nil {
			return err
		}
		defer svc.Close()
		for _, si := range t.Seats() {
			if si.Mode == table.Phone {
				fmt.Printf("seat %d: %s\n", si.Seat+1, svc.JoinURL(si.Seat))
			}
		}
	}

	// The seat LEDs follow the game when the table has a panel (a phones-only
	// table on a Pi); no GPIO is one warning, and the table runs on.
	if cfg.GPIO.Enabled != "off" {
		if panel, err := hw.Open(cfg.GPIO.PinMap, hw.Options{Logf: logger.Printf}); err != nil {
			if cfg.GPIO.Enabled == "on" {
				return err
			}
			logger.Printf("seat panel: %v (running without it)", err)
		} else {
			defer panel.Close()
			f := leds.Follow(t, panel, nil)
			defer f.Stop()
		}
	}

	done := make(chan struct{})
	if *exitOver {
		cancel := t.Subscribe(func(u table.Update) {
			if u.Over {
				select {
				case <-done:
				default:
					close(done)
				}
			}
		})
		defer cancel()
	}
	if rec != nil {
		if err := feedRecord(t, *rec, *feedDelay, os.Stdout); err != nil {
			return err
		}
	}
	if *feedAuto {
		if err := feedAutoMoves(t, *feedDelay, os.Stdout); err != nil {
			return err
		}
	}
	if st := t.State(); *exitOver && t.Playing() && st.Over() {
		return nil
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	select {
	case <-sig:
	case <-done:
	}
	return nil
}

// feedRecord submits the record's commands the table does not have yet and
// prints "ack N" once command N is journaled.
func feedRecord(t *table.Table, rec express.Record, delay time.Duration, out io.Writer) error {
	have := t.Record()
	if have.Setup.Seed != rec.Setup.Seed || have.Setup.Players != rec.Setup.Players {
		return errors.New("the game in progress is not the fed record's game; end it first")
	}
	for i := len(have.Commands); i < len(rec.Commands); i++ {
		s := t.State()
		if err := t.Submit(table.FromOperator, rec.Commands[i], s.Version(), ""); err != nil {
			return fmt.Errorf("fed command #%d: %w", i, err)
		}
		fmt.Fprintf(out, "ack %d\n", i)
		if delay > 0 {
			time.Sleep(delay)
		}
	}
	return nil
}

// feedAutoMoves plays, for every expected seat that is not a bot, its first
// legal command, until the game ends; after each it prints "ack N" where N
// is the index of the last command the journal holds (the Easy and Normal
// bots' answers included, as the table journals them before Submit returns;
// a Hard bot's come when its search ends).
func feedAutoMoves(t *table.Table, delay time.Duration, out io.Writer) error {
	for t.Playing() {
		s := t.State()
		if s.Over() {
			return nil
		}
		modes := t.Seats()
		seat := express.NoSeat
		for _, e := range s.Expected() {
			if int(e) < len(modes) && !modes[e].Mode.IsBot() {
				seat = e
				break
			}
		}
		if seat == express.NoSeat {
			now := t.State()
			if _, thinking := t.Thinking(); thinking || now.Version() != s.Version() {
				time.Sleep(5 * time.Millisecond) // a Hard bot is searching its move
				continue
			}
			return errors.New("only bot seats owe a move, and they did not play: the table is stuck")
		}
		if err := t.Submit(table.FromOperator, express.LegalFor(&s, seat)[0], s.VersionFor(seat), ""); err != nil {
			return fmt.Errorf("auto move for %s: %w", seat, err)
		}
		fmt.Fprintf(out, "ack %d\n", len(t.Record().Commands)-1)
		if delay > 0 {
			time.Sleep(delay)
		}
	}
	return nil
}

func randomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}
