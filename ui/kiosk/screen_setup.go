package kiosk

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"colt/engine"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// randomSeed draws a game seed from crypto/rand.
func randomSeed() (uint64, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, fmt.Errorf("no randomness for the seed: %w", err)
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}

// setLanguage switches the screen's language, and the phone join links'
// when the phone service can.
func (k *Kiosk) setLanguage(l string) {
	if _, ok := i18n.ParseLang(l); !ok {
		return
	}
	k.lang = l
	if p, ok := k.opts.Phones.(interface{ SetLanguage(string) }); ok {
		p.SetLanguage(l)
	}
	if save := k.cfg.SaveGuestsLanguage; save != nil {
		if err := save(l); err != nil {
			k.toast = err.Error()
		}
	}
}

// languageRow is one button per language, each named in its own language;
// prefix names the buttons (prefix + code) for tests.
func (k *Kiosk) languageRow(prefix, current string, set func(string)) fyne.CanvasObject {
	var bs []fyne.CanvasObject
	for _, l := range i18n.Langs() {
		code := string(l)
		kind := kit.BtnQuiet
		if code == current {
			kind = kit.BtnSelected
		}
		b := k.button(l.Name(), kind, func() { set(code) }) // each named in its own language
		b.Min = k.sz(80, kit.TouchHeight*0.8)
		b.Name = prefix + code
		bs = append(bs, b)
	}
	return container.NewGridWithColumns(len(bs), bs...)
}

// topBar is a screen title with the operator gear on the right.
func (k *Kiosk) topBar(title string, middle fyne.CanvasObject) fyne.CanvasObject {
	t := k.text(title, 24, kit.ColBrass, true)
	if middle == nil {
		middle = layout.NewSpacer()
	}
	return widgets.Cols([]float32{0, 1, 0}, k.u(8), container.NewCenter(t), middle, k.gear())
}

// physLayoutFunc builds one page of a game's set-up screen and returns it
// with the instructions' scroll area (which must not need scrolling).
type physLayoutFunc func(lines []string, page, pages int) (fyne.CanvasObject, *container.Scroll)

// physPaged cuts a game's set-up instructions into pages, each as many
// instructions as fit the window at once (at least one), keeps the page on
// screen in range and returns it, laid out by lay (both games).
func (k *Kiosk) physPaged(all []string, lay physLayoutFunc) fyne.CanvasObject {
	size := k.contentSize()
	fits := func(lines []string, page int) bool {
		screen, list := lay(lines, page, 3) // page 1: with Back and Next, as the pages after the first
		kit.LayOut(screen, size)
		return list.Content.MinSize().Height <= list.Size().Height+1
	}
	var pages [][]string
	for start := 0; start < len(all); {
		end := start + 1
		for end < len(all) && fits(all[start:end+1], min(len(pages), 1)) {
			end++
		}
		pages = append(pages, all[start:end])
		start = end
	}
	if len(pages) == 0 {
		pages = [][]string{nil}
	}
	k.physCount = len(pages)
	k.physLines = pages
	k.physPage = min(max(k.physPage, 0), len(pages)-1)
	screen, _ := lay(pages[k.physPage], k.physPage, len(pages))
	return screen
}

// physTabs is how a game's set-up screen shows its phone seats: each seat's
// tab, the tabs per row, whether a lone seat gets a tab too, whether the QR
// code has a caption; and the Back button's words.
type physTabs struct {
	tab       func(engine.Seat) *widgets.Tile
	cols      int
	lonelyTab bool
	caption   bool
	back      string
}

