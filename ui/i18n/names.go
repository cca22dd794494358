package i18n

import (
	"strings"
	"unicode"

	"colt/engine/express"
	"colt/engine/express/cards"
)

var characterKeys = [...]string{
	express.Ghost: "ghost", express.Tuco: "tuco", express.Cheyenne: "cheyenne",
	express.Doc: "doc", express.Belle: "belle", express.Django: "django",
}

var cardKeys = [...]string{
	express.Move: "move", express.FloorChange: "floorChange", express.Shoot: "shoot",
	express.Rob: "rob", express.Punch: "punch", express.MarshalCard: "marshal", express.Bullet: "bullet",
}

var turnKeys = [...]string{
	cards.Normal: "normal", cards.Tunnel: "tunnel", cards.SpeedUp: "speedUp", cards.Switch: "switch",
}

var lootKeys = [...]string{express.Purse: "purse", express.Jewel: "jewel", express.Strongbox: "strongbox"}

var phaseKeys = [...]string{
	express.Schemin: "schemin", express.Stealin: "stealin", express.EventChoice: "eventChoice", express.GameOver: "gameOver",
}

// key returns keys[i], or "" when i is out of range.
func key[I ~uint8](keys []string, i I) string {
	if int(i) < len(keys) {
		return keys[i]
	}
	return ""
}

// camel turns a data-file id ("angry-marshal") into a message key ("angryMarshal").
func camel(id string) string {
	parts := strings.FieldsFunc(id, func(r rune) bool { return r == '-' || r == '_' || unicode.IsSpace(r) })
	for i := 1; i < len(parts); i++ {
		r := []rune(parts[i])
		r[0] = unicode.ToUpper(r[0])
		parts[i] = string(r)
	}
	return strings.Join(parts, "")
}

// CharacterName returns the character's name ("Ghost"); the names are the
// same in every rulebook.
func CharacterName(lang Lang, c express.Character) string {
	if k := key(characterKeys[:], c); k != "" {
		return T(lang, "character."+k, nil)
	}
	return c.String()
}

// CharacterColor returns the colour of the character's pawn and cards ("white").
func CharacterColor(lang Lang, c express.Character) string {
	if k := key(characterKeys[:], c); k != "" {
		return T(lang, "color."+k, nil)
	}
	return ""
}

// CardName returns an action card's printed name ("Floor Change",
// "Changement d'étage"), "Bullet" for a bullet card, and "a face-down card"
// for express.HiddenCard.
func CardName(lang Lang, k express.ActionKind) string {
	if k == express.HiddenCard {
		return T(lang, "card.hidden", nil)
	}
	if s := key(cardKeys[:], k); s != "" {
		return T(lang, "card."+s, nil)
	}
	if k == express.Ride { // Horses & Stagecoach (§11)
		return T(lang, "card.horses.ride", nil)
	}
	return k.String()
}

// TurnKindName returns the name of a turn kind ("Speed-Up", "Accélération").
func TurnKindName(lang Lang, t cards.TurnKind) string {
	if k := key(turnKeys[:], t); k != "" {
		return T(lang, "turn."+k, nil)
	}
	if t == cards.Turmoil { // Horses & Stagecoach (§11)
		return T(lang, "turn.horses.turmoil", nil)
	}
	return t.String()
}

// EventName returns the printed name of an end-of-round event ("Take It
// All!", "Prenez tout !"); cards.NoEvent gives "No event".
func EventName(lang Lang, e cards.Event) string {
	if e == cards.NoEvent {
		return T(lang, "event.none", nil)
	}
	if id := horsesID("event.", camel(e.ID())); id != "" {
		return T(lang, id, nil)
	}
	return e.String()
}

// RoundCardName returns the name of a round card of the catalog by its id
// ("braking" → "Braking"): a card with an event is named after it; the
// event-less "tunnel" and "bridge" have their own names; an id the package
// does not know (an operator's own card) is returned as is.
func RoundCardName(lang Lang, id string) string {
	if k := horsesID("roundCard.", camel(id)); k != "" {
		return T(lang, k, nil)
	}
	if e, err := cards.ParseEvent(id); err == nil && e != cards.NoEvent {
		return EventName(lang, e)
	}
	return id
}

// LootName returns the name of a loot kind ("Purse", "Bourse", "Sacchetto").
func LootName(lang Lang, k express.LootKind) string {
	if s := key(lootKeys[:], k); s != "" {
		return T(lang, "loot."+s, nil)
	}
	if k == express.Whisky { // Horses & Stagecoach (§11)
		return T(lang, "loot.horses.whisky", nil)
	}
	return k.String()
}

