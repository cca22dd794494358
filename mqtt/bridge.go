package mqtt

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	paho "github.com/eclipse/paho.mqtt.golang"

	"colt/engine"
	"colt/engine/table"
	"colt/mqtt/mosquitto"
)

// BridgeOptions configure a Bridge.
type BridgeOptions struct {
	// Table is the table id (topics colt/<table>/...).
	Table string
	// URL is the broker, e.g. tcp://127.0.0.1:1883 (the embedded broker's
	// loopback listener) or tcp://cafe-broker.local:1883.
	URL string
	// Username and Password log the kiosk in.
	Username, Password string
	// ClientID defaults to "colt-kiosk-<table>". A café broker refuses an
	// id not starting with mosquitto.ClientIDPrefix (and names the
	// connection after its login anyway).
	ClientID string
	// Dynsec sets the seats' phone passwords to their tokens through
	// Mosquitto's dynamic-security plugin at every connection and new game
	// (a café broker; see docs/cafe-broker.md).
	Dynsec bool
	// Logf receives connection events and warnings; nil discards them.
	Logf func(string, ...any)
	// TeachHooks teach the phones their own tips (teaching mode); zero:
	// no teaching.
	TeachHooks
	// Words, when set, words each message's events for the phones (the
	// words model of ui/i18n, given by the programs: mqtt does not import
	// the UI); the message carries them as "words", one per event.
	Words WordsFunc
}

// WordsFunc words the events a message carries as the viewer may see them
// (view: that viewer's view; events: the message's events, JSON), one
// value per event; nil: none.
type WordsFunc func(view any, events []json.RawMessage) any

// Bridge joins a table and a broker: it publishes the retained public view
// and each phone seat's retained private view after every table update,
// and turns each phone command into table.Submit with a reply. The same
// code serves the embedded broker (over loopback TCP) and a café broker.
type Bridge struct {
	t      *table.Table
	opts   BridgeOptions
	topics Topics
	logf   func(string, ...any)
	client paho.Client
	cancel func()

	cmds chan paho.Message
	wake chan struct{}
	done chan struct{}
	wg   sync.WaitGroup

	mu      sync.Mutex
	pending pendingEvents
	last    *table.Update
	resync  bool
	// held are the updates a presenting kiosk has not shown yet: phones
	// never run ahead of the table (table.Presentation)
	held []table.Update
	// cancelPres ends the subscription to the kiosk's presentation cursor
	cancelPres func()
	// cancelWatch ends the host's teaching watch (TeachHooks.Watch)
	cancelWatch func()

	connected   atomic.Bool
	lastCmdSeat atomic.Int32 // seat of the last phone command, published first
	connMu      sync.Mutex
	connCh      chan struct{} // closed at the first connection

	// publisher goroutine state
	lastSeat   [MaxSeats][]byte
	lastPublic []byte
	// lastUpdate and lastEvents: the update last published and its events,
	// published again when nothing newer came (a phone's "got it", a
	// teaching wake): a retained message keeps the last move's events
	lastUpdate *table.Update
	lastEvents pendingEvents
	dynTokens  []string
	dynAnswers atomic.Int64

	// tips are the teaching tips each phone seat has open (teach.go)
	tipsMu sync.Mutex
	tips   seatTips
}

// maxPendingEvents bounds the events carried by one message.
const maxPendingEvents = 500

// pendingEvents are the events not yet published, already filtered by the
// table for the public and for each seat.
// Each event is kept as its JSON: the bridge publishes the game's own
// events without knowing the game.
type pendingEvents struct {
	public []json.RawMessage
	seat   [MaxSeats][]json.RawMessage
}

func (p *pendingEvents) add(u *table.Update, logf func(string, ...any)) {
	if u.Events == 0 {
		return
	}
	p.public = append(p.public, eventList(u.PublicEvents, logf)...)
	for n := range p.seat {
		if n < len(u.SeatEvents) {
			p.seat[n] = append(p.seat[n], eventList(u.SeatEvents[n], logf)...)
		}
	}
}

// eventList splits a game's list of events (a value encoding to a JSON
// array) into each event's JSON.
func eventList(evs any, logf func(string, ...any)) []json.RawMessage {
	if evs == nil {
		return nil
	}
	b, err := json.Marshal(evs)
	var out []json.RawMessage
	if err == nil {
		err = json.Unmarshal(b, &out)
	}
	if err != nil {
		logf("mqtt: cannot encode the game's events: %v", err)
		return nil
	}
	return out
}

