package i18n

import (
	"unicode"

	"colt/engine/express"
	"colt/engine/express/cards"
)

// describer words events and commands for one language and one view.
type describer struct {
	lang     Lang
	l        *Localizer
	pv       *express.PublicView
	trainLen int
}

func newDescriber(lang Lang, pv *express.PublicView) describer {
	d := describer{lang: lang, l: New(lang), pv: pv}
	if pv != nil {
		d.trainLen = len(pv.Train)
	}
	return d
}

func (d describer) t(id string, data map[string]any) string { return d.l.T(id, data) }

func (d describer) name(s express.Seat) string { return SeatName(d.lang, d.pv, s) }

func (d describer) character(s express.Seat) (express.Character, bool) {
	if d.pv != nil && s >= 0 && int(s) < len(d.pv.Bandits) {
		return d.pv.Bandits[s].Character, true
	}
	return 0, false
}

// playerHas reports whether player seat controls a bandit of character c
// (and whether the view says who it controls).
func (d describer) playerHas(seat express.Seat, c express.Character) (has, known bool) {
	if d.pv != nil && seat >= 0 && int(seat) < len(d.pv.Seats) {
		for _, b := range d.pv.Seats[seat].Bandits {
			if ch, ok := d.character(b); ok && ch == c {
				return true, true
			}
		}
		return false, true
	}
	ch, ok := d.character(seat)
	return ok && ch == c, ok
}

func (d describer) pos(form string, p express.Position) string {
	return positionForm(d.lang, form, p, d.trainLen)
}

func (d describer) wagon(form string, w int) string { return wagonForm(d.lang, form, w, d.trainLen) }

func (d describer) card(k express.ActionKind) string { return CardName(d.lang, k) }

// token names a token; the value shows only for a purse whose value the
// event carries (it is 0 once filtered with Event.For for another viewer).
func (d describer) token(ev express.Event) string {
	v := 0
	k := d.kind(ev.Token)
	if k == express.Purse {
		v = ev.Value
	}
	if k == express.Strongbox && ev.Token == express.NumLoot { // the stagecoach's (§11)
		return d.t("tok.horses.third", nil)
	}
	return tokenText(d.lang, ev.Token, k, v)
}

// kind is the kind of token id in the game of the view.
func (d describer) kind(id express.LootID) express.LootKind { return d.pv.LootKind(id) }

// horses reports whether the view is of a Horses & Stagecoach game (§11).
func (d describer) horses() bool { return d.pv != nil && d.pv.Stagecoach != nil }

// wb builds the words model of events: the same decisions as the
// describer, but every name, place, card and token a slot (words.go), not
// a worded string.
type wb struct{ describer }

func newWB(pv *express.PublicView) wb { return wb{newDescriber(En, pv)} }

func (d wb) t(id string, data map[string]any) Sentence { return sentence(twoID(id, data), data) }

func (d wb) n(id string, count int, data map[string]any) Sentence {
	s := sentence(twoID(id, data), data)
	s.Plural, s.Count = true, count
	return s
}

// twoID is the message to word a sentence whose subject (its Name, or
// Player, slot) is a player with two bandits: id+"Two" where the catalogue
// has it, whose verb agrees with two names ("Belle et Cheyenne jouent",
// not "joue"), else id.
func twoID(id string, data map[string]any) string {
	for _, k := range [...]string{"Name", "Player"} {
		if sl, ok := data[k].(Slot); ok && sl.Kind == SlotPlayer && len(sl.Chars) == 2 {
			if Has(En, id+twoSuffix) {
				return id + twoSuffix
			}
			return id
		}
	}
	return id
}

// twoSuffix ends the id of a message whose subject is a player with two
// bandits (twoID).
const twoSuffix = "Two"

// name is a bandit.
func (d wb) name(s express.Seat) Slot {
	sl := Slot{Kind: SlotBandit, Seat: s}
	if c, ok := d.character(s); ok {
		sl.Chars = []express.Character{c}
	}
	return sl
}

