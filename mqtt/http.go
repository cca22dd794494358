package mqtt

import (
	"encoding/json"
	"io/fs"
	"net"
	"net/http"
	"strings"

	"colt/mqtt/mosquitto"
)

// PhoneConfig is the answer of GET /config.json: what the phone page needs
// besides its join link (?t=&s=&k=&lang=).
type PhoneConfig struct {
	Table string `json:"table"`
	// WS is the broker's MQTT-over-WebSocket URL for this page's host.
	WS   string `json:"ws"`
	Lang string `json:"lang"`
	// Spectator says how a screen or guest without a seat watches the table.
	Spectator Watch `json:"spectator"`
	// Topics of the table; "{seat}" stands for the 0-based seat number.
	Topics map[string]string `json:"topics"`
	// MaxCommandBytes is the largest command message the table accepts: the
	// page does not send a bigger one (the broker would drop the connection
	// of a packet over its own limit without a reply).
	MaxCommandBytes int `json:"maxCommandBytes"`
}

// Watch says how a screen or guest without a seat watches the table: it
// reads the public view and the kiosk flag, nothing else. With the embedded
// broker it logs in as SpectatorUser at the phones' WebSocket URL; with a café
// broker it connects without a login to the broker's guest listener, with a
// client id starting with ClientIDPrefix or none (docs/cafe-broker.md).
type Watch struct {
	// WS is the broker's MQTT-over-WebSocket URL for watching; empty: the
	// kiosk was not told a café broker's guest listener (broker.guest_ws_url).
	WS       string `json:"ws"`
	Username string `json:"username"` // empty: connect without a login
	Password string `json:"password"`
	// ClientIDPrefix must start the client id, if one is sent.
	ClientIDPrefix string `json:"clientIdPrefix,omitempty"`
}

// phoneHandler serves the phone page, /config.json and, when the broker has
// no WebSocket port of its own, MQTT over WebSocket at /mqtt.
type phoneHandler struct {
	tableID string
	assets  http.Handler
	ws      http.Handler // nil: the broker has its own port, or is external
	wsURL   func(r *http.Request) string
	lang    func() string
	// external: a café broker, whose guests connect without a login to
	// guestWS (empty: not configured)
	external bool
	guestWS  string
	// join turns a typed link's code into its seat's join link (TypeURL);
	// nil: no typed links
	join func(code string) (string, bool)
}

func newPhoneHandler(tableID string, assets fs.FS, ws http.Handler, wsURL func(*http.Request) string, lang func() string) *phoneHandler {
	return &phoneHandler{tableID: tableID, assets: http.FileServerFS(assets), ws: ws, wsURL: wsURL, lang: lang}
}

// watchFor is how a page loaded through r watches without a seat.
func (h *phoneHandler) watchFor(r *http.Request) Watch {
	if h.external {
		return Watch{WS: h.guestWS, ClientIDPrefix: mosquitto.ClientIDPrefix}
	}
	return Watch{WS: h.wsURL(r), Username: SpectatorUser, Password: SpectatorUser}
}

func (h *phoneHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// the page's address holds the seat token: never let it leak as a referrer
	w.Header().Set("Referrer-Policy", "no-referrer")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	switch {
	case r.URL.Path == "/mqtt" && h.ws != nil:
		h.ws.ServeHTTP(w, r)
	case r.URL.Path == "/config.json":
		h.config(w, r)
	case r.URL.Path == "/healthz":
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Write([]byte("ok\n"))
	case r.Method != http.MethodGet && r.Method != http.MethodHead:
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
	case strings.HasPrefix(r.URL.Path, TypePath) && h.join != nil:
		h.typed(w, r)
	default:
		if r.URL.Path == "/" || strings.HasSuffix(r.URL.Path, ".html") {
			w.Header().Set("Cache-Control", "no-cache")
		}
		h.assets.ServeHTTP(w, r)
	}
}

// typed sends a phone that opened a typed link (TypeURL) on to its seat's
// join link; a code that opens no seat gets a page saying what to do.
func (h *phoneHandler) typed(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	to, ok := h.join(strings.TrimPrefix(r.URL.Path, TypePath))
	if !ok {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte("This link opens no seat of the game on this table: check the letters under your seat's QR code on the kiosk (a new game changes them), or scan the QR code.\n"))
		return
	}
	http.Redirect(w, r, to, http.StatusFound)
}

func (h *phoneHandler) config(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	if t := r.URL.Query().Get("t"); t != "" && t != h.tableID {
		w.WriteHeader(http.StatusNotFound)
		json.NewEncoder(w).Encode(map[string]string{"error": "this kiosk hosts table " + h.tableID + ", not " + t + ": scan the QR code on your own table"})
		return
	}
	tp := Topics{h.tableID}
	json.NewEncoder(w).Encode(PhoneConfig{
		Table: h.tableID, WS: h.wsURL(r), Lang: h.lang(),
		Spectator: h.watchFor(r), MaxCommandBytes: MaxCommandBytes,
		Topics: map[string]string{
			"public": tp.Public(), "kiosk": tp.Kiosk(),
			"view": tp.Prefix() + "seat/{seat}/view", "cmd": tp.Prefix() + "seat/{seat}/cmd", "reply": tp.Prefix() + "seat/{seat}/reply",
		},
	})
}

// requestHost is the host name (no port) the browser used to reach us.
func requestHost(r *http.Request) string {
	if h, _, err := net.SplitHostPort(r.Host); err == nil {
		return h
	}
	return r.Host
}

// LANAddress returns this machine's first non-loopback IPv4 address,
// preferring private (RFC 1918) ones, or "" if it has none.
func LANAddress() string {
	ifaces, err := net.Interfaces()
	if err != nil {
		return ""
	}
	var other string
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, _ := ifc.Addrs()
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok {
				continue
			}
			ip := ipn.IP.To4()
			if ip == nil || ip.IsLoopback() || ip.IsLinkLocalUnicast() {
				continue
			}
			if ip.IsPrivate() {
				return ip.String()
			}
			if other == "" {
				other = ip.String()
			}
		}
	}
	return other
}
