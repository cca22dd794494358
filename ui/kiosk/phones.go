package kiosk

import (
	"fmt"
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
	lines := typeLines(p.typeURL(seat))
	url := p.look.Tile(nil, kit.ColText, 15, lines...)
	url.MinTextSize = p.look.U(kit.MinText)
	url.Min = p.look.Sz(100, 19*float32(len(lines)))
	parts = append(parts, qr, url)
	weights = append(weights, 1, 0)
	return widgets.Rows(weights, p.look.U(3), parts...)
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
