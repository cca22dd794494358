package main

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
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
	"colt/engine"
	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/games"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/teach"
)

func init() {
	register("serve", "host a table without a screen: journal, embedded broker, phone page", runServe)
}

// startPhones starts the MQTT side (broker, bridge, phone page) for a table;
// teacher returns the game's teacher (nil: not teaching), saved is called
// when a phone was taught or stopped teaching (serve_teach.go).
// It is set by serve_phones.go; nil means this build has no phone support.
var startPhones func(cfg config.Config, t *table.Table, logf func(string, ...any), teacher func() *teach.Teacher, saved func(*teach.Teacher)) (phoneService, error)

// phoneService is what serve needs of the MQTT side.
type phoneService interface {
	JoinURL(seat engine.Seat) string
	// TypeURL is the seat's short link to type (<public_url>/j/<code>)
	// for a phone that cannot scan: "" when there is none.
	TypeURL(seat engine.Seat) string
	Close() error
}

// printJoinLinks writes each phone seat's join link (the one a QR code
// holds) and, below it, the short link a guest types when the phone
// cannot scan (issue 34: the join link alone is some 85 characters
// of "?", "&" and "=" to copy), without its "http://" as the kiosk shows
// it under the QR code.
func printJoinLinks(w io.Writer, seats []table.SeatInfo, svc phoneService) {
	for _, si := range seats {
		if si.Mode != table.Phone {
			continue
		}
		fmt.Fprintf(w, "seat %d: %s\n", si.Seat+1, svc.JoinURL(si.Seat))
		if typed := strings.TrimPrefix(svc.TypeURL(si.Seat), "http://"); typed != "" && typed != svc.JoinURL(si.Seat) {
			fmt.Fprintf(w, "  or type: %s\n", typed)
		}
	}
}

