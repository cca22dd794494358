package expressboard

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// shellKit is what every part of the board draws with and reads: the
// shell's drawing kit and its state under the short names the screens use,
// the table (its public view, the seats' modes), the game's words in the
// language on screen and the rules help (help.go). It holds no state of
// its own: the Board and each of its parts keep a copy.
type shellKit struct {
	h kit.HostKit
	t *table.Table
}

func (k shellKit) u(v float32) float32       { return k.h.U(v) }
func (k shellKit) sz(w, h float32) fyne.Size { return k.h.Sz(w, h) }
func (k shellKit) lang() string              { return k.h.Lang() }
func (k shellKit) act(fn func()) func()      { return k.h.Act(fn) }

func (k shellKit) button(label string, kind kit.ButtonKind, fn func()) *widgets.Tile {
	return k.h.Button(label, kind, fn)
}

func (k shellKit) label(text string, size fyne.ThemeSizeName, bold bool) *widget.Label {
	return k.h.Label(text, size, bold)
}

func (k shellKit) para(text string, size fyne.ThemeSizeName, bold bool) *widgets.Para {
	return k.h.Para(text, size, bold)
}

func (k shellKit) text(s string, size float32, c color.Color, bold bool) *canvas.Text {
	return k.h.Text(s, size, c, bold)
}

func (k shellKit) tile(fill, ink color.Color, size float32, lines ...string) *widgets.Tile {
	return k.h.Tile(fill, ink, size, lines...)
}

func (k shellKit) panel(content fyne.CanvasObject) fyne.CanvasObject { return k.h.Panel(content) }

func (k shellKit) pad(content fyne.CanvasObject, p float32) fyne.CanvasObject {
	return k.h.Pad(content, p)
}

func (k shellKit) background(c color.Color, content fyne.CanvasObject) fyne.CanvasObject {
	return k.h.Background(c, content)
}

func (k shellKit) modeOf(seat express.Seat) table.SeatMode { return kit.SeatMode(k.t, seat) }

// name returns a player's name in the current language: its bandit's
// character, or both ("Tuco & Cheyenne") for a player with two bandits.
func (k shellKit) name(pv *express.PublicView, seat express.Seat) string {
	if seat < 0 || int(seat) >= pv.Players {
		return ""
	}
	l, _ := i18n.ParseLang(k.lang())
	return i18n.PlayerName(l, pv, seat)
}

// pub returns the table's public view, or an empty view when no game is
// loaded.
func (k shellKit) pub() express.PublicView {
	if !k.t.Playing() {
		return express.PublicView{Actor: express.NoSeat, Resolving: -1, Target: express.NoSeat, FirstPlayer: express.NoSeat}
	}
	return publicView(k.t)
}
