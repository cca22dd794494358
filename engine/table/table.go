// Package table is the live host of one game of any ruleset of the box
// (engine.Game, found by name in engine/games): it checks every input
// against the game's Legal list, applies it, journals it durably before acknowledging it,
// publishes the new views to subscribers (kiosk, phones, LEDs), resumes an
// unfinished game after a power cut, undoes by replaying a shorter record,
// and runs bot seats. It is the only place a live game's state lives.
package table

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"sync"
	"time"

	"colt/engine"
	"colt/engine/bot"
	"colt/engine/games"
)

// SeatMode says who plays a seat.
type SeatMode string

// The seat modes: on the kiosk with a hidden-card handoff, on a phone, or a
// bot of one of three levels (engine/bot): Bot is the Normal level.
const (
	Handoff SeatMode = "handoff"
	Phone   SeatMode = "phone"
	Bot     SeatMode = "bot"
	BotEasy SeatMode = "bot-easy"
	BotHard SeatMode = "bot-hard"
)

// SeatModes lists every seat mode, the bots weakest first.
func SeatModes() []SeatMode { return []SeatMode{Handoff, Phone, BotEasy, Bot, BotHard} }

// IsBot reports whether a bot plays the seat.
func (m SeatMode) IsBot() bool { return m == Bot || m == BotEasy || m == BotHard }

// Level is the bot level of a bot mode (Normal for Bot), 0 for the others.
func (m SeatMode) Level() bot.Level {
	switch m {
	case BotEasy:
		return bot.Easy
	case Bot:
		return bot.Normal
	case BotHard:
		return bot.Hard
	}
	return 0
}

// BotMode returns the seat mode of a bot level.
func BotMode(l bot.Level) SeatMode {
	switch l {
	case bot.Easy:
		return BotEasy
	case bot.Hard:
		return BotHard
	}
	return Bot
}

// Valid reports whether m is one of SeatModes.
func (m SeatMode) Valid() bool { return slices.Contains(SeatModes(), m) }

// SeatInfo is one seat's mode and its phone token (a secret: only the kiosk
// and the QR code for that seat show it).
type SeatInfo struct {
	Seat  engine.Seat `json:"seat"`
	Mode  SeatMode    `json:"mode"`
	Token string      `json:"token"`
}

// Source says where a command came from (journaled, for audits).
type Source string

// The command sources.
const (
	FromKiosk    Source = "kiosk"
	FromPhone    Source = "phone"
	FromButton   Source = "button"
	FromBot      Source = "bot"
	FromOperator Source = "operator"
)

// AnyVersion skips the stale-version check (local inputs that act on the
// state they were drawn from under the same lock).
const AnyVersion = -1

// Errors of Submit; each wraps one of these so transports can map them to codes.
var (
	ErrNoGame    = errors.New("no game in progress")
	ErrStale     = errors.New("stale state")
	ErrWrongSeat = errors.New("wrong seat")
	ErrSeatMode  = errors.New("seat is not played from here")
	ErrDuplicate = errors.New("duplicate message id")
	ErrIDReused  = errors.New("message id reused for another command")
	ErrReadOnly  = errors.New("the SD card is read-only")
	ErrUndo      = errors.New("cannot undo")
	ErrGameOver  = errors.New("game over")
)

// Update is published to subscribers after every change. Secrets are
// filtered here, once, at the source: PublicEvents is what the whole table
// may see, SeatEvents[n] what seat n may see; no subscriber (kiosk, MQTT
// bridge, LEDs) is ever handed another seat's secret. Views and events are
// the game's own values (for Colt Express: express.PublicView,
// []express.Event, []express.StepView); they encode to JSON.
type Update struct {
	Version int
	Reason  string // "new", "resume", "command", "undo", "seat", "end", "bot", "notice" (only CannotSave changed)
	// Game is the name of the game on the table ("express", "super").
	Game string
	// Public is the game's public view (engine.Game.View(NoSeat)).
	Public any
	// PublicEvents are the events of this change as the public sees them
	// (engine.Events.For(NoSeat)); nil when nothing happened.
	PublicEvents any
	// Events is how many events this change holds (0: none).
	Events int
	// PublicSteps are the public views inside this change, for games that
	// keep them (engine.Narrated; Colt Express: each just before
	// PublicEvents[At] where a new moment of the narration begins — a card
	// turned over, an event, a round's end): a screen draws each narrated
	// step's train as it stood, not as it ends. Nil otherwise.
	PublicSteps any
	// SeatEvents[n] are the same events as seat n sees them (nil entries
	// when nothing happened).
	SeatEvents []any
	// Signal is what the seat LEDs show; Highlight says the change holds a
	// moment the whole table should notice (the LEDs run a chase).
	Signal    engine.TurnSignal
	Highlight bool
	Seats     []SeatInfo
	Over      bool
	// Notice tells the operator of a problem with the data folder (a game
	// that could not be saved to the history), in plain words; "" if none.
	Notice string
	// CannotSave says why the table refuses moves now (an ErrCannotSave: a
	// full SD card), "" while the journal can be written. An update with
	// Reason "notice" only carries it (the game did not change).
	CannotSave string
}

// Options configure a table.
type Options struct {
	// Dir holds journal.log and the history folder.
	Dir string
	// Now is the clock (tests inject one); nil means time.Now.
	Now func() time.Time
	// Logf receives warnings (damaged journal, moved files); nil discards.
	Logf func(format string, args ...any)
	// BotBudget bounds a Hard bot's decision (zero: bot.DefaultBudget, one
	// second — tuned for a Raspberry Pi 4).
	BotBudget bot.Budget
	// PaceBots makes the bots play at the table's pace: one bot move per
	// LetBotsPlay (the kiosk calls it when its narration has caught up with
	// the game). False: bots play as soon as they owe a move (colt serve).
	PaceBots bool
}

