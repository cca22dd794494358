package kit

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

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
	// the Time-Travel Car (§12), worded alike on the phone
	"car.name":     {id: "table.car.name"},
	"car.hidden":   {id: "table.car.hidden"},
	"car.appearAt": {id: "hand.car.appearAt", fields: map[string]string{"name": "Name", "at": "At"}},
}

// SharedIDs are the kiosk string ids worded by a shared ui/i18n message
// (viaI18n).
func SharedIDs() []string {
	ids := make([]string, 0, len(viaI18n))
	for id := range viaI18n {
		ids = append(ids, id)
	}
	return ids
}

// Tr returns the kiosk string id in lang with its placeholders filled from
// kv, given as name, value pairs: Tr("fr", "setup.seat", "n", 2). Every
// string comes from ui/i18n (go-i18n catalogs in en, fr, nl, it): shared
// wording through viaI18n, the kiosk's own screens under "kiosk.<id>".
func Tr(lang, id string, kv ...any) string {
	l, ok := i18n.ParseLang(lang)
	if !ok {
		l = i18n.En
	}
	a, shared := viaI18n[id]
	if !shared {
		a = i18nAlias{id: "kiosk." + id}
	}
	data := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		name := fmt.Sprint(kv[i])
		if f, ok := a.fields[name]; ok {
			name = f
		} else if name != "" {
			name = strings.ToUpper(name[:1]) + name[1:] // i18n fields are capitalised
		}
		data[name] = kv[i+1]
	}
	return i18n.T(l, a.id, data)
}

// TrN is Tr for a plural message: count chooses the form ("1 module",
// "2 modules") and is {{.Count}} in it.
func TrN(lang, id string, count int, kv ...any) string {
	l, ok := i18n.ParseLang(lang)
	if !ok {
		l = i18n.En
	}
	data := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		name := fmt.Sprint(kv[i])
		if name != "" {
			name = strings.ToUpper(name[:1]) + name[1:]
		}
		data[name] = kv[i+1]
	}
	return i18n.N(l, "kiosk."+id, count, data)
}

// Money formats a dollar amount when i18n has no text for it.
func Money(v int) string { return fmt.Sprintf("$%d", v) }

// WrapWords cuts text into lines of at most max runes at spaces (a word
// longer than max keeps a line of its own): a list that grows takes more
// lines instead of a smaller font.
func WrapWords(text string, max int) []string {
	var lines []string
	line := ""
	// cut only at plain spaces: a no-break space (French "créés\u00a0:")
	// keeps its words together, and stays one
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' }) {
		switch {
		case line == "":
			line = w
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) <= max:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// BanditMark is the shortest mark that tells a bandit (or a player, named
// by its first bandit) from every other one at a glance: its initial, two
// letters for Doc and Django ("Do", "Dj"), which share theirs — a seat's
// LED is never told by colour alone (issue 34).
func BanditMark(name string) string {
	r := []rune(name)
	switch {
	case len(r) == 0:
		return ""
	case len(r) >= 2 && r[0] == 'D' && (r[1] == 'o' || r[1] == 'j'):
		return string(r[:2])
	}
	return string(r[:1])
}

// The floors of the text on a kiosk screen, in design pixels (the 800×480
// screen; a larger screen scales them up): nothing a player reads is drawn
// smaller than MinText, and the words the table acts on — a step's
// instruction, whose turn it is, "pass the screen to" — no smaller than
// ActText (issue 34). The real-window readability check (ui/kiosk/readcheck)
// enforces both in every language.
const (
	MinText = 13
	ActText = 18
)

// ActLayout marks what it lays out as words the table acts on (Acted): it
// lays its objects out like a stack and the readability check holds every
// text inside to ActText.
type ActLayout struct{}

// Layout gives every object the whole size.
func (ActLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// MinSize is the largest of the objects' minimum sizes.
func (ActLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		if o.Visible() {
			m = m.Max(o.MinSize())
		}
	}
	return m
}

// Acted marks o as words the table acts on: an instruction line, whose
// turn it is, "pass the screen to". It draws o as it is; the readability
// check holds its texts to ActText (IsActed).
func Acted(o fyne.CanvasObject) *fyne.Container {
	return container.New(ActLayout{}, o)
}

// IsActed reports whether c marks words the table acts on (Acted).
func IsActed(c *fyne.Container) bool {
	_, ok := c.Layout.(ActLayout)
	return ok
}
