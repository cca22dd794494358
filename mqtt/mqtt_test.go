package mqtt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/gorilla/websocket"

	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/phone"
)

func tcpURL(s *Service) string { return "tcp://" + s.BrokerAddr().String() }

func token(tb *table.Table, n express.Seat) string { return tb.Seats()[n].Token }

func TestPhonePlaysACard(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	st := stateOf(tb)
	actor := st.Actor()

	ph := mustDial(t, tcpURL(s), SeatUser("t1", actor), token(tb, actor))
	if got := ph.sub(t, Topics{"t1"}.SeatView(actor), Topics{"t1"}.SeatReply(actor), Topics{"t1"}.Public()); !bytes.Equal(got, []byte{1, 1, 1}) {
		t.Fatalf("subscriptions granted %v", got)
	}
	// the retained view is there at once, with the hand and the legal moves
	first := seatView(t, ph.waitFor(t, Topics{"t1"}.SeatView(actor), versionAtLeast(st.Version())))
	if len(first.View.Hand) == 0 || len(first.View.Legal) == 0 || first.View.Seat != actor {
		t.Fatalf("seat view has no hand or no legal moves: %+v", first.View)
	}
	cmd := first.View.Legal[0]
	ph.pub(t, Topics{"t1"}.SeatCmd(actor), cmdMessage(t, first.View.Version, "m1", cmd))
	var r Reply
	json.Unmarshal(ph.waitFor(t, Topics{"t1"}.SeatReply(actor), replyWithID("m1")), &r)
	if !r.OK || r.Code != "" {
		t.Fatalf("reply = %+v", r)
	}
	next := seatView(t, ph.waitFor(t, Topics{"t1"}.SeatView(actor), versionAtLeast(first.View.Version+1)))
	if len(next.Events) == 0 {
		t.Fatalf("the new view carries no events")
	}
	if got := recordOf(tb).Commands; len(got) != 1 || got[0] != cmd {
		t.Fatalf("record = %v, want [%v]", got, cmd)
	}
	var pub PublicMessage
	json.Unmarshal(ph.waitFor(t, Topics{"t1"}.Public(), versionAtLeast(next.View.Version)), &pub)
	if pub.View == nil || len(pub.Seats) != 3 || pub.Seats[0].Mode != table.Phone {
		t.Fatalf("public = %+v", pub)
	}
	if bytes.Contains(ph.waitFor(t, Topics{"t1"}.Public(), anyMsg), []byte(token(tb, 0))) {
		t.Fatal("the public view carries a seat token")
	}
}

