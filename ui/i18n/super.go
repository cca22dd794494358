package i18n

import (
	"fmt"
	"strings"

	"colt/engine/express"
	"colt/engine/super"
)

// Colt Super Express's words (messages under "super." in
// locales/super.<lang>.toml): its characters, cards and places, and the
// pawn instruction of each of its events. Like Describe for Colt Express,
// they only word what the engine reports.

var superCharacterKeys = [...]string{
	super.Belle: "belle", super.Cheyenne: "cheyenne", super.Django: "django", super.Doc: "doc",
	super.Ghost: "ghost", super.Mei: "mei", super.Tuco: "tuco",
}

var superCardKeys = [...]string{
	super.FloorChange: "floorChange", super.Move: "move", super.TurnAround: "turnAround", super.Shoot: "shoot",
}

// SuperCharacterName returns a Colt Super Express character's name ("Mei").
func SuperCharacterName(lang Lang, c super.Character) string {
	if k := key(superCharacterKeys[:], c); k != "" {
		return T(lang, "super.character."+k, nil)
	}
	return c.String()
}

// SuperCardName returns an action card's name ("Turn around",
// "Retournement"); super.HiddenCard is "a face-down card".
func SuperCardName(lang Lang, c super.Card) string {
	if c == super.HiddenCard {
		return T(lang, "super.card.hidden", nil)
	}
	if k := key(superCardKeys[:], c); k != "" {
		return T(lang, "super.card."+k, nil)
	}
	return c.String()
}

// SuperSeatName names a seat by its bandit in pv ("Tuco"); without a view,
// "Seat 3".
func SuperSeatName(lang Lang, pv *super.PublicView, seat super.Seat) string {
	if pv != nil && seat >= 0 && int(seat) < len(pv.Bandits) {
		return SuperCharacterName(lang, pv.Bandits[seat].Character)
	}
	if seat == super.NoSeat {
		return T(lang, "seat.aBandit", nil)
	}
	return T(lang, "seat.n", map[string]any{"N": int(seat) + 1})
}

// SuperSpotText words where a pawn stands ("on the roof of wagon 3",
// "inside the locomotive"); into gives the form of a move ("onto the roof
// of wagon 3").
func SuperSpotText(lang Lang, p super.Spot, into bool) string {
	group := "super.at."
	if into {
		group = "super.to."
	}
	id := "in"
	if p.Floor == super.Roof {
		id = "roof"
	}
	if p.Wagon == 0 {
		id += "Loco"
	}
	return T(lang, group+id, map[string]any{"N": int(p.Wagon)})
}

// SuperFacingText words a facing ("facing the locomotive").
func SuperFacingText(lang Lang, f super.Facing) string {
	return T(lang, "super.facing."+f.String(), nil)
}

// SuperNeighboursText places a pawn in its floor's line by the bandits
// beside it: "behind Tuco" is Tuco standing right in front of it (the way
// it faces), "in front of Belle" Belle right behind it.
func SuperNeighboursText(lang Lang, pv *super.PublicView, facing super.Facing, towardLoco, towardCaboose super.Seat) string {
	ahead, behind := towardLoco, towardCaboose
	if facing == super.TowardCaboose {
		ahead, behind = towardCaboose, towardLoco
	}
	data := map[string]any{"Ahead": SuperSeatName(lang, pv, ahead), "Behind": SuperSeatName(lang, pv, behind)}
	switch {
	case ahead != super.NoSeat && behind != super.NoSeat:
		return T(lang, "super.next.both", data)
	case ahead != super.NoSeat:
		return T(lang, "super.next.ahead", data)
	case behind != super.NoSeat:
		return T(lang, "super.next.behind", data)
	}
	return T(lang, "super.next.alone", nil)
}

// SuperDescribe returns what the table does for one event of Colt Super
// Express: the pawn instruction ("Tuco: onto the roof of wagon 3, behind
// Belle, facing the locomotive."), or what happened when no pawn moves. A
// stack the viewer may not see is never worded: pass ev.For(viewer). pv
// names the bandits (the view the event belongs to).
func SuperDescribe(lang Lang, ev super.Event, pv *super.PublicView) string {
	w := SuperWords(ev, pv)
	if w.Empty() {
		return ev.Kind.String()
	}
	return w.Render(lang)
}

