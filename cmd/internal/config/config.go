// Package config loads the kiosk configuration file (TOML) shared by the
// kiosk (cmd/kiosk) and the headless host (colt serve).
//
// Every setting has a default, so a missing file is not an error: the kiosk
// must start on a laptop with no setup at all. Default() documents every key;
// `colt print-config` prints the commented default file.
package config

import (
	_ "embed"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"colt/engine/table"
	"colt/hw"
	"colt/ui/i18n"
)

// DefaultFile is the commented default configuration, installed as
// /etc/colt/kiosk.toml by the Debian package.
//
//go:embed default.toml
var DefaultFile string

// Config is the whole kiosk configuration.
type Config struct {
	// Language is the default language of the kiosk and phone pages: en, fr, nl or it.
	Language string `toml:"language"`
	// TableID names this table inside the MQTT namespace colt/<table>/…; several
	// kiosks sharing one café broker need different ids.
	TableID string `toml:"table_id"`
	// DataDir holds the journal, finished games and resume data.
	DataDir string `toml:"data_dir"`
	// Fullscreen opens the kiosk full screen (the Pi); windowed otherwise.
	Fullscreen bool `toml:"fullscreen"`
	// FastMode skips the pauses between Stealin' steps.
	FastMode bool `toml:"fast_mode"`
	// OperatorPIN unlocks the operator menu.
	OperatorPIN string `toml:"operator_pin"`
	// IdleResetMinutes returns the kiosk to its attract screen after this many
	// minutes without input (0 disables).
	IdleResetMinutes int `toml:"idle_reset_minutes"`
	// ExportDir is where the operator exports finished game records (a USB stick).
	ExportDir string `toml:"export_dir"`
	// RoundCardsFile optionally overrides the embedded round-card data.
	RoundCardsFile string `toml:"round_cards_file"`

	// Voice, VoiceDevice, VoiceVolume and QuietCafe: the kiosk speaking
	// each step aloud (issue 35, ui/voice; voice.go).
	Voice       bool   `toml:"voice"`
	VoiceDevice string `toml:"voice_device"`
	VoiceVolume int    `toml:"voice_volume"`
	QuietCafe   bool   `toml:"quiet_cafe"`

	Broker Broker `toml:"broker"`
	HTTP   HTTP   `toml:"http"`
	Serve  Serve  `toml:"serve"`
	GPIO   GPIO   `toml:"gpio"`
}

// Broker configures MQTT: the embedded broker or an external (café) broker.
type Broker struct {
	// URL of an external broker (tcp://host:1883). Empty: run the embedded broker.
	URL string `toml:"url"`
	// Username and Password for the kiosk's own connection to an external broker.
	Username string `toml:"username"`
	Password string `toml:"password"`
	// TCPListen and WSListen are the embedded broker's listeners.
	TCPListen string `toml:"tcp_listen"`
	WSListen  string `toml:"ws_listen"`
	// PublicWSURL is the websocket URL phones use; empty: derived from the
	// kiosk's LAN address and WSListen (embedded) or must be set (external).
	PublicWSURL string `toml:"public_ws_url"`
	// GuestWSURL is a café broker's guest listener, where people without a
	// seat watch the table without a login (ws://cafe-broker.local:9002/mqtt);
	// the phone page's config.json gives it to them. Empty with an external
	// broker: guests are not told where to watch.
	GuestWSURL string `toml:"guest_ws_url"`
}

// Serve configures `colt serve`, the headless table.
type Serve struct {
	// Seats are the seat modes of a new game, comma-separated, seat 1 first
	// (phone, handoff, bot-easy, bot, bot-hard); missing seats play by phone.
	Seats string `toml:"seats"`
}

// SeatModes returns the seat modes Seats names for a game of players
// seats, or an error naming the seat whose mode is unknown.
func (s Serve) SeatModes(players int) ([]table.SeatMode, error) {
	modes := make([]table.SeatMode, players)
	for i := range modes {
		modes[i] = table.Phone
	}
	if strings.TrimSpace(s.Seats) == "" {
		return modes, nil
	}
	for i, m := range strings.Split(s.Seats, ",") {
		m = strings.TrimSpace(m)
		if m == "" {
			continue
		}
		mode := table.SeatMode(m)
		if !mode.Valid() {
			return nil, fmt.Errorf("seat %d is %q: choose phone, handoff, bot-easy, bot or bot-hard", i+1, m)
		}
		if i < players {
			modes[i] = mode
		}
	}
	return modes, nil
}

