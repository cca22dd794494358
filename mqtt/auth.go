package mqtt

import (
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	mochi "github.com/mochi-mqtt/server/v2"
	"github.com/mochi-mqtt/server/v2/packets"

	"colt/engine"
	"colt/engine/table"
)

// SpectatorUser is the embedded broker's login of read-only screens and
// guests; any password is accepted, and each connection gets a client id of
// its own from the broker. (A café Mosquitto has no such shared login: its
// screens have logins of their own and its guests none, docs/cafe-broker.md.)
const SpectatorUser = "spectator"

// KioskUser is the embedded broker's login of the kiosk's own bridge.
func KioskUser(tableID string) string { return "kiosk:" + tableID }

// SeatUser is the login of the phone playing seat at tableID; its password
// is the seat's token.
func SeatUser(tableID string, seat engine.Seat) string {
	return tableID + ":" + strconv.Itoa(int(seat))
}

type role uint8

const (
	roleKiosk role = iota + 1
	roleSeat
	roleSpectator
)

// principal is who a connection authenticated as.
type principal struct {
	role  role
	seat  engine.Seat
	token string
}

// Auth is the embedded broker's authentication and ACL hook. mochi denies
// everything without such a hook. Three kinds of user exist:
//
//   - KioskUser(table) with the per-start secret: every topic under colt/<table>/;
//   - SeatUser(table, n) with seat n's current token: read colt/<table>/public,
//     colt/<table>/kiosk and its own seat's view and reply; write its own cmd;
//   - SpectatorUser (and "spectator2", …), with any password: read
//     colt/<table>/public and colt/<table>/kiosk, under a client id the
//     broker draws (guestClientID).
//
// Tokens change with every game: a seat login is checked against the table
// at connect time, and every later ACL check compares the connection's token
// with the seat's current one (kept fresh by a table subscription), so a
// phone of the previous game reads nothing more and is disconnected.
// Subscriptions to wildcard filters are granted when they can match an
// allowed topic; each delivered message is then checked by its topic name.
type Auth struct {
	mochi.HookBase
	topics      Topics
	kioskUser   string
	kioskSecret string
	t           *table.Table
	server      *mochi.Server
	logf        func(string, ...any)

	closing atomic.Bool // the broker is shutting down: no new logins
	seats   atomic.Pointer[[]table.SeatInfo]
	clients sync.Map // *mochi.Client → *principal
	ownRet  sync.Map // *mochi.Client → []int: wildcard filters whose retained messages Auth sends
	cancel  func()

	// watchers are told when a seat's phone connects or goes (Watch)
	watchMu  sync.Mutex
	watchers map[int]func()
	nwatch   int
}

// NewAuth returns the hook for table t; secret is the kiosk's password.
func NewAuth(tableID, secret string, t *table.Table, server *mochi.Server, logf func(string, ...any)) *Auth {
	if logf == nil {
		logf = func(string, ...any) {}
	}
	a := &Auth{topics: Topics{tableID}, kioskUser: KioskUser(tableID), kioskSecret: secret, t: t, server: server, logf: logf}
	seats := t.Seats()
	a.seats.Store(&seats)
	a.cancel = t.Subscribe(a.onUpdate)
	return a
}

// ID names the hook.
func (a *Auth) ID() string { return "colt-auth" }

// Provides says which hook methods Auth implements.
func (a *Auth) Provides(b byte) bool {
	switch b {
	case mochi.OnConnectAuthenticate, mochi.OnACLCheck, mochi.OnDisconnect, mochi.OnPublish, mochi.OnWill,
		mochi.OnSubscribe, mochi.OnSubscribed:
		return true
	}
	return false
}

// Stop ends the table subscription.
func (a *Auth) Stop() error {
	a.cancel()
	return nil
}

