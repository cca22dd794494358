package mqtt

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/gorilla/websocket"
	mochi "github.com/mochi-mqtt/server/v2"
	"github.com/mochi-mqtt/server/v2/listeners"
	"github.com/mochi-mqtt/server/v2/packets"

	"colt/engine/table"
)

// BrokerOptions configure the embedded broker.
type BrokerOptions struct {
	// Table is the table id (the topic namespace colt/<table>/).
	Table string
	// Secret is the kiosk user's password; empty: a random one.
	Secret string
	// TCPListen is the MQTT listener (":1883"); empty: loopback only, on a
	// free port, for the kiosk's own bridge.
	TCPListen string
	// WSListen is the MQTT-over-WebSocket listener (":8083"); empty: no
	// listener of its own, WSHandler is mounted on the phone page server.
	WSListen string
	// AllowedOrigins are extra host names (besides the WebSocket request's
	// own host) a browser page may connect from: the public URL's host.
	AllowedOrigins []string
	// Logf receives warnings; nil discards them.
	Logf func(string, ...any)
}

// Broker is the embedded MQTT broker of one table.
type Broker struct {
	server  *mochi.Server
	auth    *Auth
	user    string
	secret  string
	tcpAddr net.Addr
	ws      *wsListener
	logf    func(string, ...any)
}

// StartBroker starts the embedded broker for table t with its auth hook, a
// TCP listener and a WebSocket listener.
func StartBroker(t *table.Table, opts BrokerOptions) (*Broker, error) {
	logf := opts.Logf
	if logf == nil {
		logf = func(string, ...any) {}
	}
	secret := opts.Secret
	if secret == "" {
		secret = table.NewToken()
	}
	caps := mochi.NewDefaultServerCapabilities()
	caps.MaximumPacketSize = 256 << 10        // views are a few KiB; phones' commands are cut at MaxCommandBytes
	caps.MaximumClients = 500                 // 6 phones and a crowd of spectators per table
	caps.MaximumSessionExpiryInterval = 3600  // a phone's kept session lasts an hour at most
	caps.TopicAliasMaximum = 0                // every publish names its topic (checked by the ACL)
	caps.MaximumMessageExpiryInterval = 86400 // retained views never expire within a day
	server := mochi.New(&mochi.Options{
		Capabilities: caps,
		Logger:       slog.New(slog.NewTextHandler(logWriter{logf}, &slog.HandlerOptions{Level: slog.LevelWarn})),
	})
	b := &Broker{server: server, user: KioskUser(opts.Table), secret: secret, logf: logf}
	b.auth = NewAuth(opts.Table, secret, t, server, logf)
	if err := server.AddHook(b.auth, nil); err != nil {
		b.auth.Stop()
		return nil, err
	}

	tcpAddr := opts.TCPListen
	if tcpAddr == "" {
		tcpAddr = "127.0.0.1:0"
	}
	ln, err := listen(tcpAddr, "broker.tcp_listen", "another broker (mosquitto?) is running? stop it, or set broker.tcp_listen or broker.url")
	if err != nil {
		b.auth.Stop()
		return nil, err
	}
	b.tcpAddr = ln.Addr()
	if err := server.AddListener(listeners.NewNet("tcp", ln)); err != nil {
		ln.Close()
		b.auth.Stop()
		return nil, err
	}

	b.ws = &wsListener{id: "ws", allowed: opts.AllowedOrigins, logf: logf, ready: make(chan struct{})}
	if opts.WSListen != "" {
		wln, err := listen(opts.WSListen, "broker.ws_listen", "another broker or web server is running? stop it or set broker.ws_listen to another port")
		if err != nil {
			ln.Close()
			b.auth.Stop()
			return nil, err
		}
		b.ws.ln = wln
	}
	if err := server.AddListener(b.ws); err != nil {
		ln.Close()
		if b.ws.ln != nil {
			b.ws.ln.Close()
		}
		b.auth.Stop()
		return nil, err
	}
	if err := server.Serve(); err != nil {
		server.Close()
		return nil, err
	}
	<-b.ws.ready
	return b, nil
}

