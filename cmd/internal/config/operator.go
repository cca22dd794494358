package config

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// OperatorFile holds choices the operator makes on the kiosk (today: the
// default language), kept in the data folder so they survive a restart
// without rewriting /etc/colt/kiosk.toml (which the package manager owns).
const OperatorFile = "operator-language"

// LoadOperatorLanguage returns the default language the operator chose on
// the kiosk, or "" when none was saved (or the file is unusable).
func LoadOperatorLanguage(dataDir string) string {
	b, err := os.ReadFile(filepath.Join(dataDir, OperatorFile))
	if err != nil {
		return ""
	}
	if l := strings.TrimSpace(string(b)); ValidLanguage(l) {
		return l
	}
	return ""
}

// GuestsFile holds the language the guests chose for the game on the
// table, so a power cut does not bring the game back in another language.
const GuestsFile = "guests-language"

// LoadGuestsLanguage returns the language the guests chose for the game in
// progress, or "" when none was saved (or the file is unusable).
func LoadGuestsLanguage(dataDir string) string {
	b, err := os.ReadFile(filepath.Join(dataDir, GuestsFile))
	if err != nil {
		return ""
	}
	if l := strings.TrimSpace(string(b)); ValidLanguage(l) {
		return l
	}
	return ""
}

// SaveGuestsLanguage stores the guests' language durably.
func SaveGuestsLanguage(dataDir, lang string) error {
	return saveLanguage(dataDir, GuestsFile, lang, "the guests' language")
}

// SaveOperatorLanguage stores the operator's default language durably.
func SaveOperatorLanguage(dataDir, lang string) error {
	return saveLanguage(dataDir, OperatorFile, lang, "the default language")
}

func saveLanguage(dataDir, file, lang, what string) error {
	if !ValidLanguage(lang) {
		return NotALanguage(lang)
	}
	if err := writeFileDurably(filepath.Join(dataDir, file), []byte(lang+"\n")); err != nil {
		return fmt.Errorf("cannot save %s in %s: %w", what, dataDir, err)
	}
	return nil
}

// writeFileDurably replaces path with data so that a power cut leaves the
// old file or the new one, never a part: a temporary file beside it,
// synced, then renamed over it.
func writeFileDurably(path string, data []byte) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if _, err = f.Write(data); err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	return err
}
