package expressboard

// Horses & Stagecoach on the kiosk (docs/rules.md §11): the stagecoach and
// the horses drawn in a row beside the train, the Shotgun, the whisky
// flasks, the hostages; the places a new choice lights on the train.

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
)

var (
	colCoach  = color.NRGBA{0x6b, 0x3a, 0x1e, 0xff} // the stagecoach's varnished wood
	colHorse  = color.NRGBA{0x8a, 0x5a, 0x2b, 0xff} // a bay horse
	colWhisky = color.NRGBA{0xc8, 0x82, 0x1e, 0xff} // amber
	colGun    = color.NRGBA{0x8e, 0x1b, 0x1b, 0xff} // the Shotgun's red
)

// The stagecoach's places, as views name them.
var (
	stageIn   = express.Position{Wagon: -1, Floor: express.Inside, Area: express.AreaStage}
	stageRoof = express.Position{Wagon: -1, Floor: express.Roof, Area: express.AreaStage}
)

// The Command.Wagon values of places beside the train (§11).
const (
	cmdStageWagon  = -2
	cmdEscapeWagon = -3
)

// stagecoachColumn draws the stagecoach beside the wagon it faces (§11):
// its name (tap: its rule and the hostages), the hostages left inside it
// as a chip ("3 hostages": a bare count did not say what it counted),
// its roof beside the wagon's roof and its inside beside the wagon's
// inside, as on the table.
func (k trainArt) stagecoachColumn(c screen.Car) fyne.CanvasObject {
	head := k.tile(colCoach, kit.ColText, 13, c.Title.Label)
	head.Min = k.sz(30, 22)
	head.MinTextSize = k.u(kit.MinText)
	head.Name = c.Title.Name
	head.OnTapped = k.act(c.Title.Do)
	return widgets.Rows([]float32{0, 1, 1}, k.u(3), head, k.cell(c, c.Places[0]), k.cell(c, c.Places[1]))
}

// horsesTile is the count of horses facing a car, drawn in its header.
func (k trainArt) horsesTile(c kitscreen.Choice) fyne.CanvasObject {
	h := k.tile(colHorse, kit.ColText, kit.MinText, c.Label)
	h.MinTextSize = k.u(kit.MinText)
	h.Min = k.sz(24, 18)
	h.Radius = k.u(5)
	h.Name = c.Name
	h.OnTapped = k.act(c.Do)
	return h
}

// headWithHorses puts a car's title and the horses facing it side by side
// in its header. Each gets at least the width its words need at the
// smallest readable size ("Wagon 1" beside "2 paarden" in a narrow wagon:
// issue 23), and the rest is shared 1 : 0.8 as before.
func (k trainArt) headWithHorses(head *widgets.Tile, horses fyne.CanvasObject) fyne.CanvasObject {
	return container.New(&headHorsesLayout{gap: k.u(2)}, head, horses)
}

type headHorsesLayout struct{ gap float32 }

// tileNeed is the width a tile's widest line needs at its smallest text
// size, padding included (0 for anything but a tile). A tile whose Min
// height holds more lines may split its widest line at a space, as the
// tile does (up to twice): its need is then the widest line after that.
func tileNeed(o fyne.CanvasObject) float32 {
	t, ok := o.(*widgets.Tile)
	if !ok {
		return 0
	}
	size := t.MinTextSize
	if size <= 0 {
		size = t.TextSize
	}
	var lines []string
	for _, l := range t.Lines {
		lines = append(lines, strings.Split(l, "\n")...)
	}
	style := func(i int) fyne.TextStyle { return fyne.TextStyle{Bold: t.Bold && i == 0} }
	widest := func(ls []string) (int, float32, float32) {
		at, w, h := -1, float32(0), float32(0)
		for i, l := range ls {
			m := kit.MeasureText(l, size, style(i))
			h += m.Height
			if m.Width > w {
				at, w = i, m.Width
			}
		}
		return at, w, h
	}
	at, w, _ := widest(lines)
	for tries := 0; tries < 2 && at >= 0; tries++ {
		l := lines[at]
		cut := -1
		for i, c := range l {
			if c == ' ' && (cut < 0 || abs(i-len(l)/2) < abs(cut-len(l)/2)) {
				cut = i
			}
		}
		if cut <= 0 {
			break
		}
		split := append(append(append([]string(nil), lines[:at]...), l[:cut], l[cut+1:]), lines[at+1:]...)
		at2, w2, h2 := widest(split)
		if h2 > t.Min.Height-theme.Padding() || w2 >= w {
			break
		}
		lines, at, w = split, at2, w2
	}
	return w + 2*theme.Padding() + 1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// widths shares w between the title and the horses.
func (l *headHorsesLayout) widths(objs []fyne.CanvasObject, w float32) (float32, float32) {
	w = max(0, w-l.gap)
	head, horses := w/1.8, w*0.8/1.8
	needHead, needHorses := tileNeed(objs[0]), tileNeed(objs[1])
	switch {
	case needHead+needHorses > w: // too narrow for both: share by need
		head = w * needHead / (needHead + needHorses)
		horses = w - head
	case horses < needHorses:
		horses, head = needHorses, w-needHorses
	case head < needHead:
		head, horses = needHead, w-needHead
	}
	return head, horses
}

func (l *headHorsesLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) != 2 {
		return
	}
	head, _ := l.widths(objs, size.Width)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(head, size.Height))
	objs[1].Move(fyne.NewPos(head+l.gap, 0))
	objs[1].Resize(fyne.NewSize(size.Width-head-l.gap, size.Height))
}

