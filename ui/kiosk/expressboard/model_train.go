package expressboard

import (
	"fmt"
	"strings"

	"colt/engine/express"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
)

// The train as values (docs/design.md, "The screen model"): trainModel
// turns a public view and what the screen lights or offers on the train
// (trainOpts) into a screen.Train with no Fyne type; trainArt.drawTrain
// (train.go) draws only that value.

// trainModel is the train of pv, lit and tappable as o says.
func (k trainArt) trainModel(pv *express.PublicView, o trainOpts) screen.Train {
	m := screen.Train{Types: o.showTypes}
	byPos := map[express.Position][]express.Seat{}
	for _, b := range pv.Bandits {
		byPos[b.Position] = append(byPos[b.Position], b.Seat)
	}
	if pv.Car != nil { // the Time-Travel Car stands in front of the locomotive (§12)
		car := screen.Car{Kind: screen.TimeCar, Wagon: -1, Horses: k.horsesModel(pv, -1),
			Title: kitscreen.Choice{Name: "car", Label: kit.Tr(k.lang(), "car.train"), Do: func() { k.showHelp(helpTopic{kind: helpCar}) }}}
		car.Places = []screen.Place{k.placeModel(pv, carPos, *pv.Car, false, byPos, o)}
		m.Cars = append(m.Cars, car)
	}
	for _, wv := range pv.Train {
		m.Cars = append(m.Cars, k.wagonModel(pv, wv, byPos, o))
		if sc := pv.Stagecoach; sc != nil && sc.Facing == wv.Index { // the stagecoach beside the wagon it faces (§11)
			coach := screen.Car{Kind: screen.Stagecoach, Wagon: -1,
				Title: kitscreen.Choice{Name: "stagecoach", Label: kit.Tr(k.lang(), "horses.coach"), Do: func() { k.showHelp(helpTopic{kind: helpStagecoach}) }}}
			coach.Places = []screen.Place{k.placeModel(pv, stageRoof, sc.Roof, false, byPos, o), k.placeModel(pv, stageIn, sc.Inside, false, byPos, o)}
			m.Cars = append(m.Cars, coach)
		}
	}
	return m
}

// wagonModel is wagon wv: its name as the narration says it (the last
// wagon is the caboose in the header too, i18n.WagonTitle, issue 34), in
// the set-up with its type; the horses facing it and its two floors.
func (k trainArt) wagonModel(pv *express.PublicView, wv express.WagonView, byPos map[express.Position][]express.Seat, o trainOpts) screen.Car {
	lang := k.w().lang
	c := screen.Car{Kind: screen.Wagon, Wagon: wv.Index, Horses: k.horsesModel(pv, wv.Index)}
	if wv.Index == 0 {
		c.Kind = screen.Locomotive
	}
	title := i18n.WagonTitle(lang, wv.Index, len(pv.Train))
	if wv.Index > 0 && o.showTypes {
		title = fmt.Sprintf("%s · %s", title, wv.Type)
	}
	c.Title = kitscreen.Choice{Name: fmt.Sprintf("wagon-title:%d", wv.Index), Label: title}
	if c.Horses.Name != "" && strings.Contains(title, " ") && !o.showTypes {
		// a long name ("Wagon de queue") and "2 chevaux" do not both fit
		// a narrow header at a readable size: the wagon's number there
		// (a known gap of issue 34: the header's name beside horses)
		c.Short = i18n.WagonTitle(lang, wv.Index, 0)
	}
	c.Places = []screen.Place{
		k.placeModel(pv, express.Position{Wagon: int8(wv.Index), Floor: express.Roof}, wv.Roof, false, byPos, o),
		k.placeModel(pv, express.Position{Wagon: int8(wv.Index), Floor: express.Inside}, wv.Inside, wv.Marshal, byPos, o),
	}
	return c
}

// horsesModel is the horses facing wagon w (-1: the Time-Travel Car, one
// step beyond the locomotive, §12), counted in words (Name "" when none).
func (k trainArt) horsesModel(pv *express.PublicView, w int) kitscreen.Choice {
	n := pv.CarHorses
	if w >= 0 && w < len(pv.Horses) {
		n = pv.Horses[w]
	} else if w >= 0 {
		n = 0
	}
	if pv.Stagecoach == nil || n == 0 {
		return kitscreen.Choice{}
	}
	return kitscreen.Choice{Name: fmt.Sprintf("horses:%d", w), Label: i18n.N(k.w().lang, "table.horses.count", n, nil),
		Do: func() { k.showHelp(helpTopic{kind: helpCard, card: express.Ride}) }}
}

