package mqtt

import (
	"encoding/json"
	"testing"

	"colt/mqtt/mosquitto"
)

// TestMosquittoGuestsCannotCloseScreens (issue 25 item 2): on a café
// Mosquitto set up by `colt mosquitto-acl`, a café screen watches the
// tables; then a guest tries every login and client id open to guests, on
// every listener. The screen must keep its first connection and still
// receive the table's public view.
func TestMosquittoGuestsCannotCloseScreens(t *testing.T) {
	tcp, ws, creds := startMosquitto(t, "t1")
	tb, _ := newTable(t, 3, nil)
	cfg := testConfig()
	cfg.Broker = BrokerConfig{URL: "tcp://127.0.0.1:" + tcp, Username: mosquitto.KioskUser("t1"), Password: creds["t1"],
		PublicWSURL: "ws://127.0.0.1:" + ws + "/mqtt"}
	s := startService(t, tb, cfg)
	if err := s.bridge.WaitConnected(wait); err != nil {
		t.Fatal(err)
	}
	tp := Topics{"t1"}
	urls := []string{"tcp://127.0.0.1:" + tcp, "ws://127.0.0.1:" + ws + "/mqtt"}

	// the café's screen, on the websocket listener
	screenUser, screenPass, screenID := mosquitto.SpectatorUser, mosquitto.SpectatorPassword, "colt-screen-bar"
	screen, err := dialAs(urls[0], screenUser, screenPass, screenID, nil)
	if err != nil {
		t.Fatalf("the café screen cannot log in: %v", err)
	}
	defer screen.c.Disconnect(0)
	if codes := screen.sub(t, tp.Public(), "colt/+/kiosk"); codes[0] >= 0x80 {
		t.Fatalf("the café screen may not read %s", tp.Public())
	}
	st := stateOf(tb)
	screen.waitFor(t, tp.Public(), versionAtLeast(st.Version()))

	// every login a guest may know: no login at all, and every public one
	var guests [][2]string
	for _, u := range mosquitto.SpectatorUsers(mosquitto.DefaultSpectators) {
		guests = append(guests, [2]string{u, mosquitto.SpectatorPassword})
	}
	guests = append(guests, [2]string{"", ""})
	ids := []string{screenID, screenUser, "", "colt-guest", "colt-" + mosquitto.NewSecret()}
	accepted := 0
	for _, url := range urls {
		for _, g := range guests {
			for _, id := range ids {
				cl, err := dialAs(url, g[0], g[1], id, nil)
				if err != nil {
					continue // refused: fine
				}
				accepted++
				cl.c.Disconnect(0)
				if screen.lost.Load() != 0 {
					t.Fatalf("a guest logging in as %q with client id %q on %s closed the café screen's connection", g[0], id, url)
				}
			}
		}
	}
	t.Logf("%d guest connections accepted; screen connected %v lost %d", accepted, screen.c.IsConnected(), screen.lost.Load())

	// the screen still has its first connection and still receives
	a := st.Actor()
	ph := dialEventually(t, cfg.Broker.PublicWSURL, SeatUser("t1", a), token(tb, a))
	ph.sub(t, tp.SeatView(a), tp.SeatReply(a))
	view := seatView(t, ph.waitFor(t, tp.SeatView(a), versionAtLeast(st.Version()))).View
	ph.pub(t, tp.SeatCmd(a), cmdMessage(t, view.Version, "guest-test", view.Legal[0]))
	var r Reply
	json.Unmarshal(ph.waitFor(t, tp.SeatReply(a), replyWithID("guest-test")), &r)
	if !r.OK {
		t.Fatalf("reply %+v", r)
	}
	screen.waitFor(t, tp.Public(), versionAtLeast(view.Version+1))
	if n := screen.lost.Load(); n != 0 || !screen.c.IsConnected() {
		t.Fatalf("a guest closed the café screen's connection (%d times)", n)
	}
}

// TestEmbeddedGuestsCannotCloseScreens (issue 25 item 2): the embedded
// broker's spectator logins are open to anyone, so a guest using one must
// not close a screen watching with the same login, whatever client id the
// guest presents, on either listener.
func TestEmbeddedGuestsCannotCloseScreens(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	tp := Topics{"t1"}
	urls := []string{tcpURL(s), "ws://127.0.0.1:" + portOf(s.broker.WSAddr()) + "/mqtt"}

	screenID := "colt-screen-bar"
	screen, err := dialAs(urls[0], SpectatorUser, "", screenID, nil)
	if err != nil {
		t.Fatalf("the screen cannot log in: %v", err)
	}
	defer screen.c.Disconnect(0)
	screen.sub(t, tp.Public())
	st := stateOf(tb)
	screen.waitFor(t, tp.Public(), versionAtLeast(st.Version()))
	a := st.Actor()
	ph := mustDial(t, urls[0], SeatUser("t1", a), token(tb, a))
	ph.sub(t, tp.SeatView(a), tp.SeatReply(a))
	view := seatView(t, ph.waitFor(t, tp.SeatView(a), versionAtLeast(st.Version()))).View

	ids := []string{screenID, SpectatorUser, "", "colt-kiosk-t1", "colt-" + mosquitto.NewSecret()}
	for _, url := range urls {
		for _, user := range []string{SpectatorUser, "spectator2", ""} {
			for _, id := range ids {
				cl, err := dialAs(url, user, "", id, nil)
				if err != nil {
					continue // refused: fine
				}
				cl.c.Disconnect(0)
			}
		}
	}

	ph.pub(t, tp.SeatCmd(a), cmdMessage(t, view.Version, "guest-test", view.Legal[0]))
	var r Reply
	json.Unmarshal(ph.waitFor(t, tp.SeatReply(a), replyWithID("guest-test")), &r)
	if !r.OK {
		t.Fatalf("reply %+v", r)
	}
	screen.waitFor(t, tp.Public(), versionAtLeast(view.Version+1))
	if n := screen.lost.Load(); n != 0 || !screen.c.IsConnected() {
		t.Fatalf("a guest closed the screen's connection (%d times)", n)
	}
	if n := ph.lost.Load(); n != 0 {
		t.Fatalf("a guest closed the phone's connection (%d times)", n)
	}
}
