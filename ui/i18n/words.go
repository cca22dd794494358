package i18n

import (
	"sort"
	"strings"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/super"
)

// The words model: what a sentence about the game says, as plain values,
// built once from the engine's events and rendered in any language. A
// Sentence is a message id and its slots; a Slot is a bandit, a player, a
// place in one grammatical form, a card, a token, a sum… never a worded
// string. Screens, phones, the terminal and speech render the same values;
// the truth test (truth_test.go) checks each slot against the event it
// came from.

// SlotKind is what a slot names.
type SlotKind uint8

// The slot kinds.
const (
	SlotBandit      SlotKind = iota + 1 // a bandit, by its character (Seat; Chars[0]); NoSeat: "a bandit"
	SlotPlayer                          // a player: its bandit, or both ("Ghost & Django") (Seat; Chars)
	SlotCard                            // an action card's name (Card)
	SlotPlace                           // a position in one form (Pos, Form, Train)
	SlotWagon                           // a wagon alone in one form (Wagon, Form, Train); Form "beside": beside it
	SlotToken                           // a loot token (Token, Loot, N: a purse value only its holder may see)
	SlotMoney                           // a sum (N)
	SlotNumber                          // a number (N)
	SlotRoundCard                       // a round card by catalogue id (ID)
	SlotEvent                           // an end-of-round event (Event)
	SlotHostage                         // a hostage's name (N); Capital: first letter upper case, Suffix after it
	SlotHostageHelp                     // a hostage's drawback and ransom (N)
	SlotSentence                        // a nested sentence (Sub)
	SlotList                            // slots joined as a list (List): "Tuco, Belle and Doc"
	SlotSuperBandit                     // a Colt Super Express bandit (Seat; N: its super.Character, -1 unknown)
	SlotSuperSpot                       // a Colt Super Express place (Wagon, N: super.Floor; Form "at" or "to"; Wagon -1: none)
	SlotSuperFacing                     // a Colt Super Express facing (N: super.Facing)
	SlotSuperCard                       // a Colt Super Express card (N: super.Card)
	SlotTurn                            // a round card's turn (Turn): "Speed-Up"
)

// Slot is one value a sentence names. Key is the placeholder it fills.
type Slot struct {
	Key   string
	Kind  SlotKind
	Seat  express.Seat
	Chars []express.Character
	Card  express.ActionKind
	Pos   express.Position
	Form  string
	Wagon int
	Train int
	Token express.LootID
	Loot  express.LootKind
	N     int
	ID    string
	Event cards.Event
	Turn  cards.TurnKind
	// Capital upper-cases the first letter; Suffix follows the text.
	Capital bool
	Suffix  string
	Sub     *Sentence
	List    []Slot
}

// Sentence is one message with its slots. Plural messages choose their
// form by Count. The zero Sentence says nothing.
type Sentence struct {
	ID     string
	Plural bool
	Count  int
	Slots  []Slot
}

// Empty reports whether the sentence says nothing.
func (s Sentence) Empty() bool { return s.ID == "" }

// Render words the sentence in lang.
func (s Sentence) Render(lang Lang) string {
	if s.ID == "" {
		return ""
	}
	l := New(lang)
	data := make(map[string]any, len(s.Slots))
	for _, sl := range s.Slots {
		data[sl.Key] = sl.Render(lang)
	}
	if s.Plural {
		return l.N(s.ID, s.Count, data)
	}
	return l.T(s.ID, data)
}

