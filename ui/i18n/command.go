package i18n

import (
	"strings"

	"colt/engine/express"
)

// MaxButtonRunes is the longest a button label may be (in characters) to
// fit the 800×480 kiosk and a phone: every btn.* message and every
// CommandLabel respects it in every language (tested).
const MaxButtonRunes = 32

// MaxTipTitleRunes and MaxTipRunes are the longest a teaching tip's title
// and text (teach.*.title, teach.*.text) may be in any language: a title
// fits one line, a text three lines of 60 characters, which the kiosk's
// tip panel shows at 800×480 without clipping at its ≥ 12 px text
// (tested for every language).
const (
	MaxTipTitleRunes = 40
	MaxTipRunes      = 180
)

// CommandLabel returns a button label for a legal command: "Play Shoot",
// "Play Shoot face down", "Draw 3 cards", "Move to wagon 2", "Shoot Belle",
// "Take purse #5", "Make Tuco drop a jewel", "Keep the purse", "Push Tuco
// to the caboose", "Marshal to wagon 1", "Take nothing". Seats are named
// from pv, whose Target is the punched bandit during a Punch; pv may be nil.
func CommandLabel(lang Lang, c express.Command, pv *express.PublicView) string {
	if w := CommandWords(c, pv); !w.Empty() {
		return w.Render(lang)
	}
	return c.Kind.String()
}

