package teach

import (
	"slices"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/engine/super"
)

// conceptDef is one concept: its module, place and whether, when a player
// must act at that moment, the table taps to go on.
type conceptDef struct {
	c      Concept
	module Module
	place  Place
	// decision: the concept is about a choice a player makes at that
	// moment (the tip waits for a tap only if someone is expected now)
	decision bool
	// seat: taught to one seat from its own view (Teacher.Seat)
	seat bool
	// when is the moment it is taught, in English (docs/teaching.md)
	when string
	// words is the concept whose words it shows ("" : its own): a card
	// taught in a seat's hand says what the card says on the pile
	words Concept
}

func (d conceptDef) tip(tap bool) Tip {
	w := d.c
	if d.words != "" {
		w = d.words
	}
	return Tip{Concept: d.c, Place: d.place, Tap: d.decision && tap,
		TitleID: "teach." + string(w) + ".title", TextID: "teach." + string(w) + ".text"}
}

// cardConcepts are the concepts of each action card the first time a seat
// may choose it (in its own hand): the card's words, before its choice.
var cardConcepts = map[express.ActionKind]Concept{
	express.Move: "you.card.move", express.FloorChange: "you.card.floorChange", express.Shoot: "you.card.shoot",
	express.Rob: "you.card.rob", express.Punch: "you.card.punch", express.MarshalCard: "you.card.marshal",
	express.Ride: "you.card.ride",
}

// roundEvents are the end-of-round events, each a concept of its own.
var baseEvents = []cards.Event{cards.AngryMarshal, cards.SwivelArm, cards.Braking, cards.TakeItAll,
	cards.PassengersRebellion, cards.MarshalsRevenge, cards.Pickpocketing, cards.HostageTaking}
var horseEvents = []cards.Event{cards.PantingHorses, cards.WhiskyForMarshal, cards.HigherSpeed,
	cards.ShotgunsRage, cards.SharingTheLoot, cards.Escape, cards.DeadlyBullet}

// eventWhen is when an end-of-round event is taught: as its round card is
// turned over, so the table plans with it in mind.
const eventWhen = "the first round card with this event is turned over (round start)"

// actionConcepts are the concepts of each action card's first resolution.
var actionConcepts = map[express.ActionKind]Concept{
	express.Move: "action.move", express.FloorChange: "action.floorChange", express.Shoot: "action.shoot",
	express.Rob: "action.rob", express.Punch: "action.punch", express.MarshalCard: "action.marshal",
	express.Ride: "action.ride",
}

