package express

import (
	"colt/engine"

	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// CommandKind is what a command does.
type CommandKind uint8

// The command kinds. Every choice a player makes is one of these, and Legal
// enumerates exactly the ones allowed now (docs/design.md rule 3).
const (
	CmdPlay           CommandKind = iota // Schemin': play Card (FaceDown in a Tunnel, or Ghost's first turn)
	CmdDraw                              // Schemin': draw 3 cards
	CmdMove                              // Move: go to Wagon (same floor)
	CmdShoot                             // Shoot: Target
	CmdRob                               // Rob: take Token
	CmdPunch                             // Punch: Target
	CmdPunchLoot                         // Punch: Token the target drops
	CmdKeepPurse                         // Punch, Cheyenne: Keep the purse or let it drop
	CmdPush                              // Punch: send the target to Wagon
	CmdMarshal                           // Marshal: move him to Wagon
	CmdPickpocket                        // Pickpocketing: take Token
	CmdDecline                           // say no: Pickpocketing (take nothing), Cover, the card to take, the Experts bullets (keep them)
	CmdHands                             // two bandits, setup: Bandit is in the left hand (goes to the caboose)
	CmdTakeCard                          // two bandits, round start: take Card of Bandit from the deck before shuffling
	CmdDiscardBullets                    // Experts, round start: the drawn bullet cards go to the discard
	CmdKeep                              // Experts, end of Schemin': keep Card (of Bandit) for the next round
	CmdDone                              // Experts, end of Schemin': keep no more cards
	CmdHide                              // Time-Travel Car, before a round: the bandit will appear inside Wagon (secret; with horses, or the stagecoach)
	CmdBoard                             // Horses, Horse Attack: Bandit is in the fist (boards the wagon revealed now)
	CmdBoardBoth                         // Horses, Horse Attack with two bandits: both in the fists
	CmdGallop                            // Horses, Horse Attack: the horse is in the fist (gallop on)
	CmdStartWagon                        // Horses, Horse Attack: a player left alone starts inside Wagon
	CmdRide                              // Ride: the horse goes to Wagon and the bandit inside it (or "area": stagecoach / escaped / car)
	CmdHostage                           // Horses: take Hostage on entering the stagecoach
	CmdFlee                              // Horses: flee the Shotgun to the roof of Wagon
	CmdPunchShotgun                      // Punch: punch the Shotgun off the stagecoach's roof
	CmdDrink                             // Horses, Schemin': drink flask Token instead of playing or drawing
	numCommandKinds
)

var commandNames = [...]string{"play", "draw", "move", "shoot", "rob", "punch", "punchLoot", "keepPurse", "push", "marshal", "pickpocket", "decline",
	"hands", "takeCard", "discardBullets", "keep", "done", "hide",
	"board", "boardBoth", "gallop", "startWagon", "ride", "hostage", "flee", "punchShotgun", "drink"}

// String returns the command kind's wire name.
func (k CommandKind) String() string {
	if k < numCommandKinds {
		return commandNames[k]
	}
	return fmt.Sprintf("CommandKind(%d)", k)
}

// Command is one decision by one seat. Only the fields its Kind uses are
// meaningful; the others are zero (Target and Token are NoSeat/NoLoot), so
// two commands are equal exactly when they mean the same choice.
//
// Target is a bandit (equal to its player's seat when each player has one).
// Bandit names the bandit whose card a play, take or keep means — only in
// games where a hand mixes bandits' cards (two bandits each, Teams);
// otherwise it is NoSeat.
type Command struct {
	Seat     Seat
	Kind     CommandKind
	Card     ActionKind
	FaceDown bool
	Wagon    int8
	Floor    Floor
	Target   Seat
	Token    LootID
	Keep     bool
	Bandit   Seat
	// Hostage is the hostage a CmdHostage takes (zero otherwise).
	Hostage Hostage
}

// Play returns a Schemin' command playing a card.
func Play(seat Seat, card ActionKind, faceDown bool) Command {
	return Command{Seat: seat, Kind: CmdPlay, Card: card, FaceDown: faceDown, Target: NoSeat, Token: NoLoot, Bandit: NoSeat}
}

// PlayOf returns a Schemin' command playing bandit's card (games where a
// hand holds several bandits' cards).
func PlayOf(seat Seat, card ActionKind, bandit Seat, faceDown bool) Command {
	c := Play(seat, card, faceDown)
	c.Bandit = bandit
	return c
}

// Draw returns a Schemin' command drawing 3 cards.
func Draw(seat Seat) Command { return base(seat, CmdDraw) }

func base(seat Seat, k CommandKind) Command {
	return Command{Seat: seat, Kind: k, Target: NoSeat, Token: NoLoot, Bandit: NoSeat}
}

// Simple returns a command that takes no argument (draw, decline,
// discardBullets, done).
func Simple(seat Seat, k CommandKind) Command { return base(seat, k) }

// Choose builds a Stealin' or event command of kind k with its one argument:
// a wagon (move, push, marshal), a seat (shoot, punch), a token (rob,
// punchLoot, pickpocket), keep (keepPurse: 1 keep, 0 drop) or nothing (decline).
func Choose(seat Seat, k CommandKind, arg int) Command {
	c := base(seat, k)
	switch k {
	case CmdMove, CmdPush, CmdMarshal, CmdHide, CmdStartWagon, CmdRide, CmdFlee:
		c.Wagon = int8(arg)
	case CmdShoot, CmdPunch:
		c.Target = Seat(arg)
	case CmdRob, CmdPunchLoot, CmdPickpocket, CmdDrink:
		c.Token = LootID(arg)
	case CmdKeepPurse:
		c.Keep = arg != 0
	case CmdHostage:
		c.Hostage = Hostage(arg)
	}
	return c
}

// String describes the command for logs and error messages.
func (c Command) String() string {
	b, _ := json.Marshal(c)
	return string(b)
}

// wireCommand is the JSON shape of a command.
type wireCommand struct {
	Seat     *int    `json:"seat"`
	Do       string  `json:"do"`
	Card     *string `json:"card,omitempty"`
	FaceDown *bool   `json:"faceDown,omitempty"`
	Wagon    *int    `json:"wagon,omitempty"`
	Floor    *string `json:"floor,omitempty"`
	Area     *string `json:"area,omitempty"`
	Target   *int    `json:"target,omitempty"`
	Token    *int    `json:"token,omitempty"`
	Keep     *bool   `json:"keep,omitempty"`
	Bandit   *int    `json:"bandit,omitempty"`
	Hostage  *string `json:"hostage,omitempty"`
}

// MarshalJSON writes only the fields the command's kind uses, e.g.
// {"seat":2,"do":"play","card":"Shoot","faceDown":true} or {"seat":0,"do":"move","wagon":3}.
func (c Command) MarshalJSON() ([]byte, error) {
	if c.Kind >= numCommandKinds {
		return nil, fmt.Errorf("engine: cannot encode command kind %d", c.Kind)
	}
	seat := int(c.Seat)
	w := wireCommand{Seat: &seat, Do: c.Kind.String()}
	switch c.Kind {
	case CmdPlay, CmdTakeCard, CmdKeep:
		name := c.Card.String()
		w.Card = &name
		if c.Kind == CmdPlay {
			fd := c.FaceDown
			w.FaceDown = &fd
		}
	case CmdMove, CmdPush, CmdMarshal, CmdHide, CmdStartWagon, CmdRide, CmdFlee:
		v := int(c.Wagon)
		if a, ok := wagonArea[c.Wagon]; ok {
			w.Area = &a
		} else {
			w.Wagon = &v
		}
		if c.Floor == Roof {
			f := c.Floor.String()
			w.Floor = &f
		}
	case CmdShoot, CmdPunch:
		v := int(c.Target)
		w.Target = &v
	case CmdRob, CmdPunchLoot, CmdPickpocket, CmdDrink:
		v := int(c.Token)
		w.Token = &v
	case CmdKeepPurse:
		k := c.Keep
		w.Keep = &k
	case CmdHostage:
		h := c.Hostage.String()
		w.Hostage = &h
	}
	if c.Bandit != NoSeat {
		b := int(c.Bandit)
		w.Bandit = &b
	}
	return json.Marshal(w)
}

// wagonArea names the Command.Wagon codes of the places beside the train.
var wagonArea = map[int8]string{carWagon: "car", coachWagon: "stagecoach", escapeWagon: "escaped"}

// areaWagon is the inverse of wagonArea.
var areaWagon = map[string]int8{"car": carWagon, "stagecoach": coachWagon, "escaped": escapeWagon}

// ErrBadCommand is returned (wrapped) for a command that cannot be decoded.
var ErrBadCommand = engine.ErrBadCommand

// UnmarshalJSON reads a command strictly: unknown fields, a missing
// argument or an argument the kind does not take are errors wrapping
// ErrBadCommand.
func (c *Command) UnmarshalJSON(b []byte) error {
	v, err := DecodeCommand(b)
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// DecodeCommand parses one JSON command. It checks the shape only; whether
// the command is allowed now is Legal's job.
func DecodeCommand(b []byte) (Command, error) {
	var w wireCommand
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return Command{}, fmt.Errorf("%w: %v (expected e.g. {\"seat\":0,\"do\":\"play\",\"card\":\"Move\",\"faceDown\":false})", ErrBadCommand, err)
	}
	if dec.More() {
		return Command{}, fmt.Errorf("%w: trailing data after the command object", ErrBadCommand)
	}
	if w.Seat == nil {
		return Command{}, fmt.Errorf("%w: missing \"seat\"", ErrBadCommand)
	}
	if *w.Seat < 0 || *w.Seat >= MaxPlayers {
		return Command{}, fmt.Errorf("%w: seat %d out of range 0–%d", ErrBadCommand, *w.Seat, MaxPlayers-1)
	}
	kind := numCommandKinds
	for i, n := range commandNames {
		if n == w.Do {
			kind = CommandKind(i)
		}
	}
	if kind == numCommandKinds {
		return Command{}, fmt.Errorf("%w: unknown \"do\" %q (one of %s)", ErrBadCommand, w.Do, strings.Join(commandNames[:], ", "))
	}
	c := base(Seat(*w.Seat), kind)
	used := map[string]bool{}
	need := func(name string, present bool) error {
		used[name] = true
		if !present {
			return fmt.Errorf("%w: %q needs \"%s\"", ErrBadCommand, w.Do, name)
		}
		return nil
	}
	var err error
	switch kind {
	case CmdPlay, CmdTakeCard, CmdKeep:
		if err = need("card", w.Card != nil); err == nil {
			if kind == CmdPlay {
				used["faceDown"] = true
			}
			used["bandit"] = true
			var k ActionKind
			if k, err = ParseActionKind(*w.Card); err != nil || k == Bullet {
				return Command{}, fmt.Errorf("%w: card %q is not a playable action (Move, FloorChange, Shoot, Rob, Punch, Marshal)", ErrBadCommand, *w.Card)
			}
			c.Card = k
			if w.FaceDown != nil {
				c.FaceDown = *w.FaceDown
			}
		}
	case CmdHands, CmdBoard:
		err = need("bandit", w.Bandit != nil)
	case CmdHostage:
		if err = need("hostage", w.Hostage != nil); err == nil {
			if err = c.Hostage.UnmarshalText([]byte(*w.Hostage)); err != nil {
				return Command{}, fmt.Errorf("%w: %v (one of %s)", ErrBadCommand, err, strings.Join(hostageNames[:], ", "))
			}
		}
	case CmdMove, CmdPush, CmdMarshal, CmdHide, CmdStartWagon, CmdRide, CmdFlee:
		if kind == CmdMove || kind == CmdPush {
			used["floor"] = true
		}
		if kind == CmdMove || kind == CmdPush || kind == CmdRide || kind == CmdHide {
			used["area"] = true
		}
		if w.Area != nil && used["area"] {
			code, ok := areaWagon[*w.Area]
			switch kind { // where each command may go beside the train
			case CmdMove, CmdPush:
				ok = ok && code != escapeWagon
			case CmdHide:
				ok = ok && code == coachWagon
			}
			if !ok || w.Wagon != nil {
				return Command{}, fmt.Errorf("%w: %q goes to a \"wagon\" or to an \"area\" (car, stagecoach, escaped), not both", ErrBadCommand, w.Do)
			}
			c.Wagon = code
		} else if err = need("wagon", w.Wagon != nil); err == nil {
			if *w.Wagon < 0 || *w.Wagon > MaxPlayers {
				return Command{}, fmt.Errorf("%w: wagon %d out of range 0–%d", ErrBadCommand, *w.Wagon, MaxPlayers)
			}
			c.Wagon = int8(*w.Wagon)
		}
		if err == nil {
			if w.Floor != nil {
				switch *w.Floor {
				case "roof":
					c.Floor = Roof
				case "inside":
				default:
					return Command{}, fmt.Errorf("%w: floor %q must be inside or roof", ErrBadCommand, *w.Floor)
				}
			}
		}
	case CmdShoot, CmdPunch:
		if err = need("target", w.Target != nil); err == nil {
			if *w.Target < 0 || *w.Target >= MaxBandits {
				return Command{}, fmt.Errorf("%w: target %d out of range 0–%d", ErrBadCommand, *w.Target, MaxBandits-1)
			}
			c.Target = Seat(*w.Target)
		}
	case CmdRob, CmdPunchLoot, CmdPickpocket, CmdDrink:
		if err = need("token", w.Token != nil); err == nil {
			if *w.Token < 0 || *w.Token >= maxLoot {
				return Command{}, fmt.Errorf("%w: token %d out of range 0–%d", ErrBadCommand, *w.Token, maxLoot-1)
			}
			c.Token = LootID(*w.Token)
		}
	case CmdKeepPurse:
		if err = need("keep", w.Keep != nil); err == nil {
			c.Keep = *w.Keep
		}
	}
	if err != nil {
		return Command{}, err
	}
	if w.Bandit != nil {
		if *w.Bandit < 0 || *w.Bandit >= MaxBandits {
			return Command{}, fmt.Errorf("%w: bandit %d out of range 0–%d", ErrBadCommand, *w.Bandit, MaxBandits-1)
		}
		c.Bandit = Seat(*w.Bandit)
	}
	extra := map[string]bool{"hostage": w.Hostage != nil, "card": w.Card != nil, "faceDown": w.FaceDown != nil, "wagon": w.Wagon != nil, "floor": w.Floor != nil, "area": w.Area != nil, "target": w.Target != nil, "token": w.Token != nil, "keep": w.Keep != nil, "bandit": w.Bandit != nil}
	for name, present := range extra {
		if present && !used[name] {
			return Command{}, fmt.Errorf("%w: %q does not take \"%s\"", ErrBadCommand, w.Do, name)
		}
	}
	return c, nil
}
