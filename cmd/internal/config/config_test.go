package config

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDefaultIsValid(t *testing.T) {
	c := Default()
	if err := c.Validate(); err != nil {
		t.Fatalf("default config invalid: %v", err)
	}
	if c.TableID != "table1" || c.HTTP.Listen != ":8080" || len(c.GPIO.SeatButtons) != 7 {
		t.Fatalf("unexpected defaults: %+v", c)
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name, body, wantErr string
		check               func(Config) bool
	}{
		{"override", "language = \"fr\"\ntable_id = \"t2\"\n[gpio]\nenabled = \"off\"\n", "", func(c Config) bool {
			return c.Language == "fr" && c.TableID == "t2" && c.GPIO.Enabled == "off" && c.HTTP.Listen == ":8080"
		}},
		{"bad toml", "language = \n", "not valid TOML", nil},
		{"unknown key", "langage = \"fr\"\n", "unknown settings langage", nil},
		{"bad lang", "language = \"de\"\n", "not one of", nil},
		{"bad table", "table_id = \"a/b\"\n", "table_id", nil},
		{"bad pin", "operator_pin = \"12\"\n", "operator_pin", nil},
		{"serve seats", "[serve]\nseats = \"phone, bot-hard,,bot-easy\"\n", "", func(c Config) bool {
			m, err := c.Serve.SeatModes(5)
			return err == nil && fmt.Sprint(m) == "[phone bot-hard phone bot-easy phone]"
		}},
		{"bad serve seat", "[serve]\nseats = \"phone,robot\"\n", `seat 2 is "robot"`, nil},
	}
	for _, tc := range cases {
		p := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "_")+".toml")
		if err := os.WriteFile(p, []byte(tc.body), 0o644); err != nil {
			t.Fatal(err)
		}
		c, err := Load(p, false)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%s: err = %v, want %q", tc.name, err, tc.wantErr)
			}
			continue
		}
		if err != nil || !tc.check(c) {
			t.Errorf("%s: err=%v cfg=%+v", tc.name, err, c)
		}
	}
	if _, err := Load(filepath.Join(dir, "missing.toml"), true); err != nil {
		t.Errorf("optional missing file: %v", err)
	}
	if _, err := Load(filepath.Join(dir, "missing.toml"), false); err == nil {
		t.Errorf("required missing file gave no error")
	}
}