// onUpdate keeps the token cache fresh and, at a new game, deletes the
// retained seat views and disconnects phones whose token no longer opens
// their seat. It runs before the Bridge publishes the update's views,
// since Auth subscribes to the table first.
func (a *Auth) onUpdate(u table.Update) {
	seats := append([]table.SeatInfo(nil), u.Seats...)
	if old := a.seats.Load(); old != nil && sameTokens(*old, seats) {
		a.seats.Store(&seats) // modes may have changed
		return
	}
	// A new game, or seats given new tokens (table.ResetTokens): drop the
	// retained views of every seat whose token changed before the new
	// tokens open anything, so a new phone never sees the old ones.
	if a.server != nil {
		old := a.seats.Load()
		for n := engine.Seat(0); n < MaxSeats; n++ {
			if old != nil && int(n) < len(*old) && int(n) < len(seats) && len(*old) == len(seats) && (*old)[n].Token == seats[n].Token {
				continue // the same game, this seat's token kept
			}
			a.server.Topics.RetainMessage(packets.Packet{TopicName: a.topics.SeatView(n)})
		}
	}
	a.seats.Store(&seats)
	defer a.changed() // the phones of the earlier tokens no longer count
	var stale []*mochi.Client
	a.clients.Range(func(k, v any) bool {
		if p := v.(*principal); p.role == roleSeat && !a.tokenValid(p) {
			stale = append(stale, k.(*mochi.Client))
		}
		return true
	})
	if len(stale) > 0 && a.server != nil {
		go func() {
			for _, cl := range stale {
				a.logf("mqtt: disconnecting %s: its seat token belongs to an earlier game", cl.Properties.Username)
				_ = a.server.DisconnectClient(cl, packets.ErrNotAuthorized)
			}
		}()
	}
}

func sameTokens(a, b []table.SeatInfo) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Token != b[i].Token {
			return false
		}
	}
	return true
}

func (a *Auth) tokenValid(p *principal) bool {
	seats := *a.seats.Load()
	if int(p.seat) >= len(seats) || p.seat < 0 {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(seats[p.seat].Token), []byte(p.token)) == 1
}

// OnConnectAuthenticate accepts the kiosk, a seat's phone with the seat's
// current token, or a spectator. Only the kiosk may leave a will, a client
// id in use by another user cannot be taken over (its session could hold
// another seat's messages), and a spectator never keeps the id it asked for.
func (a *Auth) OnConnectAuthenticate(cl *mochi.Client, pk packets.Packet) bool {
	user := string(pk.Connect.Username)
	if a.closing.Load() {
		return false // a client arriving during shutdown would keep it waiting
	}
	p := a.authenticate(user, pk.Connect.Password)
	if p == nil {
		a.logf("mqtt: refused login %q from %s: unknown user or wrong password (a phone needs its current QR code)", user, cl.Net.Remote)
		return false
	}
	if pk.Connect.WillFlag && (p.role != roleKiosk || !a.canWrite(p, pk.Connect.WillTopic)) {
		a.logf("mqtt: refused login %q from %s: only the kiosk may leave a last will", user, cl.Net.Remote)
		return false
	}
	if p.role == roleSpectator {
		// A spectator login is open to anyone: its connection never keeps
		// the client id it asked for, which could be another screen's (MQTT
		// closes the older of two connections with one id). It gets a fresh
		// id nobody else knows, so a guest can close no one's connection and
		// no one can close a guest's, as guestClientID says.
		cl.ID = guestClientID()
		if cl.Properties.ProtocolVersion == 5 {
			cl.Properties.Props.AssignedClientID = cl.ID
		}
	}
	if a.server != nil {
		if old, ok := a.server.Clients.Get(cl.ID); ok && !bytes.Equal(old.Properties.Username, pk.Connect.Username) {
			a.logf("mqtt: refused login %q from %s: client id %q belongs to another user", user, cl.Net.Remote, cl.ID)
			return false
		}
	}
	a.clients.Store(cl, p)
	if p.role == roleSeat {
		a.changed()
	}
	return true
}

// GuestClientIDPrefix starts the client id the embedded broker gives every
// spectator connection (and the id a café Mosquitto gives a guest that sends
// none, mosquitto.GuestIDPrefix).
const GuestClientIDPrefix = "colt-guest-"

// guestClientID returns a fresh client id for a spectator connection:
// GuestClientIDPrefix and 128 random bits.
func guestClientID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("mqtt: no randomness: " + err.Error())
	}
	return GuestClientIDPrefix + hex.EncodeToString(b[:])
}

// isSpectator reports whether user is a spectator login: "spectator", or
// "spectator2", "spectator3", … (the names screens of an earlier café
// design used; all alike, and harmless since each connection gets its own
// client id).
func isSpectator(user string) bool {
	n, ok := strings.CutPrefix(user, SpectatorUser)
	if !ok {
		return false
	}
	if n == "" {
		return true
	}
	i, err := strconv.Atoi(n)
	return err == nil && i >= 2 && strconv.Itoa(i) == n
}

