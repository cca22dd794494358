package i18n

import (
	"strings"
	"testing"
	"unicode/utf8"

	"colt/engine"
)

// allCommands returns one command of every kind with every argument value.
func allCommands() []engine.Command {
	var out []engine.Command
	for k := engine.Move; k < engine.Bullet; k++ {
		out = append(out, engine.Play(seatCheyenne, k, false), engine.Play(seatCheyenne, k, true))
	}
	out = append(out, engine.Draw(seatCheyenne), engine.Choose(seatCheyenne, engine.CmdDecline, 0))
	for w := 0; w <= engine.MaxPlayers; w++ {
		for _, k := range []engine.CommandKind{engine.CmdMove, engine.CmdPush, engine.CmdMarshal} {
			out = append(out, engine.Choose(seatCheyenne, k, w))
		}
	}
	for s := 0; s < engine.MaxPlayers; s++ {
		out = append(out, engine.Choose(seatBelle, engine.CmdShoot, s), engine.Choose(seatBelle, engine.CmdPunch, s))
	}
	for tok := 0; tok < engine.NumLoot; tok++ {
		for _, k := range []engine.CommandKind{engine.CmdRob, engine.CmdPunchLoot, engine.CmdPickpocket} {
			out = append(out, engine.Choose(seatBelle, k, tok))
		}
	}
	out = append(out, engine.Choose(seatCheyenne, engine.CmdKeepPurse, 1), engine.Choose(seatCheyenne, engine.CmdKeepPurse, 0))
	return out
}

func TestCommandLabelEveryKind(t *testing.T) {
	_, pv := table6(t)
	pv.Target = seatCheyenne // the longest name, as the punched bandit
	seen := map[engine.CommandKind]bool{}
	var long []string
	for _, l := range Langs() {
		for _, c := range allCommands() {
			seen[c.Kind] = true
			for _, v := range []*engine.PublicView{pv, nil} {
				label := CommandLabel(l, c, v)
				if label == "" || strings.Contains(label, "⟦") || strings.Contains(label, "<no value>") {
					t.Errorf("%s %s: label %q", l, c, label)
				}
				if n := utf8.RuneCountInString(label); n > MaxButtonRunes && v != nil {
					long = append(long, label)
				}
			}
		}
	}
	for _, s := range long {
		t.Errorf("label longer than %d characters: %q", MaxButtonRunes, s)
	}
	for k := engine.CmdPlay; k <= engine.CmdDecline; k++ {
		if !seen[k] {
			t.Errorf("command kind %s not tested", k)
		}
	}
}

func TestCommandLabelGolden(t *testing.T) {
	_, pv := table6(t)
	pv.Target = seatTuco
	tests := []struct {
		lang Lang
		c    engine.Command
		want string
	}{
		{En, engine.Play(0, engine.Shoot, false), "Play Shoot"},
		{En, engine.Play(0, engine.FloorChange, true), "Play Floor Change face down"},
		{En, engine.Draw(0), "Draw 3 cards"},
		{En, engine.Choose(0, engine.CmdMove, 2), "Move to wagon 2"},
		{En, engine.Choose(0, engine.CmdMove, 0), "Move to the locomotive"},
		{En, engine.Choose(0, engine.CmdMove, 6), "Move to the caboose"},
		{En, engine.Choose(0, engine.CmdShoot, int(seatBelle)), "Shoot Belle"},
		{En, engine.Choose(0, engine.CmdRob, 4), "Take purse #5"},
		{En, engine.Choose(0, engine.CmdRob, engine.NumPurses), "Take a jewel"},
		{En, engine.Choose(0, engine.CmdRob, engine.NumPurses+engine.NumJewels), "Take the strongbox"},
		{En, engine.Choose(0, engine.CmdPunch, int(seatDoc)), "Punch Doc"},
		{En, engine.Choose(0, engine.CmdPunchLoot, 2), "Make Tuco drop purse #3"},
		{En, engine.Choose(0, engine.CmdPunchLoot, engine.NumPurses+1), "Make Tuco drop a jewel"},
		{En, engine.Choose(0, engine.CmdKeepPurse, 1), "Keep the purse"},
		{En, engine.Choose(0, engine.CmdKeepPurse, 0), "Let it drop"},
		{En, engine.Choose(0, engine.CmdPush, 6), "Push Tuco to the caboose"},
		{En, engine.Choose(0, engine.CmdMarshal, 1), "Marshal to wagon 1"},
		{En, engine.Choose(0, engine.CmdPickpocket, 11), "Take purse #12"},
		{En, engine.Choose(0, engine.CmdDecline, 0), "Take nothing"},
		{Fr, engine.Play(0, engine.FloorChange, true), "Changement d'étage face cachée"},
		{Fr, engine.Choose(0, engine.CmdMove, 6), "Aller vers le Wagon de queue"},
		{Fr, engine.Choose(0, engine.CmdShoot, int(seatBelle)), "Tirer sur Belle"},
		{Fr, engine.Choose(0, engine.CmdPush, 0), "Tuco vers la Locomotive"},
		{Nl, engine.Choose(0, engine.CmdMarshal, 6), "Marshal naar de laatste wagon"},
		{It, engine.Choose(0, engine.CmdMarshal, 0), "Sceriffo alla Locomotiva"},
		{It, engine.Choose(0, engine.CmdRob, 4), "Prendi il Sacchetto n. 5"},
	}
	for _, tt := range tests {
		if got := CommandLabel(tt.lang, tt.c, pv); got != tt.want {
			t.Errorf("%s %s: got %q, want %q", tt.lang, tt.c, got, tt.want)
		}
	}
}

func TestPrompt(t *testing.T) {
	_, pv := table6(t)
	if got := Prompt(En, pv); !strings.HasSuffix(got, ": play a card or draw 3.") {
		t.Errorf("Schemin' prompt: %q", got)
	}
	v := *pv
	v.Phase, v.Stage, v.Actor, v.Target = engine.Stealin, engine.StagePush, seatTuco, seatBelle
	if got := Prompt(En, &v); got != "Where does Tuco push Belle?" {
		t.Errorf("push prompt: %q", got)
	}
	for _, l := range Langs() {
		for st := engine.StageNone; st <= engine.StagePickpocket; st++ {
			v.Stage = st
			if got := Prompt(l, &v); got == "" || strings.Contains(got, "⟦") {
				t.Errorf("%s stage %s: %q", l, st, got)
			}
		}
	}
	v.Phase = engine.GameOver
	if Prompt(En, &v) != "" || Prompt(En, nil) != "" {
		t.Error("no prompt after the game or without a view")
	}
}