// Table hosts one game at a time.
type Table struct {
	opts Options

	mu      sync.Mutex
	j       *journal
	header  entry
	rules   games.Ruleset // the game's ruleset
	game    engine.Game   // the game as it stands; its Record holds the commands
	seats   []SeatInfo
	src     []Source          // where each command of the record came from
	by      []engine.Seat     // whose each command of the record was (TakeBack)
	ids     []string          // each command's message id ("" for none)
	seen    map[string][]byte // seat/msgID → the JSON of the command applied with it
	floor   int               // undo cannot go below this many commands
	playing bool
	bots    map[engine.Seat]games.Bot

	// A Hard bot searches off the lock, one decision at a time: search
	// cancels it, searchGen moves on whenever the bots are set up anew (new
	// game, undo, seat change, end) so a stale answer is dropped, and
	// thinking is the seat searching (NoSeat: none).
	search    context.CancelFunc
	searchGen uint64
	thinking  engine.Seat
	// answers are Hard bots' finished searches, kept until the table's pace
	// lets them be played (PaceBots): a search starts as soon as the bot
	// owes its move — or, once the bot before it has decided, from the
	// state that decision leads to — while the kiosk still narrates.
	answers []botAnswer
	// thinkVer is the state id the search under way is for.
	thinkVer int
	// botCredit is how many bot moves may be played now (PaceBots).
	botCredit int

	// presentation: what a kiosk's screen has caught up with (present.go)
	presenter bool
	presented Presentation
	setupDone bool
	kept      []engine.Game // the states published since the screen caught up
	presSubs  map[int]func(Presentation)
	npresSub  int

	// writeFile writes a history file durably (tests inject a full disk).
	writeFile func(path string, data []byte) error
	// unsaved is a finished game whose history file could not be written: its
	// journal is kept until the archive succeeds (retried at the next game).
	unsaved *unsavedGame
	notice  string // for the operator: what went wrong and what to do
	// readOnly is set when the data folder could not be written at start:
	// the game is shown and every new command is refused with ErrReadOnly.
	readOnly error
	// saveErr is the last journal write's failure (ErrCannotSave), nil once
	// a write succeeds again: while it is set every update says so
	// (Update.CannotSave) and each new command tries the write again.
	saveErr error
	// shownSave is the CannotSave of the last update built: a refusal
	// publishes a "notice" update only when it says something new.
	shownSave string

	pubMu sync.Mutex // keeps updates in order
	subMu sync.Mutex
	subs  map[int]func(Update)
	nsub  int
}

const journalName = "journal.log"

// Open opens the table's folder and resumes an unfinished game if the
// journal holds one. A line one flipped byte damaged is mended; other
// damage is cut there, with a warning; either way the damaged file is kept
// aside whole. A journal that cannot be read is moved aside with a warning
// and the table starts empty.
func Open(opts Options) (*Table, []string, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Logf == nil {
		opts.Logf = func(string, ...any) {}
	}
	if err := os.MkdirAll(filepath.Join(opts.Dir, "history"), 0o755); err != nil {
		return nil, nil, fmt.Errorf("table: cannot create %s: %w (set data_dir to a writable folder)", opts.Dir, err)
	}
	t := &Table{opts: opts, subs: map[int]func(Update){}, writeFile: writeFileSync, thinking: engine.NoSeat}
	warnings, err := t.resume()
	for _, w := range warnings {
		opts.Logf("%s", w)
	}
	return t, warnings, err
}

func (t *Table) journalPath() string { return filepath.Join(t.opts.Dir, journalName) }