// player is a player: its bandit, or both of its bandits.
func (d wb) player(s express.Seat) Slot {
	if d.pv != nil && s >= 0 && int(s) < len(d.pv.Seats) {
		if bs := d.pv.Seats[s].Bandits; len(bs) == 2 || len(bs) == 1 {
			sl := Slot{Kind: SlotPlayer, Seat: s}
			for _, b := range bs {
				if c, ok := d.character(b); ok {
					sl.Chars = append(sl.Chars, c)
				}
			}
			if len(sl.Chars) == len(bs) {
				return sl
			}
		}
	}
	sl := d.name(s)
	sl.Kind = SlotPlayer
	return sl
}

// actor is the bandit that acted for a cause (whose card, who punched or
// shot); without one, the player.
func (d wb) actor(c express.Cause) Slot {
	if c.Bandit != express.NoSeat && (c.By == express.ByCard || c.By == express.ByPunch || c.By == express.ByDjango) {
		return d.name(c.Bandit)
	}
	return d.player(c.Seat)
}

func (d wb) pos(form string, p express.Position) Slot {
	return Slot{Kind: SlotPlace, Form: form, Pos: p, Train: d.trainLen}
}

func (d wb) wagon(form string, w int) Slot {
	return Slot{Kind: SlotWagon, Form: form, Wagon: w, Train: d.trainLen}
}

func (d wb) card(k express.ActionKind) Slot { return Slot{Kind: SlotCard, Card: k} }

func (d wb) money(v int) Slot { return Slot{Kind: SlotMoney, N: v} }

func (d wb) roundCard(id string) Slot { return Slot{Kind: SlotRoundCard, ID: id} }

func (d wb) event(e cards.Event) Slot { return Slot{Kind: SlotEvent, Event: e} }

func (d wb) list(names []Slot) Slot { return Slot{Kind: SlotList, List: names} }

// banditOf is the bandit playing character c (NoSeat if none).
func (d wb) banditOf(c express.Character) express.Seat {
	if d.pv != nil {
		for i, b := range d.pv.Bandits {
			if b.Character == c {
				return express.Seat(i)
			}
		}
	}
	return express.NoSeat
}

// msg is a nested message with no placeholder ("the second strongbox").
func (d wb) msg(id string) Slot {
	return Slot{Kind: SlotSentence, Sub: &Sentence{ID: id}}
}

// token names a token; the value shows only for a purse whose value the
// event carries (it is 0 once filtered with Event.For for another viewer).
func (d wb) token(ev express.Event) Slot {
	v := 0
	k := d.kind(ev.Token)
	if k == express.Purse {
		v = ev.Value
	}
	if k == express.Strongbox && ev.Token == express.NumLoot { // the stagecoach's (§11)
		return d.msg("tok.horses.third")
	}
	return Slot{Kind: SlotToken, Token: ev.Token, Loot: k, N: v}
}

// Describe words one engine event for the table: instruction says what to
// do on the physical board ("Move Django from the roof of wagon 3 to the
// roof of wagon 1"; empty when nothing physical moves) and why gives the
// reason in one sentence, from the event's Cause ("Django's shot pushed
// Belle"). Seats are named by their character in pv (nil: "Seat N").
//
// Describe prints a face-down card or a purse value only when ev carries
// it: filter the event with ev.For(viewer) first. When ev.Auto is set, why
// adds that it was the only possible choice.
func Describe(lang Lang, ev express.Event, pv *express.PublicView) (instruction, why string) {
	return WordsOf(ev, pv).Render(lang)
}

// WordsOf is the words model of one event (see Describe): the same for
// every language, rendered with EventWords.Render.
func WordsOf(ev express.Event, pv *express.PublicView) EventWords {
	d := newWB(pv)
	instr, why := d.describe(ev)
	return EventWords{Instruction: instr, Physical: IsPhysical(instr.ID), Why: why, Auto: ev.Auto}
}