// CommandWords is the words model of a legal command's button label (see
// CommandLabel): the bandits, cards and places it names as slots, built
// once from the command and pv and rendered in any language. A command
// kind it does not know says nothing (CommandLabel then shows its kind).
func CommandWords(c express.Command, pv *express.PublicView) Sentence {
	d := newWB(pv)
	target := express.NoSeat
	if pv != nil {
		target = pv.Target
	}
	switch c.Kind {
	case express.CmdPlay:
		if c.FaceDown {
			return d.ut("cmd.playFaceDown", map[string]any{"Card": d.card(c.Card)})
		}
		return d.ut("cmd.play", map[string]any{"Card": d.card(c.Card)})
	case express.CmdDraw:
		return d.ut("cmd.draw", nil)
	case express.CmdMove:
		switch {
		case c.Wagon == stageWagon: // onto the stagecoach's floor the bandit stands on (§11)
			return d.ut(byFloor(d.floorOf(d.actingBandit()), "cmd.horses.moveCoachIn", "cmd.horses.moveCoachRoof"), nil)
		case c.Wagon == carWagon:
			return d.ut("cmd.car.move", nil)
		case d.inCar(d.actingBandit()):
			return d.ut(byFloor(c.Floor, "cmd.car.moveOutInside", "cmd.car.moveOutRoof"), nil)
		}
		return d.ut("cmd.move", map[string]any{"To": d.wagon(formTo, int(c.Wagon))})
	case express.CmdShoot:
		return d.ut("cmd.shoot", map[string]any{"Name": d.name(c.Target)})
	case express.CmdRob, express.CmdPickpocket:
		switch d.kind(c.Token) {
		case express.Whisky:
			return d.ut("cmd.horses.robFlask", nil)
		case express.Jewel:
			return d.ut("cmd.robJewel", nil)
		case express.Strongbox:
			return d.ut("cmd.robStrongbox", nil)
		}
		id := "cmd.robPurse"
		if c.Kind == express.CmdPickpocket {
			id = "cmd.pickpocket"
		}
		return d.ut(id, map[string]any{"N": PurseNumber(c.Token)})
	case express.CmdPunch:
		return d.ut("cmd.punch", map[string]any{"Name": d.name(c.Target)})
	case express.CmdPunchLoot:
		data := map[string]any{"Name": d.name(target), "N": PurseNumber(c.Token)}
		switch d.kind(c.Token) {
		case express.Whisky:
			return d.ut("cmd.horses.punchLootFlask", data)
		case express.Jewel:
			return d.ut("cmd.punchLootJewel", data)
		case express.Strongbox:
			return d.ut("cmd.punchLootStrongbox", data)
		}
		return d.ut("cmd.punchLootPurse", data)
	case express.CmdKeepPurse:
		if c.Keep {
			return d.ut("cmd.keepPurse", nil)
		}
		return d.ut("cmd.dropPurse", nil)
	case express.CmdPush:
		switch {
		case c.Wagon == stageWagon: // the punched bandit's own floor of the stagecoach (§11)
			return d.ut(byFloor(d.floorOf(target), "cmd.horses.pushCoachIn", "cmd.horses.pushCoachRoof"), map[string]any{"Name": d.name(target)})
		case c.Wagon == carWagon:
			return d.ut("cmd.car.push", map[string]any{"Name": d.name(target)})
		case d.inCar(target):
			return d.ut(byFloor(c.Floor, "cmd.car.pushOutInside", "cmd.car.pushOutRoof"), map[string]any{"Name": d.name(target)})
		}
		return d.ut("cmd.push", map[string]any{"Name": d.name(target), "To": d.wagon(formTo, int(c.Wagon))})
	case express.CmdMarshal:
		return d.ut("cmd.marshal", map[string]any{"To": d.wagon(formTo, int(c.Wagon))})
	case express.CmdDecline:
		if pv != nil {
			switch pv.Stage {
			case express.StageCover:
				return d.ut("cmd.noCover", nil)
			case express.StageBullets:
				return d.ut("cmd.keepBullets", nil)
			}
		}
		return d.ut("cmd.decline", nil)
	case express.CmdHands:
		return d.ut("cmd.hands", map[string]any{"Name": d.name(c.Bandit)})
	case express.CmdTakeCard:
		return d.ut("cmd.takeCard", map[string]any{"Card": d.card(c.Card)})
	case express.CmdKeep:
		return d.ut("cmd.keep", map[string]any{"Card": d.card(c.Card)})
	case express.CmdDiscardBullets:
		return d.ut("cmd.discardBullets", nil)
	case express.CmdDone:
		return d.ut("cmd.doneKeeping", nil)
	case express.CmdHide: // where the bandit hidden by the Car will appear (§12)
		if c.Wagon == stageWagon {
			return d.ut("cmd.horses.hideCoach", nil)
		}
		return d.ut("cmd.car.hide", map[string]any{"At": d.pos(formAt, express.Position{Wagon: c.Wagon, Floor: express.Inside})})
	case express.CmdBoard, express.CmdBoardBoth, express.CmdGallop, express.CmdStartWagon, express.CmdRide,
		express.CmdHostage, express.CmdFlee, express.CmdPunchShotgun, express.CmdDrink:
		return d.horsesLabel(c)
	}
	return Sentence{}
}

// The Command.Wagon values of places beside the train (§11): the
// stagecoach, and leaving the train for good.
const (
	stageWagon  = -2
	escapeWagon = -3
)