// The concepts, in the order a game usually meets them.
var concepts = func() []conceptDef {
	d := []conceptDef{
		{c: "goal", when: "the first update of the game (set-up)", module: Base, place: PlaceTrain},
		{c: "twoPlayers", when: "the first update of the game", module: TwoPlayers, place: PlaceTrain},
		{c: "twoBandits", when: "the first update of the game", module: TwoBandits, place: PlaceTrain},
		{c: "teams", when: "the first update of the game", module: Teams, place: PlaceTrain},
		{c: "stagecoach", when: "the first update of the game", module: Horses, place: PlaceTrain},
		{c: "car", when: "the first update of the game", module: Car, place: PlaceTrain},
		{c: "handsReveal", when: "the two-bandit hands step opens (before round 1)", module: TwoBandits, place: PlaceChoices, decision: true},
		{c: "horseAttack", when: "the Horse Attack opens (before round 1)", module: Horses, place: PlaceChoices, decision: true},
		{c: "takeCard", when: "the first 'take one card before the deal' step", module: TwoBandits, place: PlaceHand, decision: true},
		{c: "partnerCards", when: "the first card drawn from a partner's deck", module: Teams, place: PlaceHand},
		{c: "expertsBullets", when: "the first 'discard the bullets you drew' step", module: Experts, place: PlaceHand, decision: true},
		{c: "playOrDraw", when: "the first Schemin' turn", module: Base, place: PlaceHand, decision: true},
		{c: "ghost", when: "the first time Ghost's player acts in a round's first turn", module: Base, place: PlaceHand, decision: true},
		{c: "tunnel", when: "the first Tunnel turn", module: Base, place: PlaceTurns, decision: true},
		{c: "speedUp", when: "the first Speed-Up turn", module: Base, place: PlaceTurns, decision: true},
		{c: "switch", when: "the first Switch turn", module: Base, place: PlaceTurns, decision: true},
		{c: "turmoil", when: "the first Turmoil turn", module: Horses, place: PlaceTurns, decision: true},
		{c: "cover", when: "the first time a player may Cover after a Shoot", module: TwoBandits, place: PlaceChoices, decision: true},
		{c: "whisky", when: "the first flask robbed or drunk", module: Horses, place: PlaceHand},
		{c: "expertsKeep", when: "the first Experts keep step (end of Schemin')", module: Experts, place: PlaceHand, decision: true},
		{c: "planOfAttack", when: "the first Plan of Attack step", module: Horses, place: PlaceHand, decision: true},
		{c: "stealin", when: "the pile is first turned over", module: Base, place: PlacePile},
	}
	for _, k := range []express.ActionKind{express.Move, express.FloorChange, express.Shoot, express.Rob, express.Punch, express.MarshalCard} {
		d = append(d, conceptDef{c: actionConcepts[k], module: Base, place: PlacePile, decision: true,
			when: "the first " + k.String() + " card turned over in Stealin'"})
	}
	d = append(d,
		conceptDef{c: actionConcepts[express.Ride], module: Horses, place: PlacePile, decision: true, when: "the first Ride card turned over in Stealin'"},
		conceptDef{c: "marshalFlee", module: Base, place: PlaceTrain, when: "the first bandit who flees the Marshal to the roof"},
		conceptDef{c: "bullets", module: Base, place: PlaceHand, when: "the first bullet card given (a Shoot, the Marshal, an event)"},
		conceptDef{c: "hostage", module: Horses, place: PlaceTrain, decision: true, when: "the first bandit entering the stagecoach chooses a hostage"},
		conceptDef{c: "shotgun", module: Horses, place: PlaceTrain, when: "the Shotgun first moves (punched off the stagecoach)"},
		conceptDef{c: "carHide", module: Car, place: PlaceTrain, decision: true, when: "a bandit first hides from the Car (its player chooses where)"},
	)
	for _, e := range baseEvents {
		d = append(d, conceptDef{c: eventConcept(e), module: Base, place: PlaceEvent, when: eventWhen})
	}
	for _, e := range horseEvents {
		d = append(d, conceptDef{c: eventConcept(e), module: Horses, place: PlaceEvent, when: eventWhen})
	}
	d = append(d,
		conceptDef{c: "end", module: Base, place: PlaceScores, when: "the game ends (the scores)"},
		conceptDef{c: "endTeams", module: Teams, place: PlaceScores, when: "the game ends (the scores)"},
		conceptDef{c: "endTwoPlayers", module: TwoPlayers, place: PlaceScores, when: "the game ends (the scores)"},
		conceptDef{c: "endTwoBandits", module: TwoBandits, place: PlaceScores, when: "the game ends (the scores)"},
		// one seat's own hand
		conceptDef{c: "you.cards", module: Base, place: PlaceHand, seat: true, decision: true, when: "the seat may first choose a card of its hand (that seat only): a tap on a card explains it"},
	)
	for _, k := range []express.ActionKind{express.Move, express.FloorChange, express.Shoot, express.Rob, express.Punch, express.MarshalCard, express.Ride} {
		m := Base
		if k == express.Ride {
			m = Horses
		}
		d = append(d, conceptDef{c: cardConcepts[k], module: m, place: PlaceHand, seat: true, decision: true, words: actionConcepts[k],
			when: "the seat may first choose a " + k.String() + " card of its hand (that seat only)"})
	}
	d = append(d,
		conceptDef{c: "you.bulletInHand", module: Base, place: PlaceHand, seat: true, when: "the seat's hand first holds a bullet card (that seat only)"},
		conceptDef{c: "you.drink", module: Horses, place: PlaceChoices, seat: true, decision: true, when: "the seat may first drink a flask (that seat only)"},
		conceptDef{c: "you.hiding", module: Car, place: PlaceTrain, seat: true, when: "the seat's bandit first hides (that seat only: where it will appear)"},
		// Colt Super Express
		conceptDef{c: "super.goal", module: Super, place: PlaceTrain, when: "the first update of the game"},
		conceptDef{c: "super.stacks", module: Super, place: PlaceHand, decision: true, when: "the first stacking step"},
		conceptDef{c: "super.facing", module: Super, place: PlacePile, when: "the first card revealed"},
		conceptDef{c: "super.move", module: Super, place: PlaceTrain, when: "the first Move carried out"},
		conceptDef{c: "super.shoot", module: Super, place: PlaceTrain, when: "the first Shoot"},
		conceptDef{c: "super.stun", module: Super, place: PlaceTrain, when: "the first bandit stunned"},
		conceptDef{c: "super.caboose", module: Super, place: PlaceTrain, when: "the first caboose unhooked"},
		conceptDef{c: "super.end", module: Super, place: PlaceScores, when: "the game ends"},
	)
	return d
}()