// prepend puts older events back in front of newer ones.
func (p *pendingEvents) prepend(old pendingEvents) {
	p.public = append(old.public, p.public...)
	for n := range p.seat {
		p.seat[n] = append(old.seat[n], p.seat[n]...)
	}
}

func lastEvents(evs []json.RawMessage) []json.RawMessage {
	if evs == nil {
		return []json.RawMessage{} // always a list on the wire
	}
	if len(evs) > maxPendingEvents {
		return evs[len(evs)-maxPendingEvents:] // after a long disconnection
	}
	return evs
}

// NewBridge subscribes to t and starts connecting to the broker in the
// background (reconnecting forever). Use WaitConnected to wait for it.
func NewBridge(t *table.Table, opts BridgeOptions) (*Bridge, error) {
	if opts.URL == "" {
		return nil, errors.New("mqtt: bridge needs a broker URL")
	}
	if opts.ClientID == "" {
		opts.ClientID = "colt-kiosk-" + opts.Table
	}
	b := &Bridge{t: t, opts: opts, topics: Topics{opts.Table}, logf: opts.Logf,
		cmds: make(chan paho.Message, 256), wake: make(chan struct{}, 1), done: make(chan struct{}),
		connCh: make(chan struct{})}
	if b.logf == nil {
		b.logf = func(string, ...any) {}
	}
	co := paho.NewClientOptions().
		AddBroker(opts.URL).
		SetClientID(opts.ClientID).
		SetUsername(opts.Username).
		SetPassword(opts.Password).
		SetProtocolVersion(4).
		SetCleanSession(true).
		SetKeepAlive(20*time.Second).
		SetPingTimeout(10*time.Second).
		SetConnectTimeout(10*time.Second).
		SetWriteTimeout(10*time.Second).
		SetAutoReconnect(true).
		SetConnectRetry(true).
		SetConnectRetryInterval(time.Second).
		SetMaxReconnectInterval(10*time.Second).
		SetOrderMatters(true). // handlers only queue; they never block on the client
		SetWill(b.topics.Kiosk(), "offline", 1, true).
		SetOnConnectHandler(b.onConnect).
		SetConnectionLostHandler(func(_ paho.Client, err error) {
			b.connected.Store(false)
			b.logf("mqtt: lost the broker %s (%v); reconnecting", opts.URL, err)
		})
	b.client = paho.NewClient(co)

	b.mu.Lock()
	b.resync = true
	b.mu.Unlock()
	b.lastCmdSeat.Store(-1)
	b.cancel = t.Subscribe(b.onUpdate)
	b.cancelPres = t.SubscribePresent(func(table.Presentation) { b.poke() })
	b.cancelWatch = func() {}
	if opts.Watch != nil {
		if cancel := opts.Watch(b.poke); cancel != nil {
			b.cancelWatch = cancel
		}
	}
	b.wg.Add(2)
	go b.commandLoop()
	go b.publishLoop()
	b.client.Connect() // with ConnectRetry it retries in the background
	return b, nil
}

// WaitConnected waits until the bridge is connected and subscribed, at most d.
func (b *Bridge) WaitConnected(d time.Duration) error {
	select {
	case <-b.connCh:
		return nil
	case <-time.After(d):
		return fmt.Errorf("mqtt: no connection to the broker %s after %v (is it running? are broker.username/password right?)", b.opts.URL, d)
	}
}

// Connected reports whether the bridge is connected to the broker now.
func (b *Bridge) Connected() bool { return b.connected.Load() }

func (b *Bridge) onConnect(c paho.Client) {
	tok := c.Subscribe(b.topics.CmdFilter(), 1, func(_ paho.Client, m paho.Message) {
		select {
		case b.cmds <- m:
		case <-b.done:
		}
	})
	if !tok.WaitTimeout(10*time.Second) || tok.Error() != nil {
		b.logf("mqtt: cannot subscribe to %s: %v (check the kiosk user's ACL on the broker)", b.topics.CmdFilter(), tok.Error())
	}
	if b.opts.Dynsec {
		tok := c.Subscribe(mosquitto.ResponseTopic, 0, b.onDynsecResponse)
		if !tok.WaitTimeout(10*time.Second) || tok.Error() != nil {
			b.logf("mqtt: cannot subscribe to %s: %v", mosquitto.ResponseTopic, tok.Error())
		}
	}
	c.Publish(b.topics.Kiosk(), 1, true, "online")
	b.logf("mqtt: connected to %s as %s", b.opts.URL, b.opts.Username)
	b.mu.Lock()
	b.resync = true
	b.mu.Unlock()
	b.poke()
	b.connected.Store(true)
	b.connMu.Lock()
	select {
	case <-b.connCh:
	default:
		close(b.connCh)
	}
	b.connMu.Unlock()
}

