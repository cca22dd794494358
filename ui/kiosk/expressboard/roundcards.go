package expressboard

// The operator's round-card editor (operator menu → Round cards): the
// catalog's round cards, base and expansion (provisional ones marked), a
// card's turns for 2–4 and 5–6 players edited with one-finger letter
// buttons, saved as a corrections file in the data folder and used by the
// next game (its record keeps the whole catalog, docs/round-cards.md);
// "Reset to default" removes the file.

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"colt/engine/express/cards"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// roundCards is the card data of the board's games and the editor's
// presentation state: the data the next game plays (the operator's card
// data file, or the corrections file when it is valid; nil: the printed
// cards), the data without the corrections, the corrections file ("":
// edits last until the kiosk stops), and the editor.
type roundCards struct {
	shellKit
	data, defaults []byte
	override       string
	ed             cardEditor
}

// cardEditor is the editor's presentation state: the card being edited
// (-1: the list) and its draft turns for each side.
type cardEditor struct {
	card    int
	draft   map[string]string
	message string
}

// roundCardGroups are the two sides of a round card.
var roundCardGroups = []string{"2-4", "5-6"}

// loadRoundCards reads the operator's corrections file at start: a file
// that cannot be used is named in a banner and the default cards are
// played.
func (k *roundCards) loadRoundCards() {
	k.data, k.override = k.h.Operator().RoundCards()
	k.defaults = k.data
	path := k.override
	if path == "" {
		return
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err == nil {
		_, err = cards.Parse(data)
	}
	if err != nil {
		k.h.Operator().Banner(kit.Tr(k.lang(), "rc.corrupt", "path", path, "err", err))
		return
	}
	k.data = data
}

// catalog is the card data the next game will use.
func (k *roundCards) catalog() *cards.Catalog {
	if len(k.data) > 0 {
		if c, err := cards.Parse(k.data); err == nil {
			return c
		}
	}
	return cards.Base()
}

// defaultCatalog is the card data without the operator's corrections.
func (k *roundCards) defaultCatalog() *cards.Catalog {
	if len(k.defaults) > 0 {
		if c, err := cards.Parse(k.defaults); err == nil {
			return c
		}
	}
	return cards.Base()
}

// saveRoundCards writes the catalog as the corrections file (through a
// temporary file, so a power cut leaves the old one) and plays it from
// the next game on.
func (k *roundCards) saveRoundCards(c *cards.Catalog) error {
	if err := c.Validate(); err != nil {
		return err
	}
	data, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	path := k.override
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	k.data = data
	return nil
}

// resetRoundCards removes the corrections file: the default cards again.
func (k *roundCards) resetRoundCards() error {
	if err := os.Remove(k.override); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	k.data = k.defaults
	return nil
}

// turnsText shows a side's letters as turn names' initials, spaced: "N N T S".
func turnsText(s string) string {
	return strings.Join(strings.Split(s, ""), " ")
}

// roundCardsOverlay is the editor: the list of cards, or one card's turns.
func (k *roundCards) roundCardsOverlay() fyne.CanvasObject {
	ed := &k.ed
	cat := k.catalog()
	if ed.card >= 0 && ed.card < len(cat.RoundCards) {
		return k.roundCardEdit(cat, ed)
	}
	l, _ := i18n.ParseLang(k.lang())
	var rows []fyne.CanvasObject
	rowH := k.u(52)
	for i, rc := range cat.RoundCards {
		i := i
		name := i18n.RoundCardName(l, rc.ID)
		if rc.Module == "horses" {
			name += " · " + kit.Tr(k.lang(), "horses.option")
		}
		if rc.Station {
			name += " · " + kit.Tr(k.lang(), "rc.station")
		}
		if rc.Provisional {
			name += " · " + kit.Tr(k.lang(), "rc.provisional")
		}
		b := k.button(name, kit.BtnNormal, func() {
			ed.card = i
			ed.draft = map[string]string{}
			for _, grp := range roundCardGroups {
				ed.draft[grp] = rc.Turns[grp]
			}
			ed.message = ""
		})
		b.Lines = []string{name, kit.Tr(k.lang(), "rc.sides", "a", turnsText(rc.Turns["2-4"]), "b", turnsText(rc.Turns["5-6"]))}
		b.MinTextSize = k.u(kit.MinText)
		b.Min = k.sz(100, 52)
		b.Name = "rc:card:" + rc.ID
		rowH = max(rowH, k.roundCardRowH(b))
		if rc.Provisional {
			b.Stroke, b.StrokeWidth = kit.ColBrass, k.u(2)
		}
		rows = append(rows, b)
	}
	title := k.text(kit.Tr(k.lang(), "rc.title"), 22, kit.ColBrass, true)
	reset := k.button(kit.Tr(k.lang(), "rc.reset"), kit.BtnDanger, func() {
		if err := k.resetRoundCards(); err != nil {
			ed.message = kit.Tr(k.lang(), "op.error", "err", err)
			return
		}
		ed.message = kit.Tr(k.lang(), "rc.resetDone")
	})
	reset.Name = "rc:reset"
	back := k.button(kit.Tr(k.lang(), "op.close"), kit.BtnPrimary, func() { ed.message = ""; k.h.Operator().ShowOperator() })
	back.Name = "rc:close"
	note := k.label(messageOr(ed.message, kit.Tr(k.lang(), "rc.help")), "", false)
	bottom := widgets.Cols([]float32{1, 1}, k.u(4), reset, back)
	content := widgets.Rows([]float32{0, 0, 1, 0}, k.u(4), title, note,
		k.roundCardList(rows, rowH), bottom)
	return k.h.Dialog(content, 0.95, 0.95, nil)
}

// roundCardList is the round-card list: two rows a column, scrolling, its
// rows at least rowH high and stretched so the viewport shows whole rows
// at rest (no row cut by the list's bottom edge).
func (k *roundCards) roundCardList(rows []fyne.CanvasObject, rowH float32) fyne.CanvasObject {
	list := &rcListLayout{cols: 2, minH: rowH, rowH: rowH, gap: k.u(4)}
	scroll := container.NewVScroll(container.New(list, rows...))
	return container.New(&rcSnapLayout{list: list, scroll: scroll}, scroll)
}

// rcListLayout lays the rows out cols a row, each rowH high.
type rcListLayout struct {
	cols            int
	minH, rowH, gap float32
}

func (l *rcListLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	cw := (size.Width - l.gap*float32(l.cols-1)) / float32(l.cols)
	for i, o := range objs {
		r, c := i/l.cols, i%l.cols
		o.Move(fyne.NewPos(float32(c)*(cw+l.gap), float32(r)*(l.rowH+l.gap)))
		o.Resize(fyne.NewSize(cw, l.rowH))
	}
}

func (l *rcListLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	rows := (len(objs) + l.cols - 1) / l.cols
	if rows == 0 {
		return fyne.Size{}
	}
	return fyne.NewSize(0, l.rowH*float32(rows)+l.gap*float32(rows-1))
}

// rcSnapLayout fills its area with the list's scroll, the list's rows
// stretched to fill the viewport's height with whole rows.
type rcSnapLayout struct {
	list   *rcListLayout
	scroll *container.Scroll
}

func (l *rcSnapLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if n := float32(math.Floor(float64((size.Height + l.list.gap) / (l.list.minH + l.list.gap)))); n >= 1 {
		l.list.rowH = (size.Height+l.list.gap)/n - l.list.gap
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	l.scroll.Refresh()
}

func (l *rcSnapLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(l.list.minH, l.list.minH)
}

// roundCardRowH is the height a row b of the round-card list needs to
// draw its card's name (a module, "station", "provisional" after it) over
// its turns whole at kit.MinText or more in half the list's width: a long
// name takes more lines, never a smaller font (issue 34).
func (k *roundCards) roundCardRowH(b *widgets.Tile) float32 {
	w := (k.h.Canvas().Size().Width*0.935 - k.u(4)) / 2 // the list's column, as the dialog lays it out
	h := k.u(52)
	for !widgets.Whole(b, w, h) && h < k.u(120) {
		h += k.u(2)
	}
	return h
}

// roundCardEdit edits one card's turns: for each side its letters, then
// one button per turn kind (Turmoil only on an expansion card), ⌫ to take
// the last one back; Save or Cancel.
func (k *roundCards) roundCardEdit(cat *cards.Catalog, ed *cardEditor) fyne.CanvasObject {
	l, _ := i18n.ParseLang(k.lang())
	rc := cat.RoundCards[ed.card]
	kinds := []cards.TurnKind{cards.Normal, cards.Tunnel, cards.SpeedUp, cards.Switch}
	if rc.Module == "horses" {
		kinds = append(kinds, cards.Turmoil)
	}
	var rows []fyne.CanvasObject
	var weights []float32
	for _, grp := range roundCardGroups {
		grp := grp
		var names []string
		for _, letter := range ed.draft[grp] {
			for _, tk := range kinds {
				if byte(letter) == tk.Letter() {
					names = append(names, i18n.TurnKindName(l, tk))
				}
			}
		}
		line := kit.Tr(k.lang(), "rc.side", "players", strings.Replace(grp, "-", "–", 1)) + ": " + strings.Join(names, " · ")
		cur := k.tile(kit.ColPanel, kit.ColText, 15, line)
		cur.Bold = true
		cur.MinTextSize = k.u(kit.MinText)
		cur.Min = k.sz(100, 30)
		cur.Name = "rc:turns:" + grp
		var bs []fyne.CanvasObject
		for _, tk := range kinds {
			tk := tk
			b := k.button(fmt.Sprintf("%c %s", tk.Letter(), i18n.TurnKindName(l, tk)), kit.BtnNormal, func() {
				if len(ed.draft[grp]) < cards.MaxTurns {
					ed.draft[grp] += string(tk.Letter())
				}
			})
			b.MinTextSize = k.u(kit.MinText)
			b.Name = fmt.Sprintf("rc:add:%s:%c", grp, tk.Letter())
			bs = append(bs, b)
		}
		del := k.button("⌫", kit.BtnQuiet, func() {
			if s := ed.draft[grp]; len(s) > 0 {
				ed.draft[grp] = s[:len(s)-1]
			}
		})
		del.Name = "rc:del:" + grp
		bs = append(bs, del)
		rows = append(rows, cur, widgets.Grid(len(bs), k.sz(60, kit.TouchHeight*0.85), k.u(3), bs...))
		weights = append(weights, 0, 0)
	}
	title := i18n.RoundCardName(l, rc.ID)
	if rc.Provisional {
		title += " · " + kit.Tr(k.lang(), "rc.provisional")
	}
	head := k.text(title, 20, kit.ColBrass, true)
	save := k.button(kit.Tr(k.lang(), "rc.save"), kit.BtnPrimary, func() {
		c := k.catalog()
		r := &c.RoundCards[ed.card]
		r.Turns = map[string]string{}
		for _, grp := range roundCardGroups {
			r.Turns[grp] = ed.draft[grp]
		}
		r.Note = strings.TrimSpace(r.Note + " (turns corrected by the operator on the kiosk)")
		if err := k.saveRoundCards(c); err != nil {
			ed.message = kit.Tr(k.lang(), "rc.invalid", "err", err)
			return
		}
		ed.card, ed.message = -1, kit.Tr(k.lang(), "rc.saved")
	})
	save.Name = "rc:save"
	cancel := k.button(kit.Tr(k.lang(), "op.cancel"), kit.BtnNormal, func() { ed.card, ed.message = -1, "" })
	cancel.Name = "rc:cancel"
	note := k.label(messageOr(ed.message, i18n.T(l, "kiosk.rc.editHelp", nil)), "", false)
	rows = append([]fyne.CanvasObject{head, note}, rows...)
	weights = append([]float32{0, 0}, weights...)
	rows = append(rows, widgets.Cols([]float32{1, 1}, k.u(4), cancel, save))
	weights = append(weights, 0)
	return k.h.Dialog(widgets.Rows(weights, k.u(4), rows...), 0.95, 0.95, nil)
}

// messageOr is the editor's last message, or fallback when there is none.
func messageOr(msg, fallback string) string {
	if msg != "" && !strings.HasPrefix(msg, "⟦") {
		return msg
	}
	return fallback
}

// Tools are the operator menu's way into the round-card editor.
func (k *Board) Tools() []kit.Tool {
	return []kit.Tool{{Name: "op:roundcards", Title: kit.Tr(k.shell.lang(), "rc.title"), Open: k.cards.openRoundCards}}
}

// openRoundCards opens the editor at its list of cards.
func (k *roundCards) openRoundCards() {
	k.ed = cardEditor{card: -1}
	k.h.Nav().ShowOverlay(k.roundCardsOverlay)
}