// placeName is the name a place's tile goes by ("0:roof", "car",
// "stage:inside").
func placeName(pos express.Position) string {
	switch pos.Area {
	case express.AreaCar:
		return "car"
	case express.AreaStage:
		return "stage:" + pos.Floor.String()
	}
	return fmt.Sprintf("%d:%s", pos.Wagon, pos.Floor)
}

// placeModel is one place of the train: its bandits (byPos, from each
// bandit's position), the Marshal when marshal, the Shotgun, its loot (sv)
// and, inside the stagecoach, the hostages still there.
func (k trainArt) placeModel(pv *express.PublicView, pos express.Position, sv express.SpotView, marshal bool, byPos map[express.Position][]express.Seat, o trainOpts) screen.Place {
	g, l := k.w(), k.lang()
	where := placeName(pos)
	p := screen.Place{Name: "place:" + where, Floor: pos.Floor, Lit: o.lit[pos]}
	if fn, ok := o.targets[pos]; ok {
		p.Target = kitscreen.Choice{Name: "target:" + where, Do: fn}
	}
	for _, s := range byPos[pos] {
		c := pv.Bandits[s].Character
		name := g.character(c)
		b := screen.Pawn{Seat: s, Character: c, Look: kitscreen.Look{Name: name, Colours: kitscreen.Colours{Fill: charFill(c), Ink: charInk(c)}},
			Mark: banditMark(c, name), // a crowded place: "C" in Cheyenne's colour
			Tile: kitscreen.Choice{Name: "bandit:" + c.String(), Label: name, Do: func() { k.showHelp(helpTopic{kind: helpCharacter, character: c}) }}}
		p.Bandits = append(p.Bandits, b)
	}
	if marshal {
		p.Marshal = tokenModel("marshal", kit.Tr(l, "train.marshal"), func() { k.showHelp(helpTopic{kind: helpMarshal}) })
	}
	if shotgunHere(pv, pos) {
		p.Shotgun = tokenModel("shotgun", i18n.T(g.lang, "table.horses.shotgun", nil), func() { k.showHelp(helpTopic{kind: helpStagecoach}) })
	}
	p.Loot = lootChips(sv)
	if pos == stageIn && len(pv.Hostages) > 0 { // the hostages ride inside the stagecoach (§11)
		n := len(pv.Hostages)
		p.Hostages = screen.Hostages{Count: n, Short: fmt.Sprint(n),
			Choice: kitscreen.Choice{Name: "hostages", Label: i18n.N(g.lang, "kiosk.horses.hostagesLeft", n, nil), Do: func() { k.showHelp(helpTopic{kind: helpStagecoach}) }}}
	}
	return p
}

// tokenModel is the Marshal's or the Shotgun's pawn, marked by its initial.
func tokenModel(name, label string, help func()) screen.Token {
	r := []rune(label)
	return screen.Token{Choice: kitscreen.Choice{Name: name, Label: label, Do: help}, Mark: string(r[:min(1, len(r))])}
}

// lootChips is the loot lying at a place, a chip per kind: the purses
// (face down: their number only, R1), jewels, strongboxes, then the whisky
// flasks, full (face down) and half-empty ones apart.
func lootChips(sv express.SpotView) []screen.LootChip {
	var out []screen.LootChip
	add := func(kind express.LootKind, half bool, n int) {
		if n > 0 {
			out = append(out, screen.LootChip{Kind: kind, Half: half, Count: n, Text: fmt.Sprint(n)})
		}
	}
	add(express.Purse, false, len(sv.Purses))
	add(express.Jewel, false, sv.Jewels)
	add(express.Strongbox, false, sv.Strongboxes)
	full, half := 0, 0
	for _, f := range sv.Flasks {
		if f.Half {
			half++
		} else {
			full++
		}
	}
	add(express.Whisky, false, full)
	add(express.Whisky, true, half)
	return out
}
