package expressboard

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// trainArt draws the table as a public view tells it: the train with its
// bandits, loot, the Car and the stagecoach (train.go, horses.go), and a
// seat's loot (loot.go). It keeps no state: every picture comes from the
// view it is given.
type trainArt struct{ shellKit }

// trainOpts says what the train picture lights up and what can be tapped.
type trainOpts struct {
	lit        map[express.Position]bool   // places to light (what just happened)
	targets    map[express.Position]func() // places that are a choice
	banditTaps map[express.Seat]func()     // bandits that are a choice
	showTypes  bool                        // the physical set-up: wagon letters stand out
}

// trainView draws the train from the public view: the locomotive on the
// left, wagon 1 next to it, the caboose on the right; the roof row above
// the inside row.
func (k trainArt) trainView(pv *express.PublicView, o trainOpts) fyne.CanvasObject {
	cols := make([]fyne.CanvasObject, 0, len(pv.Train))
	weights := make([]float32, 0, len(pv.Train))
	byPos := map[express.Position][]express.Seat{}
	for _, b := range pv.Bandits {
		byPos[b.Position] = append(byPos[b.Position], b.Seat)
	}
	if pv.Car != nil { // the Time-Travel Car stands in front of the locomotive (§12)
		cols = append(cols, k.carColumn(pv, *pv.Car, byPos, o))
		weights = append(weights, 0.8)
	}
	for _, wv := range pv.Train {
		col := k.wagonColumn(pv, wv, byPos, o)
		if sc := pv.Stagecoach; sc != nil && sc.Facing == wv.Index { // the stagecoach beside the wagon it faces (§11)
			cols = append(cols, widgets.Cols([]float32{1, 0.75}, k.u(2), col, k.stagecoachColumn(pv, byPos, o)))
			weights = append(weights, 1.75)
			continue
		}
		cols = append(cols, col)
		weights = append(weights, 1)
	}
	k.widenForTitles(pv, o, weights)
	return widgets.Cols(weights, k.u(4), cols...)
}

// widenForTitles widens a wagon whose name does not hold in its header at
// kit.MinText ("Wagon de queue" in a train of seven at 800×480, issue 34):
// the other wagons give it the few pixels it needs. weights are trainView's,
// the Time-Travel Car's first.
func (k trainArt) widenForTitles(pv *express.PublicView, o trainOpts, weights []float32) {
	first := 0
	if pv.Car != nil {
		first = 1
	}
	free := k.h.ContentSize().Width - k.u(10) - k.u(4)*float32(len(weights)-1)
	for range 2 {
		var sum float32
		for _, w := range weights {
			sum += w
		}
		for i, wv := range pv.Train {
			if o.showTypes || k.horsesTile(pv, wv.Index) != nil || (pv.Stagecoach != nil && pv.Stagecoach.Facing == wv.Index) {
				continue // (a header beside horses says its number; a stagecoach's column is wider)
			}
			need := fyne.MeasureText(i18n.WagonTitle(k.w().lang, wv.Index, len(pv.Train)), k.u(kit.MinText), fyne.TextStyle{}).Width + 2*theme.Padding() + k.u(2)
			if have := free * weights[first+i] / sum; need > have {
				weights[first+i] *= need / have
			}
		}
	}
}

// carPos is the Time-Travel Car's place, as views name it.
var carPos = express.Position{Wagon: -1, Floor: express.Inside, Area: express.AreaCar}

// carColumn draws the Time-Travel Car: one place, as high as a wagon's two
// floors, with its bandits and loot. A bandit it hid is drawn nowhere on
// the train (the players panel says "hidden"). Tapping its name shows its rule.
func (k trainArt) carColumn(pv *express.PublicView, sv express.SpotView, byPos map[express.Position][]express.Seat, o trainOpts) fyne.CanvasObject {
	head := k.tile(kit.ColCar, kit.ColText, 13, kit.Tr(k.lang(), "car.train"))
	head.Min = k.sz(40, 22)
	head.MinTextSize = k.u(kit.MinText)
	head.Name = "car"
	head.OnTapped = k.act(func() { k.showHelp(helpTopic{kind: helpCar}) })
	var top fyne.CanvasObject = head
	if h := k.horsesTile(pv, -1); h != nil { // a horse one step beyond the locomotive (§12)
		top = k.headWithHorses(head, h)
	}
	return widgets.Rows([]float32{0, 1}, k.u(3), top, k.cell(pv, carPos, sv, false, byPos, o))
}

func (k trainArt) wagonColumn(pv *express.PublicView, wv express.WagonView, byPos map[express.Position][]express.Seat, o trainOpts) fyne.CanvasObject {
	// the place's name as the narration says it: the last wagon is the
	// caboose in the header too (i18n.WagonTitle, issue 34)
	title := i18n.WagonTitle(k.w().lang, wv.Index, len(pv.Train))
	fill := kit.ColPanelLight
	if wv.Index == 0 {
		fill = kit.ColLoco
	} else if o.showTypes {
		title = fmt.Sprintf("%s · %s", title, wv.Type)
	}
	head := k.tile(fill, kit.ColText, 13, title)
	head.Bold = o.showTypes
	head.Min = k.sz(40, 22)
	var top fyne.CanvasObject = head
	if h := k.horsesTile(pv, wv.Index); h != nil { // the horses facing this car (§11)
		head.MinTextSize = k.u(kit.MinText)
		if strings.Contains(title, " ") && !o.showTypes {
			// a long name ("Wagon de queue") and "2 chevaux" do not both fit
			// a narrow header at a readable size: the wagon's number there
			// (a known gap of issue 34: the header's name beside horses)
			head.Lines = []string{i18n.WagonTitle(k.w().lang, wv.Index, 0)}
		}
		top = k.headWithHorses(head, h)
	}
	roof := k.cell(pv, express.Position{Wagon: int8(wv.Index), Floor: express.Roof}, wv.Roof, false, byPos, o)
	inside := k.cell(pv, express.Position{Wagon: int8(wv.Index), Floor: express.Inside}, wv.Inside, wv.Marshal, byPos, o)
	return widgets.Rows([]float32{0, 1, 1}, k.u(3), top, roof, inside)
}