// onUpdate queues a table update for the publisher; it never blocks the
// table (it runs on the goroutine that changed the game).
func (b *Bridge) onUpdate(u table.Update) {
	if u.Reason == "notice" {
		return // the game did not change (the table cannot save): the views stand; the phone that played was answered
	}
	b.mu.Lock()
	if u.Reason == "new" {
		// the game on the table was replaced: what the screen had not shown
		// of the previous one will never be shown, and must not hold the new
		// game back (its state ids start again from 0, below the held ones:
		// the phones kept the old game's public view and no seat view)
		b.held, b.pending = nil, pendingEvents{}
		b.resync = true
	}
	b.held = append(b.held, u)
	if len(b.held) > maxHeld { // a kiosk that stopped presenting: the oldest go
		b.releaseLocked(b.held[0].Version)
	}
	b.mu.Unlock()
	b.poke()
}

// maxHeld bounds the updates held back for a presenting kiosk.
const maxHeld = 1000

// releaseLocked moves the held updates up to state id version (all of them
// for version < 0) into what the next publication carries.
func (b *Bridge) releaseLocked(version int) {
	n := 0
	for n < len(b.held) && (version < 0 || b.held[n].Version <= version || b.held[n].Reason == "new") {
		u := b.held[n]
		b.pending.add(&u, b.logf)
		b.last = &u
		n++
	}
	b.held = b.held[n:]
}

func (b *Bridge) poke() {
	select {
	case b.wake <- struct{}{}:
	default:
	}
}

// publishLoop publishes the views of the latest state, with the events of
// every update since the previous publication.
func (b *Bridge) publishLoop() {
	defer b.wg.Done()
	for {
		select {
		case <-b.done:
			return
		case <-b.wake:
		}
		b.publishViews()
	}
}

func (b *Bridge) publishViews() {
	// views come from the table already filtered, as the table's screen has
	// shown them: the bridge never holds the game state
	g, pres, presented := b.t.PresentedGame()
	b.mu.Lock()
	if presented {
		b.releaseLocked(g.Version())
	} else {
		b.releaseLocked(-1)
	}
	events, last, resync := b.pending, b.last, b.resync
	b.pending, b.resync = pendingEvents{}, false
	b.mu.Unlock()
	if !b.client.IsConnectionOpen() {
		// keep everything for the resync that follows the connection
		b.mu.Lock()
		b.pending.prepend(events)
		b.resync = b.resync || resync
		b.mu.Unlock()
		return
	}

	playing := b.t.Playing()
	var step *table.Presentation
	if presented && (pres.Narrating() || !pres.SetupDone) {
		step = &pres // the phones show the step the table is on
	}
	var pubView any
	if g != nil {
		pubView = g.View(engine.NoSeat)
	}
	seats := b.t.Seats()
	if playing && last != nil && (g.Version() != last.Version || GameTag(seats) != GameTag(last.Seats)) {
		// a newer update is on its way (the table publishes after every
		// change): publish then, so views and events stay in step, and the
		// broker's auth hook knows the game's tokens (it sees each update
		// before this bridge)
		b.mu.Lock()
		b.pending.prepend(events)
		b.resync = b.resync || resync
		b.mu.Unlock()
		return
	}
	reason := ""
	if last != nil {
		reason = last.Reason
	}
	if last == b.lastUpdate {
		// no newer update (a phone closed a tip, the host's teaching woke
		// the bridge, a reconnection): the messages keep the last update's
		// events, so only what changed differs and is published again
		events.prepend(b.lastEvents)
	}
	b.lastUpdate, b.lastEvents = last, events

	game := ""
	if playing {
		game = GameTag(seats)
	}
	// Seat views first, the latency that matters: the phone that just
	// played, then the one whose turn it is, then the others; the public
	// view (which fans out to every spectator) last.
	order := make([]engine.Seat, 0, MaxSeats)
	seen := [MaxSeats]bool{}
	add := func(n engine.Seat) {
		if n >= 0 && n < MaxSeats && !seen[n] {
			seen[n] = true
			order = append(order, n)
		}
	}
	add(engine.Seat(b.lastCmdSeat.Load()))
	if playing {
		for _, n := range g.Expected() {
			add(n)
		}
	}
	for n := engine.Seat(0); n < MaxSeats; n++ {
		add(n)
	}
	for _, n := range order {
		var data []byte
		if playing && int(n) < len(seats) && seats[n].Mode == table.Phone {
			view := g.View(n)
			evs := lastEvents(events.seat[n])
			msg := SeatMessage{Game: game, View: view, Events: evs, Reason: reason, Table: step, TakeBack: b.t.CanTakeBack(n),
				Tips: b.tipsFor(game, n, view)}
			if b.opts.Words != nil {
				msg.Words = b.opts.Words(view, evs)
			}
			var err error
			if data, err = json.Marshal(msg); err != nil {
				b.logf("mqtt: cannot encode seat %d's view: %v", n, err)
				continue
			}
		}
		if !resync && bytes.Equal(data, b.lastSeat[n]) {
			continue
		}
		b.lastSeat[n] = data
		// an empty retained payload deletes the seat's view
		b.client.Publish(b.topics.SeatView(n), 1, true, data)
	}

	pubEvents := lastEvents(events.public)
	pub := PublicMessage{Game: game, Seats: []SeatStatus{}, Events: pubEvents, Reason: reason, Table: step}
	if playing {
		pub.View = pubView
		for _, si := range seats {
			pub.Seats = append(pub.Seats, SeatStatus{Seat: si.Seat, Mode: si.Mode})
		}
		if b.opts.Words != nil {
			pub.Words = b.opts.Words(pubView, pubEvents)
		}
	}
	if data, err := json.Marshal(pub); err != nil {
		b.logf("mqtt: cannot encode the public view: %v", err)
	} else if resync || !bytes.Equal(data, b.lastPublic) {
		b.lastPublic = data
		b.client.Publish(b.topics.Public(), 1, true, data)
	}

	if b.opts.Dynsec {
		b.syncPasswords(playing, seats, resync)
	}
}

