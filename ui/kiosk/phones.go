package kiosk

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"colt/engine"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// phoneLinks shows the way onto a phone seat: its QR code, the link to
// type, and whether a phone plays the seat now. It reaches the phone
// service, the drawing kit, the language and the seats' names.
type phoneLinks struct {
	svc      *Phones // the phone service (Options.Phones; nil: no phones)
	look     *kit.Kit
	lang     *string
	seatName func(engine.Seat) string // in the language on screen
}

// qrFor shows a phone seat's QR code (as large as the space allows, on a
// white square so phones can scan it) with a caption and the join link.
func (p *phoneLinks) qrFor(seat engine.Seat, caption bool) fyne.CanvasObject {
	name := p.seatName(seat)
	var parts []fyne.CanvasObject
	weights := []float32{}
	on, known := p.connected(seat)
	if caption {
		text := kit.Tr(*p.lang, "phys.phone", "name", name)
		if (*p.svc) == nil {
			text = name
		}
		c := p.look.Tile(nil, kit.ColText, 16, text)
		if on {
			c.Lines = []string{kit.Tr(*p.lang, "phys.phoneOn", "name", name)}
			c.TextColor = kit.ColOK
		}
		c.Bold = true
		c.Min = p.look.Sz(100, 26)
		c.Name = fmt.Sprintf("phone-status:%d", seat)
		parts = append(parts, c)
		weights = append(weights, 0)
	} else if known { // beside "Waiting for …'s phone": whether one has come
		text, ink := kit.Tr(*p.lang, "phys.phoneOff", "name", name), kit.ColTextDim
		if on {
			text, ink = kit.Tr(*p.lang, "phys.phoneOn", "name", name), kit.ColOK
		}
		c := p.look.Tile(nil, ink, 14, text)
		c.Bold = true
		c.MinTextSize = p.look.U(kit.MinText)
		c.Min = p.look.Sz(100, 22)
		c.Name = fmt.Sprintf("phone-status:%d", seat)
		parts = append(parts, c)
		weights = append(weights, 0)
	}
	if (*p.svc) == nil {
		return widgets.Rows(append(weights, 0), p.look.U(3), append(parts, p.look.Label(kit.Tr(*p.lang, "phys.noPhones"), "", false))...)
	}
	img, err := (*p.svc).QRImage(seat, 512)
	if err != nil || img == nil {
		return widgets.Rows(weights, 0, append(parts, p.look.Label(fmt.Sprint(err), "", false))...)
	}
	ci := canvas.NewImageFromImage(img)
	ci.FillMode = canvas.ImageFillContain
	ci.ScaleMode = canvas.ImageScalePixels
	white := canvas.NewRectangle(kit.ColText)
	white.CornerRadius = p.look.U(4)
	qr := container.New(&squareLayout{min: p.look.U(90)}, container.NewStack(white, p.look.Pad(ci, 4)))
	// the link, for a phone that cannot scan: the short one to type when
	// the service has one (no "http://": a phone's browser adds it),
	// readable, on as many lines as it needs
	link := p.typeURL(seat)
	lines := typeLines(link)
	url := p.look.Tile(nil, kit.ColText, 15, lines...)
	url.MinTextSize = p.look.U(kit.MinText)
	url.Min = p.look.Sz(100, 19*float32(len(lines)))
	parts = append(parts, qr, url)
	return container.New(&qrLayout{gap: p.look.U(3), status: len(parts) == 3,
		url: url, lines: lines, wide: wideTypeLines(link), text: p.look.U(15), lineH: p.look.U(19)}, parts...)
}