func (t *Table) resume() ([]string, error) {
	path := t.journalPath()
	ld, err := readJournal(path, t.opts.Now())
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		if moved := moveAside(path, t.opts.Now()); moved != "" {
			return []string{fmt.Sprintf("%v; moved it to %s — a new game can start", err, moved)}, nil
		}
		t.notice = fmt.Sprintf("%v, and it cannot be moved aside (is the SD card read-only?): it is left as it is; check the card before starting a new game", err)
		return []string{t.notice}, nil
	}
	warnings := ld.warnings
	seats := append([]SeatInfo(nil), ld.header.Seats...)
	rules, err := games.Lookup(ld.header.gameName())
	var g engine.Game
	if err == nil {
		g, _, err = rules.New(ld.header.Setup)
	}
	if err != nil {
		moved := moveAside(path, t.opts.Now())
		return append(warnings, fmt.Sprintf("journal %s has an invalid setup (%v); moved it to %s", path, err, moved)), nil
	}
	// the journal is replayed as it was lived: each command applied, each
	// undo a replay of the shorter record with the next state id (ids are
	// never reused), so the resumed game is the live one exactly
	type applied struct {
		seat    engine.Seat
		cmd     []byte
		id      string
		src     Source
		barrier bool
	}
	var cmds []applied
	broken := false
	for _, e := range ld.entries {
		switch e.T {
		case "cmd":
			if e.Cmd == nil || broken {
				continue
			}
			cmd, err := g.DecodeCommand(e.Cmd)
			var next engine.Game
			var evs engine.Events
			if err == nil {
				next, evs, err = g.Apply(cmd)
			}
			if err != nil {
				warnings = append(warnings, fmt.Sprintf("journal %s: command #%d cannot be replayed (%v); the game resumes before it", path, len(cmds), err))
				broken = true
				continue
			}
			seat, _ := g.CommandSeat(cmd)
			g = next
			cmds = append(cmds, applied{seat, commandJSON(cmd), e.MsgID, Source(e.Source), evs.Barrier()})
		case "seat":
			if e.Seat != nil && int(e.Seat.Seat) < len(seats) && e.Seat.Seat >= 0 {
				seats[e.Seat.Seat] = *e.Seat
			}
		case "undo":
			if e.Keep == nil || *e.Keep < 0 || *e.Keep > len(cmds) || broken {
				continue
			}
			rec := g.Record()
			rec.Commands = rec.Commands[:*e.Keep]
			back, err := rules.Replay(rec)
			if err != nil {
				warnings = append(warnings, fmt.Sprintf("journal %s: an undo to command #%d cannot be replayed (%v); the game resumes before it", path, *e.Keep, err))
				broken = true
				continue
			}
			g = back.WithVersion(g.Version() + 1)
			cmds = cmds[:*e.Keep]
		}
	}
	seen := map[string][]byte{}
	floor := 0
	var srcs []Source
	for i, c := range cmds {
		srcs = append(srcs, c.src)
		t.by = append(t.by, c.seat)
		t.ids = append(t.ids, c.id)
		if c.id != "" {
			seen[seenKey(c.seat, c.id)] = c.cmd
		}
		if c.barrier {
			floor = i + 1
		}
	}
	t.header, t.rules, t.game, t.seats, t.seen, t.floor, t.playing = ld.header, rules, g, seats, seen, floor, true
	t.setupDone = true // a resumed game is past its set-up
	t.src = srcs
	if g.Over() {
		// finished but not archived (power cut between the last command and
		// archiving): archive it now and keep showing the final scores
		t.retireLocked()
		if t.notice != "" {
			warnings = append(warnings, t.notice)
		}
		return warnings, nil
	}
	switch {
	case ld.readOnly != nil:
		// the damaged journal could not be set aside and repaired (a full
		// card): it is left as it is, the game shown, no move played
		t.readOnly, t.notice = ld.readOnly, ld.notice
		return append(warnings, t.notice), nil
	case ld.copy != "" && ld.cutAt == 0 && !broken:
		t.notice = fmt.Sprintf("The journal was damaged (%s) and has been mended: no command was lost and the game goes on. The whole damaged file is kept as %s.", lineList(ld.repaired), ld.copy)
	case ld.copy != "" && ld.cutAt == 0:
		t.notice = fmt.Sprintf("The journal was damaged (%s) and has been mended, but a command in it cannot be replayed: the game resumed before it (see the log). The whole damaged file is kept as %s.", lineList(ld.repaired), ld.copy)
	case ld.copy != "":
		t.notice = fmt.Sprintf("The journal was damaged: the game resumed at its last good entry and %d later commands were lost. The whole damaged file is kept as %s.", ld.lost, ld.copy)
	}
	f, err := openAppend(path)
	if err != nil {
		// a read-only card: keep the game on screen, refuse new moves with a sentence
		t.readOnly = err
		t.notice = fmt.Sprintf("The SD card is read-only (%v): the game is shown but no move can be saved. Check the card (or its lock switch) and restart the table.", err)
		return append(warnings, t.notice), nil
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		t.readOnly = err
		t.notice = fmt.Sprintf("The journal %s cannot be read back (%v): the game is shown but no move can be saved. Check the SD card and restart the table.", path, err)
		return append(warnings, t.notice), nil
	}
	t.j = &journal{path: path, f: f, size: st.Size()}
	t.initBots()
	// a power cut may have landed after a person's command was journaled and
	// before the bots answered it: every bot that owes a move plays now
	n := len(t.src)
	t.runBots(nil)
	if len(t.src) > n {
		warnings = append(warnings, fmt.Sprintf("the bots played the %d moves they owed when the power went", len(t.src)-n))
		if t.game.Over() {
			t.finishLocked("resume", nil)
		}
	}
	return warnings, nil
}

// readOnlyErr is why every command is refused when the journal could not
// be written at start: an ErrCannotSave when the card is full (it says what
// to do), an ErrReadOnly otherwise.
func (t *Table) readOnlyErr() error {
	if errors.Is(t.readOnly, ErrCannotSave) {
		return t.readOnly
	}
	return fmt.Errorf("%w: no move can be saved (%v); ask the operator to check the card and restart the table", ErrReadOnly, t.readOnly)
}

// openAppend opens a journal to append to it (tests simulate a read-only card).
var openAppend = func(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0o644)
}

func seenKey(seat engine.Seat, id string) string { return fmt.Sprintf("%d/%s", seat, id) }

// commandJSON is a command's JSON: two commands are the same decision
// exactly when their JSON is the same (engine.SameCommand).
func commandJSON(cmd engine.Command) []byte {
	b, err := json.Marshal(cmd)
	if err != nil {
		return []byte(fmt.Sprint(cmd))
	}
	return b
}

// NewToken returns a random seat token (128 bits, hex).
func NewToken() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("table: no randomness for seat tokens: " + err.Error())
	}
	return hex.EncodeToString(b[:])
}

// NewGame abandons any game in progress (archiving it as unfinished) and
// starts one of game ("express", "super": engine/games) with setup, the
// game's own Setup value (or its JSON). modes gives each seat's mode
// (missing: handoff). The setup's seed must be set by the caller (the kiosk
// draws one from crypto/rand).
func (t *Table) NewGame(game string, setup any, modes []SeatMode) error {
	rules, err := games.Lookup(game)
	if err != nil {
		return err
	}
	su, err := setupJSON(setup)
	if err != nil {
		return err
	}
	g, evs, err := rules.New(su)
	if err != nil {
		return err
	}
	t.mu.Lock()
	if t.playing && t.j != nil {
		t.retireLocked() // an abandoned game goes to the history too
	}
	if err := t.saveUnsavedLocked(); err != nil {
		t.mu.Unlock()
		return err
	}
	seats := make([]SeatInfo, g.Players())
	for i := range seats {
		m := Handoff
		if i < len(modes) && modes[i] != "" {
			m = modes[i]
		}
		seats[i] = SeatInfo{Seat: engine.Seat(i), Mode: m, Token: NewToken()}
	}
	now := t.opts.Now()
	h := entry{T: "game", Ruleset: rules.Name, Setup: su, Seats: seats, Started: now.UTC().Format(time.RFC3339), GameID: now.UTC().Format("20060102-150405") + "-" + NewToken()[:6]}
	j, err := createJournal(t.journalPath(), h)
	if err != nil {
		t.playing = false
		t.mu.Unlock()
		return err
	}
	t.j, t.header, t.rules, t.game, t.seats = j, h, rules, g, seats
	t.seen, t.floor, t.playing = map[string][]byte{}, 0, true
	t.src, t.by, t.ids = nil, nil, nil
	t.resetPresentationLocked() // a kiosk shows the set-up first; phones wait for it
	t.initBots()
	evs = t.runBots(evs)
	u := t.finishLocked("new", evs)
	t.mu.Unlock()
	t.publish(u)
	return nil
}