// Render words one slot in lang.
func (sl Slot) Render(lang Lang) string {
	var s string
	switch sl.Kind {
	case SlotBandit:
		s = banditText(lang, sl.Seat, sl.Chars)
	case SlotPlayer:
		if len(sl.Chars) == 2 {
			s = T(lang, "seat.and", map[string]any{"A": CharacterName(lang, sl.Chars[0]), "B": CharacterName(lang, sl.Chars[1])})
		} else {
			s = banditText(lang, sl.Seat, sl.Chars)
		}
	case SlotCard:
		s = CardName(lang, sl.Card)
	case SlotPlace:
		s = positionForm(lang, sl.Form, sl.Pos, sl.Train)
	case SlotWagon:
		if sl.Form == "beside" && sl.Pos.Area == express.AreaCar {
			s = T(lang, "wagon.beside.car", nil)
		} else {
			s = wagonForm(lang, sl.Form, sl.Wagon, sl.Train)
		}
	case SlotToken:
		s = tokenText(lang, sl.Token, sl.Loot, sl.N)
	case SlotMoney:
		s = Money(lang, sl.N)
	case SlotNumber:
		s = itoa(sl.N)
	case SlotRoundCard:
		s = RoundCardName(lang, sl.ID)
	case SlotEvent:
		s = EventName(lang, sl.Event)
	case SlotTurn:
		s = TurnKindName(lang, sl.Turn)
	case SlotHostage:
		s = HostageName(lang, express.Hostage(sl.N))
	case SlotHostageHelp:
		s = HostageHelp(lang, express.Hostage(sl.N))
	case SlotSentence:
		if sl.Sub != nil {
			s = sl.Sub.Render(lang)
		}
	case SlotSuperBandit:
		if sl.N >= 0 {
			s = SuperCharacterName(lang, super.Character(sl.N))
		} else {
			s = banditText(lang, sl.Seat, nil)
		}
	case SlotSuperSpot:
		if sl.Wagon >= 0 {
			s = SuperSpotText(lang, super.Spot{Wagon: int8(sl.Wagon), Floor: super.Floor(sl.N)}, sl.Form == formTo)
		}
	case SlotSuperFacing:
		s = SuperFacingText(lang, super.Facing(sl.N))
	case SlotSuperCard:
		s = SuperCardName(lang, super.Card(sl.N))
	case SlotList:
		names := make([]string, len(sl.List))
		for i, x := range sl.List {
			names[i] = x.Render(lang)
		}
		s = JoinNames(lang, names)
	}
	if sl.Capital {
		s = capitalize(s)
	}
	return s + sl.Suffix
}