// PhaseName returns the name of a phase ("Schemin'", "Le Plan", "Planfase").
func PhaseName(lang Lang, p express.Phase) string {
	if s := key(phaseKeys[:], p); s != "" {
		return T(lang, "phase."+s, nil)
	}
	return p.String()
}

// Money formats an amount of dollars as the rulebook does ("$300", "300 $", "$ 300").
func Money(lang Lang, amount int) string {
	return T(lang, "money.amount", map[string]any{"Amount": amount})
}

// PurseNumber is the number a purse token is shown with: its LootID + 1.
func PurseNumber(id express.LootID) int { return int(id) + 1 }

// TokenText names one loot token in a sentence: "purse #5", or "purse #5
// ($300)" when value is not 0, "a jewel", "a strongbox". Pass a purse value
// only to someone allowed to know it (R1).
func TokenText(lang Lang, id express.LootID, value int) string {
	return tokenText(lang, id, id.Kind(), value)
}

// tokenText names token id of kind k (the game's own loot table: with
// Horses & Stagecoach, a third strongbox and the whisky flasks).
func tokenText(lang Lang, id express.LootID, k express.LootKind, value int) string {
	switch k {
	case express.Whisky:
		return T(lang, "tok.horses.flask", nil)
	case express.Jewel:
		return T(lang, "tok.jewel", nil)
	case express.Strongbox:
		return T(lang, "tok.strongbox", nil)
	}
	if value != 0 {
		return T(lang, "tok.purseValue", map[string]any{"N": PurseNumber(id), "Value": Money(lang, value)})
	}
	return T(lang, "tok.purse", map[string]any{"N": PurseNumber(id)})
}

// The forms of a place in a sentence.
const (
	formBare = "bare" // on its own: "the roof of wagon 3"
	formFrom = "from" // start of a move: "from the roof of wagon 3"
	formTo   = "to"   // end of a move: "to the roof of wagon 3"
	formAt   = "at"   // where something lies: "on the roof of wagon 3"
)

// wagonKey returns the message key of a wagon and its number: the
// locomotive is wagon 0 and the caboose is wagon trainLen-1 (trainLen is
// len(PublicView.Train), the locomotive included; 0 if unknown).
func wagonKey(wagon, trainLen int) (string, int) {
	switch {
	case wagon == 0:
		return "loco", 0
	case trainLen > 1 && wagon == trainLen-1:
		return "caboose", wagon
	}
	return "n", wagon
}

func positionForm(lang Lang, form string, p express.Position, trainLen int) string {
	switch p.Area { // places beside the train (§11, §12)
	case express.AreaCar:
		return T(lang, "pos.car."+form, nil)
	case express.AreaHidden:
		return T(lang, "pos.hidden."+form, nil)
	case express.AreaEscaped:
		return T(lang, "pos.escaped."+form, nil)
	case express.AreaStage:
		if p.Floor == express.Roof {
			return T(lang, "pos.stageRoof."+form, nil)
		}
		return T(lang, "pos.stageIn."+form, nil)
	}
	k, n := wagonKey(int(p.Wagon), trainLen)
	floor := "in"
	if p.Floor == express.Roof {
		floor = "roof"
	}
	switch k {
	case "loco":
		k = "Loco"
	case "caboose":
		k = "Caboose"
	default:
		k = "Wagon"
	}
	return T(lang, "pos."+form+"."+floor+k, map[string]any{"N": n})
}

func wagonForm(lang Lang, form string, wagon, trainLen int) string {
	k, n := wagonKey(wagon, trainLen)
	return T(lang, "wagon."+form+"."+k, map[string]any{"N": n})
}

// PositionText names a position on its own: "the roof of wagon 3", "inside
// the locomotive", "the roof of the caboose", "the Time-Travel Car",
// "hidden by the Time-Travel Car". Wagons are numbered from the
// locomotive (0); trainLen is len(PublicView.Train), the locomotive
// included, so the last wagon is called the caboose (0: never).
func PositionText(lang Lang, p express.Position, trainLen int) string {
	return positionForm(lang, formBare, p, trainLen)
}

// PositionAt names where something lies: "on the roof of wagon 3", "inside wagon 2".
func PositionAt(lang Lang, p express.Position, trainLen int) string {
	return positionForm(lang, formAt, p, trainLen)
}

// WagonText names a wagon: "wagon 3", "the locomotive", "the caboose"
// (trainLen as for PositionText).
func WagonText(lang Lang, wagon, trainLen int) string {
	return wagonForm(lang, formBare, wagon, trainLen)
}

