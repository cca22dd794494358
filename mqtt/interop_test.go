package mqtt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"colt/engine/express"
	"colt/engine/table"
	"colt/internal/syncbuf"
	"colt/mqtt/mosquitto"
	"colt/ui/phone"
)

func freePort(t *testing.T) string {
	t.Helper()
	// below the kernel's ephemeral range (32768 up): a port there is never
	// the local end of a client socket still in TIME_WAIT — the guest
	// flood leaves thousands — which mosquitto's websockets listener
	// (libwebsockets binds without SO_REUSEADDR) could not bind
	for i := 0; i < 200; i++ {
		port := 20000 + rand.IntN(12000)
		ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", port))
		if err == nil {
			ln.Close()
			return fmt.Sprint(port)
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return portOf(ln.Addr())
}

// cafeBroker is a running café mosquitto: its ports and the passwords of
// the logins `colt mosquitto-acl` wrote.
type cafeBroker struct {
	tcp, ws, guest string            // ports: kiosks' TCP, phones' websockets, guests' websockets
	creds          map[string]string // password by table id (its kiosk) and by screen user
}

// testScreen is the café screen every test broker has a login for.
const testScreen = "bar"

// startMosquitto runs Debian's mosquitto with the files `colt mosquitto-acl`
// writes for tables and the screen testScreen, on free loopback ports (TCP,
// and websockets beside it as mosquitto 2.0.11 wants).
func startMosquitto(t *testing.T, tables ...string) cafeBroker {
	t.Helper()
	bin, err := exec.LookPath("mosquitto")
	if err != nil {
		t.Skip("mosquitto is not installed (apt-get install mosquitto mosquitto-clients): the café broker interop test is skipped")
	}
	dir := t.TempDir()
	list, err := mosquitto.WriteDir(dir, mosquitto.Options{Tables: tables, Screens: []string{testScreen}})
	if err != nil {
		t.Fatal(err)
	}
	creds := map[string]string{}
	for _, c := range list {
		if c.Screen != "" {
			creds[c.Username] = c.Password
		} else {
			creds[c.Table] = c.Password
		}
	}
	plugin, err := os.ReadFile(filepath.Join(dir, mosquitto.ConfFile))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(mosquitto.PluginPath()); err != nil {
		t.Skipf("mosquitto's dynamic-security plugin is missing (%s)", mosquitto.PluginPath())
	}
	user := ""
	if os.Geteuid() == 0 {
		user = "user root\n" // else mosquitto drops to "mosquitto", who cannot read the test folder
	}
	// A free port may be taken by another test between its choice and
	// mosquitto's bind ("Unable to create websockets listener"): start again
	// on other ports, up to three times.
	for attempt := 1; ; attempt++ {
		tcp, ws, guest := freePort(t), freePort(t), freePort(t)
		conf := user + shippedConf(t, dir, tcp, ws, guest) + string(plugin) + "\nlog_dest stderr\nlog_type error\nlog_type warning\n"
		cf := filepath.Join(dir, "mosquitto.conf")
		if err := os.WriteFile(cf, []byte(conf), 0o644); err != nil {
			t.Fatal(err)
		}
		logBuf := &syncbuf.Buffer{} // mosquitto writes it while the test reads it
		cmd := exec.Command(bin, "-c", cf)
		cmd.Stdout, cmd.Stderr = logBuf, logBuf
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		stop := func() {
			cmd.Process.Kill()
			<-exited
		}
		up, retry := false, false
		deadline := time.Now().Add(wait)
		for !up && !retry {
			if c, err := net.Dial("tcp", "127.0.0.1:"+tcp); err == nil {
				c.Close()
				up = true
				break
			}
			select {
			case err := <-exited:
				if attempt < 3 && strings.Contains(logBuf.String(), "Unable to create") {
					retry = true
					exited <- err // stop waits on it
					break
				}
				t.Fatalf("mosquitto exited: %v\n%s", err, logBuf.String())
			default:
			}
			if time.Now().After(deadline) {
				stop()
				t.Fatalf("mosquitto does not listen on %s:\n%s", tcp, logBuf.String())
			}
			time.Sleep(20 * time.Millisecond)
		}
		if up { // every listener bound? mosquitto exits soon after the TCP one when another fails
			select {
			case err := <-exited:
				if attempt >= 3 {
					t.Fatalf("mosquitto exited: %v\n%s", err, logBuf.String())
				}
				exited <- err
				retry = true
			case <-time.After(time.Second):
				if attempt < 3 && strings.Contains(logBuf.String(), "Unable to create") {
					retry = true
				}
			}
		}
		if retry {
			stop()
			t.Logf("mosquitto could not bind its ports (attempt %d), trying others:\n%s", attempt, logBuf.String())
			continue
		}
		t.Cleanup(func() {
			stop()
			if t.Failed() {
				t.Logf("mosquitto log:\n%s", logBuf.String())
			}
		})
		return cafeBroker{tcp: tcp, ws: ws, guest: guest, creds: creds}
	}
}

// shippedConf is deploy/mosquitto/colt.conf, the file setup-broker.sh
// installs on a café broker, pointed at dir's files and at loopback ports
// (and without persistence), so the tests prove the configuration we ship.
func shippedConf(t *testing.T, dir, tcp, ws, guest string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "deploy", "mosquitto", "colt.conf"))
	if err != nil {
		t.Fatal(err)
	}
	conf := string(b)
	for old, repl := range map[string]string{
		"/etc/mosquitto/colt/": dir + "/",
		"\nlistener 1883\n":    "\nlistener " + tcp + " 127.0.0.1\n",
		"\nlistener 9001\n":    "\nlistener " + ws + " 127.0.0.1\n",
		"\nlistener 9002\n":    "\nlistener " + guest + " 127.0.0.1\n",
		"\npersistence true\n": "\npersistence false\n",
	} {
		if !strings.Contains(conf, old) {
			t.Fatalf("deploy/mosquitto/colt.conf no longer has %q: update this test with it", old)
		}
		conf = strings.ReplaceAll(conf, old, repl)
	}
	return conf
}