// setupJSON returns a setup's JSON: []byte and json.RawMessage are taken
// as JSON, any other value is encoded.
func setupJSON(setup any) (json.RawMessage, error) {
	switch v := setup.(type) {
	case json.RawMessage:
		return v, nil
	case []byte:
		return v, nil
	}
	b, err := json.Marshal(setup)
	if err != nil {
		return nil, fmt.Errorf("%w: cannot encode the setup: %v", engine.ErrSetup, err)
	}
	return b, nil
}

// botSeed is the game's seed, the "seed" of its setup (every ruleset's
// setup carries one), so a resumed game keeps its bots deterministic.
func botSeed(setup json.RawMessage) uint64 {
	var su struct {
		Seed uint64 `json:"seed"`
	}
	if json.Unmarshal(setup, &su) != nil || su.Seed == 0 {
		h := fnv.New64a()
		h.Write(setup)
		return h.Sum64()
	}
	return su.Seed
}

// initBots gives every bot seat its level's bot (engine/games), seeded from
// the game so a resumed game keeps its bots deterministic, and drops any
// search under way (its game is no longer the one on the table).
func (t *Table) initBots() {
	t.stopSearchLocked()
	t.botCredit = 0
	t.bots = map[engine.Seat]games.Bot{}
	seed := botSeed(t.header.Setup)
	for _, si := range t.seats {
		if !si.Mode.IsBot() {
			continue
		}
		b, err := t.rules.Bot(si.Mode.Level(), seed^uint64(si.Seat+1)*0x9e3779b97f4a7c15^uint64(len(t.src)), t.opts.BotBudget)
		if err != nil { // cannot happen: every bot mode has a level
			t.opts.Logf("table: %v", err)
			continue
		}
		t.bots[si.Seat] = b
	}
}

// stopSearchLocked cancels a Hard bot's search; its answer will be dropped.
func (t *Table) stopSearchLocked() {
	t.searchGen++
	if t.search != nil {
		t.search()
		t.search = nil
	}
	t.thinking = engine.NoSeat
	t.answers = nil // decisions made for states that are gone
}

// LetBotsPlay lets the next bot move be played (PaceBots): the kiosk calls
// it with the state id it has shown once its narration has caught up. It
// reports whether a bot move was played or will be as soon as the bot's
// search ends (a Hard bot thinks from the moment it owes its move); false
// when no bot owes a move or version is not the current state id (the game
// moved on since; the kiosk calls again after showing the new state).
func (t *Table) LetBotsPlay(version int) bool {
	t.mu.Lock()
	if !t.playing || t.j == nil || version != t.game.Version() || !t.botOwesLocked() {
		t.mu.Unlock()
		return false
	}
	t.botCredit = 1
	n := len(t.src)
	evs := t.runBots(nil)
	// not played yet: the search for this state is under way, and its end
	// plays the move on this credit
	waiting := len(t.src) == n && t.thinking != engine.NoSeat && t.thinkVer == t.game.Version()
	started := waiting || len(t.src) > n
	if !waiting {
		t.botCredit = 0
	}
	if len(t.src) == n {
		notice := t.noticeLocked() // the bot's move could not be saved: say so once
		t.mu.Unlock()
		if notice != nil {
			t.publish(*notice)
		}
		return started
	}
	u := t.finishLocked("bot", evs)
	t.mu.Unlock()
	t.publish(u)
	return started
}

// BotOwes reports whether a bot owes a move now (with PaceBots, it waits
// for LetBotsPlay unless it is already thinking).
func (t *Table) BotOwes() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.playing && t.botOwesLocked()
}

func (t *Table) botOwesLocked() bool {
	if t.game.Over() {
		return false
	}
	for _, s := range t.game.Expected() {
		if _, ok := t.bots[s]; ok {
			return true
		}
	}
	return false
}

// Thinking returns the seat whose Hard bot is searching its move, if any
// (the kiosk shows "Doc is thinking…").
func (t *Table) Thinking() (engine.Seat, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.thinking, t.thinking != engine.NoSeat
}

