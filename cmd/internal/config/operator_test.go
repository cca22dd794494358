package config

import (
	"os"
	"path/filepath"
	"testing"
)

func TestOperatorLanguage(t *testing.T) {
	dir := t.TempDir()
	if got := LoadOperatorLanguage(dir); got != "" {
		t.Fatalf("nothing saved yet, got %q", got)
	}
	if err := SaveOperatorLanguage(dir, "nl"); err != nil {
		t.Fatal(err)
	}
	if got := LoadOperatorLanguage(dir); got != "nl" {
		t.Fatalf("got %q, want nl", got)
	}
	if err := SaveOperatorLanguage(dir, "de"); err == nil {
		t.Fatal("an unknown language was saved")
	}
	os.WriteFile(filepath.Join(dir, OperatorFile), []byte("klingon\n"), 0o644)
	if got := LoadOperatorLanguage(dir); got != "" {
		t.Fatalf("a corrupt file gave %q", got)
	}
}

func TestGuestsLanguage(t *testing.T) {
	dir := t.TempDir()
	if l := LoadGuestsLanguage(dir); l != "" {
		t.Fatalf("nothing saved yet, got %q", l)
	}
	if err := SaveGuestsLanguage(dir, "nl"); err != nil {
		t.Fatal(err)
	}
	if l := LoadGuestsLanguage(dir); l != "nl" {
		t.Fatalf("LoadGuestsLanguage = %q, want nl", l)
	}
	if l := LoadOperatorLanguage(dir); l != "" {
		t.Fatalf("the guests' language changed the operator's default: %q", l)
	}
	if err := SaveGuestsLanguage(dir, "de"); err == nil {
		t.Fatal("an unknown language was saved")
	}
}