// JoinNames joins names as a list: "Tuco", "Tuco and Belle", "Tuco, Belle and Doc".
func JoinNames(lang Lang, names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	head := strings.Join(names[:len(names)-1], T(lang, "list.sep", nil))
	return T(lang, "list.pair", map[string]any{"A": head, "B": names[len(names)-1]})
}

// SeatName names a seat by its character in pv ("Django"); without a view
// it says "Seat 3", and express.NoSeat is "a bandit".
func SeatName(lang Lang, pv *express.PublicView, seat express.Seat) string {
	if seat == express.NoSeat {
		return T(lang, "seat.aBandit", nil)
	}
	if pv != nil && seat >= 0 && int(seat) < len(pv.Bandits) {
		return CharacterName(lang, pv.Bandits[seat].Character)
	}
	return T(lang, "seat.n", map[string]any{"N": int(seat) + 1})
}

// PlayerName names a player (a seat) from pv: its bandit's character, or
// both ("Tuco & Cheyenne") for a player with two bandits. Use SeatName for
// a bandit (a shot's target, an event's bandit).
func PlayerName(lang Lang, pv *express.PublicView, seat express.Seat) string {
	if pv != nil && seat >= 0 && int(seat) < len(pv.Seats) {
		if bs := pv.Seats[seat].Bandits; len(bs) == 2 {
			return T(lang, "seat.and", map[string]any{"A": SeatName(lang, pv, bs[0]), "B": SeatName(lang, pv, bs[1])})
		} else if len(bs) == 1 {
			return SeatName(lang, pv, bs[0])
		}
	}
	return SeatName(lang, pv, seat)
}

// CardHelp returns the rule text of an action card (2–3 sentences).
func CardHelp(lang Lang, k express.ActionKind) string {
	if s := key(cardKeys[:], k); s != "" && k != express.Bullet {
		return T(lang, "help.card."+s, nil)
	}
	if k == express.Ride {
		return T(lang, "help.card.horses.ride", nil)
	}
	return T(lang, "hand.bulletCard", nil)
}

// CharacterHelp returns the rule text of a character's power.
func CharacterHelp(lang Lang, c express.Character) string {
	if k := key(characterKeys[:], c); k != "" {
		return T(lang, "help.character."+k, nil)
	}
	return ""
}

// EventHelp returns the rule text of an end-of-round event ("" for NoEvent).
func EventHelp(lang Lang, e cards.Event) string {
	if id := horsesID("help.event.", camel(e.ID())); e != cards.NoEvent && id != "" {
		return T(lang, id, nil)
	}
	return ""
}

// TurnKindHelp returns the rule text of a turn kind.
func TurnKindHelp(lang Lang, t cards.TurnKind) string {
	if k := key(turnKeys[:], t); k != "" {
		return T(lang, "help.turn."+k, nil)
	}
	if t == cards.Turmoil {
		return T(lang, "help.turn.horses.turmoil", nil)
	}
	return ""
}

// PhaseHelp returns the rule text of Schemin' or Stealin' ("" for other phases).
func PhaseHelp(lang Lang, p express.Phase) string {
	switch p {
	case express.Schemin:
		return T(lang, "help.phase.schemin", nil)
	case express.Stealin:
		return T(lang, "help.phase.stealin", nil)
	}
	return ""
}

// horsesID returns prefix+key if the message exists, else prefix+"horses."+key
// if that one does (the expansion's words live in their own tables), else "".
func horsesID(prefix, key string) string {
	if Has(En, prefix+key) {
		return prefix + key
	}
	if Has(En, prefix+"horses."+key) {
		return prefix + "horses." + key
	}
	return ""
}

var hostageKeys = [...]string{
	express.Zealot: "zealot", express.Minister: "minister", express.OldLady: "oldLady", express.Teacher: "teacher",
	express.Banker: "banker", express.Poodle: "poodle", express.Photographer: "photographer", express.PokerPlayer: "pokerPlayer",
}

// HostageName names a hostage of Horses & Stagecoach ("the Old Lady", "la Vieille dame").
func HostageName(lang Lang, h express.Hostage) string {
	if k := key(hostageKeys[:], h); k != "" {
		return T(lang, "hostage."+k, nil)
	}
	return h.String()
}

// HostageHelp says what a hostage does to its bandit and its ransom
// ("may no longer Punch; ransom $800.").
func HostageHelp(lang Lang, h express.Hostage) string {
	if k := key(hostageKeys[:], h); k != "" {
		return T(lang, "hostage.effect."+k, nil)
	}
	return ""
}