// syncPasswords sets the seat users' passwords on a Mosquitto café broker
// to the current tokens (random for seats outside the game).
func (b *Bridge) syncPasswords(playing bool, seats []table.SeatInfo, force bool) {
	tokens := make([]string, MaxSeats)
	if playing {
		for _, si := range seats {
			if si.Seat >= 0 && int(si.Seat) < len(tokens) {
				tokens[si.Seat] = si.Token
			}
		}
	}
	if !force && b.dynTokens != nil && strings.Join(tokens, ",") == strings.Join(b.dynTokens, ",") {
		return
	}
	b.dynTokens = tokens
	before := b.dynAnswers.Load()
	b.client.Publish(mosquitto.ControlTopic, 1, false, mosquitto.SetSeatPasswords(b.opts.Table, tokens))
	time.AfterFunc(5*time.Second, func() {
		if b.dynAnswers.Load() == before && b.Connected() {
			b.logf("mqtt: the broker did not answer the dynamic-security commands setting the seat passwords: phones cannot log in (is mosquitto's dynamic-security plugin loaded? see docs/cafe-broker.md)")
		}
	})
}

func (b *Bridge) onDynsecResponse(_ paho.Client, m paho.Message) {
	rs, err := mosquitto.ParseResponses(m.Payload())
	if err != nil {
		return
	}
	prefix := "colt/" + b.opts.Table + "/"
	for _, r := range rs {
		if !strings.HasPrefix(r.Correlation, prefix) {
			continue // another kiosk's
		}
		b.dynAnswers.Add(1)
		if r.Error != "" {
			b.logf("mqtt: the broker refused %s for %s: %s (run `colt mosquitto-acl` with --table %s on the broker; see docs/cafe-broker.md)", r.Command, r.Correlation, r.Error, b.opts.Table)
		}
	}
}

// commandLoop handles phone commands one at a time.
func (b *Bridge) commandLoop() {
	defer b.wg.Done()
	for {
		select {
		case <-b.done:
			return
		case m := <-b.cmds:
			b.handle(m)
		}
	}
}

func (b *Bridge) handle(m paho.Message) {
	seat, ok := b.topics.CmdSeat(m.Topic())
	if !ok {
		b.logf("mqtt: ignored a message on %s (not a seat's command topic)", m.Topic())
		return
	}
	if m.Retained() {
		// commands are never retained (the embedded broker drops the flag);
		// a retained one is a stale leftover on a café broker
		b.logf("mqtt: ignored a retained command on %s", m.Topic())
		return
	}
	b.lastCmdSeat.Store(int32(seat))
	r := b.Process(seat, m.Payload())
	data, _ := json.Marshal(r)
	b.client.Publish(b.topics.SeatReply(seat), 1, false, data)
}

