package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVoiceSettings: the voice settings are read, a quiet café keeps the
// voice off and hides its switch, and a bad volume or device says what
// to fix.
func TestVoiceSettings(t *testing.T) {
	d := Default()
	if d.Voice || d.VoiceDevice != "default" || d.VoiceVolume != 80 || d.QuietCafe || !d.VoiceAllowed() || d.VoiceOn() {
		t.Fatalf("defaults: %+v", d)
	}
	dir := t.TempDir()
	load := func(body string) (Config, error) {
		p := filepath.Join(dir, "kiosk.toml")
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return Load(p, false)
	}
	c, err := load("voice = true\nvoice_device = \"plughw:1,0\"\nvoice_volume = 55\n")
	if err != nil || !c.VoiceOn() || c.VoiceDevice != "plughw:1,0" || c.VoiceVolume != 55 {
		t.Fatalf("voice on: %+v %v", c, err)
	}
	c, err = load("voice = true\nquiet_cafe = true\n")
	if err != nil || c.VoiceOn() || c.VoiceAllowed() {
		t.Fatalf("a quiet café: %+v %v", c, err)
	}
	for body, want := range map[string]string{
		"voice_volume = 120\n":  "voice_volume 120 must be 0 to 100",
		"voice_device = \"\"\n": "voice_device \"\" must name one ALSA device",
	} {
		if _, err := load(body); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", body, err, want)
		}
	}
}
