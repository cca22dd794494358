package i18n

import (
	"os"
	"os/exec"
	"testing"
)

// TestLanguageNames: a language's name for the picker is its lang.name
// message, though Name reads it without loading the language.
func TestLanguageNames(t *testing.T) {
	for _, l := range Langs() {
		if got, want := l.Name(), T(l, "lang.name", nil); got != want || got == "" {
			t.Errorf("%s: Name %q, message lang.name %q", l, got, want)
		}
	}
}

// TestTheFirstScreenParsesOneLanguage: the kiosk's first screen (the
// language picker's four names, the rest in English) parses the English
// message files alone; another language is parsed when first asked for
// (issue 33: parsing all four was a tenth of the kiosk's start). It runs
// in a fresh process, where nothing has asked for a language yet.
func TestTheFirstScreenParsesOneLanguage(t *testing.T) {
	if !inFreshProcess(t) {
		return
	}
	for _, l := range Langs() {
		l.Name()
	}
	T(En, "lang.label", nil)
	if n := parses.Load(); n != 1 {
		t.Fatalf("the language picker and English words parsed %d languages, want 1", n)
	}
	if got := T(Fr, "lang.label", nil); got != "Langue" {
		t.Errorf("French lang.label %q", got)
	}
	if n := parses.Load(); n != 2 {
		t.Fatalf("after a French word: %d languages parsed, want 2", n)
	}
}

// TestLanguagesLoadFromAnyGoroutine: the kiosk's start reads languages on
// other goroutines while the screen asks for them (go test -race), in a
// fresh process where none is loaded yet.
func TestLanguagesLoadFromAnyGoroutine(t *testing.T) {
	if !inFreshProcess(t) {
		return
	}
	done := make(chan string)
	for i := 0; i < 8; i++ {
		l := Langs()[i%len(Langs())]
		go func() { done <- T(l, "lang.label", nil) + l.Name() }()
	}
	for i := 0; i < 8; i++ {
		if s := <-done; s == "" {
			t.Error("an empty word")
		}
	}
}

// inFreshProcess runs the calling test again in a new test process, where
// no language has been loaded, and reports whether this is that process.
func inFreshProcess(t *testing.T) bool {
	t.Helper()
	if os.Getenv("COLT_I18N_FRESH") == t.Name() {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+t.Name()+"$", "-test.count=1")
	cmd.Env = append(os.Environ(), "COLT_I18N_FRESH="+t.Name())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("in a fresh process: %v\n%s", err, out)
	}
	return false
}