// startSearchLocked lets seat's Hard bot search its move in snap (the game
// as it stands, or as it will stand once the bots before it have played the
// moves they decided), off the lock, one search at a time. Its answer is
// kept for snap's state id and played by runBots when the game is there
// and the pace allows; then the next bot's search starts from the state the
// answer leads to. An undo, a take-back, a new game or a seat change drops
// the answers (stopSearchLocked).
func (t *Table) startSearchLocked(seat engine.Seat, b games.Bot, snap engine.Game) {
	if t.thinking != engine.NoSeat || t.answerIndexLocked(seat, snap.Version()) >= 0 {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.search, t.thinking, t.thinkVer = cancel, seat, snap.Version()
	gen := t.searchGen
	go func() {
		cmd := b.Choose(ctx, snap, seat)
		t.mu.Lock()
		if t.searchGen != gen || !t.playing || t.j == nil {
			t.mu.Unlock() // the game moved on: whoever moved it restarted the bots
			return
		}
		cancel()
		t.search, t.thinking = nil, engine.NoSeat
		t.answers = append(t.answers, botAnswer{seat: seat, version: snap.Version(), cmd: cmd})
		t.thinkAheadLocked(snap, cmd)
		n := len(t.src)
		evs := t.runBots(nil) // plays the answer now, or keeps it for the pace
		if len(t.src) == n {
			notice := t.noticeLocked() // a move that could not be saved: say so
			t.mu.Unlock()
			if notice != nil {
				t.publish(*notice)
			}
			return
		}
		u := t.finishLocked("bot", evs)
		t.mu.Unlock()
		t.publish(u)
	}()
}

// thinkAheadLocked starts the search of the Hard bot that owes the move
// after cmd is played in snap, from that state (Apply is pure: the state is
// the one the table will reach). The bot searches from its own view of it,
// as it would once the move is played: only the timing is earlier.
func (t *Table) thinkAheadLocked(snap engine.Game, cmd engine.Command) {
	next, _, err := snap.Apply(cmd)
	if err != nil || next.Over() {
		return
	}
	for _, s := range next.Expected() {
		if b, ok := t.bots[s]; ok {
			if b.Searches(next) {
				t.startSearchLocked(s, b, next)
			}
			return
		}
	}
}

// answerIndexLocked finds the answer kept for seat at state id version, or -1.
func (t *Table) answerIndexLocked(seat engine.Seat, version int) int {
	for i, a := range t.answers {
		if a.seat == seat && a.version == version {
			return i
		}
	}
	return -1
}

// appendLocked journals one entry and keeps track of whether the journal
// can be written: a failure (ErrCannotSave, the file cut back to its last
// whole line) is logged and shown in every update until a write succeeds.
func (t *Table) appendLocked(e entry) error {
	if err := t.j.append(e); err != nil {
		if t.saveErr == nil || t.saveErr.Error() != err.Error() {
			t.opts.Logf("table: %v", err)
		}
		t.saveErr = err
		return err
	}
	if t.saveErr != nil {
		t.saveErr = nil
		t.opts.Logf("table: the journal can be written again; play goes on")
	}
	return nil
}

// retryBotsLocked lets the bots that owe a move play it, when their last
// move could not be journaled (a full disk): with PaceBots the table's pace
// holds them (LetBotsPlay). It returns the update to publish, or nil.
func (t *Table) retryBotsLocked() *Update {
	if t.saveErr == nil || t.opts.PaceBots || !t.playing || t.j == nil || t.game.Over() || !t.botOwesLocked() {
		return nil
	}
	n := len(t.src)
	evs := t.runBots(nil)
	if len(t.src) == n {
		return nil
	}
	u := t.finishLocked("bot", evs)
	return &u
}

// unlockWithNotice unlocks the table and publishes the notice update
// noticeLocked has, if any (after a journal write failed).
func (t *Table) unlockWithNotice() {
	notice := t.noticeLocked()
	t.mu.Unlock()
	if notice != nil {
		t.publish(*notice)
	}
}

// Submit applies one command for a seat. version is the state version the
// sender saw (AnyVersion to skip the check); msgID (may be empty) makes a
// repeated delivery harmless: a command already applied with the same id
// returns ErrDuplicate and changes nothing. On any error the game and the
// journal are unchanged. cmd is a command of the game on the table
// (express.Command, super.Command; engine.Game.DecodeCommand reads one).
//
// While the journal cannot be written (ErrCannotSave: a full SD card) every
// command is refused with that error, saying why, and each one tries the
// write again: the first that is saved plays on. Subscribers get an update
// with Reason "notice" and CannotSave set when a command is refused so.
func (t *Table) Submit(src Source, cmd engine.Command, version int, msgID string) error {
	t.mu.Lock()
	retried := t.retryBotsLocked() // a bot's move that could not be saved goes first
	u, err := t.submitLocked(src, cmd, version, msgID)
	notice := t.noticeLocked()
	t.mu.Unlock()
	if retried != nil {
		t.publish(*retried)
	}
	if err == nil {
		t.publish(u)
	} else if notice != nil {
		t.publish(*notice)
	}
	return err
}

// noticeLocked returns a "notice" update when the journal's state (whether
// it can be written, and why not) differs from what the last update said;
// nil otherwise.
func (t *Table) noticeLocked() *Update {
	now := ""
	if t.saveErr != nil {
		now = t.saveErr.Error()
	}
	if !t.playing || t.game == nil || now == t.shownSave {
		return nil
	}
	u := t.updateLocked("notice", nil)
	return &u
}

func (t *Table) submitLocked(src Source, cmd engine.Command, version int, msgID string) (Update, error) {
	if !t.playing {
		return Update{}, fmt.Errorf("%w: start a new game first", ErrNoGame)
	}
	if t.game.Over() {
		return Update{}, fmt.Errorf("%w: the game has ended; start a new game", ErrGameOver)
	}
	if t.readOnly != nil {
		return Update{}, t.readOnlyErr()
	}
	seat, ok := t.game.CommandSeat(cmd)
	if !ok {
		return Update{}, fmt.Errorf("%w: %T is not a command of this game (%s); send one of the listed legal commands", engine.ErrBadCommand, cmd, t.rules.Title)
	}
	if seat < 0 || int(seat) >= len(t.seats) {
		return Update{}, fmt.Errorf("%w: %s is not at this table (%d players)", ErrWrongSeat, seat, len(t.seats))
	}
	cmdJSON := commandJSON(cmd)
	if prev, ok := t.seen[seenKey(seat, msgID)]; msgID != "" && ok {
		if !bytes.Equal(prev, cmdJSON) {
			return Update{}, fmt.Errorf("%w: id %q was used for %s, not %s; send each new command with a new id", ErrIDReused, msgID, prev, cmdJSON)
		}
		return Update{}, fmt.Errorf("%w %q: already applied, nothing to do", ErrDuplicate, msgID)
	}
	if err := t.settingUpLocked(src); err != nil {
		return Update{}, err
	}
	mode := t.seats[seat].Mode
	switch src {
	case FromPhone:
		if mode != Phone {
			return Update{}, fmt.Errorf("%w: %s is played %s, not by phone; ask the operator to switch it", ErrSeatMode, seat, mode)
		}
	case FromKiosk, FromButton:
		if mode == Bot {
			return Update{}, fmt.Errorf("%w: %s is played by a bot", ErrSeatMode, seat)
		}
	}
	// per seat: another seat's hidden commit in a simultaneous step does not make this one stale
	if cur := t.game.VersionFor(seat); version != AnyVersion && version != cur {
		return Update{}, fmt.Errorf("%w: the command was made for state %d but the game is at %d; look at the new state and choose again", ErrStale, version, cur)
	}
	next, evs, err := t.game.Apply(cmd)
	if err != nil {
		return Update{}, err
	}
	if err := t.appendLocked(entry{T: "cmd", Cmd: cmdJSON, MsgID: msgID, Source: string(src), Version: t.game.Version()}); err != nil {
		return Update{}, err
	}
	t.accept(seat, cmdJSON, src, msgID, next, evs)
	evs = t.runBots(evs)
	return t.finishLocked("command", evs), nil
}

func (t *Table) accept(seat engine.Seat, cmdJSON []byte, src Source, msgID string, next engine.Game, evs engine.Events) {
	t.game = next
	t.src = append(t.src, src)
	t.by = append(t.by, seat)
	t.ids = append(t.ids, msgID)
	if msgID != "" {
		t.seen[seenKey(seat, msgID)] = cmdJSON
	}
	if evs.Barrier() {
		t.floor = len(t.src)
	}
}

// then returns evs followed by more (either may be nil).
func then(evs, more engine.Events) engine.Events {
	if evs == nil {
		return more
	}
	return evs.Then(more)
}

// runBots plays every bot turn in a row, journaling each command. In a
// simultaneous step every bot seat that owes its choice answers at once,
// without waiting for the people. With PaceBots a move is played only on
// the table's credit (LetBotsPlay), but a Hard bot's search starts at once:
// it thinks while the kiosk narrates, and its answer waits for the credit.
func (t *Table) runBots(evs engine.Events) engine.Events {
	if t.readOnly != nil {
		return evs
	}
	for !t.game.Over() {
		var b games.Bot
		var seat engine.Seat
		for _, s := range t.game.Expected() {
			if bb, ok := t.bots[s]; ok {
				b, seat = bb, s
				break
			}
		}
		if b == nil {
			break
		}
		var cmd engine.Command
		if b.Searches(t.game) {
			i := t.answerIndexLocked(seat, t.game.Version())
			if i < 0 {
				t.startSearchLocked(seat, b, t.game) // off the lock; it plays on when done
				break
			}
			if !t.takeCreditLocked() {
				break // the answer waits for the table's pace (LetBotsPlay)
			}
			cmd = t.answers[i].cmd
			t.answers = slices.Delete(t.answers, i, i+1)
		} else {
			if !t.takeCreditLocked() {
				break // the bot waits for the table's pace (LetBotsPlay)
			}
			cmd = b.Choose(context.Background(), t.game, seat)
		}
		if !t.playBotLocked(seat, cmd, &evs) {
			break
		}
	}
	return evs
}

// takeCreditLocked reports whether a bot move may be played now, using one
// credit of the table's pace (PaceBots).
func (t *Table) takeCreditLocked() bool {
	if !t.opts.PaceBots {
		return true
	}
	if t.botCredit == 0 {
		return false
	}
	t.botCredit--
	return true
}

// playBotLocked applies and journals a bot's command; false if it could not.
func (t *Table) playBotLocked(seat engine.Seat, cmd engine.Command, evs *engine.Events) bool {
	cmdJSON := commandJSON(cmd)
	next, more, err := t.game.Apply(cmd)
	if err != nil {
		t.opts.Logf("table: %s's bot chose an illegal command %s: %v", seat, cmdJSON, err)
		return false
	}
	if err := t.appendLocked(entry{T: "cmd", Cmd: cmdJSON, Source: string(FromBot), Version: t.game.Version()}); err != nil {
		return false // the bot plays again with the next input (retryBotsLocked)
	}
	t.accept(seat, cmdJSON, FromBot, "", next, more)
	*evs = then(*evs, more)
	return true
}

// finishLocked archives a finished game and builds the update.
func (t *Table) finishLocked(reason string, evs engine.Events) Update {
	t.keepLocked()
	u := t.updateLocked(reason, evs)
	if t.game.Over() {
		t.retireLocked()
		u.Notice = t.notice
		// stay "playing" so the final view remains on screen; NewGame starts the next
	}
	return u
}

// unsavedGame is a game whose history file could not be written yet.
type unsavedGame struct {
	game   engine.Game
	header entry
}

// retireLocked closes the game's journal and archives the game; only once
// the history file is safely written (fsync'd file and folder) is the
// journal deleted. If the archive fails (disk full, read-only card) the
// journal is kept, the operator is told, and NewGame retries.
func (t *Table) retireLocked() {
	if t.j != nil {
		t.j.close()
		t.j = nil
	}
	if err := t.archive(t.game, t.header); err != nil {
		t.unsaved = &unsavedGame{game: t.game, header: t.header}
		t.notice = fmt.Sprintf("The game %s could not be saved to the history (%v). Nothing is lost: it stays in %s, and the table saves it when the next game starts. Free some space on the SD card.", t.header.GameID, err, t.journalPath())
		t.opts.Logf("table: %s", t.notice)
		return
	}
	t.unsaved, t.notice = nil, ""
	os.Remove(t.journalPath())
	syncDir(t.opts.Dir)
}

// saveUnsavedLocked retries the archive of a game kept in the journal.
// If it still fails, the journal is renamed into the history folder (a
// rename needs no free space) so a new game can start without overwriting
// it; if even that fails, the new game must not start.
func (t *Table) saveUnsavedLocked() error {
	g := t.unsaved
	if g == nil {
		return nil
	}
	if err := t.archive(g.game, g.header); err == nil {
		t.unsaved, t.notice = nil, ""
		os.Remove(t.journalPath())
		syncDir(t.opts.Dir)
		return nil
	}
	kept := filepath.Join(t.opts.Dir, "history", g.header.GameID+".journal.log")
	if err := os.Rename(t.journalPath(), kept); err != nil {
		return fmt.Errorf("table: the last game could not be saved and its journal cannot be moved (%v); free some space on the SD card before starting a new game", err)
	}
	syncDir(filepath.Join(t.opts.Dir, "history"))
	syncDir(t.opts.Dir)
	t.unsaved = nil
	t.notice = fmt.Sprintf("The game %s could still not be saved to the history; its journal was kept as %s (colt can replay it once there is room). Free some space on the SD card.", g.header.GameID, kept)
	t.opts.Logf("table: %s", t.notice)
	return nil
}

// SaveError returns why the table cannot save moves now (an
// ErrCannotSave: a full SD card), or nil while the journal can be written.
func (t *Table) SaveError() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.saveErr
}

