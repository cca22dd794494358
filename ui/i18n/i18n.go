// Package i18n holds every user-facing string of the kiosk and of the phone
// page in English, French, Dutch and Italian, and turns engine values
// (characters, cards, positions, commands, events) into sentences.
//
// The messages live in locales/active.{en,fr,nl,it}.toml, embedded in the
// binary and read with the go-i18n library. Game terms use the names printed
// in each language's rulebook (see README.md). A message is a Go template
// whose only actions are plain fields such as {{.Name}}, so the same text
// works in JavaScript: ExportJSON dumps a language for ui/phone.
//
// The package is pure Go (no cgo, no Fyne): the headless colt tool uses it
// too. It never decides a rule; it only words what the engine reports.
package i18n

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	xlang "golang.org/x/text/language"
)

//go:embed locales/active.*.toml locales/super.*.toml locales/teach.*.toml locales/overview.*.toml
var localeFS embed.FS

// localeFiles are the message files of each language: active.<lang>.toml
// (Colt Express, the kiosk, the phone), super.<lang>.toml (Colt Super
// Express's words, IDs under "super.") and teach.<lang>.toml (the teaching
// tips of ui/teach, IDs under "teach.") and overview.<lang>.toml (the
// kiosk's "how to play" overview, IDs under "kiosk.overview.").
var localeFiles = []string{"active", "super", "teach", "overview"}

// Lang is a supported language, named by its ISO 639-1 code.
type Lang string

// The supported languages. English is the reference and the fallback.
const (
	En Lang = "en"
	Fr Lang = "fr"
	Nl Lang = "nl"
	It Lang = "it"
)

// Langs returns the supported languages, English first.
func Langs() []Lang { return []Lang{En, Fr, Nl, It} }

// Valid reports whether l is a supported language.
func (l Lang) Valid() bool { return slices.Contains(Langs(), l) }

// Name returns the language's own name ("Français"), for a language picker.
// It reads only the [lang] table of the language's message file: a picker
// of the four languages on the kiosk's first screen does not load all four
// (names).
func (l Lang) Name() string {
	if n := names()[l]; n != "" {
		return n
	}
	return T(l, "lang.name", nil)
}

// names are each language's own name (message lang.name), read from the
// [lang] table of its active.<lang>.toml alone; a language whose table
// cannot be read so is missing (Name then loads the language).
var names = sync.OnceValue(func() map[Lang]string {
	m := map[Lang]string{}
	for _, l := range Langs() {
		data, err := localeFS.ReadFile("locales/active." + string(l) + ".toml")
		if err != nil {
			continue
		}
		text := "\n" + string(data)
		i := strings.Index(text, "\n[lang]\n")
		if i < 0 {
			continue
		}
		table := text[i+1:]
		if j := strings.Index(table[len("[lang]\n"):], "\n["); j >= 0 {
			table = table[:len("[lang]\n")+j+1]
		}
		var v struct{ Lang struct{ Name string } }
		if _, err := toml.Decode(table, &v); err == nil {
			m[l] = v.Lang.Name
		}
	}
	return m
})

// ParseLang reads a language code or tag ("fr", "FR", "fr-BE", "nl_NL") and
// reports whether it names a supported language.
func ParseLang(s string) (Lang, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if i := strings.IndexAny(s, "-_"); i >= 0 {
		s = s[:i]
	}
	l := Lang(s)
	return l, l.Valid()
}

func (l Lang) tag() xlang.Tag {
	switch l {
	case Fr:
		return xlang.French
	case Nl:
		return xlang.Dutch
	case It:
		return xlang.Italian
	}
	return xlang.English
}

// Each language is read from its message files the first time it is asked
// for, not all four at once: parsing them is most of a kiosk's start (issue
// 33), and its first screen speaks one language. A language's localizer
// has the language's messages and, behind them, English's, the fallback.

// language is one language's messages, a flat copy by ID, and its localizer.
type language struct {
	msgs map[string]*goi18n.Message
	loc  *Localizer
}

// files is the parsed message files of one language, read once.
type files struct {
	msgs []*goi18n.Message
	byID map[string]*goi18n.Message
}

// parsed reads each language's message files once, on first use.
var parsed = onceByLang(func(l Lang) *files {
	f, err := parse(localeFS, l)
	if err != nil {
		panic("ui/i18n: embedded message files are invalid: " + err.Error())
	}
	return f
})

// languages builds each language's localizer once, on first use.
var languages = onceByLang(func(l Lang) *language {
	own := parsed[l]()
	b := goi18n.NewBundle(xlang.English)
	if l != En {
		if err := b.AddMessages(En.tag(), parsed[En]().msgs...); err != nil {
			panic("ui/i18n: " + err.Error())
		}
	}
	if err := b.AddMessages(l.tag(), own.msgs...); err != nil {
		panic("ui/i18n: " + err.Error())
	}
	return &language{msgs: own.byID, loc: &Localizer{lang: l, loc: goi18n.NewLocalizer(b, string(l))}}
})

// onceByLang calls load at most once per supported language, whoever asks
// first, from any goroutine.
func onceByLang[T any](load func(Lang) T) map[Lang]func() T {
	m := map[Lang]func() T{}
	for _, l := range Langs() {
		m[l] = sync.OnceValue(func() T { return load(l) })
	}
	return m
}