// HTTP configures the phone page server.
type HTTP struct {
	// Listen is the address of the phone page server.
	Listen string `toml:"listen"`
	// PublicURL is the base URL printed in QR codes; empty: derived from the
	// kiosk's LAN address.
	PublicURL string `toml:"public_url"`
}

// GPIO configures the seat panel: whether to use it, and the pin map
// (hw.PinMap, whose keys sit in the same [gpio] section).
type GPIO struct {
	// Enabled is "auto" (use GPIO when present), "on" or "off".
	Enabled   string `toml:"enabled"`
	hw.PinMap `toml:",inline"`
}

// Default returns the built-in configuration, the same as DefaultFile.
func Default() Config {
	var c Config
	if _, err := toml.Decode(DefaultFile, &c); err != nil {
		panic("config: embedded default.toml is invalid: " + err.Error())
	}
	return c
}

// DefaultPath is where the Debian package installs the configuration.
const DefaultPath = "/etc/colt/kiosk.toml"

// Load reads path on top of the defaults. A path that does not exist gives
// the defaults and no error when optional is true (the kiosk's default path);
// a file that exists but is malformed is always an error naming the line.
func Load(path string, optional bool) (Config, error) {
	c := Default()
	if path == "" {
		return c, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		if optional && errors.Is(err, os.ErrNotExist) {
			return c, nil
		}
		return c, fmt.Errorf("config: cannot read %s: %w (check the path given to --config)", path, err)
	}
	md, err := toml.Decode(string(data), &c)
	if err != nil {
		return Default(), fmt.Errorf("config: %s is not valid TOML: %w (fix the file or remove it to use the defaults)", path, err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		for i, k := range und {
			keys[i] = k.String()
		}
		return Default(), fmt.Errorf("config: %s has unknown settings %s (see `colt print-config` for the valid ones)", path, strings.Join(keys, ", "))
	}
	if err := c.Validate(); err != nil {
		return Default(), fmt.Errorf("config: %s: %w", path, err)
	}
	return c, nil
}

var tableIDPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,31}$`)

// Languages are the languages the kiosk and phone pages speak: those of
// ui/i18n, the one list.
var Languages = func() []string {
	var out []string
	for _, l := range i18n.Langs() {
		out = append(out, string(l))
	}
	return out
}()

// ValidLanguage reports whether lang is one of Languages.
func ValidLanguage(lang string) bool { return slices.Contains(Languages, lang) }

// NotALanguage is the error for a language that is not one of Languages.
func NotALanguage(lang string) error {
	return fmt.Errorf("language %q is not one of %s", lang, strings.Join(Languages, ", "))
}

// Validate checks every setting and says which one to fix.
func (c Config) Validate() error {
	if !ValidLanguage(c.Language) {
		return NotALanguage(c.Language)
	}
	if !tableIDPattern.MatchString(c.TableID) {
		return fmt.Errorf("table_id %q must be 1–32 lowercase letters, digits, - or _ (it becomes an MQTT topic level)", c.TableID)
	}
	if c.DataDir == "" {
		return errors.New("data_dir must not be empty")
	}
	if c.IdleResetMinutes < 0 {
		return errors.New("idle_reset_minutes must be 0 (off) or a positive number of minutes")
	}
	if len(c.OperatorPIN) < 4 || strings.Trim(c.OperatorPIN, "0123456789") != "" {
		return errors.New("operator_pin must be at least 4 digits")
	}
	switch c.GPIO.Enabled {
	case "auto", "on", "off":
	default:
		return fmt.Errorf("gpio.enabled %q must be auto, on or off", c.GPIO.Enabled)
	}
	if c.GPIO.Enabled != "off" {
		if err := c.GPIO.PinMap.Validate(); err != nil {
			return fmt.Errorf("[gpio]: %w", err)
		}
	}
	if _, err := c.Serve.SeatModes(0); err != nil {
		return fmt.Errorf("[serve] seats: %w", err)
	}
	if err := c.validateVoice(); err != nil {
		return err
	}
	return nil
}

// ResolveDataDir returns DataDir, falling back to a per-user directory when
// the configured one cannot be created (a laptop without /var/lib/colt).
func (c Config) ResolveDataDir() (string, error) {
	if err := os.MkdirAll(c.DataDir, 0o755); err == nil {
		return c.DataDir, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("config: cannot create data_dir %s and no user directory to fall back to: %w", c.DataDir, err)
	}
	dir := filepath.Join(base, "colt")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("config: cannot create %s: %w (set data_dir to a writable folder)", dir, err)
	}
	return dir, nil
}