// dialEventually retries a login the kiosk is about to open (the seat
// passwords are set asynchronously through the dynamic-security plugin).
func dialEventually(t *testing.T, url, user, pass string) *client {
	t.Helper()
	deadline := time.Now().Add(wait)
	for {
		cl, err := dial(url, user, pass, nil)
		if err == nil {
			t.Cleanup(func() { cl.c.Disconnect(0) })
			return cl
		}
		if time.Now().After(deadline) {
			t.Fatalf("login %s never accepted: %v", user, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func mosquittoSub(t *testing.T, port, user, pass string, topics ...string) string {
	t.Helper()
	bin, err := exec.LookPath("mosquitto_sub")
	if err != nil {
		t.Skip("mosquitto_sub is not installed (apt-get install mosquitto-clients)")
	}
	// every client id must start with mosquitto.ClientIDPrefix (colt.conf)
	args := []string{"-h", "127.0.0.1", "-p", port, "-i", mosquitto.ClientIDPrefix + "sub-" + mosquitto.NewSecret()[:8], "-v", "-W", "2"}
	if user != "" {
		args = append(args, "-u", user, "-P", pass)
	}
	for _, tp := range topics {
		args = append(args, "-t", tp)
	}
	out, _ := exec.Command(bin, args...).CombinedOutput() // exits 27 on -W timeout
	return string(out)
}

// TestMosquittoInterop points the bridge at a real mosquitto configured by
// `colt mosquitto-acl`: the kiosk logs in from the password file, sets the
// seat passwords through the dynamic-security plugin, a phone plays over
// websockets, and one seat cannot read another's topics.
func TestMosquittoInterop(t *testing.T) {
	cb := startMosquitto(t, "t1", "t2")
	tcp, creds := cb.tcp, cb.creds
	ws := cb.ws
	tb, dir := newTable(t, 3, nil)
	cfg := testConfig()
	cfg.Broker = BrokerConfig{URL: "tcp://127.0.0.1:" + tcp, Username: mosquitto.KioskUser("t1"), Password: creds["t1"],
		PublicWSURL: "ws://127.0.0.1:" + ws + "/mqtt"}
	s := startService(t, tb, cfg)
	if err := s.bridge.WaitConnected(wait); err != nil {
		t.Fatal(err)
	}
	if s.BrokerAddr() != nil {
		t.Fatal("an embedded broker was started beside the external one")
	}
	tp := Topics{"t1"}
	st := stateOf(tb)
	a := st.Actor()
	other := (a + 1) % 3

	// the phone of the actor, over websockets, plays a card
	ph := dialEventually(t, cfg.Broker.PublicWSURL, SeatUser("t1", a), token(tb, a))
	ph.sub(t, tp.SeatView(a), tp.SeatReply(a), tp.Public())
	view := seatView(t, ph.waitFor(t, tp.SeatView(a), versionAtLeast(st.Version()))).View
	ph.pub(t, tp.SeatCmd(a), cmdMessage(t, view.Version, "x1", view.Legal[0]))
	var r Reply
	json.Unmarshal(ph.waitFor(t, tp.SeatReply(a), replyWithID("x1")), &r)
	if !r.OK {
		t.Fatalf("reply %+v", r)
	}
	ph.waitFor(t, tp.SeatView(a), versionAtLeast(view.Version+1))

	// a refused command changes nothing, as with the embedded broker
	before := snap(t, tb, dir)
	ph.pub(t, tp.SeatCmd(a), cmdMessage(t, view.Version, "x2", view.Legal[0]))
	json.Unmarshal(ph.waitFor(t, tp.SeatReply(a), replyWithID("x2")), &r)
	if r.Code != CodeStale {
		t.Fatalf("reply %+v, want stale", r)
	}
	if after := snap(t, tb, dir); !bytes.Equal(before.rec, after.rec) || !bytes.Equal(before.journal, after.journal) {
		t.Fatal("a refused command changed the game")
	}

	// mosquitto_sub as seat a: its own view yes, another seat's no
	out := mosquittoSub(t, tcp, SeatUser("t1", a), token(tb, a), tp.SeatView(other), tp.SeatReply(other), "#")
	if strings.Contains(out, fmt.Sprintf("seat/%d/", other)) || !strings.Contains(out, tp.SeatView(a)) {
		t.Fatalf("seat %d read:\n%s", a, out)
	}
	// a café screen reading # gets public data only, no hand, no purse value
	screen := mosquitto.ScreenUser(testScreen)
	out = mosquittoSub(t, tcp, screen, creds[screen], "#")
	if !strings.Contains(out, tp.Public()) || strings.Contains(out, "/seat/") || strings.Contains(out, `"hand"`) || strings.Contains(out, `"value"`) {
		t.Fatalf("screen read:\n%s", out)
	}
	// without a login, the kiosks' listener lets nothing in
	if out = mosquittoSub(t, tcp, "", "", "#"); strings.Contains(out, "colt/") || !strings.Contains(out, "not authori") {
		t.Fatalf("a client without a login on the kiosks' listener read:\n%s", out)
	}
	// one table's kiosk cannot read the other table
	out = mosquittoSub(t, tcp, mosquitto.KioskUser("t2"), creds["t2"], "colt/t1/#")
	if strings.Contains(out, "colt/t1/") {
		t.Fatalf("table t2's kiosk read table t1:\n%s", out)
	}

	// a new game closes the previous game's phones
	old := token(tb, other)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 5}, []table.SeatMode{table.Phone, table.Phone, table.Phone}); err != nil {
		t.Fatal(err)
	}
	dialEventually(t, "tcp://127.0.0.1:"+tcp, SeatUser("t1", other), token(tb, other))
	if cl, err := dial("tcp://127.0.0.1:"+tcp, SeatUser("t1", other), old, nil); err == nil {
		cl.c.Disconnect(0)
		t.Fatal("the previous game's token still logs in")
	}
}

// TestMosquittoClientIDTakeover: a guest, a café screen or another table's
// kiosk must not be able to close the kiosk's or a phone's connection by
// connecting with their MQTT client id (issue 11 item 6, issue 25 item 2).
// The shipped colt.conf names every logged-in connection after its login,
// and guests keep an id that must start with a prefix no login has.
func TestMosquittoClientIDTakeover(t *testing.T) {
	cb := startMosquitto(t, "t1", "t2")
	tcp, ws, creds := cb.tcp, cb.ws, cb.creds
	tb, _ := newTable(t, 3, nil)
	cfg := testConfig()
	cfg.Broker = BrokerConfig{URL: "tcp://127.0.0.1:" + tcp, Username: mosquitto.KioskUser("t1"), Password: creds["t1"],
		PublicWSURL: "ws://127.0.0.1:" + ws + "/mqtt"}
	var lostBroker atomic.Int32
	s, err := StartWith(cfg, tb, func(format string, args ...any) {
		line := fmt.Sprintf(format, args...)
		if strings.Contains(line, "lost the broker") {
			lostBroker.Add(1)
		}
		t.Log(line)
	}, Options{Assets: phone.Assets()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if err := s.bridge.WaitConnected(wait); err != nil {
		t.Fatal(err)
	}
	tp := Topics{"t1"}
	st := stateOf(tb)
	a := st.Actor()
	phoneID := "colt-phone-0123456789abcdef"
	var ph *client
	deadline := time.Now().Add(wait)
	for {
		if ph, err = dialAs(cfg.Broker.PublicWSURL, SeatUser("t1", a), token(tb, a), phoneID, nil); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the phone never logged in: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Cleanup(func() { ph.c.Disconnect(0) })
	ph.sub(t, tp.SeatView(a), tp.SeatReply(a))
	view := seatView(t, ph.waitFor(t, tp.SeatView(a), versionAtLeast(st.Version()))).View

	// every id the attack could aim at, over every listener, by a guest (no
	// login), a café screen and another table's phone-less kiosk; ids
	// without the "colt-" prefix are refused, the others must get in (the
	// attack is really tried) and close no one
	victims := []string{"colt-kiosk-t1", mosquitto.KioskUser("t1"), phoneID, SeatUser("t1", a)}
	screen := mosquitto.ScreenUser(testScreen)
	var intruders []*client
	for _, url := range []string{"tcp://127.0.0.1:" + tcp, "ws://127.0.0.1:" + ws + "/mqtt", "ws://127.0.0.1:" + cb.guest + "/mqtt"} {
		for _, id := range victims {
			for _, login := range [][2]string{{"", ""}, {screen, creds[screen]}, {mosquitto.KioskUser("t2"), creds["t2"]}} {
				cl, err := dialAs(url, login[0], login[1], id, nil)
				mustEnter := strings.HasPrefix(id, mosquitto.ClientIDPrefix) && (login[0] != "" || strings.Contains(url, cb.guest))
				if err != nil {
					if mustEnter {
						t.Fatalf("%q with client id %q on %s: %v", login[0], id, url, err)
					}
					continue
				}
				if !mustEnter {
					t.Errorf("%q with client id %q got in on %s", login[0], id, url)
				}
				intruders = append(intruders, cl)
			}
		}
	}
	defer func() {
		for _, cl := range intruders {
			cl.c.Disconnect(0)
		}
	}()

	// the phone still plays, on its first connection, and the kiosk answers
	// on its first connection too
	playFirstLegal(t, ph, tp, a, view, "after-intruders")
	neverLost(t, "the phone (logins reused its client id)", ph)
	if n := lostBroker.Load(); n != 0 {
		t.Fatalf("the kiosk lost the broker %d times to logins reusing its client id", n)
	}

	// guests sending no client id get one each from the broker, so they do
	// not close each other either
	var guests []*client
	for i := 0; i < 3; i++ {
		cl, err := dialAs("ws://127.0.0.1:"+cb.guest+"/mqtt", "", "", "", nil)
		if err != nil {
			t.Fatalf("guest %d: %v", i+1, err)
		}
		defer cl.c.Disconnect(0)
		guests = append(guests, cl)
		cl.sub(t, tp.Kiosk())
	}
	for i, cl := range guests {
		marker(t, s, cl) // a message sent after the last guest came in
		if cl.lost.Load() != 0 || !cl.c.IsConnected() {
			t.Fatalf("guest %d was closed by another guest", i+1)
		}
	}
}