// horsesLabel words the Horses & Stagecoach commands (§11).
func (d wb) horsesLabel(c express.Command) Sentence {
	switch c.Kind {
	case express.CmdBoard:
		return d.ut("cmd.horses.board", map[string]any{"Name": d.name(c.Bandit)})
	case express.CmdBoardBoth:
		return d.ut("cmd.horses.boardBoth", nil)
	case express.CmdGallop:
		return d.ut("cmd.horses.gallop", nil)
	case express.CmdStartWagon:
		return d.ut("cmd.horses.startWagon", map[string]any{"Wagon": d.wagon(formBare, int(c.Wagon))})
	case express.CmdRide:
		switch c.Wagon {
		case stageWagon:
			return d.ut("cmd.horses.rideCoach", nil)
		case escapeWagon:
			return d.ut("cmd.horses.rideEscape", nil)
		case carWagon: // the Time-Travel Car, one step beyond the locomotive (§12)
			if d.inCarNow() {
				return d.ut("cmd.horses.rideStay", nil)
			}
			return d.ut("cmd.horses.rideCar", nil)
		}
		if w, ok := d.horseWagon(); ok && w == int(c.Wagon) {
			return d.ut("cmd.horses.rideStay", nil)
		}
		return d.ut("cmd.horses.ride", map[string]any{"To": d.wagon(formTo, int(c.Wagon))})
	case express.CmdHostage:
		return d.ut("cmd.horses.hostage", map[string]any{"Hostage": Slot{Kind: SlotHostage, N: int(c.Hostage)}})
	case express.CmdFlee:
		return d.ut("cmd.horses.flee", map[string]any{"To": d.wagon(formTo, int(c.Wagon))})
	case express.CmdPunchShotgun:
		return d.ut("cmd.horses.punchShotgun", nil)
	case express.CmdDrink:
		if f, ok := d.flask(c.Token); ok && f.Old != nil {
			if *f.Old {
				return d.ut("cmd.horses.drinkOld", nil)
			}
			return d.ut("cmd.horses.drinkClassic", nil)
		}
		return d.ut("cmd.horses.drink", nil)
	}
	return Sentence{}
}

// floorOf is the floor bandit b stands on in the view (inside without one):
// a Move or Push onto the stagecoach keeps it (the command names no floor).
func (d describer) floorOf(b express.Seat) express.Floor {
	if d.pv != nil && b >= 0 && int(b) < len(d.pv.Bandits) {
		return d.pv.Bandits[b].Position.Floor
	}
	return express.Inside
}

// flask finds flask token t among the bandits' flasks of the view.
func (d describer) flask(t express.LootID) (express.FlaskView, bool) {
	if d.pv != nil {
		for _, b := range d.pv.Bandits {
			for _, f := range b.Flasks {
				if f.Token == t {
					return f, true
				}
			}
		}
	}
	return express.FlaskView{}, false
}

// horseWagon is the wagon whose horse the acting bandit rides: the wagon
// it is in (the stagecoach: the wagon it faces).
func (d describer) horseWagon() (int, bool) {
	b := d.actingBandit()
	if d.pv == nil || b < 0 || int(b) >= len(d.pv.Bandits) {
		return 0, false
	}
	p := d.pv.Bandits[b].Position
	switch {
	case p.Area == express.AreaStage && d.pv.Stagecoach != nil:
		return d.pv.Stagecoach.Facing, true
	case p.Area == express.AreaTrain:
		return int(p.Wagon), true
	}
	return 0, false
}

// inCarNow reports whether the bandit acting now is in the Time-Travel Car.
func (d describer) inCarNow() bool {
	b := d.actingBandit()
	return d.pv != nil && b >= 0 && int(b) < len(d.pv.Bandits) && d.pv.Bandits[b].Position.Area == express.AreaCar
}

// CommandBandit is the bandit whose card a command plays, takes or keeps in
// games where a hand mixes two bandits' cards (the label names the card
// only: a screen groups or colours such commands by this bandit), or NoSeat.
func CommandBandit(c express.Command) express.Seat {
	switch c.Kind {
	case express.CmdPlay, express.CmdTakeCard, express.CmdKeep:
		return c.Bandit
	}
	return express.NoSeat
}

// Prompt returns the question the actor of pv must answer ("Whom does
// Django shoot?"), or "" when the game is over.
func Prompt(lang Lang, pv *express.PublicView) string { return PromptWords(pv).Render(lang) }