func runServe(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	cfgPath := fs.String("config", config.DefaultPath, "configuration file (optional)")
	data := fs.String("data", "", "data folder for the journal and history (default: the config's data_dir)")
	tableID := fs.String("table", "", "table id in the MQTT namespace (default: the config's table_id)")
	broker := fs.String("broker", "", "external broker URL, e.g. tcp://cafe:1883 (default: embedded broker)")
	noPhones := fs.Bool("no-phones", false, "run without broker and phone page")
	// --game, --players, --rules: the same flags, checks and refusals as sim and bench
	gf := addGameFlags(fs, 0)
	fs.Lookup("players").Usage += "; serve starts a new game only when --players is given and no game is in progress"
	seats := fs.String("seats", "", "seat modes for a new game: phone, handoff, or a bot: bot-easy, bot (normal), bot-hard; e.g. phone,phone,bot-hard (default: the config's [serve] seats, else phone)")
	botThink := fs.Duration("bot-think", 0, "time a bot-hard seat may think per move (default 1s, tuned for a Raspberry Pi 4)")
	seed := fs.Uint64("seed", 0, "seed of a new game (default: random)")
	feed := fs.String("feed", "", "record file whose commands are submitted in order (tests, demos); resumes where the journal stopped")
	feedDelay := fs.Duration("feed-delay", 0, "pause between fed commands")
	feedAuto := fs.Bool("feed-auto", false, "play the first legal move for every seat that is not a bot until the game ends (tests, demos); prints \"ack N\" per journaled command")
	exitOver := fs.Bool("exit-when-over", false, "exit when the game ends")
	teachFlag := fs.String("teach", "", "teach the phones (a table without a kiosk): \"first\" for a first game, or the modules of the game the table is new to (the game must have them: e.g. --rules experts --teach experts; base is the base game, super Colt Super Express); each phone sees the tips of its own hand and every tip a kiosk would show (the goal, play or draw, each action, event and the end)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	teachPlan, err := parseServeTeach(*teachFlag, *noPhones)
	if err != nil {
		return err
	}
	if *gf.players <= 0 && (*gf.rules != "" || *gf.game != express.GameName) && *feed == "" {
		return fmt.Errorf("--game and --rules describe a new game, which serve starts only with --players: add --players N (express: 2–6, super: 3–7)")
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

	var rec *engine.Record
	var recGame games.Ruleset
	if *feed != "" {
		b, err := os.ReadFile(*feed)
		if err != nil {
			return err
		}
		r, err := decodeHostRecord(b)
		if err == nil {
			recGame, err = games.ForRules(r.Rules)
		}
		if err != nil {
			return fmt.Errorf("%s: %w", *feed, err)
		}
		rec = &r
	}
	resumed := t.Playing() // a game in progress, from the journal
	if !t.Playing() {
		switch {
		case rec != nil:
			if err := checkTeachWay(teachPlan, recGame.Name, rec.Setup, false); err != nil {
				return err
			}
			if err := t.NewGame(recGame.Name, rec.Setup, nil); err != nil {
				return err
			}
		case *gf.players > 0:
			if *seed == 0 {
				*seed = randomSeed()
			}
			game, su, err := serveSetup(gf, fs, *seed, cfg)
			if err != nil {
				return err
			}
			which, serve := "[serve] seats", cfg.Serve
			if *seats != "" {
				which, serve = "--seats", config.Serve{Seats: *seats}
			}
			modes, err := serve.SeatModes(*gf.players)
			if err != nil {
				return fmt.Errorf("%s: %w", which, err)
			}
			if b, err := json.Marshal(su); err != nil {
				return err
			} else if err := checkTeachWay(teachPlan, game, b, false); err != nil {
				return err
			}
			if err := t.NewGame(game, su, modes); err != nil {
				return err
			}
		}
	} else {
		if err := checkTeachWay(teachPlan, t.GameName(), t.Record().Setup, true); err != nil {
			return err
		}
		if *gf.players > 0 {
			logger.Printf("warning: a game is in progress (its journal holds %d commands): it resumes, and --game, --players, --rules and --seed are ignored; end it first to start another", len(t.Record().Commands))
		}
	}
	fmt.Printf("data %s, game in progress: %v, journal holds %d commands\n", dir, t.Playing(), len(t.Record().Commands))

	if !*noPhones {
		if startPhones == nil {
			return errors.New("this build has no phone support; use --no-phones")
		}
		st := newServeTeacher(t, teachPlan, dir, resumed, logger.Printf)
		defer st.share()() // before the phones: see share
		svc, err := startPhones(cfg, t, logger.Printf, st.current, st.save)
		if err != nil {
			return err
		}
		defer svc.Close()
		printJoinLinks(os.Stdout, t.Seats(), svc)
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
	// a bot's move that a full SD card refused is tried again now and then
	// (a person's is tried again when they play it again)
	stopProbe := make(chan struct{})
	defer close(stopProbe)
	go func() {
		tick := time.NewTicker(2 * time.Second)
		defer tick.Stop()
		for {
			select {
			case <-stopProbe:
				return
			case <-tick.C:
				if t.SaveError() != nil {
					t.RetrySave()
				}
			}
		}
	}()
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
	if g := t.Game(); *exitOver && t.Playing() && g.Over() {
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

// serveSetup returns the game and the setup of a new game (the game's own
// Setup value) the flags describe — checked by the same code as sim and
// bench, so a bad combination is refused with the same sentence — with the
// config's round cards for Colt Express.
func serveSetup(gf *gameFlags, fs *flag.FlagSet, seed uint64, cfg config.Config) (string, any, error) {
	game, su, err := gf.hostSetup(seed, fs)
	if err != nil {
		return "", nil, err
	}
	if es, ok := su.(express.Setup); ok && cfg.RoundCardsFile != "" {
		b, err := os.ReadFile(cfg.RoundCardsFile)
		if err != nil {
			return "", nil, fmt.Errorf("round_cards_file: %w", err)
		}
		es.Catalog = b
		su = es
	}
	return game, su, nil
}

// sameGame reports whether two records are of the same game: the same
// rules, players and seed (every game's setup has "players" and "seed").
func sameGame(a, b engine.Record) bool {
	type key struct {
		Players int    `json:"players"`
		Seed    uint64 `json:"seed"`
	}
	var ka, kb key
	return a.Rules == b.Rules && json.Unmarshal(a.Setup, &ka) == nil && json.Unmarshal(b.Setup, &kb) == nil && ka == kb
}

// decodeHostRecord accepts a bare record of any game or a kiosk history
// file holding one.
func decodeHostRecord(b []byte) (engine.Record, error) {
	rec, err := games.DecodeRecord(b)
	if err == nil {
		return rec, nil
	}
	var hist struct {
		Record json.RawMessage `json:"record"`
	}
	if json.Unmarshal(b, &hist) == nil && len(hist.Record) > 0 {
		return games.DecodeRecord(hist.Record)
	}
	return rec, err
}

// cannotSavePause is how long a feeder waits before it tries a command
// again that the table could not save (a full SD card), as a player would.
const cannotSavePause = 20 * time.Millisecond

// refusedForSpace reports whether err is the table refusing a command it
// cannot save (table.ErrCannotSave): it prints "refused N: why" the first
// time for command n and waits before the feeder tries again.
func refusedForSpace(err error, n int, last *int, out io.Writer) bool {
	if !errors.Is(err, table.ErrCannotSave) {
		return false
	}
	if *last != n {
		fmt.Fprintf(out, "refused %d: %v\n", n, err)
		*last = n
	}
	time.Sleep(cannotSavePause)
	return true
}

// feedRecord submits the record's commands the table does not have yet and
// prints "ack N" once command N is journaled. A command the table cannot
// save (a full SD card) is printed as "refused N: why" and tried again
// until it is saved.
func feedRecord(t *table.Table, rec engine.Record, delay time.Duration, out io.Writer) error {
	have := t.Record()
	if !sameGame(have, rec) {
		return errors.New("the game in progress is not the fed record's game; end it first")
	}
	refused := -1
	for i := len(have.Commands); i < len(rec.Commands); i++ {
		g := t.Game()
		cmd, err := g.DecodeCommand(rec.Commands[i])
		if err != nil {
			return fmt.Errorf("fed command #%d: %w", i, err)
		}
		seat, _ := g.CommandSeat(cmd)
		if err := t.Submit(table.FromOperator, cmd, g.VersionFor(seat), ""); err != nil {
			if refusedForSpace(err, i, &refused, out) {
				i--
				continue
			}
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
// a Hard bot's come when its search ends). A move the table cannot save is
// printed as "refused N: why" and tried again, as with feedRecord.
func feedAutoMoves(t *table.Table, delay time.Duration, out io.Writer) error {
	refused := -1
	for t.Playing() {
		g := t.Game()
		if g.Over() {
			return nil
		}
		modes := t.Seats()
		seat := engine.NoSeat
		for _, e := range g.Expected() {
			if int(e) < len(modes) && !modes[e].Mode.IsBot() {
				seat = e
				break
			}
		}
		if seat == engine.NoSeat {
			if t.SaveError() != nil { // a bot's move could not be saved: try again
				if err := t.RetrySave(); err != nil {
					refusedForSpace(err, len(t.Record().Commands), &refused, out)
				}
				continue
			}
			now := t.Game()
			if _, thinking := t.Thinking(); thinking || now.Version() != g.Version() {
				time.Sleep(5 * time.Millisecond) // a Hard bot is searching its move
				continue
			}
			return errors.New("only bot seats owe a move, and they did not play: the table is stuck")
		}
		if err := t.Submit(table.FromOperator, g.Legal(seat)[0], g.VersionFor(seat), ""); err != nil {
			if refusedForSpace(err, len(t.Record().Commands), &refused, out) || errors.Is(err, table.ErrStale) && t.Game().Version() != g.Version() {
				continue // tried again from the state as it is now
			}
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
