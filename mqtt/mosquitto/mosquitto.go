// Package mosquitto writes what a Mosquitto 2.0 café broker needs to carry
// several colt tables, and builds the dynamic-security commands a kiosk
// sends to it at each new game.
//
// The credentials are split by how often they change (docs/cafe-broker.md):
//
//   - static users live in the password file (mosquitto 2.0's PBKDF2-SHA512
//     "$7$" format) and the ACL file: one kiosk user per table,
//     "kiosk-<table>", with full rights on colt/<table>/# and the right to send
//     dynamic-security commands; and one user per café screen,
//     "screen-<name>", with a secret password of its own, which may only read
//     colt/+/public and colt/+/kiosk;
//   - guests have no login at all: they connect anonymously to the guest
//     listener, with the same read-only rights as a screen (the ACL file's
//     anonymous block), and a client id that can never be anyone else's
//     (ClientIDPrefix);
//   - phone seat users, "<table>:<seat>", live in the dynamic-security
//     plugin's file: one client and one role per seat, whose password the
//     kiosk sets to the seat's token whenever a game starts (setClientPassword
//     also disconnects the previous game's phone). A password file cannot
//     hold them: it changes with every game, and mosquitto_passwd refuses a
//     ':' in a user name.
//
// Nothing here talks to a broker; the package only formats files and messages.
package mosquitto

import (
	"bufio"
	"bytes"
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha512"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
)

// Mosquitto 2.0's password hashing: PBKDF2 with HMAC-SHA512, 101 iterations,
// a 12-byte salt and a 64-byte key, all as mosquitto_passwd writes them.
const (
	Iterations = 101
	saltLen    = 12
	keyLen     = 64
)

// MaxSeats is the number of seat users written per table (engine.MaxPlayers;
// this package imports nothing of the game).
const MaxSeats = 7

// ClientIDPrefix must start every client id sent to the café broker
// (colt.conf: clientid_prefixes), and GuestIDPrefix starts the id the broker
// gives a client that sends none (auto_id_prefix).
//
// MQTT closes the older of two connections with one client id, so who may
// present which id decides who can close whom. On the kiosks' and phones'
// listeners every connection is named after its login
// (use_username_as_clientid), and no login starts with ClientIDPrefix
// ("kiosk-<table>", "<table>:<seat>" with a table id that may not start with
// it, "screen-<name>"); on the guests' listener a connection keeps the id it
// sent, which must start with ClientIDPrefix. So a guest can never present
// a logged-in connection's id, and a guest's own id (random) is known to no
// one else.
const (
	ClientIDPrefix = "colt-"
	GuestIDPrefix  = "colt-guest-"
)

// ScreenUser is the broker user of the café screen called name (`colt
// mosquitto-acl --screen NAME`): it reads every table's public view and
// kiosk flag, with a password of its own.
func ScreenUser(name string) string { return "screen-" + name }

// ControlTopic is where dynamic-security commands are published, and
// ResponseTopic where the plugin answers.
const (
	ControlTopic  = "$CONTROL/dynamic-security/v1"
	ResponseTopic = "$CONTROL/dynamic-security/v1/response"
)

// File names written by WriteDir.
const (
	PasswdFile = "passwd"
	ACLFile    = "acl"
	DynsecFile = "dynamic-security.json"
	ConfFile   = "colt-dynsec.conf"
)

var tableIDPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,31}$`)

// KioskUser is the broker user of a table's kiosk ([broker] username).
func KioskUser(table string) string { return "kiosk-" + table }

// SeatUser is the broker user of a phone playing seat (0-based) at table.
func SeatUser(table string, seat int) string { return table + ":" + strconv.Itoa(seat) }

// SeatRole is the dynamic-security role of a seat's phone.
func SeatRole(table string, seat int) string { return "colt-" + table + "-seat" + strconv.Itoa(seat) }

// HashPassword returns password in mosquitto 2.0's password-file format,
// "$7$101$<base64 salt>$<base64 PBKDF2-SHA512 key>", with a fresh salt.
func HashPassword(password string) (string, error) {
	salt := make([]byte, saltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	return hashWith(password, salt, Iterations)
}

func hashWith(password string, salt []byte, iter int) (string, error) {
	key, err := pbkdf2.Key(sha512.New, password, salt, iter, keyLen)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("$7$%d$%s$%s", iter, base64.StdEncoding.EncodeToString(salt), base64.StdEncoding.EncodeToString(key)), nil
}

// CheckPassword reports whether password matches a "$7$" hash as found in a
// mosquitto 2.0 password file (after the "user:").
func CheckPassword(hash, password string) bool {
	parts := strings.Split(hash, "$")
	if len(parts) != 5 || parts[0] != "" || parts[1] != "7" {
		return false
	}
	iter, err := strconv.Atoi(parts[2])
	if err != nil || iter <= 0 {
		return false
	}
	salt, err1 := base64.StdEncoding.DecodeString(parts[3])
	want, err2 := base64.StdEncoding.DecodeString(parts[4])
	if err1 != nil || err2 != nil || len(want) == 0 {
		return false
	}
	got, err := pbkdf2.Key(sha512.New, password, salt, iter, len(want))
	return err == nil && subtle.ConstantTimeCompare(got, want) == 1
}

// NewSecret returns a random password (128 bits, hex).
func NewSecret() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("mosquitto: no randomness: " + err.Error())
	}
	return hex.EncodeToString(b[:])
}

// Credential is the login of one kiosk (Table set), to copy into that
// table's /etc/colt/kiosk.toml [broker] section, or of one café screen
// (Screen set). Password is empty when an existing user was kept (its
// password is unchanged and not recoverable from the file).
type Credential struct {
	Table    string
	Screen   string
	Username string
	Password string
}

// Options say what Generate writes.
type Options struct {
	// Tables are the table ids (config table_id) sharing the broker.
	Tables []string
	// Existing is the current password file, if any: the kiosk users of
	// tables still listed keep their passwords unless Rotate is set.
	Existing []byte
	// Rotate gives every kiosk a new password.
	Rotate bool
	// PluginPath is the dynamic-security plugin; empty: PluginPath().
	PluginPath string
	// DynsecPath is where the broker will read DynsecFile; empty:
	// /etc/mosquitto/colt/dynamic-security.json.
	DynsecPath string
	// Screens are the names of the café's own screens (TVs, a bar display):
	// each gets the login ScreenUser(name) with a password of its own, kept
	// across runs unless Rotate is set.
	Screens []string
}

// Files are the generated file contents.
type Files struct {
	Passwd []byte // password_file
	ACL    []byte // acl_file
	Dynsec []byte // plugin_opt_config_file of the dynamic-security plugin
	Conf   []byte // the two mosquitto.conf lines loading the plugin
}

// Generate builds the password file, ACL file, dynamic-security file and
// plugin configuration for tables and screens. The credentials are the
// kiosks' first, then the screens'.
func Generate(opts Options) (Files, []Credential, error) {
	tables, err := cleanTables(opts.Tables)
	if err != nil {
		return Files{}, nil, err
	}
	screens, err := cleanScreens(opts.Screens)
	if err != nil {
		return Files{}, nil, err
	}
	existing := parsePasswd(opts.Existing)
	var creds []Credential
	var pw bytes.Buffer
	pw.WriteString("# colt: written by `colt mosquitto-acl`; run it again instead of editing.\n")
	add := func(c Credential) error {
		h, ok := existing[c.Username]
		if !ok || opts.Rotate {
			c.Password = NewSecret()
			var err error
			if h, err = HashPassword(c.Password); err != nil {
				return err
			}
		}
		fmt.Fprintf(&pw, "%s:%s\n", c.Username, h)
		creds = append(creds, c)
		return nil
	}
	for _, t := range tables {
		if err := add(Credential{Table: t, Username: KioskUser(t)}); err != nil {
			return Files{}, nil, err
		}
	}
	for _, n := range screens {
		if err := add(Credential{Screen: n, Username: ScreenUser(n)}); err != nil {
			return Files{}, nil, err
		}
	}

	dyn, err := dynsecConfig(tables)
	if err != nil {
		return Files{}, nil, err
	}
	plugin := opts.PluginPath
	if plugin == "" {
		plugin = PluginPath()
	}
	dpath := opts.DynsecPath
	if dpath == "" {
		dpath = "/etc/mosquitto/colt/" + DynsecFile
	}
	conf := fmt.Sprintf(`# colt: phone seat users (<table>:<seat>) live in the dynamic-security
# plugin; each kiosk sets their passwords to its seat tokens at every game.
# Written by `+"`colt mosquitto-acl`"+`; goes to /etc/mosquitto/conf.d/.
plugin %s
plugin_opt_config_file %s
`, plugin, dpath)
	return Files{Passwd: pw.Bytes(), ACL: aclFile(tables, screens), Dynsec: dyn, Conf: []byte(conf)}, creds, nil
}

var screenNamePattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,31}$`)

func cleanScreens(in []string) ([]string, error) {
	seen := map[string]bool{}
	var out []string
	for _, n := range in {
		n = strings.TrimSpace(n)
		if n == "" || seen[n] {
			continue
		}
		if !screenNamePattern.MatchString(n) {
			return nil, fmt.Errorf("screen name %q must be 1–32 lowercase letters, digits, - or _ (its login is %s)", n, ScreenUser("<name>"))
		}
		seen[n] = true
		out = append(out, n)
	}
	sort.Strings(out)
	return out, nil
}