func (d wb) describe(ev express.Event) (Sentence, Sentence) {
	who := d.name(ev.Seat)
	switch ev.Kind { // card events name the player (both bandits of a two-bandit player)
	case express.EvRoundStarted, express.EvCardsDrawn, express.EvCardPlayed, express.EvPassed, express.EvRoundEnded:
		who = d.player(ev.Seat)
	case express.EvCardRevealed, express.EvNoEffect:
		who = d.player(ev.Seat)
		if ev.Bandit != express.NoSeat { // the card's bandit, where hands mix bandits' cards
			who = d.name(ev.Bandit)
		}
	}
	switch ev.Kind {
	case express.EvRoundStarted:
		instr := d.t("ev.roundStarted", map[string]any{
			"Name": who, "Card": d.roundCard(ev.RoundCard), "Round": ev.Count, "Total": express.Rounds})
		if ev.Count == 1 && d.horses() { // the Horse Attack decided the first player (§11)
			return instr, d.t("why.horses.firstPlayer", map[string]any{"Name": who})
		}
		if ev.RoundEvent != cards.NoEvent {
			return instr, d.t("why.roundStartedEvent", map[string]any{"Name": who, "Event": d.event(ev.RoundEvent)})
		}
		return instr, d.t("why.roundStarted", map[string]any{"Name": who})

	case express.EvCardsDrawn:
		// A round starts with 6 or 7 cards from a deck of at least 10;
		// drawing in Schemin' gives at most 3.
		data := map[string]any{"Name": who}
		if ev.Count > 3 {
			doc, known := d.playerHas(ev.Seat, express.Doc)
			why := d.t("why.cardsDrawnRound", nil)
			if doc || (!known && ev.Count == 7) {
				why = d.t("why.cardsDrawnDoc", data)
			}
			return d.n("ev.cardsDrawnRound", ev.Count, data), why
		}
		why := d.t("why.cardsDrawn", data)
		if ev.Count < 3 {
			why = d.t("why.cardsDrawnShort", data)
		}
		return d.n("ev.cardsDrawn", ev.Count, data), why

	case express.EvCardPlayed:
		data := map[string]any{"Name": who, "Card": d.card(ev.Card)}
		if !ev.FaceDown {
			return d.t("ev.cardPlayed", data), d.t("why.cardPlayed", data)
		}
		instr := d.t("ev.cardPlayedFaceDownKnown", data)
		if ev.Card == express.HiddenCard {
			instr = d.t("ev.cardPlayedFaceDown", data)
		}
		if d.ghostPower(ev) {
			return instr, d.t("why.cardPlayedGhost", data)
		}
		return instr, d.t("why.cardPlayedTunnel", data)

	case express.EvPassed:
		return Sentence{}, d.t("why.passed", map[string]any{"Name": who})

	case express.EvSchemingEnded:
		if ev.Count == 0 {
			return d.t("ev.schemingEnded", nil), d.t("why.schemingEndedEmpty", nil)
		}
		return d.t("ev.schemingEnded", nil), d.t("why.schemingEnded", nil)

	case express.EvCardRevealed:
		data := map[string]any{"N": ev.Count, "Name": who, "Card": d.card(ev.Card)}
		if ev.Target != express.NoSeat { // Teams: a partner's card (§10)
			data["Partner"] = d.name(ev.Target)
			return d.t("ev.cardRevealedPartner", data), d.t("why.cardRevealedPartner", data)
		}
		return d.t("ev.cardRevealed", data), d.t("why.cardRevealed", nil)

	case express.EvNoEffect:
		data := map[string]any{"Name": who, "Card": d.card(ev.Card)}
		id := "why.noEffect"
		switch ev.Reason {
		case "no bullets left":
			id = "why.noEffectBullets"
		case "no bandit in the line of fire":
			id = "why.noEffectTarget"
		case "no loot here":
			id = "why.noEffectLoot"
		case "nobody else here":
			id = "why.noEffectNobody"
		case "no floor to change in the Time-Travel Car":
			id = "why.car.noEffectFloor"
		case "the Zealot forbids riding":
			id = "why.horses.noEffectZealot"
		case "no horse here":
			id = "why.horses.noEffectHorse"
		case "the Teacher forbids punching":
			id = "why.horses.noEffectTeacher"
		case "no wagon to move to from inside the stagecoach":
			id = "why.horses.noEffectCoach"
		case "the bandit escaped":
			id = "why.horses.noEffectEscaped"
		}
		return Sentence{}, d.t(id, data)

	case express.EvBanditMoved:
		instr := d.t("ev.banditMoved", map[string]any{
			"Name": who, "From": d.pos(formFrom, ev.From), "To": d.pos(formTo, ev.To)})
		return instr, d.because(ev, ev.Seat)

	case express.EvMarshalMoved:
		instr := d.t("ev.marshalMoved", map[string]any{
			"From": d.wagon(formFrom, int(ev.From.Wagon)), "To": d.wagon(formTo, int(ev.To.Wagon))})
		return instr, d.because(ev, ev.Cause.Seat)

	case express.EvBulletGiven:
		target := d.name(ev.Target)
		if ev.Seat == express.NoSeat {
			instr := d.t("ev.neutralBullet", map[string]any{"Target": target})
			if ev.Cause.By == express.ByMarshal {
				return instr, d.t("why.marshalBullet", map[string]any{"Target": target})
			}
			if ev.Cause.By == express.ByRule && d.horses() { // the Poodle, before the shuffle (§11)
				return instr, d.t("why.horses.poodle", map[string]any{"Target": target})
			}
			return instr, d.because(ev, ev.Target)
		}
		data := map[string]any{"Name": who, "Target": target}
		instr := d.t("ev.bulletGiven", data)
		if ev.Cause.By == express.ByCard || ev.Cause.By == express.ByRule {
			return instr, d.t("why.shot", data)
		}
		return instr, d.because(ev, ev.Target)

	case express.EvNeutralStockGone:
		if ev.Count == 0 {
			return Sentence{}, d.t("why.neutralGone", nil)
		}
		return d.n("ev.neutralGone", ev.Count, nil), d.t("why.neutralGone", nil)

	case express.EvLootTaken:
		if ev.Target != express.NoSeat { // from another bandit's card: Cheyenne keeps the purse
			data := map[string]any{"Token": d.token(ev), "Target": d.name(ev.Target), "Name": who}
			instr := d.t("ev.lootTakenFromBandit", data)
			if ev.Cause.By == express.ByPunch {
				return instr, d.t("why.cheyenneKeeps", data)
			}
			return instr, d.because(ev, ev.Seat)
		}
		instr := d.t("ev.lootTaken", map[string]any{"Token": d.token(ev), "From": d.pos(formFrom, ev.From), "Name": who})
		return instr, d.because(ev, ev.Seat)

	case express.EvLootDropped:
		instr := d.t("ev.lootDropped", map[string]any{"Token": d.token(ev), "Name": who, "To": d.pos(formTo, ev.To)})
		if ev.Cause.By == express.ByPunch {
			return instr, d.t("why.punchDrop", map[string]any{"Puncher": d.actor(ev.Cause), "Name": who})
		}
		return instr, d.because(ev, ev.Seat)

	case express.EvLootLost:
		if ev.Loot == express.Whisky && ev.Cause.By == express.ByEvent { // Whisky for the Marshal (§11)
			flask := d.msg("tok.horses.classic")
			if ev.Count == 2 {
				flask = d.msg("tok.horses.old")
			}
			return d.t("ev.horses.marshalDrinks", map[string]any{"Flask": flask, "At": d.pos(formAt, ev.From)}), d.because(ev, ev.Seat)
		}
		instr := d.t("ev.lootLost", map[string]any{"Token": d.token(ev), "Name": who})
		return instr, d.because(ev, ev.Seat)

	case express.EvLootPlaced:
		tok := d.token(ev)
		if ev.Token.Kind() == express.Strongbox {
			tok = d.msg("tok.secondStrongbox")
		}
		return d.t("ev.lootPlaced", map[string]any{"Token": tok, "At": d.pos(formAt, ev.To)}), d.because(ev, ev.Seat)

	case express.EvRansom:
		// Event.For hides Value from other viewers (Loot defaults to Purse),
		// so a ransom may come without its amount.
		if ev.Value > 0 {
			return Sentence{}, d.t("why.ransom", map[string]any{"Name": who, "Value": d.money(ev.Value)})
		}
		return Sentence{}, d.t("why.ransomHidden", map[string]any{"Name": who})

	case express.EvRoundEvent:
		return Sentence{}, d.eventWhy(ev.RoundEvent)

	case express.EvRoundEnded:
		if ev.Count >= express.Rounds {
			return Sentence{}, d.t("why.lastRoundEnded", map[string]any{"Round": ev.Count})
		}
		return d.t("ev.roundEnded", map[string]any{"Name": who}), d.t("why.roundEnded", map[string]any{"Round": ev.Count})

	case express.EvGameOver:
		var instr Sentence
		if d.pv != nil && d.pv.Result != nil {
			var names []Slot
			for _, ps := range d.pv.Result.Players {
				if ps.Gunslinger > 0 {
					names = append(names, Slot{Kind: SlotBandit, Seat: d.banditOf(ps.Character), Chars: []express.Character{ps.Character}})
				}
			}
			if len(names) > 0 {
				instr = d.t("ev.gameOver", map[string]any{"Names": d.list(names)})
			}
		}
		return instr, d.t("why.gameOver", nil)

	case express.EvPartnerCard: // Seat is the player, Target the partner
		data := map[string]any{"Name": d.player(ev.Seat), "Partner": d.player(ev.Target)}
		if ev.Count == 0 {
			return d.t("ev.partnerCardNone", data), d.t("why.partnerCard", nil)
		}
		return d.t("ev.partnerCard", data), d.t("why.partnerCard", nil)

	case express.EvCommitted:
		return d.t("ev.committed", map[string]any{"Name": d.player(ev.Seat)}), d.t("why.committed", nil)

	case express.EvBanditPlaced: // a pawn put on the board is put somewhere (at), not moved to it: "Placez Tuco à l'intérieur du Wagon de queue"
		if d.horses() { // the Horse Attack (§11)
			return d.t("ev.horses.attackPlaced", map[string]any{"Name": who, "To": d.pos(formAt, ev.To)}), d.t("why.horses.attack", nil)
		}
		return d.t("ev.banditPlaced", map[string]any{"Name": who, "To": d.pos(formAt, ev.To)}), d.t("why.banditPlaced", nil)

	case express.EvCardTaken: // filtered for others: no card
		data := map[string]any{"Name": d.player(ev.Seat)}
		if ev.Card != express.HiddenCard {
			data["Card"] = d.card(ev.Card)
			return d.t("ev.cardTakenOwn", data), d.t("why.cardTaken", nil)
		}
		return d.t("ev.cardTaken", data), d.t("why.cardTaken", nil)

	case express.EvCardsDiscarded: // the discard is public: name the cards (Cards)
		data := map[string]any{"Name": d.player(ev.Seat), "Cards": d.n("count.cards", ev.Count, nil)}
		if len(ev.Cards) == ev.Count && ev.Count > 0 {
			names := make([]Slot, len(ev.Cards))
			for i, c := range ev.Cards {
				names[i] = d.card(c.Card)
			}
			data["List"] = d.list(names)
			return d.t("ev.cardsDiscardedNamed", data), d.t("why.experts", nil)
		}
		return d.t("ev.cardsDiscarded", data), d.t("why.experts", nil)

	case express.EvBanditHidden: // To is where it will appear for its player only (Event.For)
		data := map[string]any{"Name": who, "Player": d.player(ev.Player)}
		if ev.To.Area == express.AreaTrain {
			data["At"] = d.pos(formAt, ev.To)
			return d.t("ev.car.hiddenOwn", data), d.t("why.car.hidden", nil)
		}
		return d.t("ev.car.hidden", data), d.t("why.car.hidden", nil)

	case express.EvBanditAppeared:
		return d.t("ev.car.appeared", map[string]any{"Name": who, "At": d.pos(formAt, ev.To)}), d.t("why.car.appeared", nil)

	case express.EvTimeTravel:
		return d.t("ev.car.timeTravel", map[string]any{"Name": who, "Value": d.money(ev.Value)}), d.t("why.car.timeTravel", nil)

	case express.EvHorseMoved, express.EvStagecoachMoved, express.EvShotgunMoved, express.EvHostageTaken, express.EvWhiskyDrunk:
		return d.describeHorses(ev, who)

	case express.EvCardsKept:
		if d.horses() && !d.experts() { // Plan of Attack (§11)
			return d.t("ev.cardsKept", map[string]any{"Name": d.player(ev.Seat), "Cards": d.n("count.cards", ev.Count, nil)}), d.t("why.horses.plan", nil)
		}
		return d.t("ev.cardsKept", map[string]any{"Name": d.player(ev.Seat), "Cards": d.n("count.cards", ev.Count, nil)}), d.t("why.experts", nil)
	}
	return Sentence{}, d.t("why.byRule", nil)
}