// PromptWords is the words model of Prompt: the question, with the actor
// (the player, or the bandit it acts with) and whom it acts on as slots;
// the zero Sentence when the game is over.
func PromptWords(pv *express.PublicView) Sentence {
	if pv == nil || pv.Phase == express.GameOver {
		return Sentence{}
	}
	d := newWB(pv)
	name := d.player(pv.Actor)
	if pv.ActingBandit != nil {
		name = d.name(*pv.ActingBandit)
	}
	data := map[string]any{"Name": name, "Target": d.name(pv.Target)}
	switch pv.Stage {
	case express.StageHands:
		return d.ut("prompt.hands", data)
	case express.StageTakeCard:
		return d.ut("prompt.takeCard", data)
	case express.StageBullets:
		return d.ut("prompt.bullets", data)
	case express.StageKeep:
		return d.ut("prompt.keep", data)
	case express.StageCover:
		return d.ut("prompt.cover", data)
	case express.StageHide:
		return d.ut("prompt.car.hide", data)
	case express.StageHorseAttack:
		w := Slot{Kind: SlotSentence} // no wagon: says nothing
		if pv.AttackWagon != nil {
			w = d.wagon(formBare, *pv.AttackWagon)
		}
		data["Wagon"] = w
		return d.ut("prompt.horses.attack", data)
	case express.StageAttackAlone:
		return d.ut("prompt.horses.attackAlone", data)
	case express.StageRide:
		return d.ut("prompt.horses.ride", data)
	case express.StageHostage:
		return d.ut("prompt.horses.hostage", data)
	case express.StageFlee:
		return d.ut("prompt.horses.flee", data)
	case express.StageTurmoil:
		return d.ut("prompt.horses.turmoil", data)
	case express.StagePlan:
		return d.ut("prompt.horses.plan", data)
	}
	if pv.Phase == express.Schemin {
		return d.ut("prompt.scheme", data)
	}
	id := map[express.Stage]string{
		express.StageMove:       "prompt.move",
		express.StageShoot:      "prompt.shoot",
		express.StageRob:        "prompt.rob",
		express.StagePunch:      "prompt.punch",
		express.StagePunchLoot:  "prompt.punchLoot",
		express.StageKeepPurse:  "prompt.keepPurse",
		express.StagePush:       "prompt.push",
		express.StageMarshal:    "prompt.marshal",
		express.StagePickpocket: "prompt.pickpocket",
	}[pv.Stage]
	if id == "" {
		id = "prompt.wait"
	}
	return d.ut(id, data)
}

// ut is t for a label: a sentence of only the placeholders its message
// uses (a prompt offers every message the actor and the target; a label
// names only what its words say, so its slots are what the truth check
// reads).
func (d wb) ut(id string, data map[string]any) Sentence {
	s := d.t(id, data)
	msg := En.data().msgs[id]
	if msg == nil {
		return s
	}
	kept := s.Slots[:0]
	for _, sl := range s.Slots {
		if p := "{{." + sl.Key + "}}"; strings.Contains(msg.Other, p) || strings.Contains(msg.One, p) {
			kept = append(kept, sl)
		}
	}
	s.Slots = kept
	return s
}

// carWagon is the Wagon a Move or Push command names for the Time-Travel Car (§12).
const carWagon = -1

// byFloor picks the message of a Move or Push out of the Time-Travel Car,
// which names the locomotive's floor it reaches.
func byFloor(f express.Floor, inside, roof string) string {
	if f == express.Roof {
		return roof
	}
	return inside
}

// actingBandit is the bandit the actor of the view moves (NoSeat without a view).
func (d describer) actingBandit() express.Seat {
	if d.pv == nil {
		return express.NoSeat
	}
	if d.pv.ActingBandit != nil {
		return *d.pv.ActingBandit
	}
	if a := d.pv.Actor; a >= 0 && int(a) < len(d.pv.Seats) && len(d.pv.Seats[a].Bandits) > 0 {
		return d.pv.Seats[a].Bandits[0]
	}
	return d.pv.Actor
}

// inCar reports whether the view puts bandit b in the Time-Travel Car.
func (d describer) inCar(b express.Seat) bool {
	return d.pv != nil && b >= 0 && int(b) < len(d.pv.Bandits) && d.pv.Bandits[b].Position.Area == express.AreaCar
}
