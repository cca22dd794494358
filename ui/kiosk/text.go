package kiosk

import (
	"fmt"
	"strings"

	"colt/ui/i18n"
)

// i18nAlias names the ui/i18n message that says what a kiosk string says,
// and how the kiosk's placeholder names map to its fields.
type i18nAlias struct {
	id     string
	fields map[string]string // kiosk name → i18n field
}

// viaI18n lists the kiosk strings ui/i18n already has: they come from
// there, so the kiosk and the phone page word them alike. The rest are the
// kiosk's own (strings.go).
var viaI18n = map[string]i18nAlias{
	"continue":        {id: "btn.continue"},
	"setup.title":     {id: "setup.title"},
	"setup.random":    {id: "btn.random"},
	"setup.clockwise": {id: "setup.seatOrderHint"},
	"mode.phone":      {id: "seatKind.phone"},
	"mode.bot":        {id: "seatKind.bot"},
	"pile.title":      {id: "term.pile"},
	"players.loot":    {id: "table.loot"},
	"hand.hide":       {id: "btn.hideAndPass"},
	"scores.again":    {id: "btn.newGame"},
	"help.close":      {id: "btn.close"},
	"attract.title":   {id: "game.title"},
	"attract.new":     {id: "btn.newGame"},
	"op.title":        {id: "operator.title"},
	"op.pin":          {id: "operator.pin"},
	"op.wrong":        {id: "operator.pinWrong"},
	"op.newGame":      {id: "operator.newGame"},
	"op.end":          {id: "operator.endGame"},
	"op.endSure":      {id: "operator.endGameConfirm"},
	"op.seats":        {id: "operator.seats"},
	"op.history":      {id: "operator.history"},
	"op.close":        {id: "btn.close"},
	"op.cancel":       {id: "btn.cancel"},
	"op.yes":          {id: "btn.yes"},
	"op.idle":         {id: "operator.idleReset", fields: map[string]string{"n": "Minutes"}},
	"op.idleOff":      {id: "operator.idleResetOff"},
}

// tr returns the kiosk string id in lang with its placeholders filled from
// kv, given as name, value pairs: tr("fr", "setup.seat", "n", 2). Strings
// ui/i18n has come from there.
func tr(lang, id string, kv ...any) string {
	if a, ok := viaI18n[id]; ok {
		if l, valid := i18n.ParseLang(lang); valid && i18n.Has(l, a.id) {
			data := map[string]any{}
			for i := 0; i+1 < len(kv); i += 2 {
				name := fmt.Sprint(kv[i])
				if f, ok := a.fields[name]; ok {
					name = f
				}
				data[name] = kv[i+1]
			}
			if s := i18n.T(l, a.id, data); isText(s) {
				return s
			}
		}
	}
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
