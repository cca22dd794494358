package kiosk

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

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
func languageRow(lk *kit.Kit, prefix, current string, set func(string)) fyne.CanvasObject {
	var bs []fyne.CanvasObject
	for _, l := range i18n.Langs() {
		code := string(l)
		kind := kit.BtnQuiet
		if code == current {
			kind = kit.BtnSelected
		}
		b := lk.Button(l.Name(), kind, func() { set(code) }) // each named in its own language
		b.Min = lk.Sz(80, kit.TouchHeight*0.8)
		b.Name = prefix + code
		bs = append(bs, b)
	}
	return container.NewGridWithColumns(len(bs), bs...)
}

// topBar is a screen title with the operator gear on the right.
func (k *Kiosk) topBar(title string, middle fyne.CanvasObject) fyne.CanvasObject {
	t := k.look.Text(title, 24, kit.ColBrass, true)
	if middle == nil {
		middle = layout.NewSpacer()
	}
	return widgets.Cols([]float32{0, 1, 0}, k.u(8), container.NewCenter(t), middle, k.gear())
}

// framed is a board's game screen on the glass: a titled page (the scores,
// a game ended early) under the shell's title bar with the operator gear,
// else the board's own layout whole, the shell's gear and toast line in
// the slots it left for them (a layout without the gear's slot has the
// gear at its top right corner).
func (k *Kiosk) framed(s kit.Screen) fyne.CanvasObject {
	if s.Title == "" {
		body := s.Body
		if body == nil {
			body = k.look.Background(kit.ColBackground, layout.NewSpacer())
		}
		if !k.fillSlots(body) {
			corner := widgets.Cols([]float32{1, 0}, 0, layout.NewSpacer(), widgets.Rows([]float32{0, 1}, 0, k.gear(), layout.NewSpacer()))
			body = container.NewStack(body, k.look.Pad(corner, 5))
		}
		return body
	}
	rows := append([]fyne.CanvasObject{k.topBar(s.Title, s.Middle)}, s.Rows...)
	weights := append([]float32{0}, s.Weights...)
	if s.WithTip != nil {
		rows, weights = s.WithTip(rows, weights) // a teaching tip's band under the title or in its row
	}
	page := k.look.Background(kit.ColBackground, k.look.Pad(widgets.Rows(weights, k.u(s.Gap), rows...), s.Pad))
	k.fillSlots(page)
	return page
}

// fillSlots draws the shell's operator gear and toast line in the slots a
// board's layout left for them (kit.GearSlot, kit.ToastSlot); geared: it
// had the gear's.
func (k *Kiosk) fillSlots(o fyne.CanvasObject) (geared bool) {
	kit.FillSlots(o, func(part string) fyne.CanvasObject {
		switch part {
		case kit.SlotGear:
			geared = true
			return k.gear()
		case kit.SlotToast:
			return k.toastObject(&k.look)
		}
		return nil
	})
	return geared
}

// frameSizes are the sizes of the gear and the toast line the slots of a
// board's layout get (kit.Kit.Frame): those of the parts fillSlots draws.
func (k *Kiosk) frameSizes() kit.FrameSizes {
	return kit.FrameSizes{Gear: k.gear().MinSize(), Toast: k.toastObject(&k.look).MinSize()}
}

// physicalScreen frames a game's set-up screen (kit.Physical): its
// instructions cut into pages that fit the window, each page the title bar
// with the operator gear, the board's picture and the lower part
// (physBottom: the instructions, the page buttons, the phone seats' tabs
// and QR code).
func (k *Kiosk) physicalScreen(p kit.Physical) fyne.CanvasObject {
	return k.nav.physPaged(p.Instructions, func(lines []string, page, pages int) (fyne.CanvasObject, *container.Scroll) {
		bottom, list := k.nav.physBottom(lines, page, pages, p.Tabs)
		top := k.topBar(p.Title, nil)
		rows := widgets.Rows([]float32{0, 1}, k.u(6), top, bottom)
		if p.Picture != nil {
			rows = widgets.Rows([]float32{0, p.PictureWeight, p.BottomWeight}, k.u(6), top, p.Picture(), bottom)
		}
		return k.look.Background(kit.ColBackground, k.look.Pad(rows, 6)), list
	})
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

// wideTypeLines is a link to type on as few lines as it reads in (beside
// a QR code, where the panel is low): its address on one line and its
// code whole on the next; a link with no code to type is cut as
// typeLines cuts it.
func wideTypeLines(u string) []string {
	i := strings.LastIndex(u, "/")
	code := u[i+1:]
	if i < 0 || strings.ContainsAny(code, "?&=") || len(u) <= 22 {
		return typeLines(u)
	}
	return append(urlLines(u[:i+1], 24), code)
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
