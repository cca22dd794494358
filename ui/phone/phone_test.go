package phone_test

import (
	"bytes"
	"io/fs"
	"os"
	"strings"
	"testing"

	"colt/ui/phone"
	"colt/ui/phone/internal/i18ngen"
)

func TestAssetsHoldThePage(t *testing.T) {
	a := phone.Assets()
	for _, name := range []string{"index.html", "style.css", "app.js", "i18n.json"} {
		b, err := fs.ReadFile(a, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(b) == 0 {
			t.Errorf("%s is empty", name)
		}
	}
	index, _ := fs.ReadFile(a, "index.html")
	for _, ref := range []string{`src="app.js"`, `href="style.css"`, `id="app"`, `name="viewport"`} {
		if !bytes.Contains(index, []byte(ref)) {
			t.Errorf("index.html lacks %s", ref)
		}
	}
	err := fs.WalkDir(a, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if strings.Contains(path, "node_modules") || strings.HasSuffix(path, ".map") {
			t.Errorf("assets must not hold %s", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The bundle holds mqtt.js and the page's code, not the messages (they are
// i18n.json, so a translation fix needs no npm).
func TestBundle(t *testing.T) {
	app, err := fs.ReadFile(phone.Assets(), "app.js")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"colt/", "i18n.json", "/config.json", "mqtt"} {
		if !bytes.Contains(app, []byte(s)) {
			t.Errorf("app.js lacks %q: rebuild with sh ui/phone/build.sh", s)
		}
	}
}

// assets/i18n.json must be what go generate makes from ui/i18n today.
func TestMessagesUpToDate(t *testing.T) {
	extra, err := os.ReadFile("i18n/extra.json")
	if err != nil {
		t.Fatal(err)
	}
	want, overlap, err := i18ngen.Build(extra)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range overlap {
		t.Logf("ui/i18n now has %s: it can leave i18n/extra.json", id)
	}
	got, err := os.ReadFile("assets/i18n.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("assets/i18n.json is stale: run go generate ./ui/phone")
	}
}
