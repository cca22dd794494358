package expressboard

import (
	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// The rules help: a tap on a card, an event, a turn, a bandit, the phase,
// the Marshal, the Car or the stagecoach opens its rule over the screen
// (kit.Nav.ShowHelp), worded whenever it is drawn.

// helpKind is the kind of thing a rules-help tap asked about.
type helpKind int

const (
	helpCard helpKind = iota
	helpEvent
	helpCharacter
	helpTurn
	helpPhase
	helpMarshal
	helpCar        // the Time-Travel Car (§12)
	helpStagecoach // Horses & Stagecoach (§11): the stagecoach, the Shotgun, the hostages
)

// charTile is a bandit's coloured name tile; tapping shows its power.
func (k shellKit) charTile(c express.Character, size float32, extra ...string) *widgets.Tile {
	return k.banditTile(characterTileModel(k, express.NoSeat, c), size, extra...)
}

// banditTile draws a bandit's name tile (m, banditTileModel) in its
// colours, extra lines under its name; tapping explains its power.
func (k shellKit) banditTile(m screen.BanditTile, size float32, extra ...string) *widgets.Tile {
	t := k.tile(m.Fill, m.Ink, size, append([]string{m.Label}, extra...)...)
	t.Bold = true
	t.Stroke, t.StrokeWidth = kit.ColTextDim, k.u(1)
	t.Name = m.Name
	t.OnTapped = k.act(m.Do)
	return t
}

// helpTopic is what a rules-help tap asked about.
type helpTopic struct {
	kind      helpKind
	card      express.ActionKind
	event     cards.Event
	character express.Character
	turn      cards.TurnKind
	phase     express.Phase
}

// showHelp opens the rules help on topic, worded in the language on
// screen whenever it is drawn.
func (k shellKit) showHelp(topic helpTopic) {
	k.h.Nav().ShowHelp(func() (string, string) { return k.helpContent(topic) })
}

// helpContent returns the title and rule text of a topic in the current language.
func (k shellKit) helpContent(h helpTopic) (string, string) {
	g := k.w()
	switch h.kind {
	case helpCard:
		return g.card(h.card), g.cardRule(h.card)
	case helpEvent:
		if h.event == cards.NoEvent {
			return g.event(h.event), g.t("table.noEvent", nil)
		}
		return g.event(h.event), g.eventRule(h.event)
	case helpCharacter:
		return g.character(h.character), g.characterRule(h.character)
	case helpTurn:
		return g.turnKind(h.turn), g.turnRule(h.turn)
	case helpPhase:
		return i18n.PhaseName(g.lang, h.phase), i18n.PhaseHelp(g.lang, h.phase)
	case helpMarshal:
		return g.t("help.marshalTitle", nil), g.t("help.rule.marshal", nil)
	case helpCar:
		return kit.Tr(k.lang(), "car.name"), g.t("help.car.rule", nil)
	case helpStagecoach:
		return k.stagecoachHelp()
	}
	return "", ""
}