// RetrySave tries again, after a journal write failed, what the table owes:
// the moves of the bots whose move could not be saved (without PaceBots; a
// paced table retries with LetBotsPlay). A headless table calls it now and
// then while SaveError is set. It returns SaveError as it stands after.
func (t *Table) RetrySave() error {
	t.mu.Lock()
	u := t.retryBotsLocked()
	var notice *Update
	if u == nil {
		notice = t.noticeLocked()
	}
	err := t.saveErr
	t.mu.Unlock()
	if u != nil {
		t.publish(*u)
	} else if notice != nil {
		t.publish(*notice)
	}
	return err
}

// Notice returns the operator notice about the data folder, or "".
func (t *Table) Notice() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.notice
}

func (t *Table) updateLocked(reason string, evs engine.Events) Update {
	u := Update{Version: t.game.Version(), Reason: reason, Game: t.rules.Name, Public: t.game.View(engine.NoSeat),
		Signal: t.game.Signal(), SeatEvents: make([]any, t.game.Players()),
		Seats: append([]SeatInfo(nil), t.seats...), Over: t.game.Over(), Notice: t.notice}
	if t.saveErr != nil {
		u.CannotSave = t.saveErr.Error()
	}
	t.shownSave = u.CannotSave
	if evs != nil && evs.Len() > 0 {
		u.Events = evs.Len()
		u.PublicEvents = evs.For(engine.NoSeat)
		if n, ok := evs.(engine.Narrated); ok {
			u.PublicSteps = n.PublicSteps()
		}
		u.Highlight = evs.Highlight()
		for n := range u.SeatEvents {
			u.SeatEvents[n] = evs.For(engine.Seat(n))
		}
	}
	return u
}

