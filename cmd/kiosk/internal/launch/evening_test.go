package launch

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	paho "github.com/eclipse/paho.mqtt.golang"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/super"
	"colt/engine/table"
	"colt/hw"
	"colt/mqtt"
)

// An evening at the café (issue 32 item 1): one kiosk process, started
// through Boot as cmd/kiosk starts it, with its embedded broker and phone
// bridge, plays game after game — every way to play of both games,
// started from the operator menu, by "same players again", after an
// abandoned game, an ended one and an idle reset, in every language —
// while phones join by their QR link, leave and come back. After every
// start each seat's retained view and the public topic must be the new
// game's, and the previous game's links must open nothing.
//
//	go test ./cmd/kiosk/internal/launch/ -run TestEvening -evening.games=200
var (
	eveningGames  = flag.Int("evening.games", 30, "games TestEvening plays in one kiosk run")
	eveningSeed   = flag.Uint64("evening.seed", 32, "seed of TestEvening's choices")
	eveningSettle = flag.Duration("evening.settle", time.Second, "how soon after a start (or a phone's login) the broker must hold the new game's views")
)

// flagSet reports whether the test's command line set the flag name.
func flagSet(name string) bool {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// settle is how soon the broker must hold a new game's views: a second
// (-evening.settle), five under -short, which runs on an emulated arm64
// machine many times slower.
func settle() time.Duration {
	if testing.Short() && !flagSet("evening.settle") {
		return 5 * time.Second
	}
	return *eveningSettle
}

// wayToPlay is one game's set-up as the operator taps it.
type wayToPlay struct {
	game    string // express.GameName or super.GameName
	players int
	rules   express.Rules
	phones  []int // seats played by phone; the others are bots
}

func (w wayToPlay) String() string {
	return fmt.Sprintf("%s %dp %s phones %v", w.game, w.players, w.rules, w.phones)
}

// ways are the ways to play the evening goes through, in turn.
var ways = []wayToPlay{
	{express.GameName, 3, 0, []int{0, 2}},
	{express.GameName, 4, express.RuleHorses, nil}, // all bots: abandoned mid-round below
	{express.GameName, 2, 0, []int{1}},
	{express.GameName, 4, express.RuleExperts, []int{0}},
	{super.GameName, 5, 0, []int{1, 3}},
	{express.GameName, 6, 0, []int{5}},
	{express.GameName, 4, express.RuleTeams, []int{0, 1}},
	{express.GameName, 3, express.RuleTwoBandits, []int{2}},
	{express.GameName, 5, express.RuleHorses, []int{0, 4}},
	{express.GameName, 3, express.RuleTTC, []int{1}},
	{super.GameName, 3, 0, nil},
	{express.GameName, 5, 0, nil},
	{express.GameName, 2, express.RuleTwoBandits, []int{0, 1}},
	{express.GameName, 6, express.RuleTeams, []int{3}},
	{super.GameName, 7, 0, []int{6}},
	{express.GameName, 2, express.RuleHorses, []int{0}},
}

// How a game is reached, and how it ends.
const (
	startForm  = "form"  // the operator's "New game", the form filled in
	startIdle  = "idle"  // the kiosk went idle first (welcome screen)
	startEnded = "ended" // the operator ended the last game first
	startSame  = "same"  // "same players again" on the final scores

	stopAbandon = "abandon" // a new game starts over it, mid-round
	stopFinish  = "finish"  // played to the end
)

// mqttPhone is a phone that scanned a seat's QR code.
type mqttPhone struct {
	seat    int
	link    string
	c       paho.Client
	mu      sync.Mutex
	view    []byte       // the last seat message
	pub     []byte       // the last public message
	sent    map[int]bool // the state versions a move was sent for (guarded by mu)
	moves   int
	refused []string // the codes of the moves the table refused
}

func (p *mqttPhone) last() (view, pub []byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.view, p.pub
}

// evening is the kiosk of the test and what it plays with.
type evening struct {
	t     *testing.T
	ui    *uiApp
	r     *Running
	s     screen
	clock *hw.FakeClock
	rng   *rand.Rand
	topic mqtt.Topics
	ws    string // the broker's MQTT URL (loopback TCP)

	watch      *mqttPhone // a spectator: the public topic
	phones     map[int]*mqttPhone
	lastTokens []string // the previous game's tokens
	ids        int
}

// newEvening starts a kiosk through Boot, at the café's pace (not fast
// mode), on a test app, with a spectator watching its public topic.
func newEvening(t *testing.T) *evening {
	dir := t.TempDir()
	cfgFile := writeTestConfig(t, dir, filepath.Join(dir, "data"),
		"table_id = \"ev\"\noperator_pin = \"4321\"\nidle_reset_minutes = 10\nfast_mode = false\n", "http://kiosk.test")
	ui := newUIApp(t)
	clock := hw.NewFakeClock(time.Date(2026, 11, 28, 19, 0, 0, 0, time.UTC))
	var logMu sync.Mutex
	done := false
	t.Cleanup(func() { logMu.Lock(); done = true; logMu.Unlock() })
	logf := func(f string, a ...any) {
		logMu.Lock()
		defer logMu.Unlock()
		if !done && testing.Verbose() {
			t.Logf(f, a...)
		}
	}
	r, code := Boot([]string{"--config", cfgFile, "--windowed"}, BootOptions{Clock: clock, App: ui, Logf: logf})
	if r == nil {
		t.Fatalf("the kiosk did not start (exit code %d)", code)
	}
	t.Cleanup(r.Close)
	if r.Phones == nil {
		t.Fatal("the kiosk started without its phone service")
	}
	e := &evening{t: t, ui: ui, r: r, s: screen{r.Window}, clock: clock, rng: rand.New(rand.NewPCG(*eveningSeed, 7)),
		topic: mqtt.Topics{Table: "ev"}, ws: "tcp://" + r.Phones.BrokerAddr().String(), phones: map[int]*mqttPhone{}}
	ui.do(func() { r.Window.Resize(fyne.NewSize(800, 480)) })
	e.watch = e.dial(-1, mqtt.SpectatorUser, "x", "")

	return e
}

func TestEvening(t *testing.T) {
	games := *eveningGames
	if testing.Short() && !flagSet("evening.games") {
		games = 8 // the emulated arm64 leg (deploy/ci-arm64.sh -- -short): a shorter evening, every start and end still met
	}
	if games < 1 {
		t.Fatalf("-evening.games=%d: give at least 1", games)
	}
	e := newEvening(t)
	langs := []string{"en", "fr", "nl", "it"}
	start := startForm
	var w wayToPlay
	for g := 0; g < games; g++ {
		if start != startSame { // the same players again: the same way to play
			w = ways[g%len(ways)]
		}
		stop := stopAbandon
		if g%4 == 2 || w.players == 2 && g%3 == 0 {
			stop = stopFinish
		}
		lang := langs[e.rng.IntN(len(langs))]
		e.t.Logf("game %d: %s, %s, %s, in %s", g+1, w, start, stop, lang)
		e.startGame(g, w, start, lang)
		e.checkNewGame(g, w)
		moves := 0
		if stop == stopAbandon {
			moves = e.rng.IntN(40)
			if len(w.phones) == 0 {
				moves = 5 + e.rng.IntN(30) // the bots mid-round: the kiosk narrating them
			}
		}
		e.play(g, moves, stop == stopFinish)
		// what starts the next one
		switch {
		case stop == stopFinish:
			start = startSame
			if g%2 == 1 {
				start = startForm
			}
		default:
			start = []string{startForm, startForm, startIdle, startEnded}[e.rng.IntN(4)]
		}
	}
}

// dial connects a phone (seat ≥ 0) or a spectator (seat -1) that records
// its messages.
func (e *evening) dial(seat int, user, pass, link string) *mqttPhone {
	e.t.Helper()
	p := &mqttPhone{seat: seat, link: link, sent: map[int]bool{}}
	e.ids++
	o := paho.NewClientOptions().AddBroker(e.ws).SetUsername(user).SetPassword(pass).
		SetClientID(fmt.Sprintf("colt-evening-%d", e.ids)).SetAutoReconnect(false).
		SetConnectTimeout(30 * time.Second).SetOrderMatters(true).
		SetDefaultPublishHandler(func(_ paho.Client, m paho.Message) {
			p.mu.Lock()
			defer p.mu.Unlock()
			switch {
			case m.Topic() == e.topic.Public():
				p.pub = append([]byte(nil), m.Payload()...)
			case seat >= 0 && m.Topic() == e.topic.SeatView(engine.Seat(seat)):
				p.view = append([]byte(nil), m.Payload()...)
			case seat >= 0 && m.Topic() == e.topic.SeatReply(engine.Seat(seat)):
				var r mqtt.Reply
				var v int
				if json.Unmarshal(m.Payload(), &r) == nil && !r.OK {
					if _, err := fmt.Sscanf(r.ID[strings.LastIndexByte(r.ID, '-')+1:], "v%d", &v); err == nil {
						delete(p.sent, v) // refused (the game moved on): choose again
					}
					p.refused = append(p.refused, r.Code)
				}
			}
		})
	p.c = paho.NewClient(o)
	if tok := p.c.Connect(); !tok.WaitTimeout(30*time.Second) || tok.Error() != nil {
		e.t.Fatalf("%s cannot log in: %v", user, tok.Error())
	}
	filters := map[string]byte{e.topic.Public(): 1}
	if seat >= 0 {
		filters[e.topic.SeatView(engine.Seat(seat))] = 1
		filters[e.topic.SeatReply(engine.Seat(seat))] = 1
	}
	if tok := p.c.SubscribeMultiple(filters, nil); !tok.WaitTimeout(30*time.Second) || tok.Error() != nil {
		e.t.Fatalf("%s cannot subscribe: %v", user, tok.Error())
	}
	return p
}

// scan is a phone scanning seat's QR code: it logs in with the link's
// table, seat and token, as the phone page does.
func (e *evening) scan(seat int) *mqttPhone {
	e.t.Helper()
	link := e.r.Phones.JoinURL(engine.Seat(seat))
	u, err := url.Parse(link)
	if err != nil || link == "" {
		e.t.Fatalf("seat %d's link %q: %v", seat+1, link, err)
	}
	q := u.Query()
	if q.Get("t") != "ev" || q.Get("s") != fmt.Sprint(seat) || q.Get("k") == "" {
		e.t.Fatalf("seat %d's link %q does not name its table, seat and token", seat+1, link)
	}
	return e.dial(seat, mqtt.SeatUser("ev", engine.Seat(seat)), q.Get("k"), link)
}

// ui runs f on the kiosk's UI thread.
func (e *evening) do(f func()) { e.ui.do(f) }

// tap taps a tile on the kiosk; the test fails if there is none.
func (e *evening) tap(name string) {
	e.t.Helper()
	var ok bool
	var names []string
	e.do(func() {
		if ok = e.s.tap(name); !ok {
			names = e.s.names()
		}
	})
	if !ok {
		e.t.Fatalf("no %q on the kiosk's screen; its tiles: %v", name, names)
	}
}

func (e *evening) has(name string) bool {
	var ok bool
	e.do(func() { ok = e.s.tile(name) != nil })
	return ok
}

// operator opens the operator menu with the PIN.
func (e *evening) operator() {
	e.t.Helper()
	e.tap("operator")
	for _, d := range "4321" {
		e.tap("pin:" + string(d))
	}
	e.tap("pin:ok")
	if !e.has("op:new") {
		e.t.Fatal("the PIN did not open the operator menu")
	}
}

// freshForm opens a fresh new-game form from the operator menu (from the
// final scores, through "New game" first), now and then switching the
// operator's language on the way.
func (e *evening) freshForm() {
	e.t.Helper()
	if !e.has("operator") && e.has("again") {
		e.tap("again")
	}
	e.operator()
	if e.rng.IntN(3) == 0 {
		e.tap("op:lang:" + []string{"en", "fr", "nl", "it"}[e.rng.IntN(4)])
	}
	e.tap("op:new")
}

// startGame reaches the new-game form as start says, fills it in for w in
// lang and starts the game ("same players again" starts it at once).
func (e *evening) startGame(g int, w wayToPlay, start, lang string) {
	e.t.Helper()
	before := e.r.Table.Seats()
	e.lastTokens = nil
	for _, si := range before {
		e.lastTokens = append(e.lastTokens, si.Token)
	}
	switch start {
	case startSame:
		if !e.has("same") {
			e.t.Fatalf("game %d: no \"same players again\" on the final scores", g+1)
		}
		e.tap("same")
		e.waitNewGame(g, before)
		return
	case startIdle:
		e.tap("operator") // the PIN pad holds the bots: the kiosk idles
		e.clock.Advance(11 * time.Minute)
		e.eventually("the welcome screen after the idle reset", func() bool {
			e.clock.Advance(15 * time.Second) // the kiosk's idle ticker
			return e.has("attract")
		})
		e.tap("attract")
		if !e.has("game:express") { // a game on the table: back to it, then a new one
			e.freshForm()
		}
	case startEnded:
		if e.r.Table.Playing() && !e.r.Table.Game().Over() {
			e.operator()
			e.tap("op:end")
			e.tap("op:end-yes")
			e.eventually("the scores of the ended game", func() bool { return e.has("again") })
			e.tap("again")
		}
		e.freshForm()
	default:
		if g > 0 {
			e.freshForm()
		}
	}
	e.tap("game:" + w.game)
	e.tap("lang:" + lang)
	e.tap(fmt.Sprintf("players:%d", w.players))
	if w.game == express.GameName {
		for _, r := range []express.Rules{express.RuleExperts, express.RuleTeams, express.RuleTwoBandits, express.RuleTTC, express.RuleHorses} {
			if w.rules.Has(r) {
				e.tap("rule:" + r.String())
			}
		}
	}
	for seat := 0; seat < w.players; seat++ {
		mode := table.Bot
		for _, p := range w.phones {
			if p == seat {
				mode = table.Phone
			}
		}
		e.tap(fmt.Sprintf("mode:%d:%s", seat, mode))
	}
	e.tap("start")
	e.waitNewGame(g, before)
	if got := e.r.Table.GameName(); got != w.game {
		e.t.Fatalf("game %d: %s started, not %s", g+1, got, w.game)
	}
	if w.game == express.GameName {
		st, _ := express.StateOf(e.r.Table.Game())
		if st.Rules() != w.rules || st.Players() != w.players {
			e.t.Fatalf("game %d: started with %d players and %s, not %s", g+1, st.Players(), st.Rules(), w)
		}
	}
	for i, si := range e.r.Table.Seats() {
		want := table.Bot
		for _, p := range w.phones {
			if p == i {
				want = table.Phone
			}
		}
		if si.Mode != want && !(want == table.Bot && si.Mode.IsBot()) {
			e.t.Fatalf("game %d: seat %d is %s, not %s", g+1, i+1, si.Mode, want)
		}
	}
	if q, _ := url.Parse(e.r.Phones.JoinURL(0)); q.Query().Get("lang") != lang {
		e.t.Fatalf("game %d: the kiosk speaks %s, the links say %q", g+1, lang, q.Query().Get("lang"))
	}
}

// waitNewGame waits for the table to hold a game other than the one of
// before's seats.
func (e *evening) waitNewGame(g int, before []table.SeatInfo) {
	e.t.Helper()
	old := mqtt.GameTag(before)
	e.eventually(fmt.Sprintf("game %d on the table", g+1), func() bool {
		return e.r.Table.Playing() && mqtt.GameTag(e.r.Table.Seats()) != old
	})
}

// eventually polls cond (a guard against hanging, not a measure of speed).
func (e *evening) eventually(what string, cond func() bool) {
	e.t.Helper()
	e.within(what, 60*time.Second, cond)
}

func (e *evening) within(what string, d time.Duration, cond func() bool) {
	e.t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			var names []string
			e.do(func() { names = e.s.names() })
			e.t.Fatalf("not within %v: %s (kiosk tiles: %v)", d, what, names)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func tagOf(b []byte) string {
	var m struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(b, &m) != nil {
		return "?"
	}
	return m.Game
}

// checkNewGame checks what the broker holds for the game just started:
// the public topic and each phone seat's view are the new game's, a seat
// not played by phone has no view, and the previous game's links open
// nothing.
func (e *evening) checkNewGame(g int, w wayToPlay) {
	e.t.Helper()
	tag := mqtt.GameTag(e.r.Table.Seats())
	e.within(fmt.Sprintf("game %d: the public topic is the new game's", g+1), settle(), func() bool {
		_, pub := e.watch.last()
		return tagOf(pub) == tag
	})
	for _, p := range e.phones { // the previous game's phones were sent away
		p := p
		e.within(fmt.Sprintf("game %d: the previous game's phone of seat %d is disconnected", g+1, p.seat+1), 10*time.Second, func() bool { return !p.c.IsConnected() })
	}
	e.phones = map[int]*mqttPhone{}
	for n, tok := range e.lastTokens {
		if tok == "" {
			continue
		}
		c := paho.NewClient(paho.NewClientOptions().AddBroker(e.ws).SetUsername(mqtt.SeatUser("ev", engine.Seat(n))).
			SetPassword(tok).SetClientID(fmt.Sprintf("colt-evening-old-%d", n)).SetAutoReconnect(false).SetConnectTimeout(30 * time.Second))
		if tk := c.Connect(); tk.WaitTimeout(30*time.Second) && tk.Error() == nil {
			c.Disconnect(0)
			e.t.Fatalf("game %d: the previous game's link of seat %d still logs in", g+1, n+1)
		}
		break // one old link is enough: the broker checks each alike
	}
	for seat := 0; seat < w.players; seat++ {
		p := e.scan(seat) // a bot seat's link opens no view; its phone sees the public
		isPhone := e.r.Table.Seats()[seat].Mode == table.Phone
		if isPhone {
			e.within(fmt.Sprintf("game %d: seat %d's phone gets the new game's view", g+1, seat+1), settle(), func() bool {
				v, pub := p.last()
				return tagOf(v) == tag && tagOf(pub) == tag
			})
			e.phones[seat] = p
			e.within(fmt.Sprintf("game %d: seat %d's phone counts as connected", g+1, seat+1), settle(), func() bool {
				on, known := e.r.Phones.PhoneConnected(engine.Seat(seat))
				return on && known
			})
			continue
		}
		e.within(fmt.Sprintf("game %d: seat %d's scan gets the new game's public view", g+1, seat+1), settle(), func() bool {
			_, pub := p.last()
			return tagOf(pub) == tag
		})
		if v, _ := p.last(); len(v) > 0 {
			e.t.Fatalf("game %d: seat %d is not played by phone but has the retained view of game %s", g+1, seat+1, tagOf(v))
		}
		p.c.Disconnect(0)
	}
}

// seatMsg is what play reads of a seat message.
type seatMsg struct {
	Game string `json:"game"`
	View struct {
		Version int               `json:"version"`
		Legal   []json.RawMessage `json:"legal"`
	} `json:"view"`
	Table *table.Presentation `json:"table"`
}

// play plays the game on: the phones choose among their legal moves, the
// kiosk turns its set-up and narration pages, the bots play as the
// kiosk's clock moves; until moves commands were played (finish: until the
// game is over). Now and then a phone leaves and scans its link again.
func (e *evening) play(g int, moves int, finish bool) {
	e.t.Helper()
	tag := mqtt.GameTag(e.r.Table.Seats())
	commands := func() int { return len(e.r.Table.Game().Record().Commands) }
	last, lastAt := -1, time.Now()
	for i := 0; ; i++ {
		if n := commands(); n != last {
			last, lastAt = n, time.Now()
		}
		if e.r.Table.Game().Over() {
			if !finish {
				return
			}
			var scores bool
			e.eventually(fmt.Sprintf("game %d: the final scores on the kiosk", g+1), func() bool {
				e.clock.Advance(6 * time.Second)
				scores = e.has("same")
				if !scores {
					e.do(func() { e.s.tap("continue") })
				}
				return scores
			})
			return
		}
		if !finish && commands() >= moves {
			return
		}
		if time.Since(lastAt) > 60*time.Second && !e.r.Table.Game().Over() {
			var names []string
			e.do(func() { names = e.s.names() })
			var ph []string
			for _, p := range e.phones {
				v, _ := p.last()
				p.mu.Lock()
				ph = append(ph, fmt.Sprintf("seat %d: %.300s (refused %v)", p.seat+1, v, p.refused))
				p.mu.Unlock()
			}
			e.t.Fatalf("game %d: stuck after %d commands; kiosk tiles %v; phones %v", g+1, commands(), names, ph)
		}
		e.do(func() {
			for _, n := range []string{"begin", "phys-next", "continue", "tip-ok", "attract"} {
				if e.s.tap(n) {
					return
				}
			}
		})
		for _, p := range e.phones {
			v, _ := p.last()
			var m seatMsg
			if json.Unmarshal(v, &m) != nil || m.Game != tag || len(m.View.Legal) == 0 {
				continue
			}
			if m.Table != nil && (!m.Table.SetupDone || m.Table.Narrating()) {
				continue
			}
			p.mu.Lock()
			sent := p.sent[m.View.Version]
			p.sent[m.View.Version] = true
			p.mu.Unlock()
			if sent {
				continue
			}
			p.moves++
			e.ids++
			msg, _ := json.Marshal(map[string]any{"v": m.View.Version, "id": fmt.Sprintf("ev-%d-v%d", e.ids, m.View.Version), "cmd": m.View.Legal[e.rng.IntN(len(m.View.Legal))]})
			if tok := p.c.Publish(e.topic.SeatCmd(engine.Seat(p.seat)), 1, false, msg); !tok.WaitTimeout(30*time.Second) || tok.Error() != nil {
				e.t.Fatalf("game %d: seat %d's phone cannot send its move: %v", g+1, p.seat+1, tok.Error())
			}
			if p.moves%7 == 3 { // the phone leaves (a locked screen) and scans its link again
				p.c.Disconnect(0)
				q := e.scan(p.seat)
				e.within(fmt.Sprintf("game %d: seat %d's phone, back, gets the game's view", g+1, p.seat+1), settle(), func() bool {
					v, pub := q.last()
					return tagOf(v) == tag && tagOf(pub) == tag
				})
				p.mu.Lock()
				for v := range p.sent {
					q.sent[v] = true
				}
				p.mu.Unlock()
				q.moves = p.moves
				e.phones[p.seat] = q
			}
		}
		e.clock.Advance(1500 * time.Millisecond) // the bots' pause and the pace tick
		time.Sleep(2 * time.Millisecond)
	}
}