// because words ev.Cause in one sentence; subject is the seat the event
// happens to (the bandit moved, the bandit hit).
func (d wb) because(ev express.Event, subject express.Seat) Sentence {
	c := ev.Cause
	switch c.By {
	case express.ByCard: // the bandit whose card it is: in two bandits, not the player's other one
		return d.t("why.byCard", map[string]any{"Name": d.actor(c), "Card": d.card(c.Card)})
	case express.ByMarshal:
		if ev.Kind == express.EvBanditMoved {
			return d.t("why.fled", map[string]any{"Name": d.name(subject)})
		}
		return d.t("why.marshalBullet", map[string]any{"Target": d.name(subject)})
	case express.ByDjango:
		return d.t("why.djangoPush", map[string]any{"Shooter": d.actor(c), "Name": d.name(subject)})
	case express.ByPunch:
		return d.t("why.punchPush", map[string]any{"Puncher": d.actor(c), "Name": d.name(subject)})
	case express.ByEvent:
		return d.eventWhy(c.Event)
	case express.ByShotgun: // Horses & Stagecoach (§11)
		if ev.Kind == express.EvBanditMoved {
			return d.t("why.horses.shotgunFlee", map[string]any{"Name": d.name(subject)})
		}
		return d.t("why.horses.shotgunBullet", map[string]any{"Target": d.name(subject)})
	}
	return d.t("why.byRule", nil)
}

