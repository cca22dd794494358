package kiosk

import (
	"fmt"

	"colt/engine"
	"colt/engine/cards"
)

// englishWords is the kiosk's own English for the game words, used where
// ui/i18n has no text (an empty string or its message id back).
type englishWords struct{}

var cardEN = map[engine.ActionKind]string{
	engine.Move: "Move", engine.FloorChange: "Floor change", engine.Shoot: "Shoot", engine.Rob: "Rob",
	engine.Punch: "Punch", engine.MarshalCard: "Marshal", engine.Bullet: "Bullet", engine.HiddenCard: "Face-down card",
}

var eventEN = map[cards.Event]string{
	cards.NoEvent: "No event", cards.AngryMarshal: "Angry Marshal", cards.SwivelArm: "Swivel Arm", cards.Braking: "Braking",
	cards.TakeItAll: "Take It All!", cards.PassengersRebellion: "Passengers' Rebellion", cards.MarshalsRevenge: "Marshal's Revenge",
	cards.Pickpocketing: "Pickpocketing", cards.HostageTaking: "Hostage-Taking of the Conductor",
}

var roundCardEN = map[string]string{
	"angry-marshal": "Angry Marshal", "swivel-arm": "Swivel Arm", "braking": "Braking", "take-it-all": "Take It All!",
	"passengers-rebellion": "Passengers' Rebellion", "tunnel": "Tunnel", "bridge": "Bridge",
	"marshals-revenge": "Marshal's Revenge", "pickpocketing": "Pickpocketing", "hostage-taking": "Hostage-Taking of the Conductor",
}

var turnEN = map[cards.TurnKind]string{cards.Normal: "Normal", cards.Tunnel: "Tunnel", cards.SpeedUp: "Speed-up", cards.Switch: "Switch"}

var cardRuleEN = map[engine.ActionKind]string{
	engine.Move:        "Move: inside, go exactly one wagon forward or back. On the roof, go 1, 2 or 3 wagons, your choice. You must move; nobody leaves the train.",
	engine.FloorChange: "Floor change: climb from inside to the roof of the same wagon, or down from the roof to inside.",
	engine.Shoot:       "Shoot: give one of your bullets to a bandit in your line of fire. Inside: a bandit inside the wagon in front or behind. On the roof: every bandit on the nearest occupied roof in each direction. Never someone at your own place. No target or no bullets: no effect.",
	engine.Rob:         "Rob: take one loot token of your choice from your place (inside and roof are separate places).",
	engine.Punch:       "Punch: choose a bandit at your place. They drop one loot token of your choice, then you push them one wagon along the same floor.",
	engine.MarshalCard: "Marshal: move the Marshal one wagon, inside. Any bandit inside his wagon flees to the roof and takes a neutral bullet.",
	engine.Bullet:      "Bullet card: it clogs your hand and can never be played.",
}

var eventRuleEN = map[cards.Event]string{
	cards.NoEvent:             "This round card has no end-of-round event.",
	cards.AngryMarshal:        "Angry Marshal: every bandit on the roof of the Marshal's wagon takes a neutral bullet; then the Marshal moves one wagon toward the caboose.",
	cards.SwivelArm:           "Swivel Arm: every bandit on a roof is swept to the caboose roof.",
	cards.Braking:             "Braking: every bandit on a roof moves one wagon forward (the locomotive roof stays put).",
	cards.TakeItAll:           "Take It All!: the second strongbox is put inside the Marshal's wagon.",
	cards.PassengersRebellion: "Passengers' Rebellion: every bandit inside the train takes a neutral bullet.",
	cards.MarshalsRevenge:     "Marshal's Revenge: every bandit on the roof of the Marshal's wagon loses their lowest purse.",
	cards.Pickpocketing:       "Pickpocketing: a bandit alone at their place may take one purse from there.",
	cards.HostageTaking:       "Hostage-Taking of the Conductor: every bandit in or on the locomotive gains $250.",
}

var characterRuleEN = map[engine.Character]string{
	engine.Ghost:    "Ghost: in the first turn of each round he may play his card face down.",
	engine.Tuco:     "Tuco: may also shoot through the roof at a bandit on the other floor of his own wagon.",
	engine.Cheyenne: "Cheyenne: when she punches and chooses a purse, she may keep it instead of letting it drop.",
	engine.Doc:      "Doc: draws 7 cards instead of 6 at the start of each round.",
	engine.Belle:    "Belle: cannot be the target of a Shoot or Punch if another bandit could be chosen.",
	engine.Django:   "Django: a bandit he shoots is pushed one wagon in the direction of the shot.",
}

func (englishWords) character(c engine.Character) string { return c.String() }
func (englishWords) card(k engine.ActionKind) string     { return cardEN[k] }
func (englishWords) event(e cards.Event) string          { return eventEN[e] }
func (englishWords) turnKind(t cards.TurnKind) string    { return turnEN[t] }
func (englishWords) cardRule(k engine.ActionKind) string { return cardRuleEN[k] }
func (englishWords) eventRule(e cards.Event) string      { return eventRuleEN[e] }
func (englishWords) characterRule(c engine.Character) string {
	return characterRuleEN[c]
}

