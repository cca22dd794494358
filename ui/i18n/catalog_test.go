package i18n

import (
	"bytes"
	"os"
	"reflect"
	"testing"
	"testing/fstest"

	msgfiles "colt/ui/i18n/internal/catalog"
)

// TestCompiledMessagesAreTheFiles: messages_gen.go is what `go generate`
// makes of the message files today. An edited .toml file not compiled
// again fails here, with the command to run.
func TestCompiledMessagesAreTheFiles(t *testing.T) {
	var codes []string
	for _, l := range Langs() {
		codes = append(codes, string(l))
	}
	want, err := msgfiles.Generate(os.DirFS("."), codes)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("messages_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("messages_gen.go is not the message files of locales/ (a .toml file was edited): run `go generate ./ui/i18n` and commit messages_gen.go")
	}
	// and what the binary holds is what go-i18n reads from the files
	for _, l := range Langs() {
		parsed, err := msgfiles.Parse(os.DirFS("."), string(l))
		if err != nil {
			t.Fatal(err)
		}
		held := compiled[l].messages
		if len(held) != len(parsed) {
			t.Fatalf("%s: %d messages compiled, %d in the files", l, len(held), len(parsed))
		}
		for i, m := range parsed {
			if !reflect.DeepEqual(held[i], *m) {
				t.Errorf("%s: message %d compiled as %+v, the files say %+v", l, i, held[i], *m)
			}
		}
	}
}

// TestCatalogRefusesABrokenFile: the generator stops on a message file
// go-i18n cannot read or on a message defined twice, naming the file.
func TestCatalogRefusesABrokenFile(t *testing.T) {
	good := func() fstest.MapFS {
		fsys := fstest.MapFS{}
		for _, f := range msgfiles.Files {
			fsys["locales/"+f+".en.toml"] = &fstest.MapFile{Data: []byte("[" + f + "]\nword = \"a word\"\n")}
		}
		return fsys
	}
	if _, err := msgfiles.Generate(good(), []string{"en"}); err != nil {
		t.Fatalf("good files: %v", err)
	}
	broken := good()
	broken["locales/teach.en.toml"] = &fstest.MapFile{Data: []byte("[teach\nword = \"a word\"\n")}
	if _, err := msgfiles.Generate(broken, []string{"en"}); err == nil || !bytes.Contains([]byte(err.Error()), []byte("teach.en.toml")) {
		t.Errorf("a broken TOML file: %v, want an error naming teach.en.toml", err)
	}
	twice := good()
	twice["locales/super.en.toml"] = &fstest.MapFile{Data: []byte("[active]\nword = \"again\"\n")}
	if _, err := msgfiles.Generate(twice, []string{"en"}); err == nil || !bytes.Contains([]byte(err.Error()), []byte(`"active.word" is defined twice`)) {
		t.Errorf("a message defined twice: %v, want an error naming it", err)
	}
	missing := good()
	delete(missing, "locales/overview.en.toml")
	if _, err := msgfiles.Generate(missing, []string{"en"}); err == nil {
		t.Error("a missing message file: no error")
	}
}
