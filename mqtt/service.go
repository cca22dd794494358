package mqtt

import (
	"context"
	"errors"
	"fmt"
	"image"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	qrcode "github.com/skip2/go-qrcode"

	"colt/engine"
	"colt/engine/table"
)

// Config is the part of the kiosk configuration (colt/cmd/internal/config,
// which this package may not import) that the phone side uses. BrokerConfig
// and HTTPConfig have the fields of config.Broker and config.HTTP, so a
// command converts with
//
//	mqtt.Config{TableID: c.TableID, Language: c.Language,
//		Broker: mqtt.BrokerConfig(c.Broker), HTTP: mqtt.HTTPConfig(c.HTTP)}
type Config struct {
	// TableID names the table: topics colt/<table>/...
	TableID string
	// Language is the initial language of the join links, a language of
	// ui/i18n (the caller checks it is one).
	Language string
	Broker   BrokerConfig
	HTTP     HTTPConfig
}

// BrokerConfig is config.Broker: the embedded broker or an external one.
type BrokerConfig struct {
	// URL of an external broker (tcp://host:1883). Empty: run the embedded broker.
	URL string
	// Username and Password for the kiosk's own connection to an external broker.
	Username string
	Password string
	// TCPListen and WSListen are the embedded broker's listeners.
	TCPListen string
	WSListen  string
	// PublicWSURL is the websocket URL phones use; empty: derived from the
	// page's host and WSListen (embedded); required with an external broker.
	PublicWSURL string
	// GuestWSURL is a café broker's guest listener (see WatchConfig); unused
	// with the embedded broker.
	GuestWSURL string
}

// HTTPConfig is config.HTTP: the phone page server.
type HTTPConfig struct {
	// Listen is the address of the phone page server.
	Listen string
	// PublicURL is the base URL of the join links; empty: derived from the
	// machine's LAN address.
	PublicURL string
}

// languageCode is the shape of a language put in join links: the programs
// pass a language of ui/i18n (this package does not import the UI), so it
// only checks the shape, not the list.
var languageCode = regexp.MustCompile(`^[a-z]{2,3}$`)

// Options adjust StartWith; the zero value is what Start uses.
type Options struct {
	// Assets is the phone page served at "/" (the programs pass
	// ui/phone.Assets(); mqtt does not import the UI). Required when
	// cfg.HTTP.Listen is set.
	Assets fs.FS
	// KioskSecret is the embedded broker's kiosk password; empty: random.
	KioskSecret string
	// ConnectTimeout bounds the wait for the bridge's first connection to
	// the embedded broker; 0: 10 s. (A café broker is never waited for: the
	// bridge keeps trying in the background.)
	ConnectTimeout time.Duration
	// TeachHooks teach the phones their own tips (BridgeOptions.TeachHooks).
	TeachHooks TeachHooks
	// Words words the events of each message for the phones
	// (BridgeOptions.Words).
	Words WordsFunc
}

// Service is the whole phone side of a table: the embedded broker (unless
// an external one is configured), the bridge and the phone page server.
type Service struct {
	cfg    Config
	t      *table.Table
	logf   func(string, ...any)
	broker *Broker // nil with an external broker
	bridge *Bridge
	httpLn net.Listener
	http   *http.Server

	publicURL string // base of the join links, no trailing slash
	lanHost   string

	mu   sync.Mutex
	lang string
}

// Start starts the embedded broker (unless cfg.Broker.URL names an external
// one), the bridge between t and the broker, and the phone page server
// serving assets.
func Start(cfg Config, t *table.Table, assets fs.FS, logf func(string, ...any)) (*Service, error) {
	return StartWith(cfg, t, logf, Options{Assets: assets})
}

