package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTeachingFile: the teaching state is saved beside the journal and
// read back; none saved reads as nil; a folder that cannot be written says so.
func TestTeachingFile(t *testing.T) {
	dir := t.TempDir()
	if b, err := LoadTeaching(dir); b != nil || err != nil {
		t.Fatalf("nothing saved: %q %v", b, err)
	}
	want := `{"plan":{"firstGame":true},"shared":["goal"]}`
	if err := SaveTeaching(dir, []byte(want)); err != nil {
		t.Fatal(err)
	}
	if b, err := LoadTeaching(dir); string(b) != want || err != nil {
		t.Fatalf("read back %q %v", b, err)
	}
	if _, err := os.Stat(filepath.Join(dir, TeachingFile+".tmp")); !os.IsNotExist(err) {
		t.Fatalf("the temporary file stayed: %v", err)
	}
	err := SaveTeaching(filepath.Join(dir, "missing"), []byte(want))
	if err == nil || !strings.Contains(err.Error(), "cannot save the teaching state") {
		t.Fatalf("an unwritable folder: %v", err)
	}
}
