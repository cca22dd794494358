package kit

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/BurntSushi/toml"
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
	runes := kioskRunes(t)
	for r := rune(0x20); r < 0x7f; r++ { // Colt Sans keeps only part of Noto Sans (fonts/build.py)
		runes[r] = []string{"ASCII"}
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

// kioskRunes is every non-ASCII rune the kiosk's strings can draw: its own
// sources and every ui/i18n catalog and source, each with up to 3 files
// that use it.
func kioskRunes(t *testing.T) map[rune][]string {
	t.Helper()
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
	return runes
}

// TestTextDrawnFromColtSansAlone (issue 33 item 5): the kiosk's own text
// (Text, tiles and paragraphs through Theme.FontSourceFor), regular and
// bold, is drawn from Colt Sans as its FontSource, so Fyne loads no
// fallback fonts behind it before the first frame — and it looks the
// same: every rune the kiosk draws, and the ASCII ones, measure alike and
// paint the same pixels either way. A text with a rune Colt Sans lacks is
// drawn the theme's way, through the fallbacks.
func TestTextDrawnFromColtSansAlone(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(Theme{Scale: 1})
	one := float32(1)
	k := &Kit{Scale: &one}
	if got := k.Text("Players", 15, color.Black, true).FontSource; got != FontBold {
		t.Errorf("bold Text drawn from %v, want Colt Sans Bold alone", got)
	}
	if got := k.Text("Joueurs · Rôle", 15, color.Black, false).FontSource; got != FontRegular {
		t.Errorf("regular Text drawn from %v, want Colt Sans alone", got)
	}
	if got := k.Text("名前 😀", 15, color.Black, false).FontSource; got != nil {
		t.Errorf("a text with runes Colt Sans lacks drawn from %s, want the theme's way (nil), with its fallbacks", got.Name())
	}
	if got := (Theme{}).FontSourceFor(fyne.TextStyle{Bold: true}, "Ghost ★"); got != FontBold {
		t.Errorf("bold ★ (Colt Sans has it) drawn from %v, want Colt Sans Bold", got)
	}
	for _, s := range []fyne.TextStyle{{Italic: true, Bold: true}, {Monospace: true, Bold: true}, {Italic: true}} {
		if got := (Theme{}).FontSource(s); got != nil {
			t.Errorf("FontSource(%+v) = %s, want nil: not a Colt Sans style the kiosk draws alone", s, got.Name())
		}
	}

	var all []rune
	for r := range kioskRunes(t) {
		all = append(all, r)
	}
	for r := rune(0x21); r < 0x7f; r++ {
		all = append(all, r)
	}
	slices.Sort(all)
	for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
		src := (Theme{}).FontSource(style)
		for line := range slices.Chunk(all, 24) {
			s := string(line)
			if (Theme{}).FontSourceFor(style, s) != src {
				t.Errorf("%q (style %+v): not drawn from %s alone, though every rune is the kiosk's", s, style, src.Name())
			}
			themes, _ := a.Driver().RenderedTextSize(s, 18, style, nil)
			alone, _ := a.Driver().RenderedTextSize(s, 18, style, src)
			if themes != alone {
				t.Errorf("%q measures %v from %s alone, %v the theme's way", s, alone, src.Name(), themes)
			}
			paint := func(src fyne.Resource) image.Image {
				tx := canvas.NewText(s, color.Black)
				tx.TextSize, tx.TextStyle, tx.FontSource = 18, style, src
				w := test.NewTempWindow(t, tx)
				w.Resize(fyne.NewSize(themes.Width+20, themes.Height+20))
				return w.Canvas().Capture()
			}
			p1, p2 := paint(nil), paint(src)
			if !bytes.Equal(p1.(*image.NRGBA).Pix, p2.(*image.NRGBA).Pix) {
				t.Errorf("%q paints differently from %s alone than the theme's way", s, src.Name())
			}
		}
	}
}

// TestColtSansDrawsLikeNotoSans (issue 33 item 5): Colt Sans keeps only
// the Latin part of Noto Sans (fonts/build.py), so Fyne parses a fifth of
// the glyphs before the first frame; what it keeps draws as Noto Sans draws
// it. Every word of every catalog of ui/i18n, in all four languages (the
// bandits' names with them), whose runes Noto Sans has, measures alike and
// paints the same pixels in Colt Sans and in Noto Sans, regular and bold.
func TestColtSansDrawsLikeNotoSans(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(Theme{Scale: 1})
	words := map[string]bool{}
	files, err := filepath.Glob("../../i18n/locales/*.toml")
	if err != nil || len(files) < 8 {
		t.Fatalf("found %d catalogs (%v)", len(files), err)
	}
	var collect func(v any)
	collect = func(v any) {
		switch v := v.(type) {
		case string:
			for _, w := range strings.Fields(v) {
				words[w] = true
			}
		case map[string]any:
			for _, e := range v {
				collect(e)
			}
		case []any:
			for _, e := range v {
				collect(e)
			}
		case []map[string]any:
			for _, e := range v {
				collect(e)
			}
		}
	}
	for _, f := range files {
		var m map[string]any
		if _, err := toml.DecodeFile(f, &m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		collect(m)
	}
	for _, lang := range []string{"fr", "nl", "it"} {
		if !slices.ContainsFunc(files, func(f string) bool { return strings.HasSuffix(f, "."+lang+".toml") }) {
			t.Fatalf("no %s catalog among %v", lang, files)
		}
	}
	for _, check := range []struct {
		style      fyne.TextStyle
		colt, noto fyne.Resource
	}{
		{fyne.TextStyle{}, FontRegular, theme.DefaultTextFont()},
		{fyne.TextStyle{Bold: true}, FontBold, theme.DefaultTextBoldFont()},
	} {
		noto, err := font.ParseTTF(bytes.NewReader(check.noto.Content()))
		if err != nil {
			t.Fatal(err)
		}
		var ws []string
		for w := range words {
			if !strings.ContainsFunc(w, func(r rune) bool { _, ok := noto.NominalGlyph(r); return !ok }) {
				ws = append(ws, w)
			}
		}
		slices.Sort(ws)
		if len(ws) < 3000 {
			t.Fatalf("only %d words in the catalogs", len(ws))
		}
		tx := canvas.NewText("", color.Black)
		tx.TextSize, tx.TextStyle = 18, check.style
		w := test.NewTempWindow(t, tx)
		paint := func(s string, src fyne.Resource, size fyne.Size) []byte {
			tx.Text, tx.FontSource = s, src
			w.Resize(size)
			tx.Refresh()
			return w.Canvas().Capture().(*image.NRGBA).Pix
		}
		lines := 0
		for i := 0; i < len(ws); {
			var line []string
			for n := 0; i < len(ws) && n < 60; i++ {
				line = append(line, ws[i])
				n += len([]rune(ws[i])) + 1
			}
			s := strings.Join(line, " ")
			coltSize, _ := a.Driver().RenderedTextSize(s, 18, check.style, check.colt)
			notoSize, _ := a.Driver().RenderedTextSize(s, 18, check.style, check.noto)
			if coltSize != notoSize {
				t.Errorf("%+v %q measures %v in Colt Sans, %v in Noto Sans", check.style, s, coltSize, notoSize)
				continue
			}
			size := fyne.NewSize(coltSize.Width+20, coltSize.Height+20)
			if !bytes.Equal(paint(s, check.colt, size), paint(s, check.noto, size)) {
				t.Errorf("%+v %q paints differently in Colt Sans than in Noto Sans", check.style, s)
			}
			lines++
		}
		t.Logf("%+v: %d words in %d lines draw alike", check.style, len(ws), lines)
	}
}