// StartWith is Start with options.
func StartWith(cfg Config, t *table.Table, logf func(string, ...any), opts Options) (svc *Service, err error) {
	if logf == nil {
		logf = func(string, ...any) {}
	}
	if t == nil {
		return nil, errors.New("mqtt: no table")
	}
	external := cfg.Broker.URL != ""
	if external && cfg.Broker.PublicWSURL == "" {
		return nil, errors.New("broker.public_ws_url must be set with an external broker (broker.url): the phones' WebSocket URL of that broker, e.g. ws://cafe-broker.local:9001/mqtt")
	}
	if g := cfg.Broker.GuestWSURL; g != "" {
		if !external {
			return nil, errors.New("broker.guest_ws_url is for a café broker (broker.url): with the embedded broker guests watch at the phones' address; leave it empty")
		}
		if u, err := url.Parse(g); err != nil || (u.Scheme != "ws" && u.Scheme != "wss") || u.Host == "" {
			return nil, fmt.Errorf("broker.guest_ws_url %q is not a WebSocket URL: give the café broker's guest listener, e.g. ws://cafe-broker.local:9002/mqtt", g)
		}
	}
	if external && cfg.Broker.Username == "" {
		return nil, fmt.Errorf("broker.username and broker.password must be set with an external broker: the kiosk user printed by `colt mosquitto-acl` (kiosk-%s)", cfg.TableID)
	}
	s := &Service{cfg: cfg, t: t, logf: logf, lang: cfg.Language}
	defer func() {
		if err != nil {
			s.Close()
		}
	}()

	s.lanHost = LANAddress()
	if s.lanHost == "" {
		s.lanHost = "127.0.0.1"
		if cfg.HTTP.PublicURL == "" {
			logf("mqtt: no network address found: the QR codes point at 127.0.0.1 (connect to the Wi-Fi, or set http.public_url)")
		}
	}
	allowed := []string{s.lanHost, "localhost", "127.0.0.1"}
	for _, u := range []string{cfg.HTTP.PublicURL, cfg.Broker.PublicWSURL} {
		if pu, err := url.Parse(u); err == nil && pu.Hostname() != "" {
			allowed = append(allowed, pu.Hostname())
		}
	}

	if !external {
		s.broker, err = StartBroker(t, BrokerOptions{Table: cfg.TableID, Secret: opts.KioskSecret,
			TCPListen: cfg.Broker.TCPListen, WSListen: cfg.Broker.WSListen, AllowedOrigins: allowed, Logf: logf})
		if err != nil {
			return nil, err
		}
	}

	if cfg.HTTP.Listen != "" {
		s.httpLn, err = listen(cfg.HTTP.Listen, "http.listen", "another colt kiosk or `colt serve`, or a web server, is running? stop it or set http.listen to another port")
		if err != nil {
			return nil, err
		}
		assets := opts.Assets
		if assets == nil {
			return nil, errors.New("mqtt: no phone page to serve: pass Options.Assets (ui/phone.Assets()) or leave http.listen empty")
		}
		var ws http.Handler
		if s.broker != nil && s.broker.WSAddr() == nil {
			ws = s.broker.WSHandler()
		}
		h := newPhoneHandler(cfg.TableID, assets, ws, s.wsURLFor, s.Language)
		h.external, h.guestWS = external, cfg.Broker.GuestWSURL
		h.join = s.joinPath
		s.http = &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
		go func() {
			if err := s.http.Serve(s.httpLn); err != nil && !errors.Is(err, http.ErrServerClosed) {
				logf("mqtt: phone page server stopped: %v", err)
			}
		}()
	} else if s.broker != nil && s.broker.WSAddr() == nil {
		return nil, errors.New("broker.ws_listen and http.listen are both empty: phones would have no way in; set one of them")
	}
	s.publicURL = strings.TrimRight(cfg.HTTP.PublicURL, "/")
	if s.publicURL == "" && s.httpLn != nil {
		s.publicURL = "http://" + net.JoinHostPort(s.lanHost, portOf(s.httpLn.Addr()))
	}

	bo := BridgeOptions{Table: cfg.TableID, Logf: logf, TeachHooks: opts.TeachHooks, Words: opts.Words}
	if external {
		bo.URL, bo.Username, bo.Password, bo.Dynsec = cfg.Broker.URL, cfg.Broker.Username, cfg.Broker.Password, true
	} else {
		bo.URL = s.broker.LoopbackURL()
		bo.Username, bo.Password = s.broker.KioskLogin()
	}
	s.bridge, err = NewBridge(t, bo)
	if err != nil {
		return nil, err
	}
	if !external {
		d := opts.ConnectTimeout
		if d == 0 {
			d = 10 * time.Second
		}
		if err := s.bridge.WaitConnected(d); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func portOf(a net.Addr) string {
	_, port, _ := net.SplitHostPort(a.String())
	return port
}

// wsURLFor is the WebSocket URL a page loaded through r should use.
func (s *Service) wsURLFor(r *http.Request) string {
	if s.cfg.Broker.PublicWSURL != "" {
		return s.cfg.Broker.PublicWSURL
	}
	scheme := "ws"
	if r != nil && r.TLS != nil {
		scheme = "wss"
	}
	host := s.lanHost
	if r != nil && requestHost(r) != "" {
		host = requestHost(r)
	}
	if s.broker == nil {
		return ""
	}
	if a := s.broker.WSAddr(); a != nil {
		return scheme + "://" + net.JoinHostPort(host, portOf(a)) + "/mqtt"
	}
	if r != nil && r.Host != "" {
		return scheme + "://" + r.Host + "/mqtt"
	}
	return scheme + "://" + net.JoinHostPort(host, portOf(s.httpLn.Addr())) + "/mqtt"
}

// WSURL is the WebSocket URL phones on the LAN use.
func (s *Service) WSURL() string { return s.wsURLFor(nil) }

// PublicURL is the base of the join links (the phone page's address).
func (s *Service) PublicURL() string { return s.publicURL }

// HTTPAddr is the phone page server's address, nil if it has none.
func (s *Service) HTTPAddr() net.Addr {
	if s.httpLn == nil {
		return nil
	}
	return s.httpLn.Addr()
}

// BrokerAddr is the embedded broker's MQTT (TCP) address, nil with an
// external broker.
func (s *Service) BrokerAddr() net.Addr {
	if s.broker == nil {
		return nil
	}
	return s.broker.TCPAddr()
}

// Connected reports whether the bridge is connected to the broker now (a
// café broker can be away; the kiosk keeps playing on its screen).
func (s *Service) Connected() bool { return s.bridge != nil && s.bridge.Connected() }

// PhonesOnline counts, for each seat, the phones connected to the
// embedded broker with the seat's current token (phones of the game on the
// table). known is false with a café broker, whose connections the kiosk
// does not see.
func (s *Service) PhonesOnline() (n [MaxSeats]int, known bool) {
	if s.broker == nil {
		return n, false
	}
	return s.broker.auth.PhonesOnline(), true
}

// PhoneConnected reports whether a phone plays seat now (PhonesOnline).
func (s *Service) PhoneConnected(seat engine.Seat) (connected, known bool) {
	n, known := s.PhonesOnline()
	return seat >= 0 && seat < MaxSeats && n[seat] > 0, known
}

// WatchPhones calls fn (from the broker's goroutine: it must not block)
// whenever a seat's phone connects or goes, or the seats' tokens change;
// never with a café broker. It returns a function that cancels the watch.
func (s *Service) WatchPhones(fn func()) (cancel func()) {
	if s.broker == nil {
		return func() {}
	}
	return s.broker.auth.Watch(fn)
}

// SetLanguage sets the language put in join links and /config.json: a
// language code of ui/i18n ("fr"); a value that is not a language code is
// ignored.
func (s *Service) SetLanguage(lang string) {
	if !languageCode.MatchString(lang) {
		return
	}
	s.mu.Lock()
	s.lang = lang
	s.mu.Unlock()
}

// Language is the language of the join links.
func (s *Service) Language() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lang
}

// JoinURL is the link a phone opens to play seat:
// <public_url>/?t=<table>&s=<n>&k=<token>&lang=<lang>. It is "" when no game
// is loaded, the seat is not at the table, or there is no phone page server.
// The token changes with every game, so the link does too.
func (s *Service) JoinURL(seat engine.Seat) string {
	if s.publicURL == "" || !s.t.Playing() {
		return ""
	}
	seats := s.t.Seats()
	if seat < 0 || int(seat) >= len(seats) {
		return ""
	}
	// fixed order, short (the QR code grows with it): t, s, k, lang
	return s.publicURL + "/?t=" + url.QueryEscape(s.cfg.TableID) + "&s=" + strconv.Itoa(int(seat)) +
		"&k=" + url.QueryEscape(seats[seat].Token) + "&lang=" + url.QueryEscape(s.Language())
}

// QR returns the seat's join link as a PNG QR code of size×size pixels.
func (s *Service) QR(seat engine.Seat, size int) ([]byte, error) {
	q, err := s.qr(seat)
	if err != nil {
		return nil, err
	}
	return q.PNG(size)
}

// QRImage returns the seat's join link as a QR code image (for Fyne's
// canvas.NewImageFromImage).
func (s *Service) QRImage(seat engine.Seat, size int) (image.Image, error) {
	q, err := s.qr(seat)
	if err != nil {
		return nil, err
	}
	return q.Image(size), nil
}

func (s *Service) qr(seat engine.Seat) (*qrcode.QRCode, error) {
	u := s.JoinURL(seat)
	if u == "" {
		return nil, fmt.Errorf("no join link for seat %d: start a game with that seat first", seat+1)
	}
	q, err := qrcode.New(u, qrcode.Medium)
	if err != nil {
		return nil, err
	}
	return q, nil
}

// Close stops the bridge (publishing "offline"), the phone page server and
// the embedded broker.
func (s *Service) Close() error {
	if s.bridge != nil {
		s.bridge.Close()
		s.bridge = nil
	}
	if s.http != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		s.http.Shutdown(ctx)
		cancel()
		s.http = nil
	} else if s.httpLn != nil {
		s.httpLn.Close()
	}
	if s.broker != nil {
		s.broker.Close()
		s.broker = nil
	}
	return nil
}
