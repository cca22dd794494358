package kiosk

import (
	"fmt"
	"strings"
)

// tr returns the kiosk string id in lang with its placeholders filled from
// kv, given as name, value pairs: tr("fr", "setup.seat", "n", 2).
func tr(lang, id string, kv ...any) string {
	row, ok := kioskStrings[id]
	if !ok {
		return id
	}
	s := row[langIndex[lang]]
	if s == "" {
		s = row[0]
	}
	if len(kv) == 0 {
		return s
	}
	pairs := make([]string, 0, len(kv))
	for i := 0; i+1 < len(kv); i += 2 {
		pairs = append(pairs, "{"+fmt.Sprint(kv[i])+"}", fmt.Sprint(kv[i+1]))
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

// money formats a dollar amount when i18n has no text for it.
func money(v int) string { return fmt.Sprintf("$%d", v) }
