package config

import (
	"fmt"
	"strings"
)

// VoiceAllowed reports whether the set-up screen offers the voice switch
// (not in a quiet café).
func (c Config) VoiceAllowed() bool { return !c.QuietCafe }

// VoiceOn is where the voice switch starts for a new group: voice, unless
// the café is quiet.
func (c Config) VoiceOn() bool { return c.Voice && !c.QuietCafe }

func (c Config) validateVoice() error {
	if c.VoiceVolume < 0 || c.VoiceVolume > 100 {
		return fmt.Errorf("voice_volume %d must be 0 to 100", c.VoiceVolume)
	}
	if d := strings.TrimSpace(c.VoiceDevice); d == "" || strings.ContainsAny(d, " \t") {
		return fmt.Errorf("voice_device %q must name one ALSA device, e.g. \"default\" or \"plughw:1,0\" (`aplay -L` lists them)", c.VoiceDevice)
	}
	return nil
}