// listen opens addr and turns "address already in use" into advice.
func listen(addr, setting, advice string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err == nil {
		return ln, nil
	}
	if errors.Is(err, syscall.EADDRINUSE) {
		_, port, _ := net.SplitHostPort(addr)
		return nil, fmt.Errorf("port %s is in use: %s (%s = %q)", port, advice, setting, addr)
	}
	return nil, fmt.Errorf("cannot listen on %s (%s): %w", addr, setting, err)
}

// TCPAddr is the address of the MQTT listener.
func (b *Broker) TCPAddr() net.Addr { return b.tcpAddr }

// WSAddr is the address of the WebSocket listener, nil when WSHandler is
// mounted elsewhere.
func (b *Broker) WSAddr() net.Addr {
	if b.ws.ln == nil {
		return nil
	}
	return b.ws.ln.Addr()
}

// WSHandler serves MQTT over WebSocket (for mounting on the phone page server).
func (b *Broker) WSHandler() http.Handler { return b.ws }

// KioskLogin returns the user and password of the kiosk's own connection.
func (b *Broker) KioskLogin() (user, password string) { return b.user, b.secret }

// LoopbackURL is the URL the kiosk's bridge connects to.
func (b *Broker) LoopbackURL() string {
	host, port, _ := net.SplitHostPort(b.tcpAddr.String())
	if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() {
		host = "127.0.0.1"
	}
	return "tcp://" + net.JoinHostPort(host, port)
}

// Close stops the broker and its listeners.
//
// mochi 2.7.9's own shutdown can deadlock: Server.Close disconnects each
// listener's clients through Clients.GetByListener, which takes the clients'
// read lock twice (it calls Len inside); a client attaching or detaching in
// between queues a writer and both wait forever (seen under qemu on arm64,
// and possible at any kiosk shutdown). So the listeners are closed first
// with a disconnect that takes the lock once, mochi waits for every client
// goroutine to end, and only then does Server.Close run, with no client left
// to race with.
func (b *Broker) Close() error {
	b.auth.closing.Store(true)
	b.server.Listeners.CloseAll(b.disconnectListener)
	return b.server.Close() // stops hooks (Auth unsubscribes); listeners are already closed
}

// disconnectListener disconnects every client of one listener, reading the
// client list under a single read lock (Clients.GetAll).
func (b *Broker) disconnectListener(listener string) {
	for _, cl := range b.server.Clients.GetAll() {
		if cl.Net.Listener == listener && !cl.Closed() {
			_ = b.server.DisconnectClient(cl, packets.ErrServerShuttingDown)
		}
	}
}

// logWriter sends mochi's log lines to logf.
type logWriter struct{ logf func(string, ...any) }