// superBandit is a Colt Super Express bandit of pv, by its character.
func superBandit(pv *super.PublicView, seat super.Seat) Slot {
	sl := Slot{Kind: SlotSuperBandit, Seat: express.Seat(seat), N: -1}
	if pv != nil && seat >= 0 && int(seat) < len(pv.Bandits) {
		sl.N = int(pv.Bandits[seat].Character)
	}
	return sl
}

// superSpot is where a pawn stands (into: the form of a move).
func superSpot(p *super.Spot, into bool) Slot {
	if p == nil {
		return Slot{Kind: SlotSuperSpot, Wagon: -1}
	}
	form := formAt
	if into {
		form = formTo
	}
	return Slot{Kind: SlotSuperSpot, Form: form, Wagon: int(p.Wagon), N: int(p.Floor)}
}

// superNeighbours places a pawn in its floor's line by the bandits beside
// it (SuperNeighboursText), as a sentence of the words model.
func superNeighbours(pv *super.PublicView, facing super.Facing, towardLoco, towardCaboose super.Seat) Sentence {
	ahead, behind := towardLoco, towardCaboose
	if facing == super.TowardCaboose {
		ahead, behind = towardCaboose, towardLoco
	}
	switch {
	case ahead != super.NoSeat && behind != super.NoSeat:
		return sentence("super.next.both", map[string]any{"Ahead": superBandit(pv, ahead), "Behind": superBandit(pv, behind)})
	case ahead != super.NoSeat:
		return sentence("super.next.ahead", map[string]any{"Ahead": superBandit(pv, ahead)})
	case behind != super.NoSeat:
		return sentence("super.next.behind", map[string]any{"Behind": superBandit(pv, behind)})
	}
	return Sentence{ID: "super.next.alone"}
}

// SuperWords is the words model of one Colt Super Express event (see
// SuperDescribe); the zero Sentence for an event it does not word.
func SuperWords(ev super.Event, pv *super.PublicView) Sentence {
	d := map[string]any{"Name": superBandit(pv, ev.Seat), "Facing": Slot{Kind: SlotSuperFacing, N: int(ev.Facing)}}
	switch ev.Kind {
	case super.EvBanditPlaced:
		d["At"] = superSpot(ev.To, false)
		return sentence("super.ev.placed", d)
	case super.EvRoundStarted:
		d["N"] = ev.Count
		return sentence("super.ev.round", d)
	case super.EvStacked:
		return sentence("super.ev.stacked", d)
	case super.EvActionStarted:
		return sentence("super.ev.action", d)
	case super.EvCardRevealed:
		d["Card"], d["N"] = Slot{Kind: SlotSuperCard, N: int(ev.Card)}, ev.Count
		return sentence("super.ev.revealed", d)
	case super.EvStoodUp:
		d["At"] = superSpot(ev.To, false)
		return sentence("super.ev.stoodUp", d)
	case super.EvBanditMoved:
		d["To"] = superSpot(ev.To, true)
		d["Next"] = superNeighbours(pv, ev.Facing, ev.NextTowardLoco, ev.NextTowardCaboose)
		if ev.Cause != nil && ev.Cause.By == super.ByShot {
			return sentence("super.ev.pushed", d)
		}
		return sentence("super.ev.moved", d)
	case super.EvTurnedAround:
		return sentence("super.ev.turned", d)
	case super.EvShot:
		if ev.Target == super.NoSeat {
			return sentence("super.ev.missed", d)
		}
		d["Target"] = superBandit(pv, ev.Target)
		return sentence("super.ev.shot", d)
	case super.EvStunned:
		return sentence("super.ev.stunned", d)
	case super.EvEliminated:
		switch {
		case ev.Cause != nil && ev.Cause.By == super.ByShot:
			return sentence("super.ev.outShot", d)
		case ev.Cause != nil && ev.Cause.By == super.ByDetach:
			return sentence("super.ev.outDetach", d)
		}
		return sentence("super.ev.outMove", d)
	case super.EvWagonDetached:
		d["N"], d["Value"] = ev.Wagon, ev.Value
		return sentence("super.ev.detached", d)
	case super.EvLootTaken:
		d["Value"] = ev.Value
		return sentence("super.ev.loot", d)
	case super.EvRoundEnded:
		d["N"] = ev.Count
		return sentence("super.ev.roundEnded", d)
	case super.EvGameOver:
		return superWinnerWords(ev.Ending, ev.Seats, pv)
	}
	return Sentence{}
}