// Undo takes back the last n commands by replaying a shorter record, never
// past the last secret reveal or chance draw (UndoLimit).
func (t *Table) Undo(n int) error {
	t.mu.Lock()
	if !t.playing || t.j == nil {
		t.mu.Unlock()
		return fmt.Errorf("%w: no game in progress", ErrUndo)
	}
	if n <= 0 || len(t.src)-n < t.floor {
		avail := len(t.src) - t.floor
		t.mu.Unlock()
		return fmt.Errorf("%w %d command(s): only %d can be taken back (undo stops at the last card draw or hidden reveal)", ErrUndo, n, avail)
	}
	keep := len(t.src) - n
	// bots play again at once: undo their moves too, back to a person's command
	for keep > t.floor && t.src[keep-1] == FromBot {
		keep--
	}
	rec := t.game.Record()
	rec.Commands = rec.Commands[:keep]
	g, err := t.rules.Replay(rec)
	if err != nil {
		t.mu.Unlock()
		return fmt.Errorf("%w: replay failed: %v", ErrUndo, err)
	}
	if err := t.appendLocked(entry{T: "undo", Keep: &keep}); err != nil {
		t.unlockWithNotice()
		return err
	}
	t.cutLocked(keep)
	t.game = g.WithVersion(t.game.Version() + 1) // ids never go back: an old command stays stale
	t.initBots()
	evs := t.runBots(nil)
	u := t.finishLocked("undo", evs)
	t.mu.Unlock()
	t.publish(u)
	return nil
}

// UndoLimit returns how many commands can be undone now.
func (t *Table) UndoLimit() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.playing || t.j == nil {
		return 0
	}
	return len(t.src) - t.floor
}

// SetSeatMode switches a seat between phone, handoff and bot (a phone dies →
// handoff). The seat keeps its token.
func (t *Table) SetSeatMode(seat engine.Seat, mode SeatMode) error {
	if !mode.Valid() {
		return fmt.Errorf("table: unknown seat mode %q (handoff, phone, bot-easy, bot or bot-hard)", mode)
	}
	t.mu.Lock()
	if !t.playing || t.j == nil {
		t.mu.Unlock()
		return fmt.Errorf("%w: start a new game first", ErrNoGame)
	}
	if seat < 0 || int(seat) >= len(t.seats) {
		t.mu.Unlock()
		return fmt.Errorf("%w: %s is not at this table", ErrWrongSeat, seat)
	}
	si := t.seats[seat]
	si.Mode = mode
	if err := t.appendLocked(entry{T: "seat", Seat: &si}); err != nil {
		t.unlockWithNotice()
		return err
	}
	t.seats[seat] = si
	t.initBots()
	evs := t.runBots(nil)
	u := t.finishLocked("seat", evs)
	t.mu.Unlock()
	t.publish(u)
	return nil
}

// EndGame ends the game now (operator): it is archived with the scores as
// they stand, which it returns in the game's own result type
// (engine.Game.Result: an express.Result for Colt Express), and the table
// waits for a new game.
func (t *Table) EndGame() (any, error) {
	t.mu.Lock()
	if !t.playing || t.j == nil {
		t.mu.Unlock()
		return nil, fmt.Errorf("%w: nothing to end", ErrNoGame)
	}
	res := t.game.Result() // the scores as they stand: the engine decides, not the screen
	t.stopSearchLocked()
	t.retireLocked()
	t.playing = false
	u := t.updateLocked("end", nil)
	t.mu.Unlock()
	t.publish(u)
	return res, nil
}