func (d wb) eventWhy(e cards.Event) Sentence {
	if id := horsesID("why.event.", camel(e.ID())); e != cards.NoEvent && id != "" {
		return d.t(id, nil)
	}
	return d.t("why.byRule", nil)
}

// ghostPower guesses whether Ghost's face-down card used his power rather
// than a Tunnel turn. It is the power when the round has no Tunnel, and
// (the first turn not being a Tunnel) when the card is among the first
// turn's cards of the pile. The guess can only be wrong if every player
// drew through the first turn and Ghost then played in a Tunnel; the
// sentence is an explanation, never a rule.
func (d wb) ghostPower(ev express.Event) bool {
	if ghost, _ := d.playerHas(ev.Seat, express.Ghost); !ghost {
		return false
	}
	turns := d.pv.Round.Turns
	hasTunnel := false
	for _, t := range turns {
		if t == cards.Tunnel {
			hasTunnel = true
		}
	}
	if !hasTunnel {
		return true
	}
	if len(turns) == 0 || turns[0] == cards.Tunnel {
		return false
	}
	first := d.pv.Players
	if turns[0] == cards.SpeedUp {
		first *= 2
	}
	return ev.Count <= first
}

// experts reports whether the game of the view plays with Experts rules.
func (d wb) experts() bool {
	if d.pv == nil {
		return false
	}
	for _, m := range d.pv.Modules {
		if m == "experts" {
			return true
		}
	}
	return d.pv.Players == 2 // the 2-player game plays with Experts rules (§10)
}

