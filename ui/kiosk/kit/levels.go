package kit

import (
	"fyne.io/fyne/v2"

	"colt/engine/table"
	"colt/ui/kiosk/internal/widgets"
)

// botLevels are the bot seat modes a seat's level row offers, weakest
// first, with the kiosk string naming each level.
var botLevels = []struct {
	mode table.SeatMode
	name string
}{
	{table.BotEasy, "level.easy"},
	{table.Bot, "level.normal"},
	{table.BotHard, "level.hard"},
}

// LevelName is the message id of a bot mode's level.
func LevelName(m table.SeatMode) string {
	for _, l := range botLevels {
		if l.mode == m {
			return l.name
		}
	}
	return "level.normal"
}

// LevelRow is the row under a bot seat's modes, in lang: caption lines and
// one large button per level, the seat's own highlighted; a tap calls set
// with that level's seat mode. Buttons are named prefix + the seat mode
// ("level:2:bot-hard").
func (k *Kit) LevelRow(lang string, caption []string, prefix string, current table.SeatMode, h float32, set func(table.SeatMode)) fyne.CanvasObject {
	c := k.Tile(nil, ColTextDim, 14, caption...)
	c.Min = k.Sz(60, h)
	row := []fyne.CanvasObject{c}
	for _, l := range botLevels {
		mode := l.mode
		kind := BtnQuiet
		if current == mode {
			kind = BtnSelected
		}
		b := k.Button(Tr(lang, l.name), kind, func() { set(mode) })
		b.Min = k.Sz(70, h)
		b.Name = prefix + string(mode)
		row = append(row, b)
	}
	return widgets.Cols([]float32{1, 1, 1, 1}, k.U(4), row...)
}
