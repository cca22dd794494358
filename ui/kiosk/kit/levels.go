package kit

import (
	"colt/engine/table"
)

// botLevels are the bot seat modes, weakest first, with the kiosk string
// naming each level.
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

// DefaultBotMode is the level a seat gets when its Bot button is tapped
// first, on every screen (both games' set-up forms and the operator menu):
// Normal.
const DefaultBotMode = table.Bot

// BotLines is the words of a seat's Bot button in lang: "Bot", and under
// it the level when the seat is a bot. The level lives in the seat's own
// button — one more tap steps to the next (NextBotMode) — so choosing a
// bot shows no new row and moves nothing the next tap aims at (issue 34).
func BotLines(lang string, current table.SeatMode) []string {
	lines := []string{Tr(lang, "mode.bot")}
	if current.IsBot() {
		lines = append(lines, Tr(lang, LevelName(current)))
	}
	return lines
}

// TapBot is the seat mode after a tap on a seat's Bot button: the default
// level for a seat that is not a bot, the next level for one that is.
func TapBot(current table.SeatMode) table.SeatMode {
	if current.IsBot() {
		return NextBotMode(current)
	}
	return DefaultBotMode
}
