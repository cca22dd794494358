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

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
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
func (l Lang) Name() string { return T(l, "lang.name", nil) }

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

func (l Lang) tag() language.Tag {
	switch l {
	case Fr:
		return language.French
	case Nl:
		return language.Dutch
	case It:
		return language.Italian
	}
	return language.English
}

// catalog is the loaded bundle plus a flat copy of every message, by language.
type catalog struct {
	bundle *goi18n.Bundle
	msgs   map[Lang]map[string]*goi18n.Message
	locs   map[Lang]*Localizer
}

var loadCatalog = sync.OnceValue(func() *catalog {
	c, err := load(localeFS)
	if err != nil {
		panic("ui/i18n: embedded message files are invalid: " + err.Error())
	}
	return c
})

func load(fsys fs.FS) (*catalog, error) {
	b := goi18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	c := &catalog{bundle: b, msgs: map[Lang]map[string]*goi18n.Message{}, locs: map[Lang]*Localizer{}}
	for _, l := range Langs() {
		m := map[string]*goi18n.Message{}
		for _, name := range localeFiles {
			path := "locales/" + name + "." + string(l) + ".toml"
			f, err := b.LoadMessageFileFS(fsys, path)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", path, err)
			}
			for _, msg := range f.Messages {
				if _, dup := m[msg.ID]; dup {
					return nil, fmt.Errorf("%s: message %q is defined twice", path, msg.ID)
				}
				m[msg.ID] = msg
			}
		}
		c.msgs[l] = m
	}
	for _, l := range Langs() {
		c.locs[l] = &Localizer{lang: l, loc: goi18n.NewLocalizer(b, string(l))}
	}
	return c, nil
}

// Localizer renders the messages of one language.
type Localizer struct {
	lang Lang
	loc  *goi18n.Localizer
}

// New returns the localizer of lang; an unsupported language gets English.
func New(lang Lang) *Localizer {
	c := loadCatalog()
	if l, ok := c.locs[lang]; ok {
		return l
	}
	return c.locs[En]
}

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
	_, ok := loadCatalog().msgs[lang][id]
	return ok
}

// IDs returns every message ID, sorted (the English file is the reference).
func IDs() []string {
	return slices.Sorted(maps.Keys(loadCatalog().msgs[En]))
}

// PluralSuffix is appended to a message ID in ExportJSON for the "one"
// form of a plural message; the plain ID holds the "other" form.
const PluralSuffix = "|one"

// Messages returns every message of lang as a flat map ID → text, with
// plural messages split as ExportJSON does. Templates are left unrendered.
func Messages(lang Lang) (map[string]string, error) {
	m, ok := loadCatalog().msgs[lang]
	if !ok {
		var codes []string
		for _, l := range Langs() {
			codes = append(codes, string(l))
		}
		return nil, fmt.Errorf("i18n: unsupported language %q (use one of %s)", lang, strings.Join(codes, ", "))
	}
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