// data returns l's messages and localizer (English for an unsupported l).
func (l Lang) data() *language {
	if f, ok := languages[l]; ok {
		return f()
	}
	return languages[En]()
}

// parses counts the languages parsed (the tests check that the first
// screen's words parse one).
var parses atomic.Int32

// parse reads the message files of l from fsys.
func parse(fsys fs.FS, l Lang) (*files, error) {
	parses.Add(1)
	f := &files{byID: map[string]*goi18n.Message{}}
	for _, name := range localeFiles {
		path := "locales/" + name + "." + string(l) + ".toml"
		data, err := fs.ReadFile(fsys, path)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		mf, err := goi18n.ParseMessageFileBytes(data, path, unmarshalers)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		for _, msg := range mf.Messages {
			if _, dup := f.byID[msg.ID]; dup {
				return nil, fmt.Errorf("%s: message %q is defined twice", path, msg.ID)
			}
			f.byID[msg.ID] = msg
		}
		f.msgs = append(f.msgs, mf.Messages...)
	}
	return f, nil
}

var unmarshalers = map[string]goi18n.UnmarshalFunc{"toml": toml.Unmarshal}

// catalog is every language at once, by language (the tests compare them).
type catalog struct {
	msgs map[Lang]map[string]*goi18n.Message
}

func loadCatalog() *catalog {
	c := &catalog{msgs: map[Lang]map[string]*goi18n.Message{}}
	for _, l := range Langs() {
		c.msgs[l] = l.data().msgs
	}
	return c
}

// Localizer renders the messages of one language.
type Localizer struct {
	lang Lang
	loc  *goi18n.Localizer
}

// New returns the localizer of lang; an unsupported language gets English.
func New(lang Lang) *Localizer { return lang.data().loc }

// Lang returns the localizer's language.
func (l *Localizer) Lang() Lang { return l.lang }

// T renders message id with data (nil if the message has no placeholder).
// A message missing from the language falls back to English; an unknown id
// renders as ⟦id⟧ so the gap is visible on screen and in tests.
func (l *Localizer) T(id string, data map[string]any) string {
	return l.render(id, data, nil)
}

// N renders a plural message: count chooses the form ("1 card", "2
// cards") and is also available to the template as {{.Count}}.
func (l *Localizer) N(id string, count int, data map[string]any) string {
	d := make(map[string]any, len(data)+1)
	maps.Copy(d, data)
	if _, ok := d["Count"]; !ok {
		d["Count"] = count
	}
	return l.render(id, d, &count)
}

func (l *Localizer) render(id string, data map[string]any, count *int) string {
	cfg := &goi18n.LocalizeConfig{MessageID: id, TemplateData: data}
	if count != nil {
		cfg.PluralCount = *count
	}
	s, _ := l.loc.Localize(cfg)
	if s == "" {
		return "⟦" + id + "⟧"
	}
	return tidy.Replace(s)
}

// tidy drops the full stop after a name that ends with its own "!" or "?"
// ("Take It All!." → "Take It All!").
var tidy = strings.NewReplacer("!.", "!", "?.", "?")

// T renders message id in lang with data; see Localizer.T.
func T(lang Lang, id string, data map[string]any) string { return New(lang).T(id, data) }

// N renders plural message id in lang; see Localizer.N.
func N(lang Lang, id string, count int, data map[string]any) string {
	return New(lang).N(id, count, data)
}

// Has reports whether lang has its own text for message id.
func Has(lang Lang, id string) bool {
	l, ok := languages[lang]
	if !ok {
		return false
	}
	_, ok = l().msgs[id]
	return ok
}

// IDs returns every message ID, sorted (the English file is the reference).
func IDs() []string {
	return slices.Sorted(maps.Keys(En.data().msgs))
}

// PluralSuffix is appended to a message ID in ExportJSON for the "one"
// form of a plural message; the plain ID holds the "other" form.
const PluralSuffix = "|one"

// Messages returns every message of lang as a flat map ID → text, with
// plural messages split as ExportJSON does. Templates are left unrendered.
func Messages(lang Lang) (map[string]string, error) {
	if !lang.Valid() {
		var codes []string
		for _, l := range Langs() {
			codes = append(codes, string(l))
		}
		return nil, fmt.Errorf("i18n: unsupported language %q (use one of %s)", lang, strings.Join(codes, ", "))
	}
	m := lang.data().msgs
	out := make(map[string]string, len(m))
	for id, msg := range m {
		out[id] = msg.Other
		if msg.One != "" {
			out[id+PluralSuffix] = msg.One
		}
	}
	return out, nil
}

// ExportJSON returns every message of lang as one flat JSON object, ID →
// text, keys sorted, for the phone page. Texts keep their {{.Field}}
// placeholders; a plural message gives "id" (other form) and "id|one" (one
// form, chosen with Intl.PluralRules). See README.md for the JavaScript side.
func ExportJSON(lang Lang) ([]byte, error) {
	m, err := Messages(lang)
	if err != nil {
		return nil, err
	}
	return marshal(m)
}

// ExportAllJSON returns {"en": {…}, "fr": {…}, …}: every language as ExportJSON gives it.
func ExportAllJSON() ([]byte, error) {
	all := map[Lang]map[string]string{}
	for _, l := range Langs() {
		m, err := Messages(l)
		if err != nil {
			return nil, err
		}
		all[l] = m
	}
	return marshal(all)
}

func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", " ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
