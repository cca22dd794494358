package config

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// TeachingFile holds the teaching state of the game on the table (what the
// kiosk taught, teach.Progress as JSON), beside the journal, so a game
// resumed after a power cut teaches nothing twice (issue 24).
const TeachingFile = "teaching.json"

// LoadTeaching returns the saved teaching state, nil when none was saved;
// an unreadable file is an error that says so.
func LoadTeaching(dataDir string) ([]byte, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, TeachingFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot read the teaching state in %s (%w): the resumed game is not taught", dataDir, err)
	}
	return b, nil
}

// SaveTeaching stores the teaching state durably (written to a temporary
// file, synced, then renamed over the old one).
func SaveTeaching(dataDir string, progress []byte) error {
	if err := writeFileDurably(filepath.Join(dataDir, TeachingFile), progress); err != nil {
		return fmt.Errorf("cannot save the teaching state in %s: %w", dataDir, err)
	}
	return nil
}
