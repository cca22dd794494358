package expressboard

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"colt/engine/express"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// trainArt draws the table: the train with its bandits, loot, the Car and
// the stagecoach from its value (screen.Train, built by trainModel from a
// public view: model_train.go; drawn by train.go, horses.go), and a seat's
// loot (loot.go). It keeps no state: every picture comes from the value
// or the view it is given.
type trainArt struct{ shellKit }

// trainOpts says what the train picture lights up and what can be tapped.
type trainOpts struct {
	lit       map[express.Position]bool   // places to light (what just happened)
	targets   map[express.Position]func() // places that are a choice (a bandit hit: its place)
	showTypes bool                        // the physical set-up: wagon letters stand out
}

// trainView draws the train of the public view, as o lights it: its
// values (trainModel, model_train.go), drawn.
func (k trainArt) trainView(pv *express.PublicView, o trainOpts) fyne.CanvasObject {
	return k.drawTrain(k.trainModel(pv, o))
}

// drawTrain draws the train's value and nothing else: the Time-Travel Car
// first when in the game, the locomotive on the left, wagon 1 next to it,
// the caboose on the right, the stagecoach beside the wagon it faces; the
// roof row above the inside row.
func (k trainArt) drawTrain(m screen.Train) fyne.CanvasObject {
	cols := make([]fyne.CanvasObject, 0, len(m.Cars))
	weights := make([]float32, 0, len(m.Cars))
	for i, c := range m.Cars {
		switch {
		case c.Kind == screen.TimeCar:
			cols = append(cols, k.carColumn(c))
			weights = append(weights, 0.8)
		case c.Kind == screen.Stagecoach && len(cols) > 0: // beside the wagon it faces (§11)
			cols[len(cols)-1] = widgets.Cols([]float32{1, 0.75}, k.u(2), cols[len(cols)-1], k.stagecoachColumn(c))
			weights[len(weights)-1] = 1.75
		case c.Kind == screen.Stagecoach: // (trainModel puts it after the wagon it faces, never first)
		default:
			cols = append(cols, k.wagonColumn(c, m.Types, i+1 < len(m.Cars) && m.Cars[i+1].Kind == screen.Stagecoach))
			weights = append(weights, 1)
		}
	}
	k.widenForTitles(m, weights)
	return widgets.Cols(weights, k.u(4), cols...)
}

// widenForTitles widens a wagon whose name does not hold in its header at
// kit.MinText ("Wagon de queue" in a train of seven at 800×480, issue 34):
// the other wagons give it the few pixels it needs. weights are
// drawTrain's, a column per car (the stagecoach shares its wagon's).
func (k trainArt) widenForTitles(m screen.Train, weights []float32) {
	free := k.h.ContentSize().Width - k.u(10) - k.u(4)*float32(len(weights)-1)
	for range 2 {
		var sum float32
		for _, w := range weights {
			sum += w
		}
		col := -1
		for i, c := range m.Cars {
			if c.Kind == screen.Stagecoach {
				continue
			}
			col++
			if c.Kind == screen.TimeCar || m.Types || c.Horses.Name != "" || i+1 < len(m.Cars) && m.Cars[i+1].Kind == screen.Stagecoach {
				continue // (a header beside horses says its number; a stagecoach's column is wider)
			}
			need := kit.MeasureText(c.Title.Label, k.u(kit.MinText), fyne.TextStyle{}).Width + 2*theme.Padding() + k.u(2)
			if have := free * weights[col] / sum; need > have {
				weights[col] *= need / have
			}
		}
	}
}

// carPos is the Time-Travel Car's place, as views name it.
var carPos = express.Position{Wagon: -1, Floor: express.Inside, Area: express.AreaCar}

