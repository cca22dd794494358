// Package i18n holds every user-facing string of the kiosk and of the phone
// page in English, French, Dutch and Italian, and turns engine values
// (characters, cards, positions, commands, events) into sentences.
//
// The messages live in locales/*.{en,fr,nl,it}.toml, read with the go-i18n
// library when `go generate` compiles them into messages_gen.go (the
// binary holds them as data, nothing to parse at start). Game terms use the names printed
// in each language's rulebook (see README.md). A message is a Go template
// whose only actions are plain fields such as {{.Name}}, so the same text
// works in JavaScript: ExportJSON dumps a language for ui/phone.
//
// The package is pure Go (no cgo, no Fyne): the headless colt tool uses it
// too. It never decides a rule; it only words what the engine reports.
package i18n

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	xlang "golang.org/x/text/language"
)

// The message files of each language (locales/, the list is
// internal/catalog.Files) are compiled into messages_gen.go: the kiosk's
// start parsed some 70 KB of TOML before its first frame (issue 33, item
// 5). TestCompiledMessagesAreTheFiles fails until `go generate ./ui/i18n`
// has compiled an edited file.
//go:generate go run ./internal/catalog/generate

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

// Name returns the language's own name ("Français"), for a language picker,
// without loading the language.
func (l Lang) Name() string {
	if c, ok := compiled[l]; ok && c.name != "" {
		return c.name
	}
	return T(l, "lang.name", nil)
}

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

// Each language's localizer is built from its compiled messages the first
// time it is asked for, not all four at once (issue 33): the kiosk's first
// screen speaks one language. A language's localizer
// has the language's messages and, behind them, English's, the fallback.

// language is one language's messages, a flat copy by ID, and its localizer.
type language struct {
	msgs map[string]*goi18n.Message
	loc  *Localizer
}

// files is the messages of one language, indexed once.
type files struct {
	msgs []*goi18n.Message
	byID map[string]*goi18n.Message
}

// parsed indexes each language's messages once, on first use.
var parsed = onceByLang(func(l Lang) *files { return index(l) })

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

// parses counts the languages indexed (the tests check that the first
// screen's words load one).
var parses atomic.Int32

// index lists and indexes the compiled messages of l.
func index(l Lang) *files {
	parses.Add(1)
	msgs := compiled[l].messages
	f := &files{msgs: make([]*goi18n.Message, len(msgs)), byID: make(map[string]*goi18n.Message, len(msgs))}
	for i := range msgs {
		f.msgs[i] = &msgs[i]
		f.byID[msgs[i].ID] = &msgs[i]
	}
	return f
}

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