// describeHorses words the Horses & Stagecoach events (§11).
func (d wb) describeHorses(ev express.Event, who Slot) (Sentence, Sentence) {
	beside := func(p express.Position) Slot {
		if p.Area == express.AreaCar { // a horse one step beyond the locomotive (§12)
			return Slot{Kind: SlotWagon, Form: "beside", Pos: p}
		}
		return d.wagon("beside", int(p.Wagon))
	}
	switch ev.Kind {
	case express.EvHorseMoved: // Wagon -1 off-board: from the player, or out of the game; or the Time-Travel Car
		data := map[string]any{"Name": who, "From": beside(ev.From), "To": beside(ev.To), "Count": ev.Count}
		switch {
		case ev.From.Area == express.AreaCar && ev.To.Area == express.AreaOffBoard:
			return d.t("ev.horses.horseGone", data), d.because(ev, ev.Seat)
		case ev.From.Area == express.AreaCar || ev.To.Area == express.AreaCar:
			if ev.Seat == express.NoSeat {
				return d.t("ev.horses.horsesMoved", data), d.because(ev, ev.Seat)
			}
			if ev.From == ev.To {
				return d.t("ev.horses.horseStays", data), d.because(ev, ev.Seat)
			}
			return d.t("ev.horses.horseRide", data), d.because(ev, ev.Seat)
		case ev.From.Area == express.AreaOffBoard || ev.From.Wagon < 0:
			return d.t("ev.horses.horseBoard", data), d.t("why.horses.attack", nil)
		case ev.To.Area == express.AreaEscaped:
			return d.t("ev.horses.horseEscape", data), d.because(ev, ev.Seat)
		case ev.To.Area == express.AreaOffBoard || ev.To.Wagon < 0:
			return d.t("ev.horses.horseGone", data), d.because(ev, ev.Seat)
		case ev.Seat == express.NoSeat:
			return d.t("ev.horses.horsesMoved", data), d.because(ev, ev.Seat)
		case ev.From.Wagon == ev.To.Wagon:
			return d.t("ev.horses.horseStays", data), d.because(ev, ev.Seat)
		}
		return d.t("ev.horses.horseRide", data), d.because(ev, ev.Seat)
	case express.EvStagecoachMoved:
		instr := d.t("ev.horses.stagecoachMoved", map[string]any{"From": beside(ev.From), "To": beside(ev.To)})
		if ev.Cause.By == express.ByRule {
			return instr, d.t("why.horses.coachRoundEnd", nil)
		}
		return instr, d.because(ev, ev.Seat)
	case express.EvShotgunMoved:
		instr := d.t("ev.horses.shotgunMoved", map[string]any{"From": d.pos(formFrom, ev.From), "To": d.pos(formTo, ev.To)})
		switch ev.Cause.By {
		case express.ByPunch:
			return instr, d.t("why.horses.punchShotgun", map[string]any{"Puncher": d.actor(ev.Cause)})
		case express.ByRule:
			return instr, d.t("why.horses.coachRoundEnd", nil)
		}
		return instr, d.because(ev, ev.Seat)
	case express.EvHostageTaken:
		h := ev.Count
		return d.t("ev.horses.hostageTaken", map[string]any{"Name": who, "Hostage": Slot{Kind: SlotHostage, N: h}}),
			d.t("why.horses.hostage", map[string]any{"Hostage": Slot{Kind: SlotHostage, N: h, Capital: true}, "Effect": Slot{Kind: SlotHostageHelp, N: h}})
	case express.EvWhiskyDrunk: // Seat is the player; Count 1 classic (Value cards drawn), 2 old
		name := d.player(ev.Seat)
		flask := d.msg("ev.horses.flaskEmpty")
		if d.pv != nil {
			for _, b := range d.pv.Bandits {
				for _, f := range b.Flasks {
					if f.Token == ev.Token && f.Half {
						flask = d.msg("ev.horses.flaskHalf")
					}
				}
			}
		}
		data := map[string]any{"Name": name, "Flask": flask, "Cards": d.n("count.cards", ev.Value, nil)}
		if ev.Count == 2 {
			return d.t("ev.horses.drankOld", data), d.t("why.horses.drinkOld", nil)
		}
		return d.t("ev.horses.drankClassic", data), d.t("why.horses.drinkClassic", nil)
	}
	return Sentence{}, d.t("why.byRule", nil)
}