func (l *headHorsesLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		s := o.MinSize()
		m.Width += s.Width
		m.Height = max(m.Height, s.Height)
	}
	return m.AddWidthHeight(l.gap, 0)
}

// shotgunHere reports whether the Shotgun stands at pos: on the
// stagecoach's roof until punched, then on the roof of the wagon it faces.
func shotgunHere(pv *express.PublicView, pos express.Position) bool {
	sc := pv.Stagecoach
	if sc == nil {
		return false
	}
	if sc.ShotgunAt < 0 {
		return pos == stageRoof
	}
	return pos.Area == express.AreaTrain && pos.Floor == express.Roof && int(pos.Wagon) == sc.ShotgunAt
}

// hostagesChip counts the hostages left in the stagecoach, in words (tap:
// the stagecoach's rule and every hostage's drawback and ransom).
func (k trainArt) hostagesChip(h screen.Hostages) fyne.CanvasObject {
	t := k.tile(kit.ColCardFace, kit.ColInk, 13, h.Label)
	t.MinTextSize = max(k.u(11), kit.MinText) // readable, or the bare count beside a crowd of pawns (tap: what it counts)
	t.Min = k.sz(40, 22)
	t.Short = []string{h.Short}
	t.Name = h.Name
	t.OnTapped = k.act(h.Do)
	return t
}

// whiskyIcon draws a flask: an amber bottle, half filled when half-empty.
func (k trainArt) whiskyIcon(half bool) fyne.CanvasObject {
	glass := canvas.NewRectangle(kit.WithAlpha(colWhisky, 0x50))
	glass.CornerRadius = k.u(3)
	glass.StrokeColor, glass.StrokeWidth = kit.ColCardFace, k.u(1)
	fill := canvas.NewRectangle(colWhisky)
	fill.CornerRadius = k.u(3)
	if !half {
		return container.NewStack(glass, fill)
	}
	return container.NewStack(glass, container.New(&halfLayout{}, fill))
}

// halfLayout fills the lower half.
type halfLayout struct{}

func (halfLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, size.Height/2))
		o.Resize(fyne.NewSize(size.Width, size.Height/2))
	}
}

func (halfLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

func (k trainArt) halfFlaskChip(l screen.LootChip) fyne.CanvasObject {
	bg := canvas.NewRectangle(kit.WithAlpha(kit.ColBrassDark, 0xb0))
	bg.CornerRadius = k.u(5)
	num := k.text(l.Text, 15, kit.ColText, true)
	icon := widgets.Fixed(k.sz(12, 17), k.whiskyIcon(true))
	row := container.NewHBox(container.NewCenter(icon), container.NewCenter(num))
	return container.NewStack(bg, container.NewCenter(row))
}

// horsesTargets lights the places a Horses & Stagecoach choice names:
// where a Ride carries the bandit, the roof it flees to, the wagon a
// player left alone boards, the stagecoach's roof for punching the Shotgun.
func horsesTargets(cmd express.Command, do func(), o *trainOpts) {
	switch cmd.Kind {
	case express.CmdRide:
		switch cmd.Wagon {
		case cmdStageWagon:
			o.targets[stageIn] = do
		case cmdEscapeWagon: // off the train: the button only
		default:
			o.targets[express.Position{Wagon: cmd.Wagon, Floor: express.Inside}] = do
		}
	case express.CmdFlee:
		o.targets[express.Position{Wagon: cmd.Wagon, Floor: express.Roof}] = do
	case express.CmdStartWagon:
		o.targets[express.Position{Wagon: cmd.Wagon, Floor: express.Inside}] = do
	case express.CmdHide:
		if cmd.Wagon == cmdStageWagon {
			o.targets[stageIn] = do
		}
	case express.CmdPunchShotgun:
		o.lit[stageRoof] = true
	}
}

// banditExtras are the players panel's lines about a bandit's Horses &
// Stagecoach state: galloping, escaped, its hostage, its flasks.
func (k trainArt) banditExtras(pv *express.PublicView, b express.BanditView) []string {
	if pv.Stagecoach == nil {
		return nil
	}
	lang := k.w().lang
	var out []string
	for _, s := range pv.Galloping {
		if s == b.Seat {
			out = append(out, i18n.T(lang, "table.horses.galloping", nil))
		}
	}
	if b.Position.Area == express.AreaEscaped {
		out = append(out, i18n.T(lang, "table.horses.escaped", nil))
	}
	if b.Hostage != nil {
		out = append(out, i18n.HostageName(lang, *b.Hostage))
	}
	if n := len(b.Flasks); n > 0 {
		out = append(out, fmt.Sprintf("%s ×%d", i18n.T(lang, "table.horses.flask", nil), n))
	}
	return out
}

// stagecoachHelp is the stagecoach's rule and the hostages still in it.
func (k shellKit) stagecoachHelp() (string, string) {
	lang := k.w().lang
	pv := k.pub()
	text := i18n.T(lang, "help.horses.rule", nil)
	if len(pv.Hostages) > 0 {
		var lines []string
		for _, h := range pv.Hostages {
			lines = append(lines, "• "+capitalized(i18n.HostageName(lang, h))+": "+i18n.HostageHelp(lang, h))
		}
		text += "\n\n" + i18n.T(lang, "table.horses.hostages", nil) + "\n" + strings.Join(lines, "\n")
	}
	return i18n.T(lang, "table.horses.stagecoach", nil), text
}

func capitalized(s string) string {
	r := []rune(s)
	if len(r) == 0 {
		return s
	}
	return strings.ToUpper(string(r[:1])) + string(r[1:])
}
