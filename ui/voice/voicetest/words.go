package voicetest

import (
	"regexp"
	"strings"
	"sync"
	"unicode"

	"colt/ui/i18n"
)

var (
	englishOnce sync.Once
	englishOnly map[i18n.Lang]map[string]bool
)

// vocabulary is every word (four letters or more, lower case) of lang's
// messages, placeholders left out.
func vocabulary(lang i18n.Lang) map[string]bool {
	msgs, err := i18n.Messages(lang)
	if err != nil {
		panic(err)
	}
	placeholder := regexp.MustCompile(`\{\{[^}]*\}\}`)
	out := map[string]bool{}
	for _, m := range msgs {
		for _, w := range Words(placeholder.ReplaceAllString(m, " ")) {
			out[w] = true
		}
	}
	return out
}

// Words are the words of s of four letters or more, in lower case.
func Words(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' }) {
		w = strings.Trim(strings.ToLower(w), "'’")
		if len([]rune(w)) >= 4 {
			out = append(out, w)
		}
	}
	return out
}

// Flaw is what is wrong with a line the voice says in lang: empty, a
// message id left over (⟦id⟧, a template's {{…}}, <no value>, a
// formatting error), or — in French, Dutch or Italian — a word only the
// English messages use (an English fallback). "" when it is fine.
func Flaw(lang i18n.Lang, line string) string {
	englishOnce.Do(func() {
		en := vocabulary(i18n.En)
		englishOnly = map[i18n.Lang]map[string]bool{}
		for _, l := range i18n.Langs()[1:] {
			own := vocabulary(l)
			only := map[string]bool{}
			for w := range en {
				if !own[w] {
					only[w] = true
				}
			}
			englishOnly[l] = only
		}
	})
	switch {
	case strings.TrimSpace(line) == "":
		return "an empty line"
	case strings.Contains(line, "⟦"):
		return "a message id left over"
	case strings.Contains(line, "{{") || strings.Contains(line, "<no value>") || strings.Contains(line, "%!"):
		return "a template left over"
	}
	if only := englishOnly[lang]; only != nil {
		for _, w := range Words(line) {
			if only[w] {
				return "the English word " + `"` + w + `"`
			}
		}
	}
	return ""
}