func banditText(lang Lang, seat express.Seat, chars []express.Character) string {
	if len(chars) > 0 {
		return CharacterName(lang, chars[0])
	}
	if seat == express.NoSeat {
		return T(lang, "seat.aBandit", nil)
	}
	return T(lang, "seat.n", map[string]any{"N": int(seat) + 1})
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// Bandits returns every bandit the sentence names (a player slot names
// each of its bandits), in the order they appear in its slots.
func (s Sentence) Bandits() []Named {
	var out []Named
	var walk func(key string, sl Slot)
	walk = func(key string, sl Slot) {
		switch sl.Kind {
		case SlotBandit, SlotSuperBandit:
			out = append(out, Named{Key: key, Seat: sl.Seat, Player: false})
		case SlotPlayer:
			out = append(out, Named{Key: key, Seat: sl.Seat, Player: true})
		case SlotList:
			for _, x := range sl.List {
				walk(key, x)
			}
		case SlotSentence:
			if sl.Sub != nil {
				for _, n := range sl.Sub.Bandits() {
					out = append(out, n)
				}
			}
		}
	}
	for _, sl := range s.Slots {
		walk(sl.Key, sl)
	}
	return out
}

// Named is a bandit or player a sentence names, and the placeholder it
// fills.
type Named struct {
	Key    string
	Seat   express.Seat // a bandit, or with Player a player
	Player bool
}

// Slot returns the slot filling placeholder key, if any.
func (s Sentence) Slot(key string) (Slot, bool) {
	for _, sl := range s.Slots {
		if sl.Key == key {
			return sl, true
		}
	}
	return Slot{}, false
}

// EventWords are the words of one event: the instruction for the table
// (empty when nothing physical moves, or a public note that is not an
// instruction) and the reason.
type EventWords struct {
	// Instruction is what the event says; Physical tells whether it asks
	// the table to move something (a pawn, a token, the Marshal, a horse,
	// the stagecoach) or only reports what the kiosk keeps itself.
	Instruction Sentence
	Physical    bool
	Why         Sentence
	Auto        bool // the engine chose: the only possible choice
}

// Render words the event in lang: the instruction and the reason.
func (w EventWords) Render(lang Lang) (instruction, why string) {
	instruction, why = w.Instruction.Render(lang), w.Why.Render(lang)
	if w.Auto && why != "" {
		why = T(lang, "why.auto", map[string]any{"Why": why})
	}
	return instruction, why
}

// sentence builds a Sentence from a message id and its placeholders'
// values: a Slot, a Sentence (nested), or an int (a number). The slots are
// kept in key order.
func sentence(id string, data map[string]any) Sentence {
	s := Sentence{ID: id}
	keys := make([]string, 0, len(data))
	for k := range data {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		switch v := data[k].(type) {
		case Slot:
			v.Key = k
			s.Slots = append(s.Slots, v)
		case Sentence:
			sub := v
			s.Slots = append(s.Slots, Slot{Key: k, Kind: SlotSentence, Sub: &sub})
		case int:
			s.Slots = append(s.Slots, Slot{Key: k, Kind: SlotNumber, N: v})
		default:
			panic("i18n: sentence " + id + ": placeholder " + k + " is not a value of the words model")
		}
	}
	return s
}

// physicalIDs are the instruction messages that ask the table to move
// something of the box: pawns, the Marshal, loot tokens (flasks
// included), horses, the stagecoach and its Shotgun. Every card stays in
// the box (the kiosk holds them): a card played, drawn, kept, taken or a
// bullet given is reported, never an instruction.
var physicalIDs = map[string]bool{
	"ev.banditMoved":            true,
	"ev.marshalMoved":           true,
	"ev.lootTaken":              true,
	"ev.lootTakenFromBandit":    true,
	"ev.lootDropped":            true,
	"ev.lootLost":               true,
	"ev.lootPlaced":             true,
	"ev.banditPlaced":           true,
	"ev.horses.attackPlaced":    true,
	"ev.horses.attackGroup":     true,
	"ev.horses.horseGone":       true,
	"ev.horses.horsesMoved":     true,
	"ev.horses.horseRide":       true,
	"ev.horses.horseBoard":      true,
	"ev.horses.horseEscape":     true,
	"ev.horses.stagecoachMoved": true,
	"ev.horses.shotgunMoved":    true,
	"ev.horses.marshalDrinks":   true,
	"ev.horses.drankOld":        true,
	"ev.horses.drankClassic":    true,
	"ev.car.hidden":             true,
	"ev.car.hiddenOwn":          true,
	"ev.car.appeared":           true,
	"ev.car.timeTravel":         true,
}

// IsPhysical reports whether instruction message id asks the table to move
// something.
func IsPhysical(id string) bool {
	return physicalIDs[id] || physicalIDs[strings.TrimSuffix(id, twoSuffix)] && Has(En, id)
}

// PhysicalIDs lists the instruction messages that ask the table to move
// something, sorted.
func PhysicalIDs() []string {
	out := make([]string, 0, len(physicalIDs))
	for id := range physicalIDs {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// templateSlots returns the placeholders of lang's text of message id,
// each as often as it appears ("{{.From}}" twice gives From twice).
func templateSlots(lang Lang, id string) []string {
	text := templateText(lang, id)
	var out []string
	for {
		i := strings.Index(text, "{{.")
		if i < 0 {
			return out
		}
		text = text[i+3:]
		j := strings.Index(text, "}}")
		if j < 0 {
			return out
		}
		out = append(out, text[:j])
		text = text[j+2:]
	}
}

// templateText is lang's raw text of message id (the "other" form of a
// plural), English when lang has none.
func templateText(lang Lang, id string) string {
	if m, ok := lang.data().msgs[id]; ok && m != nil {
		return m.Other
	}
	if m, ok := En.data().msgs[id]; ok && m != nil {
		return m.Other
	}
	return ""
}

// Constructors for the screens' own sentences about the game (a page's
// title, whom an event touched, the first player): the same values as
// the events' words, so every screen renders, and tests check, one model.

// Msg is message id with its placeholders' values (Slot, Sentence or int).
func Msg(id string, data map[string]any) Sentence { return sentence(id, data) }

// BanditSlot is bandit seat of pv, named by its character.
func BanditSlot(pv *express.PublicView, seat express.Seat) Slot { return newWB(pv).name(seat) }

// PlayerSlot is player seat of pv: its bandit, or both of them.
func PlayerSlot(pv *express.PublicView, seat express.Seat) Slot { return newWB(pv).player(seat) }

// CardSlot is an action card's name.
func CardSlot(k express.ActionKind) Slot { return Slot{Kind: SlotCard, Card: k} }

// EventSlot is an end-of-round event's name.
func EventSlot(e cards.Event) Slot { return Slot{Kind: SlotEvent, Event: e} }

// RoundCardSlot is a round card's name, by catalogue id.
func RoundCardSlot(id string) Slot { return Slot{Kind: SlotRoundCard, ID: id} }

// TurnsSlot is a round card's turns, as a list ("Normal, Speed-Up and
// Normal").
func TurnsSlot(turns []cards.TurnKind) Slot {
	list := make([]Slot, len(turns))
	for i, t := range turns {
		list[i] = Slot{Kind: SlotTurn, Turn: t}
	}
	return ListSlot(list)
}

// ListSlot joins slots as a list ("Tuco, Belle and Doc").
func ListSlot(slots []Slot) Slot { return Slot{Kind: SlotList, List: slots} }

// EventRule is the rule of an end-of-round event (empty for NoEvent).
func EventRule(e cards.Event) Sentence {
	if id := horsesID("help.event.", camel(e.ID())); e != cards.NoEvent && id != "" {
		return Sentence{ID: id}
	}
	return Sentence{}
}

// Join renders sentences in lang, joined by a space (a title in two parts).
func Join(lang Lang, ss ...Sentence) string {
	var parts []string
	for _, s := range ss {
		if r := s.Render(lang); r != "" {
			parts = append(parts, r)
		}
	}
	return strings.Join(parts, " ")
}

// Problems lists what is wrong with the sentence's text in lang, for the
// truth tests: a placeholder with no value, one used twice, a value
// English says that lang leaves out, a message id or template left in the
// text. Nested sentences are checked too.
func (s Sentence) Problems(lang Lang) []string {
	if s.ID == "" {
		return nil
	}
	var out []string
	have := map[string]bool{}
	for _, sl := range s.Slots {
		have[sl.Key] = true
		if sl.Kind == SlotSentence && sl.Sub != nil {
			out = append(out, sl.Sub.Problems(lang)...)
		}
		if sl.Kind == SlotList {
			for _, x := range sl.List {
				if x.Kind == SlotSentence && x.Sub != nil {
					out = append(out, x.Sub.Problems(lang)...)
				}
			}
		}
	}
	if s.Plural {
		have["Count"] = true
	}
	used := map[string]int{}
	for _, p := range templateSlots(lang, s.ID) {
		used[p]++
	}
	for p, n := range used {
		if !have[p] {
			out = append(out, "unfilled slot "+s.ID+"."+p)
		}
		if n > 1 {
			out = append(out, "doubled slot "+s.ID+"."+p)
		}
	}
	if lang != En {
		for _, p := range templateSlots(En, s.ID) {
			if used[p] == 0 {
				out = append(out, "words lost: "+string(lang)+" "+s.ID+"."+p)
			}
		}
	}
	if r := s.Render(lang); strings.Contains(r, "⟦") || strings.Contains(r, "<no value>") || strings.Contains(r, "{{") || strings.Contains(r, "  ") {
		out = append(out, "broken text "+s.ID+": "+r)
	}
	return out
}
