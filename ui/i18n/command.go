package i18n

import (
	"colt/engine"
)

// MaxButtonRunes is the longest a button label may be (in characters) to
// fit the 800×480 kiosk and a phone: every btn.* message and every
// CommandLabel respects it in every language (tested).
const MaxButtonRunes = 32

// CommandLabel returns a button label for a legal command: "Play Shoot",
// "Play Shoot face down", "Draw 3 cards", "Move to wagon 2", "Shoot Belle",
// "Take purse #5", "Make Tuco drop a jewel", "Keep the purse", "Push Tuco
// to the caboose", "Marshal to wagon 1", "Take nothing". Seats are named
// from pv, whose Target is the punched bandit during a Punch; pv may be nil.
func CommandLabel(lang Lang, c engine.Command, pv *engine.PublicView) string {
	d := newDescriber(lang, pv)
	target := engine.NoSeat
	if pv != nil {
		target = pv.Target
	}
	switch c.Kind {
	case engine.CmdPlay:
		if c.FaceDown {
			return d.t("cmd.playFaceDown", map[string]any{"Card": d.card(c.Card)})
		}
		return d.t("cmd.play", map[string]any{"Card": d.card(c.Card)})
	case engine.CmdDraw:
		return d.t("cmd.draw", nil)
	case engine.CmdMove:
		return d.t("cmd.move", map[string]any{"To": d.wagon(formTo, int(c.Wagon))})
	case engine.CmdShoot:
		return d.t("cmd.shoot", map[string]any{"Name": d.name(c.Target)})
	case engine.CmdRob, engine.CmdPickpocket:
		switch c.Token.Kind() {
		case engine.Jewel:
			return d.t("cmd.robJewel", nil)
		case engine.Strongbox:
			return d.t("cmd.robStrongbox", nil)
		}
		id := "cmd.robPurse"
		if c.Kind == engine.CmdPickpocket {
			id = "cmd.pickpocket"
		}
		return d.t(id, map[string]any{"N": PurseNumber(c.Token)})
	case engine.CmdPunch:
		return d.t("cmd.punch", map[string]any{"Name": d.name(c.Target)})
	case engine.CmdPunchLoot:
		data := map[string]any{"Name": d.name(target), "N": PurseNumber(c.Token)}
		switch c.Token.Kind() {
		case engine.Jewel:
			return d.t("cmd.punchLootJewel", data)
		case engine.Strongbox:
			return d.t("cmd.punchLootStrongbox", data)
		}
		return d.t("cmd.punchLootPurse", data)
	case engine.CmdKeepPurse:
		if c.Keep {
			return d.t("cmd.keepPurse", nil)
		}
		return d.t("cmd.dropPurse", nil)
	case engine.CmdPush:
		return d.t("cmd.push", map[string]any{"Name": d.name(target), "To": d.wagon(formTo, int(c.Wagon))})
	case engine.CmdMarshal:
		return d.t("cmd.marshal", map[string]any{"To": d.wagon(formTo, int(c.Wagon))})
	case engine.CmdDecline:
		return d.t("cmd.decline", nil)
	}
	return c.Kind.String()
}

// Prompt returns the question the actor of pv must answer ("Whom does
// Django shoot?"), or "" when the game is over.
func Prompt(lang Lang, pv *engine.PublicView) string {
	if pv == nil || pv.Phase == engine.GameOver {
		return ""
	}
	d := newDescriber(lang, pv)
	data := map[string]any{"Name": d.name(pv.Actor), "Target": d.name(pv.Target)}
	if pv.Phase == engine.Schemin {
		return d.t("prompt.scheme", data)
	}
	id := map[engine.Stage]string{
		engine.StageMove:       "prompt.move",
		engine.StageShoot:      "prompt.shoot",
		engine.StageRob:        "prompt.rob",
		engine.StagePunch:      "prompt.punch",
		engine.StagePunchLoot:  "prompt.punchLoot",
		engine.StageKeepPurse:  "prompt.keepPurse",
		engine.StagePush:       "prompt.push",
		engine.StageMarshal:    "prompt.marshal",
		engine.StagePickpocket: "prompt.pickpocket",
	}[pv.Stage]
	if id == "" {
		id = "prompt.wait"
	}
	return d.t(id, data)
}