// TestRefusals sends every kind of bad command and checks the reply code and
// that the record and the journal file are byte for byte unchanged.
func TestRefusals(t *testing.T) {
	tb, dir := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	tp := Topics{"t1"}
	st := stateOf(tb)
	actor := st.Actor()
	other := (actor + 1) % 3
	ph := mustDial(t, tcpURL(s), SeatUser("t1", actor), token(tb, actor))
	ph.sub(t, tp.SeatView(actor), tp.SeatReply(actor))
	oth := mustDial(t, tcpURL(s), SeatUser("t1", other), token(tb, other))
	oth.sub(t, tp.SeatView(other), tp.SeatReply(other))
	kuser, ksecret := s.broker.KioskLogin()
	kiosk := mustDial(t, tcpURL(s), kuser, ksecret)
	kiosk.sub(t, tp.Prefix()+"seat/+/reply")

	view := seatView(t, ph.waitFor(t, tp.SeatView(actor), versionAtLeast(st.Version()))).View
	otherView := seatView(t, oth.waitFor(t, tp.SeatView(other), versionAtLeast(st.Version()))).View
	legal := view.Legal[0]
	v := view.Version

	// apply one command so that "stale" and "duplicate" have something to refer to
	ph.pub(t, tp.SeatCmd(actor), cmdMessage(t, v, "ok-1", legal))
	var r Reply
	json.Unmarshal(ph.waitFor(t, tp.SeatReply(actor), replyWithID("ok-1")), &r)
	if !r.OK {
		t.Fatalf("legal command refused: %+v", r)
	}
	st = stateOf(tb)
	actor2 := st.Actor()

	big := fmt.Sprintf(`{"v":%d,"id":"big","cmd":%s,"pad":"%s"}`, st.Version(), mustJSON(legal), strings.Repeat("x", MaxCommandBytes))
	cases := []struct {
		name    string
		c       *client
		topic   string
		payload []byte
		id      string
		code    string
	}{
		{"duplicate id", ph, tp.SeatCmd(actor), cmdMessage(t, v, "ok-1", legal), "ok-1", ""},
		{"stale version", ph, tp.SeatCmd(actor), cmdMessage(t, v, "stale-1", legal), "stale-1", CodeStale},
		{"malformed JSON", ph, tp.SeatCmd(actor), []byte(`{"v":1,"id":"bad-1","cmd":{`), "", CodeMalformed},
		{"missing cmd", ph, tp.SeatCmd(actor), []byte(`{"v":1,"id":"bad-2"}`), "bad-2", CodeMalformed},
		{"missing version", ph, tp.SeatCmd(actor), []byte(`{"id":"bad-3","cmd":{"seat":0,"do":"draw"}}`), "bad-3", CodeMalformed},
		{"unknown field", ph, tp.SeatCmd(actor), []byte(`{"v":1,"id":"bad-4","cmd":{"seat":0,"do":"draw"},"x":1}`), "bad-4", CodeMalformed},
		{"bad command", ph, tp.SeatCmd(actor), []byte(fmt.Sprintf(`{"v":%d,"id":"bad-5","cmd":{"seat":%d,"do":"fly"}}`, st.Version(), actor)), "bad-5", CodeMalformed},
		{"command for another seat", ph, tp.SeatCmd(actor), cmdMessage(t, st.Version(), "ws-1", express.Draw(other)), "ws-1", CodeWrongSeat},
		{"unknown seat", kiosk, tp.SeatCmd(5), cmdMessage(t, st.Version(), "ws-2", express.Draw(5)), "ws-2", CodeWrongSeat},
		{"oversized message", ph, tp.SeatCmd(actor), []byte(big), "big", CodeTooLarge},
		{"not this seat's turn", oth, tp.SeatCmd(other), cmdMessage(t, st.Version(), "ill-1", express.Play(other, otherView.Hand[0], false)), "ill-1", CodeNotYourTurn},
	}
	if actor2 == other {
		// the next actor is the other phone: make the illegal one the first phone's
		cases[len(cases)-1] = struct {
			name    string
			c       *client
			topic   string
			payload []byte
			id      string
			code    string
		}{"not this seat's turn", ph, tp.SeatCmd(actor), cmdMessage(t, st.Version(), "ill-1", express.Play(actor, view.Hand[0], false)), "ill-1", CodeNotYourTurn}
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := snap(t, tb, dir)
			c.c.pub(t, c.topic, c.payload)
			replyTopic := strings.TrimSuffix(c.topic, "/cmd") + "/reply"
			// the kiosk sees every reply: wait there, matching by id or by order
			var got Reply
			if c.code == "" {
				json.Unmarshal(kiosk.waitFor(t, replyTopic, func(b []byte) bool {
					var r Reply
					return json.Unmarshal(b, &r) == nil && r.ID == c.id && r.Duplicate
				}), &got)
			} else if c.id != "" {
				json.Unmarshal(kiosk.waitFor(t, replyTopic, replyWithID(c.id)), &got)
			} else {
				json.Unmarshal(kiosk.waitFor(t, replyTopic, func(b []byte) bool {
					var r Reply
					return json.Unmarshal(b, &r) == nil && r.ID == "" && r.Code == c.code
				}), &got)
			}
			if c.code == "" {
				if !got.OK || !got.Duplicate {
					t.Fatalf("case %d: reply %+v, want ok with duplicate", i, got)
				}
			} else if got.OK || got.Code != c.code || got.Error == "" {
				t.Fatalf("case %d: reply %+v, want code %s with a sentence", i, got, c.code)
			}
			after := snap(t, tb, dir)
			if !bytes.Equal(before.rec, after.rec) || !bytes.Equal(before.journal, after.journal) {
				t.Fatalf("the record or the journal changed")
			}
		})
	}
	if n := len(tb.Record().Commands); n != 1 {
		t.Fatalf("%d commands applied, want 1", n)
	}

	// seat mode: a seat switched to the kiosk refuses its phone
	if err := tb.SetSeatMode(actor2, table.Handoff); err != nil {
		t.Fatal(err)
	}
	p2 := ph
	if actor2 != actor {
		p2 = mustDial(t, tcpURL(s), SeatUser("t1", actor2), token(tb, actor2))
	}
	p2.pub(t, tp.SeatCmd(actor2), cmdMessage(t, version(tb), "mode-1", express.Draw(actor2)))
	json.Unmarshal(kiosk.waitFor(t, tp.SeatReply(actor2), replyWithID("mode-1")), &r)
	if r.Code != CodeSeatMode {
		t.Fatalf("reply %+v, want seat-mode", r)
	}

	// no game: the operator ended it
	if _, err := tb.EndGame(); err != nil {
		t.Fatal(err)
	}
	ph.pub(t, tp.SeatCmd(actor), cmdMessage(t, version(tb), "end-1", express.Draw(actor)))
	json.Unmarshal(kiosk.waitFor(t, tp.SeatReply(actor), replyWithID("end-1")), &r)
	if r.Code != CodeNoGame {
		t.Fatalf("reply %+v, want no-game", r)
	}
}

