package launch

import (
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"colt/cmd/internal/config"
	"colt/engine/express/cards"
)

func TestFlagsOverrideTheConfigFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "kiosk.toml")
	os.WriteFile(file, []byte("language = \"nl\"\nfullscreen = true\ntable_id = \"bar\"\n"), 0o644)
	f, err := ParseFlags([]string{"--config", file, "--windowed", "--lang", "it", "--table", "t2", "--data", dir, "--broker", "tcp://cafe:1883", "--fast"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg, warnings := f.LoadConfig()
	if len(warnings) > 0 {
		t.Fatalf("warnings: %v", warnings)
	}
	if cfg.Fullscreen || cfg.Language != "it" || cfg.TableID != "t2" || cfg.DataDir != dir || cfg.Broker.URL != "tcp://cafe:1883" || !cfg.FastMode {
		t.Errorf("flags not applied: %+v", cfg)
	}
}

func TestDefaultConfigMayBeMissing(t *testing.T) {
	f, err := ParseFlags(nil, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if f.Config != config.DefaultPath {
		t.Fatalf("default --config %q", f.Config)
	}
	if _, err := os.Stat(config.DefaultPath); err == nil {
		t.Skip("this machine has " + config.DefaultPath)
	}
	if _, warnings := f.LoadConfig(); len(warnings) > 0 {
		t.Errorf("a missing default file gave warnings: %v", warnings)
	}
	// an explicit file that is missing is worth a warning on screen
	f, _ = ParseFlags([]string{"--config", "/nonexistent/kiosk.toml"}, io.Discard)
	if _, warnings := f.LoadConfig(); len(warnings) != 1 {
		t.Errorf("missing --config file: %v", warnings)
	}
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{{"--fullscreen", "--windowed"}, {"--demo-screen", "nope"}, {"extra"}} {
		if _, err := ParseFlags(args, io.Discard); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
	f, _ := ParseFlags([]string{"--lang", "de"}, io.Discard)
	if cfg, warnings := f.LoadConfig(); cfg.Language != "en" || len(warnings) != 1 || !strings.Contains(warnings[0], "de") {
		t.Errorf("--lang de: %s %v", cfg.Language, warnings)
	}
}

func TestOpenPanelFallsBackToKeys(t *testing.T) {
	cfg := config.Default()
	cfg.GPIO.Enabled = "off"
	p, keys, err := OpenPanel(cfg, t.Logf)
	if err != nil || keys == nil || p == nil {
		t.Fatalf("gpio off: %v %v %v", p, keys, err)
	}
	p.Close()
	if _, err := os.Stat("/dev/gpiochip0"); err == nil {
		t.Skip("this machine has GPIO")
	}
	cfg.GPIO.Enabled = "on"
	p, keys, err = OpenPanel(cfg, t.Logf)
	if err == nil || keys == nil {
		t.Fatalf("gpio on without GPIO: want the keyboard and one error, got %v", err)
	}
	p.Close()
	cfg.GPIO.Enabled = "auto"
	p, keys, err = OpenPanel(cfg, t.Logf)
	if err != nil || keys == nil {
		t.Fatalf("gpio auto without GPIO: want the keyboard quietly, got %v", err)
	}
	p.Close()
}

func TestNotifier(t *testing.T) {
	sock := filepath.Join(t.TempDir(), "notify")
	conn, err := net.ListenUnixgram("unixgram", &net.UnixAddr{Name: sock, Net: "unixgram"})
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	t.Setenv("NOTIFY_SOCKET", sock)
	t.Setenv("WATCHDOG_USEC", "30000000")
	n := NewNotifier()
	if !n.Enabled() {
		t.Fatal("notifier off with NOTIFY_SOCKET set")
	}
	for _, msg := range []string{"READY=1", "WATCHDOG=1"} {
		if err := n.Send(msg); err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, 64)
		conn.SetReadDeadline(time.Now().Add(2 * time.Second))
		k, err := conn.Read(buf)
		if err != nil || string(buf[:k]) != msg {
			t.Fatalf("received %q %v, want %q", buf[:k], err, msg)
		}
	}
	if iv := WatchdogInterval(); iv != 15*time.Second {
		t.Errorf("watchdog every %v, want half of 30 s", iv)
	}
	t.Setenv("NOTIFY_SOCKET", "")
	if NewNotifier().Send("READY=1") != nil {
		t.Error("without NOTIFY_SOCKET Send must do nothing")
	}
}

func TestRoundCardsFile(t *testing.T) {
	cfg := config.Default()
	cfg.RoundCardsFile = filepath.Join(t.TempDir(), "cards.json")
	os.WriteFile(cfg.RoundCardsFile, []byte(`{"version": ""}`), 0o644)
	if s, warnings := Settings(cfg); s.RoundCards != nil || len(warnings) != 1 {
		t.Errorf("invalid file: %d bytes used, warnings %v", len(s.RoundCards), warnings)
	}
	os.WriteFile(cfg.RoundCardsFile, cards.BaseJSON(), 0o644)
	if s, warnings := Settings(cfg); s.RoundCards == nil || len(warnings) != 0 {
		t.Errorf("valid file: %d bytes used, warnings %v", len(s.RoundCards), warnings)
	}
}

// TestNoDisplaySaysSo (issue: a kiosk started without a display died with a
// GLFW panic): without DISPLAY or WAYLAND_DISPLAY the kiosk says in one
// sentence what to do (with the ci tag the test driver needs no display).
func TestNoDisplaySaysSo(t *testing.T) {
	env := map[string]string{}
	get := func(k string) string { return env[k] }
	err := displayAvailable(get)
	if testDriver {
		if err != nil {
			t.Fatalf("the test driver needs no display: %v", err)
		}
		return
	}
	if err == nil || !strings.Contains(err.Error(), "no display") || !strings.Contains(err.Error(), "colt serve") {
		t.Fatalf("no display: %v", err)
	}
	env["WAYLAND_DISPLAY"] = "wayland-0"
	if err := displayAvailable(get); err != nil {
		t.Fatalf("with a Wayland display: %v", err)
	}
}