// physBottom is the lower part of a set-up screen (both games): this page's
// instructions over the page buttons (Next, or Begin on the last page; Back
// after the first) and, when seats play on phones, a tab per phone seat and
// the chosen seat's QR code beside them. It returns the instructions'
// scroll area too.
func (k *Kiosk) physBottom(instructions []string, page, pages int, o physTabs) (fyne.CanvasObject, *container.Scroll) {
	var lines []fyne.CanvasObject
	for _, s := range instructions {
		lines = append(lines, k.label("• "+s, "", false))
	}
	list := container.NewVScroll(container.New(layout.NewCustomPaddedVBoxLayout(0), lines...))
	var next *widgets.Tile
	if page < pages-1 {
		next = k.button(kit.Tr(k.lang, "phys.next", "n", page+2, "total", pages), kit.BtnPrimary, func() { k.physPage++ })
		next.Name = "phys-next"
	} else {
		next = k.button(kit.Tr(k.lang, "phys.begin"), kit.BtnPrimary, k.beginPlay)
		next.Name = "begin"
	}
	next.Min = k.sz(90, kit.TouchHeight*0.85)
	nav := fyne.CanvasObject(next)
	if page > 0 {
		back := k.button(o.back, kit.BtnQuiet, func() { k.physPage-- })
		back.Name = "phys-back"
		back.Min = next.Min
		nav = widgets.Cols([]float32{0.35, 1}, k.u(6), back, next)
	}
	left := widgets.Rows([]float32{1, 0}, k.u(6), k.panel(list), nav)
	var phones []engine.Seat
	for _, si := range k.t.Seats() {
		if si.Mode == table.Phone {
			phones = append(phones, si.Seat)
		}
	}
	if len(phones) == 0 {
		return left, list
	}
	if k.physSeat < 0 || k.physSeat >= len(phones) {
		k.physSeat = 0
	}
	var tabs []fyne.CanvasObject
	for i, s := range phones {
		idx := i
		t := o.tab(s)
		t.Min = k.sz(60, kit.TouchHeight*0.8)
		t.Name = fmt.Sprintf("phone:%d", s)
		if on, known := k.phoneConnected(s); known && len(t.Lines) > 0 { // ● a phone plays the seat, ○ none yet
			mark := "○ "
			if on {
				mark = "● "
			}
			t.Lines = append([]string{mark + t.Lines[0]}, t.Lines[1:]...)
		}
		if i == k.physSeat {
			t.Stroke, t.StrokeWidth = kit.ColHighlight, k.u(4)
		}
		t.OnTapped = k.act(func() { k.physSeat = idx })
		tabs = append(tabs, t)
	}
	right := k.qrFor(phones[k.physSeat], o.caption)
	if len(tabs) > 1 || o.lonelyTab {
		right = widgets.Rows([]float32{0, 1}, k.u(4), container.NewGridWithColumns(min(len(tabs), o.cols), tabs...), right)
	}
	return widgets.Cols([]float32{1.8, 1}, k.u(8), left, right), list
}