// carColumn draws the Time-Travel Car: one place, as high as a wagon's two
// floors, with its bandits and loot. A bandit it hid is drawn nowhere on
// the train (the players panel says "hidden"). Tapping its name shows its rule.
func (k trainArt) carColumn(c screen.Car) fyne.CanvasObject {
	head := k.tile(kit.ColCar, kit.ColText, 13, c.Title.Label)
	head.Min = k.sz(40, 22)
	head.MinTextSize = k.u(kit.MinText)
	head.Name = c.Title.Name
	head.OnTapped = k.act(c.Title.Do)
	var top fyne.CanvasObject = head
	if c.Horses.Name != "" { // a horse one step beyond the locomotive (§12)
		top = k.headWithHorses(head, k.horsesTile(c.Horses))
	}
	return widgets.Rows([]float32{0, 1}, k.u(3), top, k.cell(c, c.Places[0]))
}

// wagonColumn draws a wagon (the locomotive first): its header, in the
// set-up bold (types), beside the horses facing it, and its two floors;
// coach: the stagecoach faces it.
func (k trainArt) wagonColumn(c screen.Car, types, coach bool) fyne.CanvasObject {
	fill := kit.ColPanelLight
	if c.Kind == screen.Locomotive {
		fill = kit.ColLoco
	}
	head := k.tile(fill, kit.ColText, 13, c.Title.Label)
	head.Bold = types
	head.Min = k.sz(40, 22)
	head.Name = c.Title.Name
	var top fyne.CanvasObject = head
	if c.Horses.Name != "" { // the horses facing this car (§11)
		head.MinTextSize = k.u(kit.MinText)
		if c.Short != "" {
			head.Lines = []string{c.Short}
		}
		top = k.headWithHorses(head, k.horsesTile(c.Horses))
	}
	return widgets.Rows([]float32{0, 1, 1}, k.u(3), top, k.cell(c, c.Places[0]), k.cell(c, c.Places[1]))
}

// cellFill is the colour of a place of car c.
func cellFill(c screen.Car, p screen.Place) color.Color {
	roof := p.Floor == express.Roof
	switch {
	case roof:
		return kit.ColRoof
	case c.Kind == screen.TimeCar:
		return kit.WithAlpha(kit.ColCar, 0x90)
	case c.Kind == screen.Stagecoach:
		return kit.WithAlpha(colCoach, 0xc0)
	case c.Kind == screen.Locomotive:
		return kit.ColLoco
	}
	return kit.ColInside
}

// cell is one place of the train: its bandits, the Marshal and the
// Shotgun, its loot and the hostages, as its value says.
func (k trainArt) cell(c screen.Car, p screen.Place) fyne.CanvasObject {
	bg := widgets.NewTile(cellFill(c, p))
	bg.Radius = k.u(6)
	bg.Min = k.sz(40, 40)
	bg.Name = p.Name
	if p.Lit {
		bg.Stroke, bg.StrokeWidth = kit.ColHighlight, k.u(3)
	}
	var tap *widgets.Tile
	if p.Target.Name != "" {
		bg.Stroke, bg.StrokeWidth = kit.ColHighlight, k.u(4)
		bg.Fill = kit.WithAlpha(kit.ColHighlight, 0x55)
		// a transparent tile on top takes the tap wherever it lands
		tap = widgets.NewTile(nil)
		tap.OnTapped = k.act(p.Target.Do)
		tap.Name = p.Target.Name
	}
	var chips []fyne.CanvasObject
	marks := map[fyne.CanvasObject][2]string{}
	for _, b := range p.Bandits {
		t := k.tile(b.Fill, b.Ink, 15, b.Name)
		t.Bold = true
		t.Stroke, t.StrokeWidth = kit.ColTextDim, k.u(1)
		t.Min = fyne.Size{}
		t.Name = b.Tile.Name
		t.OnTapped = k.act(b.Tile.Do)
		marks[t] = [2]string{b.Name, b.Mark} // a crowded place: "C" in Cheyenne's colour
		chips = append(chips, t)
	}
	if p.Marshal.Name != "" {
		m := k.tokenTile(p.Marshal, kit.ColMarshal, kit.ColInk, 15)
		marks[m] = [2]string{p.Marshal.Label, p.Marshal.Mark}
		chips = append(chips, m)
	}
	if p.Shotgun.Name != "" {
		g := k.tokenTile(p.Shotgun, colGun, kit.ColText, 13)
		g.MinTextSize = k.u(kit.MinText)
		marks[g] = [2]string{p.Shotgun.Label, p.Shotgun.Mark}
		chips = append(chips, g)
	}
	var loot []fyne.CanvasObject
	for _, l := range p.Loot {
		if l.Half {
			loot = append(loot, k.halfFlaskChip(l))
			continue
		}
		loot = append(loot, k.lootChip(l))
	}
	var lootRow fyne.CanvasObject = container.New(&lootLayout{h: k.u(22), gap: k.u(3)}, loot...)
	if p.Hostages.Name != "" { // the hostages ride inside the stagecoach (§11): in the loot's row when it is free
		if len(loot) == 0 {
			lootRow = k.hostagesChip(p.Hostages)
		} else {
			chips = append(chips, k.hostagesChip(p.Hostages))
		}
	}
	content := widgets.Rows([]float32{1, 0}, k.u(2),
		container.New(&chipsLayout{maxH: k.u(28), gap: k.u(2), text: k.u(kit.MinText), marks: marks}, chips...),
		lootRow)
	if tap != nil {
		return container.NewStack(bg, k.pad(content, 3), tap)
	}
	return container.NewStack(bg, k.pad(content, 3))
}