// capitalize upper-cases the first letter of s ("the Zealot" → "The Zealot").
func capitalize(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}

// DescribeAttack words the bandits one Horse Attack reveal puts into one
// place (§11) in one instruction — "Put Cheyenne, Ghost and Doc into the
// caboose: they leave their horses beside the caboose and board." — and why.
// placed are their EvBanditPlaced events (the same To), public.
func DescribeAttack(lang Lang, placed []express.Event, pv *express.PublicView) (instruction, why string) {
	if len(placed) == 0 {
		return "", ""
	}
	return AttackWords(placed, pv).Render(lang)
}

// AttackWords is the words model of one Horse Attack reveal (DescribeAttack).
func AttackWords(placed []express.Event, pv *express.PublicView) EventWords {
	if len(placed) == 0 {
		return EventWords{}
	}
	d := newWB(pv)
	names := make([]Slot, len(placed))
	for i, e := range placed {
		names[i] = d.name(e.Seat)
	}
	to := placed[0].To
	instr := d.t("ev.horses.attackGroup", map[string]any{"Names": d.list(names), "To": d.pos(formAt, to),
		"Beside": d.wagon("beside", int(to.Wagon))})
	return EventWords{Instruction: instr, Physical: IsPhysical(instr.ID), Why: d.t("why.horses.attack", nil)}
}