// cell is one place of the train: its bandits, the Marshal and its loot.
func (k trainArt) cell(pv *express.PublicView, pos express.Position, sv express.SpotView, marshal bool, byPos map[express.Position][]express.Seat, o trainOpts) fyne.CanvasObject {
	fill := kit.ColInside
	if pos.Floor == express.Roof {
		fill = kit.ColRoof
	}
	if pos.Wagon == 0 {
		fill = kit.ColLoco
		if pos.Floor == express.Roof {
			fill = kit.ColRoof
		}
	}
	where := fmt.Sprintf("%d:%s", pos.Wagon, pos.Floor)
	switch pos.Area {
	case express.AreaCar:
		fill, where = kit.WithAlpha(kit.ColCar, 0x90), "car"
	case express.AreaStage:
		fill, where = kit.WithAlpha(colCoach, 0xc0), "stage:"+pos.Floor.String()
		if pos.Floor == express.Roof {
			fill = kit.ColRoof
		}
	}
	bg := widgets.NewTile(fill)
	bg.Radius = k.u(6)
	bg.Min = k.sz(40, 40)
	bg.Name = "place:" + where
	if o.lit[pos] {
		bg.Stroke, bg.StrokeWidth = kit.ColHighlight, k.u(3)
	}
	var tap *widgets.Tile
	if fn, ok := o.targets[pos]; ok {
		bg.Stroke, bg.StrokeWidth = kit.ColHighlight, k.u(4)
		bg.Fill = kit.WithAlpha(kit.ColHighlight, 0x55)
		// a transparent tile on top takes the tap wherever it lands
		tap = widgets.NewTile(nil)
		tap.OnTapped = k.act(fn)
		tap.Name = "target:" + where
	}
	var chips []fyne.CanvasObject
	marks := map[fyne.CanvasObject][2]string{}
	for _, s := range byPos[pos] {
		c := pv.Bandits[s].Character
		t := k.charTile(c, 15)
		t.Min = fyne.Size{}
		marks[t] = [2]string{t.Lines[0], banditMark(c, t.Lines[0])} // a crowded place: "C" in Cheyenne's colour
		if fn, ok := o.banditTaps[s]; ok {
			t.Stroke, t.StrokeWidth = kit.ColHighlight, k.u(4)
			t.OnTapped = k.act(fn)
			t.Name = "target-bandit:" + c.String()
		}
		chips = append(chips, t)
	}
	if marshal {
		m := k.tile(kit.ColMarshal, kit.ColInk, 15, kit.Tr(k.lang(), "train.marshal"))
		m.Bold = true
		m.Name = "marshal"
		m.OnTapped = k.act(func() { k.showHelp(helpTopic{kind: helpMarshal}) })
		marks[m] = [2]string{m.Lines[0], string([]rune(m.Lines[0])[:1])}
		chips = append(chips, m)
	}
	if shotgunHere(pv, pos) {
		g := k.shotgunChip()
		if t, ok := g.(*widgets.Tile); ok {
			marks[t] = [2]string{t.Lines[0], string([]rune(t.Lines[0])[:1])}
		}
		chips = append(chips, g)
	}

	var loot []fyne.CanvasObject
	if n := len(sv.Purses); n > 0 {
		loot = append(loot, k.lootChip(express.Purse, n))
	}
	if sv.Jewels > 0 {
		loot = append(loot, k.lootChip(express.Jewel, sv.Jewels))
	}
	if sv.Strongboxes > 0 {
		loot = append(loot, k.lootChip(express.Strongbox, sv.Strongboxes))
	}
	loot = append(loot, k.flaskChips(sv.Flasks)...)
	var lootRow fyne.CanvasObject = container.New(&lootLayout{h: k.u(22), gap: k.u(3)}, loot...)
	if pos == stageIn && len(pv.Hostages) > 0 { // the hostages ride inside the stagecoach (§11): in the loot's row when it is free
		if len(loot) == 0 {
			lootRow = k.hostagesChip(len(pv.Hostages))
		} else {
			chips = append(chips, k.hostagesChip(len(pv.Hostages)))
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
func (k trainArt) lootChip(kind express.LootKind, n int) fyne.CanvasObject {
	bg := canvas.NewRectangle(kit.WithAlpha(kit.ColBrassDark, 0xb0))
	bg.CornerRadius = k.u(5)
	num := k.text(fmt.Sprint(n), 15, kit.ColText, true)
	icon := widgets.Fixed(k.sz(17, 17), k.lootIcon(kind))
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
		if m, ok := l.marks[o]; ok && fyne.MeasureText(m[0], l.text, fyne.TextStyle{Bold: true}).Width+2*theme.Padding() > w {
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