var conceptByName = func() map[Concept]conceptDef {
	m := map[Concept]conceptDef{}
	for _, d := range concepts {
		m[d.c] = d
	}
	return m
}()

// AllConcepts lists every concept of the box, in the order a game usually
// meets them.
func AllConcepts() []Concept {
	out := make([]Concept, len(concepts))
	for i, d := range concepts {
		out[i] = d.c
	}
	return out
}

// Way is one way to play, as the set-up screen starts it.
type Way struct {
	// Game is "express" or "super".
	Game string
	// Players is the number of players; Rules the Colt Express modules.
	Players int
	Rules   express.Rules
}

// ConceptsOf lists the concepts a game played this way may teach (on the
// shared screen and to its seats), in the order a game usually meets them;
// which of them a given game meets depends on its cards and choices.
func ConceptsOf(w Way) []Concept {
	var out []Concept
	for _, d := range concepts {
		if wayHas(w, d.c, d.module) {
			out = append(out, d.c)
		}
	}
	return out
}

func wayHas(w Way, c Concept, m Module) bool {
	if w.Game == super.GameName {
		return m == Super
	}
	if m == Super {
		return false
	}
	r := w.Rules
	twoPlayer := w.Players == 2 && !r.Has(express.RuleTwoBandits)
	switch c {
	case "end":
		return !r.Has(express.RuleTeams) && !twoPlayer && !r.Has(express.RuleTwoBandits)
	case "handsReveal": // with the expansion the Horse Attack places the bandits (§11)
		return r.Has(express.RuleTwoBandits) && !r.Has(express.RuleHorses)
	case "planOfAttack":
		return r.Has(express.RuleHorses) && !r.Has(express.RuleExperts) && !twoPlayer
	}
	switch m {
	case Base:
		return true
	case Experts:
		return r.Has(express.RuleExperts) || twoPlayer
	case TwoPlayers:
		return twoPlayer
	case Teams:
		return r.Has(express.RuleTeams)
	case TwoBandits:
		return r.Has(express.RuleTwoBandits)
	case Horses:
		return r.Has(express.RuleHorses)
	case Car:
		return r.Has(express.RuleTTC)
	}
	return false
}

// expressRules reads the modules of a public view.
func expressRules(pv *express.PublicView) express.Rules {
	r, _ := express.ParseRules(joinModules(pv.Modules))
	return r
}

func joinModules(ms []string) string {
	s := ""
	for i, m := range ms {
		if i > 0 {
			s += ","
		}
		s += m
	}
	return s
}

// expressShared finds the concepts whose moment is in this update, from
// public information only.
func expressShared(evs []express.Event, pv *express.PublicView) []found {
	var out []found
	add := func(c Concept, tap bool) { out = append(out, found{c, tap}) }
	live := pv.Phase != express.GameOver
	acting := live && len(pv.Expected) > 0
	r := expressRules(pv)
	twoPlayer := pv.Players == 2 && !r.Has(express.RuleTwoBandits)
	if live {
		add("goal", false)
		switch {
		case twoPlayer:
			add("twoPlayers", false)
		case r.Has(express.RuleTwoBandits):
			add("twoBandits", false)
		}
		if r.Has(express.RuleTeams) {
			add("teams", false)
		}
		if pv.Stagecoach != nil {
			add("stagecoach", false)
		}
		if pv.Car != nil {
			add("car", false)
		}
	}
	// what happened, in order
	for _, e := range evs {
		switch e.Kind {
		case express.EvRoundStarted:
			// the round card's event is read from the view: the update
			// that turns a round card over shows it
		case express.EvPartnerCard:
			add("partnerCards", false)
		case express.EvSchemingEnded:
			add("stealin", false)
		case express.EvCardRevealed:
			if c, ok := actionConcepts[e.Card]; ok {
				add(c, acting && pv.Stage != express.StageNone)
			}
		case express.EvBanditMoved:
			if e.Cause.By == express.ByMarshal {
				add("marshalFlee", false)
			}
		case express.EvBulletGiven:
			add("bullets", false)
		case express.EvHostageTaken:
			add("hostage", false)
		case express.EvShotgunMoved:
			add("shotgun", false)
		case express.EvLootTaken:
			if e.Loot == express.Whisky {
				add("whisky", false)
			}
		case express.EvWhiskyDrunk:
			add("whisky", false)
		case express.EvBanditHidden:
			add("carHide", false)
		case express.EvGameOver:
			switch {
			case r.Has(express.RuleTeams):
				add("endTeams", false)
			case twoPlayer:
				add("endTwoPlayers", false)
			case r.Has(express.RuleTwoBandits):
				add("endTwoBandits", false)
			default:
				add("end", false)
			}
		}
	}
	if !live {
		return out
	}
	// the round card in play: its event, taught as the card is turned over
	if pv.Round.Event != cards.NoEvent {
		add(eventConcept(pv.Round.Event), false)
	}
	// the step the table is in now
	switch pv.Stage {
	case express.StageHands:
		add("handsReveal", acting)
	case express.StageHorseAttack, express.StageAttackAlone:
		add("horseAttack", acting)
	case express.StageTakeCard:
		add("takeCard", acting)
	case express.StageBullets:
		add("expertsBullets", acting)
	case express.StageKeep:
		add("expertsKeep", acting)
	case express.StagePlan:
		add("planOfAttack", acting)
	case express.StageCover:
		add("cover", acting)
	case express.StageHostage:
		add("hostage", acting)
	case express.StageHide:
		add("carHide", acting)
	case express.StageTurmoil:
		add("turmoil", acting)
	}
	if pv.Phase == express.Schemin && pv.Stage == express.StageNone && acting {
		add("playOrDraw", true)
		if pv.Turn < len(pv.Round.Turns) {
			switch pv.Round.Turns[pv.Turn] {
			case cards.Tunnel:
				add("tunnel", true)
			case cards.SpeedUp:
				add("speedUp", true)
			case cards.Switch:
				add("switch", true)
			case cards.Turmoil:
				add("turmoil", true)
			}
		}
		if pv.Turn == 0 && seatHasGhost(pv, pv.Actor) {
			add("ghost", true)
		}
	}
	return out
}