// tokenTile is the Marshal's or the Shotgun's pawn: bold, its name (a tap
// explains it).
func (k trainArt) tokenTile(t screen.Token, fill, ink color.Color, size float32) *widgets.Tile {
	m := k.tile(fill, ink, size, t.Label)
	m.Bold = true
	m.Name = t.Name
	m.OnTapped = k.act(t.Do)
	return m
}

// destination is the place a Move or Push command sends a bandit standing
// at from: the Car (Wagon -1), the locomotive floor the command names when
// leaving the Car, or the named wagon on the bandit's own floor.
func destination(from express.Position, c express.Command) express.Position {
	switch {
	case c.Wagon == cmdStageWagon: // the stagecoach (§11), on the mover's own floor
		return express.Position{Wagon: -1, Floor: from.Floor, Area: express.AreaStage}
	case c.Wagon == -1:
		return carPos
	case from.Area == express.AreaCar:
		return express.Position{Wagon: c.Wagon, Floor: c.Floor}
	}
	return express.Position{Wagon: c.Wagon, Floor: from.Floor}
}

// lootIcon draws a loot kind: a purse is a leather-brown disc marked $, a
// jewel a cyan diamond, a strongbox a steel-grey box.
func (k trainArt) lootIcon(kind express.LootKind) fyne.CanvasObject {
	switch kind {
	case express.Whisky:
		return k.whiskyIcon(false)
	case express.Jewel:
		p := &canvas.RegularPolygon{FillColor: kit.ColJewel, Sides: 4, StrokeColor: kit.ColText, StrokeWidth: k.u(1)}
		return p
	case express.Strongbox:
		r := canvas.NewRectangle(kit.ColStrongbox)
		r.CornerRadius = k.u(2)
		r.StrokeColor, r.StrokeWidth = kit.ColInk, k.u(1.5)
		band := canvas.NewRectangle(kit.ColInk)
		return container.NewStack(r, container.New(&bandLayout{}, band))
	}
	c := canvas.NewCircle(kit.ColPurse)
	c.StrokeColor, c.StrokeWidth = kit.ColCardFace, k.u(1)
	d := canvas.NewText("$", kit.ColBrassDark)
	d.TextStyle.Bold = true
	d.TextSize = k.u(kit.MinText)
	d.Alignment = fyne.TextAlignCenter
	return container.NewStack(c, container.NewCenter(d))
}

// bandLayout draws a strongbox's lid line across the upper third.
type bandLayout struct{}

