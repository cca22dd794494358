// Package i18ngen builds the phone page's message file, assets/i18n.json:
// the messages of colt/ui/i18n the page uses (ExportJSON, filtered by
// prefix) plus the few phone-only messages of i18n/extra.json that
// ui/i18n does not have yet. ui/i18n wins when both have an ID.
package i18ngen

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"colt/ui/i18n"
)

// Prefixes are the message ID prefixes the phone page uses.
var Prefixes = []string{
	"character.", "card.", "turn.", "event.", "roundCard.", "loot.", "phase.", "term.", "seat.",
	"money.", "list.", "pos.", "wagon.", "tok.", "count.", "btn.", "cmd.", "table.", "prompt.",
	"hand.", "score.", "phone.", "error.", "ev.", "why.", "super.",
	"hostage.", // Horses & Stagecoach (§11): the hostages and their effects
	"teach.",   // teaching mode (issue 24): the tips a phone shows, by their IDs
}

// unused are prefixes within Prefixes the page does not use: the kiosk's
// rules help of Colt Super Express (like help.*, not on phones).
var unused = []string{"super.help."}

func used(id string) bool {
	for _, p := range unused {
		if strings.HasPrefix(id, p) {
			return false
		}
	}
	for _, p := range Prefixes {
		if strings.HasPrefix(id, p) {
			return true
		}
	}
	return false
}

// Build returns i18n.json ({"en": {id: text}, "fr": …}, keys sorted)
// from ui/i18n and extra (the contents of i18n/extra.json). overlap lists the
// extra IDs ui/i18n now has (they can be deleted from extra.json).
func Build(extra []byte) (out []byte, overlap []string, err error) {
	var ext map[string]map[string]string
	if err := json.Unmarshal(extra, &ext); err != nil {
		return nil, nil, fmt.Errorf("i18n/extra.json: %w", err)
	}
	all := map[string]map[string]string{}
	for _, l := range i18n.Langs() {
		b, err := i18n.ExportJSON(l)
		if err != nil {
			return nil, nil, err
		}
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, nil, fmt.Errorf("i18n.ExportJSON(%s): %w", l, err)
		}
		msgs := map[string]string{}
		for id, text := range m {
			if used(id) {
				msgs[id] = text
			}
		}
		for id, text := range ext[string(l)] {
			if _, ok := msgs[id]; ok {
				if l == i18n.En {
					overlap = append(overlap, id)
				}
				continue
			}
			msgs[id] = text
		}
		all[string(l)] = msgs
	}
	for id := range ext["en"] {
		for _, l := range i18n.Langs() {
			if _, ok := all[string(l)][id]; !ok {
				return nil, nil, fmt.Errorf("i18n/extra.json: %s has no %s text for %s", l, l, id)
			}
		}
	}
	sort.Strings(overlap)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(all); err != nil {
		return nil, nil, err
	}
	return buf.Bytes(), overlap, nil
}
