package i18n

import (
	"encoding/json"

	"colt/engine/express"
	"colt/engine/super"
)

// The words model on the wire: the phone page renders the same values the
// kiosk does (ui/phone/src/words.js), so it words no event of its own. A
// slot carries only the fields its kind reads, in the engine's own JSON
// forms (a character, card or loot kind by name, a position as the
// events give it).

var slotKindNames = [...]string{
	SlotBandit: "bandit", SlotPlayer: "player", SlotCard: "card", SlotPlace: "place", SlotWagon: "wagon",
	SlotToken: "token", SlotMoney: "money", SlotNumber: "number", SlotRoundCard: "roundCard", SlotEvent: "event",
	SlotHostage: "hostage", SlotHostageHelp: "hostageHelp", SlotSentence: "sentence", SlotList: "list",
	SlotSuperBandit: "superBandit", SlotSuperSpot: "superSpot", SlotSuperFacing: "superFacing", SlotSuperCard: "superCard",
}

// String names the slot kind as the phone page reads it.
func (k SlotKind) String() string {
	if int(k) < len(slotKindNames) && slotKindNames[k] != "" {
		return slotKindNames[k]
	}
	return "unknown"
}

// MarshalJSON writes the slot's kind and the fields that kind reads.
func (sl Slot) MarshalJSON() ([]byte, error) {
	m := map[string]any{"key": sl.Key, "kind": sl.Kind.String()}
	switch sl.Kind {
	case SlotBandit, SlotPlayer:
		m["seat"] = sl.Seat
		if len(sl.Chars) > 0 {
			m["chars"] = sl.Chars
		}
	case SlotCard:
		m["card"] = sl.Card
	case SlotPlace:
		m["pos"], m["form"], m["train"] = sl.Pos, sl.Form, sl.Train
	case SlotWagon:
		m["form"], m["wagon"], m["train"] = sl.Form, sl.Wagon, sl.Train
		if sl.Pos.Area == express.AreaCar {
			m["car"] = true
		}
	case SlotToken:
		m["token"], m["loot"], m["n"] = sl.Token, sl.Loot, sl.N
	case SlotMoney, SlotNumber, SlotHostage, SlotHostageHelp:
		m["n"] = sl.N
	case SlotRoundCard:
		m["id"] = sl.ID
	case SlotEvent:
		m["event"] = sl.Event
	case SlotSentence:
		m["sub"] = sl.Sub
	case SlotList:
		m["list"] = sl.List
	case SlotSuperBandit:
		m["seat"] = sl.Seat
		if sl.N >= 0 {
			m["char"] = super.Character(sl.N)
		}
	case SlotSuperSpot:
		if sl.Wagon >= 0 {
			m["spot"] = super.Spot{Wagon: int8(sl.Wagon), Floor: super.Floor(sl.N)}
			m["into"] = sl.Form == formTo
		}
	case SlotSuperFacing:
		m["facing"] = super.Facing(sl.N)
	case SlotSuperCard:
		m["card"] = super.Card(sl.N)
	}
	if sl.Capital {
		m["capital"] = true
	}
	if sl.Suffix != "" {
		m["suffix"] = sl.Suffix
	}
	return json.Marshal(m)
}

// MarshalJSON writes a sentence as its message id and slots ({} when it
// says nothing).
func (s Sentence) MarshalJSON() ([]byte, error) {
	if s.ID == "" {
		return []byte("{}"), nil
	}
	m := map[string]any{"id": s.ID}
	if len(s.Slots) > 0 {
		m["slots"] = s.Slots
	}
	if s.Plural {
		m["plural"], m["count"] = true, s.Count
	}
	return json.Marshal(m)
}

// PhoneWords are the words of the events a phone message carries, one
// for each event in order, built from the same view and events the
// message holds: view is express.PublicView or PlayerView (Colt Super
// Express's alike), events the message's events as JSON, already filtered
// for their viewer. nil for a view it does not word or events it cannot
// read (the phone then shows none).
func PhoneWords(view any, events []json.RawMessage) any {
	var epv *express.PublicView
	var spv *super.PublicView
	switch v := view.(type) {
	case express.PublicView:
		epv = &v
	case *express.PublicView:
		epv = v
	case express.PlayerView:
		epv = &v.PublicView
	case *express.PlayerView:
		epv = &v.PublicView
	case super.PublicView:
		spv = &v
	case *super.PublicView:
		spv = v
	case super.PlayerView:
		spv = &v.PublicView
	case *super.PlayerView:
		spv = &v.PublicView
	default:
		return nil
	}
	if epv != nil {
		out := make([]EventWords, len(events))
		for i, raw := range events {
			var e express.Event
			if json.Unmarshal(raw, &e) != nil {
				return nil
			}
			out[i] = WordsOf(e, epv)
		}
		return out
	}
	out := make([]Sentence, len(events))
	for i, raw := range events {
		e := super.Event{Seat: super.NoSeat, Target: super.NoSeat, NextTowardLoco: super.NoSeat, NextTowardCaboose: super.NoSeat}
		if json.Unmarshal(raw, &e) != nil {
			return nil
		}
		out[i] = SuperWords(e, spv)
	}
	return out
}

// MarshalJSON writes an event's words: instruction, why, physical, auto.
func (w EventWords) MarshalJSON() ([]byte, error) {
	m := map[string]any{"instruction": w.Instruction, "why": w.Why}
	if w.Physical {
		m["physical"] = true
	}
	if w.Auto {
		m["auto"] = true
	}
	return json.Marshal(m)
}