// seatHasGhost reports whether seat plays Ghost (as one of its bandits).
func seatHasGhost(pv *express.PublicView, seat engine.Seat) bool {
	bandits := []engine.Seat{seat}
	for _, sv := range pv.Seats {
		if sv.Seat == seat {
			bandits = sv.Bandits
		}
	}
	for _, b := range pv.Bandits {
		if b.Character == express.Ghost && slices.Contains(bandits, b.Seat) {
			return true
		}
	}
	return false
}

// expressSeat finds the concepts of one seat's own hand and choices.
func expressSeat(v *express.PlayerView) []found {
	var out []found
	if v.Phase == express.GameOver {
		return nil
	}
	// the cards it may choose now, each taught before its first choice
	var cards []express.ActionKind
	for _, c := range v.Legal {
		switch c.Kind {
		case express.CmdPlay, express.CmdKeep, express.CmdTakeCard:
			if _, ok := cardConcepts[c.Card]; ok && !slices.Contains(cards, c.Card) {
				cards = append(cards, c.Card)
			}
		}
	}
	if len(cards) > 0 {
		out = append(out, found{"you.cards", true})
		for _, k := range []express.ActionKind{express.Move, express.FloorChange, express.Shoot, express.Rob, express.Punch, express.MarshalCard, express.Ride} {
			if slices.Contains(cards, k) {
				out = append(out, found{cardConcepts[k], true})
			}
		}
	}
	if slices.Contains(v.Hand, express.Bullet) {
		out = append(out, found{"you.bulletInHand", false})
	}
	for _, c := range v.Legal {
		if c.Kind == express.CmdDrink {
			out = append(out, found{"you.drink", true})
			break
		}
	}
	if len(v.Hiding) > 0 {
		out = append(out, found{"you.hiding", false})
	}
	return out
}

// superShared finds the concepts of Colt Super Express in this update.
func superShared(evs []super.Event, pv *super.PublicView) []found {
	var out []found
	add := func(c Concept, tap bool) { out = append(out, found{c, tap}) }
	live := pv.Phase != super.GameOver
	if live {
		add("super.goal", false)
	}
	for _, e := range evs {
		switch e.Kind {
		case super.EvCardRevealed:
			add("super.facing", false)
		case super.EvBanditMoved:
			if e.Cause != nil && e.Cause.By == super.ByCard {
				add("super.move", false)
			}
		case super.EvShot:
			add("super.shoot", false)
		case super.EvStunned:
			add("super.stun", false)
		case super.EvWagonDetached:
			add("super.caboose", false)
		case super.EvGameOver:
			add("super.end", false)
		}
	}
	if live && pv.Phase == super.Plan && len(pv.Expected) > 0 {
		add("super.stacks", true)
	}
	return out
}

// ActionConcept is the concept of an action card carried out from the pile
// ("action.move"), for a screen that tells that card.
func ActionConcept(k express.ActionKind) (Concept, bool) {
	c, ok := actionConcepts[k]
	return c, ok
}
