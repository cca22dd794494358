package widgets

import (
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Para is a paragraph: left-aligned text wrapped at word boundaries to its
// width, laid out as a widget.Label with fyne.TextWrapWord lays out the same
// text (its inner padding, one line under the other, the same breaks:
// TestParaBreaksLikeALabel) but drawn from the font the theme names for its
// style (kit.Theme.FontSource) instead of through Fyne's fallback fonts. A
// Label's first measure loads that chain (Noto Sans, the emoji font, a scan
// of the system's fonts: some 25 ms of CPU); the kiosk's first screen
// draws its one paragraph this way, so its first frame loads none of them
// (issue 33 item 5). Text with a rune the theme's font lacks is drawn the
// theme's way, like a Label.
type Para struct {
	widget.BaseWidget

	Text     string
	SizeName fyne.ThemeSizeName // "" is theme.SizeNameText
	Bold     bool
	Name     string // identifies the paragraph for tests and markup
}

// NewPara returns a paragraph of text in the theme's size size.
func NewPara(text string, size fyne.ThemeSizeName, bold bool) *Para {
	p := &Para{Text: text, SizeName: size, Bold: bold}
	p.ExtendBaseWidget(p)
	return p
}

// CreateRenderer draws the paragraph.
func (p *Para) CreateRenderer() fyne.WidgetRenderer {
	return &paraRenderer{p: p}
}

func (p *Para) style() fyne.TextStyle { return fyne.TextStyle{Bold: p.Bold} }

func (p *Para) textSize() float32 {
	n := p.SizeName
	if n == "" {
		n = theme.SizeNameText
	}
	return theme.SizeForWidget(n, p)
}

// source is the font the paragraph's text is drawn from: the theme's own
// for its style when it names one and has every rune of the text, else
// nil (the theme's way, with Fyne's fallbacks).
func (p *Para) source() fyne.Resource {
	fs, ok := theme.CurrentForWidget(p).(fontSourcer)
	if !ok {
		return nil
	}
	return fs.FontSourceFor(p.style(), p.Text)
}

// measure is the size of s drawn in the paragraph's size and style from
// src (its source, read once per layout: it scans the whole text).
func (p *Para) measure(s string, src fyne.Resource) fyne.Size {
	sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(s, p.textSize(), p.style(), src)
	return sz
}

// lines breaks the text to fit width w (the paragraph's width less its
// inner padding) as a Label wrapping words breaks it: each line holds as
// many runes as fit, cut back to before the last space among them and the
// next rune; one space after a break is dropped; a word wider than the
// line is cut where it stops fitting; "\n" always breaks. A width of zero
// or less breaks nothing.
func (p *Para) lines(w float32, src fyne.Resource) []string {
	if w <= 0 {
		return strings.Split(p.Text, "\n")
	}
	var out []string
	for _, hard := range strings.Split(p.Text, "\n") {
		text := []rune(hard)
		low, high := 0, len(text)
		if low == high {
			out = append(out, "")
		}
		for low < high {
			sub := text[low:high]
			fit := p.runesFit(sub, w, src)
			switch {
			case fit == len(sub): // the line: then go on after it, one space dropped
				out = append(out, string(sub))
				low, high = high, len(text)
				if low < high && unicode.IsSpace(text[low]) {
					low++
				}
			case fit == 0: // not even a rune fits: it goes alone
				out = append(out, string(text[low:low+1]))
				low++
				high = min(low+1, len(text))
			default:
				if space := lastSpaceAt(sub, fit); space >= 0 {
					high = low + max(space, 1)
				} else {
					high = low + fit
				}
			}
		}
	}
	return out
}

// runesFit is how many of the first runes of text fit width w.
func (p *Para) runesFit(text []rune, w float32, src fyne.Resource) int {
	if p.measure(string(text), src).Width <= w {
		return len(text)
	}
	lo, hi := 0, len(text) // text[:lo] fits, text[:hi] does not
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if p.measure(string(text[:mid]), src).Width <= w {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// lastSpaceAt is the index of the last space in text at or before i, or
// -1.
func lastSpaceAt(text []rune, i int) int {
	for ; i >= 0; i-- {
		if unicode.IsSpace(text[i]) {
			return i
		}
	}
	return -1
}

type paraRenderer struct {
	p     *Para
	texts []*canvas.Text
	objs  []fyne.CanvasObject
	width float32 // the width the lines were broken for
	lines []string
}

func (r *paraRenderer) pad() float32 { return theme.SizeForWidget(theme.SizeNameInnerPadding, r.p) }

// layoutFor breaks the lines for a paragraph width and updates the texts.
func (r *paraRenderer) layoutFor(width float32) {
	r.width = width
	src := r.p.source()
	r.lines = r.p.lines(width-2*r.pad(), src)
	for len(r.texts) < len(r.lines) {
		r.texts = append(r.texts, canvas.NewText("", nil))
	}
	r.texts = r.texts[:len(r.lines)]
	fg := theme.Color(theme.ColorNameForeground)
	if th := theme.CurrentForWidget(r.p); th != nil {
		fg = th.Color(theme.ColorNameForeground, fyne.CurrentApp().Settings().ThemeVariant())
	}
	r.objs = r.objs[:0]
	for i, l := range r.lines {
		t := r.texts[i]
		t.Text, t.TextSize, t.TextStyle, t.FontSource, t.Color = l, r.p.textSize(), r.p.style(), src, fg
		r.objs = append(r.objs, t)
	}
}

func (r *paraRenderer) Layout(size fyne.Size) {
	r.layoutFor(size.Width)
	pad := r.pad()
	y := pad
	for _, t := range r.texts {
		m := t.MinSize() // each line as wide as its text, as a Label's
		t.Move(fyne.NewPos(pad, y))
		t.Resize(m)
		y += m.Height
	}
}

// MinSize is as high as the lines at the paragraph's width and only its
// padding wide, as a wrapping Label's.
func (r *paraRenderer) MinSize() fyne.Size {
	if w := r.p.Size().Width; w != r.width || r.lines == nil {
		r.layoutFor(w)
	}
	pad := r.pad()
	var h float32
	for _, t := range r.texts {
		h += t.MinSize().Height
	}
	if len(r.texts) == 0 {
		h = r.p.measure("M", r.p.source()).Height
	}
	return fyne.NewSize(2*pad, h+2*pad)
}

func (r *paraRenderer) Refresh() {
	r.layoutFor(r.p.Size().Width)
	r.Layout(r.p.Size())
	for _, t := range r.texts {
		t.Refresh()
	}
}

func (r *paraRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *paraRenderer) Destroy()                     {}