// qrLayout lays out a phone seat's join panel: its status line (when it
// has one), its QR code and the link to type. With the height for it they
// stand one under the other, the QR code as large as the room allows
// between the two; in a panel too low for that (the table's wait for a
// phone beside a long pile) the QR code stands at the left, a square as
// high as the room under the status line, and the link beside it on as
// few lines as it reads in (wide) — never cut or drawn over what comes
// under the panel. Its least size is the stacked one's, so it asks its
// parent for the same room as before.
type qrLayout struct {
	gap    float32
	status bool // objs[0] is the status line
	// url is the link's tile: lines stacked, wide beside the QR code
	url         *widgets.Tile
	lines, wide []string
	text, lineH float32 // the link's text size and line height
}

// show puts lines on the link's tile (a change of layout).
func (l *qrLayout) show(lines []string) {
	if slices.Equal(l.url.Lines, lines) {
		return
	}
	l.url.Lines = lines
	l.url.Refresh()
}

// parts splits objs into the status line (nil: none), the QR code and
// the link.
func (l *qrLayout) parts(objs []fyne.CanvasObject) (status, qr, url fyne.CanvasObject) {
	if l.status {
		return objs[0], objs[1], objs[2]
	}
	return nil, objs[0], objs[1]
}

func (l *qrLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	status, qr, url := l.parts(objs)
	top := float32(0)
	if status != nil {
		h := status.MinSize().Height
		status.Move(fyne.NewPos(0, 0))
		status.Resize(fyne.NewSize(size.Width, h))
		top = h + l.gap
	}
	room := size.Height - top
	l.show(l.lines)
	um := url.MinSize()
	// the QR code's side stacked, and beside the link on each of its
	// forms that fits the height: the larger QR code wins, stacked on a tie
	stacked := min(size.Width, room-um.Height-l.gap)
	side, beside := float32(0), []string(nil)
	for _, lines := range [][]string{l.wide, l.lines} {
		need := l.need(lines)
		if s := min(room, size.Width-need.Width-l.gap); need.Height <= room && s > side {
			side, beside = s, lines
		}
	}
	if beside == nil || stacked >= side {
		qh := max(stacked, 0)
		qr.Move(fyne.NewPos(0, top))
		qr.Resize(fyne.NewSize(size.Width, qh))
		url.Move(fyne.NewPos(0, top+qh+l.gap))
		url.Resize(fyne.NewSize(size.Width, um.Height))
		return
	}
	l.show(beside)
	qr.Move(fyne.NewPos(0, top))
	qr.Resize(fyne.NewSize(side, side))
	uh := l.need(beside).Height
	url.Move(fyne.NewPos(side+l.gap, top+(room-uh)/2))
	url.Resize(fyne.NewSize(size.Width-side-l.gap, uh))
}

// need is the room the link takes on lines at its own text size.
func (l *qrLayout) need(lines []string) fyne.Size {
	var w float32
	for _, s := range lines {
		w = max(w, kit.MeasureText(s, l.text, fyne.TextStyle{}).Width)
	}
	return fyne.NewSize(w+2*l.gap, l.lineH*float32(len(lines)))
}

func (l *qrLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	status, qr, url := l.parts(objs)
	q, u := qr.MinSize(), url.MinSize()
	m := fyne.NewSize(max(q.Width, u.Width), q.Height+l.gap+u.Height)
	if status != nil {
		s := status.MinSize()
		m = fyne.NewSize(max(m.Width, s.Width), m.Height+l.gap+s.Height)
	}
	return m
}

// connected reports whether a phone of the game on the table plays
// seat now, and whether the phone service can tell (PhoneStatus).
func (p *phoneLinks) connected(seat engine.Seat) (on, known bool) {
	ps, ok := (*p.svc).(PhoneStatus)
	if !ok {
		return false, false
	}
	return ps.PhoneConnected(seat)
}

// typeURL is the link shown under seat's QR code: the short one to type
// (TypeLinks) without its "http://", or the join link.
func (p *phoneLinks) typeURL(seat engine.Seat) string {
	if tl, ok := (*p.svc).(TypeLinks); ok {
		if u := tl.TypeURL(seat); u != "" {
			return strings.TrimPrefix(u, "http://")
		}
	}
	return (*p.svc).JoinURL(seat)
}
