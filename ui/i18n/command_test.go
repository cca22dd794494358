package i18n

import (
	"strings"
	"testing"
	"unicode/utf8"

	"colt/engine/express"
)

// allCommands returns one command of every kind with every argument value.
func allCommands() []express.Command {
	var out []express.Command
	for k := express.Move; k < express.Bullet; k++ {
		out = append(out, express.Play(seatCheyenne, k, false), express.Play(seatCheyenne, k, true))
	}
	out = append(out, express.Draw(seatCheyenne), express.Choose(seatCheyenne, express.CmdDecline, 0))
	for w := 0; w <= express.MaxPlayers; w++ {
		for _, k := range []express.CommandKind{express.CmdMove, express.CmdPush, express.CmdMarshal} {
			out = append(out, express.Choose(seatCheyenne, k, w))
		}
	}
	for s := 0; s < express.MaxPlayers; s++ {
		out = append(out, express.Choose(seatBelle, express.CmdShoot, s), express.Choose(seatBelle, express.CmdPunch, s))
	}
	for tok := 0; tok < express.NumLoot; tok++ {
		for _, k := range []express.CommandKind{express.CmdRob, express.CmdPunchLoot, express.CmdPickpocket} {
			out = append(out, express.Choose(seatBelle, k, tok))
		}
	}
	out = append(out, express.Choose(seatCheyenne, express.CmdKeepPurse, 1), express.Choose(seatCheyenne, express.CmdKeepPurse, 0))
	// the variants' commands (§10): hands, a card taken or kept, bullets, done
	for b := 0; b < express.MaxBandits; b++ {
		h := express.Simple(seatCheyenne, express.CmdHands)
		h.Bandit = express.Seat(b)
		out = append(out, h)
		for k := express.Move; k < express.Bullet; k++ {
			out = append(out, express.PlayOf(seatCheyenne, k, express.Seat(b), false), express.PlayOf(seatCheyenne, k, express.Seat(b), true))
			for _, kind := range []express.CommandKind{express.CmdTakeCard, express.CmdKeep} {
				c := express.PlayOf(seatCheyenne, k, express.Seat(b), false)
				c.Kind = kind
				out = append(out, c)
			}
		}
	}
	out = append(out, express.Simple(seatCheyenne, express.CmdDiscardBullets), express.Simple(seatCheyenne, express.CmdDone))
	// the Time-Travel Car (§12): into it, out of it onto either floor, the hiding place
	for _, k := range []express.CommandKind{express.CmdMove, express.CmdPush} {
		out = append(out, express.Choose(seatCheyenne, k, -1))
		roof := express.Choose(seatCheyenne, k, 0)
		roof.Floor = express.Roof
		out = append(out, roof)
	}
	for w := 0; w <= express.MaxPlayers; w++ {
		out = append(out, express.Choose(seatCheyenne, express.CmdHide, w))
	}
	return out
}

func TestCommandLabelEveryKind(t *testing.T) {
	_, pv := table6(t)
	pv.Target = seatCheyenne // the longest name, as the punched bandit
	seen := map[express.CommandKind]bool{}
	var long []string
	for _, l := range Langs() {
		for _, c := range allCommands() {
			seen[c.Kind] = true
			for _, v := range []*express.PublicView{pv, nil} {
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
	for k := express.CmdPlay; k <= express.CmdHide; k++ {
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
		c    express.Command
		want string
	}{
		{En, express.Play(0, express.Shoot, false), "Play Shoot"},
		{En, express.Play(0, express.FloorChange, true), "Play Floor Change face down"},
		{En, express.Draw(0), "Draw 3 cards"},
		{En, express.Choose(0, express.CmdMove, 2), "Move to wagon 2"},
		{En, express.Choose(0, express.CmdMove, 0), "Move to the locomotive"},
		{En, express.Choose(0, express.CmdMove, 6), "Move to the caboose"},
		{En, express.Choose(0, express.CmdShoot, int(seatBelle)), "Shoot Belle"},
		{En, express.Choose(0, express.CmdRob, 4), "Take a purse"},
		{En, express.Choose(0, express.CmdRob, express.NumPurses), "Take a jewel"},
		{En, express.Choose(0, express.CmdRob, express.NumPurses+express.NumJewels), "Take the strongbox"},
		{En, express.Choose(0, express.CmdPunch, int(seatDoc)), "Punch Doc"},
		{En, express.Choose(0, express.CmdPunchLoot, 2), "Make Tuco drop a purse"},
		{En, express.Choose(0, express.CmdPunchLoot, express.NumPurses+1), "Make Tuco drop a jewel"},
		{En, express.Choose(0, express.CmdKeepPurse, 1), "Keep the purse"},
		{En, express.Choose(0, express.CmdKeepPurse, 0), "Let it drop"},
		{En, express.Choose(0, express.CmdPush, 6), "Push Tuco to the caboose"},
		{En, express.Choose(0, express.CmdMarshal, 1), "Marshal to wagon 1"},
		{En, express.Choose(0, express.CmdPickpocket, 11), "Take a purse"},
		{En, express.Choose(0, express.CmdDecline, 0), "Take nothing"},
		{Fr, express.Play(0, express.FloorChange, true), "Changement d'étage face cachée"},
		{Fr, express.Choose(0, express.CmdMove, 6), "Aller vers le Wagon de queue"},
		{Fr, express.Choose(0, express.CmdShoot, int(seatBelle)), "Tirer sur Belle"},
		{Fr, express.Choose(0, express.CmdPush, 0), "Tuco vers la Locomotive"},
		{Nl, express.Choose(0, express.CmdMarshal, 6), "Marshal naar de laatste wagon"},
		{It, express.Choose(0, express.CmdMarshal, 0), "Sceriffo alla Locomotiva"},
		{It, express.Choose(0, express.CmdRob, 4), "Prendi un Sacchetto"},
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
	v.Phase, v.Stage, v.Actor, v.Target = express.Stealin, express.StagePush, seatTuco, seatBelle
	if got := Prompt(En, &v); got != "Where does Tuco push Belle?" {
		t.Errorf("push prompt: %q", got)
	}
	for _, l := range Langs() {
		for st := express.StageNone; st <= express.StagePickpocket; st++ {
			v.Stage = st
			if got := Prompt(l, &v); got == "" || strings.Contains(got, "⟦") {
				t.Errorf("%s stage %s: %q", l, st, got)
			}
		}
	}
	v.Phase = express.GameOver
	if Prompt(En, &v) != "" || Prompt(En, nil) != "" {
		t.Error("no prompt after the game or without a view")
	}
}