func version(tb *table.Table) int {
	st := stateOf(tb)
	return st.Version()
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestLogins(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	u := tcpURL(s)
	for _, c := range []struct{ user, pass string }{
		{"t1:0", "wrong-token"},
		{"t1:1", token(tb, 0)}, // another seat's token
		{"t1:5", token(tb, 0)}, // no such seat
		{"t2:0", token(tb, 0)}, // another table
		{"kiosk:t1", "guess"},
		{"", ""},
	} {
		if cl, err := dial(u, c.user, c.pass, nil); err == nil {
			cl.c.Disconnect(0)
			t.Errorf("login %q/%q accepted", c.user, c.pass)
		}
	}
	// a phone may not publish anywhere but its own command topic, nor read
	// another seat
	ph := mustDial(t, u, "t1:0", token(tb, 0))
	tp := Topics{"t1"}
	if got := ph.sub(t, tp.SeatView(1), tp.SeatReply(2), tp.Prefix()+"seat/1/#", "#", tp.SeatView(0)); !bytes.Equal(got, []byte{0x80, 0x80, 0x80, 1, 1}) {
		t.Fatalf("granted %x", got)
	}
	ph.waitFor(t, tp.SeatView(0), anyMsg)
	marker(t, s, ph)
	for topic := range ph.all() {
		if topic != tp.SeatView(0) && topic != tp.Public() && topic != tp.Kiosk() {
			t.Errorf("seat 0 received %s", topic)
		}
	}
}

// marker publishes a new kiosk flag through the bridge's own connection and
// waits for c to receive it: every message the bridge published before has
// been routed to c by then.
func marker(t *testing.T, s *Service, c *client) {
	t.Helper()
	id := fmt.Sprintf("online-%p", c)
	tok := s.bridge.client.Publish(Topics{"t1"}.Kiosk(), 1, true, id)
	if !tok.WaitTimeout(wait) {
		t.Fatal("marker publish timed out")
	}
	c.waitFor(t, Topics{"t1"}.Kiosk(), func(b []byte) bool { return string(b) == id })
}

// TestSpectatorLogins: the embedded broker takes the same spectator logins
// as a café Mosquitto (spectator, spectator2, …), with spectator rights, and
// nothing that merely starts with "spectator".
func TestSpectatorLogins(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	for _, user := range []string{"spectator", "spectator2", "spectator17"} {
		cl := mustDial(t, tcpURL(s), user, "spectator")
		if got := cl.sub(t, "colt/t1/public", "colt/t1/seat/0/view"); !bytes.Equal(got, []byte{1, 0x80}) {
			t.Fatalf("%s granted %x", user, got)
		}
	}
	for _, user := range []string{"spectator0", "spectator1", "spectator02", "spectatorx", "spectator-2", "spectators"} {
		if cl, err := dial(tcpURL(s), user, "spectator", nil); err == nil {
			cl.c.Disconnect(0)
			t.Fatalf("login %q accepted", user)
		}
	}
}

// TestSpectatorSeesOnlyPublicData subscribes to # as a spectator while
// phones play, and checks nothing private arrives.
func TestSpectatorSeesOnlyPublicData(t *testing.T) {
	tb, _ := newTable(t, 4, nil)
	s := startService(t, tb, testConfig())
	spec := mustDial(t, tcpURL(s), SpectatorUser, "anything")
	if got := spec.sub(t, "#", "colt/+/public", "colt/t1/seat/0/view"); !bytes.Equal(got, []byte{1, 1, 0x80}) {
		t.Fatalf("granted %x", got)
	}
	// the retained public view comes at once through the wildcard filters
	// (delivered by Auth.OnSubscribed, not mochi's tree scan)
	spec.waitFor(t, Topics{"t1"}.Public(), versionAtLeast(version(tb)))
	playSome(t, s, tb, 12)
	marker(t, s, spec)
	all := spec.all()
	tp := Topics{"t1"}
	if len(all[tp.Public()]) < 2 {
		t.Fatalf("spectator got %d public views", len(all[tp.Public()]))
	}
	for topic, msgs := range all {
		if topic != tp.Public() && topic != tp.Kiosk() {
			t.Errorf("spectator received %s", topic)
		}
		for _, m := range msgs {
			for _, secret := range []string{`"hand"`, `"knownPurses"`, `"legal"`, `"value"`} {
				if bytes.Contains(m, []byte(secret)) {
					t.Errorf("spectator message on %s holds %s: %s", topic, secret, m)
				}
			}
			for _, si := range tb.Seats() {
				if bytes.Contains(m, []byte(si.Token)) {
					t.Errorf("spectator message holds seat %d's token", si.Seat)
				}
			}
		}
	}
}

// playSome plays n commands through the actors' phones.
func playSome(t *testing.T, s *Service, tb *table.Table, n int) {
	t.Helper()
	tp := Topics{"t1"}
	phones := map[express.Seat]*client{}
	for i := 0; i < n; i++ {
		st := stateOf(tb)
		if st.Over() {
			return
		}
		a := st.Actor()
		ph := phones[a]
		if ph == nil {
			ph = mustDial(t, tcpURL(s), SeatUser("t1", a), token(tb, a))
			ph.sub(t, tp.SeatView(a), tp.SeatReply(a))
			phones[a] = ph
		}
		view := seatView(t, ph.waitFor(t, tp.SeatView(a), versionAtLeast(st.Version()))).View
		id := fmt.Sprintf("play-%d", i)
		ph.pub(t, tp.SeatCmd(a), cmdMessage(t, view.Version, id, view.Legal[len(view.Legal)-1]))
		var r Reply
		json.Unmarshal(ph.waitFor(t, tp.SeatReply(a), replyWithID(id)), &r)
		if !r.OK {
			t.Fatalf("command %d refused: %+v", i, r)
		}
	}
}

// TestRejoinAndNewGame: a phone that reloads gets its current view at once;
// a new game shuts the previous game's phones out.
func TestRejoinAndNewGame(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	tp := Topics{"t1"}
	playSome(t, s, tb, 4)
	want := version(tb)
	old := token(tb, 1)
	ph := mustDial(t, tcpURL(s), "t1:1", old)
	ph.sub(t, tp.SeatView(1))
	// the retained view comes at once on subscribing (the last play's view
	// may still be on its way, so wait for it)
	m := seatView(t, ph.waitFor(t, tp.SeatView(1), versionAtLeast(want)))
	if m.View.Version != want || len(m.View.Hand) == 0 {
		t.Fatalf("rejoined view version %d (want %d), hand %v", m.View.Version, want, m.View.Hand)
	}

	if err := tb.NewGame(express.GameName, express.Setup{Players: 4, Seed: 99}, []table.SeatMode{table.Phone, table.Phone, table.Handoff, table.Phone}); err != nil {
		t.Fatal(err)
	}
	if _, err := dial(tcpURL(s), "t1:1", old, nil); err == nil {
		t.Fatal("a previous game's token still logs in")
	}
	spec := mustDial(t, tcpURL(s), SpectatorUser, "")
	spec.sub(t, tp.Public())
	var pub PublicMessage
	json.Unmarshal(spec.waitFor(t, tp.Public(), func(b []byte) bool {
		return bytes.Contains(b, []byte(`"players":4`))
	}), &pub)
	if len(pub.Seats) != 4 || pub.Seats[2].Mode != table.Handoff || pub.Reason != "new" {
		t.Fatalf("public after new game: seats %+v reason %q", pub.Seats, pub.Reason)
	}
	ph2 := mustDial(t, tcpURL(s), "t1:1", token(tb, 1))
	ph2.sub(t, tp.SeatView(1))
	if m := seatView(t, ph2.waitFor(t, tp.SeatView(1), anyMsg)); m.View.Players != 4 {
		t.Fatalf("new game's view has %d players", m.View.Players)
	}
	// the handoff seat has no retained view: its token logs in, but reads nothing
	ph3 := mustDial(t, tcpURL(s), "t1:2", token(tb, 2))
	ph3.sub(t, tp.SeatView(2), tp.Kiosk())
	marker(t, s, ph3)
	for _, b := range ph3.all()[tp.SeatView(2)] {
		if len(b) != 0 {
			t.Fatalf("a handoff seat has a retained view: %s", b)
		}
	}
}

func TestWebSocketAndPhonePage(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	wsPort := portOf(s.broker.WSAddr())
	wsURL := "ws://127.0.0.1:" + wsPort + "/mqtt"
	tp := Topics{"t1"}

	// a phone over websockets, from the kiosk's own page
	ph, err := dial(wsURL, "t1:0", token(tb, 0), map[string]string{"Origin": "http://127.0.0.1:" + portOf(s.HTTPAddr())})
	if err != nil {
		t.Fatalf("websocket phone: %v", err)
	}
	defer ph.c.Disconnect(0)
	ph.sub(t, tp.SeatView(0))
	if m := seatView(t, ph.waitFor(t, tp.SeatView(0), anyMsg)); len(m.View.Hand) == 0 {
		t.Fatal("no hand over websocket")
	}

	// another site's page is refused
	d := websocket.Dialer{Subprotocols: []string{"mqtt"}}
	_, resp, err := d.Dial(wsURL, http.Header{"Origin": {"http://evil.example"}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("foreign origin: err %v, resp %v", err, resp)
	}
	c, _, err := d.Dial(wsURL, http.Header{"Origin": {"http://127.0.0.1:1234"}})
	if err != nil {
		t.Fatalf("same-host origin refused: %v", err)
	}
	c.Close()

	// the phone page and its configuration
	base := "http://" + s.HTTPAddr().String()
	get := func(path string) (int, string) {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	code, body := get("/config.json?t=t1")
	var pc PhoneConfig
	if code != 200 || json.Unmarshal([]byte(body), &pc) != nil || pc.WS != wsURL || pc.Table != "t1" || pc.Lang != "en" {
		t.Fatalf("config.json: %d %s (want ws %s)", code, body, wsURL)
	}
	if want := (Watch{WS: wsURL, Username: SpectatorUser, Password: SpectatorUser}); pc.Spectator != want {
		t.Fatalf("config.json spectator = %+v, want %+v", pc.Spectator, want)
	}
	if code, _ := get("/config.json?t=t9"); code != 404 {
		t.Fatalf("config.json for another table: %d", code)
	}
	if code, body := get("/?t=t1&s=0"); code != 200 || !strings.Contains(body, "<html") {
		t.Fatalf("phone page: %d %.80s", code, body)
	}

	// join links and QR codes
	s.SetLanguage("fr")
	s.SetLanguage("fr&k=stolen") // not a language code: ignored
	s.SetLanguage("")
	j := s.JoinURL(0)
	want := s.PublicURL() + "/?t=t1&s=0&k=" + token(tb, 0) + "&lang=fr"
	if j != want || !strings.HasPrefix(j, "http://") {
		t.Fatalf("JoinURL = %q, want %q", j, want)
	}
	if s.JoinURL(5) != "" {
		t.Fatal("JoinURL for a seat not at the table")
	}
	png, err := s.QR(0, 256)
	if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Fatalf("QR: %v", err)
	}
	img, err := s.QRImage(1, 200)
	if err != nil || img.Bounds().Dx() != 200 {
		t.Fatalf("QRImage: %v", err)
	}
}

// TestWebSocketOnPageServer: with no ws_listen, MQTT over WebSocket is
// served by the phone page server at /mqtt.
func TestWebSocketOnPageServer(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	cfg := testConfig()
	cfg.Broker.WSListen = ""
	s := startService(t, tb, cfg)
	wsURL := "ws://" + s.HTTPAddr().String() + "/mqtt"
	ph, err := dial(wsURL, SpectatorUser, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ph.c.Disconnect(0)
	ph.sub(t, Topics{"t1"}.Public())
	ph.waitFor(t, Topics{"t1"}.Public(), anyMsg)
}

func TestBusyPorts(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	busy := ln.Addr().String()
	for _, c := range []struct {
		mod  func(*Config)
		want string
	}{
		{func(c *Config) { c.Broker.TCPListen = busy }, "broker.tcp_listen or broker.url"},
		{func(c *Config) { c.Broker.WSListen = busy }, "broker.ws_listen"},
		{func(c *Config) { c.HTTP.Listen = busy }, "http.listen"},
	} {
		cfg := testConfig()
		c.mod(&cfg)
		s, err := StartWith(cfg, tb, safeLog(t), Options{Assets: phone.Assets()})
		if err == nil {
			s.Close()
			t.Fatalf("started on a busy port (%s)", c.want)
		}
		if !strings.Contains(err.Error(), "is in use") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %q does not say the port is in use and name %s", err, c.want)
		}
	}
	cfg := testConfig()
	cfg.Broker.URL = "tcp://127.0.0.1:1"
	if _, err := StartWith(cfg, tb, nil, Options{Assets: phone.Assets()}); err == nil || !strings.Contains(err.Error(), "public_ws_url") {
		t.Errorf("external broker without public_ws_url: %v", err)
	}
	// the phone page is the program's to give (mqtt does not import the UI)
	if s, err := StartWith(testConfig(), tb, nil, Options{}); err == nil || !strings.Contains(err.Error(), "Options.Assets") {
		if s != nil {
			s.Close()
		}
		t.Errorf("a page server without a page: %v", err)
	}
}

func TestFiltersOverlap(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"#", "colt/t1/public", true},
		{"colt/+/public", "colt/t1/public", true},
		{"colt/t1/seat/+/view", "colt/t1/seat/0/view", true},
		{"colt/t1/seat/1/view", "colt/t1/seat/0/view", false},
		{"colt/t1/#", "colt/t1", true},
		{"colt/t1", "colt/t1/public", false},
		{"colt/t1/public/x", "colt/t1/public", false},
		{"+/+", "colt/t1/public", false},
		{"#", "$SYS/broker", false},
		{"+/broker", "$SYS/broker", false},
		{"$SYS/#", "$SYS/broker", true},
		{"", "a", false},
	} {
		if got := filtersOverlap(c.a, c.b); got != c.want {
			t.Errorf("filtersOverlap(%q, %q) = %v", c.a, c.b, got)
		}
		if got := filtersOverlap(c.b, c.a); got != c.want {
			t.Errorf("filtersOverlap(%q, %q) = %v", c.b, c.a, got)
		}
	}
}