func (englishWords) roundCard(id string) string {
	if n, ok := roundCardEN[id]; ok {
		return n
	}
	return id
}

func (englishWords) lootKind(k engine.LootKind) string { return k.String() }

func (englishWords) position(p engine.Position) string {
	w := fmt.Sprintf("wagon %d", p.Wagon)
	if p.Wagon == 0 {
		w = "the locomotive"
	}
	if p.Floor == engine.Roof {
		return "the roof of " + w
	}
	return "inside " + w
}

func seatName(pv *engine.PublicView, s engine.Seat) string {
	if pv == nil || s < 0 || int(s) >= len(pv.Bandits) {
		return s.String()
	}
	return pv.Bandits[s].Character.String()
}

func (w englishWords) command(c engine.Command, pv *engine.PublicView) string {
	switch c.Kind {
	case engine.CmdPlay:
		if c.FaceDown {
			return "Play " + w.card(c.Card) + " face down"
		}
		return "Play " + w.card(c.Card)
	case engine.CmdDraw:
		return "Draw 3 cards"
	case engine.CmdMove:
		return "Go to " + wagonName(c.Wagon)
	case engine.CmdShoot:
		return "Shoot " + seatName(pv, c.Target)
	case engine.CmdRob, engine.CmdPickpocket:
		return "Take a " + c.Token.Kind().String()
	case engine.CmdPunch:
		return "Punch " + seatName(pv, c.Target)
	case engine.CmdPunchLoot:
		return "Drop a " + c.Token.Kind().String()
	case engine.CmdKeepPurse:
		if c.Keep {
			return "Keep the purse"
		}
		return "Let it drop"
	case engine.CmdPush:
		return "Push to " + wagonName(c.Wagon)
	case engine.CmdMarshal:
		return "Marshal to " + wagonName(c.Wagon)
	case engine.CmdDecline:
		return "Take nothing"
	}
	return c.Kind.String()
}

func wagonName(w int8) string {
	if w == 0 {
		return "the locomotive"
	}
	return fmt.Sprintf("wagon %d", w)
}

func (w englishWords) cause(c engine.Cause, pv *engine.PublicView) string {
	switch c.By {
	case engine.ByCard:
		return seatName(pv, c.Seat) + "'s " + w.card(c.Card)
	case engine.ByMarshal:
		return "fleeing the Marshal"
	case engine.ByDjango:
		return "pushed by Django's shot"
	case engine.ByPunch:
		return "punched by " + seatName(pv, c.Seat)
	case engine.ByEvent:
		return w.event(c.Event)
	}
	return ""
}

func (w englishWords) describe(e engine.Event, pv *engine.PublicView) (string, string) {
	name := func(s engine.Seat) string { return seatName(pv, s) }
	why := w.cause(e.Cause, pv)
	switch e.Kind {
	case engine.EvBanditMoved:
		return fmt.Sprintf("Move %s from %s to %s", name(e.Seat), w.position(e.From), w.position(e.To)), why
	case engine.EvMarshalMoved:
		return fmt.Sprintf("Move the Marshal from %s to %s", w.position(e.From), w.position(e.To)), why
	case engine.EvBulletGiven:
		if e.Seat == engine.NoSeat {
			return fmt.Sprintf("Give %s a neutral bullet", name(e.Target)), why
		}
		return fmt.Sprintf("Give %s one of %s's bullets", name(e.Target), name(e.Seat)), why
	case engine.EvNeutralStockGone:
		return fmt.Sprintf("Too few neutral bullets: put the last %d back in the box", e.Count), why
	case engine.EvLootTaken:
		return fmt.Sprintf("%s takes a %s from %s", name(e.Seat), e.Loot, w.position(e.From)), why
	case engine.EvLootDropped:
		return fmt.Sprintf("%s drops a %s %s", name(e.Seat), e.Loot, w.position(e.To)), why
	case engine.EvLootLost:
		return fmt.Sprintf("%s loses their lowest purse (out of the game)", name(e.Seat)), why
	case engine.EvLootPlaced:
		return fmt.Sprintf("Put the second strongbox %s", w.position(e.To)), why
	case engine.EvRansom:
		return fmt.Sprintf("%s gains a $%d ransom", name(e.Seat), e.Value), why
	case engine.EvNoEffect:
		return fmt.Sprintf("%s's %s has no effect: %s", name(e.Seat), w.card(e.Card), e.Reason), ""
	case engine.EvPassed:
		return fmt.Sprintf("%s has no card left and passes", name(e.Seat)), ""
	case engine.EvCardRevealed:
		return fmt.Sprintf("%s's %s", name(e.Seat), w.card(e.Card)), ""
	case engine.EvCardPlayed:
		return fmt.Sprintf("%s plays %s", name(e.Seat), w.card(e.Card)), ""
	case engine.EvCardsDrawn:
		return fmt.Sprintf("%s draws %d cards", name(e.Seat), e.Count), ""
	case engine.EvRoundEvent:
		return w.event(e.RoundEvent), ""
	}
	return "", ""
}