func (a *Auth) authenticate(user string, password []byte) *principal {
	switch {
	case user == a.kioskUser:
		if a.kioskSecret != "" && subtle.ConstantTimeCompare(password, []byte(a.kioskSecret)) == 1 {
			return &principal{role: roleKiosk, seat: engine.NoSeat}
		}
		return nil
	case isSpectator(user):
		return &principal{role: roleSpectator, seat: engine.NoSeat}
	}
	num, ok := strings.CutPrefix(user, a.topics.Table+":")
	if !ok {
		return nil
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 || n >= MaxSeats || strconv.Itoa(n) != num || len(password) == 0 {
		return nil
	}
	if seat, ok := a.t.SeatForToken(string(password)); !ok || seat != engine.Seat(n) {
		return nil
	}
	// the table's token must also be the one this hook has seen published
	// (closes the moment between a new game and its update)
	p := &principal{role: roleSeat, seat: engine.Seat(n), token: string(password)}
	if !a.tokenValid(p) {
		return nil
	}
	return p
}

// OnDisconnect forgets the connection.
func (a *Auth) OnDisconnect(cl *mochi.Client, err error, expire bool) {
	v, _ := a.clients.LoadAndDelete(cl)
	a.ownRet.Delete(cl)
	if p, ok := v.(*principal); ok && p.role == roleSeat {
		a.changed()
	}
}

// PhonesOnline counts, for each seat, the phones connected with the seat's
// current token: phones of this game (an earlier game's or a reset token's
// phone does not count, and is being disconnected).
func (a *Auth) PhonesOnline() [MaxSeats]int {
	var n [MaxSeats]int
	a.clients.Range(func(_, v any) bool {
		if p := v.(*principal); p.role == roleSeat && p.seat >= 0 && p.seat < MaxSeats && a.tokenValid(p) {
			n[p.seat]++
		}
		return true
	})
	return n
}

// Watch calls fn (on the broker's goroutine: it must not block) whenever a
// seat's phone connects or goes, or the seats' tokens change. It returns a
// function that cancels the watch.
func (a *Auth) Watch(fn func()) (cancel func()) {
	a.watchMu.Lock()
	defer a.watchMu.Unlock()
	if a.watchers == nil {
		a.watchers = map[int]func(){}
	}
	id := a.nwatch
	a.nwatch++
	a.watchers[id] = fn
	return func() {
		a.watchMu.Lock()
		delete(a.watchers, id)
		a.watchMu.Unlock()
	}
}

func (a *Auth) changed() {
	a.watchMu.Lock()
	fns := make([]func(), 0, len(a.watchers))
	for _, fn := range a.watchers {
		fns = append(fns, fn)
	}
	a.watchMu.Unlock()
	for _, fn := range fns {
		fn()
	}
}

// OnSubscribe takes over the retained messages of a phone's or spectator's
// wildcard filter: mochi 2.7.9 scans its topic tree for them without the
// lock a concurrent retained publish takes (a data race seen under -race).
// Such a client may read a few exact topics only, so Auth fetches those by
// name in OnSubscribed instead (RetainHandling 2 tells mochi to skip them).
func (a *Auth) OnSubscribe(cl *mochi.Client, pk packets.Packet) packets.Packet {
	v, ok := a.clients.Load(cl)
	if !ok || v.(*principal).role == roleKiosk {
		return pk
	}
	var own []int
	filters := append([]packets.Subscription(nil), pk.Filters...)
	for i, f := range filters {
		if f.RetainHandling == 0 && strings.ContainsAny(f.Filter, "+#") {
			filters[i].RetainHandling = 2
			own = append(own, i)
		}
	}
	if own != nil {
		pk.Filters = filters
		a.ownRet.Store(cl, own)
	}
	return pk
}

// OnSubscribed sends the retained messages of the filters OnSubscribe took
// over, looked up by exact topic (QoS 0; MQTT allows them before the SUBACK).
func (a *Auth) OnSubscribed(cl *mochi.Client, pk packets.Packet, codes []byte) {
	v, ok := a.ownRet.LoadAndDelete(cl)
	if !ok || a.server == nil {
		return
	}
	pv, ok := a.clients.Load(cl)
	if !ok {
		return
	}
	p := pv.(*principal)
	sent := map[string]bool{}
	for _, i := range v.([]int) {
		if i >= len(pk.Filters) || i >= len(codes) || codes[i] >= 0x80 {
			continue
		}
		for _, topic := range a.readable(p) {
			if sent[topic] || !filtersOverlap(pk.Filters[i].Filter, topic) || !a.OnACLCheck(cl, topic, false) {
				continue
			}
			msg, ok := a.server.Topics.Retained.Get(topic)
			if !ok || len(msg.Payload) == 0 {
				continue
			}
			sent[topic] = true
			out := msg.Copy(false)
			out.FixedHeader.Qos, out.FixedHeader.Retain, out.FixedHeader.Dup = 0, true, false
			out.PacketID = 0
			_ = cl.WritePacket(out)
		}
	}
}

// OnACLCheck allows a publish (write) or a subscription or delivery (read)
// of topic to cl.
func (a *Auth) OnACLCheck(cl *mochi.Client, topic string, write bool) bool {
	v, ok := a.clients.Load(cl)
	if !ok {
		return false
	}
	p := v.(*principal)
	if p.role == roleSeat && !a.tokenValid(p) {
		return false
	}
	if write {
		return a.canWrite(p, topic)
	}
	return a.canRead(p, topic)
}

// OnPublish re-checks the final topic of a phone's message (after any topic
// alias) and drops its retain flag: commands are never retained. It drops a
// kiosk's seat view whose game tag is not the current game's (published
// just before a new game started).
func (a *Auth) OnPublish(cl *mochi.Client, pk packets.Packet) (packets.Packet, error) {
	v, ok := a.clients.Load(cl)
	if !ok {
		return pk, packets.ErrRejectPacket
	}
	p := v.(*principal)
	if p.role == roleKiosk {
		if len(pk.Payload) > 0 && strings.HasPrefix(pk.TopicName, a.topics.Prefix()+"seat/") && strings.HasSuffix(pk.TopicName, "/view") &&
			!bytes.HasPrefix(pk.Payload, []byte(`{"game":"`+GameTag(*a.seats.Load())+`"`)) {
			// a view of the previous game still on its way: acknowledged,
			// but neither retained nor delivered to the new game's phones
			return pk, packets.CodeSuccessIgnore
		}
		return pk, nil
	}
	if !a.canWrite(p, pk.TopicName) {
		return pk, packets.ErrRejectPacket
	}
	pk.FixedHeader.Retain = false
	return pk, nil
}

// OnWill keeps wills to the kiosk (checked at connect); it is a second
// fence should a will slip through.
func (a *Auth) OnWill(cl *mochi.Client, will mochi.Will) (mochi.Will, error) {
	v, ok := a.clients.Load(cl)
	if ok && v.(*principal).role == roleKiosk && a.canWrite(v.(*principal), will.TopicName) {
		return will, nil
	}
	will.TopicName = a.topics.Prefix() + "void" // never subscribed to, never retained
	will.Retain = false
	will.Payload = nil
	return will, nil
}

func (a *Auth) canWrite(p *principal, topic string) bool {
	if strings.ContainsAny(topic, "+#") {
		return false
	}
	switch p.role {
	case roleKiosk:
		return strings.HasPrefix(topic, a.topics.Prefix())
	case roleSeat:
		return topic == a.topics.SeatCmd(p.seat)
	}
	return false
}

// readable lists the exact topics a phone or spectator may read.
func (a *Auth) readable(p *principal) []string {
	tp := a.topics
	switch p.role {
	case roleSeat:
		return []string{tp.Public(), tp.Kiosk(), tp.SeatView(p.seat), tp.SeatReply(p.seat)}
	case roleSpectator:
		return []string{tp.Public(), tp.Kiosk()}
	}
	return nil
}

func (a *Auth) canRead(p *principal, filter string) bool {
	if p.role == roleKiosk {
		return filtersOverlap(filter, a.topics.Prefix()+"#")
	}
	for _, topic := range a.readable(p) {
		if filtersOverlap(filter, topic) {
			return true
		}
	}
	return false
}

// filtersOverlap reports whether some topic name matches both filters (a
// topic name is a filter without wildcards). Topics starting with '$' are
// never matched by a leading wildcard.
func filtersOverlap(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	if (strings.HasPrefix(a, "$") || strings.HasPrefix(b, "$")) && a[0] != b[0] {
		return false
	}
	la, lb := strings.Split(a, "/"), strings.Split(b, "/")
	for i := 0; ; i++ {
		switch {
		case i < len(la) && la[i] == "#", i < len(lb) && lb[i] == "#":
			return true
		case i == len(la) && i == len(lb):
			return true
		case i == len(la) || i == len(lb):
			return false // one is longer and its next level is not '#'
		case la[i] == "+" || lb[i] == "+" || la[i] == lb[i]:
			continue
		default:
			return false
		}
	}
}