func TestCmdSeat(t *testing.T) {
	tp := Topics{"t1"}
	for topic, want := range map[string]express.Seat{
		"colt/t1/seat/0/cmd": 0, "colt/t1/seat/5/cmd": 5, "colt/t1/seat/6/cmd": 6, "colt/t1/seat/7/cmd": -1, "colt/t1/seat/01/cmd": -1,
		"colt/t1/seat/-1/cmd": -1, "colt/t2/seat/0/cmd": -1, "colt/t1/seat/0/view": -1,
	} {
		got, ok := tp.CmdSeat(topic)
		if (want >= 0) != ok || (ok && got != want) {
			t.Errorf("CmdSeat(%q) = %d, %v", topic, got, ok)
		}
	}
}

// TestExternalBrokerDown: a café broker that is away does not stop the
// kiosk from starting or closing; the bridge keeps trying.
func TestExternalBrokerDown(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	cfg := testConfig()
	cfg.Broker = BrokerConfig{URL: "tcp://127.0.0.1:" + freePort(t), Username: "kiosk-t1", Password: "x", PublicWSURL: "ws://cafe.example:9001/mqtt",
		GuestWSURL: "ws://cafe.example:9002/mqtt"}
	s, err := StartWith(cfg, tb, safeLog(t), Options{Assets: phone.Assets()})
	if err != nil {
		t.Fatal(err)
	}
	if s.Connected() || s.BrokerAddr() != nil {
		t.Fatal("connected to a broker that does not run")
	}
	resp, err := http.Get("http://" + s.HTTPAddr().String() + "/config.json")
	if err != nil {
		t.Fatal(err)
	}
	var pc PhoneConfig
	json.NewDecoder(resp.Body).Decode(&pc)
	resp.Body.Close()
	if pc.WS != cfg.Broker.PublicWSURL {
		t.Fatalf("config ws = %q", pc.WS)
	}
	// guests watch a café broker without a login, on its guest listener
	if want := (Watch{WS: cfg.Broker.GuestWSURL, ClientIDPrefix: "colt-"}); pc.Spectator != want {
		t.Fatalf("config spectator = %+v, want %+v", pc.Spectator, want)
	}
	s.Close()
}

// TestStaleViewDropped: a seat view of a previous game, arriving after the
// new game started, is neither retained nor delivered.
func TestStaleViewDropped(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	tp := Topics{"t1"}
	ph := mustDial(t, tcpURL(s), "t1:0", token(tb, 0))
	ph.sub(t, tp.SeatView(0), tp.Kiosk())
	ph.waitFor(t, tp.SeatView(0), anyMsg)
	s.bridge.client.Publish(tp.SeatView(0), 1, true, []byte(`{"game":"000000000000","view":{"hand":["Shoot"]}}`)).Wait()
	marker(t, s, ph)
	for _, m := range ph.all()[tp.SeatView(0)] {
		if bytes.Contains(m, []byte(`"000000000000"`)) {
			t.Fatal("a view of another game was delivered")
		}
	}
	ph2 := mustDial(t, tcpURL(s), "t1:0", token(tb, 0))
	ph2.sub(t, tp.SeatView(0))
	if m := ph2.waitFor(t, tp.SeatView(0), anyMsg); !bytes.Contains(m, []byte(`"game":"`+GameTag(tb.Seats())+`"`)) {
		t.Fatalf("retained view is not the current game's: %.60s", m)
	}
}