// Playing reports whether a game is loaded (in progress or just finished).
func (t *Table) Playing() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.playing
}

// Game returns the game as it stands (a value: it never changes under the
// caller; nil before the first game).
func (t *Table) Game() engine.Game {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.game
}

// GameName returns the name of the game on the table ("express", "super"),
// "" before the first game.
func (t *Table) GameName() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.rules.Name
}

// Public returns the game's public view (nil before the first game).
func (t *Table) Public() any {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.game == nil {
		return nil
	}
	return t.game.View(engine.NoSeat)
}

// View returns a seat's private view in the game's own type (nil before
// the first game).
func (t *Table) View(seat engine.Seat) any {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.game == nil {
		return nil
	}
	return t.game.View(seat)
}

// Signal returns what the seat LEDs show for the game as it stands.
func (t *Table) Signal() engine.TurnSignal {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.game == nil {
		return engine.TurnSignal{Active: engine.NoSeat}
	}
	return t.game.Signal()
}

// Seats returns every seat's mode and token.
func (t *Table) Seats() []SeatInfo {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]SeatInfo(nil), t.seats...)
}

// SeatForToken returns the seat whose token is tok.
func (t *Table) SeatForToken(tok string) (engine.Seat, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, si := range t.seats {
		if tok != "" && si.Token == tok {
			return si.Seat, true
		}
	}
	return engine.NoSeat, false
}

// Record returns the current game's record (empty before the first game).
func (t *Table) Record() engine.Record {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.game == nil {
		return engine.Record{}
	}
	return t.game.Record()
}

// Subscribe calls fn with every update, in order, from the goroutine that
// caused it (UI code must hop to its own thread, e.g. fyne.Do). It returns
// a function that cancels the subscription.
func (t *Table) Subscribe(fn func(Update)) (cancel func()) {
	t.subMu.Lock()
	id := t.nsub
	t.nsub++
	t.subs[id] = fn
	t.subMu.Unlock()
	return func() {
		t.subMu.Lock()
		delete(t.subs, id)
		t.subMu.Unlock()
	}
}

func (t *Table) publish(u Update) {
	t.pubMu.Lock()
	defer t.pubMu.Unlock()
	t.subMu.Lock()
	ids := make([]int, 0, len(t.subs))
	for id := range t.subs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	fns := make([]func(Update), len(ids))
	for i, id := range ids {
		fns[i] = t.subs[id]
	}
	t.subMu.Unlock()
	for _, fn := range fns {
		fn(u)
	}
}

// Close closes the journal; the game resumes at the next Open.
func (t *Table) Close() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.stopSearchLocked()
	err := t.j.close()
	t.j = nil
	return err
}

// GameSummary is one finished game in the history. Files written before
// the table hosted more than Colt Express have no "ruleset": ReadHistory
// fills Game from the record's rules version.
type GameSummary struct {
	ID string `json:"id"`
	// Game is the game's name ("express", "super").
	Game     string   `json:"ruleset,omitempty"`
	Started  string   `json:"started"`
	Ended    string   `json:"ended"`
	Finished bool     `json:"finished"` // false: ended early by the operator
	Players  []string `json:"players"`
	// Result is the game's own result JSON (an express.Result for Colt
	// Express; null for a Colt Super Express game ended early).
	Result json.RawMessage `json:"result"`
	Record engine.Record   `json:"record"`
	File   string          `json:"-"`
}

// archive stores a game (record + result) in the history folder.
func (t *Table) archive(g engine.Game, h entry) error {
	rec := g.Record()
	if len(rec.Commands) == 0 {
		return nil // nothing was played: nothing worth keeping
	}
	res, err := json.Marshal(g.Result())
	if err != nil {
		return fmt.Errorf("cannot encode the result of game %s: %w", h.GameID, err)
	}
	gs := GameSummary{ID: h.GameID, Game: g.Name(), Started: h.Started, Ended: t.opts.Now().UTC().Format(time.RFC3339),
		Finished: g.Over(), Players: g.PlayerNames(), Result: res, Record: rec}
	b, _ := json.MarshalIndent(gs, "", " ")
	name := filepath.Join(t.opts.Dir, "history", h.GameID+".json")
	if err := t.writeFile(name+".tmp", b); err != nil {
		os.Remove(name + ".tmp")
		return err
	}
	if err := os.Rename(name+".tmp", name); err != nil {
		return err
	}
	syncDir(filepath.Dir(name))
	return nil
}

// History lists finished games, newest first. Unreadable files are skipped
// with a warning.
func (t *Table) History() ([]GameSummary, []string) {
	return ReadHistory(filepath.Join(t.opts.Dir, "history"))
}

// ReadHistory lists the games in a history folder, newest first.
func ReadHistory(dir string) ([]GameSummary, []string) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	var out []GameSummary
	var warnings []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		var gs GameSummary
		if err == nil {
			err = json.Unmarshal(b, &gs)
		}
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("history: skipped %s: %v", f, err))
			continue
		}
		if gs.Game == "" {
			if r, err := games.ForRules(gs.Record.Rules); err == nil {
				gs.Game = r.Name
			}
		}
		gs.File = f
		out = append(out, gs)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Started > out[b].Started })
	return out, warnings
}

// Export copies every finished game's record into dir (a USB stick) as
// <id>.json records that `colt replay` reads, and returns how many.
func (t *Table) Export(dir string) (int, error) {
	games, _ := t.History()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, fmt.Errorf("export: cannot use %s: %w (is the USB stick mounted?)", dir, err)
	}
	for i, g := range games {
		b, _ := json.MarshalIndent(g.Record, "", " ")
		if err := writeFileSync(filepath.Join(dir, g.ID+".json"), b); err != nil {
			return i, fmt.Errorf("export: %w", err)
		}
	}
	return len(games), nil
}