func (w logWriter) Write(p []byte) (int, error) {
	for _, noise := range []string{"error=EOF", "use of closed network connection", "connection reset by peer", "broken pipe"} {
		if strings.Contains(string(p), noise) {
			return len(p), nil // a client went away: not worth a line
		}
	}
	w.logf("mqtt broker: %s", strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// wsListener is a mochi listener serving MQTT over WebSocket, on its own
// port or mounted on the phone page server. Unlike mochi's own it binds in
// StartBroker (a busy port is an error, not a log line) and checks the
// Origin of browser connections: a page may connect only from the host the
// WebSocket request names (the kiosk's own page) or an allowed host.
type wsListener struct {
	id      string
	ln      net.Listener // nil when mounted elsewhere
	allowed []string
	logf    func(string, ...any)

	mu        sync.Mutex
	srv       *http.Server
	establish listeners.EstablishFn
	ready     chan struct{}
	closed    bool
}

func (l *wsListener) ID() string { return l.id }

func (l *wsListener) Address() string {
	if l.ln == nil {
		return "(phone page server)"
	}
	return l.ln.Addr().String()
}

func (l *wsListener) Protocol() string { return "ws" }

func (l *wsListener) Init(*slog.Logger) error { return nil }

func (l *wsListener) Serve(establish listeners.EstablishFn) {
	l.mu.Lock()
	l.establish = establish
	if l.ln != nil {
		l.srv = &http.Server{Handler: l, ReadHeaderTimeout: 10 * time.Second}
	}
	srv := l.srv
	close(l.ready)
	l.mu.Unlock()
	if srv != nil {
		_ = srv.Serve(l.ln)
	}
}

func (l *wsListener) Close(closeClients listeners.CloseFn) {
	l.mu.Lock()
	srv := l.srv
	already := l.closed
	l.closed = true
	l.mu.Unlock()
	if already {
		return // closed once already (Broker.Close closes before mochi does)
	}
	if srv != nil {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		_ = srv.Shutdown(ctx)
		cancel()
	}
	closeClients(l.id)
}

// checkOrigin allows non-browser clients (no Origin header), and browser
// pages served from the same host name as the WebSocket request (the
// kiosk's phone page, any port) or from an allowed host.
func (l *wsListener) checkOrigin(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	oh := u.Hostname()
	if reqHost, _, err := net.SplitHostPort(r.Host); err == nil && strings.EqualFold(oh, reqHost) {
		return true
	} else if err != nil && strings.EqualFold(oh, r.Host) {
		return true
	}
	for _, h := range l.allowed {
		if strings.EqualFold(oh, h) {
			return true
		}
	}
	return false
}

func (l *wsListener) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !websocket.IsWebSocketUpgrade(r) {
		http.Error(w, "This is the MQTT-over-WebSocket port of a Colt Express table: open the phone page (the QR code's address) instead.", http.StatusBadRequest)
		return
	}
	if !l.checkOrigin(r) {
		l.logf("mqtt: refused a WebSocket from page %s (not this kiosk's page; add its host to http.public_url)", r.Header.Get("Origin"))
		http.Error(w, "origin not allowed", http.StatusForbidden)
		return
	}
	l.mu.Lock()
	establish, closed := l.establish, l.closed
	l.mu.Unlock()
	if establish == nil || closed {
		http.Error(w, "broker not running", http.StatusServiceUnavailable)
		return
	}
	up := websocket.Upgrader{Subprotocols: []string{"mqtt"}, CheckOrigin: l.checkOrigin, ReadBufferSize: 4096, WriteBufferSize: 4096}
	c, err := up.Upgrade(w, r, nil)
	if err != nil {
		return // the upgrader has answered
	}
	conn := &wsConn{c: c}
	defer conn.Close()
	if err := establish(l.id, conn); err != nil && !errors.Is(err, io.EOF) {
		l.logf("mqtt: websocket client %s: %v", r.RemoteAddr, err)
	}
}

// wsConn presents a WebSocket as the byte stream MQTT expects: each binary
// message carries one or more MQTT packets (or part of one).
type wsConn struct {
	c *websocket.Conn
	r io.Reader
}

func (w *wsConn) Read(p []byte) (int, error) {
	for {
		if w.r == nil {
			typ, r, err := w.c.NextReader()
			if err != nil {
				return 0, err
			}
			if typ != websocket.BinaryMessage {
				return 0, errors.New("mqtt over websocket needs binary messages")
			}
			w.r = r
		}
		n, err := w.r.Read(p)
		if errors.Is(err, io.EOF) {
			w.r = nil
			if n > 0 {
				return n, nil
			}
			continue
		}
		return n, err
	}
}

func (w *wsConn) Write(p []byte) (int, error) {
	if err := w.c.WriteMessage(websocket.BinaryMessage, p); err != nil {
		return 0, err
	}
	return len(p), nil
}

func (w *wsConn) Close() error         { return w.c.Close() }
func (w *wsConn) LocalAddr() net.Addr  { return w.c.LocalAddr() }
func (w *wsConn) RemoteAddr() net.Addr { return w.c.RemoteAddr() }

// Deadlines go to the TCP connection itself: mochi refreshes them from its
// read goroutine while another goroutine writes, and gorilla's own deadline
// setters are not safe for that. (gorilla resets the write deadline with
// each frame; the read deadline, which enforces the keepalive, stays.)
func (w *wsConn) SetReadDeadline(t time.Time) error  { return w.c.NetConn().SetReadDeadline(t) }
func (w *wsConn) SetWriteDeadline(t time.Time) error { return w.c.NetConn().SetWriteDeadline(t) }
func (w *wsConn) SetDeadline(t time.Time) error      { return w.c.NetConn().SetDeadline(t) }