// superWinner announces the winners of an ending.
func superWinner(lang Lang, ending super.Ending, winners []super.Seat, pv *super.PublicView) string {
	return superWinnerWords(ending, winners, pv).Render(lang)
}

func superWinnerWords(ending super.Ending, winners []super.Seat, pv *super.PublicView) Sentence {
	if len(winners) == 0 {
		return Sentence{}
	}
	names := make([]Slot, len(winners))
	for i, w := range winners {
		names[i] = superBandit(pv, w)
	}
	d := map[string]any{"Name": names[0], "Names": Slot{Kind: SlotList, List: names}}
	switch {
	case len(names) > 1 || ending == super.EndShared:
		return sentence("super.win.shared", d)
	case ending == super.EndByLoot:
		return sentence("super.win.mostLoot", d)
	case ending == super.EndHighestLoot:
		return sentence("super.win.highestLoot", d)
	}
	return sentence("super.win.lastBandit", d)
}

// SuperWinnerText announces how a finished game was won ("Tuco is the last
// bandit on the train and wins!"); pv names the bandits.
func SuperWinnerText(lang Lang, r *super.Result, pv *super.PublicView) string {
	if r == nil {
		return ""
	}
	return superWinner(lang, r.Ending, r.Winners, pv)
}

// SuperRankLine says how a player ended ("still aboard · loot: 5, 3",
// "out in round 2 · no loot").
func SuperRankLine(lang Lang, p super.PlayerResult) string {
	status := T(lang, "super.rank.aboard", nil)
	if !p.Aboard {
		status = T(lang, "super.rank.out", map[string]any{"N": p.EliminatedIn})
	}
	loot := T(lang, "super.rank.noLoot", nil)
	if len(p.Loot) > 0 {
		vals := make([]string, len(p.Loot))
		for i, l := range p.Loot {
			vals[i] = fmt.Sprint(l.Value)
		}
		loot = T(lang, "super.rank.loot", map[string]any{"Values": strings.Join(vals, ", ")})
	}
	return status + " · " + loot
}

// SuperSetupInstructions tells the table how to set up the box for the
// game in pv (the public view right after setup, with its placing events):
// the train, the cards, the first player, then where each pawn goes.
func SuperSetupInstructions(lang Lang, pv *super.PublicView, placed []super.Event) []string {
	out := []string{
		T(lang, "super.setup.train", map[string]any{"N": len(pv.Train) - 1}),
		T(lang, "super.setup.cards", nil),
		T(lang, "super.setup.first", map[string]any{"Name": SuperSeatName(lang, pv, pv.FirstPlayer)}),
	}
	for _, e := range placed {
		if e.Kind == super.EvBanditPlaced {
			out = append(out, SuperDescribe(lang, e, pv))
		}
	}
	return out
}

// SuperPart is a part of a Colt Super Express round, for its rules help.
type SuperPart uint8

// The parts of a round (§13).
const (
	SuperPlan     SuperPart = iota // "Le Plan": every bandit aboard stacks 3 of its 4 cards in secret
	SuperAction                    // "L'Action": the stacks' cards turned over one at a time
	SuperRoundEnd                  // the caboose unhooked, its card as loot; the end of the game
)

var superPartKeys = [...]string{SuperPlan: "plan", SuperAction: "action", SuperRoundEnd: "roundEnd"}

// SuperPartName returns the title of a part of the round ("The plan").
func SuperPartName(lang Lang, p SuperPart) string {
	if k := key(superPartKeys[:], p); k != "" {
		return T(lang, "super.help."+k+"Title", nil)
	}
	return ""
}

// SuperPartHelp explains a part of the round in two or three sentences,
// faithful to docs/rules.md §13.
func SuperPartHelp(lang Lang, p SuperPart) string {
	if k := key(superPartKeys[:], p); k != "" {
		return T(lang, "super.help."+k, nil)
	}
	return ""
}

// SuperCardHelp explains what an action card does in two or three
// sentences, faithful to docs/rules.md §13; a face-down card
// (super.HiddenCard) has no help: "".
func SuperCardHelp(lang Lang, c super.Card) string {
	if k := key(superCardKeys[:], c); k != "" {
		return T(lang, "super.help.card."+k, nil)
	}
	return ""
}