func (bandLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, size.Height*0.35))
		o.Resize(fyne.NewSize(size.Width, max(1, size.Height*0.08)))
	}
}

func (bandLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// lootChip is a small count of one kind of loot: its icon and a number.
func (k trainArt) lootChip(l screen.LootChip) fyne.CanvasObject {
	bg := canvas.NewRectangle(kit.WithAlpha(kit.ColBrassDark, 0xb0))
	bg.CornerRadius = k.u(5)
	num := k.text(l.Text, 15, kit.ColText, true)
	icon := widgets.Fixed(k.sz(17, 17), k.lootIcon(l.Kind))
	row := container.NewHBox(container.NewCenter(icon), container.NewCenter(num))
	return container.NewStack(bg, container.NewCenter(row))
}

// chipsLayout stacks bandit chips in one column, or two when they would
// get too flat; every chip gets the same size, at most maxH high.
type chipsLayout struct {
	maxH, gap float32
	// text is the smallest readable text; marks gives a chip's name and
	// its mark (a bandit's initial): when the names cannot all be drawn
	// at text size, every marked chip shows its mark, never a cut name
	text  float32
	marks map[fyne.CanvasObject][2]string
}

// banditMark is a bandit's mark in a crowded place: the initial, two
// letters for Doc and Django, who share theirs.
func banditMark(c express.Character, name string) string {
	r := []rune(name)
	if (c == express.Doc || c == express.Django) && len(r) >= 2 {
		return string(r[:2])
	}
	return string(r[:1])
}

// useMarks shows every marked chip by its name, or by its mark when
// some name does not fit w at the readable size.
func (l *chipsLayout) useMarks(objs []fyne.CanvasObject, w float32) {
	crowded := false
	for _, o := range objs {
		if m, ok := l.marks[o]; ok && kit.MeasureText(m[0], l.text, fyne.TextStyle{Bold: true}).Width+2*theme.Padding() > w {
			crowded = true
		}
	}
	for _, o := range objs {
		m, ok := l.marks[o]
		t, isTile := o.(*widgets.Tile)
		if !ok || !isTile {
			continue
		}
		want := m[0]
		if crowded {
			want = m[1]
		}
		if len(t.Lines) == 0 || t.Lines[0] != want {
			t.Lines = append([]string{want}, t.Lines[1:]...)
			t.Refresh()
		}
	}
}

func (l *chipsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := len(objs)
	if n == 0 {
		return
	}
	// as few columns as keep each pawn chip tall enough to read (a crowded
	// place, six bandits at the start of a two-bandit game: three columns)
	rowH := func(cols int) float32 {
		rows := (n + cols - 1) / cols
		return (size.Height - l.gap*float32(rows-1)) / float32(rows)
	}
	// (more columns, up to six, while a chip stays wide enough for a mark
	// like "Dj" at the readable size: a crowded place on a short train)
	cols := 1
	for cols < 6 && cols < n && rowH(cols) < l.maxH*0.75 &&
		(cols < 3 || (size.Width-l.gap*float32(cols))/float32(cols+1) >= 2.2*l.text) {
		cols++
	}
	rows := (n + cols - 1) / cols
	h := min(l.maxH, (size.Height-l.gap*float32(rows-1))/float32(rows))
	w := (size.Width - l.gap*float32(cols-1)) / float32(cols)
	l.useMarks(objs, w)
	for i, o := range objs {
		r, c := i/cols, i%cols
		o.Move(fyne.NewPos(float32(c)*(w+l.gap), float32(r)*(h+l.gap)))
		o.Resize(fyne.NewSize(w, h))
	}
}

func (l *chipsLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(l.maxH, l.maxH) }

// lootLayout puts loot chips side by side, sharing the width.
type lootLayout struct {
	h, gap float32
}

func (l *lootLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := len(objs)
	if n == 0 {
		return
	}
	w := min(size.Width*0.45, (size.Width-l.gap*float32(n-1))/float32(n))
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i)*(w+l.gap), 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

func (l *lootLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(l.h, l.h) }