// qrFor shows a phone seat's QR code (as large as the space allows, on a
// white square so phones can scan it) with a caption and the join link.
func (k *Kiosk) qrFor(seat engine.Seat, caption bool) fyne.CanvasObject {
	name, _, _ := k.board().SeatLook(seat)
	var parts []fyne.CanvasObject
	weights := []float32{}
	on, known := k.phoneConnected(seat)
	if caption {
		text := kit.Tr(k.lang, "phys.phone", "name", name)
		if k.opts.Phones == nil {
			text = name
		}
		c := k.tile(nil, kit.ColText, 16, text)
		if on {
			c.Lines = []string{kit.Tr(k.lang, "phys.phoneOn", "name", name)}
			c.TextColor = kit.ColOK
		}
		c.Bold = true
		c.Min = k.sz(100, 26)
		c.Name = fmt.Sprintf("phone-status:%d", seat)
		parts = append(parts, c)
		weights = append(weights, 0)
	} else if known { // beside "Waiting for …'s phone": whether one has come
		text, ink := kit.Tr(k.lang, "phys.phoneOff", "name", name), kit.ColTextDim
		if on {
			text, ink = kit.Tr(k.lang, "phys.phoneOn", "name", name), kit.ColOK
		}
		c := k.tile(nil, ink, 14, text)
		c.Bold = true
		c.MinTextSize = k.u(kit.MinText)
		c.Min = k.sz(100, 22)
		c.Name = fmt.Sprintf("phone-status:%d", seat)
		parts = append(parts, c)
		weights = append(weights, 0)
	}
	if k.opts.Phones == nil {
		return widgets.Rows(append(weights, 0), k.u(3), append(parts, k.label(kit.Tr(k.lang, "phys.noPhones"), "", false))...)
	}
	img, err := k.opts.Phones.QRImage(seat, 512)
	if err != nil || img == nil {
		return widgets.Rows(weights, 0, append(parts, k.label(fmt.Sprint(err), "", false))...)
	}
	ci := canvas.NewImageFromImage(img)
	ci.FillMode = canvas.ImageFillContain
	ci.ScaleMode = canvas.ImageScalePixels
	white := canvas.NewRectangle(kit.ColText)
	white.CornerRadius = k.u(4)
	qr := container.New(&squareLayout{min: k.u(90)}, container.NewStack(white, k.pad(ci, 4)))
	// the link, for a phone that cannot scan: the short one to type when
	// the service has one (no "http://": a phone's browser adds it),
	// readable, on as many lines as it needs
	lines := typeLines(k.typeURL(seat))
	url := k.tile(nil, kit.ColText, 15, lines...)
	url.MinTextSize = k.u(kit.MinText)
	url.Min = k.sz(100, 19*float32(len(lines)))
	parts = append(parts, qr, url)
	weights = append(weights, 1, 0)
	return widgets.Rows(weights, k.u(3), parts...)
}

// phoneConnected reports whether a phone of the game on the table plays
// seat now, and whether the phone service can tell (PhoneStatus).
func (k *Kiosk) phoneConnected(seat engine.Seat) (on, known bool) {
	ps, ok := k.opts.Phones.(PhoneStatus)
	if !ok {
		return false, false
	}
	return ps.PhoneConnected(seat)
}

// typeURL is the link shown under seat's QR code: the short one to type
// (TypeLinks) without its "http://", or the join link.
func (k *Kiosk) typeURL(seat engine.Seat) string {
	if tl, ok := k.opts.Phones.(TypeLinks); ok {
		if u := tl.TypeURL(seat); u != "" {
			return strings.TrimPrefix(u, "http://")
		}
	}
	return k.opts.Phones.JoinURL(seat)
}

// typeLines cuts a link to type into lines: the address up to its last "/"
// on the first, the code cut in halves of at most 13 characters below; any
// other link at "/", "?" and "&" (urlLines).
func typeLines(u string) []string {
	i := strings.LastIndex(u, "/")
	code := u[i+1:]
	if i < 0 || strings.ContainsAny(code, "?&=") || len(u) <= 22 {
		return urlLines(u, 22)
	}
	lines := urlLines(u[:i+1], 24)
	for len(code) > 13 {
		half := (len(code) + 1) / 2
		lines = append(lines, code[:half])
		code = code[half:]
	}
	return append(lines, code)
}

// urlLines cuts a link into lines of at most n characters, each break
// before a "/", "?" or "&" when one is near (a link has no spaces to wrap
// at).
func urlLines(url string, n int) []string {
	var out []string
	for len(url) > n {
		cut := n
		for i := n; i > n/2; i-- {
			if c := url[i]; c == '/' || c == '?' || c == '&' {
				cut = i
				break
			}
		}
		out = append(out, url[:cut])
		url = url[cut:]
	}
	return append(out, url)
}

// squareLayout centres its objects in the largest square that fits.
type squareLayout struct{ min float32 }

func (l *squareLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	side := min(size.Width, size.Height)
	for _, o := range objs {
		o.Resize(fyne.NewSize(side, side))
		o.Move(fyne.NewPos((size.Width-side)/2, (size.Height-side)/2))
	}
}

func (l *squareLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(l.min, l.min) }