// Process checks one command message received on seat's command topic,
// submits it to the table and returns the reply. On any error the game and
// its journal are unchanged.
func (b *Bridge) Process(seat engine.Seat, payload []byte) Reply {
	if len(payload) > MaxCommandBytes {
		return Reply{ID: peekID(payload), Code: CodeTooLarge,
			Error: fmt.Sprintf("The message is %d bytes, more than the %d allowed: reload the page and try again.", len(payload), MaxCommandBytes)}
	}
	var msg CommandMessage
	dec := json.NewDecoder(bytes.NewReader(payload))
	dec.DisallowUnknownFields()
	err := dec.Decode(&msg)
	if err == nil && dec.More() {
		err = errors.New("trailing data after the message")
	}
	switch {
	case err != nil:
	case msg.ID == "" || len(msg.ID) > maxIDLen:
		err = fmt.Errorf("\"id\" must be a non-empty string of at most %d characters", maxIDLen)
	case msg.V == nil || *msg.V < 0:
		err = errors.New("\"v\" must be the state version the phone saw")
	case msg.Teach != "" && (msg.TakeBack || len(msg.Cmd) != 0 && string(msg.Cmd) != "null"):
		err = errors.New("a teaching request carries no \"cmd\" and no \"takeBack\"")
	case msg.Teach == TeachGotIt && (msg.Concept == "" || len(msg.Concept) > maxIDLen):
		err = fmt.Errorf("\"got-it\" needs the \"concept\" of the tip to close, at most %d characters", maxIDLen)
	case msg.Teach == TeachStop && msg.Concept != "":
		err = errors.New("\"stop\" carries no \"concept\"")
	case msg.Teach != "" && msg.Teach != TeachGotIt && msg.Teach != TeachStop:
		err = fmt.Errorf("\"teach\" must be %q or %q, not %q", TeachGotIt, TeachStop, msg.Teach)
	case msg.Teach == "" && msg.Concept != "":
		err = errors.New("\"concept\" belongs to a \"teach\" request")
	case msg.Teach != "":
	case msg.TakeBack && len(msg.Cmd) != 0 && string(msg.Cmd) != "null":
		err = errors.New("a take-back carries no \"cmd\"")
	case msg.TakeBack:
	case len(msg.Cmd) == 0:
		err = errors.New("\"cmd\" is missing")
	}
	if err != nil {
		return Reply{ID: peekID(payload), Code: CodeMalformed, Detail: err.Error(),
			Error: "The message could not be read: reload the page and try again."}
	}
	if msg.Teach != "" {
		return b.processTeach(seat, msg)
	}
	g := b.t.Game()
	if g == nil {
		return replyFor(msg.ID, fmt.Errorf("%w: start a new game first", table.ErrNoGame))
	}
	if msg.TakeBack {
		return replyFor(msg.ID, b.t.TakeBack(table.FromPhone, seat, *msg.V))
	}
	cmd, err := g.DecodeCommand(msg.Cmd)
	if err != nil {
		return replyFor(msg.ID, err)
	}
	if cmdSeat, _ := g.CommandSeat(cmd); cmdSeat != seat {
		return Reply{ID: msg.ID, Code: CodeWrongSeat,
			Error:  fmt.Sprintf("This phone plays seat %d but the command is for seat %d: reload the page from your own seat's QR code.", seat+1, cmdSeat+1),
			Detail: fmt.Sprintf("topic seat %d, command seat %d", seat, cmdSeat)}
	}
	return replyFor(msg.ID, b.t.Submit(table.FromPhone, cmd, *msg.V, msg.ID))
}

// peekID finds a message's id, if it has a readable one, to address a
// refusal.
func peekID(payload []byte) string {
	if len(payload) > 64<<10 {
		return ""
	}
	var v struct {
		ID string `json:"id"`
	}
	if json.Unmarshal(payload, &v) != nil || len(v.ID) > maxIDLen {
		return ""
	}
	return v.ID
}

// Close publishes "offline", closes the seats on a café broker, and
// disconnects.
func (b *Bridge) Close() {
	b.cancel()
	b.cancelPres()
	b.cancelWatch()
	close(b.done)
	b.wg.Wait()
	if b.client.IsConnectionOpen() {
		if b.opts.Dynsec {
			b.client.Publish(mosquitto.ControlTopic, 1, false, mosquitto.SetSeatPasswords(b.opts.Table, nil)).WaitTimeout(2 * time.Second)
		}
		b.client.Publish(b.topics.Kiosk(), 1, true, "offline").WaitTimeout(2 * time.Second)
	}
	b.client.Disconnect(250)
}
