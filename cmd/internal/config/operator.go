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

// SaveOperatorLanguage stores the operator's default language durably.
func SaveOperatorLanguage(dataDir, lang string) error {
	if !ValidLanguage(lang) {
		return NotALanguage(lang)
	}
	path := filepath.Join(dataDir, OperatorFile)
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return fmt.Errorf("cannot save the default language in %s: %w", dataDir, err)
	}
	if _, err = f.WriteString(lang + "\n"); err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		return fmt.Errorf("cannot save the default language in %s: %w", dataDir, err)
	}
	return nil
}