func cleanTables(in []string) ([]string, error) {
	seen := map[string]bool{}
	var out []string
	for _, t := range in {
		t = strings.TrimSpace(t)
		if t == "" || seen[t] {
			continue
		}
		if !tableIDPattern.MatchString(t) {
			return nil, fmt.Errorf("table id %q must be 1–32 lowercase letters, digits, - or _ (the kiosk's table_id)", t)
		}
		if strings.HasPrefix(t, ClientIDPrefix) {
			// its phones' logins, hence their client ids, would start with
			// the prefix guests may use: a guest could close a phone
			return nil, fmt.Errorf("table id %q may not start with %q on a café broker (guests' client ids start so): rename the table, e.g. %q", t, ClientIDPrefix, strings.TrimPrefix(t, ClientIDPrefix))
		}
		seen[t] = true
		out = append(out, t)
	}
	if len(out) == 0 {
		return nil, errors.New("no table given: name every table id sharing the broker, e.g. --table table1 --table table2")
	}
	sort.Strings(out)
	return out, nil
}

// parsePasswd reads "user:hash" lines.
func parsePasswd(b []byte) map[string]string {
	out := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if u, h, ok := strings.Cut(line, ":"); ok {
			out[u] = h
		}
	}
	return out
}

func aclFile(tables, screens []string) []byte {
	var b bytes.Buffer
	b.WriteString(`# colt: written by ` + "`colt mosquitto-acl`" + `; run it again instead of editing.
# Phone seat users (<table>:<seat>) are not here: the dynamic-security plugin
# holds them and their per-seat rights (see dynamic-security.json).

# Guests (no login, on the guest listener): every table's public view and
# the kiosks' online/offline flag, nothing else.
topic read colt/+/public
topic read colt/+/kiosk
`)
	for i, n := range screens {
		if i == 0 {
			b.WriteString("\n# The café's own screens, one login each: what a guest reads.\n")
		}
		fmt.Fprintf(&b, "user %s\ntopic read colt/+/public\ntopic read colt/+/kiosk\n", ScreenUser(n))
	}
	for _, t := range tables {
		fmt.Fprintf(&b, `
# The kiosk of table %[1]s: its whole namespace, and setting its seats' phone
# passwords through the dynamic-security plugin.
user %[2]s
topic readwrite colt/%[1]s/#
topic write %[3]s
topic read %[4]s
`, t, KioskUser(t), ControlTopic, ResponseTopic)
	}
	return b.Bytes()
}

// ACL is one dynamic-security ACL entry.
type ACL struct {
	Type  string `json:"acltype"`
	Topic string `json:"topic"`
	Allow bool   `json:"allow"`
}

type dynRole struct {
	Name string `json:"rolename"`
	Text string `json:"textname,omitempty"`
	ACLs []ACL  `json:"acls"`
}

type dynRoleRef struct {
	Name string `json:"rolename"`
}

type dynClient struct {
	Username   string       `json:"username"`
	Text       string       `json:"textname,omitempty"`
	Password   string       `json:"password"`
	Salt       string       `json:"salt"`
	Iterations int          `json:"iterations"`
	Roles      []dynRoleRef `json:"roles"`
}

type dynConfig struct {
	DefaultACLAccess map[string]bool `json:"defaultACLAccess"`
	Clients          []dynClient     `json:"clients"`
	Groups           []any           `json:"groups"`
	Roles            []dynRole       `json:"roles"`
}

// SeatACLs are the rights of the phone playing seat at table: read the
// public view, the kiosk flag, its own view and replies; send its commands.
func SeatACLs(table string, seat int) []ACL {
	base := "colt/" + table
	own := fmt.Sprintf("%s/seat/%d", base, seat)
	var out []ACL
	for _, topic := range []string{base + "/public", base + "/kiosk", own + "/view", own + "/reply"} {
		out = append(out, ACL{"subscribeLiteral", topic, true}, ACL{"publishClientReceive", topic, true})
	}
	return append(out, ACL{"publishClientSend", own + "/cmd", true})
}

