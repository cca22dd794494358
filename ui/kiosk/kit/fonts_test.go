package kit

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"github.com/go-text/typesetting/font"
)

// TestShippedFontsCoverEveryRune (issue 34): every rune the kiosk's
// strings can draw — its own sources (kit, the boards, the shell) and every
// ui/i18n catalog and source (the narration, the words of every screen) —
// has a glyph in both fonts the theme embeds, regular and bold, so none is
// drawn from a fallback font the build or the Pi happens to find (the
// golden screens differed between a cgo and a pure-Go build: "★" and
// "○ ○ ○ ○" came from whatever font each found).
func TestShippedFontsCoverEveryRune(t *testing.T) {
	runes := map[rune][]string{} // rune → files that use it
	for _, dir := range []string{"..", "../../i18n"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if d.Name() == "testdata" || d.Name() == "screenshots" {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".toml") && !(strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go")) {
				return nil
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, r := range string(b) {
				if r > unicode.MaxASCII && unicode.IsPrint(r) {
					if len(runes[r]) < 3 {
						runes[r] = append(runes[r], path)
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(runes) < 20 || runes['★'] == nil || runes['é'] == nil {
		t.Fatalf("found only %d non-ASCII runes in the kiosk's strings: the walk missed them", len(runes))
	}
	for _, res := range []fyne.Resource{FontRegular, (Theme{}).Font(fyne.TextStyle{Bold: true})} {
		f, err := font.ParseTTF(bytes.NewReader(res.Content()))
		if err != nil {
			t.Fatalf("%s: %v", res.Name(), err)
		}
		var missing []string
		for r, files := range runes {
			if _, ok := f.NominalGlyph(r); !ok {
				missing = append(missing, fmt.Sprintf("%q U+%04X (%s)", r, r, strings.Join(files, ", ")))
			}
		}
		if len(missing) > 0 {
			t.Errorf("%s has no glyph for %d runes the kiosk draws — run ui/kiosk/kit/fonts/build.py: %v", res.Name(), len(missing), missing)
		}
	}
	if (Theme{}).Font(fyne.TextStyle{}) != FontRegular {
		t.Error("the theme's text font is not the shipped Colt Sans")
	}
}