func dynsecConfig(tables []string) ([]byte, error) {
	cfg := dynConfig{
		// everything not granted by a role (or by the ACL file for the
		// password-file users) is denied
		DefaultACLAccess: map[string]bool{"publishClientSend": false, "publishClientReceive": false, "subscribe": false, "unsubscribe": true},
		Clients:          []dynClient{},
		Groups:           []any{},
		Roles:            []dynRole{},
	}
	for _, t := range tables {
		for n := 0; n < MaxSeats; n++ {
			role := SeatRole(t, n)
			cfg.Roles = append(cfg.Roles, dynRole{Name: role, Text: fmt.Sprintf("phone of seat %d at table %s", n+1, t), ACLs: SeatACLs(t, n)})
			// a random password nobody knows: the seat is closed until its
			// kiosk sets the current game's token
			salt := make([]byte, saltLen)
			if _, err := rand.Read(salt); err != nil {
				return nil, err
			}
			key, err := pbkdf2.Key(sha512.New, NewSecret(), salt, Iterations, keyLen)
			if err != nil {
				return nil, err
			}
			cfg.Clients = append(cfg.Clients, dynClient{
				Username: SeatUser(t, n), Text: fmt.Sprintf("phone of seat %d at table %s", n+1, t),
				Password: base64.StdEncoding.EncodeToString(key), Salt: base64.StdEncoding.EncodeToString(salt),
				Iterations: Iterations, Roles: []dynRoleRef{{role}},
			})
		}
	}
	b, err := json.MarshalIndent(cfg, "", "\t")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// PluginPath returns the dynamic-security plugin of Debian's mosquitto on
// this machine (found under /usr/lib, else guessed from the architecture).
func PluginPath() string {
	if m, _ := filepath.Glob("/usr/lib/*/mosquitto_dynamic_security.so"); len(m) > 0 {
		return m[0]
	}
	triplet := map[string]string{"amd64": "x86_64-linux-gnu", "arm64": "aarch64-linux-gnu", "arm": "arm-linux-gnueabihf", "386": "i386-linux-gnu"}[runtime.GOARCH]
	if triplet == "" {
		triplet = runtime.GOARCH + "-linux-gnu"
	}
	return "/usr/lib/" + triplet + "/mosquitto_dynamic_security.so"
}

// WriteDir generates the files for opts.Tables and opts.Screens into dir
// (created if missing), keeping the passwords of an existing dir/passwd
// unless opts.Rotate (opts.Existing, PluginPath and DynsecPath are set
// here). The password, ACL and plugin files are written 0640 and the
// dynamic-security file 0600 (mosquitto rewrites it: chown it to the
// mosquitto user).
func WriteDir(dir string, opts Options) ([]Credential, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("cannot create %s: %w", dir, err)
	}
	old, err := os.ReadFile(filepath.Join(dir, PasswdFile))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	opts.Existing, opts.DynsecPath = old, filepath.Join(abs, DynsecFile)
	files, creds, err := Generate(opts)
	if err != nil {
		return nil, err
	}
	for _, f := range []struct {
		name string
		data []byte
		mode os.FileMode
	}{{PasswdFile, files.Passwd, 0o640}, {ACLFile, files.ACL, 0o640}, {DynsecFile, files.Dynsec, 0o600}, {ConfFile, files.Conf, 0o644}} {
		if err := writeFile(filepath.Join(dir, f.name), f.data, f.mode); err != nil {
			return nil, err
		}
	}
	return creds, nil
}

func writeFile(name string, data []byte, mode os.FileMode) error {
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, data, mode); err != nil {
		return fmt.Errorf("cannot write %s: %w", name, err)
	}
	if err := os.Chmod(tmp, mode); err != nil {
		return err
	}
	if err := os.Rename(tmp, name); err != nil {
		return fmt.Errorf("cannot write %s: %w", name, err)
	}
	return nil
}

// SetSeatPasswords returns the dynamic-security command message that sets
// the password of every seat user of table: passwords[n] for seat n, and a
// fresh random password (closing the seat) where passwords[n] is empty or
// missing. Each command carries correlationData "colt/<table>/<seat>".
// The plugin disconnects a seat's connected phone when its password is set.
func SetSeatPasswords(table string, passwords []string) []byte {
	type cmd struct {
		Command     string `json:"command"`
		Username    string `json:"username"`
		Password    string `json:"password"`
		Correlation string `json:"correlationData"`
	}
	var msg struct {
		Commands []cmd `json:"commands"`
	}
	for n := 0; n < MaxSeats; n++ {
		pw := ""
		if n < len(passwords) {
			pw = passwords[n]
		}
		if pw == "" {
			pw = NewSecret()
		}
		msg.Commands = append(msg.Commands, cmd{"setClientPassword", SeatUser(table, n), pw, fmt.Sprintf("colt/%s/%d", table, n)})
	}
	b, _ := json.Marshal(msg)
	return b
}

// Response is one answer of the dynamic-security plugin.
type Response struct {
	Command     string `json:"command"`
	Error       string `json:"error,omitempty"`
	Correlation string `json:"correlationData,omitempty"`
}

// ParseResponses decodes a message of ResponseTopic.
func ParseResponses(b []byte) ([]Response, error) {
	var r struct {
		Responses []Response `json:"responses"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, err
	}
	return r.Responses, nil
}
